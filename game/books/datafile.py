"""The data file itself: its schema, opening it and migrating an older one, and the
transaction every change is made in.

A migration is one transaction that reads the schema and writes it, so two processes that both
found an old file make one wallet: the second reads what the first wrote. What is migrated is
decided by the tables, not by the version number alone (a number set back by hand on a file
that keeps books is named, and mints nothing). A newer build's file is refused before anything
is written.
"""
import functools
import json
import sqlite3
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Literal

from game.words import said
from game.books.chain import (MAX_BALANCE, SCHEMA as BOOKS_SCHEMA, SEALED, Books, Finding,
                              Row)
from game.books.faults import StorageError
from game.words.i18n import N_
from game.words.printable import excerpt, printable
from game.words.said import Money, Said
from types import TracebackType

SCHEMA = 5     # 1: settings; 2: wallet, rounds; 3: the books; 4: currencies; 5: rules of play
START_BALANCE = 100_000          # play money: RM1,000.00 (each currency's: game/books/purse.py)
OWN_CURRENCY = "MYR"             # what every round before schema 4 was played in
STATUSES = "('open', 'done', 'void', 'aside')"     # aside: set aside, neither played nor paid
ROUNDS = f"""CREATE TABLE IF NOT EXISTS rounds (
    id INTEGER PRIMARY KEY, game TEXT NOT NULL, mode TEXT NOT NULL,
    bet INTEGER NOT NULL, cost INTEGER NOT NULL, config_version INTEGER,
    server_seed TEXT NOT NULL, server_seed_hash TEXT NOT NULL,
    client_seed TEXT NOT NULL, nonce INTEGER NOT NULL,
    choices TEXT NOT NULL DEFAULT '[]', shown INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL CHECK (status IN {STATUSES}),
    total_win INTEGER, started REAL NOT NULL, ended REAL, events TEXT,
    currency TEXT NOT NULL DEFAULT 'MYR', rules TEXT)"""
# schema 4: the currency each round was played in (its bet, cost and win are its minor units)
CURRENCY_COLUMN = "ALTER TABLE rounds ADD COLUMN currency TEXT NOT NULL DEFAULT 'MYR'"
# schema 5: the market's rules of play a round was played under (its profile's name, issue 58);
# NULL in a round from before, when no profile was recorded
RULES = "ALTER TABLE rounds ADD COLUMN rules TEXT"
NOTICES = "CREATE TABLE IF NOT EXISTS notices (id INTEGER PRIMARY KEY, words TEXT NOT NULL)"
# a text cell as read: bytes that are not UTF-8 (an edit) come as lone surrogates, which no
# hash, setting or notice takes for what this client wrote, never as an error that stops a read
TEXT = functools.partial(str, encoding="utf-8", errors="surrogateescape")
ROUND_COLUMNS = ("id", "game", "mode", "bet", "cost", "config_version", "server_seed",
                  "server_seed_hash", "client_seed", "nonce", "choices", "shown", "status",
                  "total_win", "started", "ended", "events", "currency", "rules")
# A round's row as read, by column (its choices and events decoded from JSON where they
# read): any SQLite value, since a file edited by hand may hold anything there; its readers
# check what they use (game/books/recovery.py).
Record = dict[str, Any]
Opening = tuple[str, int, dict[str, object]]     # a fresh file's first row: kind, balance, detail
# a data file opened and migrated, with the first row of its books where it is made now
Connect = Callable[[Path, Opening | None], sqlite3.Connection]


def connect(path: Path, notices: list[str], wait: float, opening: Opening | None = None,
            made: list[Row] | None = None) -> sqlite3.Connection:
    """The data file, migrated to this schema (what a migration has to say is added to
    `notices`); SQLite waits `wait` seconds for another program's lock. `opening`: the first
    row of the books of a file made now, (kind, balance, detail); a fresh wallet by default.
    Every first row says the books are sealed (game/books/seal.py), so the seal cannot be deleted
    unseen; one written now is added to `made` (its seal is due at once)."""
    db = sqlite3.connect(path, isolation_level=None, timeout=wait)
    db.text_factory = TEXT
    try:
        _refuse_newer(db, path)      # a newer build's file: refused before anything is written
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        if db.execute("PRAGMA user_version").fetchone()[0] < SCHEMA:
            _migrate(db, path, opening, notices, made if made is not None else [])
    except BaseException:
        db.close()
        raise
    return db

