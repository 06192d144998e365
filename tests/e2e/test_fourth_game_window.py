"""The fourth game (tests/fixtures/games/tiny_tumble, added by SLOTS_GAME_DIRS alone) played in
the real window on Xvfb, through the buttons its roles give it (issue 47, 2): its extra bet
(`boost`) switched on by its button and a round spun with it, then switched off and its feature
bought (`bonus_buy`) with its button and the confirm's Enter; both rounds end, paid, in the
player's data file. The client spells none of these ids: it asks the game's roles."""
import json
import subprocess
import sys
import time
from pathlib import Path


from helpers import query, window_test_marks, xdo

pytestmark = window_test_marks("Xvfb", "xdotool",
                               install="xvfb xdotool")
ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "games"
# a button's centre on the 1280x720 canvas (game/slot/controls.py); the first window fits the
# screen (issue 45, 6), so a click lands at the canvas point times the window's scale
BUY, EXTRA_BET, SPEED = (1130, 108), (1130, 175), (1044, 594)


def click(env, window, at):
    sized = dict(line.split("=") for line in xdo(env, "getwindowgeometry", "--shell",
                                                 window).stdout.split())
    scale = int(sized["WIDTH"]) / 1280
    xdo(env, "mousemove", "--window", window, str(round(at[0] * scale)),
        str(round(at[1] * scale)))
    xdo(env, "click", "1")
    time.sleep(0.4)


def rounds(data):
    if not (data / "slots.sqlite3").is_file():
        return []
    return query(data, "SELECT mode, status, cost, total_win, events FROM rounds ORDER BY id")


def until_done(data, count, timeout=120.0):
    """The data file's rounds, once `count` of them are done (and the board has shown the
    last: a moment after its end)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = rounds(data)
        if len(found) >= count and all(status == "done" for _, status, *_ in found):
            time.sleep(3.0)
            return found
        time.sleep(0.5)
    raise AssertionError(f"{count} rounds not done in {timeout:.0f} s: {rounds(data)}")


def test_the_fourth_game_s_extra_bet_and_buy_play_in_the_real_window(x_display, tmp_path):
    env = x_display((1280, 720))
    env["SLOTS_GAME_DIRS"] = str(FIXTURES)
    data = tmp_path / "d"
    game = subprocess.Popen([sys.executable, "-m", "game", "--game", "tiny-tumble",
                             "--data-dir", str(data)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        found = xdo(env, "search", "--sync", "--classname", ".")
        assert found.returncode == 0 and found.stdout.strip(), found.stderr
        window = found.stdout.split()[0]
        time.sleep(2.0)
        xdo(env, "windowfocus", "--sync", window)
        click(env, window, SPEED)
        click(env, window, SPEED)                                   # normal -> quick -> turbo
        click(env, window, EXTRA_BET)                               # on
        xdo(env, "key", "space")
        played = until_done(data, 1)
        click(env, window, EXTRA_BET)                               # off: a buy is not with it
        for _ in range(5):                                  # the board may still be showing
            click(env, window, BUY)
            xdo(env, "key", "Return")                       # the confirm's yes
            if len(rounds(data)) == 2:
                break
            time.sleep(2.0)
        played = until_done(data, 2)
        xdo(env, "key", "Escape")                           # the lobby, then quit
        time.sleep(1.0)
        xdo(env, "key", "Escape")                           # the lobby asks QUIT? first
        time.sleep(1.0)
        xdo(env, "key", "Return")                           # YES
        assert game.wait(timeout=60) == 0
    finally:
        if game.poll() is None:
            game.kill()
        print(game.communicate()[0])
    (boost, _, boost_cost, _, _), (bought, _, buy_cost, win, events) = played
    assert (boost, bought) == ("boost", "bonus_buy")
    assert boost_cost * 50 == buy_cost * 1.5                # 1.5x the bet, 50x the bet
    kinds = [(e["type"], e.get("name"), e.get("phase")) for e in json.loads(events)]
    assert ("feature", "gong_spins", "start") in kinds and kinds[-1][0] == "round_end"
    assert json.loads(events)[-1]["total_win"] == win
