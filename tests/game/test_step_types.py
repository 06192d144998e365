"""Each step is registered with the TypedDict of the event it shows, and mypy checks it (issue 57,
2): game/window/board/table.py's `register(kind, factory)` ties the factory's event to `kind`, so a
factory written for one event's fields registered for another's is a type error, caught where
it is registered; a step sees narrow protocols of what it acts on (game/window/board/stage.py:
Canvas, Sparks, RoundShown), which the board's view and the progress are, so a step that reads the
progress's fields or reaches for the whole view is a type error too. Checked by running mypy
(its API) over small programs that use the table and the steps as a client's code would."""
import textwrap
import typing
from pathlib import Path

import pytest

from engine import events as ev
from game.window.board import table

ROOT = Path(__file__).resolve().parents[2]

GOOD = """
    from engine import events as ev
    from game.window.board import table
    from game.window.board.progress import Progress
    from game.window.board.stage import Canvas, Cue, RoundShown, Sparks
    from game.window.board.steps import Explode, Step, Wins
    from game.window.board.view import BoardView
    from game.window.look import Look, look_of


    def wins(event: ev.WinEvent, look: Look) -> list[Step]:
        return [Wins([event])]


    table.register(ev.WinEvent, wins)
    table.register(ev.ExplodeEvent, lambda event, look: [Explode(event)])
    view = BoardView("a-game", 5, 5, (0, 0, 500, 500))
    canvas: Canvas = view
    sparks: Sparks = view
    shown: RoundShown = Progress(look_of("a-game"), Cue(lambda cue, step=None: None))
"""

WRONG = {
    "a factory of another event's TypedDict": """
        def wins(event: ev.WinEvent, look: Look) -> list[Step]:
            return [Wins([event])]


        table.register(ev.ExplodeEvent, wins)
    """,
    "a lambda handing its event to another event's step": """
        table.register(ev.SpinEvent, lambda event, look: [Explode(event)])
    """,
    "a list of steps of another event": """
        table.register(ev.GridEvent, lambda event, look: [Wins([event])])
    """,
    "a step reading a field of the progress, not asking it": """
        class Peeks(Step):
            def begin(self, stage: Stage) -> None:
                print(stage.progress.waiting_meters)
    """,
    "a step reaching for the whole view": """
        class Reaches(Step):
            def begin(self, stage: Stage) -> None:
                stage.view.release()
    """,
    "a step drawing what the canvas does not draw": """
        class Draws(Step):
            def draw(self, surface: pygame.Surface, stage: Stage, t: float) -> None:
                stage.canvas.mark(surface, 0, 0, "red")
    """,
}

HEAD = """
    import pygame

    from engine import events as ev
    from game.window.board import table
    from game.window.board.stage import Stage
    from game.window.board.steps import Explode, Step, Wins
    from game.window.look import Look
"""


def mypy(tmp_path: Path, source: str) -> tuple[str, int]:
    """mypy's report and exit status on `source`, checked as the project's code is (its
    pyproject settings), from the project's folder."""
    from mypy import api
    program = tmp_path / "program.py"
    program.write_text(textwrap.dedent(source))
    out, err, status = api.run([str(program), "--config-file", str(ROOT / "pyproject.toml"),
                                "--cache-dir", str(tmp_path / "cache"), "--no-incremental"])
    return out + err, status


@pytest.mark.slow
def test_mypy_takes_each_factory_registered_for_its_own_event(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    report, status = mypy(tmp_path, GOOD)
    assert status == 0, report


@pytest.mark.slow
def test_mypy_refuses_a_factory_registered_for_another_events_typeddict(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    source = textwrap.dedent(HEAD) + "\n\n" + "\n\n".join(
        f"# {why}\n" + textwrap.dedent(code) for why, code in WRONG.items())
    report, status = mypy(tmp_path, source)
    assert status == 1, report
    errors = [line for line in report.splitlines() if ": error:" in line]
    assert len(errors) == len(WRONG), report        # each wrong registration, each its own
    assert all("program.py" in line for line in errors), report    # none in the client


def test_every_registration_is_keyed_by_its_typeddicts_type():
    """The table's key is the `type` its TypedDict names: one spelling, the engine's."""
    for kind in typing.get_args(ev.Event):
        name = table.event_type(kind)
        assert name == typing.get_args(typing.get_type_hints(kind)["type"])[0]
    assert table.event_type(ev.GridEvent) == ev.GRID
    assert set(table.STEPS) <= {table.event_type(kind) for kind in typing.get_args(ev.Event)}


def test_no_step_sees_the_whole_view_or_reads_the_progress_fields():
    """Steps draw on `stage.canvas`, throw sparks by `stage.sparks`, and ask the progress by
    its queries: steps.py and table.py name no `stage.view` and no progress field."""
    import ast
    fields = {"trigger_symbol", "waiting_meters", "meters", "multiplier", "features", "level",
              "round_win", "spin_counter", "status", "in_feature"}
    for name in ("steps.py", "table.py"):
        tree = ast.parse((ROOT / "game" / "window" / "board" / name).read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) \
                    and isinstance(node.value.value, ast.Name) and node.value.value.id == "stage":
                assert node.value.attr != "view", f"{name} line {node.lineno}: stage.view"
                assert not (node.value.attr == "progress" and node.attr in fields), \
                    f"{name} line {node.lineno} reads progress.{node.attr}"
