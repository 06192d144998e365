"""One round of a Stake Engine export (python -m engine export) as the history's replay takes it
(no pygame): `python -m game --book DIR --mode M --id N` shows it in the window, as the
platform's front end would show the same book, so a studio sees a published round exactly as a
player will."""
import json
import os
from collections.abc import Callable
from pathlib import Path

from engine.errors import EngineError
from game.books.datafile import Record


LARGE = 256 << 20      # a books file this big is said before it is read: a bought million is
                       # 2.6 GB, and its last book is found after about 20 s of decompressing


def load(folder: str | os.PathLike[str], mode: str, book_id: int,
         say: Callable[[str], object] | None = None) -> Record:
    """The record slot.replay shows: the book's events, its game, bet and id. One line for a
    folder that is no export, a mode it lacks, an id past its books. `say(text)` hears that
    a large books file is being read: one zstandard stream cannot seek, so the window waits."""
    folder = Path(folder)
    try:
        index = json.loads((folder / "index.json").read_text())
        modes = {m["name"]: m for m in index["modes"]}
    except (OSError, ValueError, KeyError, TypeError):
        raise EngineError(f"{folder}: not an export (no readable index.json)") from None
    if mode not in modes:
        raise EngineError(f"{folder}: no mode {mode!r} (it has {', '.join(modes)})")
    from engine.books_format import read_books  # the books reader, when a book is asked for
    path = folder / modes[mode]["events"]
    try:
        size = path.stat().st_size
        if say is not None and size >= LARGE:
            say(f"finding book {book_id} in {path} ({size / 1e9:.1f} GB of books, read from "
                "the start: a zstandard stream cannot seek)")
        for book in read_books(path, keep=lambda found, _pay: found == book_id):
            if book["id"] == book_id:
                start = book["events"][0]
                return {"id": f"{mode} #{book_id}", "game": start["game"],
                        "bet": start["bet"], "mode": start["mode"], "events": book["events"]}
    except (OSError, ValueError) as err:
        raise EngineError(f"{path}: unreadable ({err})") from None
    raise EngineError(f"{folder}: mode {mode!r} has no book {book_id}")
