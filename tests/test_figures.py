"""The README's figures (test counts and times, build sizes and launch) are build/figures.py's
last output, rendered, never typed by hand: run the script again to change them."""
import importlib.util
import json
import os
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
    assert last["fast_lane"]["cpu_s"] < 60, "the fast lane is over a minute of CPU"


def test_a_figure_typed_by_hand_is_told_apart():
    module = figures_module()
    last = json.loads((ROOT / "build" / "figures.json").read_text())
    readme = module.write_readme(module.render(last), (ROOT / "README.md").read_text())
    assert module.readme_blocks(readme) == module.render(last)
    typed = readme.replace(f"{last['suite']['tests']} tests", "493 tests", 1)
    assert module.readme_blocks(typed) != module.render(last)
