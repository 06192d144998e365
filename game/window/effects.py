"""Motion every screen shares: soft glowing dots, bursts of sparks, falling particles and
twinkling points. The scenery uses them for its weather and lights, the win animations for
theirs; the curves they move by are game/window/easing.py's.

Each moving thing advances in update(dt) with the loop's time and only reads its state in
draw(surface), so a frame can be drawn twice alike; its randomness is seeded (decoration only:
no outcome ever comes from here). Dots are drawn once per (size, colour) and kept.
"""
import math
import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Literal, overload

import pygame
from pygame.typing import RectLike

from game.window.easing import wave


@lru_cache(maxsize=256)
def soft_dot(radius: int, colour: tuple[int, ...], core: float = 0.35) -> pygame.Surface:
    """drawn_dot's glow, drawn once per radius, colour and core, then kept."""
    return drawn_dot(radius, colour, core)


def drawn_dot(radius: int, colour: tuple[int, ...], core: float = 0.35) -> pygame.Surface:
    """A round glow `radius` px wide: a bright core fading to nothing (per-pixel alpha), drawn
    anew (a glow made from it at its brightnesses keeps those, not it: a tenth less kept)."""
    radius = max(1, radius)
    size = radius * 2 + 2
    dot = pygame.Surface((size, size), pygame.SRCALPHA)
    steps = max(2, radius)
    for i in range(steps, 0, -1):
        r = radius * i / steps
        t = r / radius
        alpha = 255 if t <= core else int(255 * ((1 - t) / (1 - core)) ** 2)
        pygame.draw.circle(dot, (*colour[:3], alpha), (size / 2, size / 2), max(0.5, r))
    return dot


@lru_cache(maxsize=64)
def glow_levels(radius: int, colour: tuple[int, ...],
                levels: int = 8) -> tuple[pygame.Surface, ...]:
    """The same glow at 0..`levels` brightnesses (blit with BLEND_RGB_ADD), for additive blits
    that fade without per-frame surface work (a twinkle, a pulsing moon)."""
    return brightness_levels(drawn_dot(radius, colour), levels)


@overload
def brightness_levels(image: pygame.Surface, levels: int = 8,
                      lowest: Literal[0] = 0) -> tuple[pygame.Surface, ...]: ...


@overload
def brightness_levels(image: pygame.Surface, levels: int = 8,
                      lowest: int = 0) -> tuple[pygame.Surface | None, ...]: ...


def brightness_levels(image: pygame.Surface, levels: int = 8,
                      lowest: int = 0) -> tuple[pygame.Surface | None, ...]:
    """`image` (per-pixel alpha) premultiplied and at 0..`levels` brightnesses, to be blitted
    with BLEND_RGB_ADD: light added on, fading by picking a level. Those under `lowest` are
    None: a light that never fades below it keeps no picture it never shows."""
    base = image.premul_alpha()
    out: list[pygame.Surface | None] = [None] * min(lowest, levels + 1)
    for i in range(len(out), levels + 1):
        out.append(brightness(base, i, levels))
    return tuple(out)


