"""Provable fairness on screen, the 7-day void, the session budget, the reality check, the reset."""
import time

import pygame
import pytest

from helpers import finish_round, frames, key, recording
from engine.games import available_games, load_game
from engine.rng import FairRng, seed_hash
from engine.round import run
from game.window.scenes.confirm import Confirm
from game.window.scenes.settings import SettingsScene
from game.window.scenes.slot import SlotScene
from game.books.storage import START_BALANCE, VOID_AFTER, Storage


def test_the_hash_shown_before_a_round_is_its_seeds_and_the_seeds_are_shown_after(app):
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    committed = seed_hash(scene.session.next_seed)
    scene.start_round("base")
    record = app.storage.round(app.storage.rounds()[0][0])
    assert record["server_seed_hash"] == committed
    finish_round(app, scene)
    assert scene.session.revealed == (record["server_seed"], record["client_seed"], record["nonce"])
    assert seed_hash(scene.session.next_seed) != committed          # a new commitment for the next


WAITS = 277      # Midnight Princess v5, seeds ("s", "c", 277): the round clears the grid


def test_a_round_waiting_on_the_choice_for_seven_days_is_void_and_refunded(tmp_path):
    from game.books.recovery import awaits_player
    store = Storage(tmp_path)
    version = load_game("midnight-princess").version
    rid = store.open_round("midnight-princess", "base", 100, 100, version,
                           FairRng("s", "c", WAITS))
    assert awaits_player(store.open_rounds()[0])
    assert store.void_stale_rounds(awaits_player, now=time.time() + VOID_AFTER - 60) == 0
    assert store.void_stale_rounds(awaits_player, now=time.time() + VOID_AFTER + 60) == 1
    assert store.balance() == START_BALANCE and store.open_rounds() == []
    assert store.round(rid)["status"] == "void"
    assert store.void_stale_rounds(awaits_player, now=time.time() + 2 * VOID_AFTER) == 0


def test_a_decided_round_is_never_void_however_the_clock_moves(tmp_path):
    """Issue 19: killing a losing round and moving the clock 7 days on refunded it."""
    from game.books.recovery import awaits_player
    store = Storage(tmp_path)
    version = load_game("midnight-princess").version
    store.open_round("midnight-princess", "base", 100, 100, version, FairRng("s", "c", 1))
    chosen = store.open_round("midnight-princess", "base", 100, 100, version,
                              FairRng("s", "c", WAITS))
    store.record_choices(chosen, ["storm"])          # the choice was made before the kill
    assert [awaits_player(r) for r in store.open_rounds()] == [False, False]
    assert store.void_stale_rounds(awaits_player, now=time.time() + 30 * VOID_AFTER) == 0
    assert len(store.open_rounds()) == 2             # both are completed on the next start


def test_the_session_budget_blocks_spins_and_stops_autoplay(app):
    app.set("budget", 200)
    app.play.budget_start = app.balance + 200                             # 2.00 lost since
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    scene.session.autoplay_plan.count = 10
    scene.start_autoplay()
    assert not scene.in_round and scene.session.autoplay is None
    assert "budget" in scene.session.message
    app.set("budget", 5000)                                         # raised: play on
    key(pygame.K_SPACE)
    app.step(1 / 60)
    assert scene.in_round


def test_the_budget_counts_losses_from_when_it_is_set(app):
    """Issue 21: a 20.00 budget set after losing 65.00 blocked play at once."""
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    app.storage.reset_wallet(app.balance - 6500)          # lost before any budget
    app.set("budget", 2000)
    assert not app.play.budget_reached() and scene.start_round("base")
    finish_round(app, scene)
    app.storage.reset_wallet(app.play.budget_start - 2000)   # now 20.00 lost since it was set
    assert app.play.budget_reached() and not scene.start_round("base")


def test_the_reality_check_shows_time_and_net_result(app, clock):
    app.set("reality_check", 15)
    scene = SlotScene(app, "midnight-princess")
    app.push(scene)
    clock.advance(15 * 60 - 1)
    app.step(1 / 60)
    assert app.top is scene                      # not a second early
    clock.advance(1)
    app.step(1 / 60)
    assert isinstance(app.top, Confirm) and "15 minutes played" in app.top.question
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert app.top is scene


@pytest.mark.slow
def test_the_reality_check_comes_on_time_mid_round_and_pauses_it(app, clock):
    """Issue 21: set to 15 minutes it first came at 20 (it waited for a gap between rounds)
    and popped over a big-win count-up."""
    scene = SlotScene(app, "santas-wonderland")
    app.push(scene)
    clock.advance(30 * 60)                       # time played before the check was set
    app.set("reality_check", 15)
    app.step(1 / 60)
    assert app.top is scene                      # a period from when it was set
    scene.start_round("buy")
    frames(app, 0.5)
    clock.advance(15 * 60)
    app.step(1 / 60)
    assert isinstance(app.top, Confirm) and scene.in_round
    shown = len(scene.session.events)
    frames(app, 2.0)
    assert len(scene.session.events) == shown            # everything behind it waits
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert app.top is scene
    finish_round(app, scene)
    assert app.storage.open_rounds() == []


