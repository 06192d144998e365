"""The project's instruments: each voice(freq, seconds, velocity) -> a sound (sounds/synth.py).

`seconds` is how long a held voice holds its note (its release rings on after it); a struck
voice rings as long as its modes do, whatever it is given. Drums take no pitch (freq is ignored
or tunes them). Modes of the struck voices are the instruments' own: a glockenspiel bar's
2.76 and 5.40, a bell's hum and minor third, a marimba's fourth partial, a harp string's
harmonics each dying faster than the one below.
"""
import math
import random

from synth import (RATE, bandpass, decay_env, envelope, gain, highpass, layer, length, lowpass,
                   mode, noise, osc, shape, softclip, struck, times)


# --- struck and plucked ---------------------------------------------------------------------

def glock(f, seconds=0.0, v=0.8):
    return gain(struck(f, 1.6, [(1, 1.0, 0.55), (2.76, 0.35, 0.16), (5.40, 0.16, 0.06),
                                (8.93, 0.06, 0.03)], attack=0.0015), v)


def celesta(f, seconds=0.0, v=0.8):
    return gain(struck(f, 1.4, [(1, 1.0, 0.45), (2, 0.22, 0.22), (3, 0.07, 0.12),
                                (4.02, 0.05, 0.06)], attack=0.002), v)


def music_box(f, seconds=0.0, v=0.8):
    return gain(struck(f, 1.2, [(1, 1.0, 0.38), (3.0, 0.25, 0.1), (5.2, 0.14, 0.05),
                                (7.1, 0.05, 0.03)], attack=0.001), v)


def chime(f, seconds=0.0, v=0.8):
    """A small tubular chime: long, inharmonic, a little shimmer."""
    return gain(struck(f, 2.4, [(1, 1.0, 0.9), (2.0, 0.3, 0.5), (2.76, 0.28, 0.35),
                                (5.40, 0.12, 0.15), (8.93, 0.05, 0.07)],
                       attack=0.002, seed=int(f)), v)


def bell(f, seconds=0.0, v=0.8):
    """A church bell: the hum an octave down, the minor third that makes it a bell."""
    return gain(struck(f, 3.0, [(0.5, 0.45, 1.4), (1, 1.0, 1.0), (1.19, 0.45, 0.7),
                                (1.5, 0.3, 0.55), (2.0, 0.35, 0.4), (2.74, 0.15, 0.2),
                                (3.0, 0.1, 0.15)], attack=0.002, seed=int(f)), v)


def marimba(f, seconds=0.0, v=0.8):
    return gain(struck(f, 0.7, [(1, 1.0, 0.22), (3.93, 0.22, 0.04), (9.9, 0.05, 0.012)],
                       attack=0.002), v)


def harp(f, seconds=0.0, v=0.8):
    """A plucked string: harmonics fall off and die faster going up; a soft finger noise."""
    partials = [(k * (1 + 0.0004 * k * k), 1 / k ** 1.4, 1.6 / k ** 0.7) for k in range(1, 9)]
    body = struck(f, 2.2, partials, attack=0.003)
    pluck = times(bandpass(noise(length(0.02), int(f)), f * 3, 1.5), decay_env(length(0.02), 0.004))
    return gain(layer(body, (pluck, 0.0, 0.3)), v)


def pizz(f, seconds=0.0, v=0.8):
    """Pizzicato strings: short, woody."""
    partials = [(k, 1 / k ** 1.2, 0.28 / k ** 0.5) for k in range(1, 7)]
    return gain(struck(f, 0.6, partials, attack=0.003), v)


def pluck_bass(f, seconds=0.0, v=0.8):
    partials = [(1, 1.0, 0.5), (2, 0.45, 0.25), (3, 0.2, 0.12), (4, 0.1, 0.08)]
    return gain(struck(f, max(0.3, min(1.2, seconds + 0.2)), partials, attack=0.004), v)


# --- held -------------------------------------------------------------------------------------

def _held(kind, f, seconds, v, attack, release, voices=(0.0,), cutoff=None, vibrato=(5.0, 0.0),
          harmonics=40):
    n = length(seconds + release)
    out = [0.0] * n
    for k, cents in enumerate(voices):
        wave = osc(kind, f * 2 ** (cents / 1200), n, vibrato=vibrato, phase=0.31 * k,
                   harmonics=harmonics)
        for i, x in enumerate(wave):
            out[i] += x / len(voices)
    if cutoff:
        out = lowpass(out, cutoff)
    return gain(times(out, envelope(n, attack, 0.1, 0.85, release, hold=seconds)), v)


