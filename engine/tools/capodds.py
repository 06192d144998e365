"""The odds that a feature reaches the cap, averaged exactly over its multipliers' values.

    python -m engine.tools.capodds --game GAME --plays 200000 --workers 2 \
        [--config FILE] [--seed S] [--json]

A cap that needs several of the largest multipliers to meet a large win at once is too rare
to count: billions of plays could show none. But where a multiplier's value is drawn apart
from the play (a bauble is one cell whatever it is worth, and values multiply only at a
sequence's end: the game says so with Game.free_multiplier_values), the chance can be averaged
over the values exactly. Each play is played out uncapped; its multiplied sequence with the
largest ordinary win O (chosen without looking at values) keeps its n multipliers' count and
drops their values; with R the rest of the play's win, the play contributes

    P(cap | the play but those values) = P(V1 + ... + Vn >= (cap - R) / O)

computed from the value table by convolution. The mean over plays is an unbiased estimate of
P(cap) (conditional Monte Carlo: the mean of a conditional probability is the probability)
with a far smaller spread than a count; each report also carries the plain count of the same
plays. tests/engine/test_capodds.py checks the convolution against enumeration and the
estimate against a plain run on a cap low enough to be seen. Plays use the seed's server
seed, client seed "feature" and nonce i, as engine/tools/feature.py does: the same plays.
"""
import math
import sys
from functools import lru_cache

from engine.cli import feature_parser, finish
from engine.errors import EngineError
from engine.events import MULTIPLIER
from engine.games import load_game
from engine.money import Tally
from engine.rng import FairRng, seed_triple
from engine.runner import Backend
from engine.simulate import proportion_ci
from engine.tools.feature import run_plays

UNCAPPED = 1 << 62


class SumTail:
    """P(V1 + ... + Vn >= t) for n values drawn independently from {value: weight}."""

    def __init__(self, weights: dict):
        total = sum(weights.values())
        self.one = {v: w / total for v, w in weights.items() if w}
        self.sums = lru_cache(maxsize=None)(self._sums)

    def _sums(self, n: int) -> tuple:
        """(sums ascending, P(sum >= each)) for n values."""
        dist = {0: 1.0}
        for _ in range(n):
            step: dict = {}
            for s, p in dist.items():
                for v, q in self.one.items():
                    step[s + v] = step.get(s + v, 0.0) + p * q
            dist = step
        sums = sorted(dist)
        tails, running = [0.0] * len(sums), 0.0
        for i in range(len(sums) - 1, -1, -1):
            running += dist[sums[i]]
            tails[i] = running
        return tuple(sums), tuple(tails)

    def at_least(self, n: int, t: float) -> float:
        if t <= 0:
            return 1.0
        sums, tails = self.sums(n)
        lo, hi = 0, len(sums)
        while lo < hi:                      # the first sum >= t
            mid = (lo + hi) // 2
            if sums[mid] < t:
                lo = mid + 1
            else:
                hi = mid
        return tails[lo] if lo < len(sums) else 0.0


def play_odds(events, cap: int, tail: SumTail) -> tuple:
    """(P(cap | all but the chosen sequence's values), the play's uncapped win)."""
    total, best = 0, None
    for event in events:
        if "total" in event:
            total = event["total"]
        if event["type"] == MULTIPLIER and event.get("values"):
            ordinary = event["amount"] // event["value"]
            if best is None or ordinary > best[0]:
                best = (ordinary, len(event["values"]), event["amount"])
    if best is None:
        return float(total >= cap), total
    ordinary, n, paid = best
    rest = total - paid             # the play without the chosen sequence's multiplied win
    return tail.at_least(n, (cap - rest) / ordinary), total


def play_chunk(args) -> dict:
    game_id, path, version, bet, seed, start, stop = args
    game = load_game(game_id, path, version)
    tail = SumTail(game.free_multiplier_values())
    cap = game.cap_multiple * bet
    server, _, _ = seed_triple(seed)
    t = {"rounds": 0, "odds": 0.0, "odds_sq": 0.0, "capped": 0, "max": 0, "win": 0}
    for nonce in range(start, stop):
        tally = Tally(UNCAPPED)
        events = game.feature_alone(bet, FairRng(server, "feature", nonce), tally)
        odds, win = play_odds(events, cap, tail)
        t["rounds"] += 1
        t["odds"] += odds
        t["odds_sq"] += odds * odds
        t["capped"] += win >= cap
        t["max"] = max(t["max"], min(win, cap))
        t["win"] += min(win, cap)
    return t


def run(game_id, plays, seed=1, workers=1, path=None, version=None, backend=None,
        progress=None) -> dict:
    game = load_game(game_id, path, version)
    if plays < 1:
        raise EngineError(f"--plays must be at least 1, got {plays}")
    if not game.free_multiplier_values():
        raise EngineError(f"{game_id}: no multiplier of this game is drawn apart from the "
                          "play; count capped plays (engine.tools.feature or replay --tilt)")
    bet = game.bets.default
    game.feature_alone(bet, FairRng.from_seed(0), Tally(1))    # refuses early
    parts = run_plays(play_chunk, (game_id, path, version, bet, seed), plays,
                      backend or Backend.local(workers), progress)
    t = parts[0]
    for part in parts[1:]:
        for key in ("rounds", "odds", "odds_sq", "capped", "win"):
            t[key] += part[key]
        t["max"] = max(t["max"], part["max"])
    n = t["rounds"]
    mean = t["odds"] / n
    std = math.sqrt(max(t["odds_sq"] / n - mean * mean, 0.0))
    half = 1.96 * std / math.sqrt(n)
    return {"game": game.id, "config_version": game.version, "seed": seed, "plays": n,
            "bet": bet, "cap_multiple": game.cap_multiple, "p_cap": mean,
            "p_cap_ci95": [max(0.0, mean - half), mean + half],
            "plain_capped": t["capped"],
            "plain_ci95": list(proportion_ci(t["capped"], n)),
            "largest_x": t["max"] / bet, "mean_x": t["win"] / n / bet}


def format_report(r) -> str:
    lo, hi = r["p_cap_ci95"]
    one_in = f"about 1 in {1 / r['p_cap']:,.0f} plays" if r["p_cap"] else "not reachable"
    return "\n".join([
        f"{r['game']} v{r['config_version']} feature alone: {r['plays']:,} plays, "
        f"seed {r['seed']}, cap {r['cap_multiple']:,}x",
        f"P(cap)  {r['p_cap']:.3e} (95% CI {lo:.3e} .. {hi:.3e}), {one_in}; "
        "averaged over the multipliers' values",
        f"plain   {r['plain_capped']} capped plays (95% CI {r['plain_ci95'][0]:.3e} .. "
        f"{r['plain_ci95'][1]:.3e}); largest {r['largest_x']:,.2f}x; mean {r['mean_x']:.2f}x"])


def main(argv=None) -> int:
    args = feature_parser("python -m engine.tools.capodds", __doc__).parse_args(argv)
    return finish(lambda: run(args.game, args.plays, args.seed, max(1, args.workers),
                              args.config, args.config_version),
                  args.json, format_report, (NotImplementedError,))


if __name__ == "__main__":
    sys.exit(main())
