"""What can go wrong with the data file, as the player meets it: each a clear line."""


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
