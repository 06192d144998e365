"""Santa's Wonderland: 8x8 cluster pays, tumbles, five spin-feature marks, Midnight Riches.

Composition: the cluster evaluator prices each screen and gravity with refill tumbles it, exactly
as in every refilling game; what is this game's own is the marks (five coloured cells per base
spin that a paying block can win), the five spin features that won marks play after the tumbles,
and Midnight Riches, where every level plays all five features at a rising win multiplier.
"""
from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from engine import events as ev
from engine import grid
from engine.config import read_number_weights, read_paytable, read_reels, read_weights
from engine.evaluate import find_clusters
from engine.games.base import Game
from engine.money import Tally
from engine.rng import WeightTable

WILD: Final = "wild"
FEATURES = ("refresh", "wild_santa", "blocks", "supersize", "lucky_santa")


class FeatureTables:
    """The draws the spin features make: which symbol Blocks and Supersize stamp, how many 2x2
    blocks, the Supersize side, how many Lucky Santa wilds, and how likely each symbol on screen
    is to be the one Wild Santa turns (equal chances unless `wild_santa` weights are given).
    Read only once made, as the Game that holds them."""

    _sealed: bool = False

    def __init__(self, node, ordinary, rows, cols, defaults=None):
        def table(key, read):
            if defaults is not None and not node.has(key):
                return getattr(defaults, key)
            return read(node[key])
        cells = rows * cols
        self.symbols = table("symbols", lambda n: read_weights(n, ordinary))
        self.blocks = table("blocks", lambda n: read_number_weights(n, 1, cells // 4,
                                                                    "block counts"))
        self.supersize = table("supersize", lambda n: read_number_weights(
            n, 2, min(rows, cols), "block sides"))
        self.lucky_santa = table("lucky_santa", lambda n: read_number_weights(
            n, 1, cells, "wild counts"))
        if node.has("wild_santa"):
            self.wild_santa = read_weights(node["wild_santa"], ordinary)
        else:
            self.wild_santa = getattr(defaults, "wild_santa", None)
        self._sealed = True

    def __setattr__(self, name: str, value) -> None:
        if self._sealed:
            raise AttributeError(f"a game's feature tables are read only ({name})")
        super().__setattr__(name, value)


class Play:
    """The state one stretch of tumbles shares: the screen, its refill, the feature tables, the
    multiplier, the exploded-symbol count toward a target, and the marks (base spin only)."""

    __slots__ = ("bet", "tally", "draw", "tables", "cells", "multiplier", "marks", "won",
                 "exploded", "meter", "target")

    # typed, so that the compiled engine reads the fields natively and calls the tally's
    # and the drawer's methods directly, not through Python's attribute protocol
    def __init__(self, bet: int, tally: Tally, draw: grid.ColumnDrawer, tables: FeatureTables,
                 cells: list[list[str]], multiplier: int = 1,
                 marks: dict[str, list[int]] | None = None, meter: str = "",
                 target: int | None = None):
        self.bet, self.tally, self.draw, self.tables, self.cells = bet, tally, draw, tables, cells
        self.multiplier, self.marks = multiplier, marks or {}
        self.won: set[str] = set()
        self.exploded, self.meter, self.target = 0, meter, target


