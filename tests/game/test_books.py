"""Issue 30, points 1-3: an older build never voids a round it cannot play, edited rows pay
nothing, and the books (a hash chain of every change to money) show edits made outside the
client. As a hostile player would: real files edited with sqlite3 while the client is closed,
and the client started again as a real second process.
"""
import json
import shutil
from pathlib import Path

import pytest
import yaml

from helpers import (client, deal, edit, finish_round, frames, ledger, query, recording,
                     rehash_from, schema_2_file)
from engine import games
from engine.games import load_game
from engine.rng import FairRng, seed_hash
from engine.round import run
from game.books.storage import SCHEMA, START_BALANCE, Storage, StorageError
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "games"
GAME = "sweet-bonanza-xmas"


def status(folder, round_id):
    return query(folder, "SELECT status FROM rounds WHERE id = ?", (round_id,))[0][0]


def wallet(folder):
    return query(folder, "SELECT balance FROM wallet")[0][0]


# --- 1: a round dealt under a version this build does not have ---------------------------

@pytest.fixture
def two_builds(tmp_path, monkeypatch):
    """Two builds of the fourth game: the newer has version 2 of its math (bell pays more)
    and keeps version 1; the older has only version 1."""
    older, newer = tmp_path / "older", tmp_path / "newer"
    shutil.copytree(FIXTURES, older)
    shutil.copytree(FIXTURES, newer)
    folder = newer / "tiny_tumble"
    (folder / "versions").mkdir()
    shutil.copy(folder / "game.yaml", folder / "versions" / "v1.yaml")
    config = yaml.safe_load((folder / "game.yaml").read_text())
    config["version"] = 2
    config["paytable"]["pays"]["bell"] = ["3", "12"]
    (folder / "game.yaml").write_text(yaml.safe_dump(config))

    def use(build):
        monkeypatch.setenv(games.EXTRA, str(build))
        games.load_game.cache_clear()
        games.look.cache_clear()
    yield older, newer, use
    games.load_game.cache_clear()
    games.look.cache_clear()


@pytest.mark.slow
def test_1_an_older_build_never_voids_or_settles_a_round_of_a_version_it_lacks(two_builds,
                                                                               tmp_path):
    """Issue 30: a build from before v6 voided and refunded a v6 round, losses included."""
    older, newer, use = two_builds
    data = tmp_path / "data"
    use(newer)
    store = Storage(data)
    rid, win = deal(store, "tiny-tumble", 3)   # dealt under version 2, then killed
    store.close()
    edit(data, "UPDATE rounds SET started = started - 30 * 24 * 3600")      # a month ago
    before = wallet(data)
    for _ in range(2):                                  # the older build, again
        proc = client(data, "--game", "tiny-tumble", "--autoplay", "2", games_dir=older)
        assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
        lines = proc.stderr.strip().splitlines()        # the notice, and why no round played
        assert len(lines) == 2 and "for a newer build to finish" in lines[0], proc.stderr
        assert lines[1].startswith("error: ") and "for a newer build" in lines[1]
        assert f"Round {rid} of Tiny Tumble" in lines[0] and "void" not in lines[0].replace(
            "neither voided", "")
        assert status(data, rid) == "open" and wallet(data) == before
        assert query(data, "SELECT count(*) FROM rounds")[0][0] == 1   # no new round of it
    other = client(data, "--game", GAME, "--autoplay", "1", games_dir=older)
    assert other.returncode == 0, other.stderr                 # other games play on
    assert query(data, "SELECT count(*) FROM rounds WHERE game = ? AND status = 'done'",
                 (GAME,))[0][0] == 1
    assert status(data, rid) == "open"
    played = wallet(data)
    from game.window.app import App                 # the newer build again finishes it, as dealt
    use(newer)
    app = App(data_dir=data)
    assert app.resume_open_round() and app.notice == ""
    finish_round(app, app.top)
    app.storage.close()
    assert status(data, rid) == "done"
    assert query(data, "SELECT total_win FROM rounds WHERE id = ?", (rid,))[0][0] == win
    assert wallet(data) == played + win


