"""Wins presented like a real slot (issue 21): big-win tiers with a count-up, once per round at
its end, skippable; a total screen after every big feature, skippable, and skipped altogether
with the Skip feature screens setting."""
import pygame
import pytest

from helpers import key
from engine import events as ev
from engine.games import available_games
from game.window.celebration import DEFAULT_TIERS, Celebration, read_tiers
from game.window.look import look_of
from game.window.scenes.slot import SlotScene

BET = 200


def test_no_celebration_below_the_first_tier_or_for_a_round_that_lost():
    assert Celebration.for_win(20 * BET - 1, BET) is None
    assert Celebration.for_win(20 * BET, BET).title == "BIG WIN"
    assert Celebration.for_win(60 * BET, BET, cost=100 * BET) is None     # a buy that lost
    assert Celebration.for_win(101 * BET, BET, cost=100 * BET).top == 3


def test_the_count_climbs_through_the_tiers_it_passes():
    party = Celebration.for_win(120 * BET, BET)
    assert party.top == 3 and party.shown == 0
    fanfares = [party.update(0.05) for _ in range(200)]
    assert [f for f in fanfares if f] == ["BIG WIN", "MEGA WIN", "EPIC WIN"]
    assert party.shown == 120 * BET and party.done
    small = Celebration.for_win(30 * BET, BET)
    small.update(small.count_seconds)
    assert small.title == "BIG WIN" and small.shown == 30 * BET     # exact, in minor units


def test_space_shows_the_total_then_closes():
    party = Celebration.for_win(60 * BET, BET)
    party.update(0.3)
    party.skip()
    assert party.shown == 60 * BET and party.title == "MEGA WIN" and not party.done
    party.skip()
    assert party.done


def test_tiers_come_from_the_games_look():
    assert read_tiers(None) == DEFAULT_TIERS
    assert read_tiers([{"at": 100, "name": "EPIC"}, {"at": 10, "name": "NICE"}]) == \
        ((10, "NICE"), (100, "EPIC"))
    for game_id in available_games():
        assert look_of(game_id).big_wins[0][0] >= 10


def big_feature_end(game_id):
    look = look_of(game_id)
    name = next(n for n in look.features if look.big(n))
    return {"type": ev.FEATURE, "name": name, "phase": ev.END, "win": 23800, "spins": 10,
            "level": 3, "princess": "love"}


ROUND_END = {"type": ev.ROUND_END, "total_win": 23800, "capped": False}


