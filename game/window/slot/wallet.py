"""How a slot screen shows money and what it keeps between visits (game/books/kept.py): the coin
view (cash, or coins of the current coin value, on coin games), the bet level and coin value
picked, and the bet, ante and last round restored and saved per game."""
from decimal import Decimal

from engine.games.base import Game

from engine.games import roles
from game.books import kept
from game.words.i18n import N_, _, money, number
from game.words.said import Said
from game.books.storage import StorageError
from game.round.session import RoundSession
from game.window.scenes import Application

Coins = tuple[int, int]          # (bet level, coin value): a coin game's bet is made of them


class MoneyView:
    def __init__(self, app: Application, game: Game, session: RoundSession) -> None:
        self.app, self.game, self.session = app, game, session
        self.coin_view = bool(app.settings.get("coin_view")) and bool(game.bets.coins)
        self.chosen_coins: Coins | None = None     # as picked in the bet menu
        self.saved: dict[str, object] | None = None

    def restore(self, found: kept.Kept, last: kept.Screen | None) -> None:
        """The bet, ante and coin view of the last visit (`found`), and its last round's
        (`last`) win and seeds; a kept bet the ladder or the balance no longer allows is
        changed, said so."""
        self.saved = found.saved()
        session, game, coins = self.session, self.game, self.game.bets.coins
        if found.coin_view is not None:
            self.coin_view = found.coin_view and bool(coins)
        extra = roles(game.id).mode("extra_bet")
        if found.extra_bet and extra is not None and not self.app.rules["disabledExtraBet"]:
            session.mode = extra
        if found.bet:
            session.bet, why = kept.fit_bet(game, found.bet, session.mode, self.app.balance)
            if why:
                words = N_("Your last bet here, {last}, is no longer offered: the bet is {bet}") \
                    if why == "gone" else \
                    N_("Your last bet here, {last}, is more than your balance: the bet is {bet}")
                session.message = Said(words, last=self.show(found.bet),
                                       bet=self.show(session.bet))
        if found.coins and coins and coins * found.coins[0] * found.coins[1] == session.bet:
            self.chosen_coins = (found.coins[0], found.coins[1])
        if last:
            session.last_win, session.revealed = last["win"], last["seeds"]
            session.settled_id = found.round

    def keep(self) -> None:
        """Save what the game keeps when it changed (never what a replay shows): after each
        change of the bet, ante or coin view, and each frame for the round settled; a data
        file that cannot take it now is said, and tried again at the next change."""
        session = self.session
        if session.replaying:
            return
        now = kept.Kept(session.bet, session.mode == roles(self.game.id).mode("extra_bet"),
                        self.coin_view if self.game.bets.coins else None,
                        list(self.chosen_coins) if self.chosen_coins else None,
                        session.settled_id).saved()
        if now != self.saved:
            self.saved = now
            try:
                self.app.set(kept.key(self.game.id, self.session.currency), now)
            except StorageError as err:
                session.message = err.said          # worded when drawn

    def coin_choice(self) -> Coins:
        """The (bet level, coin value) making the current bet: as picked, or the first fit."""
        bets, bet = self.game.bets, self.session.bet
        if self.chosen_coins and bets.coins * self.chosen_coins[0] * self.chosen_coins[1] \
                == bet:
            return self.chosen_coins
        return bets.coin_form(bet) or (bets.levels[0], bets.coin_values[0])

    def show(self, amount: int) -> str:
        """An amount as cash, or in coins of the current coin value when the coin view is on."""
        if self.coin_view and self.game.bets.coins:
            coin = self.coin_choice()[1]
            coins, rest = divmod(amount, coin)
            figure = number(Decimal(coins) + Decimal(rest * 100 // coin).scaleb(-2),
                            2 if rest else 0)
            return _("{count} coins").format(count=figure)
        return self.cash(amount)

    def cash(self, amount: int) -> str:
        """An amount in the currency of the rounds shown (a replay's: its round's)."""
        return money(amount, self.session.currency)
