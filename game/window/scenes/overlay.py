"""What every panel over a game shares: it dims what is below, Esc (or Enter) closes it, and its
buttons get the mouse."""
from collections.abc import Callable
from typing import Any

import pygame
from pygame.typing import ColorLike, RectLike

from game.window.scenes import Application, Scene
from game.window.ui.theme import dim as shade, panel
from game.window.ui.widgets import Button, mirrored, text
from game.words.i18n import on_change


class Overlay(Scene):
    opaque = False
    buttons: list[Any] = []     # each panel assigns its own list; this one is never added to
    BOX: tuple = (0, 0, 1280, 720)      # the panel's place (x, y, w, h): its layout

    def __init__(self, app: Application) -> None:
        super().__init__(app)
        self.laid: list[tuple[Button, pygame.Rect]] = []    # each button, where it is laid out
        on_change(self.place)          # Settings speaks Arabic: its own rows turn round at once

    def button(self, rect: RectLike, label: str, action: Callable[[], object],
               kind: type[Button] | None = None, **values: Any) -> Button:
        """A control of the panel, laid out from its left at `rect`: in a language read right
        to left (Arabic) it stands mirrored in the panel (a row's first at the right, a label's
        control at its left), as the panel's words do (text's `within`)."""
        made = super().button(rect, label, action, kind, **values)
        self.laid.append((made, pygame.Rect(rect)))
        made.rect = mirrored(rect, self.box)
        return made

    def place(self, _language: str | None = None) -> None:
        """Each button where the language now spoken reads it (mirrored or not)."""
        for made, rect in self.laid:
            made.rect = mirrored(rect, self.box)

    @property
    def box(self) -> pygame.Rect:
        """Where the panel is: what frame() draws and its contents are laid out in (a fresh
        Rect: drawing changes no state)."""
        return pygame.Rect(self.BOX)

    def confirm(self) -> None:
        """Enter: close, unless the panel has something better to do."""
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.confirm()
            return
        for button in self.buttons:
            if button.handle(event):
                break

    def frame(self, surface: pygame.Surface, title: str, colour: ColorLike,
              dim: int = 180) -> pygame.Rect:
        """Dim the screen, draw the panel (at `box`) and its title; returns the panel's rect."""
        shade(surface, dim)
        box = self.box
        surface.blit(panel(box.size, (30, 20, 60, 245), 24, colour), box)
        text(surface, title, (box.centerx, box.y + 45), 46, colour)
        return box
