"""Pays anywhere: a symbol pays on how many times it shows, wherever it is."""


def find_counts(cells: list[list[str]], paying, min_count: int) -> list:
    """[(symbol, positions)] for each paying symbol present at least min_count times. Every
    cell holds a symbol (a game that pays anywhere refills): typed str, the compiled engine
    compares the cells with a winner as strings, not through the generic protocol."""
    counts: dict[str, int] = {}        # int values: the compiled engine adds them unboxed
    for row in cells:
        for s in row:
            counts[s] = counts.get(s, 0) + 1
    found = []
    for symbol, n in counts.items():
        if n >= min_count and symbol in paying:
            found.append((symbol, [[r, c] for r, row in enumerate(cells)
                                   for c, s in enumerate(row) if s == symbol]))
    return found
