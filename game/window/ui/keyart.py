"""A game's key art (its character or emblem) and its logo, placed where its look's layout says.

The key art acts as commercial games' mascots do (issue 37, 4): idle, it breathes (a slow bob
and a squash of a few per cent) through its idle poses (key_art_idle_1..3, and now and then a
blink where one is drawn) and sways, leaning a few degrees either way about its feet (each idle
picture rotated once, at load, to SWAY_STEPS angles: a frame only picks one); it reacts when
told: react("trigger") when a feature starts (its react pose, shaking, with a flash),
react("cheer") on a big win (its celebrate pose, jumping, with a glow behind). Each pose falls
back to key_art.png where it is not drawn. update(dt) is its clock (the loop's time); draw only
reads.
"""
import math
import weakref
from collections.abc import Mapping, Sequence
from typing import cast

import pygame
from pygame.typing import RectLike

from game.window import assets
from game.window.easing import hops, shake, wave
from game.window.effects import Scratch, glow_levels

REACTIONS = {"cheer": 1.6, "trigger": 1.0}     # seconds each lasts


def picture(game_id: str, name: str, box: tuple[int, int] | None) -> pygame.Surface | None:
    """sprites/<id>/scene/<name>, scaled down once (on load) to fit `box` (w, h), or None;
    kept with the game's pictures while it is played (assets.made)."""
    # never None: the slot screen's key art box is an Optional, asked for only where there is one
    assert box is not None
    fit = box
    path = assets.resource("sprites", game_id, "scene", name)

    def fitted() -> pygame.Surface | None:
        if not path.exists():
            return None
        image = pygame.image.load(str(path)).convert_alpha()
        w, h = image.get_size()
        scale = min(1.0, fit[0] / w, fit[1] / h)    # made at its size or larger, never blown up
        if scale != 1:
            image = pygame.transform.smoothscale(image, (max(1, round(w * scale)),
                                                         max(1, round(h * scale))))
        return image
    return assets.made((game_id, "scene", name), box, fitted)


JUMP = 22       # px the art may rise: it is scaled to leave this much room at its box's top
POSES = ("idle_1", "idle_2", "idle_3", "blink", "react", "celebrate")
IDLE_ORDER = ("idle_1", "idle_2", "idle_3", "idle_2")      # a breath in and out
IDLE_STEP = 0.45        # seconds each idle pose holds
BLINK_EVERY, BLINK = 4.1, 0.14          # seconds between blinks, and how long one lasts
POSE_OF = {"cheer": "celebrate", "trigger": "react"}
SWAY, SWAY_PERIOD = 2.5, 5.3     # degrees either way, seconds a sway takes (not the breath's)
SWAY_STEPS = 9                   # angles made, -SWAY..SWAY: a step is a fraction of a pixel's lean
SWAYING = (None, "idle_1", "idle_2", "idle_3", "blink")      # the poses that sway (None: the art)


def poses(game_id: str, box: tuple[int, int] | None) -> dict[str, pygame.Surface]:
    """pose -> its picture (sprites/<id>/scene/key_art_<pose>.png) fitted to `box`, for the
    poses drawn."""
    found = {name: picture(game_id, f"key_art_{name}.png", box) for name in POSES}
    return {name: image for name, image in found.items() if image is not None}


# a picture -> its rotations, by angle: gone with the picture (its game left, assets.release)
_LEANING: "weakref.WeakKeyDictionary[pygame.Surface, dict[float, pygame.Surface]]" = \
    weakref.WeakKeyDictionary()
ANGLES = tuple(round(-SWAY + 2 * SWAY * i / (SWAY_STEPS - 1), 3) for i in range(SWAY_STEPS))


