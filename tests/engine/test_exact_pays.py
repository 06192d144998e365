"""A printed RTP must hold at every bet: no pay may floor away a fraction of a minor unit.

Every (pay, bet) pair of each game's current version is a whole number of minor units, and the
same rounds played at the smallest and at the default bet win the same multiple of the bet,
round by round (multipliers are whole numbers, so exact pays stay exact through them).
"""
from fractions import Fraction

import pytest

from engine.games import available_games, load_game
from engine.rng import FairRng, seed_triple
from engine.round import run

GAMES = available_games()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_pay_is_a_whole_number_of_minor_units_at_every_bet(game_id):
    game = load_game(game_id)
    assert game.pay_figures()
    assert game.inexact_pays() == [], f"{game_id} v{game.version} floors these (pay, bet) pairs"


def test_the_walk_finds_a_pay_that_floors():
    """Midnight Princess version 4 paid 0.05x at 0.10 (half a cent): the check must see it."""
    old = load_game("midnight-princess", version=4)
    assert (Fraction(1, 20), 10) in old.inexact_pays()


def plays(game):
    return [(mode, choices) for mode in game.modes for choices in game.choice_sets()]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_the_smallest_and_the_default_bet_win_the_same_multiple_round_by_round(game_id):
    game = load_game(game_id)
    low, default = game.bets.low, game.bets.default
    server, _, _ = seed_triple(31)
    seen_win = 0
    for mode, choices in plays(game):
        for nonce in range(60 if mode == "buy" else 250):
            a = run(game, low, FairRng(server, "pair", nonce), mode, choices)[-1]["total_win"]
            b = run(game, default, FairRng(server, "pair", nonce), mode, choices)[-1]["total_win"]
            assert Fraction(a, low) == Fraction(b, default), (mode, choices, nonce, a, b)
            seen_win += a > 0
    assert seen_win > 50
