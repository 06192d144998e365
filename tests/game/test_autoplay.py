"""Autoplay plays its count and stops early on each condition the player set."""
import pygame
import pytest

from helpers import frames, key
from engine.rng import FairRng
from engine.round import run
from game.round.autoplay import Autoplay, AutoplayPlan
from game.window.scenes.slot import SlotScene

BET = 200


def round_events(total_win=0, feature=False):
    events = [{"type": "round_start"}]
    if feature:
        events.append({"type": "feature", "name": "free_spins", "phase": "start"})
    return events + [{"type": "round_end", "total_win": total_win, "capped": False}]


def test_plays_its_count_then_stops():
    auto = Autoplay(AutoplayPlan(count=3), BET, 10_000)
    played = 0
    while auto.take():
        played += 1
        if not auto.after_round(round_events(), 10_000):
            break
    assert played == 3 and auto.stopped_because == "all rounds played"


def test_stops_on_a_big_feature_only_when_asked_and_names_it():
    start = {"type": "feature", "name": "free_spins", "phase": "start"}
    assert not Autoplay(AutoplayPlan(count=10), BET, 0).stops_at(start)
    auto = Autoplay(AutoplayPlan(count=10, stop_on=("free_spins",)), BET, 0,
                    {"free_spins": "free spins"})
    auto.take()
    assert not auto.stops_at({"type": "feature", "name": "girl_power", "phase": "start"})
    assert not auto.stops_at({**start, "phase": "end"})
    assert auto.stops_at(start)                 # at the trigger, not at the round's end
    assert auto.stopped_because == "free spins started" and auto.left == 0


def test_autoplay_always_has_a_loss_limit():
    from game.round.autoplay import LOSS_LIMITS
    assert AutoplayPlan().loss_x > 0 and 0 not in LOSS_LIMITS


def test_stops_when_a_single_win_exceeds_the_limit():
    auto = Autoplay(AutoplayPlan(count=10, single_win_x=10), BET, 0)
    auto.take()
    assert auto.after_round(round_events(total_win=10 * BET), 0)        # equal: goes on
    assert not auto.after_round(round_events(total_win=10 * BET + 1), 0)


def test_stops_when_the_balance_drops_or_rises_by_the_limit():
    down = Autoplay(AutoplayPlan(count=10, loss_x=10), BET, 10_000)
    down.take()
    assert down.after_round(round_events(), 10_000 - 10 * BET + 1)
    assert not down.after_round(round_events(), 10_000 - 10 * BET)
    up = Autoplay(AutoplayPlan(count=10, gain_x=10), BET, 10_000)
    up.take()
    assert not up.after_round(round_events(), 10_000 + 10 * BET)


@pytest.mark.slow
def test_the_real_loop_runs_autoplay_and_space_stops_it(app, monkeypatch):
    import game.round.session as session
    seeds = iter(range(100, 10_000))
    monkeypatch.setattr(session, "FairRng", lambda s, c, n: FairRng.from_seed(next(seeds)))
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    scene.anim.speed = "turbo"
    scene.session.autoplay_plan.count = 3
    scene.start_autoplay()
    for _ in range(600):
        frames(app, 0.1)
        if scene.session.autoplay is None and not scene.in_round:
            break
    assert "all rounds played" in scene.session.message
    scene.session.autoplay_plan.count = 100
    scene.start_autoplay()
    frames(app, 0.1)
    assert scene.session.autoplay is not None
    key(pygame.K_SPACE)
    app.step(1 / 60)
    assert scene.session.autoplay is None and "stopped by the player" in scene.session.message


