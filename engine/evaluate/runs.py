"""Line pays on a grid: runs of 3+ in any row or column (Midnight Princess).

A run is consecutive cells holding one symbol or Wild, with at least one of the symbol itself.
Every row and column is checked for every symbol; per line and symbol only the longest run pays,
and a cell may be in several runs (a Wild shared by two symbols, or a row crossing a column).
Only symbols that fill some window of min_len cells (with Wilds) can have a run, so each line is
screened by its windows first; most lines have none.
"""
def find_runs(cells, paying, wild, min_len: int) -> list:
    """[(symbol, positions)] for the longest run of each symbol on each line, if >= min_len."""
    rows, cols = len(cells), len(cells[0])
    lines = [(tuple(row), [(r, c) for c in range(cols)]) for r, row in enumerate(cells)]
    lines += [(column, [(r, c) for r in range(rows)]) for c, column in enumerate(zip(*cells))]
    found = []
    for values, line in lines:
        for symbol in _candidates(values, paying, wild, min_len):
            best, best_span, start, has_symbol = 0, None, None, False
            for i, v in enumerate(values + (None,)):
                if v is not None and (v == symbol or v == wild):
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


def _candidates(values, paying, wild, min_len) -> list:
    """The symbols that fill some window of min_len cells of this line, Wilds helping."""
    if wild not in values:          # the common case: a run is min_len equal neighbours
        streak, last, out = 0, None, []
        for v in values:
            streak = streak + 1 if v == last else 1
            last = v
            if streak == min_len and v is not None and v in paying:
                out.append(v)
        return sorted(set(out))
    found = set()
    for i in range(len(values) - min_len + 1):
        kinds = set(values[i:i + min_len])
        kinds.discard(wild)
        if len(kinds) == 1:
            symbol = kinds.pop()
            if symbol in paying:
                found.add(symbol)
    return sorted(found)
