"""Wins presented like a real slot (issue 21): big-win tiers with a count-up, once per round at
its end, skippable; a total screen after every big feature, skippable, and skipped altogether
with the Skip feature screens setting."""
import pygame
import pytest

from conftest import key
from engine import events as ev
from engine.games import available_games
from game.celebration import DEFAULT_TIERS, Celebration, read_tiers
from game.look import look_of

BET = 200


def test_no_celebration_below_the_first_tier():
    assert Celebration.for_win(20 * BET - 1, BET) is None
    assert Celebration.for_win(20 * BET, BET).title == "BIG WIN"


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


@pytest.mark.parametrize("game_id", available_games())
def test_a_total_screen_after_a_big_feature_unless_skipped(app, game_id):
    slot = app.open("slot", game_id)
    slot.anim.feed(big_feature_end(game_id))
    slot.anim.update(0.1)
    title, amount, detail, _ = slot.anim.total
    assert title.endswith("COMPLETE") and amount == 23800
    app.step(1 / 60)                                   # drawn, in the player's money view
    key(pygame.K_SPACE)
    app.step(1 / 60)
    assert slot.anim.total is None                     # any key skips it
    slot.anim.skip_screens = True
    slot.anim.feed(big_feature_end(game_id))
    slot.anim.update(0.1)
    assert slot.anim.total is None and not slot.anim.busy
    zero = dict(big_feature_end(game_id), win=0)
    slot.anim.skip_screens = False
    slot.anim.feed(zero)
    slot.anim.update(0.1)
    assert slot.anim.total is None                     # no screen for a zero win


def test_a_big_win_is_celebrated_once_at_the_rounds_end(app, monkeypatch):
    import game.session as session
    from engine.games import load_game
    from engine.rng import FairRng
    from engine.round import run
    game = load_game("sweet-bonanza-xmas")
    seed = next(s for s in range(5000) if run(game, BET, FairRng.from_seed(s))[-1]
                ["total_win"] >= 20 * BET)
    monkeypatch.setattr(session, "FairRng", lambda s, c, n: FairRng.from_seed(seed))
    slot = app.open("slot", "sweet-bonanza-xmas")
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
