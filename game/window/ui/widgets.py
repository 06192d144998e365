"""Buttons and text: every control is also reachable by keyboard, and disabled ones look it.

Every text goes through text(), which lays it out and hands it to `renderer` (a TextRenderer)
to put on the surface: `watching` shows every text of a frame to whoever reads what a screen
says (the tests record each text, its box and its contrast; build/screenshots.py refuses a shot
with a template's field left in it). A button's click sound is its
`click` callback, handed in by the scene that makes it.
"""
from __future__ import annotations      # a tool may wrap pygame's loaders (tests/tour.py)

import re
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import cast

import pygame
from pygame.typing import ColorLike, Point, RectLike

from game.window.assets import CJK_TEXT, face, font, picture
from game.window.effects import glow_ring
from game.window.typeset import ScriptFont
from game.words.i18n import N_, _, on_change, right_to_left
from game.words.printable import printable


class TextRenderer:
    """Puts a text text() has laid out on its surface: its shadow (if any), then its words."""

    def draw(self, surface: pygame.Surface, message: str, rect: pygame.Rect, colour: ColorLike,
             image: pygame.Surface, shade: pygame.Surface | None = None,
             face: pygame.font.Font | None = None) -> None:
        """`image`: the words rendered in `colour`, at `rect`; `shade`: their shadow; `face`:
        the font they were rendered in."""
        if shade is not None:
            shade.set_alpha(140)
            surface.blit(shade, rect.move(2, 2))
        surface.blit(image, rect)


renderer = TextRenderer()      # what every text is drawn by (`watching` wraps it)

RAW_FIELD = re.compile(r"\{[A-Za-z_]\w*\}|%\(\w+\)[sd]")    # a template's field left unfilled


@contextmanager
def watching(record: Callable[..., object], faces: bool = False) -> Iterator[None]:
    """While the block runs, each text is told to `record(surface, message, rect, colour)`
    (and its font, `faces`: how tall it writes, cap_height) before it is drawn as ever: one
    way for every reader of what a frame says."""
    global renderer
    then = renderer

    class Watched(TextRenderer):
        def draw(self, surface: pygame.Surface, message: str, rect: pygame.Rect, colour: ColorLike,
                 image: pygame.Surface, shade: pygame.Surface | None = None,
                 face: pygame.font.Font | None = None) -> None:
            if faces:
                record(surface, message, rect, colour, face)
            else:
                record(surface, message, rect, colour)
            then.draw(surface, message, rect, colour, image, shade, face)
    renderer = Watched()
    try:
        yield
    finally:
        renderer = then


