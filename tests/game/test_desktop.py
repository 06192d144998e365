"""The window and the desktop (issue 45, 6): the first window fits the desktop's usable area,
full screen stays when focus leaves, and Esc in the lobby asks before quitting. The real
window under openbox: tests/e2e/test_small_desktop.py."""
import os

import pygame

from helpers import key
from game.window.app import HEIGHT, WIDTH, first_window
from game.window.scenes.confirm import Confirm
from game.window.scenes.lobby import LobbyScene


def test_the_first_window_fits_the_desktop_with_its_title_bar():
    assert first_window((1920, 1080)) == (WIDTH, HEIGHT)
    for desktop in ((1280, 720), (1366, 768), (1024, 600)):
        w, h = first_window(desktop)
        assert w <= desktop[0] and h + 90 <= desktop[1], desktop     # a title bar and a panel
        assert abs(w / h - WIDTH / HEIGHT) < 0.01                    # the canvas's shape


def test_full_screen_is_not_minimised_when_focus_leaves(tmp_path, monkeypatch):
    from game.window.app import App
    monkeypatch.setenv("SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS", "1")
    app = App(data_dir=tmp_path)
    try:
        assert os.environ["SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS"] == "0"
    finally:
        app.storage.close()


def test_esc_in_the_lobby_asks_before_quitting(app):
    app.push(LobbyScene(app))
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.running and isinstance(app.top, Confirm)
    assert [b.label for b in app.top.buttons] == ["YES", "NO"]
    key(pygame.K_ESCAPE)                      # NO: back to the lobby
    app.step(1 / 60)
    assert app.running and isinstance(app.top, LobbyScene)
    key(pygame.K_ESCAPE)
    key(pygame.K_RETURN)                      # YES
    app.step(1 / 60)
    assert not app.running
