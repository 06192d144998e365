"""The client imports with pygame's loaders wrapped by plain functions, as a tool that watches
what the program reads does (tests/tour.py, which the wheel tests run): an annotation such as
`pygame.font.Font | None`, evaluated at import, is `function | None` there, a TypeError. It
broke three wheel tests twice (audio.py, then widgets.py); this finds it in any module."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROGRAM = """
import importlib, pkgutil, pygame
for module, name in [(pygame.image, "load"), (pygame.mixer, "Sound"), (pygame.font, "Font"),
                     (pygame.mixer.music, "load")]:
    real = getattr(module, name)
    setattr(module, name, lambda *args, _real=real, **kwargs: _real(*args, **kwargs))
import game
for found in pkgutil.walk_packages(game.__path__, "game."):
    if not found.name.endswith("__main__"):
        importlib.import_module(found.name)
"""


@pytest.mark.slow
def test_the_client_imports_with_pygames_loaders_wrapped():
    done = subprocess.run([sys.executable, "-c", PROGRAM], cwd=ROOT, capture_output=True,
                          text=True, env={**os.environ, "SDL_VIDEODRIVER": "dummy",
                                          "SDL_AUDIODRIVER": "dummy"})
    assert done.returncode == 0, done.stderr[-3000:]
