"""Make every sound the client plays: python sounds/make_sounds.py [--report] [--only NAME]

Standard library only, deterministic (the files change only when a recipe does). Writes:
  sounds/<cue>.wav          the shared cues, and a plain version of every themed one (a game
                            that brings no sound of its own still has every cue)
  sounds/ambient.wav        the wind under the music
  sounds/<id>/...           a game's music (music_base, music_feature) and its themed cues,
                            from its recipe, sounds/<id>/recipe.py, found, not listed
each mono 16-bit at 22,050 Hz, at the peak sounds/mix.yaml gives its group (an effect's body
brought up under that peak by a limiter, so it stands above the music without clipping).
Then it prints every file's figures (sounds/listen.py: peak, loudness, onset, spectral centre,
a loop's seam); --report prints only those. --only renders the shared cues, or one game's.
About two and a half minutes on one core (the music is most of it).
"""
import argparse
import importlib.util
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(1, str(HERE.parent))

import compose  # noqa: E402
import effects  # noqa: E402
from listen import report  # noqa: E402
from synth import limit, write  # noqa: E402

from game.window.cues import read_mix  # noqa: E402

LOOPS = ("music_base", "music_feature")


def recipes() -> dict:
    """game id -> its recipe module: every sounds/<id>/recipe.py."""
    found = {}
    for path in sorted(HERE.glob("*/recipe.py")):
        spec = importlib.util.spec_from_file_location(f"recipe_{path.parent.name}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        found[path.parent.name] = module
    return found


def steps_of(mix) -> dict:
    return {cue: mix.steps(cue) for cue in mix.cues}


def group_of(mix, name: str) -> float:
    """The peak of a file: its cue's group (ring_3 is the cue ring)."""
    cue = name if name in mix.cues else name.rsplit("_", 1)[0]
    return mix.peak(cue)


def make_shared(mix):
    sounds = {**effects.shared(steps_of(mix)),
              **effects.themed(effects.DEFAULT_THEME, steps_of(mix))}
    for name, buf in sounds.items():
        write(HERE / f"{name}.wav", limit(buf), group_of(mix, name))
    write(HERE / "ambient.wav", effects.ambient(), mix.ambient)


def make_game(mix, game, recipe):
    folder = HERE / game
    sounds = effects.themed({**effects.DEFAULT_THEME, **recipe.EFFECTS}, steps_of(mix))
    for name, buf in sounds.items():
        write(folder / f"{name}.wav", limit(buf), group_of(mix, name))
    for name, song in zip(LOOPS, (recipe.BASE, recipe.FEATURE)):
        write(folder / f"{name}.wav", compose.render(song), mix.music)
    for stale in folder.glob("*.wav"):           # a cue or loop no longer made
        if stale.stem not in set(LOOPS) | set(sounds):
            stale.unlink()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--report", action="store_true", help="only print the files' figures")
    parser.add_argument("--only", help="'shared' or a game's id: render just that")
    args = parser.parse_args(argv)
    mix = read_mix(HERE / "mix.yaml")
    games = recipes()
    if args.only and args.only not in {"shared", *games}:
        parser.error(f"--only: no game {args.only!r} (shared, {', '.join(games)})")
    if not args.report:
        started = time.monotonic()
        if args.only in (None, "shared"):
            make_shared(mix)
        for game, recipe in games.items():
            if args.only in (None, game):
                make_game(mix, game, recipe)
        print(f"wrote sounds under {HERE} in {time.monotonic() - started:.0f} s")
    report(HERE, sorted(HERE.glob("*.wav")) + sorted(HERE.glob("*/*.wav")))


if __name__ == "__main__":
    main()
