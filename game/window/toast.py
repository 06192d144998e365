"""The app's toast: a notice over whatever screen is on top, for a few seconds (the play screen
has its own, over its board: game/window/slot/sections.py Notices). What says a fault of the data
file met by a screen other than the play screen (the lobby, Settings, the history:
game/window/app.py)."""
from collections.abc import Callable
from typing import Any

import pygame

SECONDS = 6.0          # a fault's line is long: a second more than the play screen's notices
# where it hangs: at the top, clear of the lobby's notice and every panel's buttons
PLACE = (340, 10, 600, 56)


class Toast:
    def __init__(self, clock: Callable[[], float]) -> None:
        """`clock`: the play clock (seconds; tests move it)."""
        self.clock = clock
        self._said: tuple[str, float, float] = ("", 0.0, 0.0)    # (message, said at, shown until)

    def say(self, message: str) -> None:
        """Show `message` (a Said is worded when drawn, in the player's language). Said again
        while it shows (a fault met each frame), it stays up longer instead of beginning
        again."""
        now = self.clock()
        was, at, until = self._said
        if message != was or now >= until:
            at = now
        self._said = (message, at, now + SECONDS)

    @property
    def message(self) -> str:
        """The message while it shows ("" when none)."""
        message, _, until = self._said
        return message if message and self.clock() < until else ""

    def draw(self, surface: pygame.Surface, theme: dict[str, Any] | None,
             money: Callable[[int], str]) -> None:
        """Over the frame, in `theme`'s frame colour, amounts in `money` (the player's view)."""
        message = self.message
        if not message:
            return
        from game.window.ui import hud
        from game.window.ui.theme import LOBBY
        now, (_, at, until) = self.clock(), self._said
        hud.draw_toast(surface, message, (now - at, until - now), theme or LOBBY, money,
                       place=pygame.Rect(PLACE), hang=True)
