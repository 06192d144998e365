"""The data folder's lock: one window a folder, and a lock that cannot be deleted away.

The lock is the operating system's (the `filelock` library), so it goes with the process
however it ends, and a killed client never holds up the next start. Deleting or replacing the
lock file would let a second window take a new one beside the first; so the holder checks at
each round start that the lock path is still the file it locked (its device and inode, read
when the lock was won), and starts no round where it is not. SQLite's exclusive locking mode
would hold too, but it shuts out every other reader of the data file (an owner's sqlite3, the
tests) and deleting the data file defeats it the same way (README).
"""
import errno
import os
from pathlib import Path

from filelock import FileLock, Timeout

from game.faults import FolderInUse, StorageError
from game.i18n import N_
from game.printable import printable
from game.said import Said

LOCK = "slots.lock"              # held while a client has the folder open (one window a folder)
NO_LOCKS = {errno.ENOSYS, errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOTSUP}   # a file system
                                 # without locks: none is taken


class Held:
    """The folder's lock, won, and which file it was when won."""

    def __init__(self, lock: FileLock, path: Path, found: os.stat_result):
        self.lock, self.path, self.file = lock, path, (found.st_dev, found.st_ino)

    def check(self):
        """Still the file this window locked; where it was deleted or replaced, another window
        may have the folder open now, so no round starts here (one line)."""
        try:
            found = os.stat(self.path, follow_symlinks=False)
            same = (found.st_dev, found.st_ino) == self.file
        except OSError:
            same = False
        if not same:
            raise FolderInUse(Said(N_(
                "{lock}, which keeps the data folder to one window, was deleted or replaced "
                "while this window had it open, so another window may have it open too: no new "
                "round starts here; close this window and start again (nothing was lost)."),
                lock=printable(self.path)))

    def release(self):
        self.lock.release()


def hold(folder: Path) -> Held | None:
    """The data folder's lock, held until released. A folder where no lock file can be made
    (read-only, or a file system that has no locks) gets none: the books' own transactions
    still keep one wallet. A lock file that is there but cannot be locked (a folder,
    unreadable) is one line: it would let every window in."""
    path = Path(folder) / LOCK
    lock = FileLock(path, timeout=0, fallback_to_soft=False)
    try:
        lock.acquire()
        return Held(lock, path, os.stat(path, follow_symlinks=False))
    except Timeout:                       # (a TimeoutError, so before OSError)
        raise FolderInUse(Said(N_("{folder} is already open in another window of Tumbling "
                                  "Slots: play on there, or close it and start again; nothing "
                                  "was changed."), folder=printable(folder))) from None
    except OSError as err:
        if lock.is_locked:
            lock.release()
        if not os.path.lexists(path) or err.errno in NO_LOCKS:
            return None
        if os.path.isdir(path):
            raise StorageError(Said(N_(
                "{lock} is a folder, so whether another window has the data folder open cannot "
                "be told: remove it and start again; nothing was changed."),
                lock=printable(path))) from None
        raise StorageError(Said(N_(
            "{lock} cannot be locked ({error}), so whether another window has the data folder "
            "open cannot be told: remove it and start again; nothing was changed."),
            lock=printable(path), error=err.strerror or str(err))) from None
