"""Many rounds through the real event stream, split over processes, summed exactly.

Round i of a run with seed S is played from the test triple's server seed with client seed "sim"
and nonce i, so the rounds are the same whatever the number of workers; every statistic is an
integer sum merged in any order, hence the same report for any K (only the timing differs).
"""
import json
import math
import time
from collections.abc import Iterator
from fractions import Fraction
from typing import Final, cast

from engine import events as ev
from engine.tools import native
from engine.buckets import bucket, bucket_names
from engine.errors import EngineError
from engine.games import kept_versions, load_game
from engine.rng import FairRng, seed_triple
from engine.round import check_bet, play_round
from engine.tools.runner import Backend, ClusterLost, no_cycle_collector, prefix, run_chunks

TRACE_EVERY: Final = 1_000


def _empty(n_buckets):
    # trace: [nonce // TRACE_EVERY, rounds, win, win_sq] per block of nonces, for the RTP's
    # convergence: blocks fixed by the nonce, so any chunking sums to the same trace
    # outside: the tail feature's rounds apart from the rest (engine/tools/stratified.py):
    # the win outside it (sum, squares), the rounds it started in and their win outside it,
    # win after it ended, rounds it started in twice; before: {win before it started: rounds};
    # capped: rounds that reached the cap without it (None once merged with a report of
    # before this count was kept: unknown, never a silent 0)
    return {"rounds": 0, "win": 0, "win_sq": 0, "hits": 0, "capped": 0, "max_win": 0,
            "buckets": [0] * n_buckets, "bucket_win": [0] * n_buckets, "features": {},
            "trace": [], "engines": [],
            "outside": _outside(), "strata": {}}


def _outside() -> dict:
    return {"rounds": 0, "win": 0, "win_sq": 0, "starts": 0, "start_win": 0, "after": 0,
            "again": 0, "before": {}, "capped": 0}


class _Apart:
    """An _outside() record's sums while a chunk plays, as native ints: the record's dict,
    a field at a time (object arithmetic through string keys), was 5% of a compiled Sweet
    Bonanza Xmas round. as_dict() gives the record, its fields in _outside()'s order."""

    def __init__(self) -> None:
        self.rounds = self.win = self.win_sq = self.starts = self.start_win = 0
        self.after = self.again = self.capped = 0
        self.before: dict[str, int] = {}        # str(win before the feature started): rounds

    def add(self, win: int, apart: int, started_at: int, ended_at: int, capped: bool) -> None:
        """A round that won `win`, `apart` of it outside the feature."""
        self.rounds += 1
        self.win += apart
        self.win_sq += apart * apart
        if started_at >= 0:
            self.starts += 1
            self.start_win += apart
            key = str(started_at)
            self.before[key] = self.before.get(key, 0) + 1
            if ended_at >= 0:
                self.after += win - ended_at
        elif capped:
            self.capped += 1

    def as_dict(self) -> dict:
        return {"rounds": self.rounds, "win": self.win, "win_sq": self.win_sq,
                "starts": self.starts, "start_win": self.start_win, "after": self.after,
                "again": self.again, "before": self.before, "capped": self.capped}


def play_chunk(args: tuple) -> dict:
    """Play rounds [start, stop) and return their integer sums."""
    with no_cycle_collector():
        return _play_chunk(args)


