"""The pages a game's screen opens over itself (the bet menu, the history, fair play, the
settings, the paytable and help), by name through the scene stack, handing each the values it
shows: kept apart so the screen's scene stays one reader's length (issue 36, 3)."""
from typing import Any, Protocol

from engine.rng import seed_hash
from engine.round import check_bet


class Host(Protocol):
    """What the pages read of the slot scene they are mixed into."""
    app: Any
    game: Any
    session: Any
    wallet: Any
    theme: dict

    @property
    def in_round(self) -> bool: ...

    def show(self, amount) -> str: ...

    def choose_bet(self, bet, coins=None): ...


class Pages:
    """Mixed into the slot scene: reads its session, wallet, game and theme (Host)."""

    def open_bet_menu(self: Host):
        if not self.in_round:
            coins = self.wallet.coin_choice() if self.game.bets.coins else None
            self.app.open("bet_menu", self.game.bets, self.session.bet, coins,
                          lambda bet: self.show(check_bet(self.game, bet, self.session.mode)),
                          self.theme["frame"], self.choose_bet)

    def open_history(self: Host):
        if not self.in_round:
            self.app.open("history")

    def open_fair_play(self: Host):
        """The fair-play page: the figures as they stand now, handed over (no round moves
        while it is open: only the top scene runs)."""
        session = self.session
        self.app.open("fair_play", None if session.replaying else seed_hash(session.next_seed),
                      session.revealed, self.theme["frame"])

    def open_settings(self: Host):
        self.app.open("settings", self.theme)

    def info(self: Host, page):
        self.app.open("info", self, page)

