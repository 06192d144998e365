"""The books' money as the data file holds it: what is read of it (DataFile: the books, the
rounds, the history's rows) and the wallet and the rounds' two edges written (Ledger). Money
moves only there, each move one transaction checked against the folder's lock: the cost
debited and the round recorded `open` before its first event is shown, the win credited and
the round marked `done` together at its end, an undecided round void and refunded, a round
that does not match its debit set aside; each once, and only for a round the books hold a bet
for. Opening the file, its faults, its seal and its settings are game/books/storage.py's."""
import json
from collections.abc import Callable
from pathlib import Path
import sqlite3

from engine import events as ev
from engine.rng import FairRng

from game.books import datafile, folderlock, purse, seal
from game.books.chain import DEBITS, MAX_BALANCE, SETTLED, Books, Row
from game.books.datafile import START_BALANCE, Record, Transaction, debited
from game.books.faults import BalanceTooLow, StorageError, guarded
from game.words.i18n import N_
from game.words.said import Said

VOID_AFTER = 7 * 24 * 3600       # an undecided round older than this is void (the seed's 7 days)
# the history's columns; a round set aside shows what the books credited it, if anything (one
# reopened by hand after it was paid stays paid)
LISTED = ("id, game, mode, bet, cost, CASE WHEN status = 'aside' THEN (SELECT SUM(amount) FROM "
          "ledger WHERE ledger.round_id = rounds.id AND kind = 'credit') ELSE total_win END, "
          "status, started, choices, currency")
# a row of the history, by LISTED's columns: id, game, mode, bet, cost, what it won (None: not
# yet, or nothing credited), status, started (epoch seconds), choices (JSON), the currency its
# amounts are in
Listed = tuple[int, str, str, int, int, int | None, str, float, str, str]
Lock = folderlock.Held | folderlock.Unlocked | None     # what folderlock.hold gives


class DataFile:
    """The data file a Storage holds open from its start until close(), and what is read of
    it: the books, the rounds."""
    _db: sqlite3.Connection | None = None
    wall: Callable[[], float]
    path: Path

    @property
    def db(self) -> sqlite3.Connection:
        if self._db is None:
            raise StorageError(Said(N_("the data file is closed")))
        return self._db

    @property
    def closed(self) -> bool:
        return self._db is None

    def _shut(self) -> None:
        """Close the connection, if open (a damaged file before its salvage; close())."""
        if self._db is not None:
            self._db.close()
            self._db = None

    @property
    def books(self) -> Books:
        return Books(self.db, self.wall)

    def currency(self) -> str:
        """The currency the wallet is in now (game/books/purse.py)."""
        return purse.current(self.db)

    def debit_of(self, round_id: int) -> tuple[Row | None, bool]:
        """(the round's debit row, whether the books show it settled already)."""
        rows = self.books.for_round(round_id)
        debits = [r for r in rows if r.kind in DEBITS]
        return (debits[0] if len(debits) == 1 else None), any(r.kind in SETTLED for r in rows)

    @guarded
    def paid(self, round_id: int) -> int:
        """What the books paid the round back (its credit, or a refund): 0 where nothing."""
        return sum(r.amount for r in self.books.for_round(round_id)
                   if r.kind in ("credit", "refund"))

    @guarded
    def open_rounds(self, game: str | None = None) -> list[Record]:
        return datafile.open_records(self.db, game)

    @guarded
    def rounds(self, limit: int = 200, before: int | None = None,
               after: int | None = None) -> list[Listed]:
        """Newest first, `limit` of them: (id, game, mode, bet, cost, total_win, status,
        started, choices as JSON). With `before`: the newest older than that round id; with
        `after`: the oldest newer than it, oldest first (a seek each way, never an OFFSET)."""
        if after is not None:
            return self.db.execute(f"SELECT {LISTED} FROM rounds WHERE id > ? ORDER BY id "
                                   "LIMIT ?", (after, limit)).fetchall()
        if before is None:
            return self.db.execute(f"SELECT {LISTED} FROM rounds ORDER BY id DESC LIMIT ?",
                                   (limit,)).fetchall()
        return self.db.execute(f"SELECT {LISTED} FROM rounds WHERE id < ? ORDER BY id DESC "
                               "LIMIT ?", (before, limit)).fetchall()

    @guarded
    def count_rounds(self) -> int:
        return self.db.execute("SELECT count(*) FROM rounds").fetchone()[0]

    @guarded
    def round(self, round_id: int, events: bool = True) -> Record:
        return datafile.round_record(self.db, round_id, events)

    @guarded
    def feature_ends(self, round_id: int) -> list[tuple[object, object]]:
        """(name, win) of each feature the round's stored events end (the history's)."""
        return datafile.feature_ends(self.db, round_id)

    @guarded
    def marked_from(self) -> int | None:
        """The first round the history marks as after a row of the books that does not add up."""
        return self.books.marked_from()