def _migrate(db: sqlite3.Connection, path: Path, opening: Opening | None, notices: list[str],
             made: list[Row]) -> None:
    """One transaction that reads the schema and writes the migration: two processes that
    both found an old file make one wallet, as the second reads what the first wrote. The
    tables decide what is migrated, not the version number alone: a number set back by
    hand on a file that keeps books is named, and mints nothing."""
    books = Books(db)
    with Transaction(db):
        _refuse_newer(db, path)
        stated = db.execute("PRAGMA user_version").fetchone()[0]
        if stated >= SCHEMA:                     # another process migrated it meanwhile
            return
        version = max(stated, _layout(db))
        if version > stated:
            finding = Finding(None, Said(N_(
                "the data file's schema version was {stated}, but its tables are those of "
                "version {version}; it was set back to {schema} and nothing was added to the "
                "balance"), stated=stated, version=version, schema=SCHEMA))
            notices.append(finding.words())
            if version >= SCHEMA:
                books.record(finding)
        db.execute("CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT)")
        if version < 2:                          # version 1 had only the settings
            db.execute("CREATE TABLE IF NOT EXISTS wallet (id INTEGER PRIMARY KEY CHECK "
                       "(id = 1), balance INTEGER NOT NULL CHECK (balance >= 0))")
            db.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value "
                       "INTEGER)")
            db.execute("INSERT OR IGNORE INTO meta VALUES ('nonce', 0)")
            db.execute(ROUNDS)
        elif version == 2:                       # set-aside rounds: widen the status check
            _widen_statuses(db)
        for statement in BOOKS_SCHEMA.split(";"):
            if statement.strip():
                db.execute(statement)
        if "rules" not in _columns(db, "rounds"):      # schema 5: the rules column added,
            db.execute(RULES)                          # every older round's NULL
        db.execute("CREATE INDEX IF NOT EXISTS rounds_status ON rounds(status)")  # open
        if "currency" not in _columns(db, "rounds"):
            db.execute(CURRENCY_COLUMN)          # schema 4: each round's currency
        # rounds without reading the rest; count(*) reads it, not every row
        if version < 2:
            kind, balance, detail = opening or ("start", START_BALANCE, {SEALED: True})
            made.append(books.append(kind, balance, detail=detail))
        elif version == 2:
            made.append(_open_books(db, books, notices))
        if 2 <= version < 4:
            _priced(db, books)
        db.execute(f"PRAGMA user_version={SCHEMA}")

def _priced(db: sqlite3.Connection, books: Books) -> None:
    """Schema 4: each round keeps its currency. Before it the wallet held one play money that
    the `currency` setting only named (RM or $, nothing converted): its rounds and balance are
    recorded in the currency the setting named then, and a file whose setting said USD gets a
    row of the books saying its balance is in dollars (game/books/purse.py reads it)."""
    found = db.execute("SELECT value FROM settings WHERE key = 'currency'").fetchone()
    named = found[0] if found else None
    if named == '"USD"':                           # (the setting's JSON)
        db.execute("UPDATE rounds SET currency = 'USD'")
        books.append("currency", 0, detail={"currency": "USD", "from": "the wallet's play "
                                            "money, named in dollars before schema 4"})


def _open_books(db: sqlite3.Connection, books: Books, notices: list[str]) -> Row:
    """A file from before the books: its balance becomes their opening row, and each
    round it left open is carried with what it says it cost."""
    row = db.execute("SELECT typeof(balance), balance FROM wallet WHERE id = 1").fetchone()
    balance = _bounded(row)
    if row is None:
        notices.append(Said(N_("The wallet record was missing; the books open with a fresh "
                               "wallet of {balance}."), balance=Money(balance)))
    elif row[0] != "integer" or row[1] != balance:
        notices.append(Said(N_("The stored balance ({stored}) was out of bounds; the books "
                               "open at {balance}."), stored=excerpt(row[1]),
                            balance=Money(balance)))
    notices.append(Said(N_("The books now keep a ledger that shows any change made outside "
                           "this program; your balance of {balance} is its opening row."),
                        balance=Money(balance)))
    first = books.append("opening", balance, detail={"from": "the wallet, before the books",
                                                     SEALED: True})
    for record in records(db, "WHERE status = 'open'"):
        books.append("carried", 0, record["id"], debited(record))
    return first


def records(db: sqlite3.Connection, where: str, args: tuple[object, ...] = ()) -> list[Record]:
    """Rounds as dicts of what a resume or a debit needs, in id order."""
    cursor = db.execute("SELECT id, game, mode, bet, cost, server_seed, server_seed_hash, "
                        "client_seed, nonce, choices, shown, started, config_version, currency "
                        "FROM "
                        f"rounds {where} ORDER BY id", args)
    keys = [d[0] for d in cursor.description]
    return [dict(zip(keys, row)) for row in cursor.fetchall()]


def open_records(db: sqlite3.Connection, game: str | None = None) -> list[Record]:
    """The open rounds (of `game`), their choices decoded; a field that does not read is
    marked for the recovery to set the round aside, never a traceback."""
    where = "WHERE status = 'open'" + (" AND game = ?" if game else "")
    out = []
    for record in records(db, where, (game,) if game else ()):
        try:
            record["choices"] = json.loads(record["choices"])
        except (TypeError, json.JSONDecodeError):
            record["choices"] = None          # broken: set aside, saying so
        if not isinstance(record["shown"], int) or record["shown"] < 0:
            record["shown"] = 0               # only how far a resume fast-forwards
        out.append(record)
    return out


