"""Synthesise every sound the client plays: python sounds/make_sounds.py

Standard library only (wave, math, array): short effects shaped with envelopes, and for each
game an eight-bar music loop (chords, a bass line and a bell melody) from its recipe,
sounds/<id>/recipe.py. Deterministic, so the
files only change when this script does.
"""
import importlib.util
import math
import random
import wave
from array import array
from pathlib import Path

RATE = 22050
HERE = Path(__file__).parent


def note(name: str) -> float:
    """'A4' -> 440.0; sharps as 'C#5'."""
    names = {"C": -9, "C#": -8, "D": -7, "D#": -6, "E": -5, "F": -4, "F#": -3, "G": -2,
             "G#": -1, "A": 0, "A#": 1, "B": 2}
    return 440.0 * 2 ** ((names[name[:-1]] + 12 * (int(name[-1]) - 4)) / 12)


def tone(freq, seconds, volume=0.5, shape="sine", attack=0.005, decay=None, bend=0.0):
    n = int(RATE * seconds)
    out, phase = [], 0.0
    decay = seconds if decay is None else decay
    for i in range(n):
        t = i / RATE
        f = freq * (1 + bend * t / seconds)
        phase += 2 * math.pi * f / RATE
        if shape == "sine":
            v = math.sin(phase)
        elif shape == "bell":
            v = math.sin(phase) + 0.4 * math.sin(2.76 * phase) + 0.2 * math.sin(5.4 * phase)
            v /= 1.6
        elif shape == "square":
            v = 0.6 if math.sin(phase) >= 0 else -0.6
        else:                                   # triangle
            v = 2 / math.pi * math.asin(math.sin(phase))
        env = min(1.0, t / attack) * math.exp(-3.0 * t / decay)
        out.append(v * env * volume)
    return out


def noise(seconds, volume=0.4, decay=0.2, seed=1):
    rng = random.Random(seed)
    return [rng.uniform(-1, 1) * volume * math.exp(-t / decay)
            for t in (i / RATE for i in range(int(RATE * seconds)))]


def mix(*tracks, at=None):
    at = at or [0] * len(tracks)
    length = max(int(a * RATE) + len(t) for a, t in zip(at, tracks))
    out = [0.0] * length
    for start, track in zip(at, tracks):
        offset = int(start * RATE)
        for i, v in enumerate(track):
            out[offset + i] += v
    return out


def arpeggio(notes, step, volume=0.35, shape="bell", length=0.5):
    return mix(*[tone(note(n), length, volume, shape) for n in notes],
               at=[i * step for i in range(len(notes))])


def write(name, samples):
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = 0.9 / peak if peak > 0.9 else 1.0
    data = array("h", (int(max(-1, min(1, v * scale)) * 32767) for v in samples))
    with wave.open(str(HERE / f"{name}.wav"), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(data.tobytes())


def effects():
    yield "click", tone(1400, 0.05, 0.4, "triangle", decay=0.03)
    yield "spin", mix(noise(0.25, 0.25, 0.12), tone(300, 0.25, 0.3, "triangle", bend=1.2))
    yield "land", mix(tone(160, 0.12, 0.6, "sine", decay=0.08), noise(0.06, 0.2, 0.02))
    yield "tumble", mix(tone(500, 0.18, 0.3, "triangle", bend=-0.5), noise(0.1, 0.1, 0.05))
    yield "explode", mix(noise(0.35, 0.5, 0.1, seed=3), tone(900, 0.2, 0.25, "bell"))
    yield "win_small", arpeggio(["C5", "E5", "G5"], 0.06)
    yield "win_medium", arpeggio(["C5", "E5", "G5", "C6"], 0.07)
    yield "win_big", arpeggio(["C5", "E5", "G5", "C6", "E6", "G6"], 0.08, length=0.8)
    yield "feature", mix(arpeggio(["G4", "C5", "E5", "G5", "C6"], 0.09, 0.3, length=0.9),
                         tone(note("C3"), 1.2, 0.35, "triangle"))
    fanfare = [("C5", 0), ("E5", 0.15), ("G5", 0.3), ("C6", 0.45), ("G5", 0.75), ("C6", 0.9)]
    yield "big_win", mix(*[tone(note(n), 0.6, 0.35, "square", decay=0.5) for n, _ in fanfare],
                         *[tone(note(n) / 2, 0.6, 0.2, "triangle") for n, _ in fanfare],
                         at=[t for _, t in fanfare] * 2)


MINOR = {"A", "E", "D"}


def music(roots, beat, scale, seed):
    rng = random.Random(seed)
    tracks, starts = [], []
    for bar, root in enumerate(roots):
        t0 = bar * beat * 4
        third = 3 if root in MINOR else 4
        base = note(root + "3")
        for k, semis in enumerate((0, third, 7, 12)):
            tracks.append(tone(base * 2 ** (semis / 12), beat * 1.2, 0.12, "triangle"))
            starts.append(t0 + k * beat)
        tracks.append(tone(base / 2, beat * 4, 0.22, "sine", decay=beat * 3))
        starts.append(t0)
        for k in range(4):
            if rng.random() < 0.7:
                tracks.append(tone(note(rng.choice(scale)), beat * 1.5, 0.12, "bell"))
                starts.append(t0 + k * beat + rng.choice((0, beat / 2)))
    loop = mix(*tracks, at=starts)
    return loop[:int(len(roots) * beat * 4 * RATE)]


def ambient(seconds=6.0):
    """Wind: noise smoothed by a slowly moving low-pass, looping without a click."""
    rng = random.Random(9)
    out, level = [], 0.0
    n = int(RATE * seconds)
    for i in range(n):
        cutoff = 0.02 + 0.015 * math.sin(2 * math.pi * i / n * 3)
        level += cutoff * (rng.uniform(-1, 1) - level)
        fade = min(1.0, i / 2000, (n - i) / 2000)
        out.append(level * 2.5 * fade)
    return out


def recipes() -> dict:
    """game id -> its music recipe: every sounds/<id>/recipe.py, found, not listed."""
    found = {}
    for path in sorted(HERE.glob("*/recipe.py")):
        spec = importlib.util.spec_from_file_location(f"song_{path.parent.name}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        found[path.parent.name] = module
    return found


def main():
    for name, samples in effects():
        write(name, samples)
    write("ambient", ambient())
    for game, recipe in recipes().items():        # each game's music: sounds/<id>/music.wav
        write(f"{game}/music", music(recipe.ROOTS, recipe.BEAT, recipe.SCALE, recipe.SEED))
    print(f"wrote sounds under {HERE}")


if __name__ == "__main__":
    main()
