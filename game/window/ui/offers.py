"""The controls that cost (issue 49, 2), drawn as commercial games draw them: a feature buy is
a badge of the game's art (its small plaque frame with the buy's picture, sprites/<id>/plaques/
<mode>.png) carrying what it buys and its price in the player's money view; the ante is a switch
whose state reads at a glance (a lit track, the knob at ON; a dark one, the knob at OFF).

Each is a Button (a click runs its action, disabled ones look it); their faces are composed once
per state and size and blitted. The switch's knob slides with the time handed to update().
"""
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame
from pygame.typing import RectLike

from game.window.easing import Ease
from game.words.i18n import _
from game.window.ui import gauges, promos
from game.window.assets import face
from game.window.ui.widgets import (Button, DARK_TEXT, fit_size, mirrored, readable_size,
                                    text)

ON_TRACK = (28, 130, 58)          # a switch on: green, white reads on it (5:1)
OFF_TRACK = (52, 44, 70)
SLIDE = 0.15                      # seconds the knob takes across


@lru_cache(maxsize=12)
def badge_faces(game_id: str, mode: str, size: tuple[int, ...]) -> dict[str, pygame.Surface]:
    """The buy badge in its states: the game's small frame with the bought mode's picture
    (plaques/<mode>.png; normal), lit (hover), darkened (pressed) and greyed and dark
    (disabled)."""
    normal = promos.compose(game_id, f"plaques/{mode}", size)
    hover = normal.copy()
    hover.fill((40, 36, 30, 0), special_flags=pygame.BLEND_RGBA_ADD)
    pressed = normal.copy()
    pressed.fill((190, 190, 190, 255), special_flags=pygame.BLEND_RGBA_MULT)
    disabled = pygame.transform.grayscale(normal)
    disabled.fill((120, 120, 130, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return {"normal": normal, "hover": hover, "pressed": pressed, "disabled": disabled}


class PriceBadge(Button):
    """A feature buy: `title` (the look's buy title) over `price` (set each frame from the
    state, so it follows the bet and the money view), on the game's art."""

    def __init__(self, rect: RectLike, game_id: str, mode: str, action: Callable[[], object],
                 title: str = "BUY FEATURE", click: Callable[[], object] | None = None) -> None:
        super().__init__(rect, title, action, click=click)
        self.game_id, self.mode, self.title, self.price = game_id, mode, title, ""

    def draw(self, surface: pygame.Surface) -> None:
        state = "disabled" if not self.enabled else "hover" if self.hover else "normal"
        face = badge_faces(self.game_id, self.mode, tuple(self.rect.size))[state]
        rect = self.rect.move(0, -2) if state == "hover" else self.rect
        promos.draw(surface, [(face, rect, (self.title, self.price))])


class Switch(Button):
    """An on/off control: its name on a plate, a track with a knob and the word ON or OFF on
    the track, lit green when on. `on` is set from the state; the knob slides to it."""

    def __init__(self, rect: RectLike, label: str, action: Callable[[], object],
                 rim: Sequence[int] = (255, 215, 120),
                 click: Callable[[], object] | None = None) -> None:
        super().__init__(rect, label, action, click=click)
        self.rim, self.on, self.knob = rim, False, 0.0     # knob: 0 at OFF .. 1 at ON

    def update(self, dt: float) -> None:
        goal = 1.0 if self.on else 0.0
        step = dt / SLIDE
        self.knob = goal if abs(goal - self.knob) <= step else \
            self.knob + (step if goal > self.knob else -step)

    def track_rect(self) -> pygame.Rect:
        """The track at the switch's end (its left in Arabic, its name at the right), wide
        enough for ON and OFF beside the knob in the language's words (Arabic's OFF, إيقاف,
        ran under the knob)."""
        height = self.rect.height - 18
        knob = 2 * (height // 2 - 3) + 6
        words = max(face(readable_size(word), word, False).size(word)[0]
                    for word in (_("ON"), _("OFF")))
        track = pygame.Rect(0, 0, max(round(height * 2.4), knob + words + 8), height)
        track.midright = (self.rect.right - 12, self.rect.centery)
        return mirrored(track, self.rect)

    def draw(self, surface: pygame.Surface) -> None:
        rim = self.rim if self.enabled else (110, 104, 120)
        gauges.draw_plate(surface, self.rect, tuple(rim[:3]))
        if self.hover and self.enabled:
            pygame.draw.rect(surface, (255, 255, 255), self.rect, 2, border_radius=14)
        track = self.track_rect()
        words = (220, 214, 232) if self.enabled else (165, 160, 175)
        label = _(self.label)
        text(surface, label, (self.rect.x + 14, self.rect.centery),
             fit_size(label, 26, self.rect.width - track.width - 34, readable_size(label)),
             words, anchor="midleft", within=self.rect)
        lit = self.on and self.enabled
        colour = ON_TRACK if lit else OFF_TRACK
        pygame.draw.rect(surface, (0, 0, 0), track.move(0, 2), border_radius=track.height // 2)
        pygame.draw.rect(surface, colour, track, border_radius=track.height // 2)
        pygame.draw.rect(surface, gauges.shade(colour, 0.4), track, 2,
                         border_radius=track.height // 2)
        radius = track.height // 2 - 3
        k = Ease.IN_OUT_SINE(self.knob)
        # the knob goes from the start of the track to its end: ON at the right, at the left
        # in Arabic (as a right-to-left system's switch), the word on the side it has left
        x = mirrored((round(track.x + 3 + radius + k * (track.width - 6 - 2 * radius)), 0, 0,
                      0), track).x
        word = _("ON") if self.on else _("OFF")
        at = mirrored((track.x + (track.width - 2 * radius) // 2 if self.on else
                       track.right - (track.width - 2 * radius) // 2, 0, 0, 0), track).x, \
            track.centery
        text(surface, word, at, readable_size(word), (255, 255, 255) if lit else words,
             shadow=False, bold=False)
        pygame.draw.circle(surface, (0, 0, 0), (x + 1, track.centery + 2), radius)
        pygame.draw.circle(surface, (250, 246, 236) if self.enabled else (150, 146, 160),
                           (x, track.centery), radius)
        pygame.draw.circle(surface, (255, 255, 255), (x - radius // 3, track.centery -
                                                      radius // 3), max(2, radius // 3))
        pygame.draw.circle(surface, DARK_TEXT, (x, track.centery), radius, 1)