def brightness(lit: pygame.Surface, level: int, levels: int = 8) -> pygame.Surface:
    """A premultiplied light `lit` at brightness `level` of 0..`levels` (a new surface)."""
    k = int(255 * level / levels)
    out = lit.copy()
    out.fill((k, k, k, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def glow_ring(rect_size: tuple[int, int], colour: Sequence[int], spread: int = 18,
              radius: int = 26) -> pygame.Surface:
    """A soft glow around a rounded rectangle of `rect_size`, `spread` px each side of its
    edge (a frame lit up); the surface is `spread` px larger than the rectangle all round."""
    w, h = rect_size
    ring = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    for i in range(spread, 0, -1):
        alpha = int(200 * (1 - i / spread) ** 1.6) + 8
        box = ring.get_rect().inflate(-2 * (spread - i), -2 * (spread - i))
        pygame.draw.rect(ring, (*colour[:3], alpha), box, width=3, border_radius=radius + i)
    inner = ring.get_rect().inflate(-2 * spread - 8, -2 * spread - 8)
    pygame.draw.rect(ring, (0, 0, 0, 0), inner, border_radius=radius)
    return ring


class Scratch:
    """Where a picture scaled anew each frame (a beat, a breath, a pop) is drawn: one surface
    kept and drawn into, grown when a larger size is asked, instead of a new one allocated and
    cleared every frame (a big win's plaque: 0.9 MB a frame). The same pixels as
    pygame.transform.scale's own; what it hands back is valid until the next call."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None

    def scale(self, image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        kept = self.surface
        if kept is None or kept.get_width() < w or kept.get_height() < h \
                or kept.get_bitsize() != image.get_bitsize() \
                or kept.get_masks() != image.get_masks():
            grown = (max(w, kept.get_width()) if kept else w,
                     max(h, kept.get_height()) if kept else h)
            kept = self.surface = pygame.Surface(grown, image.get_flags(), image)
        out = kept.subsurface((0, 0, w, h))
        pygame.transform.scale(image, size, out)
        return out


class Falling:
    """Particles drifting down (snow) in one depth: each falls at about `speed` px/s, sways
    `sway` px side to side, and wraps to the top when it leaves the area."""

    def __init__(self, area: RectLike, count: int, size: float, speed: float, sway: float = 10.0,
                 alpha: int = 220, colour: Sequence[int] = (255, 255, 255),
                 seed: int = 0) -> None:
        self.area = pygame.Rect(area)
        rng = random.Random(seed)
        self.image = self._faded(soft_dot(max(1, round(size)), tuple(colour), 0.5), alpha)
        self.flakes = [[rng.uniform(0, self.area.width), rng.uniform(0, self.area.height),
                        speed * rng.uniform(0.75, 1.25), rng.uniform(0, math.tau),
                        rng.uniform(0.4, 1.2)] for _ in range(count)]
        self.sway, self.time = sway, 0.0

    @staticmethod
    def _faded(dot: pygame.Surface, alpha: int) -> pygame.Surface:
        image = dot.copy()
        image.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        return image

    def update(self, dt: float) -> None:
        self.time += dt
        height = self.area.height + 20
        for flake in self.flakes:
            flake[1] = (flake[1] + flake[2] * dt) % height

    def draw(self, surface: pygame.Surface) -> None:
        half = self.image.get_width() / 2
        x0, y0, t = self.area.x, self.area.y - 10, self.time
        width = self.area.width
        surface.fblits([(self.image, ((x0 + (f[0] + self.sway * math.sin(t * f[4] + f[3]))
                                       % width) - half, y0 + f[1] - half))
                        for f in self.flakes])


class Twinkle:
    """Points that brighten and fade each on its own period (stars, window lights), added on."""

    def __init__(self, area: RectLike, count: int, size: tuple[float, float] = (2, 4),
                 period: tuple[float, float] = (1.5, 4.0),
                 colour: Sequence[int] = (255, 250, 230), seed: int = 0,
                 points: Sequence[tuple[float, float]] | None = None) -> None:
        rng = random.Random(seed)
        area = pygame.Rect(area)
        points = points or [(rng.uniform(area.left, area.right),
                             area.top + area.height * rng.random() ** 1.3) for _ in range(count)]
        self.stars: list[tuple[float, float, tuple[pygame.Surface, ...], float, float]] = []
        for x, y in points:
            radius = rng.randint(int(size[0]), int(size[1]))
            levels = glow_levels(radius * 2, tuple(colour))
            self.stars.append((x - radius * 2 - 1, y - radius * 2 - 1, levels,
                               rng.uniform(*period), rng.random()))
        self.time = 0.0

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        t = self.time
        blits = []
        for x, y, levels, period, phase in self.stars:
            level = int(wave(t, period, phase) ** 2 * (len(levels) - 1) + 0.5)
            if level:
                blits.append((levels[level], (x, y)))
        surface.fblits(blits, pygame.BLEND_RGB_ADD)


class Burst:
    """Sparks flung from points (a symbol leaving, a trigger), falling under gravity and
    shrinking as they age; each keeps its own colour. update(dt) moves them, draw only reads."""
    MAX = 700
    GRAVITY = 600.0

    def __init__(self, seed: int = 7) -> None:
        # [x, y, vx, vy, life, age, colour, size]: floats and its colour (a tuple), changed in
        # place as it moves (Any: one list holds both)
        self.sparks: list[list[Any]] = []
        self._rng = random.Random(seed)   # decoration only: no outcome comes from here
        self._dots: dict[tuple[tuple[int, ...], int], pygame.Surface] = {}
        self.made: Counter[str] = Counter()   # dots drawn so far: the cache's misses

    def emit(self, x: float, y: float, colours: Sequence[Sequence[int]], count: int = 12,
             speed: tuple[float, float] = (80, 420)) -> None:
        """`count` sparks from (x, y), their colours taken in turn from `colours`."""
        rng = self._rng
        for i in range(count):
            angle, v = rng.uniform(0, math.tau), rng.uniform(*speed)
            self.sparks.append([x, y, math.cos(angle) * v, math.sin(angle) * v - 120,
                                rng.uniform(0.4, 0.9), 0.0, tuple(colours[i % len(colours)]),
                                rng.choice((3, 4, 5, 6))])
        if len(self.sparks) > self.MAX:                       # the oldest go first
            del self.sparks[:len(self.sparks) - self.MAX]

    def clear(self) -> None:
        self.sparks.clear()

    def release(self) -> None:
        """Forget the dots drawn so far (made again as needed)."""
        self._dots = {}

    RADII = range(1, 7)     # a spark's radius as it shrinks: its size (3..6) down to 1

    def warm(self, colours: Sequence[Sequence[int]]) -> None:
        """Draw the dots of `colours` at every radius a spark has now (a game entered), not
        in the frames of the first bursts of them."""
        for colour in colours:
            for radius in self.RADII:
                if (tuple(colour), radius) not in self._dots:
                    self._dots[(tuple(colour), radius)] = self._dot(tuple(colour), radius)
                    self.made["dot"] += 1

    def __len__(self) -> int:
        return len(self.sparks)

    def update(self, dt: float) -> None:
        """(Up to MAX sparks a frame: the loop keeps to locals, the pull worked out once.)"""
        alive: list[list[Any]] = []
        keep, pull = alive.append, self.GRAVITY * dt
        for p in self.sparks:
            p[5] += dt
            if p[5] < p[4]:
                p[0] += p[2] * dt
                p[1] += p[3] * dt
                p[3] += pull
                keep(p)
        self.sparks = alive

    def draw(self, surface: pygame.Surface) -> None:
        """All sparks in one fblits call, each from a cached dot of its colour and size (up
        to MAX a frame: the loop keeps to locals)."""
        dots = self._dots
        blits: list[tuple[pygame.Surface, tuple[float, float]]] = []
        found, put = dots.get, blits.append
        for x, y, _, _, life, age, colour, size in self.sparks:
            radius = int(size * (1 - age / life))
            if radius < 1:
                radius = 1
            dot = found((colour, radius))
            if dot is None:
                dot = dots[(colour, radius)] = self._dot(colour, radius)
                self.made["dot"] += 1
            put((dot, (x - radius, y - radius)))
        surface.fblits(blits)

    @staticmethod
    def _dot(colour: tuple[int, ...], radius: int) -> pygame.Surface:
        dot = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        pygame.draw.circle(dot, colour, (radius, radius), radius)
        pygame.draw.circle(dot, (255, 255, 255), (radius, radius), max(1, radius // 3))
        return dot


def colours_of(image: pygame.Surface, count: int = 3) -> tuple[tuple[int, ...], ...]:
    """A picture's own colours, for sparks: the mean of its opaque pixels in `count` bands of
    brightness (shadow, body, light), each a little saturated so it reads as a spark."""
    small = pygame.transform.smoothscale(image, (24, 24))
    pixels: list[tuple[int, int, int]] = []
    for y in range(24):
        for x in range(24):
            r, g, b, a = small.get_at((x, y))
            if a > 160:
                pixels.append((r, g, b))
    if not pixels:
        return ((255, 255, 255),)
    pixels.sort(key=lambda p: sum(p))
    bands = [pixels[len(pixels) * i // count:len(pixels) * (i + 1) // count] or pixels
             for i in range(count)]
    out: list[tuple[int, ...]] = []
    for band in bands[1:] + bands[:1]:        # the body first, the shadow last
        mean = [sum(p[k] for p in band) / len(band) for k in range(3)]
        grey = sum(mean) / 3
        out.append(tuple(max(0, min(255, int(grey + (c - grey) * 1.4 + 20))) for c in mean))
    return tuple(out)


class CoinShower:
    """A big win's coins: thrown up in fountains from below the screen and raining from its
    top, falling under gravity and turning (the frames of a coin, played in a loop), each at
    one of a few depths. update(dt) moves them; stop() lets the last fall away; `done` once
    none is left. Decoration only (seeded), never an outcome."""

    GRAVITY = 1400.0          # px/s^2, the nearest coins' (far ones fall a little slower)
    LEAVE = 80                # px below the area a coin is gone

    def __init__(self, frames: Sequence[Sequence[pygame.Surface]],
                 area: RectLike = (0, 0, 1280, 720), rate: float = 40.0,
                 seed: int = 0) -> None:
        self.frames = frames            # [depth] -> [turn] -> surface, largest depth last
        # [depth] -> [turn] -> (surface, half its width, half its height): where a coin's
        # centre puts it, worked out once, not for each coin each frame
        self.placed = [[(image, image.get_width() / 2, image.get_height() / 2)
                        for image in turns] for turns in frames]
        self.area = pygame.Rect(area)
        self.rate, self.owed, self.spawning = rate, 0.0, True
        self.rng = random.Random(seed)
        self.coins: list[list[float]] = []   # [x, y, vx, vy, turn, turns per second, depth]

    def _throw(self) -> None:
        rng, area = self.rng, self.area
        depth = rng.randrange(len(self.frames))
        if rng.random() < 0.55:         # a fountain from below, up to 45-85% of the height
            x = area.centerx + rng.uniform(-0.3, 0.3) * area.width
            rise = area.height * rng.uniform(0.45, 0.85) + 30
            coin = [x, area.bottom + 30, rng.uniform(-320, 320),
                    -(2 * self._gravity(depth) * rise) ** 0.5]
        else:                           # rain from the top
            coin = [rng.uniform(area.left, area.right), area.top - 40,
                    rng.uniform(-60, 60), rng.uniform(80, 260)]
        coin += [rng.uniform(0, 8), rng.uniform(9, 18) * rng.choice((1, -1)), depth]
        self.coins.append(coin)

    def _gravity(self, depth: float) -> float:
        return self.GRAVITY * (1 - 0.12 * (len(self.frames) - 1 - depth))

    def update(self, dt: float) -> None:
        if self.spawning:
            self.owed += self.rate * dt
            while self.owed >= 1:
                self.owed -= 1
                self._throw()
        bottom = self.area.bottom + self.LEAVE
        pulls = [self._gravity(depth) * dt for depth in range(len(self.frames))]
        for coin in self.coins:
            coin[3] += pulls[int(coin[6])]
            coin[0] += coin[2] * dt
            coin[1] += coin[3] * dt
            coin[4] += coin[5] * dt
        self.coins = [c for c in self.coins if c[1] < bottom or c[3] < 0]

    def stop(self) -> None:
        self.spawning = False

    @property
    def done(self) -> bool:
        return not self.spawning and not self.coins

    def draw(self, surface: pygame.Surface) -> None:
        """The far coins first, each depth's in the order thrown (as a stable sort by depth
        puts them: gathered by depth instead, no sort a frame)."""
        depths: list[list[list[float]]] = [[] for _ in self.placed]
        for coin in self.coins:
            depths[int(coin[6])].append(coin)       # an index kept among the floats
        blits = []
        for turns, coins in zip(self.placed, depths):
            count = len(turns)
            for x, y, _, _, turn, _, _ in coins:
                image, half_w, half_h = turns[int(turn) % count]
                blits.append((image, (x - half_w, y - half_h)))
        surface.fblits(blits)


RAY_TURNS = 10          # a ray star's turns kept: it turns by one ray's spacing through them


@lru_cache(maxsize=RAY_TURNS)
def light_rays(radius: int, colour: tuple[int, ...], turn: int, rays: int = 12) -> pygame.Surface:
    """A star of `rays` soft wedges of light `radius` px long, widening outward, turned
    `turn`/RAY_TURNS of their spacing: drawn small and smoothscaled once per turn, so a frame
    blits it at an alpha and never rotates a picture."""
    small = 160
    star = pygame.Surface((small, small), pygame.SRCALPHA)
    c = small / 2
    spacing = math.tau / rays
    for i in range(rays):
        a = spacing * (i + turn / RAY_TURNS)
        for length, width, alpha in ((1.0, 0.12, 50), (0.85, 0.07, 90), (0.6, 0.035, 150)):
            left = (c + math.cos(a - width) * c * length, c + math.sin(a - width) * c * length)
            right = (c + math.cos(a + width) * c * length, c + math.sin(a + width) * c * length)
            pygame.draw.polygon(star, (*colour[:3], alpha), ((c, c), left, right))
    return pygame.transform.smoothscale(star, (radius * 2, radius * 2))
