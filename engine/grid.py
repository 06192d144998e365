"""The grid and gravity: cells are rows of symbol ids (top row first), None where empty.

Tumbles everywhere are `drop` (survivors fall, keeping their order) followed, in games that
refill, by new symbols from the top (`tumble`). `draw(counts)` gives counts[c] new symbols for
each column c. Symbols a rule keeps (scatters, baubles) simply are not removed.
"""


def copy(cells: list[list]) -> list[list]:
    return [row[:] for row in cells]


def positions_of(cells: list[list], wanted) -> list:
    return [[r, c] for r, row in enumerate(cells) for c, s in enumerate(row) if s in wanted]


def drop(cells: list[list], removed=()) -> list:
    """Remove `removed` cells and let each column's survivors fall to the bottom."""
    height = len(cells)
    columns = [list(column) for column in zip(*cells)]
    for r, c in removed:
        columns[c][r] = None
    for column in columns:
        if None in column:
            keep = [s for s in column if s is not None]
            column[:] = [None] * (height - len(keep)) + keep
    return [list(row) for row in zip(*columns)]


def tumble(cells: list[list], removed, draw) -> list:
    """Gravity with refill, the mechanic of every game that refills: drop then refill, in one
    pass over the columns because it is the hottest step of a simulation. `removed` names
    each cell once (ev.union gives it so)."""
    columns = [list(column) for column in zip(*cells)]
    height = len(cells)
    for r, c in sorted(removed, reverse=True):   # lowest first, so rows above keep their index
        del columns[c][r]
    wanted = []
    for column in columns:
        if None in column:
            column[:] = [s for s in column if s is not None]
        wanted.append(height - len(column))
    for column, new in zip(columns, draw(wanted)):
        if new:
            column[:0] = new
    return [list(row) for row in zip(*columns)]


def fill(rows: int, cols: int, draw) -> list:
    """A fresh screen, column by column as reels land."""
    screen = getattr(draw, "screen", None)
    if screen is not None:
        return screen(rows, cols)
    return [list(row) for row in zip(*draw([rows] * cols))]


def column_drawer(rng, tables):
    """draw(counts) -> one list per column, top cell first, from one weight table per column.

    Columns are drawn left to right, each top to bottom: that order is part of what a seed
    means. Where every column shares one table, a single batched draw does them all."""
    pick_many = rng.pick_many
    first = tables[0]
    if tables.count(first) == len(tables):      # WeightTables compare by identity

        def draw(counts):
            flat, out, i = pick_many(first, sum(counts)), [], 0
            for n in counts:
                out.append(flat[i:i + n])
                i += n
            return out

        def screen(rows, cols):
            flat = pick_many(first, rows * cols)    # column-major: row r is every rows-th
            return [flat[r::rows] for r in range(rows)]
        draw.screen = screen    # type: ignore[attr-defined]  # fill() looks for it
    else:
        def draw(counts):
            return [pick_many(t, n) for t, n in zip(tables, counts)]
    return draw


def render(cells, width: int = 6) -> str:
    """The grid as text, for the readable `play` output."""
    return "\n".join(" ".join(f"{(s or '.'):<{width}.{width}}" for s in row).rstrip()
                     for row in cells)
