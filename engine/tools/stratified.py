"""A base game's RTP from its two strata, each measured to its own precision: the rounds
outside the feature, and the feature played alone.

    python -m engine simulate --game G --spins N --seed S --json > rounds.json
    python -m engine.tools.capodds --game G --plays M --seed S2 [--choice C] --json > alone.json
    python -m engine.tools.stratified rounds.json alone.json

Where a feature starts afresh whatever started it, ends its round and starts at most once in
it (free spins that start afresh, as two of the games' do; a game says so with
Game.feature_alone), a round pays w (its win outside the feature) plus, when the feature
starts, min(F, cap - b): F the feature's win played alone, b the round's win before it. So

    RTP = E[w] + P(start) x E[min(F, cap - b)]

exactly, and the two parts can be measured apart: the rounds (a `simulate` run, whose sums keep
the win outside the feature and each start's b) give E[w] and the starts; the feature alone
(capodds's plays, their win averaged over free multiplier values where a game has them) gives
E[min(F, cap - b)] for every b. The feature's own luck, most of a round's variance, is then
measured by plays that each cost a feature, not by the hundreds of rounds that find one. The
estimate is unbiased (the two samples are independent, and each part's mean is exact);
tests/engine/test_stratified.py checks it against plain runs, with mistakes that must fail.
What stays is the noise of whether the feature starts (about (feature mean)^2 x P(start) of a
round's variance). Where a game knows the exact chances of the count that starts it on the
first screen (Game.landing_strata: scatters with each cell drawn apart), the
rounds are also stratified by that count, which takes the noise of how often the screens that
start the feature outright come (post-stratification, unbiased; engine/MATH.md, "PAR sheets").
"""
import math
import sys
from fractions import Fraction

from engine.args import Parser
from engine.tools.cli import finish
from engine.tools.reports import read_report
from engine.errors import EngineError


def check(outside: dict, where: str):
    """The strata hold only where the feature ends its round and starts at most once."""
    if outside.get("again"):
        raise EngineError(f"{where}: the feature started twice in {outside['again']} rounds; "
                          "the strata need one start per round at most")
    if outside.get("after"):
        raise EngineError(f"{where}: rounds paid after the feature ended; the strata need the "
                          "feature to end its round")


def feature_value(alone: dict, before: int) -> Fraction:
    """M x W x E[min(F, cap - before)], exact: every play's averaged win, less what the cap
    takes from the few plays that reach cap - before (kept in the alone run's tail)."""
    cap, w = alone["cap"], alone["weight"]
    room = cap - before
    if room < alone["tail_from"]:
        raise EngineError(f"a win of {before:,} before the feature leaves {room:,} under the "
                          f"cap; the feature alone kept its plays from {alone['tail_from']:,} "
                          "on only")
    over = sum(x - room for x, _ in alone["tail"] if x > room)
    return Fraction(alone["mw"] - w * over)


def _groups(rounds: dict) -> list:
    """[(weight, sums)]: the rounds by the count of their first screen's landing symbol,
    each with its exact probability (simulate's `landing`), where every count was seen;
    else all the rounds as one group."""
    landing, strata = rounds.get("landing"), rounds["sums"].get("strata")
    if landing and strata:
        groups = [(Fraction(p), strata.get(str(k))) for k, p in enumerate(landing["p"])]
        if all(sums and sums["rounds"] for p, sums in groups if p):
            return [(p, sums) for p, sums in groups if p]
    return [(Fraction(1), {**rounds["sums"]["outside"], "rounds": rounds["rounds"]})]


def combine(rounds: dict, alone: dict) -> dict:
    """The RTP of `rounds` (a simulate report, its sums included) with its feature priced by
    `alone` (capodds.run's `alone` sums), with its 95% interval and what it saved. Where the
    report holds its rounds by the count of the first screen's scatters (whose probabilities
    are exact), each count is a stratum of its own: the many rounds that start the feature
    from the landing alone no longer add the noise of how often they come."""
    check(rounds["sums"]["outside"], "rounds")
    n, cost, bet = rounds["rounds"], rounds["cost"], rounds["bet"]
    if alone["bet"] != bet:
        raise EngineError(f"the feature alone was played at bet {alone['bet']}, the rounds at "
                          f"{bet}")
    m, w = alone["plays"], alone["weight"]
    g = feature_value(alone, 0) / (m * w)
    groups = _groups(rounds)
    total, rate, var_rounds = Fraction(0), Fraction(0), 0.0
    outside = Fraction(0)
    for p, sums in groups:
        check(sums, "rounds")
        k = sums["rounds"]
        # the starts' value, each at its own win before: sum over b of count x
        # E[min(F, cap - b)]
        value = sum((count * feature_value(alone, int(b)) for b, count in
                     sums["before"].items()), Fraction(0)) / (m * w)
        total += p * (sums["win"] + value) / k
        outside += p * Fraction(sums["win"], k)
        rate += p * Fraction(sums["starts"], k)
        # the rounds' variance with the feature at its mean g (its dependence on b is far
        # below the noise)
        sum_y = sums["win"] + sums["starts"] * g
        sum_y2 = sums["win_sq"] + 2 * g * sums["start_win"] + g * g * sums["starts"]
        var_rounds += float(p * p * (sum_y2 / k - (sum_y / k) ** 2) / k)
    rtp = total / cost
    cap = alone["cap"]
    sq = alone["mw_sq"] - sum(2 * mw * (x - cap) * w - ((x - cap) * w) ** 2
                              for x, mw in alone["tail"] if x > cap)
    var_feature = float(Fraction(sq, m * w * w) - g * g)
    var = (var_rounds + float(rate) ** 2 * var_feature / m) / (cost * cost)
    half = 1.96 * math.sqrt(max(var, 0.0))
    plain_var = rounds["std"] ** 2
    equivalent = plain_var / var if var else None
    f_half = 1.96 * math.sqrt(max(var_feature, 0.0) / m) / bet
    starts = rounds["sums"]["outside"]["starts"]
    return {"method": "stratified", "rtp": float(rtp), "rtp_ci95": [float(rtp) - half,
                                                                    float(rtp) + half],
            "rounds": n, "feature_plays": m, "starts": starts,
            "landing_strata": len(groups) if len(groups) > 1 else 0,
            "outside": float(outside) / cost, "start_rate": float(rate),
            "feature_mean_x": float(g) / bet,
            "feature_mean_ci95_x": [float(g) / bet - f_half, float(g) / bet + f_half],
            "std_rounds": math.sqrt(max(var_rounds * n, 0.0)) / cost,
            "std_feature_x": math.sqrt(max(var_feature, 0.0)) / bet,
            "equivalent_plain_rounds": equivalent,
            "variance_ratio": equivalent / n if equivalent else None}


