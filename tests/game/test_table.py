"""Which steps each event becomes is said in one table (game/window/board/table.py STEPS), held to
the engine's event types both ways; the steps act on a Stage, never on the animator (issue 47,
1)."""
import ast
import typing
from pathlib import Path

from engine import events as ev
from engine.games import available_games
from game.window.board import table
from game.window.board.table import STEPS
from game.window.look import look_of

ROOT = Path(__file__).resolve().parents[2]


def engine_types() -> set:
    """Every event type the engine yields: the `type` of each TypedDict of its Event union."""
    return {typing.get_args(typing.get_type_hints(kind)["type"])[0]
            for kind in typing.get_args(ev.Event)}


def missing_and_unknown(steps: dict) -> tuple:
    """(engine types no factory takes and no game's look shows as a status, table keys that
    are no engine type)."""
    status = {kind for game_id in available_games() for kind in look_of(game_id).status}
    return engine_types() - set(steps) - status, set(steps) - engine_types()


def test_every_event_type_has_its_steps_and_every_step_an_event_type():
    assert len(engine_types()) == 15 and ev.GRID in engine_types()
    assert missing_and_unknown(STEPS) == (set(), set())


def test_an_event_type_with_no_step_fails():
    assert missing_and_unknown({k: v for k, v in STEPS.items() if k != ev.EXPLODE}) == \
        ({ev.EXPLODE}, set())


def test_a_step_for_no_event_type_fails():
    assert missing_and_unknown({**STEPS, "explosion": STEPS[ev.EXPLODE]}) == \
        (set(), {"explosion"})


def test_an_event_of_a_type_outside_the_table_fills_its_status_panel_or_nothing():
    look = look_of("midnight-princess")
    event = {"type": ev.PRINCESS, "active": "love"}
    assert ev.PRINCESS not in STEPS and len(table.steps_for(event, look)) == 1
    assert table.steps_for({"type": "weather", "sky": "snow"}, look) == []


def test_no_step_reaches_the_animator():
    """A step's methods take a Stage (the board, the overlay, the view, the cue, the
    progress, the roles): steps.py never names the animator."""
    source = (ROOT / "game" / "window" / "board" / "steps.py").read_text()
    names = {node.id for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Name)}
    names |= {node.arg for node in ast.walk(ast.parse(source)) if isinstance(node, ast.arg)}
    assert "anim" not in names and "Animator" not in names
    assert "stage" in names


def test_no_step_writes_the_overlay_s_fields():
    """The overlay is written through its methods, as the board is (issue 47, 1)."""
    for name in ("steps.py", "table.py", "animator.py"):
        source = (ROOT / "game" / "window" / "board" / name).read_text()
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, (ast.Assign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    for part in ast.walk(target):
                        assert not (isinstance(part, ast.Attribute)
                                    and isinstance(part.value, ast.Attribute)
                                    and part.value.attr in ("overlay", "board")), \
                            f"{name} line {node.lineno} writes .{part.value.attr}.{part.attr}"
