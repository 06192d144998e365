"""A market's rules of play in the real window (issue 58), driven with xdotool under Xvfb:
under `--jurisdiction uk` a round lasts at least 2.5 s from the press that started it however
fast Space is pressed (timed by the window's own report of when it showed each state), the
autoplay and speed buttons are gone (a click where they stood opens nothing and changes no
speed), and F11 is honoured as any other market's. The same effects headless, flag by flag:
tests/game/test_jurisdiction.py."""
import time

from helpers import Window, window_test_marks, xdo

pytestmark = window_test_marks("Xvfb", "xdotool", install="xvfb xdotool")
AUTOPLAY, SPEED = (1112, 594), (1044, 594)     # where they stand elsewhere (controls.py)
FIRST_CARD = (250, 380)


def test_a_uk_round_lasts_its_least_time_and_autoplay_and_speed_are_gone(x_display, tmp_path):
    window = Window(x_display((1280, 720)), tmp_path, "--data-dir", tmp_path / "d",
                    "--jurisdiction", "uk", "--game", "sweet-bonanza-xmas")
    try:
        top = window.until(lambda s: s.get("top") in ("IntroScene", "SlotScene"), "the game")
        if top["top"] == "IntroScene":
            window.key("a")
        window.ready()
        window.click(AUTOPLAY)
        window.click(SPEED)
        time.sleep(0.5)
        assert window.ready()["speed"] == "normal" and window.latest()["top"] == "SlotScene"
        starts = []
        for _ in range(3):                            # Space pressed as fast as a player can
            for _press in range(200):
                window.key("space")
                try:
                    starts.append(window.until(lambda s: s.get("in_round"), "a round",
                                               timeout=0.2)["at"])
                    break
                except AssertionError:
                    continue
            window.until(lambda s: not s.get("in_round"), "the round's end", timeout=60)
        assert len(starts) == 3, f"rounds started at {starts}"
        gaps = [b - a for a, b in zip(starts, starts[1:])]
        # each start as the window reported it: the frame after its press, so a frame's
        # time (at most 0.1 s: the loop's longest step) either way; a round with no win
        # shows in about 2.1 s at NORMAL, so without the rule the gap reads about 2.15 s
        assert all(gap >= 2.5 - 0.1 for gap in gaps), f"rounds {gaps} s apart, under 2.5 s"
        xdo(window.env, "key", "Escape")
    finally:
        window.close()
