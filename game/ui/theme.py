"""Colours and a procedurally painted background, so no image files are needed: each game's
theme comes from its look (game/look.py); the lobby's is here."""
import math
import random

import pygame

LOBBY = {
    "title": "", "top": (18, 14, 48), "bottom": (70, 28, 80), "frame": (255, 215, 120),
    "board": (0, 0, 0, 0), "accent": (255, 200, 90), "text": (255, 246, 230), "deco": "stars",
}


def theme_of(name) -> dict:
    """The lobby's theme, or a game's (its look.yaml)."""
    if name == "lobby":
        return LOBBY
    from game.look import look_of
    return look_of(name).theme


def gradient(size, top, bottom) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface((w, h))
    for y in range(h):
        t = y / max(1, h - 1)
        colour = [round(a + (b - a) * t) for a, b in zip(top, bottom)]
        pygame.draw.line(surface, colour, (0, y), (w, y))
    return surface


def background(theme_name, size) -> pygame.Surface:
    theme = theme_of(theme_name)
    surface = gradient(size, theme["top"], theme["bottom"])
    rng = random.Random(theme_name)          # the same sky every time
    w, h = size
    if theme["deco"] == "stars":
        for _ in range(160):
            x, y, r = rng.randrange(w), rng.randrange(h), rng.choice((1, 1, 1, 2))
            shade = rng.randrange(150, 255)
            pygame.draw.circle(surface, (shade, shade, min(255, shade + 30)), (x, y), r)
        glow = pygame.Surface((260, 260), pygame.SRCALPHA)
        for i in range(26, 0, -1):
            pygame.draw.circle(glow, (255, 240, 200, 6), (130, 130), i * 5)
        surface.blit(glow, (w - 300, -60))
    else:
        for _ in range(120):
            x, y = rng.randrange(w), rng.randrange(h)
            r = rng.choice((1, 2, 2, 3))
            pygame.draw.circle(surface, (255, 255, 255), (x, y), r)
        # snowy hills along the bottom
        for i, (base, colour) in enumerate(((h - 40, (235, 242, 255)), (h - 20, (250, 252, 255)))):
            points = [(0, h)]
            for x in range(0, w + 40, 40):
                points.append((x, base - 18 * math.sin(x / 130 + i * 2)))
            points.append((w, h))
            pygame.draw.polygon(surface, colour, points)
    return surface


def panel(size, colour, radius=16, border=None) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(surface, border, surface.get_rect(), width=3, border_radius=radius)
    return surface
