"""The signal toolkit the sound recipes are made with: standard library only, mono, RATE Hz.

A sound is a plain list of floats (full scale is 1.0). Struck things (bells, harps, marimbas)
are sums of decaying modes computed by recursion, which costs two multiplications a sample and
is exact in pitch; held things (pads, brass, flutes) read band-limited wavetables, so nothing
aliases at 22,050 Hz. Loops are made periodic (mix(..., wrap=L), reverb(..., periodic=True)):
their last sample runs into their first as any two neighbours do, so the seam cannot click.
"""
import math
import random
import wave
from array import array
from functools import cache

RATE = 22050
NYQUIST = RATE / 2
TABLE = 2048                      # wavetable length (one cycle)
NOTES = {"C": -9, "C#": -8, "Db": -8, "D": -7, "D#": -6, "Eb": -6, "E": -5, "F": -4, "F#": -3,
         "Gb": -3, "G": -2, "G#": -1, "Ab": -1, "A": 0, "A#": 1, "Bb": 1, "B": 2}


def note(name: str) -> float:
    """'A4' -> 440.0; 'C#5', 'Bb3'."""
    return 440.0 * 2 ** ((NOTES[name[:-1]] + 12 * (int(name[-1]) - 4)) / 12)


def semis(freq: float, steps: float) -> float:
    return freq * 2 ** (steps / 12)


def length(seconds: float) -> int:
    return max(1, int(round(seconds * RATE)))


# --- sources ------------------------------------------------------------------------------------

def mode(freq, amp, decay, n, phase=0.0):
    """One struck mode: amp * exp(-t / decay) * sin(2 pi freq t + phase), by its recursion."""
    if freq >= NYQUIST * 0.92 or amp == 0:
        return [0.0] * n
    w = 2 * math.pi * freq / RATE
    r = math.exp(-1.0 / (decay * RATE))
    c1, c2 = 2 * r * math.cos(w), -r * r
    y2, y1 = amp * math.sin(phase - w) / r, amp * math.sin(phase)
    out = [0.0] * n
    for i in range(n):
        out[i] = y1
        y2, y1 = y1, c1 * y1 + c2 * y2
    return out


def struck(freq, seconds, partials, attack=0.002, seed=None):
    """A struck or plucked tone: modes at freq * ratio, each (ratio, amp, decay seconds); a short
    attack so it starts at once without a click, a fade over its last 10 ms."""
    n = length(seconds)
    rng = random.Random(seed)
    out = [0.0] * n
    for ratio, amp, decay in partials:
        phase = rng.uniform(0, 2 * math.pi) if seed is not None else 0.0
        for i, v in enumerate(mode(freq * ratio, amp, decay, n, phase)):
            out[i] += v
    return shape(out, attack, 0.01)


def shape(buf, attack=0.002, release=0.01):
    """Linear fade in over `attack` and out over `release` seconds (in place)."""
    n = len(buf)
    a = min(n, max(1, int(attack * RATE)))
    for i in range(a):
        buf[i] *= i / a
    r = min(n, max(1, int(release * RATE)))
    for i in range(r):
        buf[n - 1 - i] *= i / r
    return buf


