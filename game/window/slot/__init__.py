"""The slot screen in sections (as Arcade's sections.py splits a view): the board, the meter
bar, the controls, the side panels and what shows over the board. Each has its own handle
(input), update and draw, and reads the screen's state (state.py: one small immutable
SlotState made by the scene), never the scene; the scene (game/window/scenes/slot.py) plays the
round and hands each section what it needs when it makes it. A SectionManager holds them:
drawn in order, input the other way round (the top first), as Arcade's SectionManager."""
from collections.abc import Iterable, Iterator

import pygame

from game.window.slot.state import SlotState

PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)


class Section:
    """One part of the screen: input first (True: taken, no section below sees it), then
    time, then drawing.

    `takes`: the event types it is given (Arcade's accept_keyboard_keys and
    accept_mouse_events; None: every one); `enabled`: off, it is given none; `modal`: on, it
    alone is given what it takes, the sections below get none of it whether it took it or not,
    but the keys in `lets_through`."""
    takes: tuple[int, ...] | None = ()
    enabled = True
    modal = False
    lets_through: tuple[int, ...] = ()

    def handle(self, event: pygame.event.Event, state: SlotState | None) -> bool:
        """`state`: None for what is not a press (a hover, a release: the controls')."""
        return False

    def update(self, dt: float, state: SlotState) -> None:
        pass

    def draw(self, surface: pygame.Surface, state: SlotState) -> None:
        pass

    def release(self) -> None:
        """Its screen is left for good: let go of the pictures it made (it is not drawn again)."""


class SectionManager:
    """The screen's sections, the bottom one first: drawn and moved in that order, and an
    event offered from the top down until one takes it or a modal section stops it."""

    def __init__(self, sections: Iterable[Section]) -> None:
        self.sections = list(sections)

    def __iter__(self) -> Iterator[Section]:
        return iter(self.sections)

    def handle(self, event: pygame.event.Event, state: SlotState | None) -> bool:
        """True: a section took the event, or a modal one kept it from those below."""
        for section in reversed(self.sections):
            if not section.enabled or (section.takes is not None
                                       and event.type not in section.takes):
                continue
            if section.handle(event, state):
                return True
            if section.modal and getattr(event, "key", None) not in section.lets_through:
                return True
        return False

    def update(self, dt: float, state: SlotState) -> None:
        for section in self.sections:
            section.update(dt, state)

    def draw(self, surface: pygame.Surface, state: SlotState) -> None:
        for section in self.sections:
            section.draw(surface, state)

    def release(self) -> None:
        for section in self.sections:
            section.release()
