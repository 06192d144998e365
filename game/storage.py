"""The client's own data: an SQLite file in the user's data folder (never next to the program).

The wallet, every round and the settings. Money moves only at a round's two edges, each one
transaction: the cost is debited and the round recorded `open` before its first event is shown;
the win is credited and the round marked `done` together at its end. A round found `open` on
start is replayed from its seeds and stored choices, so it ends exactly as it would have, and
its win is credited once. The file has a schema version (older ones are migrated).

Faults are told apart, because each asks for something else (tests/game/test_storage_faults.py):
a busy or locked file is waited for a bounded time and then left untouched; a full disk, a
read-only folder, a path too long or a journal that is a symbolic link is said and nothing
moves; only a file that is really damaged (it fails
SQLite's quick check, or is not a database) is kept aside as a backup, and what can still be read
of it (balance, rounds, settings) is carried into the fresh one. Values edited by hand fall back
to safe ones with a notice. Every fault a person can meet is a StorageError: one clear line.
"""
import errno
import functools
import json
import os
import shutil
import sqlite3
import time
from pathlib import Path

from game.printable import printable

SCHEMA = 2
START_BALANCE = 100_000          # play money: 1,000.00
VOID_AFTER = 7 * 24 * 3600       # an undecided round older than this is void (the seed's 7 days)
MAX_BALANCE = 10 ** 13           # 100 billion in major units: a win never takes it past this
BUSY_WAIT = 5.0                  # seconds to wait for a file another program has locked
SQLITE_PATH_MAX = 512            # the longest path SQLite's unix layer opens, with "-journal"
FULL_BELOW = 1 << 20             # free bytes under which an I/O error means a full disk
DEFAULT_SETTINGS = {"speed": "normal", "skip_screens": False, "intro": True, "music": True,
                    "ambient": True, "effects": True, "currency": "RM",
                    "client_seed": "player", "budget": 0, "reality_check": 0,
                    "coin_view": False}
CHOICES = {"speed": ("normal", "quick", "turbo"), "currency": ("RM", "USD")}


class BalanceTooLow(Exception):
    """The wallet cannot pay for this round."""


class StorageError(Exception):
    """The data file cannot be used right now; the message says why and what to do, and
    nothing was moved or lost."""


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


