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

The parts live beside it: the money's moves and what is read of the file (game/books/ledger.py),
the faults told apart (game/books/faults.py), the schema, migrations and the transaction
(game/books/datafile.py), the books (game/books/chain.py) and their seal (game/books/seal.py),
salvage (game/books/salvage.py), the settings' rules (game/books/preferences.py), whether an
open round may play on (game/books/recovery.py), and the folder's lock
(game/books/folderlock.py).
"""
import errno
import json
import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

from game.books import datafile, folderlock, preferences, salvage, seal
from game.books.preferences import DEFAULTS as DEFAULT_SETTINGS  # noqa: F401 (imported from here)
from game.books.chain import MAX_BALANCE, Audit, Row  # noqa: F401 (imported from here)
from game.books.datafile import (SCHEMA, START_BALANCE, STATUSES,  # noqa: F401 (imported from here)
                                 Opening)
from game.books import faults
from game.books.faults import (BalanceTooLow, FolderInUse,  # noqa: F401 (imported from here)
                               StorageError, explain, guarded, kind_of)
from game.books.folderlock import LOCK  # noqa: F401 (imported from here)
from game.books.ledger import VOID_AFTER, Ledger, Listed, Lock  # noqa: F401 (imported from here)
from game.words.i18n import N_
from game.words.printable import printable
from game.words.said import Said


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


class Storage(Ledger):
    """The data file held open from its start until close(): opened (a salvage left midway
    finished, migrated, a damaged file recovered, the books checked against their seal), its
    notices, its settings and the audit of its books; its money's moves are the Ledger's."""

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
                if kind_of(err) != "corrupt":
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

    @guarded
    def notices_shown(self) -> None:
        """The player has seen this start's notices: they are not said again."""
        if self.notices:
            self.db.execute("DELETE FROM notices")
            self.notices = []

    def _connect(self, path: Path, opening: Opening | None = None) -> sqlite3.Connection:
        return datafile.connect(path, self.notices, faults.BUSY_WAIT, opening, self._made)

    def _damage(self) -> str:
        """What SQLite's quick check finds wrong with the open file ('' where it is sound)."""
        rows = [r[0] for r in self.db.execute("PRAGMA quick_check").fetchall()]
        return "" if rows == ["ok"] else " ".join(" ".join(rows[:3]).split())

    # --- a damaged file --------------------------------------------------------------------

    def _committed(self) -> None:
        """After each transaction: the balance read again (Ledger), and the seal follows the
        books."""
        super()._committed()
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

    @guarded
    def save_setting(self, key: str, value: object) -> None:     # value: JSON
        self.db.execute("INSERT INTO settings VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET "
                        "value = excluded.value", (key, json.dumps(value)))

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

    def close(self) -> None:
        """Close the file and let go of the folder (another window may open it now)."""
        self._shut()
        if self._lock is not None:
            self._lock.release()
            self._lock = None




