"""The client's own data: an SQLite file in the user's data folder (never next to the program).

The wallet, every round and the settings. Money moves only at a round's two edges, each one
transaction: the cost is debited and the round recorded `open` before its first event is shown;
the win is credited and the round marked `done` together at its end. Every change to money is
also a row of the books (game/books/chain.py), a hash chain whose last balance the wallet mirrors,
so an edit made outside this program shows. A round found `open` on start is played on from its
seeds and stored choices only where it matches what its debit recorded (game/books/recovery.py), so
it ends exactly as it would have, and its win is credited once. The file has a schema version:
older ones are migrated, a newer one (a newer build's) is refused and left untouched.

Faults are told apart, because each asks for something else (tests/game/test_storage_faults.py):
a busy or locked file is waited for a bounded time and then left untouched; a full disk, a
read-only folder, a path too long or a journal that is a symbolic link is said and nothing
moves; only a file that is really damaged (it fails SQLite's quick check, or is not a database)
is kept aside as a backup, and what can still be read of it is carried into a fresh one
(game/books/salvage.py). Every fault a person can meet is a StorageError: one clear line.

The parts live beside it: the schema, migrations and the transaction (game/books/datafile.py), the
books (game/books/chain.py) and their seal (game/books/seal.py), salvage (game/books/salvage.py),
the settings' rules (game/books/preferences.py), whether an open round may play on
(game/books/recovery.py), and the folder's lock (game/books/folderlock.py).
"""
import errno
import functools
import json
import os
import shutil
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import Concatenate, ParamSpec, TypeVar

from engine import events as ev
from engine.rng import FairRng

from game.books import datafile, folderlock, preferences, salvage, seal
from game.books.preferences import DEFAULTS as DEFAULT_SETTINGS  # noqa: F401 (imported from here)
from game.books.chain import DEBITS, MAX_BALANCE, SETTLED, Audit, Books, Row
from game.books.datafile import (SCHEMA, START_BALANCE, STATUSES,  # noqa: F401 (imported from here)
                           Opening, Record, Transaction, debited)
from game.books.faults import BalanceTooLow, FolderInUse, StorageError  # noqa: F401 (imported from here)
from game.books.folderlock import LOCK  # noqa: F401 (imported from here)
from game.words.i18n import N_
from game.words.printable import printable
from game.words.said import Said

VOID_AFTER = 7 * 24 * 3600       # an undecided round older than this is void (the seed's 7 days)
BUSY_WAIT = 5.0                  # seconds to wait for a file another program has locked
SQLITE_PATH_MAX = 512            # the longest path SQLite's unix layer opens, with "-journal"
FULL_BELOW = 1 << 20             # free bytes under which an I/O error means a full disk
# the history's columns; a round set aside shows what the books credited it, if anything (one
# reopened by hand after it was paid stays paid)
LISTED = ("id, game, mode, bet, cost, CASE WHEN status = 'aside' THEN (SELECT SUM(amount) FROM "
          "ledger WHERE ledger.round_id = rounds.id AND kind = 'credit') ELSE total_win END, "
          "status, started, choices")
# a row of the history, by LISTED's columns: id, game, mode, bet, cost, what it won (None: not
# yet, or nothing credited), status, started (epoch seconds), choices (JSON)
Listed = tuple[int, str, str, int, int, int | None, str, float, str]
Lock = folderlock.Held | folderlock.Unlocked | None     # what folderlock.hold gives

S = TypeVar("S", bound="DataFile")
P = ParamSpec("P")
R = TypeVar("R")


def _kind(err: sqlite3.Error) -> str:
    """busy, full, readonly, corrupt, io or other, from SQLite's own error code."""
    name = getattr(err, "sqlite_errorname", "") or ""
    text = str(err).lower()
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return "busy"
    if name.startswith("SQLITE_FULL") or "disk is full" in text:
        return "full"
    if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM")) or \
            "readonly" in text or "unable to open" in text:
        return "readonly"
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text or \
            "not a database" in text:
        return "corrupt"
    if name.startswith("SQLITE_IOERR") or "disk i/o error" in text:
        return "io"
    return "other"


def _free(path: Path) -> int | None:
    """Free bytes on the disk holding `path` (its nearest folder that exists)."""
    for folder in [path, *path.parents]:
        try:
            return shutil.disk_usage(folder).free
        except OSError:
            continue
    return None


