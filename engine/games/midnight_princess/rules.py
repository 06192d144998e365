"""Midnight Princess: 5x5 runs of 3+, an emptying grid, a drop multiplier, Girl Powers,
Princess Trinity and free spins with the player's choice of princess.

Composition: the run evaluator prices each screen and gravity WITHOUT refill drops it, so the grid
empties as it wins; clearing it is the way to free spins. This module holds what is the game's
own: the Wild a 3-run leaves behind, the rising drop multiplier, the three powers, the Trinity
meter and round, and the free spins.
"""
from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from engine import events as ev
from engine import grid
from engine.config import read_number_weights, read_paytable, read_reels, read_weights
from engine.evaluate import find_runs
from engine.games.base import Game
from engine.money import Tally, pay_str, win_amount

WILD: Final = "wild"
MAX_SPINS: Final = 1000    # a config's spin counts: far above the seed's 20, far below a hang
POWERS = ("love", "star", "storm")
# the grids that empty cells: after a drop, a Storm and the last Wilds' removal
EMPTYING: Final = ("drop", "storm", "only_wilds")


class Board:
    """One stretch of drops: the screen, the drop multiplier and the Trinity meter (or None
    where the meter does not fill)."""

    __slots__ = ("bet", "tally", "cells", "multiplier", "meter", "cleared")

    def __init__(self, bet: int, tally: Tally, cells: list[list], multiplier: int,
                 meter: int | None):
        self.bet, self.tally, self.cells = bet, tally, cells
        self.multiplier, self.meter, self.cleared = multiplier, meter, False


