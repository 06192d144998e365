"""The bet menu driven by the keyboard (issue 56: Right did nothing, Enter closed it keeping the
old bet): the arrows point, Enter takes what is pointed at and closes, Esc closes with the bet
as it was; a click still takes a step at once."""
import pygame
import pytest

from game.window.scenes.bet_menu import BetMenu
from game.window.scenes.slot import SlotScene
from helpers import key


def menu(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    app.step(0)
    slot.open_bet_menu()
    app.step(0)
    assert isinstance(app.top, BetMenu)
    return slot, app.top


@pytest.mark.parametrize("game_id", ["santas-wonderland", "sweet-bonanza-xmas"])
def test_the_arrows_point_enter_takes_it_and_closes(app, game_id):
    slot, bets = menu(app, game_id)
    before = slot.session.bet
    for code in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT):
        key(code)
        app.step(1 / 60)
    pointed = bets.pointed
    assert pointed.hover and sum(b.hover for b in bets.buttons) == 1
    assert slot.session.bet == before                   # pointing takes nothing
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert app.top is slot and slot.session.bet != before
    if bets.ladder.coins:                               # the coin value's row: that coin
        assert app.money(bets.coin) == pointed.label
    else:
        assert app.money(slot.session.bet) == pointed.label


def test_esc_leaves_the_bet_as_it_was(app):
    slot, bets = menu(app, "santas-wonderland")
    before = slot.session.bet
    key(pygame.K_RIGHT)
    app.step(1 / 60)
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is slot and slot.session.bet == before and not slot.in_round
