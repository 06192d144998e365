"""Colours, gradients and panels: each game's theme comes from its look (game/window/look.py), the
lobby's is here; the worlds behind the screens are game/window/ui/scenery.py's."""
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, cast

import pygame
from pygame.typing import ColorLike, RectLike

# a screen's theme: its colours (RGB or RGBA tuples) and its title and decoration (names), by
# key: a game's from its look.yaml (game/window/look.py), the lobby's here
Theme = dict[str, Any]

LOBBY: Theme = {
    "title": "", "top": (18, 14, 48), "bottom": (70, 28, 80), "frame": (255, 215, 120),
    "board": (0, 0, 0, 0), "accent": (255, 200, 90), "text": (255, 246, 230), "deco": "stars",
}


def gradient(size: tuple[int, int], top: Sequence[int], bottom: Sequence[int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface((w, h))
    for y in range(h):
        t = y / max(1, h - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(top, bottom)]
        pygame.draw.line(surface, colour, (0, y), (w, y))
    return surface


def panel(size: Sequence[int], colour: Sequence[int], radius: int = 16,
          border: ColorLike | None = None) -> pygame.Surface:
    """A rounded plate of `colour` (with a `border` line), made once per look and kept: a
    frame draws dozens of them (blit it, never change it)."""
    # `border` as the screens hand it (pygame's ColorLike), drawn ones all RGB(A) sequences
    edge = cast("Sequence[int] | None", border)
    return _panel(tuple(size), tuple(colour), radius, tuple(edge) if edge else None)


@lru_cache(maxsize=96)
def _panel(size: tuple[int, ...], colour: tuple[int, ...], radius: int,
           border: tuple[int, ...] | None) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(surface, border, surface.get_rect(), width=3, border_radius=radius)
    return surface


def clear_panels() -> None:
    """Forget the plates made so far (a game left: those of its sizes); made again as asked."""
    _panel.cache_clear()


_shades: dict = {}      # size -> [a black surface, the alpha its pixels are filled with]


def dim(surface: pygame.Surface, alpha: float, rect: RectLike | None = None) -> None:
    """Darken `rect` of `surface` (all of it by default) by `alpha` of 255: one black surface
    per size, made once, its pixels filled with the alpha asked when it changes (a fade's every
    frame; a big win's dim once), so no frame allocates a screen-sized shade. The same pixels
    as a surface-wide alpha over opaque black, in half the time: a per-pixel blit alone takes
    pygame's fast path, one modulated by a surface alpha does not (0.5 ms a full screen)."""
    rect = pygame.Rect(rect) if rect is not None else surface.get_rect()
    alpha = max(0, min(255, int(alpha)))
    shade = _shades.get(rect.size)
    if shade is None:
        if len(_shades) >= 8:
            _shades.clear()
        shade = _shades[rect.size] = [pygame.Surface(rect.size, pygame.SRCALPHA), None]
    if shade[1] != alpha:
        shade[0].fill((0, 0, 0, alpha))
        shade[1] = alpha
    surface.blit(shade[0], rect)


@lru_cache(maxsize=2)
def _vignette(size: tuple[int, ...], centre: int, edge: int) -> pygame.Surface:
    """Black, `centre` of 255 opaque in the middle rising to `edge` at the corners: drawn small
    as rings and smoothscaled, so its rise has no steps."""
    small = pygame.Surface((160, 90), pygame.SRCALPHA)
    rings = 40
    for i in range(rings):
        k = 1 - i / rings                   # 1 at the corners .. 0 in the middle
        alpha = round(centre + (edge - centre) * k * k)
        oval = pygame.Rect(0, 0, round(160 * 1.42 * k), round(90 * 1.42 * k))
        oval.center = (80, 45)
        if i == 0:
            small.fill((0, 0, 0, alpha))
        pygame.draw.ellipse(small, (0, 0, 0, alpha), oval)
    return pygame.transform.smoothscale(small, size)


def warm_vignette(size: tuple[int, int] = (1280, 720), centre: int = 120,
                  edge: int = 215) -> None:
    """Make the shade now (a game entered), not in the frame of its first plaque."""
    _vignette(tuple(size), centre, edge)


def vignette(surface: pygame.Surface, strength: float, centre: int = 120,
             edge: int = 215) -> None:
    """Dim the whole of `surface` behind a plaque, most at its edges (never a band): the
    plaque reads over any symbol, the scene stays seen round it. `strength` 0..1 fades it."""
    shade = _vignette(surface.get_size(), centre, edge)
    shade.set_alpha(max(0, min(255, int(255 * strength))))
    surface.blit(shade, (0, 0))
