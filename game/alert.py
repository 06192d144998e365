"""A small window that says why the program cannot start, for a player who has no console.

A second double-click on the game finds the data folder open in the first window (one client
per folder: game/storage.py); the message is also printed, but a double-click shows no terminal,
so it is said in a window of its own until the player closes it (any key, a click, or the
window's close button).
"""
import pygame

from game import assets
from game.ui.theme import gradient, panel
from game.ui.widgets import fit_block, line_height, text
from game.i18n import _

SIZE = (760, 240)
INK, TITLE, FRAME = (240, 234, 250), (255, 215, 120), (200, 160, 90)


def draw(surface: pygame.Surface, title: str, line: str):
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


def show(title: str, line: str, frames: int | None = None):
    """Until the player closes it; `frames`: draw that many and close (a launch measured with
    --first-frame)."""
    pygame.init()
    assets.reset()                       # fonts belong to one pygame session
    pygame.display.set_caption("Tumbling Slots")
    window = pygame.display.set_mode(SIZE)
    clock, shown = pygame.time.Clock(), 0
    try:
        while frames is None or shown < frames:
            if any(e.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)
                   for e in pygame.event.get()):
                return
            draw(window, title, line)
            pygame.display.flip()
            shown += 1
            clock.tick(30)
    finally:
        pygame.quit()
