"""Screens as a small stack of states: the top one gets the input and draws last.

Each scene has enter/exit hooks and handle/update/draw. A scene opens another by name
(`app.open("history")`), handing over values and a callback for what comes back, so no scene
imports another or writes another's fields; the names are resolved here, on first use.
"""
import importlib
from typing import Any

# name -> "module:class"
SCENES = {
    "lobby": "game.scenes.lobby:LobbyScene",
    "slot": "game.scenes.slot:SlotScene",
    "intro": "game.scenes.intro:IntroScene",
    "info": "game.scenes.info:InfoScene",
    "history": "game.scenes.history:HistoryScene",
    "check": "game.scenes.check:CheckScene",
    "fair_play": "game.scenes.fair_play:FairPlayScene",
    "settings": "game.scenes.settings:SettingsScene",
    "bet_menu": "game.scenes.bet_menu:BetMenu",
    "autoplay": "game.scenes.autoplay_panel:AutoplayPanel",
    "confirm": "game.scenes.confirm:Confirm",
}


def scene_class(name):
    module, _, cls = SCENES[name].partition(":")
    return getattr(importlib.import_module(module), cls)


class Scene:
    def __init__(self, app):
        self.app = app

    def button(self, *args, kind=None, **values):
        """A control of this scene (game/ui/widgets.py: a Button, or `kind`), clicking with
        the app's click sound."""
        from game.ui.widgets import Button
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

    # overlays (paytable, choice...) let the scene below keep drawing
    opaque = True
