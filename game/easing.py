"""Every easing curve the client moves things by, in one typed catalogue, and the one progress
helper every timed thing reads its place with (Arcade's anim/easing.py is the model).

A timed thing never writes its own start/end arithmetic: it asks `progress(now, start,
duration)` for how far it is (0..1, clamped) and shapes that with a curve of `Ease`:

    scale = Ease.OUT_BACK(progress(seconds, begins, 0.35))
"""
import math
from collections.abc import Callable
from enum import Enum


def clamp(t: float, low: float = 0.0, high: float = 1.0) -> float:
    return min(high, max(low, t))


def progress(now: float, start: float, duration: float) -> float:
    """How far a thing that starts at `start` and lasts `duration` is at `now`: 0 before it,
    1 after it (a zero duration is done at its start)."""
    if duration <= 0:
        return 1.0 if now >= start else 0.0
    return clamp((now - start) / duration)


def linear(t: float) -> float:
    return t


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def out_back(t: float, overshoot: float = 1.3) -> float:
    """Passes 1 by a little and settles back (a thing stamped or popped in)."""
    t -= 1
    return 1 + t * t * ((overshoot + 1) * t + overshoot)


def in_out_sine(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * clamp(t))


def in_quad(t: float) -> float:
    return t * t


class Ease(Enum):
    """The curves by name: `Ease.OUT_BACK(t)` (extra arguments go to the curve: its
    overshoot)."""
    LINEAR = "linear"
    OUT_CUBIC = "out_cubic"
    OUT_BACK = "out_back"
    IN_OUT_SINE = "in_out_sine"
    IN_QUAD = "in_quad"

    def __call__(self, t: float, *shape: float) -> float:
        return CURVES[self](t, *shape)


CURVES: dict[Ease, Callable[..., float]] = {
    Ease.LINEAR: linear, Ease.OUT_CUBIC: out_cubic, Ease.OUT_BACK: out_back,
    Ease.IN_OUT_SINE: in_out_sine, Ease.IN_QUAD: in_quad,
}
