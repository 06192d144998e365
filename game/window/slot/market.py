"""The market's rules of play as the play screen applies them (issue 58; the rules themselves:
game/round/jurisdiction.py): the controls it takes away (gone from the screen, their keys
inert), the speeds it leaves, whether a press may end a round's fall early (slam stop), the
least time from the press that starts a round until the next can start, the highest bet, and
what must stay on the screen (the net position and the session's time).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.round.jurisdiction import Jurisdiction
from game.window.slot import Section
from game.window.ui.theme import panel
from game.window.ui.widgets import text
from game.words.i18n import _

if TYPE_CHECKING:
    from engine.config import Roles
    from game.window.slot.state import SlotState

# the controls' actions each flag takes away (game/window/slot/controls.py's names)
TAKEN = {"disabledAutoplay": "autoplay", "disabledBuyFeature": "feature_buy",
         "disabledExtraBet": "extra_bet"}
PLATE = pygame.Rect(1016, 6, 256, 62)      # the figures a market keeps on screen: top right


class Market:
    def __init__(self, rules: Jurisdiction, clock: Callable[[], float]) -> None:
        self.rules, self.clock = rules, clock
        self.began: float | None = None     # when the last round's press started it

    def offers(self, action: str) -> bool:
        """Whether the control of `action` is on the screen (and its key does anything)."""
        return not any(self.rules[flag] and taken == action for flag, taken in TAKEN.items())

    def taken(self) -> frozenset[str]:
        return frozenset(action for flag, action in TAKEN.items() if self.rules[flag])

    def speeds(self, order: Sequence[str]) -> tuple[str, ...]:
        return self.rules.speeds(tuple(order))

    def speed(self, wanted: str, order: Sequence[str]) -> str:
        """`wanted` where the market allows it, else the first it does (NORMAL)."""
        allowed = self.speeds(order)
        return wanted if wanted in allowed else allowed[0]

    @property
    def slam(self) -> bool:
        """Whether a press during a round's fall may finish it at once."""
        return not self.rules["disabledSlamstop"]

    @property
    def spacebar(self) -> bool:
        """Whether Space and Enter start a round."""
        return not self.rules["disabledSpacebar"]

    def may_start(self, mode: str, roles: Roles, bet: int) -> bool:
        """A round of `mode` at `bet` may start now: its mode offered, its bet allowed, and the
        least round time since the last round's press gone by."""
        role = roles.role_of_mode(mode)
        if role is not None and not self.offers(role):
            return False
        if not self.rules.allows_bet(bet):
            return False
        return not self.waiting()

    def quiet_up_to(self, cost: int) -> int | None:
        """The round's `cost` where a win up to it may not be celebrated (the UK's RTS 14: a
        return no more than the stake is no win to cheer), else None."""
        return cost if self.rules["disabledCelebrationUpToStake"] else None

    def waiting(self) -> bool:
        """Whether the least round time since the last round's press has yet to pass."""
        return self.began is not None and self.clock() - self.began < self.rules.minimum_round

    def started(self) -> None:
        self.began = self.clock()

    def bet(self, bet: int, ladder: Sequence[int]) -> int:
        """`bet`, or the highest of `ladder` the market allows where it is over its limit."""
        if self.rules.allows_bet(bet):
            return bet
        allowed = [step for step in ladder if self.rules.allows_bet(step)]
        return max(allowed) if allowed else min(ladder)


class Standing(Section):
    """The net position since the session began and the time played, always on the play screen
    where the market asks (displayNetPosition, displaySessionTimer): one plate over the board's
    top edge, in the player's money."""

    def __init__(self, rules: Jurisdiction, figures: Callable[[SlotState], tuple[int, float]],
                 money: Callable[[int], str], colour: tuple[int, ...]) -> None:
        """`figures(state)`: (net minor units, seconds played) as the frame's state has them."""
        self.rules, self.figures, self.money, self.colour = rules, figures, money, colour

    @property
    def rect(self) -> pygame.Rect:
        return PLATE.copy()

    def lines(self, state: SlotState) -> list[str]:
        net, seconds = self.figures(state)
        parts: list[str] = []
        if self.rules["displayNetPosition"]:
            sign = "+" if net > 0 else "-" if net < 0 else ""
            parts.append(_("NET {amount}").format(amount=sign + self.money(abs(net))))
        if self.rules["displaySessionTimer"]:
            whole = int(seconds)
            parts.append(_("SESSION {time}").format(
                time=f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"))
        return parts

    def draw(self, surface: pygame.Surface, state: SlotState) -> None:
        lines = self.lines(state)
        if not lines:
            return
        box = PLATE.copy()
        box.height = 10 + 26 * len(lines)
        surface.blit(panel(box.size, (16, 10, 34, 225), 12, self.colour), box)
        for i, line in enumerate(lines):
            text(surface, line, (box.centerx, box.y + 18 + 26 * i), 24, (240, 232, 255),
                 shadow=False, bold=False)
