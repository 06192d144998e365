"""Pays anywhere: a symbol pays on how many times it shows, wherever it is (Sweet Bonanza)."""
from collections import Counter
from itertools import chain


def find_counts(cells, paying, min_count: int) -> list:
    """[(symbol, positions)] for each paying symbol present at least min_count times."""
    counts = Counter(chain.from_iterable(cells))
    found = []
    for symbol, n in counts.items():
        if n >= min_count and symbol in paying:
            found.append((symbol, [[r, c] for r, row in enumerate(cells)
                                   for c, s in enumerate(row) if s == symbol]))
    return found
