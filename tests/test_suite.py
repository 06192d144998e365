"""The suite's own rules: tests import shared code from one helpers module (never from a
conftest or another test file), and the fast lane's guard fails a fast test that is slow."""
import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
PENDING: set = set()      # none: every test imports from helpers


def borrowed(path: Path) -> list:
    """The modules `path` imports that are a conftest or a test file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        names = [node.module or ""] if isinstance(node, ast.ImportFrom) else \
            [a.name for a in node.names] if isinstance(node, ast.Import) else []
        found += [n for n in names if n == "conftest" or n.startswith("test_")]
    return found


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
'''


def test_the_guard_names_a_fast_test_over_its_cpu_limit(pytester):
    """The real hooks of tests/conftest.py, with the limit at 0.05 s for speed: in the fast lane
    the busy test fails by name, the same test marked slow is left out; in a run that keeps
    slow tests nothing is timed."""
    conftest = (TESTS / "conftest.py").read_text()
    assert "\nFAST_CPU_LIMIT = 1.0\n" in conftest
    pytester.makeconftest(conftest.replace("\nFAST_CPU_LIMIT = 1.0\n",
                                           "\nFAST_CPU_LIMIT = 0.05\n"))
    pytester.makeini("[pytest]\nmarkers =\n    slow: slow\n")
    pytester.makepyfile(test_guarded=GUARDED)
    quiet = ("-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-p", "no:benchmark")
    lane = pytester.runpytest_inprocess(*quiet, "-m", "not slow")
    lane.assert_outcomes(passed=1, failed=1, deselected=1)
    assert "test_guarded.py::test_burns_cpu took" in lane.stdout.str()
    assert "over the fast lane's 0.05 s" in lane.stdout.str()
    pytester.runpytest_inprocess(*quiet, "-k", "burns_cpu and not marked").assert_outcomes(
        passed=1)                                        # not the fast lane: not timed
