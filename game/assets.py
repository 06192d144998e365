"""Where the client's files are, from source and from a frozen build, and the sprite cache.

One helper finds every resource: next to the package when run from source, inside the bundle
when frozen by PyInstaller (sys._MEIPASS). Sprites are SVG rasterised at the size the board needs,
so they stay sharp at any window size; each (game, symbol, size) is drawn once.
"""
import sys
from functools import lru_cache
from pathlib import Path

import pygame


def resource_root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) if frozen else Path(__file__).resolve().parents[1]


def resource(*parts) -> Path:
    return resource_root().joinpath(*parts)


@lru_cache(maxsize=512)
def sprite(game_id: str, name: str, size: int) -> pygame.Surface:
    """The symbol `name` of a game as a size x size surface (a placeholder if none is drawn)."""
    path = resource("sprites", game_id, f"{name}.svg")
    if path.exists():
        return pygame.image.load_sized_svg(str(path), (size, size)).convert_alpha()
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surface, (200, 200, 200), (size // 2, size // 2), size // 2 - 2)
    return surface


@lru_cache(maxsize=64)
def font(size: int, bold: bool = True) -> pygame.font.Font:
    f = pygame.font.Font(None, size)
    f.set_bold(bold and size < 40)
    return f


def reset():
    """Forget every cached font and surface: they belong to one pygame session."""
    sprite.cache_clear()
    font.cache_clear()
