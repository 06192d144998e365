"""The plaques a look sets beside the board while nothing else is there (issue 37, 5): what the
game offers in art and large figures ("4+ of its trigger / 10 FREE SPINS", "WIN UP TO / 5,000x"),
as commercial games fill the column their buy and ante leave. Each is the game's small plaque
frame (sprites/<id>/plaques/frame_small.png, 3:1) with the picture its look names in the
frame's badge (sprites/<id>/<picture>.png), composed once at its size; its words are drawn
over it each frame, a line of small type above a figure in large, inside the frame's face."""
import pygame

from game.window.assets import font, picture
from game.window.ui.plaques import FIGURE, HEADING, _glass, badge, framed, small_face
from game.window.ui.widgets import fit_size, text

GAP = 10                 # between one plaque and the next, px


def boxes(area, count) -> list:
    """The plaques' rects in `area` (x, y, w, h): stacked from its top, each 3:1 as wide as
    the area, or lower where the area is short."""
    area = pygame.Rect(area)
    height = min(area.width // 3, (area.height - GAP * (count - 1)) // max(1, count))
    width = height * 3
    return [pygame.Rect(area.centerx - width // 2, area.y + i * (height + GAP), width, height)
            for i in range(count)]


def compose(game_id, art, size) -> pygame.Surface:
    """The small frame with the picture `art` (a path under sprites/<id>/) in its badge."""
    side = badge(True, size).width
    image = picture((game_id, *art.split("/")), (side, side)) if art else None
    return framed(game_id, True, size, image)


def sizes(words, figure, inside) -> tuple:
    """Font sizes of the small words (0 if none) and the figure that fit the face: each no
    wider than it, both together no taller (as rendered, not as named)."""
    width = inside.width - 10
    small = fit_size(words, 22, width) if words else 0     # its top line: large enough to read
    large = fit_size(figure, 30, width)
    tall = lambda size, said: font(size).size(said)[1] if size else 0    # noqa: E731
    while large > 12 and tall(small, words) + tall(large, figure) > inside.height:
        large -= 1
        small = min(small, max(10, large - 6)) if words else 0
    return small, large


def draw(surface, made):
    """`made`: [(image, box, (small words, figure))], as composed."""
    for image, box, (words, figure) in made:
        surface.blit(image, box)
        inside = small_face(box)
        small, large = sizes(words, figure, inside)
        if not words:
            _glass(surface, figure, large, inside.center)
            text(surface, figure, inside.center, large, FIGURE)
            continue
        high, low = font(small).size(words)[1], font(large).size(figure)[1]
        gap = (inside.height - high - low) // 3
        top = (inside.centerx, inside.y + gap + high // 2)
        bottom = (inside.centerx, inside.bottom - gap - low // 2 - low % 2)
        _glass(surface, words, small, top)
        text(surface, words, top, small, HEADING)
        _glass(surface, figure, large, bottom)
        text(surface, figure, bottom, large, FIGURE)