@cache
def wavetable(kind: str, harmonics: int) -> tuple:
    """One cycle of a band-limited wave with this many harmonics, peak 1."""
    if kind == "saw":
        amps = [(k, 1 / k) for k in range(1, harmonics + 1)]
    elif kind == "square":
        amps = [(k, 1 / k) for k in range(1, harmonics + 1, 2)]
    elif kind == "triangle":
        amps = [(k, (-1) ** ((k - 1) // 2) / k ** 2) for k in range(1, harmonics + 1, 2)]
    elif kind == "organ":                       # drawbar-like: octaves and a twelfth
        amps = [(k, a) for k, a in ((1, 1), (2, 0.5), (3, 0.3), (4, 0.25), (6, 0.1), (8, 0.08))
                if k <= harmonics]
    else:                                       # sine
        amps = [(1, 1.0)]
    cycle = [sum(a * math.sin(2 * math.pi * k * i / TABLE) for k, a in amps)
             for i in range(TABLE)]
    peak = max(abs(v) for v in cycle)
    return tuple(v / peak for v in cycle)


def osc(kind, freq, n, vibrato=(0.0, 0.0), glide=None, phase=0.0, harmonics=40):
    """A wavetable oscillator: vibrato (rate Hz, depth in semitones); glide: an end frequency
    reached by an exponential sweep over the whole sound."""
    top = max(freq, glide or freq) * 2 ** (vibrato[1] / 12)
    table = wavetable(kind, max(1, min(harmonics, int(NYQUIST * 0.9 / top))))
    out = [0.0] * n
    p = phase % 1.0
    rate, depth = vibrato
    if rate == 0 and glide is None:
        inc = freq / RATE
        for i in range(n):
            out[i] = table[int(p * TABLE)]
            p += inc
            if p >= 1.0:
                p -= 1.0
        return out
    ratio = math.log(glide / freq) / n if glide else 0.0
    vib = 2 * math.pi * rate / RATE
    for i in range(n):
        f = freq * math.exp(ratio * i)
        if depth:
            f *= 2 ** (depth * math.sin(vib * i) / 12)
        out[i] = table[int(p * TABLE)]
        p += f / RATE
        p -= int(p)
    return out


def noise(n, seed=1):
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


# --- shaping ------------------------------------------------------------------------------------

def envelope(n, attack, decay, sustain, release, hold=None):
    """ADSR as a list: attack, decay to sustain, held until `hold` seconds, then released."""
    a, d, r = (max(1, int(x * RATE)) for x in (attack, decay, release))
    held = n - r if hold is None else min(n, int(hold * RATE))
    out = [0.0] * n
    for i in range(n):
        if i < a:
            v = i / a
        elif i < a + d:
            v = 1 - (1 - sustain) * (i - a) / d
        else:
            v = sustain
        if i >= held:
            v *= max(0.0, 1 - (i - held) / r)
        out[i] = v
    return out


def decay_env(n, seconds, attack=0.002):
    """An exponential fall from 1 with a short linear attack."""
    k = math.exp(-1.0 / (seconds * RATE))
    a = max(1, int(attack * RATE))
    out, v = [0.0] * n, 1.0
    for i in range(n):
        out[i] = v * min(1.0, i / a)
        v *= k
    return out


def times(buf, env):
    return [x * e for x, e in zip(buf, env)]


def gain(buf, g):
    return [x * g for x in buf]


def lowpass(buf, cutoff):
    """One pole: cutoff in Hz, or a function of the sample index (updated every 32 samples)."""
    out = [0.0] * len(buf)
    y = 0.0
    fixed = not callable(cutoff)
    a = 1 - math.exp(-2 * math.pi * min(cutoff, NYQUIST) / RATE) if fixed else 0.0
    for i, x in enumerate(buf):
        if not fixed and i % 32 == 0:
            a = 1 - math.exp(-2 * math.pi * min(cutoff(i), NYQUIST) / RATE)
        y += a * (x - y)
        out[i] = y
    return out


def highpass(buf, cutoff):
    low = lowpass(buf, cutoff)
    return [x - y for x, y in zip(buf, low)]


def bandpass(buf, centre, q=2.0):
    """A two-pole resonant band-pass (RBJ), peak gain 1."""
    w = 2 * math.pi * min(centre, NYQUIST * 0.95) / RATE
    alpha = math.sin(w) / (2 * q)
    a0 = 1 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
    out = [0.0] * len(buf)
    x1 = x2 = y1 = y2 = 0.0
    for i, x in enumerate(buf):
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out[i] = y
    return out


def softclip(buf, drive=1.5):
    """tanh saturation, normalised so a full-scale input stays full scale: louder, never over."""
    k = math.tanh(drive)
    return [math.tanh(drive * x) / k for x in buf]


# --- combining ----------------------------------------------------------------------------------

def mix(into, buf, at=0.0, g=1.0, wrap=None):
    """Add `buf` into `into` from `at` seconds (or a sample index if an int), grown as needed;
    with wrap=L what runs past L comes round to the start (a loop's tails)."""
    start = at if isinstance(at, int) else int(round(at * RATE))
    if wrap:
        for i, v in enumerate(buf):
            into[(start + i) % wrap] += v * g
        return into
    end = start + len(buf)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(buf):
        into[start + i] += v * g
    return into


def layer(*parts):
    """Sum sounds that start together: each a buffer or (buffer, at seconds, gain)."""
    out = []
    for part in parts:
        buf, at, g = part if isinstance(part, tuple) else (part, 0.0, 1.0)
        mix(out, buf, at, g)
    return out


def reverb_tail(buf, room=0.78, damp=0.35, periodic=False):
    """The reverberation of `buf` alone (a small Schroeder hall: four damped combs, two
    all-passes). periodic: `buf` is one turn of a loop, played through twice so that the tail
    of its end is heard at its start; else the tail runs on past its end."""
    source = buf + buf if periodic else buf + [0.0] * length(1.5)
    acc = [0.0] * len(source)
    for delay in (int(d * RATE / 44100) for d in (1116, 1188, 1277, 1356)):
        line, store, pos = [0.0] * delay, 0.0, 0
        for i, x in enumerate(source):
            y = line[pos]
            store = y * (1 - damp) + store * damp
            line[pos] = x + store * room
            pos = pos + 1 if pos + 1 < delay else 0
            acc[i] += y
    for delay in (int(556 * RATE / 44100), int(441 * RATE / 44100)):
        line, pos = [0.0] * delay, 0
        for i, x in enumerate(acc):
            b = line[pos]
            line[pos] = x + b * 0.5
            acc[i] = b - x
            pos = pos + 1 if pos + 1 < delay else 0
    return [0.25 * v for v in (acc[len(buf):] if periodic else acc)]


def reverb(buf, wet=0.25, room=0.78, damp=0.35):
    """A one-shot sound with its hall, the tail kept until it dies away."""
    tail = reverb_tail(buf, room, damp)
    dry = buf + [0.0] * (len(tail) - len(buf))
    return trim([d + wet * w for d, w in zip(dry, tail)])


def trim(buf, below=40.0):
    """Drop the tail once it stays `below` dB under the peak, with a short fade."""
    floor = peak(buf) * 10 ** (-below / 20)
    end = len(buf)
    while end > 1 and abs(buf[end - 1]) < floor:
        end -= 1
    return shape(buf[:end + length(0.02)], 0.0, 0.02)


def limit(buf, ceiling=0.5, release=0.08, ahead=0.002):
    """Ride the gain so nothing passes `ceiling` x the peak, then scale back to the peak: the
    body of a sound comes up under the same peak (louder, not clipped). The gain falls just
    before a peak (`ahead` seconds) and comes back over `release` seconds."""
    top = peak(buf)
    if not top:
        return buf
    limit_to = ceiling * top
    n, la = len(buf), max(1, int(ahead * RATE))
    need = [min(1.0, limit_to / abs(v)) if v else 1.0 for v in buf]
    # the gain reaches what the coming peak needs within `ahead`: a running minimum
    want = [min(need[i:i + la]) for i in range(n)]
    back = 1 - math.exp(-1.0 / (release * RATE))
    out, g = [0.0] * n, 1.0
    for i in range(n):
        g = want[i] if want[i] < g else g + (want[i] - g) * back
        out[i] = buf[i] * g
    return scaled(out, top)


def peak(buf) -> float:
    return max((abs(v) for v in buf), default=0.0)


def scaled(buf, to_peak):
    top = peak(buf)
    return gain(buf, to_peak / top) if top else buf


def write(path, buf, to_peak):
    """A mono 16-bit WAV whose peak is `to_peak` of full scale."""
    data = array("h", (int(round(v * 32767)) for v in scaled(buf, to_peak)))
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(data.tobytes())
