"""The panels where a round's state lives, drawn as a game's art rather than words in boxes
(issue 49, 1): a meter as a glass gauge that fills as it counts, its target a medallion at the
tube's end that lights and bursts as it is reached; the marks won as sockets that light up; the
spins of a feature on a counter whose figure flips as a spin is used; a multiplier that is a sum
of valued symbols on the valued symbol's own picture, holding the total.

Generic widgets: the game's look gives their colours (its frame and accent) and pictures (its
valued symbol, its marks); nothing here names a game. Every layer (plate, tube, fill, sheen) is
made once per size and colour and blitted; the moving parts read the ages handed in (the screen's
clock), never a clock of their own. `draw` functions change no state.
"""
import math
from collections.abc import Collection, Mapping, Sequence
from functools import lru_cache

import pygame

from game.window.assets import face
from game.window.easing import flip, hump, punch, wave
from game.window.effects import glow_levels
from game.window.ui.widgets import fit_size, mirrored, readable_size, text
from game.words.i18n import right_to_left

LABEL = (235, 226, 250)          # the small words on a plate: 4.5:1 on its dark face
FIGURE = (255, 225, 120)         # the figures, gold
DONE = (255, 250, 220)           # a target reached
FLIP = 0.32                      # seconds a counter's figure takes to flip
BURST = 1.2                      # seconds a reached target's burst lasts


def shade(colour: Sequence[int], k: float) -> tuple[int, ...]:
    """`colour` lightened (k > 0, toward white) or darkened (k < 0, toward black)."""
    if k >= 0:
        return tuple(round(c + (255 - c) * k) for c in colour[:3])
    return tuple(round(c * (1 + k)) for c in colour[:3])


def _vertical(size: tuple[int, int],
              stops: Sequence[tuple[float, Sequence[int]]]) -> pygame.Surface:
    """A vertical gradient through `stops` [(t, (r, g, b, a))] over `size`."""
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
            if t0 <= t <= t1:
                k = (t - t0) / max(1e-6, t1 - t0)
                pygame.draw.line(out, [round(a + (b - a) * k) for a, b in zip(c0, c1)],
                                 (0, y), (w, y))
                break
    return out


def _rounded(image: pygame.Surface, radius: int) -> pygame.Surface:
    """`image` cut to a rounded rectangle."""
    mask = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return image


@lru_cache(maxsize=32)
def plate(size: tuple[int, ...], rim: tuple[int, ...], radius: int = 14) -> pygame.Surface:
    """A plate of the game's art: a soft drop shadow, a metal rim of the frame's colour lit from
    above, a deep face with a faint light along its top (words read on it at 4.5:1)."""
    w, h = size
    out = pygame.Surface((w + 8, h + 10), pygame.SRCALPHA)
    for i in range(5, 0, -1):                              # the shadow, soft
        pygame.draw.rect(out, (0, 0, 0, 22), pygame.Rect(4 - i + 4, 6 - i + 4, w + 2 * i - 8,
                                                         h + 2 * i - 8),
                         border_radius=radius + i)
    metal = _rounded(_vertical((w, h), [(0, (*shade(rim, 0.55), 255)),
                                        (0.45, (*rim[:3], 255)),
                                        (1, (*shade(rim, -0.55), 255))]), radius)
    out.blit(metal, (4, 4))
    face = _rounded(_vertical((w - 6, h - 6), [(0, (44, 24, 72, 250)), (0.5, (22, 10, 40, 250)),
                                               (1, (10, 4, 22, 250))]), radius - 3)
    out.blit(face, (7, 7))
    pygame.draw.line(out, (255, 255, 255, 40), (7 + radius, 8), (w - radius, 8), 1)
    return out


def draw_plate(surface: pygame.Surface, box: pygame.Rect, rim: Sequence[int]) -> None:
    surface.blit(plate(tuple(box.size), tuple(rim[:3])), (box.x - 4, box.y - 4))


