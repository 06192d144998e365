"""Test set-up shared by every suite: headless SDL before anything imports pygame."""
import importlib.util
import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# The suite tests the source (some tests patch a game's methods, which a compiled class
# forbids); tests/engine/test_compiled.py compiles a copy and compares it with the source.
os.environ["SLOTS_ENGINE"] = "source"

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
sys.path.insert(0, str(ROOT))


@pytest.fixture(scope="session")
def contract():
    """check(events, where) from shared/tools/check_events.py: the event contract's checker."""
    path = SHARED / "tools" / "check_events.py"
    if not path.exists():
        pytest.skip(f"the contract checker is not beside the repo ({path})")
    spec = importlib.util.spec_from_file_location("check_events", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.check
