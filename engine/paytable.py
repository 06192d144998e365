"""A paytable: pays per symbol for count tiers, looked up in O(1) by count."""
from fractions import Fraction

from engine.frozen import ReadOnly
from engine.money import pay_str, win_amount

_PRICES_KEPT = 100_000   # (symbol, count, bet, multiplier) entries remembered before a fresh start


class Paytable:
    """tiers: [(low, high), ...] inclusive; pays[symbol]: one exact pay per tier. Read only
    (tuples and ReadOnly mappings, and an assignment raises): a game's paytable is shared by
    every caller. Its one changing part is `_prices`, a memo of figures it always gives alike."""

    _sealed: bool = False

    def __init__(self, tiers, pays: dict):
        self.tiers = tuple(tuple(t) for t in tiers)
        self.pays = ReadOnly({s: tuple(Fraction(p) for p in row) for s, row in pays.items()})
        top = max(high for _, high in self.tiers)
        by_count: dict[str, tuple[Fraction | None, ...]] = {}
        for symbol, row in self.pays.items():
            table: list[Fraction | None] = [None] * (top + 1)
            for (low, high), pay in zip(self.tiers, row):
                for n in range(low, high + 1):
                    table[n] = pay
            by_count[symbol] = tuple(table)
        self._by_count: dict[str, tuple[Fraction | None, ...]] = ReadOnly(by_count)
        self.min_count = min(low for low, _ in self.tiers)
        self.symbols = frozenset(self.pays)
        self._prices: dict[tuple, tuple[int, str]] = {}
        self._sealed = True

    def __setattr__(self, name: str, value) -> None:
        if self._sealed:
            raise AttributeError(f"a paytable is read only ({name})")
        super().__setattr__(name, value)

    def pay(self, symbol, count: int):
        """The pay for `count` of `symbol`, or None below the lowest tier."""
        table = self._by_count[symbol]
        return table[min(count, len(table) - 1)]

    def price(self, symbol, count: int, bet: int, multiplier: int = 1) -> tuple[int, str]:
        """(amount in minor units, pay text) of a win: the same figures as win_amount and
        pay_str, remembered because Fraction arithmetic is the slow part of a hot loop."""
        key = (symbol, count, bet, multiplier)
        found = self._prices.get(key)
        if found is None:
            pay = self.pay(symbol, count)
            if len(self._prices) >= _PRICES_KEPT:
                self._prices.clear()
            found = self._prices[key] = (win_amount(bet, pay, multiplier), pay_str(pay))
        return found

    def tier_label(self, index: int) -> str:
        low, high = self.tiers[index]
        return str(low) if low == high else f"{low}-{high}"
