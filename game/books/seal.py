"""The seal: the books' newest row, kept in a second place, outside the database.

A hash chain shows a row edited in the middle, but not rows deleted from its end: the rows
left still link, and nothing after them says what is gone. So after each change the client
writes beside the data file which row was the newest (its number and hash), the first row's
hash (which file it is) and the nonce counter. At start, books that end before the sealed row,
or hold another row there, were cut back by hand; a nonce counter below the sealed one was set
back. That the books are sealed is itself in the chain (their first row says so, or, in a file
from before that, a `sealed` row), so deleting the seal is said, not taken for a folder that
never had one. A salvaged file is held to the seal like any other: only the seal it was
salvaged under, and only as far as its books reached, is taken as its own. Someone who edits
both files alike, or puts back an earlier copy of both, leaves no trace here (README): the seal
makes deleting rows as visible as editing them, no more.
"""
import json
import os
import sqlite3
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import NamedTuple

from game.books import datafile
from game.books.chain import SEALED, Books, Finding, Row
from game.words.i18n import N_
from game.words.printable import excerpt
from game.words.said import Said

NAME = "slots.seal"
KIND = SEALED                    # row 1's flag; the row a file from before the flag gets
BIGGEST = 2 ** 53 - 1            # the largest whole number every JSON reader holds exactly
MOST_BYTES = 4096                # a seal is about 250 bytes; anything longer is not one
HEX = frozenset("0123456789abcdef")


class Seal(NamedTuple):
    first: str                   # row 1's hash: the chain this seal belongs to
    seq: int                     # the newest row when it was written
    hash: str
    nonce: int

    def dump(self) -> bytes:
        return json.dumps(self._asdict(), sort_keys=True).encode()

    def names(self) -> list[str | int]:
        """What a salvage records of the seal it was made under."""
        return [self.first, self.seq, self.hash]


def path(folder: Path) -> Path:
    return Path(folder) / NAME


def read(folder: Path) -> Seal | None | str:
    """The seal kept in `folder`; None where there is none; where it cannot be read, or holds
    anything but two SHA-256 hashes and two whole numbers the books can hold, a Said saying
    why (one line; the system's and the JSON reader's own words kept as values). Nothing of a
    seal is used before it has passed here."""
    try:
        with open(path(folder), "rb") as f:
            raw = f.read(MOST_BYTES + 1)
    except FileNotFoundError:
        return None
    except OSError as err:
        return Said(N_("cannot be read ({error})"), error=err.strerror or type(err).__name__)
    if len(raw) > MOST_BYTES:
        return Said(N_("cannot be read (it is longer than {bytes} bytes)"), bytes=MOST_BYTES)
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as err:
        return Said(N_("cannot be read ({error})"), error=" ".join(str(err).split())[:120])
    if not isinstance(data, dict) or set(data) != set(Seal._fields):
        return Said(N_("cannot be read (it does not hold exactly {fields})"),
                    fields=", ".join(Seal._fields))
    for key in ("first", "hash"):
        if not (isinstance(data[key], str) and len(data[key]) == 64 and set(data[key]) <= HEX):
            return Said(N_("cannot be read (its {field} is not a SHA-256 hash)"), field=key)
    for key, least in (("seq", 1), ("nonce", 0)):
        value = data[key]
        if not (type(value) is int and least <= value <= BIGGEST):
            return Said(N_("cannot be read (its {field} is not a whole number from {least} to "
                           "{most})"), field=key, least=least, most=BIGGEST)
    return Seal(**data)


def write(folder: Path, seal: Seal) -> None:
    """Written whole or not at all: a new file made durable, then renamed over the old. The
    scratch file is made anew (a stale one removed first) and never opened through a link, so
    a link planted in its place cannot send the write to another file."""
    target = path(folder)
    scratch = target.with_name(NAME + ".new")
    scratch.unlink(missing_ok=True)                 # a link itself goes, not what it names
    fd = os.open(scratch, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0),
                 0o644)
    with open(fd, "wb") as f:
        f.write(seal.dump())
        f.flush()
        os.fsync(f.fileno())
    os.replace(scratch, target)


def now(db: sqlite3.Connection, books: Books) -> Seal | None:
    """The seal the books call for as they stand (None: they hold no row yet)."""
    first, last = books.row(1), books.last()
    if first is None or last is None:
        return None
    return Seal(first.hash, last.seq, last.hash, counter(db) or 0)


def counter(db: sqlite3.Connection) -> int | None:
    """The nonce counter, where it is a whole number the seal can hold (0 to BIGGEST); None
    where it is missing or anything else (a REAL, a text, past 2^53-1: an edit)."""
    found = db.execute("SELECT typeof(value), value FROM meta WHERE key = 'nonce'").fetchone()
    return found[1] if found and found[0] == "integer" and 0 <= found[1] <= BIGGEST else None


def used(db: sqlite3.Connection, below: int = BIGGEST + 1) -> int:
    """The highest nonce a round was dealt (below `below`), 0 where none."""
    return db.execute("SELECT MAX(nonce) FROM rounds WHERE typeof(nonce) = 'integer' AND "
                      "nonce BETWEEN 0 AND ?", (below - 1,)).fetchone()[0] or 0


