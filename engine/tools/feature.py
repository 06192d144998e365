"""A game's free spins played on their own: their value, spread and tail, for tuning.

    python -m engine.tools.feature --game GAME [--choice C] --plays 200000 \\
        --workers 2 [--config FILE] [--seed S] [--json]

Where a feature starts afresh whatever started it (a game's Game.feature_alone says it does),
a base game's return is exactly (return outside the feature) + (trigger rate) x
(the feature's mean). The feature's mean is the noisy part of a base run (one start in hundreds
of rounds, a std of hundreds of bets); played alone, every play measures it, so a free-spin
reel set is tuned in minutes and the base reels separately (engine/MATH.md, "how the tails were
set"). Play i uses the seed's server seed, client seed "feature" and nonce i, so any number of
workers gives the same figures. The cap applies to the feature's own win.
"""
import math
import sys
from typing import Any

from engine.tools.cli import compiled_first, feature_parser, finish
from engine.errors import EngineError
from engine.games import load_game
from engine.money import Tally
from engine.rng import FairRng, seed_triple
from engine.tools.runner import Backend, run_chunks
from engine.tools.simulate import proportion_ci

# The tail: plays paying at least this many times the bet. The steps between 1,000x and the
# caps are the retune's gauge: the cap itself is too rare to compare candidates by.
EDGES = (100, 1000, 2000, 3000, 4000, 5000, 10000, 15000, 21100)


def play_chunk(args) -> dict:
    game_id, path, version, bet, seed, choices, start, stop = args
    game = load_game(game_id, path, version)
    server, _, _ = seed_triple(seed)
    t: dict[str, Any] = {"rounds": 0, "win": 0, "win_sq": 0, "max": 0, "capped": 0,
         "over": [0] * len(EDGES), "over_win": [0] * len(EDGES)}
    for nonce in range(start, stop):
        tally = Tally(game.cap_multiple * bet)
        for _ in game.feature_alone(bet, FairRng(server, "feature", nonce), tally, choices):
            if tally.capped:
                break
        win = tally.total
        t["rounds"] += 1
        t["win"] += win
        t["win_sq"] += win * win
        t["max"] = max(t["max"], win)
        t["capped"] += tally.capped
        for i, edge in enumerate(EDGES):
            if win >= edge * bet:
                t["over"][i] += 1
                t["over_win"][i] += win
    return t


def run_plays(play, head: tuple, plays: int, backend, progress=None, first=0) -> list:
    """The sums of plays first .. first + plays - 1 of a feature alone, cut by nonce into
    chunks that play((*head, start, stop)) plays, returned in nonce order: the same sums,
    floats included, whatever ran them (any number of local processes or a Dask cluster)."""
    chunk = max(500, min(10_000, plays // 20))
    stop = first + plays
    tasks = [(*head, a, min(a + chunk, stop)) for a in range(first, stop, chunk)]
    parts = {}

    def absorb(task, part):
        parts[task[-2]] = part

    run_chunks(play, tasks, absorb, backend, progress, plays)
    return [parts[start] for start in sorted(parts)]


def run(game_id, plays, choices=(), seed=1, workers=1, path=None, version=None) -> dict:
    game = load_game(game_id, path, version)
    if plays < 1:
        raise EngineError(f"--plays must be at least 1, got {plays}")
    bet = game.bets.default
    if tuple(choices) not in game.choice_sets():
        raise EngineError(f"{game_id}: choices {list(choices)} are not one of "
                          f"{[list(c) for c in game.choice_sets()]}")
    game.feature_alone(bet, FairRng.from_seed(0), Tally(1), tuple(choices))   # refuses early
    parts = run_plays(play_chunk, (game_id, path, version, bet, seed, tuple(choices)), plays,
                      Backend.local(workers))
    t = parts[0]
    for part in parts[1:]:
        for key in ("rounds", "win", "win_sq", "capped"):
            t[key] += part[key]
        t["max"] = max(t["max"], part["max"])
        for i in range(len(EDGES)):
            t["over"][i] += part["over"][i]
            t["over_win"][i] += part["over_win"][i]
    n = t["rounds"]
    mean = t["win"] / n / bet
    std = math.sqrt(max(t["win_sq"] / n / bet / bet - mean * mean, 0))
    return {"game": game.id, "config_version": game.version, "choices": list(choices),
            "seed": seed, "plays": n, "bet": bet, "mean_x": mean,
            "mean_ci95_x": [mean - 1.96 * std / math.sqrt(n), mean + 1.96 * std / math.sqrt(n)],
            "std_x": std, "largest_x": t["max"] / bet, "capped": t["capped"],
            "cap_rate_ci95": list(proportion_ci(t["capped"], n)),
            "tail": [{"at_least_x": edge, "rate": t["over"][i] / n,
                      "share": t["over_win"][i] / t["win"] if t["win"] else 0.0}
                     for i, edge in enumerate(EDGES) if edge <= game.cap_multiple]}


def format_report(r) -> str:
    lo, hi = r["mean_ci95_x"]
    lines = [f"{r['game']} v{r['config_version']} feature alone"
             + (f", choice {', '.join(r['choices'])}" if r["choices"] else "")
             + f": {r['plays']:,} plays, seed {r['seed']}",
             f"mean   {r['mean_x']:.3f}x bet (95% CI {lo:.3f} .. {hi:.3f})",
             f"std    {r['std_x']:.1f}x bet; largest {r['largest_x']:,.2f}x; "
             f"cap reached {r['capped']} times"]
    for row in r["tail"]:
        lines.append(f">= {row['at_least_x']:>5}x  1 in {1 / row['rate']:,.0f} plays, "
                     f"{row['share']:.1%} of the feature's value" if row["rate"] else
                     f">= {row['at_least_x']:>5}x  not seen")
    return "\n".join(lines)


def main(argv=None) -> int:
    p = feature_parser("python -m engine.tools.feature", __doc__)
    p.add_argument("--choice", action="append", default=[])
    args = p.parse_args(argv)
    code = compiled_first(args, argv, "engine.tools.feature")
    if code >= 0:
        return code
    return finish(lambda: run(args.game, args.plays, args.choice, args.seed,
                              max(1, args.workers), args.config, args.config_version),
                  args.json, format_report, (NotImplementedError,))


if __name__ == "__main__":
    sys.exit(main())