class Storage:
    def __init__(self, folder=None):
        self.folder = Path(folder) if folder else default_data_dir()
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
        try:
            self.db = self._open()
            damage = self._damage()
        except sqlite3.Error as err:
            if _kind(err) != "corrupt":
                raise StorageError(explain(err, self.path)) from None
            damage = " ".join(str(err).split())
        try:
            if damage:
                self._recover(damage)
            self._repair()
        except sqlite3.Error as err:
            raise StorageError(explain(err, self.path)) from None

    @property
    def notice(self) -> str:
        return " ".join(self.notices)

    def _open(self, path=None):
        db = sqlite3.connect(path or self.path, isolation_level=None, timeout=BUSY_WAIT)
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA:
            raise sqlite3.DatabaseError(f"schema version {version} is newer than this client")
        db.execute("CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT)")
        if version < 2:                                   # version 1 had only the settings
            db.executescript(f"""
                BEGIN;
                CREATE TABLE IF NOT EXISTS wallet (id INTEGER PRIMARY KEY CHECK (id = 1),
                                                   balance INTEGER NOT NULL CHECK (balance >= 0));
                INSERT OR IGNORE INTO wallet VALUES (1, {START_BALANCE});
                CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER);
                INSERT OR IGNORE INTO meta VALUES ('nonce', 0);
                CREATE TABLE IF NOT EXISTS rounds (
                    id INTEGER PRIMARY KEY, game TEXT NOT NULL, mode TEXT NOT NULL,
                    bet INTEGER NOT NULL, cost INTEGER NOT NULL, config_version INTEGER,
                    server_seed TEXT NOT NULL, server_seed_hash TEXT NOT NULL,
                    client_seed TEXT NOT NULL, nonce INTEGER NOT NULL,
                    choices TEXT NOT NULL DEFAULT '[]', shown INTEGER NOT NULL DEFAULT 0,
                    status TEXT NOT NULL CHECK (status IN ('open', 'done', 'void')),
                    total_win INTEGER, started REAL NOT NULL, ended REAL, events TEXT);
                PRAGMA user_version=2;
                COMMIT;
            """)
        return db

    def _damage(self) -> str:
        """What SQLite's quick check finds wrong with the open file ('' where it is sound)."""
        rows = [r[0] for r in self.db.execute("PRAGMA quick_check").fetchall()]
        return "" if rows == ["ok"] else " ".join(" ".join(rows[:3]).split())

    def _recover(self, damage: str):
        """Keep the damaged file (and its journal) as a backup, start a fresh one, and carry
        into it whatever of the old can still be read."""
        if getattr(self, "db", None) is not None:
            self.db.close()
        stamp, n = int(time.time()), 0
        backup = self.path.with_name(f"slots.broken-{stamp}.sqlite3")
        while backup.exists():                     # never overwrite an earlier backup
            n += 1
            backup = self.path.with_name(f"slots.broken-{stamp}-{n}.sqlite3")
        try:
            for suffix in ("", "-wal", "-shm"):
                part = Path(f"{self.path}{suffix}")
                if part.exists():
                    part.rename(Path(f"{backup}{suffix}"))
        except OSError as err:
            raise StorageError(f"{self.path} is damaged ({damage}) and cannot be moved aside "
                               f"({err.strerror or err}); nothing was changed.") from None
        saved = _salvage(backup)
        self.db = self._open()
        with self._transaction():
            if saved["balance"] is not None:
                self.db.execute("UPDATE wallet SET balance = ? WHERE id = 1",
                                (min(max(saved["balance"], 0), MAX_BALANCE),))
            for key, value in saved["settings"]:
                self.db.execute("INSERT OR REPLACE INTO settings VALUES (?, ?)", (key, value))
            for row in saved["rounds"]:
                self.db.execute(f"INSERT INTO rounds ({', '.join(saved['columns'])}) VALUES "
                                f"({', '.join('?' * len(row))})", row)
        kept = (f"the balance and {len(saved['rounds'])} rounds were recovered"
                if saved["balance"] is not None else
                f"the balance could not be read (a fresh wallet started); "
                f"{len(saved['rounds'])} rounds were recovered")
        lost = f", {saved['lost']} could not be read" if saved["lost"] else ""
        self.notices.append(f"{self.path.name} was damaged ({damage}); it was kept as "
                            f"{backup.name}, {kept}{lost}.")

    def _repair(self):
        """Rows edited or deleted by hand: the nonce counter and the wallet row come back, a
        balance out of bounds (or stored as a REAL) is brought back within them."""
        with self._transaction():
            self.db.execute("INSERT OR IGNORE INTO meta VALUES ('nonce', "
                            "(SELECT COALESCE(MAX(nonce), 0) FROM rounds))")
            row = self.db.execute("SELECT typeof(balance), balance FROM wallet WHERE id = 1"
                                  ).fetchone()
            if row is None:
                self.db.execute("INSERT INTO wallet VALUES (1, ?)", (START_BALANCE,))
                self.notices.append("The wallet record was missing; a fresh wallet started.")
            elif row[0] != "integer" or not 0 <= row[1] <= MAX_BALANCE:
                fixed = min(max(int(row[1]) if row[0] in ("integer", "real") else 0, 0),
                            MAX_BALANCE)
                self.db.execute("UPDATE wallet SET balance = ? WHERE id = 1", (fixed,))
                self.notices.append(f"The stored balance ({row[1]!r}) was out of bounds; it "
                                    f"was set to {fixed / 100:,.2f}.")

    def load_settings(self) -> dict:
        """The settings, each checked: one that is unreadable or out of range falls back to
        its default with a notice."""
        settings = dict(DEFAULT_SETTINGS)
        for key, value in self.db.execute("SELECT key, value FROM settings"):
            try:
                decoded = json.loads(value)
            except json.JSONDecodeError:
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
        return self.db.execute("SELECT balance FROM wallet WHERE id = 1").fetchone()[0]

    @_guarded
    def reset_wallet(self, amount=START_BALANCE):
        self.db.execute("UPDATE wallet SET balance = ? WHERE id = 1", (amount,))

    @_guarded
    def next_nonce(self) -> int:
        with self._transaction():
            self.db.execute("UPDATE meta SET value = value + 1 WHERE key = 'nonce'")
            return self.db.execute("SELECT value FROM meta WHERE key = 'nonce'").fetchone()[0]

    @_guarded
    def open_round(self, game, mode, bet, cost, config_version, rng) -> int:
        """Debit the cost and record the round as open, in one transaction."""
        with self._transaction():
            if self.balance() < cost:
                raise BalanceTooLow(f"the round costs {cost} but the balance is {self.balance()}")
            self.db.execute("UPDATE wallet SET balance = balance - ? WHERE id = 1", (cost,))
            cursor = self.db.execute(
                "INSERT INTO rounds (game, mode, bet, cost, config_version, server_seed, "
                "server_seed_hash, client_seed, nonce, status, started) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?)",
                (game, mode, bet, cost, config_version, rng.server_seed, rng.server_seed_hash,
                 rng.client_seed, rng.nonce, time.time()))
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

    @_guarded
    def finish_round(self, round_id, total_win, events) -> bool:
        """Credit the win and mark the round done, in one transaction; only ever once."""
        with self._transaction():
            done = self.db.execute(
                "UPDATE rounds SET status = 'done', total_win = ?, ended = ?, events = ? "
                "WHERE id = ? AND status = 'open'",
                (total_win, time.time(), json.dumps(events, separators=(",", ":")), round_id))
            if done.rowcount != 1:
                return False
            self.db.execute("UPDATE wallet SET balance = MIN(balance + ?, ?) WHERE id = 1",
                            (total_win, MAX_BALANCE))
            return True

    @_guarded
    def void_round(self, round_id, now=None) -> bool:
        """An open round that cannot be finished as it began: void, its cost refunded, once."""
        with self._transaction():
            done = self.db.execute("UPDATE rounds SET status = 'void', ended = ? "
                                   "WHERE id = ? AND status = 'open'",
                                   (time.time() if now is None else now, round_id))
            if done.rowcount != 1:
                return False
            cost = self.db.execute("SELECT cost FROM rounds WHERE id = ?",
                                   (round_id,)).fetchone()[0]
            self.db.execute("UPDATE wallet SET balance = MIN(balance + ?, ?) WHERE id = 1",
                            (cost, MAX_BALANCE))
            return True

    def void_stale_rounds(self, undecided, now=None) -> int:
        """Open rounds older than seven days that `undecided(record)` says still wait on the
        player become void and their cost is refunded, one transaction each; a decided round
        is never void (game/recovery.py says why). Returns how many."""
        now = time.time() if now is None else now
        stale = [r for r in self.open_rounds() if r["started"] < now - VOID_AFTER]
        return sum(self.void_round(r["id"], now) for r in stale if undecided(r))

    def open_rounds(self) -> list:
        rows = self.db.execute("SELECT id, game, mode, bet, cost, server_seed, client_seed, "
                               "nonce, choices, shown, started, config_version FROM rounds "
                               "WHERE status = 'open' ORDER BY id").fetchall()
        keys = ("id", "game", "mode", "bet", "cost", "server_seed", "client_seed", "nonce",
                "choices", "shown", "started", "config_version")
        out = []
        for row in rows:
            record = dict(zip(keys, row))
            try:
                record["choices"] = json.loads(record["choices"])
            except (TypeError, json.JSONDecodeError):
                record["choices"] = None          # broken: the caller voids it, saying so
            out.append(record)
        return out

    def rounds(self, limit=200) -> list:
        return self.db.execute("SELECT id, game, mode, bet, cost, total_win, status, started "
                               "FROM rounds ORDER BY id DESC LIMIT ?", (limit,)).fetchall()

    def round(self, round_id) -> dict:
        """Everything recorded about one round (events decoded)."""
        cursor = self.db.execute("SELECT * FROM rounds WHERE id = ?", (round_id,))
        keys = [d[0] for d in cursor.description]
        row = cursor.fetchone()
        record = dict(zip(keys, row))
        record["choices"] = json.loads(record["choices"])
        record["events"] = json.loads(record["events"]) if record["events"] else []
        return record

    def _transaction(self):
        return _Transaction(self.db)

    def close(self):
        self.db.close()


