"""What a new player tripped on (issue 56), in the real window driven with xdotool: the bet
menu taken by the keyboard (arrows move the choice, Enter takes it, Esc leaves the bet as it
was) and the Settings language row saying the language spoken under --lang. One client for
both; what it shows is read from its `--states` (game/window/shown.py), the presses are the
X server's. The same logic headless: tests/game/test_bet_menu.py, tests/game/test_languages.py."""
from helpers import Window, window_test_marks, xdo

pytestmark = window_test_marks("Xvfb", "xdotool", install="xvfb xdotool")
BET, SETTINGS = (640, 678), (228, 680)       # on the 1280x720 canvas (game/window/slot/controls.py)
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
