"""What every game reads the same way from its YAML; each game's module adds its own rules.

Kept apart from the registry in `engine.games` so that a compiled engine (build/compile.py)
compiles the class every game extends: a compiled class can only extend a compiled one.
"""
import inspect
from collections.abc import Mapping
from fractions import Fraction
from functools import cached_property
from types import MappingProxyType
from typing import Any

from engine import grid
from engine.bets import read_bets
from engine.config import (Node, Roles, read_cap, read_grid, read_roles, read_rules,
                           read_symbols, read_trigger)
from engine.frozen import ReadOnly, fields, freeze
from engine.paytable import Paytable
from engine.rng import FairRng

NO_TRIGGERS: Mapping[str, int] = MappingProxyType({})
NO_PAYS: Mapping[int, Fraction] = MappingProxyType({})


class Game:
    """What every game reads the same way; subclasses read their own sections and play."""

    paytable: Paytable   # read by each game
    reels: dict   # reel set name -> one weight table per column, read by each game
    # rule flag -> how the game played before the flag existed (see config.read_rules)
    RULES: dict[str, bool] = {}
    # the feature where the largest wins, and the cap, come from (the PAR sheet replays it);
    # None: the one that paid most per start in the run at hand
    TAIL_FEATURE: str | None = None
    # how its screens pay, one of engine/evaluate's mechanics (counts, clusters, runs): what
    # engine/tools/bench.py's bare loop of the same shape is
    PAYS_BY: str = ""
    # role (engine/config.py MODE_ROLES) -> the mode the rules play as it: the one declaration
    # of the game's modes' roles, read by its rules (bought_mode) and by a client (roles)
    MODE_ROLES: Mapping[str, str] = MappingProxyType({})

    # True once built (freeze): from then on an assignment to any attribute raises
    _sealed: bool = False
    # (bet, mode) -> a round's cost in minor units, for each bet of its ladder (_price)
    _cost_of: dict[tuple[int, str], int]
    costs: Mapping[tuple[int, str], int]

    def __init__(self, node: Node):
        self.id = node["id"].str()
        self.name = node["name"].str()
        self.version = node["version"].int(low=1)
        self.rows, self.cols = read_grid(node["grid"])
        self.symbols = read_symbols(node["symbols"])
        # what trigger_counts() counts on a screen: the cells of its symbol of kind scatter
        # (the role game.yaml declares, engine/config.py KIND_OF_ROLE), or None for its empty
        # cells where it has none (a grid that empties as it wins: clearing it is the trigger)
        self.trigger_symbol: str | None = read_trigger(node["symbols"], self.symbols)
        self.bets = read_bets(node["bets"])
        self.cap_multiple = read_cap(node["max_win"])
        self.rtp_target = node["rtp_target"].fraction(low=0, high=1)
        self.rules = read_rules(node.get("rules", None), self.RULES)
        self.modes = {}
        for name, mode in node["modes"].items():
            self.modes[name] = mode["cost"].fraction(low=Fraction(1, 100))
        if "base" not in self.modes:
            node["modes"].fail("must offer a 'base' mode", list(self.modes))
        # its symbols' roles by their kinds, its modes' by MODE_ROLES: what its rules play as
        # the bought feature, the contract and a client read from here
        declaring = next((k for k in type(self).__mro__ if "MODE_ROLES" in vars(k)), type(self))
        self.roles: Roles = read_roles(self.MODE_ROLES, inspect.getfile(declaring),
                                       node["modes"], self.symbols)
        self.bought_mode: str | None = self.roles.mode("feature_buy")
        # (bet, mode) -> what a round costs in minor units, for every bet of the ladder whose
        # cost is whole: looked up each round (round.check_bet explains any other), and read
        # only, as one Game is shared by every caller of load_game
        # (round.check_bet reads the dict behind the read-only view: a plain dict's lookup,
        # where the view's was a generic call in the compiled engine, 4% of a round)
        self._price()
        self.config = node.value

    def _price(self) -> None:
        self._cost_of = ReadOnly({
            (bet, name): int(bet * cost) for name, cost in self.modes.items()
            for bet in self.bets.steps if (bet * cost).denominator == 1})
        self.costs = MappingProxyType(self._cost_of)

    def in_units(self, unit: int) -> None:
        """Its ladder in a currency whose minor unit is 1/`unit` of its own (before it is
        frozen: engine.games.load_game's `unit`): every bet `unit` times as many minor units,
        so every win too (a pay is a whole number of minor units at every bet of its own
        ladder: "Exact at every bet", engine/MATH.md)."""
        self.bets = self.bets.scaled(unit)
        self._price()

    def freeze(self) -> None:
        """Made read only once built (load_game does it): one Game is shared by every caller,
        so every attribute is made read only all the way down (engine/frozen.py: its mappings
        ReadOnly, its lists tuples, its sets frozensets; its paytable and weight tables refuse
        changes of their own) and no attribute can be set again (__setattr__)."""
        for name in fields(self):
            super().__setattr__(name, freeze(getattr(self, name)))
        self._sealed = True

    def __setattr__(self, name: str, value: Any) -> None:
        if self._sealed:
            raise AttributeError(f"{self.id}: {name} is read only: one Game is shared by every "
                                 "caller of load_game")
        super().__setattr__(name, value)

    def pay_figures(self) -> set:
        """Every figure a win multiplies the bet by (multipliers aside, which are whole)."""
        return {pay for row in self.paytable.pays.values() for pay in row}

    def trigger_pays(self) -> Mapping[int, Fraction]:
        """{count: pay, x the bet} of the trigger symbol (trigger_symbol)
        wherever it lands, the largest count meaning that many or more (a scatter that pays);
        empty where it pays nothing. What a client's paytable shows beside the others'."""
        return NO_PAYS

    def inexact_pays(self) -> list:
        """(pay, bet) pairs of the ladder whose win is not a whole number of minor units: a
        floored fraction of a cent would make the return depend on the bet."""
        return sorted((pay, bet) for pay in self.pay_figures() for bet in self.bets.steps
                      if (bet * pay).denominator != 1)

    def choice_sets(self) -> list:
        """The player's choices a round can be played with, one tuple each (a game without
        choices has one, the empty tuple): what a PAR sheet reports separately."""
        return [()]

    def feature_alone(self, bet, rng, tally, choices=()):
        """The events of the game's main feature played on its own, for games whose feature
        starts afresh whatever started it (engine/tools/feature.py: tuning its value alone)."""
        raise NotImplementedError(f"{self.id}: its feature depends on the screen that starts "
                                  "it; use engine.tools.replay")

    def free_multiplier_values(self) -> dict | None:
        """{value: weight} of a multiplier whose value is drawn apart from everything else in
        the play (which cells hold one may shape the play; its value never does), or None.
        engine/tools/capodds.py averages the cap's odds over such values exactly."""
        return None

    def landing_strata(self, mode: str) -> tuple | None:
        """(symbol, top, [P(the symbol) per cell]) where the mode's first screen draws every
        cell apart from the others and the count of `symbol` on it, up to `top` and more,
        shapes a round (the scatters that start a feature): its distribution is then known
        exactly and the rounds can be stratified by it (engine/tools/stratified.py). None
        where there is no such count."""
        return None

    def help_values(self) -> dict:
        """Figures the help pages quote (look.yaml's templates), read from this config so the
        pages cannot drift from the math; each game adds its own: numbers, ids and lists of
        them (a list's items dicts of fields), never words, which the client's look says in
        the player's language (game/window/look.py said_values, with the top prize's odds from the
        committed PAR sheet). For the pages only: a round reads none of it."""
        return {"min_count": self.paytable.min_count, "cap": self.cap_multiple}

    def trigger_counts(self) -> Mapping[str, int]:
        """{grid reason: how many of trigger_symbol on that screen start its feature ("spin"),
        add spins to it ("free_spin") or pay its prize}: rules, read from the game's YAML by its
        own class (a count of empty cells where the trigger is a cleared grid). The round
        driver writes them on each such grid as `trigger`, so a client can tell one short of it
        from the events alone; the help pages quote the same fields. Read only and made once
        per game: the driver asks for them every round."""
        return NO_TRIGGERS

    def symbol_ids(self, kind=None) -> list:
        return [s for s, info in self.symbols.items() if kind is None or info["kind"] == kind]

    def play(self, bet, rng, mode, tally):
        raise NotImplementedError

    def pays(self, cells) -> bool:
        """Whether this screen, as it stands, would win anything."""
        raise NotImplementedError

    def resting_meters(self) -> dict:
        """The meters this game shows between rounds, by name, as `meter` events at their
        starting value: a player sees what fills them before anything has."""
        return {}

    def resting_screen(self) -> list:
        """The screen a game shows before its first round: the first draw of the base reels
        under a fixed seed that pays nothing, so it is the same on every launch and never looks
        like a win that was not paid."""
        return [list(row) for row in self._resting]

    @cached_property
    def _resting(self) -> tuple:
        # cached, not set in __init__: it needs the subclass's reels and pays (a class mypyc
        # compiles recomputes it each time, the same screen: it is off the round's path)
        for nonce in range(10_000):
            rng = FairRng.from_seed(0, nonce)
            cells = grid.fill(self.rows, self.cols, grid.column_drawer(rng, self.reels["base"]))
            if not self.pays(cells):
                break
        return tuple(tuple(row) for row in cells)
