"""Client tests run headless: the dummy SDL drivers are set before pygame is imported."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from contextlib import contextmanager  # noqa: E402
from typing import NamedTuple  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402


class Clock:
    """A clock the test moves: the session's time-dependent rules read it."""

    def __init__(self, now=1_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float):
        self.now += seconds


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def app(tmp_path, clock):
    from game.app import App
    application = App(data_dir=tmp_path / "data", clock=clock)
    yield application
    if application.storage.db is not None:        # the data folder let go, as on quitting
        application.storage.close()
    pygame.quit()


def frames(app, seconds, dt=1 / 60):
    for _ in range(int(seconds / dt)):
        app.step(dt)


def key(code):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


def finish_round(app, scene, limit=300.0):
    """Run the real loop until the scene's round ends, taking the first choice offered."""
    scene.anim.speed = "turbo"
    for _ in range(int(limit * 10)):
        if not scene.in_round:
            return
        if scene.anim.waiting_for_choice:
            scene.choose(scene.anim.overlay.choice[0])
        frames(app, 0.1)
    raise AssertionError("the round did not finish")


class Drawn(NamedTuple):
    message: str
    rect: pygame.Rect
    colour: tuple
    contrast: float     # against the background behind it (its darkest-for-contrast tenth)


@contextmanager
def recording():
    """[Drawn] of the texts drawn while the block runs (game/ui/widgets.py's watching), each
    with its contrast against what was behind it."""
    from game.ui import widgets
    drawn = []

    def record(surface, message, rect, colour):
        drawn.append(Drawn(message, rect.copy(), tuple(colour),
                           widgets.contrast_behind(surface, rect, colour)))
    with widgets.watching(record):
        yield drawn
