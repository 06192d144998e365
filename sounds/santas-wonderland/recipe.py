"""Santa's Wonderland's sound: a night workshop in E minor, clockwork ticking, sleigh bells.

BASE and FEATURE (Midnight Riches) are songs (sounds/compose.py says how a bar reads);
EFFECTS is what its cues are made of (sounds/effects.py): glockenspiel steps, sleigh-bell
shakes, brass for the fanfare. sounds/make_sounds.py renders them into this folder.
"""


def held(chords, steps=4):
    """Each chord held through its bar."""
    return [" ".join([c] + ["-"] * (steps - 1)) for c in chords]


BASE_CHORDS = ["E3:G3:B3", "C3:E3:G3", "D3:G3:B3", "D3:F#3:A3",
               "E3:G3:B3", "C3:E3:G3", "C3:E3:A3", "D#3:F#3:A3:B3"]
BASE = {
    "bpm": 126, "meter": 4, "bars": 8, "swing": 0.16, "room": 0.8,
    "parts": [
        {"voice": "celesta", "gain": 0.6, "reverb": 0.45, "bars": [
            "E5 . G5 . B5 . A5 G5", "C5 . E5 . G5 - E5 .",
            "D5 . G5 . B5 - A5 G5", "F#5 - - . A5 . F#5 .",
            "E5 . G5 . B5 . E6 D6", "C6 . B5 . G5 . E5 .",
            "A5 . C6 . E6 - D6 C6", "B5 - - . D#5 . F#5 ."]},
        {"voice": "glock", "gain": 0.25, "reverb": 0.6, "bars": [
            ". . . . . . . .", ". . . . . . . .", ". . . . . . . .", ". . . . . . . .",
            "E6 . . . B6 . . .", "C6 . . . G6 . . .", "A6 . . . E6 . . .", "B6 . . . F#6 . . ."]},
        {"voice": "strings", "gain": 0.4, "reverb": 0.5, "bars": held(BASE_CHORDS)},
        {"voice": "pizz", "gain": 0.9, "reverb": 0.15, "bars": [
            "E2 . B2 . E3 . B2 .", "C2 . G2 . C3 . G2 .", "G2 . D3 . G3 . D3 .",
            "D2 . A2 . D3 . A2 .", "E2 . B2 . E3 . B2 .", "C2 . G2 . C3 . G2 .",
            "A2 . E3 . A3 . E3 .", "B1 . F#2 . B2 . A2 ."]},
        {"voice": "sleigh", "gain": 0.7, "reverb": 0.2, "bars": ["o o x o o o x o"]},
        {"voice": "woodblock", "gain": 0.45, "bars": ["C6 . G5 . C6 . G5 ."]},
        {"voice": "kick", "gain": 0.6, "bars": ["x . . . o . . ."]},
    ],
}

FEATURE_TUNE = ["E5 . E5 G5 B5 . A5 G5", "F#5 . G5 . E5 - - .",     # glockenspiel over celesta
                "E5 . E5 G5 C6 . B5 A5", "A5 . B5 . F#5 - - .",
                "B5 . B5 . E6 . D6 B5", "G5 . A5 . B5 - - .",
                "C6 . B5 . A5 . G5 .", "F#5 . A5 . B5 . D#6 ."]
FEATURE_CHORDS = ["E3:G3:B3", "E3:G3:B3", "C3:E3:G3", "D3:F#3:A3",
                  "E3:G3:B3", "E3:G3:B3", "C3:E3:G3", "D#3:F#3:B3"]
FEATURE = {
    "bpm": 150, "meter": 4, "bars": 8, "swing": 0.1, "room": 0.75,
    "parts": [
        {"voice": "glock", "gain": 0.5, "reverb": 0.4, "bars": FEATURE_TUNE},
        {"voice": "celesta", "gain": 0.45, "reverb": 0.4, "transpose": -12, "bars": FEATURE_TUNE},
        {"voice": "brass", "gain": 1.0, "reverb": 0.3, "bars": [
            f"{c} . . {c} . . {c}? ." for c in FEATURE_CHORDS]},
        {"voice": "strings", "gain": 0.22, "reverb": 0.5, "bars": held(FEATURE_CHORDS)},
        {"voice": "bass", "gain": 0.7, "bars": [
            f"{r}2 {r}2 . {r}3 {r}2 . {r}2 {r}3" for r in "E E C D E E C B".split()]},
        {"voice": "sleigh", "gain": 0.55, "reverb": 0.2,
         "bars": ["x o o o X o o o x o o o X o o o"]},
        {"voice": "kick", "gain": 0.8, "bars": ["X . x . X . x ."]},
        {"voice": "snare", "gain": 0.65, "reverb": 0.2, "bars": [". . x . . . x .",
                                                                 ". . x . . . x o"]},
        {"voice": "triangle", "gain": 0.25, "reverb": 0.3, "bars": ["x . . . . . . .",
                                                                    ". . . . . . . ."]},
    ],
}

EFFECTS = {
    "voice": "glock",            # the steps, wins and trigger's tune
    "sparkle": "jingle",         # what rings over them
    "burst": "jingle",           # a tumble's burst: a sleigh-bell shake
    "fanfare": "brass",
    "scale": ["E5", "G5", "A5", "B5", "D6", "E6", "G6", "B6"],   # rising steps
    "chord": ["E4", "G4", "B4"],                                  # the home chord
    "bright": ["G4", "B4", "D5"],                                 # the chord a win lifts to
}
