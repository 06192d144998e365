"""The README's screenshots script runs: it starts its own Xvfb, opens the real window and
grabs the lobby and every game, here its quick moments (idle, the paytable, a win: the
searches for the rarer ones take minutes), skipped, saying why, where Xvfb or ImageMagick is
missing."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.games import available_games

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("import")),
                    reason="needs Xvfb and ImageMagick's import (apt-get install xvfb imagemagick)")
@pytest.mark.slow
def test_the_screenshots_script_grabs_the_lobby_and_every_game(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "build" / "screenshots.py"), "--out",
                           str(tmp_path), "--moments", "idle", "paytable", "win"],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    shots = {p.stem for p in tmp_path.glob("*.png")}
    assert shots == {"lobby"} | {f"{game}-{moment}" for game in available_games()
                                 for moment in ("idle", "paytable", "win")}
    assert all(p.stat().st_size > 20_000 for p in tmp_path.glob("*.png"))   # not blank frames


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("import")),
                    reason="needs Xvfb and ImageMagick's import (apt-get install xvfb imagemagick)")
@pytest.mark.slow
def test_the_screenshots_script_shoots_a_language_into_its_folder(tmp_path):
    """--lang L: the client in that language, into OUT/L (the README's row of L)."""
    done = subprocess.run([sys.executable, str(ROOT / "build" / "screenshots.py"), "--out",
                           str(tmp_path), "--lang", "zh_Hans", "--games", "sweet-bonanza-xmas",
                           "--moments", "idle"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    shots = {p.name for p in (tmp_path / "zh_Hans").glob("*.png")}
    assert shots == {"lobby.png", "sweet-bonanza-xmas-idle.png"}
    assert all(p.stat().st_size > 20_000 for p in (tmp_path / "zh_Hans").glob("*.png"))
