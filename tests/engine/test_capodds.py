"""The cap's odds averaged over the baubles' values (engine/tools/capodds.py)."""
import itertools
import json
import math
from fractions import Fraction

import pytest

from engine.errors import EngineError
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


def test_a_game_without_free_multiplier_values_is_counted_and_one_without_a_feature_alone_refused(
        capsys):
    """Midnight Princess's multipliers are the play's own: its free spins are counted (the
    strata need their sums all the same); Santa's Wonderland's feature cannot be played
    alone. Asked for the estimate over the values only, a counted game is refused."""
    assert capodds.main(["--game", "midnight-princess", "--choice", "storm", "--plays", "5",
                         "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert not r["averaged"] and r["choices"] == ["storm"] and r["alone"]["weight"] == 1
    assert r["mean_averaged_x"] == r["mean_x"]
    with pytest.raises(EngineError, match="drawn apart from the play"):
        capodds.run("midnight-princess", 5)
    for argv in (["--game", "santas-wonderland", "--plays", "5"],
                 ["--game", SBX, "--plays", "0"]):
        assert capodds.main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("error:") and err.count("\n") == 1


@pytest.mark.slow          # a statistical run: 1.4 s of CPU
def test_the_steps_of_the_tail_agree_with_plain_counts(tmp_path):
    """Every step of the tail is averaged like the cap: on steps low enough to count, the
    averaged odds and the plain counts of the same plays agree, and each step is rarer."""
    r = capodds.run(SBX, 3000, seed=9, workers=2, at=[200, 500, 1000])
    odds = [s["p"] for s in r["steps"]]
    assert odds == sorted(odds, reverse=True) and [s["at_least_x"] for s in r["steps"]] == \
        [200, 500, 1000]
    for s in r["steps"][:2]:
        plain = s["plain"] / r["plays"]
        se_plain = math.sqrt(plain * (1 - plain) / r["plays"])
        se = (s["p_ci95"][1] - s["p_ci95"][0]) / (2 * 1.96)
        assert abs(s["p"] - plain) < 3 * math.hypot(se, se_plain), s


@pytest.mark.slow          # a statistical run: 2.3 s of CPU
def test_the_mean_over_the_values_agrees_with_the_plain_mean_and_is_sharper():
    """The feature's mean with each sequence's baubles at their mean value: the same figure
    as the plays' plain mean within the noise, on a smaller spread (the cap, 5,000x, is
    seldom near). Taking the values' mean without their weights read 231.8x against the plain
    84.6x."""
    r = capodds.run(SBX, 4000, seed=12, workers=2)
    se = (r["mean_averaged_ci95_x"][1] - r["mean_averaged_ci95_x"][0]) / (2 * 1.96)
    se_plain = r["std_x"] / math.sqrt(r["plays"])
    assert abs(r["mean_averaged_x"] - r["mean_x"]) < 3 * math.hypot(se, se_plain)
    assert r["std_averaged_x"] < 0.85 * r["std_x"]


@pytest.mark.slow          # a run three times: 1.3 s of CPU
def test_pieces_of_a_run_merge_into_the_whole_run():
    whole = capodds.run(SBX, 1500, seed=4)
    pieces = [capodds.run(SBX, 700, seed=4, first=0), capodds.run(SBX, 800, seed=4, first=700)]
    merged = capodds.merge(pieces[::-1])
    assert merged["alone"] == whole["alone"] and merged["p_cap"] == whole["p_cap"]
    assert merged["mean_x"] == whole["mean_x"] and merged["plays_from"] == [0, 1500]
    with pytest.raises(EngineError, match="not of one run"):
        capodds.merge([pieces[0], capodds.run(SBX, 800, seed=5, first=700)])


def test_its_plays_are_the_feature_tools_plays():
    from engine.tools import feature
    odds = capodds.run(SBX, 600, seed=3, workers=1)
    alone = feature.run(SBX, 600, seed=3, workers=1)
    assert odds["mean_x"] == alone["mean_x"] and odds["largest_x"] == alone["largest_x"]
