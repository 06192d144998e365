"""Free spins played alone (engine/tools/feature.py), the tuning tool of engine/MATH.md."""
import pytest

from engine.tools.simulate import simulate
from engine.tools import feature


@pytest.mark.slow
def test_the_same_plays_whatever_the_workers():
    one = feature.run("midnight-princess", 300, ("storm",), seed=3, workers=1)
    two = feature.run("midnight-princess", 300, ("storm",), seed=3, workers=2)
    assert one == two and one["mean_x"] > 0 and one["tail"][0]["rate"] > 0


@pytest.mark.slow
def test_alone_the_free_spins_are_worth_what_they_pay_inside_a_round():
    """A bought round is a spin and then the same free spins: their means must agree."""
    alone = feature.run("sweet-bonanza-xmas", 1500, seed=5, workers=2)
    bought = simulate("sweet-bonanza-xmas", 1500, "buy", seed=6, workers=2)
    inside = bought["features"]["free_spins"]["avg_pay_x"]
    lo, hi = alone["mean_ci95_x"]
    half = (hi - lo) / 2
    assert abs(inside - alone["mean_x"]) < 2.5 * half, (inside, alone["mean_x"], half)


def test_errors_are_one_line(capsys):
    assert feature.main(["--game", "santas-wonderland", "--plays", "5"]) == 2
    assert "depends on the screen" in capsys.readouterr().err
    assert feature.main(["--game", "midnight-princess", "--plays", "5", "--choice", "moon"]) == 2
    assert feature.main(["--game", "sweet-bonanza-xmas", "--plays", "0"]) == 2
    assert capsys.readouterr().err.count("\n") == 2
