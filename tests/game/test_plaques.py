"""Feature plaques and the shade behind them (issue 37, 2 and 3): a big feature's plaque says
what was won in large figures and what comes next; a small one sits by the board; the scene
behind a plaque dims as a whole, never in a band."""
import pygame
import pytest

from helpers import recording
from engine import events as ev
from engine.games import available_games
from game.window.look import Plaque, look_of
from game.window.ui import plaques
from game.window.scenes.slot import SlotScene

STARTS = {      # a start event of each game's features, as the engines emit them
    "sweet-bonanza-xmas": [{"name": "free_spins", "spins": 10}],
    "santas-wonderland": [{"name": "midnight_riches", "levels": 5, "bought": True},
                          {"name": "level", "level": 2, "multiplier": 5, "target": 120},
                          {"name": "wild_santa"}],
    "midnight-princess": [{"name": "free_spins", "princess": "storm", "spins": 8},
                          {"name": "girl_power", "princess": "love"}],
}


def _start(event):
    return {"type": ev.FEATURE, "phase": ev.START, **event}


@pytest.mark.parametrize("game_id", available_games())
def test_a_big_features_plaque_carries_its_count_and_what_comes_next(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    for event in STARTS[game_id]:
        plaque = slot.look.plaque(_start(event))
        counted = [str(event[k]) for k in ("spins", "levels", "multiplier") if k in event]
        if plaque.small:
            assert not slot.look.big(event["name"]) and plaque.line
            continue
        assert any(c in plaque.figure for c in counted), (event, plaque)
        assert plaque.line and plaque.heading
        slot.anim.overlay.banner = (plaque, 1.0, 1.0)
        with recording() as drawn:
            slot.draw(app.screen)
        box = plaques.big_rect(slot.view.grid_rect().center)
        shown = [d for d in drawn if box.contains(d.rect)]
        figure = next(d for d in shown if d.message == plaque.figure)
        assert figure.rect.height >= 40                    # large figures
        assert any(d.message == plaque.line for d in shown)
        assert all(d.contrast >= 4.5 for d in shown), [(d.message, d.contrast) for d in shown]


def test_a_free_spins_plaque_says_how_many():
    plaque = look_of("sweet-bonanza-xmas").plaque(_start({"name": "free_spins", "spins": 10}))
    assert plaque.figure == "10 FREE SPINS" and plaque.picture == "free_spins"


def test_small_features_get_a_small_plaque_by_the_board_not_the_big_one(app):
    slot = app.push(SlotScene(app, "santas-wonderland"))
    plaque = slot.look.plaque(_start({"name": "blocks"}))
    assert plaque.small
    slot.anim.overlay.banner = (plaque, 1.0, 1.0)
    with recording() as drawn:
        slot.draw(app.screen)
    box = pygame.Rect(slot.look.small_plaque)
    mine = [d for d in drawn if d.message == plaque.heading or
            (d.message and d.message in plaque.line and d.rect.colliderect(box))]
    assert " ".join(d.message for d in mine[1:]) == plaque.line    # on one line or two
    assert mine[0].message == plaque.heading and all(box.contains(d.rect) for d in mine)
    assert not box.colliderect(slot.view.grid_rect())
    big = plaques.big_rect(slot.view.grid_rect().center)
    assert not any(big.contains(d.rect) for d in mine)


@pytest.mark.parametrize("small", [False, True])
def test_no_shade_band_behind_a_plaque(app, small):
    """Issue 37, 3: a band 200 px high darkened the window's width behind a banner; now the
    whole scene dims (most at its edges) for a big plaque, and a small one dims nothing."""
    slot = app.push(SlotScene(app, "midnight-princess"))
    grey = pygame.Surface((1280, 720))
    grey.fill((160, 160, 160))
    plaque = Plaque("GIRL POWER", line="LOVE", small=True) if small else \
        Plaque("FREE SPINS", "8 FREE SPINS", "one line")
    plaques.draw(grey, slot.look, (640, 320), slot.look.small_plaque, plaque, 1.0, 1.0)
    if small:                          # every column clear of it is left as it was
        box = pygame.Rect(slot.look.small_plaque).inflate(90, 0)      # (it slides in)
        clear = [x for x in range(0, 1280, 50) if not box.left <= x <= box.right]
        assert {grey.get_at((x, y))[0] for x in clear for y in range(720)} == {160}
        return
    for x in (4, 200, 1100, 1275):     # columns clear of the plaque
        column = [grey.get_at((x, y))[0] for y in range(0, 720, 2)]
        assert max(abs(a - b) for a, b in zip(column, column[1:])) <= 3, x    # no edge
        assert max(column) < 160
    assert grey.get_at((4, 20))[0] < grey.get_at((200, 360))[0]    # darkest at the edges


@pytest.mark.parametrize("game_id", available_games())
def test_a_buy_asks_with_its_features_picture(app, game_id):
    """"BUY MIDNIGHT RICHES" was words alone on a plate: the buy's question shows its
    picture (sprites/<id>/plaques/buy.png), its words inside the panel and clear of it."""
    slot = app.push(SlotScene(app, game_id))
    if "buy" not in slot.game.modes:
        pytest.skip("no feature buy")
    slot.buy()
    ask = app.top
    assert ask is not slot and ask.art is not None
    with recording() as drawn:
        ask.draw(app.screen)
    art = ask.art.get_rect(center=(640, ask.box.y + 85 + ask.art.get_height() // 2))
    assert drawn and all(ask.box.contains(d.rect) and not d.rect.colliderect(art)
                         for d in drawn)


@pytest.mark.parametrize("game_id, column", [("sweet-bonanza-xmas", "left"),
                                              ("midnight-princess", "left")])
def test_a_column_carries_the_games_offer_while_nothing_else_is_there(app, game_id, column):
    """Issue 37, 5: Sweet Bonanza Xmas's right column was empty under its buy and ante, and
    Midnight Princess's left one under its Trinity meter until a princess was active. Their
    looks' promos fill them: the trigger's art and words, and the top prize, in figures from
    the game's own config, each word inside its plaque's face, readable, clear of the controls
    and the board; while free spins' meters or a princess's panel take the column, they give
    way. Issue 56: their offer frames are taller (each line 12 px tall, a long one on two), so
    Sweet Bonanza Xmas's went to its left column, between its logo and its key art."""
    slot = app.push(SlotScene(app, game_id))
    values = slot.game.help_values()
    if game_id == "sweet-bonanza-xmas":
        trigger = (f"{values['trigger_count']}+ LOLLIPOPS", f"{values['free_spins']} FREE SPINS")
    else:
        trigger = ("CLEAR THE GRID FOR", "FREE SPINS")
    expected = [trigger, ("WIN UP TO", f"{values['cap']:,}x")]
    with recording() as drawn:
        slot.draw(app.screen)
    shown = slot.panels.promos_shown(slot.snapshot())
    assert len(shown) == 2
    for (_, box, words), (small, figure) in zip(shown, expected):
        assert words == (small, figure)
        face = plaques.offer_face(box)            # its lines, a long one wrapped on two
        lines = sorted((d for d in drawn if face.contains(d.rect)), key=lambda d: d.rect.y)
        assert " ".join(d.message for d in lines) == f"{small} {figure}"
        assert all(d.contrast >= 4.5 for d in lines)
        assert lines[-1].rect.height > lines[0].rect.height               # the figure is large
        assert not box.colliderect(slot.view.grid_rect())
        assert (box.centerx < slot.view.grid_rect().x) == (column == "left")
        for button in slot.controls.buttons:
            assert not box.colliderect(button.rect), button
    slot.anim.progress.spin_counter = (1, 10)            # free spins: their counter is there
    assert slot.panels.promos_shown(slot.snapshot()) == []
    slot.anim.progress.spin_counter = None
    assert slot.panels.promos_shown(slot.snapshot()) == shown
    for kind in slot.look.status:                        # a status panel: the princess's
        slot.anim.progress.show_status({"type": kind, "active": "love"})
        assert slot.panels.promos_shown(slot.snapshot()) == []
    assert app.push(SlotScene(app, "santas-wonderland")).panels.promos == []     # a look without
