"""The exported table is the sheet's game in spread, not only in return (issue 50): the search
keeps real rounds of every bucket from 100x up, each bucket leans to its own average in the
sheet, and the table's std and each bucket's share of return hold against the sheet,
recomputed here from the files alone."""
import math
from fractions import Fraction

import pytest

pytest.importorskip("zstandard", reason="the export extra: pip install -e '.[export]'")

from engine.tools import export                                    # noqa: E402
from engine.tools.export import search as export_search            # noqa: E402
from engine.games import load_game                           # noqa: E402
from engine.parsheet import committed                        # noqa: E402
from engine.buckets import bucket, bucket_names  # noqa: E402
from engine.tools.simulate import proportion_ci  # noqa: E402


def test_each_bucket_leans_to_its_mean_in_the_sheet_and_the_rest_by_its_variance():
    """With the sheet's means, every bucket's weighted mean is its aim plus a share of what
    is left to the target in proportion to p E[pay^2 | b] - (p mean)^2; without them, the
    rows' own means stand in. Each bucket's weight stays its probability, every weight >= 0,
    and the target is met exactly."""
    pays = [0, 0, 0, 20, 50, 80, 110, 150, 190, 200, 300, 400]
    buckets = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]
    probs = [Fraction(1, 2), Fraction(3, 10), Fraction(3, 20), Fraction(1, 20)]
    bounds = [(0, 0), (0, 100), (100, 200), (200, 500)]
    means = [None, Fraction(55), Fraction(145), Fraction(290)]
    total = 10 ** 18

    def mean_of(w, b):
        rows = [(x, y) for x, y, bb in zip(w, pays, buckets) if bb == b]
        return Fraction(sum(x * y for x, y in rows), sum(x for x, _ in rows))

    aimed = sum(p * m for p, m in zip(probs[1:], means[1:]))
    for target in (aimed, aimed + 2):
        got = export.weights(pays, buckets, probs, bounds, target, means, total=total)
        w = list(got["weights"])
        assert got["reached"] and min(w) >= 0
        for b, p in enumerate(probs):
            assert sum(x for x, bb in zip(w, buckets) if bb == b) == int(total * p)
        assert abs(Fraction(sum(x * y for x, y in zip(w, pays)), sum(w)) - target) \
            < Fraction(1, 10 ** 12)
        spread = {}
        for b in (1, 2, 3):
            sq = Fraction(sum(y * y for y, bb in zip(pays, buckets) if bb == b), 3)
            own = Fraction(sum(y for y, bb in zip(pays, buckets) if bb == b), 3)
            spread[b] = probs[b] * sq - (probs[b] * own) ** 2
        for b in (1, 2, 3):
            moved = (target - aimed) * spread[b] / sum(spread.values())
            assert abs(probs[b] * (mean_of(w, b) - means[b]) - moved) < Fraction(1, 10 ** 12)
    # no sheet means: the rows' own, the whole gap spread by variance (the bucket of 200-400
    # moves most)
    own = export.weights(pays, buckets, probs, bounds, Fraction(55), total=total)
    moves = [probs[b] * (mean_of(list(own["weights"]), b) - Fraction(sum(
        y for y, bb in zip(pays, buckets) if bb == b), 3)) for b in (1, 2, 3)]
    assert own["reached"] and moves[2] > moves[1] > moves[0] > 0
    # an aim no lean can reach is clamped, the rest goes to the others, and it says so
    far = export.weights(pays, buckets, probs, bounds, Fraction(62),
                         [None, Fraction(99), Fraction(145), Fraction(290)], total=total)
    assert far["reached"] and min(far["weights"]) >= 0
    assert far["leans"][1] == export.weights(pays, buckets, probs, bounds, Fraction(1000),
                                             total=total)["leans"][1] > 0
    assert not export.weights(pays, buckets, probs, bounds, Fraction(1000), total=total)[
        "reached"]


