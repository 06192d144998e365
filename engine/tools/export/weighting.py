"""Each mode's table weighed to its PAR sheet section: the sheet's bucket probabilities and
means, post-stratified weights, and the spread figures that check the table against the sheet."""
import math
from array import array
from fractions import Fraction

from engine.buckets import BUCKET_EDGES, bucket, bucket_names
from engine.tools.simulate import proportion_ci



RARE = Fraction(1, 100_000_000)                # buckets likelier than this must have rounds

TOTAL_WEIGHT = 1 << 62                         # every mode's weights sum to at most this

STD_TOLERANCE = 0.05                           # the table's std against the sheet's, at KEEP

def mode_name(section) -> str:
    """A platform mode per sheet section: 'base', 'buy', 'base_love' (a choice inside)."""
    return "_".join([section["mode"], *section["choices"]])

def cap_estimate(section) -> tuple:
    """(probability, 95% interval, how) of the cap: the sheet's sharpest estimate."""
    cap = section["cap"]
    for key in ("conditional", "alone", "replayed"):
        if key in cap and cap[key].get("rate"):
            return Fraction(repr(cap[key]["rate"])), cap[key]["rate_ci95"], key
    return Fraction(cap["plain"]["capped"], cap["plain"]["rounds"]), \
        cap["plain"]["rate_ci95"], "plain"

def targets(section) -> list:
    """Each bucket's probability in the sheet (exact fractions summing to 1): the plain
    run's shares, the cap's from cap_estimate, the others scaled to make room for it."""
    report = section["report"]
    n = report["rounds"]
    rows = report["distribution"]
    p_cap, _, _ = cap_estimate(section)
    plain_cap = Fraction(rows[-1]["rounds"], n)
    scale = (1 - p_cap) / (1 - plain_cap)
    return [Fraction(r["rounds"], n) * scale for r in rows[:-1]] + [p_cap]

def bucket_bounds(game, bet) -> list:
    """[low, high] of each bucket in payout hundredths (the cap's is a point)."""
    cap = game.cap_multiple * 100
    edges = [e * 100 for e in BUCKET_EDGES if e < game.cap_multiple] + [cap]
    out = [(0, 0)] + [(a, b) for a, b in zip(edges, edges[1:])]
    return out + [(cap, cap)]


# --- playing ----------------------------------------------------------------------------------

