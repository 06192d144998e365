"""Words over the board: each win's pay rising from its cluster, and the plates the board's
moments write on (a bauble's value in flight, the sum they make).

Every one is drawn on its own dark plate edged in its colour, from its first frame: it reads
over any symbol and never runs into another. Where several wins share a centre their pays
stack (placed() moves each clear of those before it).
"""
import pygame

from game.assets import font
from game.effects import ease_out_cubic
from game.ui.theme import panel
from game.ui.widgets import text

RISE = 0.9            # seconds a pay takes to rise from its cluster
SIZE = 40
PLATE = (10, 6, 24, 225)


def plate(surface, words, center, size, colour) -> pygame.Rect:
    """`words` in `colour` on a dark plate edged in it, centred at `center`."""
    w, h = font(size).size(words)
    box = pygame.Rect(0, 0, w + 28, h + 14)
    box.center = (round(center[0]), round(center[1]))
    surface.blit(panel(box.size, PLATE, min(14, box.height // 2), colour), box)
    text(surface, words, box.center, size, colour, shadow=False)
    return box


def placed(view, labels, money, age) -> list:
    """[(plate rect, words, colour)] of the wins' pays `age` seconds after they showed: each at
    its cluster's centre, risen by up to half a cell, and moved down past any placed before."""
    rise = round(view.cell * 0.5 * ease_out_cubic(min(1.0, age / RISE)))
    out, taken = [], []
    for win, colour in labels:
        positions = win["positions"]
        if positions:
            x = sum(view.center(r, c)[0] for r, c in positions) / len(positions)
            y = sum(view.center(r, c)[1] for r, c in positions) / len(positions)
        else:
            x, y = view.grid_rect().center
        words = money(win["amount"])
        box = pygame.Rect(0, 0, font(SIZE).size(words)[0] + 24, 44)
        box.center = (round(x), round(y) - rise)
        while box.collidelist(taken) >= 0:       # two wins around one centre: stack them
            box.move_ip(0, box.height + 4)
        taken.append(box)
        out.append((box, words, colour))
    return out


def draw_pays(scene, surface):
    anim = scene.anim
    for box, words, colour in placed(scene.view, anim.labels, scene.show, anim.label_age):
        surface.blit(panel(box.size, PLATE, 14, colour), box)
        text(surface, words, box.center, SIZE, colour, shadow=False)
