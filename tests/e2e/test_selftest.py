"""The self-test the frozen build runs, run here from source: it must agree with the engine."""
import json
import os
import subprocess
import sys
from pathlib import Path

from game.selftest import check

ROOT = Path(__file__).resolve().parents[2]


def test_selftest_from_source_agrees_with_the_engine(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-m", "game", "--selftest", "2", "--data-dir",
                          str(tmp_path)], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    lines = check(json.loads(out.stdout), 2)
    assert len(lines) == 3
    assert not list(ROOT.glob("*.sqlite3"))          # nothing written into the project
