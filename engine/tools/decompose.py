"""Combine a base-game and a feature-buy simulation into a tighter RTP estimate.

A feature that is bought and a feature that is triggered are the same feature, so the base
game's return is (what base spins pay outside the feature) + (trigger rate) x (the feature's
mean), and the feature's mean is measured far more precisely from a buy run, where every round
plays it. This is how the base RTP of a volatile game is pinned down without billions of spins.

    python -m engine.tools.decompose base.json buy.json --feature free_spins

Both files are `python -m engine simulate --json` reports at the same bet.
"""
import math
import sys

from engine.args import Parser
from engine.tools.cli import finish
from engine.tools.reports import read_report
from engine.errors import EngineError


def decompose(base: dict, buy: dict, feature: str) -> dict:
    n, bet, cost = base["rounds"], base["bet"], base["cost"]
    f_base, f_buy = base["features"][feature], buy["features"][feature]
    outside = base["rtp"] - f_base["rtp_share"]            # per unit of base cost
    rate = f_base["starts"] / n
    mean_x = f_buy["avg_pay_x"]                             # feature win per start, x bet
    # the buy run's CI on its RTP is a CI on its per-round win; the feature part dominates it
    buy_half = (buy["rtp_ci95"][1] - buy["rtp_ci95"][0]) / 2 * buy["cost"] / buy["bet"]
    mean_half = buy_half * buy["rounds"] / f_buy["starts"]
    rate_half = 1.96 * math.sqrt(rate * (1 - rate) / n)
    rtp = outside + rate * mean_x * bet / cost
    half = math.sqrt((rate * mean_half) ** 2 + (rate_half * mean_x) ** 2) * bet / cost
    return {"outside_feature": outside, "trigger_rate": rate, "feature_mean_x": mean_x,
            "feature_mean_ci95_x": mean_half, "rtp": rtp, "rtp_ci95": [rtp - half, rtp + half],
            "note": "the CI leaves out the small variance of the outside-feature part"}


def main(argv=None):
    p = Parser(prog="python -m engine.tools.decompose", description=__doc__.splitlines()[0])
    p.add_argument("base")
    p.add_argument("buy")
    p.add_argument("--feature", required=True)
    args = p.parse_args(argv)
    return finish(lambda: _combine(args.base, args.buy, args.feature), True, None)


def _combine(base_path: str, buy_path: str, feature: str) -> dict:
    needed = ("rounds", "bet", "cost", "rtp", "rtp_ci95", "features")
    base, buy = (read_report(path, "simulate --json report", needed)
                 for path in (base_path, buy_path))
    for path, report in ((base_path, base), (buy_path, buy)):
        if feature not in report["features"] or not report["features"][feature]["starts"]:
            raise EngineError(f"{path}: feature {feature!r} never started in it (it has "
                              f"{', '.join(report['features']) or 'none'})")
    return decompose(base, buy, feature)


if __name__ == "__main__":
    sys.exit(main())
