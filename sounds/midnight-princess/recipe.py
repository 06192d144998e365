"""Midnight Princess: a slower minor loop. Chord roots per bar (eight bars), the beat in seconds, the melody's
scale and the seed of its melody; sounds/make_sounds.py renders it to music.wav here."""
ROOTS = ["A", "F", "C", "G", "A", "F", "D", "E"]
BEAT = 0.3
SCALE = ["A4", "C5", "D5", "E5", "G5", "A5"]
SEED = 2
