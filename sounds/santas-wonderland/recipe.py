"""Santa's Wonderland: a carol-like loop. Chord roots per bar (eight bars), the beat in seconds, the melody's
scale and the seed of its melody; sounds/make_sounds.py renders it to music.wav here."""
ROOTS = ["G", "E", "C", "D", "G", "E", "A", "D"]
BEAT = 0.26
SCALE = ["G4", "A4", "B4", "D5", "E5", "G5"]
SEED = 1