@pytest.mark.slow
def test_the_real_loop_stops_autoplay_on_a_feature(app, monkeypatch):
    import game.round.session as session
    from engine.games import load_game
    game = load_game("midnight-princess")
    seeds = [s for s in range(400) if any(e["type"] == "feature" and e["name"] ==
                                          "princess_trinity" for e in
                                          run(game, 100, FairRng.from_seed(s)))]
    quiet = [s for s in range(400) if s not in seeds][:2]
    order = iter(quiet + seeds[:1] + list(range(1000, 2000)))
    monkeypatch.setattr(session, "FairRng", lambda s, c, n: FairRng.from_seed(next(order)))
    scene = SlotScene(app, "midnight-princess")
    app.push(scene)
    scene.anim.speed = "turbo"
    plan = scene.session.autoplay_plan
    plan.count, plan.stop_on = 50, ("princess_trinity",)
    scene.start_autoplay()
    for _ in range(1200):
        frames(app, 0.1)
        if scene.anim.waiting_for_choice:
            scene.choose(scene.anim.overlay.choice[0])
        if scene.anim.holding:                # the feature's plaque waits for the player
            assert "Princess Trinity started" in scene.session.message
            key(pygame.K_SPACE)
        if scene.session.autoplay is None and not scene.in_round:
            break
    assert len(app.storage.rounds()) == 3   # two quiet rounds, then the one with the feature


def test_the_player_picks_which_feature_stops_autoplay(app):
    """Issue 21, item 9: each of the game's big features alone, all of them, or none; the
    small helpers (Girl Power) are never offered."""
    slot = SlotScene(app, "midnight-princess")
    app.push(slot)
    slot.toggle_autoplay()
    panel = app.top
    seen = []
    for _ in range(4):
        panel.toggles[0].press()
        app.step(1 / 60)
        seen.append((slot.session.autoplay_plan.stop_on, panel.toggles[0].label))
    assert seen == [(("free_spins",), "FREE SPINS"),
                    (("princess_trinity",), "PRINCESS TRINITY"),
                    (("free_spins", "princess_trinity"), "ANY FEATURE"),
                    ((), "OFF")]
    assert "girl_power" not in panel.called


def test_autoplay_stops_at_the_trigger_and_the_feature_waits_for_the_player(app, monkeypatch):
    """Issue 45, 2: told to stop at a feature, autoplay stops as the feature starts, says why
    at once, and the feature's plaque waits for the player's press, as the player starts it;
    the feature then plays on at the player's speed, and no further round is bought."""
    import game.round.session as session
    from engine.games import load_game
    game = load_game("midnight-princess")
    assert any(ev_["type"] == "feature" and ev_["name"] == "princess_trinity"
               for ev_ in run(game, 100, FairRng.from_seed(0)))      # seed 0 starts it
    order = iter(range(0, 2000))
    monkeypatch.setattr(session, "FairRng", lambda s, c, n: FairRng.from_seed(next(order)))
    scene = SlotScene(app, "midnight-princess")
    app.push(scene)
    scene.anim.pace("turbo")
    plan = scene.session.autoplay_plan
    plan.count, plan.stop_on = 50, ("princess_trinity",)
    scene.start_autoplay()
    for _ in range(600):
        scene.update(0.1)
        if scene.anim.holding:
            break
    assert scene.anim.holding and scene.session.active        # at the trigger, mid-round
    assert scene.session.autoplay is None
    assert scene.session.message == "Autoplay stopped: Princess Trinity started"
    # where it stopped is the session's alone (issue 57, 8): the scene reads it, never clears it
    stopped_at = scene.session.stopped_at
    assert stopped_at is not None and scene.session.events[stopped_at]["type"] == "feature"
    for _ in range(100):                                      # 10 s: it waits
        scene.update(0.1)
    assert scene.session.stopped_at == stopped_at
    assert scene.anim.holding and scene.anim.overlay.banner is not None
    assert scene.snapshot().holding             # and the screen says what starts it
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=""))
    assert not scene.anim.holding
    assert scene.anim.speed == "turbo"                        # the player's own speed
    for _ in range(3000):
        if scene.anim.waiting_for_choice:
            scene.choose(scene.anim.overlay.choice[0])
        scene.update(0.1)
        if not scene.in_round:
            break
    assert not scene.in_round and len(app.storage.rounds()) == 1


def test_an_autoplay_stopped_by_the_balance_says_so(app):
    """Issue 45, 2: every stop says why, as it stops: a round the balance cannot pay too."""
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    app.storage.reset_wallet(scene.session.cost() - 1)
    scene.start_autoplay()
    assert scene.session.autoplay is None
    assert scene.session.message == "Autoplay stopped: Balance too low for this bet"