class MidnightPrincess(Game):
    TAIL_FEATURE: str | None = "free_spins"
    PAYS_BY: str = "runs"
    triggers: Mapping[str, int]             # trigger_counts(), made once
    RULES = {
        # Wilds left alone by Star's power are removed, as after drops and Storm (from v5; up
        # to v4 a Star that left only Wilds kept the grid from clearing)
        "star_clears_lone_wilds": False,
    }

    def __init__(self, node):
        super().__init__(node)
        if self.symbol_ids("wild") != [WILD]:
            node["symbols"].fail("needs exactly one symbol of kind wild with id 'wild'")
        if self.trigger_symbol is not None:     # its trigger counts the empty cells
            node["symbols"].fail("has no scatter: clearing the grid is its trigger",
                                 self.trigger_symbol)
        self.princesses = tuple(self.symbol_ids("princess"))
        if sorted(self.princesses) != sorted(POWERS):
            node["symbols"].fail(f"needs the princesses {', '.join(POWERS)}", self.princesses)
        paying = set(self.symbol_ids("princess") + self.symbol_ids("gem"))
        self.paytable = read_paytable(node["paytable"], paying, max(self.rows, self.cols))
        self.reels = {name: read_reels(t, paying, self.cols) for name, t in node["reels"].items()}
        if "base" not in self.reels:
            node["reels"].fail("needs a 'base' reel set", list(self.reels))
        dm = node["drop_multiplier"]
        self.mult_start, self.mult_step = dm["start"].int(low=1), dm["step"].int(low=0)
        self.mult_max = dm["max"].int(low=self.mult_start)
        gp = node["girl_power"]
        self.active = read_weights(gp["active"], set(POWERS))
        self.power_chance = gp["chance"].fraction(low=0, high=1)
        self.star_wilds = read_number_weights(gp["star_wilds"], 1, self.rows * self.cols,
                                              "wild counts")
        tr = node["trinity"]
        self.sections = tr["sections"].int(low=1)
        self.fill = {}
        for length, sections in tr["fill"].items():
            if not isinstance(length, int) or isinstance(length, bool):
                sections.fail("run lengths must be whole numbers", length)
            self.fill[length] = sections.int(low=0)
        self.trinity_order = tuple(n.str(choices=POWERS) for n in tr["order"].list(min_len=1))
        fs = node["free_spins"]
        self.options = {}
        for name, option in fs["options"].items():
            if name not in POWERS:
                option.fail(f"must be one of {', '.join(POWERS)}", name)
            self.options[name] = (option["spins"].int(1, MAX_SPINS),
                                  option["retrigger"].int(0, MAX_SPINS),
                                  option.get("reels", "free_spins").str(choices=self.reels))
        self.default_choice = fs["default_choice"].str(choices=self.options)
        self.max_spins = fs["max_spins"].int(1, MAX_SPINS)
        self.clear_prize = fs["clear_prize"].fraction(low=0)
        # a grid with every cell empty starts the free spins (in them, pays the clear prize)
        self.triggers = MappingProxyType({reason: self.rows * self.cols for reason in EMPTYING})

    # --- drops: evaluate, pay, remove (3-runs leave a Wild), drop, until nothing pays ---------

    def _drops(self, board: Board):
        """Play the screen until no run pays; returns whether anything won."""
        paytable, tally, bet = self.paytable, board.tally, board.bet
        won = False
        while True:
            runs = find_runs(board.cells, paytable.symbols, WILD, paytable.min_count)
            if not runs:
                break
            won = True
            for symbol, positions in runs:
                amount, text = paytable.price(symbol, len(positions), bet, board.multiplier)
                yield ev.win(symbol, positions, text, tally.add(amount), tally,
                             multiplier=board.multiplier)
                if board.meter is not None and symbol in self.princesses:
                    board.meter = min(self.sections, board.meter + self.fill.get(len(positions), 0))
                    yield ev.meter("trinity", board.meter, self.sections)
            gone = ev.union(runs)
            wilds = sorted({tuple(p[1]) for _, p in runs if len(p) == 3})
            yield ev.explode(gone, wilds=[list(w) for w in wilds])
            cells = grid.copy(board.cells)
            for r, c in wilds:
                cells[r][c] = WILD
            left = set(wilds)
            board.cells = grid.drop(cells, [p for p in gone if tuple(p) not in left])
            yield ev.grid(board.cells, "drop")
            raised = min(self.mult_max, board.multiplier + self.mult_step)
            if raised != board.multiplier:
                board.multiplier = raised
                yield ev.multiplier(raised, "drop")
            yield from self._clear_lone_wilds(board)
        return won

    def _clear_lone_wilds(self, board: Board):
        """When only Wilds remain they are removed, which may clear the grid."""
        left = {s for row in board.cells for s in row}
        left.discard(None)
        if left == {WILD}:
            yield ev.explode(grid.positions_of(board.cells, {WILD}), reason="only_wilds")
            board.cells = grid.drop(board.cells, grid.positions_of(board.cells, {WILD}))
            yield ev.grid(board.cells, "only_wilds")
            left = set()
        if not left:
            board.cleared = True

    # --- Girl Powers ---------------------------------------------------------------------------

    def _power(self, princess, board: Board, rng):
        yield ev.feature("girl_power", "start", princess=princess)
        present = sorted({s for row in board.cells for s in row
                          if s is not None and s != WILD})
        if princess == "love" and present:
            source = present[rng.below(len(present))]
            targets = sorted(s for s in self.paytable.symbols if s != source)
            target = targets[rng.below(len(targets))]
            positions = grid.positions_of(board.cells, {source})
            board.cells = [[target if s == source else s for s in row] for row in board.cells]
            yield ev.grid(board.cells, "love", symbol=source, to=target, positions=positions)
        elif princess == "star" and present:
            spots = [(r, c) for r, row in enumerate(board.cells) for c, s in enumerate(row)
                     if s is not None and s != WILD]
            count = min(rng.pick(self.star_wilds), len(spots))
            chosen = sorted(rng.sample(spots, count))
            board.cells = grid.copy(board.cells)
            for spot in chosen:
                board.cells[spot[0]][spot[1]] = WILD
            yield ev.grid(board.cells, "star", positions=[list(p) for p in chosen])
            if self.rules["star_clears_lone_wilds"]:
                yield from self._clear_lone_wilds(board)
        elif princess == "storm" and present:
            symbols = sorted(rng.sample(present, min(2, len(present))))
            positions = grid.positions_of(board.cells, set(symbols))
            yield ev.explode(positions, reason="storm", symbols=symbols)
            board.cells = grid.drop(board.cells, positions)
            yield ev.grid(board.cells, "storm", symbols=symbols)
            yield from self._clear_lone_wilds(board)
        yield from self._drops(board)
        yield ev.feature("girl_power", "end", princess=princess)

    def pay_figures(self) -> set:
        return super().pay_figures() | {self.clear_prize}

    def feature_alone(self, bet, rng, tally, choices=()):
        return self._free_spins(bet, rng, tally, (choices or (self.default_choice,))[0])

    def choice_sets(self) -> list:
        return [(name,) for name in self.options]

    def help_values(self) -> dict:
        options = [{"option": p, "spins": s, "more": r} for p, (s, r, _) in self.options.items()]
        return {**super().help_values(), "options": options, "sections": self.sections,
                "clear_prize": self.clear_prize, "mult_max": self.mult_max}

    def trigger_counts(self) -> Mapping[str, int]:
        return self.triggers

    def resting_meters(self) -> dict:
        return {"trinity": ev.meter("trinity", 0, self.sections)}

    def pays(self, cells) -> bool:
        return bool(find_runs(cells, self.paytable.symbols, WILD, self.paytable.min_count))

    # --- the round -----------------------------------------------------------------------------

    def _fill(self, rng, reels):
        return grid.fill(self.rows, self.cols, grid.column_drawer(rng, self.reels[reels]))

    def play(self, bet, rng, mode, tally):
        princess = rng.pick(self.active)
        yield ev.princess(princess)
        board = Board(bet, tally, self._fill(rng, "base"), self.mult_start, meter=0)
        yield ev.grid(board.cells, "spin")
        won = yield from self._drops(board)
        chance = self.power_chance
        if not won and rng.below(chance.denominator) < chance.numerator:
            yield from self._power(princess, board, rng)
        cleared = board.cleared
        if board.meter >= self.sections:
            cleared = (yield from self._trinity(bet, rng, tally)) or cleared
            yield ev.princess(princess)   # back to the one shown before
        if cleared:
            choice = ev.choice(self.options, self.default_choice)
            yield choice                      # the round driver fills in choice["chosen"]
            yield from self._free_spins(bet, rng, tally, choice["chosen"])

    def _trinity(self, bet, rng, tally):
        """One free round: the multiplier starts again, and the three powers take turns each
        time a drop brings no win. Returns whether it cleared the grid."""
        yield ev.feature("princess_trinity", "start", order=list(self.trinity_order))
        before = tally.total
        board = Board(bet, tally, self._fill(rng, "base"), self.mult_start, meter=None)
        yield ev.multiplier(board.multiplier, "drop", reset=True)
        yield ev.grid(board.cells, "trinity")
        yield from self._drops(board)
        for princess in self.trinity_order:
            if board.cleared:
                break
            yield from self._power(princess, board, rng)
        yield ev.feature("princess_trinity", "end", cleared=board.cleared,
                         win=tally.total - before)
        return board.cleared

    def _free_spins(self, bet, rng, tally, princess):
        spins, retrigger, reels = self.options[princess]
        spins = min(spins, self.max_spins)
        before, index, multiplier, meter = tally.total, 0, self.mult_start, 0
        yield ev.feature("free_spins", "start", princess=princess, spins=spins)
        # the chosen princess is the active one from here to the round's end (her power plays
        # on every spin without a win): said, as Trinity says the one it returns to, so what
        # shows the active princess never shows the base game's during her free spins
        yield ev.princess(princess)
        while index < spins:
            index += 1
            yield ev.spin(index, spins)
            board = Board(bet, tally, self._fill(rng, reels), multiplier, meter)
            yield ev.grid(board.cells, "free_spin")
            won = yield from self._drops(board)
            if not won:
                yield from self._power(princess, board, rng)
            multiplier, meter = board.multiplier, board.meter
            if meter >= self.sections:
                meter = 0
                added = min(spins + retrigger, self.max_spins) - spins
                yield ev.meter("trinity", 0, self.sections)
                if added:
                    spins += added
                    yield ev.free_spins_added(added, spins)
            if board.cleared:
                yield ev.win("clear", [], pay_str(self.clear_prize),
                             tally.add(win_amount(bet, self.clear_prize)), tally)
        yield ev.feature("free_spins", "end", princess=princess, spins=spins,
                         win=tally.total - before)


GAME_CLASS = MidnightPrincess
