"""A feature's plaque (issue 37, 2): a big feature's over the whole scene, dimmed round it, with
its art in the frame's window, what was won in large figures ("10 FREE SPINS") and one line of
what happens next; a small in-round feature's by the board (where its look's layout says), a
badge of its art beside its name and a line. The frames and pictures are the game's
(sprites/<id>/plaques/, sprites/ui/README.md gives their boxes); a missing one falls back to
the shared plaque or a plain panel. Each is composed once per picture and size, then blitted:
only the pop as it comes in scales it (fast `scale`, never `smoothscale`, in a frame)."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame
from pygame.typing import RectLike

from game.window.assets import face as typeface, picture
from game.window.easing import Ease, progress
from game.window.effects import Scratch
from game.words.i18n import _
from game.window.ui.theme import panel, vignette, warm_vignette
from game.window.ui.widgets import fit_lines, fit_size, line_height, readable_size, text

if TYPE_CHECKING:
    from game.window.look import Look, Plaque

SCALE = 0.9                                    # the big frame (640x480) as shown
BIG = (round(640 * SCALE), round(480 * SCALE))
BIG_ART = (210, 26, 220)                       # x, y, side in the frame as drawn
BIG_FACE = pygame.Rect(56, 264, 528, 164)     # sprites/svg.py BIG_FACE: above the jewel
SMALL_ART = (12, 12, 96)                        # in the small frame (360x120)
SMALL_FACE = pygame.Rect(120, 29, 221, 62)
OFFER = (360, 156)                              # an offer's frame (sprites/svg.py OFFER_FRAME)
OFFER_ART = (9, 37, 82)                         # in it: its badge's picture, its clear face
OFFER_FACE = pygame.Rect(101, 24, 242, 108)
FACE_PLATE = (16, 8, 30, 235)                   # a frame not drawn: a plain dark plate
HEADING, FIGURE, LINE = (255, 255, 255), (255, 225, 120), (235, 228, 250)
GLASS = (12, 4, 24, 150)
DEEP_GLASS = (12, 4, 24, 215)                   # a small plaque's lines reach onto its rim
POP = 0.35                                      # seconds the plaque pops in (a scale punch)
_popping = Scratch()                            # a plaque as its pop scales it, each frame


def _scaled(rect: pygame.Rect, k: float) -> pygame.Rect:
    return pygame.Rect(round(rect.x * k), round(rect.y * k), round(rect.w * k),
                       round(rect.h * k))


def small_face(box: pygame.Rect) -> pygame.Rect:
    """Where a small frame drawn in `box` (its 3:1 size) takes its words."""
    return _scaled(SMALL_FACE, box.width / 360).move(box.topleft)


def offer_face(box: pygame.Rect) -> pygame.Rect:
    """Where an offer's frame drawn in `box` (its 360:156 size) takes its words."""
    return _scaled(OFFER_FACE, box.width / OFFER[0]).move(box.topleft)


def offer_badge(size: Sequence[int]) -> pygame.Rect:
    """The square of an offer's frame at `size` that holds its picture."""
    x, y, side = (round(v * size[0] / OFFER[0]) for v in OFFER_ART)
    return pygame.Rect(x, y, side, side)


def badge(small: bool, size: Sequence[int]) -> pygame.Rect:
    """The square of a frame at `size` that holds its picture: the big frame's window, the
    small one's badge."""
    k = size[0] / (360 if small else 640)
    x, y, side = SMALL_ART if small else BIG_ART
    return pygame.Rect(round(x * k), round(y * k), round(side * k), round(side * k))


def framed(game_id: str, small: bool, size: tuple[int, ...],
           art: pygame.Surface | None) -> pygame.Surface:
    """The game's frame at `size` (the shared one, or a plain panel, where it has none) with
    the picture `art` (sized to its badge, or None) set in it."""
    frame = picture((game_id, "plaques", "frame_small" if small else "frame_big"), size)
    if frame is None:
        frame = picture(("ui", "plaque_feature"), size) if not small else None
    out = pygame.Surface(size, pygame.SRCALPHA)
    if frame is None:
        out.blit(panel(size, FACE_PLATE, 18, (255, 215, 120)), (0, 0))
    else:
        out.blit(frame, (0, 0))
    if art is not None:
        out.blit(art, art.get_rect(center=badge(small, size).center))
    return out


