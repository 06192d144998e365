"""The bet ladder: which total bets a game offers, in minor units.

Either an explicit list (`ladder: [20, 40, ...]`) or the coin form of Pragmatic-style games:
total bet = coins x level x coin value, every combination offered.
"""
from dataclasses import dataclass, field

from engine.config import Node


@dataclass(frozen=True)
class BetLadder:
    steps: tuple          # every allowed total bet, ascending, minor units
    default: int
    _set: frozenset = field(init=False, repr=False, compare=False)   # steps, for `in`
    coins: int = 0        # coin form only: coins per level (0 for an explicit ladder)
    levels: tuple = ()
    coin_values: tuple = ()

    def __post_init__(self):
        object.__setattr__(self, "_set", frozenset(self.steps))

    def __contains__(self, bet) -> bool:
        return bet in self._set

    @property
    def low(self) -> int:
        return self.steps[0]

    @property
    def high(self) -> int:
        return self.steps[-1]

    def step(self, bet: int, direction: int) -> int:
        """The next step up (+1) or down (-1) from bet, staying on the ladder's ends."""
        if bet not in self:
            return min(self.steps, key=lambda s: abs(s - bet))
        i = self.steps.index(bet) + direction
        return self.steps[max(0, min(i, len(self.steps) - 1))]

    def scaled(self, unit: int) -> "BetLadder":
        """The same ladder in a currency whose minor unit is 1/`unit` of this one's (its coin
        values too: the coins and levels stay)."""
        return BetLadder(tuple(s * unit for s in self.steps), self.default * unit, self.coins,
                         self.levels, tuple(c * unit for c in self.coin_values))

    def coin_form(self, bet: int):
        """(level, coin value) giving this total bet, the smallest coin value first, or None."""
        for coin in self.coin_values:
            for level in self.levels:
                if self.coins * level * coin == bet:
                    return level, coin
        return None


def read_bets(node: Node) -> BetLadder:
    levels: tuple[int, ...]
    coin_values: tuple[int, ...]
    if node.has("ladder"):
        steps = [n.int(low=1) for n in node["ladder"].list(min_len=1)]
        if steps != sorted(set(steps)):
            node["ladder"].fail("must be strictly ascending", steps)
        coins, levels, coin_values = 0, (), ()
    else:
        coins = node["coins"].int(low=1)
        levels = tuple(n.int(low=1) for n in node["levels"].list(min_len=1))
        coin_values = tuple(n.int(low=1) for n in node["coin_values"].list(min_len=1))
        steps = sorted({coins * lv * cv for lv in levels for cv in coin_values})
        if node.has("low") or node.has("high"):
            low = node.get("low", steps[0]).int(low=1)
            high = node.get("high", steps[-1]).int(low=low)
            steps = [s for s in steps if low <= s <= high]
    default = node["default"].int(low=1)
    if default not in steps:
        node["default"].fail("is not one of the offered bets", default)
    return BetLadder(tuple(steps), default, coins, levels, coin_values)
