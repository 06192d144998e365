"""One game's screen: the round in progress, shown by the screen's sections (game/window/slot/: the
board, the meter bar, the controls, the side panels, the overlays), each reading the state the
scene makes once per update (game/window/slot/state.py), never the scene.

The scene pulls the session's next event only when the animator has shown the last one, so the
board is always exactly as far as the player has seen. Money moves at the round's edges (in the
session): the cost is taken before the first event is shown and the win credited at round_end.
"""
import pygame

from engine import events as ev
from game.window.board.animator import SPEEDS, Animator
from game.window.board.view import BoardView
from game.books import kept
from game.window.celebration import Celebration
from game.window.cues import Ticks
from game.window.effects import CoinShower
from game.books.datafile import Record
from game.window.scenes import Application, Scene
from game.window.scenes.unattended import Unattended
from game.round.session import RoundSession
from game.window.slot.bigwin import BigWin
from game.window.slot.choices import SPEED_ORDER, Choices
from game.window.slot.pages import Pages
from game.window.slot.controls import Controls, SpinPress, toggle_sound
from game.window.slot.market import Market, Standing
from game.window.slot import PRESSES, SectionManager
from game.window.slot.sections import (BoardSection, MeterBar, Notices, Overlays, SidePanels, Skip,
                                release_art)
from game.window.slot.state import snapshot
from game.window.slot.wallet import Coins, MoneyView
from game.window.look import look_of
from game.words.i18n import N_, _

