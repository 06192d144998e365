"""History lists every round; a replay shows it again without moving money; verify re-derives
it from its seeds."""
import pygame
import pytest

from helpers import frames, key, recording
from engine.games import load_game
from game.round.fairness import verify
from game.window.scenes.history import ROWS, HistoryScene
from game.window.scenes.slot import SlotScene


def play_rounds(app, game_id, n):
    scene = SlotScene(app, game_id)
    app.push(scene)
    scene.unattended(n)
    for _ in range(4000):
        frames(app, 0.05)
        if not app.running:
            break
    app.running = True
    return scene


@pytest.mark.slow          # a long proof (issue 54: the fast lane's minute)
def test_history_lists_rounds_and_replays_one_without_moving_money(app):
    play_rounds(app, "sweet-bonanza-xmas", 3)
    balance = app.balance
    history = HistoryScene(app)
    app.push(history)
    app.step(1 / 60)
    assert len(history.pages.rows) == 3 and {r[6] for r in history.pages.rows} == {"done"}
    key(pygame.K_RETURN)
    app.step(1 / 60)
    replay = app.top
    assert isinstance(replay, SlotScene) and replay.session.replaying
    replay.anim.speed = "turbo"
    for _ in range(600):
        frames(app, 0.1)
        if not replay.in_round:
            break
    record = app.storage.round(history.pages.rows[0][0])
    final = [e for e in record["events"] if e["type"] == "grid"][-1]["cells"]
    assert replay.anim.board.cells == final and replay.session.last_win == record["total_win"]
    assert app.balance == balance
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is history


def test_verify_confirms_a_round_and_catches_a_forged_win(app):
    play_rounds(app, "midnight-princess", 1)     # one finished round is enough
    record = app.storage.round(app.storage.rounds()[0][0])
    assert verify(record).startswith("verified")
    record["total_win"] += 1
    assert verify(record).startswith("MISMATCH")
    record["server_seed"] = "0" * 64
    assert "does not match the hash" in verify(record)


def test_history_shows_each_rounds_fairness_data(app):
    play_rounds(app, "sweet-bonanza-xmas", 1)
    app.push(HistoryScene(app))
    joined = drawn_text(app)
    record = app.storage.round(app.storage.rounds()[0][0])
    from game.window.ui.widgets import hex_text
    assert hex_text(record["server_seed_hash"]) in joined
    assert hex_text(record["server_seed"]) in joined       # upper case, grouped: 1 and f differ
    assert f"nonce {record['nonce']}" in joined


def drawn_text(app, *_unused):
    """The words the next frame draws, however drawn (the text pipeline's own watch)."""
    with recording() as seen:
        app.step(1 / 60)
    return " ".join(d.message for d in seen)


def test_k_opens_the_rounds_check_a_round_page_with_its_verify_command(app, monkeypatch):
    """Issue 28: the verify command moved here from the middle of the help."""
    import game.window.scenes.check as check
    from engine.verify import verify_command
    play_rounds(app, "sweet-bonanza-xmas", 1)
    history = HistoryScene(app)
    app.push(history)
    key(pygame.K_k)
    app.step(1 / 60)
    page = app.top
    assert isinstance(page, check.CheckScene)
    record = app.storage.round(history.pages.rows[0][0])
    words = drawn_text(app, monkeypatch, check)
    for part in verify_command(record["events"]).split():
        assert part in words
    key(pygame.K_v)
    app.step(1 / 60)
    assert page.result.startswith("verified")
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is history


def big_win_seed(game, bet, times):
    from engine.rng import FairRng
    from engine.round import run
    return next(s for s in range(20000)
                if run(game, bet, FairRng.from_seed(s))[-1]["total_win"] >= times * bet)