@pytest.mark.slow
def test_1_the_older_build_says_it_in_the_game_and_keeps_playing_the_others(two_builds,
                                                                            tmp_path):
    from game.window.app import App
    from game.round.services import Services
    older, newer, use = two_builds
    use(newer)
    store = Storage(tmp_path / "data")
    rid, _ = deal(store, "tiny-tumble", 3)
    store.close()
    use(older)
    years_later = Services(wall=lambda: 4_000_000_000.0)
    app = App(data_dir=tmp_path / "data", services=years_later)
    assert app.resume_open_round() is False
    assert "for a newer build to finish" in app.notice
    slot = app.push(SlotScene(app, "tiny-tumble"))
    assert "is for a newer build: no new round here" in slot.session.message
    assert not slot.start_round("base") and not slot.in_round
    other = app.push(SlotScene(app, GAME))
    assert other.start_round("base")
    finish_round(app, other)
    assert app.storage.round(rid, events=False)["status"] == "open"


@pytest.mark.slow
def test_1_a_file_of_a_newer_schema_is_refused_in_one_line_and_left_untouched(tmp_path):
    data = tmp_path / "data"
    store = Storage(data)
    deal(store, GAME, 1, finish=True)
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    edit(data, f"PRAGMA user_version = {SCHEMA + 1}")
    before = {p.name: p.read_bytes() for p in data.iterdir()}
    proc = client(data, "--first-frame")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
    assert "newer build" in proc.stderr and "nothing was changed" in proc.stderr
    assert {p.name: p.read_bytes() for p in data.iterdir()} == before
    with pytest.raises(StorageError, match="newer build"):
        Storage(data)


# --- 2: edited rows pay nothing --------------------------------------------------------------

def reopened(folder, rid):
    edit(folder, f"UPDATE rounds SET status = 'open', total_win = NULL, events = NULL "
                 f"WHERE id = {rid}")


def chosen_seed(folder, rid):
    """A server seed the player picked, with the hash beside it made to match."""
    seed = "mine"
    edit(folder, f"UPDATE rounds SET server_seed = '{seed}', server_seed_hash = "
                 f"'{seed_hash(seed)}' WHERE id = {rid}")


