"""Every event a round yields: its type's name and its constructor, in one place.

The events are those of shared/spec/events.md, built as plain dicts (they are JSON as they
stand). Other modules build events only through these functions and compare types only with
these names (tests/engine/test_events_module.py checks both). Fields beyond the contract are
additions, never renames: `cost` on round_start, `added` on multiplier,
`server_seed_hash`/`server_seed` for provable fairness, and `total` (the round's win so far,
after this event) on win and multiplier, so a client shows the running total without adding
wins itself; `within` on a feature event that is a stage of another feature (Santa's
Wonderland's levels, within midnight_riches), so a tool that counts features counts that one
once; `trigger` on a landed grid ({"symbol": "scatter", "count": 4}: that many on this
screen start its feature), so a client tells "one short" from the events alone.
"""
from typing import Final

from engine.grid import copy

# the types of the contract
ROUND_START: Final = "round_start"
GRID: Final = "grid"
WIN: Final = "win"
EXPLODE: Final = "explode"
MULTIPLIER: Final = "multiplier"
FEATURE: Final = "feature"
SPIN: Final = "spin"
CHOICE: Final = "choice"
ROUND_END: Final = "round_end"
# this engine's additions
CHOICE_REQUEST: Final = "choice_request"    # the driver asks the caller (interactive rounds only)
METER: Final = "meter"                      # a progress meter: Midnight Riches, Trinity
PRINCESS: Final = "princess"                # the active character of a game that has one
FREE_SPINS_ADDED: Final = "free_spins_added"
MARKS: Final = "marks"                      # spin-feature marks land on the screen
MARK_WON: Final = "mark_won"                # and one is won

START: Final = "start"                      # a feature's phases
END: Final = "end"


def round_start(game, rng, bet: int, mode: str, cost: int) -> dict:
    hashed = rng.server_seed_hash          # looked up once: 2.5% of a compiled round twice
    return {"type": ROUND_START, "game": game.id,
            "seed": rng.seed if rng.seed is not None else hashed,
            "bet": bet, "mode": mode, "cost": cost, "config_version": game.version,
            "server_seed_hash": hashed, "client_seed": rng.client_seed,
            "nonce": rng.nonce}


def round_end(total_win: int, capped: bool, server_seed: str) -> dict:
    return {"type": ROUND_END, "total_win": total_win, "capped": capped,
            "server_seed": server_seed}


def grid(cells, reason: str, **extra) -> dict:
    return {"type": GRID, "reason": reason, "cells": copy(cells), **extra}


def win(symbol, positions, pay_text: str, amount: int, tally, **extra) -> dict:
    """`amount` as the tally took it (the cap may have cut it); `total` is the tally's now."""
    return {"type": WIN, "symbol": symbol, "positions": positions, "count": len(positions),
            "pay": pay_text, "amount": amount, "total": tally.total, **extra}


def trigger(symbol: str, count: int) -> dict:
    """What starts a feature on a landed screen: `count` of `symbol` on it."""
    return {"symbol": symbol, "count": count}


def explode(positions, **extra) -> dict:
    return {"type": EXPLODE, "positions": positions, **extra}


def multiplier(value, source: str, tally=None, **extra) -> dict:
    """A multiplier shown; one that adds money (`added`) carries the tally's total."""
    event = {"type": MULTIPLIER, "value": value, "source": source, **extra}
    if tally is not None:
        event["total"] = tally.total
    return event


def feature(name: str, phase: str, **extra) -> dict:
    return {"type": FEATURE, "name": name, "phase": phase, **extra}


def started(event, name=None) -> bool:
    """Whether `event` is a feature's start (the feature `name`, when given)."""
    return event["type"] == FEATURE and event["phase"] == START and \
        (name is None or event["name"] == name)


def spin(index: int, of: int) -> dict:
    return {"type": SPIN, "index": index, "of": of}


def choice(options, default) -> dict:
    """The game asks; the round driver fills in `chosen` before the game reads it."""
    return {"type": CHOICE, "options": list(options), "default": default}


def choice_request(options, default) -> dict:
    return {"type": CHOICE_REQUEST, "options": options, "default": default}


def meter(name: str, value: int, target) -> dict:
    return {"type": METER, "name": name, "value": value, "target": target}


def princess(active: str) -> dict:
    return {"type": PRINCESS, "active": active}


def free_spins_added(added: int, of: int) -> dict:
    return {"type": FREE_SPINS_ADDED, "added": added, "of": of}


def marks(placed: dict) -> dict:
    return {"type": MARKS, "marks": placed}


def mark_won(colour: str, position) -> dict:
    return {"type": MARK_WON, "colour": colour, "position": position}


def union(groups) -> list:
    """Every cell of several wins, once each, in reading order. Every evaluator gives a
    group's positions in reading order already (tests/engine/test_hot_path.py), so one group
    is copied, not sorted: sorting [r, c] lists was 5% of a compiled round (issue 40)."""
    if len(groups) == 1:
        return [[r, c] for r, c in groups[0][1]]
    cells = {(r, c) for _, positions in groups for r, c in positions}
    return [[r, c] for r, c in sorted(cells)]
