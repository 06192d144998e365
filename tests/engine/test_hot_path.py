"""What the simulation's speed work (issue 40) relies on, checked rather than assumed."""
import gc

import pytest

from engine.games import available_games, load_game
from engine.rng import FairRng
from engine.round import run
from engine.tools import export, simulate


def _cases():
    for gid in available_games():
        game = load_game(gid)
        picks = [(o,) for o in getattr(game, "options", {})] or [()]
        for mode in game.modes:
            for choices in picks:
                yield gid, mode, choices


@pytest.mark.parametrize("gid,mode,choices", list(_cases()))
def test_rounds_make_no_reference_cycles(gid, mode, choices):
    """play_chunk turns the cycle collector off while it plays: that costs no memory only
    while a round leaves no cycle behind for it to find."""
    game = load_game(gid)
    run(game, game.bets.default, FairRng.from_seed(0), mode, choices)      # warm caches
    gc.collect()
    gc.disable()
    try:
        for seed in range(3 if mode == "buy" else 60):
            run(game, game.bets.default, FairRng.from_seed(seed), mode, choices)
        assert gc.collect() == 0
    finally:
        gc.enable()


_CHUNKS = {
    "simulate": (simulate.play_chunk,
                 ("sweet-bonanza-xmas", None, None, "base", 100, 1, 0, 5, ())),
    "export": (export.play_chunk,
               ("sweet-bonanza-xmas", None, "base", [((), None, "base")], 100, 1, "export",
                0, 5, 1, 0)),
}


@pytest.mark.parametrize("which", sorted(_CHUNKS))
def test_play_chunk_leaves_the_collector_as_it_found_it(which):
    """Both chunk players turn the collector off only while they play."""
    play_chunk, task = _CHUNKS[which]
    play_chunk(task)
    assert gc.isenabled()
    gc.disable()
    try:
        play_chunk(task)
        assert not gc.isenabled()
    finally:
        gc.enable()
