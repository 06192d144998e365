"""What can go wrong with the data file, as the player meets it: each a clear line."""


class BalanceTooLow(Exception):
    """The wallet cannot pay for this round."""


class StorageError(Exception):
    """The data file cannot be used right now; the message says why and what to do, and
    nothing was moved or lost."""


class FolderInUse(StorageError):
    """Another client has this data folder open: a second window would deal from its own
    next-round hash on the same books, and show the player a commitment no round honours."""
