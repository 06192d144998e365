"""The rounds of the books as a list read a page at a time (the game history's: no pygame
here). Positions count from the newest round (0); `rows` holds the rounds at positions
`first`, `first` + 1, ...; a position asked for that is not held is read by the next older or
newer page from the last id held (a seek each way, never an OFFSET, so 200,000 rounds read as
fast as 200), or, far away, the page at the newest or oldest end."""
from game.books.ledger import DataFile, Listed

PAGE = 100                      # rounds read at a time
OLDEST = -2 ** 63               # below every round id


class RoundPages:
    def __init__(self, books: DataFile) -> None:
        """`books`: the data file the rounds are read from (a StorageError where it cannot be
        read now)."""
        self.books = books
        self.total = books.count_rounds()
        self.first, self.rows = 0, books.rounds(limit=PAGE)

    def row(self, position: int) -> Listed | None:
        """The round at `position` (read where the pages held do not hold it yet), or None."""
        if not 0 <= position < self.total:
            return None
        self.reach(position, position + 1)
        index = position - self.first
        return self.rows[index] if 0 <= index < len(self.rows) else None

    def reach(self, low: int, high: int) -> None:
        """Read pages until they hold positions [low, high)."""
        books = self.books
        if not self.rows or low >= self.first + len(self.rows) + 4 * PAGE and \
                high >= self.total - PAGE:
            self.rows = list(reversed(books.rounds(limit=PAGE, after=OLDEST)))   # the oldest
            self.first = self.total - len(self.rows)
        elif high <= self.first - 4 * PAGE and low < PAGE:
            self.first, self.rows = 0, books.rounds(limit=PAGE)             # the newest
        while self.rows and self.first + len(self.rows) < min(high, self.total):
            older = books.rounds(limit=PAGE, before=self.rows[-1][0])
            if not older:
                self.total = self.first + len(self.rows)
                break
            self.rows += older
        while self.rows and self.first > low:
            newer = list(reversed(books.rounds(limit=PAGE, after=self.rows[0][0])))
            if not newer:
                self.first = 0
                break
            self.rows = newer + self.rows
            self.first -= len(newer)

    def hold(self, round_id: int, position: int) -> bool:
        """The page from round `round_id` down, held as at `position` (where the list was left:
        the rounds played since are above it); False, the newest page held, where that round
        is no longer in the books."""
        self.rows = self.books.rounds(limit=PAGE, before=round_id + 1)
        if not self.rows or self.rows[0][0] != round_id:
            self.first, self.rows = 0, self.books.rounds(limit=PAGE)
            return False
        self.first = position
        return True
