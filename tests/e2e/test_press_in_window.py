"""A spin costs money: in the real window, beside two CPU burners, no key that closes a screen
buys a round (issue 45, 1). Each kind of screen is closed by at least 30 presses of a spin key
held 0.05-1.5 s (log-uniform, seeded), at random moments after the screen was opened: the
intro (some of the presses long after the 4 s it used to leave at by itself), the bet menu,
the paytable and the buy's dialog (closed with Esc: a stray Esc would leave the game, which the
last check catches). Then one press on the ready play screen buys exactly one round: the
presses reached the game. One client for all of it, driven with xdotool; the rounds are read
from its data file. The logic, headless: tests/game/test_own_press.py."""
import random
import subprocess
import sys
import time
from pathlib import Path


from helpers import rounds_bought, window_test_marks, xdo

pytestmark = window_test_marks("Xvfb", "xdotool",
                               install="xvfb xdotool")
ROOT = Path(__file__).resolve().parents[2]
PRESSES = 30
SPIN_KEYS = ("Return", "space", "KP_Enter")
BET, PAYTABLE = (640, 678), (104, 680)     # on the 1280x720 canvas
FIRST_CARD = (250, 380)          # the lobby's first game, Santa's Wonderland (it has a buy)


def buy_badge() -> tuple[int, int]:
    """The centre of the first game's buy badge, where its look places it (issue 49 moved it
    under the meters: a click at its old place opened nothing, and the Esc meant for the
    dialog left the game)."""
    from game.look import look_of
    x, y, w, h = look_of("santas-wonderland").buy_box
    return x + w // 2, y + h // 2


def test_no_press_that_closes_a_screen_buys_a_round(x_display, burners, tmp_path):
    env = x_display((1280, 720))
    data = tmp_path / "d"
    game = subprocess.Popen([sys.executable, "-m", "game", "--data-dir", str(data)], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    chance = random.Random(45)

    def press(name):
        """One spin key held 0.05-1.5 s, at a random moment after what opened the screen."""
        time.sleep(chance.uniform(0, 0.2))
        xdo(env, "keydown", name)
        time.sleep(0.05 * 30 ** chance.random())
        xdo(env, "keyup", name)

    def click(at):                # a point of the 1280x720 canvas, in the window as sized
        xdo(env, "mousemove", "--window", window, round(at[0] * scale), round(at[1] * scale),
            "click", "1")
    try:
        found = xdo(env, "search", "--sync", "--classname", ".")
        window = found.stdout.split()[0]
        xdo(env, "windowfocus", "--sync", window)
        sized = dict(line.split("=") for line in xdo(env, "getwindowgeometry", "--shell",
                                                     window).stdout.split())
        scale = int(sized["WIDTH"]) / 1280         # the first window fits the screen
        xdo(env, "mousemove", "--window", window, round(FIRST_CARD[0] * scale),
            round(FIRST_CARD[1] * scale))            # the pointer picks the lobby's game
        for i in range(PRESSES):                     # the intro: the lobby's Enter opens it
            xdo(env, "key", "Return")
            if i in (1, 16):      # past the 4 s it left at by itself, counted in frames of
                time.sleep(8.0)   # at most 0.1 s: a loaded machine draws fewer a second
            press(SPIN_KEYS[i % 3])
            xdo(env, "key", "Escape")                # back to the lobby (a round would finish)
        time.sleep(1.0)
        assert rounds_bought(data) == 0, "a press that closed the intro bought a round"
        xdo(env, "key", "Return")
        xdo(env, "key", "a")                         # in the game, past its intro
        for i in range(PRESSES):                     # the bet menu
            click(BET)
            press(SPIN_KEYS[i % 2])
        for i in range(PRESSES):                     # the paytable
            click(PAYTABLE)
            press(SPIN_KEYS[i % 2])
        for _ in range(PRESSES):                      # the buy's dialog, closed with Esc
            click(buy_badge())
            press("Escape")
        time.sleep(1.0)
        assert game.poll() is None
        assert rounds_bought(data) == 0, "a press that closed a screen bought a round"
        xdo(env, "key", "space")                     # on the ready play screen: one round
        deadline = time.monotonic() + 30
        while rounds_bought(data) == 0 and time.monotonic() < deadline:
            time.sleep(0.2)
        assert rounds_bought(data) == 1, "the presses never reached the game"
    finally:
        game.kill()
        game.wait(timeout=10)
