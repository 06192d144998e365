"""Where the client's files are, installed, frozen or in a checkout, and the picture cache.

One helper, resource("sprites" or "sounds", ...), finds every art and audio file: call it, never
build a path yourself. It asks the package where it is (importlib.resources), never the current
folder: a wheel and the frozen build carry sprites/ and sounds/ inside the client's package
(game/sprites/, setup.py says why), a checkout keeps them at its top. Pictures are the PNGs the
art recipes rendered (sprites/make_sprites.py) at twice the size the board shows them: each is
read and smoothscaled once for each size asked and only that size is kept (never the file's
larger picture), so drawing a frame never scales or reads a file. A game's pictures are kept
while it is played and let go when it is left (release). The running program reads no SVG.
"""
from __future__ import annotations      # a tool may wrap pygame's loaders (tests/tour.py)

import io
import re
from collections.abc import Callable
from functools import lru_cache
from importlib.resources import files
from pathlib import Path

import pygame
import pygame.pkgdata

from game.window.typeset import ScriptFont
from game.words import i18n

ART = ("sprites", "sounds")      # the folders the wheel maps into this package (setup.py)


@lru_cache(maxsize=1)
def resource_root() -> Path:
    """The folder that holds sprites/ and sounds/: this package where a wheel or a frozen build
    put them, else the checkout it lies in (run from source, or an editable install)."""
    package = Path(str(files("game")))
    return package if any((package / kind).is_dir() for kind in ART) else package.parent


def resource(*parts: str) -> Path:
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


_pictures: dict = {}      # (parts, size) -> the picture at that size, or None if absent
_format: tuple | None = None    # the window's pixel format _pictures were made ready in


def picture(parts: tuple, size: tuple | None = None) -> pygame.Surface | None:
    """sprites/<parts...>.png, as drawn or smoothscaled to `size` (w, h); None if absent."""
    key = (tuple(parts), tuple(size) if size else None)
    if key not in _pictures:
        path = resource("sprites", *parts[:-1], f"{parts[-1]}.png")
        image = pygame.image.load(str(path)) if path.is_file() else None
        if image is not None and size and image.get_size() != tuple(size):
            image = pygame.transform.smoothscale(image, (max(1, size[0]), max(1, size[1])))
        _pictures[key] = None if image is None else _ready(image)
    return _pictures[key]


def made(parts: tuple, size: tuple[int, int],
         make: Callable[[], pygame.Surface | None]) -> pygame.Surface | None:
    """What `make` makes of sprites/<parts...> for `size` (a key art fitted to its box), kept
    as `picture`'s pictures are: made once, let go with its folder's (release)."""
    key = (tuple(parts), tuple(size))
    if key not in _pictures:
        _pictures[key] = make()
    return _pictures[key]


