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
from typing import Any, Final, Literal, NotRequired, TypedDict, Unpack

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

# Each event's fields as a TypedDict: the contract's required ones plain, this engine's
# additions NotRequired; a builder's `**extra` takes only its event's declared additions, so
# mypy names a misspelt or unknown field where a game builds the event. At run time they are
# the plain dicts they always were (JSON as they stand).
Position = list[int]                 # [row, col], row 0 at the top
Cells = list[list[str | None]]       # rows, top first; None: an empty cell (a grid that empties)


class Trigger(TypedDict):
    symbol: str | None      # None: empty cells (a grid that empties)
    count: int


class RoundStartEvent(TypedDict):
    type: Literal["round_start"]
    game: str
    seed: int | str
    bet: int
    mode: str
    cost: int
    config_version: int
    server_seed_hash: str
    client_seed: str
    nonce: int


class RoundEndEvent(TypedDict):
    type: Literal["round_end"]
    total_win: int
    capped: bool
    server_seed: str


class GridExtra(TypedDict, total=False):
    trigger: Trigger                 # written by the round driver on a landed screen
    symbol: str                      # what a feature turned, into `to`, at `positions`
    to: str
    positions: list[Position]
    symbols: list[str]
    size: int                        # a supersized block: its side, its top-left corners
    corners: list[Position]


class GridEvent(GridExtra):
    type: Literal["grid"]
    reason: str
    cells: Cells


class WinExtra(TypedDict, total=False):
    multiplier: int                  # the multiplier in force, where one is


class WinEvent(WinExtra):
    type: Literal["win"]
    symbol: str
    positions: list[Position]
    count: int
    pay: str
    amount: int
    total: int


class ExplodeExtra(TypedDict, total=False):
    reason: str
    wilds: list[Position]            # Wilds a run leaves behind
    symbols: list[str]


class ExplodeEvent(ExplodeExtra):
    type: Literal["explode"]
    positions: list[Position]


class MultiplierExtra(TypedDict, total=False):
    amount: int                      # what the sequence is worth after it (baubles)
    added: int
    positions: list[Position]
    values: list[int]
    level: int
    reset: bool


class MultiplierEvent(MultiplierExtra):
    type: Literal["multiplier"]
    value: int | float | str         # as the contract allows; the games' are whole numbers
    source: str
    total: NotRequired[int]          # where the multiplier added money


class FeatureExtra(TypedDict, total=False):
    within: str                      # a stage of another feature, counted once
    spins: int
    win: int
    princess: str
    order: list[str]
    cleared: bool
    levels: int
    bought: bool
    level: int
    multiplier: int
    target: int | None
    collected: int
    reached: bool
    mark: str


class FeatureEvent(FeatureExtra):
    type: Literal["feature"]
    name: str
    phase: str                       # START or END


class SpinEvent(TypedDict):
    type: Literal["spin"]
    index: int
    of: int


class ChoiceEvent(TypedDict):
    type: Literal["choice"]
    options: list[str]
    default: str
    chosen: NotRequired[str]         # filled in by the round driver


class ChoiceRequestEvent(TypedDict):
    type: Literal["choice_request"]
    options: list[str]
    default: str


class MeterEvent(TypedDict):
    type: Literal["meter"]
    name: str
    value: int
    target: int | None


class PrincessEvent(TypedDict):
    type: Literal["princess"]
    active: str


class FreeSpinsAddedEvent(TypedDict):
    type: Literal["free_spins_added"]
    added: int
    of: int


class MarksEvent(TypedDict):
    type: Literal["marks"]
    marks: dict[str, Any]


class MarkWonEvent(TypedDict):
    type: Literal["mark_won"]
    colour: str
    position: Position


Event = (RoundStartEvent | RoundEndEvent | GridEvent | WinEvent | ExplodeEvent
         | MultiplierEvent | FeatureEvent | SpinEvent | ChoiceEvent | ChoiceRequestEvent
         | MeterEvent | PrincessEvent | FreeSpinsAddedEvent | MarksEvent | MarkWonEvent)