def cap_rate(rounds: dict, alone: dict) -> dict | None:
    """P(a round reaches the cap) from the strata where the feature alone was counted: each
    start's chance is that of the feature reaching cap - b, b its win before, plus the rounds
    that reached it without the feature, counted (a Trinity, a base drop: 12 of 15 capped
    rounds at a 300x cap; leaving them out read a quarter of a plain run's rate,
    tests/engine/test_stratified.py). Where the rounds come
    from a report that did not count those (`outside_capped` None) the figure is the
    feature's alone, a lower bound. None where the plays were averaged over values (capodds
    gives its own figure) or nothing came near."""
    if alone["weight"] != 1:
        return None
    out, n, m = rounds["sums"]["outside"], rounds["rounds"], alone["plays"]
    cap = alone["cap"]
    hits = sum(count * sum(1 for x, _ in alone["tail"] if x >= cap - int(b))
               for b, count in out["before"].items())
    without = out.get("capped")
    inside = hits / (n * m)
    rate = inside + (without or 0) / n
    if not rate:
        return None
    capped_plays = sum(1 for x, _ in alone["tail"] if x >= cap)
    # the two parts' errors apart: the feature's (its capped plays, and how often it starts)
    # and the plain count's of the rounds without it (Poisson)
    rel = math.hypot(1 / math.sqrt(max(capped_plays, 1)), 1 / math.sqrt(max(out["starts"], 1)))
    half = 1.96 * math.hypot(inside * rel, math.sqrt(without or 0) / n)
    return {"rate": rate, "rate_ci95": [max(0.0, rate - half), rate + half],
            "capped_plays": capped_plays, "plays": m, "starts": out["starts"],
            "outside_capped": without, "rounds": n}


def format_report(r: dict) -> str:
    lo, hi = r["rtp_ci95"]
    f_lo, f_hi = r["feature_mean_ci95_x"]
    return "\n".join([
        f"RTP               {r['rtp']:.4%}  (95% CI {lo:.4%} .. {hi:.4%}; "
        f"+-{(hi - lo) / 2:.3%})",
        f"outside feature   {r['outside']:.4%} over {r['rounds']:,} rounds; feature in "
        f"{r['starts']:,} (1 in {1 / r['start_rate']:,.1f})" if r["starts"] else
        f"outside feature   {r['outside']:.4%} over {r['rounds']:,} rounds; no feature",
        f"feature alone     {r['feature_mean_x']:.3f}x bet (95% CI {f_lo:.3f} .. {f_hi:.3f}) "
        f"over {r['feature_plays']:,} plays, std {r['std_feature_x']:.1f}x",
        f"strata            {r['landing_strata']} by the first screen's count of the symbol "
        "that starts the feature" if r["landing_strata"] else "strata            none",
        f"worth             {r['equivalent_plain_rounds']:,.0f} plain rounds "
        f"({r['variance_ratio']:.1f}x the rounds played)" if r["equivalent_plain_rounds"]
        else "worth             -"])


def main(argv=None) -> int:
    p = Parser(prog="python -m engine.tools.stratified", description=__doc__.split("\n\n")[0])
    p.add_argument("rounds", help="a simulate --json report")
    p.add_argument("alone", help="an engine.tools.capodds --json report of the same game")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)

    def result():
        rounds = read_report(args.rounds, "simulate --json report", ("sums", "rounds"))
        alone = read_report(args.alone, "capodds --json report", ("alone",))
        if "outside" not in rounds["sums"]:
            raise EngineError(f"{args.rounds}: its sums keep no win outside the feature "
                              "(written by an older simulate: play it again)")
        for key in ("game", "config_version"):
            if rounds.get(key) != alone.get(key):
                raise EngineError(f"{args.rounds} and {args.alone} are of different {key}s: "
                                  f"{rounds.get(key)} and {alone.get(key)}")
        return combine(rounds, alone["alone"])
    return finish(result, args.json, format_report)


if __name__ == "__main__":
    sys.exit(main())
