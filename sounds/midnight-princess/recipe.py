"""Midnight Princess's sound: a moonlit castle, a slow waltz in A minor, harp, strings, a flute.

BASE is the night (harp arpeggios under a flute, a far-off chime at the bar's turn); FEATURE
(free spins and Princess Trinity) is the ball: a quicker waltz, strings and timpani. EFFECTS:
harp steps, chimes that shimmer over them, glass for the burst. sounds/compose.py says how a bar
reads; sounds/make_sounds.py renders them into this folder.
"""
CHORDS = {"Am": ("A2", "E3", "A3", "C4", "E4"), "F": ("F2", "C3", "F3", "A3", "C4"),
          "C": ("C3", "G3", "C4", "E4", "G4"), "G": ("G2", "D3", "G3", "B3", "D4"),
          "Dm": ("D3", "A3", "D4", "F4", "A4"), "E": ("E2", "B2", "E3", "G#3", "B3")}


def arpeggio(name):
    """A bar of 3/4 in six quavers: up the chord and back."""
    a, b, c, d, e = CHORDS[name]
    return f"{a} {b} {c} {d} {e} {d}"


def pad(name):
    return " ".join([":".join(CHORDS[name][1:4]), "-", "-"])


def waltz(name):
    """Oom-pah-pah: the root, then the chord twice."""
    root, *rest = CHORDS[name]
    chord = ":".join(rest[1:4])
    return f"{root} {chord}? {chord}?"


BASE_BARS = ["Am", "F", "C", "G", "Am", "F", "Dm", "E"]
BASE = {
    "bpm": 96, "meter": 3, "bars": 8, "room": 0.86,
    "parts": [
        {"voice": "flute", "gain": 0.55, "reverb": 0.5, "bars": [
            "E5 - - - C5 D5", "C5 - - - A4 -", "G4 - C5 - E5 -", "D5 - - - - .",
            "E5 - A5 - G5 E5", "F5 - - - E5 D5", "D5 - F5 - A5 -", "G#5 - - - B4 -"]},
        {"voice": "harp", "gain": 0.6, "reverb": 0.55, "bars": [arpeggio(c) for c in BASE_BARS]},
        {"voice": "strings", "gain": 0.35, "reverb": 0.6, "bars": [pad(c) for c in BASE_BARS]},
        {"voice": "bass", "gain": 1.1, "reverb": 0.1, "bars": [
            f"{CHORDS[c][0]} - -" for c in BASE_BARS]},
        {"voice": "chime", "gain": 0.3, "reverb": 0.7, "bars": [
            "A5 . .", ". . .", ". . .", ". . .", "E5 . .", ". . .", ". . .", "B5 . ."]},
    ],
}

FEATURE_BARS = ["Am", "Am", "F", "F", "C", "G", "E", "E"]
FEATURE = {
    "bpm": 132, "meter": 3, "bars": 8, "room": 0.82,
    "parts": [
        {"voice": "strings", "gain": 0.9, "reverb": 0.45, "transpose": 12, "bars": [
            "E4 - A4 - C5 -", "E5 - - - D5 C5", "C5 - A4 - F4 -", "A4 - - - G4 F4",
            "G4 - C5 - E5 -", "D5 - B4 - G4 -", "G#4 - B4 - E5 -", "D5 - C5 - B4 -"]},
        {"voice": "harp", "gain": 0.18, "reverb": 0.5, "transpose": 12,
         "bars": [arpeggio(c) for c in FEATURE_BARS]},
        {"voice": "pizz", "gain": 0.7, "reverb": 0.3, "bars": [waltz(c) for c in FEATURE_BARS]},
        {"voice": "timpani", "gain": 1.3, "reverb": 0.3, "bars": [
            "A2 . .", "A2 . E2?", "F2 . .", "F2 . C2?", "C2 . .", "G2 . .", "E2 . .",
            "E2 E2? E2?"]},
        {"voice": "chime", "gain": 0.3, "reverb": 0.6, "bars": [
            "A5 . .", ". . .", "C6 . .", ". . .", "E6 . .", "D6 . .", "B5 . .", "G#5 . ."]},
        {"voice": "triangle", "gain": 0.2, "reverb": 0.4, "bars": ["x . .", ". o o"]},
    ],
}

EFFECTS = {
    "voice": "harp",
    "sparkle": "chime",
    "burst": "glass",
    "fanfare": "strings",
    "scale": ["A4", "C5", "E5", "A5", "C6", "E6", "A6", "C7"],
    "chord": ["A3", "C4", "E4"],
    "bright": ["C4", "E4", "G4"],
}
