"""Importance sampling for the tail: a stream that draws chosen items more often and keeps
the likelihood weight that undoes it.

Why: a cap reached once in 10^8 rounds or more is out of reach of any plain run a 2-core
machine can afford, even with the feature replayed (engine/tools/replay.py). Drawn from tables
where the items that make the tail (a 100x bauble, say) are `factor` times likelier, caps come
often; each play then counts with its weight w = prod p(item) / q(item) over the tilted draws,
and E_q[w f] = E_p[f] for any f of the round: the weighted count of capped plays estimates the
true chance of the cap without bias, and the weighted mean of the win estimates the true RTP
(the check a report prints beside it, with the mean weight, which must be near 1).

Only draws made through pick()/pick_many() from a table holding a tilted item are tilted, and
only after the stream forks (the feature's start): everything before is dealt exactly as the
plain round. Live rounds never use this; it is a tool for estimates.
"""
from fractions import Fraction

from engine.errors import EngineError
from engine.rng import WeightTable


def parse_tilt(specs) -> dict:
    """['x100=8', 'heart=2'] -> {'x100': 8, 'heart': 2}: an item and a whole factor >= 1."""
    tilt = {}
    for spec in specs or ():
        item, _, factor = spec.partition("=")
        try:
            value = int(factor)
        except ValueError:
            value = 0
        if not item or value < 1:
            raise EngineError(f"--tilt {spec!r}: write ITEM=FACTOR with a whole factor >= 1, "
                              "for example x100=8")
        tilt[item] = value
    return tilt


class Tilted:
    """One table's tilted copy and, per item, the ratio p/q that a draw multiplies in."""

    __slots__ = ("table", "ratio")

    def __init__(self, table: WeightTable, factors: dict):
        weights = [w * factors.get(item, 1) for item, w in zip(table.items, table.weights)]
        self.table = WeightTable(table.items, weights)
        scale = Fraction(self.table.total, table.total)
        self.ratio = {item: float(scale / factors.get(item, 1)) for item in table.items}


class TiltedRng:
    """A FairRng's draws, tilted once fork() is called; `weight` is the play's likelihood
    weight so far (1.0 until the fork)."""

    def __init__(self, rng, factors: dict):
        self.rng, self.factors = rng, factors
        self.active = False
        self.weight = 1.0
        self._tables: dict = {}     # id(table) -> (table, Tilted or None); the table kept alive

    def __getattr__(self, name):    # seeds, nonce and the untilted draws (u32, below, sample)
        return getattr(self.rng, name)

    def fork(self, branch: str) -> None:
        self.rng.fork(branch)
        self.active = True

    def _tilted(self, table):
        if not self.active:
            return None
        known = self._tables.get(id(table))
        if known is None:
            tilted = Tilted(table, self.factors) \
                if any(self.factors.get(item, 1) != 1 for item in table.items) else None
            known = self._tables[id(table)] = (table, tilted)
        return known[1]

    def pick(self, table):
        t = self._tilted(table)
        if t is None:
            return self.rng.pick(table)
        item = self.rng.pick(t.table)
        self.weight *= t.ratio[item]
        return item

    def pick_many(self, table, k: int) -> list:
        t = self._tilted(table)
        if t is None:
            return self.rng.pick_many(table, k)
        items = self.rng.pick_many(t.table, k)
        ratio = t.ratio
        w = self.weight
        for item in items:
            w *= ratio[item]
        self.weight = w
        return items
