"""A spin costs money: in the real window, beside two CPU burners, no key that closes a screen
buys a round (issue 45, 1). Each kind of screen is closed by presses of a spin key
held 0.05-1.5 s (log-uniform, seeded), at random moments after the screen was opened: the
intro (some of the presses long after the 4 s it used to leave at by itself), the bet menu,
the paytable and the buy's dialog (closed with Esc: a stray Esc would leave the game, which the
last check catches). Then one press on the ready play screen buys exactly one round: the
presses reached the game. One client for all of it, driven with xdotool; the rounds are read
from its data file, the screens it shows from its `--states`. The main command makes 3 presses a
screen; the stress lane (`-m stress`) 30, beside two CPU burners. The logic, headless:
tests/game/test_own_press.py."""
import random
import time
from pathlib import Path

import pytest

from helpers import FIRST_CARD, Window, rounds_bought, window_test_marks

pytestmark = window_test_marks("Xvfb", "xdotool",
                               install="xvfb xdotool")
ROOT = Path(__file__).resolve().parents[2]
PRESSES = 30
SPIN_KEYS = ("Return", "space", "KP_Enter")
BET, PAYTABLE = (640, 678), (104, 680)     # on the 1280x720 canvas
SETTLE = 0.5        # a moment for a round a press wrongly bought to show (an absence)


def buy_badge() -> tuple[int, int]:
    """The centre of the first game's buy badge, where its look places it (issue 49 moved it
    under the meters: a click at its old place opened nothing, and the Esc meant for the
    dialog left the game)."""
    from game.window.look import look_of
    x, y, w, h = look_of("santas-wonderland").buy_box
    return x + w // 2, y + h // 2


def closes_screens(window, data, presses):
    chance = random.Random(45)

    def press(name):
        """One spin key held 0.05-1.5 s, at a random moment after what opened the screen."""
        window.hold(name, chance, 0.2)

    window.on_top("LobbyScene")
    window.point(FIRST_CARD)                         # the pointer picks the lobby's game
    for i in range(presses):                         # the intro: the lobby's Enter opens it
        window.key("Return")
        if i in (1, 16):      # past the 4 s it left at by itself, counted in frames of
            time.sleep(8.0)   # at most 0.1 s: a loaded machine draws fewer a second
        press(SPIN_KEYS[i % 3])
        window.key("Escape")                         # back to the lobby (a round would finish)
    window.on_top("LobbyScene")
    time.sleep(SETTLE)
    assert rounds_bought(data) == 0, "a press that closed the intro bought a round"
    window.key("Return", "a")                        # in the game, past its intro
    window.ready()
    for i in range(presses):                         # the bet menu
        window.click(BET)
        press(SPIN_KEYS[i % 2])
    for i in range(presses):                         # the paytable
        window.click(PAYTABLE)
        press(SPIN_KEYS[i % 2])
    for _ in range(presses):                         # the buy's dialog, closed with Esc
        window.click(buy_badge())
        press("Escape")
    window.ready()
    time.sleep(SETTLE)
    assert window.process.poll() is None
    assert rounds_bought(data) == 0, "a press that closed a screen bought a round"
    window.key("space")                              # on the ready play screen: one round
    window.until(lambda s: s.get("in_round"), "the round the press bought", timeout=30)
    assert rounds_bought(data) == 1, "the presses never reached the game"


def run(x_display, tmp_path, presses):
    window = Window(x_display((1280, 720)), tmp_path, "--data-dir", tmp_path / "d")
    try:
        closes_screens(window, tmp_path / "d", presses)
    finally:
        window.close()


def test_no_press_that_closes_a_screen_buys_a_round(x_display, tmp_path):
    run(x_display, tmp_path, 3)


@pytest.mark.stress
def test_thirty_presses_on_each_screen_beside_two_burners_buy_no_round(x_display, burners,
                                                                        tmp_path):
    run(x_display, tmp_path, PRESSES)
