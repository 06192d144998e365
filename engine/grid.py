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
    each cell once, in reading order (ev.union gives it so): read backwards it deletes each
    column's lowest cell first, so the rows above keep their index, with no sort of [r, c]
    lists on every tumble (issue 40)."""
    columns = [list(column) for column in zip(*cells)]
    height = len(cells)
    for r, c in reversed(removed):
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
    if isinstance(draw, ColumnDrawer):
        return draw.screen(rows, cols)
    return [list(row) for row in zip(*draw([rows] * cols))]


class ColumnDrawer:
    """draw(counts) -> one list per column, top cell first, from one weight table per column.

    Columns are drawn left to right, each top to bottom: that order is part of what a seed
    means. Where every column shares one table, a single batched draw does them all. A small
    object rather than two closures with an attribute set on one: every round made one, and
    the closures' dictionary was most of what it cost (issue 40)."""

    __slots__ = ("pick_many", "tables", "shared")

    def __init__(self, rng, tables):
        self.pick_many = rng.pick_many
        self.tables = tables
        first = tables[0]
        self.shared = first if tables.count(first) == len(tables) else None  # by identity

    def __call__(self, counts) -> list:
        shared = self.shared
        if shared is None:
            pick_many = self.pick_many
            return [pick_many(t, n) for t, n in zip(self.tables, counts)]
        flat = self.pick_many(shared, sum(counts))
        out, i = [], 0
        for n in counts:
            out.append(flat[i:i + n])
            i += n
        return out

    def screen(self, rows: int, cols: int) -> list:
        """A fresh screen, its rows; the columns drawn as __call__ draws them."""
        if self.shared is None:
            return [list(row) for row in zip(*self([rows] * cols))]
        flat = self.pick_many(self.shared, rows * cols)    # column-major: row r is every rows-th
        return [flat[r::rows] for r in range(rows)]


def column_drawer(rng, tables) -> ColumnDrawer:
    """The drawer of one round's refills from `tables` (ColumnDrawer)."""
    return ColumnDrawer(rng, tables)


def render(cells, width: int = 6) -> str:
    """The grid as text, for the readable `play` output."""
    return "\n".join(" ".join(f"{(s or '.'):<{width}.{width}}" for s in row).rstrip()
                     for row in cells)
