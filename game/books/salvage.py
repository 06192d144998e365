"""What can be read of a damaged data file, and the steps that keep a salvage from losing it.

Reading is bounded by what the file holds, never by its ids: rows are read in rowid order from
the last one read, and a stretch that cannot be read is stepped over by probing ever further
ids (1, 2, 4, ... past it, then halving back), so a round id of 10^9 or 2^62 costs a few dozen
probes, not one query per id. A file cut short is read from a copy padded with zeros to the
size its header gives (SQLite then reads what is there instead of failing on the short read).
The damaged file is opened read-only by a quoted `file:` URI, so a folder named with `?`, `#`,
`%` or bytes that are not UTF-8 is read like any other.

A salvage never leaves the player without a wallet: a marker naming the backup is written
before the damaged file is moved, the fresh file is built beside it under another name and
put in place by a rename, then the marker goes. A start that finds the marker and no wallet
file finishes the salvage from the backup (storage.Storage).
"""
import json
import os
import shutil
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from game.books import datafile, purse, seal
from game.words import currency
from game.books.faults import StorageError
from game.books.chain import COLUMNS, MAX_BALANCE, SEALED, Books, Row, fault
from game.words.i18n import N_
from game.words.printable import printable
from game.words.said import Money, Said

WAIT = 5.0                       # seconds to wait on a backup another program holds
BATCH = 64                       # rows read per query while the file reads well
TOP = 2 ** 63 - 1                # the largest rowid
Say = Callable[[str], object]    # what a long step is doing, said before it does it
# a row as read: its rowid, then its cells as SQLite gives them (a damaged or edited file may
# hold anything there: each is checked where it is used)
Read = tuple[Any, ...]
Lost = list[tuple[int | None, int | None]]   # stretches unread: (last rowid read, next read)


@dataclass
class Saved:
    """What was read: the balance (None: unreadable, or not vouched for by the file's books),
    the row of the books that vouches for it and the rows read past it that nothing vouches
    for, settings, rounds (dicts of the columns
    read), whether the file kept books and the debit each open round was bought with, the
    stretches of round ids that could not be read, the nonce counter, and which books they
    were (their first row's hash: the seal checks the salvage against it)."""
    balance: int | None = None
    vouched: Row | None = None       # the books' row whose balance is carried (None: none)
    # (first, last) rows read that the chain cannot vouch for
    unvouched: tuple[int, int] | None = None
    settings: list[tuple[object, object]] = field(default_factory=list)
    columns: list[str] = field(default_factory=list)
    rounds: list[datafile.Record] = field(default_factory=list)
    books: bool = False
    debits: dict[int, dict[str, Any]] = field(default_factory=dict)
    lost: Lost = field(default_factory=list)
    nonce: int = 0
    first: str | None = None         # the hash of its books' row 1, where it reads
    currency: object = None          # the currency of the balance carried (its books' word)


# --- the steps around a salvage -----------------------------------------------------------

def marker(path: Path) -> Path:
    return path.with_name("slots.salvage")


def backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob("slots.broken-*.sqlite3"))


def set_aside(path: Path) -> Path:
    """Move the damaged file (and its journals) to a new backup name, the marker first."""
    stamp, n = int(time.time()), 0
    backup = path.with_name(f"slots.broken-{stamp}.sqlite3")
    while backup.exists():                     # never overwrite an earlier backup
        n += 1
        backup = path.with_name(f"slots.broken-{stamp}-{n}.sqlite3")
    _write_synced(marker(path), os.fsencode(backup.name))
    for suffix in ("", "-wal", "-shm"):
        part = Path(f"{path}{suffix}")
        if part.exists():
            part.rename(Path(f"{backup}{suffix}"))
    _sync_folder(path.parent)
    return backup


def interrupted(path: Path) -> Path | None:
    """The backup of a salvage that did not end, where there is no wallet file without it."""
    mark = marker(path)
    if not mark.exists():
        return None
    backup = path.with_name(os.fsdecode(mark.read_bytes().strip()))
    if path.exists() or not backup.is_file():  # it ended, or never moved the file: done with
        mark.unlink()
        return None
    return backup


def scratch(path: Path) -> Path:
    """Where the fresh file is built (whatever an interrupted salvage left there goes)."""
    fresh = path.with_name("slots.recovering.sqlite3")
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(f"{fresh}{suffix}").unlink(missing_ok=True)
    return fresh


