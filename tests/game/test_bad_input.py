"""Bad input to the client is one line and exit status 2, never a traceback: an unknown game,
and a game folder whose look is broken."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "fixtures" / "games" / "tiny_tumble"


def client(tmp_path, *args, env=None):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **(env or {})}
    return subprocess.run([sys.executable, "-m", "game", "--data-dir", str(tmp_path / "d"),
                           "--first-frame", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def test_an_unknown_game_is_one_line(tmp_path):
    done = client(tmp_path, "--game", "nope")
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1 and "'nope' is not a game" in lines[0]


@pytest.mark.slow          # the client as a process: 0.55 s of CPU
def test_a_broken_look_is_one_line_naming_file_field_and_value(tmp_path):
    games = tmp_path / "games"
    shutil.copytree(FIXTURE, games / "tiny_tumble")
    look = games / "tiny_tumble" / "look.yaml"
    look.write_text(look.read_text().replace("top: [20, 60, 40]", "top: [20, 600, 40]"))
    done = client(tmp_path, "--game", "tiny-tumble", env={"SLOTS_GAME_DIRS": str(games)})
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1, done.stderr
    assert "tiny_tumble/look.yaml: theme.top: must be [r, g, b]" in lines[0]
    assert "[20, 600, 40]" in lines[0]
