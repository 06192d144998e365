"""Geometry and drawing of one game's grid: cells to pixels, sprites, glows, particles."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import pygame
from pygame.typing import RectLike

from game.window.assets import face, font, picture, sprite
from game.window.easing import Ease
from game.window.effects import (RAY_TURNS, Burst, Scratch, brightness, colours_of, drawn_dot,
                                 glow_levels, light_rays)
from game.window.ui.widgets import fit_size, text
from game.words.i18n import _

if TYPE_CHECKING:
    from game.window.board.stage import Colour


# who is told each symbol a board draws, at its cell: the window's report of what it drew
# (game/window/shown.py: the board's symbols behind an open menu, issue 56), as the text
# pipeline tells its watchers each text (widgets.watching)
_heard: list[Callable[[float, float], object]] = []


@contextmanager
def watching(record: Callable[[float, float], object]) -> Iterator[None]:
    """While the block runs, each symbol a board draws is told to `record(row, col)` as drawn."""
    _heard.append(record)
    try:
        yield
    finally:
        _heard.remove(record)


def flash_side(width: int, k: float) -> int:
    """A trigger's flash `width` px wide as drawn over k = 0..1 of its opening: it punches in
    past its size (OUT_BACK) and settles."""
    return max(2, round(width * (0.4 + 0.8 * Ease.OUT_BACK(min(1.0, k * 3), 2.6))))


class BoardView:
    """Where each cell is, and how to draw a symbol, a highlight or a burst there."""

    # pictures made once, then kept (cleared by release): a symbol's colours, lit tiles (by
    # colour and level, a column's, the shade, a mark's) and halos (by colour, radius and
    # brightness: only those drawn)
    _colours: dict[str | None, tuple[Colour, ...]]
    _glows: dict[Hashable, pygame.Surface]
    _halos: dict[tuple[Colour, int, int], pygame.Surface]

    def __init__(self, game_id: str, rows: int, cols: int, rect: RectLike,
                 mark_colours: Mapping[str, Colour] | None = None, valued: str = "valued",
                 art: Mapping[str, str | bool] | None = None, wilds: Iterable[str] = ()) -> None:
        """`art`: the look's board pictures (game/window/look.py board_art), drawn where given;
        `wilds`: the game's symbols of the substitute role, marked with the word WILD."""
        self.game_id, self.rows, self.cols = game_id, rows, cols
        self.wilds = frozenset(wilds)
        # pictures' paths (str) and win_tint (bool), read by key: Any
        self.art: dict[str, Any] = dict(art or {})
        self.valued_picture = valued      # the picture a valued symbol is drawn on (its look's)
        self.mark_colours = mark_colours or {}    # a game's look: colour name -> RGB
        self.rect = pygame.Rect(rect)
        self.cell = min(self.rect.width // cols, self.rect.height // rows)
        self.origin = (self.rect.centerx - self.cell * cols // 2,
                       self.rect.centery - self.cell * rows // 2)
        self.symbol_size = int(self.cell * 0.9)
        self.particles = Burst()
        self._flash = Scratch()          # a trigger's flash as it punches in, each frame
        self._colours, self._glows, self._halos = {}, {}, {}
        # pictures made the first time a frame asks for them, then kept (declared here: a
        # draw fills them, never adds a field): valued faces, other sizes, marks dark and lit
        self._valued_images: dict[tuple[str, int], pygame.Surface] = {}
        self._sizes: dict[tuple[str, int], pygame.Surface] = {}
        self._mark_tiles: dict[tuple[str, int], tuple[pygame.Surface, pygame.Surface]] = {}
        self._plain: dict[str, pygame.Surface] = {}   # each symbol at the board's size, found
        # once (a frame draws every cell: asked of the picture cache it was 64 lookups a frame)
        # each kind of picture made so far (a cache's misses: "glow", "halo", "growing halo",
        # "column", "shade", "scaled", "colours"): what a round's frames had to make, told
        self.made: Counter[str] = Counter()
        # the win's picture read now, not by the first win's frame (a disk read mid-round
        # was a hitch of a few ms: build/bench.py)
        self.picture(self.art.get("win"), (self.cell, self.cell))

    def grid_rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (self.cell * self.cols, self.cell * self.rows))

    def center(self, row: float, col: float) -> tuple[float, float]:
        return (self.origin[0] + (col + 0.5) * self.cell, self.origin[1] + (row + 0.5) * self.cell)

    @staticmethod
    def valued(symbol: str | None) -> int:
        """A valued symbol's value (x25: 25), else 0 (shared/spec/events.md names them so)."""
        return int(symbol[1:]) if symbol and symbol[0] == "x" and symbol[1:].isdigit() else 0

    def symbol_image(self, symbol: str, size: int | None = None) -> pygame.Surface:
        size = size or self.symbol_size
        if self.valued(symbol):
            return self._valued(symbol, size)
        return sprite(self.game_id, symbol, size)

    def _valued(self, symbol: str, size: int) -> pygame.Surface:
        """The look's picture for valued symbols with the value written on its face."""
        key = (symbol, size)
        cache = self._valued_images
        if key not in cache:
            image = sprite(self.game_id, self.valued_picture, size).copy()
            label = font(max(14, size // 3)).render(symbol, True, (110, 36, 0))
            face = int(size * 0.48)              # the picture's clean face, left for the value
            if label.get_width() > face:
                label = pygame.transform.smoothscale_by(label, face / label.get_width())
            image.blit(label, label.get_rect(center=(size // 2, int(size * 0.58))))
            cache[key] = image
        return cache[key]

    def draw_symbol(self, surface: pygame.Surface, symbol: str | None, row: float, col: float,
                    scale: float = 1.0, alpha: int = 255) -> None:
        if symbol is None or scale <= 0.01:
            return
        x, y = self.center(row, col)
        image = self._plain.get(symbol)
        if image is None:
            image = self._plain[symbol] = self.symbol_image(symbol)
        if scale != 1.0:
            image = self._scaled(symbol, image, max(1, int(self.symbol_size * scale)))
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=(round(x), round(y))))
        for record in _heard:
            record(row, col)
        if symbol in self.wilds and scale > 0.5:       # its word through the catalogs, and
            word = _("WILD")                           # drawn as every text is (widgets.text)
            size = fit_size(word, max(14, self.cell // 5), self.cell - 12)
            at = (round(x), round(y + self.cell * 0.38))
            rect = pygame.Rect((0, 0), face(size, word).size(word))
            rect.center = at
            pygame.draw.rect(surface, (120, 20, 30), rect.inflate(8, 2), border_radius=6)
            text(surface, word, at, size, (255, 230, 90), shadow=False)

    SCALED_KEPT = 600     # symbols at other sizes (a pulse, a burst, a stamp) kept at most

    def _scaled(self, symbol: str, image: pygame.Surface, size: int) -> pygame.Surface:
        """The symbol at `size` px: scaled the first time a frame asks for it, then kept (the
        same pixels every time), so a pulsing board does not rescale every frame."""
        scaled = self._sizes
        if (symbol, size) not in scaled:
            if len(scaled) >= self.SCALED_KEPT:
                scaled.clear()
            scaled[(symbol, size)] = pygame.transform.smoothscale(image, (size, size))
            self.made["scaled"] += 1
        return scaled[(symbol, size)]

    GLOW_LEVELS = 8

    def picture(self, path: str | None, size: tuple[int, int]) -> pygame.Surface | None:
        """The look's board picture sprites/<id>/<path>.png at `size`, or None."""
        return picture((self.game_id, *path.split("/")), size) if path else None

    def glow(self, surface: pygame.Surface, row: float, col: float, colour: Colour,
             strength: float = 1.0) -> None:
        """A lit tile behind a cell: the look's win picture (tinted in `colour` if it says so)
        or a soft edge and a line of `colour`, at a brightness (each made once, then kept)."""
        level = max(0, min(self.GLOW_LEVELS, round(strength * self.GLOW_LEVELS)))
        key = (tuple(colour), level)
        tile = self._glows.get(key)
        art = self.picture(self.art.get("win"), (self.cell, self.cell)) if tile is None \
            else None
        if art is not None:
            tile = art.copy()
            if self.art.get("win_tint"):
                tile.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
            tile.set_alpha(round(255 * (0.55 + 0.45 * level / self.GLOW_LEVELS)))
            self._glows[key] = tile
            self.made["glow"] += 1
        elif tile is None:
            size = self.cell
            tile = pygame.Surface((size, size), pygame.SRCALPHA)
            for i in range(6, 0, -1):
                alpha = int(40 * level / self.GLOW_LEVELS * i / 6)
                pygame.draw.rect(tile, (*colour, alpha), tile.get_rect().inflate(-i * 4, -i * 4),
                                 border_radius=size // 5)
            pygame.draw.rect(tile, colour, tile.get_rect().inflate(-6, -6), 3,
                             border_radius=size // 5)
            self._glows[key] = tile
            self.made["glow"] += 1
        surface.blit(tile, tile.get_rect(center=self.center(row, col)))

    def halo(self, surface: pygame.Surface, row: float, col: float, colour: Colour,
             strength: float = 1.0, size: float = 1.0, growing: bool = False) -> None:
        """Light added around a cell (a winning symbol's glow, a symbol's value, a waiting
        scatter): `strength` 0..1 picks a brightness, `size` the radius in cells. `growing`: a
        halo whose size moves with the frame's time (a symbol bursting): its sizes are made as
        asked, never ahead (its 25-38 radii in 7 colours: 14-52 MB), counted apart."""
        key = (tuple(colour), max(4, int(self.cell * 0.62 * size)))
        index = max(0, min(self.GLOW_LEVELS, round(strength * self.GLOW_LEVELS)))
        level = self._halos.get((*key, index))
        if level is None:
            if not index:                 # the darkest adds nothing: never made
                return
            lit = self._halos.get((*key, self.GLOW_LEVELS))       # its brightest, made first
            if lit is None:
                lit = self._halos[(*key, self.GLOW_LEVELS)] = drawn_dot(key[1],
                                                                        key[0]).premul_alpha()
            level = self._halos[(*key, index)] = lit if index == self.GLOW_LEVELS \
                else brightness(lit, index, self.GLOW_LEVELS)
            self.made["growing halo" if growing else "halo"] += 1
        surface.blit(level, level.get_rect(center=self.center(row, col)),
                     special_flags=pygame.BLEND_RGB_ADD)

    def column_glow(self, surface: pygame.Surface, col: int, strength: float = 1.0) -> None:
        """A column lit from within while the board waits for it (an anticipation)."""
        level = max(0, min(self.GLOW_LEVELS, round(strength * self.GLOW_LEVELS)))
        key = ("column", level)
        light = self._glows.get(key)
        if light is None:
            light = pygame.Surface((self.cell, self.cell * self.rows), pygame.SRCALPHA)
            for i in range(8):
                alpha = int(12 * level / self.GLOW_LEVELS * (i + 1))
                pygame.draw.rect(light, (255, 200, 90, alpha), light.get_rect().inflate(
                    -i * self.cell // 9, 0), border_radius=self.cell // 4)
            pygame.draw.rect(light, (255, 225, 140, 60 + 20 * level), light.get_rect(), 3,
                             border_radius=self.cell // 4)
            self._glows[key] = light
            self.made["column"] += 1
        x = self.origin[0] + col * self.cell
        surface.blit(light, (x, self.origin[1]))

    def iris(self, surface: pygame.Surface, k: float, colour: Colour) -> None:
        """A ring of light opening from the board's centre over k = 0..1, the board darkening
        behind it: the way into a feature."""
        grid = self.grid_rect()
        shade = self._glows.get("shade")
        if shade is None:
            shade = self._glows["shade"] = pygame.Surface(grid.size)
            self.made["shade"] += 1
        shade.set_alpha(int(170 * min(1.0, k * 2, (1 - k) * 4)))    # dark, then light again
        surface.blit(shade, grid)
        radius = int((grid.width * 0.75) * Ease.OUT_CUBIC(k)) + 4
        for width, mix in ((22, 0.35), (12, 0.7), (4, 1.0)):
            tone = tuple(int(v * mix + 255 * (1 - mix) * 0.3) for v in colour[:3])
            pygame.draw.circle(surface, tone, grid.center, radius, width)

    def light_burst(self, surface: pygame.Surface, k: float, seconds: float,
                    colour: Colour) -> None:
        """Over k = 0..1 of a trigger's opening: rays turning from the board's centre, rising
        then fading, and a flash that punches in (OUT_BACK) and fades."""
        grid = self.grid_rect()
        turn = int(seconds * 12) % RAY_TURNS
        rays = light_rays(self.ray_radius(), tuple(colour[:3]), turn)
        rays.set_alpha(int(255 * min(1.0, Ease.OUT_CUBIC(k * 3), (1 - k) * 2.5)))
        surface.blit(rays, rays.get_rect(center=grid.center))
        flash = glow_levels(grid.width // 4, (255, 255, 255), 8)
        level = round(8 * max(0.0, 1 - k * 1.6))
        if level:
            halo = flash[level]
            size = flash_side(halo.get_width(), k)
            halo = self._flash.scale(halo, (size, size))
            surface.blit(halo, halo.get_rect(center=grid.center),
                         special_flags=pygame.BLEND_RGB_ADD)

    def ray_radius(self) -> int:
        """How far a trigger's rays reach: past the board's corners' middle."""
        grid = self.grid_rect()
        return max(grid.width, grid.height) // 2 + 60

    def burst_at(self, colours: tuple[Colour, ...], count: int = 40) -> None:
        """Sparks of `colours` flung from the board's centre (a trigger's light breaking
        out)."""
        x, y = self.grid_rect().center
        self.particles.emit(x, y, colours, count, speed=(160, 700))

    def colours(self, symbol: str | None) -> tuple[Colour, ...]:
        """A symbol's own colours (its sparks'), read from its picture once."""
        if symbol not in self._colours:
            self._colours[symbol] = colours_of(self.symbol_image(symbol, 48)) if symbol \
                else ((255, 255, 255),)
            self.made["colours"] += 1
        return self._colours[symbol]

    def mark(self, surface: pygame.Surface, row: int, col: int, colour: str,
             won: bool = False) -> None:
        """A spin-feature mark behind the symbol: the look's tile for it (won or not), or a
        tinted tile with its emblem."""
        tile = self._glows.get(("mark", colour, won))
        path = self.art.get("mark_won" if won else "mark", "").format(colour=colour)
        art = self.picture(path, (self.cell, self.cell)) if tile is None else None
        if art is not None:
            tile = self._glows[("mark", colour, won)] = art
            surface.blit(tile, tile.get_rect(center=self.center(row, col)))
            return
        if tile is None:                 # made once per colour, won or not, then kept
            rgb = self.mark_colours.get(colour, (255, 255, 255))
            tile = pygame.Surface((self.cell - 4, self.cell - 4), pygame.SRCALPHA)
            pygame.draw.rect(tile, (*rgb, 200 if won else 120), tile.get_rect(),
                             border_radius=self.cell // 5)
            pygame.draw.rect(tile, (255, 255, 255, 230 if won else 120), tile.get_rect(), 3,
                             border_radius=self.cell // 5)
            flake = self.symbol_image(f"mark_{colour}", self.cell - 8)
            tile.blit(flake, flake.get_rect(center=tile.get_rect().center))
            self._glows[("mark", colour, won)] = tile
        surface.blit(tile, tile.get_rect(center=self.center(row, col)))
        if won and "mark_won" not in self.art:
            self.glow(surface, row, col, (255, 255, 255), 0.9)

    def mark_tiles(self, colour: str, side: int) -> tuple[pygame.Surface, pygame.Surface]:
        """A mark's picture dark (not won) and lit (won), at `side`: made once each."""
        if (colour, side) not in self._mark_tiles:
            lit = self.symbol_image(f"mark_{colour}", side)
            dark = lit.copy()
            dark.fill((90, 90, 110, 120), special_flags=pygame.BLEND_RGBA_MULT)
            self._mark_tiles[colour, side] = (dark, lit)
        return self._mark_tiles[colour, side]

    def release(self) -> None:
        """The game is left: the pictures made for its board (sizes, tiles, glows, sparks) go
        now; any asked for again is made again."""
        for cache in (self._sizes, self._valued_images, self._mark_tiles, self._plain):
            cache.clear()
        self._colours, self._glows, self._halos = {}, {}, {}
        self.particles.clear()
        self.particles.release()
        self._flash = Scratch()

    def burst(self, row: int, col: int, symbol: str | None, count: int = 14) -> None:
        """The symbol at (row, col) bursts into sparks of its own colours."""
        x, y = self.center(row, col)
        self.particles.emit(x, y, self.colours(symbol), count)

    def update_particles(self, dt: float) -> None:
        self.particles.update(dt)

    def draw_particles(self, surface: pygame.Surface) -> None:
        self.particles.draw(surface)
