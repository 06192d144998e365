"""Where the client's files are, installed, frozen or in a checkout, and the picture cache.

One helper, resource("sprites" or "sounds", ...), finds every art and audio file: call it, never
build a path yourself. It asks the package where it is (importlib.resources), never the current
folder: a wheel and the frozen build carry sprites/ and sounds/ inside the client's package
(game/sprites/, setup.py says why), a checkout keeps them at its top. Pictures are the PNGs the
art recipes rendered (sprites/make_sprites.py) at twice the size the board shows them: each is
read once, then smoothscaled to each size asked and cached, so drawing a frame never scales or
reads a file. The running program reads no SVG.
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


def _ready(surface: pygame.Surface) -> pygame.Surface:
    """In the display's pixel format when there is one, for fast blits; as loaded otherwise."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


@lru_cache(maxsize=256)
def _loaded(path: Path):
    return pygame.image.load(str(path)) if path.is_file() else None


@lru_cache(maxsize=1024)
def picture(parts: tuple, size: tuple | None = None) -> pygame.Surface | None:
    """sprites/<parts...>.png, as drawn or smoothscaled to `size` (w, h); None if absent."""
    image = _loaded(resource("sprites", *parts[:-1], f"{parts[-1]}.png"))
    if image is None:
        return None
    if size and image.get_size() != tuple(size):
        image = pygame.transform.smoothscale(image, (max(1, size[0]), max(1, size[1])))
    return _ready(image)


@lru_cache(maxsize=512)
def sprite(game_id: str, name: str, size: int) -> pygame.Surface:
    """The symbol `name` of a game as a size x size surface (a placeholder if none is drawn)."""
    image = picture((game_id, name), (size, size))
    if image is not None:
        return image
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
    for cached in (_loaded, picture, sprite, font):
        cached.cache_clear()
