"""Client tests run headless: the dummy SDL drivers are set before pygame is imported."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture
def app(tmp_path):
    from game.app import App
    application = App(data_dir=tmp_path / "data")
    yield application
    pygame.quit()


def frames(app, seconds, dt=1 / 60):
    for _ in range(int(seconds / dt)):
        app.step(dt)


def key(code):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
