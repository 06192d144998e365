"""The wallet in each currency (issue 58): one balance at a time, and each currency its own.

The books keep one chain of rows and one balance: the wallet's, in the currency it is in now
(MYR, the game's own, until a row says otherwise). A switch of currency is one row of the books,
of kind `currency`, made only between rounds (never with a round open): it puts the balance
aside in the currency left (its detail: `left`, and how much, `kept`) and takes up the new one's
balance where it was last put aside, or its demo balance (game/words/currencies.yaml) the first
time. Its amount is the difference of two whole numbers of minor units, each of its own
currency: nothing is converted, the chain's rule (each balance is the one before plus its
amount) holds, and every currency's balance stays in the books to be read back. Each round
records the currency it was played in (the rounds' `currency` column, and its debit's detail
where it is not MYR), so a round in progress keeps its currency to its end.
"""
import sqlite3

from game.books.chain import MAX_BALANCE, Books, Row
from game.words import currency

KIND = "currency"       # a row of the books that switches the wallet's currency
OWN = currency.DEFAULT  # the wallet's currency before any such row (every file before schema 4)


def current(db: sqlite3.Connection) -> str:
    """The currency the wallet is in now: the last switch's (an unknown one, as an edit could
    leave: the game's own)."""
    found = db.execute("SELECT json_extract(detail, '$.currency') FROM ledger WHERE kind = ? "
                       "ORDER BY seq DESC LIMIT 1", (KIND,)).fetchone()
    code = found[0] if found else None
    return code if isinstance(code, str) and code in currency.table() else OWN


def kept(db: sqlite3.Connection, code: str) -> int | None:
    """The balance last put aside in `code` (None: never held), within bounds."""
    found = db.execute("SELECT json_extract(detail, '$.kept') FROM ledger WHERE kind = ? AND "
                       "json_extract(detail, '$.left') = ? ORDER BY seq DESC LIMIT 1",
                       (KIND, code)).fetchone()
    value = found[0] if found else None
    return value if isinstance(value, int) and 0 <= value <= MAX_BALANCE else None


def switch(db: sqlite3.Connection, books: Books, code: str, balance: int) -> Row | None:
    """Put `balance` aside in the wallet's currency and take up `code`'s (inside the caller's
    transaction, with no round open); None where the wallet is in `code` already."""
    left = current(db)
    if code == left:
        return None
    found = kept(db, code)
    start = currency.table()[code].demo if found is None else found
    return books.append(KIND, start - balance, detail={"currency": code, "left": left,
                                                       "kept": balance})
