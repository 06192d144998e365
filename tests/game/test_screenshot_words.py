"""build/screenshots.py refuses to write a shot whose screen shows a template's field left
unfilled (issue 56: the README's own Santa's Wonderland shot read "LEVEL {level}")."""
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def screenshots():
    spec = importlib.util.spec_from_file_location("screenshots", ROOT / "build" / "screenshots.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_shot_with_a_raw_placeholder_is_refused_and_not_written(app, tmp_path):
    from game.window.scenes.lobby import LobbyScene
    from game.window.ui.widgets import text
    module = screenshots()
    lobby = app.push(LobbyScene(app))
    assert module.raw_fields(app) == []
    real = lobby.draw
    lobby.draw = lambda surface: (real(surface), text(surface, "LEVEL {level}", (640, 360)),
                                  text(surface, "%(count)d left", (640, 400)))
    assert module.raw_fields(app) == ["LEVEL {level}", "%(count)d left"]
    with pytest.raises(SystemExit, match="lobby was not written: it shows 'LEVEL {level}'"):
        module.grab("lobby", tmp_path / "shots", app)
    assert not (tmp_path / "shots").exists()
