"""Buttons and text: every control is also reachable by keyboard, and disabled ones look it.

Every text goes through text(); while `RECORD` is a list, each one drawn is appended to it with
its box and its contrast against what was behind it, so tests can check that text fits and reads
(WCAG AA: 4.5:1) on rendered frames.
"""
from typing import NamedTuple

import pygame

from game.assets import font
from game.printable import printable

RECORD = None       # a list while a test records what is drawn


class Drawn(NamedTuple):
    message: str
    rect: pygame.Rect
    colour: tuple
    contrast: float     # against the background behind it (its darkest-for-contrast tenth)


def luminance(rgb) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    def channel(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a, b) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def contrast_behind(surface, rect, colour) -> float:
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


def readable_on(background) -> tuple:
    """White, or a dark ink where white would not reach 4.5:1 (a pale or bright button)."""
    white = (255, 255, 255)
    if contrast_ratio(white, background) >= 4.5:
        return white
    return max((white, DARK_TEXT), key=lambda c: contrast_ratio(c, background))


def text(surface, message, pos, size=28, colour=(255, 255, 255), anchor="center", shadow=True):
    """Draw text anchored at pos (center, midleft, topright...); returns its rect. Any text
    is drawn: bytes of a path that are not UTF-8 show as U+FFFD (game/printable.py)."""
    f = font(size)
    message = printable(message)
    image = f.render(message, True, colour)
    rect = image.get_rect(**{anchor: pos})
    if RECORD is not None:
        RECORD.append(Drawn(message, rect.copy(), tuple(colour),
                            contrast_behind(surface, rect, colour)))
    if shadow:
        shade = f.render(message, True, (0, 0, 0))
        shade.set_alpha(140)
        surface.blit(shade, rect.move(2, 2))
    surface.blit(image, rect)
    return rect


def hex_text(value: str) -> str:
    """A hex seed or hash as shown: upper case (the font's 1 and f look alike in lower case),
    in groups of eight; other text as it is. `verify` reads it back either way."""
    if value and all(c in "0123456789abcdef" for c in value):
        return " ".join(value[i:i + 8] for i in range(0, len(value), 8)).upper()
    return value


def fit_size(message, size, width, smallest=12) -> int:
    """The largest font size up to `size` at which `message` is at most `width` pixels wide:
    text is made to fit its box, never cut."""
    message = printable(message)
    while size > smallest and font(size).size(message)[0] > width:
        size -= 1
    return size


def wrap(message, size, width) -> list:
    """`message` in lines no wider than `width` pixels at `size` (a word too long for a line
    gets a line of its own)."""
    f, out, current = font(size), [], ""
    for word in printable(message).split():
        trial = f"{current} {word}".strip()
        if current and f.size(trial)[0] > width:
            out.append(current)
            current = word
        else:
            current = trial
    return out + ([current] if current else [])


def fit_block(paragraphs, size, width, height, gap=0.6, smallest=14) -> tuple:
    """(size, [lines per paragraph]) with the paragraphs wrapped to `width` at the largest
    size up to `size` whose lines (and a gap of `gap` lines between paragraphs) fit `height`."""
    while True:
        wrapped = [wrap(p, size, width) for p in paragraphs]
        step = line_height(size)
        needed = step * sum(map(len, wrapped)) + step * gap * max(0, len(wrapped) - 1)
        if needed <= height or size <= smallest:
            return size, wrapped
        size -= 1


def line_height(size) -> int:
    return font(size).get_linesize() + 2


class Button:
    """A rounded button; `action` runs on click (or when the scene calls press())."""

    on_click = staticmethod(lambda: None)       # the app hooks its click sound in here

    def __init__(self, rect, label, action, colour=(70, 50, 120), round_=False, size=26,
                 hotkey=None):
        self.rect, self.label, self.action = pygame.Rect(rect), label, action
        self.colour, self.round, self.size, self.hotkey = colour, round_, size, hotkey
        self.enabled, self.hover, self.active = True, False, False

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            return self.press()
        return False

    def press(self) -> bool:
        if not self.enabled:
            return False
        Button.on_click()
        self.action()
        return True

    def draw(self, surface):
        base = self.colour if self.enabled else (70, 70, 78)
        if self.enabled and (self.hover or self.active):
            base = tuple(min(255, c + 35) for c in base)
        edge = (255, 230, 160) if self.enabled else (120, 120, 128)
        if self.round:
            r = self.rect.width // 2
            pygame.draw.circle(surface, (0, 0, 0, 90), self.rect.center + pygame.Vector2(3, 4), r)
            pygame.draw.circle(surface, base, self.rect.center, r)
            pygame.draw.circle(surface, edge, self.rect.center, r, 4)
        else:
            shadow = self.rect.move(2, 3)
            pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=12)
            pygame.draw.rect(surface, base, self.rect, border_radius=12)
            pygame.draw.rect(surface, edge, self.rect, 2, border_radius=12)
        colour = readable_on(base) if self.enabled else (150, 150, 155)
        text(surface, self.label, self.rect.center,
             fit_size(self.label, self.size, self.rect.width - 12), colour)
