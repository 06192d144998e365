"""A market's rules of play in the real window (issue 58), driven with xdotool under Xvfb, each
flag's effect read from the window's own report (--states: what it shows, and 'at', the run's
clock when it showed it), one window a profile:

- `--jurisdiction uk` (its rounds each paying something, no more than the bet:
  tests/seeded.py small): Space pressed as fast as xdotool can starts rounds at least 2.5 s
  apart; Space pressed through a round does not cut it short (no slam stop); the autoplay and
  speed buttons and the feature buy are gone (a click where each stood opens nothing and
  changes no speed: no turbo or super turbo); the net position and the session's time are on
  every frame of the play screen; no round that paid no more than its stake is cheered.
- a profile file raising several flags at once (a social casino, Space and Enter inert, F11
  inert, QUICK gone, each mode's RTP on the pages, 3 s a round): neither key starts a round nor
  F11 fills the screen (a press of + after them, reported, fences them), the speed button goes
  NORMAL -> TURBO -> NORMAL, the spin button clicked as fast as xdotool can starts rounds at
  least 3 s apart at each speed left, and the paytable and the help say the RTP and the rules,
  in a social casino's words (the play amount, never a bet).

- `--jurisdiction de`: the ante's switch and the feature buy are gone (a click where each stood
  changes no mode and opens nothing), + pressed again and again raises the total bet to 1.00
  and no higher, and rounds start at least 5 s apart however fast Space is pressed.

The same effects headless, flag by flag: tests/game/test_jurisdiction.py."""
import re

from helpers import ROOT, Window, rounds_bought, window_test_marks, xdo

pytestmark = window_test_marks("Xvfb", "xdotool", install="xvfb xdotool")
AUTOPLAY, SPEED = (1112, 594), (1044, 594)     # where they stand elsewhere (controls.py)
BUY = (1130, 122)                              # the feature buy's badge (controls.py BUY)
ANTE = (1130, 207)                             # the ante's switch under it (controls.py ANTE)
SPIN = (1140, 470)
PAYTABLE, HELP = (104, 680), (166, 680)        # the bar's buttons (controls.py)
FRAME = 0.1      # a state's time is its frame's, at most the loop's longest step either way


def opened(window, game):
    """The play screen of `game`, ready (the intro closed if it shows)."""
    top = window.until(lambda s: s.get("top") in ("IntroScene", "SlotScene"), "the game")
    if top["top"] == "IntroScene":
        window.key("a")
    return window.ready()


def seen(window) -> list[dict]:
    """Every state the window has reported so far."""
    import json
    return [json.loads(line) for line in window.states.read_text(encoding="utf-8").splitlines()]


def starts(window, press, count, gap) -> list[float]:
    """`count` rounds started by `press()` repeated as fast as it goes; each start as the
    window reported it ('at'). Waits for each round's end, then presses on at once."""
    began = []
    for _ in range(count):
        for _press in range(300):
            press()
            try:
                began.append(window.until(lambda s: s.get("in_round"), "a round",
                                          timeout=gap)["at"])
                break
            except AssertionError:
                continue
        window.until(lambda s: not s.get("in_round"), "the round's end", timeout=60)
    assert len(began) == count, f"rounds started at {began}"
    return began


def test_under_uk_rules_rounds_are_long_uncut_uncheered_and_the_standing_always_shown(
        x_display, tmp_path):
    data = tmp_path / "d"
    window = Window(x_display((1280, 720)), tmp_path, "--data-dir", data,
                    "--jurisdiction", "uk", "--game", "sweet-bonanza-xmas",
                    entry=(ROOT / "tests" / "seeded.py", "small"))
    try:
        bet = opened(window, "sweet-bonanza-xmas")["bet"]
        for at in (AUTOPLAY, SPEED, BUY):
            window.click(at)
        window.key("minus")                 # a fence: the clicks before it were taken
        window.until(lambda s: s.get("bet", bet) < bet, "the bet lowered")
        window.key("plus")
        assert window.until(lambda s: s.get("bet") == bet, "the bet back")["speed"] == "normal"
        began = starts(window, lambda: window.key("space"), 3, 0.2)
        gaps = [b - a for a, b in zip(began, began[1:])]
        # a round with a small win shows in about 3 s at NORMAL: without the rule the next
        # starts at once, well under 2.5 s after the last one's press
        assert all(gap >= 2.5 - FRAME for gap in gaps), f"rounds {gaps} s apart, under 2.5 s"
        # Space pressed all through a round: no slam stop, the round shows its whole length
        window.ready()
        start = None
        while start is None:
            window.key("space")
            try:
                start = window.until(lambda s: s.get("in_round"), "a round", timeout=0.2)["at"]
            except AssertionError:
                continue
        while window.latest().get("in_round"):
            window.key("space")
        end = next(s["at"] for s in seen(window) if s["at"] > start and not s.get("in_round"))
        # its tumbles and win take over 2 s at NORMAL; slammed, a press a frame, well under 1
        assert end - start >= 1.5, f"a round pressed through lasted {end - start:.2f} s"
        states = seen(window)
        playing = [s for s in states if s.get("top") == "SlotScene"]
        assert playing and all(
            len(s["standing"]) == 2 and s["standing"][0].startswith("NET ")
            and s["standing"][1].startswith("SESSION ") for s in playing), playing[-1]
        assert not any(s.get("top") in ("AutoplayPanel", "Confirm") for s in states)
        assert {s["speed"] for s in playing} == {"normal"}
        import sqlite3
        with sqlite3.connect(data / "slots.sqlite3") as db:
            rounds = db.execute("SELECT cost, total_win, rules FROM rounds WHERE total_win "
                                "IS NOT NULL").fetchall()     # (a last press may start one)
        assert len(rounds) >= 4 and all(0 < win <= cost and rules == "uk"
                                        for cost, win, rules in rounds), rounds
        assert max(s["cheers"] for s in playing) == 0       # not one of them cheered
        xdo(window.env, "key", "Escape")
    finally:
        window.close()


