"""The client's own data: an SQLite file in the user's data folder (never next to the program).

The wallet, every round and the settings. Money moves only at a round's two edges, each one
transaction: the cost is debited and the round recorded `open` before its first event is shown;
the win is credited and the round marked `done` together at its end. Every change to money is
also a row of the books (game/books.py), a hash chain whose last balance the wallet mirrors, so
an edit made outside this program shows. A round found `open` on start is played on from its
seeds and stored choices only where it matches what its debit recorded (game/recovery.py), so
it ends exactly as it would have, and its win is credited once. The file has a schema version:
older ones are migrated, a newer one (a newer build's) is refused and left untouched.

Faults are told apart, because each asks for something else (tests/game/test_storage_faults.py):
a busy or locked file is waited for a bounded time and then left untouched; a full disk, a
read-only folder, a path too long or a journal that is a symbolic link is said and nothing
moves; only a file that is really damaged (it fails SQLite's quick check, or is not a database)
is kept aside as a backup, and what can still be read of it is carried into a fresh one
(game/salvage.py). Every fault a person can meet is a StorageError: one clear line.
"""
import errno
import functools
import json
import os
import shutil
import sqlite3
import time
from pathlib import Path

from filelock import FileLock, Timeout

from engine.money import format_minor
from engine.rng import seed_hash
from game import salvage, seal
from game.books import (DEBITS, MAX_BALANCE, SCHEMA as BOOKS_SCHEMA, SETTLED, Audit, Books,
                        Finding)
from game.printable import printable

SCHEMA = 3                       # 1: settings; 2: wallet, rounds; 3: the books
LOCK = "slots.lock"              # held while a client has the folder open (one window a folder)
START_BALANCE = 100_000          # play money: 1,000.00
VOID_AFTER = 7 * 24 * 3600       # an undecided round older than this is void (the seed's 7 days)
BUSY_WAIT = 5.0                  # seconds to wait for a file another program has locked
SQLITE_PATH_MAX = 512            # the longest path SQLite's unix layer opens, with "-journal"
FULL_BELOW = 1 << 20             # free bytes under which an I/O error means a full disk
DEFAULT_SETTINGS = {"speed": "normal", "skip_screens": False, "intro": True, "music": True,
                    "ambient": True, "effects": True, "currency": "RM",
                    "client_seed": "player", "budget": 0, "reality_check": 0,
                    "coin_view": False}
CHOICES = {"speed": ("normal", "quick", "turbo"), "currency": ("RM", "USD")}
STATUSES = "('open', 'done', 'void', 'aside')"     # aside: set aside, neither played nor paid
ROUNDS = f"""CREATE TABLE IF NOT EXISTS rounds (
    id INTEGER PRIMARY KEY, game TEXT NOT NULL, mode TEXT NOT NULL,
    bet INTEGER NOT NULL, cost INTEGER NOT NULL, config_version INTEGER,
    server_seed TEXT NOT NULL, server_seed_hash TEXT NOT NULL,
    client_seed TEXT NOT NULL, nonce INTEGER NOT NULL,
    choices TEXT NOT NULL DEFAULT '[]', shown INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL CHECK (status IN {STATUSES}),
    total_win INTEGER, started REAL NOT NULL, ended REAL, events TEXT)"""
NOTICES = "CREATE TABLE IF NOT EXISTS notices (id INTEGER PRIMARY KEY, words TEXT NOT NULL)"
# the history's columns; a round set aside shows what the books credited it, if anything (one
# reopened by hand after it was paid stays paid)
LISTED = ("id, game, mode, bet, cost, CASE WHEN status = 'aside' THEN (SELECT SUM(amount) FROM "
          "ledger WHERE ledger.round_id = rounds.id AND kind = 'credit') ELSE total_win END, "
          "status, started, choices")
FIELD_WORDS = {"version": "config version", "seed_hash": "server seed hash",
               "client_seed": "client seed"}