def next_nonce(db: sqlite3.Connection) -> int:
    """The counter moved on by one, inside the caller's transaction. At its end (BIGGEST, which
    only an edit reaches) it goes on from past the highest nonce a round used below it, so the
    counter, and every seal written after it, stays one the seal's reader takes."""
    nonce = counter(db)
    if nonce is None or nonce >= BIGGEST:
        nonce = used(db, BIGGEST)
    db.execute("INSERT OR REPLACE INTO meta VALUES ('nonce', ?)", (nonce + 1,))
    return nonce + 1


def chained(db: sqlite3.Connection, books: Books) -> bool:
    """Whether the chain itself says the books are sealed: their first row's flag (every file
    this build makes), or a `sealed` row (one from before it, from its first start here)."""
    first = books.row(1)
    if first is not None and first.data().get(KIND) is True:
        return True
    pointer = datafile.meta(db, KIND)               # where the row is: saves a scan
    row = books.row(pointer) if type(pointer) is int else None
    if row is not None and row.kind == KIND:
        return True
    return db.execute("SELECT 1 FROM ledger WHERE kind = ? LIMIT 1", (KIND,)).fetchone() \
        is not None


def chain(db: sqlite3.Connection, books: Books,
          transaction: Callable[[], AbstractContextManager[object]]) -> bool:
    """Whether the chain says the books are sealed, after giving a file from before the flag
    in row 1 its `sealed` row (in `transaction()`: its seal follows, as after any row). False
    where the file cannot take it now: what committed stands, and the next change adds it."""
    try:
        if not chained(db, books):
            with transaction():
                row = books.append(KIND, 0)
                db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (KIND, row.seq))
    except sqlite3.Error:
        return False
    return True


def check(db: sqlite3.Connection, books: Books, folder: Path, found: bool,
          notices: list[str]) -> list[Finding]:
    """What the seal shows of rows cut from the end of the books, or of another file put in
    their place (findings, recorded), where the books' own check (`found`) saw nothing; and a
    nonce counter set back by hand goes on past every nonce used, by the rounds and by a seal
    that reads, so a nonce is never dealt twice (one that is not a whole number the seal can
    hold is said in `notices`). Books that hold only their first row and no seal are a first
    start killed before its seal was written, not an edit. Inside the check's transaction."""
    kept = read(folder)
    first, last = books.row(1), books.last()
    findings: list[Finding] = []
    edited = books.vouches(1) if kept is None and first is not None else None
    if edited is not None and not found:            # the first row, flag and all, edited:
        findings.append(edited)                     # named now, not only by the audit
    begun = kept is None and not edited and last is not None and last.seq == 1
    if isinstance(kept, str) or (kept is None and first is not None and not begun and
                                 (edited or chained(db, books) or datafile.meta(db, KIND))):
        findings.append(Finding(None, Said(N_(
            "the seal beside the data file ({file}) {state}, so rows deleted from the end of "
            "the books cannot be checked this time"), file=NAME,
            state=Said(N_("is missing")) if kept is None else kept)))
    elif kept is not None and first is not None and last is not None and not found:
        if first.hash != kept.first:
            findings += _salvaged(first, kept)
        else:
            sealed_row = books.row(kept.seq)
            if last.seq < kept.seq:
                findings.append(Finding(
                    last.seq + 1, Said(N_("rows {first} to {last}, written before, are missing "
                                          "(the newest rows were deleted)"),
                                       first=last.seq + 1, last=kept.seq),
                    books.round_from(last.seq + 1)))
            elif sealed_row is None or sealed_row.hash != kept.hash:
                findings.append(Finding(kept.seq, Said(N_("it is not the row sealed before "
                                                          "(its hash changed)")),
                                        books.round_from(kept.seq)))
    dealt = max(used(db), kept.nonce if isinstance(kept, Seal) else 0)
    stored = counter(db)
    if stored is None or stored < dealt:            # set back by hand: a nonce is never dealt twice
        value = db.execute("SELECT value FROM meta WHERE key = 'nonce'").fetchone()
        if value is not None and stored is None:    # not a whole number it can hold: said
            notices.append(Said(N_("The nonce counter in the data file ({value}) was not a "
                                   "whole number from 0 to {most}; it goes on from {nonce}, "
                                   "past every nonce dealt."), value=excerpt(value[0]),
                                most=BIGGEST, nonce=dealt))
        db.execute("INSERT OR REPLACE INTO meta VALUES ('nonce', ?)", (dealt,))
    for finding in findings:
        books.record(finding)
    return findings


def _salvaged(first: Row, kept: Seal) -> list[Finding]:
    """Books whose first row is not the sealed one: sound only where they are a salvage made
    under this very seal (a salvage starts a new chain; the seal follows it once it is
    checked) of the file it sealed, carried to the sealed row; otherwise the file was
    replaced."""
    came = first.data()
    if first.kind != "salvage" or came.get("seal") != kept.names() or \
            came.get("first", kept.first) != kept.first:
        return [Finding(None, Said(N_("the data file is not the one sealed before (its first "
                                      "row differs): it was replaced")))]
    row = came.get("row")
    reached = row if type(row) is int else 0
    if reached < kept.seq:
        return [Finding(None, Said(N_("rows {first} to {last} of the salvaged file's books, "
                                      "sealed before, were not carried (cut from it, or lost "
                                      "with its damage)"), first=reached + 1, last=kept.seq))]
    return []
