"""The grid and gravity: cells are rows of symbol ids (top row first), None where empty.

Tumbles everywhere are `drop` (survivors fall, keeping their order) followed, in games that
refill, by new symbols from the top (`tumble`). `draw(counts)` gives counts[c] new symbols for
each column c. Symbols a rule keeps (scatters, baubles) simply are not removed.
"""
from collections.abc import Callable


def copy(cells: list[list]) -> list[list]:
    return [row[:] for row in cells]


def positions_of(cells: list[list], wanted) -> list:
    return [[r, c] for r, row in enumerate(cells) for c, s in enumerate(row) if s in wanted]


def drop(cells: list[list], removed: list[list[int]] | None = None) -> list:
    """Remove `removed` cells and let each column's survivors fall to the bottom."""
    height = len(cells)
    columns = [list(column) for column in zip(*cells)]
    for cell in removed or []:      # (indexed: unpacking a list is a generic iteration, compiled)
        columns[cell[1]][cell[0]] = None
    for column in columns:
        if None in column:
            keep = [s for s in column if s is not None]
            column[:] = [None] * (height - len(keep)) + keep
    return [list(row) for row in zip(*columns)]


def tumble(cells: list[list], removed: list[list[int]],
           draw: Callable[[list[int]], list[list]]) -> list:
    """Gravity with refill, the mechanic of every game that refills: drop then refill, in one
    pass because it is the hottest step of a simulation. A grid that refills is always full
    (no cell of it is None), so only the removed cells go.

    The rows are copied and only the columns that lose a cell are written again, their
    survivors from the bottom up: turning the whole grid into columns and back, and asking
    each column `None in` (every symbol compared with None through Python's generic
    protocol), were two thirds of a compiled tumble. The typed arguments let the compiled
    engine index and shift native ints, not objects."""
    height = len(cells)
    masks = [0] * len(cells[0])             # per column, a bit for each row that goes
    wanted = [0] * len(cells[0])
    for cell in removed:
        r, c = cell[0], cell[1]
        if not masks[c] >> r & 1:
            masks[c] |= 1 << r
            wanted[c] += 1
    out = [row[:] for row in cells]
    for c, new in enumerate(draw(wanted)):
        mask = masks[c]
        if mask:
            to = height
            for r in range(height - 1, -1, -1):     # the survivors fall, the lowest first
                if not mask >> r & 1:
                    to -= 1
                    out[to][c] = cells[r][c]
            for r, s in enumerate(new):             # and the new symbols land above them
                out[r][c] = s
    return out


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
        if shared is None:     # a column that draws nothing is not asked (a call through a
            pick_many = self.pick_many      # bound method each, most columns of a tumble)
            return [pick_many(t, n) if n else [] for t, n in zip(self.tables, counts)]
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