def sprite(game_id: str, name: str, size: int) -> pygame.Surface:
    """The symbol `name` of a game as a size x size surface (a placeholder if none is drawn)."""
    image = picture((game_id, name), (size, size))
    if image is not None:
        return image
    key = ((game_id, name, "placeholder"), (size, size))
    if key not in _pictures:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(surface, (200, 200, 200), (size // 2, size // 2), size // 2 - 2)
        _pictures[key] = surface
    return _pictures[key]


def release(folder: str) -> None:
    """Let go of the pictures of sprites/<folder>/ (a game's, when it is left): they are read
    again, at the sizes then asked, if it is entered again."""
    for key in [k for k in _pictures if k[0][0] == folder]:
        del _pictures[key]


# pygame's own font is drawn at 0.6875 of the size asked; a language's own type at this part of
# it, so its line stands as tall as a line of the client's own at the same size (the CJK body is
# large in its em, Arabic's and Devanagari's letters small in theirs)
CJK_SCALE = 0.58
SCALES = {"ar": 0.66, "hi": 0.66, "vi": 0.7}
# the tallest and deepest letters of a shaped script: the height its lines are given (its
# catalog's reach, so nothing a catalog writes is cut: Arabic's lam-alef with hamza, a final
# yeh; a vowel sign under a consonant. The Arabic catalog writes no optional vowel marks, as
# the genre's Arabic editions do not: a damma over a hamza stood a line higher)
REACH = {"ar": "لأإآ أو تأكيده تعذرت قراءة لا يساوي زائد", "hi": "हिन्दी हुआ क्षिर्ङ्गृठ्ठीकृ"}


@lru_cache(maxsize=64)
def font(size: int, bold: bool = True, latin: bool = False) -> pygame.font.Font:
    """The client's type at `size`; the chosen language's where it needs its own (read only
    then: game/words/i18n.py FONTS); Arabic's and Devanagari's shaped, with the client's own
    beside them for their Latin (game/window/typeset.py). `latin`: the client's own bold type
    in every language, for figures (an amount keeps the bar's heavy face in Chinese too:
    issue 56)."""
    path = None if latin else i18n.font_file()
    if path is None:
        points = int(max(1, size) * DEFAULT_SCALE)      # as pygame sizes its own type (font.c)
        f = pygame.font.Font(io.BytesIO(_default_type()), points) if points > 1 else \
            pygame.font.Font(None, size)
        f.set_bold(bold and size < 40)
        return f
    lang = i18n.language()
    scaled = max(1, round(size * SCALES.get(lang, CJK_SCALE)))
    if lang in i18n.SHAPED:
        return ScriptFont(str(path), scaled, i18n.SHAPED[lang], lang in i18n.RTL,
                          i18n.OWN_SCRIPT[lang], font(size, bold, latin=True), REACH[lang])
    return pygame.font.Font(str(path), scaled)


# Chinese, Japanese and Korean (Hangul): measured by the CJK body, not a Latin H (issue 59: a
# Korean line's H in the CJK type stood 11 px, its Hangul 13)
CJK_TEXT = re.compile("[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef"
                      "\u3000-\u303f]")


@lru_cache(maxsize=1)
def _own(lang: str) -> re.Pattern[str] | None:
    """The characters `lang`'s own type is drawn for (None: it has none of its own)."""
    return re.compile(f"[{i18n.OWN_SCRIPT[lang]}]") if lang in i18n.FONTS else None


DEFAULT_SCALE = 0.6875      # pygame.font.Font(None, size) opens its type at this part of size


@lru_cache(maxsize=1)
def _default_type() -> bytes:
    """pygame's own type (freesansbold), read once: a font opened from it in memory is the
    one Font(None, size) opens from its file (the same pixels), in half the time (0.3 against
    0.7 ms a new size, its first words included: a big win's title popping in is a new size
    each frame)."""
    with pygame.pkgdata.getResource(pygame.font.get_default_font()) as found:
        return bytes(found.read())


def face(size: int, message: str, bold: bool = True) -> pygame.font.Font:
    """The type `message` is drawn in: the language's, but a text with none of its script in
    it (an amount, "x5", "3 / 10") in the client's own bold type in every language, so figures
    keep one heavy face (issue 56: Chinese amounts lost the bar's bold)."""
    own = _own(i18n.language())
    return font(size, bold, latin=own is None or own.search(message) is None)


def _new_language(_language: str) -> None:
    font.cache_clear()       # Chinese has its own type


i18n.on_change(_new_language)


def reset() -> None:
    """Forget every cached font and surface: they belong to one pygame session."""
    global _format
    _pictures.clear()
    font.cache_clear()
    _format = None


def window_opened(window: pygame.Surface) -> None:
    """A window was opened (once a run; again for each App a test makes in one process): the
    fonts go, they belong to the pygame session just started; the pictures stay where the
    window draws in the pixel format they were made ready in (decoding them again for every
    App was a sixth of the fast lane's CPU), else they go too."""
    global _format
    font.cache_clear()
    made_for = (window.get_bitsize(), window.get_masks())
    if made_for != _format:
        _pictures.clear()
        _format = made_for
