"""What a press does while a round shows something, in the real window, driven with xdotool on
a client whose rounds are picked among fair ones (tests/seeded.py) and whose screen is read from
the lines it writes (`--states`), never guessed by time (issue 45, 1 and 2):

- a big win's count-up: rounds that each pay at least 20x; while each counts up, a spin key
  held 0.05-1.5 s (log-uniform, seeded) at a random moment skips it and buys nothing: the
  rounds in the data file are only those the ready play screen's own presses bought;
- autoplay told to stop when Princess Trinity starts: autoplays whose first round starts it
  each stop at the trigger, the notice saying why at once, the feature's plaque waiting for
  the player (the first time for 4 s, untouched); a spin key held as above starts the feature,
  and no second round is bought.

The main command proves each with 3 presses; the stress lane (`-m stress`) with 30, beside two
CPU burners, as the loaded laptops where such presses once bought rounds: three windows of 10
presses each, on rounds and press times of their own (issue 54: each test under 5 minutes, at
a load of 6 when xdist runs two beside their four burners). The same logic headless:
tests/game/test_own_press.py and tests/game/test_autoplay.py."""
import random
import time
from pathlib import Path

import pytest

from helpers import Window, rounds_bought, window_test_marks

pytestmark = window_test_marks("Xvfb", "xdotool", install="xvfb xdotool")
ROOT = Path(__file__).resolve().parents[2]
GAME = "midnight-princess"
FEATURE = "princess_trinity"   # its second big feature: the stop row's second choice
COUNTED = "santas-wonderland"  # big wins of 24-35 events (Midnight Princess's take 70: 18 s)
SPIN_KEYS = ("Return", "space", "KP_Enter")
SPEED, AUTOPLAY = (1044, 594), (1112, 594)              # on the 1280x720 canvas
STOP_ROW, START = (790, 313), (540, 570)
SETTLE = 0.3        # a moment for a round a press wrongly bought to show (an absence)


class Seeded(Window):
    """The seeded client (tests/seeded.py WANT), with the presses these proofs make."""

    def __init__(self, env, tmp_path, want, shard=0):
        self.data = tmp_path / "d"
        super().__init__(env, tmp_path, "--game", COUNTED if want == "big" else GAME,
                         "--data-dir", self.data,
                         entry=(ROOT / "tests" / "seeded.py", f"{want}@{shard}"))
        self.chance = random.Random(45 + shard)

    def spin(self, what):
        """The ready play screen's press, until its round shows (a window just mapped may
        miss the first key: pressed again, it can only stop that round's fall, never buy a
        second, as the count-up or the plaque it waits for takes the next press)."""
        for _ in range(6):
            self.key("space")
            try:
                return self.until(lambda s: s.get("in_round") or s.get("counting")
                                  or s.get("holding"), what, timeout=10.0)
            except AssertionError:
                if self.process.poll() is not None:
                    raise
        raise AssertionError(f"no {what} after six presses")

    def held_press(self, most=1.2):
        """A spin key held 0.05-1.5 s, after a random 0-`most` s (a quick count-up shows for
        at least 2.4 s of the game's time, which a loaded machine draws more slowly)."""
        self.hold(self.chance.choice(SPIN_KEYS), self.chance, most)

    def past_intro(self):
        """The game's play screen, ready, at the player's QUICK speed (a round shows in half
        the time)."""
        top = self.until(lambda s: s.get("top") in ("IntroScene", "SlotScene"), "the game")
        if top["top"] == "IntroScene":
            self.key("a")                    # not a spin key: the intro's alone
        self.ready()
        self.click(SPEED)
        self.until(lambda s: s["speed"] == "quick", "the QUICK speed")


def count_ups(window, presses):
    window.past_intro()
    for bought in range(1, presses + 1):
        window.spin(f"round {bought}")              # the ready play screen's press
        window.until(lambda s: s["counting"], f"round {bought}'s count-up")
        assert rounds_bought(window.data) == bought
        window.held_press()                         # skips it, buys nothing
        window.ready()
        time.sleep(SETTLE)
        assert rounds_bought(window.data) == bought, "a press on a count-up bought a round"


def autoplay_stops(window, presses):
    window.past_intro()
    window.click(AUTOPLAY)
    window.on_top("AutoplayPanel")
    window.click(STOP_ROW)                          # OFF -> FREE SPINS
    window.click(STOP_ROW)                          # -> PRINCESS TRINITY
    window.click(START)
    for bought in range(1, presses + 1):
        held = window.until(lambda s: s.get("holding"), f"autoplay {bought}'s stop")
        assert not held["autoplay"] and "Princess Trinity" in held["message"], held
        if bought == 1:                             # it waits for the player: 4 s untouched
            time.sleep(4.0)
            assert window.latest()["holding"] and window.process.poll() is None
        assert rounds_bought(window.data) == bought
        window.held_press()                         # starts the feature
        played = window.until(lambda s: not s["holding"], "the feature playing")
        assert played["speed"] == "quick"           # at the player's speed, not turbo
        window.ready()
        time.sleep(SETTLE)
        assert rounds_bought(window.data) == bought, "the press on the plaque bought a round"
        if bought < presses:
            window.click(AUTOPLAY)                  # the same plan: 10 rounds, stop at it
            window.on_top("AutoplayPanel")
            window.click(START)


@pytest.mark.parametrize("proof", [count_ups, autoplay_stops], ids=["count-up", "autoplay"])
def test_a_press_on_a_count_up_or_a_stopped_autoplays_plaque_buys_nothing(x_display, tmp_path,
                                                                         proof):
    window = Seeded(x_display((1280, 720)), tmp_path, "big" if proof is count_ups else FEATURE)
    try:
        proof(window, 3)
    finally:
        window.close()


@pytest.mark.stress
@pytest.mark.parametrize("shard", [1, 2, 3])
@pytest.mark.parametrize("proof", [count_ups, autoplay_stops], ids=["count-up", "autoplay"])
def test_thirty_presses_beside_two_burners_buy_nothing(x_display, burners, tmp_path, proof,
                                                       shard):
    window = Seeded(x_display((1280, 720)), tmp_path, "big" if proof is count_ups else FEATURE,
                    shard)
    try:
        proof(window, 10)
    finally:
        window.close()
