"""The painted world behind a screen, and what keeps it moving: layers from the art (sky, far
and near), drifting clouds, a glowing moon or sun, twinkling stars and lights, snow in several
depths, a slow sway of the near layer; and a look per feature (a tint of the world and a frame
glow) switched by the events the board already sees.

What a scenery holds is data: a game's `scenery` in its look.yaml (the lobby's below), its
pictures made by its recipe (sprites/<id>/scene/). A game without pictures still gets a painted
gradient and its weather, so every screen moves. update(dt) takes the loop's time; draw only
reads. Layers that do not move are baked into one opaque picture when loaded, and each feature's
tint into its own copy, so a frame costs one full-screen blit and a few small ones.
"""
from __future__ import annotations

import hashlib
import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from game.window import assets
from game.window.easing import Ease, wave
from game.window.effects import Falling, Twinkle, brightness_levels, soft_dot

if TYPE_CHECKING:
    from game.window.ui.theme import Theme

SIZE = (1280, 720)
FADE = 0.8            # seconds for the world to change into a feature's look and back
GLOW_LEVELS = 16      # the brightnesses a moon or sun pulses through

Spec = Mapping[str, Any]        # a world as its look.yaml gives it (YAML: any value)
Levels = tuple[pygame.Surface | None, ...]      # brightness_levels': None under the lowest
Moving = tuple[pygame.Surface, tuple[int, int], float, float]    # image, place, drift, period
Cloud = tuple[pygame.Surface, float, float, float, int]     # image, start, y, speed, span
Glow = tuple[Levels, tuple[int, int], float, float]         # levels, place, period, strength
Default = TypeVar("Default")

LOBBY = {
    "folder": ["sprites", "lobby"],
    "layers": [{"image": "sky.png"}, {"image": "far.png"},
               {"image": "near.png", "drift": 24, "period": 46}],
    "clouds": {"image": "cloud.png", "count": 3, "speed": [7, 13], "band": [150, 330],
               "alpha": 110},
    "glow": {"at": [180, 110], "radius": 150, "colour": [46, 42, 36], "period": 6,
             "strength": 0.6},
    "twinkle": {"count": 70, "area": [0, 0, 1280, 420], "size": [1, 3]},
    "snow": [{"count": 70, "size": 1.5, "speed": 22, "sway": 10, "alpha": 140},
             {"count": 45, "size": 2.5, "speed": 40, "sway": 16, "alpha": 200},
             {"count": 18, "size": 4, "speed": 70, "sway": 24, "alpha": 235}],
}


