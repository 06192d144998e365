"""The plaques a look sets beside the board while nothing else is there (issue 37, 5): what the
game offers in art and large figures ("4+ of its trigger / 10 FREE SPINS", "WIN UP TO / 5,000x"),
as commercial games fill the column their buy and ante leave. Each is the game's offer frame
(sprites/<id>/plaques/frame_offer.png: its small frame made taller, 360:156, so each line
stands 12 px tall at 1280x720, issue 56) with the picture its look names in the frame's badge
(sprites/<id>/<picture>.png), composed once at its size; its words are drawn over it each
frame, a line of small type (on two where one is too wide) above a figure in large, inside
the frame's face."""
from collections.abc import Sequence

import pygame
from pygame.typing import RectLike

from game.window.assets import face as typeface, picture
from game.window.ui.plaques import (FIGURE, HEADING, OFFER, framed, offer_badge, stack,
                                    offer_face)
from game.window.ui.widgets import fit_size, line_height, readable_size

GAP = 10                 # between one plaque and the next, px
Line = tuple[str, int, tuple[int, int, int]]     # a line drawn: its words, size and colour


def boxes(area: RectLike, count: int) -> list[pygame.Rect]:
    """The plaques' rects in `area` (x, y, w, h): stacked from its top, each of the offer
    frame's shape as wide as the area, or narrower where the area is short."""
    area = pygame.Rect(area)
    height = min(area.width * OFFER[1] // OFFER[0],
                 (area.height - GAP * (count - 1)) // max(1, count))
    width = height * OFFER[0] // OFFER[1]
    return [pygame.Rect(area.centerx - width // 2, area.y + i * (height + GAP), width, height)
            for i in range(count)]


def compose(game_id: str, art: str, size: tuple[int, ...]) -> pygame.Surface:
    """The offer frame with the picture `art` (a path under sprites/<id>/) in its badge (the
    small frame, where a game has no offer frame)."""
    frame = picture((game_id, "plaques", "frame_offer"), size)
    if frame is None:
        return framed(game_id, True, size, picture((game_id, *art.split("/")),
                                                   (size[1] * 4 // 5,) * 2) if art else None)
    side = offer_badge(size).width
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(frame, (0, 0))
    image = picture((game_id, *art.split("/")), (side, side)) if art else None
    if image is not None:
        out.blit(image, image.get_rect(center=offer_badge(size).center))
    return out


def _split(said: str, size: int, width: int) -> list[str]:
    """`said` on one line at `size`, or on two where it is wider than `width` (split at the
    space that leaves the wider half narrowest; Chinese between any two characters)."""
    f = typeface(size, said)
    if f.size(said)[0] <= width or len(said) < 2:
        return [said]
    cuts = [i for i, c in enumerate(said) if c == " "] or list(range(1, len(said)))
    best = min(cuts, key=lambda i: max(f.size(said[:i].strip())[0],
                                       f.size(said[i:].strip())[0]))
    return [said[:best].strip(), said[best:].strip()]


def _tall(line: str, size: int) -> int:
    """A line's height as drawn, its accents (Ü, ļ) and its shadow in it."""
    return max(typeface(size, line).size(line)[1], line_height(size))


def lines(words: str, figure: str, inside: pygame.Rect) -> list[Line]:
    """[(line, size, colour)]: the words (0 to 2 lines) over the figure (1 or 2), each as
    large as fits the face's width (up to 22 and 30) and no smaller than readable, the
    figure shrunk toward readable while the lines are taller than the face."""
    width = inside.width - 8

    def made(large: int) -> list[Line]:
        out = []
        if words:
            least = readable_size(words)
            small = max(least, fit_size(words, 22, width, least))
            out += [(line, small, HEADING) for line in _split(words, small, width)]
        least = readable_size(figure)
        size = max(least, fit_size(figure, large, width, least))
        return out + [(line, size, FIGURE) for line in _split(figure, size, width)]
    large = 30
    while True:
        out = made(large)
        tall = sum(_tall(line, size) for line, size, _ in out)
        if tall <= inside.height or large <= readable_size(figure):
            return out
        large -= 1


def draw(surface: pygame.Surface,
         made: Sequence[tuple[pygame.Surface, pygame.Rect, tuple[str, str]]]) -> None:
    """`made`: [(image, box, (small words, figure))], as composed."""
    for image, box, (words, figure) in made:
        surface.blit(image, box)
        inside = offer_face(box)
        said = lines(words, figure, inside)
        heights = [_tall(line, size) for line, size, _ in said]
        stack(surface, inside, said, heights,
              max(0, inside.height - sum(heights)) / (len(said) + 1))
