"""A replay ends like the round it shows (issue 45, 4): it is presented as it was live (its big
win counted up, the balance untouched), the spin button offers no paid spin, a REPLAY badge
shows all through it, and its end asks REPLAY AGAIN or BACK, by key or button."""
import pygame

from engine.games import load_game
from engine.rng import FairRng
from engine.round import run
from game.window.scenes import Scene
from game.window.scenes.confirm import Confirm
from game.window.scenes.slot import SlotScene

GAME = "sweet-bonanza-xmas"


def press(scene, code):
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def to_the_end(app, slot) -> bool:
    """Play the replay on (turbo) until its end asks; whether a big win was counted up,
    checking the balance never moved meanwhile."""
    counted, balance = False, app.balance
    for _ in range(3000):
        slot.update(0.1)
        counted = counted or slot.celebration is not None
        assert slot.snapshot().balance == balance and slot.snapshot().replay_of == "7"
        if app.top is not slot:
            return counted
    raise AssertionError("the replay never ended")


def test_a_replay_shows_its_big_win_and_ends_with_again_or_back(app):
    events = run(load_game(GAME), 200, FairRng.from_seed(192))
    assert events[-1]["total_win"] >= 50 * 200                # a MEGA WIN when it was played
    record = {"id": 7, "game": GAME, "bet": 200, "mode": "base", "events": events}
    below = Scene(app)
    app.push(below)
    slot = SlotScene(app, GAME)
    app.push(slot)
    slot.replay(record)
    slot.anim.pace("turbo")
    balance = app.balance
    assert to_the_end(app, slot), "the big win was not told in the replay"
    end = app.top
    assert isinstance(end, Confirm) and end.title == "REPLAY ENDED"
    assert [b.label for b in end.buttons] == ["REPLAY AGAIN", "BACK"]
    slot.controls.refresh(slot.snapshot())
    assert not slot.controls.spin_button.enabled              # no paid spin offered
    press(end, pygame.K_SPACE)                                # REPLAY AGAIN
    assert app.top is slot and slot.session.active and slot.session.replaying
    assert to_the_end(app, slot)
    press(app.top, pygame.K_ESCAPE)                           # BACK
    assert app.top is below
    assert app.balance == balance and not app.storage.rounds()
