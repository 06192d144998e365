"""Big-win tiers and the count-up that presents them, apart from any screen (no pygame here).

A round whose total reaches the first tier (x the bet) ends with one celebration: the amount
counts up from zero to the round's total, and the title climbs through the tiers it passes (big,
mega, epic...), each step with its own fanfare. It is the round's one telling: a big feature's
total screen is folded into it (its `heading`), and the credit and win meters count with it
(`untold` is what they do not show yet). Space (or a click) first jumps to the end of the count,
then closes; otherwise it closes by itself a moment after the count ends. Tiers are a game's
(look.yaml's `big_wins`), with these as the default.
"""
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Self

from game.words.i18n import N_

from game.window.easing import Ease, ease, out_quad_inverse

Tiers = tuple[tuple[int, str], ...]     # (times the bet it starts at, its name), lowest first
DEFAULT_TIERS: Tiers = ((20, N_("BIG WIN")), (50, N_("MEGA WIN")), (100, N_("EPIC WIN")))
COUNT_SECONDS = 3.0        # the count-up to the first tier; each further tier adds TIER_SECONDS
TIER_SECONDS = 2.5         # (3 s big, 5.5 s mega, 8 s epic, as players of the genre expect)
HOLD_SECONDS = 1.8         # the final figure stays this long
NOTE_SECONDS = 1.5         # and this much longer when a note (how rare it was) is read with it


def read_tiers(spec: Iterable[Mapping[str, Any]] | None) -> Tiers:    # look.yaml's
    """look.yaml's big_wins: [{at: 20, name: BIG WIN}, ...] -> ((20, 'BIG WIN'), ...)."""
    if not spec:
        return DEFAULT_TIERS
    return tuple(sorted((int(t["at"]), str(t["name"])) for t in spec))


@dataclass
class Celebration:
    amount: int                 # minor units
    bet: int
    tiers: Tiers = DEFAULT_TIERS
    seconds: float = 0.0
    done: bool = False
    reached: list[str] = field(default_factory=list)    # tier names passed so far, for the sound
    heading: str = ""           # the feature whose total this tells ("FREE SPINS COMPLETE ...")
    note: str = ""              # how rare a win this size is (game/round/odds.py)

    @classmethod
    def for_win(cls, amount: int, bet: int, tiers: Tiers = DEFAULT_TIERS,
                cost: int | None = None) -> Self | None:
        """A celebration if `amount` reaches the first tier, else None; never for a round that
        paid back no more than it `cost` (a bought feature returning 30x the bet for 100x is
        not a BIG WIN)."""
        if amount < tiers[0][0] * bet or (cost is not None and amount <= cost):
            return None
        return cls(amount, bet, tiers)

    @property
    def untold(self) -> int:
        """What the count has not reached yet: the meters hold it back until it has."""
        return self.amount - self.shown

    @property
    def top(self) -> int:
        """How many tiers the whole amount reaches."""
        return sum(self.amount >= at * self.bet for at, _ in self.tiers)

    @property
    def count_seconds(self) -> float:
        return COUNT_SECONDS + TIER_SECONDS * (self.top - 1)

    @property
    def shown(self) -> int:
        """The amount counted up so far: eased, and exact at the end."""
        count = self.count_seconds
        if self.seconds >= count:
            return self.amount
        return int(ease(0, self.amount, 0, count, self.seconds, Ease.OUT_QUAD))

    @property
    def title(self) -> str:
        """The highest tier the count has passed (the first from the start)."""
        shown = self.shown                          # (worked out once, not once a tier)
        passed = [name for at, name in self.tiers if shown >= at * self.bet]
        return passed[-1] if passed else self.tiers[0][1]

    @property
    def tier_age(self) -> float:
        """Seconds since the count passed the tier on show (its plaque pops in then): from
        the count's curve, so nothing is kept between frames."""
        title = self.title
        if title == self.tiers[0][1]:
            return self.seconds                     # the first plaque shows from the start
        at = next(at for at, name in self.tiers if name == title)
        part = min(1.0, at * self.bet / self.amount)
        return max(0.0, self.seconds - self.count_seconds * out_quad_inverse(part))

    @property
    def counting(self) -> bool:
        return self.seconds < self.count_seconds

    def update(self, dt: float) -> str | None:
        """Advance; returns a tier's name the moment the count passes it (for its fanfare)."""
        if self.done:
            return None
        self.seconds += dt
        if self.seconds >= self.count_seconds + HOLD_SECONDS + (NOTE_SECONDS if self.note else 0):
            self.done = True
        title = self.title
        if title not in self.reached:
            self.reached.append(title)
            return title
        return None

    def skip(self) -> None:
        """Space or a click: the first jumps to the final figure, the second closes."""
        if self.counting:
            self.seconds = self.count_seconds
        else:
            self.done = True
