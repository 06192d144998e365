"""python build/bench.py --json: the figures build/figures.py sets beside their budgets (the
worst scene's frame CPU p99 at each size, named; launch, the best of three; memory), from the
frames it measured, not typed (issue 54)."""
import importlib.util
from pathlib import Path

SPEC = importlib.util.spec_from_file_location(
    "bench", Path(__file__).resolve().parents[2] / "build" / "bench.py")
assert SPEC and SPEC.loader
bench = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(bench)


def test_the_worst_scene_at_each_size_is_named_with_its_p99(monkeypatch):
    frames = {"a 1280x720": [(0.001, 0.002)] * 99 + [(0.5, 0.009)],   # its p99 is 2 ms
              "b 1280x720": [(0.001, 0.004)] * 100,                  # 4 ms: the worst
              "a 1920x1080": [(0.001, 0.006)] * 100}
    sizes = {"a 1280x720": (1280, 720), "b 1280x720": (1280, 720),
             "a 1920x1080": (1920, 1080)}
    monkeypatch.setattr(bench, "scenes",
                        lambda: ((name, sizes[name], times) for name, times in frames.items()))
    monkeypatch.setattr(bench, "launch_time", lambda: (0.5, 0))    # (the best of three)
    monkeypatch.setattr(bench, "visit_memory", lambda: 147)
    got = bench.figures()
    assert got == {"frame_cpu_p99_ms": {"1280x720": 4.0, "1920x1080": 6.0},
                   "worst": {"1280x720": "b", "1920x1080": "a"},
                   "scenes": {"a 1280x720": 2.0, "b 1280x720": 4.0, "a 1920x1080": 6.0},
                   "launch_s": 0.5, "memory_mb": 147}
    assert bench.cpu_p99(frames["a 1280x720"]) == 2.0


def test_a_start_that_failed_is_no_launch(monkeypatch):
    """d541311's start stopped at once on the player's data folder (another build's newer
    schema) and was timed as a 0.14 s launch: a start is timed in a fresh folder, and one that
    exits with an error is refused, never a figure."""
    import pytest
    monkeypatch.setattr(bench, "launch_time", lambda: (0.14, 2))
    with pytest.raises(SystemExit, match="exited 2"):
        bench.launched()
