"""The board's own art and the disabled look (issue 37, 6): a look's win picture lights a
winning cell and its mark tiles sit behind marked ones; a disabled worded button reads as
disabled (sunk, darker than itself, unlit), its words still readable."""
import pygame

from helpers import recording
from game.window.assets import picture
from game.window.ui.widgets import Button, contrast_ratio
from game.window.scenes.slot import SlotScene


def _differs(a, b) -> int:
    return sum(a.get_at((x, y)) != b.get_at((x, y)) for x in range(0, a.get_width(), 3)
               for y in range(0, a.get_height(), 3))


def test_a_looks_win_and_mark_pictures_are_drawn_on_the_board(app):
    slot = app.push(SlotScene(app, "santas-wonderland"))
    view, art = slot.view, slot.look.board_art
    assert art["win"] and art["mark"] and art["win_tint"]
    cell = pygame.Rect(0, 0, view.cell, view.cell)
    cell.center = view.center(1, 1)

    def drawn(paint):
        screen = pygame.Surface((1280, 720), pygame.SRCALPHA)
        screen.fill((0, 0, 0, 255))
        paint(screen)
        return screen.subsurface(cell).copy()
    lit = drawn(lambda s: view.glow(s, 1, 1, (255, 215, 90), 1.0))
    plain = slot.view.__class__(view.game_id, view.rows, view.cols, view.rect, {}, "valued")
    plain_lit = drawn(lambda s: plain.glow(s, 1, 1, (255, 215, 90), 1.0))
    assert _differs(lit, plain_lit) > 100                 # the picture, not the plain line
    colour = next(iter(slot.look.mark_colours))
    marked = drawn(lambda s: view.mark(s, 1, 1, colour))
    tile = picture(("santas-wonderland", *art["mark"].format(colour=colour).split("/")),
                   (view.cell, view.cell))
    expected = pygame.Surface(cell.size, pygame.SRCALPHA)
    expected.fill((0, 0, 0, 255))
    expected.blit(tile, (0, 0))
    assert _differs(marked, expected) == 0
    won = drawn(lambda s: view.mark(s, 1, 1, colour, won=True))
    assert _differs(won, marked) > 100                    # won: its own tile


def test_a_disabled_worded_button_is_sunk_not_washed_out(app):
    screen = pygame.Surface((400, 120))
    screen.fill((230, 220, 240))                          # a pale sky behind it
    on = Button((20, 20, 160, 60), "BUY", lambda: None, colour=(150, 40, 60))
    off = Button((220, 20, 160, 60), "BUY", lambda: None, colour=(150, 40, 60))
    off.enabled = False
    on.draw(screen)
    with recording() as drawn:
        off.draw(screen)

    def light(rect):
        return sum(sum(screen.get_at((x, y))[:3]) for x in range(rect.x + 8, rect.right - 8, 4)
                   for y in range(rect.y + 8, rect.y + 20, 2))
    assert light(off.rect) < light(on.rect) * 0.6         # darker than itself, no gloss
    face = screen.get_at((off.rect.x + 12, off.rect.bottom - 10))[:3]
    assert face[0] > face[2]                              # still its own colour, greyed
    assert drawn and all(d.contrast >= 4.5 for d in drawn)
    assert contrast_ratio(face, (230, 220, 240)) >= 3     # it stands off a pale sky
    assert not off.press()
