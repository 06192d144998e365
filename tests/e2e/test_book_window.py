"""An exported book in the real window (issue 45, 4): `python -m game --book DIR --mode M --id N`
plays it from a data folder of its own, never the player's (nor its lock), and Esc closes it:
no lobby with a fresh wallet behind it."""
import subprocess
import sys
import time
from pathlib import Path

import pytest

from helpers import window_test_marks

pytest.importorskip("zstandard", reason="the export extra: pip install -e '.[export]'")
pytestmark = window_test_marks("Xvfb", "xdotool",
                               install="xvfb xdotool")
ROOT = Path(__file__).resolve().parents[2]


def test_a_book_plays_alone_and_esc_closes_it(x_display, tmp_path):
    from engine.tools import export
    from engine.books_format import read_books
    out = tmp_path / "sbx"
    export.export("sweet-bonanza-xmas", out, rounds=200, seed=2, search=0, modes=["base"])
    best = max(read_books(out / "books_base.jsonl.zst"), key=lambda b: b["payoutMultiplier"])
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {**x_display((1280, 720)), "XDG_DATA_HOME": str(tmp_path / "xdg"),
           "HOME": str(tmp_path / "home"), "TMPDIR": str(scratch)}
    book = subprocess.Popen([sys.executable, "-m", "game", "--book", str(out), "--mode",
                             "base", "--id", str(best["id"])], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        found = subprocess.run(["xdotool", "search", "--sync", "--classname", "."], env=env,
                               capture_output=True, text=True, timeout=60)
        window = found.stdout.split()[0]
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, timeout=30)
        time.sleep(1.0)
        subprocess.run(["xdotool", "key", "Escape"], env=env, timeout=30)
        assert book.wait(timeout=30) == 0, "Esc did not close the book's window"
        assert not (tmp_path / "xdg").exists() and not (tmp_path / "home").exists(), \
            "the book's replay touched the player's data folder"
        assert not list(scratch.iterdir()), "its own data folder stayed behind"
    finally:
        if book.poll() is None:
            book.kill()
            book.wait(timeout=10)
