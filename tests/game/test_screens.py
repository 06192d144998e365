"""Every screen opens and closes, from the keyboard and the mouse."""
import pygame
import pytest

from helpers import frames, key
from engine.games import available_games
from game.window.scenes.autoplay_panel import AutoplayPanel
from game.window.scenes.bet_menu import BetMenu
from game.window.scenes.confirm import Confirm
from game.window.scenes.history import HistoryScene
from game.window.scenes.info import InfoScene
from game.window.scenes.settings import SettingsScene
from game.window.scenes.slot import SlotScene

OPENERS = [("info_button", InfoScene), ("help_button", InfoScene),
           ("settings_button", SettingsScene), ("auto_button", AutoplayPanel),
           ("bet_button", BetMenu), ("history_button", HistoryScene)]


@pytest.mark.parametrize("game_id", available_games())
@pytest.mark.parametrize("button,kind", OPENERS)
def test_each_panel_opens_from_its_button_and_esc_closes_it(app, game_id, button, kind):
    scene = SlotScene(app, game_id)
    app.push(scene)
    getattr(scene.controls, button).press()
    assert isinstance(app.top, kind)
    frames(app, 0.05)                        # it draws
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is scene


def test_buy_asks_first_showing_the_price(app):
    scene = SlotScene(app, "santas-wonderland")
    app.push(scene)
    balance = app.balance
    scene.controls.buy_button.press()
    ask = app.top
    assert isinstance(ask, Confirm) and app.money(100 * scene.session.bet) in ask.question
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is scene and not scene.in_round and app.balance == balance
    scene.controls.buy_button.press()
    app.top.buttons[0].press()               # BUY
    assert scene.in_round and app.balance == balance - 100 * scene.session.bet


def test_buy_is_disabled_when_the_balance_is_too_small(app):
    app.storage.reset_wallet(1000)
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    app.step(1 / 60)
    assert not scene.controls.buy_button.enabled


@pytest.mark.slow
@pytest.mark.parametrize("game_id", available_games())
def test_a_game_opens_on_its_resting_screen_not_an_empty_frame(app, game_id):
    scene = SlotScene(app, game_id)
    app.push(scene)
    frames(app, 0.05)
    cells = scene.anim.board.cells
    assert all(s is not None for row in cells for s in row)
    assert cells == scene.game.resting_screen() and not scene.game.pays(cells)


def test_a_short_meter_is_drawn_in_sections_and_a_long_one_as_a_bar(app):
    from game.window.ui.gauges import track
    lit = (250, 120, 200)

    def row(value, target):
        surface = pygame.Surface((240, 20))
        track(surface, pygame.Rect(0, 5, 228, 12), value, target, lit)
        return [tuple(surface.get_at((x, 12)))[:3] for x in (36, 75, 114, 190)]

    def filled(rgb):                     # the fill's colour, not the tube's dark glass
        return rgb[0] > 150 and rgb[2] > 80

    sections = row(2, 3)                 # sections 72 px, gaps 6 px
    assert filled(sections[0]) and sections[1] == (0, 0, 0) and filled(sections[2])
    assert not filled(sections[3]) and sections[3] != (0, 0, 0)  # lit, gap, lit, unlit
    bar = row(70, 140)
    assert filled(bar[1]) and not filled(bar[3])


def test_the_intro_draws_over_a_game_whose_buttons_are_already_labelled(app):
    """Issue 21: the intro overlay blanked the buttons' labels behind it."""
    from engine.games import available_games
    from game.window.look import look_of
    from game.window.scenes.intro import IntroScene
    from game.window.scenes.slot import SlotScene
    for game_id in available_games():
        slot = SlotScene(app, game_id)
        app.push(slot)
        app.push(IntroScene(app, theme=slot.theme, game_id=game_id))
        app.step(1 / 60)
        controls = slot.controls
        titled = [b for b in controls.buttons
                  if b not in (controls.bet_button, controls.credit_button)]
        assert all(b.label for b in titled), [b.rect for b in titled if not b.label]
        assert look_of(game_id).tagline[-1].endswith(".")
        app.pop()
        app.pop()


def test_the_buy_and_the_ante_leave_while_a_features_spins_or_levels_play(app):
    """Commercial games clear what buys or bets into a feature while its spins play: not
    drawn, not clickable, back when the spins end."""
    from dataclasses import replace
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    app.step(1 / 60)
    controls, idle = scene.controls, scene.snapshot()
    assert {controls.buy_button, controls.ante_button} <= set(controls.shown(idle))
    spinning = replace(idle, spin_counter=(3, 10))
    assert not {controls.buy_button, controls.ante_button} & set(controls.shown(spinning))
    surface = pygame.Surface((1280, 720))
    surface.fill((0, 0, 0))
    controls.draw(surface, spinning)
    assert surface.get_at(controls.buy_button.rect.center)[:3] == (0, 0, 0)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                               pos=controls.ante_button.rect.center)
    mode = scene.session.mode
    controls.handle(click, spinning)
    assert scene.session.mode == mode
    controls.draw(surface, idle)
    assert surface.get_at(controls.buy_button.rect.center)[:3] != (0, 0, 0)
    levels = replace(idle, level=(2, 5))              # a feature played in levels
    assert controls.buy_button not in controls.shown(levels)
