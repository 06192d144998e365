"""The real program in a real X window: launched as a process on Xvfb, driven with xdotool.

Skipped, with the reason, where Xvfb or xdotool is missing (.ci/run installs them).
"""
import subprocess
import sys
import time
from pathlib import Path


from helpers import alike, load, window_test_marks, xdo

pytestmark = window_test_marks("Xvfb", "xdotool", "import",
                               install="xvfb xdotool imagemagick")
ROOT = Path(__file__).resolve().parents[2]
CHANGED = 8      # mean difference per channel (0-255) that is a change of screen, not motion


def shot(env, path):
    subprocess.run(["import", "-window", "root", str(path)], env=env, check=True, timeout=30)
    return load(path)


def test_the_window_opens_responds_to_keys_and_quits(x_display, tmp_path):
    env = x_display((1280, 720))
    game = subprocess.Popen([sys.executable, "-m", "game", "--data-dir", str(tmp_path / "d")],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    try:
        # our own Xvfb holds only our window; without a window manager xdotool's --name match
        # misses SDL's title, so search by class and check the title with getwindowname
        found = xdo(env, "search", "--sync", "--classname", ".")
        assert found.returncode == 0 and found.stdout.strip(), found.stderr
        window = found.stdout.split()[0]
        assert xdo(env, "getwindowname", window).stdout.strip() == "Tumbling Slots"
        time.sleep(1.5)
        lobby = shot(env, tmp_path / "lobby.png")
        time.sleep(0.5)
        still = alike(lobby, shot(env, tmp_path / "lobby-again.png"))   # no key: no change
        assert still < CHANGED, f"the idle lobby differs by {still:.1f} from itself"
        xdo(env, "windowfocus", "--sync", window)
        for key in ("Right", "Return"):
            xdo(env, "key", key)
            time.sleep(0.5)
        time.sleep(1.0)
        intro = shot(env, tmp_path / "intro.png")
        moved = alike(intro, lobby)
        assert moved > CHANGED, f"arrow keys and Enter changed the window by {moved:.1f} only"
        xdo(env, "key", "a")                              # past the intro
        time.sleep(0.5)
        idle = shot(env, tmp_path / "game.png")
        xdo(env, "key", "space")                          # spin
        time.sleep(0.4)
        moved = alike(shot(env, tmp_path / "spin.png"), idle)
        assert moved > CHANGED, f"Space changed the game's screen by {moved:.1f} only"
        print(f"differences: idle lobby {still:.1f}, lobby to intro {alike(intro, lobby):.1f}, "
              f"spin {moved:.1f}")
        for key in ("Escape", "Escape", "Return"):   # lobby (after the round), Quit?, YES
            time.sleep(6.0 if key == "Escape" else 0.5)
            xdo(env, "key", key)
        assert game.wait(timeout=60) == 0
    finally:
        if game.poll() is None:
            game.kill()
            print(game.communicate()[0])