def test_the_search_wants_rows_of_every_bucket_from_100x_up():
    """A bucket from 100x up that the plain run holds fewer than `keep` of is topped up to
    `keep`, or to keep x (s / SPREAD_SHARE)^2 where it carries a share s of the sheet's
    E[pay^2] (Sweet Bonanza Xmas's base 1000-5000x: s = 0.49); one below 100x, or the cap,
    needs one round; a bucket rarer than 1 in 100 million none."""
    game = load_game("sweet-bonanza-xmas")
    names = bucket_names(game.cap_multiple)
    section = committed(game)["sections"][0]
    probs, means = export.targets(section), export.sheet_means(section, 200)
    have = [1] * len(names)
    have[names.index("100-500x")] = 43
    have[names.index("500-1000x")] = 51
    have[names.index("50-100x")] = 0
    have[names.index("cap")] = 0
    want = {names[b]: k for b, k in export.needs(game, 200, probs, have, 50, means).items()}
    assert want == {"50-100x": 1, "100-500x": 7, "1000-5000x": 154, "cap": 1}
    second = [p * (m or 0) ** 2 for p, m in zip(probs, means[:-1])] + [probs[-1] * 500_000 ** 2]
    share = second[names.index("1000-5000x")] / sum(second)
    assert 0.45 < share < 0.55 and 155 == math.ceil(50 * (share / export.SPREAD_SHARE) ** 2)
    assert {names[b]: k for b, k in export.needs(game, 200, probs, have, 5, means).items()
            } == {"50-100x": 1, "1000-5000x": 15, "cap": 1}
    probs[names.index("50-100x")] = Fraction(1, 200_000_000)
    assert "50-100x" not in {names[b] for b in export.needs(game, 200, probs, have)}
    # the bought Santa's Wonderland million: its plain rounds hold what its sheet's buckets
    # from 100x up need (5000-7500x: 96 of 50), so its search is the 1-2x one it was before
    santa = load_game("santas-wonderland")
    buy = next(s for s in committed(santa)["sections"] if s["mode"] == "buy")
    probs, means = export.targets(buy), export.sheet_means(buy, 200)
    labels = bucket_names(santa.cap_multiple)
    expected = [round(p * 1_000_000) for p in probs]
    expected[labels.index("1-2x")] = 0          # 1 in 580,000: seed 38's million had none
    assert {labels[b]: k for b, k in export.needs(santa, 200, probs, expected, 50, means).items()
            } == {"1-2x": 1}


def test_a_search_for_a_buckets_inside_plays_its_rounds_in_full(tmp_path, monkeypatch):
    """While any bucket but the cap is wanted, no round is cut at its first screen (the rows
    kept are then a fair sample of their bucket); once only the cap is, the scatter cut may
    apply (a cap is a point: any of its rounds is as good as another)."""
    seen = []
    real = export_search._imap

    def spying(tasks, workers):
        tasks = list(tasks)
        seen.extend((t[6], t[-1], sorted(t[3][0][1] or ())) for t in tasks)
        return real(tasks, workers)
    monkeypatch.setattr(export_search, "_imap", spying)
    names = bucket_names(load_game("sweet-bonanza-xmas").cap_multiple)
    top = len(names) - 1
    for wanted, short in (({names.index("100-500x"): 3, top: 1}, 0), ({top: 1}, 3)):
        seen.clear()
        monkeypatch.setattr(export_search, "needs", lambda *args, w=wanted: dict(w))
        export.export("sweet-bonanza-xmas", tmp_path / str(short), rounds=100, search=300,
                      modes=["base"])
        searched = [(cut, want) for client, cut, want in seen if client == export.SEARCH]
        assert searched and all(cut == short for cut, _ in searched)


# --- each game at small rounds, against its sheet ---------------------------------------------