def _hollowed(levels: Levels, radius: int) -> Levels:
    """Glow levels with nothing added inside `radius` of their centre, the light fading in over
    a few px past the disc's edge: a moon's halo that never washes its face flat white."""
    brightest = levels[-1]
    assert brightest is not None        # (only those under the lowest shown are not made)
    size = brightest.get_size()
    hole = pygame.Surface(size)
    hole.fill((255, 255, 255))
    centre = (size[0] / 2, size[1] / 2)
    for r in range(radius + 12, radius - 1, -1):       # outermost first, darker inward
        shade = max(0, min(255, round(255 * (r - radius - 1) / 11)))
        pygame.draw.circle(hole, (shade, shade, shade), centre, r)
    for level in levels:          # each made for this world alone: changed in place
        if level is not None:
            level.blit(hole, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return levels


def _colour(value: Sequence[float] | None, default: Default) -> tuple[int, ...] | Default:
    return tuple(int(v) for v in value) if value else default


_last_baked: dict = {}      # the world baked last, by what it was baked from: one only


def bake(spec: Spec | None, theme: Theme | None = None, size: tuple[int, int] = SIZE,
         still: bool = False) -> tuple[pygame.Surface, list[Moving]]:
    """(base, moving): the still layers of a world baked into one opaque surface (the theme's
    gradient where it has no pictures), and the drifting ones as (image, place, drift,
    period). The lobby's cards take the base alone (`still`: the drifting layers are not even
    read): no lights, weather or feature looks.

    The last world baked is kept, its pictures shared by the screens that show it (they only
    read them): a game left for the lobby and entered again decodes its full-screen layers once,
    not each time (about 30 ms), and the memory held is the world a screen shows anyway, or the
    one it just left."""
    key = repr((spec, theme, tuple(size), still))
    if key not in _last_baked:
        _last_baked.clear()
        _last_baked[key] = _bake(spec, theme, size, still)
    base, moving = _last_baked[key]
    return base, list(moving)


def _bake(spec: Spec | None, theme: Theme | None, size: tuple[int, int],
          still: bool) -> tuple[pygame.Surface, list[Moving]]:
    spec, theme = dict(spec or {}), theme or {}
    folder = spec.get("folder", [])
    base: pygame.Surface | None = None
    moving: list[Moving] = []
    for layer in spec.get("layers", []):
        drift = float(layer.get("drift", 0))
        if still and drift:                 # this layer and every one above it moves
            break
        image = _layer(folder, layer["image"])
        if image is None:
            continue
        if not drift and not moving:        # still: baked into the opaque base
            if base is None:
                base = pygame.Surface(size).convert()
            base.blit(image, (0, 0))
        else:
            box = image.get_bounding_rect()
            moving.append((image.subsurface(box).copy(), box.topleft, drift,
                           float(layer.get("period", 40))))
    if base is None:              # no pictures: the theme's gradient, painted
        from game.window.ui.theme import gradient
        base = gradient(size, theme.get("top", (18, 14, 48)),
                        theme.get("bottom", (70, 28, 80))).convert()
    return base, moving


def small_world(spec: Spec | None, theme: Theme | None, height: int) -> pygame.Surface:
    """The still layers of a world (`bake`'s base) smoothscaled to `height` px high, its width
    in proportion: a lobby card's world. Read from the picture `save_small_world` made of
    exactly that where one was made from these very files (its name holds a hash of them and
    of the height): one small picture decoded instead of the world's full-screen layers (two
    of them a game, at launch: a fifth of its work). Where there is none, or the art changed
    since, it is baked here, to the same pixels."""
    path = _small_world_file(spec, height)
    if path is not None and path.is_file():
        return pygame.image.load(str(path)).convert()
    return _small_world(spec, theme, height)


def _small_world(spec: Spec | None, theme: Theme | None, height: int) -> pygame.Surface:
    world, _ = bake(spec, theme, still=True)
    scale = height / world.get_height()
    return pygame.transform.smoothscale(world, (round(world.get_width() * scale), height))


SMALL_WORLD = "world-{key}.png"      # in the world's folder, beside the layers it is made of


def _small_world_file(spec: Spec | None, height: int) -> Path | None:
    """Where the small world of `spec` at `height` is kept (None: a world of no pictures): its
    key is a hash of the height and the still layers' names and bytes."""
    folder = (spec or {}).get("folder", [])
    if not folder:
        return None
    digest = hashlib.sha1(f"{height}".encode())
    for layer in (spec or {}).get("layers", []):
        if float(layer.get("drift", 0)):
            break                               # this layer and every one above it moves
        path = assets.resource(*folder, layer["image"])
        digest.update(f"\n{layer['image']}\n".encode())
        digest.update(path.read_bytes() if path.is_file() else b"")
    return assets.resource(*folder, SMALL_WORLD.format(key=digest.hexdigest()[:16]))


def save_small_world(spec: Spec | None, theme: Theme | None, height: int) -> Path | None:
    """Save the small world of `spec` at `height` beside its layers, and drop those made of
    older files (run after the art changes: `python -m game.window.scenes.lobby`). Returns its path,
    or None for a world of no pictures."""
    path = _small_world_file(spec, height)
    if path is None:
        return None
    for old in path.parent.glob(SMALL_WORLD.format(key="*")):
        if old != path:
            old.unlink()
    pygame.image.save(_small_world(spec, theme, height), str(path))
    return path


def _layer(folder: Sequence[str], name: str) -> pygame.Surface | None:
    path = assets.resource(*folder, name)
    if not folder or not path.exists():
        return None
    return pygame.image.load(str(path)).convert_alpha()


def _faded(image: pygame.Surface, alpha: int) -> pygame.Surface:
    """`image` at `alpha` of its opacity, baked into its pixels: the same pixels on the screen
    as the picture blitted with set_alpha (its alpha times `alpha` / 255, rounded down), but a
    blit of per-pixel alpha alone takes pygame's fast path, one modulated by a surface alpha
    does not (a cloud cost twice as much)."""
    image.set_alpha(alpha)
    faded = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    faded.blit(image, (0, 0))
    return faded


class Scenery:
    """One screen's world: Scenery(spec, theme) with `spec` a look's scenery (or LOBBY)."""

    def __init__(self, spec: Spec | None, theme: Theme | None = None,
                 size: tuple[int, int] = SIZE) -> None:
        self.spec, self.size = dict(spec or {}), size
        theme = theme or {}
        self.time = 0.0
        folder = self.spec.get("folder", [])
        base, self.moving = bake(self.spec, theme, size)
        self.base = base
        self.looks = {name: self._look(base, look)
                      for name, look in self.spec.get("features", {}).items()}
        self.feature: str | None
        self.previous: str | None
        self.feature, self.previous, self.fade = None, None, 1.0
        self.clouds = self._clouds(folder, self.spec.get("clouds"))
        glow = self.spec.get("glow")
        self.glow: Glow | None = None
        if glow:
            radius, strength = int(glow.get("radius", 100)), float(glow.get("strength", 0.4))
            # its pulse never falls below 1 - strength of full (draw's level at wave 0): the
            # dimmer levels are never shown, so none is made (each is a disc of its size)
            lowest = max(0, int((1 - strength) * GLOW_LEVELS))
            levels = brightness_levels(
                soft_dot(radius, _colour(glow.get("colour"), (255, 240, 200))), GLOW_LEVELS,
                lowest)
            if glow.get("hollow"):        # the disc it lights keeps its own shading (issue 49, 5)
                levels = _hollowed(levels, int(glow["hollow"]))
            self.glow = (levels,
                         (glow["at"][0] - radius - 1, glow["at"][1] - radius - 1),
                         float(glow.get("period", 6)), strength)
        sky = self.spec.get("twinkle")
        self.twinkles = [Twinkle(sky.get("area", (0, 0, size[0], size[1] // 2)),
                                 int(sky.get("count", 50)), tuple(sky.get("size", (1, 3))),
                                 tuple(sky.get("period", (1.5, 4.0))),
                                 _colour(sky.get("colour"), (255, 250, 230)), seed=1)
                         ] if sky else []
        lights = self.spec.get("lights")
        if lights:
            self.twinkles.append(Twinkle((0, 0, *size), 0, tuple(lights.get("size", (2, 3))),
                                         tuple(lights.get("period", (0.8, 2.0))),
                                         _colour(lights.get("colour"), (255, 220, 150)), seed=2,
                                         points=[tuple(p) for p in lights["points"]]))
        area = (0, 0, *size)
        self.snow = [Falling(area, int(d.get("count", 40)), float(d.get("size", 2)),
                             float(d.get("speed", 40)), float(d.get("sway", 12)),
                             int(d.get("alpha", 220)), _colour(d.get("colour"), (255, 255, 255)),
                             seed=10 + i)
                     for i, d in enumerate(self.spec.get("snow", []))]
        if not (self.snow or self.twinkles or self.clouds or self.moving or self.glow):
            self.snow = [Falling(area, 40, 2, 30, seed=10)]   # something always moves

    # --- loading ----------------------------------------------------------------------------

    def _look(self, base: pygame.Surface, look: Spec) -> dict:
        """A feature's look: the world tinted (baked into a copy of the base) and its frame's
        glow colour."""
        tinted = base.copy()
        tint = look.get("tint")
        if tint:
            cover = pygame.Surface(self.size).convert()
            cover.fill(tuple(tint[:3]))
            cover.set_alpha(int(tint[3]) if len(tint) > 3 else 80)
            tinted.blit(cover, (0, 0))
        return {"base": tinted, "frame": _colour(look.get("frame"), None)}

    def _clouds(self, folder: Sequence[str], spec: Spec | None) -> list[Cloud]:
        if not spec:
            return []
        image = _layer(folder, spec.get("image", "cloud.png"))
        if image is None:
            return []
        image = _faded(image, int(spec.get("alpha", 140)))
        count, (slow, fast) = int(spec.get("count", 3)), spec.get("speed", (6, 12))
        top, bottom = spec.get("band", (40, 300))
        span = self.size[0] + image.get_width()
        return [(image, span * i / count, top + (bottom - top) * ((i * 0.618) % 1),
                 slow + (fast - slow) * ((i * 0.382) % 1), span) for i in range(count)]

    def release(self) -> None:
        """Its screen is left for good: its pictures go now (it draws nothing after)."""
        self.base = pygame.Surface((0, 0))
        self.looks, self.moving, self.clouds, self.glow = {}, [], [], None
        self.twinkles, self.snow = [], []
        self.feature = self.previous = None

    # --- features -----------------------------------------------------------------------------

    def set_feature(self, name: str | None) -> None:
        """Show the look of feature `name` (None, or a feature without a look: the base look),
        fading from the one on show."""
        name = name if name in self.looks else None
        if name != self.feature:
            self.previous, self.feature, self.fade = self.feature, name, 0.0

    def frame_glow(self) -> tuple[tuple[int, ...], float] | None:
        """(colour, strength 0..1) of the reel frame's glow in the feature on show, or None."""
        look = self.looks.get(self.feature)
        if not look or not look["frame"]:
            return None
        return look["frame"], (0.55 + 0.45 * wave(self.time, 2.4)) * Ease.IN_OUT_SINE(self.fade)

    # --- the loop -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        self.fade = min(1.0, self.fade + dt / FADE)
        for effect in self.twinkles + self.snow:
            effect.update(dt)

    def _base(self, name: str | None) -> pygame.Surface:
        return self.looks[name]["base"] if name in self.looks else self.base

    def draw(self, surface: pygame.Surface) -> None:
        t = self.time
        surface.blit(self._base(self.previous if self.fade < 1 else self.feature), (0, 0))
        if self.fade < 1:
            over = self._base(self.feature)
            over.set_alpha(int(255 * Ease.IN_OUT_SINE(self.fade)))
            surface.blit(over, (0, 0))
            over.set_alpha(None)
        if self.glow:
            levels, pos, period, strength = self.glow
            level = int((1 - strength + strength * wave(t, period)) * (len(levels) - 1))
            light = levels[level]
            assert light is not None        # (never under the lowest made: see __init__)
            surface.blit(light, pos, special_flags=pygame.BLEND_RGB_ADD)
        for twinkle in self.twinkles:
            twinkle.draw(surface)
        for image, start, y, speed, span in self.clouds:
            x = (start + speed * t) % span - image.get_width()
            surface.blit(image, (round(x), round(y + 6 * math.sin(t / 7 + start))))
        for image, (x, y), drift, period in self.moving:
            sway = drift * (wave(t, period) - 0.5) * 2 if drift else 0
            surface.blit(image, (round(x - drift + sway), y))
        for snow in self.snow:
            snow.draw(surface)