class Ledger(DataFile):
    """The wallet and the rounds' two edges, written: each move of money one transaction,
    inside which the folder's lock is checked to be still this window's."""
    _lock: Lock = None
    _balance: int | None = None

    def _transaction(self) -> Transaction:
        return Transaction(self.db, after=self._committed)

    def _committed(self) -> None:
        """After each transaction: the balance read again now (the change's own moment: a
        frame that shows it reads no file, issue 57, 6)."""
        row = self.db.execute("SELECT balance FROM wallet WHERE id = 1").fetchone()
        self._balance = row[0] if row else None

    @guarded
    def balance(self) -> int:
        """The wallet's balance, read from the file after each change to it (the client asks
        every frame: it is kept)."""
        if self._balance is None:
            self._balance = self.db.execute("SELECT balance FROM wallet WHERE id = 1"
                                            ).fetchone()[0]
        return self._balance

    @guarded
    def reset_wallet(self, amount: int = START_BALANCE) -> None:
        with self._transaction():
            self._held()
            self.books.append("reset", amount - self.balance())

    @guarded
    def switch_currency(self, code: str) -> bool:
        """The wallet in `code` from now on, each currency its own balance (game/books/purse.py);
        False, and nothing changed, while a round is open: a round keeps its currency."""
        with self._transaction():
            self._held()
            if datafile.open_records(self.db):
                return False
            purse.switch(self.db, self.books, code, self.balance())
            return True

    @guarded
    def next_nonce(self) -> int:
        """The next round's nonce (game/books/seal.py: never past what the seal can hold)."""
        with self._transaction():
            self._held()
            return seal.next_nonce(self.db)

    @guarded
    def open_round(self, game: str, mode: str, bet: int, cost: int, config_version: int,
                   rng: FairRng, rules: str = "default") -> int:
        """Debit the cost and record the round as open, in one transaction; the debit's row
        in the books keeps what was bought (resuming checks the round against it). `rules`:
        the market's profile it is played under (game/round/jurisdiction.py)."""
        with self._transaction():
            self._held()
            if self.balance() < cost:
                raise BalanceTooLow(f"the round costs {cost} but the balance is {self.balance()}")
            cursor = self.db.execute(
                "INSERT INTO rounds (game, mode, bet, cost, config_version, server_seed, "
                "server_seed_hash, client_seed, nonce, status, started, currency, rules) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?)",
                (game, mode, bet, cost, config_version, rng.server_seed, rng.server_seed_hash,
                 rng.client_seed, rng.nonce, self.wall(), purse.current(self.db), rules))
            record = {"game": game, "mode": mode, "bet": bet, "cost": cost,
                      "currency": purse.current(self.db),
                      "config_version": config_version,
                      "server_seed_hash": rng.server_seed_hash,
                      "client_seed": rng.client_seed, "nonce": rng.nonce}
            round_id = cursor.lastrowid
            assert round_id is not None             # an INSERT's row always has one
            self.books.append("debit", -cost, round_id, debited(record))
            return round_id

    @guarded
    def record_choices(self, round_id: int, choices: list[str]) -> None:
        """The player's choices so far, kept only while the round is still this window's."""
        with Transaction(self.db):
            self._held(during=True)
            self.db.execute("UPDATE rounds SET choices = ? WHERE id = ? AND status = 'open'",
                            (json.dumps(choices), round_id))

    @guarded
    def record_shown(self, round_id: int, shown: int) -> None:
        """How many events the player has seen (to fast-forward a resumed round to there)."""
        with Transaction(self.db):
            self._held(during=True)
            self.db.execute("UPDATE rounds SET shown = ? WHERE id = ? AND status = 'open'",
                            (shown, round_id))

    def _held(self, during: bool = False) -> None:
        """Inside a write's transaction: the folder's lock is still this window's (one line
        where it was deleted, replaced or linked: game/books/folderlock.py), so no other window can
        write between this check and the commit."""
        if self._lock is not None:
            self._lock.check(during)

    @guarded
    def finish_round(self, round_id: int, total_win: int, events: list[ev.Event]) -> bool:
        """Credit the win and mark the round done, in one transaction; only ever once, and
        only for a round the books hold a bet for."""
        with self._transaction():
            self._held(during=True)
            debit, settled = self.debit_of(round_id)
            if debit is None or settled:
                return False
            done = self.db.execute(
                "UPDATE rounds SET status = 'done', total_win = ?, ended = ?, events = ? "
                "WHERE id = ? AND status = 'open'",
                (total_win, self.wall(), json.dumps(events, separators=(",", ":")), round_id))
            if done.rowcount != 1:
                return False
            credit = min(total_win, MAX_BALANCE - self.balance())
            self.books.append("credit", credit, round_id, {"win": total_win})
            return True

    @guarded
    def void_round(self, round_id: int, now: float | None = None) -> bool:
        """An open round that cannot be finished as it began: void, what its debit took
        refunded, once."""
        with self._transaction():
            self._held(during=True)
            debit, settled = self.debit_of(round_id)
            if debit is None or settled:
                return False
            done = self.db.execute("UPDATE rounds SET status = 'void', ended = ? "
                                   "WHERE id = ? AND status = 'open'",
                                   (self.wall() if now is None else now, round_id))
            if done.rowcount != 1:
                return False
            cost = debit.data().get("cost")
            refund = min(cost if isinstance(cost, int) else -debit.amount,
                         MAX_BALANCE - self.balance())
            self.books.append("refund", refund, round_id)
            return True

    @guarded
    def set_aside(self, round_id: int, why: str) -> bool:
        """An open round whose record does not match its debit: neither played nor paid (its
        bet stays taken), kept with the reason, once."""
        with self._transaction():
            self._held(during=True)
            done = self.db.execute("UPDATE rounds SET status = 'aside', ended = ? "
                                   "WHERE id = ? AND status = 'open'", (self.wall(), round_id))
            if done.rowcount != 1:
                return False
            self.books.append("aside", 0, round_id, {"why": why})
            return True

    def void_stale_rounds(self, undecided: Callable[[Record], bool],
                          now: float | None = None) -> int:
        """Open rounds older than seven days that `undecided(record)` says still wait on the
        player become void and their cost is refunded, one transaction each; a decided round
        is never void (game/books/recovery.py says why). Returns how many."""
        now = self.wall() if now is None else now
        stale = [r for r in self.open_rounds() if self._bought_at(r["id"]) < now - VOID_AFTER]
        return sum(self.void_round(r["id"], now) for r in stale if undecided(r))

    def _bought_at(self, round_id: int) -> float:
        """When the round's debit was booked (epoch seconds): the books' time, not the round
        row's, which an edit could move back to void a round early."""
        debit, _ = self.debit_of(round_id)
        return debit.at / 1000 if debit is not None else float("inf")
