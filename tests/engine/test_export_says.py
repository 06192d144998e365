"""A long command says what it will do and how it goes, into a pipe too (issue 56: `export
--game midnight-princess --rounds 20000` ran ten minutes with no output: its search scales with
the top prize's odds, not --rounds, and rich draws nothing until the end when stderr is not a
terminal)."""
import io
import subprocess
import sys
from pathlib import Path

import pytest

from engine.tools.progress import Lines, duration

ROOT = Path(__file__).resolve().parents[2]


def test_plain_lines_come_every_tenth_or_minute_with_the_time_left():
    out, now = io.StringIO(), [0.0]
    lines = Lines(out, clock=lambda: now[0])
    for done in range(0, 1001, 50):             # every twentieth of the way, 6 s apart
        lines.update("search", done, 1000)
        now[0] += 6.0
    said = out.getvalue().splitlines()
    assert said[0] == "search: 0 of 1,000 (0%)"
    assert len(said) == 11 and said[-1] == "search: 1,000 of 1,000 (100%), done in 2 min 00 s"
    assert said[5] == "search: 500 of 1,000 (50%), 1 min 00 s so far, about 1 min 00 s left"
    slow = io.StringIO()
    crawl = Lines(slow, clock=lambda: now[0])
    for done in range(5):                        # a hundredth in 61 s each: said each time
        crawl.update("x", done, 500)
        now[0] += 61.0
    assert len(slow.getvalue().splitlines()) == 5
    assert duration(7384) == "2 h 03 min" and duration(59) == "59 s"


@pytest.mark.slow
def test_export_says_its_plan_and_its_search_time_into_a_pipe(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "engine", "export", "--game", "sweet-bonanza-xmas", "--mode",
         "base", "--rounds", "300", "--search", "40000", "--out", str(tmp_path / "x")],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    said = done.stderr.splitlines()
    assert said[0] == ("sweet-bonanza-xmas base: 300 plain rounds, then a search of at most "
                       "40,000 rounds for the sheet's rare buckets they miss, on 1 worker")
    assert any(line.startswith("sweet-bonanza-xmas base: searching at most 40,000 rounds, "
                               "about ") for line in said)
    assert "sweet-bonanza-xmas base search: 20,000 of 40,000 (50%)" in said
    assert said[-1].startswith("sweet-bonanza-xmas base search: 40,000 of 40,000 (100%), done")


def test_the_default_search_is_told_before_the_plain_rounds():
    """Without --search, the plan says the search's default size at the sheet's odds: a
    Midnight Princess export is told it may search tens of millions of rounds."""
    from engine.tools.export import plan
    from engine.tools.export.search import search_plan
    game, _, sections = plan("midnight-princess", None, ["base"], [])
    assert search_plan(game, sections, 20_000) > 10_000_000