@lru_cache(maxsize=16)
def tube(size: tuple[int, int]) -> pygame.Surface:
    """A gauge's empty tube: sunk dark glass, shaded at its top (an inner shadow)."""
    w, h = size
    out = _rounded(_vertical(size, [(0, (4, 2, 10, 255)), (0.35, (30, 22, 52, 255)),
                                    (1, (52, 42, 84, 255))]), h // 2)
    pygame.draw.rect(out, (0, 0, 0, 160), out.get_rect(), 1, border_radius=h // 2)
    return out


@lru_cache(maxsize=16)
def fill(size: tuple[int, int], colour: tuple[int, ...]) -> pygame.Surface:
    """A gauge's fill at full length: the colour lit from above with a glossy top half, a dark
    foot; blitted cut to how far the meter has filled."""
    w, h = size
    light, dark = shade(colour, 0.55), shade(colour, -0.45)
    out = _vertical(size, [(0, (*light, 255)), (0.45, (*colour[:3], 255)),
                           (1, (*dark, 255))])
    gloss = pygame.Rect(h // 3, 2, w - 2 * h // 3, max(2, h // 3))
    pygame.draw.rect(out, (*shade(colour, 0.8), 255), gloss, border_radius=gloss.height // 2)
    return _rounded(out, h // 2)


@lru_cache(maxsize=8)
def sheen(height: int) -> pygame.Surface:
    """A band of light that runs along a filled gauge now and then (added on)."""
    width = height * 3
    out = pygame.Surface((width, height))
    for x in range(width):
        k = round(110 * hump(x / (width - 1)) ** 2)
        pygame.draw.line(out, (k, k, k), (x, 0), (x, height))
    return out


SECTIONS_UP_TO = 10   # a meter of this many steps or fewer shows one section per step
SECTION_GAP = 6


def track(surface: pygame.Surface, bar: pygame.Rect, value: int, target: int, colour: Sequence[int],
          clock: float = 0.0) -> float:
    """A gauge's tube in `bar` filled to `value` of `target` (how far, 0..1, is returned); a
    short meter (a target of 3, say) in separate sections, so a player counts them at a glance;
    a long one with a sheen running along its fill now and then. It fills from its left, from
    its right in Arabic."""
    part = min(1.0, max(0.0, value / target)) if target else 0.0
    if 0 < target <= SECTIONS_UP_TO:
        width = (bar.width - SECTION_GAP * (target - 1)) / target
        for i in range(target):
            cell = mirrored((round(bar.x + i * (width + SECTION_GAP)), bar.y, round(width),
                             bar.height), bar)
            surface.blit(fill(cell.size, tuple(colour[:3])) if i < value else tube(cell.size),
                         cell)
        return part
    surface.blit(tube(bar.size), bar)
    length = round(bar.width * part)
    if length <= 0:
        return part
    made = fill(bar.size, tuple(colour[:3]))
    filled = mirrored((bar.x, bar.y, max(length, bar.height // 2), bar.height), bar)
    surface.blit(made, filled, filled.move(-bar.x, -bar.y))
    runs = (clock % 4.0) / 1.6               # a sheen along it every 4 s
    if runs < 1:
        band = sheen(bar.height)
        x = mirrored((bar.x - band.get_width() + round(runs * (length + band.get_width())),
                      bar.y, band.get_width(), bar.height), bar).x
        area = pygame.Rect(x, bar.y, band.get_width(), bar.height).clip(
            mirrored((bar.x + 2, bar.y, max(0, length - 4), bar.height), bar))
        if area.width > 0:
            surface.blit(band, area, pygame.Rect(area.x - x, 0, area.w, area.h),
                         special_flags=pygame.BLEND_RGB_ADD)
    return part


def medallion(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Sequence[int],
              lit: bool) -> None:
    """The target at a gauge's end: a gold coin with a star, dark until the target is reached."""
    x, y = centre
    gold = (255, 214, 90) if lit else (120, 104, 70)
    pygame.draw.circle(surface, (0, 0, 0), (x + 1, y + 2), radius)
    pygame.draw.circle(surface, shade(gold, -0.35), (x, y), radius)
    pygame.draw.circle(surface, gold, (x, y), radius - 3)
    pygame.draw.circle(surface, shade(gold, 0.45), (x - radius // 3, y - radius // 3),
                       max(2, radius // 3))
    inner = radius * 0.55
    points = [(x + inner * (1 if i % 2 == 0 else 0.45) * math.sin(math.radians(36 * i)),
               y - inner * (1 if i % 2 == 0 else 0.45) * math.cos(math.radians(36 * i)))
              for i in range(10)]                       # a five-pointed star's corners
    pygame.draw.polygon(surface, colour[:3] if lit else (70, 60, 46), points)


def gauge(surface: pygame.Surface, box: pygame.Rect, label: str, shown: int, target: int,
          colour: Sequence[int], rim: Sequence[int], clock: float = 0.0,
          reached: float | None = None) -> None:
    """A meter: its name and `shown` / `target` on a plate above a glass tube filling in the
    `colour`; the target a medallion at the tube's end; `reached`: seconds since the target was
    reached (None: not reached), its burst and its medallion lit."""
    draw_plate(surface, box, rim)
    top = box.y + 15
    figure = f"{shown} / {target}"
    size = fit_size(figure, 24, box.width // 2)
    inked = DONE if reached is not None else FIGURE
    beside = box.width - 36 - face(size, figure).size(figure)[0]
    words = readable_size(label)
    on_tube = face(words, label, False).size(label)[0] > beside   # a long name: the line is its
    if not on_tube:
        text(surface, figure, (box.right - 12, top), size, inked, anchor="midright", within=box)
    text(surface, label, (box.x + 12, top), words, LABEL, anchor="midleft", bold=False,
         within=box)
    radius = 15
    laid = pygame.Rect(box.x + 12, box.bottom - 30, box.width - 24 - radius * 2, 18)
    bar = mirrored(laid, box)          # in Arabic the tube at the right, its medallion at left
    part = track(surface, bar, shown, target, colour, clock)
    if on_tube:                  # and the figure rides on the tube (never under the floor)
        text(surface, figure, bar.center, size, inked)
    for quarter in (1, 2, 3) if target > SECTIONS_UP_TO else ():   # ticks: each quarter
        x = mirrored((bar.x + bar.width * quarter // 4, 0, 0, 0), bar).x
        pygame.draw.line(surface, (255, 255, 255) if part * 4 >= quarter else (96, 84, 130),
                         (x, bar.y + 3), (x, bar.bottom - 4), 1)
    coin = (mirrored((laid.right + 2, 0, 2 * radius, 0), box).centerx, bar.centery)
    if reached is not None and reached < BURST:
        glow = glow_levels(radius * 3, tuple(colour[:3]))
        k = 1 - reached / BURST
        level = glow[max(0, min(len(glow) - 1, round(k * (len(glow) - 1))))]
        surface.blit(level, level.get_rect(center=coin), special_flags=pygame.BLEND_RGB_ADD)
    r = radius if reached is None else round(radius * punch(min(1.0, reached / 0.5), 0.3))
    medallion(surface, coin, r, colour, reached is not None)


def sockets(surface: pygame.Surface, box: pygame.Rect, title: str,
            marks: Sequence[tuple[str, Sequence[int]]], won: Collection[str], rim: Sequence[int],
            images: Mapping[str, tuple[pygame.Surface, pygame.Surface] | None]) -> None:
    """The marks a round can win, each in a socket that lights up with its tile when won, the
    count won on the plate: `marks` [(name, colour)], `won` the names won, `images`
    name -> (dark tile, lit tile) or None for a plain gem."""
    draw_plate(surface, box, rim)
    line = f"{title} {len(won)} / {len(marks)}"
    text(surface, line, (box.centerx, box.y + 15), fit_size(line, 20, box.width - 20), LABEL)
    count = max(1, len(marks))
    gap = min(46, (box.width - 16) // count)
    left = box.centerx - gap * (count - 1) / 2
    side = min(gap - 6, box.height - 34)
    for i, (name, colour) in enumerate(marks):
        centre = (mirrored((round(left + gap * i), 0, 0, 0), box).x,    # the first at the
                  box.bottom - 6 - side // 2)                             # right in Arabic
        lit = name in won
        socket = pygame.Rect(0, 0, side + 4, side + 4)
        socket.center = centre
        pygame.draw.rect(surface, (6, 2, 14), socket, border_radius=8)
        if lit:
            glow = glow_levels(side, tuple(colour[:3]))[5]
            surface.blit(glow, glow.get_rect(center=centre), special_flags=pygame.BLEND_RGB_ADD)
        pygame.draw.rect(surface, colour[:3] if lit else (70, 60, 96), socket, 2,
                         border_radius=8)
        pair = images.get(name)
        if pair is not None:
            image = pair[1] if lit else pair[0]
            surface.blit(image, image.get_rect(center=centre))
        else:
            pygame.draw.circle(surface, colour[:3] if lit else shade(colour, -0.7), centre,
                               side // 3)


def flip_tile(surface: pygame.Surface, rect: pygame.Rect, figure: str, before: str | None,
              age: float | None, size: int) -> None:
    """A counter's tile: dark with a split across its middle; `figure` flips in over `before`
    for FLIP seconds from `age` 0 (the tile folds flat, then opens on the new figure)."""
    pygame.draw.rect(surface, (0, 0, 0), rect.move(1, 2), border_radius=8)
    face = _rounded(_vertical(rect.size, [(0, (70, 54, 110, 255)), (0.5, (28, 18, 52, 255)),
                                          (0.51, (14, 8, 30, 255)), (1, (36, 26, 64, 255))]), 8)
    shown, k = figure, 1.0
    if age is not None and age < FLIP:
        half = age / FLIP
        shown = before if half < 0.5 and before is not None else figure
        k = max(0.08, flip(half))
    tile = rect.inflate(0, -round(rect.height * (1 - k)))
    surface.blit(pygame.transform.scale(face, tile.size), tile)
    pygame.draw.rect(surface, (255, 215, 120), tile, 2, border_radius=8)
    if k > 0.5:
        text(surface, shown, tile.center, fit_size(shown, size, rect.width - 10), FIGURE)
    pygame.draw.line(surface, (0, 0, 0), (tile.x + 3, tile.centery), (tile.right - 4,
                                                                      tile.centery), 1)


def spin_counter(surface: pygame.Surface, box: pygame.Rect, title: str, index: int, of: int,
                 rim: Sequence[int], before: int | None = None,
                 age: float | None = None) -> None:
    """The spins of a feature: `title` and the spin played on a tile that flips as a spin is
    used (from `before`, `age` seconds ago), of how many, on a plate."""
    draw_plate(surface, box, rim)
    text(surface, title, (box.x + 14, box.centery), fit_size(title, 22, box.width // 2 - 20),
         LABEL, anchor="midleft", within=box)
    side = box.height - 16
    tile = pygame.Rect(0, 0, side + 10, side)
    tile.midright = (box.right - 14 - side - 6, box.centery)
    after = tile.right + 8
    backward = right_to_left()          # Arabic: the plate mirrored, "10 / 3" read from the right
    if backward:
        tile.x = box.left + box.right - tile.right
    flip_tile(surface, tile, str(index), None if before is None else str(before), age,
              side + 6)
    of_words = f"{of} /" if backward else f"/ {of}"
    text(surface, of_words, (after, box.centery), fit_size(of_words, 28, side + 4),
         FIGURE, anchor="midleft", within=box)


def held_total(surface: pygame.Surface, box: pygame.Rect, title: str, value: int,
               picture: pygame.Surface | None, rim: Sequence[int], since: float = 1.0,
               clock: float = 0.0) -> None:
    """A multiplier that sums values on the board: the valued symbol's `picture` (None: a gold
    disc) holding the total `value`, breathing, punched in as it grows (`since` 0..1)."""
    draw_plate(surface, box, rim)
    text(surface, title, (box.x + 14, box.centery), fit_size(title, 22, box.width // 2 - 10),
         LABEL, anchor="midleft", within=box)
    side = box.height - 8
    centre = (box.left + 12 + side // 2 if right_to_left() else box.right - 12 - side // 2,
              box.centery + 2)
    if since < 1:
        glow = glow_levels(side // 2 + 10, (255, 200, 80))
        halo = glow[max(0, round((len(glow) - 1) * (1 - since)))]
        surface.blit(halo, halo.get_rect(center=centre), special_flags=pygame.BLEND_RGB_ADD)
    scale = punch(since, 0.3) * (1 + 0.025 * wave(clock, 2.4))
    if picture is not None:
        image = picture
        if abs(scale - 1) > 0.01:
            image = pygame.transform.scale(picture, (round(side * scale), round(side * scale)))
        surface.blit(image, image.get_rect(center=centre))
    else:
        pygame.draw.circle(surface, (230, 180, 50), centre, round(side * scale / 2))
    words = f"x{value}"
    text(surface, words, (centre[0], centre[1] + side // 10),
         fit_size(words, round(side * 0.32 * scale), round(side * 0.5)), (70, 22, 0),
         shadow=False)
