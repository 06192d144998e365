"""The currencies the client pays in (issue 58) as data: game/words/currencies.yaml.

Money is always whole minor units of one currency. A game's bet ladder (its game.yaml, written
in sen and cents) becomes a currency's by one whole factor, `unit`: every bet of it is a whole
number of that currency's minor units, and as the engine pays a whole number of minor units at
every bet of a game's ladder (engine/MATH.md, "Exact at every bet"), it pays exactly `unit`
times as much at `unit` times the bet: the same RTP at every bet of every currency's ladder,
nothing ever rounded. The engine plays a round in the currency's minor units
(engine.games.load_game's `unit`), so the books, the wallet and every event's amounts are in
the round's currency; nothing is ever converted from one currency to another.

No pygame and nothing of the client here: the writing of an amount is game/words/i18n.py's.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

TABLE = Path(__file__).with_name("currencies.yaml")
DEFAULT = "MYR"            # this game's own market's
LEGACY = {"RM": "MYR"}     # the `currency` setting's names before issue 58 (a file keeps them)


class CurrencyError(ValueError):
    """The table or a profile names a currency badly: one line, the file, the field, the value."""


@dataclass(frozen=True)
class Currency:
    code: str             # ISO 4217, or the social coins' XGC / XSC
    unit: int             # a game ladder's minor unit in this currency's minor units
    demo: int             # the play-money balance a wallet in it starts at (minor units)
    decimals: int | None = None     # None: CLDR's
    symbol: str | None = None       # None: the locale's own (CLDR)

    def ladder(self, steps: tuple[int, ...]) -> tuple[int, ...]:
        """A game's ladder (its own minor units) in this currency's minor units."""
        return tuple(step * self.unit for step in steps)


def _whole(path: Path, where: str, value: object, low: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise CurrencyError(f"{path}: {where}: must be a whole number, {low} or more "
                            f"(got {value!r})")
    return value


def read(path: Path = TABLE) -> dict[str, Currency]:
    """Every currency of the table, in its order."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as err:
        raise CurrencyError(f"{path}: unreadable ({' '.join(str(err).split())})") from None
    table = data.get("currencies") if isinstance(data, dict) else None
    if not isinstance(table, dict) or not table:
        raise CurrencyError(f"{path}: currencies: must be a mapping of code to its figures")
    out = {}
    for code, spec in table.items():
        where = f"currencies.{code}"
        if not (isinstance(code, str) and len(code) == 3 and code.isalpha() and code.isupper()):
            raise CurrencyError(f"{path}: {where}: not a currency code of three capitals")
        if not isinstance(spec, dict) or set(spec) - {"unit", "demo", "decimals", "symbol"}:
            raise CurrencyError(f"{path}: {where}: must give unit and demo (and only decimals "
                                f"and symbol besides) (got {spec!r})")
        decimals = spec.get("decimals")
        symbol = spec.get("symbol")
        if symbol is not None and not (isinstance(symbol, str) and 0 < len(symbol) <= 4):
            raise CurrencyError(f"{path}: {where}.symbol: must be 1 to 4 characters "
                                f"(got {symbol!r})")
        out[code] = Currency(code, _whole(path, f"{where}.unit", spec.get("unit"), 1),
                             _whole(path, f"{where}.demo", spec.get("demo"), 1),
                             None if decimals is None else
                             _whole(path, f"{where}.decimals", decimals, 0), symbol)
    return out


@cache
def table() -> dict[str, Currency]:
    return read()


def codes() -> tuple[str, ...]:
    """Every currency offered, in the table's order (MYR first)."""
    return tuple(table())


def code_of(setting: object) -> str:
    """The ISO code a `currency` setting names ('RM', as files before issue 58 keep it: MYR);
    an unknown one: the default."""
    code = LEGACY.get(str(setting), str(setting))
    return code if code in table() else DEFAULT


def get(setting: object) -> Currency:
    return table()[code_of(setting)]


def offered(allowed: tuple[str, ...]) -> tuple[str, ...]:
    """The currencies a player may choose under a profile that allows `allowed` (every one
    where it names none)."""
    return allowed or codes()


def listed(path: Path, value: object) -> tuple[str, ...]:
    """A jurisdiction profile's `currency:` (one code or a list of them: the currencies its
    players may choose, the first where the player chose none of them); () where it names
    none (every currency)."""
    if value is None:
        return ()
    names = [value] if isinstance(value, str) else value
    if not isinstance(names, list) or not names:
        raise CurrencyError(f"{path}: currency: must be a currency code or a list of them "
                            f"(got {value!r})")
    for name in names:
        if name not in table():
            raise CurrencyError(f"{path}: currency: {name!r} is not a currency this client "
                                f"pays in (choose from {', '.join(codes())})")
    return tuple(dict.fromkeys(names))


def unit_of(record: Mapping[str, object]) -> int:
    """The unit of the currency a recorded round was played in (a record from before schema 4,
    or one edited to a currency this build lacks: the game's own ladder's, 1)."""
    code = record.get("currency")
    return table()[code].unit if isinstance(code, str) and code in table() else 1