def strings(f, seconds=1.0, v=0.6):
    """A string section pad: three detuned saws, soft, slow to speak."""
    return _held("saw", f, seconds, v, 0.25, 0.5, voices=(-7, 0, 6), cutoff=min(2600, f * 5),
                 vibrato=(5.2, 0.06))


def pad(f, seconds=1.0, v=0.6):
    """A warm synth pad: detuned triangles and a little saw."""
    tri = _held("triangle", f, seconds, 1.0, 0.12, 0.45, voices=(-5, 5))
    saw = _held("saw", f, seconds, 0.25, 0.12, 0.45, cutoff=min(1800, f * 4))
    return gain([a + b for a, b in zip(tri, saw)], v)


def organ(f, seconds=1.0, v=0.6):
    return _held("organ", f, seconds, v, 0.01, 0.08, vibrato=(6.0, 0.04))


def flute(f, seconds=0.5, v=0.7):
    """Sine with a breath: a slow vibrato that grows in, air at the attack."""
    n = length(seconds + 0.12)
    tone = _held("triangle", f, seconds, 1.0, 0.04, 0.12, vibrato=(5.0, 0.12), harmonics=5)
    air = times(bandpass(noise(n, int(f) + 3), f * 2, 1.0),
                envelope(n, 0.01, 0.08, 0.15, 0.1, hold=seconds))
    return gain(layer(tone, (air, 0.0, 0.18)), v)


def brass(f, seconds=0.4, v=0.8):
    """A brass section stab: saws whose filter opens with the attack and closes again."""
    n = length(seconds + 0.15)
    wave = [0.0] * n
    for k, cents in enumerate((-6, 0, 7)):
        for i, x in enumerate(osc("saw", f * 2 ** (cents / 1200), n, vibrato=(5.5, 0.05),
                                  phase=0.2 * k)):
            wave[i] += x / 3
    attack = length(0.05)
    top = min(5000, f * 9)

    def cutoff(i):
        return (f * 1.2 + (top - f * 1.2) * min(1.0, i / attack)
                * math.exp(-max(0, i - attack) / (0.35 * RATE)))

    body = lowpass(lowpass(wave, cutoff), cutoff)
    return gain(softclip(times(body, envelope(n, 0.02, 0.12, 0.75, 0.15, hold=seconds)), 1.2),
                v)


def bass(f, seconds=0.4, v=0.8):
    """A round synth bass: sine and a touch of its octave, plucked then held."""
    n = length(seconds + 0.08)
    body = osc("sine", f, n)
    octave = osc("sine", f * 2, n)
    env = envelope(n, 0.005, 0.25, 0.6, 0.08, hold=seconds)
    return gain(times([a + 0.3 * b for a, b in zip(body, octave)], env), v)


def sine(f, seconds=0.3, v=0.8):
    n = length(seconds + 0.05)
    return gain(times(osc("sine", f, n), envelope(n, 0.004, 0.05, 0.9, 0.05, hold=seconds)), v)


# --- drums (freq tunes the drum where it has a pitch) ------------------------------------------

def kick(f=0.0, seconds=0.0, v=0.9):
    n = length(0.32)
    start, end = 130.0, 48.0
    out, p = [0.0] * n, 0.0
    for i in range(n):
        t = i / RATE
        p += (end + (start - end) * math.exp(-t / 0.035)) / RATE
        out[i] = math.sin(2 * math.pi * p) * math.exp(-t / 0.12)
    click = times(highpass(noise(length(0.006), 5), 2000), decay_env(length(0.006), 0.002))
    return gain(shape(layer(out, (click, 0.0, 0.25)), 0.001, 0.01), v)


def snare(f=0.0, seconds=0.0, v=0.7):
    n = length(0.22)
    body = mode(190, 0.6, 0.05, n)
    rattle = times(bandpass(noise(n, 11), 3500, 0.7), decay_env(n, 0.07))
    return gain(shape([a + b for a, b in zip(body, rattle)], 0.001, 0.01), v)


