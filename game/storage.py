"""The client's own data: an SQLite file in the user's data folder (never next to the program).

Settings live here now; the wallet and the round history join them with the next schema
version. The file has a schema version, and one that cannot be opened is kept aside as a backup
with a clear message, never a traceback.
"""
import json
import sqlite3
import time
from pathlib import Path

SCHEMA = 1
DEFAULT_SETTINGS = {"speed": "normal", "skip_screens": False, "intro": True, "music": True,
                    "ambient": True, "effects": True, "currency": "RM",
                    "client_seed": "player"}


class StorageError(Exception):
    """The data file could not be used; the message says which file and what was done."""


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
        db.execute(f"PRAGMA user_version={SCHEMA}")
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

    def close(self):
        self.db.close()
