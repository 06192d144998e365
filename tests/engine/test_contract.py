"""The project's own event-contract checker: good streams pass, each kind of break is named."""
import copy

import pytest

from engine.contract import check
from engine.games import available_games, load_game
from engine.rng import FairRng
from engine.round import run


@pytest.fixture(scope="module")
def streams():
    out = []
    for game_id in available_games():
        game = load_game(game_id)
        for mode in game.modes:
            for seed in range(40 if mode != "buy" else 3):
                out.append(run(game, game.bets.default, FairRng.from_seed(seed), mode))
    return out


def test_every_game_and_mode_obeys_the_contract(streams):
    for events in streams:
        assert check(events, events[0]["game"]) == []


def broken(streams, change):
    events = copy.deepcopy(next(s for s in streams if any(e["type"] == "win" for e in s)))
    change(events)
    return " | ".join(check(events))


def first(events, kind):
    return next(e for e in events if e["type"] == kind)


@pytest.mark.parametrize("change,says", [
    (lambda ev: ev.pop(0), "the first event must be round_start"),
    (lambda ev: ev.pop(), "the last event must be round_end"),
    (lambda ev: first(ev, "win").pop("pay"), "win lacks 'pay'"),
    (lambda ev: first(ev, "win").__setitem__("amount", 1.5), "win.amount has the wrong type"),
    (lambda ev: first(ev, "win").__setitem__("positions", [[99, 0]]), "inside the grid"),
    (lambda ev: first(ev, "explode").__setitem__("positions", []), "every cell of the wins"),
    (lambda ev: first(ev, "round_end").__setitem__("total_win", 10**9),
     "is not the"),
    (lambda ev: first(ev, "grid")["cells"].append(["x"]), "rows of one length"),
    (lambda ev: ev.insert(ev.index(first(ev, "explode")) + 1, {"type": "feature",
                                                                "name": "x", "phase": "start"}),
     "an explode must be followed by a grid"),
])
def test_each_break_is_named(streams, change, says):
    assert says in broken(streams, change)
