"""Test set-up shared by every suite: headless SDL before anything imports pygame, and the
lanes (the README's command, the fast lane, the stress lane) with the fast lane's CPU report."""
import importlib.util
import os
import sys
import zlib
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# the client's first start speaks the system's language (game/words/i18n.py): the suite's is
# English, whatever the machine's, so what a test reads does not depend on where it runs
os.environ["LANGUAGE"] = "en"
# The suite tests the source (`import engine` is always the source; a compiled copy runs only
# where a command asks with --compiled: tests/engine/test_compiled.py compares it with the source).

pytest_plugins = ["pytester"]          # tests/test_suite.py runs the guard in a suite of its own
ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
sys.path.insert(0, str(ROOT))


@pytest.fixture(scope="session")
def contract():
    """check(events, where): the project's own contract checker (engine/contract.py), and,
    where shared/ lies beside the checkout (CI), its checker too as a cross-check, handed the
    stream in the spec's words (a game's trigger named as the spec's `scatter`: spec_words)."""
    from engine.contract import check, spec_words
    path = SHARED / "tools" / "check_events.py"
    shared = None
    if path.exists():
        spec = importlib.util.spec_from_file_location("check_events", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        shared = module.check

    def both(events, where):
        problems = check(events, where)
        if shared is not None:
            problems += [f"(shared checker) {p}" for p in shared(spec_words(events), where)]
        return problems
    return both


# --- the lanes -------------------------------------------------------------------------------
# `python3 -m pytest` (the README's command) runs every test of every game across the cores
# (pytest-xdist: pyproject.toml's addopts), except the stress lane's; `-m stress` runs those:
# the same proofs as the main command's cheaper ones, at length (hundreds of presses, CPU
# burners). `-m "not slow"` is the fast lane a developer runs every minute: a test over a second
# of CPU there is named in its closing summary, never failed (CPU time grows on a loaded or
# another machine: a timed check that fails is a flaky test); build/figures.py measures the
# lane's CPU against its minute and prints it beside that budget.
FAST_CPU_LIMIT = 1.0


def cpu_seconds() -> float:
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def markexpr(config) -> str:
    return config.getoption("markexpr", "") or ""


def fast_lane(config) -> bool:
    return "not slow" in markexpr(config)


def game_of(item) -> str | None:
    """The game a test is parametrized with, if any."""
    from engine.games import available_games
    params = getattr(getattr(item, "callspec", None), "params", {})
    return next((v for v in params.values() if isinstance(v, str) and v in available_games()),
                None)


def fast_game(function: str) -> str:
    """The one game a per-game test plays in the fast lane: one of the three by the test's
    name (the same every run), so the fast lane covers each game through a third of those
    tests; the README's command and every CI job run every game's."""
    from engine.games import available_games
    games = sorted(available_games())
    return games[zlib.crc32(function.encode()) % len(games)]


def pytest_addoption(parser):
    parser.addoption("--every-game", action="store_true",
                     help="the fast lane with every game's run of a per-game test, not one "
                          "game's (the CI jobs on Windows and macOS)")


@pytest.hookimpl(tryfirst=True)          # before -m deselects
def pytest_collection_modifyitems(config, items):
    every_game = config.getoption("--every-game")
    for item in items:
        if item.get_closest_marker("stress"):       # a stress proof is slow too
            item.add_marker(pytest.mark.slow)
        game = game_of(item)
        if not every_game and game is not None and game != fast_game(item.nodeid.split("[")[0]):
            item.add_marker(pytest.mark.slow)       # the fast lane: one game of three
    if "stress" not in markexpr(config):            # the stress lane only when asked for
        stress = [item for item in items if item.get_closest_marker("stress")]
        if stress:
            config.hook.pytest_deselected(items=stress)
            items[:] = [item for item in items if not item.get_closest_marker("stress")]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    began = cpu_seconds()
    yield
    item.user_properties.append(("cpu_s", round(cpu_seconds() - began, 3)))


class FastLaneReport:
    """The fast lane's tests over their second of CPU, named in the closing summary. Reports
    reach it where pytest gathers them (the controller, under xdist), with the CPU measured
    where the test ran."""

    def __init__(self, config):
        self.config, self.over = config, []

    def pytest_runtest_logreport(self, report):
        if report.when == "call" and report.passed and "slow" not in report.keywords:
            cpu = dict(report.user_properties).get("cpu_s", 0.0)
            if cpu > FAST_CPU_LIMIT:
                self.over.append((cpu, report.nodeid))

    def pytest_terminal_summary(self, terminalreporter):
        if not fast_lane(self.config) or not self.over:
            return
        terminalreporter.section("over the fast lane's CPU budget (reported, not failed)")
        for cpu, nodeid in sorted(self.over, reverse=True):
            terminalreporter.line(f"{nodeid} took {cpu:.2f} s of CPU, over the fast lane's "
                                  f"{FAST_CPU_LIMIT:g} s: make it faster (test the logic on "
                                  "the objects, not by drawing frames) or mark it slow")


def pytest_configure(config):
    config.pluginmanager.register(FastLaneReport(config), "fast-lane-report")
