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

from game import datafile
from game.books import Finding

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


def now(db, books) -> Seal | None:
    """The seal the books call for as they stand (None: they hold no row yet)."""
    first, last = books.row(1), books.last()
    if first is None or last is None:
        return None
    return Seal(first.hash, last.seq, last.hash, datafile.meta(db, "nonce") or 0)


def check(db, books, folder: Path, found: bool) -> list:
    """What the seal shows of rows cut from the end of the books (findings, recorded), where
    the books' own check (`found`) saw nothing; and a nonce counter set back by hand goes on
    past every nonce used, by the rounds and by the seal, so a nonce is never dealt twice.
    Inside the check's transaction."""
    kept = read(folder)
    first, last = books.row(1), books.last()
    ours = kept if isinstance(kept, Seal) and first is not None and first.hash == kept.first \
        else None
    used = max(db.execute("SELECT MAX(nonce) FROM rounds").fetchone()[0] or 0,
               ours.nonce if ours else 0)
    findings = []
    if isinstance(kept, str) or (kept is None and datafile.meta(db, "sealed")):
        findings.append(Finding(None, f"the seal beside the data file ({NAME}) "
                                f"{'is missing' if kept is None else kept}, so rows "
                                "deleted from the end of the books cannot be checked "
                                "this time"))
    elif kept is not None and first is not None and last is not None and not found:
        if first.hash != kept.first:
            if first.kind != "salvage":          # a salvage starts a new chain
                findings.append(Finding(None, "the data file is not the one sealed "
                                        "before (its first row differs): it was replaced"))
        else:
            sealed_row = books.row(kept.seq)
            if last.seq < kept.seq:
                findings.append(Finding(
                    last.seq + 1, f"rows {last.seq + 1} to {kept.seq}, written before, are "
                    "missing (the newest rows were deleted)",
                    books.round_from(last.seq + 1)))
            elif sealed_row is None or sealed_row.hash != kept.hash:
                findings.append(Finding(kept.seq, "it is not the row sealed before (its "
                                        "hash changed)", books.round_from(kept.seq)))
    if (datafile.meta(db, "nonce") or 0) < used:    # set back by hand: a nonce is never dealt twice
        db.execute("INSERT OR REPLACE INTO meta VALUES ('nonce', ?)", (used,))
    for finding in findings:
        books.record(finding)
    return findings

