"""A game's key art (its character or emblem) and its logo, placed where its look's layout says.

The key art breathes (a slow bob) and reacts when told: react("cheer") on a big win (it jumps,
with a glow behind), react("trigger") when a feature starts (it shakes with a flash). The win
animations call react; update(dt) takes the loop's time; draw only reads.
"""
import math

import pygame

from game import assets
from game.effects import glow_levels, wave

REACTIONS = {"cheer": 1.6, "trigger": 1.0}     # seconds each lasts


def picture(game_id, name, box):
    """sprites/<id>/scene/<name>, scaled down once (on load) to fit `box` (w, h), or None."""
    path = assets.resource("sprites", game_id, "scene", name)
    if not path.exists():
        return None
    image = pygame.image.load(str(path)).convert_alpha()
    w, h = image.get_size()
    scale = min(1.0, box[0] / w, box[1] / h)       # made at its size or larger, never blown up
    if scale != 1:
        image = pygame.transform.smoothscale(image, (max(1, round(w * scale)),
                                                     max(1, round(h * scale))))
    return image


JUMP = 22       # px the art may rise: it is scaled to leave this much room at its box's top


class KeyArt:
    def __init__(self, image, rect, glow=(255, 230, 160)):
        self.image, self.rect = image, pygame.Rect(rect)
        self.time, self.reaction, self.age = 0.0, None, 0.0
        radius = min(self.rect.width, self.rect.height) // 2
        self.glow = glow_levels(radius, tuple(glow), 12) if image is not None else ()

    def react(self, kind):
        """Make it react: "cheer" (a big win) or "trigger" (a feature starts)."""
        if kind in REACTIONS:
            self.reaction, self.age = kind, 0.0

    def update(self, dt):
        self.time += dt
        if self.reaction:
            self.age += dt
            if self.age >= REACTIONS[self.reaction]:
                self.reaction = None

    def offset(self):
        """Where the picture sits now (dx, dy), and how bright its glow is (0..1)."""
        dy = -4 * wave(self.time, 3.2)            # breathing
        dx, glow = 0.0, 0.0
        if self.reaction == "cheer":
            k = self.age / REACTIONS["cheer"]
            dy -= abs(math.sin(k * math.pi * 3)) * 16 * (1 - k)
            glow = 1 - k
        elif self.reaction == "trigger":
            k = self.age / REACTIONS["trigger"]
            dx = math.sin(self.age * 42) * 6 * (1 - k)
            glow = (1 - k) * (0.6 + 0.4 * math.sin(self.age * 20))
        return dx, dy, max(0.0, glow)

    def draw(self, surface):
        if self.image is None:
            return
        dx, dy, glow = self.offset()
        level = int(glow * (len(self.glow) - 1))
        if level:
            halo = self.glow[level]
            surface.blit(halo, halo.get_rect(center=self.rect.center),
                         special_flags=pygame.BLEND_RGB_ADD)
        box = self.image.get_rect(midbottom=(self.rect.centerx + round(dx),
                                             self.rect.bottom + round(dy)))
        surface.blit(self.image, box)