@pytest.mark.parametrize("game_id", available_games())
def test_a_total_screen_after_a_big_feature_unless_skipped(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    slot.anim.feed(big_feature_end(game_id))
    slot.anim.update(0.1)
    assert slot.anim.overlay.total is None and slot.anim.held   # held until the next event says
    slot.anim.feed(ROUND_END)                            # no big win took it: shown
    slot.anim.update(0.1)
    title, amount, detail, _ = slot.anim.overlay.total
    assert title.endswith("COMPLETE") and amount == 23800
    app.step(1 / 60)                                   # drawn, in the player's money view
    key(pygame.K_SPACE)
    app.step(1 / 60)
    assert slot.anim.overlay.total is None                     # any key skips it
    slot.anim.update(0.1)
    slot.anim.skip_screens = True
    slot.anim.feed(big_feature_end(game_id))
    slot.anim.feed(ROUND_END)
    slot.anim.update(0.1)
    assert slot.anim.overlay.total is None and not slot.anim.busy
    zero = dict(big_feature_end(game_id), win=0)
    slot.anim.skip_screens = False
    slot.anim.feed(zero)
    slot.anim.feed(ROUND_END)
    slot.anim.update(0.1)
    assert slot.anim.overlay.total is None                     # no screen for a zero win


@pytest.mark.slow          # a round and its celebration drawn frame by frame: 0.7 s of CPU
def test_a_big_win_is_celebrated_once_at_the_rounds_end(app, monkeypatch):
    import game.round.session as session
    from engine.games import load_game
    from engine.rng import FairRng
    from engine.round import run
    game = load_game("sweet-bonanza-xmas")
    seed = next(s for s in range(5000) if run(game, BET, FairRng.from_seed(s))[-1]
                ["total_win"] >= 20 * BET)
    monkeypatch.setattr(session, "FairRng", lambda s, c, n: FairRng.from_seed(seed))
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    slot.anim.speed = "turbo"
    slot.start_round("base")
    seen = False
    for _ in range(4000):
        app.step(1 / 30)
        seen |= slot.celebration is not None and not slot.anim.busy
        if seen:
            break
    assert seen and not slot.session.active            # at the end, the round settled
    party = slot.celebration
    assert party.amount == slot.session.last_win
    key(pygame.K_SPACE)
    app.step(1 / 60)
    assert party.shown == party.amount                 # Space: the total at once
    key(pygame.K_SPACE)
    app.step(1 / 60)
    assert slot.celebration is None                    # and again: gone
    assert not slot.in_round


@pytest.mark.slow
def test_a_big_win_is_told_once_and_the_meters_count_with_it(app, monkeypatch):
    """Issue 28: "FREE SPINS COMPLETE 250.00" came first, then BIG -> MEGA -> EPIC counted up
    while LAST WIN and the credit were already final. One telling now: the feature's total is
    the count-up's heading, and the meters are final only when the count is."""
    import game.round.session as session
    import game.window.ui.hud as hud
    from engine.games import load_game
    from engine.rng import FairRng
    from engine.round import run
    game = load_game("sweet-bonanza-xmas")
    seed = next(s for s in range(5000) if run(game, BET, FairRng.from_seed(s), "buy")[-1]
                ["total_win"] >= 50 * BET)
    win = run(game, BET, FairRng.from_seed(seed), "buy")[-1]["total_win"]
    monkeypatch.setattr(session, "FairRng", lambda s, c, n: FairRng.from_seed(seed))
    drawn, real = [], hud.text
    monkeypatch.setattr(hud, "text", lambda s, m, *a, **k: drawn.append(str(m)) or
                        real(s, m, *a, **k))
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    slot.anim.speed = "turbo"
    start, cost = app.balance, slot.session.cost("buy")
    final = {app.money(start - cost + win), app.money(win)}      # the credit and LAST WIN
    slot.start_round("buy")
    frames, totals, party = [], 0, None
    for _ in range(20000):
        drawn.clear()
        app.step(1 / 30)
        totals += slot.anim.overlay.total is not None
        if slot.celebration and not slot.anim.busy:
            party = slot.celebration
            frames.append((party.shown < party.amount, set(drawn)))
        elif party:
            break
    assert totals == 0 and party.heading.startswith("FREE SPINS COMPLETE")
    assert party.amount == win == slot.session.last_win and app.balance == start - cost + win
    counting = [texts for counting, texts in frames if counting]
    assert len(counting) > 30 and not any(final & texts for texts in counting)
    assert final <= frames[-1][1]                   # when the count stands, the meters do
    slot.start_round("buy")                          # the same round again: Space skips
    for _ in range(20000):
        app.step(1 / 30)
        if slot.celebration and not slot.anim.busy:
            break
    key(pygame.K_SPACE)
    drawn.clear()
    app.step(1 / 30)
    assert final - {app.money(start - cost + win)} <= set(drawn)
    assert app.money(start - 2 * cost + 2 * win) in drawn


@pytest.mark.slow
def test_a_bought_feature_that_paid_back_less_than_its_price_is_not_a_big_win(app, monkeypatch):
    """Playing Sweet Bonanza Xmas's buy: 30x the bet back for 100x showed BIG WIN."""
    import game.round.session as session
    from engine.games import load_game
    from engine.rng import FairRng
    from engine.round import run
    game = load_game("sweet-bonanza-xmas")
    seed = next(s for s in range(5000) if 20 * BET <= run(game, BET, FairRng.from_seed(s),
                                                          "buy")[-1]["total_win"] < 100 * BET)
    monkeypatch.setattr(session, "FairRng", lambda s, c, n: FairRng.from_seed(seed))
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    slot.anim.speed = "turbo"
    slot.start_round("buy")
    totals = parties = 0
    for _ in range(20000):
        app.step(1 / 30)
        totals += slot.anim.overlay.total is not None
        parties += slot.celebration is not None
        if not slot.in_round:
            break
    assert parties == 0 and totals > 0          # its feature's total screen tells it instead