@pytest.mark.slow
def test_a_big_wins_rarity_is_in_the_history_and_on_its_check_page(app, monkeypatch):
    """Issue 28, point 10: how rare a win of 20x or more was, from the PAR sheet."""
    import game.window.scenes.check as check
    import game.window.scenes.history as history_module
    import game.round.session as session
    from engine.games import load_game
    from engine.parsheet import committed, win_odds
    from engine.rng import FairRng
    from game.round.odds import about
    game = load_game("sweet-bonanza-xmas")
    seed = big_win_seed(game, game.bets.default, 60)
    monkeypatch.setattr(session, "FairRng", lambda s, c, n: FairRng.from_seed(seed))
    play_rounds(app, "sweet-bonanza-xmas", 1)
    record = app.storage.round(app.storage.rounds()[0][0])
    odds = win_odds(committed(game), "base", [], record["total_win"] / record["bet"],
                    game.version)
    assert odds.edge >= 50
    said = f"A win of {odds.edge:,g}x the bet or more comes about 1 in {about(odds.one_in)} rounds"
    app.push(HistoryScene(app))
    assert said in drawn_text(app, monkeypatch, history_module)
    key(pygame.K_k)
    app.step(1 / 60)
    assert said in drawn_text(app, monkeypatch, check)


# --- issue 28, point 8: the list itself -------------------------------------------------------

def drawn(app) -> list:
    with recording() as seen:
        app.step(1 / 60)
    return seen


def test_the_bet_column_shows_the_bet_and_the_cost_beside_it(app):
    """A 2.00 buy showed 200.00 under BET."""
    from helpers import deal
    deal(app.storage, "sweet-bonanza-xmas", 1, mode="buy", finish=True)
    app.push(HistoryScene(app))
    heads = {d.message: d.rect.left for d in drawn(app) if d.message.isupper()}
    row = {d.message: d.rect.left for d in drawn(app) if 150 <= d.rect.centery < 188}
    assert row[app.money(200)] == heads["BET"] and row[app.money(20_000)] == heads["COST"]


def test_each_rounds_choice_is_shown_in_the_list(app):
    from engine.rng import FairRng
    from engine.round import run
    from game.books.storage import Storage
    store: Storage = app.storage
    rid = store.open_round("midnight-princess", "base", 100, 100, 5, FairRng("s", "c", 277))
    store.record_choices(rid, ["star"])               # v5, seeds 277: the princess choice
    events = run(load_game("midnight-princess", version=5), 100, FairRng("s", "c", 277),
                 "base", ["star"])
    store.finish_round(rid, events[-1]["total_win"], events)
    app.push(HistoryScene(app))
    shown = [d.message for d in drawn(app)]
    assert "base: star + PRINCESS TRINITY + FREE SPINS" in shown, shown   # its features too


def test_the_history_keeps_its_scroll_position_and_shows_it(app):
    from helpers import deal
    for seed in range(30):
        deal(app.storage, "sweet-bonanza-xmas", seed, finish=True)
    history = HistoryScene(app)
    app.push(history)
    assert f"1-{ROWS} of 30" in [d.message for d in drawn(app)]
    for _ in range(15):
        key(pygame.K_DOWN)
    app.step(1 / 60)
    chosen = history.row(history.selected)[0]
    shown = f"{17 - ROWS}-16 of 30"          # the 16th round at the window's foot
    assert chosen == 15 and shown in [d.message for d in drawn(app)]
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    again = HistoryScene(app)                          # opened again: where it was left
    app.push(again)
    assert again.row(again.selected)[0] == chosen
    assert shown in [d.message for d in drawn(app)]
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    assert f"{20 - ROWS}-19 of 30" in [d.message for d in drawn(app)]


def test_a_feature_round_says_its_feature_and_what_it_paid(app):
    """A bought Midnight Riches read "buy" with no mark of its feature (issue 56): its row
    names the feature, and the selected round's line says what the feature paid."""
    from engine import events as ev
    from helpers import deal
    rid, _ = deal(app.storage, "santas-wonderland", 3, mode="buy", finish=True)
    deal(app.storage, "santas-wonderland", 4, finish=True)          # a plain round above it
    events = app.storage.round(rid)["events"]
    end = next(e for e in events if e["type"] == ev.FEATURE and e["phase"] == "end"
               and e["name"] == "midnight_riches")
    history = app.push(HistoryScene(app))
    history.select(1)                                                # the bought round
    with recording() as drawn:
        app.step(0)
    texts = [d.message for d in drawn]
    assert "feature buy + MIDNIGHT RICHES" in texts, " | ".join(texts)
    assert not any("+" in t for t in texts if t.startswith("base"))  # the plain round: none
    assert any(f"MIDNIGHT RICHES paid {app.money(end['win'])}" in t for t in texts), texts
