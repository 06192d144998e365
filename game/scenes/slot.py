"""One game's screen: the round in progress, shown by the screen's sections (game/slot/: the
board, the meter bar, the controls, the side panels, the overlays), each reading the state the
scene makes once per update (game/slot/state.py), never the scene.

The scene pulls the session's next event only when the animator has shown the last one, so the
board is always exactly as far as the player has seen. Money moves at the round's edges (in the
session): the cost is taken before the first event is shown and the win credited at round_end.
"""
import pygame

from engine import events as ev
from engine.round import check_bet
from game.board.animator import SPEEDS, Animator
from game.board.view import BoardView
from game import kept
from game.celebration import Celebration
from game.cues import Ticks
from game.odds import rarity
from game.scenes import Scene
from game.session import RoundSession
from game.slot.controls import Controls
from game.slot.sections import BoardSection, MeterBar, Overlays, SidePanels
from game.slot.state import SlotState, snapshot
from game.storage import StorageError
from game.ui import hud
from game.look import look_of
from game.effects import CoinShower

SPEED_ORDER = ["normal", "quick", "turbo"]


# the README's "- / +": the main row's minus and plus (= is + without shift) and the keypad's
BET_KEYS = {pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1, pygame.K_PLUS: 1, pygame.K_EQUALS: 1,
            pygame.K_KP_PLUS: 1}


