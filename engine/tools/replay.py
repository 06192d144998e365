"""A base game's RTP with its rare feature replayed: a sharper estimate for the same CPU.

    python -m engine.tools.replay --game GAME --feature FEATURE --replays 16 \\
        --spins 10000000 --seed 2046 --workers 2 [--first-nonce N] [--json] [--tilt ITEM=K]
    python -m engine.tools.replay --merge a.json b.json      # pieces of one run, exactly

Why: a rare feature (say one that starts once in about 380 base rounds and then pays about 100x
the bet with a std near 230x) carries nearly all of a base round's variance, so ten million
plain rounds pin the RTP only to +-0.85 pp (engine/MATH.md has the games' figures). Here a
round that starts the feature is played `replays` times: each play reads the same words up to
the feature's start (the same base spin, screen and meter), then forks its stream there
(FairRng.fork) and plays the feature from fresh words. Every play is a complete round dealt by
a uniform stream (where it forks depends only on the words before), so the mean of the plays is
an unbiased estimate of the round's win with most of the feature's own luck averaged out.

The first play is the round itself, unforked: the report's `plain` figures are exactly what
`python -m engine simulate` gives for the same seed and nonces, so every run checks itself.
What replays cannot average out is whether the feature starts at all: see engine/MATH.md.

With `--tilt x100=8` (repeatable) the replays after the first draw those items 8 times likelier
and count with their likelihood weights (importance sampling, engine/tools/tilt.py): still
unbiased, and a cap seen once in 10^8 rounds is seen often enough to measure.
"""
import json
import math
import sys
import time
from collections.abc import Iterator
from typing import Any, cast

from engine import events as ev
from engine.tools import native
from engine.args import Parser
from engine.tools.cli import add_backend, add_compiled, backend_from, finish
from engine.tools.reports import read_report
from engine.errors import EngineError
from engine.games import load_game
from engine.rng import FairRng, seed_triple
from engine.round import check_bet, play_round
from engine.tools.runner import Backend, ClusterLost, prefix, run_chunks
from engine.tools.simulate import rtp_estimate
from engine.tools.tilt import TiltedRng, parse_tilt

# capped / capped_sq: rounds that reached the cap, counted like win (in units of 1/replays),
# so capped / (rounds x replays) estimates the chance of the cap without bias
# With --tilt the replays after the first are drawn tilted (engine/tools/tilt.py) and count with
# their likelihood weights, so win, capped and their squares become floats; weight / tilted
# is the mean weight of the tilted plays, which must be near 1.
SUMS = ("rounds", "starts", "plays", "plain_win", "plain_sq", "win", "win_sq", "plain_capped",
        "capped", "capped_sq", "weight", "tilted")


def play_once(game, bet, rng, mode, choices, feature, branch):
    """(total win, whether `feature` started, feature names seen, whether the cap was
    reached); forks at the first start when `branch` names a fork."""
    started, names = False, set()
    for e in cast(Iterator[dict], play_round(game, bet, rng, mode, choices)):   # as data
        if ev.started(e):
            names.add(e["name"])
            if e["name"] == feature and not started:
                started = True
                if branch is not None:
                    rng.fork(branch)
    return e["total_win"], started, names, e["capped"]


def play_chunk(args: tuple) -> dict:
    """Rounds [start, stop): integer sums, the replayed ones in units of 1/replays."""
    game_id, path, version, mode, bet, seed, feature, replays, start, stop, choices, tilt = args
    game = load_game(game_id, path, version)
    server, _, _ = seed_triple(seed)
    t: dict[str, Any] = dict.fromkeys(SUMS, 0)
    seen: set = set()
    for nonce in range(start, stop):
        first, started, names, capped = play_once(game, bet, FairRng(server, "sim", nonce),
                                                  mode, choices, feature, None)
        seen |= names
        t["rounds"] += 1
        t["plays"] += 1
        t["plain_win"] += first
        t["plain_sq"] += first * first
        t["plain_capped"] += capped
        total, caps = first * replays, capped * replays
        if started:
            t["starts"] += 1
            total, caps = first, int(capped)
            for k in range(1, replays):
                rng: FairRng | TiltedRng = FairRng(server, "sim", nonce)
                if tilt:
                    rng = TiltedRng(rng, tilt)
                win, _, _, capped = play_once(game, bet, rng, mode, choices, feature,
                                              f"replay:{k}")
                w = rng.weight if isinstance(rng, TiltedRng) else 1
                total += w * win
                caps += w * capped
                t["weight"] += w if tilt else 0
                t["tilted"] += 1 if tilt else 0
            t["plays"] += replays - 1
        t["win"] += total
        t["win_sq"] += total * total
        t["capped"] += caps
        t["capped_sq"] += caps * caps
    t["names"] = sorted(seen)
    return t


