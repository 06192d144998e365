"""Notices are toasts (issue 45, 3; issue 49, 4): in one place of their own above the bar, in
the game's colours; each leaves after a few seconds or at the player's next action, and never
shows over a screen it does not belong to (the paytable, a menu)."""
import pygame

from helpers import key, recording
from game.window.scenes.slot import SlotScene
from game.round.session import SAID_SECONDS
from game.window.ui import hud

WORDS = "Autoplay stopped: the balance fell by 50x the bet"


def shown(app, scene) -> list:
    with recording() as drawn:
        scene.draw(app.screen)
    return [d for d in drawn if d.message == WORDS]


def test_a_notice_is_a_toast_above_the_bar_that_leaves_on_its_own(app, clock):
    scene = SlotScene(app, "midnight-princess")
    app.push(scene)
    scene.session.message = WORDS
    clock.advance(1.0)
    [toast] = shown(app, scene)
    assert hud.TOAST.contains(toast.rect) and toast.rect.bottom <= hud.BAR.top
    assert toast.contrast >= 4.5
    clock.advance(SAID_SECONDS)
    assert scene.session.message == "" and not shown(app, scene)


def test_a_notice_leaves_at_the_players_next_action(app, clock):
    scene = SlotScene(app, "midnight-princess")
    app.push(scene)
    scene.session.message = WORDS
    key(pygame.K_F1)                      # any key of the player's: the notice goes
    app.step(1 / 60)
    assert scene.session.message == "" and not shown(app, scene)


def test_a_notice_never_shows_over_another_screen(app, clock):
    scene = SlotScene(app, "midnight-princess")
    app.push(scene)
    scene.session.message = WORDS
    clock.advance(1.0)
    scene.info(0)                          # the paytable over the game
    assert not shown(app, scene)
    app.pop()
    assert shown(app, scene)
