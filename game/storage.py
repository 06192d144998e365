"""The client's own data: an SQLite file in the user's data folder (never next to the program).

The wallet, every round and the settings. Money moves only at a round's two edges, each one
transaction: the cost is debited and the round recorded `open` before its first event is shown;
the win is credited and the round marked `done` together at its end. A round found `open` on
start is replayed from its seeds and stored choices, so it ends exactly as it would have, and
its win is credited once. The file has a schema version (older ones are migrated), and one that
cannot be opened is kept aside as a backup with a clear message, never a traceback.
"""
import json
import sqlite3
import time
from pathlib import Path

SCHEMA = 2
START_BALANCE = 100_000          # play money: 1,000.00
VOID_AFTER = 7 * 24 * 3600       # an undecided round older than this is void (the seed's 7 days)
DEFAULT_SETTINGS = {"speed": "normal", "skip_screens": False, "intro": True, "music": True,
                    "ambient": True, "effects": True, "currency": "RM",
                    "client_seed": "player", "budget": 0, "reality_check": 0}


class BalanceTooLow(Exception):
    """The wallet cannot pay for this round."""


def default_data_dir() -> Path:
    try:
        from platformdirs import user_data_dir
        return Path(user_data_dir("tumbling-slots", appauthor=False))
    except ImportError:                                 # pragma: no cover - a dependency
        return Path.home() / ".tumbling-slots"


class Storage:
    def __init__(self, folder=None):
        self.folder = Path(folder) if folder else default_data_dir()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / "slots.sqlite3"
        self.notice = ""
        try:
            self.db = self._open()
        except sqlite3.DatabaseError as err:
            backup = self.path.with_name(f"slots.broken-{int(time.time())}.sqlite3")
            self.path.rename(backup)
            self.notice = (f"{self.path} could not be read ({err}); it was kept as {backup.name} "
                           "and a fresh one was started.")
            self.db = self._open()

    def _open(self):
        db = sqlite3.connect(self.path, isolation_level=None)
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

    def load_settings(self) -> dict:
        settings = dict(DEFAULT_SETTINGS)
        for key, value in self.db.execute("SELECT key, value FROM settings"):
            try:
                settings[key] = json.loads(value)
            except json.JSONDecodeError:
                self.notice = f"{self.path}: setting {key!r} was unreadable ({value!r}); reset"
        return settings

    def save_setting(self, key, value):
        self.db.execute("INSERT INTO settings VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET "
                        "value = excluded.value", (key, json.dumps(value)))

    # --- the wallet and the rounds -----------------------------------------------------------

    def balance(self) -> int:
        return self.db.execute("SELECT balance FROM wallet WHERE id = 1").fetchone()[0]

    def reset_wallet(self, amount=START_BALANCE):
        self.db.execute("UPDATE wallet SET balance = ? WHERE id = 1", (amount,))

    def next_nonce(self) -> int:
        with self._transaction():
            self.db.execute("UPDATE meta SET value = value + 1 WHERE key = 'nonce'")
            return self.db.execute("SELECT value FROM meta WHERE key = 'nonce'").fetchone()[0]

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

    def record_choices(self, round_id, choices):
        self.db.execute("UPDATE rounds SET choices = ? WHERE id = ? AND status = 'open'",
                        (json.dumps(choices), round_id))

    def record_shown(self, round_id, shown):
        """How many events the player has seen (to fast-forward a resumed round to there)."""
        self.db.execute("UPDATE rounds SET shown = ? WHERE id = ? AND status = 'open'",
                        (shown, round_id))

    def finish_round(self, round_id, total_win, events) -> bool:
        """Credit the win and mark the round done, in one transaction; only ever once."""
        with self._transaction():
            done = self.db.execute(
                "UPDATE rounds SET status = 'done', total_win = ?, ended = ?, events = ? "
                "WHERE id = ? AND status = 'open'",
                (total_win, time.time(), json.dumps(events, separators=(",", ":")), round_id))
            if done.rowcount != 1:
                return False
            self.db.execute("UPDATE wallet SET balance = balance + ? WHERE id = 1", (total_win,))
            return True

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
            self.db.execute("UPDATE wallet SET balance = balance + ? WHERE id = 1", (cost,))
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
            record["choices"] = json.loads(record["choices"])
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
