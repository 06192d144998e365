"""What the client shows of the math (the max win and how often it comes) is what the committed
PAR sheets say, and engine/MATH.md and the README say the same (issue 28, point 3): a figure
measured again goes into the sheet, and this fails until the documents follow it. The words are
the client's (game/round/odds.py, in English): the engine hands the figures and words none (issue
57, 8), so a mode's rounds are said as the client says them ("buys")."""
import re
from pathlib import Path

import pytest

from engine.games import available_games, load_game
from engine.parsheet import committed
from game.round.odds import top_prize_words

ROOT = Path(__file__).resolve().parents[2]
MODES = ("base", "ante", "buy")


def _table(text: str, heading: str) -> dict:
    """The rows of the table under `heading`, by game name."""
    part = text.split(heading, 1)[1]
    rows = {}
    for line in part.splitlines()[1:]:
        if line.startswith("## "):
            break
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and cells[0] not in ("game", "") and not set(cells[0]) <= {"-"}:
            rows[cells[0]] = cells
    return rows


def expected(game) -> list:
    return [game.name, str(game.version), f"{game.cap_multiple:,}x",
            *[(top_prize_words(game, mode) or "not reached") if mode in game.modes else "-"
              for mode in MODES]]


@pytest.mark.parametrize("game_id", available_games())
def test_every_game_has_a_sheet_of_its_current_version(game_id):
    game = load_game(game_id)
    assert committed(game) is not None, f"{game_id} v{game.version} has no committed sheet"


@pytest.mark.parametrize("game_id", available_games())
def test_math_md_states_what_the_client_shows(game_id):
    game = load_game(game_id)
    rows = _table((ROOT / "engine" / "MATH.md").read_text(), "## What the client shows")
    assert rows.get(game.name) == expected(game)


@pytest.mark.parametrize("game_id", available_games())
def test_the_readme_states_each_max_win_and_its_odds(game_id):
    game = load_game(game_id)
    readme = (ROOT / "README.md").read_text()
    said = re.search(rf"\*\*{re.escape(game.name)}\*\* \(([^)]*)\)", readme)
    assert said, f"README names no figures for {game.name}"
    assert f"max win {game.cap_multiple:,}x, {top_prize_words(game)}" in said.group(1)


def test_the_check_reads_the_table_and_tells_a_figure_the_sheet_does_not_hold():
    game = load_game("sweet-bonanza-xmas")

    def math_md(row):
        return ("## What the client shows\n\n| game | version | max win | base | ante | buy |\n"
                "|---|---|---|---|---|---|\n| " + " | ".join(row) + " |\n\n## Next\n| x | y |\n")

    right = expected(game)
    assert _table(math_md(right), "## What the client shows") == {game.name: right}
    wrong = [*right[:3], "about 1 in 7.7 million rounds", *right[4:]]
    assert right[3] != wrong[3]
    assert _table(math_md(wrong), "## What the client shows")[game.name] != expected(game)
