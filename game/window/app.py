"""The one loop: events in, scenes update, frame out, at a fixed rate.

Scenes draw on a 1280x720 logical canvas (`app.screen`), which the window
(game/window/display.py) scales to its size each frame, mapping the mouse back to the canvas.
`step(dt)` is one frame, so tests can drive the real loop headless with posted events and a
fixed dt.
"""
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.words import i18n, said
from game.words import currency
from game.books.faults import StorageError
from game.words.i18n import N_
from game.words.said import Said
from game.round.services import Services
from game.window.display import HEIGHT, WIDTH, Display
from game.window.toast import Toast

if TYPE_CHECKING:
    from game.window.scenes import Scene
    from game.window.scenes.slot import SlotScene

SceneT = TypeVar("SceneT", bound="Scene")

FPS = 60
# a fault of the data file met while a setting was kept, or this start's notices marked as
# shown (the reason: the fault's own words, game/books/storage.py explain)
NOT_KEPT = N_("Changed for now, but not yet kept for the next start: {reason}")
NOTICES_KEPT = N_("This start's notices will be shown again at the next start: {reason}")


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
        self.display = Display(size)      # the window, and the canvas scaled to it
        self.screen = self.display.screen  # what every scene draws on
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
        self.play.take_currency(self.settings["currency"], self.rules.currencies)
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

    def open_game(self, game_id: str, currency: str | None = None) -> "SlotScene":
        """A game's play screen on top, for the lobby, a resumed round and the history's
        replay alike (no scene imports another's; its modules load when one is opened)."""
        from game.window.scenes.slot import SlotScene
        return self.push(SlotScene(self, game_id, currency))  # (a replay's: its round's)

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
                self._safely(self.top.handle, self.display.on_canvas(event))
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
        self.display.present()

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

    @property
    def fullscreen(self) -> bool:
        """Whether the window fills the screen (game/window/display.py keeps it)."""
        return self.display.fullscreen

    def toggle_fullscreen(self) -> None:
        """F11: the whole screen or back to the window (game/window/display.py); never where
        the market rules full screen out (disabledFullscreen)."""
        if not self.rules["disabledFullscreen"]:
            self.display.toggle_fullscreen()

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
        """An amount of the wallet's currency as the player's language writes it."""
        return i18n.money(amount, self.play.currency)

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
            elif key == "currency":      # the wallet's, between rounds (a game opens in it)
                before = currency.get(self.play.currency).unit
                if self.play.take_currency(value, self.rules.currencies):
                    self.settings["budget"] = self._unkept["budget"] = self.settings[
                        "budget"] * currency.get(self.play.currency).unit // before
                elif currency.code_of(value) in currency.offered(self.rules.currencies):
                    self.settings[key] = self._unkept[key] = self.play.currency  # a round open
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