def weights(pays, buckets, probs, bounds, target_pay, means=None, total=TOTAL_WEIGHT) -> dict:
    """Integer weights, one per row, summing to at most `total`.

    Bucket b gets floor(total x p_b), shared within the bucket as (1 + t_b x d_r) / n_b, where
    d_r = (pay_r - mean_b) / width_b lies in [-1, 1]: a linear lean rather than an
    exponential one, because the bucket's mean pay is then mean_b + t_b x var_b / width_b,
    linear in t_b, so the t_b that gives it any aim is exact in fractions, and |t_b| small
    keeps every weight >= 0.

    Each bucket's aim is its mean in the sheet (`means`, hundredths of the bet; the rows' own
    mean where None): the sheet's many rounds know a bucket's average win better than the
    table's few, and a bucket leaned to its own average loses no more than rounding to 0.1x
    took from it. What the aims leave between the table's mean pay and `target_pay` (the
    sheet's RTP is measured more sharply than its plain rounds' buckets add up to, and a
    bucket the table misses leaves its share to the others) is spread over the buckets in
    proportion to the variance of each one's share of return, p_b E[pay^2 | b] - (p_b
    mean_b)^2: the least squares way, so each bucket moves in step with its own uncertainty
    and a 2-5x bucket known to 0.01 pp is not bent to pay back a 1000-5000x bucket's noise.
    A t_b past what keeps its weights >= 0 is clamped and its remainder spread again over the
    others; `reached` says whether the target was met exactly. A bucket with probability but
    no rows is listed in `missing`, its probability spread over the others."""
    n_b = len(probs)
    count, total_pay, sq = [0] * n_b, [0] * n_b, [0] * n_b
    lo: list = [None] * n_b
    hi: list = [None] * n_b
    for pay, b in zip(pays, buckets):
        count[b] += 1
        total_pay[b] += pay
        sq[b] += pay * pay
        lo[b] = pay if lo[b] is None else min(lo[b], pay)
        hi[b] = pay if hi[b] is None else max(hi[b], pay)
    missing = [b for b in range(n_b) if probs[b] and not count[b]]
    live = [b for b in range(n_b) if probs[b] and count[b]]
    mass = sum(probs[b] for b in live)
    p = [probs[b] / mass if b in live else Fraction(0) for b in range(n_b)]
    width = [max(1, bounds[b][1] - bounds[b][0]) for b in range(n_b)]
    mean = [Fraction(total_pay[b], count[b]) if count[b] else Fraction(0) for b in range(n_b)]
    var = [Fraction(sq[b], count[b]) - mean[b] ** 2 if count[b] else Fraction(0)
           for b in range(n_b)]
    aim = [Fraction(means[b]) if means is not None and means[b] is not None else mean[b]
           for b in range(n_b)]
    spread = [p[b] * Fraction(sq[b], count[b]) - (p[b] * mean[b]) ** 2 if count[b]
              else Fraction(0) for b in range(n_b)]
    # the t_b each bucket may take: 1 + t_b x d_r >= 0 for every row
    # (a bucket whose rows all pay alike has var 0 and never leans)
    up = [width[b] / (mean[b] - lo[b]) if count[b] and lo[b] < mean[b] else Fraction(0)
          for b in range(n_b)]
    down = [width[b] / (hi[b] - mean[b]) if count[b] and hi[b] > mean[b] else Fraction(0)
            for b in range(n_b)]
    movable = [b for b in live if var[b]]
    t = [Fraction(0)] * n_b
    fixed: set = set()
    reached = False
    for _ in range(len(movable) + 1):
        free = [b for b in movable if b not in fixed]
        got = sum(p[b] * (mean[b] + t[b] * var[b] / width[b]) for b in live if b not in free)
        gap = target_pay - got - sum(p[b] * aim[b] for b in free)
        mass_free = sum(spread[b] for b in free)
        if not free or not mass_free:
            reached = gap == 0 and not free
            break
        over = []
        for b in free:
            goal = aim[b] + gap * spread[b] / (p[b] * mass_free)
            t[b] = (goal - mean[b]) * width[b] / var[b]
            if t[b] > up[b] or -t[b] > down[b]:
                over.append(b)
        if not over:
            reached = True
            break
        for b in over:                  # as far as it goes; the rest to the others
            t[b] = up[b] if t[b] > 0 else -down[b]
            fixed.add(b)
    share = [int(total * p[b]) for b in range(n_b)]
    # row weight = share_b x (c x n x width + a x (n x pay - S)) / (c x n x width x n), t_b =
    # a / c, written by cumulative floors so each bucket's weights add up to its share exactly
    denom = [t[b].denominator * count[b] * width[b] * count[b] for b in range(n_b)]
    cum_num = [0] * n_b
    given = [0] * n_b
    out = array("Q")
    for pay, b in zip(pays, buckets):
        if not p[b]:
            out.append(0)
            continue
        a, c = t[b].numerator, t[b].denominator
        cum_num[b] += c * count[b] * width[b] + a * (count[b] * pay - total_pay[b])
        now = share[b] * cum_num[b] // denom[b]
        out.append(now - given[b])
        given[b] = now
    return {"weights": out, "leans": t, "reached": reached, "missing": missing,
            "plain_mean_pay": sum(p[b] * mean[b] for b in live), "rows": count,
            "lean": max((abs(x) for x in t), default=Fraction(0))}

def sheet_means(section, bet) -> list:
    """Each bucket's average win in the sheet's plain rounds, in hundredths of the bet (None
    where it has none), exact: the bucket's summed win is rtp_share x rounds x cost, a whole
    number of minor units the float holds to far better than one."""
    report = section["report"]
    n, cost = report["rounds"], report["cost"]
    return [Fraction(round(Fraction(repr(r["rtp_share"])) * n * cost) * 100, r["rounds"] * bet)
            if r["rounds"] else None for r in report["distribution"]]


# --- statistics, from the table alone ---------------------------------------------------------

