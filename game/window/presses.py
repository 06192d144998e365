"""Which presses belong to the screen on top (issue 45, 1): a press is the screen's that was on
top when it began, and only the first KEYDOWN of it counts.

A key that closes a screen (the intro, a menu, a dialog) is still down when the screen below
becomes the top: its key repeat, a queued duplicate KEYDOWN and its KEYUP would reach that
screen, and on the play screen a spin costs money. So the app notes every key and mouse button
going down and up, and hands a screen only the presses begun while it was on top: a KEYDOWN of
a key already down is no new press, and the KEYUP of a press begun under another screen is
that screen's. No pygame here: events are read by their type and key, which the app names.
"""
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:        # its events' type only: nothing of pygame runs here
    import pygame


Press = tuple[str, int]           # ("key", its code) or ("button", its number)


class Presses:
    def __init__(self, down_types: Iterable[int], up_types: Iterable[int]) -> None:
        """`down_types`/`up_types`: the event types of a key or button going down and up."""
        self.down_types, self.up_types = frozenset(down_types), frozenset(up_types)
        self.held: set[Press] = set()      # keys and buttons down now
        self.before: set[Press] = set()    # of those, the ones already down when the top changed

    @staticmethod
    def _which(event: "pygame.event.Event") -> Press | None:
        """("key", code) or ("button", number); None for a wheel's clicks (buttons 4 and up
        come with no release to pair)."""
        if hasattr(event, "key"):
            return "key", event.key
        return ("button", event.button) if event.button <= 3 else None

    def new_top(self) -> None:
        """Another screen is on top: what is down now was pressed for the one before."""
        self.before = set(self.held)

    def released_all(self) -> None:
        """The window lost the keyboard: nothing it saw go down is down any more."""
        self.held.clear()
        self.before.clear()

    def belongs(self, event: "pygame.event.Event") -> bool:
        """Note the event; True where it is the top screen's to handle."""
        if event.type in self.down_types:
            which = self._which(event)
            if which is None:
                return True
            if which in self.held:          # key repeat, or a duplicate of a press still down
                return False
            self.held.add(which)
            return True
        if event.type in self.up_types:
            which = self._which(event)
            self.held.discard(which)
            if which in self.before:        # the end of a press another screen took
                self.before.discard(which)
                return False
        return True