class BalanceTooLow(Exception):
    """The wallet cannot pay for this round."""


class StorageError(Exception):
    """The data file cannot be used right now; the message says why and what to do, and
    nothing was moved or lost."""


class FolderInUse(StorageError):
    """Another client has this data folder open: a second window would deal from its own
    next-round hash on the same books, and show the player a commitment no round honours."""


def _hold(folder: Path):
    """The data folder's lock, held until `close`. The operating system lets go of it when
    the process ends, however it ends, so a killed client never holds up the next start. A file
    system that has no locks gets none: the books' own transactions still keep one wallet."""
    lock = FileLock(folder / LOCK, timeout=0, fallback_to_soft=False)
    try:
        lock.acquire()
    except Timeout:                       # (a TimeoutError, so before OSError)
        raise FolderInUse(f"{printable(folder)} is already open in another window of Tumbling "
                          "Slots: play on there, or close it and start again; nothing was "
                          "changed.") from None
    except OSError:
        return None
    return lock


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


def explain(err: sqlite3.Error, path) -> str:
    """The one line a player reads for a fault of the data file: its real cause."""
    kind, path = _kind(err), Path(path)
    shown = printable(path)
    if kind == "busy":
        return (f"{shown} is in use by another program (waited {BUSY_WAIT:.0f} s); close it "
                "and try again. Nothing was lost.")
    free = _free(path) if kind == "io" else None
    if kind == "full" or (free is not None and free < FULL_BELOW):
        return (f"the disk holding {shown} is full; free some space and try again. Nothing was "
                "lost: a round in progress is kept and resumes.")
    if kind in ("readonly", "io"):
        link = _linked(path)
        if link is not None:
            return (f"{printable(link)} is a symbolic link, and SQLite will not open the data "
                    "file's journal through one: remove the link, or choose another "
                    "--data-dir; nothing was changed.")
        length = len(os.fsencode(path.absolute()))
        if length + len("-journal") >= SQLITE_PATH_MAX:
            return (f"the path {shown} is too long for SQLite ({length} bytes; it opens at "
                    f"most {SQLITE_PATH_MAX - len('-journal') - 1}): choose a data folder "
                    "with a shorter path (--data-dir); nothing was changed.")
    if kind == "readonly":
        return f"{shown} cannot be written ({err}); nothing was changed."
    return f"{shown}: {err}; nothing was changed."


def _guarded(method):
    """A storage operation whose SQLite fault reaches the player as a StorageError."""
    @functools.wraps(method)
    def run(self, *args, **kwargs):
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


def money(amount: int) -> str:
    return format_minor(amount)


