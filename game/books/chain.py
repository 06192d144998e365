"""The books: every change to money is a row of a hash chain (tamper-evident, not tamper-proof).

A row holds its number (1, 2, 3, ... with no gap), its kind, the round it belongs to, the amount
(signed minor units), the balance after it, when (ms), a detail (JSON: what a debit bought, why a
round was set aside) and its hash: SHA-256 over the previous row's hash and its own content. The
balance is the last row's, the sum of every amount; the wallet table is a mirror of it written in
the same transaction. Editing, deleting or inserting a row without recomputing every hash after
it breaks the chain there; the check names the first row that does not add up, records what it
found as an `audit` row (so it stays in the books) and the history marks the rounds from there.
Anyone who knows this scheme can recompute the whole chain: on the owner's machine a ledger
shows edits, it cannot stop them (README).

The check at start is incremental: the checkpoint (the last row checked, or written by this
client after a checked row) is checked against its recorded hash, then every row after it, so
it costs the same for 200 rounds or 200,000 (`python build/bench.py` prints it). The rows before
it are audited in slices while the client idles (`Audit`).
"""
import hashlib
import json
import sqlite3
import time
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple

from game.words.i18n import N_
from game.words.printable import excerpt
from game.words.said import Money, Said

GENESIS = "0" * 64               # the hash before row 1
MAX_BALANCE = 10 ** 13           # 100 billion in major units: a win never takes it past this
SETTLED = ("credit", "refund", "aside")      # a round's row after its debit: it is over
DEBITS = ("debit", "carried")    # what a round's bet was (carried: from before the books)
SEALED = "sealed"                # in row 1's detail: the books are sealed beside the file
                                 # (game/books/seal.py); a file from before that gets a row of it

SCHEMA = """
CREATE TABLE IF NOT EXISTS ledger (
    seq INTEGER PRIMARY KEY, kind TEXT NOT NULL, round_id INTEGER, amount INTEGER NOT NULL,
    balance INTEGER NOT NULL, at INTEGER NOT NULL, detail TEXT NOT NULL, hash TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS ledger_round ON ledger(round_id) WHERE round_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS ledger_audit ON ledger(seq) WHERE kind = 'audit';
CREATE INDEX IF NOT EXISTS ledger_currency ON ledger(seq) WHERE kind = 'currency';
CREATE TABLE IF NOT EXISTS checkpoint (id INTEGER PRIMARY KEY CHECK (id = 1),
                                       seq INTEGER NOT NULL, hash TEXT NOT NULL);
"""
COLUMNS = "seq, kind, round_id, amount, balance, at, detail, hash"


class Row(NamedTuple):
    seq: int
    kind: str
    round_id: int | None
    amount: int
    balance: int
    at: int
    detail: str
    hash: str

    def data(self) -> dict[str, Any]:      # its detail: JSON, whatever an edit left there
        try:
            value = json.loads(self.detail)
        except (TypeError, ValueError):
            return {}
        return value if isinstance(value, dict) else {}


class Finding(NamedTuple):
    """What does not add up: the first row that does not (None where the rows do and only the
    stored balance differs), why (a Said, worded where it is shown; the books keep its
    English record), and the first round from that row on (the history marks it and every
    later one)."""
    row: int | None
    why: str
    first_round: int | None = None

    def words(self) -> Said:
        """The notice of it: one sentence each way, so a translator has it whole."""
        fields = {"why": self.why, "row": self.row, "round": self.first_round}
        if self.row and self.first_round:
            return Said(N_("The books were changed outside this program: row {row} does not "
                           "add up ({why}); the history marks rounds from {round} on."),
                        **fields)
        if self.row:
            return Said(N_("The books were changed outside this program: row {row} does not "
                           "add up ({why})."), **fields)
        if self.first_round:
            return Said(N_("The books were changed outside this program: {why}; the history "
                           "marks rounds from {round} on."), **fields)
        return Said(N_("The books were changed outside this program: {why}."), **fields)


def digest(prev: str, seq: int, kind: str, round_id: int | None, amount: int, balance: int,
           at: int, detail: str) -> str:
    content = f"{prev}|{seq}|{kind}|{'' if round_id is None else round_id}|{amount}|" \
              f"{balance}|{at}|{detail}"
    return hashlib.sha256(content.encode("utf-8", "surrogatepass")).hexdigest()


