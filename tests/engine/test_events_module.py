"""One event vocabulary: engine/events.py builds every event and names every type; no other
module of the engine or the client builds an event dict by hand or compares a type with a bare
string. And the engine carries the round's running total, so a client never adds wins."""
import ast
import types
import typing
from pathlib import Path

import pytest

from engine import events as ev
from engine.games import available_games, load_game
from engine.money import Tally
from engine.rng import FairRng
from engine.round import run

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [p for folder in ("engine", "game") for p in (ROOT / folder).rglob("*.py")
           if p != ROOT / "engine" / "events.py"]
TYPES = {v for k, v in vars(ev).items() if k.isupper() and k not in ("START", "END")}


def _is_type_subscript(node) -> bool:
    return isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) \
        and node.slice.value == "type"


def offences(path: Path, root: Path = ROOT) -> list:
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Dict) and any(
                isinstance(k, ast.Constant) and k.value == "type" for k in node.keys):
            found.append(f"{path.relative_to(root)}:{node.lineno}: an event dict built by hand")
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(_is_type_subscript(s) for s in sides) and any(
                    isinstance(s, ast.Constant) and isinstance(s.value, str) for s in sides):
                found.append(f"{path.relative_to(root)}:{node.lineno}: a type compared with "
                             "a bare string")
    return found


@pytest.mark.slow
def test_no_module_builds_an_event_or_compares_a_type_by_hand():
    assert SOURCES and [o for p in SOURCES for o in offences(p)] == []


