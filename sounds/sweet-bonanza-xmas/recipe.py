"""Sweet Bonanza Xmas's sound: a Christmas candy land, bouncy, in C major (free spins: F major).

Music box and marimba over a pizzicato bass, claps and sleigh bells. EFFECTS: music-box steps,
sugary pops for the bursts. sounds/compose.py says how a bar reads; sounds/make_sounds.py
renders them into this folder.
"""
TRIADS = {"C": ("C", "E", "G"), "Em": ("E", "G", "B"), "F": ("F", "A", "C"),
          "G": ("G", "B", "D"), "Am": ("A", "C", "E"), "Dm": ("D", "F", "A"),
          "Bb": ("Bb", "D", "F"), "Gm": ("G", "Bb", "D")}


def broken(name, octave=4):
    """Eight quavers bouncing over the chord."""
    a, b, c = (f"{n}{octave}" for n in TRIADS[name])
    top = f"{TRIADS[name][0]}{octave + 1}"
    return f"{a} {b} {c} {b} {top} {c} {b} {c}"


def bounce(name):
    """The bass on each beat: root, fifth, root, fifth."""
    root, _, fifth = TRIADS[name]
    return f"{root}2 {fifth}2 {root}3 {fifth}2"


def block(name, octave=4):
    return ":".join(f"{n}{octave}" for n in TRIADS[name])


BASE_BARS = ["C", "Em", "F", "G", "C", "Am", "Dm", "G"]
BASE = {
    "bpm": 140, "meter": 4, "bars": 8, "swing": 0.12, "room": 0.7,
    "parts": [
        {"voice": "music_box", "gain": 0.55, "reverb": 0.4, "bars": [
            "G5 . E5 G5 C6 . G5 .", "B5 . G5 B5 E6 . B5 .",
            "A5 . F5 A5 C6 . A5 .", "B5 . D6 . G5 - - .",
            "E6 . D6 C6 G5 . E5 .", "A5 . G5 E5 C5 . E5 .",
            "F5 . A5 . D6 . C6 A5", "B5 . G5 . D5 . G5 ."]},
        {"voice": "marimba", "gain": 0.4, "reverb": 0.25, "bars": [broken(c) for c in BASE_BARS]},
        {"voice": "pizz", "gain": 0.9, "reverb": 0.1, "bars": [bounce(c) for c in BASE_BARS]},
        {"voice": "pad", "gain": 0.18, "reverb": 0.4, "bars": [
            f"{block(c)} - - -" for c in BASE_BARS]},
        {"voice": "kick", "gain": 0.6, "bars": ["x . . . x . . ."]},
        {"voice": "clap", "gain": 0.6, "reverb": 0.3, "bars": [". . x . . . x ."]},
        {"voice": "shaker", "gain": 0.8, "bars": ["o x o x o x o x"]},
        {"voice": "sleigh", "gain": 0.55, "reverb": 0.2, "bars": [". . x . . . x ."]},
    ],
}

FEATURE_TUNE = ["C6 . A5 C6 F6 . C6 .", "D6 . A5 D6 F6 . D6 .",      # glockenspiel over music box
                "D6 . Bb5 D6 F6 . D6 .", "E6 . G6 . C6 - - .",
                "A6 . G6 F6 C6 . A5 .", "F6 . E6 D6 A5 . D6 .",
                "Bb5 . D6 . G6 . F6 D6", "E6 . C6 . G5 . C6 ."]
FEATURE_BARS = ["F", "Dm", "Bb", "C", "F", "Dm", "Gm", "C"]
FEATURE = {
    "bpm": 156, "meter": 4, "bars": 8, "swing": 0.1, "room": 0.7,
    "parts": [
        {"voice": "glock", "gain": 0.45, "reverb": 0.4, "bars": FEATURE_TUNE},
        {"voice": "music_box", "gain": 0.35, "reverb": 0.4, "transpose": -12, "bars": FEATURE_TUNE},
        {"voice": "marimba", "gain": 0.32, "reverb": 0.25,
         "bars": [broken(c) + " " + broken(c, 5) for c in FEATURE_BARS]},
        {"voice": "bass", "gain": 0.6, "bars": [
            " ".join(f"{TRIADS[c][0]}2 {TRIADS[c][0]}3" for _ in range(4)) for c in FEATURE_BARS]},
        {"voice": "pad", "gain": 0.2, "reverb": 0.4, "bars": [
            f"{block(c)} - - -" for c in FEATURE_BARS]},
        {"voice": "kick", "gain": 0.75, "bars": ["X . x . X . x ."]},
        {"voice": "clap", "gain": 0.75, "reverb": 0.3, "bars": [". . x . . . x .",
                                                                ". . x . . . x x"]},
        {"voice": "hat", "gain": 1.2, "bars": [". x . x . x . x"]},
        {"voice": "sleigh", "gain": 0.6, "reverb": 0.2, "bars": ["o o x o o o x o"]},
    ],
}

EFFECTS = {
    "voice": "music_box",
    "sparkle": "glock",
    "burst": "pop",
    "fanfare": "brass",
    "scale": ["C5", "E5", "G5", "A5", "C6", "E6", "G6", "C7"],
    "chord": ["C4", "E4", "G4"],
    "bright": ["F4", "A4", "C5"],
}
