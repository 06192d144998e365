"""A small window that says why the program cannot start, for a player who has no console.

A second double-click on the game finds the data folder open in the first window (one client
per folder: game/books/storage.py); the message is also printed, but a double-click shows no
terminal, so it is said in a window of its own, until the player closes it (any key, a click, or the
window's close button) or for SHOWN seconds, waiting on events in between (no CPU while idle).
Where nobody can see a window (an unattended run, no display) the printed line is all: the
program exits at once (issue 45, 5).
"""
import os
import sys
import time
from collections.abc import Callable

import pygame

from game.window import assets
from game.window.ui.theme import gradient, panel
from game.window.ui.widgets import fit_block, line_height, text
from game.words.i18n import _

SIZE = (760, 240)
INK, TITLE, FRAME = (240, 234, 250), (255, 215, 120), (200, 160, 90)


def draw(surface: pygame.Surface, title: str, line: str) -> None:
    surface.blit(gradient(SIZE, (40, 22, 70), (14, 8, 28)), (0, 0))
    box = pygame.Rect(16, 16, SIZE[0] - 32, SIZE[1] - 32)
    surface.blit(panel(box.size, (22, 12, 40, 235), 16, FRAME), box)
    text(surface, title, (SIZE[0] // 2, 52), 30, TITLE)
    room = pygame.Rect(40, 80, SIZE[0] - 80, 100)
    size, wrapped = fit_block([line], 22, room.width, room.height, smallest=14)
    step = line_height(size)
    y = room.centery - step * (len(wrapped[0]) - 1) / 2
    for i, row in enumerate(wrapped[0]):
        text(surface, row, (SIZE[0] // 2, round(y + i * step)), size, INK, shadow=False)
    text(surface, _("Press any key to close"), (SIZE[0] // 2, SIZE[1] - 40), 18, (180, 170, 200),
         shadow=False)


SHOWN = 10.0        # seconds the window stays when nobody closes it


def seen() -> bool:
    """Whether a window can be seen here: not under SDL's dummy or offscreen drivers, and on
    Linux and the BSDs only with an X or Wayland display to show it on."""
    if os.environ.get("SDL_VIDEODRIVER", "") in ("dummy", "offscreen"):
        return False
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def show(title: str, line: str, shown: float = SHOWN,
         clock: Callable[[], float] = time.monotonic) -> None:
    """The window, until the player closes it or `shown` seconds have passed: drawn when the
    system asks (exposed, resized), asleep on the event queue between."""
    pygame.init()
    assets.reset()                       # fonts belong to one pygame session
    pygame.display.set_caption("Tumbling Slots")
    window = pygame.display.set_mode(SIZE)
    ends = clock() + shown
    try:
        draw(window, title, line)
        pygame.display.flip()
        while (left := ends - clock()) > 0:
            event = pygame.event.wait(max(1, round(left * 1000)))
            if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                return
            if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.VIDEOEXPOSE):
                draw(window, title, line)
                pygame.display.flip()
    finally:
        pygame.quit()
