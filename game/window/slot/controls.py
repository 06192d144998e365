"""The slot screen's controls: the round spin button, the largest, with speed, autoplay,
history and sound under it; lobby, paytable, help and settings at the bar's left; fair play
(a shield) at the bar's right, under the row; the bet
between its - and +; each an icon of sprites/ui in its four states (its label is its name,
shown on hover). A feature buy is a badge of the game's art with its price, the ante a switch
(game/window/ui/offers.py): they cost. What each does is the
scene's (`actions`); what each shows follows the state."""
from collections.abc import Callable, Collection, Mapping
from typing import Any

import pygame
from pygame.typing import RectLike

from engine.config import Roles
from game.window.look import Look
from game.window.scenes import Application
from game.window.slot.state import SlotState
from game.words.i18n import N_, _
from game.books.preferences import SPEEDS
from game.window.slot import Section
from game.window.ui.offers import PriceBadge, Switch
from game.window.ui.widgets import STATES, Button, PictureButton, SpinButton

SPIN = (1062, 392, 156, 156)        # the spin button: right of the board, above its row of icons
FAIR_PLAY = (1220, 652, 56, 56)      # the shield: in the bar, under the sound button
BUY = (1010, 70, 240, 104)           # the buy's badge (the offer frame's 360:156), top right
ANTE = (1010, 182, 240, 50)          # the ante's switch under it
SPIN_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
# the README's "- / +": the main row's minus and plus (= is + without shift) and the keypad's
BET_KEYS = {pygame.K_MINUS: "bet_minus", pygame.K_KP_MINUS: "bet_minus", pygame.K_PLUS: "bet_plus",
            pygame.K_EQUALS: "bet_plus", pygame.K_KP_PLUS: "bet_plus"}


