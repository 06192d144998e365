"""Every cue's design, once: the shared ones, and those a game themes with its recipe's EFFECTS.

A theme names the game's voice (its steps, wins and trigger), what sparkles over it, its burst,
its fanfare's instrument, a rising scale for the steps and two chords (home, and the one a win
lifts to). The same designs made with each game's theme give sleigh bells to Santa's workshop,
a harp to the princess and sugary pops to the candy land. Each design starts at once: a cue
has no silence before it.
"""
import math
import random

import instruments as ins
from synth import (RATE, decay_env, envelope, gain, highpass, layer, length, lowpass, noise,
                   note, osc, reverb, semis, shape, struck, times)

DEFAULT_THEME = {"voice": "celesta", "sparkle": "glock", "burst": "puff", "fanfare": "brass",
                 "scale": ["C5", "D5", "E5", "G5", "A5", "C6", "E6", "G6"],
                 "chord": ["C4", "E4", "G4"], "bright": ["F4", "A4", "C5"]}


def voice(name):
    return ins.VOICES[name]


def arpeggio(play, notes, step, v=0.8, start=0.0):
    """The notes one after another, `step` seconds apart."""
    return layer(*((play(note(n), 0.3, v), start + i * step, 1.0) for i, n in enumerate(notes)))


def chord(play, notes, seconds, v=0.6):
    return layer(*(play(note(n), seconds, v) for n in notes))


def up(name, octaves=1):
    return f"{name[:-1]}{int(name[-1]) + octaves}"


# --- the shared cues ------------------------------------------------------------------------

def click():
    tick = struck(1900, 0.08, [(1, 1.0, 0.022), (2.3, 0.4, 0.008)], attack=0.0005)
    body = struck(600, 0.08, [(1, 0.7, 0.045)], attack=0.0005)
    return layer(tick, body)


def error():
    """Two low notes falling, soft-edged: 'no'."""
    def bonk(f):
        n = length(0.16)
        tone = lowpass(osc("square", f, n, harmonics=12), 1400)
        return times(tone, envelope(n, 0.004, 0.06, 0.5, 0.05, hold=0.11))
    return layer(bonk(note("E4")), (bonk(note("C4")), 0.13, 1.0))


def whoosh(seconds, low, high, seed=3):
    """Noise through a band that sweeps from `low` to `high` Hz (either way)."""
    n = length(seconds)
    src = noise(n, seed)
    out, y1, y2, x1, x2 = [0.0] * n, 0.0, 0.0, 0.0, 0.0
    for i in range(n):
        if i % 32 == 0:
            f = low * (high / low) ** (i / n)
            w = 2 * math.pi * f / RATE
            alpha = math.sin(w) / 3.0
            a0 = 1 + alpha
            b0, a1, a2 = alpha / a0, -2 * math.cos(w) / a0, (1 - alpha) / a0
        x = src[i]
        y = b0 * x - b0 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out[i] = y
    env = [math.sin(math.pi * min(1.0, 0.15 + i / n)) ** 1.5 for i in range(n)]
    return shape(times(out, env), 0.002, 0.02)


def spin():
    rise = times(osc("triangle", 220, length(0.3), glide=660), decay_env(length(0.3), 0.25))
    return layer(gain(whoosh(0.32, 500, 3500), 2.5), (rise, 0.0, 0.25))


def land():
    """A soft thud: a felt mallet on a drum."""
    n = length(0.14)
    out, p = [0.0] * n, 0.0
    for i in range(n):
        t = i / RATE
        p += (70 + 110 * math.exp(-t / 0.02)) / RATE
        out[i] = math.sin(2 * math.pi * p) * math.exp(-t / 0.045)
    tap = struck(900, 0.05, [(1, 0.25, 0.01)], attack=0.0005)
    return shape(layer(out, tap), 0.001, 0.01)