def _play_chunk(args: tuple) -> dict:
    game_id, path, version, mode, bet, seed, start, stop, choices = args
    game = load_game(game_id, path, version)
    server, _, _ = seed_triple(seed)
    n_buckets = len(bucket_names(game.cap_multiple))
    out = _empty(n_buckets)
    out["engines"] = [native.mode()]      # as the worker that played the chunk ran it
    features, trace = out["features"], out["trace"]
    outside = _Apart()
    strata: dict[str, _Apart] = {}
    tail = game.TAIL_FEATURE
    landing = game.landing_strata(mode)
    symbol, top = (landing[0], landing[1]) if landing else ("", 0)
    buckets, bucket_win, cap_multiple = out["buckets"], out["bucket_win"], game.cap_multiple
    rounds = won = won_sq = hits = capped = max_win = 0
    for nonce in range(start, stop):
        rng = FairRng(server, "sim", nonce)
        open_features: list[str] = []
        seen: set[str] = set()
        running, inside, started_at, ended_at, stratum = 0, 0, -1, -1, ""
        # read as data, every type through one variable (ev.Event per event where built)
        for e in cast(Iterator[dict], play_round(game, bet, rng, mode, choices)):
            t: str = e["type"]
            if t == ev.GRID:
                if top and not stratum:
                    landed = 0
                    cells: list[list] = e["cells"]      # (list.count called directly, compiled)
                    for row in cells:
                        landed += row.count(symbol)
                    stratum = str(min(top, landed))
            elif t == ev.WIN or t == ev.MULTIPLIER:
                gained: int = e["amount"] if t == ev.WIN else e.get("added", 0)
                running += gained
                for name in open_features:
                    features[name][1] += gained
                    if name == tail:
                        inside += gained
            elif t == ev.FEATURE:
                if "within" in e:           # a stage of another feature, counted in it
                    continue
                name = e["name"]
                if e["phase"] == ev.START:
                    stat = features.setdefault(name, [0, 0, 0])  # rounds, win, starts
                    stat[2] += 1
                    if name not in seen:
                        seen.add(name)
                        stat[0] += 1
                    open_features.append(name)
                    if name == tail:
                        if started_at >= 0:
                            outside.again += 1
                        else:
                            started_at = running
                elif name in open_features:
                    open_features.remove(name)
                    if name == tail:
                        ended_at = running
            elif t == ev.ROUND_END:
                win: int = e["total_win"]
                at_cap: bool = e["capped"]
                outside.add(win, win - inside, started_at, ended_at, at_cap)
                if stratum:
                    mine = strata.get(stratum)
                    if mine is None:
                        mine = strata[stratum] = _Apart()
                    mine.add(win, win - inside, started_at, ended_at, at_cap)
                rounds += 1
                won += win
                won_sq += win * win
                if win:
                    hits += 1
                    if win > max_win:
                        max_win = win
                if at_cap:
                    capped += 1
                b = bucket(win, bet, cap_multiple)
                buckets[b] += 1
                bucket_win[b] += win
                block = nonce // TRACE_EVERY
                if not trace or trace[-1][0] != block:
                    trace.append([block, 0, 0, 0])
                row = trace[-1]
                row[1] += 1
                row[2] += win
                row[3] += win * win
    # the round's sums kept in locals, not in the report's dict: ten string-keyed updates a
    # round were a tenth of play_chunk's own time (issue 40)
    out.update(rounds=rounds, win=won, win_sq=won_sq, hits=hits, capped=capped,
               max_win=max_win, outside=outside.as_dict(),
               strata={name: sums.as_dict() for name, sums in strata.items()})
    return out


def merge_reports(parts, path=None) -> dict:
    """One report from pieces of a single run: same game, mode, bet, seed and choices, nonce
    ranges that do not overlap. Exact, because every statistic is an integer sum."""
    first = parts[0]
    key = ("game", "config_version", "mode", "bet", "seed", "choices")
    for p in parts:
        if any(p.get(k) != first.get(k) for k in key):
            raise ValueError(f"pieces of different runs: {[(k, p.get(k)) for k in key]}")
    # a piece's nonces: [first, stop], or a merged report's list of such ranges
    ranges = sorted(tuple(r) for p in parts
                    for r in (p["nonces"] if isinstance(p["nonces"][0], list) else [p["nonces"]]))
    for (a, b), (c, d) in zip(ranges, ranges[1:]):
        if c < b:
            raise ValueError(f"nonce ranges overlap: {a}-{b} and {c}-{d}")
    version = first.get("config_version")     # a tuning YAML's version may not be kept
    game = load_game(first["game"], path,
                     version if version in kept_versions(first["game"]) else None)
    total = _empty(len(bucket_names(game.cap_multiple)))
    for p in parts:
        _merge(total, p["sums"])
    result = report(game, first["mode"], first["bet"], first["cost"], first["seed"],
                    max(p["workers"] for p in parts), total, sum(p["seconds"] for p in parts))
    result["nonces"] = [list(r) for r in ranges]
    result["choices"] = first.get("choices", [])
    result["engine"] = "/".join(sorted({p.get("engine", "source") for p in parts}))
    result["backend"] = "/".join(sorted({p.get("backend", "processes") for p in parts}))
    return result