def _rows(folder, name):
    """(weight, pay, engine bucket) of each row, the bucket from the book's own win."""
    table = {i: (w, pay) for i, w, pay in export.read_table(folder / f"lookUpTable_{name}_0.csv")}
    out = []
    for book in export.read_books(folder / f"books_{name}.jsonl.zst"):
        w, pay = table[book["id"]]
        out.append((w, pay, book["proof"]["win"], book["proof"]["bet"]))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("game_id, mode, rounds, search", [
    ("sweet-bonanza-xmas", "base", 10_000, 150_000),
    ("sweet-bonanza-xmas", "ante", 10_000, 80_000),
    ("sweet-bonanza-xmas", "buy", 1000, 0),
    ("midnight-princess", "base", 20_000, 200_000),
    ("santas-wonderland", "base", 10_000, 200_000),
    ("santas-wonderland", "buy", 2500, 0),
])
def test_each_games_export_is_its_sheet_in_spread(tmp_path, game_id, mode, rounds, search):
    """Each mode of each game exported at small rounds, its search bounded short of the cap
    (none in the buys, whose plain rounds hold every bucket from 100x up), the tolerances
    the default export meets scaled to this one's rows. From the files alone: the table's
    std within STD_TOLERANCE x sqrt(default rows / rows) of the sheet's, over the buckets
    from 100x up that carry a tenth of E[pay^2] or more (needs() gives the default rows);
    each bucket's share of return inside the 95% interval of the sheet's and of the table's
    rows together; the lean taking no bucket's share of rounds at its pay further from the
    sheet's than rounding left it, past the same two intervals of that share."""
    game = load_game(game_id)
    cap = game.cap_multiple
    sheet = committed(game)
    report = export.export(game_id, tmp_path / "x", rounds=rounds, seed=3, search=search,
                           modes=[mode], keep=2)
    sections = [s for s in sheet["sections"] if s["mode"] == mode]
    assert [e["name"] for e in report["modes"]] == [export.mode_name(s) for s in sections]
    for section, entry in zip(sections, report["modes"]):
        name, cost, bet = entry["name"], Fraction(game.modes[section["mode"]]), entry["bet"]
        rows = _rows(tmp_path / "x", name)
        probs, means = export.targets(section), export.sheet_means(section, bet)
        n_b, n = len(probs), section["report"]["rounds"]
        total = sum(w for w, *_ in rows)
        weight, ret, paid, sq, count = ([0] * n_b for _ in range(5))
        paid_table, paid_even = [0] * n_b, [Fraction(0)] * n_b
        for w, pay, win, _ in rows:
            b = bucket(win, bet, cap) % n_b
            weight[b] += w
            ret[b] += w * pay
            paid[b] += pay
            sq[b] += pay * pay
            count[b] += 1
        for w, pay, win, _ in rows:
            b, to = bucket(win, bet, cap) % n_b, bucket(pay, 100, cap) % n_b
            paid_table[to] += w
            paid_even[to] += Fraction(weight[b], count[b])
        # the std against the sheet's, the tolerance scaled to the rows of the buckets
        # carrying the spread
        default = export.needs(game, bet, probs, [0] * n_b, export.KEEP, means)
        second = [p * (m or 0) ** 2 for p, m in zip(probs, means)]
        carrying = [b for b, k in default.items() if k > 1 and second[b] >= sum(second) / 10]
        assert carrying and all(count[b] >= 2 for b in carrying), name
        scale = max(math.sqrt(default[b] / count[b]) for b in carrying)
        mean = Fraction(sum(w * pay for w, pay, *_ in rows), total * 100) / cost
        assert abs(mean - Fraction(repr(section["rtp"]["rtp"]))) <= Fraction(5, 10_000)
        ex2 = Fraction(sum(w * pay * pay for w, pay, *_ in rows), total * 10_000) / cost ** 2
        std = math.sqrt(ex2 - mean * mean)
        assert abs(std / section["report"]["std"] - 1) <= export.STD_TOLERANCE * scale, \
            (name, std, scale)
        # each bucket's share of return, and of rounds at their pays
        unit = float(100 * cost)
        for b in range(n_b - 1):            # the cap: a point, held by its odds elsewhere
            if count[b] < 2:                # too thin at this size to say: a bucket of
                assert probs[b] * rounds < 5, (name, b)     # which the plain rounds expect
                continue                                    # fewer than 5
            sheet_return = probs[b] * means[b] / (100 * cost)
            table_return = Fraction(ret[b], total * 100) / cost
            m2, m1 = Fraction(sq[b], count[b]), Fraction(paid[b], count[b])
            v_sheet = (probs[b] * m2 - (probs[b] * means[b]) ** 2) / n
            v_rows = probs[b] ** 2 * (m2 - m1 * m1) / (count[b] - 1)
            half = 1.96 * math.sqrt(v_sheet + v_rows) / unit
            assert abs(float(table_return - sheet_return)) <= half, (name, b)
        for b in range(n_b):
            if not probs[b]:
                continue
            ci = (float(probs[b]) - proportion_ci(round(probs[b] * n), n)[0]
                  + float(probs[b]) - proportion_ci(round(probs[b] * len(rows)), len(rows))[0])
            away = abs(Fraction(paid_table[b], total) - probs[b])
            rounded = abs(paid_even[b] / total - probs[b])
            assert away <= rounded + Fraction(ci), (name, b)
