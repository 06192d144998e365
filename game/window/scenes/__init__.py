"""Screens as a small stack of states: the top one gets the input and draws last.

Each scene has enter/exit hooks and handle/update/draw. A scene opens another as a typed
object, `app.push(HistoryScene(app))`, made with what it shows and a callback for what comes
back, so mypy checks every opening and no scene writes another's fields. A scene imports the
one it opens where it opens it (no import cycles among them, and the slot screen's modules load
only when a game is opened).
"""
from typing import Any


class Scene:
    def __init__(self, app):
        self.app = app

    def button(self, *args, kind=None, **values):
        """A control of this scene (game/window/ui/widgets.py: a Button, or `kind`), clicking with
        the app's click sound."""
        from game.window.ui.widgets import Button
        make: Any = kind or Button
        return make(*args, click=self.app.click, **values)

    def enter(self):
        """Called when the scene becomes the top of the stack."""

    def exit(self):
        """Called when the scene leaves the stack."""

    def handle(self, event):
        """One pygame event (in logical 1280x720 coordinates)."""

    def update(self, dt: float):
        """Advance by dt seconds."""

    def draw(self, surface):
        """Draw onto the logical surface."""

    def on_screen(self) -> dict:
        """What this screen shows beyond its name, for a harness that drives the window
        (game/window/shown.py): plain values, compared frame to frame."""
        return {}

    def tell(self, message: str):
        """Say a notice met while this scene was on top: a fault of the data file its
        handle, update or draw met (game/window/app.py catches it). The app's toast, over any
        screen; a screen with a toast of its own shows it there."""
        self.app.toasts.say(message)

    # overlays (paytable, choice...) let the scene below keep drawing
    opaque = True