def _linked(path: Path) -> Path | None:
    """The data file or one of its journals where it is a symbolic link (SQLite will not open
    a journal through one)."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        part = Path(f"{path}{suffix}")
        if part.is_symlink():
            return part
    return None


def explain(err: sqlite3.Error, path: str | os.PathLike[str]) -> Said:
    """The one line a player reads for a fault of the data file: its real cause (a Said: the
    window says it in the player's language; SQLite's own words stay as they are, a value)."""
    kind, path = _kind(err), Path(path)
    shown = printable(path)
    if kind == "busy":
        return Said(N_("{file} is in use by another program (waited {seconds} s); close it and "
                       "try again. Nothing was lost."), file=shown, seconds=f"{BUSY_WAIT:.0f}")
    free = _free(path) if kind == "io" else None
    if kind == "full" or (free is not None and free < FULL_BELOW):
        return Said(N_("the disk holding {file} is full; free some space and try again. "
                       "Nothing was lost: a round in progress is kept and resumes."), file=shown)
    if kind in ("readonly", "io"):
        link = _linked(path)
        if link is not None:
            return Said(N_("{link} is a symbolic link, and SQLite will not open the data file's "
                           "journal through one: remove the link, or choose another --data-dir; "
                           "nothing was changed."), link=printable(link))
        length = len(os.fsencode(path.absolute()))
        if length + len("-journal") >= SQLITE_PATH_MAX:
            return Said(N_("the path {file} is too long for SQLite ({length} bytes; it opens at "
                           "most {most}): choose a data folder with a shorter path "
                           "(--data-dir); nothing was changed."), file=shown, length=length,
                        most=SQLITE_PATH_MAX - len("-journal") - 1)
    if kind == "readonly":
        return Said(N_("{file} cannot be written ({error}); nothing was changed."), file=shown,
                    error=str(err))
    return Said(N_("{file}: {error}; nothing was changed."), file=shown, error=str(err))


def _guarded(method: Callable[Concatenate[S, P], R]) -> Callable[Concatenate[S, P], R]:
    """A storage operation whose SQLite fault reaches the player as a StorageError."""
    @functools.wraps(method)
    def run(self: S, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(self, *args, **kwargs)
        except sqlite3.Error as err:
            raise StorageError(explain(err, self.path)) from None
    return run


def default_data_dir() -> Path:
    try:
        from platformdirs import user_data_dir
        return Path(user_data_dir("tumbling-slots", appauthor=False))
    except ImportError:                                 # pragma: no cover - a dependency
        return Path.home() / ".tumbling-slots"


def _made(folder: Path) -> Path:
    """The data folder, made where it is not there yet; one line where it cannot be."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        why = Said(N_("the path is too long")) if err.errno == errno.ENAMETOOLONG else \
            (err.strerror or str(err))
        raise StorageError(Said(N_("{folder} cannot be used as the data folder ({why}); choose "
                                   "another with --data-dir"), folder=printable(folder),
                                why=why)) from None
    if not folder.is_dir():
        raise StorageError(Said(N_("{folder} cannot be used as the data folder (it is a file); "
                                   "choose another with --data-dir"), folder=printable(folder)))
    return folder