class SlotScene(Choices, Pages, Scene):
    """Draws a RoundSession (game/round/session.py) and routes input to it: what a round is, and
    when money moves, lives there; what the player sees of it lives here."""

    def __init__(self, app: Application, game_id: str, currency: str | None = None) -> None:
        super().__init__(app)
        self.look = look_of(game_id)
        self.session = RoundSession(game_id, app.play, self.look.stop_features(), currency)
        self.market = Market(app.rules, app.services.clock)     # the market's rules of play
        self.game = self.session.game
        self.theme = self.look.theme
        self.unattended_run: Unattended | None = None   # rounds nobody watches, then quit
        self.replayed: Record | None = None   # the round a replay shows
        self.replay_ended = False              # ... and whether it has ended
        self.leave_after_round = False
        rows, cols = self.game.rows, self.game.cols
        self.wallet = MoneyView(app, self.game, self.session)
        self.view = BoardView(game_id, rows, cols, self.look.board, self.look.mark_colours,
                              self.look.valued, self.look.board_art,
                              self.look.roles.symbols("substitute"))
        found = kept.read(app.settings.get(kept.key(self.game.id, self.session.currency)))
        last = kept.last_screen(app.storage, found.round, self.game)
        self.anim = Animator(self.view, rows, cols, sound=self._sound, money=self.show,
                             look=self.look,   # the last round's screen, or a resting one
                             cells=last["cells"] if last else self.game.resting_screen(),
                             resting_meters=self.game.resting_meters(),
                             speed=self.market.speed(app.settings["speed"], SPEED_ORDER),
                             skip_screens=app.settings["skip_screens"],
                             pitch_steps=app.audio.mix.steps("ring"))
        self.big_win = BigWin(self.look, app.audio.play,
                              Ticks(app.audio.mix.tick_every, app.audio.mix.steps("tick")))
        self.wallet.restore(found, last)
        self.session.bet = self.market.bet(self.session.bet, self.game.bets.steps)
        self.board = BoardSection(self.look, self.view, self.anim, self.game.symbol_ids())
        self.meter_bar = MeterBar(self.theme)
        self.panels = SidePanels(self.look, self.view, lambda: self.look.promo_plaques(self.game))
        self.controls = Controls({
            "spin": self.spin_or_stop, "bet_minus": lambda: self.change_bet(-1),
            "bet_plus": lambda: self.change_bet(1), "bet_menu": self.open_bet_menu,
            "coins": self.toggle_coins, "speed": self.cycle_speed, "history": self.open_history,
            "autoplay": self.toggle_autoplay,
            "sound": lambda: toggle_sound(app), "lobby": self.leave,
            "paytable": lambda: self.info(0), "help": lambda: self.info("help"),
            "settings": self.open_settings, "fair_play": self.open_fair_play,
            "feature_buy": self.buy, "extra_bet": self.toggle_ante},
            app.click, self.look.roles, self.look, taken=self.market.taken(),
            speeds=len(self.market.speeds(SPEED_ORDER)) > 1, spacebar=self.market.spacebar)
        self.overlays = Overlays(self.look, self.view, self.choose)
        self.notices = Notices(self.theme)
        # drawn in this order; input goes the other way, a click to the sections under it: a
        # choice (modal), the spin button's press, a click that skips, the controls, a key
        # that skips
        self.standing = Standing(app.rules, lambda state: (
            state.balance - app.play.start_balance, app.services.clock() - app.play.started),
            self.show, self.theme["frame"])
        self.sections = SectionManager([
            self.board, self.meter_bar, self.panels,
            Skip(self.anim, (pygame.KEYDOWN,), slam=self.market.slam), self.controls,
            Skip(self.anim, (pygame.MOUSEBUTTONDOWN,), slam=self.market.slam),
            SpinPress(self.controls.spin_button), self.standing, self.notices, self.overlays])

    # --- the money view and what the game keeps (game/window/slot/wallet.py) ---------------------

    @property
    def coin_view(self) -> bool:
        return self.wallet.coin_view

    @coin_view.setter
    def coin_view(self, on: bool) -> None:
        self.wallet.coin_view = on

    @property
    def chosen_coins(self) -> Coins | None:
        return self.wallet.chosen_coins

    def show(self, amount: int) -> str:
        return self.wallet.show(amount)

    def exit(self) -> None:
        release_art(self.game.id)          # left: its pictures go (read again if entered)
        self.sections.release()            # and those its sections made, now, not when collected

    def enter(self) -> None:
        self.app.audio.music(self.game.id, self.anim.progress.in_feature > 0)
        self.anim.pace(skip_screens=self.app.settings["skip_screens"])
        self.controls.refresh(self.snapshot())  # labelled before an overlay (the intro) shows

    def _sound(self, name: str, step: int | None = None) -> None:
        if name == "anticipation_end":     # the reels stopped: the rising sound stops too
            self.app.audio.stop("anticipation")
            return
        if name == "win":                  # its tier by what the wins shown pay
            if not self.anim.cheering:     # a win not over the stake, where that is quiet
                return
            shown = sum(w["amount"] for w, _ in self.anim.board.labels)
            name = self.app.audio.mix.win_cue(shown, self.session.bet)
        self.app.audio.play(name, step)

    # --- actions --------------------------------------------------------------------------

    @property
    def in_round(self) -> bool:
        return self.session.active or self.anim.busy

    def spin_or_stop(self) -> None:
        if self.celebration:
            self.celebration.skip()
        elif self.session.replaying and not self.in_round:
            return
        elif self.in_round:
            if self.session.autoplay:
                self.session.stop_autoplay(N_("stopped by the player"))
            if self.market.slam:
                self.anim.finish_current()
        else:
            self.start_round(self.session.mode)

    def start_round(self, mode: str) -> bool:
        """A round starts only when the board has shown the last one to its end."""
        if self.anim.busy or not self.market.may_start(mode, self.look.roles, self.session.bet):
            return False
        if not self.session.start(mode):
            self.app.audio.play("error")        # the message says why
            return False
        self.market.started()
        self.anim.hush(self.market.quiet_up_to(self.session.cost(mode)))
        self.app.audio.play("spin")
        return True

    def unattended(self, rounds: int) -> None:
        """Play `rounds` rounds with nobody watching, then quit the program (unattended.py)."""
        self.unattended_run = Unattended(self, rounds, self.app.quit)

    def resume(self, record: Record) -> None:
        """Play on an interrupted round: the board catches up at once to the last event the
        player saw, and the round goes on from there."""
        for event in self.session.resume(record):
            self.anim.feed(event)
        self.anim.fast_forward()

    def replay(self, record: Record) -> None:
        """Show a finished round again from its stored events, as it was presented live (its
        feature totals, its big-win tier, its max win); no money moves. Its end asks REPLAY
        AGAIN or BACK (issue 45, 4)."""
        self.replayed, self.replay_ended = record, False
        # its cost as the books kept it (a book from --book, or a test's, says only its bet)
        self.anim.hush(self.market.quiet_up_to(int(record.get("cost") or record.get("bet") or 0)))
        self.session.replay(record)

    def buy(self) -> None:
        """Ask first, showing the price; the feature starts only on yes."""
        bought = self.look.roles.mode("feature_buy")
        if self.in_round or bought is None or not self.market.offers("feature_buy"):
            return
        price = self.show(self.session.cost(bought))
        from game.window.scenes.confirm import Confirm
        self.app.push(Confirm(self.app, title=self.look.buy_title,
                              question=_("Start the feature now for {price}?").format(
                                  price=price),
                              yes_label=N_("BUY"), on_yes=lambda: self.start_round(bought),
                              colour=self.theme["frame"], art=(self.game.id, "plaques", bought)))

    def tell(self, message: str) -> None:
        """A fault of the data file met in this screen (a setting kept: the speed, the sound):
        its toast, as a round's own faults are (one met again while it shows stays up)."""
        if self.session.message != message:
            self.session.message = message
            self.app.audio.play("error")

    def choose(self, option: str) -> None:
        if self.anim.waiting_for_choice:
            self.session.choose(option)
            self.anim.answer()

    def leave(self) -> None:
        if self.in_round and not self.session.replaying:
            self.leave_after_round = True
            self.session.message = N_("Returning to the lobby after this round")
        else:
            self.app.pop()

    # --- the loop -------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """Offered to the sections, the top first (game/window/slot's SectionManager): a choice over
        the board takes its clicks and keys, a click elsewhere skips a count-up or a screen
        that can be skipped, then the controls (their clicks, the spin, lobby and bet keys),
        and a key they did not take skips too. Hover and release go to the controls."""
        if event.type not in PRESSES:
            self.sections.handle(event, None)
            return
        self.session.message = ""          # a notice leaves at the player's next action
        self.sections.handle(event, self.snapshot())

    def update(self, dt: float) -> None:
        self.wallet.keep()
        self._reality_check()
        if self.unattended_run is not None:
            self.unattended_run.step()
        self.anim.update(dt)
        session = self.session
        while session.active and not self.anim.busy:
            event = session.pull()
            if event is None:
                break
            if event["type"] == ev.ROUND_END and session.unsettled is None:  # once, at its end
                if self.big_win.start(event, session.events, session.bet,
                                      self.anim.take_held):
                    self.board.react("cheer")
            self.anim.feed(event)
            if session.stopped_here():          # autoplay stopped at it: its plaque waits
                self.anim.hold_plaque()
            self.anim.update(0)
        self.big_win.update(dt, SPEEDS["turbo" if self.anim.skip_screens else self.anim.speed],
                            shown=not self.anim.busy)
        self.sections.update(dt, self.snapshot())     # once: every section reads it
        self.app.audio.duck(bool(self.celebration) and not self.anim.busy)
        self.app.audio.music(self.game.id, self.anim.progress.in_feature > 0)
        if not self.in_round and not self.celebration:
            if session.replaying and not self.replay_ended and self.replayed is not None:
                self.replay_over()
            elif self.leave_after_round:
                self.leave_after_round = False
                self.app.pop()
            elif session.autoplay and self.market.may_start(session.mode, self.look.roles,
                                                          session.bet):
                if session.next_autoplay():
                    self.market.started()

    @property
    def celebration(self) -> Celebration | None:
        """The big win counting up (game/window/slot/bigwin.py), or None."""
        return self.big_win.party

    @celebration.setter
    def celebration(self, party: Celebration | None) -> None:
        self.big_win.party = party

    @property
    def shower(self) -> CoinShower | None:
        return self.big_win.shower

    def untold(self) -> int:
        return self.big_win.untold()

    def on_screen(self) -> dict:
        """Besides the round and the bar: a choice asked, and a big feature's tally as drawn."""
        return {"in_round": self.in_round, "counting": self.celebration is not None,
                "holding": self.anim.holding, "autoplay": self.session.autoplay is not None,
                "message": self.session.message, "speed": self.anim.speed,
                "bet": self.session.bet, "currency": self.session.currency,
                "mode": self.session.mode, "cheers": self.anim.cheers,
                "choosing": self.anim.waiting_for_choice,
                "tally": self.panels.tally_shown(self.snapshot()), "bar": self.bar_words(),
                "standing": self.standing.lines(self.snapshot())}   # as the market keeps it

    def bar_words(self) -> list[str]:
        """The bar's balance and bet as it writes them (game/window/ui/hud.py draw_bar)."""
        state = self.snapshot()
        return [(state.purse or state.show)(state.balance), state.show(state.cost)]

    # --- drawing --------------------------------------------------------------------------

    snapshot = snapshot     # the screen's state as its sections read it (game/window/slot/state.py)

    def draw(self, surface: pygame.Surface) -> None:
        self.sections.draw(surface, self.snapshot())
