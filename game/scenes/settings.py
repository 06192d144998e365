"""Settings: each row is a button that cycles its value; every change is kept for next time.

The wallet holds play money, so its sign (RM or $) is a name and nothing more: the row says so,
and switching it converts nothing."""
import secrets

from game.app import MONEY_SIGNS
from game.scenes.overlay import Overlay
from game.ui.theme import LOBBY
from game.ui.widgets import text

ROWS = [  # (setting, label, values)
    ("speed", "Game speed", ["normal", "quick", "turbo"]),
    ("skip_screens", "Skip feature screens", [False, True]),
    ("intro", "Intro screen", [True, False]),
    ("music", "Music", [True, False]),
    ("ambient", "Ambient sound", [True, False]),
    ("effects", "Sound effects", [True, False]),
    ("currency", "Play-money sign (a name only)", ["RM", "USD"]),
    ("budget", "Session budget (loss limit)", [0, 2000, 5000, 10000, 20000, 50000]),
    ("reality_check", "Reality check every", [0, 15, 30, 60]),
]


def shown(key, value, money):
    if key == "budget":
        return money(value) if value else "OFF"
    if key == "reality_check":
        return f"{value} MIN" if value else "OFF"
    if key == "currency":
        return MONEY_SIGNS.get(value, str(value))
    return {True: "ON", False: "OFF"}.get(value, str(value).upper())


class SettingsScene(Overlay):
    BOX = (300, 30, 680, 665)

    def __init__(self, app, *, theme: dict | None = None):
        super().__init__(app)
        self.theme = theme or LOBBY
        self.buttons = []
        for i, (key, _, values) in enumerate(ROWS):
            self.buttons.append(self.button((700, 120 + i * 46, 220, 40), "",
                                            lambda k=key, v=values: self.cycle(k, v), size=22))
        y = 120 + len(ROWS) * 46
        self.seed_button = self.button((700, y, 220, 40), "NEW CLIENT SEED", self.new_seed, size=20)
        self.reset_button = self.button((700, y + 46, 220, 40), "RESET WALLET", self.reset_wallet,
                                   size=20, colour=(150, 40, 60))
        self.close = self.button((540, 635, 200, 44), "CLOSE", self.app.pop)
        self.buttons += [self.seed_button, self.reset_button, self.close]

    def cycle(self, key, values):
        current = self.app.settings.get(key, values[0])
        value = values[(values.index(current) + 1) % len(values)] if current in values \
            else values[0]
        self.app.set(key, value)
        self.app.audio.apply()

    def reset_wallet(self):
        """Play money back to the starting balance (not during a round)."""
        from game.storage import START_BALANCE
        if not self.app.storage.open_rounds():
            self.app.storage.reset_wallet(START_BALANCE)
            self.app.play.wallet_reset()

    def new_seed(self):
        self.app.set("client_seed", secrets.token_hex(8))

    def draw(self, surface):
        self.frame(surface, "SETTINGS", self.theme["frame"])
        for (key, label, _), button in zip(ROWS, self.buttons):
            text(surface, label, (660, button.rect.centery), 28, anchor="midright")
            button.label = shown(key, self.app.settings.get(key), self.app.money)
        y = self.seed_button.rect.centery
        text(surface, f"Client seed: {self.app.settings['client_seed']}", (660, y), 22,
             anchor="midright")
        text(surface, f"Balance {self.app.money(self.app.balance)}",
             (660, self.reset_button.rect.centery), 22, anchor="midright")
        for button in self.buttons:
            button.draw(surface)