def luminance(rgb: Sequence[int] | pygame.Color) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    def channel(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: Sequence[int] | pygame.Color, b: Sequence[int] | pygame.Color) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def contrast_behind(surface: pygame.Surface, rect: pygame.Rect,
                    colour: Sequence[int] | pygame.Color) -> float:
    """The contrast of `colour` against the pixels in `rect` before the text is drawn: a grid
    of samples, the tenth-worst kept (a stray snowflake does not fail a label, a pale sky does)."""
    area = rect.clip(surface.get_rect())
    if area.width < 1 or area.height < 1:
        return 21.0
    ratios = sorted(contrast_ratio(colour, surface.get_at((area.x + area.width * i // 12,
                                                            area.y + area.height * j // 6)))
                    for i in range(12) for j in range(6))
    return ratios[len(ratios) // 10]


DARK_TEXT = (24, 12, 36)
GO = (28, 110, 56)      # a button that goes ahead (start, buy): white reads on it at 6:1


def readable_on(background: Sequence[int]) -> tuple[int, int, int]:
    """White, or a dark ink where white would not reach 4.5:1 (a pale or bright button)."""
    white = (255, 255, 255)
    if contrast_ratio(white, background) >= 4.5:
        return white
    return max((white, DARK_TEXT), key=lambda c: contrast_ratio(c, background))


def mirrored(rect: RectLike, within: RectLike) -> pygame.Rect:
    """`rect` where it stands in `within` in the language's direction: in one read right to
    left (Arabic) as far from within's right as it is from its left, so a row laid out from
    the left (cards, icons, a label and its control) reads from the right, its first at the
    right; else as it is. A fresh Rect either way."""
    out, box = pygame.Rect(rect), pygame.Rect(within)
    if right_to_left():
        out.x = box.left + box.right - out.right
    return out


def text(surface: pygame.Surface, message: str, pos: Point, size: int = 28,
         colour: ColorLike = (255, 255, 255), anchor: str = "center", shadow: bool = True,
         latin: bool = False, bold: bool = True,
         within: pygame.Rect | None = None) -> pygame.Rect:
    """Draw text anchored at pos (center, midleft, topright...); returns its rect. Any text
    is drawn: bytes of a path that are not UTF-8 show as U+FFFD (game/words/printable.py).
    `latin`: figures in the client's own bold type whatever the language (an amount);
    `bold=False`: a label's lighter weight, narrower at the same height. Never under the
    readable floor (READABLE_PX at 1280x720: issue 56), whatever size is asked: a text too long
    for its box at the floor is the layout's to wrap or widen, never shrunk out of reach.
    `within`: the box a text aligned to a side stands in; in a language read right to left
    (Arabic) the text stands as far from the other side, aligned to it (left becomes right)."""
    if within is not None and right_to_left() and ("left" in anchor or "right" in anchor):
        pos = (within.left + within.right - pos[0], pos[1])
        anchor = anchor.replace("left", "\0").replace("right", "left").replace("\0", "right")
    message = printable(message)
    size = max(size, readable_size(message))
    f = font(size, bold, True) if latin else face(size, message, bold)
    # `colour` as the screens hand it (pygame's ColorLike), drawn ones all RGB(A) sequences
    image, shade = _rendered(f, message, tuple(cast("Sequence[int]", colour)), shadow)
    rect = image.get_rect(**{anchor: pos})
    if isinstance(f, ScriptFont) and anchor != "center":
        # its box as tall as its own letters reach (centred where centred: a title, a button's
        # words), on the font's line where set beside others (a row of columns, a plate's
        # name and count): a row's words share one baseline
        line = pygame.Rect(0, 0, rect.width, f.get_height())
        setattr(line, anchor, pos)
        rect.y = line.y + f.get_ascent() - f.above(message)
    renderer.draw(surface, message, rect, colour, image, shade, f)
    return rect


TEXTS_KEPT = 128      # the words drawn lately, rendered: a frame redraws the same ones
_texts: OrderedDict = OrderedDict()     # (font, message, colour, shadow) -> (image, shade)


def _rendered(f: pygame.font.Font, message: str, colour: tuple[int, ...],
              shadow: bool) -> tuple[pygame.Surface, pygame.Surface | None]:
    """The words in `colour` and their black shadow (None without one), rendered the first
    time they are drawn and kept while drawn (a frame drew its 20-odd texts again: two
    renders each); the least lately drawn go past TEXTS_KEPT. Read, never changed, but for
    the shadow's alpha, which is always the same."""
    key = (f, message, colour, shadow)
    found = _texts.get(key)
    if found is not None:
        _texts.move_to_end(key)
        return found
    found = _texts[key] = (f.render(message, True, colour),
                           f.render(message, True, (0, 0, 0)) if shadow else None)
    if len(_texts) > TEXTS_KEPT:
        _texts.popitem(last=False)
    return found


def hex_text(value: str) -> str:
    """A hex seed or hash as shown: upper case (the font's 1 and f look alike in lower case),
    in groups of eight; other text as it is. `verify` reads it back either way."""
    if value and all(c in "0123456789abcdef" for c in value):
        return " ".join(value[i:i + 8] for i in range(0, len(value), 8)).upper()
    return value


@lru_cache(maxsize=512)
def fit_size(message: str, size: int, width: int, smallest: int = 12, latin: bool = False,
             bold: bool = True) -> int:
    """The largest font size up to `size` at which `message` is at most `width` pixels wide:
    text is made to fit its box, never cut. Measured once per message and box (in the type of
    the language: forgotten when it changes). Never under the readable floor (READABLE_PX:
    issue 56): a message too long at it is the layout's to wrap (`wrapped`)."""
    message = printable(message)
    smallest = max(smallest, readable_size(message))
    size = max(size, smallest)
    while size > smallest and (font(size, bold, True) if latin else face(size, message, bold)) \
            .size(message)[0] > width:
        size -= 1
    return size


# Chinese is written without spaces: a line may break between any two of its characters, but
# not before its closing punctuation (，。) nor after its opening (（《)
_CJK = "\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f"
_TOKENS = re.compile(rf"\s*(?:[（《「【]*[{_CJK}][，。：；！？）》」】、]*|[^\s{_CJK}]+)")


def wrap(message: str, size: int, width: int, bold: bool = True) -> list:
    """`message` in lines no wider than `width` pixels at `size`, broken at spaces, and
    between Chinese characters (a word too long for a line gets a line of its own: German's
    long words are shrunk to fit by fit_block, never cut)."""
    f, out, current = font(size, bold), [], ""
    for token in _TOKENS.findall(printable(message)):
        word = token.strip()
        if not word:
            continue
        joined = f"{current}{' ' if token[0].isspace() and current else ''}{word}"
        if current and f.size(joined)[0] > width:
            out.append(current)
            current = word
        else:
            current = joined
    return out + ([current] if current else [])


def fit_block(paragraphs: Sequence[str], size: int, width: int, height: int, gap: float = 0.6,
              smallest: int = 14) -> tuple[int, list[list[str]]]:
    """(size, [lines per paragraph]) with the paragraphs wrapped to `width` at the largest
    size up to `size` whose lines (and a gap of `gap` lines between paragraphs) fit `height`,
    and whose longest word fits `width` (a long German word shrinks the type, never cut), and
    never under the readable floor (issue 56)."""
    smallest = max(smallest, readable_size(" ".join(paragraphs)))
    size = max(size, smallest)
    while True:
        wrapped = [wrap(p, size, width) for p in paragraphs]
        step = line_height(size)
        needed = step * sum(map(len, wrapped)) + step * gap * max(0, len(wrapped) - 1)
        wide = any(font(size).size(line)[0] > width for lines in wrapped for line in lines)
        if (needed <= height and not wide) or size <= smallest:
            return size, wrapped
        size -= 1


def fits(labels: Sequence[str], width: int, size: int = 22) -> bool:
    """Whether each of `labels` fits a button `width` wide (its words inside its edge, at
    `size` or smaller down to the readable floor: Button.draw's fit)."""
    return all(face(fit_size(label, size, width - 12), label).size(printable(label))[0]
               <= width - 12 for label in labels)


def wrapped(surface: pygame.Surface, message: str, top: tuple[int, int], size: int, width: int,
            colour: ColorLike = (255, 255, 255), shadow: bool = False, bold: bool = True) -> int:
    """`message` centred on `top`'s x in as many lines of `width` as it needs at `size` (the
    readable floor at least; as it is where one holds it), the first line's top at `top`'s y;
    returns the y below the last."""
    size = max(size, readable_size(message))
    step = line_height(size)
    x, y = top
    for line in lines_of(message, size, width, bold):
        text(surface, line, (x, y + step // 2), size, colour, shadow=shadow, bold=bold)
        y += step
    return y


@lru_cache(maxsize=256)
def lines_of(message: str, size: int, width: int, bold: bool = True) -> tuple[str, ...]:
    """The lines `wrapped` draws `message` in at `size` (the readable floor at least): as it
    is where one line of `width` holds it, else as `wrap` breaks it. Measured once per message
    and box (a screen that counts its lines to lay out their plate, the lobby's odds, the
    paytable's prize, wrapped each twice a frame); forgotten with the type."""
    size = max(size, readable_size(message))
    fits = face(size, message, bold).size(printable(message))[0] <= width
    return (message,) if fits else tuple(wrap(message, size, width, bold))


@lru_cache(maxsize=64)
def line_height(size: int) -> int:
    """A line's step: the font's, or taller where an accent (Ü, Å: German; ç, ļ: the
    pseudo-locale) stands above or below its line, so lines never run into each other."""
    f = font(size)
    return max(f.get_linesize(), f.size("ÅÜĜçļ")[1]) + 2


READABLE_PX = 12      # at 1280x720 no text a player needs is shorter (issue 56)


def cap_height(f: pygame.font.Font, message: str = "") -> int:
    """How tall `f` writes: its capitals' height (an H's ink), or for a message with Chinese
    in it the CJK body (a 国's ink)."""
    return _ink_height(f, "国" if CJK_TEXT.search(message) else "H")


@lru_cache(maxsize=256)
def _ink_height(f: pygame.font.Font, sample: str) -> int:
    return f.render(sample, True, (255, 255, 255)).get_bounding_rect().height


def readable_size(message: str = "") -> int:
    """The least font size at which `message` stands READABLE_PX tall as drawn (cap height,
    or the CJK body where it has Chinese): the floor of every text a player needs to read.
    Chinese is given a little more (its strokes are dense: at its least it read small beside
    the Latin figures round it)."""
    chinese = CJK_TEXT.search(message) is not None
    return _least(chinese) + (3 if chinese else 0)


def fit_lines(words: str, size: int, width: int) -> list[str]:
    """`words` on one line at `size` (not bold), or on two where one is wider than `width`,
    split at the space (or after the hyphen) that leaves the wider of the two the narrowest."""
    f = face(size, words, False)
    splits = [(words[:i].rstrip(), words[i + 1:].lstrip()) for i, c in enumerate(words)
              if c == " "] + [(words[:i + 1], words[i + 1:]) for i, c in enumerate(words[:-1])
                              if c == "-" and i > 0]        # GLÜCKS- / WEIHNACHTSMANN
    splits = [pair for pair in splits if all(pair)]
    if f.size(words)[0] <= width or not splits:
        return [words]
    return list(min(splits, key=lambda pair: max(f.size(line)[0] for line in pair)))


@lru_cache(maxsize=4)
def _least(chinese: bool) -> int:
    sample = "国" if chinese else "H"
    size = 8
    while cap_height(face(size, sample, False), sample) < READABLE_PX:
        size += 1
    return size


def _new_type(_language: str) -> None:
    """Another type (Chinese's), other sizes and heights: what was measured or rendered goes."""
    line_height.cache_clear()
    fit_size.cache_clear()
    lines_of.cache_clear()
    _least.cache_clear()
    _ink_height.cache_clear()
    _texts.clear()


on_change(_new_type)


@lru_cache(maxsize=16)
def selected_glow(size: tuple[int, int], round_: bool) -> pygame.Surface:
    """The warm light round a selected button (added on): made once per size."""
    ring = glow_ring(size, (255, 200, 80), spread=10, radius=size[0] // 2 if round_ else 12)
    return ring.premul_alpha()


@lru_cache(maxsize=64)
def gloss(size: tuple[int, int]) -> pygame.Surface:
    """A worded button's light: its top half a little brighter, fading down to nothing, and
    its foot a little darker (per-pixel alpha, blitted over its colour)."""
    w, h = size
    light = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        colour = (255, 255, 255, int(70 * (1 - t / 0.55))) if t < 0.55 else \
            (0, 0, 0, int(60 * (t - 0.55) / 0.45))
        pygame.draw.line(light, colour, (0, y), (w, y))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=12)
    light.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return light


def _silent() -> None:
    pass


class Button:
    """A rounded button; `action` runs on click (or when the scene calls press()), after
    `click` (the app's click sound, handed in by the scene; silent by default). Its `label` is
    a message (marked N_) translated each time it is drawn: a new language shows at once."""

    def __init__(self, rect: RectLike, label: str, action: Callable[[], object],
                 colour: Sequence[int] = (70, 50, 120), round_: bool = False, size: int = 26,
                 hotkey: int | None = None, click: Callable[[], object] | None = None) -> None:
        self.rect, self.label, self.action = pygame.Rect(rect), label, action
        self.click = click or _silent
        self.colour, self.round, self.size, self.hotkey = colour, round_, size, hotkey
        self.enabled, self.hover, self.active = True, False, False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            return self.press()
        return False

    def press(self) -> bool:
        if not self.enabled:
            return False
        self.click()
        self.action()
        return True

    SELECTED = (246, 196, 72)       # the choice that stands: gold, read apart from any other
    HOVER_EDGE = (255, 255, 255)

    def shows(self) -> str:
        """What the button shows: disabled, selected (active), hover or normal; each reads
        apart at a glance (issue 49, 2): selected is gold with dark words and a glow, hover is
        lifted and lit with a white edge, disabled is sunk."""
        if not self.enabled:
            return "disabled"
        if self.active:
            return "selected"
        return "hover" if self.hover else "normal"

    def draw(self, surface: pygame.Surface) -> None:
        state = self.shows()
        if state == "disabled":
            return self.draw_disabled(surface)
        base = self.SELECTED if state == "selected" else self.colour
        if state == "hover":                # lit up: pale, dark words on it
            base = tuple(round(c + (255 - c) * 0.45) for c in base[:3])
        edge = (255, 230, 160) if state == "normal" else \
            self.HOVER_EDGE if state == "hover" else (255, 250, 225)
        rect = self.rect.move(0, -2) if state == "hover" else self.rect
        if state == "selected":
            ring = selected_glow(self.rect.size, self.round)
            surface.blit(ring, ring.get_rect(center=rect.center),
                         special_flags=pygame.BLEND_RGB_ADD)
        if self.round:
            r = rect.width // 2
            pygame.draw.circle(surface, (0, 0, 0, 90), rect.center + pygame.Vector2(3, 4), r)
            pygame.draw.circle(surface, base, rect.center, r)
            pygame.draw.circle(surface, edge, rect.center, r, 4)
        else:
            shadow = rect.move(2, 5 if state == "hover" else 3)
            pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=12)
            pygame.draw.rect(surface, base, rect, border_radius=12)
            surface.blit(gloss(rect.size), rect)        # lit from above, as the icons are
            pygame.draw.rect(surface, edge, rect, 3 if state != "normal" else 2,
                             border_radius=12)
        glossed = tuple(round(c + (255 - c) * 0.12) for c in base[:3])   # lit behind its words
        ink = DARK_TEXT if state == "selected" else readable_on(glossed)
        label = _(self.label)
        text(surface, label, rect.center, fit_size(label, self.size, rect.width - 12), ink,
             shadow=ink != DARK_TEXT)

    DISABLED_TEXT = (165, 160, 175)

    def draw_disabled(self, surface: pygame.Surface) -> None:
        """Sunk and unlit, not washed out (issue 37, 6): its own colour darkened and greyed,
        no gloss or shadow, a shadow inside its top edge, a dim rim, its words dimmed but
        readable (4.5:1 on it)."""
        grey = sum(self.colour[:3]) / 3
        base = tuple(round((c * 0.5 + grey * 0.5) * 0.38) for c in self.colour[:3])
        rim = tuple(round(c * 0.5) + 40 for c in base)
        if self.round:
            r = self.rect.width // 2
            pygame.draw.circle(surface, base, self.rect.center, r)
            pygame.draw.circle(surface, rim, self.rect.center, r, 3)
        else:
            pygame.draw.rect(surface, base, self.rect, border_radius=12)
            inner = self.rect.inflate(-6, -6)
            pygame.draw.line(surface, tuple(c // 2 for c in base), (inner.x + 8, inner.y),
                             (inner.right - 8, inner.y), 3)
            pygame.draw.rect(surface, rim, self.rect, 2, border_radius=12)
        label = _(self.label)
        text(surface, label, self.rect.center,
             fit_size(label, self.size, self.rect.width - 12), self.DISABLED_TEXT,
             shadow=False)


STATES = ("normal", "hover", "pressed", "disabled")


class PictureButton(Button):
    """A round control drawn from the shared art (sprites/ui: `icon`_normal, _hover, _pressed,
    _disabled): pressed while the mouse holds it down or for a moment after its key, hover
    while the pointer is on its disc (the art's halo fills the square: the hit area is the
    disc, 42% of the side). Its label is its name: shown as a tip on hover, never on the art."""

    FLASH = 0.12         # seconds a key press shows the pressed frame

    def __init__(self, rect: RectLike, label: str, action: Callable[[], object], icon: str,
                 hotkey: int | None = None, click: Callable[[], object] | None = None) -> None:
        super().__init__(rect, label, action, hotkey=hotkey, click=click)
        self.icon, self.down, self.flash = icon, False, 0.0
        self.badge = ""      # a short figure on the button (autoplay's rounds left)

    def hit(self, pos: Point) -> bool:
        radius = self.rect.width * 0.42
        return pygame.Vector2(pos).distance_to(self.rect.center) <= radius

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.down = False
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(event.pos):
            self.down = self.enabled
            return self.press()
        return False

    def press(self) -> bool:
        pressed = super().press()
        if pressed:
            self.flash = self.FLASH
        return pressed

    def update(self, dt: float) -> None:
        self.flash = max(0.0, self.flash - dt)

    @property
    def state(self) -> str:
        if not self.enabled:
            return "disabled"
        if self.down or self.flash > 0:
            return "pressed"
        return "hover" if self.hover or self.active else "normal"

    def image(self, state: str | None = None) -> pygame.Surface | None:
        """The art of `state` (default: the current one) at the button's size."""
        return picture(("ui", f"{self.icon}_{state or self.state}"), self.rect.size)

    def draw(self, surface: pygame.Surface) -> None:
        image = self.image()
        if image is None:                # the art is missing: the plain button
            return Button.draw(self, surface)
        surface.blit(image, self.rect)
        if self.badge:
            size = max(14, self.rect.width // 3)
            pill = pygame.Rect(0, 0, font(size).size(self.badge)[0] + 10, size)
            pill.midtop = (self.rect.centerx, self.rect.bottom - size // 2)
            pygame.draw.rect(surface, (20, 8, 30), pill, border_radius=size // 2)
            pygame.draw.rect(surface, (255, 215, 120), pill, 2, border_radius=size // 2)
            text(surface, self.badge, pill.center, size - 2, shadow=False)

    def draw_tip(self, surface: pygame.Surface) -> None:
        """The button's name on a small plate above it, while the pointer is on it."""
        if not self.hover or not self.label:
            return
        size, label = 18, _(self.label)
        plate = pygame.Rect(0, 0, font(size).size(label)[0] + 16, 26)
        plate.midbottom = (self.rect.centerx, self.rect.y - 4)
        plate.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (16, 8, 30), plate, border_radius=8)
        pygame.draw.rect(surface, (255, 215, 120), plate, 1, border_radius=8)
        text(surface, label, plate.center, size, shadow=False)


class SpinButton(PictureButton):
    """The round spin button, the largest control: its arrows between rounds, a stop square
    during one (the art has one stop frame: hover lights it, pressed sinks and darkens it)."""

    def __init__(self, rect: RectLike, action: Callable[[], object],
                 click: Callable[[], object] | None = None) -> None:
        super().__init__(rect, N_("SPIN"), action, "spin", click=click)
        self.stop = False
        self.stops = stop_frames(self.rect.size)

    def image(self, state: str | None = None) -> pygame.Surface | None:
        state = state or self.state
        if not self.stop or state == "disabled" or self.stops is None:
            return super().image(state)
        return self.stops[state]


def stop_frames(size: tuple[int, int]) -> dict[str, pygame.Surface] | None:
    """spin_stop.png in the states a button shows (None where the art is missing)."""
    image = picture(("ui", "spin_stop"), tuple(size))
    if image is None:
        return None
    lit = image.copy()
    lit.fill((28, 28, 28, 0), special_flags=pygame.BLEND_RGBA_ADD)
    sunk = pygame.transform.smoothscale(image, (round(size[0] * 0.95), round(size[1] * 0.95)))
    sunk.fill((200, 200, 200, 255), special_flags=pygame.BLEND_RGBA_MULT)
    pressed = pygame.Surface(size, pygame.SRCALPHA)
    pressed.blit(sunk, sunk.get_rect(center=(size[0] // 2, size[1] // 2 + size[1] // 40)))
    return {"normal": image, "hover": lit, "pressed": pressed}
