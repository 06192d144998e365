"""The event contract (shared/spec/events.md) checked inside the project, plus what this engine
promises beyond it.

Other tools read the event stream, so its shape and order are a contract: `check(events, where)`
returns one line per problem (an empty list for a good stream). It holds the spec's rules (the
required fields and their types, round_start first and round_end last, every win and explode
inside the latest grid, an explode holding every cell of the wins before it and followed by a
grid) and the engine's own: the round's total is exactly the sum of what its wins and
multipliers added, free spins count up one by one, a choice's answer is one of its options.
The tests run it on every stream they check, so they need nothing outside the checkout.

A win of the game's trigger symbol (a scatter: it pays where it lands and stays on the screen)
is the one win its explode need not hold. Which symbol that is, the game declares (its kind in
game.yaml: Game.roles): `check` is told it, or reads it from the game round_start names (at
the config version it names), or, for a game this build has not, from the stream, whose grids
the round driver marks with it (`trigger`: {"symbol", "count"}) where it can start the feature.
The spec's own checker spells the trigger `scatter` (its convention); `spec_words` hands it a
stream of another game in those words.
"""
import json
from decimal import Decimal, InvalidOperation

from engine.errors import EngineError
from engine.games import load_game

REQUIRED: dict[str, dict[str, type | tuple[type, ...]]] = {
    "round_start": {"game": str, "seed": (int, str), "bet": int, "mode": str},
    "grid": {"cells": list, "reason": str},
    "win": {"symbol": str, "positions": list, "count": int, "pay": str, "amount": int},
    "explode": {"positions": list},
    "multiplier": {"value": (int, float, str), "source": str},
    "feature": {"name": str, "phase": str},
    "round_end": {"total_win": int, "capped": bool},
    "spin": {"index": int, "of": int},
    "choice": {"options": list},
}


def _fields(i, e, t, bad):
    for field, kind in REQUIRED.get(t, {}).items():
        if field not in e:
            bad(i, f"{t} lacks {field!r}")
        elif isinstance(e[field], bool) and kind is not bool:
            bad(i, f"{t}.{field} must not be true or false")
        elif not isinstance(e[field], kind):
            bad(i, f"{t}.{field} has the wrong type: {e[field]!r}")


def _inside(positions, shape) -> bool:
    return isinstance(positions, list) and all(
        isinstance(p, list) and len(p) == 2 and all(type(v) is int for v in p)
        and 0 <= p[0] < shape[0] and 0 <= p[1] < shape[1] for p in positions)


def declared_trigger(events) -> str | None:
    """The trigger symbol the stream's game declares (its round_start's `game` and
    `config_version`), or None for a game this build has not or one with no trigger symbol."""
    start = events[0] if events and isinstance(events[0], dict) else {}
    game_id, version = start.get("game"), start.get("config_version")
    if not isinstance(game_id, str) or not isinstance(version, int | None):
        return None
    try:
        return load_game(game_id, version=version).roles.symbol("trigger")
    except EngineError:
        return None


def spec_words(events, trigger: str | None = None) -> list:
    """The stream as shared/spec/events.md spells it (its Scatter is `scatter`): the game's
    trigger symbol (told, else `declared_trigger`) renamed, for a checker that knows only the
    spec's ids. The same stream where the trigger is already so named or there is none."""
    trigger = trigger or declared_trigger(events)
    if trigger is None or trigger == "scatter":
        return events
    return json.loads(json.dumps(events).replace(json.dumps(trigger), '"scatter"'))


