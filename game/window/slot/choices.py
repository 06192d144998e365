"""What the player chooses between rounds on a game's screen (the bet, the ante, the speed,
autoplay, the coin view), each as the market's rules of play allow (game/window/slot/market.py):
kept apart so the screen's scene stays one reader's length (issue 57, 8)."""
from typing import Any, Protocol

from engine.games.base import Game
from game.round.session import RoundSession
from game.window.board.animator import Animator
from game.window.look import Look
from game.window.scenes import Application
from game.window.slot.market import Market
from game.window.slot.wallet import Coins, MoneyView
from game.words.i18n import N_

SPEED_ORDER = ["normal", "quick", "turbo"]


class ChoiceHost(Protocol):
    """What the choices read of the slot scene they are mixed into."""
    app: Application
    game: Game
    look: Look
    session: RoundSession
    wallet: MoneyView
    market: Market
    anim: Animator
    theme: dict[str, Any]  # the look's colours and sizes (game/window/look.py)
    coin_view: bool

    @property
    def in_round(self) -> bool: ...

    def start_autoplay(self) -> None: ...


class Choices:
    """Mixed into the slot scene: reads its session, wallet, market and animator (ChoiceHost)."""

    def toggle_ante(self: ChoiceHost) -> None:
        """The extra bet (the game's mode of that role) on or off, between rounds."""
        extra = self.look.roles.mode("extra_bet")
        if not self.in_round and extra is not None and self.market.offers("extra_bet"):
            self.session.mode = "base" if self.session.mode == extra else extra
            self.wallet.keep()

    def change_bet(self: ChoiceHost, direction: int) -> None:
        if not self.in_round:
            self.session.change_bet(direction)
            self.session.bet = self.market.bet(self.session.bet, self.game.bets.steps)
            self.wallet.keep()

    def choose_bet(self: ChoiceHost, bet: int, coins: Coins | None = None) -> None:
        """The bet menu's pick (and the bet level and coin value it was made of)."""
        if not self.anim.busy and self.market.rules.allows_bet(bet) \
                and self.session.choose_bet(bet):
            self.wallet.chosen_coins = coins
            self.wallet.keep()

    def cycle_speed(self: ChoiceHost) -> None:
        speeds = self.market.speeds(SPEED_ORDER)
        speed = speeds[(speeds.index(self.anim.speed) + 1) % len(speeds)]
        self.anim.pace(speed)
        self.app.set("speed", speed)

    def toggle_autoplay(self: ChoiceHost) -> None:
        if self.session.autoplay:
            self.session.stop_autoplay(N_("stopped by the player"))
        elif not self.in_round and self.market.offers("autoplay"):
            from game.window.scenes.autoplay_panel import AutoplayPanel
            self.app.push(AutoplayPanel(self.app, plan=self.session.autoplay_plan,
                                        bet=self.session.bet, colour=self.theme["frame"],
                                        on_start=self.start_autoplay,
                                        features=self.look.stop_features()))

    def start_autoplay(self: ChoiceHost) -> None:
        if not self.in_round and self.market.offers("autoplay") and self.market.may_start(
                self.session.mode, self.look.roles, self.session.bet) \
                and self.session.start_autoplay():
            self.market.started()
            self.app.audio.play("spin")

    def toggle_coins(self: ChoiceHost) -> None:
        """CREDIT/BET: switch the balance and bet between cash and coins (coin games only)."""
        if self.game.bets.coins:
            self.coin_view = not self.coin_view
            self.wallet.keep()                                # per game, for the next start
