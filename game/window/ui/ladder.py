"""A multiplier as a meter that steps: a feature played in levels shows its ladder (each rung
lit as it is reached, the current one haloed), a growing multiplier shows the steps either side
of it; the new value punches in as it steps. And a meter one short of its feature glows.

Functions of what the board holds (the animator's multiplier and level, the scene's flash),
drawn only: nothing here keeps state.
"""
from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.window.easing import punch, wave
from game.window.effects import brightness_levels, glow_levels, glow_ring
from game.window.ui.widgets import mirrored, readable_size, text

HEIGHT = 64           # a growing multiplier's steps
LADDER_HEIGHT = 70    # a ladder of levels and its multiplier


def height(level: tuple[int, int] | None) -> int:
    return LADDER_HEIGHT if level and level[1] else HEIGHT
LIT = (255, 215, 90)
PAST = (245, 205, 130)
DARK = (205, 195, 235)
TRACK = (78, 66, 118)


def draw(surface: pygame.Surface, box: pygame.Rect, value: int,
         level: tuple[int, int] | None = None, since: float = 1.0, total: bool = False) -> None:
    """The multiplier `value` in `box`; `level` (n, of) for a ladder of levels; `since`
    (0..1) how far the last step's punch has gone; `total`: a sum, shown alone (no steps)."""
    if level and level[1]:
        rungs(surface, box, level)
        size = round(34 * punch(since, 0.45))
        text(surface, f"x{value}", (box.centerx, box.bottom - 17), size, LIT)
        return
    steps(surface, box, value, since, around=not total)


def rungs(surface: pygame.Surface, box: pygame.Rect, level: tuple[int, int]) -> None:
    n, of = level
    gap = 6
    width = (box.width - 24 - gap * (of - 1)) / of
    for i in range(of):
        rung = mirrored((round(box.x + 12 + i * (width + gap)), box.y + 6, round(width), 24),
                        box)                        # the first level at the right in Arabic
        reached = i < n
        pygame.draw.rect(surface, LIT if reached else TRACK, rung, border_radius=6)
        if i == n - 1:
            halo = glow_levels(24, LIT)[5]
            surface.blit(halo, halo.get_rect(center=rung.center),
                         special_flags=pygame.BLEND_RGB_ADD)
            pygame.draw.rect(surface, (255, 255, 255), rung, 2, border_radius=6)
        text(surface, f"L{i + 1}", rung.center, readable_size("L"),
             (40, 20, 10) if reached else DARK, shadow=False, bold=False)


def steps(surface: pygame.Surface, box: pygame.Rect, value: int, since: float,
          around: bool = True) -> None:
    """The value large and lit, the steps before it lit dimmer, the next ones dark."""
    cx, cy = box.centerx, box.centery
    size = readable_size("x")                # the steps either side: small, still readable
    for offset in (-2, -1, 1, 2) if around else ():
        v = value + offset
        if v < 1:
            continue
        x = mirrored((cx + (100 if abs(offset) == 2 else 64) * (1 if offset > 0 else -1), 0,
                      0, 0), box).x             # the steps to come at the left in Arabic
        text(surface, f"x{v}", (x, cy + 4), size, PAST if offset < 0 else DARK, shadow=False,
             bold=abs(offset) == 1)
    if since < 1:
        halo = glow_levels(40, LIT)[max(0, round(8 * (1 - since)))]
        surface.blit(halo, halo.get_rect(center=(cx, cy)), special_flags=pygame.BLEND_RGB_ADD)
    text(surface, f"x{value}", (cx, cy), round(46 * punch(since, 0.35)), LIT)


@lru_cache(maxsize=16)
def _ring(size: tuple[int, int], colour: tuple[int, ...]) -> tuple[pygame.Surface, ...]:
    return brightness_levels(glow_ring(size, colour, spread=10, radius=12), 6)


def waiting(surface: pygame.Surface, box: pygame.Rect, clock: float, colour: Sequence[int]) -> None:
    """A meter one short of its feature glows, pulsing, round its plate."""
    levels = _ring(box.size, tuple(colour[:3]))
    ring = levels[1 + round(wave(clock, 0.8) * (len(levels) - 2))]
    surface.blit(ring, ring.get_rect(center=box.center), special_flags=pygame.BLEND_RGB_ADD)
