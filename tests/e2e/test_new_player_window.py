"""What a new player tripped on (issue 56), in the real window driven with xdotool: the bet
menu taken by the keyboard (arrows move the choice, Enter takes it, Esc leaves the bet as it
was) and the Settings language row saying the language spoken under --lang. One client for
both; what it shows is read from its `--states` (game/window/shown.py), the presses are the
X server's. And no raw placeholder drawn through a feature and the pages. The same logic
headless: tests/game/test_bet_menu.py, tests/game/test_languages.py."""
from helpers import Window, window_test_marks, xdo

pytestmark = window_test_marks("Xvfb", "xdotool", install="xvfb xdotool")
BET, SETTINGS = (640, 678), (228, 680)       # on the 1280x720 canvas (game/window/slot/controls.py)
SPEED, HISTORY = (1044, 594), (1180, 594)    # right of the board, under the spin
FIRST_CARD = (250, 380)                      # the lobby's first game


def test_the_bet_menu_by_keyboard_and_the_language_row_in_the_real_window(x_display, tmp_path):
    window = Window(x_display((1280, 720)), tmp_path, "--data-dir", tmp_path / "d",
                    "--lang", "de")
    try:
        window.on_top("LobbyScene")
        scale = window.scale
        xdo(window.env, "mousemove", "--window", window.id, round(FIRST_CARD[0] * scale),
            round(FIRST_CARD[1] * scale))
        window.key("Return", "a")                     # into the game, past its intro
        bet = window.ready()["bet"]
        window.click(BET)
        before = window.on_top("BetMenu")["pointed"]
        window.key("Right")
        moved = window.until(lambda s: s.get("pointed") not in (None, before),
                             "the bet menu's choice moved by Right")["pointed"]
        window.key("Return")                          # taken, and the menu closed
        taken = window.ready()["bet"]
        assert taken > bet, f"Enter kept the old bet {bet} (the menu pointed at {moved})"
        window.click(BET)
        window.on_top("BetMenu")
        window.key("Right")
        window.until(lambda s: s.get("pointed") != moved, "the choice moved again")
        window.key("Escape")                          # left: the bet unchanged
        assert window.ready()["bet"] == taken, "Esc changed the bet"
        window.click(SETTINGS)
        assert window.on_top("SettingsScene")["language"] == "Deutsch", \
            "the language row does not say the language spoken (--lang de)"
    finally:
        window.close()


def test_no_screen_shows_a_raw_placeholder_in_the_real_window(x_display, tmp_path):
    """Santa's level read "STUFE {level}" through Midnight Riches (issue 56): a round that
    starts it (tests/seeded.py picks a fair seed that does) plays its levels' plaques and
    meters in German to the end, then each page of the paytable and the help is turned; the
    window's own report of the texts it drew with a template's field left unfilled
    (game/window/shown.py "raw") stays empty throughout. (A level's title left unformatted
    fails it.)"""
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    window = Window(x_display((1280, 720)), tmp_path, "--game", "santas-wonderland",
                    "--data-dir", tmp_path / "d", "--lang", "de",
                    entry=(root / "tests" / "seeded.py", "midnight_riches@0"))
    seen: list = []

    def clean(state) -> bool:
        seen.extend(state.get("raw", []))
        return False
    try:
        top = window.until(lambda s: s.get("top") in ("IntroScene", "SlotScene"), "the game")
        if top["top"] == "IntroScene":
            window.key("a")
        window.ready()
        for speed in ("quick", "turbo"):               # the round shown at TURBO: the same
            window.click(SPEED)                        # texts, a quarter of the time
            window.until(lambda s, speed=speed: s.get("speed") == speed, f"the {speed} speed")
        window.key("space")
        window.until(lambda s: s.get("in_round") or s.get("holding"), "the round", 30)
        state = window.until(lambda s: clean(s) or (s.get("top") == "SlotScene" and not
                             s["in_round"] and not s["counting"] and not s["holding"]),
                             "the feature's round played out", timeout=240)
        for button in ((104, 680), (166, 680)):   # the paytable and the help, page by page
            window.click(button)
            window.until(lambda s: clean(s) or s.get("top") == "InfoScene", "a page")
            for _ in range(12):
                window.key("Right")
            window.key("Escape")
            window.until(lambda s: clean(s) or s.get("top") == "SlotScene", "the game again")
        window.click(HISTORY)                 # the round's row says its feature (issue 56)
        row = window.on_top("HistoryScene")
        clean(window.latest())
        assert seen == [], f"the window drew unfilled templates: {sorted(set(seen))}"
        assert state["top"] == "SlotScene"
        assert "MIDNIGHT RICHES" in row.get("selected", ""), row
    finally:
        window.close()