class Storage:
    def __init__(self, folder=None, say=None, wall=time.time):
        """`say(line)`: what a long step (a salvage) is doing, before it does it. `wall`: the
        epoch clock every record is stamped by (the session's, so tests move both alike)."""
        self.wall = wall
        self.folder = Path(folder) if folder else default_data_dir()
        self.say = say or (lambda line: None)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            why = "the path is too long" if err.errno == errno.ENAMETOOLONG else \
                (err.strerror or str(err))
            raise StorageError(f"{printable(self.folder)} cannot be used as the data folder "
                               f"({why}); choose another with --data-dir") from None
        if not self.folder.is_dir():
            raise StorageError(f"{printable(self.folder)} cannot be used as the data folder "
                               "(it is a file); choose another with --data-dir")
        self.path = self.folder / "slots.sqlite3"
        self.notices: list[str] = []
        self.audit = self.db = self._sealed = self._balance = None
        self._lock = _hold(self.folder)       # before anything is read or written
        try:
            self._start()
        except BaseException:
            self.close()
            raise
        self.audit = Audit(self.books)

    def _start(self):
        """Open the file: finish a salvage left midway, migrate, recover a damaged file, and
        check the books."""
        try:
            try:
                self._unfinished_salvage()
                self.db = self._open()
                damage = self._damage()
            except sqlite3.Error as err:
                if _kind(err) != "corrupt":
                    raise StorageError(explain(err, self.path)) from None
                damage = " ".join(str(err).split())
            try:
                if damage:
                    self._recover(damage)
                with self._transaction():
                    self.findings = self.books.check()
                    self.findings += self._check_seal(bool(self.findings))
                    self.notices = self._pending(self.notices +
                                                 [f.words() for f in self.findings])
                self._reseal()
            except sqlite3.Error as err:
                raise StorageError(explain(err, self.path)) from None
        except OSError as err:            # moving or copying a damaged file: the next start
            raise StorageError(f"{printable(err.filename or self.path)}: "  # finishes it
                               f"{err.strerror or err}; a recovery that began is finished on "
                               "the next start, and nothing is lost.") from None

    @property
    def notice(self) -> str:
        return " ".join(self.notices)

    def _pending(self, new: list, db=None) -> list:
        """Every notice not yet shown, `new` ones kept first: a client killed before it showed
        them (during a salvage, say) shows them on the next start. Inside a transaction."""
        db = db or self.db
        db.execute(NOTICES)
        db.executemany("INSERT INTO notices (words) VALUES (?)", [(w,) for w in new])
        return [w for (w,) in db.execute("SELECT words FROM notices ORDER BY id")]

    @_guarded
    def notices_shown(self):
        """The player has seen this start's notices: they are not said again."""
        if self.notices:
            self.db.execute("DELETE FROM notices")
            self.notices = []

    @property
    def books(self) -> Books:
        return Books(self.db, self.wall)

    # --- opening, migrating -------------------------------------------------------------------

    def _open(self, path=None, opening=None):
        """The data file, migrated to this schema. `opening`: the first row of the books of a
        file made now, (kind, balance, detail); a fresh wallet by default."""
        path = path or self.path
        db = sqlite3.connect(path, isolation_level=None, timeout=BUSY_WAIT)
        try:
            _refuse_newer(db, path)      # a newer build's file: refused before anything is written
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            if db.execute("PRAGMA user_version").fetchone()[0] < SCHEMA:
                self._migrate(db, path, opening)
        except BaseException:
            db.close()
            raise
        return db

    def _migrate(self, db, path, opening):
        """One transaction that reads the schema and writes the migration: two processes that
        both found an old file make one wallet, as the second reads what the first wrote. The
        tables decide what is migrated, not the version number alone: a number set back by
        hand on a file that keeps books is named, and mints nothing."""
        books = Books(db)
        with _Transaction(db):
            _refuse_newer(db, path)
            stated = db.execute("PRAGMA user_version").fetchone()[0]
            if stated >= SCHEMA:                     # another process migrated it meanwhile
                return
            version = max(stated, _layout(db))
            if version > stated:
                why = (f"the data file's schema version was {stated}, but its tables are those "
                       f"of version {version}; it was set back to {SCHEMA} and nothing was "
                       "added to the balance")
                self.notices.append(f"The books were changed outside this program: {why}.")
                if version >= SCHEMA:
                    books.record(Finding(None, why))
            db.execute("CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT)")
            if version < 2:                          # version 1 had only the settings
                db.execute("CREATE TABLE IF NOT EXISTS wallet (id INTEGER PRIMARY KEY CHECK "
                           "(id = 1), balance INTEGER NOT NULL CHECK (balance >= 0))")
                db.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value "
                           "INTEGER)")
                db.execute("INSERT OR IGNORE INTO meta VALUES ('nonce', 0)")
                db.execute(ROUNDS)
            elif version == 2:                       # set-aside rounds: widen the status check
                _widen_statuses(db)
            for statement in BOOKS_SCHEMA.split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute("CREATE INDEX IF NOT EXISTS rounds_status ON rounds(status)")  # open
            # rounds without reading the rest; count(*) reads it, not every row
            if version < 2:
                kind, balance, detail = opening or ("start", START_BALANCE, {})
                books.append(kind, balance, detail=detail)
            elif version == 2:
                self._open_books(db, books)
            db.execute(f"PRAGMA user_version={SCHEMA}")

    def _open_books(self, db, books):
        """A file from before the books: its balance becomes their opening row, and each
        round it left open is carried with what it says it cost."""
        row = db.execute("SELECT typeof(balance), balance FROM wallet WHERE id = 1").fetchone()
        balance = _bounded(row)
        if row is None:
            self.notices.append(f"The wallet record was missing; the books open with a fresh "
                                f"wallet of {money(balance)}.")
        elif row[0] != "integer" or row[1] != balance:
            self.notices.append(f"The stored balance ({row[1]!r}) was out of bounds; the books "
                                f"open at {money(balance)}.")
        self.notices.append(f"The books now keep a ledger that shows any change made outside "
                            f"this program; your balance of {money(balance)} is its opening "
                            "row.")
        books.append("opening", balance, detail={"from": "the wallet, before the books"})
        for record in self._records("WHERE status = 'open'", db=db):
            books.append("carried", 0, record["id"], _debited(record))

    def _damage(self) -> str:
        """What SQLite's quick check finds wrong with the open file ('' where it is sound)."""
        rows = [r[0] for r in self.db.execute("PRAGMA quick_check").fetchall()]
        return "" if rows == ["ok"] else " ".join(" ".join(rows[:3]).split())

    # --- a damaged file --------------------------------------------------------------------

    def _unfinished_salvage(self):
        """A salvage stopped before its end (killed, power cut) is finished from its backup;
        a wallet file gone with backups beside it is said, never silently replaced."""
        backup = salvage.interrupted(self.path)
        if backup is not None:
            self.say(f"finishing the recovery of {printable(backup.name)}, which was "
                     "interrupted before it ended")
            self._carry(backup, "an earlier recovery was interrupted")
        elif not self.path.exists():
            kept, sealed = salvage.backups(self.path), seal.read(self.folder)
            if isinstance(sealed, seal.Seal):        # said here; the fresh wallet seals anew
                self.notices.append(f"No wallet file was found, so a fresh wallet started "
                                    f"(the seal beside it says its books had {sealed.seq} "
                                    "rows).")
                seal.path(self.folder).unlink()
            if kept:
                self.notices.append(f"No wallet file was found, so a fresh wallet started; "
                                    f"the damaged files kept before are still beside it: "
                                    f"{', '.join(printable(p.name) for p in kept)}.")

    def _recover(self, damage: str):
        """Keep the damaged file (and its journal) as a backup, start a fresh one, and carry
        into it whatever of the old can still be read."""
        if getattr(self, "db", None) is not None:
            self.db.close()
            self.db = None
        try:
            backup = salvage.set_aside(self.path)
        except OSError as err:
            raise StorageError(f"{printable(self.path)} is damaged ({damage}) and cannot be "
                               f"moved aside ({err.strerror or err}); nothing was changed."
                               ) from None
        self.say(f"{self.path.name} is damaged ({damage}): recovering what can be read into a "
                 f"fresh file; the damaged one is kept as {printable(backup.name)}")
        self._carry(backup, f"{self.path.name} was damaged ({damage})")
        self.db = self._open()

    def _carry(self, backup: Path, what: str):
        """What can be read of `backup` into a fresh file made beside it and then put in
        place (a kill at any point leaves the backup and a marker: the next start finishes)."""
        saved = salvage.read(backup)
        fresh = salvage.scratch(self.path)
        balance = START_BALANCE if saved.balance is None else \
            min(max(saved.balance, 0), MAX_BALANCE)
        came = {"from": backup.name, "read": saved.balance is not None}
        if saved.vouched is not None:               # what the salvaged books came from
            came |= {"row": saved.vouched.seq, "hash": saved.vouched.hash}
        if saved.unvouched:
            came["unvouched"] = list(saved.unvouched)
        db = self._open(fresh, ("salvage", balance, came))
        books, unusable = Books(db), 0
        with _Transaction(db):
            for key, value in saved.settings:
                db.execute("INSERT OR REPLACE INTO settings VALUES (?, ?)", (key, value))
            columns = [c for c in saved.columns if c in _ROUND_COLUMNS]
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
                                 saved.debits.get(record["id"]) or _debited(record))
                elif record["status"] == "aside" and status == "open":
                    books.append("aside", 0, record["id"], {
                        "why": "its bet could not be read, or vouched for, in the damaged "
                               "file"})
            if saved.nonce:
                db.execute("INSERT OR REPLACE INTO meta VALUES ('nonce', ?)", (saved.nonce,))
            kept = len(saved.rounds) - unusable
            if saved.vouched is not None:
                found = (f"the balance and {kept} rounds were recovered (the balance its books "
                         f"vouch for: {money(balance)}, row {saved.vouched.seq})")
            elif saved.balance is not None:
                found = f"the balance and {kept} rounds were recovered"
            else:
                why = " or vouched for by its books" if saved.books else ""
                found = (f"the balance could not be read{why} (a fresh wallet started); {kept} "
                         "rounds were recovered")
            lost = salvage.words(saved.lost, unusable)
            if saved.unvouched:
                first, last = saved.unvouched
                rows, it = (f"row {first}", "it") if first == last else \
                    (f"rows {first} to {last}", "they")
                lost += (f"; {rows} of its books could not be vouched for, so what {it} "
                         "recorded was not carried")
            self._pending([f"{what}; it was kept as {printable(backup.name)}, {found}{lost}."],
                          db)
        db.execute("PRAGMA journal_mode=DELETE")       # one file, ready to be put in place
        db.close()
        salvage.put_in_place(fresh, self.path)

    def _check_seal(self, found: bool) -> list:
        """What the seal (game/seal.py) shows of rows cut from the end of the books, where the
        check (`found`) saw nothing; and a nonce counter set back by hand goes on past every
        nonce used, by the rounds and by the seal (a nonce is never dealt twice). Inside the
        check's transaction."""
        books, kept = self.books, seal.read(self.folder)
        first, last = books.row(1), books.last()
        ours = isinstance(kept, seal.Seal) and first is not None and first.hash == kept.first
        used = max(self.db.execute("SELECT MAX(nonce) FROM rounds").fetchone()[0] or 0,
                   kept.nonce if ours else 0)
        findings = []
        if isinstance(kept, str) or (kept is None and self._meta("sealed")):
            findings.append(Finding(None, f"the seal beside the data file ({seal.NAME}) "
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
        if (self._meta("nonce") or 0) < used:    # set back by hand: a nonce is never dealt twice
            self.db.execute("INSERT OR REPLACE INTO meta VALUES ('nonce', ?)", (used,))
        for finding in findings:
            books.record(finding)
        return findings

    def _meta(self, key):
        found = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return found[0] if found else None

    def _committed(self):
        """After each transaction: the balance is read again when next asked, and the seal
        follows the books."""
        self._balance = None
        self._reseal()

    def _reseal(self):
        """The seal written again where the books or the nonce moved since it last was (after
        a commit: a seal behind the books by a row is what a kill between the two leaves, and
        reads as sound). A disk that cannot take it now is said by the next write that fails."""
        books = self.books
        first, last = books.row(1), books.last()
        if first is None or last is None:
            return
        now = seal.Seal(first.hash, last.seq, last.hash, self._meta("nonce") or 0)
        if now == self._sealed:
            return
        try:
            seal.write(self.folder, now)
        except OSError:
            return
        self._sealed = now
        try:
            if not self._meta("sealed"):    # from now on a missing seal is said
                self.db.execute("INSERT OR REPLACE INTO meta VALUES ('sealed', 1)")
        except sqlite3.Error:               # what committed stands; the next change marks it
            pass

    # --- settings ---------------------------------------------------------------------------

    def load_settings(self) -> dict:
        """The settings, each checked: one that is unreadable or out of range falls back to
        its default with a notice."""
        settings = dict(DEFAULT_SETTINGS)
        for key, value in self.db.execute("SELECT key, value FROM settings"):
            try:
                decoded = json.loads(value)
            except (TypeError, json.JSONDecodeError):
                decoded = _INVALID
            if key in DEFAULT_SETTINGS and not _valid_setting(key, decoded):
                self.notices.append(f"The setting {key!r} was unreadable ({value!r}); it was "
                                    f"reset to {DEFAULT_SETTINGS[key]!r}.")
                continue
            if decoded is not _INVALID:
                settings[key] = decoded
        return settings

    @_guarded
    def save_setting(self, key, value):
        self.db.execute("INSERT INTO settings VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET "
                        "value = excluded.value", (key, json.dumps(value)))

    # --- the wallet and the rounds -----------------------------------------------------------

    def balance(self) -> int:
        """The wallet's balance, read from the file once after each change to it (the client
        asks every frame)."""
        if self._balance is None:
            self._balance = self.db.execute("SELECT balance FROM wallet WHERE id = 1"
                                            ).fetchone()[0]
        return self._balance

    @_guarded
    def reset_wallet(self, amount=START_BALANCE):
        with self._transaction():
            self.books.append("reset", amount - self.balance())

    @_guarded
    def next_nonce(self) -> int:
        with self._transaction():
            self.db.execute("UPDATE meta SET value = value + 1 WHERE key = 'nonce'")
            return self.db.execute("SELECT value FROM meta WHERE key = 'nonce'").fetchone()[0]

    @_guarded
    def open_round(self, game, mode, bet, cost, config_version, rng) -> int:
        """Debit the cost and record the round as open, in one transaction; the debit's row
        in the books keeps what was bought (resuming checks the round against it)."""
        with self._transaction():
            if self.balance() < cost:
                raise BalanceTooLow(f"the round costs {cost} but the balance is {self.balance()}")
            cursor = self.db.execute(
                "INSERT INTO rounds (game, mode, bet, cost, config_version, server_seed, "
                "server_seed_hash, client_seed, nonce, status, started) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?)",
                (game, mode, bet, cost, config_version, rng.server_seed, rng.server_seed_hash,
                 rng.client_seed, rng.nonce, self.wall()))
            record = {"game": game, "mode": mode, "bet": bet, "cost": cost,
                      "config_version": config_version,
                      "server_seed_hash": rng.server_seed_hash,
                      "client_seed": rng.client_seed, "nonce": rng.nonce}
            self.books.append("debit", -cost, cursor.lastrowid, _debited(record))
            return cursor.lastrowid

    @_guarded
    def record_choices(self, round_id, choices):
        self.db.execute("UPDATE rounds SET choices = ? WHERE id = ? AND status = 'open'",
                        (json.dumps(choices), round_id))

    @_guarded
    def record_shown(self, round_id, shown):
        """How many events the player has seen (to fast-forward a resumed round to there)."""
        self.db.execute("UPDATE rounds SET shown = ? WHERE id = ? AND status = 'open'",
                        (shown, round_id))

    def _debit(self, round_id):
        """(the round's debit row, whether the books show it settled already)."""
        rows = self.books.for_round(round_id)
        debits = [r for r in rows if r.kind in DEBITS]
        return (debits[0] if len(debits) == 1 else None), any(r.kind in SETTLED for r in rows)

    @_guarded
    def finish_round(self, round_id, total_win, events) -> bool:
        """Credit the win and mark the round done, in one transaction; only ever once, and
        only for a round the books hold a bet for."""
        with self._transaction():
            debit, settled = self._debit(round_id)
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
    def void_round(self, round_id, now=None) -> bool:
        """An open round that cannot be finished as it began: void, what its debit took
        refunded, once."""
        with self._transaction():
            debit, settled = self._debit(round_id)
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
    def set_aside(self, round_id, why) -> bool:
        """An open round whose record does not match its debit: neither played nor paid (its
        bet stays taken), kept with the reason, once."""
        with self._transaction():
            done = self.db.execute("UPDATE rounds SET status = 'aside', ended = ? "
                                   "WHERE id = ? AND status = 'open'", (self.wall(), round_id))
            if done.rowcount != 1:
                return False
            self.books.append("aside", 0, round_id, {"why": why})
            return True

    def mismatch(self, record) -> str | None:
        """Why an open round does not match what the books recorded when it was bought (None:
        it does): the server seed against the hash shown before it, and the bet, mode, cost,
        version and seeds against its debit; a round already paid never plays again."""
        debit, settled = self._debit(record["id"])
        if settled:
            return "the books show it was already settled"
        if debit is None:
            return "the books hold no bet for it"
        broken = self.books.vouches(debit.seq)
        if broken is not None:
            return f"the books do not add up from row {broken.row} ({broken.why})"
        found = [f.row for f in self.books.findings() if f.row and f.row >= debit.seq]
        if found:
            return f"the books were changed at row {min(found)}, after its bet was taken"
        if seed_hash(str(record["server_seed"])) != record["server_seed_hash"]:
            return "its server seed does not match the hash shown before it"
        bought, now = debit.data(), _debited(record)
        if debit.kind == "debit" and debit.amount != -bought.get("cost", debit.amount + 1):
            return f"its debit (row {debit.seq}) does not add up"
        changed = [FIELD_WORDS.get(key, key) for key in now if now[key] != bought.get(key)]
        if changed:
            return (f"its {', '.join(changed)} {'is' if len(changed) == 1 else 'are'} not what "
                    f"was bought (row {debit.seq} of the books)")
        return None

    def void_stale_rounds(self, undecided, now=None) -> int:
        """Open rounds older than seven days that `undecided(record)` says still wait on the
        player become void and their cost is refunded, one transaction each; a decided round
        is never void (game/recovery.py says why). Returns how many."""
        now = self.wall() if now is None else now
        stale = [r for r in self.open_rounds() if self._bought_at(r["id"]) < now - VOID_AFTER]
        return sum(self.void_round(r["id"], now) for r in stale if undecided(r))

    def _bought_at(self, round_id) -> float:
        """When the round's debit was booked (epoch seconds): the books' time, not the round
        row's, which an edit could move back to void a round early."""
        debit, _ = self._debit(round_id)
        return debit.at / 1000 if debit is not None else float("inf")

    def open_rounds(self, game=None) -> list:
        where = "WHERE status = 'open'" + (" AND game = ?" if game else "")
        out = []
        for record in self._records(where, (game,) if game else ()):
            try:
                record["choices"] = json.loads(record["choices"])
            except (TypeError, json.JSONDecodeError):
                record["choices"] = None          # broken: set aside, saying so
            if not isinstance(record["shown"], int) or record["shown"] < 0:
                record["shown"] = 0               # only how far a resume fast-forwards
            out.append(record)
        return out

    def _records(self, where, args=(), db=None) -> list:
        cursor = (db or self.db).execute(f"SELECT id, game, mode, bet, cost, server_seed, "
                                 f"server_seed_hash, client_seed, nonce, choices, shown, "
                                 f"started, config_version FROM rounds {where} ORDER BY id", args)
        keys = [d[0] for d in cursor.description]
        return [dict(zip(keys, row)) for row in cursor.fetchall()]

    def rounds(self, limit=200, before=None, after=None) -> list:
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

    def count_rounds(self) -> int:
        return self.db.execute("SELECT count(*) FROM rounds").fetchone()[0]

    def round(self, round_id, events=True) -> dict:
        """Everything recorded about one round (its events decoded; without them where
        `events` is False: a round's events can run to tens of megabytes)."""
        columns = "*" if events else ", ".join(c for c in _ROUND_COLUMNS if c != "events")
        cursor = self.db.execute(f"SELECT {columns} FROM rounds WHERE id = ?", (round_id,))
        keys = [d[0] for d in cursor.description]
        record = dict(zip(keys, cursor.fetchone()))
        try:
            record["choices"] = json.loads(record["choices"])
        except (TypeError, json.JSONDecodeError):
            record["choices"], record["damaged"] = [], True
        if events:
            try:
                record["events"] = json.loads(record["events"]) if record["events"] else []
            except (TypeError, json.JSONDecodeError):
                record["events"], record["damaged"] = [], True
        return record

    # --- the books ---------------------------------------------------------------------------

    def marked_from(self) -> int | None:
        """The first round the history marks as after a row of the books that does not add up."""
        return self.books.marked_from()

    def audit_step(self) -> str | None:
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

    def _transaction(self):
        return _Transaction(self.db, after=self._committed)

    def close(self):
        """Close the file and let go of the folder (another window may open it now)."""
        if self.db is not None:
            self.db.close()
            self.db = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None


_INVALID = object()
_ROUND_COLUMNS = ("id", "game", "mode", "bet", "cost", "config_version", "server_seed",
                  "server_seed_hash", "client_seed", "nonce", "choices", "shown", "status",
                  "total_win", "started", "ended", "events")


def _debited(record) -> dict:
    """What a round's debit records of it: everything that decides what it plays and pays."""
    return {"game": record["game"], "mode": record["mode"], "bet": record["bet"],
            "cost": record["cost"], "version": record["config_version"],
            "seed_hash": record["server_seed_hash"], "client_seed": record["client_seed"],
            "nonce": record["nonce"]}


def _bounded(row) -> int:
    """A stored balance brought within bounds (a fresh wallet where it is missing, 0 where it
    is not a number)."""
    if row is None:
        return START_BALANCE
    if row[0] not in ("integer", "real"):
        return 0
    return min(max(int(row[1]), 0), MAX_BALANCE)


def _refuse_newer(db, path):
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA:
        raise StorageError(
            f"{printable(path)} was written by a newer build of Tumbling Slots (its data schema "
            f"is {version}; this build reads up to {SCHEMA}): play on with that build; nothing "
            "was changed.")


def _layout(db) -> int:
    """The schema the file's tables are of, whatever its version number says: 3 where it
    keeps books, 2 a wallet, 1 settings, 0 nothing."""
    names = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return 3 if "ledger" in names else 2 if "wallet" in names else 1 if "settings" in names \
        else 0


def _widen_statuses(db):
    """Let a version-2 rounds table hold set-aside rounds: its CHECK constraint's text is
    widened in place (SQLite's documented procedure for a change that leaves every stored row
    as it is, https://www.sqlite.org/lang_altertable.html#otheralter): no copy of the rounds."""
    version = db.execute("PRAGMA schema_version").fetchone()[0]
    db.execute("PRAGMA writable_schema=ON")
    try:
        db.execute("UPDATE sqlite_master SET sql = replace(sql, ?, ?) WHERE type = 'table' AND "
                   "name = 'rounds'", ("status IN ('open', 'done', 'void')",
                                       f"status IN {STATUSES}"))
        db.execute(f"PRAGMA schema_version={version + 1}")
    finally:
        db.execute("PRAGMA writable_schema=OFF")


def _valid_setting(key, value) -> bool:
    default = DEFAULT_SETTINGS[key]
    if key in CHOICES:
        return value in CHOICES[key]
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_BALANCE
    return isinstance(value, str) and 0 < len(value) <= 64


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error; `after()` once it committed."""

    def __init__(self, db, after=None):
        self.db, self.after = db, after

    def __enter__(self):
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, kind, value, trace):
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")
        if kind is None and self.after is not None:
            self.after()
        return False
