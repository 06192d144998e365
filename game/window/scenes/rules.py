"""The market's rules of play as the player reads them (issue 58): one line for each rule the
profile raises (game/round/jurisdiction.py), what it means at the table, on a help page of
every game and in a panel Settings opens. The panel only tells: nothing in it, nor in Settings,
switches a rule off (the one who ships the program chose them)."""
from collections.abc import Callable

import pygame

from game.round.jurisdiction import Jurisdiction
from game.window.scenes import Application
from game.window.scenes.overlay import Overlay
from game.window.ui.theme import LOBBY
from game.window.ui import paypages
from game.window.ui.widgets import mirrored
from game.words.i18n import N_, _, number

TITLE = N_("Rules of play: {market}")
# each flag raised: what it means for the player, in the order of the RGS's flags
SAID = {
    "socialCasino": N_("Social play: the coins have no value outside the game."),
    "disabledFullscreen": N_("Full screen is not offered."),
    "disabledTurbo": N_("The QUICK speed is not offered."),
    "disabledSuperTurbo": N_("The TURBO speed is not offered."),
    "disabledAutoplay": N_("Autoplay is not offered: every round starts with your own press."),
    "disabledSlamstop": N_("A press during a round does not cut it short."),
    "disabledSpacebar": N_("Space and Enter do not start a round: use the SPIN button."),
    "disabledBuyFeature": N_("Features start only in play."),
    "displayNetPosition": N_("Your net result since the session began stays on screen (NET)."),
    "displayRTP": N_("Each mode's return to player (RTP) is on the paytable and the help."),
    "displaySessionTimer": N_("The time played this session stays on screen (SESSION)."),
    "minimumRoundDuration": N_("Each round lasts at least {seconds} seconds from the press "
                               "that starts it."),
    "maximumTotalBet": N_("The highest total bet is {amount}."),
    "disabledExtraBet": N_("The ANTE BET is not offered."),
    "disabledCelebrationUpToStake": N_("A round that pays back no more than it cost is not "
                                       "celebrated."),
}
COLUMN = 8         # the lines one column of the panel holds at a readable size
FIXED = N_("These are the market's rules: Settings cannot change them.")


def title(rules: Jurisdiction) -> str:
    return _(TITLE).format(market=rules.name.upper())


def lines(rules: Jurisdiction, money: Callable[[int], str]) -> list[str]:
    """What each rule raised means for the player, then that they cannot be changed; none
    where the profile raises no rule."""
    said = []
    for flag, words in SAID.items():
        value = rules[flag]
        if not value:
            continue
        if flag == "minimumRoundDuration":
            said.append(_(words).format(seconds=number(value / 1000)))
        elif flag == "maximumTotalBet":
            said.append(_(words).format(amount=money(value)))
        else:
            said.append(_(words))
    return [*said, _(FIXED)] if said else []


class RulesScene(Overlay):
    """The rules of play, opened from Settings: it tells them and closes; it changes none."""
    BOX = (170, 40, 940, 640)

    def __init__(self, app: Application) -> None:
        super().__init__(app)
        self.close = self.button((540, 610, 200, 44), N_("CLOSE"), self.app.pop)
        self.buttons = [self.close]

    def on_screen(self) -> dict[str, object]:
        """The lines as drawn (the real-window tests read them)."""
        return {"rules": lines(self.app.rules, self.app.money)}

    def draw(self, surface: pygame.Surface) -> None:
        box = self.frame(surface, title(self.app.rules), LOBBY["frame"])
        said = lines(self.app.rules, self.app.money) or [_(FIXED)]
        columns = 1 if len(said) <= COLUMN else 2       # every rule raised: two columns
        width = (box.width - 80 - 30 * (columns - 1)) // columns
        height = self.close.rect.top - box.y - 110
        half = (len(said) + 1) // 2 if columns == 2 else len(said)
        for i, part in enumerate((said[:half], said[half:])[:columns]):
            column = (box.x + 40 + i * (width + 30), box.y + 90, width, height)
            paypages.words(surface, mirrored(column, box), part)   # Arabic's first at right
        self.close.draw(surface)
