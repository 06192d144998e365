"""The committed PAR sheets as the running program reads them: the help pages, the lobby's odds,
the client's figures of how rare a prize or a win is. Figures only: the client words them
(game/round/odds.py), in the player's language.

Apart from engine/tools/par.py, which builds the sheets (simulations, replays, plots), so that
quoting a sheet imports none of that toolchain: standard library only, no game, no round. Each
sheet is read and parsed once per (game, config version); the help pages read it every frame they
are open, and a 33-57 KB JSON parsed each time cost 0.64 ms a frame.
"""
import json
import math
import re
from functools import cache
from pathlib import Path
from typing import NamedTuple

SHEETS = Path(__file__).parent / "sheets"        # the committed sheets: SHEETS/ID/par.json


@cache
def read(game_id: str, version: int) -> dict | None:
    """The committed sheet of a game's config version, or None where there is none for it (a
    sheet of another version would state another game's odds). One dict shared by every
    caller: read it, never change it."""
    try:
        found = json.loads((SHEETS / game_id / "par.json").read_text())
    except (OSError, ValueError):
        return None
    return found if found.get("config_version") == version else None


def committed(game) -> dict | None:
    """The committed sheet of the game's version (see `read`)."""
    return read(game.id, game.version)


def _best_cap(cap: dict) -> dict:
    """The sharpest estimate a sheet holds: over the values, from the feature alone,
    replayed, else plain."""
    for key in ("conditional", "alone", "replayed"):
        if cap.get(key) and cap[key]["rate"]:
            return cap[key]
    return cap["plain"]


def top_prize_odds(par: dict, mode: str = "base") -> float | None:
    """'1 in N rounds' for the cap in a mode, from a sheet: the sharpest estimate it holds,
    averaged over the mode's free-spin choices (a player's choice is not known before the
    round); None where the cap was never reached."""
    rates = [_best_cap(section["cap"])["rate"]
             for section in par["sections"] if section["mode"] == mode]
    mean = sum(rates) / len(rates) if rates else 0
    return 1 / mean if mean else None


def feature_odds(sheet: dict, mode: str, name: str) -> float | None:
    """'1 in N rounds' for a feature to start in a mode, averaged over its choices; None
    where the sheet never saw it start there."""
    rates = [s["report"]["features"].get(name, {}).get("rate", 0.0)
             for s in sheet["sections"] if s["mode"] == mode]
    mean = sum(rates) / len(rates) if rates else 0
    return 1 / mean if mean else None


class WinOdds(NamedTuple):
    """How rare a win is by a sheet: wins of `edge` x the bet or more come 1 in `one_in`
    rounds (None: not one in the sheet's `rounds`)."""
    edge: float
    one_in: float | None
    rounds: int


def bucket_floor(name: str, cap_multiple) -> float:
    """The lower edge, in x the bet, of a distribution bucket as simulate names it ("0",
    "<1x", "20-50x", "cap"); read from the name, so finer buckets read the same way."""
    if name == "cap":
        return float(cap_multiple)
    number = re.match(r"\d+(\.\d+)?", name.replace(",", ""))
    return float(number.group()) if number else 0.0


def win_odds(sheet: dict | None, mode: str, choices, win_over_bet,
             version: int | None = None) -> WinOdds | None:
    """P(a round pays at least the lower edge of the bucket holding `win_over_bet`), from
    the sheet's distribution in `mode`: the section of the round's `choices` where the sheet
    has one, else the mode's sections averaged (as for the top prize). None without a sheet,
    for a sheet of another config version than `version`, or for a mode it does not hold."""
    if not sheet or (version is not None and sheet.get("config_version") != version):
        return None
    sections = [s for s in sheet["sections"] if s["mode"] == mode]
    chosen = [s for s in sections if s.get("choices", []) == list(choices or [])]
    sections = chosen or sections
    if not sections:
        return None
    cap = sheet.get("cap_multiple", math.inf)
    edges = {bucket_floor(row["bucket"], cap) for s in sections
             for row in s["report"]["distribution"]}
    edge = max((e for e in edges if e <= win_over_bet), default=0.0)
    shares = [sum(row["share"] for row in s["report"]["distribution"]
                  if bucket_floor(row["bucket"], cap) >= edge) for s in sections]
    mean = sum(shares) / len(shares)
    return WinOdds(edge, 1 / mean if mean else None,
                   min(s["report"]["rounds"] for s in sections))
