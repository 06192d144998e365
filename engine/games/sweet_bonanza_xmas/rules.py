"""Sweet Bonanza Xmas: 6x5, pays anywhere, scatter free spins, bauble multipliers that ADD.

Composition: the count evaluator prices each screen, gravity with refill tumbles it; scatters and
baubles are never winning symbols, so they stay and fall with the rest. A sequence is one spin and
its tumbles; at its end the visible baubles' values are summed and applied to the sequence's whole
ordinary win, and the scatters present are paid and counted for (re)triggers.
"""
from collections.abc import Mapping
from fractions import Fraction
from types import MappingProxyType
from typing import Final

from engine import events as ev
from engine import grid
from engine.config import WEIGHT_LIMIT, read_number_weights, read_paytable, read_reels
from engine.evaluate import find_counts
from engine.games.base import Game
from engine.money import Tally, pay_str, win_amount
from engine.rng import WeightTable

MAX_SPINS: Final = 1000    # a config's spin counts: far above the real game's, far below a hang


def bauble_value(cell) -> int:
    return int(cell[1:]) if cell and cell[0] == "x" else 0


class SweetBonanzaXmas(Game):
    TAIL_FEATURE: str | None = "free_spins"
    PAYS_BY: str = "counts"
    # the ante's 25% more stake, the bought spin's placed scatters (play)
    MODE_ROLES: Mapping[str, str] = MappingProxyType({"extra_bet": "ante", "feature_buy": "buy"})
    triggers: Mapping[str, int]     # trigger_counts(), made once
    scatter: str                    # its trigger_symbol, typed for the compiled engine
    # its symbol of kind multiplier (roles): the reels' placeholder for a bauble, whose landed
    # cell is "x<value>", e.g. "x25"
    bauble: str

    def __init__(self, node):
        super().__init__(node)
        known = set(self.symbols)
        cells = self.rows * self.cols
        if self.trigger_symbol is None:
            node["symbols"].fail("needs a symbol of kind scatter: its scatters start the free "
                                 "spins")
        self.scatter = self.trigger_symbol
        bauble = self.roles.symbol("multiplier")
        if bauble is None:
            node["symbols"].fail("needs a symbol of kind multiplier: its baubles carry the free "
                                 "spins' values")
        self.bauble = bauble
        self.paytable = read_paytable(node["paytable"], set(self.symbol_ids("ordinary")), cells)
        sc = node["scatter"]
        self.scatter_pays = {}
        for count, pay in sc["pays"].items():
            if not isinstance(count, int) or not 1 <= count <= cells:
                pay.fail("scatter counts must be whole numbers within the grid", count)
            self.scatter_pays[count] = pay.fraction(low=0)
        self.scatter_top = max(self.scatter_pays)  # this count and more pay the top figure
        self.trigger_count = sc["trigger_count"].int(1, cells)
        self.free_spins = sc["free_spins"].int(1, MAX_SPINS)
        self.retrigger_count = sc["retrigger_count"].int(1, cells)
        self.retrigger_spins = sc["retrigger_spins"].int(0, MAX_SPINS)
        self.triggers = MappingProxyType(
            {"spin": self.trigger_count, "free_spin": self.retrigger_count})
        values = read_number_weights(node["baubles"], 2, 10_000, "bauble values")
        self.baubles = WeightTable([f"x{v}" for v in values.items], values.weights)
        self.reels = {}
        for name, table in node["reels"].items():
            tables = read_reels(table, known, self.cols)
            if name != "free_spins" and any(self.bauble in t.items for t in tables):
                table.fail("baubles land only in free spins", self.bauble)
            if any(self.bauble in t.items for t in tables) and \
                    max(t.total for t in tables) * self.baubles.total > WEIGHT_LIMIT:
                table.fail(f"with the bauble values' weights folded in, a table must total at "
                           f"most {WEIGHT_LIMIT:,}", max(t.total for t in tables)
                           * self.baubles.total)
            self.reels[name] = [self._with_baubles(t) for t in tables]
        self.mode_reels = {name: mode["reels"].str(choices=self.reels)
                           for name, mode in node["modes"].items()}
        if "free_spins" not in self.reels:
            node["reels"].fail("needs a 'free_spins' reel set", list(self.reels))
        self.buy_scatters = None
        if self.bought_mode is not None:
            self.buy_scatters = read_number_weights(node["modes"][self.bought_mode]["scatters"],
                                                    self.trigger_count, cells, "scatter counts")

    def _with_baubles(self, table):
        """Fold the bauble values into a reel table so that one draw lands a valued bauble;
        the chance of each outcome is exactly that of a bauble draw and then a value draw."""
        if self.bauble not in table.items:
            return table
        items, weights, k = [], [], self.baubles.total
        for item, w in zip(table.items, table.weights):
            if item == self.bauble:
                items += self.baubles.items
                weights += [w * v for v in self.baubles.weights]
            else:
                items.append(item)
                weights.append(w * k)
        return WeightTable(items, weights)

    # --- one sequence: a spin and its tumbles -------------------------------------------------

    def _sequence(self, bet: int, tally: Tally, cells: list[list[str]], draw: grid.ColumnDrawer,
                  reason: str, baubles: bool = False):
        """Play a landed screen to its end; returns how many scatters it ends with. (Typed:
        the compiled engine calls the tally and counts the cells natively.)"""
        paytable = self.paytable
        yield ev.grid(cells, reason)
        ordinary = 0
        while True:
            groups = find_counts(cells, paytable.symbols, paytable.min_count)
            if not groups:
                break
            for symbol, positions in groups:
                amount, text = paytable.price(symbol, len(positions), bet)
                ordinary += amount
                yield ev.win(symbol, positions, text, tally.add(amount), tally)
            gone = ev.union(groups)
            yield ev.explode(gone)
            cells = grid.tumble(cells, gone, draw)
            yield ev.grid(cells, "tumble")
        spots = []
        if baubles and ordinary:
            spots = [[r, c] for r, row in enumerate(cells) for c, s in enumerate(row)
                     if bauble_value(s)]
        if spots:
            values = [bauble_value(cells[r][c]) for r, c in spots]
            total = sum(values)
            added = tally.add(ordinary * (total - 1))
            yield ev.multiplier(total, "baubles", tally, amount=ordinary + added, added=added,
                                positions=spots, values=values)
        scatter = self.scatter
        n = 0
        for row in cells:
            n += row.count(scatter)
        pay = self.scatter_pays.get(min(n, self.scatter_top))
        if pay is not None:
            yield ev.win(scatter, grid.positions_of(cells, {scatter}), pay_str(pay),
                         tally.add(win_amount(bet, pay)), tally)
        return n

    def pay_figures(self) -> set:
        return super().pay_figures() | set(self.scatter_pays.values())

    def trigger_pays(self) -> dict:
        return self.scatter_pays

    def feature_alone(self, bet, rng, tally, choices=()):
        return self._free_spins(bet, rng, tally)

    def free_multiplier_values(self) -> dict:
        """A bauble is one cell whatever its value, and values only multiply at a sequence's
        end: the values never change the tumbles."""
        return {bauble_value(item): w for item, w in zip(self.baubles.items, self.baubles.weights)}

    def landing_strata(self, mode: str) -> tuple | None:
        """The scatters of the first screen: each cell drawn from its column's table (a bought
        spin's are placed, and it always starts the free spins)."""
        if mode == self.bought_mode:
            return None
        tables, scatter = self.reels[self.mode_reels[mode]], self.scatter
        per_column = [Fraction(t.weights[t.items.index(scatter)], t.total)
                      if scatter in t.items else Fraction(0) for t in tables]
        return scatter, self.trigger_count, [per_column[c] for _ in range(self.rows)
                                             for c in range(self.cols)]

    def trigger_counts(self) -> Mapping[str, int]:
        return self.triggers

    def help_values(self) -> dict:
        return {**super().help_values(), "trigger_count": self.trigger_count,
                "free_spins": self.free_spins, "retrigger_count": self.retrigger_count,
                "retrigger_spins": self.retrigger_spins,
                "bauble_values": [int(v[1:]) for v in self.baubles.items]}

    def pays(self, cells) -> bool:
        scatters = sum(row.count(self.scatter) for row in cells)
        return bool(find_counts(cells, self.paytable.symbols, self.paytable.min_count)) \
            or scatters >= min(self.scatter_pays)

    # --- the round ----------------------------------------------------------------------------

    def play(self, bet, rng, mode, tally):
        reels = self.reels[self.mode_reels[mode]]
        draw = grid.column_drawer(rng, reels)
        cells = grid.fill(self.rows, self.cols, draw)
        if mode == self.bought_mode:
            count = rng.pick(self.buy_scatters)
            spots = rng.sample(range(self.rows * self.cols), count)
            for spot in spots:
                cells[spot // self.cols][spot % self.cols] = self.scatter
        scatters = yield from self._sequence(bet, tally, cells, draw, "spin")
        if scatters >= self.trigger_count:
            yield from self._free_spins(bet, rng, tally)

    def _free_spins(self, bet, rng, tally):
        draw = grid.column_drawer(rng, self.reels["free_spins"])
        total, index, before = self.free_spins, 0, tally.total
        yield ev.feature("free_spins", "start", spins=total)
        while index < total:
            index += 1
            yield ev.spin(index, total)
            cells = grid.fill(self.rows, self.cols, draw)
            scatters = yield from self._sequence(bet, tally, cells, draw, "free_spin",
                                                   baubles=True)
            if scatters >= self.retrigger_count:
                total += self.retrigger_spins
                yield ev.free_spins_added(self.retrigger_spins, total)
        yield ev.feature("free_spins", "end", spins=total, win=tally.total - before)


GAME_CLASS = SweetBonanzaXmas
