"""One typed easing catalogue and one progress helper (issue 36, 3): every curve maps 0 to 0
and 1 to 1, progress is clamped, and the steps read their timing through them."""
from pathlib import Path

import pytest

from game.easing import CURVES, Ease, progress

STEPS = Path(__file__).resolve().parents[2] / "game" / "board" / "steps.py"


@pytest.mark.parametrize("ease", list(Ease))
def test_every_curve_runs_from_0_to_1(ease):
    assert ease in CURVES
    assert ease(0.0) == pytest.approx(0.0, abs=1e-9) and ease(1.0) == pytest.approx(1.0)


def test_progress_is_clamped_and_counts_from_its_start():
    assert progress(0.5, 1.0, 2.0) == 0.0
    assert progress(2.0, 1.0, 2.0) == 0.5
    assert progress(9.0, 1.0, 2.0) == 1.0
    assert progress(1.0, 1.0, 0.0) == 1.0 and progress(0.9, 1.0, 0.0) == 0.0


def test_the_out_back_curve_passes_its_end_and_settles():
    assert max(Ease.OUT_BACK(t / 100, 1.6) for t in range(101)) > 1.0


def test_the_steps_time_themselves_through_the_catalogue():
    source = STEPS.read_text()
    assert "progress(" in source and "Ease." in source
    assert "min(1.0, max(0.0" not in source and "clamp01" not in source
