"""A round's pictures made as its game is entered (issue 54): the halos, lit tiles, columns'
light, a trigger's rays, flash and shade, each symbol's sparks and the resting board's glint,
each of the sizes and colours the board's steps (game/window/board/steps.py) draw them at.
Made the first time a frame asked for them, they cost the frames of a game's first busy round
4-8 ms each (build/bench.py's p99 frames). Each is drawn once, through the very call a step
makes, where nothing shows, so what is kept is what that step would have made: the same
pixels, under the same key.

Left to be made as asked: a bursting symbol's halo, whose size follows the frame's time (every
size of it in every colour would hold 14-52 MB), the symbols at the sizes a pulse passes
through (a smoothscale of a symbol each, 0.02 ms), and the plates of words whose size follows
what they say (an amount). What is made here holds 8-15 MB while the game is played (the
most where values are summed); it goes when the game is left (release_art).
"""
from collections.abc import Iterable

import pygame

from game.window.board.stage import Colour
from game.window.board.steps import VALUE_GLOW, WAIT_GLOW, WIN_COLOURS, Trigger
from game.window.board.view import BoardView, flash_side
from game.window.effects import RAY_TURNS, glow_levels, light_rays
from game.window.look import Look
from game.window.ui import idle

LEVELS = BoardView.GLOW_LEVELS


def levels(low: float, high: float) -> list[float]:
    """The strengths that pick each brightness a light between `low` and `high` is drawn at
    (a halo keeps only those: game/window/board/view.py)."""
    return [i / LEVELS for i in range(round(low * LEVELS), round(high * LEVELS) + 1)]


# each light as the steps (game/window/board/steps.py, animator.py) draw it: its size and
# the strengths it moves between (a wave's 0 .. 1 mapped as each step maps it)
CHEER = levels(0.45, 1.0)                       # a win's tile as it beats
WIN_HALO = levels(0.45 * 0.8, 0.8)              # ... and its halo
LIT_COLUMN = levels(0.5, 1.0)                   # a waiting column: landing 0.6 .., falling .. 0.9
STAMP = (255, 255, 255)        # a stamped cell's flash (and a won mark's light): 0.5 .. 1
GROW = (255, 90, 90)           # cells growing into place: their light, fading 1 .. 0
WAITING = ((1.0, levels(0.55, 1.0)), (1.15, levels(0.75, 1.0)))   # a waiting scatter's halo
# a value's halo on the board and as it waits to be summed, by its size, 0.1 larger a bit of
# its value more up to x16: a value is x2 at least (x1 multiplies nothing), never the smallest
VALUES = [(base + 0.1 * k, strengths) for base, strengths in ((0.75, levels(0.35, 0.6)),
                                                             (0.8, levels(0.5, 1.0)))
          for k in range(1, 5)]
TRIGGER = (1.3, levels(0.6, 1.0))               # a trigger's symbols' halo
BURST_AT = ((255, 255, 255), (255, 225, 120))   # a trigger's sparks beside its colour


def warm_round(view: BoardView, look: Look, symbols: Iterable[str]) -> None:
    """Make what a round of `look`'s game draws on `view`, for its board's `symbols` (those
    that burst into sparks)."""
    nowhere = pygame.Surface((1, 1))
    frame = look.theme["frame"]
    warm_trigger(view, frame, nowhere)
    for colour in WIN_COLOURS:                    # a win: its cells lit, haloed as they beat
        for strength in WIN_HALO:
            view.halo(nowhere, 0, 0, colour, strength)
        for strength in CHEER:
            view.glow(nowhere, 0, 0, colour, strength)
    for strength in levels(0.5, 1.0):
        view.glow(nowhere, 0, 0, STAMP, strength)
    if "grow" in look.grid.values():
        for strength in levels(0.0, 1.0):
            view.glow(nowhere, 0, 0, GROW, strength)
    for strength in LIT_COLUMN:                   # an anticipation: the columns still to come
        view.column_glow(nowhere, 0, strength)
    for size, strengths in WAITING:
        for strength in strengths:
            view.halo(nowhere, 0, 0, WAIT_GLOW, strength, size)
    if look.roles.symbol("multiplier") or "sum" in look.multipliers.values():
        for size, strengths in VALUES:            # values glowing on the board, then summed
            for strength in strengths:
                view.halo(nowhere, 0, 0, VALUE_GLOW, strength, size)
    trigger = Trigger(frame).colour               # the colour a trigger's step keeps
    size, strengths = TRIGGER
    for strength in strengths:
        view.halo(nowhere, 0, 0, trigger, strength, size)
    view.particles.warm((trigger, *BURST_AT))
    for symbol in symbols:                        # each symbol's sparks, from its colours
        view.particles.warm(view.colours(symbol))
    idle.warm(view)


def warm_trigger(view: BoardView, colour: Colour, nowhere: pygame.Surface) -> None:
    """A trigger's rays in `colour`, its flash (a glow a quarter of the board wide, at its
    brightnesses) at its largest, and the shade it opens over (each ray's turn a smoothscale,
    the flash 4 ms: they made the p99 frames of a first trigger)."""
    for turn in range(RAY_TURNS):
        light_rays(view.ray_radius(), tuple(colour[:3]), turn)
    view.iris(nowhere, 0.5, colour)
    side = glow_levels(view.grid_rect().width // 4, (255, 255, 255), 8)[8].get_width()
    shown = [k / 1000 for k in range(1000) if round(8 * (1 - k / 1000 * 1.6))]
    view.light_burst(nowhere, max(shown, key=lambda k: flash_side(side, k)), 0.0, colour)
