"""One event vocabulary: engine/events.py builds every event and names every type; no other
module of the engine or the client builds an event dict by hand or compares a type with a bare
string. And the engine carries the round's running total, so a client never adds wins."""
import ast
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
    seen = {}
    for seed in range(1, 4):
        for event in run(game, game.bets.default, FairRng.from_seed(seed), "buy"):
            if event["type"] == ev.GRID:
                seen.setdefault(event["reason"], set()).add(
                    tuple(sorted(event["trigger"].items())) if "trigger" in event else None)
    assert seen["spin"] == {(("count", values["trigger_count"]), ("symbol", "scatter"))}
    assert seen["free_spin"] == {(("count", values["retrigger_count"]), ("symbol", "scatter"))}
    assert seen["tumble"] == {None}
    for game_id in ("santas-wonderland", "midnight-princess"):
        other = load_game(game_id)
        events = run(other, other.bets.default, FairRng.from_seed(1))
        assert not [e for e in events if "trigger" in e]


def test_the_trigger_counts_are_read_once_per_game_not_every_round(monkeypatch):
    """help_values reads the committed PAR sheet: read each round, it made every simulation
    four times slower (found as a Santa's Wonderland PAR run slowed from 73 s to 7 min a
    million rounds). Rounds after the first must not read it again."""
    game = load_game.__wrapped__("sweet-bonanza-xmas")    # a fresh game, not the cached one
    calls = []
    real = type(game).help_values
    monkeypatch.setattr(type(game), "help_values", lambda self: calls.append(1) or real(self))
    first = run(game, game.bets.default, FairRng.from_seed(1))
    for seed in range(2, 12):
        run(game, game.bets.default, FairRng.from_seed(seed))
    assert len(calls) == 1
    assert any("trigger" in e for e in first)
