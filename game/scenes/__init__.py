"""Screens as a small stack of states: the top one gets the input and draws last.

Each scene has enter/exit hooks and handle/update/draw; a scene asks the app to push, pop or
replace through `self.app`, so no scene knows about another's internals.
"""


class Scene:
    def __init__(self, app):
        self.app = app

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