def test_the_checker_finds_what_it_looks_for(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('e = {"type": "win"}\nif e["type"] == "win":\n    pass\n')
    assert len(offences(bad, tmp_path)) == 2


def test_every_type_the_games_yield_is_named_in_the_vocabulary():
    seen = set()
    for game_id in available_games():
        game = load_game(game_id)
        for nonce in range(60):
            for mode in game.modes:
                seen |= {e["type"] for e in run(game, game.bets.default,
                                                FairRng("vocab", "c", nonce), mode)}
    assert seen <= TYPES, seen - TYPES


def test_wins_and_multipliers_carry_the_running_total():
    for game_id in available_games():
        game = load_game(game_id)
        for nonce in range(40):
            mode = "buy" if "buy" in game.modes else "base"
            events = run(game, game.bets.default, FairRng("total", "c", nonce), mode)
            running = 0
            for e in events:
                if e["type"] == ev.WIN:
                    running += e["amount"]
                    assert e["total"] == running, (game_id, nonce, e)
                elif e["type"] == ev.MULTIPLIER and "added" in e:
                    running += e["added"]
                    assert e["total"] == running, (game_id, nonce, e)
            assert events[-1]["total_win"] == running


def _kinds(hint) -> tuple:
    """The run-time classes a field's type hint allows (one level deep)."""
    origin = typing.get_origin(hint)
    if origin is typing.Literal:
        return tuple({type(a) for a in typing.get_args(hint)})
    if origin in (types.UnionType, typing.Union):
        return tuple(k for a in typing.get_args(hint) for k in _kinds(a))
    if typing.is_typeddict(hint):
        return (dict,)
    return (origin or hint,)


SHAPES = {typing.get_args(typing.get_type_hints(td)["type"])[0]: td
          for td in typing.get_args(ev.Event)}


def misfits(event) -> list:
    """How `event` differs from its TypedDict in engine/events.py: a field missing, one not
    declared, or a value of another kind."""
    shape = SHAPES.get(event["type"])
    if shape is None:
        return [f"{event['type']}: no TypedDict"]
    hints = typing.get_type_hints(shape)
    found = [f"{event['type']} lacks {k}" for k in shape.__required_keys__ - event.keys()]
    found += [f"{event['type']}.{k} is not declared" for k in event.keys() - hints.keys()]
    found += [f"{event['type']}.{k} is a {type(v).__name__}, not {hints[k]}"
              for k, v in event.items() if k in hints and not isinstance(v, _kinds(hints[k]))]
    return found


def test_every_event_the_games_yield_fits_its_typed_dict():
    """The types mypy checks the builders against are the events' real shapes: every field a
    game writes is declared (with its kind), every required one is there; so an addition to
    the stream is also an addition to engine/events.py."""
    assert set(SHAPES) == TYPES
    problems, seen = set(), set()
    for game_id in available_games():
        game = load_game(game_id)
        for mode in game.modes:
            for choices in game.choice_sets():
                for nonce in range(30):
                    for e in run(game, game.bets.default, FairRng("shape", "c", nonce), mode,
                                 choices):
                        seen.add(e["type"])
                        problems.update(misfits(e))
    assert problems == set()
    assert seen >= {ev.ROUND_START, ev.GRID, ev.WIN, ev.EXPLODE, ev.MULTIPLIER, ev.FEATURE,
                    ev.SPIN, ev.ROUND_END}
    asked = ev.choice(["a", "b"], "a")            # rare in play: asked once the meter is full
    asked["chosen"] = "b"
    assert misfits(asked) == misfits(ev.choice_request(["a", "b"], "a")) == []
    # and the check sees what it looks for
    assert misfits({"type": ev.GRID, "reason": "spin", "cells": [], "colour": "red"}) == \
        ["grid.colour is not declared"]
    assert misfits({"type": ev.SPIN, "index": "1"}) == \
        ["spin lacks of", "spin.index is a str, not <class 'int'>"]


def test_the_constructors_make_what_the_contract_reads():
    tally = Tally(10_000)
    tally.add(250)
    e = ev.win("heart", [[0, 0]], "1.25", 250, tally)
    assert e == {"type": "win", "symbol": "heart", "positions": [[0, 0]], "count": 1,
                 "pay": "1.25", "amount": 250, "total": 250}
    assert ev.started(ev.feature("free_spins", ev.START), "free_spins")
    assert not ev.started(ev.feature("free_spins", ev.END))


def test_a_landed_screen_says_how_many_scatters_start_its_feature():
    """The client tells "one short" from the events: every landed grid a Scatter count can
    trigger from says how many (the base game's trigger, free spins' retrigger), none other."""
    game = load_game("sweet-bonanza-xmas")
    values = game.help_values()
    scatter = game.config["scatter"]          # the YAML's rule, which the help pages quote
    assert game.trigger_counts() == {"spin": scatter["trigger_count"],
                                     "free_spin": scatter["retrigger_count"]}
    assert (values["trigger_count"], values["retrigger_count"]) == \
        (scatter["trigger_count"], scatter["retrigger_count"])
    seen = {}
    for seed in range(1, 4):
        for event in run(game, game.bets.default, FairRng.from_seed(seed), "buy"):
            if event["type"] == ev.GRID:
                seen.setdefault(event["reason"], set()).add(
                    tuple(sorted(event["trigger"].items())) if "trigger" in event else None)
    assert seen["spin"] == {(("count", values["trigger_count"]), ("symbol", "scatter"))}
    assert seen["free_spin"] == {(("count", values["retrigger_count"]), ("symbol", "scatter"))}
    assert seen["tumble"] == {None}
    other = load_game("santas-wonderland")                # a meter starts its feature
    events = run(other, other.bets.default, FairRng.from_seed(1))
    assert not [e for e in events if "trigger" in e]


def test_a_grid_that_empties_says_a_cleared_grid_starts_its_feature():
    """Midnight Princess's trigger is a cleared grid (issue 37, 6): every grid that empties
    cells says so as a count of empty cells (symbol None), so a client tells one short of it as
    it does for Scatters; full screens say nothing, and a grid that reaches the count is the
    one the choice of free spins follows."""
    game = load_game("midnight-princess")
    full = game.rows * game.cols
    seen, cleared = {}, 0
    for seed in range(1, 1400):
        events = run(game, game.bets.default, FairRng.from_seed(seed))
        for i, event in enumerate(events):
            if event["type"] != ev.GRID:
                continue
            seen.setdefault(event["reason"], set()).add(
                tuple(sorted(event["trigger"].items())) if "trigger" in event else None)
            empty = sum(row.count(None) for row in event["cells"])
            if empty == full and not any(e["type"] == ev.SPIN for e in events[:i]):
                cleared += 1
                assert event["trigger"] == {"symbol": None, "count": full}
                assert any(e["type"] == ev.CHOICE for e in events[i:])
        if cleared:
            break
    assert cleared
    assert seen["drop"] == {(("count", full), ("symbol", None))}
    assert seen["spin"] == {None}


@pytest.mark.parametrize("game_id", available_games())
def test_a_round_reads_neither_the_help_values_nor_the_par_sheet(game_id, monkeypatch):
    """The trigger counts are rules the game holds (its YAML), not figures of its help pages:
    the help values read the committed PAR sheet, and reading them each round made every
    simulation four times slower (a Santa's Wonderland PAR piece of a million rounds went
    from 73 s to 7 min). No round of any mode or choice reads either, and the help values read
    no sheet now (the client words the top prize's odds from it itself, issue 57, 8): a spy on
    the sheet's reader sees none (no class is patched: tests/test_no_patched_classes.py)."""
    from engine import parsheet
    calls = []
    read = parsheet.read
    monkeypatch.setattr(parsheet, "read", lambda *key: calls.append("sheet") or read(*key))
    game = load_game(game_id)
    for mode in game.modes:
        for choices in game.choice_sets():
            for seed in range(1, 4):
                run(game, game.bets.default, FairRng.from_seed(seed), mode, choices)
    game.help_values()                   # figures of its config alone: no words, no odds
    assert calls == []
    parsheet.committed(game)             # the spy sees a read where there is one
    assert calls == ["sheet"]
