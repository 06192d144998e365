"""Geometry and drawing of one game's grid: cells to pixels, sprites, glows, particles."""
import math
import random

import pygame

from game.assets import font, sprite


class Particle:
    __slots__ = ("x", "y", "vx", "vy", "life", "age", "colour", "size")

    def __init__(self, x, y, colour, rng):
        angle, speed = rng.uniform(0, math.tau), rng.uniform(80, 420)
        self.x, self.y = x, y
        self.vx, self.vy = math.cos(angle) * speed, math.sin(angle) * speed - 120
        self.life, self.age, self.colour, self.size = rng.uniform(0.4, 0.9), 0.0, colour, \
            rng.choice((3, 4, 5, 6))


class BoardView:
    """Where each cell is, and how to draw a symbol, a highlight or a burst there."""

    def __init__(self, game_id, rows, cols, rect, mark_colours=None):
        self.game_id, self.rows, self.cols = game_id, rows, cols
        self.mark_colours = mark_colours or {}    # a game's look: colour name -> RGB
        self.rect = pygame.Rect(rect)
        self.cell = min(self.rect.width // cols, self.rect.height // rows)
        self.origin = (self.rect.centerx - self.cell * cols // 2,
                       self.rect.centery - self.cell * rows // 2)
        self.symbol_size = int(self.cell * 0.9)
        self.particles = []
        self._dots = {}
        self._rng = random.Random(7)        # decoration only; outcomes never come from here

    def grid_rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (self.cell * self.cols, self.cell * self.rows))

    def center(self, row, col):
        return (self.origin[0] + (col + 0.5) * self.cell, self.origin[1] + (row + 0.5) * self.cell)

    def symbol_image(self, symbol, size=None):
        size = size or self.symbol_size
        if symbol and symbol[0] == "x" and symbol[1:].isdigit():      # a valued bauble
            return self._bauble(symbol, size)
        return sprite(self.game_id, symbol, size)

    def _bauble(self, symbol, size):
        key = ("bauble", symbol, size)
        cache = self.__dict__.setdefault("_baubles", {})
        if key not in cache:
            image = sprite(self.game_id, "bauble", size).copy()
            label = font(max(14, size // 3)).render(symbol, True, (110, 36, 0))
            face = int(size * 0.48)              # the bauble's clean face, left for the value
            if label.get_width() > face:
                label = pygame.transform.smoothscale_by(label, face / label.get_width())
            image.blit(label, label.get_rect(center=(size // 2, int(size * 0.58))))
            cache[key] = image
        return cache[key]

    def draw_symbol(self, surface, symbol, row, col, scale=1.0, alpha=255):
        if symbol is None or scale <= 0.01:
            return
        x, y = self.center(row, col)
        image = self.symbol_image(symbol)
        if scale != 1.0:
            size = max(1, int(self.symbol_size * scale))
            image = pygame.transform.smoothscale(image, (size, size))
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=(round(x), round(y))))
        if symbol == "wild" and scale > 0.5:
            label = font(max(14, self.cell // 5)).render("WILD", True, (255, 230, 90))
            rect = label.get_rect(center=(round(x), round(y + self.cell * 0.38)))
            pygame.draw.rect(surface, (120, 20, 30), rect.inflate(8, 2), border_radius=6)
            surface.blit(label, rect)

    def glow(self, surface, row, col, colour, strength=1.0):
        x, y = self.center(row, col)
        size = self.cell
        glow = pygame.Surface((size, size), pygame.SRCALPHA)
        for i in range(6, 0, -1):
            alpha = int(40 * strength * i / 6)
            pygame.draw.rect(glow, (*colour, alpha), glow.get_rect().inflate(-i * 4, -i * 4),
                             border_radius=size // 5)
        surface.blit(glow, glow.get_rect(center=(x, y)))
        pygame.draw.rect(surface, colour, glow.get_rect(center=(x, y)).inflate(-6, -6), 3,
                         border_radius=size // 5)

    def mark(self, surface, row, col, colour, won=False):
        """A spin-feature mark: a tinted tile with its snowflake, behind the symbol."""
        rgb = self.mark_colours.get(colour, (255, 255, 255))
        tile = pygame.Surface((self.cell - 4, self.cell - 4), pygame.SRCALPHA)
        pygame.draw.rect(tile, (*rgb, 200 if won else 120), tile.get_rect(),
                         border_radius=self.cell // 5)
        pygame.draw.rect(tile, (255, 255, 255, 230 if won else 120), tile.get_rect(), 3,
                         border_radius=self.cell // 5)
        flake = self.symbol_image(f"mark_{colour}", self.cell - 8)
        tile.blit(flake, flake.get_rect(center=tile.get_rect().center))
        surface.blit(tile, tile.get_rect(center=self.center(row, col)))
        if won:
            self.glow(surface, row, col, (255, 255, 255), 0.9)

    MAX_PARTICLES = 700

    def burst(self, row, col, colour):
        x, y = self.center(row, col)
        for _ in range(12):
            self.particles.append(Particle(x, y, colour, self._rng))
        if len(self.particles) > self.MAX_PARTICLES:          # the oldest go first
            del self.particles[:len(self.particles) - self.MAX_PARTICLES]

    def update_particles(self, dt):
        alive = []
        for p in self.particles:
            p.age += dt
            if p.age < p.life:
                p.x += p.vx * dt
                p.y += p.vy * dt
                p.vy += 600 * dt
                alive.append(p)
        self.particles = alive

    def draw_particles(self, surface):
        """All particles in one fblits call; each shrinks as it ages, from a cached dot."""
        dots, blits = self._dots, []
        for p in self.particles:
            radius = max(1, int(p.size * (1 - p.age / p.life)))
            key = (p.colour, radius)
            dot = dots.get(key)
            if dot is None:
                dot = dots[key] = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
                pygame.draw.circle(dot, p.colour, (radius, radius), radius)
            blits.append((dot, (p.x - radius, p.y - radius)))
        surface.fblits(blits)
