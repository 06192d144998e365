"""The feature alone, averaged exactly over its multipliers' values: the cap's odds, the odds
of every step of the tail, and the feature's mean.

    python -m engine.tools.capodds --game GAME --plays 200000 --workers 2 \
        [--config FILE] [--seed S] [--choice C] [--at X ...] [--json] [--compiled]

A cap that needs several of the largest multipliers to meet a large win at once is too rare
to count: billions of plays could show none. But where a multiplier's value is drawn apart
from the play (a bauble is one cell whatever it is worth, and values multiply only at a
sequence's end: the game says so with Game.free_multiplier_values), the chance can be averaged
over the values exactly. Each play is played out uncapped; its multiplied sequence with the
largest ordinary win O (chosen without looking at values) keeps its n multipliers' count and
drops their values; with R the rest of the play's win, the play contributes

    P(win >= t | the play but those values) = P(V1 + ... + Vn >= (t - R) / O)

computed from the value table by convolution, for the cap and for each step of the tail (`--at`
adds steps, in multiples of the bet). The mean over plays is an unbiased estimate (conditional
Monte Carlo: the mean of a conditional probability is the probability) with a far smaller
spread than a count; each report also carries the plain count of the same plays. A game with
no such values (its feature still played alone) is counted: the same figures, plainly.

The feature's mean is averaged the same way: every multiplied sequence pays O x (V1 + ... +
Vn), whose mean given the play is O x n x E[V], exact in integers (times the table's total
weight). With the cap, a play pays min(X, cap), whose mean given the play is E[X | play] -
E[(X - cap)+ | play]; the second, tiny, is taken from the play's own values (unbiased too).
`alone` in the report keeps these sums, with the few plays of 1,000x or more one by one, so
that engine/tools/stratified.py can price a base game's feature for any win before it (and a
retune, under any cap).

tests/engine/test_capodds.py checks the convolution against enumeration and the estimates
against plain runs. Plays use the seed's server seed, client seed "feature" and nonce i, as
engine/tools/feature.py does: the same plays.
"""
import math
import sys
from functools import lru_cache
from typing import Any

from engine.tools.cli import compiled_first, feature_parser, finish
from engine.errors import EngineError
from engine.events import MULTIPLIER
from engine.games import load_game
from engine.money import Tally
from engine.rng import FairRng, seed_triple
from engine.tools.runner import Backend
from engine.tools.simulate import proportion_ci
from engine.tools.feature import run_plays

UNCAPPED = 1 << 62
# the tail's steps (x bet) given beside the cap: where the largest round figure a game
# reaches at a given rarity is read off
STEPS = (1000, 2000, 3000, 4000, 5000, 6000, 7500, 10000, 15000, 21100)


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


def multiplied(events) -> tuple:
    """(the play's uncapped win, [(O, n, paid)] of each sequence multiplied by free values)."""
    total, found = 0, []
    for event in events:
        if "total" in event:
            total = event["total"]
        if event["type"] == MULTIPLIER and event.get("values"):
            found.append((event["amount"] // event["value"], len(event["values"]),
                          event["amount"]))
    return total, found


def play_odds(total: int, found: list, thresholds, tail) -> list:
    """P(win >= t | all but the chosen sequence's values) for each threshold t."""
    if not found or tail is None:
        return [float(total >= t) for t in thresholds]
    ordinary, n, paid = max(found)
    rest = total - paid             # the play without the chosen sequence's multiplied win
    return [tail.at_least(n, (t - rest) / ordinary) for t in thresholds]


def averaged_win(total: int, found: list, weights: dict | None) -> int:
    """W x E[the play's uncapped win | all but its free values], W the values' total weight:
    each multiplied sequence's O x (V1 + ... + Vn) becomes O x n x E[V], in integers."""
    if not weights:
        return total
    w = sum(weights.values())
    a = sum(v * k for v, k in weights.items())
    return w * (total - sum(paid for _, _, paid in found)) + a * sum(o * n for o, n, _ in found)


