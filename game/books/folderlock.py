"""The data folder's lock: one window a folder, and a lock that cannot be deleted away.

The lock is the operating system's (the `filelock` library), so it goes with the process
however it ends, and a killed client never holds up the next start. Deleting or replacing the
lock file would let a second window take a new one beside the first; so the holder checks,
inside the transaction of every change it makes to the data file (a round's start, each step
it records, its settle), that the lock path is still the file it locked (its device and inode,
read when the lock was won) and that the file has no other name (a hard link kept elsewhere
could be put back at the path before each write), and stops where it is not. Renaming each
window's own lock file onto the path in turn, between their rounds, is not stopped (README).
SQLite's exclusive locking mode would hold too, but it shuts out every other reader of the
data file (an owner's sqlite3, the tests) and deleting the data file defeats it the same way.
A file system without working locks takes none: said in one line at every start.
"""
import errno
import os
from pathlib import Path
from typing import NoReturn

from filelock import FileLock, Timeout

from game.books.faults import FolderInUse, StorageError
from game.words.i18n import N_
from game.words.printable import printable
from game.words.said import Said

LOCK = "slots.lock"              # held while a client has the folder open (one window a folder)
NO_LOCKS = {errno.ENOSYS, errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOTSUP}   # a file system
                                 # without locks: none is taken


class Held:
    """The folder's lock, won, and which file it was when won."""

    def __init__(self, lock: FileLock, path: Path, found: os.stat_result) -> None:
        self.lock, self.path, self.file = lock, path, (found.st_dev, found.st_ino)

    def check(self, during: bool = False) -> None:
        """Still the file this window locked, under this one name; where it was deleted,
        replaced or given another name, another window may have the folder open now, so
        nothing more is written here (one line: `during` a round, the round stops)."""
        try:
            found = os.stat(self.path, follow_symlinks=False)
            same = (found.st_dev, found.st_ino) == self.file and found.st_nlink == 1
        except OSError:
            same = False
        if same:
            return
        if during:
            raise FolderInUse(Said(N_(
                "{lock}, which keeps the data folder to one window, was deleted, replaced or "
                "linked while this window had it open, so another window may have it open too: "
                "this round stops here and is played on and paid once, in that window or at the "
                "next start; close this window (nothing was lost)."), lock=printable(self.path)))
        raise FolderInUse(Said(N_(
            "{lock}, which keeps the data folder to one window, was deleted or replaced "
            "while this window had it open, so another window may have it open too: no new "
            "round starts here; close this window and start again (nothing was lost)."),
            lock=printable(self.path)))

    def release(self) -> None:
        self.lock.release()


class Unlocked:
    """No lock: the folder is on a file system without working locks (some network or FUSE
    mounts). The client goes on, saying so in one line at every start (`said`): a second
    window on the folder is not stopped there, and only the books' own transactions keep one
    wallet."""

    def __init__(self, folder: Path) -> None:
        self.said = Said(N_("{folder} is on a file system without working locks, so a second "
                            "window on it cannot be stopped: play in one window at a time."),
                         folder=printable(folder))

    def check(self, during: bool = False) -> None:
        pass

    def release(self) -> None:
        pass


def hold(folder: Path) -> Held | Unlocked | None:
    """The data folder's lock, held until released. A folder where no lock file can be made
    (read-only) gets none; one on a file system that has no locks gets an Unlocked, which says
    so: the books' own transactions still keep one wallet. A lock file that is there but
    cannot be locked (a folder, unreadable) is one line: it would let every window in. One
    with another name (a hard link) is made anew, as only a file of one name is checked."""
    path = Path(folder) / LOCK
    for attempt in range(2):
        lock = FileLock(path, timeout=0, fallback_to_soft=False)
        try:
            lock.acquire()
            found = os.stat(path, follow_symlinks=False)
        except Timeout:                       # (a TimeoutError, so before OSError)
            raise FolderInUse(Said(N_("{folder} is already open in another window of Tumbling "
                                      "Slots: play on there, or close it and start again; "
                                      "nothing was changed."), folder=printable(folder))) \
                from None
        except OSError as err:
            if lock.is_locked:
                lock.release()
            if err.errno in NO_LOCKS:
                return Unlocked(folder)
            if not os.path.lexists(path):
                return None
            _refused(path, err)
        if found.st_nlink == 1:
            return Held(lock, path, found)
        lock.release()                        # another name kept for it: this one goes, and
        if attempt == 0:                      # a fresh file is locked in its place
            path.unlink(missing_ok=True)
    raise StorageError(Said(N_(
        "{lock} keeps being given another name (a hard link), so whether another window has "
        "the data folder open cannot be told: remove its other names and start again; nothing "
        "was changed."), lock=printable(path)))


def _refused(path: Path, err: OSError) -> NoReturn:
    """A lock file that is there but cannot be locked: one line, no window."""
    if os.path.isdir(path):
        raise StorageError(Said(N_(
            "{lock} is a folder, so whether another window has the data folder open cannot "
            "be told: remove it and start again; nothing was changed."),
            lock=printable(path))) from None
    raise StorageError(Said(N_(
        "{lock} cannot be locked ({error}), so whether another window has the data folder "
        "open cannot be told: remove it and start again; nothing was changed."),
        lock=printable(path), error=err.strerror or str(err))) from None
