"""The window and the desktop (issue 45, 6): the first window fits the desktop's usable area,
full screen stays when focus leaves, and Esc in the lobby asks before quitting. The real
window under openbox: tests/e2e/test_small_desktop.py."""
import os

import pygame

from helpers import key
from game.window.display import HEIGHT, WIDTH, first_window
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


def test_the_window_is_a_job_of_its_own(tmp_path):
    """App runs the loop, the scenes, the settings and the notices; the window (opened, the
    canvas fitted and shown in it, full screen, the mouse mapped back to the canvas) is
    game/window/display.py's Display (issue 57, 8): app.py touches no pygame.display or
    pygame.transform."""
    from pathlib import Path
    from game.window.app import App
    source = (Path(__file__).parents[2] / "game" / "window" / "app.py").read_text()
    assert "pygame.display" not in source and "pygame.transform" not in source
    app = App(size=(640, 360), data_dir=tmp_path)
    try:
        display = app.display
        assert display.screen is app.screen and display.fit() == pygame.Rect(0, 0, 640, 360)
        press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(320, 90))
        assert display.on_canvas(press).pos == (640, 180)
        assert not display.fullscreen
    finally:
        app.storage.close()
