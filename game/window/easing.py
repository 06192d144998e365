"""Every curve the client moves things by, in this one module (Arcade's anim/easing.py is the
model): a timed thing never writes its own shape or start/end arithmetic.

Three kinds, each defined once:
- the curves of `Ease`, each member carrying its function (0 -> 0, 1 -> 1; extra arguments
  shape it: OUT_BACK's overshoot). `ease(a, b, start, end, t, Ease.OUT_CUBIC)` moves a value
  from a to b between two times; `progress(now, start, duration)` is how far (0..1, clamped);
  `lerp` the straight line between two values:

      scale = Ease.OUT_BACK(progress(seconds, begins, 0.35))
      rise = ease(0, 30, 0, RISE, age, Ease.OUT_CUBIC)

- tweens that leave and come back (over t = 0..1): `punch` (a scale that jumps and settles),
  `drop` (a fall under gravity that passes its place and settles), `hops` (bounces that die
  away), `flip` (a turn seen edge-on at half way);
- motions of the clock (in seconds): `wave` (0..1..0, a breath), `pulse` (a heartbeat scale),
  `shake` (a shudder that dies away).

tests/game/test_easing.py holds that no other module of game/ writes a curve of its own.
"""
import math
from collections.abc import Callable
from enum import Enum, member

Curve = Callable[..., float]


def clamp(t: float, low: float = 0.0, high: float = 1.0) -> float:
    return min(high, max(low, t))


def progress(now: float, start: float, duration: float) -> float:
    """How far a thing that starts at `start` and lasts `duration` is at `now`: 0 before it,
    1 after it (a zero duration is done at its start)."""
    if duration <= 0:
        return 1.0 if now >= start else 0.0
    return clamp((now - start) / duration)


def lerp(a: float, b: float, t: float) -> float:
    """The value t of the way from a to b (t = 0: a, t = 1: b)."""
    return a + (b - a) * t


def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) ** 2


def out_quad_inverse(y: float) -> float:
    """The t at which out_quad reaches y (0..1): when a count eased by it passes a mark."""
    return 1 - (1 - y) ** 0.5


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def out_back(t: float, overshoot: float = 1.3) -> float:
    """Passes 1 by a little and settles back (a thing stamped or popped in)."""
    t -= 1
    return 1 + t * t * ((overshoot + 1) * t + overshoot)


def in_out_sine(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * clamp(t))


class Ease(Enum):
    """The curves by name, each member its function: `Ease.OUT_BACK(t, 1.6)`. A curve is
    named here once; there is no second table to keep in step."""
    LINEAR = member(linear)
    IN_QUAD = member(in_quad)
    OUT_QUAD = member(out_quad)
    OUT_CUBIC = member(out_cubic)
    OUT_BACK = member(out_back)
    IN_OUT_SINE = member(in_out_sine)

    def __call__(self, t: float, *shape: float) -> float:
        curve: Curve = self.value
        return curve(t, *shape)


def ease(a: float, b: float, start: float, end: float, t: float,
         curve: Ease = Ease.LINEAR, *shape: float) -> float:
    """The value at time `t` of a move from `a` (at `start`) to `b` (at `end`) along `curve`:
    `a` before it, `b` after it."""
    return lerp(a, b, curve(progress(t, start, end - start), *shape))


def punch(t: float, strength: float = 0.35) -> float:
    """A scale that jumps up and settles back to 1 over t = 0..1 (a value stamped in)."""
    t = clamp(t)
    return 1 + strength * math.sin(math.pi * min(1.0, t * 2.2)) * (1 - t)


LANDS_AT = 0.72       # the part of a drop spent falling; the rest settles


def drop(t: float, start: float, end: float, bounce: float = 0.16) -> float:
    """A fall from `start` to `end` over t = 0..1: gathering speed as under gravity, it passes
    its place by `bounce` (in the same units) and settles back (a symbol landing)."""
    t = clamp(t)
    if t < LANDS_AT:
        u = t / LANDS_AT
        return start + (end - start) * u * u
    u = (t - LANDS_AT) / (1 - LANDS_AT)
    return end + math.copysign(bounce, end - start) * math.sin(math.pi * u) * (1 - u)


def hops(t: float, count: int) -> float:
    """`count` bounces over t = 0..1, each lower than the last (0 on the ground, up to 1)."""
    return abs(math.sin(t * math.pi * count)) * (1 - t)


def flip(t: float) -> float:
    """The width of a thing turning about its axis over t = 0..1: 1, edge-on (0) at half way,
    1 again."""
    return abs(math.cos(t * math.pi))


def hump(t: float) -> float:
    """0..1..0 over t = 0..1, a half sine: a glint's swell, a band of light across."""
    return math.sin(math.pi * t)


def wave(seconds: float, period: float, phase: float = 0.0) -> float:
    """0..1..0 over `period` seconds: a breath, a pulse, a sway."""
    return 0.5 - 0.5 * math.cos(math.tau * (seconds / period + phase))


def pulse(t: float, period: float = 0.35, depth: float = 0.1) -> float:
    """A heartbeat scale around 1 (1..1+depth) for a thing `t` seconds into its pulse."""
    return 1 + depth * wave(t, period)


def shake(seconds: float, fade: float, rate: float, size: float) -> float:
    """A shudder `size` wide at `rate` radians a second, dying away as `fade` goes 0..1."""
    return math.sin(seconds * rate) * size * (1 - fade)