def _moments(total, total_sq, n, scale):
    """(mean, std, 95% half-width) of x / scale: exact for integer sums, floats for weighted."""
    if isinstance(total, int) and isinstance(total_sq, int):
        return rtp_estimate(total, total_sq, n, scale)
    mean = total / (n * scale)
    std = math.sqrt(max(0.0, total_sq / (n * scale * scale) - mean * mean))
    return mean, std, 1.96 * std / math.sqrt(n)


def _estimate(win, win_sq, n, scale):
    mean, std, half = _moments(win, win_sq, n, scale)
    return {"rtp": float(mean), "rtp_ci95": [float(mean) - half, float(mean) + half],
            "std": std}, std * std


def report(head: dict, t: dict, seconds: float) -> dict:
    n, cost, k = t["rounds"], head["cost"], head["replays"]
    plain, plain_var = _estimate(t["plain_win"], t["plain_sq"], n, cost)
    replayed, var = _estimate(t["win"], t["win_sq"], n, cost * k)
    ratio = plain_var / var if var else None
    cap, _, cap_half = _moments(t["capped"], t["capped_sq"], n, k)
    return {**head, "rounds": n, "starts": t["starts"], "plays": t["plays"],
            "plain": plain, "replayed": replayed, "variance_ratio": ratio,
            "cap": {"plain_rounds": t["plain_capped"], "plays": t["capped"],
                    "rate": float(cap), "rate_ci95": [max(0.0, float(cap) - cap_half),
                                                      float(cap) + cap_half]},
            "equivalent_plain_rounds": n * ratio if ratio else None,
            "mean_weight": t["weight"] / t["tilted"] if t["tilted"] else None,
            "seconds": seconds, "sums": {key: t[key] for key in SUMS},
            "feature_names": t["names"]}


