"""Test set-up shared by every suite: headless SDL before anything imports pygame."""
import importlib.util
import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The suite tests the source (`import engine` is always the source; a compiled copy runs only
# where a command asks with --compiled: tests/engine/test_compiled.py compares it with the source).

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
sys.path.insert(0, str(ROOT))


@pytest.fixture(scope="session")
def contract():
    """check(events, where): the project's own contract checker (engine/contract.py), and,
    where shared/ lies beside the checkout (CI), its checker too as a cross-check."""
    from engine.contract import check
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
            problems += [f"(shared checker) {p}" for p in shared(events, where)]
        return problems
    return both
