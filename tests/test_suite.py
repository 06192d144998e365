"""The suite's own rules: tests import shared code from one helpers module (never from a
conftest or another test file); the fast lane names a test over its CPU budget and fails none;
the stress lane runs only when asked for; --every-game keeps each game's run of a per-game
test. The lanes' proofs run tests/conftest.py's real hooks in a pytester project."""
import ast
from pathlib import Path

import pytest

from engine.games import available_games

TESTS = Path(__file__).resolve().parent
PENDING: set = set()      # none: every test imports from helpers
QUIET = ("-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-p", "no:benchmark",
         "-p", "no:xdist")


def borrowed(path: Path) -> list:
    """The modules `path` imports that are a conftest or a test file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        names = [node.module or ""] if isinstance(node, ast.ImportFrom) else \
            [a.name for a in node.names] if isinstance(node, ast.Import) else []
        found += [n for n in names if n == "conftest" or n.startswith("test_")]
    return found


@pytest.mark.slow          # the lanes' own proofs (issue 54: the fast lane's minute)
def test_no_test_imports_from_a_conftest_or_another_test_file():
    files = {str(p.relative_to(TESTS)): p for p in TESTS.rglob("*.py")
             if "fixtures" not in p.parts}
    offenders = {name for name, path in files.items() if borrowed(path)}
    assert offenders - PENDING == set()
    assert PENDING - offenders == set(), "fixed: take them off PENDING"


def test_the_scan_sees_both_kinds_of_import(tmp_path):
    bad = tmp_path / "test_x.py"
    bad.write_text("from conftest import frames\nimport test_books\nfrom helpers import key\n")
    assert borrowed(bad) == ["conftest", "test_books"]


GUARDED = '''
import time

import pytest


def burn(seconds):
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


def test_quick():
    pass


def test_burns_cpu():
    burn(0.15)


@pytest.mark.slow
def test_burns_cpu_marked_slow():
    burn(0.15)


def test_skipped():
    pytest.skip("the skip's reason")


@pytest.mark.stress
def test_at_length():
    burn(0.01)
'''


def project(pytester, budget=None, **files):
    """A pytester project with tests/conftest.py's hooks (the fast lane's CPU budget at
    `budget` s, for speed), the project's markers and `files` ({module name: source})."""
    conftest = (TESTS / "conftest.py").read_text()
    assert "\nFAST_CPU_LIMIT = 1.0\n" in conftest
    if budget is not None:
        conftest = conftest.replace("\nFAST_CPU_LIMIT = 1.0\n", f"\nFAST_CPU_LIMIT = {budget}\n")
    pytester.makeconftest(conftest)
    pytester.makeini("[pytest]\nmarkers =\n    slow: slow\n    stress: stress\n")
    pytester.makepyfile(**files)


@pytest.mark.slow          # the lanes' own proofs (issue 54: the fast lane's minute)
def test_the_fast_lane_names_a_test_over_its_cpu_budget_and_fails_none(pytester):
    """The real hooks of tests/conftest.py, with the budget at 0.05 s for speed: in the fast
    lane the busy test passes and is named in a closing section after pytest's own summary
    line (a report that failed tests by time made load alone fail the lane, and stopped
    pytest's summary); the same test marked slow is left out; a run that keeps slow tests
    names nothing."""
    project(pytester, 0.05, test_guarded=GUARDED)
    lane = pytester.runpytest_inprocess(*QUIET, "-m", "not slow", "-rs")
    lane.assert_outcomes(passed=2, skipped=1, deselected=2)
    out = lane.stdout.str()
    assert "test_guarded.py::test_burns_cpu took" in out
    assert "over the fast lane's 0.05 s" in out
    assert "test_guarded.py::test_quick took" not in out
    assert "marked_slow took" not in out
    assert "SKIPPED" in out and "the skip's reason" in out      # -rs's lines are still printed
    whole = pytester.runpytest_inprocess(*QUIET)
    whole.assert_outcomes(passed=3, skipped=1, deselected=1)    # the stress test
    assert " took " not in whole.stdout.str()


@pytest.mark.slow          # the lanes' own proofs (issue 54: the fast lane's minute)
def test_the_stress_lane_runs_only_when_asked_for(pytester):
    project(pytester, test_guarded=GUARDED)
    pytester.runpytest_inprocess(*QUIET, "-m", "stress").assert_outcomes(passed=1,
                                                                          deselected=4)
    pytester.runpytest_inprocess(*QUIET, "-m", "not slow").assert_outcomes(
        passed=2, skipped=1, deselected=2)


@pytest.mark.slow          # the lanes' own proofs (issue 54: the fast lane's minute)
def test_every_game_runs_each_per_game_test_for_every_game(pytester):
    """--every-game: the fast lane keeps each game's run of a per-game test (which the
    GitHub workflows' Windows and macOS jobs run: tests/test_workflows.py)."""
    project(pytester, test_games="""
import pytest
from engine.games import available_games

@pytest.mark.parametrize("game", sorted(available_games()))
def test_each(game):
    pass
""")
    games = len(available_games())
    pytester.runpytest_inprocess(*QUIET, "-m", "not slow").assert_outcomes(
        passed=1, deselected=games - 1)
    pytester.runpytest_inprocess(*QUIET, "-m", "not slow", "--every-game").assert_outcomes(
        passed=games)