class DataFile:
    """The data file a Storage holds open from its start until close(), and what is read of
    it: the books, the rounds."""
    _db: sqlite3.Connection | None = None
    wall: Callable[[], float]
    path: Path

    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            raise StorageError(Said(N_("the data file is closed")))
        return self._db

    @property
    def closed(self) -> bool:
        return self._db is None

    def _shut(self) -> None:
        """Close the connection, if open (a damaged file before its salvage; close())."""
        if self._db is not None:
            self._db.close()
            self._db = None

    @property
    def books(self) -> Books:
        return Books(self.db, self.wall)

    def debit_of(self, round_id: int) -> tuple[Row | None, bool]:
        """(the round's debit row, whether the books show it settled already)."""
        rows = self.books.for_round(round_id)
        debits = [r for r in rows if r.kind in DEBITS]
        return (debits[0] if len(debits) == 1 else None), any(r.kind in SETTLED for r in rows)

    @_guarded
    def paid(self, round_id: int) -> int:
        """What the books paid the round back (its credit, or a refund): 0 where nothing."""
        return sum(r.amount for r in self.books.for_round(round_id)
                   if r.kind in ("credit", "refund"))

    @_guarded
    def open_rounds(self, game: str | None = None) -> list[Record]:
        return datafile.open_records(self.db, game)

    @_guarded
    def rounds(self, limit: int = 200, before: int | None = None,
               after: int | None = None) -> list[Listed]:
        """Newest first, `limit` of them: (id, game, mode, bet, cost, total_win, status,
        started, choices as JSON). With `before`: the newest older than that round id; with
        `after`: the oldest newer than it, oldest first (a seek each way, never an OFFSET)."""
        if after is not None:
            return self.db.execute(f"SELECT {LISTED} FROM rounds WHERE id > ? ORDER BY id "
                                   "LIMIT ?", (after, limit)).fetchall()
        if before is None:
            return self.db.execute(f"SELECT {LISTED} FROM rounds ORDER BY id DESC LIMIT ?",
                                   (limit,)).fetchall()
        return self.db.execute(f"SELECT {LISTED} FROM rounds WHERE id < ? ORDER BY id DESC "
                               "LIMIT ?", (before, limit)).fetchall()

    @_guarded
    def count_rounds(self) -> int:
        return self.db.execute("SELECT count(*) FROM rounds").fetchone()[0]

    @_guarded
    def round(self, round_id: int, events: bool = True) -> Record:
        return datafile.round_record(self.db, round_id, events)

    @_guarded
    def feature_ends(self, round_id: int) -> list[tuple[object, object]]:
        """(name, win) of each feature the round's stored events end (the history's)."""
        return datafile.feature_ends(self.db, round_id)

    @_guarded
    def marked_from(self) -> int | None:
        """The first round the history marks as after a row of the books that does not add up."""
        return self.books.marked_from()


