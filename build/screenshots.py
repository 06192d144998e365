"""The README's screenshots, made in the real window under Xvfb: python build/screenshots.py

Starts its own X server (Xvfb, 1280x720), opens the client there with a fresh data folder and
fixed seeds, shows the lobby and each game with a round in play, and grabs the screen with
ImageMagick's `import` into build/screenshots/. Rerun it after any visible change; the seeds are
fixed, so the shots differ only where the client does. Needs: apt-get install xvfb imagemagick.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "screenshots"
DISPLAY = f":{90 + os.getpid() % 9}"     # its own server, clear of a test's


def grab(name, out):
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run(["import", "-display", DISPLAY, "-window", "root", str(out / f"{name}.png")],
                   check=True)
    print(out / f"{name}.png")


def main(argv=None) -> int:
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"default {OUT.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    missing = [tool for tool in ("Xvfb", "import") if shutil.which(tool) is None]
    if missing:
        print(f"error: needs {' and '.join(missing)} (apt-get install xvfb imagemagick)",
              file=sys.stderr)
        return 2
    server = subprocess.Popen(["Xvfb", DISPLAY, "-screen", "0", "1280x720x24", "-nolisten",
                               "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(1.0)
        os.environ["DISPLAY"] = DISPLAY
        os.environ["SDL_VIDEODRIVER"] = "x11"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        sys.path.insert(0, str(ROOT))
        shoot(tempfile.mkdtemp(prefix="slots-shots-"), args.out)
    finally:
        server.terminate()
    return 0


def frames(app, seconds, dt=1 / 60):
    for _ in range(int(seconds / dt)):
        app.step(dt)


def shoot(data_dir, out):
    from engine.games import available_games
    from game.app import App
    app = App(data_dir=data_dir)
    seeds = iter(f"screenshot-{i}" for i in range(10**6))
    app.new_server_seed = lambda: next(seeds)
    app.settings["intro"] = False
    app.open("lobby")
    frames(app, 0.5)
    grab("lobby", out)
    for game_id in available_games():
        slot = app.open("slot", game_id)
        for _ in range(40):               # the first round of these seeds that shows a win
            slot.start_round("base")
            for _ in range(600):
                app.step(1 / 60)
                if slot.anim.labels or not slot.in_round:
                    break
            if slot.anim.labels:
                break
            while slot.in_round:
                if slot.anim.waiting_for_choice:
                    slot.choose(slot.anim.choice[0])
                slot.anim.finish_current()
                app.step(1 / 60)
        frames(app, 0.2)
        grab(game_id, out)
        while slot.in_round or slot.celebration:
            if slot.anim.waiting_for_choice:
                slot.choose(slot.anim.choice[0])
            slot.celebration = None
            slot.anim.finish_current()
            app.step(1 / 60)
        app.pop()
    app.storage.close()
    import pygame
    pygame.quit()            # before the X server goes: a window left open ends in an error


if __name__ == "__main__":
    sys.exit(main())
