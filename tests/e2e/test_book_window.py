"""An exported book in the real window (issue 45, 4): `python -m game --book DIR --mode M --id N`
plays it from a data folder of its own, never the player's (nor its lock), and Esc closes it:
no lobby with a fresh wallet behind it."""
from pathlib import Path

import pytest

from helpers import Window, window_test_marks

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
    window = Window(env, tmp_path, "--book", out, "--mode", "base", "--id", best["id"])
    try:
        window.on_top("SlotScene")
        window.key("Escape")
        assert window.ended(timeout=30) == 0, "Esc did not close the book's window"
        assert not (tmp_path / "xdg").exists() and not (tmp_path / "home").exists(), \
            "the book's replay touched the player's data folder"
        assert not list(scratch.iterdir()), "its own data folder stayed behind"
    finally:
        window.close()
