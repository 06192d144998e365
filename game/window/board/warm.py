"""A round's pictures made as its game is entered (issue 54): the halos, lit tiles, columns'
light, a trigger's rays, flash and shade, each symbol's sparks and the resting board's glint,
each of the sizes and colours the board's steps (game/window/board/steps.py) draw them at.
Made the first time a frame asked for them, they cost the frames of a game's first busy round
4-8 ms each (build/bench.py's p99 frames). Each is drawn once, through the very call a step
makes, where nothing shows, so what is kept is what that step would have made: the same
pixels, under the same key.

Left to be made as asked: a bursting symbol's halo, whose size follows the frame's time (every
size of it in every colour would hold 55-200 MB), the symbols at the sizes a pulse passes
through (a smoothscale of a symbol each, 0.02 ms), and the plates of words whose size follows
what they say (an amount). What is made here holds 8-20 MB while the game is played (its
value halos the most: Sweet Bonanza Xmas's); it goes when the game is left (release_art).
"""
from collections.abc import Iterable

import pygame

from game.window.board.steps import VALUE_GLOW, WAIT_GLOW, WIN_COLOURS, Trigger
from game.window.board.view import BoardView
from game.window.look import Look
from game.window.ui import idle

LEVELS = BoardView.GLOW_LEVELS
CHEER = range(round(LEVELS * 0.45), LEVELS + 1)    # a win's tile as it beats: 0.45 .. 1
LIT_COLUMN = range(round(LEVELS * 0.5), LEVELS + 1)   # a waiting column: 0.5 .. 1
STAMP = (255, 255, 255)        # a stamped cell's flash (and a won mark's light): 0.9 .. 1
GROW = (255, 90, 90)           # cells growing into place: their light, fading 1 .. 0
WAITING = (1.0, 1.15)          # a waiting scatter's halo: landed, fallen
# a value's halo by its size, 0.1 larger a bit of its value more up to x16 (steps.py): a value
# is x2 at least (x1 multiplies nothing), so never the smallest
VALUES = [base + 0.1 * k for base in (0.75, 0.8) for k in range(1, 5)]
TRIGGER = 1.3                  # a trigger's symbols' halo
BURST_AT = ((255, 255, 255), (255, 225, 120))   # a trigger's sparks beside its colour


def warm_round(view: BoardView, look: Look, symbols: Iterable[str]) -> None:
    """Make what a round of `look`'s game draws on `view`, for its board's `symbols` (those
    that burst into sparks)."""
    nowhere = pygame.Surface((1, 1))
    frame = look.theme["frame"]
    view.warm(frame)                              # a trigger's rays, flash and shade
    for colour in WIN_COLOURS:                    # a win: its cells lit, haloed as they beat
        view.halo(nowhere, 0, 0, colour)
        for level in CHEER:
            view.glow(nowhere, 0, 0, colour, level / LEVELS)
    for level in CHEER:
        view.glow(nowhere, 0, 0, STAMP, level / LEVELS)
    if "grow" in look.grid.values():
        for level in range(LEVELS + 1):
            view.glow(nowhere, 0, 0, GROW, level / LEVELS)
    for level in LIT_COLUMN:                      # an anticipation: the columns still to come
        view.column_glow(nowhere, 0, level / LEVELS)
    for size in WAITING:
        view.halo(nowhere, 0, 0, WAIT_GLOW, size=size)
    if look.roles.symbol("multiplier") or "sum" in look.multipliers.values():
        for size in VALUES:                       # values glowing on the board, then summed
            view.halo(nowhere, 0, 0, VALUE_GLOW, size=size)
    trigger = Trigger(frame).colour               # the colour a trigger's step keeps
    view.halo(nowhere, 0, 0, trigger, size=TRIGGER)
    view.particles.warm((trigger, *BURST_AT))
    for symbol in symbols:                        # each symbol's sparks, from its colours
        view.particles.warm(view.colours(symbol))
    idle.warm(view)