def round_start(game, rng, bet: int, mode: str, cost: int) -> RoundStartEvent:
    hashed = rng.server_seed_hash          # looked up once: 2.5% of a compiled round twice
    return {"type": ROUND_START, "game": game.id,
            "seed": rng.seed if rng.seed is not None else hashed,
            "bet": bet, "mode": mode, "cost": cost, "config_version": game.version,
            "server_seed_hash": hashed, "client_seed": rng.client_seed,
            "nonce": rng.nonce}


def round_end(total_win: int, capped: bool, server_seed: str) -> RoundEndEvent:
    return {"type": ROUND_END, "total_win": total_win, "capped": capped,
            "server_seed": server_seed}


def grid(cells, reason: str, **extra: Unpack[GridExtra]) -> GridEvent:
    return {"type": GRID, "reason": reason, "cells": copy(cells), **extra}


def win(symbol: str, positions, pay_text: str, amount: int, tally,
        **extra: Unpack[WinExtra]) -> WinEvent:
    """`amount` as the tally took it (the cap may have cut it); `total` is the tally's now."""
    return {"type": WIN, "symbol": symbol, "positions": positions, "count": len(positions),
            "pay": pay_text, "amount": amount, "total": tally.total, **extra}


def trigger(symbol: str | None, count: int) -> Trigger:
    """What starts a feature on a screen: `count` of `symbol` on it (None: empty cells)."""
    return {"symbol": symbol, "count": count}


def explode(positions, **extra: Unpack[ExplodeExtra]) -> ExplodeEvent:
    return {"type": EXPLODE, "positions": positions, **extra}


def multiplier(value: int | float | str, source: str, tally=None,
               **extra: Unpack[MultiplierExtra]) -> MultiplierEvent:
    """A multiplier shown; one that adds money (`added`) carries the tally's total."""
    event: MultiplierEvent = {"type": MULTIPLIER, "value": value, "source": source, **extra}
    if tally is not None:
        event["total"] = tally.total
    return event


def feature(name: str, phase: str, **extra: Unpack[FeatureExtra]) -> FeatureEvent:
    return {"type": FEATURE, "name": name, "phase": phase, **extra}


def started(event, name=None) -> bool:
    """Whether `event` is a feature's start (the feature `name`, when given)."""
    return event["type"] == FEATURE and event["phase"] == START and \
        (name is None or event["name"] == name)


def spin(index: int, of: int) -> SpinEvent:
    return {"type": SPIN, "index": index, "of": of}


def choice(options, default: str) -> ChoiceEvent:
    """The game asks; the round driver fills in `chosen` before the game reads it."""
    return {"type": CHOICE, "options": list(options), "default": default}


def choice_request(options, default: str) -> ChoiceRequestEvent:
    return {"type": CHOICE_REQUEST, "options": options, "default": default}


def meter(name: str, value: int, target: int | None) -> MeterEvent:
    return {"type": METER, "name": name, "value": value, "target": target}


def princess(active: str) -> PrincessEvent:
    return {"type": PRINCESS, "active": active}


def free_spins_added(added: int, of: int) -> FreeSpinsAddedEvent:
    return {"type": FREE_SPINS_ADDED, "added": added, "of": of}


def marks(placed: dict) -> MarksEvent:
    return {"type": MARKS, "marks": placed}


def mark_won(colour: str, position) -> MarkWonEvent:
    return {"type": MARK_WON, "colour": colour, "position": position}


def union(groups: list[tuple[str, list[list[int]]]]) -> list[list[int]]:
    """Every cell of several wins, once each, in reading order. Every evaluator gives a
    group's positions in reading order already (tests/engine/test_hot_path.py), so one group
    is copied, not sorted: sorting [r, c] lists was 5% of a compiled round (issue 40). Several
    are merged as one int per cell, r << 16 | c (a grid is far narrower than 65,536 columns),
    which sort as (r, c) does, with no tuple made per cell."""
    if len(groups) == 1:
        return [cell[:] for cell in groups[0][1]]
    cells = sorted({cell[0] << 16 | cell[1] for _, positions in groups for cell in positions})
    return [[i >> 16, i & 0xFFFF] for i in cells]