def round_record(db: sqlite3.Connection, round_id: int, events: bool = True) -> Record:
    """Everything recorded about one round (its events decoded; without them where `events`
    is False: a round's events can run to tens of megabytes)."""
    columns = "*" if events else ", ".join(c for c in ROUND_COLUMNS if c != "events")
    cursor = db.execute(f"SELECT {columns} FROM rounds WHERE id = ?", (round_id,))
    keys = [d[0] for d in cursor.description]
    record = dict(zip(keys, cursor.fetchone()))
    try:
        record["choices"] = json.loads(record["choices"])
    except (TypeError, json.JSONDecodeError):
        record["choices"], record["damaged"] = [], True
    if events:
        try:
            record["events"] = json.loads(record["events"]) if record["events"] else []
        except (TypeError, json.JSONDecodeError):
            record["events"], record["damaged"] = [], True
    return record


def pend(db: sqlite3.Connection, new: list[str]) -> list[str]:
    """Notices kept until the player has seen them (a client killed before it showed them
    shows them on the next start); every one not yet shown, `new` ones last. Each is kept as
    its message and fields (game/words/said.py), so it is worded in the language of the start that
    shows it; a row of plain text (an older build's) reads as its text. Inside a
    transaction."""
    db.execute(NOTICES)
    db.executemany("INSERT INTO notices (words) VALUES (?)",
                   [(w.dump() if isinstance(w, Said) else w,) for w in new])
    return [said.load(w) for (w,) in db.execute("SELECT words FROM notices ORDER BY id")]


def meta(db: sqlite3.Connection, key: str) -> object:
    found = db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return found[0] if found else None


def debited(record: Mapping[str, object]) -> dict[str, object]:
    """What a round's debit records of it: everything that decides what it plays and pays."""
    return {"game": record["game"], "mode": record["mode"], "bet": record["bet"],
            "cost": record["cost"], "version": record["config_version"],
            "seed_hash": record["server_seed_hash"], "client_seed": record["client_seed"],
            "nonce": record["nonce"],
            # a round in the game's own currency records none, as every debit before schema 4
            **({"currency": record["currency"]} if record.get("currency", OWN_CURRENCY)
               != OWN_CURRENCY else {})}


def _bounded(row: tuple[str, Any] | None) -> int:     # (typeof, the cell as read)
    """A stored balance brought within bounds (a fresh wallet where it is missing, 0 where it
    is not a number)."""
    if row is None:
        return START_BALANCE
    if row[0] not in ("integer", "real"):
        return 0
    return min(max(int(row[1]), 0), MAX_BALANCE)


def _refuse_newer(db: sqlite3.Connection, path: Path) -> None:
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA:
        raise StorageError(Said(N_(
            "{file} was written by a newer build of Tumbling Slots (its data schema is "
            "{version}; this build reads up to {schema}): play on with that build; nothing was "
            "changed."), file=printable(path), version=version, schema=SCHEMA))


def _layout(db: sqlite3.Connection) -> int:
    """The schema the file's tables are of, whatever its version number says: 4 where its
    rounds record their rules of play, 4 where they keep their currency, 3 where it keeps books,
    2 a wallet, 1 settings, 0 nothing."""
    names = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if "ledger" in names:
        columns = _columns(db, "rounds")
        return 5 if {"currency", "rules"} <= columns else 4 if "currency" in columns else 3
    return 2 if "wallet" in names else 1 if "settings" in names \
        else 0


def _columns(db: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in db.execute(f"PRAGMA table_info({table})")}


def _widen_statuses(db: sqlite3.Connection) -> None:
    """Let a version-2 rounds table hold set-aside rounds: its CHECK constraint's text is
    widened in place (SQLite's documented procedure for a change that leaves every stored row
    as it is, https://www.sqlite.org/lang_altertable.html#otheralter): no copy of the rounds."""
    version = db.execute("PRAGMA schema_version").fetchone()[0]
    db.execute("PRAGMA writable_schema=ON")
    try:
        db.execute("UPDATE sqlite_master SET sql = replace(sql, ?, ?) WHERE type = 'table' AND "
                   "name = 'rounds'", ("status IN ('open', 'done', 'void')",
                                       f"status IN {STATUSES}"))
        db.execute(f"PRAGMA schema_version={version + 1}")
    finally:
        db.execute("PRAGMA writable_schema=OFF")


class Transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any error; `after()` once it committed."""

    def __init__(self, db: sqlite3.Connection, after: Callable[[], object] | None = None) -> None:
        self.db, self.after = db, after

    def __enter__(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 trace: TracebackType | None) -> Literal[False]:
        self.db.execute("COMMIT" if kind is None else "ROLLBACK")
        if kind is None and self.after is not None:
            self.after()
        return False


def feature_ends(db: sqlite3.Connection, round_id: int) -> list[tuple[object, object]]:
    """(name, win) of each feature a round's stored events end, read by SQLite's JSON
    functions from the stored text (a round's events can run to megabytes: the history
    lists these for every row it shows, without decoding them in Python)."""
    return db.execute(
        "SELECT json_extract(value, '$.name'), json_extract(value, '$.win') "
        "FROM rounds, json_each(CASE WHEN json_valid(rounds.events) THEN rounds.events "
        "ELSE '[]' END) WHERE rounds.id = ? AND json_extract(value, '$.type') = 'feature' "
        "AND json_extract(value, '$.phase') = 'end' ORDER BY key", (round_id,)).fetchall()