PROFILE = """name: several
flags:
  socialCasino: true
  disabledSpacebar: true
  disabledFullscreen: true
  disabledTurbo: true
  displayRTP: true
  minimumRoundDuration: 3000
"""


def test_several_flags_at_once_in_one_window(x_display, tmp_path):
    profile = tmp_path / "several.yaml"
    profile.write_text(PROFILE, encoding="utf-8")
    data = tmp_path / "d"
    window = Window(x_display((1280, 720)), tmp_path, "--data-dir", data,
                    "--jurisdiction", profile, "--game", "santas-wonderland",
                    entry=(ROOT / "tests" / "seeded.py", "small"))
    try:
        bet = opened(window, "santas-wonderland")["bet"]
        # Space, Enter, the keypad's Enter and F11, then +: once the bet is up, each of
        # them has been taken (in order) and none started a round or filled the screen
        window.key("space", "Return", "KP_Enter", "F11", "plus")
        window.until(lambda s: s.get("bet", bet) > bet, "the bet raised")
        assert not any(s.get("in_round") or s.get("fullscreen") for s in seen(window))
        assert rounds_bought(data) == 0
        window.key("minus")
        window.until(lambda s: s.get("bet") == bet, "the bet back")
        # the speeds left: NORMAL and TURBO (the RGS's super turbo), never QUICK
        speeds = ["normal"]
        for _ in range(2):
            window.click(SPEED)
            speeds.append(window.until(lambda s: s.get("speed") != speeds[-1],
                                       "another speed")["speed"])
        assert speeds == ["normal", "turbo", "normal"]
        # the least round time at each speed left, the spin button clicked as fast as it goes
        for speed in ("normal", "turbo"):
            window.until(lambda s, speed=speed: s.get("speed") == speed, f"the speed {speed}")
            window.ready()
            began = starts(window, lambda: window.click(SPIN), 3, 0.2)
            gaps = [b - a for a, b in zip(began, began[1:])]
            assert all(gap >= 3.0 - FRAME for gap in gaps), f"{speed}: rounds {gaps} s apart"
            window.click(SPEED)
        # each mode's RTP: under the paytable's cards, and on the help's pages with the rules
        window.ready()
        window.click(PAYTABLE)
        page = window.until(lambda s: s.get("top") == "InfoScene", "the paytable")
        assert page["page"] == 1 and "RTP" in page["says"][0], page
        assert "the play amount" in page["says"][0], page          # the social words
        window.key("Escape")
        window.ready()
        window.click(HELP)
        opened_at = window.until(lambda s: s.get("top") == "InfoScene", "the help")
        said, at = list(opened_at["says"]), opened_at["page"]
        while True:                                   # every page, round to the first again
            window.key("Right")
            turned = window.until(lambda s, at=at: s.get("page") != at, "a page turned")
            if turned["page"] == opened_at["page"]:
                break
            said, at = said + turned["says"], turned["page"]
        words = " ".join(said)
        assert "RTP" in words and "Space and Enter do not start a round" in words
        assert "the play amount" in words and not re.search(r"\b(bet|buy)\b", words, re.I)
        assert "at least 3 seconds" in words and "Full screen is not offered" in words
        xdo(window.env, "key", "Escape")
    finally:
        window.close()


def test_under_german_rules_no_ante_no_buy_a_bet_of_at_most_one_and_five_seconds_a_round(
        x_display, tmp_path):
    data = tmp_path / "d"
    window = Window(x_display((1280, 720)), tmp_path, "--data-dir", data,
                    "--jurisdiction", "de", "--game", "sweet-bonanza-xmas",
                    entry=(ROOT / "tests" / "seeded.py", "small"))
    try:
        opened(window, "sweet-bonanza-xmas")
        for at in (ANTE, BUY):
            window.click(at)
        assert window.ready()["bet"] == 100       # the game's default bet, 2.00, held to 1.00
        window.key("minus", "minus")
        window.until(lambda s: s.get("bet", 100) < 100, "the bet lowered")
        for _ in range(12):                       # + as often as the ladder has steps and more
            window.key("plus")
        window.key("minus")                       # a fence: every + before it taken
        window.until(lambda s: s.get("bet") == 100, "the bet at its highest")
        window.until(lambda s: s.get("bet", 100) < 100, "the fence")
        states = [s for s in seen(window) if s.get("top") == "SlotScene"]
        assert max(s["bet"] for s in states) == 100, {s["bet"] for s in states}
        assert {s["mode"] for s in states} == {"base"}
        assert not any(s.get("top") == "Confirm" for s in seen(window))
        began = starts(window, lambda: window.key("space"), 2, 0.2)
        assert began[1] - began[0] >= 5.0 - FRAME, f"rounds {began[1] - began[0]:.2f} s apart"
        xdo(window.env, "key", "Escape")
    finally:
        window.close()
