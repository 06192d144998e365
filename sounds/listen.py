"""Listening without speakers: the figures of a WAV file, standard library only.

Peak, loudness (RMS over the whole, and over the loudest 50 ms: how loud a short cue sounds),
when the sound starts, where its energy sits (spectral centroid) and, for a loop, how far its
last sample lies from its first next to how far neighbours usually lie. make_sounds.py --report
prints them for every file; tests/game/test_sound.py holds the mix to them.
"""
import cmath
import math
import wave
from array import array

RATE = 22050
WINDOW = 0.05          # seconds: the loudness of a short cue is its loudest stretch this long


def read(path) -> list:
    """A mono 16-bit WAV's samples as floats (full scale 1.0)."""
    with wave.open(str(path)) as f:
        if (f.getnchannels(), f.getsampwidth(), f.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{path}: not mono 16-bit {RATE} Hz")
        data = array("h", f.readframes(f.getnframes()))
    return [v / 32768 for v in data]


def peak(samples) -> float:
    return max(map(abs, samples), default=0.0)


def rms(samples) -> float:
    return math.sqrt(sum(v * v for v in samples) / len(samples)) if samples else 0.0


def loudest(samples, seconds=WINDOW) -> float:
    """The RMS of the loudest stretch `seconds` long (half-window steps)."""
    window = max(1, int(seconds * RATE))
    if len(samples) <= window:
        return rms(samples)
    squares = [0.0]
    for v in samples:
        squares.append(squares[-1] + v * v)
    return max(math.sqrt((squares[i + window] - squares[i]) / window)
               for i in range(0, len(samples) - window + 1, window // 2))


def onset(samples, fraction=0.05) -> float:
    """Seconds before the sound first reaches `fraction` of its peak."""
    top = peak(samples)
    return next(i for i, v in enumerate(samples) if abs(v) >= fraction * top) / RATE


def seam(samples) -> float:
    """The jump from a loop's last sample to its first, over the 99th percentile of the jumps
    between neighbours: at most about 1 where the loop joins as smoothly as it flows."""
    steps = sorted(abs(b - a) for a, b in zip(samples, samples[1:]))
    return abs(samples[0] - samples[-1]) / steps[int(0.99 * (len(steps) - 1))]


def centroid(samples, size=1024) -> float:
    """Where a sound's energy sits (Hz): the spectral centroid of its loudest frame."""
    best = max(range(0, max(1, len(samples) - size), size // 2),
               key=lambda i: sum(v * v for v in samples[i:i + size]))
    frame = (samples[best:best + size] + [0.0] * size)[:size]
    spectrum = fft([complex(v * (0.5 - 0.5 * math.cos(2 * math.pi * i / size)))
                    for i, v in enumerate(frame)])
    power = [abs(c) ** 2 for c in spectrum[1:size // 2]]
    total = sum(power)
    return sum(p * (k + 1) * RATE / size for k, p in enumerate(power)) / total if total else 0.0


def fft(x):
    """Radix-2 FFT of a list whose length is a power of two."""
    n = len(x)
    if n == 1:
        return x
    even, odd = fft(x[0::2]), fft(x[1::2])
    twiddled = [cmath.exp(-2j * math.pi * k / n) * odd[k] for k in range(n // 2)]
    return [even[k] + twiddled[k] for k in range(n // 2)] + \
        [even[k] - twiddled[k] for k in range(n // 2)]


def db(v) -> float:
    return 20 * math.log10(v) if v > 0 else -120.0


def is_loop(path) -> bool:
    return path.stem.startswith("music") or path.stem == "ambient"


def report(root, paths):
    print(f"{'file':40} {'s':>5} {'peak dB':>8} {'loud dB':>8} {'rms dB':>7} {'onset ms':>8} "
          f"{'centre Hz':>9} {'seam':>5}")
    for path in paths:
        x = read(path)
        joint = f"{seam(x):.2f}" if is_loop(path) else ""
        print(f"{str(path.relative_to(root)):40} {len(x) / RATE:5.2f} {db(peak(x)):8.1f} "
              f"{db(loudest(x)):8.1f} {db(rms(x)):7.1f} {1000 * onset(x):8.1f} "
              f"{centroid(x):9.0f} {joint:>5}")