def fault(prev: Row | None, row: Row) -> Said | None:
    """Why `row` does not follow `prev` (None: it does). Its numbers are the row's own, in
    minor units: values, not amounts to write as money."""
    expected = prev.seq + 1 if prev else 1
    if not isinstance(row.seq, int) or row.seq != expected:
        return Said(N_("row {row} is missing"), row=expected) \
            if isinstance(row.seq, int) and row.seq > expected else \
            Said(N_("it is out of order (row {row} after row {before})"), row=repr(row.seq),
                 before=expected - 1)
    if not all(isinstance(v, int) for v in (row.amount, row.balance, row.at)):
        return Said(N_("a number in it is not a whole number"))
    problems = []
    if row.hash != digest(prev.hash if prev else GENESIS, *row[:7]):
        problems.append(Said(N_("its hash does not match its content or the row before")))
    if row.balance != (prev.balance if prev else 0) + row.amount:
        problems.append(Said(N_("its balance {balance} is not the balance before plus "
                                "{amount}"), balance=row.balance, amount=row.amount))
    elif not 0 <= row.balance <= MAX_BALANCE:
        problems.append(Said(N_("its balance {balance} is out of bounds"), balance=row.balance))
    if len(problems) == 2:
        return Said(N_("{first}; {second}"), first=problems[0], second=problems[1])
    return problems[0] if problems else None


