"""The program's window: the 1280x720 canvas every scene draws on (`screen`), scaled each frame
to the window (or the full screen, F11), its shape kept with bars where the window's differs,
and the mouse mapped back to the canvas. pygame's SCALED mode is not used: it scales only by
whole numbers in a window and will not let the window be smaller than the canvas. The loop and
the scenes are game/window/app.py's.
"""
import warnings

import pygame

from game.window import assets

WIDTH, HEIGHT = 1280, 720
# room the desktop keeps around a window: its title bar and a taskbar or panel (the usable
# area, which pygame does not tell; a window manager places a window below its title bar). The
# height leaves room for more than one title bar: openbox, asked for SDL's centred place, sets
# the frame a title bar below it, and with Noto Sans as the desktop's font (a 22 px title, a
# 5 px handle) 96 px put the frame's foot 1 px under a 1280x720 screen
DESKTOP_MARGIN = (16, 112)


def first_window(desktop: tuple[int, int]) -> tuple[int, int]:
    """The first window's size on a desktop of `desktop` pixels: the canvas's, or, where that
    and its title bar would not fit the desktop's usable area, the largest of its shape that
    does (issue 45, 6: on a 1280x720 screen the bar's bottom 20 px were off screen)."""
    room_w, room_h = desktop[0] - DESKTOP_MARGIN[0], desktop[1] - DESKTOP_MARGIN[1]
    scale = min(1.0, room_w / WIDTH, room_h / HEIGHT)
    return max(WIDTH // 2, round(WIDTH * scale)), max(HEIGHT // 2, round(HEIGHT * scale))


def _bars(window: pygame.Rect, fit: pygame.Rect) -> list[pygame.Rect]:
    """The parts of the window round the canvas fitted in it (above, below, left, right): the
    same pixels as filling the window black and blitting a scaled copy over it, without the
    copy or a fill under the canvas (a full HD frame wrote its 8 MB three times, now once)."""
    bars = [pygame.Rect(0, 0, window.width, fit.top),
            pygame.Rect(0, fit.bottom, window.width, window.height - fit.bottom),
            pygame.Rect(0, fit.top, fit.left, fit.height),
            pygame.Rect(fit.right, fit.top, window.width - fit.right, fit.height)]
    return [bar for bar in bars if bar.width > 0 and bar.height > 0]


def _position(where: tuple[int, ...] | None = None) -> tuple[int, ...] | None:
    """The window's place on the desktop (its inside's top left), or None where the system
    does not say; with `where`, put it there."""
    try:
        with warnings.catch_warnings():     # deprecated in pygame-ce 2.5, still the only way
            warnings.simplefilter("ignore", DeprecationWarning)   # from a display window
            window = pygame.Window.from_display_module()
        if where is not None:
            window.position = where
        return tuple(window.position)
    except (AttributeError, pygame.error, TypeError):
        return None



class Display:
    """The window opened, and the canvas fitted to it as it is resized or made full screen."""

    def __init__(self, size: tuple[int, int] | None = (WIDTH, HEIGHT)) -> None:
        """`size`: the window's (None: first_window's for this desktop); pygame is
        initialised first (App)."""
        if size is None:
            desktops = pygame.display.get_desktop_sizes()
            size = first_window(desktops[0]) if desktops else (WIDTH, HEIGHT)
        pygame.display.set_caption("Tumbling Slots")
        icon = assets.picture(("icon", "icon_64"))     # sprites/icon: the builds' icon too
        if icon is not None:
            pygame.display.set_icon(icon)             # before set_mode: some systems need it
        self.windowed = size                # the window's size before F11 made it full screen
        self._placed: tuple[int, ...] | None = None   # ... and its place
        self.fullscreen = False
        assets.window_opened(pygame.display.set_mode(size, pygame.RESIZABLE))
        _smallest()
        self.screen = pygame.Surface((WIDTH, HEIGHT)).convert()   # what every scene draws on

    def fit(self) -> pygame.Rect:
        """Where the canvas goes in the window: as large as fits, its shape kept, centred."""
        w, h = _window().get_size()
        scale = min(w / WIDTH, h / HEIGHT)
        rect = pygame.Rect(0, 0, max(1, round(WIDTH * scale)), max(1, round(HEIGHT * scale)))
        rect.center = (w // 2, h // 2)
        return rect

    def present(self) -> None:
        """The canvas as drawn, shown in the window."""
        window = _window()
        fit = self.fit()
        if fit.size == (WIDTH, HEIGHT):
            window.blit(self.screen, fit)
        else:               # scaled straight into the window, the bars round it black
            for bar in _bars(window.get_rect(), fit):
                window.fill((0, 0, 0), bar)
            pygame.transform.smoothscale(self.screen, fit.size, window.subsurface(fit))
        pygame.display.flip()

    def on_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with its position in canvas coordinates."""
        if not hasattr(event, "pos"):
            return event
        fit = self.fit()
        x = (event.pos[0] - fit.x) * WIDTH / fit.width
        y = (event.pos[1] - fit.y) * HEIGHT / fit.height
        return pygame.event.Event(event.type, {**event.dict, "pos": (int(x), int(y))})

    def toggle_fullscreen(self) -> None:
        """F11: the whole screen, or back to the window as it was, where it was (made anew,
        the window manager placed it a title bar lower: issue 56)."""
        if not self.fullscreen:
            self.windowed = _window().get_size()
            self._placed = _position()
        with warnings.catch_warnings():     # X11 re-creates the window; pygame says so
            warnings.simplefilter("ignore")
            pygame.display.toggle_fullscreen()      # the desktop's size: no mode change
            if self.fullscreen:                      # back to the window as it was
                pygame.display.set_mode(self.windowed, pygame.RESIZABLE)
                _position(self._placed)
        self.fullscreen = not self.fullscreen
        _smallest()


def _window() -> pygame.Surface:
    window = pygame.display.get_surface()
    assert window is not None, "the window is opened before anything is fitted to it"
    return window


def _smallest() -> None:
    """A window may shrink to half the canvas (text stays legible down to there)."""
    try:
        with warnings.catch_warnings():     # deprecated in pygame-ce 2.5, still the only way
            warnings.simplefilter("ignore", DeprecationWarning)   # from a display window
            window = pygame.Window.from_display_module()
        window.minimum_size = (WIDTH // 2, HEIGHT // 2)
    except (AttributeError, pygame.error):
        pass
