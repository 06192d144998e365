"""Choose the bet directly: every step of the ladder, or for coin-form games the bet level and
the coin value, with the total bet they make. It is handed the ladder, the current bet and what
to call with a pick; the game decides whether the pick stands. A click takes a step at once;
the keyboard points first (the arrows, the pointed button pale), Enter takes what is pointed
at and closes, Esc closes leaving the bet as it was (as the lobby and the pages work)."""
from collections.abc import Callable
from functools import partial

import pygame

from engine.bets import BetLadder
from game.window.scenes import Application
from game.window.scenes.overlay import Overlay
from game.window.slot.wallet import Coins
from game.window.ui.widgets import Button, fit_size, fits, text
from game.words.i18n import N_, _, right_to_left


class BetMenu(Overlay):
    BOX = (190, 80, 900, 570)

    def __init__(self, app: Application, *, ladder: BetLadder, bet: int, coins: Coins | None,
                 price: Callable[[int], str], colour: tuple,
                 on_choose: Callable[..., object]) -> None:
        """`coins`: the (level, coin value) of `bet`; `price(bet)` the total it costs, as
        shown; `on_choose(bet, coins)` takes a pick."""
        super().__init__(app)
        self.ladder, self.bet, self.price, self.colour = ladder, bet, price, colour
        self.on_choose = on_choose
        self.buttons = []
        if self.ladder.coins:
            assert coins is not None, "a coin game's menu opens on a bet level and coin value"
            level, coin = coins
            self.level, self.coin = level, coin
            for i, lv in enumerate(self.ladder.levels):
                self.buttons.append(self.button((240 + i * 80, 230, 70, 50), str(lv),
                                           partial(self.pick, level=lv)))
            values = [app.money(cv) for cv in self.ladder.coin_values]
            # the coin values a row, or two rows of wider ones where an amount is long (a
            # currency of large figures: issue 58)
            self.coin_rows = 1 if fits(values, 84) else 2
            for i, (cv, label) in enumerate(zip(self.ladder.coin_values, values)):
                rect = (220 + i * 94, 360, 84, 50) if self.coin_rows == 1 else \
                    (230 + (i % 5) * 168, 355 + (i // 5) * 52, 158, 46)
                self.buttons.append(self.button(rect, label, partial(self.pick, coin=cv),
                                                size=22))
        else:
            labels = [app.money(step) for step in self.ladder.steps]
            # seven a row, or fewer and wider where an amount is long (issue 58)
            self.columns = next(n for n in (7, 6, 5) if n == 5 or fits(labels, 840 // n - 10))
            pitch = 840 // self.columns
            rows = -(-len(labels) // self.columns)
            down = min(70, 380 // rows)
            for i, (step, label) in enumerate(zip(self.ladder.steps, labels)):
                x, y = 230 + (i % self.columns) * pitch, 170 + (i // self.columns) * down
                self.buttons.append(self.button((x, y, pitch - 10, min(56, down - 6)), label,
                                                partial(self.choose, step), size=22))
        self.buttons.append(self.button((540, 560, 200, 56), N_("DONE"), self.app.pop))
        self.rows = self._rows()
        self.at = self._start()          # (row, column) the keyboard points at

    def _rows(self) -> list:
        """The choices as the keyboard walks them: the steps a row as laid out, or the bet
        levels' row and the coin values' row."""
        choices = self.buttons[:-1]
        if self.ladder.coins:
            levels = len(self.ladder.levels)
            return [choices[:levels], choices[levels:]]
        return [choices[i:i + self.columns] for i in range(0, len(choices), self.columns)]

    def _start(self) -> tuple:
        """The keyboard starts on the current bet (in a coin game, on its bet level)."""
        mark = str(self.level) if self.ladder.coins else self.app.money(self.bet)
        for r, row in enumerate(self.rows):
            for c, button in enumerate(row):
                if button.label == mark:
                    return r, c
        return 0, 0

    def handle(self, event: pygame.event.Event) -> None:
        moves = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1), pygame.K_UP: (-1, 0),
                 pygame.K_DOWN: (1, 0)}
        if event.type == pygame.KEYDOWN and event.key in moves:
            dr, dc = moves[event.key]
            dc = -dc if right_to_left() else dc     # the rows read from the right in Arabic
            r = min(max(self.at[0] + dr, 0), len(self.rows) - 1)
            c = min(max(self.at[1] + dc, 0), len(self.rows[r]) - 1)
            self.at = (r, c)
            for button in self.buttons:
                button.hover = button is self.pointed
            return
        super().handle(event)

    def on_screen(self) -> dict:
        """The choice the keyboard points at, as its button says it."""
        return {"pointed": self.pointed.label}

    @property
    def pointed(self) -> Button:
        return self.rows[self.at[0]][self.at[1]]

    def confirm(self) -> None:
        """Enter: the pointed choice taken, and the menu closed."""
        self.pointed.action()
        self.app.pop()

    def pick(self, level: int | None = None, coin: int | None = None) -> None:
        self.level = level or self.level
        self.coin = coin or self.coin
        self.choose(self.ladder.coins * self.level * self.coin, (self.level, self.coin))

    def choose(self, bet: int, coins: Coins | None = None) -> None:
        if bet in self.ladder:
            self.bet = bet
            self.on_choose(bet, coins)

    def draw(self, surface: pygame.Surface) -> None:
        self.frame(surface, _("CHOOSE YOUR BET"), self.colour)
        for button in self.buttons[:-1]:
            if self.ladder.coins:
                value = button.label
                button.active = value in (str(self.level), self.app.money(self.coin))
            else:
                button.active = button.label == self.app.money(self.bet)
        if self.ladder.coins:
            text(surface, _("BET LEVEL"), (640, 200), 28)
            text(surface, _("COIN VALUE"), (640, 330), 28)
            sum_ = _("{coins} coins x level {level} x {value}").format(
                coins=self.ladder.coins, level=self.level, value=self.app.money(self.coin))
            low = 25 if self.coin_rows == 2 else 0       # under a second row of coins
            text(surface, sum_, (640, 450 + low), fit_size(sum_, 28, 860))
            total = _("TOTAL BET {amount}").format(amount=self.price(self.bet))
            text(surface, total, (640, 500 + low), fit_size(total, 44, 860), (255, 225, 120))
        for button in self.buttons:
            button.draw(surface)
