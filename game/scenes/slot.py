"""One game's screen: the board, the HUD, the buttons, and the round in progress.

The scene pulls the next engine event only when the animator has shown the last one, so the
board is always exactly as far as the player has seen. Money moves at the round's edges: the
cost is taken before the first event is shown and the total win credited with round_end.
"""
import time

import pygame

from engine.games import load_game
from engine.rng import FairRng
from engine.round import check_bet, play_round
from game.autoplay import Autoplay, AutoplayPlan
from game.board.animator import Animator
from game.board.view import BoardView
from game.scenes import Scene
from game.storage import BalanceTooLow, StorageError
from game.ui import hud
from game.ui.theme import THEMES, background, panel
from game.ui.widgets import Button

SPEED_ORDER = ["normal", "quick", "turbo"]
BIG_WIN = 20          # x bet: a win this big gets the count-up


# the README's "- / +": the main row's minus and plus (= is + without shift) and the keypad's
BET_KEYS = {pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1, pygame.K_PLUS: 1, pygame.K_EQUALS: 1,
            pygame.K_KP_PLUS: 1}


RESUMED = "Your interrupted round continues"


class SlotScene(Scene):
    def __init__(self, app, game_id):
        super().__init__(app)
        self.game = load_game(game_id)
        self.theme = THEMES[game_id]
        self.bet = self.game.bets.default
        self.mode = "base"
        self.round = None            # the engine generator of the round in progress
        self.pending = None          # an answer to send into it (a choice)
        self.last_win = 0
        self.message = ""
        self.autoplay_plan = AutoplayPlan()
        self.autoplay = None         # the Autoplay running, if any
        self.events = []             # the events of the round in progress
        self.choices = []            # the player's answers so far in it
        self.round_id = None
        self.replaying = False       # showing a past round from history
        self.unsettled = None        # (round id, win, events) of an ended round not yet credited
        self.counters = {}           # meters as shown, rolling toward their values
        self.next_seed = app.new_server_seed()  # committed to (its hash shown) before the round
        self.revealed = None         # (server seed, client seed, nonce) of the last round
        self.round_seeds = None
        self.last_multiplier, self.multiplier_flash = None, 0.0
        self.unattended_rounds = None  # unattended: rounds still to start, then quit
        self.leave_after_round = False
        self.big_win = None          # (amount, shown so far, seconds)
        rows, cols = self.game.rows, self.game.cols
        self.view = BoardView(game_id, rows, cols, (300, 60, 680, 560))
        self.anim = Animator(self.view, rows, cols, sound=self._sound, money=self.show)
        self.anim.cells = self.anim.previous = self.game.resting_screen()  # not an empty frame
        self.anim.resting_meters = self.game.resting_meters()
        self.anim.meters = dict(self.anim.resting_meters)
        self.anim.speed = app.settings["speed"]
        self.anim.skip_screens = app.settings["skip_screens"]
        self.bg = background(game_id, (1280, 720))
        self._buttons()

    def enter(self):
        self.app.audio.music(self.game.id)
        self.anim.skip_screens = self.app.settings["skip_screens"]
        self._refresh_buttons()      # labelled before any overlay (the intro) is drawn on top

    def _sound(self, name):
        if name == "win":
            shown = sum(w["amount"] for w, _ in self.anim.labels)
            name = "win_small" if shown < self.bet else "win_medium" if shown < 5 * self.bet \
                else "win_big"
        self.app.audio.play(name)

    # --- layout ---------------------------------------------------------------------------

    def _buttons(self):
        accent = self.theme["accent"]
        self.spin_button = Button((1110, 560, 130, 130), "SPIN", self.spin_or_stop,
                                  colour=accent, round_=True, size=34)
        self.minus = Button((470, 650, 50, 50), "-", lambda: self.change_bet(-1), size=40)
        self.plus = Button((700, 650, 50, 50), "+", lambda: self.change_bet(1), size=40)
        self.bet_button = Button((530, 646, 160, 64), "", self.open_bet_menu, colour=(0, 0, 0))
        self.credit_button = Button((160, 646, 160, 64), "", self.toggle_coins,
                                    colour=(0, 0, 0))
        self.coin_view = bool(self.app.settings.get("coin_view")) and bool(self.game.bets.coins)
        self.chosen_coins = None     # (level, coin value) as picked in the bet menu
        self.speed_button = Button((1010, 130, 240, 50), "", self.cycle_speed)
        self.auto_button = Button((1010, 190, 240, 50), "", self.toggle_autoplay)
        self.lobby_button = Button((20, 650, 120, 50), "LOBBY", self.leave, size=24)
        self.info_button = Button((1010, 70, 76, 50), "PAYS", lambda: self.info(0), size=20)
        self.help_button = Button((1092, 70, 76, 50), "HELP", lambda: self.info(1), size=20)
        self.settings_button = Button((1174, 70, 76, 50), "SET", self.open_settings, size=20)
        self.sound_button = Button((1010, 450, 115, 46), "", self.toggle_sound, size=20)
        self.history_button = Button((1135, 450, 115, 46), "HISTORY", self.open_history, size=20)
        self.buttons = [self.bet_button, self.credit_button, self.spin_button, self.minus,
                        self.plus, self.speed_button,
                        self.auto_button, self.lobby_button, self.info_button, self.help_button,
                        self.settings_button, self.sound_button, self.history_button]
        self.buy_button = self.ante_button = None
        if "buy" in self.game.modes:
            self.buy_button = Button((1010, 320, 240, 60), "", self.buy, colour=(150, 40, 60))
            self.buttons.append(self.buy_button)
        if "ante" in self.game.modes:
            self.ante_button = Button((1010, 390, 240, 50), "", self.toggle_ante)
            self.buttons.append(self.ante_button)

    # --- actions --------------------------------------------------------------------------

    @property
    def in_round(self) -> bool:
        return self.round is not None or self.anim.busy

    def cost(self, mode=None) -> int:
        return check_bet(self.game, self.bet, mode or self.mode)

    def spin_or_stop(self):
        if self.big_win:
            self.big_win = None
        elif self.replaying and not self.in_round:
            return
        elif self.in_round:
            if self.autoplay:
                self.stop_autoplay("stopped by the player")
            self.anim.finish_current()
        else:
            self.start_round(self.mode)

    def start_round(self, mode):
        if self.in_round or self.replaying:     # one round at a time, whoever calls
            return False
        if self.unsettled and not self._settle():
            return False
        cost = self.cost(mode)
        if cost > self.app.balance:
            self.message = "Balance too low for this bet"
            self.autoplay = None
            return False
        if self.app.budget_reached():
            self.message = "Session budget reached: raise it in settings to play on"
            self.autoplay = None
            return False
        storage = self.app.storage
        try:
            rng = FairRng(self.next_seed, self.app.settings.get("client_seed", "player"),
                          storage.next_nonce())
            self.round_id = storage.open_round(self.game.id, mode, self.bet, cost,
                                               self.game.version, rng)
        except BalanceTooLow:
            self.message = "Balance too low for this bet"
            self.autoplay = None
            return False
        except StorageError as err:
            self._storage_fault(err)
            return False
        self.next_seed = self.app.new_server_seed()
        self.round = play_round(self.game, self.bet, rng, mode, interactive=True)
        self.round_seeds = (rng.server_seed, rng.client_seed, rng.nonce)
        self.events, self.choices = [], []
        self.message = ""
        self.app.audio.play("spin")
        return True

    def unattended(self, rounds):
        """Play `rounds` rounds in turbo with default choices, then quit the program."""
        self.unattended_rounds = rounds
        self.anim.speed, self.anim.skip_screens = "turbo", True

    def resume(self, record):
        """Play on an interrupted round: the engine replays it from its seeds and the choices
        already made, and the board catches up to the last event the player saw."""
        self.bet, self.mode, self.round_id = record["bet"], record["mode"], record["id"]
        if record["mode"] == "buy":
            self.mode = "base"
        rng = FairRng(record["server_seed"], record["client_seed"], record["nonce"])
        dealt_under = load_game(record["game"], version=record["config_version"])
        self.round = play_round(dealt_under, self.bet, rng, record["mode"],
                                choices=record["choices"], interactive=True)
        self.events, self.choices = [], list(record["choices"])
        for _ in range(record["shown"]):
            event = next(self.round)
            self.events.append(event)
            self.anim.feed(event)
            if event["type"] == "round_end":
                self._round_ended(event)
                break
        self.anim.fast_forward()
        self.message = RESUMED

    def replay(self, record):
        """Show a finished round again from its stored events; no money moves."""
        self.replaying, self.bet, self.round_id = True, record["bet"], None
        # the recorded choice event shows what was chosen; the question is not asked again
        self.round = iter([e for e in record["events"] if e["type"] != "choice_request"])
        self.events, self.choices = [], []
        self.message = f"Replay of round {record['id']}: Space to hurry, Esc to go back"

    def buy(self):
        """Ask first, showing the price; the feature starts only on yes."""
        if self.in_round:
            return
        from game.scenes.confirm import Confirm
        price = self.show(self.cost("buy"))
        title = "BUY MIDNIGHT RICHES" if self.game.id == "santas-wonderland" else "BUY FREE SPINS"
        self.app.push(Confirm(self.app, title, f"Start the feature now for {price}?", "BUY",
                              lambda: self.start_round("buy"), self.theme["frame"]))

    def toggle_ante(self):
        if not self.in_round:
            self.mode = "base" if self.mode == "ante" else "ante"

    def change_bet(self, direction):
        if not self.in_round:
            self.bet = self.game.bets.step(self.bet, direction)

    def cycle_speed(self):
        speed = SPEED_ORDER[(SPEED_ORDER.index(self.anim.speed) + 1) % len(SPEED_ORDER)]
        self.anim.speed = speed
        self.app.set("speed", speed)

    def toggle_autoplay(self):
        if self.autoplay:
            self.stop_autoplay("stopped by the player")
        elif not self.in_round:
            from game.scenes.autoplay_panel import AutoplayPanel
            self.app.push(AutoplayPanel(self.app, self))

    def start_autoplay(self):
        self.autoplay = Autoplay(self.autoplay_plan, self.bet, self.app.balance)
        self.message = ""
        self._next_autoplay()

    def stop_autoplay(self, reason):
        if self.autoplay:
            self.autoplay = None
            self.message = f"Autoplay stopped: {reason}"

    def _next_autoplay(self):
        if self.autoplay and not self.in_round:
            if not self.autoplay.take() or not self.start_round(self.mode):
                self.autoplay = None

    def open_bet_menu(self):
        if not self.in_round:
            from game.scenes.bet_menu import BetMenu
            self.app.push(BetMenu(self.app, self))

    def toggle_coins(self):
        """CREDIT/BET: switch the balance and bet between cash and coins (coin games only)."""
        if self.game.bets.coins:
            self.coin_view = not self.coin_view
            self.app.set("coin_view", self.coin_view)      # kept for the next start

    def coin_choice(self):
        """The (bet level, coin value) making the current bet: as picked, or the first fit."""
        bets = self.game.bets
        if self.chosen_coins and bets.coins * self.chosen_coins[0] * self.chosen_coins[1] \
                == self.bet:
            return self.chosen_coins
        return bets.coin_form(self.bet) or (bets.levels[0], bets.coin_values[0])

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
            from game.scenes.history import HistoryScene
            self.app.push(HistoryScene(self.app))

    def open_settings(self):
        from game.scenes.settings import SettingsScene
        self.app.push(SettingsScene(self.app, self.theme))

    def info(self, page):
        from game.scenes.info import InfoScene
        self.app.push(InfoScene(self.app, self, page))

    def _unattended_step(self):
        if self.anim.waiting_for_choice:
            self.choose(getattr(self.game, "default_choice", None) or self.anim.choice[0])
        if not self.in_round and not self.big_win:
            if self.unattended_rounds > 0 and self.start_round(self.mode):
                self.unattended_rounds -= 1
            else:
                self.app.running = False

    def choose(self, option):
        if self.anim.waiting_for_choice:
            self.pending = option
            self.choices.append(option)
            try:
                self.app.storage.record_choices(self.round_id, self.choices)
            except StorageError as err:     # the round goes on; a restart asks again
                self._storage_fault(err)
            self.anim.answer()

    def leave(self):
        if self.replaying:
            self.app.pop()
        elif self.in_round:
            self.leave_after_round = True
            self.message = "Returning to the lobby after this round"
        else:
            self.app.pop()

    # --- the loop -------------------------------------------------------------------------

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.anim.waiting_for_choice:
                    return
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
            elif self.anim.banner:
                self.anim.finish_current()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.anim.waiting_for_choice:
                for option, rect in hud.choice_rects(self):
                    if rect.collidepoint(event.pos):
                        self.choose(option)
                return
            if self.big_win:
                self.big_win = None
                return
            if self.anim.banner and not self.spin_button.rect.collidepoint(event.pos):
                self.anim.finish_current()
                return
        for button in self.buttons:
            if button.handle(event):
                break

    def _reality_check(self):
        """On time, whatever is on screen: the check is an overlay, and only the top scene
        runs, so the round, a count-up or a choice behind it waits until PLAY ON."""
        minutes = self.app.settings.get("reality_check", 0)
        if minutes and time.monotonic() - self.app.last_reality_check >= minutes * 60:
            self.app.last_reality_check = time.monotonic()
            played, net = self.app.session()
            self.stop_autoplay("reality check")
            from game.scenes.confirm import Confirm
            self.app.push(Confirm(self.app, "REALITY CHECK",
                                  f"{played:.0f} minutes played, net {self.app.money(net)}",
                                  "PLAY ON", lambda: None, self.theme["frame"]))

    def _count_up(self, dt):
        """Meters roll toward their values; a new multiplier flashes."""
        for name, meter in self.anim.meters.items():
            now = self.counters.get(name, 0.0)
            goal = meter["value"]
            step = max(1.0, abs(goal - now) * 8 * dt)
            self.counters[name] = goal if abs(goal - now) <= step else now + step * (
                1 if goal > now else -1)
        if self.anim.multiplier != self.last_multiplier:
            self.last_multiplier, self.multiplier_flash = self.anim.multiplier, 1.0
        self.multiplier_flash = max(0.0, self.multiplier_flash - dt * 3)

    def update(self, dt):
        self._count_up(dt)
        self._reality_check()
        if self.unattended_rounds is not None:
            self._unattended_step()
        self._refresh_buttons()
        self.anim.update(dt)
        while self.round is not None and not self.anim.busy:
            try:
                event = self.round.send(self.pending) if self.pending else next(self.round)
            except StopIteration:
                self.round = None
                break
            self.pending = None
            self.events.append(event)
            self.anim.feed(event)
            if event["type"] == "grid" and not self.replaying:
                try:
                    self.app.storage.record_shown(self.round_id, self._shown())
                except StorageError as err:     # a resume would start a little earlier
                    self._storage_fault(err)
            if event["type"] == "round_end":
                self._round_ended(event)
            self.anim.update(0)
        if self.big_win:
            amount, shown, seconds = self.big_win
            seconds += dt
            shown = min(amount, int(amount * min(1.0, seconds / 3.0)))
            self.big_win = (amount, shown, seconds) if seconds < 4.5 else None
        if not self.in_round and not self.big_win:
            if self.leave_after_round:
                self.leave_after_round = False
                self.app.pop()
            elif self.autoplay:
                self._next_autoplay()

    def _round_ended(self, event):
        self.round = None
        if self.message == RESUMED:              # said of the round that has now ended
            self.message = ""
        self.last_win = event["total_win"]
        if self.replaying:
            return
        self.unsettled = (self.round_id, event["total_win"], list(self.events))
        if not self._settle():
            return
        self.revealed = self.round_seeds
        if event["total_win"] >= BIG_WIN * self.bet:
            self.big_win = (event["total_win"], 0, 0.0)
            self.app.audio.play("big_win")
        if self.autoplay and not self.autoplay.after_round(self.events, self.app.balance):
            self.message = f"Autoplay stopped: {self.autoplay.stopped_because}"
            self.autoplay = None

    def _shown(self) -> int:
        """Events shown so far, as a resumed stream counts them: it answers the choices
        already made from the record, so it never yields their choice_request."""
        return sum(e["type"] != "choice_request" for e in self.events)

    def _settle(self) -> bool:
        """Credit the ended round (its win and its `done` mark, one transaction). Where the
        file cannot take it now, the round stays open in it, is tried again before the next
        round, and is paid on the next start at the latest: nothing is lost."""
        try:
            self.app.storage.finish_round(*self.unsettled)
        except StorageError as err:
            self._storage_fault(err)
            return False
        self.unsettled = None
        return True

    def _storage_fault(self, err):
        self.message = str(err)
        self.autoplay = None

    def _refresh_buttons(self):
        busy = self.in_round
        self.spin_button.label = "STOP" if busy else "SPIN"
        self.minus.enabled = self.plus.enabled = self.bet_button.enabled = not busy
        self.speed_button.label = f"SPEED: {self.anim.speed.upper()}"
        sound_on = self.app.settings["effects"] or self.app.settings["music"]
        self.sound_button.label = "SOUND ON" if sound_on else "SOUND OFF"
        self.history_button.enabled = not busy and not self.replaying
        if self.replaying:
            for button in self.buttons:
                if button not in (self.spin_button, self.speed_button, self.lobby_button):
                    button.enabled = False
        self.auto_button.label = f"AUTO: {self.autoplay.left} LEFT (STOP)" if self.autoplay \
            else "AUTOPLAY"
        self.auto_button.size = 22 if self.autoplay else 26
        self.auto_button.active = bool(self.autoplay)
        self.auto_button.enabled = bool(self.autoplay) or not busy
        if self.buy_button:
            price = self.cost("buy")
            self.buy_button.label = f"BUY FEATURE {self.show(price)}"
            self.buy_button.size = 22
            self.buy_button.enabled = not busy and price <= self.app.balance and \
                self.mode != "ante"
        if self.ante_button:
            self.ante_button.label = f"ANTE BET: {'ON' if self.mode == 'ante' else 'OFF'}"
            self.ante_button.active = self.mode == "ante"
            self.ante_button.enabled = not busy

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface):
        surface.blit(self.bg, (0, 0))
        theme = self.theme
        frame = self.view.grid_rect().inflate(24, 24)
        surface.blit(panel(frame.size, theme["board"], 22, theme["frame"]), frame)
        self.anim.draw(surface)
        hud.draw_hud(self, surface)
        for button in self.buttons:
            if button not in (self.bet_button, self.credit_button):
                button.draw(surface)
        if self.anim.banner:
            hud.draw_banner(self, surface, *self.anim.banner)
        if self.anim.choice:
            hud.draw_choice(self, surface)
        if self.big_win:
            hud.draw_big_win(self, surface)
