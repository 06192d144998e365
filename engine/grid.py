"""The grid and gravity: cells are rows of symbol ids (top row first), None where empty.

Tumbles everywhere are `drop` (survivors fall, keeping their order) followed, in games that
refill, by new symbols from the top (`tumble`). `draw(counts)` gives counts[c] new symbols for
each column c. Symbols a rule keeps (scatters, baubles) simply are not removed.
"""


def copy(cells):
    return [row[:] for row in cells]


def positions_of(cells, wanted) -> list:
    return [[r, c] for r, row in enumerate(cells) for c, s in enumerate(row) if s in wanted]


def drop(cells, removed=()) -> list:
    """Remove `removed` cells and let each column's survivors fall to the bottom."""
    columns = list(zip(*cells))
    gone = [()] * len(columns)
    for r, c in removed:
        gone[c] = gone[c] + (r,)
    for c, column in enumerate(columns):
        out = gone[c]
        if out or None in column:
            keep = [s for r, s in enumerate(column) if s is not None and r not in out]
            columns[c] = [None] * (len(column) - len(keep)) + keep
    return [list(row) for row in zip(*columns)]


def tumble(cells, removed, draw) -> list:
    """Gravity with refill, the mechanic of every game that refills: drop then refill, in one
    pass over the columns because it is the hottest step of a simulation."""
    gone = [None] * len(cells[0])
    for r, c in removed:
        if gone[c] is None:
            gone[c] = {r}
        else:
            gone[c].add(r)
    columns = list(zip(*cells))
    wanted = []
    for c, column in enumerate(columns):
        out = gone[c]
        if out is not None or None in column:
            out = out or ()
            columns[c] = keep = [s for r, s in enumerate(column) if s is not None and r not in out]
            wanted.append(len(column) - len(keep))
        else:
            wanted.append(0)
    for c, new in enumerate(draw(wanted)):
        if new:
            columns[c] = new + columns[c]
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
    if all(t is tables[0] for t in tables):
        table = tables[0]

        def draw(counts):
            flat, out, i = pick_many(table, sum(counts)), [], 0
            for n in counts:
                out.append(flat[i:i + n])
                i += n
            return out

        def screen(rows, cols):
            flat = pick_many(table, rows * cols)    # column-major: row r is every rows-th
            return [flat[r::rows] for r in range(rows)]
        draw.screen = screen
    else:
        def draw(counts):
            return [pick_many(t, n) for t, n in zip(tables, counts)]
    return draw


def render(cells, width: int = 6) -> str:
    """The grid as text, for the readable `play` output."""
    return "\n".join(" ".join(f"{(s or '.'):<{width}.{width}}" for s in row).rstrip() for row in cells)