def tumble():
    """Symbols falling in: a falling whoosh and a wooden knock as they settle."""
    return layer(gain(whoosh(0.26, 2600, 500, seed=5), 2.0),
                 (ins.woodblock(520, 0, 0.5), 0.2, 1.0))


def feature():
    """A feature's banner: a rising glint."""
    return reverb(arpeggio(ins.celesta, ["G5", "C6", "E6", "G6"], 0.05, 0.7), 0.3)


def tick(step):
    """A count-up's tick, higher at each step."""
    scale = ["C6", "D6", "E6", "F6", "G6", "A6", "B6", "C7", "D7", "E7"]
    f = note(scale[min(step, len(scale)) - 1])
    return shape(struck(f, 0.09, [(1, 1.0, 0.04), (2.76, 0.3, 0.012)], attack=0.0005),
                 0.0005, 0.01)


def ambient(seconds=8.0):
    """Night wind: noise under a slowly moving low-pass, gusting; one seamless turn."""
    n, overlap = length(seconds), length(1.0)
    rng = random.Random(9)
    out, level = [0.0] * (n + overlap), 0.0
    for i in range(n + overlap):
        cutoff = 0.02 + 0.015 * math.sin(2 * math.pi * i / n * 3)
        level += cutoff * (rng.uniform(-1, 1) - level)
        out[i] = level * (0.7 + 0.3 * math.sin(2 * math.pi * i / n * 2))
    return looped(out, overlap)


def looped(buf, overlap):
    """A sound `overlap` samples longer than its loop, its end cross-faded into its start."""
    n = len(buf) - overlap
    out = buf[:n]
    for i in range(overlap):
        k = i / overlap
        out[i] = buf[i] * k + buf[n + i] * (1 - k)
    return out


# --- the themed cues --------------------------------------------------------------------------

def burst(theme):
    """Winning symbols leaving: the game's own burst."""
    kind = theme["burst"]
    if kind == "jingle":
        return layer(ins.jingle(0, 0, 0.9), (pop(500, 250), 0.0, 0.5))
    if kind == "glass":
        rng = random.Random(61)
        bits = [(struck(rng.uniform(2500, 6500), 0.35, [(1, 1.0, rng.uniform(0.04, 0.12)),
                                                        (1.73, 0.4, 0.03)], attack=0.0005),
                 rng.uniform(0.0, 0.08) if k else 0.0, rng.uniform(0.4, 1.0)) for k in range(9)]
        return layer(*bits, (gain(whoosh(0.2, 4000, 1200, seed=7), 1.5), 0.0, 1.0))
    if kind == "pop":                        # sugary: a bubble's pop, a fizz, a bright blip
        fizz = times(highpass(noise(length(0.12), 71), 4000), decay_env(length(0.12), 0.03))
        blip = ins.music_box(note("G6"), 0, 0.4)
        return layer(pop(1100, 380), (pop(760, 1500), 0.03, 0.7), (fizz, 0.0, 0.35),
                     (blip, 0.02, 0.5))
    return layer(pop(700, 300), (gain(whoosh(0.18, 3000, 900), 1.2), 0.0, 1.0))


def pop(start, end, seconds=0.09):
    """A pitch that slides fast from `start` to `end` Hz, and stops: a bubble."""
    n = length(seconds)
    out, p = [0.0] * n, 0.0
    for i in range(n):
        t = i / n
        p += (end + (start - end) * (1 - t) ** 3) / RATE
        out[i] = math.sin(2 * math.pi * p) * (1 - t) ** 2
    return shape(out, 0.001, 0.005)