class SlotScene(Scene):
    """Draws a RoundSession (game/session.py) and routes input to it: what a round is, and
    when money moves, lives there; what the player sees of it lives here."""

    def __init__(self, app, game_id):
        super().__init__(app)
        self.look = look_of(game_id)
        self.session = RoundSession(game_id, app.play, app.new_server_seed,
                                    self.look.stop_features())
        self.game = self.session.game
        self.theme = self.look.theme
        self.unattended_rounds = None  # unattended: rounds still to start, then quit
        self.leave_after_round = False
        self.celebration = None      # the big win being counted up (game/celebration.py)
        self.shower = None           # its coins (game/effects.py), falling away after it
        rows, cols = self.game.rows, self.game.cols
        self.view = BoardView(game_id, rows, cols, self.look.board, self.look.mark_colours,
                              self.look.valued)
        found = kept.read(app.settings.get(kept.key(self.game.id)))
        last = kept.last_screen(app.storage, found.round, self.game)
        self.anim = Animator(self.view, rows, cols, sound=self._sound, money=self.show,
                             look=self.look,   # the last round's screen, or a resting one
                             cells=last["cells"] if last else self.game.resting_screen(),
                             resting_meters=self.game.resting_meters(),
                             speed=app.settings["speed"],
                             skip_screens=app.settings["skip_screens"],
                             pitch_steps=app.audio.mix.steps("scatter"))
        self.ticks = Ticks(app.audio.mix.tick_every, app.audio.mix.steps("tick"))
        self.coin_view = bool(app.settings.get("coin_view")) and bool(self.game.bets.coins)
        self.chosen_coins = None     # (level, coin value) as picked in the bet menu
        self._restore(found, last)
        self.board = BoardSection(self.look, self.view, self.anim)
        self.meter_bar = MeterBar(self.theme)
        self.panels = SidePanels(self.look, self.view)
        self.controls = Controls({
            "spin": self.spin_or_stop, "bet_minus": lambda: self.change_bet(-1),
            "bet_plus": lambda: self.change_bet(1), "bet_menu": self.open_bet_menu,
            "coins": self.toggle_coins, "speed": self.cycle_speed,
            "autoplay": self.toggle_autoplay, "history": self.open_history,
            "sound": self.toggle_sound, "lobby": self.leave, "paytable": lambda: self.info(0),
            "help": lambda: self.info(1), "settings": self.open_settings, "buy": self.buy,
            "ante": self.toggle_ante}, app.click, self.game.modes)
        self.overlays = Overlays(self.look, self.view, self.choose)
        # drawn in this order; input goes to the overlays first, then the controls
        self.sections = [self.board, self.meter_bar, self.panels, self.controls,
                         self.overlays]

    # --- what the game keeps between visits (game/kept.py) ---------------------------------

    def _restore(self, found, last):
        """The bet, ante and coin view of the last visit, and its last round's win and seeds
        (its screen is the animator's first); a kept bet the ladder or the balance no longer
        allows is changed, said so."""
        self.saved = found.saved()
        session, coins = self.session, self.game.bets.coins
        if found.coin_view is not None:
            self.coin_view = found.coin_view and bool(coins)
        if found.ante and "ante" in self.game.modes:
            session.mode = "ante"
        if found.bet:
            session.bet, why = kept.fit_bet(self.game, found.bet, session.mode, self.app.balance)
            if why:
                reason = "is no longer offered" if why == "gone" else "is more than your balance"
                session.message = (f"Your last bet here, {self.show(found.bet)}, {reason}: the "
                                   f"bet is {self.show(session.bet)}")
        if found.coins and coins and coins * found.coins[0] * found.coins[1] == session.bet:
            self.chosen_coins = tuple(found.coins)
        if last:
            session.last_win, session.revealed = last["win"], last["seeds"]
            session.settled_id = found.round

    def _keep(self):
        """Save what the game keeps when it changed (never what a replay shows): after each
        change of the bet, ante or coin view, and each frame for the round settled; a data
        file that cannot take it now is said, and tried again at the next change."""
        if self.session.replaying:
            return
        session = self.session
        now = kept.Kept(session.bet, session.mode == "ante",
                        self.coin_view if self.game.bets.coins else None,
                        list(self.chosen_coins) if self.chosen_coins else None,
                        session.settled_id).saved()
        if now != self.saved:
            self.saved = now
            try:
                self.app.set(kept.key(self.game.id), now)
            except StorageError as err:
                session.message = str(err)

    def enter(self):
        self.app.audio.music(self.game.id, self.anim.in_feature > 0)
        self.anim.pace(skip_screens=self.app.settings["skip_screens"])
        self.controls.refresh(self.snapshot())  # labelled before an overlay (the intro) shows

    def _sound(self, name, step=None):
        if name == "anticipation_end":     # the reels stopped: the rising sound stops too
            self.app.audio.stop("anticipation")
            return
        if name == "win":                  # its tier by what the wins shown pay
            shown = sum(w["amount"] for w, _ in self.anim.labels)
            name = self.app.audio.mix.win_cue(shown, self.session.bet)
        self.app.audio.play(name, step)

    # --- actions --------------------------------------------------------------------------

    @property
    def in_round(self) -> bool:
        return self.session.active or self.anim.busy

    def spin_or_stop(self):
        if self.celebration:
            self.celebration.skip()
        elif self.session.replaying and not self.in_round:
            return
        elif self.in_round:
            if self.session.autoplay:
                self.session.stop_autoplay("stopped by the player")
            self.anim.finish_current()
        else:
            self.start_round(self.session.mode)

    def start_round(self, mode) -> bool:
        """A round starts only when the board has shown the last one to its end."""
        if self.anim.busy:
            return False
        if not self.session.start(mode):
            self.app.audio.play("error")        # the message says why
            return False
        self.app.audio.play("spin")
        return True

    def unattended(self, rounds):
        """Play `rounds` rounds in turbo with default choices, then quit the program."""
        self.unattended_rounds = rounds
        self.anim.pace("turbo", skip_screens=True)

    def resume(self, record):
        """Play on an interrupted round: the board catches up at once to the last event the
        player saw, and the round goes on from there."""
        for event in self.session.resume(record):
            self.anim.feed(event)
        self.anim.fast_forward()

    def replay(self, record):
        """Show a finished round again from its stored events; no money moves."""
        self.session.replay(record)

    def buy(self):
        """Ask first, showing the price; the feature starts only on yes."""
        if self.in_round or "buy" not in self.game.modes:
            return
        price = self.show(self.session.cost("buy"))
        self.app.open("confirm", self.look.buy_title, f"Start the feature now for {price}?",
                      "BUY", lambda: self.start_round("buy"), self.theme["frame"])

    def toggle_ante(self):
        if not self.in_round:
            self.session.mode = "base" if self.session.mode == "ante" else "ante"
            self._keep()

    def change_bet(self, direction):
        if not self.in_round:
            self.session.change_bet(direction)
            self._keep()

    def choose_bet(self, bet, coins=None):
        """The bet menu's pick (and the bet level and coin value it was made of)."""
        if not self.anim.busy and self.session.choose_bet(bet):
            self.chosen_coins = coins
            self._keep()

    def cycle_speed(self):
        speed = SPEED_ORDER[(SPEED_ORDER.index(self.anim.speed) + 1) % len(SPEED_ORDER)]
        self.anim.pace(speed)
        self.app.set("speed", speed)

    def toggle_autoplay(self):
        if self.session.autoplay:
            self.session.stop_autoplay("stopped by the player")
        elif not self.in_round:
            self.app.open("autoplay", self.session.autoplay_plan, self.session.bet,
                          self.theme["frame"], self.start_autoplay, self.look.stop_features())

    def start_autoplay(self):
        if not self.in_round and self.session.start_autoplay():
            self.app.audio.play("spin")

    def open_bet_menu(self):
        if not self.in_round:
            coins = self.coin_choice() if self.game.bets.coins else None
            self.app.open("bet_menu", self.game.bets, self.session.bet, coins,
                          lambda bet: self.show(check_bet(self.game, bet, self.session.mode)),
                          self.theme["frame"], self.choose_bet)

    def toggle_coins(self):
        """CREDIT/BET: switch the balance and bet between cash and coins (coin games only)."""
        if self.game.bets.coins:
            self.coin_view = not self.coin_view
            self._keep()                                # per game, for the next start

    def coin_choice(self):
        """The (bet level, coin value) making the current bet: as picked, or the first fit."""
        bets, bet = self.game.bets, self.session.bet
        if self.chosen_coins and bets.coins * self.chosen_coins[0] * self.chosen_coins[1] \
                == bet:
            return self.chosen_coins
        return bets.coin_form(bet) or (bets.levels[0], bets.coin_values[0])

    def show(self, amount):
        """An amount as cash, or in coins of the current coin value when the coin view is on."""
        if self.coin_view and self.game.bets.coins:
            coin = self.coin_choice()[1]
            coins, rest = divmod(amount, coin)
            part = f".{rest * 100 // coin:02d}" if rest else ""
            return f"{coins:,}{part} coins"
        return self.app.money(amount)

    def toggle_sound(self):
        on = not (self.app.settings["effects"] or self.app.settings["music"])
        for key in ("effects", "music", "ambient"):
            self.app.set(key, on)
        self.app.audio.apply()

    def open_history(self):
        if not self.in_round:
            self.app.open("history")

    def open_settings(self):
        self.app.open("settings", self.theme)

    def info(self, page):
        self.app.open("info", self, page)

    def _unattended_step(self):
        if self.celebration:                 # nobody is watching: no count-up
            self.celebration = None
        if self.anim.waiting_for_choice:
            self.choose(self.anim.overlay.default or self.anim.choice[0])
        if not self.in_round and not self.celebration:
            if self.unattended_rounds > 0 and self.start_round(self.session.mode):
                self.unattended_rounds -= 1
            else:
                self.app.running = False

    def choose(self, option):
        if self.anim.waiting_for_choice:
            self.session.choose(option)
            self.anim.answer()

    def leave(self):
        if self.session.replaying:
            self.app.pop()
        elif self.in_round:
            self.leave_after_round = True
            self.session.message = "Returning to the lobby after this round"
        else:
            self.app.pop()

    # --- the loop -------------------------------------------------------------------------

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.anim.waiting_for_choice:
                    return
                self.controls.flash_spin()                         # seen pressed
                self.spin_or_stop()
            elif event.key == pygame.K_ESCAPE:
                self.leave()
            elif event.key in BET_KEYS and not self.anim.waiting_for_choice:
                self.change_bet(BET_KEYS[event.key])
            elif self.anim.waiting_for_choice and event.key in (pygame.K_1, pygame.K_2,
                                                                 pygame.K_3):
                options = self.anim.choice
                index = event.key - pygame.K_1
                if index < len(options):
                    self.choose(options[index])
            elif self.anim.skippable:
                self.anim.finish_current()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            state = self.snapshot()
            if self.overlays.handle(event, state):      # the player's choice
                return
            if self.celebration:
                self.celebration.skip()
                return
            if self.anim.skippable and \
                    not self.controls.spin_button.rect.collidepoint(event.pos):
                self.anim.finish_current()
                return
        self.controls.handle(event, None)

    def _reality_check(self):
        """On time, whatever is on screen: the check is an overlay, and only the top scene
        runs, so the round, a count-up or a choice behind it waits until PLAY ON."""
        if self.app.play.reality_check_due():
            played, net = self.app.play.played()
            self.session.stop_autoplay("reality check")
            self.app.open("confirm", "REALITY CHECK",
                          f"{played:.0f} minutes played, net {self.app.money(net)}",
                          "PLAY ON", lambda: None, self.theme["frame"])

    def update(self, dt):
        self._keep()
        self._reality_check()
        if self.unattended_rounds is not None:
            self._unattended_step()
        self.anim.update(dt)
        session = self.session
        while session.active and not self.anim.busy:
            event = session.pull()
            if event is None:
                break
            if event["type"] == ev.ROUND_END and not session.replaying \
                    and session.unsettled is None:      # once a round, at its end
                self._celebrate(event)
                if self.celebration:
                    self.board.react("cheer")
            self.anim.feed(event)
            self.anim.update(0)
        if self.celebration and not self.anim.busy:     # after the board has shown it all
            self._celebration_step(dt)
        if self.shower is not None:
            if not self.celebration:
                self.shower.stop()                  # its last coins fall away
            self.shower.update(dt)
            if self.shower.done:
                self.shower = None
        state = self.snapshot()                     # once: every section reads it
        for section in self.sections:
            section.update(dt, state)
        self.app.audio.duck(bool(self.celebration) and not self.anim.busy)
        self.app.audio.music(self.game.id, self.anim.in_feature > 0)
        if not self.in_round and not self.celebration:
            if self.leave_after_round:
                self.leave_after_round = False
                self.app.pop()
            elif session.autoplay:
                session.next_autoplay()

    def _celebration_step(self, dt):
        """The count-up moves at the board's speed (quick twice, turbo and skipped screens
        four times as fast); its coins fall as long as it shows, harder each tier."""
        party = self.celebration
        pace = SPEEDS["turbo"] if self.anim.skip_screens else SPEEDS[self.anim.speed]
        tier = party.update(dt / pace)
        if self.shower is None:
            self.shower = CoinShower(hud.coin_frames(), seed=party.amount)
        self.shower.rate = 30.0 + 30.0 * len(party.reached)
        if tier:
            self.app.audio.play("big_win" if len(party.reached) == 1 else "win_big")
        if party.counting:                          # ticks rising with the count
            tick = self.ticks.update(dt, party.seconds / party.count_seconds)
            if tick:
                self.app.audio.play("tick", tick)
        if party.done:
            self.celebration = None

    def _celebrate(self, end):
        """A big win is the round's one telling: it takes over the total screen of a feature
        that ended the round, and says how rare a win this size is."""
        start = self.session.events[0]
        self.celebration = Celebration.for_win(end["total_win"], self.session.bet,
                                               self.look.big_wins, start.get("cost"))
        if self.celebration:
            self.celebration.heading = self.anim.take_held()
            self.celebration.note = rarity(self.session.events) or ""

    def untold(self) -> int:
        """The part of the last win a big win's count-up has not reached: the credit and
        LAST WIN meters count with it (the wallet was credited at the round's end)."""
        return self.celebration.untold if self.celebration else 0

    # --- drawing --------------------------------------------------------------------------

    def snapshot(self) -> SlotState:
        """The screen's state as its sections read it (game/slot/state.py)."""
        return snapshot(self)

    def draw(self, surface):
        state = self.snapshot()
        for section in self.sections:
            section.draw(surface, state)
