"""A stand-in RNG that lands hand-built screens through the real round code.

Games draw a whole screen (or all refill cells) with pick_many, columns left to right and each
column top to bottom; `screen()` turns a grid written as rows into that draw order.
"""


def screen(rows_text):
    """'a b c / d e f' style rows -> the column-major draw order of that screen."""
    rows = [r.split() for r in rows_text]
    return [rows[r][c] for c in range(len(rows[0])) for r in range(len(rows))]


class ScriptedRng:
    """Draws come from `script` in order; past its end, `filler` repeats cyclically."""

    server_seed, client_seed, nonce, seed = "scripted", "test", 0, "scripted"
    server_seed_hash = "scripted"

    def __init__(self, script=(), filler=(), picks=(), samples=(), belows=()):
        self.script, self.filler = list(script), list(filler)
        self.picks, self.samples, self.belows = list(picks), list(samples), list(belows)
        self._f = 0

    def _next(self):
        if self.script:
            return self.script.pop(0)
        if not self.filler:
            raise AssertionError("the scripted RNG ran out of symbols")
        s = self.filler[self._f % len(self.filler)]
        self._f += 1
        return s

    def pick_many(self, table, k):
        return [self._next() for _ in range(k)]

    def pick(self, table):
        if self.picks:
            return self.picks.pop(0)
        return table.items[0]

    def below(self, n):
        return self.belows.pop(0) if self.belows else 0

    def sample(self, items, k):
        if self.samples:
            return self.samples.pop(0)
        return list(items)[:k]
