"""Line pays on a grid: runs of 3+ in any row or column.

A run is consecutive cells holding one symbol or Wild, with at least one of the symbol itself.
Every row and column is checked for every symbol; per line and symbol only the longest run pays,
and a cell may be in several runs (a Wild shared by two symbols, or a row crossing a column).
Where a line is shorter than twice min_len (5 cells, runs of 3), every run passes through its
middle cell, so that cell alone says which symbol can run; otherwise a line without a Wild pays
exactly its streaks of equal neighbours, and a line with one is screened by its windows (only a
symbol filling min_len cells with Wilds can run) before it is scanned.
"""
from functools import lru_cache
@lru_cache(maxsize=8)
def _coordinates(rows: int, cols: int) -> tuple[list[list[int]], ...]:
    """Each row's then each column's [r, c] pairs, built once per grid shape."""
    return tuple([[[r, c] for c in range(cols)] for r in range(rows)] +
                 [[[r, c] for r in range(rows)] for c in range(cols)])


def find_runs(cells: list[list], paying, wild: str, min_len: int) -> list:
    """[(symbol, positions)] for the longest run of each symbol on each line, if >= min_len."""
    found = []
    lines: list[list] = cells + [list(column) for column in zip(*cells)]
    for values, coords in zip(lines, _coordinates(len(cells), len(cells[0]))):
        n = len(values)
        core = n - min_len
        if core < 0:
            continue
        if core < min_len:
            # every window of min_len cells holds cell `core`, so every run passes through it:
            # an empty cell there means no run, a symbol there is the only one that can run
            symbol = values[core]
            if symbol is None:
                continue
            if symbol != wild:
                if symbol in paying:
                    start, stop = core, core + 1
                    while start and (values[start - 1] == symbol or values[start - 1] == wild):
                        start -= 1
                    while stop < n and (values[stop] == symbol or values[stop] == wild):
                        stop += 1
                    if stop - start >= min_len:
                        found.append((symbol, [coords[i][:] for i in range(start, stop)]))
                continue
        if wild in values:
            for symbol in _wild_candidates(values, paying, wild, min_len):
                span = _longest(values, symbol, wild)
                if span[1] - span[0] >= min_len:
                    found.append((symbol, [coords[i][:] for i in range(*span)]))
            continue
        # no Wild: the runs are the streaks of equal neighbours, the longest (first) per symbol
        i = 0
        best: dict = {}
        while i <= n - min_len:
            v, j = values[i], i + 1
            while j < n and values[j] == v:
                j += 1
            held = best.get(v)
            if j - i >= min_len and v in paying and (held is None or j - i > held[1] - held[0]):
                best[v] = (i, j)
            i = j
        for v, (i, j) in best.items():
            found.append((v, [coords[k][:] for k in range(i, j)]))
    return found


def _wild_candidates(values: list, paying, wild: str, min_len: int) -> list:
    """The symbols that fill some window of min_len cells of this line, Wilds helping."""
    found = set()
    for i in range(len(values) - min_len + 1):
        kinds = set(values[i:i + min_len])
        kinds.discard(wild)
        if len(kinds) == 1:
            symbol = kinds.pop()
            if symbol in paying:
                found.add(symbol)
    return sorted(found)


def _longest(values: list, symbol: str, wild: str) -> tuple:
    """(start, stop) of the longest stretch of symbol-or-Wild holding the symbol itself."""
    best, best_span, has_symbol = 0, (0, 0), False
    start: int | None = None
    for i, v in enumerate(values + [None]):
        if v is not None and (v == symbol or v == wild):
            if start is None:
                start, has_symbol = i, False
            has_symbol = has_symbol or v == symbol
        else:
            if start is not None and has_symbol and i - start > best:
                best, best_span = i - start, (start, i)
            start = None
    return best_span
