"""Screens as a small stack of states: the top one gets the input and draws last.

Each scene has enter/exit hooks and handle/update/draw. A scene opens another as a typed
object, `app.push(HistoryScene(app))`, made with what it shows and a callback for what comes
back, so mypy checks every opening and no scene writes another's fields. A scene imports the
one it opens where it opens it (no import cycles among them, and the slot screen's modules load
only when a game is opened).
"""
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import pygame
from pygame.typing import RectLike

from engine.games.base import Game
from game.books.datafile import Record
from game.books.preferences import Settings
from game.books.storage import Storage
from game.round.jurisdiction import Jurisdiction
from game.round.services import Services
from game.round.session import PlaySession
from game.window.audio import Audio
from game.window.toast import Toast

if TYPE_CHECKING:               # the widgets load with the first scene that makes a button
    from game.window.ui.widgets import Button

SceneT = TypeVar("SceneT", bound="Scene")


class GameScreen(Protocol):
    """A game's play screen as App.open_game hands it back (game/window/scenes/slot.py's
    SlotScene, described here: the scene that opens one does not import it)."""
    theme: dict[str, Any]
    game: Game

    def resume(self, record: Record) -> None: ...

    def replay(self, record: Record) -> None: ...


class Application(Protocol):
    """What a scene reads and asks of the app that holds it (game/window/app.py's App,
    described here, as App imports the scenes: not the other way round)."""
    storage: Storage
    settings: Settings
    play: PlaySession
    services: Services
    rules: Jurisdiction        # the market's rules of play (game/round/jurisdiction.py)
    audio: Audio
    toasts: Toast
    notice: str
    click: Callable[[], None]

    @property
    def fullscreen(self) -> bool: ...
    stack: "list[Scene]"       # the scenes, the top last (Settings remakes a play screen in
                               # a new currency under it)

    @property
    def top(self) -> "Scene | None": ...

    def push(self, scene: SceneT) -> SceneT: ...

    def pop(self) -> "Scene": ...

    def open_game(self, game_id: str, currency: str | None = None) -> GameScreen: ...

    @property
    def balance(self) -> int: ...

    def money(self, amount: int) -> str: ...

    def set(self, key: str, value: object) -> None: ...

    def set_many(self, values: dict[str, object]) -> None: ...

    def notices_shown(self) -> None: ...

    def quit(self, why: str | None = None) -> None: ...


class Scene:
    def __init__(self, app: Application) -> None:
        self.app = app

    def button(self, rect: RectLike, label: str, action: Callable[[], object],
               kind: "type[Button] | None" = None, **values: Any) -> "Button":
        """A control of this scene (game/window/ui/widgets.py: a Button, or `kind`), clicking with
        the app's click sound; `values`: the Button's own (colour, size, hotkey...)."""
        from game.window.ui.widgets import Button
        make = kind or Button
        return make(rect, label, action, click=self.app.click, **values)

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def handle(self, event: pygame.event.Event) -> object:
        """One pygame event (in logical 1280x720 coordinates); what a scene gives back is its
        own (a section's router reads whether it took the event)."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical surface."""

    def on_screen(self) -> dict[str, object]:
        """What this screen shows beyond its name, for a harness that drives the window
        (game/window/shown.py): plain values, compared frame to frame."""
        return {}

    def tell(self, message: str) -> None:
        """Say a notice met while this scene was on top: a fault of the data file its
        handle, update or draw met (game/window/app.py catches it). The app's toast, over any
        screen; a screen with a toast of its own shows it there."""
        self.app.toasts.say(message)

    # overlays (paytable, choice...) let the scene below keep drawing
    opaque = True
