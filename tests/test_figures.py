"""The README's figures (test counts and times, build sizes and launch, the fonts' sizes) are
build/figures.py's last output, rendered, never typed by hand: run the script again to change
them."""
import importlib.util
import json
import os
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif("FIGURES_MEASURING" in os.environ,
                                reason="build/figures.py is measuring: no output to check yet")


def figures_module():
    spec = importlib.util.spec_from_file_location("figures", ROOT / "build" / "figures.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_readmes_figures_are_the_scripts_last_output():
    module = figures_module()
    last = json.loads((ROOT / "build" / "figures.json").read_text())
    rendered = module.render(last)
    assert module.readme_blocks((ROOT / "README.md").read_text()) == rendered, \
        "the README's figures differ from build/figures.json: run python3 build/figures.py"


def test_a_figure_typed_by_hand_is_told_apart():
    module = figures_module()
    last = json.loads((ROOT / "build" / "figures.json").read_text())
    readme = module.write_readme(module.render(last), (ROOT / "README.md").read_text())
    assert module.readme_blocks(readme) == module.render(last)
    typed = readme.replace(f"of {last['suite']['tests']} ", "of 493 ", 1)
    assert typed != readme
    assert module.readme_blocks(typed) != module.render(last)


def test_a_run_with_failures_says_so_in_every_line():
    """A failing whole suite once read in the README as if it had passed: only the fast
    lane's line told its failures."""
    module = figures_module()
    last = json.loads((ROOT / "build" / "figures.json").read_text())
    run = {"tests": 900, "skipped": 0, "failed": 2, "cpu_s": 400.0, "wall_s": 480,
           "slowest_cpu_s": 80.0, "slowest": "t", "longest_wall_s": 90.0, "longest": "t",
           "over_1s_cpu": [], "load": 1.0, "date": "2026-12-06"}
    loaded = {"burners": 4, "tests": 900, "failed": 2, "wall_s": 100, "date": "2026-12-06"}
    lines = module.render({**last, "fast_lane": run, "whole": run, "stress": run,
                           "fast_lane_loaded": loaded})["tests"].splitlines()
    assert [("2 of them failed" in line or "2 failed" in line) for line in lines] == \
        [True, True, True, True, False]
    passed = {**run, "failed": 0}
    text = module.render({**last, "fast_lane": passed, "whole": passed, "stress": passed,
                          "fast_lane_loaded": {**loaded, "failed": 0}})["tests"]
    assert "2 of them failed" not in text and "2 failed" not in text


def test_each_figure_is_printed_beside_its_budget_and_one_over_it_says_so():
    module = figures_module()
    assert module.beside(53.8, 60, " s") == "53.8 s (budget 60 s)"
    assert module.beside(61, 60, " s") == "61 s (OVER its budget of 60 s)"
    assert module.beside(1.1, 1.0, "x", at_most=False) == "1.1x (floor 1x)"
    assert module.beside(0.9, 1.0, "x", at_most=False) == "0.9x (UNDER its floor of 1x)"
    last = json.loads((ROOT / "build" / "figures.json").read_text())
    over = {**last["whole"], "wall_s": 700, "cpu_s": 950.0}
    line = module.render({**last, "whole": over})["tests"].splitlines()[0]
    assert "11.7 min (OVER its budget of 10 min)" in line
    assert "950 s (OVER its budget of 900 s)" in line


def test_the_frames_are_judged_scene_beside_the_same_scene():
    """With the per-scene figures of both checkouts, the README's frame budget is the worst of
    the scenes both measure (the code before the new panels has no idle game scenes: an idle
    scene's frame is not judged against a big win's), and the table prints each scene beside
    the same scene, then the worst of each."""
    module = figures_module()
    last = json.loads((ROOT / "build" / "figures.json").read_text())
    ours = {"a big win 1280x720": 5.0, "a idle 1280x720": 9.0, "lobby 1280x720": 2.0,
            "a big win 1920x1080": 8.0}
    theirs = {"a big win 1280x720": 6.0, "lobby 1280x720": 3.0, "a big win 1920x1080": 7.5}
    assert module.like_with_like(ours, theirs) == {
        "1280x720": ((5.0, "a big win"), (6.0, "a big win")),
        "1920x1080": ((8.0, "a big win"), (7.5, "a big win"))}
    client = {**last["client"], "frame_cpu_p99_ms": {"1280x720": 9.0, "1920x1080": 8.0},
              "worst": {"1280x720": "a idle", "1920x1080": "a big win"}, "scenes": ours,
              "baseline": {"commit": "d541311", "scenes": theirs, "runs": 5,
                           "frame_cpu_p99_ms": {"1280x720": 6.0, "1920x1080": 7.5}}}
    line = module.render({**last, "client": client})["bench"].splitlines()[0]
    assert "1280x720 5 ms (budget 6 ms) (a big win)" in line
    assert "1920x1080 8 ms (OVER its budget of 7.5 ms) (a big win)" in line
    assert "a idle" not in line
    table = module.scene_table(ours, theirs, "d541311").splitlines()
    assert table[1].split() == ["a", "big", "win", "1280x720", "5.00", "6.00", "-17%"]
    assert table[2].split()[-2:] == ["9.00", "-"]
    assert table[-2] == "the worst at 1280x720 of the scenes both measure: 5.00 ms " \
                        "(a big win) against d541311's 6.00 ms (a big win)"


FONTS = {"disk": {"a-subset.otf": 218_032, "b-subset.ttf": 22_460},
         "wheel": {"a-subset.otf": 179_509, "b-subset.ttf": 13_044},
         "locale_wheel": 1_195_175, "date": "2026-12-07",
         "build": {"files": {"a-subset.otf": 218_032}, "date": "2026-12-05"}}


def test_the_fonts_are_rendered_with_the_locale_folder_beside_its_budget():
    """Issue 59: each subset on disk, packed in the wheel and in the one-folder build (one the
    build lacks says so), the locale folder in the wheel beside the wheel test's budget, and
    the build's figures under their own date."""
    module = figures_module()
    last = json.loads((ROOT / "build" / "figures.json").read_text())
    lines = module.render({**last, "fonts": FONTS})["fonts"].splitlines()
    assert lines[2:4] == ["| `a-subset.otf` | 218 KB | 180 KB | 218 KB |",
                          "| `b-subset.ttf` | 22 KB | 13 KB | not in it |"]
    assert "1195 KB (budget 1500 KB)" in lines[-1]
    assert "wheel 2026-12-07; in the one-folder build 2026-12-05" in lines[-1]
    over = module.render({**last, "fonts": {**FONTS, "locale_wheel": 1_600_000}})["fonts"]
    assert "1600 KB (OVER its budget of 1500 KB)" in over
    unbuilt = module.render({**last, "fonts": {**FONTS, "build": None}})["fonts"]
    assert "| `a-subset.otf` | 218 KB | 180 KB | not measured |" in unbuilt
    assert "in the one-folder build not measured yet" in unbuilt
    assert module.render({k: v for k, v in last.items() if k != "fonts"})["fonts"] == \
        "Not measured yet: `python3 build/figures.py --fonts-only`.\n"


def test_the_fonts_are_measured_as_the_wheel_stores_them_and_as_the_build_holds_them(tmp_path):
    """Packed: each subset's compressed size, as the wheel stores it, and the locale folder's
    every file (catalogs too) but nothing outside it; in a build's folder each subset found by
    name wherever the build put it, one it lacks left out."""
    module = figures_module()
    first, second = module.subsets()[:2]
    wheel = tmp_path / "x.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
        z.write(first, f"game/locale/fonts/{first.name}")
        z.writestr("game/locale/de/LC_MESSAGES/messages.mo", b"katalog " * 500)
        z.writestr("game/elsewhere.py", b"x" * 5000)
    stored = {i.filename: i.compress_size for i in zipfile.ZipFile(wheel).infolist()}
    found = module.packed(wheel)
    assert found["wheel"] == {first.name: stored[f"game/locale/fonts/{first.name}"]}
    assert 0 < found["wheel"][first.name] < first.stat().st_size     # compressed, not its size
    assert found["locale_wheel"] == stored[f"game/locale/fonts/{first.name}"] + \
        stored["game/locale/de/LC_MESSAGES/messages.mo"]
    inside = tmp_path / "onedir" / "_internal" / "game" / "locale" / "fonts"
    inside.mkdir(parents=True)
    (inside / first.name).write_bytes(b"f" * 1234)
    assert module.in_folder(tmp_path / "onedir") == {first.name: 1234}
    assert second.name not in module.in_folder(tmp_path / "onedir")
