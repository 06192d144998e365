"""The paytable and help pages' art (issue 49, 3), as commercial paytables lay them out: a few
symbols a page, each large on a card of the game's art with what each count of it pays beside
it; each special symbol on a page of its own, large, with the picture of what it does; a help
page illustrated by a small board of the game's own symbols with the ones it speaks of lit.

Functions of what they are handed (the pages' values are the info scene's: the game's config
at the player's bet); the boards are composed once per page and blitted.
"""
from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.window.effects import glow_levels
from game.window.ui import gauges
from game.window.ui.widgets import (face, fit_block, fit_lines, fit_size, line_height,
                                    readable_size, text, wrap)

if TYPE_CHECKING:
    from game.window.board.view import BoardView

T = TypeVar("T")
GOLD, WHITE = (255, 225, 120), (255, 255, 255)
STRIPE = (255, 255, 255, 14)
PER_PAGE = 3                     # paying symbols a paytable page


def split(items: list[T], per_page: int = PER_PAGE) -> list[list[T]]:
    """`items` in pages of at most `per_page`, as even as they go (7: 3, 2, 2)."""
    if not items:
        return []
    pages = -(-len(items) // per_page)
    size, extra = divmod(len(items), pages)
    out, start = [], 0
    for i in range(pages):
        end = start + size + (1 if i < extra else 0)
        out.append(items[start:end])
        start = end
    return out


def card_rects(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """`count` tall cards side by side in `area`, at most a third of it wide each."""
    gap = 18
    width = min((area.width - gap * (count - 1)) // max(1, count),
                (area.width - 2 * gap) // PER_PAGE)
    left = area.centerx - (width * count + gap * (count - 1)) // 2
    return [pygame.Rect(left + i * (width + gap), area.y, width, area.height)
            for i in range(count)]


def name_lines(rect: pygame.Rect, name: str) -> list[str]:
    """A card's name as it stands on the card: one line, or two where it is too long at the
    readable floor."""
    size = fit_size(name, 26, rect.width - 24)
    return [name] if face(size, name).size(name)[0] <= rect.width - 24 else \
        fit_lines(name, size, rect.width - 24)


def card(surface: pygame.Surface, rect: pygame.Rect, image: pygame.Surface, name: str,
         lines: Sequence[tuple[str, str]], rim: Sequence[int], name_rows: int = 1) -> None:
    """One symbol's card: the symbol large on a glow, its name, and under it each count
    (gold) and what it pays (white), the highest first, as large as the card allows.
    `name_rows`: the lines the page's longest name takes (its cards' pays stand level)."""
    gauges.draw_plate(surface, rect, rim)
    side = image.get_width()
    centre = (rect.centerx, rect.y + 14 + side // 2)
    glow = glow_levels(side // 2 + 16, (255, 230, 170))[4]
    surface.blit(glow, glow.get_rect(center=centre), special_flags=pygame.BLEND_RGB_ADD)
    surface.blit(image, image.get_rect(center=centre))
    top = rect.y + 22 + side
    size = fit_size(name, 26, rect.width - 24)
    names = name_lines(rect, name)
    below = line_height(size) * (max(len(names), name_rows) - 1)
    for j, part in enumerate(names):
        text(surface, part, (rect.centerx, top + 12 + j * line_height(size)), size, GOLD)
    column = pygame.Rect(rect.x + 18, top + 30 + below, rect.width - 36,
                         rect.bottom - top - 42 - below)
    step = column.height / max(1, len(lines))
    size = max(12, min(32, int(step * 1.1)))
    size = min([fit_size(f"{count}   {pay}", size, column.width) for count, pay in lines]
               or [size])
    for i, (count, pay) in enumerate(lines):
        y = round(column.y + step * (i + 0.5))
        if i % 2 == 0:
            stripe = pygame.Surface((column.width + 8, max(2, round(step) - 2)), pygame.SRCALPHA)
            stripe.fill(STRIPE)
            surface.blit(stripe, stripe.get_rect(center=(column.centerx, y)))
        text(surface, count, (column.x, y), size, GOLD, "midleft", shadow=False, within=column)
        text(surface, pay, (column.right, y), size, WHITE, "midright", shadow=False,
             within=column)


def mini_board(view: BoardView, cells: Sequence[Sequence[str | None]],
               lit: Collection[tuple[int, int]], side: int) -> pygame.Surface:
    """A small board of `side` px: the game's `cells` (its resting screen) in its own symbols,
    the cells at `lit` (row, col) glowing in gold frames (what the page speaks of)."""
    rows, cols = len(cells), len(cells[0])
    cell = side // max(rows, cols)
    out = pygame.Surface((cell * cols + 12, cell * rows + 12), pygame.SRCALPHA)
    pygame.draw.rect(out, (8, 4, 20, 235), out.get_rect(), border_radius=14)
    pygame.draw.rect(out, (255, 215, 120), out.get_rect(), 3, border_radius=14)
    glow = glow_levels(cell // 2 + 6, (255, 210, 90))[6]
    for r, row in enumerate(cells):
        for c, symbol in enumerate(row):
            if symbol is None:
                continue
            centre = (6 + c * cell + cell // 2, 6 + r * cell + cell // 2)
            if (r, c) in lit:
                out.blit(glow, glow.get_rect(center=centre), special_flags=pygame.BLEND_RGB_ADD)
                frame = pygame.Rect(0, 0, cell - 2, cell - 2)
                frame.center = centre
                pygame.draw.rect(out, (255, 215, 120), frame, 2, border_radius=6)
            image = view.symbol_image(symbol, cell - 6)
            if (r, c) not in lit and lit:
                image = image.copy()
                image.set_alpha(120)          # the rest stand back
            out.blit(image, image.get_rect(center=centre))
    return out


def least_height(lines: Sequence[str], width: int) -> int:
    """How tall `lines` stand as `words` draws them at the readable floor in `width`: the
    room a page must leave them."""
    size = readable_size(" ".join(lines))
    step = line_height(size)
    wrapped = [wrap(line, size, width) for line in lines]
    return step * sum(map(len, wrapped)) + int(step * 0.6) * max(0, len(wrapped) - 1)


@lru_cache(maxsize=16)
def scaled(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """`image` smoothscaled to `size`, made once (a page drawn again draws the same one)."""
    return pygame.transform.smoothscale(image, size)


def words(surface: pygame.Surface, area: pygame.Rect, lines: Sequence[str],
          largest: int = 40) -> None:
    """The page's words as large as `area` holds them (up to `largest`), wrapped, each
    paragraph apart, centred in the area's height."""
    size, wrapped = fit_block(lines, largest, area.width, area.height)
    step = line_height(size)
    height = step * sum(map(len, wrapped)) + int(step * 0.6) * (len(wrapped) - 1)
    y = area.y + max(0, (area.height - height) // 2)
    for paragraph in wrapped:
        for part in paragraph:
            text(surface, part, (area.centerx, y + step // 2), size, shadow=False)
            y += step
        y += int(step * 0.6)