EDITS = {
    "a finished round set back to open": (True, reopened, "already settled"),
    "a finished base round reopened as a buy": (
        True, lambda f, r: (reopened(f, r), edit(f, f"UPDATE rounds SET mode = 'buy' "
                                                    f"WHERE id = {r}")), "already settled"),
    "an open base round made a buy": (
        False, lambda f, r: edit(f, f"UPDATE rounds SET mode = 'buy' WHERE id = {r}"),
        "its mode is not what was bought"),
    "an open round whose cost is 10^9 and choices broken": (
        False, lambda f, r: edit(f, f"UPDATE rounds SET cost = 1000000000, choices = '{{x' "
                                    f"WHERE id = {r}"), "its cost is not what was bought"),
    "an open round given a seed the player chose": (False, chosen_seed,
                                                    "its server seed hash is not what"),
    "an open round given another seed only": (
        False, lambda f, r: edit(f, f"UPDATE rounds SET server_seed = 'mine' WHERE id = {r}"),
        "does not match the hash shown before it"),
    "an open round with its bet raised": (
        False, lambda f, r: edit(f, f"UPDATE rounds SET bet = 1000 WHERE id = {r}"),
        "its bet is not what was bought"),
    "an open round with its debit deleted": (
        False, lambda f, r: edit(f, f"UPDATE ledger SET round_id = NULL WHERE round_id = {r}"),
        "hold no bet"),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", list(EDITS))
def test_2_an_edited_round_is_set_aside_neither_played_nor_paid(tmp_path, case):
    """Issue 30: a finished round set open paid its win again, a base round reopened as a buy
    played the feature at the base cost, a cost of 10^9 was refunded, a chosen seed paid 797x."""
    finished, change, says = EDITS[case]
    data = tmp_path / "data"
    store = Storage(data)
    deal(store, GAME, 1, finish=True)
    rid, _ = deal(store, GAME, 2, finish=finished)
    store.close()
    change(data, rid)
    before = wallet(data)
    proc = client(data, "--autoplay", "1", "--game", "santas-wonderland")
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert f"Round {rid} of Sweet Bonanza Xmas was set aside" in proc.stderr
    assert says in proc.stderr and proc.stderr.count("\n") == 1, proc.stderr
    assert status(data, rid) == "aside"
    other = query(data, "SELECT cost, total_win FROM rounds WHERE game = 'santas-wonderland'")
    assert wallet(data) == before - other[0][0] + other[0][1]         # it paid nothing
    again = client(data, "--first-frame")
    assert status(data, rid) == "aside" and "set aside" not in again.stderr   # once


@pytest.mark.slow
@pytest.mark.parametrize("whole_chain", [False, True])
def test_2_a_base_round_made_a_buy_in_its_debit_too_is_set_aside(tmp_path, whole_chain):
    """The round and its debit edited alike, the debit's hash made again: the checkpoint's
    hash no longer matches. Every hash and the checkpoint made again too: the cost is not the
    price of a buy at that bet."""
    data = tmp_path / "data"
    store = Storage(data)
    rid, _ = deal(store, GAME, 2)
    debit = store.books.for_round(rid)[0]
    store.close()
    detail = json.loads(debit.detail)
    detail["mode"] = "buy"
    edit(data, f"UPDATE rounds SET mode = 'buy' WHERE id = {rid}",
         f"UPDATE ledger SET detail = '{json.dumps(detail, sort_keys=True, separators=(',', ':'))}'"
         f" WHERE seq = {debit.seq}")
    if whole_chain:
        rehash_from(data, debit.seq)
    else:
        from game.books.chain import GENESIS, digest
        prior = query(data, "SELECT hash FROM ledger WHERE seq = ?", (debit.seq - 1,))
        row = query(data, "SELECT seq, kind, round_id, amount, balance, at, detail FROM "
                          "ledger WHERE seq = ?", (debit.seq,))[0]
        edit(data, f"UPDATE ledger SET hash = '{digest(prior[0][0] if prior else GENESIS, *row)}'"
                   f" WHERE seq = {debit.seq}")
    before = wallet(data)
    proc = client(data, "--first-frame")
    assert proc.returncode == 0 and f"Round {rid} of Sweet Bonanza Xmas was set aside" in \
        proc.stderr, proc.stderr
    says = "not the price of buy" if whole_chain else "changed at row"
    assert says in proc.stderr
    assert status(data, rid) == "aside" and wallet(data) == before


def test_2_a_round_on_its_choice_with_its_start_moved_back_is_not_void_early(tmp_path):
    """Seven days count from the debit in the books, not from the round row's `started`."""
    from game.books.recovery import awaits_player
    store = Storage(tmp_path)
    store.open_round("midnight-princess", "base", 100, 100, 5, FairRng("s", "c", 277))
    store.db.execute("UPDATE rounds SET started = started - 8 * 24 * 3600")
    assert awaits_player(store.open_rounds()[0])
    assert store.void_stale_rounds(awaits_player) == 0
    assert store.balance() == START_BALANCE - 100 and len(store.open_rounds()) == 1


def test_2_a_finished_round_never_reopens_in_storage(tmp_path):
    store = Storage(tmp_path)
    rid, win = deal(store, GAME, 1, finish=True)
    balance = store.balance()
    store.db.execute("UPDATE rounds SET status = 'open' WHERE id = ?", (rid,))
    assert store.finish_round(rid, win, []) is False
    assert store.void_round(rid) is False
    assert store.balance() == balance


@pytest.mark.slow
def test_2_a_round_that_matches_its_debit_plays_on_and_pays_as_dealt(tmp_path):
    """The check refuses only what does not add up: an honest interrupted round pays."""
    data = tmp_path / "data"
    store = Storage(data)
    rid, win = deal(store, GAME, 2, mode="buy")
    before = store.balance()
    store.close()
    proc = client(data, "--autoplay", "1")
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    assert status(data, rid) == "done"
    last = query(data, "SELECT cost, total_win FROM rounds ORDER BY id DESC LIMIT 1")[0]
    assert wallet(data) == before + win - last[0] + last[1]


# --- 3: the books ----------------------------------------------------------------------------


def test_3_every_change_to_money_is_a_row_and_the_balance_is_their_sum(tmp_path):
    from game.books.recovery import awaits_player
    store = Storage(tmp_path)
    deal(store, GAME, 1, finish=True)
    waits = FairRng("s", "c", 277)                     # Midnight Princess: waits on the choice
    store.open_round("midnight-princess", "base", 100, 100, 5, waits)
    store.void_stale_rounds(awaits_player, now=4_000_000_000)
    store.reset_wallet(54_321)
    deal(store, GAME, 3)
    store.close()
    rows = ledger(tmp_path)
    assert [r[1] for r in rows] == ["start", "debit", "credit", "debit", "refund", "reset",
                                    "debit"]
    assert sum(r[3] for r in rows) == rows[-1][4] == wallet(tmp_path)
    assert all(a[4] + b[3] == b[4] for a, b in zip(rows, rows[1:]))
    assert Storage(tmp_path).notice == ""                  # the chain checks


CHANGES = {       # what a hostile player does to the closed books; the row named; found at start
    "a credit raised": ("UPDATE ledger SET amount = amount + 100000, balance = balance + "
                        "100000 WHERE kind = 'credit' AND round_id = 2", "credit", False),
    "a debit deleted": ("DELETE FROM ledger WHERE kind = 'debit' AND round_id = 3", "debit",
                        False),
    "a row inserted": ("INSERT INTO ledger SELECT seq + 1000, 'credit', NULL, 500000, balance "
                       "+ 500000, at, detail, hash FROM ledger ORDER BY seq DESC LIMIT 1", None,
                       True),
    "the last balance raised": ("UPDATE ledger SET balance = balance + 700000 WHERE seq = "
                                "(SELECT MAX(seq) FROM ledger)", "last", True),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", list(CHANGES))
def test_3_a_changed_row_is_named_and_the_rounds_after_it_marked(tmp_path, case):
    """A change after the checkpoint is found by the check at start; one before it by the
    audit that runs while the client plays. Either is recorded in the books, once."""
    sql, named, at_start = CHANGES[case]
    data = tmp_path / "data"
    store = Storage(data)
    for seed in range(1, 5):
        deal(store, GAME, seed, finish=True)
    store.close()
    rows = ledger(data)
    edit(data, sql, "UPDATE wallet SET balance = (SELECT balance FROM ledger ORDER BY seq DESC "
                    "LIMIT 1)")                       # the wallet made to agree with the edit
    if named == "last":
        row = rows[-1][0]
    elif named is None:
        row = rows[-1][0] + 1
    else:
        row = next(r[0] for r in rows if r[1] == named and r[2] == (2 if named == "credit"
                                                                    else 3))
    proc = client(data, "--autoplay", "1", "--game", "santas-wonderland")
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert (f"row {row} does not add up" in proc.stderr) == at_start, proc.stderr
    first_round = next((r[2] for r in rows if r[0] >= row and r[2]), 5)
    store = Storage(data)
    assert [f.row for f in store.books.findings()] == [row]
    assert store.notice == "" and store.marked_from() == first_round
    store.close()


def test_3_the_history_marks_the_rounds_after_the_first_row_that_does_not_add_up(app):
    from game.window.scenes.history import HistoryScene
    for seed in range(1, 5):
        deal(app.storage, GAME, seed, finish=True)
    credit = app.storage.books.for_round(2)[-1].seq
    app.storage.db.execute("UPDATE ledger SET amount = 999 WHERE seq = ?", (credit,))
    path = app.storage.folder
    app.storage.close()
    from game.window.app import App
    again = App(data_dir=path)
    again.push(LobbyScene(again))
    again.step(1 / 60)                                   # the audit's first slice finds it
    assert f"row {credit} does not add up" in again.notice
    history = HistoryScene(again)
    again.push(history)
    with recording() as seen:
        again.step(1 / 60)
    drawn = [d.message for d in seen]
    assert "! done" in drawn and drawn.count("! done") == 3          # rounds 2, 3 and 4
    assert "done" in drawn                                           # round 1 is not marked
    again.storage.close()


def test_3_an_old_row_changed_before_the_checkpoint_is_found_by_the_audit(app):
    """The check at start begins at the checkpoint; the rows before it are audited a slice
    a frame while the client runs."""
    for seed in range(1, 4):
        deal(app.storage, GAME, seed, finish=True)
    path = app.storage.folder
    app.storage.close()
    edit(path, "UPDATE ledger SET kind = 'refund' WHERE seq = 2")
    from game.window.app import App
    again = App(data_dir=path)
    again.push(LobbyScene(again))
    assert again.notice == ""                    # not at start: row 2 is before the checkpoint
    frames(again, 0.2)
    assert "row 2 does not add up" in again.notice
    assert again.storage.marked_from() == 1
    again.storage.close()


def test_3_the_wallet_edited_alone_is_said_and_the_books_balance_stands(tmp_path):
    store = Storage(tmp_path)
    deal(store, GAME, 1, finish=True)
    balance = store.balance()
    store.close()
    edit(tmp_path, "UPDATE wallet SET balance = 99999999")
    store = Storage(tmp_path)
    assert store.balance() == balance and "stored balance (99999999) differed" in store.notice
    store.close()                          # killed before the lobby showed it: said again
    store = Storage(tmp_path)
    assert "stored balance (99999999) differed" in store.notice
    store.notices_shown()                  # the lobby showed it
    store.close()
    assert Storage(tmp_path).notice == ""


@pytest.mark.slow          # a long proof (issue 54: the fast lane's minute)
def test_3_a_folder_from_before_the_books_is_migrated_its_balance_the_opening_row(tmp_path):
    """A schema-2 file, as the build before the books wrote it, with a round left open."""
    db = schema_2_file(tmp_path, balance=123456, nonce=7)
    version = load_game(GAME).version
    db.execute("INSERT INTO rounds (game, mode, bet, cost, config_version, server_seed, "
               "server_seed_hash, client_seed, nonce, status, started) VALUES "
               "(?, 'base', 200, 200, ?, 's', ?, 'c', 7, 'open', 1)",
               (GAME, version, seed_hash("s")))
    db.commit()
    db.close()
    from game.window.app import App
    app = App(data_dir=tmp_path)
    assert "your balance of RM1,234.56 is its opening row" in app.notice   # the player's money
    assert "your balance of 1,234.56 is its opening row" in app.storage.notice   # its record
    assert [r[1:] for r in ledger(tmp_path)] == [("opening", None, 123456, 123456),
                                                  ("carried", 1, 0, 123456)]
    assert app.resume_open_round()                   # the open round plays on and pays
    finish_round(app, app.top)
    win = run(load_game(GAME), 200, FairRng("s", "c", 7))[-1]["total_win"]
    assert app.balance == 123456 + win
    rid, _ = deal(app.storage, GAME, 8)
    assert app.storage.set_aside(rid, "a test")      # the widened status check takes 'aside'
    assert app.storage.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    from game.books.chain import Books
    assert Books(app.storage.db).check() == []
    app.storage.close()
    assert json.loads(query(tmp_path, "SELECT detail FROM ledger WHERE seq = 1")[0][0])
