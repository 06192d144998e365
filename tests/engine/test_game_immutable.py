"""One Game is shared by every caller of load_game (the client's screens, the simulator's
rounds, the tests), so it is complete when built: playing rounds of every mode and choice, at
every bet, writes nothing on it that the next caller could see, and no test has to clear
load_game's cache to undo what an earlier one left (issue 36.5)."""
import pytest

from engine.errors import BetError
from engine.games import available_games, load_game
from engine.rng import FairRng
from engine.round import check_bet, run
from variants import variant_path

SBX = "sweet-bonanza-xmas"


@pytest.mark.parametrize("game_id", available_games())
def test_playing_rounds_writes_nothing_on_the_game(game_id):
    game = load_game.__wrapped__(game_id)            # a fresh one: nothing played on it yet
    attributes, costs = dict(vars(game)), dict(game.costs)
    for mode in game.modes:
        for choices in game.choice_sets():
            for seed, bet in enumerate([game.bets.low, game.bets.default, game.bets.high]):
                run(game, bet, FairRng.from_seed(seed), mode, choices)
    game.trigger_counts()
    assert vars(game) == attributes and dict(game.costs) == costs
    with pytest.raises(TypeError):
        game.costs[(game.bets.default, "base")] = 0        # read only: shared by every caller


def test_every_cost_is_known_when_built_and_the_rest_are_refused(tmp_path):
    """The ante costs 1.25x the bet: on a ladder of 1, 2 and 4 minor units, the first two
    would cost a fraction of a cent. A bool is no bet, though True == 1 is on this ladder."""
    def ladder(config):
        config["bets"] = {"ladder": [1, 2, 4, 200], "default": 200}
    game = load_game(SBX, variant_path(SBX, tmp_path, ladder))
    assert dict(game.costs) == {**{(bet, "base"): bet for bet in (1, 2, 4, 200)},
                                (4, "ante"): 5, (200, "ante"): 250,
                                **{(bet, "buy"): bet * 100 for bet in (1, 2, 4, 200)}}
    assert [check_bet(game, bet, mode) for bet, mode in game.costs] == list(game.costs.values())
    for bet in (1, 2):
        with pytest.raises(BetError, match="would cost a fraction of a cent"):
            check_bet(game, bet, "ante")
    with pytest.raises(BetError, match="not on the bet ladder"):
        check_bet(game, True, "base")


def test_the_resting_screen_is_found_once_and_lent_as_a_copy():
    game = load_game.__wrapped__("santas-wonderland")
    first = game.resting_screen()
    first[0][0] = "changed"
    assert game.resting_screen() != first
    assert game.resting_screen() is not game.resting_screen()
    assert game._resting is game._resting                  # found once, not each time
