"""What can go wrong with the data file, as the player meets it: each a clear line. SQLite's
faults told apart by their cause (`explain`: a busy file, a full disk, a read-only folder, a
path too long, a journal that is a symbolic link), and every storage operation's fault raised
as a StorageError (`guarded`)."""
import functools
import os
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from game.words.i18n import N_
from game.words.printable import printable
from game.words.said import Said

BUSY_WAIT = 5.0                  # seconds to wait for a file another program has locked
SQLITE_PATH_MAX = 512            # the longest path SQLite's unix layer opens, with "-journal"
FULL_BELOW = 1 << 20             # free bytes under which an I/O error means a full disk


class BalanceTooLow(Exception):
    """The wallet cannot pay for this round."""


class StorageError(Exception):
    """The data file cannot be used right now; the message says why and what to do, and
    nothing was moved or lost. It is a Said (game/words/said.py): `str(err)` is its English record
    (the command line's line, the logs'), `err.said` the message the window shows, worded in
    the player's language when drawn."""

    @property
    def said(self) -> str:
        """The message as raised (a Said, or the text of one raised as plain text)."""
        return self.args[0] if self.args and isinstance(self.args[0], str) else str(self)


class FolderInUse(StorageError):
    """Another client has this data folder open: a second window would deal from its own
    next-round hash on the same books, and show the player a commitment no round honours."""


class OnFile(Protocol):
    """What holds the data file: its path, named in every fault."""
    path: Path


S = TypeVar("S", bound=OnFile)
P = ParamSpec("P")
R = TypeVar("R")


def kind_of(err: sqlite3.Error) -> str:
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
    kind, path = kind_of(err), Path(path)
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


def guarded(method: Callable[Concatenate[S, P], R]) -> Callable[Concatenate[S, P], R]:
    """A storage operation whose SQLite fault reaches the player as a StorageError."""
    @functools.wraps(method)
    def run(self: S, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(self, *args, **kwargs)
        except sqlite3.Error as err:
            raise StorageError(explain(err, self.path)) from None
    return run
