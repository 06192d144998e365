"""One easing module (issue 36, 3; issue 47, 4): every curve maps 0 to 0 and 1 to 1, progress
is clamped, `ease` moves a value between two times, the curves give the values the inline
copies they replaced gave, and no other module of game/ writes a curve of its own."""
import ast
import math
from pathlib import Path

import pytest

from game.window.easing import (Ease, drop, ease, flip, hops, lerp, out_quad_inverse, progress,
                                pulse, punch, shake, wave)
from game.window.ui.keyart import SWAY_PERIOD, SWAY_STEPS, KeyArt

GAME = Path(__file__).resolve().parents[2] / "game"
STEPS = GAME / "window" / "board" / "steps.py"
SAMPLES = [i / 97 for i in range(98)] + [0.5, 1 / 3, 0.999999]


@pytest.mark.parametrize("curve", list(Ease))
def test_every_curve_runs_from_0_to_1(curve):
    assert callable(curve.value)
    assert curve(0.0) == pytest.approx(0.0, abs=1e-9) and curve(1.0) == pytest.approx(1.0)


def test_progress_is_clamped_and_counts_from_its_start():
    assert progress(0.5, 1.0, 2.0) == 0.0
    assert progress(2.0, 1.0, 2.0) == 0.5
    assert progress(9.0, 1.0, 2.0) == 1.0
    assert progress(1.0, 1.0, 0.0) == 1.0 and progress(0.9, 1.0, 0.0) == 0.0


def test_ease_moves_from_a_to_b_between_two_times_along_its_curve():
    assert lerp(10, 20, 0.25) == 12.5
    assert ease(10, 20, 1.0, 3.0, 0.0) == 10 and ease(10, 20, 1.0, 3.0, 9.0) == 20
    assert ease(10, 20, 1.0, 3.0, 2.0) == 15
    assert ease(0, 8, 0, 2, 1, Ease.OUT_CUBIC) == 8 * Ease.OUT_CUBIC(0.5) == 7.0
    assert ease(0, 1, 0, 1, 0.5, Ease.OUT_BACK, 1.6) == Ease.OUT_BACK(0.5, 1.6)


def test_the_out_back_curve_passes_its_end_and_settles():
    assert max(Ease.OUT_BACK(t / 100, 1.6) for t in range(101)) > 1.0


def test_the_curves_give_exactly_what_the_inline_copies_they_replaced_gave():
    """The board's iris, the big win's count-up and its tier times, the key art's jump and
    shudder (their old inline formulas, compared to the last bit: the frames are unchanged)."""
    for t in SAMPLES:
        assert Ease.OUT_CUBIC(t) == 1 - (1 - t) ** 3
        assert Ease.OUT_QUAD(t) == 1 - (1 - t) ** 2
        assert out_quad_inverse(t) == 1 - (1 - t) ** 0.5
        assert out_quad_inverse(Ease.OUT_QUAD(t)) == pytest.approx(t)
        assert 16 * hops(t, 3) == abs(math.sin(t * math.pi * 3)) * 16 * (1 - t)
        assert shake(t * 1.7, t, 42, 6) == math.sin(t * 1.7 * 42) * 6 * (1 - t)
        assert flip(t) == abs(math.cos(t * math.pi))


def test_the_key_arts_sway_leans_at_each_frame_as_its_own_sine_did():
    """The sway is now a wave a quarter period on: over ten minutes of frames, the lean picked
    is the one the old (sin + 1) / 2 picked."""
    art = KeyArt(None, (0, 0, 10, 10))
    for frame in range(36_000):
        art.time = frame / 60
        k = (math.sin(art.time * 2 * math.pi / SWAY_PERIOD) + 1) / 2
        assert art.lean() == min(SWAY_STEPS - 1, int(k * SWAY_STEPS))


def test_the_tweens_land_where_they_say():
    assert punch(0) == 1 and punch(1) == 1 and max(punch(t / 50) for t in range(51)) > 1.2
    assert drop(0, -3, 2) == -3 and drop(1, -3, 2) == 2
    assert max(drop(t / 50, -3, 2) for t in range(51)) > 2          # passes its place
    assert wave(0, 2) == 0 and wave(1, 2) == 1 and pulse(0.35 / 2) == pytest.approx(1.1)


def test_the_steps_time_themselves_through_the_catalogue():
    source = STEPS.read_text()
    assert "progress(" in source and "Ease." in source
    assert "min(1.0, max(0.0" not in source and "clamp01" not in source


def curves_written_in(tree: ast.AST) -> list[str]:
    """Where a module writes an easing curve of its own, by its known shapes: an out-power
    curve `1 - (1 - t) ** n` (or its inverse), a sine or cosine of a fraction of a turn
    (pi or tau: a wave, a bounce, a flip), or a module function named as one of easing's."""
    import game.window.easing
    named = {name for name, value in vars(game.window.easing).items()
             if callable(value) and getattr(value, "__module__", "") == "game.window.easing"}
    found = []
    for node in ast.walk(tree):
        where = f"line {getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) \
                and isinstance(node.left, ast.Constant) and node.left.value == 1 \
                and isinstance(node.right, ast.BinOp) and isinstance(node.right.op, ast.Pow) \
                and isinstance(node.right.left, ast.BinOp) \
                and isinstance(node.right.left.op, ast.Sub) \
                and isinstance(node.right.left.left, ast.Constant) \
                and node.right.left.left.value == 1:
            found.append(f"{where}: 1 - (1 - t) ** n")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in ("sin", "cos") \
                and any(isinstance(inner, ast.Attribute) and inner.attr in ("pi", "tau")
                        for arg in node.args for inner in ast.walk(arg)):
            found.append(f"{where}: {node.func.attr} of a part of a turn")
    found += [f"line {node.lineno}: def {node.name}" for node in getattr(tree, "body", ())
              if isinstance(node, ast.FunctionDef) and node.name in named]    # not a method
    return found


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_no_module_of_the_client_but_easing_writes_a_curve():
    offenders = {str(path.relative_to(GAME)): found for path in sorted(GAME.rglob("*.py"))
                 if path.name != "easing.py"
                 and (found := curves_written_in(ast.parse(path.read_text())))}
    assert offenders == {}


def test_the_curve_finder_finds_the_shapes_it_looks_for():
    assert len(curves_written_in(ast.parse(
        "a = 1 - (1 - t) ** 3\n"
        "b = x - c * (1 - (1 - part) ** 0.5)\n"
        "c = (math.sin(t * 2 * math.pi / P) + 1) / 2\n"
        "def wave(s, p):\n    return 0\n"
        "d = math.sin(angle) * r + (1 - k) ** 2\n"))) == 4      # the last is geometry
