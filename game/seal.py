"""The seal: the books' newest row, kept in a second place, outside the database.

A hash chain shows a row edited in the middle, but not rows deleted from its end: the rows
left still link, and nothing after them says what is gone. So after each change the client
writes beside the data file which row was the newest (its number and hash), the first row's
hash (which file it is) and the nonce counter. At start, books that end before the sealed row,
or hold another row there, were cut back by hand; a nonce counter below the sealed one was set
back. Someone who edits both files alike leaves no trace here (README): the seal makes deleting
rows as visible as editing them, no more.
"""
import json
import os
from pathlib import Path
from typing import NamedTuple

NAME = "slots.seal"


class Seal(NamedTuple):
    first: str                   # row 1's hash: the chain this seal belongs to
    seq: int                     # the newest row when it was written
    hash: str
    nonce: int

    def dump(self) -> bytes:
        return json.dumps(self._asdict(), sort_keys=True).encode()


def path(folder: Path) -> Path:
    return Path(folder) / NAME


def read(folder: Path) -> Seal | None | str:
    """The seal kept in `folder`; None where there is none; a string saying why where it
    cannot be read."""
    try:
        data = json.loads(path(folder).read_bytes())
        seal = Seal(**data)
    except FileNotFoundError:
        return None
    except (OSError, ValueError, TypeError) as err:
        return f"cannot be read ({err})"
    if not (isinstance(seal.seq, int) and isinstance(seal.nonce, int) and
            isinstance(seal.first, str) and isinstance(seal.hash, str)):
        return "holds a field of the wrong kind"
    return seal


def write(folder: Path, seal: Seal):
    """Written whole or not at all: a new file made durable, then renamed over the old."""
    target = path(folder)
    scratch = target.with_name(NAME + ".new")
    with open(scratch, "wb") as f:
        f.write(seal.dump())
        f.flush()
        os.fsync(f.fileno())
    os.replace(scratch, target)