def clap(f=0.0, seconds=0.0, v=0.7):
    n = length(0.25)
    burst = bandpass(noise(n, 13), 1400, 1.2)
    env = [0.0] * n
    for k, at in enumerate((0.0, 0.011, 0.022)):
        s = length(at) if at else 0
        for i in range(s, n):
            env[i] = max(env[i], math.exp(-(i - s) / (RATE * (0.008 if k < 2 else 0.07))))
    return gain(shape(times(burst, env), 0.0005, 0.01), v * 1.6)


def hat(f=0.0, seconds=0.0, v=0.5):
    n = length(0.06)
    return gain(shape(times(highpass(noise(n, 17), 6000), decay_env(n, 0.014)), 0.0005, 0.005),
                v)


def shaker(f=0.0, seconds=0.0, v=0.5):
    n = length(0.09)
    env = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
    return gain(shape(times(highpass(noise(n, 19), 4500), env), 0.001, 0.005), v * 0.8)


def sleigh(f=0.0, seconds=0.0, v=0.6, seed=23):
    """A shake of sleigh bells: a cluster of tiny bells struck a few times in 50 ms."""
    rng = random.Random(seed + int(f))
    n = length(0.32)
    out = [0.0] * n
    for k in range(7):
        at = length(rng.uniform(0.0, 0.05)) if k else 0
        bell_f = rng.uniform(2600, 5200)
        ring = struck(bell_f, 0.27, [(1, 1.0, rng.uniform(0.05, 0.11)),
                                     (1.48, 0.5, 0.04), (2.1, 0.25, 0.025)], attack=0.0008)
        for i, x in enumerate(ring[:n - at]):
            out[at + i] += x * rng.uniform(0.5, 1.0)
    hiss = times(highpass(noise(n, seed), 5000), decay_env(n, 0.04))
    return gain(shape([a / 4 + 0.25 * b for a, b in zip(out, hiss)], 0.0008, 0.01), v)


def jingle(f=0.0, seconds=0.0, v=0.6):
    """Sleigh bells shaken twice, a bell or two ringing on (the accent of a sleigh)."""
    return gain(layer(sleigh(f, 0, 1.0, 29), (sleigh(f + 7, 0, 0.7, 31), 0.07, 1.0)), v)


def woodblock(f=0.0, seconds=0.0, v=0.6):
    f = f or 1100.0
    return gain(struck(f, 0.12, [(1, 1.0, 0.025), (2.7, 0.3, 0.01)], attack=0.0008), v)


def triangle(f=0.0, seconds=0.0, v=0.4):
    f = f or 2900.0
    return gain(struck(f, 1.3, [(1, 1.0, 0.5), (2.02, 0.5, 0.4), (3.07, 0.35, 0.3),
                                (4.2, 0.2, 0.2)], attack=0.0008, seed=3), v)


def timpani(f=0.0, seconds=0.0, v=0.8):
    f = f or 98.0
    n = length(1.0)
    body = layer(mode(f, 1.0, 0.45, n), mode(f * 1.5, 0.4, 0.25, n), mode(f * 1.98, 0.25, 0.2, n))
    thud = times(lowpass(noise(n, 37), 700), decay_env(n, 0.03))
    return gain(shape([a + 0.5 * b for a, b in zip(body, thud)], 0.002, 0.02), v)


def cymbal(f=0.0, seconds=0.0, v=0.5):
    """A crash: bright noise that rings on."""
    n = length(1.6)
    wash = highpass(noise(n, 41), 3000)
    ring = layer(*(mode(x, 0.12, 0.6, n) for x in (3300, 4170, 5230, 6310, 7420)))
    return gain(shape(times([a + b for a, b in zip(wash, ring)], decay_env(n, 0.45)), 0.001,
                      0.02), v)


def swell(f=0.0, seconds=1.0, v=0.5):
    """A reversed cymbal: noise that grows to `seconds`, then stops."""
    n = length(seconds)
    wash = highpass(noise(n, 43), 2500)
    env = [(i / n) ** 3 for i in range(n)]
    return gain(shape(times(wash, env), 0.01, 0.005), v)


VOICES = {name: fn for name, fn in globals().items()
          if callable(fn) and not name.startswith("_") and fn.__module__ == __name__}