def test_reset_wallet_restores_the_starting_balance(app):
    app.storage.reset_wallet(123)
    settings = SettingsScene(app)
    app.push(settings)
    settings.reset_button.press()
    assert app.balance == START_BALANCE


def test_an_open_round_from_a_config_version_not_kept_is_kept_open_not_void(tmp_path):
    """Issue 30: voiding it let a player cancel losing rounds with two builds."""
    from game.window.app import App
    store = Storage(tmp_path / "data")
    store.open_round("sweet-bonanza-xmas", "base", 200, 200, 0, FairRng("s", "c", 1))
    store.close()
    app = App(data_dir=tmp_path / "data")
    assert app.resume_open_round() is False
    assert app.balance == START_BALANCE - 200 and "does not have" in app.notice
    assert app.storage.rounds()[0][6] == "open"


def test_an_open_round_from_an_older_kept_version_finishes_under_that_version(tmp_path):
    """An update between a spin and its end changes nothing for that round: it plays on with
    the math it was dealt with, and the history verifies it under that version."""
    from game.window.app import App
    from game.round.fairness import verify
    old, now = load_game("sweet-bonanza-xmas", version=3), load_game("sweet-bonanza-xmas")
    bet = old.bets.default
    seed = next(s for s in range(1, 500)
                if run(old, bet, FairRng.from_seed(s), "ante")[-1]["total_win"]
                != run(now, bet, FairRng.from_seed(s), "ante")[-1]["total_win"])
    dealt = run(old, bet, FairRng.from_seed(seed), "ante")[-1]["total_win"]
    cost = old.modes["ante"] * bet
    store = Storage(tmp_path / "data")
    store.open_round("sweet-bonanza-xmas", "ante", bet, int(cost), 3, FairRng.from_seed(seed))
    store.close()
    app = App(data_dir=tmp_path / "data")
    assert app.resume_open_round() is True
    finish_round(app, app.top)
    assert app.balance == START_BALANCE - cost + dealt
    record = app.storage.round(app.storage.rounds()[0][0])
    assert record["status"] == "done" and record["total_win"] == dealt
    assert verify(record).startswith("verified")


def _shown(drawn) -> str:
    """Every text drawn, as one string of upper-case figures without spaces."""
    return "".join(d.message for d in drawn).replace(" ", "").upper()


@pytest.mark.parametrize("game_id", available_games())
def test_the_fairness_figures_are_off_the_play_screen_and_on_their_page(app, game_id):
    """Issue 37, 1: the play screen shows none of the fairness figures; the shield button
    (FAIR PLAY) opens a page with each of them whole and readable, inside its panel."""
    scene = SlotScene(app, game_id)
    app.push(scene)
    scene.session.revealed = ("ab" * 32, "c" * 16, 123456)
    frames(app, 0.05)
    with recording() as drawn:
        scene.draw(app.screen)
    shown = _shown(drawn)
    committed = seed_hash(scene.session.next_seed).upper()
    assert committed[:8] not in shown and "ABABABAB" not in shown and "123456" not in shown
    assert not any("HASH" in d.message or "NONCE" in d.message for d in drawn)
    fair = scene.controls.fair_button
    assert fair.label == "FAIR PLAY" and fair.enabled
    fair.press()
    page = app.top
    assert page is not scene
    scene.draw(app.screen)
    with recording() as drawn:
        page.draw(app.screen)
    inside = page.box.inflate(-20, -20)      # 10 px inside the frame's outer edge (issue 45, 7)
    mine = [d for d in drawn if inside.contains(d.rect)]
    shown = _shown(mine)
    assert committed in shown and "AB" * 32 in shown and "C" * 16 in shown and "123456" in shown
    assert not any("..." in d.message or "\u2026" in d.message for d in mine)
    assert all(d.contrast >= 4.5 for d in mine), [(d.message, d.contrast) for d in mine
                                                  if d.contrast < 4.5]
    assert any("VERIFY" in d.message for d in mine)
    assert len(mine) == len(drawn), [(d.message, tuple(d.rect)) for d in drawn if d not in mine]


def test_the_fair_play_page_copies_its_figures(app, monkeypatch):
    import pygame.scrap
    put = []
    monkeypatch.setattr(pygame.scrap, "put_text", put.append)
    scene = SlotScene(app, "santas-wonderland")
    app.push(scene)
    scene.session.revealed = ("ab" * 32, "c" * 16, 7)
    scene.open_fair_play()
    app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
    assert put and "ab" * 32 in put[0] and seed_hash(scene.session.next_seed) in put[0]
    assert "nonce 7" in put[0] and app.top.result.startswith("copied")
