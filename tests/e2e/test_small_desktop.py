"""The game window on a small desktop under a window manager (issue 45, 6), on a 1280x720
screen with openbox: the first window and its title bar fit the screen, so the whole bar
(credit, bet, win) is seen; full screen (F11) stays when another window takes the focus (SDL
minimised it, leaving a black screen); Esc in the lobby asks before it quits."""
import subprocess
import sys
import time
from pathlib import Path


from helpers import Window, window_test_marks

pytestmark = window_test_marks("Xvfb", "openbox", "xdotool", "xprop",
                               install="xvfb openbox xdotool x11-utils")
ROOT = Path(__file__).resolve().parents[2]
SCREEN = (1280, 720)
OTHER = ("import pygame, time; pygame.display.set_mode((200, 120)); "
         "[pygame.event.pump() or time.sleep(0.05) for _ in range(600)]")


def run(env, *args):
    return subprocess.run(list(map(str, args)), env=env, capture_output=True, text=True,
                          timeout=30)


def until(check, timeout=30.0):
    """The value of check() once it is true, waiting up to `timeout` (None after)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.2)
    return None


def clients(env) -> list:
    listed = run(env, "xprop", "-root", "_NET_CLIENT_LIST").stdout.partition("#")[2]
    return [int(w, 16) for w in listed.replace(",", " ").split()]


def games(env) -> list:
    """The game's windows (SDL makes its window anew on F11 under X11)."""
    return [w for w in clients(env) if "Tumbling Slots" in run(env, "xprop", "-id", w,
                                                                "WM_NAME").stdout]


def settled(env) -> bool:
    """One full-screen game window, the same one a second later."""
    first = games(env)
    time.sleep(1.0)
    return len(first) == 1 and games(env) == first and "Iconic" not in states(env)


def states(env) -> str:
    """The game's windows' states, as xprop says them."""
    return " ".join(run(env, "xprop", "-id", w, "WM_STATE", "_NET_WM_STATE").stdout
                    for w in games(env))


def active(env) -> int:
    said = run(env, "xprop", "-root", "_NET_ACTIVE_WINDOW").stdout.partition("#")[2]
    return int(said.strip().split(",")[0], 16) if said.strip() else 0


def outer(env, wid) -> tuple | None:
    """(left, top, right, bottom) of the window with its frame (the title bar included), or
    None where it is gone (SDL makes its window anew on F11: the old one goes as it is asked)."""
    out = run(env, "xdotool", "getwindowgeometry", "--shell", wid).stdout
    v = {k: int(n) for k, n in (line.split("=") for line in out.split()) if k != "SCREEN"}
    if "X" not in v:
        return None
    extents = run(env, "xprop", "-id", wid, "_NET_FRAME_EXTENTS").stdout.partition("=")[2]
    left, right, top, bottom = (int(n) for n in extents.split(",")) if extents.strip() \
        else (0, 0, 0, 0)
    return v["X"] - left, v["Y"] - top, v["X"] + v["WIDTH"] + right, \
        v["Y"] + v["HEIGHT"] + bottom


def test_the_window_fits_full_screen_stays_and_esc_asks(x_display, tmp_path):
    # SDL minimises a full screen on focus loss where its hint is on (its default on some
    # systems and versions): set here as there, the game must keep its full screen
    env = {**x_display(SCREEN, window_manager=True), "SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS": "1"}
    window = Window(env, tmp_path, "--data-dir", tmp_path / "d")
    game = window.process
    other = None
    try:
        # the game's window as it stands once placed (one SDL made and dropped before it has
        # no geometry: the first client seen need not be the window that stays)
        box = until(lambda: (lambda b: b if b and b[3] > b[1] + 100 else None)(
            outer(env, games(env)[0]) if games(env) else None))
        assert box is not None, f"no window of the game placed: {clients(env)}"
        wid = games(env)[0]
        assert 0 <= box[0] and 0 <= box[1] and box[2] <= SCREEN[0] and box[3] <= SCREEN[1], \
            f"the window and its frame {box} run off the {SCREEN} screen"
        run(env, "xdotool", "windowactivate", "--sync", wid)
        run(env, "xdotool", "key", "F11")
        assert until(lambda: len(games(env)) == 1 and "FULLSCREEN" in states(env)
                     and "Normal" in states(env)), "F11 did not fill the screen"
        # SDL may make its full-screen window anew a moment after the first one filled the
        # screen, the old one iconic as it goes: the focus leaves only once the game has one
        # window that stays, or the one going away reads as minimised
        assert until(lambda: settled(env)), "the full screen did not settle on one window"
        other = subprocess.Popen([sys.executable, "-c", OTHER], env=env)
        assert until(lambda: len(clients(env)) > 1 and active(env) not in games(env)), \
            "the other window did not take the focus"
        hidden = until(lambda: "Iconic" in states(env) or "HIDDEN" in states(env), 4.0)
        assert not hidden, f"the full screen was minimised when the focus left it: " \
            f"{states(env)}"
        wid = games(env)[0]
        other.kill()
        other.wait(timeout=10)
        run(env, "xdotool", "windowactivate", "--sync", wid)
        run(env, "xdotool", "key", "F11")                 # back to the window, in the lobby
        assert until(lambda: len(games(env)) == 1 and "FULLSCREEN" not in states(env)), \
            "the second F11 left the full screen as it was"
        back = until(lambda: (lambda b: b if b == box else None)(
            outer(env, games(env)[0]) if games(env) else None),
                     10.0)                         # issue 56: it came back 20 px lower
        assert back == box, f"out of full screen the window is at {outer(env, games(env)[0])}" \
            f", not where it was, {box}"
        window.on_top("LobbyScene")
        # the window made anew by the second F11 need not have the keyboard yet: a player
        # clicks it; a key sent before openbox focuses it goes to no window (seen at load 7)
        run(env, "xdotool", "windowactivate", "--sync", games(env)[0])
        run(env, "xdotool", "key", "Escape")              # asks: still running
        window.on_top("Confirm")
        assert game.poll() is None, "Esc in the lobby quit without asking"
        run(env, "xdotool", "key", "Return")              # YES
        assert game.wait(timeout=30) == 0
    finally:
        for process in (other, game):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait(timeout=10)
