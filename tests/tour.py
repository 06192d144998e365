"""Every screen of the client, headless, printing the files it opened (one JSON list).

    python tests/tour.py DATA_DIR

The lobby, each game's intro, a round of each through the self-test (its sprites, sounds,
every kept version of its math), its paytable and help pages, the settings and the history.
Files opened by Python (YAML, JSON) are seen through the audit hook; those pygame opens in C
(images, sounds, fonts) through its loaders. tests/test_wheel.py runs it from the checkout and
from an installed wheel and compares what each read.
"""
import json
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

opened = set()


def note(path):
    if isinstance(path, (str, os.PathLike)):
        opened.add(os.path.realpath(os.fspath(path)))


def _audit(event, args):
    if event == "open" and args and isinstance(args[0], (str, os.PathLike)):
        note(args[0])


def _watched(load):
    def watched(path, *args, **kwargs):
        note(path)
        return load(path, *args, **kwargs)
    return watched


def watch():
    sys.addaudithook(_audit)
    for module, name in [(pygame.image, "load"), (pygame.image, "load_sized_svg"),
                         (pygame.mixer, "Sound"), (pygame.mixer.music, "load"),
                         (pygame.font, "Font")]:
        if hasattr(module, name):
            setattr(module, name, _watched(getattr(module, name)))


def tour(data_dir):
    from engine.games import available_games
    from game.window.app import App
    from game.window.scenes.history import HistoryScene
    from game.window.scenes.lobby import LobbyScene
    from game.window.scenes.settings import SettingsScene
    from game.tools.selftest import run
    run(1, os.path.join(data_dir, "selftest"))
    app = App(data_dir=os.path.join(data_dir, "tour"))
    try:
        lobby = app.push(LobbyScene(app))
        app.step(1 / 60)
        for index, _game_id in enumerate(available_games()):
            lobby.open(index)
            for _ in range(3):
                app.step(1 / 60)                           # the intro, then the game
            while app.top.__class__.__name__ != "SlotScene":
                app.pop()
            slot = app.top
            slot.info(0)
            for page in range(len(app.top.pages)):
                app.top.page = page
                app.step(1 / 60)
            app.pop()
            for screen in (SettingsScene(app), HistoryScene(app)):
                app.push(screen)
                app.step(1 / 60)
                app.pop()
            app.pop()
            app.step(1 / 60)
    finally:
        app.storage.close()


if __name__ == "__main__":
    watch()
    tour(sys.argv[1])
    print(json.dumps(sorted(opened)))
