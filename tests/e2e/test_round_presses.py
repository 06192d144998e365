"""What a press does while a round shows something, in the real window beside two CPU burners
(issue 45, 1 and 2), driven with xdotool on a client whose rounds are picked among fair ones
(tests/seeded.py) and whose screen state is read from the lines it writes, never guessed by
time:

- a big win's count-up: 30 rounds that each pay at least 20x; while each counts up, a spin key
  held 0.05-1.5 s (log-uniform, seeded) at a random moment skips it and buys nothing: the
  rounds in the data file are only those the ready play screen's own presses bought;
- autoplay told to stop when Princess Trinity starts: 30 autoplays whose first round starts it
  each stop at the trigger, the notice saying why at once, the feature's plaque waiting for
  the player (the first time for 4 s, untouched); a spin key held as above starts the feature,
  and no second round is bought.

The same logic headless: tests/game/test_own_press.py and tests/game/test_autoplay.py."""
import json
import random
import subprocess
import sys
import time
from pathlib import Path

from helpers import rounds_bought, window_test_marks, xdo

pytestmark = window_test_marks("Xvfb", "xdotool", install="xvfb xdotool")
ROOT = Path(__file__).resolve().parents[2]
GAME = "midnight-princess"
FEATURE = "princess_trinity"   # its second big feature: the stop row's second choice
PRESSES = 30
SPIN_KEYS = ("Return", "space", "KP_Enter")
SPEED, AUTOPLAY = (1044, 594), (1112, 594)              # on the 1280x720 canvas
STOP_ROW, START = (790, 313), (540, 570)


class Window:
    """The seeded client in its window: presses and clicks sent, its state lines read."""

    def __init__(self, env, tmp_path, want):
        self.env, self.data, self.states = env, tmp_path / "d", tmp_path / "states.jsonl"
        self.states.touch()
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "tests" / "seeded.py"), want, str(self.states),
             "--game", GAME, "--data-dir", str(self.data)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.chance = random.Random(45)
        self.read = 0
        self.now: dict = {}
        found = xdo(env, "search", "--sync", "--classname", ".")
        self.id = found.stdout.split()[0]
        xdo(env, "windowfocus", "--sync", self.id)
        sized = dict(line.split("=") for line in xdo(env, "getwindowgeometry", "--shell",
                                                     self.id).stdout.split())
        self.scale = int(sized["WIDTH"]) / 1280          # the first window fits the screen

    def latest(self) -> dict:
        """The state the last line written says."""
        with self.states.open(encoding="utf-8") as lines:
            seen = lines.read().splitlines()
        self.read = len(seen)
        self.now = json.loads(seen[-1])
        return self.now

    def until(self, holds, what, timeout=90.0) -> dict:
        """The state now, or the first written after it, for which `holds(state)`; fails
        saying `what` after `timeout` s or if the client ended."""
        deadline = time.monotonic() + timeout
        if self.now and holds(self.now):           # the screen shows it still
            return self.now
        while True:
            with self.states.open(encoding="utf-8") as lines:
                seen = lines.read().splitlines()
            for line in seen[self.read:]:
                self.read += 1
                self.now = json.loads(line)
                if holds(self.now):
                    return self.now
            assert self.process.poll() is None, f"the client ended waiting for {what}: " \
                f"{self.process.stdout.read() if self.process.stdout else ''}"
            assert time.monotonic() < deadline, f"no {what} in {timeout} s (last: {self.now})"
            time.sleep(0.05)

    def ready(self) -> dict:
        return self.until(lambda s: s.get("top") == "SlotScene" and not s["in_round"]
                          and not s["counting"] and not s["holding"], "ready play screen")

    def key(self, name):
        xdo(self.env, "key", name)

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
        time.sleep(self.chance.uniform(0, most))
        name = self.chance.choice(SPIN_KEYS)
        xdo(self.env, "keydown", name)
        time.sleep(0.05 * 30 ** self.chance.random())
        xdo(self.env, "keyup", name)

    def click(self, at):
        xdo(self.env, "mousemove", "--window", self.id, round(at[0] * self.scale),
            round(at[1] * self.scale), "click", "1")

    def past_intro(self):
        """The game's play screen, ready, at the player's QUICK speed (a round shows in half
        the time: 30 of them fit the slow lane)."""
        top = self.until(lambda s: s.get("top") in ("IntroScene", "SlotScene"), "the game")
        if top["top"] == "IntroScene":
            self.key("a")                    # not a spin key: the intro's alone
        self.ready()
        self.click(SPEED)
        self.until(lambda s: s["speed"] == "quick", "the QUICK speed")

    def close(self):
        self.process.kill()
        self.process.wait(timeout=10)


def test_a_press_on_a_big_wins_count_up_buys_nothing(x_display, burners, tmp_path):
    window = Window(x_display((1280, 720)), tmp_path, "big")
    try:
        window.past_intro()
        for bought in range(1, PRESSES + 1):
            window.spin(f"round {bought}")              # the ready play screen's press
            window.until(lambda s: s["counting"], f"round {bought}'s count-up")
            assert rounds_bought(window.data) == bought
            window.held_press()                         # skips it, buys nothing
            window.ready()
            time.sleep(0.3)
            assert rounds_bought(window.data) == bought, "a press on a count-up bought a round"
    finally:
        window.close()


def test_autoplay_stops_where_a_feature_starts_and_its_plaque_waits(x_display, burners,
                                                                     tmp_path):
    window = Window(x_display((1280, 720)), tmp_path, FEATURE)
    try:
        window.past_intro()
        window.click(AUTOPLAY)
        window.until(lambda s: s["top"] == "AutoplayPanel", "the autoplay panel")
        window.click(STOP_ROW)                          # OFF -> FREE SPINS
        window.click(STOP_ROW)                          # -> PRINCESS TRINITY
        window.click(START)
        for bought in range(1, PRESSES + 1):
            held = window.until(lambda s: s.get("holding"), f"autoplay {bought}'s stop")
            assert not held["autoplay"] and "Princess Trinity" in held["message"], held
            if bought == 1:                             # it waits for the player
                time.sleep(4.0)
                assert window.latest()["holding"] and window.process.poll() is None
            assert rounds_bought(window.data) == bought
            window.held_press()                         # starts the feature
            played = window.until(lambda s: not s["holding"], "the feature playing")
            assert played["speed"] == "quick"           # at the player's speed, not turbo
            window.ready()
            time.sleep(0.3)
            assert rounds_bought(window.data) == bought, "the press on the plaque bought a round"
            if bought < PRESSES:
                window.click(AUTOPLAY)                  # the same plan: 10 rounds, stop at it
                window.until(lambda s: s["top"] == "AutoplayPanel", "the autoplay panel")
                window.click(START)
    finally:
        window.close()
