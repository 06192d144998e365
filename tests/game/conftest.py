"""Client tests run headless: the dummy SDL drivers are set before pygame is imported.
pygame is started once a process (a worker) and left running between tests: an App made again
opens its window again, and quitting and starting SDL for every test cost about 7 s of the fast
lane (issue 54). Fixtures only; what tests share besides is in tests/helpers.py."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from helpers import Clock  # noqa: E402


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def app(tmp_path, clock):
    from game.window.app import App
    from game.round.services import Services
    application = App(data_dir=tmp_path / "data", services=Services(clock=clock))
    yield application
    if not application.storage.closed:            # the data folder let go, as on quitting
        application.storage.close()


@pytest.fixture
def short_wait(monkeypatch):
    """A locked data file is waited for 0.3 s, not 5."""
    import game.books.faults
    monkeypatch.setattr(game.books.faults, "BUSY_WAIT", 0.3)


@pytest.fixture(autouse=True)
def _everyday_words():
    """A social casino's words (an App under a socialCasino profile speaks them for the rest
    of the process, as the program does) end with the test that chose them."""
    yield
    from game.words import i18n
    i18n.speak_as(None)