def run(game_id, rounds, feature, replays=16, mode="base", bet=None, seed=1, workers=1,
        choices=(), first_nonce=0, version=None, path=None, progress=None,
        backend=None, tilt=None) -> dict:
    """The replayed estimate over rounds first_nonce ..; cut short by a lost cluster, the
    piece finished so far is written (replay-...json, `--merge` joins it) and the one line
    that says so is raised."""
    backend = backend or Backend.local(workers)
    kept = None
    if replays < 1:
        raise EngineError(f"--replays must be at least 1, got {replays}")
    game = load_game(game_id, path, version)
    bet = game.bets.default if bet is None else bet
    cost = check_bet(game, bet, mode)
    stop = first_nonce + rounds
    chunk = max(500, min(20_000, rounds // (backend.workers * 20) or 1))
    tasks = [(game_id, path, version, mode, bet, seed, feature, replays, a,
              min(a + chunk, stop), tuple(choices), dict(tilt or {}))
             for a in range(first_nonce, stop, chunk)]
    total: dict[str, Any] = dict.fromkeys(SUMS, 0)
    names: set = set()
    began = time.perf_counter()
    parts = []
    try:
        used = run_chunks(play_chunk, tasks, lambda task, part: parts.append(part), backend,
                          progress, total=rounds)
    except ClusterLost as lost:
        cursor, parts = prefix(lost.done, first_nonce, lambda t: t[8], lambda t: t[9])
        if cursor == first_nonce:
            raise EngineError(f"{lost}; no chunk from nonce {first_nonce:,} on had finished, "
                              "nothing was kept") from None
        stop, used = cursor, 0
        kept = f"replay-{game_id}-{feature}-seed{seed}-{first_nonce}-{cursor}.json"
    for part in parts:
        names |= set(part.pop("names"))
        for key in SUMS:
            total[key] += part[key]
    total["names"] = sorted(names)
    head = {"game": game.id, "config_version": game.version, "mode": mode, "bet": bet,
            "cost": cost, "seed": seed, "feature": feature, "replays": replays,
            "choices": list(choices), "tilt": dict(tilt or {}),
            "nonces": [first_nonce, stop], "workers": used,
            "engine": native.mode(), "backend": backend.name}
    result = report(head, total, time.perf_counter() - began)
    if kept:
        with open(kept, "w") as out:
            json.dump(result, out, indent=1)
        raise EngineError(f"the Dask cluster went away: rounds {first_nonce:,}..{stop:,} are "
                          f"kept in {kept}; play on with --first-nonce {stop} --spins "
                          f"{first_nonce + rounds - stop} and join them with --merge")
    return result


def merge(reports: list) -> dict:
    """Pieces of one run (same game, version, mode, bet, seed, feature, replays, choices, and
    nonce ranges that meet end to end) into the report of the whole."""
    same = ("game", "config_version", "mode", "bet", "cost", "seed", "feature", "replays",
            "choices", "tilt")
    pieces = sorted(reports, key=lambda r: r["nonces"][0])
    for a, b in zip(pieces, pieces[1:]):
        if any(a[key] != b[key] for key in same):
            raise EngineError("these pieces are from different runs: "
                            + ", ".join(f"{key} {a[key]!r} vs {b[key]!r}" for key in same
                                        if a[key] != b[key]))
        if a["nonces"][1] != b["nonces"][0]:
            raise EngineError(f"nonces {a['nonces']} and {b['nonces']} do not meet end to end")
    missing = sorted({key for r in pieces for key in SUMS if key not in r["sums"]}
                     | {"tilt" for r in pieces if "tilt" not in r})
    if missing:
        raise EngineError(f"a piece lacks the sums {', '.join(missing)} (written by an older "
                          "replay tool: play it again)")
    total = {key: sum(r["sums"][key] for r in pieces) for key in SUMS}
    total["names"] = sorted({name for r in pieces for name in r["feature_names"]})
    head = {key: pieces[0][key] for key in same}
    head.update(nonces=[pieces[0]["nonces"][0], pieces[-1]["nonces"][1]],
                workers=max(r["workers"] for r in pieces),
                engine=",".join(sorted({r["engine"] for r in pieces})))
    return report(head, total, sum(r["seconds"] for r in pieces))


def format_report(r: dict) -> str:
    def line(label, e):
        lo, hi = e["rtp_ci95"]
        return (f"{label:<17} {e['rtp']:.4%}  (95% CI {lo:.4%} .. {hi:.4%}; "
                f"+-{(hi - lo) / 2:.2%})  std {e['std']:.3f} x cost")
    n, starts = r["rounds"], r["starts"]
    lines = [
        f"{r['game']}  config v{r['config_version']}  mode {r['mode']}  bet {r['bet']}  "
        f"seed {r['seed']}  nonces {r['nonces'][0]:,}..{r['nonces'][1]:,}",
        f"rounds            {n:,}; {r['feature']} started in {starts:,}"
        + (f" (1 in {n / starts:.1f})" if starts else ""),
        f"plays             {r['plays']:,} ({r['replays']} per round with the feature)",
        line("RTP plain", r["plain"]),
        line("RTP replayed", r["replayed"]),
    ]
    if r["tilt"]:
        lines.append(f"tilt              {', '.join(f'{k} x{v}' for k, v in r['tilt'].items())}"
                     + (f"; mean weight {r['mean_weight']:.4f} (must be near 1)"
                        if r["mean_weight"] is not None else ""))
    cap = r["cap"]
    lo, hi = cap["rate_ci95"]
    lines.append(f"P(cap)            {cap['rate']:.3e} (95% CI {lo:.3e} .. {hi:.3e}); "
                 f"{cap['plain_rounds']} plain rounds capped")
    if r["variance_ratio"]:
        lines.append(f"variance          {r['variance_ratio']:.2f}x smaller: worth "
                     f"{r['equivalent_plain_rounds']:,.0f} plain rounds")
    if not starts:
        lines.append(f"note: no round started {r['feature']!r}; features seen: "
                     f"{', '.join(r['feature_names']) or 'none'}")
    lines.append(f"{r['seconds']:.0f} s, {r['engine']} engine")
    return "\n".join(lines)


def main(argv=None) -> int:
    p = Parser(prog="python -m engine.tools.replay",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--merge", nargs="+", metavar="JSON", help="merge pieces of one run")
    p.add_argument("--game")
    p.add_argument("--feature", help="the feature to replay, as its events name it")
    p.add_argument("--replays", type=int, default=16)
    p.add_argument("--spins", type=int)
    p.add_argument("--mode", default="base")
    p.add_argument("--bet", type=int)
    p.add_argument("--choice", action="append", default=[])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--first-nonce", type=int, default=0)
    p.add_argument("--config-version", type=int)
    p.add_argument("--tilt", action="append", default=[], metavar="ITEM=FACTOR",
                   help="draw ITEM FACTOR times likelier in the replays (importance sampling, "
                        "weighted back; engine/tools/tilt.py)")
    p.add_argument("--json", action="store_true")
    add_compiled(p)
    add_backend(p)
    args = p.parse_args(argv)
    if args.compiled:
        code = native.relaunch(sys.argv[1:] if argv is None else argv, "engine.tools.replay")
        if code >= 0:
            return code
    if not args.merge and not (args.game and args.feature and args.spins):
        p.error("--game, --feature and --spins are needed (or --merge)")

    def result():
        if args.merge:
            return merge([_piece(path) for path in args.merge])
        return run(args.game, args.spins, args.feature, args.replays, args.mode, args.bet,
                   args.seed, args.workers, args.choice, args.first_nonce,
                   args.config_version, backend=backend_from(args), tilt=parse_tilt(args.tilt))
    return finish(result, args.json, format_report)


def _piece(path) -> dict:
    return read_report(path, "replay report", ("sums", "nonces"))


if __name__ == "__main__":
    sys.exit(main())
