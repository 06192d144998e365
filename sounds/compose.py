"""A song as data (a game's recipe) rendered to one seamless turn of its loop.

A song: {"bpm", "meter" (beats a bar), "bars", "swing" (0-0.5, how late the off-beat eighths
come), "room" (the hall's size), "parts": [...]}. A part: {"voice" (sounds/instruments.py),
"gain", "reverb" (its send to the hall), "transpose" (semitones), "bars": [bar, ...]}, its bars
repeated to fill the song. A bar is text, one token a step, the steps dividing the bar evenly
(four tokens in 4/4 are crotchets, eight quavers...):
    C5  a note;  C4:E4:G4  a chord;  .  rest;  -  the note before holds on;
    x  a drum hit (X accented, o soft);  a trailing ! accents a note, a trailing ? softens it.
Every note is mixed round the loop's end (a bell struck on the last beat rings on at the start)
and the hall is run over two turns, so the loop is periodic: no seam to hear.
"""
import random

import instruments
from synth import RATE, mix, note, reverb_tail, semis

VELOCITY = {"x": 0.7, "X": 1.0, "o": 0.4}


def parse(bar: str):
    """[(step index, steps held, [freqs], velocity)] of one bar's text, and its step count."""
    tokens = bar.split()
    events = []
    for i, token in enumerate(tokens):
        if token == ".":
            continue
        if token == "-":
            if events and events[-1][0] + events[-1][1] == i:
                events[-1] = (events[-1][0], events[-1][1] + 1, *events[-1][2:])
            continue
        if token in VELOCITY:
            events.append((i, 1, [0.0], VELOCITY[token]))
            continue
        velocity = 0.75
        if token[-1] in "!?":
            velocity = 1.0 if token[-1] == "!" else 0.45
            token = token[:-1]
        events.append((i, 1, [note(n) for n in token.split(":")], velocity))
    return events, len(tokens)


def render(song: dict, seed: int = 0) -> list:
    """One turn of the song's loop, periodic, unnormalised."""
    beat = round(RATE * 60 / song["bpm"])                  # whole samples: no drift
    bar_len = beat * song["meter"]
    loop = bar_len * song["bars"]
    swing = song.get("swing", 0.0)
    rng = random.Random(seed)
    dry, wet = [0.0] * loop, [0.0] * loop
    cache = {}
    for part in song["parts"]:
        voice = instruments.VOICES[part["voice"]]
        g, send = part.get("gain", 1.0), part.get("reverb", 0.0)
        shift = part.get("transpose", 0)
        bars = part["bars"]
        for b in range(song["bars"]):
            events, steps = parse(bars[b % len(bars)])
            step = bar_len / steps
            for index, held, freqs, velocity in events:
                start = index * step
                if swing and (start / beat) % 1 == 0.5:
                    start += swing * beat / 2
                start = b * bar_len + int(start + rng.uniform(-0.002, 0.002) * RATE)
                seconds = round(held * step * 0.92 / RATE, 3)
                v = round(velocity * rng.uniform(0.92, 1.0), 2)
                for f in freqs:
                    key = (part["voice"], round(semis(f, shift), 2), seconds, v)
                    if key not in cache:
                        cache[key] = voice(key[1], seconds, v)
                    mix(dry, cache[key], start % loop, g, wrap=loop)
                    if send:
                        mix(wet, cache[key], start % loop, g * send, wrap=loop)
    tail = reverb_tail(wet, room=song.get("room", 0.8), periodic=True)
    return [d + t for d, t in zip(dry, tail)]
