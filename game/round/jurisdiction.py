"""The market's rules of play (issue 58): which of the client's controls a jurisdiction allows,
what it must always show, and how long a round must last, as the flags Stake Engine's RGS hands
its games in its `jurisdiction` object, with those names.

The one who ships the program chooses, never the player: a named profile shipped here
(game/round/jurisdictions/<name>.yaml, each flag beside the rule it follows) baked into the
standalone program (`build/make.py --jurisdiction NAME|FILE` writes it as BAKED), a file of the
same shape beside the data folder (`jurisdiction.yaml`), or `--jurisdiction NAME|FILE` for
trying one; the last of these given rules. A file that names an unknown flag or gives a bad
value is refused in one line naming the file, the field and the value, and nothing is played.

The math never changes under a profile: only what the window offers and shows does.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from game.words import currency

PROFILES = Path(__file__).with_name("jurisdictions")
BESIDE = "jurisdiction.yaml"        # beside the data folder: the shipper's file
BAKED = PROFILES / "baked.yaml"     # a build's own (build/make.py --jurisdiction); none in source

# the RGS's flags, their kinds, and their values where a profile leaves them out (the client as
# it is everywhere else: every control, nothing forced on screen, no least round time)
FLAGS: dict[str, type] = {
    "socialCasino": bool, "disabledFullscreen": bool, "disabledTurbo": bool,
    "disabledSuperTurbo": bool, "disabledAutoplay": bool, "disabledSlamstop": bool,
    "disabledSpacebar": bool, "disabledBuyFeature": bool, "displayNetPosition": bool,
    "displayRTP": bool, "displaySessionTimer": bool, "minimumRoundDuration": int,
}
# this client's own, where a market's rule asks more than the RGS's flags say: the highest total
# bet (minor units of the session's currency; 0: no limit), the extra bet (an ante), and any
# celebration (sound, heartbeat, big-win count-up) of a round's win that does not exceed its cost
OWN: dict[str, type] = {"maximumTotalBet": int, "disabledExtraBet": bool,
                        "disabledCelebrationUpToStake": bool}
# the speeds each flag takes away: the RGS's turbo is this client's QUICK, its super turbo TURBO
SPEEDS_TAKEN = {"disabledTurbo": "quick", "disabledSuperTurbo": "turbo"}


class JurisdictionError(ValueError):
    """A profile that cannot be used, said in one line: the file, the field, the value."""


@dataclass(frozen=True)
class Jurisdiction:
    name: str
    flags: Mapping[str, Any] = field(default_factory=dict)   # every flag, filled
    why: Mapping[str, str] = field(default_factory=dict)     # flag -> the rule it follows
    # the currencies its players may choose (`currency:`, game/words/currency.py), the first
    # where they chose none of them; (): every one
    currencies: tuple[str, ...] = ()

    def __getitem__(self, flag: str) -> Any:
        return self.flags[flag]

    def speeds(self, order: tuple[str, ...]) -> tuple[str, ...]:
        """The speeds of `order` this market allows (NORMAL always)."""
        taken = {speed for flag, speed in SPEEDS_TAKEN.items() if self.flags[flag]}
        return tuple(speed for speed in order if speed not in taken)

    @property
    def minimum_round(self) -> float:
        """Seconds from the press that starts a round until the next can start."""
        return self.flags["minimumRoundDuration"] / 1000

    def allows_bet(self, total: int) -> bool:
        cap = self.flags["maximumTotalBet"]
        return not cap or total <= cap


def _filled(flags: Mapping[str, Any]) -> dict[str, Any]:
    kinds = {**FLAGS, **OWN}
    return {name: flags.get(name, kind()) for name, kind in kinds.items()}


DEFAULT = Jurisdiction("default", _filled({}))


def read(path: Path, name: str | None = None) -> Jurisdiction:
    """The profile in `path` (YAML: `flags:` each flag's value, `why:` the rule each follows)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as err:
        raise JurisdictionError(f"{path}: cannot be read ({err.strerror or err})") from None
    except yaml.YAMLError as err:
        raise JurisdictionError(f"{path}: not YAML ({' '.join(str(err).split())})") from None
    if not isinstance(data, dict) or not isinstance(data.get("flags", {}), dict):
        raise JurisdictionError(f"{path}: flags: must be a mapping of flag to value")
    flags: dict[str, Any] = data.get("flags") or {}
    kinds = {**FLAGS, **OWN}
    for flag, value in flags.items():
        if flag not in kinds:
            raise JurisdictionError(f"{path}: flags.{flag}: not a flag (the flags: "
                                    f"{', '.join(kinds)}) (got {value!r})")
        kind = kinds[flag]
        if kind is bool and not isinstance(value, bool):
            raise JurisdictionError(f"{path}: flags.{flag}: must be true or false "
                                    f"(got {value!r})")
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)
                            or value < 0):
            raise JurisdictionError(f"{path}: flags.{flag}: must be a whole number, 0 or "
                                    f"more (got {value!r})")
    why = data.get("why") or {}
    if not isinstance(why, dict):
        raise JurisdictionError(f"{path}: why: must be a mapping of flag to its rule")
    try:
        currencies = currency.listed(path, data.get("currency"))
    except currency.CurrencyError as err:
        raise JurisdictionError(str(err)) from None
    return Jurisdiction(name or str(data.get("name") or path.stem), _filled(flags),
                        {str(k): str(v) for k, v in why.items()}, currencies)


def named() -> list[str]:
    """The profiles shipped with the program."""
    return sorted(path.stem for path in PROFILES.glob("*.yaml") if path != BAKED)


def load(choice: str | None, data_dir: Path | None = None,
         baked: Path = BAKED) -> Jurisdiction:
    """`choice` (a profile's name or a file), else the file beside the data folder, else the
    profile baked into this build, else the default profile."""
    if choice:
        shipped = PROFILES / f"{choice}.yaml"
        if shipped.is_file():
            return read(shipped, choice)
        path = Path(choice)
        if not path.is_file():
            raise JurisdictionError(f"--jurisdiction {choice!r}: neither a profile (choose "
                                    f"from {', '.join(named())}) nor a file")
        return read(path)
    if data_dir is not None:
        beside = Path(data_dir).parent / BESIDE
        if beside.is_file():
            return read(beside)
    if baked.is_file():
        return read(baked)
    return read(PROFILES / "default.yaml", "default")
