"""One round as a stream of events: the driver every game shares.

The driver checks the bet, opens with round_start, runs the game's own generator, resolves player
choices, stops the round the moment the cap is reached, and closes with round_end. A game's
generator only builds the events between; it adds every win to the Tally it is given.

Choices: the game yields ev.choice(options, default) and reads the event's `chosen` when it
resumes (so games need no generator.send). The driver fills that in from, in order, the preset
`choices` list (replays), the caller's answer to an ev.choice_request when `interactive` (the
client sends it with generator.send), or the game's stated default policy.

A screen its feature can trigger from carries `trigger` ({"symbol", "count"}: how many of
the symbol on it start the feature; symbol None counts empty cells, a cleared grid's trigger),
written here for every game alike (Game.trigger_counts, Game.trigger_symbol).
"""
from collections.abc import Generator
from typing import Any

from engine import events as ev
from engine.errors import BetError
from engine.money import Tally


def check_bet(game, bet, mode) -> int:
    """The round's cost in minor units; BetError with a clear sentence when not allowed."""
    known = game._cost_of.get((bet, mode)) if type(bet) is int else None  # True is not 1
    if known is not None:
        return known
    if mode not in game.modes:
        raise BetError(f"{game.id}: mode {mode!r} is not offered (choose from "
                       f"{', '.join(game.modes)})")
    if isinstance(bet, bool) or not isinstance(bet, int) or bet not in game.bets:
        raise BetError(f"{game.id}: bet {bet!r} is not on the bet ladder "
                       f"({game.bets.low} to {game.bets.high} minor units)")
    cost = bet * game.modes[mode]
    if cost.denominator != 1:
        raise BetError(f"{game.id}: mode {mode!r} at bet {bet} would cost a fraction of a cent")
    return int(cost)


def check_choices(game, choices) -> list:
    """The player's preset choices; BetError naming the first the game does not offer."""
    preset = list(choices)
    if preset:
        offered = {c for options in game.choice_sets() for c in options}
        wrong = [c for c in preset if c not in offered]
        if wrong:
            raise BetError(f"{game.id}: {wrong[0]!r} is not a choice this game offers"
                           + (f" (choose from {', '.join(sorted(offered))})" if offered else
                              " (it offers none)"))
    return preset


def play_round(game, bet: int, rng, mode: str = "base", choices=(),
               interactive=False) -> Generator[ev.Event, Any, None]:
    """Generate the events of one round (see the module docstring for choices)."""
    cost = check_bet(game, bet, mode)
    preset = check_choices(game, choices)
    tally = Tally(game.cap_multiple * bet)
    yield ev.round_start(game, rng, bet, mode, cost)
    body = game.play(bet, rng, mode, tally)
    triggers, symbol = game.trigger_counts(), game.trigger_symbol
    for event in body:
        kind: str = event["type"]   # (typed: compared as a string, compiled)
        if kind == ev.GRID:
            if triggers and event["reason"] in triggers:
                event["trigger"] = ev.trigger(symbol, triggers[event["reason"]])
        elif kind == ev.CHOICE:
            yield from _resolve(event, preset, interactive)
        yield event
        if tally.capped:
            body.close()
            break
    yield ev.round_end(tally.total, tally.capped, rng.server_seed)


def _resolve(event, preset, interactive):
    options = event["options"]
    chosen = None
    if preset:
        chosen = preset.pop(0)
        if chosen not in options:
            raise BetError(f"choice {chosen!r} is not one of {options}")
    elif interactive:
        chosen = yield ev.choice_request(options, event["default"])
        if chosen is not None and chosen not in options:
            raise BetError(f"choice {chosen!r} is not one of {options}")
    event["chosen"] = chosen if chosen is not None else event["default"]


def run(game, bet, rng, mode="base", choices=()) -> list:
    """All events of a round as a list (tests, replays, the simulator)."""
    return list(play_round(game, bet, rng, mode, choices))
