"""The window under a window manager (issue 21, item 12): resized, the whole game scales into
it with its shape kept (not cropped, not stuck at a whole-number scale); F11 fills the screen and
a second F11 restores the window; clicks land where the scaled buttons are. Runs Xvfb and
openbox itself; skipped, with the reason, where they are missing (.ci/run installs them)."""
import subprocess
import sys
import time
from pathlib import Path


from helpers import alike, load, window_test_marks

pytestmark = window_test_marks("Xvfb", "openbox", "xdotool", "xprop", "import",
                               install="xvfb openbox xdotool x11-utils imagemagick")
ROOT = Path(__file__).resolve().parents[2]
SCREEN = (1600, 1000)


def run(env, *args):
    return subprocess.run(list(args), env=env, capture_output=True, text=True, timeout=30)


def window(env) -> int:
    """The client window the window manager lists (the game's; its id changes on F11)."""
    for _ in range(50):
        listed = run(env, "xprop", "-root", "_NET_CLIENT_LIST").stdout.partition("#")[2]
        if listed.strip():
            return int(listed.split(",")[0], 16)
        time.sleep(0.2)
    raise AssertionError("no window appeared")


def geometry(env, wid) -> tuple:
    out = run(env, "xdotool", "getwindowgeometry", "--shell", str(wid)).stdout
    values = dict(line.split("=") for line in out.split())
    return int(values.get("WIDTH", 0)), int(values.get("HEIGHT", 0))    # 0: not mapped yet


def settled(env, size, timeout=20.0) -> tuple:
    """(window, its size) once it reads `size`, or the last read after `timeout`: a window
    manager applies a resize or F11 in its own time, more slowly on a loaded machine, and F11
    gives the game a new window."""
    deadline = time.monotonic() + timeout
    while True:
        wid = window(env)
        now = geometry(env, wid)
        if now == size or time.monotonic() > deadline:
            return wid, now
        time.sleep(0.2)


def grab(env, wid, path):
    run(env, "import", "-window", str(wid), str(path))
    return load(path)


def shown(env, wid, path, ready, timeout=30.0):
    """The window's picture once `ready(picture)` holds (the condition the window shows: a
    loaded machine draws late), or the last one after `timeout`; never a guessed sleep
    (issue 45, 7: a grab before the redraw read the same as both references)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            picture = grab(env, wid, path)
        except Exception:        # the window between F11's two windows: grab again
            picture = None
        if picture is not None and (ready(picture) or time.monotonic() > deadline):
            return picture
        if time.monotonic() > deadline:
            raise AssertionError(f"no picture of the window {wid}")
        time.sleep(0.2)


def drawn(picture) -> bool:
    """The game is drawn: a window not drawn yet is one colour (the grab that read 0.0)."""
    return len({picture.get_at((x, y))[:3] for x in range(0, picture.get_width(), 97)
                for y in range(0, picture.get_height(), 53)}) > 20


def test_resizing_scales_the_game_and_f11_fills_the_screen(x_display, tmp_path):
    import pygame
    env = x_display(SCREEN, window_manager=True)
    game = subprocess.Popen([sys.executable, "-m", "game", "--game", "midnight-princess",
                             "--data-dir", str(tmp_path / "d")], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        wid, size = settled(env, (1280, 720))
        assert size == (1280, 720)
        full = shown(env, wid, tmp_path / "full.png", drawn)     # its first frames drawn
        run(env, "xdotool", "windowsize", str(wid), "960", "540")
        wid, size = settled(env, (960, 540))
        assert size == (960, 540)                          # smaller than the canvas: allowed
        expected = pygame.transform.smoothscale(full, (960, 540))
        small = shown(env, wid, tmp_path / "small.png",    # drawn at its new size
                      lambda picture: alike(picture, expected) < 12)
        assert alike(small, expected) < 12, "the game is not scaled into the window"
        cropped = full.subsurface((0, 0, 960, 540))
        assert alike(small, cropped) > 2 * alike(small, expected)
        run(env, "xdotool", "windowactivate", "--sync", str(wid))
        run(env, "xdotool", "key", "F11")
        wid, size = settled(env, SCREEN)
        assert size == SCREEN
        fit = pygame.Rect(0, 50, 1600, 900)                # 16:9 in 16:10: bars above, below
        screen = shown(env, "root", tmp_path / "fullscreen.png",  # full screen: the screen's
                       lambda picture: alike(picture.subsurface(fit), pygame.transform.
                                             smoothscale(full, fit.size)) < 12)
        wid = window(env)                                          # pixels, whatever its id
        assert screen.get_at((800, 20))[:3] == (0, 0, 0)
        inner = screen.subsurface(fit)
        assert alike(inner, pygame.transform.smoothscale(full, fit.size)) < 12
        from game.window.slot.controls import SPIN
        centre = pygame.Rect(SPIN).center
        spin = (fit.x + centre[0] * fit.w // 1280, fit.y + centre[1] * fit.h // 720)
        run(env, "xdotool", "mousemove", str(spin[0]), str(spin[1]), "click", "1")
        after = shown(env, "root", tmp_path / "clicked.png",
                      lambda picture: alike(picture, screen) > 3, timeout=10.0)
        assert alike(after, screen) > 3, "a click on the scaled SPIN did not start a round"
        run(env, "xdotool", "key", "F11")
        assert settled(env, (960, 540))[1] == (960, 540)   # the window as it was
    finally:
        game.kill()
        game.wait(timeout=10)