def _merge(total, part):
    for key in ("rounds", "win", "win_sq", "hits", "capped"):
        total[key] += part[key]
    total["max_win"] = max(total["max_win"], part.get("max_win", 0))
    total["engines"] = sorted(set(total.get("engines", [])) | set(part.get("engines", [])))
    blocks = {row[0]: row for row in total["trace"]}
    for block, rounds, win, win_sq in part.get("trace", []):
        row = blocks.setdefault(block, [block, 0, 0, 0])
        row[1] += rounds
        row[2] += win
        row[3] += win_sq
    total["trace"] = sorted(blocks.values())
    for i, v in enumerate(part["buckets"]):
        total["buckets"][i] += v
        total["bucket_win"][i] += part["bucket_win"][i]
    for name, stat in part["features"].items():
        mine = total["features"].setdefault(name, [0, 0, 0])
        for i in range(3):
            mine[i] += stat[i]
    pairs = [(total["outside"], part["outside"])] if "outside" in part else []
    pairs += [(total["strata"].setdefault(k, _outside()), v)
              for k, v in part.get("strata", {}).items()]
    for mine, theirs in pairs:
        for key in ("rounds", "win", "win_sq", "starts", "start_win", "after", "again"):
            mine[key] += theirs.get(key, 0)
        for key, count in theirs["before"].items():
            mine["before"][key] = mine["before"].get(key, 0) + count
        known = mine.get("capped") is not None and theirs.get("capped") is not None
        mine["capped"] = mine["capped"] + theirs["capped"] if known else None


