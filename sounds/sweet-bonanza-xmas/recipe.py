"""Sweet Bonanza Xmas: a bright major loop. Chord roots per bar (eight bars), the beat in seconds, the melody's
scale and the seed of its melody; sounds/make_sounds.py renders it to music.wav here."""
ROOTS = ["C", "A", "F", "G", "C", "A", "D", "G"]
BEAT = 0.22
SCALE = ["C5", "D5", "E5", "G5", "A5", "C6"]
SEED = 0
