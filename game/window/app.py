"""The one loop: events in, scenes update, frame out, at a fixed rate.

Scenes draw on a 1280x720 logical canvas (`app.screen`); each frame it is scaled to the window
(or the full screen, F11), keeping its shape with bars where the window's differs, and the
mouse is mapped back to the canvas. pygame's SCALED mode is not used: it scales only by whole
numbers in a window and will not let the window be smaller than the canvas. `step(dt)` is one
frame, so tests can drive the real loop headless with posted events and a fixed dt.
"""
import os
import sys
import warnings
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.window import assets
from game.words import i18n, said
from game.books.faults import StorageError
from game.words.i18n import N_
from game.words.said import Said
from game.round.services import Services
from game.window.toast import Toast

if TYPE_CHECKING:
    from game.window.scenes import Scene
    from game.window.scenes.slot import SlotScene

SceneT = TypeVar("SceneT", bound="Scene")

WIDTH, HEIGHT = 1280, 720
FPS = 60
# a fault of the data file met while a setting was kept, or this start's notices marked as
# shown (the reason: the fault's own words, game/books/storage.py explain)
NOT_KEPT = N_("Changed for now, but not yet kept for the next start: {reason}")
NOTICES_KEPT = N_("This start's notices will be shown again at the next start: {reason}")


# room the desktop keeps around a window: its title bar and a taskbar or panel (the usable
# area, which pygame does not tell; a window manager places a window below its title bar)
DESKTOP_MARGIN = (16, 96)


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


def _say(line: str) -> None:
    """A long step before the window opens (a salvage) says what it is doing."""
    print(line, file=sys.stderr, flush=True)