class Books:
    """The ledger of one open data file (`db`, a connection in autocommit mode whose caller
    holds the transactions)."""

    def __init__(self, db: sqlite3.Connection, clock: Callable[[], float] = time.time) -> None:
        self.db, self.clock = db, clock

    def row(self, seq: int) -> Row | None:
        found = self.db.execute(f"SELECT {COLUMNS} FROM ledger WHERE seq = ?", (seq,)).fetchone()
        return Row(*found) if found else None

    def last(self) -> Row | None:
        found = self.db.execute(f"SELECT {COLUMNS} FROM ledger ORDER BY seq DESC LIMIT 1"
                                ).fetchone()
        return Row(*found) if found else None

    def append(self, kind: str, amount: int, round_id: int | None = None,
               detail: Mapping[str, object] | None = None) -> Row:
        """A new row after the last (inside the caller's transaction): the wallet mirrors its
        balance, and the checkpoint moves on with it where it stood on a row that still
        matches its hash."""
        last = self.last()
        balance = (last.balance if last else 0) + amount
        if not 0 <= balance <= MAX_BALANCE:
            raise ValueError(f"a balance of {balance} is out of bounds")
        seq = last.seq + 1 if last else 1
        text = json.dumps(detail or {}, sort_keys=True, separators=(",", ":"))
        at = int(self.clock() * 1000)
        row = Row(seq, kind, round_id, amount, balance, at, text,
                  digest(last.hash if last else GENESIS, seq, kind, round_id, amount, balance,
                         at, text))
        self.db.execute(f"INSERT INTO ledger ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row)
        self.db.execute("INSERT INTO wallet VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET "
                        "balance = excluded.balance", (balance,))
        mark = self.db.execute("SELECT seq, hash FROM checkpoint WHERE id = 1").fetchone()
        if last is None or (mark == (last.seq, last.hash) and
                            last.hash == digest(self._prior_hash(last.seq), *last[:7])):
            self._checkpoint(row)
        return row

    def _prior_hash(self, seq: int) -> str:
        prior = self.row(seq - 1) if seq > 1 else None
        return prior.hash if prior else GENESIS

    def _checkpoint(self, row: Row) -> None:
        self.db.execute("INSERT INTO checkpoint VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET "
                        "seq = excluded.seq, hash = excluded.hash", (row.seq, row.hash))

    def for_round(self, round_id: int) -> list[Row]:
        return [Row(*r) for r in self.db.execute(
            f"SELECT {COLUMNS} FROM ledger WHERE round_id = ? ORDER BY seq", (round_id,))]

    def vouches(self, seq: int) -> Finding | None:
        """Whether row `seq` (a resumed round's debit) still adds up where it stands: its hash
        over its content and the row before, and the next row's hash over it. A debit rewritten
        with a hash made again breaks the next row; rewriting every row after it changes the
        checkpoint's, which the check at start compares. Two rows, however old the debit."""
        prior = self.row(seq - 1) if seq > 1 else None
        rows = [Row(*r) for r in self.db.execute(
            f"SELECT {COLUMNS} FROM ledger WHERE seq >= ? ORDER BY seq LIMIT 2", (seq,))]
        return self.first_fault(prior, rows)

    def first_fault(self, prev: Row | None, rows: Iterable[Row]) -> Finding | None:
        for row in rows:
            why = fault(prev, row)
            if why:
                return Finding(prev.seq + 1 if prev else 1, why, self.round_from(row.seq))
            prev = row
        return None

    def round_from(self, seq: int) -> int:
        """The first round with a row from `seq` on (or the next round to be played)."""
        found = self.db.execute("SELECT round_id FROM ledger WHERE seq >= ? AND round_id IS "
                                "NOT NULL ORDER BY seq LIMIT 1", (seq,)).fetchone()
        if found:
            return found[0]
        return (self.db.execute("SELECT MAX(id) FROM rounds").fetchone()[0] or 0) + 1

    # --- the check at start, the audit, and what they found -------------------------------

    def check(self) -> list[Finding]:
        """Findings of the check at start (each also recorded as an `audit` row); the wallet
        is set to the books' balance where it differs. Call inside a transaction."""
        findings: list[Finding] = []
        mark = self.db.execute("SELECT seq, hash FROM checkpoint WHERE id = 1").fetchone()
        prev = None
        if mark is not None:
            prev = self.row(mark[0])
            if prev is None:
                findings.append(Finding(mark[0], Said(N_("row {row}, checked before, is "
                                                         "missing"), row=mark[0]),
                                        self.round_from(mark[0])))
                prev = self.row(mark[0] - 1) if mark[0] > 1 else None
                after = prev.seq if prev else 0
            else:
                why = fault(self.row(mark[0] - 1) if mark[0] > 1 else None, prev)
                if prev.hash != mark[1]:
                    why = Said(N_("it is not the row that was checked before (its hash "
                                  "changed)"))
                if why:
                    findings.append(Finding(prev.seq, why, self.round_from(prev.seq)))
                after = prev.seq
        else:
            after = 0
        rows = [Row(*r) for r in self.db.execute(
            f"SELECT {COLUMNS} FROM ledger WHERE seq > ? ORDER BY seq", (after,))]
        found = self.first_fault(prev, rows)
        if found and not findings:
            findings.append(found)
        last = self.last()
        wallet = self.db.execute("SELECT typeof(balance), balance FROM wallet WHERE id = 1"
                                 ).fetchone()
        if last is None:
            start = wallet[1] if wallet and wallet[0] == "integer" and \
                0 <= wallet[1] <= MAX_BALANCE else 0
            findings.append(Finding(None, Said(N_("the books were empty; they start again from "
                                                  "the stored balance {balance}"),
                                               balance=Money(start))))
            self.append("opening", start, detail={"why": "the books were empty", SEALED: True})
        elif wallet is None or wallet[0] != "integer" or wallet[1] != last.balance:
            stored = Said(N_("missing")) if wallet is None else excerpt(wallet[1])
            findings.append(Finding(None, Said(N_(
                "the stored balance ({stored}) differed from the books' ({balance} after row "
                "{row}); the books' balance is used"), stored=stored, balance=Money(last.balance),
                row=last.seq)))
            self.db.execute("INSERT OR REPLACE INTO wallet VALUES (1, ?)", (last.balance,))
        for finding in findings:
            self.record(finding)
        last = self.last()
        if last is not None:
            self._checkpoint(last)
        return findings

    def record(self, finding: Finding) -> None:
        """A finding kept in the books themselves (amount 0), once per row it names."""
        if finding.row is not None and finding.row in {f.row for f in self.findings()}:
            return
        self.append("audit", 0, detail=finding._asdict())

    def findings(self) -> list[Finding]:
        rows = self.db.execute("SELECT detail FROM ledger WHERE kind = 'audit' ORDER BY seq")
        out = []
        for (text,) in rows:
            try:
                data = json.loads(text)
                out.append(Finding(data.get("row"), str(data.get("why")),
                                   data.get("first_round")))
            except (TypeError, ValueError, AttributeError):
                out.append(Finding(None, Said(N_("an audit row cannot be read"))))
        return out

    def marked_from(self) -> int | None:
        """The first round the history marks (None: the books add up)."""
        rounds = [f.first_round for f in self.findings() if isinstance(f.first_round, int)]
        return min(rounds) if rounds else None


class Audit:
    """The whole chain from row 1, a slice at a time (the client runs one per frame while it
    waits), up to the row the check at start reached."""

    def __init__(self, books: Books) -> None:
        self.books = books
        last = books.last()
        self.upto = last.seq if last else 0
        self.prev: Row | None = None
        self.finding: Finding | None = None
        self.past: Finding | None = None   # the last row checked did not add up
        self.done = self.upto == 0

    def step(self, budget: float = 0.0015, rows: int = 32) -> Finding | None:
        """Check rows, `rows` at a time, for about `budget` seconds (a frame's spare time); a
        finding not recorded before, where one does not add up. The audit goes on past a row
        that does not (a cell that is not UTF-8 text among them: its hash cannot match), so a
        later one is named too, on this start or a later one."""
        began = time.perf_counter()
        while not self.done and time.perf_counter() - began < budget:
            after = self.prev.seq if self.prev else 0
            batch = [Row(*r) for r in self.books.db.execute(
                f"SELECT {COLUMNS} FROM ledger WHERE seq > ? AND seq <= ? ORDER BY seq "
                "LIMIT ?", (after, self.upto, rows))]
            if not batch:
                self.done = True
            for row in batch:
                prev = self.prev
                if self.past is not None and prev is not None:   # right after a row named:
                    prev = prev._replace(balance=row.balance - row.amount)   # only its link
                found = self.books.first_fault(prev, [row])
                self.prev, self.past = row, found
                if row.seq >= self.upto:
                    self.done = True
                if found and found.row not in {f.row for f in self.books.findings()}:
                    self.finding = found
                    return found       # the caller records it (Books.record, in a transaction)
        return None
