"""A big feature's tally (issue 56): while a big feature plays, what it has left and what it has
won stand large beside the board, as commercial releases show them during their features: its
spins left (or the level it has reached), its multiplier, and its win so far. The frame is the
game's (sprites/<id>/plaques/frame_tally.png, made by sprites/svg.py tally_frame in the colours
of its plaques), set where its look's layout puts `feature_panel`; the words and figures are
drawn on the frame's three sunk wells each frame.

Generic: it shows what the round's state holds (a spin counter, a level, a multiplier, the
feature's win), never a game's name; a game whose look gives it no place keeps its small
counters. `draw` changes no state.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame
from pygame.typing import RectLike

from game.window.assets import face, picture
from game.window.effects import glow_levels
from game.words.i18n import _
from game.window.ui import gauges
from game.window.ui.theme import panel
from game.window.ui.widgets import fit_lines, fit_size, line_height, readable_size, text

if TYPE_CHECKING:
    from game.window.slot.state import SlotState

UNITS = (125, 160)                     # the frame as drawn (sprites/svg.py TALLY_FRAME)
WELLS = ((11, 17, 103, 43), (11, 64, 103, 43), (11, 111, 103, 40))   # sprites/svg.py TALLY_WELLS
LABEL, FIGURE, WIN = (235, 226, 250), (255, 225, 120), (255, 246, 214)
FIGURE_SIZE = 80                       # the largest a figure is drawn at (a label: readable)
POP = 0.45                             # seconds a changed figure glows
# the multiplier's well before there is one (free spins whose multipliers add, before the
# first lands): an empty meter's dash, greyed, as the commercial games show an empty meter; never
# "x0" (the spin's wins are not multiplied by nothing) nor a blank well (which reads broken)
EMPTY, EMPTY_COLOUR = "\u2014", (176, 168, 196)


def rows(state: SlotState, title: str = "") -> list[tuple[str, str]]:
    """[(label, figure)] for the three wells: the spins left (or the level reached; a feature
    with neither has its `title` there), the multiplier (EMPTY until there is one) and the
    feature's win so far."""
    if state.spin_counter:
        index, of = state.spin_counter
        first = (_("FREE SPINS LEFT"), str(max(0, of - index)))
    elif state.level:
        first = (_("LEVEL"), f"{state.level[0]}/{state.level[1]}")
    else:
        first = ("", title)
    multiplier = f"x{state.multiplier}" if state.multiplier is not None else EMPTY
    return [first, (_("MULTIPLIER"), multiplier),
            (_("TOTAL WIN"), state.show(state.feature_win or 0))]


def wells(box: pygame.Rect) -> list[pygame.Rect]:
    """The wells' rects for the frame drawn in `box`."""
    kx, ky = box.width / UNITS[0], box.height / UNITS[1]
    return [pygame.Rect(box.x + round(x * kx), box.y + round(y * ky), round(w * kx),
                        round(h * ky)) for x, y, w, h in WELLS]


def draw(surface: pygame.Surface, box: RectLike, game_id: str, shown: Sequence[tuple[str, str]],
         rim: Sequence[int], ages: Sequence[float | None] = ()) -> None:
    """The tally in `box`, its wells saying `shown` (`rows`); `ages`: seconds since each well's
    figure changed (None: settled)."""
    box = pygame.Rect(box)
    frame = picture((game_id, "plaques", "frame_tally"), box.size)
    if frame is not None:
        surface.blit(frame, box)
    else:                                       # no frame drawn: the game's plate and wells
        gauges.draw_plate(surface, box, rim)
        for well in wells(box):
            surface.blit(panel(well.size, (6, 3, 14, 235), 12), well)
    ages = list(ages) + [None] * 3
    for i, (well, (label, figure)) in enumerate(zip(wells(box), shown)):
        inner = well.inflate(-12, -4)
        small = readable_size(label)
        lines = fit_lines(label, small, inner.width) if label else []
        step = line_height(small) + 1     # as rendered (an accent, Ü, stands taller)
        for n, line in enumerate(lines):
            text(surface, line, (inner.centerx, inner.y + step * n + step // 2), small, LABEL,
                 shadow=False, bold=False)
        if not figure:
            continue
        high = step * len(lines)
        room = inner.height - high
        least = readable_size(figure)
        large = fit_size(figure, FIGURE_SIZE, inner.width, smallest=least)
        while large > least and face(large, figure).get_height() + 6 > room:
            large -= 2
        at = (inner.centerx, inner.y + high + room // 2)
        age = ages[i]
        if age is not None and age < POP:       # a new figure flashes in on a glow
            halo = glow_levels(min(60, room), FIGURE)[round(4 * (1 - age / POP))]
            surface.blit(halo, halo.get_rect(center=at), special_flags=pygame.BLEND_RGB_ADD)
        text(surface, figure, at, large,
             EMPTY_COLOUR if figure == EMPTY else WIN if i == 2 else FIGURE)
