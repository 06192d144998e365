"""Settings: each row is a button that cycles its value; every change is kept for next time.

The currency row chooses the wallet's currency among those the market allows, between rounds:
each currency has its own play-money balance in the books (game/books/purse.py), and switching
converts nothing. The language row speaks the one chosen at once (each
language named in its own words)."""
import secrets
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game.words.currency import codes, get, offered
from game.words.i18n import LANGUAGES, N_, _, currency_code, language, sign
from game.books.preferences import SPEEDS
from game.words.said import Said
from game.window.scenes import Application
from game.window.scenes.overlay import Overlay
from game.window.scenes.rules import RulesScene, title as rules_title
from game.window.ui.theme import LOBBY
from game.window.ui.widgets import fit_size, text

ROWS: list[tuple[str, str, Sequence[object]]] = [  # (setting, label, values)
    ("language", N_("Language"), list(LANGUAGES)),
    ("speed", N_("Game speed"), ["normal", "quick", "turbo"]),
    ("skip_screens", N_("Skip feature screens"), [False, True]),
    ("intro", N_("Intro screen"), [True, False]),
    ("music", N_("Music"), [True, False]),
    ("ambient", N_("Ambient sound"), [True, False]),
    ("effects", N_("Sound effects"), [True, False]),
    ("currency", N_("Currency"), list(codes())),
    ("budget", N_("Session budget (loss limit)"), [0, 2000, 5000, 10000, 20000, 50000]),
    ("reality_check", N_("Reality check every"), [0, 15, 30, 60]),
]
ROW = 42          # a row's height with its gap
NOT_RESET = N_("The wallet was not reset: {reason}")


def shown(key: str, value: Any, money: Callable[[int], str]) -> str:
    # value: the setting's (JSON; its key says which type: an amount, minutes, a name...)
    """A row's value as its button shows it (a message is translated when drawn)."""
    if key == "budget":
        return money(value) if value else N_("OFF")
    if key == "reality_check":
        return _("{minutes} MIN").format(minutes=value) if value else N_("OFF")
    if key == "currency":        # its code, and the sign an amount in it is drawn with
        code = currency_code(value)
        return code if sign(code) == code else f"{code} {sign(code)}"
    if key == "language":
        return LANGUAGES.get(value, str(value))      # each language in its own words
    if key == "speed":
        return SPEEDS.get(value, str(value))
    return {True: N_("ON"), False: N_("OFF")}.get(value, str(value).upper())


class SettingsScene(Overlay):
    BOX = (200, 30, 880, 665)     # wide enough for a label at the readable floor (issue 56)

    def __init__(self, app: Application, *, theme: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.theme = theme or LOBBY
        self.buttons = []
        for i, (key, _label, values) in enumerate(ROWS):
            self.buttons.append(self.button((720, 110 + i * ROW, 300, 36), "",
                                            partial(self.cycle, key, values), size=22))
        y = 110 + len(ROWS) * ROW
        self.seed_button = self.button((720, y, 300, 36), N_("NEW CLIENT SEED"), self.new_seed,
                                       size=20)
        self.reset_button = self.button((720, y + ROW, 300, 36), N_("RESET WALLET"),
                                        self.reset_wallet, size=20, colour=(150, 40, 60))
        self.close = self.button((540, 635, 200, 44), N_("CLOSE"), self.app.pop)
        # the market's rules of play: a panel that tells them (the player cannot change them)
        self.rules_button = self.button((230, 635, 290, 44), "", self.show_rules, size=20,
                                        colour=(40, 30, 70))
        self.buttons += [self.seed_button, self.reset_button, self.close, self.rules_button]

    def show_rules(self) -> None:
        self.app.push(RulesScene(self.app))

    def value(self, key: str) -> object:
        """A row's value now: the language is the one spoken (--lang speaks one for this run
        only, and the row read the kept one: "English" over a Malay screen), the rest as
        kept."""
        if key == "language":
            return language() if language() in LANGUAGES else "en"   # the pseudo-locale's
        if key == "currency":           # the wallet's (a round open keeps its own)
            return self.app.play.currency
        return self.app.settings.get(key)

    def on_screen(self) -> dict:
        """The language and currency rows as their buttons say them (the language spoken:
        issue 56; the wallet's currency: issue 58)."""
        return {"language": shown("language", self.value("language"), self.app.money),
                "currency": shown("currency", self.value("currency"), self.app.money)}

    def cycle(self, key: str, values: Sequence[object]) -> None:
        if key == "speed":              # the speeds the market allows (issue 58)
            values = self.app.rules.speeds(tuple(str(v) for v in values))
        if key == "currency":           # the currencies the market allows (issue 58)
            values = list(offered(self.app.rules.currencies))
        if key == "budget":             # in the currency's scale, as its bets are
            values = [int(v) * get(self.app.play.currency).unit for v in values]  # type: ignore
        current = self.value(key)
        value = values[(values.index(current) + 1) % len(values)] if current in values \
            else values[0]
        try:              # heard at once, even where the data file cannot keep it now
            self.app.set(key, value)
        finally:
            self.app.audio.apply()
            if key == "currency":
                self.new_currency()

    def new_currency(self) -> None:
        """A play screen under Settings is made again in the wallet's new currency: its ladder,
        bet and kept round are the currency's (game/words/currency.py). A round open keeps
        its currency (the wallet did not change), and a replay its round's."""
        for i, scene in enumerate(self.app.stack):
            session = getattr(scene, "session", None)
            if session is not None and session.currency != self.app.play.currency \
                    and getattr(scene, "replayed", None) is None:
                scene.exit()
                self.app.stack[i] = type(scene)(self.app, session.game.id)  # type: ignore

    def reset_wallet(self) -> None:
        """Play money back to the starting balance (not during a round). Where the data file
        cannot take it now, the wallet stays as it was, said so (the app's loop shows it)."""
        from game.books.storage import StorageError
        try:
            if not self.app.storage.open_rounds():      # the currency's own demo balance
                self.app.storage.reset_wallet(get(self.app.play.currency).demo)
                self.app.play.wallet_reset()
        except StorageError as err:
            raise StorageError(Said(NOT_RESET, reason=err.said)) from None

    def new_seed(self) -> None:
        self.app.set("client_seed", secrets.token_hex(8))

    def draw(self, surface: pygame.Surface) -> None:
        self.frame(surface, _("SETTINGS"), self.theme["frame"])
        for (key, label, _values), button in zip(ROWS, self.buttons):
            words = _(label)
            text(surface, words, (700, button.rect.centery), fit_size(words, 28, 470),
                 anchor="midright", within=self.box)
            button.label = shown(key, self.value(key), self.app.money)
        y = self.seed_button.rect.centery
        seed = _("Client seed: {seed}").format(seed=self.app.settings['client_seed'])
        text(surface, seed, (700, y), fit_size(seed, 24, 470), anchor="midright",
             within=self.box)
        balance = _("Balance {amount}").format(amount=self.app.money(self.app.balance))
        text(surface, balance, (700, self.reset_button.rect.centery), fit_size(balance, 24, 470),
             anchor="midright", within=self.box)
        self.rules_button.label = rules_title(self.app.rules)   # the market's, not the player's
        for button in self.buttons:
            button.draw(surface)
