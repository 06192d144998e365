"""The pages a game's screen opens over itself (the bet menu, the history, fair play, the
settings, the paytable and help, a replay's end, the reality check), by name through the scene
stack, handing each the values it shows: kept apart so the screen's scene stays one reader's
length (issue 36, 3)."""
from typing import Any, Protocol

from engine.rng import seed_hash
from engine.round import check_bet
from game.i18n import N_, _


class Host(Protocol):
    """What the pages read of the slot scene they are mixed into."""
    app: Any
    game: Any
    session: Any
    wallet: Any
    theme: dict
    replayed: Any          # the round a replay shows
    replay_ended: bool

    @property
    def in_round(self) -> bool: ...

    def show(self, amount) -> str: ...

    def choose_bet(self, bet, coins=None): ...

    def replay(self, record) -> None: ...


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

    def _reality_check(self: Host):
        """On time, whatever is on screen: the check is an overlay, and only the top scene
        runs, so the round, a count-up or a choice behind it waits until PLAY ON."""
        if self.app.play.reality_check_due():
            played, net = self.app.play.played()
            self.session.stop_autoplay(N_("reality check"))
            self.app.open("confirm", _("REALITY CHECK"),
                          _("{minutes} minutes played, net {amount}").format(
                              minutes=round(played), amount=self.app.money(net)),
                          N_("PLAY ON"), lambda: None, self.theme["frame"])

    def replay_over(self: Host):
        """The replay has shown its round: again, or back to what opened it (the history; a
        book's replay, opened alone, closes the program) (issue 45, 4)."""
        self.replay_ended = True
        self.app.open("confirm", _("REPLAY ENDED"),
                      _("Round {id} won {amount}").format(
                          id=self.replayed['id'], amount=self.show(self.session.last_win)),
                      N_("REPLAY AGAIN"), lambda: self.replay(self.replayed),
                      self.theme["frame"], no_label=N_("BACK"), on_no=self.app.pop)
