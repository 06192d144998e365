"""Importance sampling for the tail (engine/tools/tilt.py) and the replay that uses it."""
import math
from fractions import Fraction

import pytest

from engine.errors import EngineError
from engine.rng import FairRng, WeightTable
from engine.tools.simulate import simulate
from engine.tools import replay
from engine.tools.tilt import Tilted, TiltedRng, parse_tilt
from variants import variant_path

SBX = "sweet-bonanza-xmas"
TABLE = WeightTable(["a", "b", "x100"], [70, 29, 1])


def test_the_weights_undo_the_tilt_exactly():
    """Summed over every outcome of one draw, q(item) x ratio(item) is p(item): so the
    weighted mean of any f under the tilted table is its mean under the true one."""
    t = Tilted(TABLE, {"x100": 8})
    assert t.table.weights == (70, 29, 8)
    for item, w in zip(TABLE.items, TABLE.weights):
        q = Fraction(t.table.weights[TABLE.items.index(item)], t.table.total)
        assert q * Fraction(t.ratio[item]).limit_denominator(10**9) == Fraction(w, TABLE.total)


def test_nothing_is_tilted_before_the_fork():
    plain, tilted = FairRng.from_seed(3, 1), TiltedRng(FairRng.from_seed(3, 1), {"x100": 50})
    assert [plain.pick(TABLE) for _ in range(200)] == [tilted.pick(TABLE) for _ in range(200)]
    assert plain.pick_many(TABLE, 30) == tilted.pick_many(TABLE, 30)
    assert tilted.weight == 1.0 and tilted.nonce == plain.nonce


def test_after_the_fork_the_weighted_count_estimates_the_true_chance():
    """P(at least one x100 in 20 draws) is 1 - 0.99^20; tilted 10 times it is seen in most
    plays, and the weighted count lands on the true figure."""
    truth = 1 - 0.99 ** 20
    n, total, total_sq, seen = 4000, 0.0, 0.0, 0
    for nonce in range(n):
        rng = TiltedRng(FairRng.from_seed(5, nonce), {"x100": 10})
        rng.fork("tail")
        hit = "x100" in rng.pick_many(TABLE, 10) + [rng.pick(TABLE) for _ in range(10)]
        seen += hit
        total += rng.weight * hit
        total_sq += (rng.weight * hit) ** 2
    mean = total / n
    half = 1.96 * math.sqrt(total_sq / n - mean * mean) / math.sqrt(n)
    assert seen > n / 2                         # the tilt shows the rare event often
    assert abs(mean - truth) < half, (mean, half, truth)
    assert half < 0.2 * truth                   # and pins it far better than a plain count


def test_a_tilt_is_written_item_equals_a_whole_factor():
    assert parse_tilt(["x100=8", "heart=2"]) == {"x100": 8, "heart": 2}
    for bad in ("x100", "x100=0", "x100=1.5", "=3"):
        with pytest.raises(EngineError, match="ITEM=FACTOR"):
            parse_tilt([bad])


@pytest.mark.slow
def test_the_tilted_replay_agrees_with_a_plain_run(tmp_path):
    """A cap low enough (600x) that a plain run of bought features sees it often: the
    importance-sampled estimate must agree with the plain count, its mean weight must be
    near 1, and its first plays must be the plain run's rounds."""
    path = variant_path(SBX, tmp_path, lambda c: c.__setitem__("max_win", 600))
    plain = simulate(SBX, 3000, "buy", seed=11, workers=2, path=path)
    lo, hi = plain["max_win_rate_ci95"]
    assert plain["max_win_rounds"] >= 30
    r = replay.run(SBX, 300, "free_spins", 8, "buy", seed=12, workers=2, path=path,
                   tilt={"x100": 4, "x50": 2})
    rlo, rhi = r["cap"]["rate_ci95"]
    assert rlo < hi and lo < rhi, (plain["max_win_rate"], r["cap"])
    assert r["mean_weight"] == pytest.approx(1, abs=0.1)
    assert r["tilt"] == {"x100": 4, "x50": 2}
    same = simulate(SBX, 300, "buy", seed=12, path=path)
    assert r["cap"]["plain_rounds"] == same["max_win_rounds"]
    assert "mean weight" in replay.format_report(r)


@pytest.mark.slow
def test_the_par_sheet_can_estimate_the_cap_with_a_tilt():
    """`par --tilt`: the sheet's cap replays are tilted and say so, with their mean weight,
    and the command that reproduces the sheet carries the tilt."""
    from engine.tools import par
    from engine.games import load_game
    from engine.tools.runner import Backend
    game = load_game(SBX)
    plain = simulate(SBX, 60, "buy", seed=3)
    cap = par.cap_estimate(game, "buy", (), plain, 60, 3, Backend.local(1), 4, None,
                           tilt={"x100": 3})
    assert cap["replayed"]["tilt"] == {"x100": 3}
    assert "importance sampling" in cap["method"] and "x100 x3" in cap["method"]
    assert 0.5 < cap["replayed"]["mean_weight"] < 1.5
    assert "--tilt x100=3" in par.command(game, 60, 3, 4, 100, None, {}, {"x100": 3})
