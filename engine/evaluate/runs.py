"""Line pays on a grid: runs of 3+ in any row or column (Midnight Princess).

A run is consecutive cells holding one symbol or Wild, with at least one of the symbol itself.
Every row and column is checked for every symbol; per line and symbol only the longest run pays,
and a cell may be in several runs (a Wild shared by two symbols, or a row crossing a column).
"""


def _lines(rows: int, cols: int):
    for r in range(rows):
        yield [(r, c) for c in range(cols)]
    for c in range(cols):
        yield [(r, c) for r in range(rows)]


def find_runs(cells, paying, wild, min_len: int) -> list:
    """[(symbol, positions)] for the longest run of each symbol on each line, if >= min_len."""
    found = []
    for line in _lines(len(cells), len(cells[0])):
        values = [cells[r][c] for r, c in line]
        for symbol in sorted({v for v in values if v in paying}):
            best, start, has_symbol, best_span = 0, None, False, None
            for i, v in enumerate(values + [None]):
                if v == symbol or (v == wild and v is not None):
                    if start is None:
                        start, has_symbol = i, False
                    has_symbol = has_symbol or v == symbol
                else:
                    if start is not None and has_symbol and i - start > best:
                        best, best_span = i - start, (start, i)
                    start = None
            if best >= min_len:
                found.append((symbol, [list(line[i]) for i in range(*best_span)]))
    return found