def spread(game, pays, buckets, result, probs, means, sheet_rounds, cost) -> list:
    """Each bucket of the table against the sheet (shares of a unit of cost, floats):

    - `sheet`, `rows`: its probability (every table gives it exactly) and the rows holding it;
    - `return_sheet`, `return_table`, `return_even`: its share of return in the sheet, in the
      table, and in the table before the lean (even weights within the bucket, pays rounded);
      `return_ci95`: the half-width of the sheet's 95% interval for it, 1.96 sqrt(V / N) over
      the sheet's N plain rounds, V = p E[pay^2 | b] - (p mean)^2 with E[pay^2 | b] from the
      table's rows (the sheet keeps no squares per bucket); `return_ok`: the table's inside
      it (the cap, a point priced by the sheet's sharpest odds, is checked by its odds);
    - `paid_even`, `paid_table`: the share of rounds whose PAY falls in the bucket, before and
      after the lean: the move from `sheet` to `paid_even` is the rounding to 0.1x itself (a
      1.95x win paying 2.0x counts at 2-5x), from `paid_even` to `paid_table` the lean's;
      `paid_ci95`: the sheet's 95% half-width for the bucket's share of rounds plus the
      table's rows' for the share at pay (the sheet has no shares at pay: how many of a
      bucket's rounds pay across its edge only the table's rows say);
    - `lean`: the bucket's t (weights.__doc__)."""
    cap, n_b = game.cap_multiple, len(probs)
    weight = result["weights"]
    total = sum(weight)
    unit = 100 * cost
    count, paid, sq, given, ret = ([0] * n_b for _ in range(5))
    moved: dict = {}                        # (bucket, bucket of its pay): rows
    paid_table = [0] * n_b
    for w, pay, b in zip(weight, pays, buckets):
        count[b] += 1
        paid[b] += pay
        sq[b] += pay * pay
        given[b] += w
        ret[b] += w * pay
        to = bucket(pay, 100, cap)
        paid_table[to] += w
        moved[b, to] = moved.get((b, to), 0) + 1
    paid_even = [Fraction(0)] * n_b
    for (b, to), rows in moved.items():
        paid_even[to] += Fraction(given[b] * rows, count[b])
    out = []
    for b in range(n_b):
        p = Fraction(given[b], total)
        row = {"bucket": bucket_names(cap)[b], "sheet": float(probs[b]), "rows": count[b],
               "lean": float(result["leans"][b]),
               "paid_even": float(paid_even[b] / total), "paid_table": paid_table[b] / total,
               "paid_ci95": paid_interval(float(probs[b]), sheet_rounds)
               + paid_interval(paid_table[b] / total, len(pays))}
        aim = means[b] if means[b] is not None else (cap * 100 if b == n_b - 1 else 0)
        sheet_return = probs[b] * aim / unit
        row["return_sheet"] = float(sheet_return)
        if count[b]:
            m2 = Fraction(sq[b], count[b])
            v = probs[b] * m2 - (probs[b] * aim) ** 2
            half = 1.96 * math.sqrt(max(v, Fraction(0)) / sheet_rounds) / float(unit)
            table_return = Fraction(ret[b], total) / unit
            row.update(return_table=float(table_return),
                       return_even=float(p * Fraction(paid[b], count[b]) / unit),
                       return_ci95=half,
                       return_ok=b == n_b - 1 or not probs[b]
                       or abs(float(table_return - sheet_return)) <= half)
        else:
            row.update(return_table=0.0, return_even=0.0, return_ci95=None,
                       return_ok=b == n_b - 1 or not probs[b])
        out.append(row)
    return out

def paid_interval(share: float, n: int) -> float:
    """The lower half-width of Wilson's 95% interval of a share seen in n rounds."""
    return share - proportion_ci(round(share * n), n)[0] if share else 0.0

def lean_keeps_rounds(rows) -> bool:
    """Whether the lean moved no bucket's share of rounds, counted at their pays, further from
    the sheet's share than rounding to 0.1x had left it, by more than `paid_ci95` (from
    `spread`'s rows, so a report's JSON can be checked again)."""
    return all(abs(r["paid_table"] - r["sheet"])
               <= abs(r["paid_even"] - r["sheet"]) + r["paid_ci95"] for r in rows)