def put_in_place(fresh: Path, path: Path) -> None:
    os.replace(fresh, path)
    _sync_folder(path.parent)
    marker(path).unlink(missing_ok=True)


def _write_synced(path: Path, data: bytes) -> None:
    with open(path, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


def _sync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def words(found: Said, lost: Lost, unusable: int) -> Said:
    """What was recovered (`found`), and then what could not be read, for the notice: each
    clause a sentence around the one before, so a translator has it whole."""
    places: list[Said] = []
    for after, before in lost[:3]:
        if after is None and before is None:
            places.append(Said(N_("the rounds (none could be read)")))
        elif after is None:
            places.append(Said(N_("rounds before round {round}"), round=before))
        elif before is None:
            places.append(Said(N_("rounds after round {round}"), round=after))
        elif before - after == 2:
            places.append(Said(N_("round {round}"), round=after + 1))
        else:
            places.append(Said(N_("rounds between round {after} and round {before}"),
                               after=after, before=before))
    if len(lost) > 3:
        places.append(Said(N_("{count} more stretches"), count=len(lost) - 3))
    if places:
        found = Said(N_("{found}, some {places} could not be read"), found=found,
                     places=places)
    if unusable:
        found = Said(N_("{found}, {count} rows read were unusable"), found=found,
                     count=unusable)
    return found


def finish_interrupted(path: Path, say: Say, connect: datafile.Connect) -> list[str]:
    """A salvage stopped before its end (killed, power cut) is finished from its backup; a
    wallet file gone with backups (or a seal) beside it is said, never silently replaced. The
    notices to show."""
    backup, notices = interrupted(path), list[str]()
    if backup is not None:
        say(f"finishing the recovery of {printable(backup.name)}, which was interrupted "
            "before it ended")
        carry(backup, path, Said(N_("an earlier recovery was interrupted")), connect)
    elif not path.exists():
        kept, sealed = backups(path), seal.read(path.parent)
        if isinstance(sealed, seal.Seal):        # said here; the fresh wallet seals anew
            notices.append(Said(N_("No wallet file was found, so a fresh wallet started (the "
                                   "seal beside it says its books had {rows} rows)."),
                                rows=sealed.seq))
            seal.path(path.parent).unlink()
        if kept:
            notices.append(Said(N_("No wallet file was found, so a fresh wallet started; the "
                                   "damaged files kept before are still beside it: {files}."),
                                files=", ".join(printable(p.name) for p in kept)))
    return notices


def recover(path: Path, damage: str, say: Say, connect: datafile.Connect) -> None:
    """Keep the damaged file (and its journal) as a backup, start a fresh one, and carry into
    it whatever of the old can still be read."""
    try:
        backup = set_aside(path)
    except OSError as err:
        raise StorageError(Said(N_("{file} is damaged ({damage}) and cannot be moved aside "
                                   "({error}); nothing was changed."), file=printable(path),
                                damage=damage, error=err.strerror or str(err))) from None
    say(f"{path.name} is damaged ({damage}): recovering what can be read into a fresh file; "
        f"the damaged one is kept as {printable(backup.name)}")
    carry(backup, path, Said(N_("{file} was damaged ({damage})"), file=path.name,
                             damage=damage), connect)


def carry(backup: Path, path: Path, what: Said, connect: datafile.Connect) -> None:
    """What can be read of `backup` into a fresh file made beside `path` and then put in
    place (a kill at any point leaves the backup and a marker: the next start finishes); its
    notice waits in the fresh file until shown. `connect(path, opening)`: a migrated file."""
    saved = read(backup)
    fresh = scratch(path)
    balance = datafile.START_BALANCE if saved.balance is None else \
        min(max(saved.balance, 0), MAX_BALANCE)
    came: dict[str, object] = {"from": backup.name, "read": saved.balance is not None, SEALED: True}
    if saved.vouched is not None:               # what the salvaged books came from
        came |= {"row": saved.vouched.seq, "hash": saved.vouched.hash}
    if saved.first is not None:
        came["first"] = saved.first
    under = seal.read(path.parent)
    if isinstance(under, seal.Seal):          # the seal it is checked against (game/books/seal.py)
        came["seal"] = under.names()
    if saved.unvouched:
        came["unvouched"] = list(saved.unvouched)
    db = connect(fresh, ("salvage", balance, came))
    books, unusable = Books(db), 0
    with datafile.Transaction(db):
        for key, value in saved.settings:
            db.execute("INSERT OR REPLACE INTO settings VALUES (?, ?)", (key, value))
        columns = [c for c in saved.columns if c in datafile.ROUND_COLUMNS]
        for record in saved.rounds:
            status = record.get("status")
            if status == "open" and saved.books and record.get("id") not in saved.debits:
                record["status"] = "aside"
            done = db.execute(f"INSERT OR IGNORE INTO rounds ({', '.join(columns)}) VALUES "
                              f"({', '.join('?' * len(columns))})",
                              [record.get(c) for c in columns])
            if done.rowcount != 1:
                unusable += 1
            elif record["status"] == "open":
                books.append("carried", 0, record["id"],
                             saved.debits.get(record["id"]) or datafile.debited(record))
            elif record["status"] == "aside" and status == "open":
                books.append("aside", 0, record["id"], {
                    "why": "its bet could not be read, or vouched for, in the damaged "
                           "file"})
        if saved.vouched is not None and saved.currency in currency.table() and \
                saved.currency != purse.OWN:   # the balance stays in its currency: nothing else
            books.append(purse.KIND, 0, detail={"currency": saved.currency,   # is carried
                                                "from": "the salvaged books"})
        if saved.nonce:
            db.execute("INSERT OR REPLACE INTO meta VALUES ('nonce', ?)", (saved.nonce,))
        kept = len(saved.rounds) - unusable
        if saved.vouched is not None:
            found = Said(N_("the balance and {count} rounds were recovered (the balance its "
                            "books vouch for: {balance}, row {row})"), count=kept,
                         balance=Money(balance), row=saved.vouched.seq)
        elif saved.balance is not None:
            found = Said(N_("the balance and {count} rounds were recovered"), count=kept)
        elif saved.books:
            found = Said(N_("the balance could not be read or vouched for by its books (a "
                            "fresh wallet started); {count} rounds were recovered"), count=kept)
        else:
            found = Said(N_("the balance could not be read (a fresh wallet started); {count} "
                            "rounds were recovered"), count=kept)
        found = words(found, saved.lost, unusable)
        if saved.unvouched:
            first, last = saved.unvouched
            found = Said(N_("{found}; row {row} of its books could not be vouched for, so "
                            "what it recorded was not carried"), found=found, row=first) \
                if first == last else \
                Said(N_("{found}; rows {first} to {last} of its books could not be vouched "
                        "for, so what they recorded was not carried"), found=found,
                     first=first, last=last)
        datafile.pend(db, [Said(N_("{what}; it was kept as {backup}, {found}."), what=what,
                                backup=printable(backup.name), found=found)])
    sealed = seal.now(db, books)
    db.execute("PRAGMA journal_mode=DELETE")       # one file, ready to be put in place
    db.close()
    put_in_place(fresh, path)
    try:                 # sealed at once: its first row says so (killed before: the seal it
        if sealed is not None:                     # was made under still vouches for it)
            seal.write(path.parent, sealed)
    except OSError:
        pass


# --- reading ------------------------------------------------------------------------------

def expected_size(path: Path) -> int | None:
    """The file's size by its header (page size x pages), where the header vouches for it."""
    try:
        with open(path, "rb") as f:
            head = f.read(100)
    except OSError:
        return None
    if len(head) < 100 or not head.startswith(b"SQLite format 3\0"):
        return None
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    pages = int.from_bytes(head[28:32], "big")
    if head[24:28] != head[92:96] or not pages:
        return None
    return page * pages


def _readable(path: Path) -> Path:
    """`path`, or a copy padded with zeros to its header's size where it was cut short."""
    size = expected_size(path)
    try:
        if size is None or path.stat().st_size >= size:
            return path
        copy = path.with_name(path.name + ".padded")
        shutil.copyfile(path, copy)
        os.truncate(copy, size)
        if Path(f"{path}-wal").exists():
            shutil.copyfile(f"{path}-wal", f"{copy}-wal")
        return copy
    except OSError:
        return path


def connect_read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection by a quoted URI: any name the OS takes, `?#%` and bytes alike."""
    uri = f"file:{quote(os.fsencode(path.absolute()))}?mode=ro"
    return sqlite3.connect(uri, uri=True, timeout=WAIT)


def read(backup: Path) -> Saved:
    saved = Saved()
    source = _readable(backup)
    try:
        db = connect_read_only(source)
    except sqlite3.Error:
        return saved
    try:
        _read(db, saved, steps=4 * max(1, source.stat().st_size // 512) + 1000)
    finally:
        db.close()
        if source != backup:
            for suffix in ("", "-wal", "-shm"):
                Path(f"{source}{suffix}").unlink(missing_ok=True)
    return saved


def _one(db: sqlite3.Connection, sql: str, args: tuple[object, ...] = ()) -> object:
    try:
        row = db.execute(sql, args).fetchone()
    except sqlite3.Error:
        return None
    return row[0] if row else None


def _read(db: sqlite3.Connection, saved: Saved, steps: int) -> None:
    version = _one(db, "PRAGMA user_version")
    saved.books = _one(db, "SELECT count(*) FROM sqlite_master WHERE name = 'ledger'") == 1 or \
        (isinstance(version, int) and version >= 3)
    if saved.books:                 # only what the chain vouches for: never a stored balance
        _vouch(db, saved, steps)
        if saved.vouched is not None:       # the currency its balance is in (books/purse.py)
            saved.currency = _one(db, "SELECT json_extract(detail, '$.currency') FROM ledger "
                                  "WHERE kind = 'currency' AND seq <= ? ORDER BY seq DESC "
                                  "LIMIT 1", (saved.vouched.seq,))
    else:                           # a file from before the books: its wallet is all there is
        wallet = _one(db, "SELECT balance FROM wallet WHERE id = 1")
        if isinstance(wallet, (int, float)) and not isinstance(wallet, bool):
            saved.balance = int(wallet)
    try:
        saved.settings = db.execute("SELECT key, value FROM settings").fetchall()
    except sqlite3.Error:
        rows, _ = rows_of(db, "settings", ["key", "value"], steps)
        saved.settings = [tuple(r[1:]) for r in rows]
    try:
        saved.columns = [r[1] for r in db.execute("PRAGMA table_info(rounds)")]
    except sqlite3.Error:
        saved.columns = []
    if saved.columns:
        rows, saved.lost = rows_of(db, "rounds", saved.columns, steps)
        saved.rounds = [dict(zip(saved.columns, r[1:])) for r in rows]
    for record in saved.rounds:
        if saved.books and record.get("status") == "open":
            debit = _debit(db, record.get("id"), saved.vouched)
            if debit is not None:
                saved.debits[record["id"]] = debit
    nonces = [_one(db, "SELECT value FROM meta WHERE key = 'nonce'")]
    nonces += [r.get("nonce") for r in saved.rounds]
    saved.nonce = max([n for n in nonces if isinstance(n, int)], default=0)


def _vouch(db: sqlite3.Connection, saved: Saved, steps: int) -> None:
    """The balance of the furthest row of the books whose links check: along the chain from
    row 1, or on from the checkpoint (a row checked before, whose hash is recorded), wherever
    a damaged page cuts the chain short. An edited balance breaks its row's hash, so the row
    before it is the one carried."""
    read, _ = rows_of(db, "ledger", COLUMNS.split(", "), steps)
    rows = {r[0]: Row(*r[1:]) for r in read}
    if 1 in rows and isinstance(rows[1].hash, str):
        saved.first = rows[1].hash
    best = _along(rows, None, 1)
    mark = None
    try:
        mark = db.execute("SELECT seq, hash FROM checkpoint WHERE id = 1").fetchone()
    except sqlite3.Error:
        pass
    if mark and mark[0] in rows and rows[mark[0]].hash == mark[1]:
        before = rows.get(mark[0] - 1)
        if mark[0] == 1 or before is not None:
            reached = _along(rows, before, mark[0])
            if reached is not None and (best is None or reached.seq > best.seq):
                best = reached
    saved.vouched = best
    saved.balance = best.balance if best is not None else None
    past = [seq for seq in rows if best is None or seq > best.seq]
    if past:
        saved.unvouched = (min(past), max(past))


def _along(rows: dict[int, Row], prev: Row | None, seq: int) -> Row | None:
    """The last row, from `seq` on, that follows `prev` and each row before it (None: not
    even the first)."""
    good = None
    while seq in rows and fault(prev, rows[seq]) is None:
        prev = good = rows[seq]
        seq += 1
    return good


def _debit(db: sqlite3.Connection, round_id: object, vouched: Row | None) -> dict[str, Any] | None:
    """What an open round was bought with, by the damaged file's books (None: unreadable, not
    one debit and no settlement, or a debit past the last row the chain vouches for)."""
    try:
        rows = db.execute("SELECT kind, detail, seq FROM ledger WHERE round_id = ?",
                          (round_id,)).fetchall()
        if vouched is None or any(seq > vouched.seq for _, _, seq in rows):
            return None
        kinds = [k for k, _, _ in rows]
        if kinds.count("debit") + kinds.count("carried") != 1 or \
                any(k in ("credit", "refund", "aside") for k in kinds):
            return None
        detail = json.loads(next(d for k, d, _ in rows if k in ("debit", "carried")))
        return detail if isinstance(detail, dict) else None
    except (sqlite3.Error, TypeError, ValueError):
        return None


def rows_of(db: sqlite3.Connection, table: str, columns: list[str],
            steps: int) -> tuple[list[Read], Lost]:
    """Every row of `table` that can be read, in rowid order, each (rowid, *columns), and the
    stretches that could not be, each (last rowid read before it or None, first rowid read
    after it or None). Each step reads from a higher rowid than the one before, and there are
    at most `steps` (the caller sizes them by the file)."""
    select = f"SELECT rowid, {', '.join(columns)} FROM {table} WHERE rowid >= ? ORDER BY rowid"
    out: list[Read] = []
    lost: Lost = []
    start, last = -TOP - 1, None       # the lowest rowid not yet tried; the last one read
    while steps > 0:
        steps -= 1
        works, batch = _try(db, f"{select} LIMIT {BATCH}", start)
        if works and not batch:
            return out, lost                               # the end of the table
        if works and all(a[0] < b[0] for a, b in zip([(start - 1,)] + batch, batch)):
            out += batch
        else:                                              # a bad stretch: one row at a time
            works, batch = _try(db, f"{select} LIMIT 1", start)
            if works and not batch:
                return out, lost
            if works and batch[0][0] >= start:
                out += batch
            else:
                works, ids = _try(db, f"SELECT rowid FROM {table} WHERE rowid >= ? ORDER BY "
                                      "rowid LIMIT 1", start)
                if works and not ids:
                    return out, lost
                if works and ids[0][0] >= start:           # its id reads, its columns do not
                    lost.append((last, ids[0][0] + 1))
                    batch = [(ids[0][0],)]
                else:
                    past = _past(db, table, start)
                    lost.append((last, past))
                    if past is None:
                        return out, lost
                    start = past
                    continue
        if batch[-1][0] >= TOP:
            return out, lost
        start = batch[-1][0] + 1
        if len(batch[-1]) > 1:
            last = batch[-1][0]
    lost.append((last, None))
    return out, lost


def _try(db: sqlite3.Connection, sql: str, at: int) -> tuple[bool, list[Read]]:
    """(whether the query read, its rows)."""
    try:
        return True, db.execute(sql, (at,)).fetchall()
    except sqlite3.Error:
        return False, []


def _past(db: sqlite3.Connection, table: str, start: int) -> int | None:
    """The first rowid past a stretch from `start` that cannot be read, found by probing
    start+1, +2, +4, ... and then halving back between the last probe that failed and the
    first that read (about 2 x 64 queries at most), or None where nothing past it reads."""
    seek = f"SELECT rowid FROM {table} WHERE rowid >= ? ORDER BY rowid LIMIT 1"
    bad, step = start, 1
    while True:
        probe = min(start + step, TOP)
        works, _ = _try(db, seek, probe)
        if works:
            good = probe
            break
        bad = probe
        if probe >= TOP:
            return None
        step *= 2
    while good - bad > 1:
        middle = (bad + good) // 2
        works, _ = _try(db, seek, middle)
        if works:
            good = middle
        else:
            bad = middle
    works, ids = _try(db, seek, good)
    return ids[0][0] if works and ids else None