def tail_from(cap: int, bet: int) -> int:
    """The plays kept one by one: from 1,000x the bet (or half the cap, if lower) on, so that
    a run prices the feature under any cap from twice that (a retune's candidates) and any
    win before it up to the cap less that (engine/tools/stratified.py)."""
    return min(cap // 2, 1000 * bet)


def play_chunk(args) -> dict:
    game_id, path, version, bet, seed, choices, at, start, stop = args
    game = load_game(game_id, path, version)
    values = game.free_multiplier_values()
    tail = SumTail(values) if values else None
    cap = game.cap_multiple * bet
    thresholds = [cap] + [x * bet for x in at]
    floor = tail_from(cap, bet)
    server, _, _ = seed_triple(seed)
    t: dict[str, Any] = {
        "rounds": 0, "odds": [0.0] * len(thresholds), "odds_sq": [0.0] * len(thresholds),
        "plain": [0] * len(thresholds), "max": 0, "win": 0, "win_sq": 0, "mw": 0, "mw_sq": 0,
        "tail": []}
    for nonce in range(start, stop):
        tally = Tally(UNCAPPED)
        events = game.feature_alone(bet, FairRng(server, "feature", nonce), tally, choices)
        total, found = multiplied(events)
        for i, p in enumerate(play_odds(total, found, thresholds, tail)):
            t["odds"][i] += p
            t["odds_sq"][i] += p * p
            t["plain"][i] += total >= thresholds[i]
        mw = averaged_win(total, found, values)
        t["rounds"] += 1
        t["max"] = max(t["max"], min(total, cap))
        t["win"] += min(total, cap)
        t["win_sq"] += min(total, cap) ** 2
        t["mw"] += mw
        t["mw_sq"] += mw * mw
        if total >= floor:
            t["tail"].append([total, mw])
    return t


def _odds(total: float, total_sq: float, n: int) -> tuple:
    mean = total / n
    half = 1.96 * math.sqrt(max(total_sq / n - mean * mean, 0.0)) / math.sqrt(n)
    return mean, [max(0.0, mean - half), mean + half]


def run(game_id, plays, seed=1, workers=1, path=None, version=None, backend=None,
        progress=None, choices=(), at=None, averaged_only=True, first=0) -> dict:
    """Plays first .. first + plays - 1: their sums and estimates (pieces of one run merge
    exactly with `merge`). `averaged_only` refuses a game with no free values (there the
    odds are plain counts: engine.tools.feature or replay --tilt say as much)."""
    game = load_game(game_id, path, version)
    if plays < 1:
        raise EngineError(f"--plays must be at least 1, got {plays}")
    values = game.free_multiplier_values()
    if averaged_only and not values:
        raise EngineError(f"{game_id}: no multiplier of this game is drawn apart from the "
                          "play; count capped plays (engine.tools.feature or replay --tilt)")
    bet = game.bets.default
    steps = sorted({x for x in (STEPS if at is None else at) if 0 < x < game.cap_multiple})
    game.feature_alone(bet, FairRng.from_seed(0), Tally(1), tuple(choices))   # refuses early
    parts = run_plays(play_chunk, (game_id, path, version, bet, seed, tuple(choices),
                                   tuple(steps)), plays,
                      backend or Backend.local(workers), progress, first)
    head = {"game": game.id, "config_version": game.version, "seed": seed,
            "choices": list(choices), "bet": bet, "cap_multiple": game.cap_multiple,
            "averaged": bool(values), "weight": sum(values.values()) if values else 1,
            "at": steps, "plays_from": [first, first + plays]}
    return report(head, _add(parts))


def _add(parts: list) -> dict:
    """Sums of plays in order (floats too: the same order, the same digits)."""
    t = {**parts[0], "tail": list(parts[0]["tail"])}
    for part in parts[1:]:
        for key in ("rounds", "win", "win_sq", "mw", "mw_sq"):
            t[key] += part[key]
        for key in ("odds", "odds_sq", "plain"):
            t[key] = [a + b for a, b in zip(t[key], part[key])]
        t["max"] = max(t["max"], part["max"])
        t["tail"] += part["tail"]
    return t


def merge(reports: list) -> dict:
    """Pieces of one run (the same game, seed, choices and steps; plays meeting end to end)
    into the report of the whole, summed in the order of their plays."""
    same = ("game", "config_version", "seed", "choices", "bet", "cap_multiple", "at")
    pieces = sorted(reports, key=lambda r: r["plays_from"][0])
    for a, b in zip(pieces, pieces[1:]):
        if any(a[key] != b[key] for key in same) or a["plays_from"][1] != b["plays_from"][0]:
            raise EngineError("these feature-alone pieces are not of one run: "
                              f"{a['plays_from']} and {b['plays_from']}")
    head = {key: pieces[0][key] for key in (*same, "averaged", "weight")}
    head["plays_from"] = [pieces[0]["plays_from"][0], pieces[-1]["plays_from"][1]]
    return report(head, _add([r["sums"] for r in pieces]))


def report(head: dict, t: dict) -> dict:
    n, bet, w = t["rounds"], head["bet"], head["weight"]
    p_cap, p_cap_ci = _odds(t["odds"][0], t["odds_sq"][0], n)
    cap = head["cap_multiple"] * bet
    over = sum(x - cap for x, _ in t["tail"] if x > cap)
    sq = t["mw_sq"] - sum(2 * mw * (x - cap) * w - ((x - cap) * w) ** 2
                          for x, mw in t["tail"] if x > cap)
    mean = (t["mw"] - over * w) / (n * w * bet)
    var = max(sq / (n * (w * bet) ** 2) - mean * mean, 0.0)
    half = 1.96 * math.sqrt(var / n)
    return {**head, "plays": n, "p_cap": p_cap, "p_cap_ci95": p_cap_ci,
            "plain_capped": t["plain"][0],
            "plain_ci95": list(proportion_ci(t["plain"][0], n)),
            "steps": [{"at_least_x": x, "p": p, "p_ci95": ci, "plain": t["plain"][i + 1]}
                      for i, x in enumerate(head["at"])
                      for p, ci in [_odds(t["odds"][i + 1], t["odds_sq"][i + 1], n)]],
            "largest_x": t["max"] / bet, "mean_x": t["win"] / n / bet,
            "std_x": math.sqrt(max(t["win_sq"] / n - (t["win"] / n) ** 2, 0)) / bet,
            "mean_averaged_x": mean, "mean_averaged_ci95_x": [mean - half, mean + half],
            "std_averaged_x": math.sqrt(var),
            "alone": {"plays": n, "bet": bet, "cap": cap, "weight": w, "mw": t["mw"],
                      "mw_sq": t["mw_sq"], "tail_from": tail_from(cap, bet),
                      "tail": sorted(t["tail"])},
            "sums": t}


def format_report(r) -> str:
    lo, hi = r["p_cap_ci95"]
    one_in = f"about 1 in {1 / r['p_cap']:,.0f} plays" if r["p_cap"] else "not reachable"
    how = "averaged over the multipliers' values" if r["averaged"] else "counted"
    m_lo, m_hi = r["mean_averaged_ci95_x"]
    lines = [
        f"{r['game']} v{r['config_version']} feature alone"
        + (f", choice {', '.join(r['choices'])}" if r["choices"] else "")
        + f": {r['plays']:,} plays, seed {r['seed']}, cap {r['cap_multiple']:,}x",
        f"P(cap)  {r['p_cap']:.3e} (95% CI {lo:.3e} .. {hi:.3e}), {one_in}; {how}",
        f"plain   {r['plain_capped']} capped plays (95% CI {r['plain_ci95'][0]:.3e} .. "
        f"{r['plain_ci95'][1]:.3e}); largest {r['largest_x']:,.2f}x; mean {r['mean_x']:.3f}x, "
        f"std {r['std_x']:.1f}x",
        f"mean    {r['mean_averaged_x']:.3f}x (95% CI {m_lo:.3f} .. {m_hi:.3f}), std "
        f"{r['std_averaged_x']:.1f}x; {how}"]
    for s in r["steps"]:
        a, b = s["p_ci95"]
        lines.append(f">= {s['at_least_x']:>6,}x  {s['p']:.3e} (95% CI {a:.3e} .. {b:.3e})"
                     + (f", 1 in {1 / s['p']:,.0f} plays" if s["p"] else "")
                     + f"; {s['plain']} plain")
    return "\n".join(lines)


def main(argv=None) -> int:
    p = feature_parser("python -m engine.tools.capodds", __doc__)
    p.add_argument("--at", action="append", type=int, metavar="X",
                   help="also the odds of X times the bet or more (repeatable; default: "
                        + ", ".join(f"{x:,}" for x in STEPS) + " below the cap)")
    p.add_argument("--choice", action="append", default=[],
                   help="the player's choice the feature is played with (repeatable)")
    args = p.parse_args(argv)
    code = compiled_first(args, argv, "engine.tools.capodds")
    if code >= 0:
        return code
    return finish(lambda: run(args.game, args.plays, args.seed, max(1, args.workers),
                              args.config, args.config_version, choices=args.choice,
                              at=args.at, averaged_only=False),
                  args.json, format_report, (NotImplementedError,))


if __name__ == "__main__":
    sys.exit(main())