def check(events, where="stream", trigger: str | None = None) -> list:
    """One line per problem of the stream; `trigger` the game's trigger symbol (else the one
    its game declares, else the one its grids name)."""
    problems = []
    trigger = trigger or declared_trigger(events)

    def bad(i, message):
        problems.append(f"{where}: event {i}: {message}")

    if not events:
        return [f"{where}: an empty stream"]
    if events[0].get("type") != "round_start":
        bad(0, "the first event must be round_start")
    if events[-1].get("type") != "round_end":
        bad(len(events) - 1, "the last event must be round_end")
    wins: list = []
    shape, explode_pending, added, spin = None, False, 0, 0
    for i, e in enumerate(events):
        t = e.get("type")
        if not isinstance(t, str):
            bad(i, "an event needs a string 'type'")
            continue
        _fields(i, e, t, bad)
        if t in ("round_start", "round_end") and 0 < i < len(events) - 1:
            bad(i, f"{t} in the middle of the stream")
        if explode_pending and t != "grid":
            bad(i, f"an explode must be followed by a grid, not {t}")
        explode_pending = False
        if t == "grid":
            cells = e.get("cells")
            rows_ok = isinstance(cells, list) and cells and all(isinstance(r, list) for r in cells)
            if not rows_ok or len({len(r) for r in cells}) != 1:
                bad(i, "cells must be a non-empty list of rows of one length")
                continue
            if any(c is not None and not isinstance(c, str) for r in cells for c in r):
                bad(i, "a cell is a symbol id or null")
            if shape and shape != (len(cells), len(cells[0])):
                bad(i, f"the grid changed shape from {shape}")
            shape, wins = (len(cells), len(cells[0])), []
            named = e.get("trigger")
            if isinstance(named, dict) and isinstance(named.get("symbol"), str):
                if trigger is None:
                    trigger = named["symbol"]
                elif named["symbol"] != trigger:
                    bad(i, f"grid.trigger names {named['symbol']!r}, not the game's trigger "
                           f"{trigger!r}")
        elif t in ("win", "explode"):
            positions = e.get("positions")
            if shape is None:
                bad(i, f"{t} before any grid")
                continue
            if not _inside(positions, shape):
                bad(i, f"{t}.positions must be [row, col] pairs inside the grid")
                continue
            cells = {tuple(p) for p in positions}
            if len(cells) != len(positions):
                bad(i, f"{t}.positions names a cell twice")
            if t == "win":
                try:
                    if Decimal(e.get("pay", "x")) < 0:
                        bad(i, "win.pay is negative")
                except (InvalidOperation, TypeError):
                    bad(i, f"win.pay must be a decimal string, got {e.get('pay')!r}")
                if type(e.get("amount")) is int:
                    if e["amount"] < 0:
                        bad(i, "win.amount is negative")
                    added += e["amount"]
                scatter = trigger is not None and e.get("symbol") == trigger
                if not scatter and e.get("count") != len(positions) and positions:
                    bad(i, f"win.count {e.get('count')} but {len(positions)} positions")
                if not scatter:
                    wins.append(cells)
            else:
                if not set().union(*wins) <= cells:
                    bad(i, "an explode must hold every cell of the wins before it")
                wins, explode_pending = [], True
        elif t == "multiplier":
            extra = e.get("added", 0)
            if type(extra) is not int:
                bad(i, f"multiplier.added must be whole minor units, got {extra!r}")
            else:
                added += extra
        elif t == "feature" and e.get("phase") not in ("start", "end"):
            bad(i, "feature.phase is 'start' or 'end'")
        elif t == "spin":
            index = e.get("index")
            if index == 1:
                spin = 0
            if type(index) is int and (index != spin + 1 or index > e.get("of", index)):
                bad(i, f"spin {index} of {e.get('of')} after spin {spin}")
            spin = index if type(index) is int else spin
        elif t == "choice" and "chosen" in e and e["chosen"] not in e.get("options", []):
            bad(i, "choice.chosen is not one of its options")
        elif t == "round_start" and type(e.get("bet")) is int and e["bet"] <= 0:
            bad(i, "round_start.bet must be positive")
        elif t == "round_end" and type(e.get("total_win")) is int:
            if e["total_win"] < 0:
                bad(i, "round_end.total_win is negative")
            if e["total_win"] != added:
                bad(i, f"round_end.total_win {e['total_win']} is not the {added} that the "
                       "round's wins and multipliers added")
    return problems
