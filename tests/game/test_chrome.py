"""A slot's chrome (issue 27, points 6-8): big wins with a coin shower and tier plaques, the
controls drawn from sprites/ui in four states, the meters on a bar, the lobby's title as art,
paytable cards whose pays are the engine's at every bet, help pages that stay in their box."""
import pygame
import pytest

from helpers import frames, key, recording
from engine.games import available_games
from engine.money import win_amount
from game.window.assets import resource
from game.window.board.animator import Animator
from game.window.celebration import Celebration
from game.window.effects import CoinShower
from game.window.look import look_of
from game.window.scenes.info import InfoScene
from game.window.ui import hud, widgets
from game.window.ui.widgets import PictureButton
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene

GAMES = available_games()


def draw_hud(slot, surface):
    """The meter bar and the side panels, as the slot's sections draw them."""
    state = slot.snapshot()
    slot.meter_bar.draw(surface, state)
    slot.panels.draw(surface, state)


def recorded(draw, *args):
    """The texts `draw(*args)` writes (tests/helpers.py's recording)."""
    with recording() as drawn:
        draw(*args)
    return drawn


# --- big wins ---------------------------------------------------------------------------------

def test_coins_are_thrown_fall_under_gravity_and_all_leave_once_stopped():
    frames_ = [[pygame.Surface((10, 10))] * 4]
    shower = CoinShower(frames_, rate=60, seed=1)
    shower.update(0.5)
    assert len(shower.coins) == 30
    falling = [list(c) for c in shower.coins]
    shower.update(0.1)
    for before, after in zip(falling, shower.coins):
        assert after[3] > before[3]              # gravity: each falls faster (or rises slower)
    shower.stop()
    for _ in range(300):
        shower.update(1 / 60)
    assert shower.done and shower.coins == []


@pytest.mark.slow          # a long proof (issue 54: the fast lane's minute)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_big_win_rains_coins_over_a_plaque_and_none_stay_after(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    bet = slot.session.bet
    slot.session.last_win = 150 * bet
    slot.celebration = Celebration(150 * bet, bet)
    frames(app, 0.5)
    assert slot.shower is not None and len(slot.shower.coins) > 10
    drawn = [d.message for d in recorded(slot.draw, app.screen)]
    assert slot.celebration.title in drawn       # on the tier's plaque (sprites/ui)
    assert hud.plaque(slot.celebration.title, slot.celebration.tiers) is not None
    key(pygame.K_SPACE)                          # the total at once
    app.step(1 / 60)
    key(pygame.K_SPACE)                          # and closed
    app.step(1 / 60)
    assert slot.celebration is None and slot.shower is not None    # its last coins fall...
    frames(app, 3.0)
    assert slot.shower is None                   # ...and none stays


@pytest.mark.slow          # a big win drawn frame by frame: 2 s of CPU
def test_the_meters_under_a_big_win_are_not_final_before_its_count_up_ends(app):
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    bet, start = slot.session.bet, app.balance
    final = app.money(150 * bet)
    slot.session.last_win = 150 * bet
    slot.celebration = Celebration(150 * bet, bet)
    seen, party = [], slot.celebration
    while party.counting:
        app.step(1 / 30)
        texts = {d.message for d in recorded(draw_hud, slot, app.screen)}
        if party.shown < party.amount:          # still counting: neither meter is final
            seen.append(final in texts or app.money(start) in texts)
    assert len(seen) > 30 and not any(seen)
    texts = {d.message for d in recorded(draw_hud, slot, app.screen)}
    assert final in texts and app.money(start) in texts


@pytest.mark.slow          # two big wins drawn frame by frame: 4 s of CPU
def test_turbo_tells_a_big_win_four_times_as_fast(app):
    slot = app.push(SlotScene(app, "santas-wonderland"))
    bet = slot.session.bet
    seconds = {}
    for speed in ("normal", "turbo"):
        slot.anim.speed = speed
        slot.celebration = party = Celebration(150 * bet, bet)
        clock = 0.0
        while party.counting:
            app.step(1 / 60)
            clock += 1 / 60
        seconds[speed] = clock
        slot.celebration = None
    assert seconds["normal"] == pytest.approx(8.0, abs=0.1)        # an epic win: about 8 s
    assert seconds["turbo"] == pytest.approx(2.0, abs=0.1)


# --- buttons and meters -----------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_every_control_has_distinct_frames_and_the_spin_button_is_the_largest(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    icons = [b for b in slot.controls.buttons if isinstance(b, PictureButton)]
    assert len(icons) >= 10
    slot.controls.spin_button.stop = False
    for button in icons + [slot.controls.spin_button]:
        states = [button.image(s) for s in widgets.STATES]
        assert all(s is not None for s in states), button.label
        pixels = {bytes(pygame.image.tobytes(s, "RGBA")) for s in states}
        assert len(pixels) == 4, f"{button.label}: its states look alike"
    slot.controls.spin_button.stop = True
    stops = {bytes(pygame.image.tobytes(slot.controls.spin_button.image(s), "RGBA"))
             for s in ("normal", "hover", "pressed")}
    assert len(stops) == 3
    spin = slot.controls.spin_button.rect        # the largest control; the buy badge is an
    others = [b for b in slot.controls.buttons   # offer on its plaque beside the board, as the
              if b not in (slot.controls.spin_button, slot.controls.buy_button)]  # games' is
    assert len(others) >= 10
    assert all(spin.width * spin.height > b.rect.width * b.rect.height for b in others)


