"""The real-window tests' X server: one fixture, over helpers.x_server."""
from contextlib import ExitStack

import pytest

from helpers import x_server


@pytest.fixture
def x_display():
    """start(size, window_manager=False) -> the environment of a fresh Xvfb (and openbox),
    both stopped after the test."""
    with ExitStack() as stack:
        yield lambda size, window_manager=False: stack.enter_context(
            x_server(size, window_manager))


@pytest.fixture
def burners():
    """Two processes burning a CPU each beside the test, as a loaded laptop (issue 45: the
    presses that bought rounds came on a machine at a load of 3-10); stopped after it."""
    import subprocess
    import sys
    started = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)]
    yield started
    for process in started:
        process.kill()
        process.wait(timeout=10)
