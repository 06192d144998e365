"""The wallet and the round records: money moves only at a round's edges, each exactly once."""
import json
import sqlite3

import pytest

from engine.rng import FairRng
from game.books.storage import SCHEMA, START_BALANCE, BalanceTooLow, Storage


def test_a_round_debits_when_it_opens_and_credits_once_when_it_ends(tmp_path):
    store = Storage(tmp_path)
    rid = store.open_round("sweet-bonanza-xmas", "base", 200, 200, 1, FairRng("s", "c", 1))
    assert store.balance() == START_BALANCE - 200
    assert [r["id"] for r in store.open_rounds()] == [rid]
    assert store.finish_round(rid, 750, [{"type": "round_end"}]) is True
    assert store.balance() == START_BALANCE - 200 + 750
    assert store.finish_round(rid, 750, []) is False            # never paid twice
    assert store.balance() == START_BALANCE - 200 + 750
    assert store.open_rounds() == []


def test_a_round_the_balance_cannot_pay_changes_nothing(tmp_path):
    store = Storage(tmp_path)
    store.reset_wallet(100)
    with pytest.raises(BalanceTooLow):
        store.open_round("santas-wonderland", "buy", 200, 20_000, 1, FairRng("s", "c", 1))
    assert store.balance() == 100 and store.rounds() == []


def test_money_survives_reopening_the_file(tmp_path):
    store = Storage(tmp_path)
    rid = store.open_round("midnight-princess", "base", 100, 100, 1, FairRng("s", "c", 2))
    store.record_choices(rid, ["storm"])
    store.close()
    again = Storage(tmp_path)
    assert again.balance() == START_BALANCE - 100
    assert again.open_rounds()[0]["choices"] == ["storm"]


def test_nonces_never_repeat(tmp_path):
    store = Storage(tmp_path)
    first = [store.next_nonce() for _ in range(3)]
    store.close()                                   # a restart
    assert Storage(tmp_path).next_nonce() == first[-1] + 1 and len(set(first)) == 3


def test_a_version_1_file_is_migrated_keeping_its_settings(tmp_path):
    db = sqlite3.connect(tmp_path / "slots.sqlite3")
    db.execute("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT)")
    db.execute("INSERT INTO settings VALUES (?, ?)", ("speed", json.dumps("turbo")))
    db.execute("PRAGMA user_version=1")
    db.commit()
    db.close()
    store = Storage(tmp_path)
    assert store.load_settings()["speed"] == "turbo"
    assert store.balance() == START_BALANCE
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA


def test_a_truncated_file_is_kept_aside_and_replaced(tmp_path):
    store = Storage(tmp_path)
    store.save_setting("speed", "quick")
    store.close()
    path = tmp_path / "slots.sqlite3"
    path.write_bytes(path.read_bytes()[:1000])
    again = Storage(tmp_path)
    assert "could not be read" in again.notice
    assert again.balance() == START_BALANCE


def test_the_balance_is_read_once_after_each_change_not_every_frame(app):
    """Issue 36.5: the client asks for the balance every frame; the file is read after a
    change only."""
    from helpers import frames
    read = []
    app.storage.db.set_trace_callback(lambda sql: read.append(sql) if "FROM wallet" in sql
                                      else None)
    frames(app, 0.5)
    assert len(read) <= 1
    app.storage.reset_wallet(12_345)
    assert app.balance == 12_345 and app.balance == 12_345
    frames(app, 0.5)
    assert len(read) <= 2


def test_records_are_stamped_by_the_sessions_wall_clock(tmp_path):
    from engine.rng import FairRng
    store = Storage(tmp_path, wall=lambda: 1_234_567.0)
    rid = store.open_round("sweet-bonanza-xmas", "base", 200, 200, 1, FairRng("s", "c", 1))
    assert store.round(rid, events=False)["started"] == 1_234_567.0
    assert store.books.last().at == 1_234_567_000


def test_the_money_s_moves_are_a_ledger_of_their_own(tmp_path):
    """The wallet and the rounds' edges (game/books/ledger.py) part from holding the file open
    (Storage: opening, recovery, the seal, notices, settings, the audit; issue 57, 8): a Ledger
    over a data file made by the schema alone debits a round and credits its win once, and
    the books add up; Storage adds no move of money of its own."""
    import ast
    from pathlib import Path
    from game.books import datafile, ledger
    from game.books.ledger import Ledger

    class Bare(Ledger):
        def __init__(self, path):
            self.path, self.wall = path, lambda: 1_000_000.0
            self._db = datafile.connect(path, [], 1.0)

    books = Bare(tmp_path / "slots.sqlite3")
    rid = books.open_round("sweet-bonanza-xmas", "base", 200, 200, 1, FairRng("s", "c", 1))
    assert books.balance() == START_BALANCE - 200
    assert books.finish_round(rid, 750, [{"type": "round_end"}])
    assert not books.finish_round(rid, 750, [])
    assert books.balance() == START_BALANCE + 550 and books.books.check() == []
    assert books.paid(rid) == 750 and books.rounds()[0][0] == rid
    moves = {"open_round", "finish_round", "void_round", "set_aside", "reset_wallet",
             "next_nonce", "record_choices", "record_shown", "void_stale_rounds", "balance"}
    assert moves <= set(vars(Ledger)) and not moves & set(vars(Storage))
    imported = {alias.name for node in ast.walk(ast.parse(Path(ledger.__file__).read_text()))
                if isinstance(node, ast.ImportFrom) and node.module == "game.books"
                for alias in node.names}
    assert not imported & {"salvage", "preferences", "recovery"}     # not the opening's
    books._db.close()


def test_the_rounds_are_read_a_page_at_a_time(tmp_path):
    """The history's list is the books' rounds read a page at a time (game/books/pages.py,
    issue 57, 8: apart from the screen that draws it): a far position reads the oldest page,
    one near what is held the next page by a seek, and where the list was left is held again,
    or, its round gone, the newest page."""
    from helpers import rows_written
    from game.books.pages import PAGE, RoundPages
    store = Storage(tmp_path)
    last = rows_written(store, [{"game": "sweet-bonanza-xmas", "nonce": n, "started": 1e9 + n}
                                for n in range(7 * PAGE + 50)])
    pages = RoundPages(store)
    assert pages.total == 7 * PAGE + 50 and len(pages.rows) == PAGE
    assert pages.row(0)[0] == last and pages.row(PAGE + 5)[0] == last - PAGE - 5
    assert len(pages.rows) == 2 * PAGE and pages.first == 0            # the next page, sought
    assert pages.row(pages.total - 1)[0] == last - pages.total + 1     # far: the oldest page
    assert pages.first == pages.total - PAGE and pages.row(pages.total) is None
    assert pages.hold(last - 40, 40) and pages.row(40)[0] == last - 40
    assert not pages.hold(last + 99, 0) and pages.first == 0 and pages.rows[0][0] == last
    store.close()