@lru_cache(maxsize=8)
def composed(game_id: str, name: str | None, small: bool,
             size: tuple[int, ...]) -> pygame.Surface:
    """The frame with the feature's picture set in its window (or badge), at `size`."""
    side = badge(small, size).width
    art = picture((game_id, "plaques", name), (side, side)) if name else None
    if art is None and name:        # a small picture in a big window, or the other way
        other = f"{name}_small" if not small else name.removesuffix("_small")
        art = picture((game_id, "plaques", other), (side, side))
    if art is None:
        art = picture(("ui", "star"), (side * 2 // 3, side * 2 // 3))
    return framed(game_id, small, size, art)


def warm(look: Look) -> None:
    """Compose the look's plaques whose pictures are named outright, and the shade, as the
    game is entered: made in the frame a feature starts they cost that frame several ms."""
    warm_vignette()
    for name, spec in look.features.items():
        art = (spec.get("plaque") or {}).get("picture", name)
        if "{" not in str(art):
            small = bool(spec.get("small"))
            composed(look.game_id, str(art), small,
                     tuple(look.small_plaque[2:]) if small else BIG)


def big_rect(centre: tuple[int, int]) -> pygame.Rect:
    return pygame.Rect(0, 0, *BIG).move(centre[0] - BIG[0] // 2, centre[1] - BIG[1] // 2)


def draw(surface: pygame.Surface, look: Look, centre: tuple[int, int], small_box: RectLike,
         plaque: Plaque, alpha: float, seconds: float) -> None:
    """`plaque`: the look's (game/window/look.py Plaque); `alpha` how far it has faded in (its dim
    fades, its words never: they read from the first frame); `seconds` its age, for the pop."""
    if plaque.small:
        return draw_small(surface, look, small_box, plaque, seconds)
    vignette(surface, alpha)
    box = big_rect(centre)
    image = composed(look.game_id, plaque.picture, False, BIG)
    pop = 0.85 + 0.15 * Ease.OUT_BACK(progress(seconds, 0, POP), 2.4)
    if abs(pop - 1) > 0.005:
        image = _popping.scale(image, (round(BIG[0] * pop), round(BIG[1] * pop)))
    surface.blit(image, image.get_rect(center=box.center))
    face = _scaled(BIG_FACE, SCALE).move(box.topleft)
    width = face.width - 36
    lines = [(plaque.heading, 34, HEADING), (plaque.figure, 76, FIGURE),
             (plaque.line, readable_size(plaque.line) + 2, LINE)]
    lines = [(words, size, colour) for words, size, colour in lines if words]
    if len(lines) == 1:                        # a title alone: large
        lines = [(lines[0][0], 72, FIGURE)]
    heights = [fit_size(words, size, width, readable_size(words))
               for words, size, _colour in lines]
    stack(surface, face, [(words, size, colour)
                          for (words, _size, colour), size in zip(lines, heights)],
          heights, (face.height - sum(heights)) / (len(lines) + 1))


def _glass(surface: pygame.Surface, words: str, size: int, centre: tuple[int, int],
           glass: Sequence[int] = GLASS) -> None:
    """A dark glass under a line, so it reads on the face's lighter top and on pale frames."""
    face = typeface(size, words)
    width = min(face.size(words)[0] + 28, BIG[0] - 80)
    # (as tall as the line where a script's marks reach further: Arabic's, Hindi's)
    plate = pygame.Rect(0, 0, width, max(round(size * 0.8) + 6, face.get_height()))
    plate.center = centre
    surface.blit(panel(plate.size, glass, plate.height // 2), plate)


def stack(surface: pygame.Surface, box: pygame.Rect,
          lines: Sequence[tuple[str, int, tuple[int, int, int]]], heights: Sequence[float],
          gap: float) -> None:
    """`lines` [(words, size, colour)] down `box`, centred, each `heights[i]` tall and `gap`
    apart (and from the top), each on its glass: a plaque's lines and an offer's alike."""
    y = box.y + gap
    for (words, size, colour), high in zip(lines, heights):
        centre = (box.centerx, round(y + high / 2))
        _glass(surface, words, size, centre)
        text(surface, words, centre, size, colour)
        y += high + gap


def draw_small(surface: pygame.Surface, look: Look, box: RectLike, plaque: Plaque,
               seconds: float) -> None:
    """A small plaque in `box` (x, y, w, h; the frame's 3:1), sliding in from the side it is
    nearer as it pops."""
    box = pygame.Rect(box)
    image = composed(look.game_id, plaque.picture, True, box.size)
    k = Ease.OUT_CUBIC(progress(seconds, 0, POP))
    side = -1 if box.centerx < 640 else 1
    room = box.x if side < 0 else surface.get_width() - box.right    # it never leaves the screen
    at = box.move(round(side * min(40, max(0, room - 12)) * (1 - k)), 0)
    surface.blit(image, at)
    face = small_face(at)
    words = [w for w in (plaque.heading, plaque.line) if w]
    if len(words) == 1:
        text(surface, words[0], face.center, fit_size(words[0], 30, face.width - 8), HEADING)
        return
    width = face.width - 8                      # the line under readable too (issue 56: it
    heading = fit_size(words[0], 26, width, readable_size(words[0]))      # was 9 px), on two
    least = readable_size(words[1])                                       # lines where it needs
    lines = fit_lines(words[1], least, width)
    high = line_height(heading) + 1           # as rendered: a bold face draws a px or two
    step = line_height(least)                 # taller, an accent (Ü) taller still
    y = face.centery - (high + step * len(lines)) // 2
    _glass(surface, words[0], heading, (face.centerx, y + high // 2), DEEP_GLASS)
    text(surface, words[0], (face.centerx, y + high // 2), heading, FIGURE)
    for n, said in enumerate(lines):
        centre = (face.centerx, y + high + step * n + step // 2)
        _glass(surface, said, least, centre, DEEP_GLASS)
        text(surface, said, centre, least, HEADING, bold=False)


def draw_total(surface: pygame.Surface, look: Look, show: Callable[[int], str], title: str,
               amount: int, detail: str, alpha: float) -> None:
    """A big feature's total (issue 49, 1): its plaque with its picture, over the scene dimmed
    round it, as its start was: its name, TOTAL WIN and the amount in large figures (the money
    view), how it went on a line under; it pops in as it fades in (`alpha` 0..1)."""
    vignette(surface, alpha)
    box = big_rect((640, 340))
    image = composed(look.game_id, look.total_picture(title) or None, False, BIG)
    pop = 0.85 + 0.15 * Ease.OUT_BACK(min(1.0, alpha), 2.4)
    if abs(pop - 1) > 0.005:
        image = _popping.scale(image, (round(BIG[0] * pop), round(BIG[1] * pop)))
    surface.blit(image, image.get_rect(center=box.center))
    face = _scaled(BIG_FACE, SCALE).move(box.topleft)
    width = face.width - 36
    shown = show(amount)
    said, least = _("TOTAL WIN"), readable_size    # its sub-lines too (issue 56: 8 px)
    lines = [(title, fit_size(title, 32, width, least(title)), HEADING),
             (said, least(said), LINE), (shown, fit_size(shown, 72, width), FIGURE)]
    if detail:
        lines.append((detail, fit_size(detail, least(detail) + 2, width, least(detail)), LINE))
    heights = [typeface(size, words).get_height() for words, size, _ in lines]
    gap = max(0, (face.height - sum(heights)) / (len(lines) + 1))
    y = face.y + gap
    for (words, size, colour), height in zip(lines, heights):
        centre = (face.centerx, round(y + height / 2))
        _glass(surface, words, size, centre)
        text(surface, words, centre, size, colour, latin=words == shown)
        y += height + gap