def step(theme, n):
    """A scatter, mark or meter step landing: the game's voice on the n-th note of its scale,
    the sparkle above it, a soft thump under it; brighter as n climbs."""
    play, sparkle = voice(theme["voice"]), voice(theme["sparkle"])
    top = theme["scale"][min(n, len(theme["scale"])) - 1]
    f = note(top)
    parts = [play(f, 0.3, 0.9), (play(f * 2, 0.3, 0.3), 0.0, 1.0),
             (sparkle(semis(note(up(top)), 7), 0.3, 0.25 + 0.08 * n), 0.03, 1.0),
             (gain(land(), 0.6), 0.0, 1.0)]
    if n >= 3:
        parts.append((play(semis(f, 7), 0.3, 0.45), 0.06, 1.0))
    return reverb(layer(*parts), 0.3)


def anticipation(theme, seconds=1.4):
    """One short of a feature: a tone that climbs an octave and a fifth, trembling faster, under
    the game's voice running up its scale ever quicker."""
    n = length(seconds)
    root = note(theme["chord"][0])
    tone = [0.0] * n
    for k, cents in enumerate((-8, 0, 8)):
        for i, x in enumerate(osc("saw", root * 2 ** (cents / 1200), n, glide=root * 3,
                                  phase=0.3 * k)):
            tone[i] += x / 3
    tone = lowpass(tone, lambda i: 500 + 3500 * (i / n) ** 2)
    tremble = [math.sin(2 * math.pi * (5 * t + 3 * t * t)) for t in (i / RATE for i in range(n))]
    env = [(0.45 + 0.55 * i / n) * (0.75 + 0.25 * w) for i, w in enumerate(tremble)]
    tone = shape(times(tone, env), 0.004, 0.08)
    play = voice(theme["voice"])
    scale = theme["scale"]
    run, t, k = [], 0.0, 0
    while t < seconds - 0.2:
        octave = 2 ** min(1, k // len(scale))
        run.append((play(note(scale[k % len(scale)]) * octave, 0.2, 0.5), t, 1.0))
        t += 0.16 * (1 - 0.6 * t / seconds)
        k += 1
    rise = times(ins.swell(0, seconds, 1.0), envelope(length(seconds), 0.01, 0.1, 1.0, 0.3))
    return layer(gain(tone, 0.7), *run, (rise, 0.0, 0.18))


def trigger(theme):
    """A feature starts: a crash, the voice sweeping up two octaves, the fanfare's chord."""
    play, brass = voice(theme["voice"]), voice(theme["fanfare"])
    scale = theme["scale"]
    sweep = arpeggio(play, scale + [up(s) for s in scale[:4]], 0.045, 0.8)
    bright = chord(brass, [up(n) for n in theme["bright"]], 0.45, 0.6)
    home = chord(brass, [up(n) for n in theme["chord"]] + [up(theme["chord"][0], 2)], 1.0, 0.7)
    root = note(theme["chord"][0])
    shine = voice(theme["sparkle"])(note(scale[-1]), 0.3, 0.5)
    return reverb(layer(gain(ins.cymbal(0, 0, 1.0), 0.2), (ins.timpani(root / 2, 0, 0.9), 0.0, 1.0),
                        (sweep, 0.0, 0.8), (bright, 0.35, 1.0), (home, 0.8, 1.0),
                        (shine, 0.8, 1.0)), 0.35)


def multiplier(theme, n):
    """A multiplier grows (a bauble adds, a drop steps up, a level is reached): a punch and a
    bright stab, a step higher each time."""
    brass, play, scale = voice(theme["fanfare"]), voice(theme["voice"]), theme["scale"]
    lift = [0, 2, 4, 5, 7, 9, 11, 12][min(n, 8) - 1]
    stab = layer(*(brass(semis(note(up(x)), lift), 0.18, 0.7) for x in theme["bright"]))
    top = play(note(scale[min(n + 1, len(scale) - 1)]), 0.3, 0.7)
    return reverb(layer(ins.kick(0, 0, 1.0), stab, (top, 0.02, 1.0), ins.cymbal(0, 0, 0.1)),
                  0.25)


def win(theme, tier):
    """A win, by tier: a few notes for small, a run and a chord for medium, all of it and the
    fanfare's chord for big."""
    play, sparkle = voice(theme["voice"]), voice(theme["sparkle"])
    home = theme["chord"]
    if tier == "small":
        return reverb(arpeggio(play, [up(n) for n in home], 0.07, 0.7), 0.25)
    run = [up(n) for n in home] + [up(home[0], 2)]
    if tier == "medium":
        return reverb(layer(arpeggio(play, run, 0.065, 0.8),
                            (sparkle(note(up(home[0], 2)), 0.3, 0.4), 0.26, 1.0)), 0.3)
    run = [up(n) for n in home] + [up(n, 2) for n in home] + [up(home[0], 3)]
    brass = chord(voice(theme["fanfare"]), [up(n) for n in home], 0.6, 0.55)
    return reverb(layer(arpeggio(play, run, 0.06, 0.85), (brass, 0.3, 1.0),
                        (sparkle(note(up(home[0], 2)), 0.3, 0.5), 0.36, 1.0),
                        (ins.cymbal(0, 0, 0.12), 0.3, 1.0)), 0.3)


def big_win(theme):
    """The big-win fanfare: three pick-ups and a held chord, timpani under, the voice above."""
    brass, play = voice(theme["fanfare"]), voice(theme["voice"])
    home, bright = theme["chord"], theme["bright"]
    beat = 0.16
    parts = [(chord(brass, [up(n) for n in bright], 0.11, 0.75), i * beat, 1.0) for i in range(3)]
    parts.append((chord(brass, [up(n) for n in home] + [up(home[0], 2)], 1.6, 0.85), 3 * beat,
                  1.0))
    parts.append((chord(brass, [n for n in home], 1.6, 0.5), 3 * beat, 1.0))
    root = note(home[0]) / 2
    parts += [(ins.timpani(root, 0, 0.8), i * beat, 1.0) for i in range(3)]
    parts.append((ins.timpani(root, 0, 1.0), 3 * beat, 1.0))
    parts.append((ins.cymbal(0, 0, 0.3), 3 * beat, 1.0))
    parts.append((arpeggio(play, [up(n) for n in home] + [up(n, 2) for n in home], 0.07, 0.7),
                  3 * beat, 1.0))
    return reverb(layer(*parts), 0.35)


LONGEST = {"explode": 0.45, "anticipation": 1.6, "trigger": 2.4, "big_win": 2.8,
           "win_small": 0.9, "win_medium": 1.1, "win_big": 1.5, "ring": 0.75,
           "multiplier": 0.75, "feature": 1.0}     # seconds: rings fade out by then


def cut(buf, seconds, fade=0.3):
    """At most `seconds` long, fading out over the last `fade` seconds (a ring cut short)."""
    n = length(seconds)
    if len(buf) <= n:
        return buf
    return shape(buf[:n], 0.0, min(fade, seconds / 2))


def themed(theme, steps):
    """name -> sound of every cue a game may theme (a stepped cue as name_1, name_2...)."""
    out = {"explode": burst(theme), "anticipation": anticipation(theme),
           "trigger": trigger(theme), "big_win": big_win(theme)}
    for tier in ("small", "medium", "big"):
        out[f"win_{tier}"] = win(theme, tier)
    for n in range(1, steps["ring"] + 1):
        out[f"ring_{n}"] = step(theme, n)
    for n in range(1, steps["multiplier"] + 1):
        out[f"multiplier_{n}"] = multiplier(theme, n)
    return {name: cut(buf, LONGEST[name.rsplit("_", 1)[0] if name[-1].isdigit() else name])
            for name, buf in out.items()}


def shared(steps):
    """name -> sound of the cues every game shares."""
    out = {"click": click(), "error": error(), "spin": spin(), "land": land(),
           "tumble": tumble(), "feature": cut(feature(), LONGEST["feature"])}
    for n in range(1, steps["tick"] + 1):
        out[f"tick_{n}"] = tick(n)
    return out
