"""The slot screen in sections (as Arcade's sections.py splits a view): the board, the meter
bar, the controls, the side panels and what shows over the board. Each has its own handle
(input), update and draw, and reads the screen's state (state.py: one small immutable
SlotState made by the scene), never the scene; the scene (game/window/scenes/slot.py) plays the
round and hands each section what it needs when it makes it. A SectionManager holds them:
drawn in order, input the other way round (the top first), as Arcade's SectionManager; each
section has its place on the screen, and a press of the pointer goes to the sections under it
(get_section: the topmost modal one, else the topmost there)."""
from collections.abc import Iterable, Iterator

import pygame

from game.window.slot.state import SlotState

PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)
SCREEN = (0, 0, 1280, 720)      # a section's place where it gives none: the whole screen


class Section:
    """One part of the screen: input first (True: taken, no section below sees it), then
    time, then drawing.

    `rect`: its place on the 1280x720 screen (Arcade's section bounds): a pointer event
    goes only to the sections whose place holds it (keys to every one); `takes`: the event
    types it is given (Arcade's accept_keyboard_keys and accept_mouse_events; None: every
    one); `enabled`: off, it is given none; `modal`: on, it alone is given what it takes,
    wherever the pointer is, and the sections below get none of it whether it took it or
    not, but the keys in `lets_through` (is_modal: one modal in some states says so from the
    state, before any event)."""
    takes: tuple[int, ...] | None = ()
    enabled = True
    modal = False
    lets_through: tuple[int, ...] = ()

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(SCREEN)

    def is_modal(self, state: SlotState | None) -> bool:
        """Whether it is modal in `state` (None: what is not a press, a hover or a release)."""
        return self.modal

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
        """True: a section took the event, or a modal one kept it from those below. A pointer
        event is offered only to a modal section or to those whose place holds the pointer."""
        pos = getattr(event, "pos", None)
        for section in reversed(self.sections):
            if not section.enabled or (section.takes is not None
                                       and event.type not in section.takes):
                continue
            modal = section.is_modal(state)
            if pos is not None and not modal and not section.rect.collidepoint(pos):
                continue
            if section.handle(event, state):
                return True
            if modal and getattr(event, "key", None) not in section.lets_through:
                return True
        return False

    def get_section(self, pos: tuple[int, int], state: SlotState | None) -> Section | None:
        """Arcade's get_section, among the sections a press of the pointer is offered to
        (enabled, taking it): the topmost modal one, else the topmost whose place holds
        `pos`."""
        pressed = [section for section in reversed(self.sections) if section.enabled and (
            section.takes is None or pygame.MOUSEBUTTONDOWN in section.takes)]
        return next((section for section in pressed if section.is_modal(state)),
                    next((section for section in pressed if section.rect.collidepoint(pos)),
                         None))

    def update(self, dt: float, state: SlotState) -> None:
        for section in self.sections:
            section.update(dt, state)

    def draw(self, surface: pygame.Surface, state: SlotState) -> None:
        for section in self.sections:
            section.draw(surface, state)

    def release(self) -> None:
        for section in self.sections:
            section.release()
