"""The pages a game's screen opens over itself (the bet menu, the history, fair play, the
settings, the paytable and help, a replay's end, the reality check), each pushed as a typed
object made with the values it shows: kept apart so the screen's scene stays one reader's
length (issue 36, 3)."""
from typing import Any, Literal, Protocol

from engine.games.base import Game
from engine.rng import seed_hash
from engine.round import check_bet
from game.books.datafile import Record
from game.round.session import RoundSession
from game.window.board.view import BoardView
from game.window.scenes import Application
from game.window.slot.wallet import Coins, MoneyView
from game.words.i18n import N_, _


class Host(Protocol):
    """What the pages read of the slot scene they are mixed into."""
    app: Application
    game: Game
    session: RoundSession
    wallet: MoneyView
    theme: dict[str, Any]  # the look's colours and sizes (game/window/look.py)
    view: BoardView        # the board's symbols, which the paytable shows
    replayed: Record | None   # the round a replay shows
    replay_ended: bool

    @property
    def in_round(self) -> bool: ...

    def show(self, amount: int) -> str: ...

    def choose_bet(self, bet: int, coins: Coins | None = None) -> None: ...

    def replay(self, record: Record) -> None: ...


class Pages:
    """Mixed into the slot scene: reads its session, wallet, game and theme (Host)."""

    def open_bet_menu(self: Host) -> None:
        if not self.in_round:
            coins = self.wallet.coin_choice() if self.game.bets.coins else None
            from game.window.scenes.bet_menu import BetMenu
            self.app.push(BetMenu(
                self.app, ladder=self.game.bets, bet=self.session.bet, coins=coins,
                price=lambda bet: self.show(check_bet(self.game, bet, self.session.mode)),
                colour=self.theme["frame"], on_choose=self.choose_bet))

    def open_history(self: Host) -> None:
        if not self.in_round:
            from game.window.scenes.history import HistoryScene
            self.app.push(HistoryScene(self.app))

    def open_fair_play(self: Host) -> None:
        """The fair-play page: the figures as they stand now, handed over (no round moves
        while it is open: only the top scene runs)."""
        session = self.session
        from game.window.scenes.fair_play import FairPlayScene
        self.app.push(FairPlayScene(
            self.app, next_hash=None if session.replaying else seed_hash(session.next_seed),
            revealed=session.revealed, colour=self.theme["frame"]))

    def open_settings(self: Host) -> None:
        from game.window.scenes.settings import SettingsScene
        self.app.push(SettingsScene(self.app, theme=self.theme))

    def info(self: Host, page: int | Literal["help"]) -> None:
        from game.window.scenes.info import InfoScene, Shown
        shown = Shown(game=self.game, bet=self.session.bet, mode=self.session.mode,
                      frame=self.theme["frame"], money=self.show, view=self.view)
        self.app.push(InfoScene(self.app, shown=shown, page=page))

    def _reality_check(self: Host) -> None:
        """On time, whatever is on screen: the check is an overlay, and only the top scene
        runs, so the round, a count-up or a choice behind it waits until PLAY ON."""
        if self.app.play.reality_check_due():
            played, net = self.app.play.played()
            self.session.stop_autoplay(N_("reality check"))
            from game.window.scenes.confirm import Confirm
            self.app.push(Confirm(
                self.app, title=_("REALITY CHECK"),
                question=_("{minutes} minutes played, net {amount}").format(
                    minutes=round(played), amount=self.app.money(net)),
                yes_label=N_("PLAY ON"), on_yes=lambda: None, colour=self.theme["frame"]))

    def replay_over(self: Host) -> None:
        """The replay has shown its round: again, or back to what opened it (the history; a
        book's replay, opened alone, closes the program) (issue 45, 4)."""
        self.replay_ended = True
        record = self.replayed
        assert record is not None, "a replay ends: the round it showed is kept until then"
        from game.window.scenes.confirm import Confirm
        self.app.push(Confirm(
            self.app, title=_("REPLAY ENDED"),
            question=_("Round {id} won {amount}").format(
                id=record['id'], amount=self.show(self.session.last_win)),
            yes_label=N_("REPLAY AGAIN"), on_yes=lambda: self.replay(record),
            colour=self.theme["frame"], no_label=N_("BACK"), on_no=self.app.pop))
