"""Life while nothing plays (issue 49, 5): now and then a symbol on the resting board glints (a
star of light flares on it and fades) or breathes (it swells a little and settles), one or two
at a time, never in a rhythm a player notices; and a band of light sweeps across the game's
logo every few seconds.

Everything here is a function of the screen's clock (handed in: the animator's, which moves with
the loop's time), so a frame can be drawn twice alike and nothing keeps state: which cell moves,
and when, comes from the clock's slot, seeded (decoration only: no outcome comes from here). The
pictures are made once (the sparkle at a few sizes, the logo's shine in a few frames) and
blitted; a frame costs one or two small blits and one scaled symbol from the view's cache.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.window.assets import picture
from game.window.easing import hump

if TYPE_CHECKING:
    from game.window.board.view import BoardView

# (kind, every how many seconds one starts, how long it lasts, its slot's seed offset)
MOMENTS = (("glint", 1.7, 0.8, 0), ("breath", 2.9, 1.6, 7919))
BREATH = 0.06            # how much a breathing symbol swells
SPARKLE_SIZES = 6        # the sparkle's sizes, made once each
SHIMMER_EVERY = 7.0      # seconds between the logo's shines
SHIMMER_TAKES = 1.1      # seconds a shine takes across
SHIMMER_FRAMES = 16


def moments(clock: float, rows: int, cols: int) -> list[tuple[str, int, int, float]]:
    """[(kind, row, col, phase 0..1)]: the symbols moving at `clock`, each kind's cell picked
    by its slot of time."""
    out = []
    for kind, every, lasts, seed in MOMENTS:
        slot = int(clock // every)
        phase = (clock - slot * every) / lasts
        if phase < 1:
            pick = random.Random(slot * 104729 + seed)
            out.append((kind, pick.randrange(rows), pick.randrange(cols), phase))
    return out


@lru_cache(maxsize=8)
def _sparkles(cell: int) -> tuple[pygame.Surface, ...]:
    """The sparkle (sprites/ui/sparkle.png, or a plain star) at SPARKLE_SIZES sizes up to
    half a cell."""
    out = []
    for i in range(1, SPARKLE_SIZES + 1):
        side = max(4, cell * i // (2 * SPARKLE_SIZES))
        image = picture(("ui", "sparkle"), (side, side))
        if image is None:
            image = pygame.Surface((side, side), pygame.SRCALPHA)
            half = side / 2
            pygame.draw.polygon(image, (255, 255, 240), [(half, 0), (half + side / 8, half),
                                                         (half, side), (half - side / 8, half)])
            pygame.draw.polygon(image, (255, 255, 240), [(0, half), (half, half - side / 8),
                                                         (side, half), (half, half + side / 8)])
        out.append(image)
    return tuple(out)


def draw_board(surface: pygame.Surface, view: BoardView, cells: Sequence[Sequence[str | None]],
               clock: float) -> None:
    """The resting board's glints and breaths over it (drawn after the board)."""
    rows, cols = len(cells), len(cells[0]) if cells else 0
    if not rows or not cols:
        return
    for kind, r, c, phase in moments(clock, rows, cols):
        symbol = cells[r][c]
        if symbol is None:
            continue
        swell = hump(phase)                           # 0 .. 1 .. 0
        if kind == "breath":
            view.draw_symbol(surface, symbol, r, c, scale=1 + BREATH * swell)
            continue
        image = view.symbol_image(symbol)
        x, y = view.center(r, c)
        at = image.get_rect(center=(round(x), round(y)))
        shine(surface, image, at, phase)
        spot = (round(x + view.cell * 0.14), round(y - view.cell * 0.16))
        sparkles = _sparkles(view.cell)
        star = sparkles[min(len(sparkles) - 1, round(swell * (len(sparkles) - 1)))]
        surface.blit(star, star.get_rect(center=spot))


@lru_cache(maxsize=4)
def _band(height: int) -> pygame.Surface:
    """A diagonal band of light (premultiplied, to be added on), three times as wide as tall."""
    width = height * 3
    band = pygame.Surface((width, height), pygame.SRCALPHA)
    for step, alpha in ((height // 2, 50), (height // 3, 80), (height // 6, 120)):
        left = width / 2 - step / 2
        pygame.draw.polygon(band, (255, 255, 255, alpha),
                            [(left + height / 2, 0), (left + step + height / 2, 0),
                             (left + step - height / 2, height), (left - height / 2, height)])
    return band


def shine(surface: pygame.Surface, image: pygame.Surface, at: pygame.Rect, phase: float) -> None:
    """A band of light crossing `image` (drawn at `at`) from left to right as `phase` goes
    0 .. 1, only where the image is: its own colours lit, on any background."""
    band = _band(at.height)
    wide = band.get_width()
    centre = -wide / 2 + (at.width + wide) * phase       # the band's middle, in the image
    light = pygame.Surface(at.size, pygame.SRCALPHA)
    light.blit(band, (round(centre - wide / 2), 0))
    light.blit(image, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)   # cut to its shape
    surface.blit(light.premul_alpha(), at, special_flags=pygame.BLEND_RGB_ADD)


def shimmer_frames(logo: pygame.Surface | None) -> tuple[pygame.Surface, ...]:
    """The logo's shine: a soft diagonal band of light at SHIMMER_FRAMES places across it, cut
    to the logo's own shape (its alpha) and premultiplied, to be added on."""
    if logo is None:
        return ()
    w, h = logo.get_size()
    shape = logo.copy()
    shape.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)   # white, its alpha
    out = []
    band = max(12, w // 7)
    for i in range(SHIMMER_FRAMES):
        x = -band - h + (w + 2 * band + h) * i / (SHIMMER_FRAMES - 1)
        light = pygame.Surface((w, h), pygame.SRCALPHA)
        for step, alpha in ((band, 40), (band * 2 // 3, 60), (band // 3, 90)):
            left, right = x + band / 2 - step / 2, x + band / 2 + step / 2
            pygame.draw.polygon(light, (255, 255, 255, alpha),
                                [(left + h / 2, 0), (right + h / 2, 0), (right - h / 2, h),
                                 (left - h / 2, h)])
        light.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.append(light.premul_alpha())
    return tuple(out)


def draw_shimmer(surface: pygame.Surface, frames: Sequence[pygame.Surface], rect: pygame.Rect,
                 clock: float) -> None:
    """The logo's shine at `clock` (a sweep every SHIMMER_EVERY s), over the logo in `rect`."""
    if not frames:
        return
    phase = (clock % SHIMMER_EVERY) / SHIMMER_TAKES
    if phase >= 1:
        return
    image = frames[min(len(frames) - 1, int(phase * len(frames)))]
    surface.blit(image, image.get_rect(center=rect.center), special_flags=pygame.BLEND_RGB_ADD)


def warm(view: BoardView) -> None:
    """The sparkle at its sizes (read from its picture) and the glint's band, made as the game
    is entered, not in the frame of the first glint (a resting frame's several ms)."""
    _sparkles(view.cell)
    _band(view.symbol_size)                  # as tall as a symbol drawn at the board's size
