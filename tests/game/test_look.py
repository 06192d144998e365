"""A game's look (game/window/look.py over its look.yaml): help pages filled from its config, so
they follow the math; words, tiers and styles with defaults for a game that leaves them out."""
import pytest

import yaml

from engine.games import available_games, config_path, load_game
from game.window.look import Look, look_of


@pytest.mark.parametrize("game_id", available_games())
def test_every_help_template_is_filled_from_the_config(game_id):
    look, game = look_of(game_id), load_game(game_id)
    pages = look.help_pages(game)
    assert pages and all(title and lines for title, lines, _ in pages)
    text = " ".join(line for _, lines, _ in pages for line in lines)
    assert "{" not in text and f"{game.cap_multiple:,}x" in text


def test_the_help_follows_a_change_of_the_math(tmp_path):
    config = yaml.safe_load(config_path("sweet-bonanza-xmas").read_text())
    config["scatter"]["free_spins"] = 12
    path = tmp_path / "more-spins.yaml"
    path.write_text(yaml.safe_dump(config, sort_keys=False))
    game = load_game("sweet-bonanza-xmas", str(path))
    pages = look_of("sweet-bonanza-xmas").help_pages(game)
    assert any("start 12 free spins" in line for _, lines, _ in pages for line in lines)


def test_a_game_without_a_look_gets_defaults(monkeypatch):
    import game.window.look as module
    monkeypatch.setattr(module, "read_look", lambda game_id: {})
    look = Look("some-game")
    assert look.title == "Some Game" and look.help == [] and look.big_wins[0][0] == 20
    assert look.grid_style("tumble") == "fall" and look.grid_style("anything") == "stamp"
    assert look.banner({"name": "bonus_round", "phase": "start"}) == ("BONUS ROUND", "")


def test_a_bad_colour_in_a_look_is_a_clear_error(monkeypatch):
    import game.window.look as module
    from engine.errors import ConfigError
    monkeypatch.setattr(module, "read_look", lambda game_id: {"theme": {"top": [300, 0, 0]}})
    with pytest.raises(ConfigError, match=r"look.yaml: theme.top: must be \[r, g, b\]"):
        Look("sweet-bonanza-xmas")


def test_each_choice_line_says_what_the_game_gives():
    """The line under each option of a player's choice is the look's (the client names no
    game's config); it must say the free spins the game's config gives that option."""
    from engine.games import available_games, load_game
    from game.window.look import look_of
    for game_id in available_games():
        game, look = load_game(game_id), look_of(game_id)
        for options in game.choice_sets():
            for option in options:
                spins = game.options[option][0]
                assert look.choice_lines.get(option) == f"{spins} FREE SPINS", (game_id, option)
