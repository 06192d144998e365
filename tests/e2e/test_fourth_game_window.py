"""The fourth game (tests/fixtures/games/tiny_tumble, added by SLOTS_GAME_DIRS alone) played in
the real window on Xvfb, through the buttons its roles give it (issue 47, 2): its extra bet
(`boost`) switched on by its button and a round spun with it, then switched off and its feature
bought (`bonus_buy`) with its button and the confirm's Enter; both rounds end, paid, in the
player's data file. The client spells none of these ids: it asks the game's roles."""
import json
from pathlib import Path

from helpers import Window, query, window_test_marks

pytestmark = window_test_marks("Xvfb", "xdotool",
                               install="xvfb xdotool")
ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "games"
# a button's centre on the 1280x720 canvas (game/window/slot/controls.py); the first window fits the
# screen (issue 45, 6), so a click lands at the canvas point times the window's scale
BUY, EXTRA_BET, SPEED = (1130, 122), (1130, 207), (1044, 594)


def rounds(data):
    if not (data / "slots.sqlite3").is_file():
        return []
    return query(data, "SELECT mode, status, cost, total_win, events FROM rounds ORDER BY id")


def test_the_fourth_game_s_extra_bet_and_buy_play_in_the_real_window(x_display, tmp_path):
    env = x_display((1280, 720))
    env["SLOTS_GAME_DIRS"] = str(FIXTURES)
    data = tmp_path / "d"
    window = Window(env, tmp_path, "--game", "tiny-tumble", "--data-dir", data)
    try:
        top = window.until(lambda s: s.get("top") in ("IntroScene", "SlotScene"), "the game")
        if top["top"] == "IntroScene":
            window.key("a")                                         # not a spin key
        window.ready()
        window.click(SPEED)
        window.until(lambda s: s["speed"] == "quick", "the QUICK speed")
        window.click(SPEED)                                         # normal -> quick -> turbo
        window.until(lambda s: s["speed"] == "turbo", "the TURBO speed")
        window.click(EXTRA_BET)                                     # on
        window.key("space")
        window.until(lambda s: s.get("in_round"), "the extra bet's round")
        window.ready()                                              # shown to its end
        window.click(EXTRA_BET)                                     # off: a buy is not with it
        window.click(BUY)
        window.on_top("Confirm")
        window.key("Return")                                        # the confirm's yes
        window.until(lambda s: s.get("in_round"), "the bought round")
        window.ready()
        played = rounds(data)
        window.key("Escape")                                        # the lobby, then quit
        window.on_top("LobbyScene")
        window.key("Escape")                                        # the lobby asks QUIT?
        window.on_top("Confirm")
        window.key("Return")                                        # YES
        assert window.ended() == 0
    finally:
        window.close()
        print(window.output())
    assert [status for _, status, *_ in played] == ["done", "done"]
    (boost, _, boost_cost, _, _), (bought, _, buy_cost, win, events) = played
    assert (boost, bought) == ("boost", "bonus_buy")
    assert boost_cost * 50 == buy_cost * 1.5                # 1.5x the bet, 50x the bet
    kinds = [(e["type"], e.get("name"), e.get("phase")) for e in json.loads(events)]
    assert ("feature", "gong_spins", "start") in kinds and kinds[-1][0] == "round_end"
    assert json.loads(events)[-1]["total_win"] == win
