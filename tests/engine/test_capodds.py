"""The cap's odds averaged over the baubles' values (engine/tools/capodds.py)."""
import itertools
import math
from fractions import Fraction

import pytest

from engine.tools import capodds
from engine.tools.capodds import SumTail
from variants import variant_path

SBX = "sweet-bonanza-xmas"


def test_the_sum_tail_is_what_enumeration_counts():
    weights = {2: 3, 5: 1, 100: 1}
    tail = SumTail(weights)
    total = sum(weights.values())
    for n in range(4):
        outcomes = list(itertools.product(weights, repeat=n))
        for t in (0, 1, 4, 7, 102, 105, 200, 201, 300, 301):
            exact = sum(Fraction(math.prod(weights[v] for v in o), total ** n)
                        for o in outcomes if sum(o) >= t)
            assert math.isclose(tail.at_least(n, t), float(exact), abs_tol=1e-12), (n, t)


@pytest.mark.slow
@pytest.mark.parametrize("cap", [150, 600])
def test_the_estimate_agrees_with_a_plain_count_on_a_cap_low_enough_to_see(tmp_path, cap):
    """On a 600x cap about 1 play in 40 is capped, on 150x 1 in 6: the averaged odds of the
    same plays must agree with their count. Deciding with the values the estimate averages
    over (a play capped by its chosen sequence's own values counted as certain) read 4.1%
    against 2.5% at 600x; leaving out the rest of the play's win read 13.7% against 17.7%
    at 150x."""
    path = variant_path(SBX, tmp_path, lambda c: c.__setitem__("max_win", cap))
    r = capodds.run(SBX, 4000, seed=5, workers=2, path=str(path))
    plain = r["plain_capped"] / r["plays"]
    assert r["plain_capped"] >= 50
    se_plain = math.sqrt(plain * (1 - plain) / r["plays"])
    se_est = (r["p_cap_ci95"][1] - r["p_cap_ci95"][0]) / (2 * 1.96)
    assert abs(r["p_cap"] - plain) < 2.5 * math.hypot(se_plain, se_est), (r["p_cap"], plain)
    assert se_est < se_plain            # the point of it: a tighter figure from the same plays


@pytest.mark.slow
def test_the_same_figures_whatever_the_workers(tmp_path):
    path = variant_path(SBX, tmp_path, lambda c: c.__setitem__("max_win", 900))
    one = capodds.run(SBX, 1200, seed=8, workers=1, path=str(path))
    two = capodds.run(SBX, 1200, seed=8, workers=2, path=str(path))
    assert one == two and one["plain_capped"] > 0


def test_a_game_without_free_multiplier_values_is_refused_in_one_line(capsys):
    assert capodds.main(["--game", "midnight-princess", "--plays", "5"]) == 2
    err = capsys.readouterr().err
    assert "drawn apart from the play" in err and err.count("\n") == 1
    assert capodds.main(["--game", SBX, "--plays", "0"]) == 2


def test_its_plays_are_the_feature_tools_plays():
    from engine.tools import feature
    odds = capodds.run(SBX, 600, seed=3, workers=1)
    alone = feature.run(SBX, 600, seed=3, workers=1)
    assert odds["mean_x"] == alone["mean_x"] and odds["largest_x"] == alone["largest_x"]