def simulate(game_id, rounds, mode="base", bet=None, seed=1, workers=1, choices=(),
             path=None, progress=None, chunk=None, first_nonce=0, version=None, backend=None):
    """Rounds with nonces first_nonce .. first_nonce + rounds - 1; pieces of one long run can
    be played separately and merged exactly (engine/tools/merge.py). `version` plays a kept
    earlier version of the game's math, as load_game reads it. `backend` (engine.tools.runner) runs
    the chunks elsewhere, a Dask cluster say; by default `workers` local processes."""
    backend = backend or Backend.local(workers)
    game = load_game(game_id, path, version)
    bet = game.bets.default if bet is None else bet
    cost = check_bet(game, bet, mode)
    chunk = chunk or max(1000, min(50_000, rounds // (backend.workers * 20) or 1))
    stop = first_nonce + rounds
    tasks = [(game_id, path, version, mode, bet, seed, a, min(a + chunk, stop), tuple(choices))
             for a in range(first_nonce, stop, chunk)]
    total = _empty(len(bucket_names(game.cap_multiple)))
    began = time.perf_counter()
    try:
        used = run_chunks(play_chunk, tasks, lambda task, part: _merge(total, part), backend,
                          progress, total=rounds)
    except ClusterLost as lost:
        raise EngineError(_keep_prefix(lost, game, mode, bet, cost, seed, first_nonce, stop,
                                       choices, time.perf_counter() - began)) from None
    result = report(game, mode, bet, cost, seed, used, total, time.perf_counter() - began)
    result["nonces"] = [first_nonce, stop]
    result["choices"] = list(choices)
    # compiled by build/compile.py, or from source, as the workers ran it
    result["engine"] = "/".join(total["engines"]) or native.mode()
    result["backend"] = backend.name
    return result


def _keep_prefix(lost, game, mode, bet, cost, seed, first, stop, choices, seconds) -> str:
    """The finished chunks from the run's first nonce on, without a gap, saved as a piece
    that --first-nonce continues and engine.tools.merge joins; the one line that says so."""
    cursor, kept = prefix(lost.done, first, lambda task: task[6], lambda task: task[7])
    total = _empty(len(bucket_names(game.cap_multiple)))
    for part in kept:
        _merge(total, part)
    if cursor == first:
        return f"{lost}; no chunk from nonce {first:,} on had finished, nothing was kept"
    piece = report(game, mode, bet, cost, seed, 0, total, seconds)
    piece.update(nonces=[first, cursor], choices=list(choices),
                 engine="/".join(total["engines"]), backend="dask (cut short)")
    name = f"simulate-{game.id}-{mode}-seed{seed}-{first}-{cursor}.json"
    with open(name, "w") as out:
        json.dump(piece, out, indent=1)
    return (f"{lost}: rounds {first:,}..{cursor:,} are kept in {name}; play on with "
            f"--first-nonce {cursor} --spins {stop - cursor} and join the pieces with "
            f"python -m engine.tools.merge")


def strata_probabilities(cells, top: int) -> list:
    """P(count = k) for k below `top`, then P(count >= top), exactly: the count of a symbol
    over cells drawn apart, each with its own chance (a Poisson binomial)."""
    dist = [Fraction(1)] + [Fraction(0)] * top
    for p in cells:
        step = [Fraction(0)] * (top + 1)
        for k, q in enumerate(dist):
            if q:
                step[k] += q * (1 - p)
                step[min(top, k + 1)] += q * p
        dist = step
    return dist


def rtp_estimate(win: int, win_sq: int, n: int, cost: int) -> tuple:
    """(mean, std, 95% half-width) of win / cost per round, from exact integer sums."""
    mean = Fraction(win, n * cost)
    var = Fraction(win_sq, n * cost * cost) - mean * mean
    std = math.sqrt(max(var, Fraction(0)))
    return mean, std, 1.96 * std / math.sqrt(n)


def proportion_ci(k: int, n: int, z: float = 1.96) -> tuple:
    """Wilson's 95% interval for a probability seen k times in n: unlike the normal
    approximation it stays inside [0, 1] and gives an upper bound when k is 0."""
    p, z2 = k / n, z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half) if k else 0.0, min(1.0, centre + half)


def report(game, mode, bet, cost, seed, workers, t, seconds) -> dict:
    n = t["rounds"]
    mean, std, half = rtp_estimate(t["win"], t["win_sq"], n, cost)
    names = bucket_names(game.cap_multiple)
    features = {}
    for name, (rounds_with, win, starts) in sorted(t["features"].items()):
        features[name] = {
            "rounds": rounds_with, "starts": starts,
            "rate": rounds_with / n, "one_in": n / rounds_with if rounds_with else None,
            "avg_pay_x": win / starts / bet if starts else 0.0,
            "rtp_share": win / (n * cost),
        }
    landing = game.landing_strata(mode)
    return {
        "landing": {"symbol": landing[0], "top": landing[1],
                    "p": [str(p) for p in strata_probabilities(landing[2], landing[1])]}
        if landing else None,
        "game": game.id, "config_version": game.version, "mode": mode, "bet": bet,
        "cost": cost, "seed": seed, "rounds": n, "workers": workers,
        "rtp": float(mean), "rtp_ci95": [float(mean) - half, float(mean) + half],
        "rtp_target": float(game.rtp_target),
        "std": std, "hit_rate": t["hits"] / n,
        "max_win_rate": t["capped"] / n, "max_win_rounds": t["capped"],
        "max_win_rate_ci95": list(proportion_ci(t["capped"], n)),
        "largest_win": t["max_win"], "largest_win_x": t["max_win"] / bet,
        "features": features,
        "distribution": [
            {"bucket": name, "rounds": count, "share": count / n,
             "rtp_share": t["bucket_win"][i] / (n * cost)}
            for i, (name, count) in enumerate(zip(names, t["buckets"]))],
        "seconds": seconds, "rounds_per_second": n / seconds if seconds else None,
        "sums": t,            # the exact integer totals, so pieces of a run can be merged
    }


def format_report(r) -> str:
    lo, hi = r["rtp_ci95"]
    lines = [
        f"{r['game']}  config v{r['config_version']}  mode {r['mode']}  bet {r['bet']}  "
        f"cost {r['cost']}  seed {r['seed']}",
        f"rounds            {r['rounds']:,} on {r['workers']} worker(s)",
        f"RTP               {r['rtp']:.4%}  (95% CI {lo:.4%} .. {hi:.4%}; "
        f"target {r['rtp_target']:.2%})",
        f"std per round     {r['std']:.3f} x cost",
        f"hit frequency     {r['hit_rate']:.4%}  (1 in {1 / r['hit_rate']:.2f})"
        if r["hit_rate"] else "hit frequency     0",
        f"max-win rate      {r['max_win_rate']:.3e}  ({r['max_win_rounds']} rounds)",
        f"largest win       {r['largest_win_x']:,.2f}x bet",
    ]
    for name, f in r["features"].items():
        one_in = f"1 in {f['one_in']:,.1f}" if f["one_in"] else "never"
        lines.append(f"feature {name:<18} {one_in:>16}  avg pay {f['avg_pay_x']:.2f}x bet  "
                     f"RTP share {f['rtp_share']:.4%}")
    lines.append("")
    lines.append(f"{'win / bet':>12} {'rounds':>14} {'share':>10} {'RTP share':>10}")
    for row in r["distribution"]:
        lines.append(f"{row['bucket']:>12} {row['rounds']:>14,} {row['share']:>10.4%} "
                     f"{row['rtp_share']:>10.4%}")
    lines.append("")
    lines.append(f"{r['rounds_per_second']:,.0f} rounds per second ({r['seconds']:.1f} s, "
                 f"{r.get('engine', 'source')} engine)")
    return "\n".join(lines)


