"""The self-test the frozen build runs, run here from source: it must agree with the engine."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.tools.selftest import check

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_selftest_from_source_agrees_with_the_engine(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-m", "game", "--selftest", "2", "--data-dir",
                          str(tmp_path)], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    lines = check(json.loads(out.stdout), 2)
    assert len(lines) == 3
    assert not list(ROOT.glob("*.sqlite3"))          # nothing written into the project


@pytest.mark.slow
@pytest.mark.parametrize("lost", ["one game", "every game"])
def test_the_selftest_fails_when_it_finds_fewer_games_than_the_package_holds(tmp_path, lost):
    """Issue 29: an install without the games' YAML passed the self-test, having tested none."""
    for package in ("engine", "game"):
        shutil.copytree(ROOT / package, tmp_path / package,
                        ignore=shutil.ignore_patterns("__pycache__"))
    folders = sorted(p.parent for p in (tmp_path / "engine" / "games").glob("*/game.yaml"))
    for folder in folders[:1] if lost == "one game" else folders:
        (folder / "game.yaml").unlink()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYTHONPATH": str(tmp_path)}
    env.pop("SLOTS_GAME_DIRS", None)
    out = subprocess.run([sys.executable, "-m", "game", "--selftest", "1", "--data-dir",
                          str(tmp_path / "data")], cwd=tmp_path, env=env, capture_output=True,
                         text=True, timeout=600)
    assert out.returncode == 1 and out.stdout == ""
    said = out.stderr.strip()
    assert "\n" not in said and said.startswith("error: ")
    if lost == "one game":
        assert f"only {len(folders) - 1} were found" in said
        assert folders[0].name.replace("_", "-") in said
    else:
        assert "found no game" in said