_INVALID = object()


def _valid_setting(key, value) -> bool:
    default = DEFAULT_SETTINGS[key]
    if key in CHOICES:
        return value in CHOICES[key]
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_BALANCE
    return isinstance(value, str) and 0 < len(value) <= 64


def _salvage(path) -> dict:
    """What can be read of a damaged file: the balance, the settings, and every round whose
    row can be read (in chunks, then row by row where a chunk fails)."""
    out = {"balance": None, "settings": [], "rounds": [], "columns": [], "lost": 0}
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=BUSY_WAIT)
    except sqlite3.Error:
        return out
    try:
        row = db.execute("SELECT balance FROM wallet WHERE id = 1").fetchone()
        out["balance"] = int(row[0]) if row and isinstance(row[0], (int, float)) else None
    except sqlite3.Error:
        pass
    try:
        out["settings"] = db.execute("SELECT key, value FROM settings").fetchall()
    except sqlite3.Error:
        pass
    try:
        out["columns"] = [r[1] for r in db.execute("PRAGMA table_info(rounds)")]
        top = db.execute("SELECT MAX(id) FROM rounds").fetchone()[0] or 0
    except sqlite3.Error:
        top = 0
    columns = ", ".join(out["columns"])
    for low in range(1, top + 1, 50):
        try:
            out["rounds"] += db.execute(f"SELECT {columns} FROM rounds WHERE id BETWEEN ? AND ?",
                                        (low, low + 49)).fetchall()
            continue
        except sqlite3.Error:
            pass
        for rid in range(low, min(low + 50, top + 1)):
            try:
                out["rounds"] += db.execute(f"SELECT {columns} FROM rounds WHERE id = ?",
                                            (rid,)).fetchall()
            except sqlite3.Error:
                out["lost"] += 1
    db.close()
    return out


class _Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error."""

    def __init__(self, db):
        self.db = db

    def __enter__(self):
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, kind, value, trace):
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")
        return False
