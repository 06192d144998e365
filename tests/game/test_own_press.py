"""A spin costs money: it starts only from a press made on the ready play screen (issue 45, 1).
A press that closes a screen (the intro, a menu, a page, a dialog) is that screen's alone: its
key repeat, a queued duplicate KEYDOWN, its KEYUP, a press begun under another screen never
spin. The real window under load: tests/e2e/test_press_in_window.py."""
import pygame
import pytest

from helpers import frames, key
from game.window.presses import Presses
from game.window.scenes.intro import IntroScene
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene

GAME = "santas-wonderland"


def down(code):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def up(code):
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=""))


def rounds(app) -> int:
    return app.storage.db.execute("SELECT COUNT(*) FROM rounds").fetchone()[0]


def into_game(app, intro=True):
    app.set("intro", intro)
    app.push(LobbyScene(app))
    app.top.selected = app.top.games.index(GAME)
    key(pygame.K_RETURN)
    app.step(1 / 60)


def test_the_intro_waits_for_the_player(app):
    into_game(app)
    frames(app, 12.0, dt=2.0)                 # long after the 4 s it used to leave at
    assert isinstance(app.top, IntroScene)
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert isinstance(app.top, SlotScene) and rounds(app) == 0


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER])
def test_the_press_that_closes_the_intro_never_spins(app, code):
    into_game(app)
    down(code)          # closes the intro; then its duplicates and repeats, then its release
    down(code)
    app.step(1 / 60)
    down(code)
    app.step(1 / 60)
    up(code)
    frames(app, 0.5)
    assert isinstance(app.top, SlotScene) and not app.top.in_round and rounds(app) == 0
    key(code)                                 # a press made on the ready play screen spins
    app.step(1 / 60)
    assert app.top.in_round and rounds(app) == 1


def test_a_key_held_from_the_lobby_never_spins(app):
    app.set("intro", False)
    app.push(LobbyScene(app))
    down(pygame.K_RETURN)                     # opens the game, and is held
    app.step(1 / 60)
    assert isinstance(app.top, SlotScene)
    for _ in range(5):
        down(pygame.K_RETURN)                 # the key repeat of the lobby's press
        app.step(1 / 60)
    up(pygame.K_RETURN)
    app.step(1 / 60)
    assert not app.top.in_round and rounds(app) == 0


@pytest.mark.parametrize("name", ["bet_menu", "info", "settings"])
def test_the_key_that_closes_a_panel_is_the_panels(app, name):
    into_game(app, intro=False)
    slot = app.top
    {"bet_menu": slot.open_bet_menu, "info": lambda: slot.info(0),
     "settings": slot.open_settings}[name]()
    assert app.top is not slot
    down(pygame.K_SPACE)
    down(pygame.K_SPACE)
    app.step(1 / 60)
    assert app.top is slot
    down(pygame.K_SPACE)
    up(pygame.K_SPACE)
    app.step(1 / 60)
    assert not slot.in_round and rounds(app) == 0


def test_a_click_that_closes_the_intro_is_the_intros():
    presses = Presses(("down",), ("up",))

    class Event:
        def __init__(self, kind, button):
            self.type, self.button = kind, button
    assert presses.belongs(Event("down", 1))          # the intro takes it
    presses.new_top()                                 # and leaves
    assert not presses.belongs(Event("down", 1))      # a duplicate of it
    assert not presses.belongs(Event("up", 1))        # its release
    assert presses.belongs(Event("down", 1))          # a new click
    assert presses.belongs(Event("down", 4)) and presses.belongs(Event("down", 4))  # the wheel