class Controls(Section):
    takes = None              # every event: a button's hover and release too
    def __init__(self, actions: Mapping[str, Callable[[], object]], click: Callable[[], None],
                 roles: Roles, look: Look | None = None, taken: Collection[str] = (),
                 speeds: bool = True, spacebar: bool = True) -> None:
        """`actions`: name -> what the button does (spin, bet_minus, bet_plus, bet_menu,
        coins, speed, autoplay, history, sound, lobby, paytable, help, settings, fair_play,
        feature_buy, extra_bet); `taken`: the actions the market takes away (their buttons
        are not made, game/window/slot/market.py); `speeds`: whether there is a speed to change
        to; `spacebar`: whether Space and Enter start a round;
        `click`: the click sound; `roles`: the game's roles (engine/config.py Roles: a mode
        that buys its feature, an extra bet, each add a button); `look`: the game's (its
        buy's title and art, its frame's colour)."""
        def icon(rect: RectLike, label: str, action: str, art: str) -> PictureButton:
            return PictureButton(rect, label, actions[action], art, click=click)

        def worded(rect: RectLike, label: str, action: str, **values: Any) -> Button:
            return Button(rect, label, actions[action], click=click, **values)
        self.actions, self.look = actions, look
        self.spin_button = SpinButton(SPIN, actions["spin"], click=click)
        self.minus = icon((492, 652, 56, 56), N_("BET -"), "bet_minus", "bet_minus")
        self.plus = icon((732, 652, 56, 56), N_("BET +"), "bet_plus", "bet_plus")
        self.bet_button = worded((556, 646, 168, 64), "", "bet_menu", colour=(0, 0, 0))
        self.credit_button = worded((282, 646, 176, 64), "", "coins", colour=(0, 0, 0))
        row = [pygame.Rect(1016 + 68 * i, 566, 56, 56) for i in range(4)]
        self.speed_button = icon(row[0], N_("SPEED"), "speed", "speed_normal")
        self.auto_button = icon(row[1], N_("AUTOPLAY"), "autoplay", "autoplay")
        self.history_button = icon(row[2], N_("HISTORY"), "history", "history")
        self.sound_button = icon(row[3], N_("SOUND"), "sound", "sound_on")
        bar = [pygame.Rect(14 + 62 * i, 652, 56, 56) for i in range(4)]
        self.lobby_button = icon(bar[0], N_("LOBBY"), "lobby", "menu")
        self.info_button = icon(bar[1], N_("PAYTABLE"), "paytable", "paytable")
        self.help_button = icon(bar[2], N_("HELP"), "help", "info")
        self.settings_button = icon(bar[3], N_("SETTINGS"), "settings", "settings")
        self.fair_button = icon(FAIR_PLAY, N_("FAIR PLAY"), "fair_play", "fair_play")
        self.buttons = [self.bet_button, self.credit_button, self.spin_button, self.minus,
                        self.plus, self.speed_button,
                        self.auto_button, self.lobby_button, self.info_button, self.help_button,
                        self.settings_button, self.sound_button, self.history_button,
                        self.fair_button]
        self.spacebar = spacebar
        gone = {"autoplay": self.auto_button, "speed": self.speed_button}
        self.buttons = [button for button in self.buttons
                        if not any(button is gone.get(action) for action in taken)
                        and (speeds or button is not self.speed_button)]
        self.buy_button: PriceBadge | None = None
        self.ante_button: Switch | None = None
        bought = roles.mode("feature_buy") if "feature_buy" not in taken else None
        if bought:                      # a badge of the game's art carrying its price
            place = look.buy_box if look and look.buy_box else BUY
            self.buy_button = PriceBadge(place, look.game_id if look else "", bought,
                                         actions["feature_buy"],
                                         look.buy_title if look else "BUY FEATURE",
                                         click=click)
            self.buttons.append(self.buy_button)
        if roles.mode("extra_bet") and "extra_bet" not in taken:    # a switch: its state
            self.ante_button = Switch(ANTE, N_("ANTE BET"), actions["extra_bet"],
                                      look.theme["frame"] if look else (255, 215, 120),
                                      click=click)
            self.buttons.append(self.ante_button)
        for button in self.buttons:       # each state's art read now, not in the frame a
            if isinstance(button, PictureButton):     # round first disables the buttons
                for shown in STATES:      # (five pictures read from their files: 2-5 ms)
                    button.image(shown)

    def flash_spin(self) -> None:
        """The spin key was pressed: the button is seen pressed."""
        self.spin_button.flash = self.spin_button.FLASH

    def handle(self, event: pygame.event.Event, state: SlotState | None) -> bool:
        """A click on a button; the spin key (the button seen pressed), Esc (the lobby) and
        the bet keys."""
        if event.type == pygame.KEYDOWN:
            if event.key in SPIN_KEYS:
                if self.spacebar:          # (else the key does nothing: the market's rule)
                    self.flash_spin()
                    self.actions["spin"]()
            elif event.key == pygame.K_ESCAPE:
                self.actions["lobby"]()
            elif event.key in BET_KEYS:
                self.actions[BET_KEYS[event.key]]()
            else:
                return False
            return True
        return any(button.handle(event) for button in self.shown(state))

    def shown(self, state: SlotState | None) -> list[Button]:
        """The buttons on screen: while a feature's spins or levels play, the buy and the
        ante (which buy or bet into one) leave the column, as commercial games clear them."""
        in_feature = state is not None and (state.spin_counter or state.level)
        hidden = (self.buy_button, self.ante_button) if in_feature else ()
        return [button for button in self.buttons if button not in hidden]

    def update(self, dt: float, state: SlotState) -> None:
        for button in self.buttons:
            if isinstance(button, (PictureButton, Switch)):
                button.update(dt)
        self.refresh(state)

    def refresh(self, state: SlotState) -> None:
        """Each button as the state says: enabled or not, its label, its icon."""
        busy = state.in_round
        self.spin_button.stop = busy
        self.spin_button.label = N_("STOP") if busy else N_("SPIN")
        self.minus.enabled = self.plus.enabled = self.bet_button.enabled = not busy
        self.speed_button.icon = f"speed_{state.speed}"
        self.speed_button.label = _("SPEED: {speed}").format(speed=_(SPEEDS[state.speed]))
        self.sound_button.icon = "sound_on" if state.sound_on else "sound_off"
        self.sound_button.label = N_("SOUND ON") if state.sound_on else N_("SOUND OFF")
        self.history_button.enabled = not busy and not state.replaying
        left = state.autoplay_left
        self.auto_button.label = _("AUTOPLAY: {left} LEFT (STOP)").format(left=left) \
            if left is not None else N_("AUTOPLAY")
        self.auto_button.badge = str(left) if left is not None else ""
        self.auto_button.active = left is not None
        self.auto_button.enabled = left is not None or not busy
        if self.buy_button and state.buy_price is not None:   # (a game's buy has its price)
            self.buy_button.title = self.look.buy_title if self.look else self.buy_button.title
            self.buy_button.price = state.show(state.buy_price)
            self.buy_button.label = f"{self.buy_button.title} {self.buy_button.price}"
            self.buy_button.enabled = not busy and state.can_buy
        if self.ante_button:
            self.ante_button.on = bool(state.ante)
            self.ante_button.enabled = not busy
        if state.replaying:                  # a replay: the spin only hurries it, never pays
            self.spin_button.enabled = busy
            self.spin_button.label = N_("STOP") if busy else N_("REPLAY")
            for button in self.buttons:
                if button not in (self.spin_button, self.speed_button, self.lobby_button,
                                  self.fair_button):
                    button.enabled = False

    def draw(self, surface: pygame.Surface, state: SlotState) -> None:
        shown = self.shown(state)
        for button in shown:
            if button not in (self.bet_button, self.credit_button):
                button.draw(surface)
        for button in shown:                  # a control's name, over the others it may cross
            if isinstance(button, PictureButton) and not state.choice:
                button.draw_tip(surface)


class SpinPress(Section):
    """The spin button's place, over the click that skips (sections.py Skip): a left click
    there is the button's, spinning or stopping the round, never a skip of the board's step;
    but while a big win counts up, that takes every click (Skip), this one too."""

    takes = (pygame.MOUSEBUTTONDOWN,)

    def __init__(self, button: SpinButton) -> None:
        self.button = button

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.button.rect)

    def handle(self, event: pygame.event.Event, state: SlotState | None) -> bool:
        if state is None or state.celebration or event.button != 1:
            return False
        self.button.handle(event)
        return True


def toggle_sound(app: Application) -> None:
    """The sound button: every sound off, or on again (effects, music and ambience)."""
    on = not (app.settings["effects"] or app.settings["music"])
    try:                  # heard at once, even where the data file cannot keep it now
        app.set_many(dict.fromkeys(("effects", "music", "ambient"), on))
    finally:
        app.audio.apply()
