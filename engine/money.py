"""Money is integer minor units; pays are exact fractions of the total bet.

A win is floor(bet * pay * multipliers), computed in integers. The Tally keeps a round's running
total against the max-win cap: what a win adds is cut to what the cap still allows.
"""
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache


def exact(value) -> Fraction:
    """A paytable figure as an exact fraction ("0.25", 0.25 and 1/4 all give 1/4)."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, float):
        value = repr(value)  # YAML floats: the shortest repr is the decimal the author typed
    return Fraction(Decimal(str(value)))


def win_amount(bet: int, pay: Fraction, multiplier: int = 1) -> int:
    """floor(bet * pay * multiplier) in minor units."""
    product = bet * pay.numerator * multiplier
    return product // pay.denominator


@lru_cache(maxsize=4096)
def pay_str(pay: Fraction) -> str:
    """A pay as the decimal string of the event contract ("0.25", "10")."""
    if pay.denominator == 1:
        return str(pay.numerator)
    text = format(Decimal(pay.numerator) / Decimal(pay.denominator), "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def format_minor(amount: int, symbol: str = "", digits: int = 2) -> str:
    """1234567 -> '12,345.67' (with a currency symbol in front when given)."""
    sign = "-" if amount < 0 else ""
    whole, cents = divmod(abs(amount), 10 ** digits)
    body = f"{whole:,}" + (f".{cents:0{digits}d}" if digits else "")
    return f"{sign}{symbol}{body}"


class Tally:
    """A round's running win, never above its cap."""

    __slots__ = ("cap", "total", "capped")

    def __init__(self, cap: int):
        self.cap, self.total, self.capped = cap, 0, False

    def add(self, amount: int) -> int:
        """Add a win; return what it really adds once the cap is applied."""
        room = self.cap - self.total
        if amount >= room:
            amount, self.capped = room, True
        self.total += amount
        return amount
