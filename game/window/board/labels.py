"""Words over the board: each win's pay (and how many of what won) rising from its cluster,
and the plates the board's moments write on (a multiplier's value in flight, the sum they
make).

Every one is drawn on its own dark plate edged in its colour, from its first frame: it reads
over any symbol and never runs into another. Where several wins share a centre their pays
stack (placed() moves each clear of those before it).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.window.assets import face
from game.window.easing import Ease, ease
from game.window.ui.theme import panel
from game.window.ui.widgets import readable_size, text
from game.words.i18n import _

if TYPE_CHECKING:
    from engine import events as ev
    from game.window.board.stage import Colour
    from game.window.board.view import BoardView

# a win's pay as placed: its plate's rect, its words, its colour, how many of what won
Placed = tuple[pygame.Rect, str, "Colour", str]

RISE = 0.9            # seconds a pay takes to rise from its cluster
SIZE = 40
PLATE = (10, 6, 24, 225)


def plate(surface: pygame.Surface, words: str, center: tuple[float, float], size: int,
          colour: Colour) -> pygame.Rect:
    """`words` in `colour` on a dark plate edged in it, centred at `center`."""
    w, h = face(size, words).size(words)
    box = pygame.Rect(0, 0, w + 28, h + 14)
    box.center = (round(center[0]), round(center[1]))
    surface.blit(panel(box.size, PLATE, min(14, box.height // 2), colour), box)
    text(surface, words, box.center, size, colour, shadow=False)
    return box


def placed(view: BoardView, labels: Sequence[tuple[ev.WinEvent, Colour]],
           money: Callable[[int], str], age: float) -> list[Placed]:
    """[(plate rect, words, colour)] of the wins' pays `age` seconds after they showed: each at
    its cluster's centre, risen by up to half a cell, kept on the board (a win along the top
    row would rise onto the frame), and moved down past any placed before."""
    board = view.grid_rect()
    rise = round(ease(0, view.cell * 0.5, 0, RISE, age, Ease.OUT_CUBIC))
    out: list[Placed] = []
    taken: list[pygame.Rect] = []
    for win, colour in labels:
        positions = win["positions"]
        if positions:
            x = sum(view.center(r, c)[0] for r, c in positions) / len(positions)
            y = sum(view.center(r, c)[1] for r, c in positions) / len(positions)
        else:
            x, y = view.grid_rect().center
        words = money(win["amount"])
        count = counted(win)
        width = max(face(SIZE, words).size(words)[0],
                    face(readable_size(count), count, False).size(count)[0] if count else 0)
        box = pygame.Rect(0, 0, width + 24, 70 if count else 44)
        box.center = (round(x), round(y) - rise)
        box.clamp_ip(board)
        while box.collidelist(taken) >= 0:       # two wins around one centre: stack them
            box.move_ip(0, box.height + 4)
        taken.append(box)
        out.append((box, words, colour, count))
    return out


def counted(win: ev.WinEvent) -> str:
    """How many of what won: "8 x HEART" (nothing for a win without its symbol)."""
    if not win.get("symbol") or not win.get("count"):
        return ""
    return _("{count} x {symbol}").format(
        count=win['count'], symbol=_(win['symbol'].replace('_', ' ').upper()))


def draw_pays(surface: pygame.Surface, view: BoardView,
              shown: Sequence[tuple[ev.WinEvent, Colour]], money: Callable[[int], str],
              age: float) -> None:
    """The pays of the wins `shown` ([(win, colour)]) `age` seconds after they showed."""
    for box, words, colour, count in placed(view, shown, money, age):
        surface.blit(panel(box.size, PLATE, 14, colour), box)
        if count:
            text(surface, count, (box.centerx, box.y + 16), readable_size(count), (235, 230, 245),
                 shadow=False, bold=False)
            text(surface, words, (box.centerx, box.bottom - 23), SIZE, colour, shadow=False)
        else:
            text(surface, words, box.center, SIZE, colour, shadow=False)