class KeyArt:
    def __init__(self, image: pygame.Surface | None, rect: RectLike,
                 glow: Sequence[int] = (255, 230, 160),
                 poses: Mapping[str, pygame.Surface] | None = None) -> None:
        """`image`: the key art (None: none drawn); `poses`: pose -> picture, as `poses`
        gives them (a pose not drawn shows `image`)."""
        self.image, self.rect = image, pygame.Rect(rect)
        # (asked with pose()'s None too, no pose of its own: never in it)
        self.poses = cast("dict[str | None, pygame.Surface]", dict(poses or {}))
        self.reaction: str | None
        self.time, self.reaction, self.age = 0.0, None, 0.0
        # pose -> [its picture at each sway angle], rotated once here, smoothly
        # (the art itself only where no idle pose is drawn: it shows then)
        idle = [pose for pose in SWAYING if pose in self.poses]
        self.swaying = {pose: [self._leaning(image, a) for a in ANGLES]
                        for pose in (idle if "idle_1" in idle else [None, *idle])
                        if (image := self.image if pose is None else self.poses[pose])}
        radius = min(self.rect.width, self.rect.height) // 2
        self.glow = glow_levels(radius, tuple(glow), 12) if image is not None else ()
        self.breath = Scratch()          # the picture as its breath stretches it

    @staticmethod
    def _leaning(image: pygame.Surface, angle: float) -> pygame.Surface:
        """`image` rotated by `angle`, made once for as long as the picture is held (a game
        entered again, its key art still kept, is not rotated again: a third of entering)."""
        if angle == 0:
            return image
        turned = _LEANING.setdefault(image, {})
        if angle not in turned:
            turned[angle] = pygame.transform.rotozoom(image, angle, 1.0)
        return turned[angle]

    def lean(self) -> int:
        """The sway's step now (an index of ANGLES): idle only, a reaction stands upright."""
        if self.reaction is not None:
            return SWAY_STEPS // 2
        k = wave(self.time, SWAY_PERIOD, 0.25)       # a sine: mid-lean at 0
        return min(SWAY_STEPS - 1, int(k * SWAY_STEPS))

    def release(self) -> None:
        """Its game is left: the rotated pictures, its poses and its glow go now, not when the
        scene is collected (the frames of two games were held at once: 12 MB of the visit's
        peak); it still draws, upright, as the art alone."""
        self.swaying, self.poses, self.glow = {}, {}, ()
        self.breath = Scratch()

    def react(self, kind: str) -> None:
        """Make it react: "cheer" (a big win) or "trigger" (a feature starts)."""
        if kind in REACTIONS:
            self.reaction, self.age = kind, 0.0

    def update(self, dt: float) -> None:
        self.time += dt
        if self.reaction:
            self.age += dt
            if self.age >= REACTIONS[self.reaction]:
                self.reaction = None

    def offset(self) -> tuple[float, float, float]:
        """Where the picture sits now (dx, dy), and how bright its glow is (0..1)."""
        dy = -4 * wave(self.time, 3.2)            # breathing
        dx, glow = 0.0, 0.0
        if self.reaction == "cheer":
            k = self.age / REACTIONS["cheer"]
            dy -= 16 * hops(k, 3)
            glow = 1 - k
        elif self.reaction == "trigger":
            k = self.age / REACTIONS["trigger"]
            dx = shake(self.age, k, 42, 6)
            glow = (1 - k) * (0.6 + 0.4 * math.sin(self.age * 20))
        return dx, dy, max(0.0, glow)

    def pose(self) -> str | None:
        """The pose shown now: the reaction's, else an idle one in turn, a blink now and
        then; None when the art has no poses of its own."""
        if self.reaction and POSE_OF[self.reaction] in self.poses:
            return POSE_OF[self.reaction]
        if "blink" in self.poses and self.time % BLINK_EVERY < BLINK:
            return "blink"
        idle = [name for name in IDLE_ORDER if name in self.poses]
        return idle[int(self.time / IDLE_STEP) % len(idle)] if idle else None

    def squash(self) -> float:
        """The breath's stretch (1 = as drawn): a few per cent taller on the in-breath."""
        return 1 + 0.025 * wave(self.time, 3.2) if self.reaction is None else 1.0

    def draw(self, surface: pygame.Surface) -> None:
        pose = self.pose()
        image = self.poses.get(pose, self.image)
        if image is None:
            return
        upright = image                 # the pose as drawn, before it leans and breathes
        step = self.lean()
        angle = ANGLES[step]
        frames = self.swaying.get(pose if pose in self.poses else None)
        if frames and angle:
            image = frames[step]
        k = self.squash()
        if k != 1.0:          # a fast scale of a small picture, never a smoothscale
            image = self.breath.scale(image, (image.get_width(), round(image.get_height() * k)))
        dx, dy, glow = self.offset()
        level = int(glow * (len(self.glow) - 1)) if self.glow else 0
        if level:
            halo = self.glow[level]
            surface.blit(halo, halo.get_rect(center=self.rect.center),
                         special_flags=pygame.BLEND_RGB_ADD)
        # it leans about its feet: the upright picture's centre, turned about its midbottom
        half = upright.get_height() * k / 2
        turn = math.radians(angle)
        centre = (self.rect.centerx + dx - half * math.sin(turn),
                  self.rect.bottom + dy - half * math.cos(turn))
        surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
