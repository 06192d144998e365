"""Settings: each row is a button that cycles its value; every change is kept for next time."""
import secrets

from game.scenes.overlay import Overlay
from game.ui.theme import THEMES
from game.ui.widgets import Button, text

ROWS = [  # (setting, label, values)
    ("speed", "Game speed", ["normal", "quick", "turbo"]),
    ("skip_screens", "Skip feature screens", [False, True]),
    ("intro", "Intro screen", [True, False]),
    ("music", "Music", [True, False]),
    ("ambient", "Ambient sound", [True, False]),
    ("effects", "Sound effects", [True, False]),
    ("currency", "Currency", ["RM", "USD"]),
]


def shown(value):
    return {True: "ON", False: "OFF"}.get(value, str(value).upper())


class SettingsScene(Overlay):

    def __init__(self, app, theme=None):
        super().__init__(app)
        self.theme = theme or THEMES["lobby"]
        self.buttons = []
        for i, (key, label, values) in enumerate(ROWS):
            self.buttons.append(Button((700, 150 + i * 58, 220, 46), "",
                                       lambda k=key, v=values: self.cycle(k, v), size=24))
        self.seed_button = Button((700, 150 + len(ROWS) * 58, 220, 46), "NEW CLIENT SEED",
                                  self.new_seed, size=20)
        self.close = Button((540, 620, 200, 50), "CLOSE", self.app.pop)
        self.buttons += [self.seed_button, self.close]

    def cycle(self, key, values):
        current = self.app.settings.get(key, values[0])
        value = values[(values.index(current) + 1) % len(values)] if current in values \
            else values[0]
        self.app.set(key, value)
        self.app.audio.apply()

    def new_seed(self):
        self.app.set("client_seed", secrets.token_hex(8))

    def draw(self, surface):
        self.frame(surface, (300, 60, 680, 630), "SETTINGS", self.theme["frame"])
        for (key, label, _), button in zip(ROWS, self.buttons):
            text(surface, label, (660, button.rect.centery), 28, anchor="midright")
            button.label = shown(self.app.settings.get(key))
        y = self.seed_button.rect.centery
        text(surface, f"Client seed: {self.app.settings['client_seed']}", (660, y), 22,
             anchor="midright")
        for button in self.buttons:
            button.draw(surface)
