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