class SantasWonderland(Game):
    TAIL_FEATURE: str | None = "midnight_riches"
    PAYS_BY: str = "clusters"
    # Buy Midnight Riches: a base spin, then the feature from level 1
    MODE_ROLES: Mapping[str, str] = MappingProxyType({"feature_buy": "buy"})

    def __init__(self, node):
        super().__init__(node)
        ordinary = set(self.symbol_ids("ordinary"))
        if self.symbol_ids("wild") != [WILD]:
            node["symbols"].fail("needs exactly one symbol of kind wild with id 'wild'")
        cells = self.rows * self.cols
        self.paytable = read_paytable(node["paytable"], ordinary, cells)
        self.reels = {name: read_reels(t, ordinary, self.cols) for name, t in node["reels"].items()}
        for needed in ("base", "midnight_riches"):
            if needed not in self.reels:
                node["reels"].fail(f"needs a '{needed}' reel set", list(self.reels))
        # the base spin's refills (tumbles, Refresh) may come from reels of their own
        self.refill = "base_refill" if "base_refill" in self.reels else "base"
        sf = node["spin_features"]
        self.order = tuple(n.str(choices=FEATURES) for n in sf["order"].list())
        if sorted(self.order) != sorted(FEATURES):
            sf["order"].fail(f"must list each of {', '.join(FEATURES)} once", self.order)
        self.mark_of = {f: sf["marks"][f].str() for f in FEATURES}
        if len(set(self.mark_of.values())) != len(FEATURES):
            sf["marks"].fail("needs five different colours", self.mark_of)
        self.base_tables = FeatureTables(sf, ordinary, self.rows, self.cols)
        mr = node["midnight_riches"]
        self.riches_tables = FeatureTables(mr.get("spin_features", {}), ordinary, self.rows,
                                           self.cols, defaults=self.base_tables)
        self.trigger = mr["trigger"].int(low=1)
        levels = []     # (multiplier, target the level before must explode to reach it)
        for i, level in enumerate(mr["levels"].list(min_len=1)):
            target = level["target"].int(low=1) if i else None
            levels.append((level["multiplier"].int(low=1), target))
        self.levels = tuple(levels)

    # --- tumbles: evaluate, pay, explode, refill, until nothing pays --------------------------

    def _tumbles(self, play: Play):
        paytable, tally, bet, mult = self.paytable, play.tally, play.bet, play.multiplier
        changed: list[int] | None = None        # after a tumble: what it moved, per column
        while True:
            groups = find_clusters(play.cells, paytable.symbols, WILD, paytable.min_count,
                                   changed)
            if not groups:
                return
            for symbol, positions in groups:
                amount, text = paytable.price(symbol, len(positions), bet, mult)
                amount = tally.add(amount)
                if mult == 1:
                    yield ev.win(symbol, positions, text, amount, tally)
                else:
                    yield ev.win(symbol, positions, text, amount, tally, multiplier=mult)
            gone = ev.union(groups)
            if len(play.won) < len(play.marks):     # a mark still to win (base spin only)
                # the cleared cells as r * cols + c: `spot in gone` compared [r, c] lists one
                # by one, 2% of a compiled round
                cleared = {cell[0] * self.cols + cell[1] for cell in gone}
                for colour, spot in play.marks.items():
                    if colour not in play.won and spot[0] * self.cols + spot[1] in cleared:
                        play.won.add(colour)
                        yield ev.mark_won(colour, spot)
            yield ev.explode(gone)
            play.cells = grid.tumble(play.cells, gone, play.draw)
            changed = [-1] * self.cols
            for cell in gone:       # (indexed: unpacking a list is a generic iteration, compiled)
                if cell[0] > changed[cell[1]]:
                    changed[cell[1]] = cell[0]
            yield ev.grid(play.cells, "tumble")
            play.exploded += len(gone)
            yield ev.meter(play.meter, play.exploded, play.target)

    # --- the five spin features: each changes the screen, then its own tumbles ----------------

    def _feature(self, name, play: Play, rng, **extra):
        yield ev.feature(name, "start", **extra)
        play.cells, detail = getattr(self, f"_{name}")(play.cells, rng, play.draw, play.tables)
        yield ev.grid(play.cells, name, **detail)
        yield from self._tumbles(play)
        yield ev.feature(name, "end")

    def _refresh(self, cells, rng, draw, tables):
        """Every cell but the Wilds gets a new symbol."""
        columns = list(zip(*cells))
        fresh = draw([sum(s != WILD for s in column) for column in columns])
        out = grid.copy(cells)
        for c, new in enumerate(fresh):
            symbols = iter(new)
            for r in range(self.rows):
                if out[r][c] != WILD:
                    out[r][c] = next(symbols)
        return out, {"positions": grid.positions_of(out, set(self.paytable.symbols))}

    def _wild_santa(self, cells, rng, draw, tables):
        """All cells of one random paying symbol on screen turn Wild."""
        present = sorted({s for row in cells for s in row if s in self.paytable.symbols})
        if not present:
            return cells, {"symbol": None, "positions": []}
        if tables.wild_santa is None:
            symbol = present[rng.below(len(present))]
        else:
            weights = dict(zip(tables.wild_santa.items, tables.wild_santa.weights))
            symbol = rng.pick(WeightTable(present, [weights.get(s, 0) for s in present])) \
                if any(weights.get(s, 0) for s in present) else present[rng.below(len(present))]
        positions = grid.positions_of(cells, {symbol})
        return self._stamp(cells, positions, WILD), {"symbol": symbol, "positions": positions}

    def _blocks(self, cells, rng, draw, tables):
        """Random non-overlapping 2x2 blocks of one symbol."""
        symbol, count = rng.pick(tables.symbols), rng.pick(tables.blocks)
        rows, cols = self.rows, self.cols
        corners = []
        taken = [[False] * cols for _ in range(rows)]   # not a set of (r, c) tuples, made
        for _ in range(count):                          # four a corner for every place tried
            free = [(r, c) for r in range(rows - 1) for c in range(cols - 1)
                    if not (taken[r][c] or taken[r + 1][c] or taken[r][c + 1]
                            or taken[r + 1][c + 1])]
            if not free:
                break
            r, c = free[rng.below(len(free))]
            corners.append([r, c])
            taken[r][c] = taken[r + 1][c] = taken[r][c + 1] = taken[r + 1][c + 1] = True
        positions = [[r, c] for r in range(rows) for c in range(cols) if taken[r][c]]
        return self._stamp(cells, positions, symbol), {"symbol": symbol, "size": 2,
                                                      "corners": corners, "positions": positions}

    def _supersize(self, cells, rng, draw, tables):
        """One 3x3, 4x4 or 5x5 block of one symbol at a random place."""
        side, symbol = rng.pick(tables.supersize), rng.pick(tables.symbols)
        top, left = rng.below(self.rows - side + 1), rng.below(self.cols - side + 1)
        positions = [[r, c] for r in range(top, top + side) for c in range(left, left + side)]
        return self._stamp(cells, positions, symbol), {"symbol": symbol, "size": side,
                                                      "corners": [[top, left]],
                                                      "positions": positions}

    def _lucky_santa(self, cells, rng, draw, tables):
        """5 to 15 Wilds on random distinct cells."""
        count = rng.pick(tables.lucky_santa)
        spots = sorted(rng.sample(range(self.rows * self.cols), count))
        positions = [[i // self.cols, i % self.cols] for i in spots]
        return self._stamp(cells, positions, WILD), {"symbol": WILD, "positions": positions}

    @staticmethod
    def _stamp(cells, positions, symbol):
        out = grid.copy(cells)
        for r, c in positions:
            out[r][c] = symbol
        return out

    def help_values(self) -> dict:
        levels = [{"level": i + 1, "multiplier": m, **({"symbols": t} if t else {})}
                  for i, (m, t) in enumerate(self.levels)]
        order = [{"colour": self.mark_of[f], "feature": f} for f in self.order]
        return {**super().help_values(), "trigger": self.trigger, "levels": levels,
                "mark_order": order}

    def resting_meters(self) -> dict:
        return {"midnight_riches": ev.meter("midnight_riches", 0, self.trigger)}

    def pays(self, cells) -> bool:
        return bool(find_clusters(cells, self.paytable.symbols, WILD, self.paytable.min_count))

    # --- the round ----------------------------------------------------------------------------

    def play(self, bet, rng, mode, tally):
        cells = grid.fill(self.rows, self.cols, grid.column_drawer(rng, self.reels["base"]))
        draw = grid.column_drawer(rng, self.reels[self.refill])
        yield ev.grid(cells, "spin")
        spots = rng.sample(range(self.rows * self.cols), len(self.order))
        marks = {self.mark_of[f]: [i // self.cols, i % self.cols]
                 for f, i in zip(self.order, spots)}
        yield ev.marks(marks)
        play = Play(bet, tally, draw, self.base_tables, cells, marks=marks,
                    meter="midnight_riches", target=self.trigger)
        yield from self._tumbles(play)
        for name in self.order:
            colour = self.mark_of[name]
            if colour in play.won:
                yield from self._feature(name, play, rng, mark=colour)
        if play.exploded >= self.trigger or mode == self.bought_mode:
            yield ev.meter("midnight_riches", 0, self.trigger)
            yield from self._midnight_riches(bet, rng, tally, play.cells,
                                             bought=play.exploded < self.trigger)

    def _midnight_riches(self, bet, rng, tally, cells, bought):
        draw = grid.column_drawer(rng, self.reels["midnight_riches"])
        before = tally.total
        yield ev.feature("midnight_riches", "start", levels=len(self.levels), bought=bought)
        level = 0
        for level, (multiplier, _) in enumerate(self.levels, 1):
            target = self.levels[level][1] if level < len(self.levels) else None
            yield ev.feature("level", "start", level=level, multiplier=multiplier, target=target,
                             within="midnight_riches")
            yield ev.multiplier(multiplier, "level", level=level)
            play = Play(bet, tally, draw, self.riches_tables, cells, multiplier, meter="level",
                        target=target)
            for name in self.order:
                yield from self._feature(name, play, rng)
            cells = play.cells
            reached = target is not None and play.exploded >= target
            yield ev.feature("level", "end", level=level, collected=play.exploded, target=target,
                             reached=reached, within="midnight_riches")
            if not reached:
                break
        yield ev.feature("midnight_riches", "end", level=level, win=tally.total - before)


GAME_CLASS = SantasWonderland
