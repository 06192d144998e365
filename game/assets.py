"""Where the client's files are, installed, frozen or in a checkout, and the sprite cache.

One helper, resource("sprites" or "sounds", ...), finds every art and audio file: call it, never
build a path yourself. It asks the package where it is (importlib.resources), never the current
folder: a wheel and the frozen build carry sprites/ and sounds/ inside the client's package
(game/sprites/, setup.py says why), a checkout keeps them at its top. Sprites are SVG
rasterised at the size the board needs, so they stay sharp at any window size; each
(game, symbol, size) is drawn once.
"""
from functools import lru_cache
from importlib.resources import files
from pathlib import Path

import pygame

ART = ("sprites", "sounds")      # the folders the wheel maps into this package (setup.py)


@lru_cache(maxsize=1)
def resource_root() -> Path:
    """The folder that holds sprites/ and sounds/: this package where a wheel or a frozen build
    put them, else the checkout it lies in (run from source, or an editable install)."""
    package = Path(str(files(__package__)))
    return package if any((package / kind).is_dir() for kind in ART) else package.parent


def resource(*parts) -> Path:
    return resource_root().joinpath(*parts)


def art_files() -> dict:
    """kind -> every file of it this program holds (the recipes that make them left out): the
    self-test reports it, so a build that lost a picture or a sound differs from the source."""
    return {kind: sorted(p.relative_to(resource(kind)).as_posix()
                         for p in resource(kind).rglob("*")
                         if p.is_file() and p.suffix not in (".py", ".pyc"))
            for kind in ART}


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