class App:
    def __init__(self, size: tuple[int, int] | None = (WIDTH, HEIGHT),
                 data_dir: str | os.PathLike[str] | None = None,
                 services: Services | None = None, lang: str | None = None,
                 watch: Callable[["App"], object] | None = None) -> None:
        """`size`: the window's (None: first_window's for this desktop); `services`: what the
        run takes from the world (game/round/services.py: its clocks, seed source, after-store
        callback, folder lock; the program's by default), which tests build with their own.
        `lang`: the language of this run only (--lang), else the kept one (the first start
        keeps the system's). `watch(app)` is told after each frame is drawn (--states:
        game/window/shown.py)."""
        self.services, self.watch = services or Services(), watch
        from game.books.storage import Storage
        # first: a fault is said before any window
        self.storage = Storage(data_dir, say=_say, wall=self.services.wall,
                               hold=self.services.hold)
        from game.round.jurisdiction import load     # the market's rules of play (issue 58)
        self.rules = self.services.jurisdiction or load(None, self.storage.folder)
        # a social casino's words where the market is one (game/words/social.py)
        i18n.speak_as("social" if self.rules["socialCasino"] else None)
        # full screen stays when focus leaves: SDL minimised it (a black screen) where its
        # default or the environment said so; the game's full screen is the desktop's size
        os.environ["SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS"] = "0"
        pygame.init()
        if size is None:
            desktops = pygame.display.get_desktop_sizes()
            size = first_window(desktops[0]) if desktops else (WIDTH, HEIGHT)
        assets.reset()
        pygame.display.set_caption("Tumbling Slots")
        icon = assets.picture(("icon", "icon_64"))     # sprites/icon: the builds' icon too
        if icon is not None:
            pygame.display.set_icon(icon)             # before set_mode: some systems need it
        self.windowed = size                # the window's size before F11 made it full screen
        self._placed: tuple[int, ...] | None = None   # ... and its place
        self.fullscreen = False
        pygame.display.set_mode(size, pygame.RESIZABLE)
        _smallest()
        self.screen = pygame.Surface((WIDTH, HEIGHT)).convert()   # what every scene draws on
        self.clock = pygame.time.Clock()
        self.stack: list[Scene] = []
        from game.window.presses import Presses          # a press is the screen's it began under
        self.presses = Presses((pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN),
                               (pygame.KEYUP, pygame.MOUSEBUTTONUP))
        self.running = True
        self.stopped_because: str | None = None   # why an unattended run ended before its rounds
        self.settings = self.storage.load_settings()
        # settings changed that the data file could not take yet
        self._unkept: dict[str, object] = {}
        self.toasts = Toast(self.services.clock)  # what a fault met off the play screen says
        self._notices_told = False
        # what this start has to tell the player (the data file's, then a round's settling,
        # then the audit's): Saids, worded in the language of the moment (`notice`)
        self.notices: list[str] = list(self.storage.notices)
        from game.round.session import PlaySession
        # budget, checks; each round recorded with the market's rules it is played under
        self.play = PlaySession(self.storage, self.settings, self.services, self.rules.name)
        self._speak(lang)
        self.word_notices()
        i18n.on_change(self.word_notices)
        from game.window.audio import Audio
        self.audio = Audio(self.settings)
        self.click = lambda: self.audio.play("click")   # handed to the scenes' buttons

    @property
    def balance(self) -> int:
        """The wallet's balance as stored (read from the file once after each change)."""
        return self.storage.balance()

    def resume_open_round(self) -> bool:
        """An interrupted round found on start: open its game and play it on from there
        (game/books/recovery.py: a decided round is always completed and paid; one left on the
        player's choice for seven days is void; one a newer build must finish is kept; one
        whose record does not match its debit is set aside)."""
        from game.books.recovery import settle_open_rounds
        record, notices = settle_open_rounds(self.storage, self.play.wall())
        self.notices += notices
        self.word_notices()
        if record is None:
            return False
        self.open_game(record["game"]).resume(record)
        return True

    def open_game(self, game_id: str) -> "SlotScene":
        """A game's play screen on top, for the lobby, a resumed round and the history's
        replay alike (no scene imports another's; its modules load when one is opened)."""
        from game.window.scenes.slot import SlotScene
        return self.push(SlotScene(self, game_id))

    # --- the scene stack ---------------------------------------------------------------------

    @property
    def top(self) -> "Scene | None":
        return self.stack[-1] if self.stack else None

    def push(self, scene: SceneT) -> SceneT:
        """Put `scene`, made with what it shows, on top (as Arcade's window.show_view(View())),
        and hand it back, so its opener can go on with it."""
        self.stack.append(scene)
        self.presses.new_top()
        scene.enter()
        return scene

    def pop(self) -> "Scene":
        scene = self.stack.pop()
        scene.exit()
        self.presses.new_top()
        if self.top:
            self.top.enter()
        return scene

    def replace(self, scene: "Scene") -> None:
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    # --- the loop ----------------------------------------------------------------------------

    def step(self, dt: float) -> None:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.WINDOWFOCUSLOST:
                self.presses.released_all()
            elif not self.presses.belongs(event):     # a press another screen began
                continue
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif self.top:
                self._safely(self.top.handle, self._on_canvas(event))
        if self.top:
            self._safely(self.top.update, dt)
        self.audio.update(dt)            # the music's cross-fade and duck move with the loop
        self.draw()
        found = self.storage.audit_step()        # the books, a slice a frame (game/books/chain.py)
        if found:
            self.notices.append(found)
            self.word_notices()
        if self.watch is not None:
            self.watch(self)

    def draw(self) -> None:
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        for scene in self.stack[first:]:     # a draw below the top may read the wallet's
            self._safely(scene.draw, self.screen)   # balance again after a change (its bar)
        self.toasts.draw(self.screen, getattr(self.top, "theme", None), self.money)
        self.present()

    # --- a fault of the data file, said on the screen ----------------------------------------

    def _safely(self, call: Callable[..., object], *args: object) -> None:
        """A scene's handle, update or draw. A fault of the data file it meets (a setting kept,
        the notices marked shown, the history read: a StorageError, game/books/faults.py) is said by
        the screen on top, and the program goes on: what the fault stopped was not done, or
        holds in memory, as its message says; nothing is lost."""
        try:
            call(*args)
        except StorageError as err:
            self.fault(err)

    def fault(self, err: StorageError) -> None:
        """Say a fault of the data file on the screen on top (`Scene.tell`: the play screen's
        own toast, else the app's: game/window/toast.py)."""
        if self.top is not None:
            self.top.tell(err.said)
        else:
            self.toasts.say(err.said)

    # --- the window: the canvas scaled to it ---------------------------------------------

    def fit(self) -> pygame.Rect:
        """Where the canvas goes in the window: as large as fits, its shape kept, centred."""
        w, h = _window().get_size()
        scale = min(w / WIDTH, h / HEIGHT)
        rect = pygame.Rect(0, 0, max(1, round(WIDTH * scale)), max(1, round(HEIGHT * scale)))
        rect.center = (w // 2, h // 2)
        return rect

    def present(self) -> None:
        window = _window()
        fit = self.fit()
        if fit.size == (WIDTH, HEIGHT):
            window.blit(self.screen, fit)
        else:               # scaled straight into the window, the bars round it black
            for bar in _bars(window.get_rect(), fit):
                window.fill((0, 0, 0), bar)
            pygame.transform.smoothscale(self.screen, fit.size, window.subsurface(fit))
        pygame.display.flip()

    def _on_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with its position in canvas coordinates."""
        if not hasattr(event, "pos"):
            return event
        fit = self.fit()
        x = (event.pos[0] - fit.x) * WIDTH / fit.width
        y = (event.pos[1] - fit.y) * HEIGHT / fit.height
        return pygame.event.Event(event.type, {**event.dict, "pos": (int(x), int(y))})

    def toggle_fullscreen(self) -> None:
        """F11: the whole screen, or back to the window as it was, where it was (made anew,
        the window manager placed it a title bar lower: issue 56); never where the market
        rules full screen out (disabledFullscreen)."""
        if self.rules["disabledFullscreen"]:
            return
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

    def quit(self, why: str | None = None) -> None:
        """End the loop; `why`: an unattended run stopped before its rounds were played."""
        self.running, self.stopped_because = False, why or None

    def run(self) -> None:
        while self.running and self.stack:
            dt = self.clock.tick(FPS) / 1000
            self.step(min(dt, 0.1))
        if self._unkept:                  # a setting the data file could not take: once more
            try:
                self.keep_settings()
            except StorageError as err:
                _say(f"error: {err}")
        self.storage.close()
        pygame.quit()

    def word_notices(self, _language: str | None = None) -> None:
        """`notice`: this start's notices as the player reads them, in their language, each
        amount in their money view ("" where there is none); worded again when the notices,
        the language (i18n.on_change) or the currency change, never as a frame is drawn."""
        self.notice = " ".join(said.shown(n, self.money) for n in self.notices).strip()

    def money(self, amount: int) -> str:
        return i18n.money(amount, i18n.currency_code(self.settings["currency"]))

    def _speak(self, lang: str | None) -> None:
        """The language of this run: `lang` (--lang, not kept), else the kept one; the first
        start chooses the system's where it is offered (else English) and keeps it."""
        if self.settings.get("language", "system") == "system":
            try:
                self.set("language", i18n.system_language())
            except StorageError:      # spoken all the same; kept on closing or with a change
                pass
        i18n.use(lang or self.settings["language"])

    def set(self, key: str, value: object) -> None:
        """Change a setting and keep it for the next start (a language is spoken at once)."""
        self.set_many({key: value})

    def set_many(self, values: dict[str, object]) -> None:
        """Change settings at once and keep them for the next start. They hold at once even
        where the data file cannot take them now (busy, a full disk): they are kept with the
        next change it can take, or on closing, and a StorageError says so."""
        for key, value in values.items():
            self.settings[key] = value
            self._unkept[key] = value
            if key == "language":
                i18n.use(str(value))          # (a language is its name)
            elif key == "currency":
                self.word_notices()
            self.play.changed(key)   # a budget counts from now, a reality check comes a period on
        self.keep_settings()

    def keep_settings(self) -> None:
        """Keep every setting changed that the data file has not taken yet."""
        for key, value in list(self._unkept.items()):
            try:
                self.storage.save_setting(key, value)
            except StorageError as err:
                raise StorageError(Said(NOT_KEPT, reason=err.said)) from None
            del self._unkept[key]

    def notices_shown(self) -> None:
        """This start's notices were shown (the lobby drew them): the data file says them no
        more. Asked once a start: where the file cannot take it now, they stay in it, to be
        shown again at the next start, and a StorageError says so."""
        if self._notices_told:
            return
        self._notices_told = True
        try:
            self.storage.notices_shown()
        except StorageError as err:
            raise StorageError(Said(NOTICES_KEPT, reason=err.said)) from None


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