def std_interval(pays, buckets, result, cost, sheet_rounds) -> tuple:
    """The relative half-widths of the 95% intervals of the table's std and of the sheet's,
    each as an estimate of
    the game's. The table's rows of each bucket are a sample of it, so E[pay^2] = sum p_b
    E[pay^2 | b] has variance sum p_b^2 var(pay^2 | b) / n_b; the sheet's N plain rounds give
    var(pay^2) / N (its moments taken from the table's rows: the sheet keeps none); the std
    moves by half the relative change of E[pay^2] (the delta method; even weights within the
    buckets stand in for the lean's)."""
    n_b = len(result["rows"])
    m1, m2, m4, count, given = ([0] * n_b for _ in range(5))
    for w, pay, b in zip(result["weights"], pays, buckets):
        m1[b] += pay
        m2[b] += pay * pay
        m4[b] += pay ** 4
        count[b] += 1
        given[b] += w
    total = sum(given)
    unit = float(100 * cost)
    mean = sum(given[b] / total * m1[b] / count[b] for b in range(n_b) if count[b]) / unit
    ex2 = sum(given[b] / total * m2[b] / count[b] for b in range(n_b) if count[b]) / unit ** 2
    var = sum((given[b] / total) ** 2 * (m4[b] / count[b] - (m2[b] / count[b]) ** 2)
              / count[b] for b in range(n_b) if count[b]) / unit ** 4
    ex4 = sum(given[b] / total * m4[b] / count[b] for b in range(n_b) if count[b]) / unit ** 4
    std = math.sqrt(max(ex2 - mean * mean, 0.0))
    table, sheet = (1.96 * math.sqrt(max(v, 0.0)) / (2 * std * std) if std else 0.0
                    for v in (var, (ex4 - ex2 * ex2) / sheet_rounds))
    return table, sheet

def rounding_sources(pays, buckets, wins, probs, bet, cost, top=6) -> dict:
    """Where rounding to 0.1x costs the table's RTP: each engine win's change (pay - win)
    times its probability in the post-stratified table with even weights, summed by the win
    (multiples of the bet): the ones that cost or give most, and the totals rounded down and
    up (percentage points of return per unit of cost)."""
    n_b = len(probs)
    count = [0] * n_b
    for b in buckets:
        count[b] += 1
    live = [b for b in range(n_b) if probs[b] and count[b]]
    mass = sum(probs[b] for b in live)
    seen: dict = {}                         # (win, pay, bucket): rows
    for pay, b, win in zip(pays, buckets, wins):
        if probs[b] and win * 100 != pay * bet:
            seen[win, pay, b] = seen.get((win, pay, b), 0) + 1
    by_win: dict = {}
    for (win, pay, b), rows in seen.items():
        exact = Fraction(win * 100, bet)
        q = probs[b] / mass * Fraction(rows, count[b])
        got = by_win.setdefault(exact, [Fraction(0), Fraction(0), pay])
        got[0] += q
        got[1] += q * (pay - exact)
    unit = 100 * cost
    ranked = sorted(by_win.items(), key=lambda kv: kv[1][1])
    rows = [{"win_x": float(win / 100), "pays_x": pay / 100, "rounds": float(q),
             "pp": float(change / unit * 100)} for win, (q, change, pay) in ranked]
    return {"down_pp": sum(r["pp"] for r in rows if r["pp"] < 0),
            "up_pp": sum(r["pp"] for r in rows if r["pp"] > 0),
            "most_down": rows[:top], "most_up": rows[::-1][:top]}

def even_means(pays, buckets, wins, probs, bet) -> tuple:
    """Mean pay (hundredths of the bet) of the post-stratified table with even weights in
    each bucket: at the engine's exact wins, and at the rounded pays."""
    n = len(probs)
    count, exact, paid = [0] * n, [Fraction(0)] * n, [0] * n
    for pay, b, win in zip(pays, buckets, wins):
        count[b] += 1
        exact[b] += Fraction(win * 100, bet)
        paid[b] += pay
    live = [b for b in range(n) if probs[b] and count[b]]
    mass = sum(probs[b] for b in live)
    return (sum(probs[b] / mass * exact[b] / count[b] for b in live),
            sum(probs[b] / mass * Fraction(paid[b], count[b]) for b in live))