def test_a_control_shows_hover_and_press_from_the_mouse_and_the_keys(app):
    slot = app.push(SlotScene(app, "midnight-princess"))
    button = slot.controls.history_button
    centre = button.rect.center
    corner = (button.rect.right - 1, button.rect.bottom - 1)      # the halo, not the disc
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=corner, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert button.state == "normal"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert button.state == "hover"
    assert "HISTORY" in [d.message for d in recorded(slot.draw, app.screen)]   # its name
    slot.controls.spin_button.hover = False
    key(pygame.K_SPACE)
    app.step(1 / 60)
    assert slot.controls.spin_button.state == "pressed" and slot.controls.spin_button.stop
    frames(app, 0.2)
    assert slot.controls.spin_button.state == "normal"


@pytest.mark.parametrize("game_id", GAMES)
def test_credit_bet_and_win_sit_on_the_bar_in_the_players_money_view(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    slot.coin_view = bool(slot.game.bets.coins)
    app.step(1 / 60)
    texts = recorded(draw_hud, slot, app.screen)
    amounts = [d for d in texts if d.message in (slot.show(app.balance),
                                                 slot.show(slot.session.cost()),
                                                 slot.show(slot.session.last_win))]
    assert len(amounts) == 3
    assert all(hud.BAR.contains(d.rect) for d in amounts)
    if slot.coin_view:
        assert all(d.message.endswith("coins") for d in amounts)


def test_the_lobby_title_is_art_not_text(app):
    lobby = app.push(LobbyScene(app))
    assert lobby.logo is not None
    assert "TUMBLING SLOTS" not in [d.message for d in recorded(lobby.draw, app.screen)]


def test_the_anticipation_stops_when_the_reels_stop():
    class View:
        particles = []

        def update_particles(self, dt):
            pass
    heard = []
    anim = Animator(View(), 5, 6, sound=lambda cue, step=None: heard.append(cue),
                    look=look_of("sweet-bonanza-xmas"))
    cells = [["heart"] * 6 for _ in range(5)]
    for r, c in ((4, 0), (0, 2), (2, 3)):
        cells[r][c] = "scatter"
    anim.feed({"type": "grid", "reason": "spin", "cells": cells,
               "trigger": {"symbol": "scatter", "count": 4}})    # what the engine says
    for _ in range(2000):                        # bounded: a landing lasts seconds, not 20
        if "anticipation" in heard:
            break
        anim.update(0.01)
    assert "anticipation" in heard
    assert "anticipation_end" not in heard       # still rising while columns fall
    for _ in range(2000):
        if not anim.busy:
            break
        anim.update(0.01)
    assert not anim.busy and heard.count("anticipation_end") == 1   # stopped as they stop


# --- paytable and help ------------------------------------------------------------------------

@pytest.mark.slow          # every pay of every bet drawn: 1-2 s of CPU a game
@pytest.mark.parametrize("game_id", GAMES)
def test_the_paytables_pays_are_the_engines_at_every_bet(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    game = slot.game
    for bet in game.bets.steps:
        slot.session.bet = bet
        slot.info(0)
        info = app.top
        assert isinstance(info, InfoScene)
        pays = {}
        for page in range(info.first_help):           # the paytable's pages
            info.page = page
            texts = recorded(info.draw, app.screen)
            cards = info.cards(info.box)
            pays.update({symbol: [pay for _, pay in lines] for _, symbol, lines in cards})
            for rect, _, lines in cards:
                inside = [d.message for d in texts if rect.contains(d.rect)]
                assert [pay for _, pay in lines] == [m for m in inside if m.startswith("RM")]
        for symbol, row in game.paytable.pays.items():
            assert sorted(pays[symbol]) == sorted(app.money(win_amount(bet, p)) for p in row)
        app.pop()


@pytest.mark.parametrize("game_id", GAMES)
def test_no_text_leaves_its_box_on_any_page_and_features_have_pictures(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    slot.session.bet = slot.game.bets.high          # the widest amounts
    slot.info(0)
    info = app.top
    pictured = 0
    for page in range(len(info.pages)):
        info.page = page
        texts = recorded(info.draw, app.screen)
        outside = [d.message for d in texts if not info.box.contains(d.rect)]
        assert outside == [], f"page {page + 1}"
        if page < info.first_help:
            for rect, _, _ in info.cards(info.box):
                inside = [d for d in texts if d.rect.colliderect(rect)]
                assert all(rect.contains(d.rect) for d in inside)
        pictured += len(info.pictures[page])
    shipped = len(list(resource("sprites", game_id, "features").glob("*.png")))
    assert pictured >= shipped                   # every feature's picture on a page