class Storage(DataFile):
    def __init__(self, folder: str | os.PathLike[str] | None = None,
                 say: Callable[[str], object] | None = None,
                 wall: Callable[[], float] = time.time,
                 hold: Callable[[Path], Lock] = folderlock.hold) -> None:
        """`say(line)`: what a long step (a salvage) is doing, before it does it. `wall`: the
        epoch clock every record is stamped by (the session's, so tests move both alike).
        `hold(folder)`: takes the folder's lock (game/round/services.py: the program's)."""
        self.wall = wall
        self.folder = _made(Path(folder) if folder else default_data_dir())
        self.say = say or (lambda line: None)
        self.path = self.folder / "slots.sqlite3"
        self.notices: list[str] = []    # Saids (game/words/said.py), or an older build's text
        self.audit: Audit | None = None
        self._sealed: seal.Seal | None = None
        self._balance: int | None = None
        self._chained = False         # the chain says it is sealed (game/books/seal.py)
        self._made: list[Row] = []    # the first row of books this start began
        self._lock: Lock = hold(self.folder)        # before anything is read or written
        if isinstance(self._lock, folderlock.Unlocked):    # no locks here: said each start
            self.notices.append(self._lock.said)
        try:
            self._start()
        except BaseException:
            self.close()
            raise
        self.audit = Audit(self.books)

    def _start(self) -> None:
        """Open the file: finish a salvage left midway, migrate, recover a damaged file, and
        check the books."""
        try:
            try:
                self.notices += salvage.finish_interrupted(self.path, self.say, self._connect)
                self._db = self._connect(self.path)
                if self._made and seal.read(self.folder) is None:   # books begun now: their
                    self._reseal()            # first row says they are sealed, so they are
                damage = self._damage()
            except sqlite3.Error as err:
                if _kind(err) != "corrupt":
                    raise StorageError(explain(err, self.path)) from None
                damage = " ".join(str(err).split())
            try:
                if damage:
                    self._shut()
                    salvage.recover(self.path, damage, self.say, self._connect)
                    self._db = self._connect(self.path)
                with self._transaction():
                    self.findings = self.books.check()
                    self.findings += seal.check(self.db, self.books, self.folder,
                                                bool(self.findings), self.notices)
                    self.notices = datafile.pend(self.db, self.notices +
                                                 [f.words() for f in self.findings])
                self._reseal()
            except sqlite3.Error as err:
                raise StorageError(explain(err, self.path)) from None
        except OSError as err:            # moving or copying a damaged file: the next start
            raise StorageError(Said(N_(             # the next start finishes it
                "{file}: {error}; a recovery that began is finished on the next start, and "
                "nothing is lost."), file=printable(err.filename or self.path),
                error=err.strerror or str(err))) from None

    @property
    def notice(self) -> str:
        """Their English record (game/window/app.py's says them in the player's language)."""
        return " ".join(self.notices)

    @_guarded
    def notices_shown(self) -> None:
        """The player has seen this start's notices: they are not said again."""
        if self.notices:
            self.db.execute("DELETE FROM notices")
            self.notices = []

    def _connect(self, path: Path, opening: Opening | None = None) -> sqlite3.Connection:
        return datafile.connect(path, self.notices, BUSY_WAIT, opening, self._made)

    def _damage(self) -> str:
        """What SQLite's quick check finds wrong with the open file ('' where it is sound)."""
        rows = [r[0] for r in self.db.execute("PRAGMA quick_check").fetchall()]
        return "" if rows == ["ok"] else " ".join(" ".join(rows[:3]).split())

    # --- a damaged file --------------------------------------------------------------------

    def _committed(self) -> None:
        """After each transaction: the balance read again now (the change's own moment: a
        frame that shows it reads no file, issue 57, 6), and the seal follows the books."""
        row = self.db.execute("SELECT balance FROM wallet WHERE id = 1").fetchone()
        self._balance = row[0] if row else None
        self._reseal()

    def _reseal(self) -> None:
        """The seal written again where the books or the nonce moved since it last was (after
        a commit: a seal behind the books by a row is what a kill between the two leaves, and
        reads as sound). A disk that cannot take it now is said by the next write that fails."""
        now = seal.now(self.db, self.books)
        if now is None or now == self._sealed:
            return
        try:
            seal.write(self.folder, now)
        except OSError:
            return
        self._sealed = now
        # a file from before the flag in row 1 gets its `sealed` row, once
        self._chained = self._chained or seal.chain(self.db, self.books, self._transaction)

    # --- settings ---------------------------------------------------------------------------

    def load_settings(self) -> preferences.Settings:
        """The settings, each checked (game/books/preferences.py)."""
        return preferences.load(self.db, self.notices)

    @_guarded
    def save_setting(self, key: str, value: object) -> None:     # value: JSON
        self.db.execute("INSERT INTO settings VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET "
                        "value = excluded.value", (key, json.dumps(value)))

    # --- the wallet and the rounds -----------------------------------------------------------

    @_guarded
    def balance(self) -> int:
        """The wallet's balance, read from the file after each change to it (the client asks
        every frame: it is kept)."""
        if self._balance is None:
            self._balance = self.db.execute("SELECT balance FROM wallet WHERE id = 1"
                                            ).fetchone()[0]
        return self._balance

    @_guarded
    def reset_wallet(self, amount: int = START_BALANCE) -> None:
        with self._transaction():
            self._held()
            self.books.append("reset", amount - self.balance())

    @_guarded
    def next_nonce(self) -> int:
        """The next round's nonce (game/books/seal.py: never past what the seal can hold)."""
        with self._transaction():
            self._held()
            return seal.next_nonce(self.db)

    @_guarded
    def open_round(self, game: str, mode: str, bet: int, cost: int, config_version: int,
                   rng: FairRng, rules: str = "default") -> int:
        """Debit the cost and record the round as open, in one transaction; the debit's row
        in the books keeps what was bought (resuming checks the round against it). `rules`:
        the market's profile it is played under (game/round/jurisdiction.py)."""
        with self._transaction():
            self._held()
            if self.balance() < cost:
                raise BalanceTooLow(f"the round costs {cost} but the balance is {self.balance()}")
            cursor = self.db.execute(
                "INSERT INTO rounds (game, mode, bet, cost, config_version, server_seed, "
                "server_seed_hash, client_seed, nonce, status, started, rules) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)",
                (game, mode, bet, cost, config_version, rng.server_seed, rng.server_seed_hash,
                 rng.client_seed, rng.nonce, self.wall(), rules))
            record = {"game": game, "mode": mode, "bet": bet, "cost": cost,
                      "config_version": config_version,
                      "server_seed_hash": rng.server_seed_hash,
                      "client_seed": rng.client_seed, "nonce": rng.nonce}
            round_id = cursor.lastrowid
            assert round_id is not None             # an INSERT's row always has one
            self.books.append("debit", -cost, round_id, debited(record))
            return round_id

    @_guarded
    def record_choices(self, round_id: int, choices: list[str]) -> None:
        """The player's choices so far, kept only while the round is still this window's."""
        with Transaction(self.db):
            self._held(during=True)
            self.db.execute("UPDATE rounds SET choices = ? WHERE id = ? AND status = 'open'",
                            (json.dumps(choices), round_id))

    @_guarded
    def record_shown(self, round_id: int, shown: int) -> None:
        """How many events the player has seen (to fast-forward a resumed round to there)."""
        with Transaction(self.db):
            self._held(during=True)
            self.db.execute("UPDATE rounds SET shown = ? WHERE id = ? AND status = 'open'",
                            (shown, round_id))

    def _held(self, during: bool = False) -> None:
        """Inside a write's transaction: the folder's lock is still this window's (one line
        where it was deleted, replaced or linked: game/books/folderlock.py), so no other window can
        write between this check and the commit."""
        if self._lock is not None:
            self._lock.check(during)

    @_guarded
    def finish_round(self, round_id: int, total_win: int, events: list[ev.Event]) -> bool:
        """Credit the win and mark the round done, in one transaction; only ever once, and
        only for a round the books hold a bet for."""
        with self._transaction():
            self._held(during=True)
            debit, settled = self.debit_of(round_id)
            if debit is None or settled:
                return False
            done = self.db.execute(
                "UPDATE rounds SET status = 'done', total_win = ?, ended = ?, events = ? "
                "WHERE id = ? AND status = 'open'",
                (total_win, self.wall(), json.dumps(events, separators=(",", ":")), round_id))
            if done.rowcount != 1:
                return False
            credit = min(total_win, MAX_BALANCE - self.balance())
            self.books.append("credit", credit, round_id, {"win": total_win})
            return True

    @_guarded
    def void_round(self, round_id: int, now: float | None = None) -> bool:
        """An open round that cannot be finished as it began: void, what its debit took
        refunded, once."""
        with self._transaction():
            self._held(during=True)
            debit, settled = self.debit_of(round_id)
            if debit is None or settled:
                return False
            done = self.db.execute("UPDATE rounds SET status = 'void', ended = ? "
                                   "WHERE id = ? AND status = 'open'",
                                   (self.wall() if now is None else now, round_id))
            if done.rowcount != 1:
                return False
            cost = debit.data().get("cost")
            refund = min(cost if isinstance(cost, int) else -debit.amount,
                         MAX_BALANCE - self.balance())
            self.books.append("refund", refund, round_id)
            return True

    @_guarded
    def set_aside(self, round_id: int, why: str) -> bool:
        """An open round whose record does not match its debit: neither played nor paid (its
        bet stays taken), kept with the reason, once."""
        with self._transaction():
            self._held(during=True)
            done = self.db.execute("UPDATE rounds SET status = 'aside', ended = ? "
                                   "WHERE id = ? AND status = 'open'", (self.wall(), round_id))
            if done.rowcount != 1:
                return False
            self.books.append("aside", 0, round_id, {"why": why})
            return True

    def void_stale_rounds(self, undecided: Callable[[Record], bool],
                          now: float | None = None) -> int:
        """Open rounds older than seven days that `undecided(record)` says still wait on the
        player become void and their cost is refunded, one transaction each; a decided round
        is never void (game/books/recovery.py says why). Returns how many."""
        now = self.wall() if now is None else now
        stale = [r for r in self.open_rounds() if self._bought_at(r["id"]) < now - VOID_AFTER]
        return sum(self.void_round(r["id"], now) for r in stale if undecided(r))

    def _bought_at(self, round_id: int) -> float:
        """When the round's debit was booked (epoch seconds): the books' time, not the round
        row's, which an edit could move back to void a round early."""
        debit, _ = self.debit_of(round_id)
        return debit.at / 1000 if debit is not None else float("inf")

    # --- the books ---------------------------------------------------------------------------

    def audit_step(self) -> Said | None:
        """A slice of the full audit of the books (run while the client waits): a notice when
        it finds a row that does not add up that was not found before."""
        if self.audit is None or self.audit.done:
            return None
        try:
            found = self.audit.step()
            if found is None:
                return None
            with self._transaction():
                self.books.record(found)
        except sqlite3.Error:              # busy or gone: the next start audits again
            self.audit.done = True
            return None
        return found.words()

    def _transaction(self) -> Transaction:
        return Transaction(self.db, after=self._committed)

    def close(self) -> None:
        """Close the file and let go of the folder (another window may open it now)."""
        self._shut()
        if self._lock is not None:
            self._lock.release()
            self._lock = None




