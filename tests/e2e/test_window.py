"""The real program in a real X window: launched as a process on Xvfb, driven with xdotool.

Skipped, with the reason, where Xvfb or xdotool is missing (.ci/run installs them).
"""
import subprocess
from pathlib import Path

from helpers import Window, alike, load, window_test_marks, xdo

pytestmark = window_test_marks("Xvfb", "xdotool", "import",
                               install="xvfb xdotool imagemagick")
ROOT = Path(__file__).resolve().parents[2]
CHANGED = 8      # mean difference per channel (0-255) that is a change of screen, not motion


def shot(env, path):
    subprocess.run(["import", "-window", "root", str(path)], env=env, check=True, timeout=30)
    return load(path)


def test_the_window_opens_responds_to_keys_and_quits(x_display, tmp_path):
    env = x_display((1280, 720))
    window = Window(env, tmp_path, "--data-dir", tmp_path / "d")
    try:
        # our own Xvfb holds only our window; without a window manager xdotool's --name match
        # misses SDL's title, so it is found by class (Window) and its title checked here
        assert xdo(env, "getwindowname", window.id).stdout.strip() == "Tumbling Slots"
        window.on_top("LobbyScene")
        lobby = shot(env, tmp_path / "lobby.png")
        still = alike(lobby, shot(env, tmp_path / "lobby-again.png"))   # no key: no change
        assert still < CHANGED, f"the idle lobby differs by {still:.1f} from itself"
        window.key("Right", "Return")
        window.on_top("IntroScene")
        intro = shot(env, tmp_path / "intro.png")
        moved = alike(intro, lobby)
        assert moved > CHANGED, f"arrow keys and Enter changed the window by {moved:.1f} only"
        window.key("a")                                  # past the intro
        window.ready()
        idle = shot(env, tmp_path / "game.png")
        window.key("space")                              # spin
        window.until(lambda s: s.get("in_round"), "the round")
        moved = alike(shot(env, tmp_path / "spin.png"), idle)
        assert moved > CHANGED, f"Space changed the game's screen by {moved:.1f} only"
        print(f"differences: idle lobby {still:.1f}, lobby to intro {alike(intro, lobby):.1f}, "
              f"spin {moved:.1f}")
        window.key("Escape")                             # the lobby, after the round
        window.on_top("LobbyScene", timeout=120)
        window.key("Escape")                             # QUIT?
        window.until(lambda s: s.get("top") != "LobbyScene", "the lobby's QUIT?")
        window.key("Return")                             # YES
        assert window.ended() == 0
    finally:
        window.close()
        print(window.output())
