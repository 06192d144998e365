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


# Restored (issue 54): these two went with an unrelated commit (c46359c) while engine/MATH.md
# still cites them: the evaluators' reading order, which ev.union relies on, and the clusters
# found from a tumble's changed cells alone against the full evaluation.
def _screens(symbols, rows, cols, n, seed):
    import random
    rnd = random.Random(seed)
    for _ in range(n):
        yield [[rnd.choice(symbols) for _ in range(cols)] for _ in range(rows)]


@pytest.mark.slow          # thousands of screens (issue 54: the fast lane's minute)
def test_every_evaluator_gives_positions_in_reading_order():
    """ev.union copies a lone group's positions as they come: the order is the evaluators'."""
    from engine.evaluate import find_clusters, find_counts, find_runs
    paying = {"a", "b", "c"}
    groups = []
    for cells in _screens(["a", "b", "c", "w", None, "s"], 6, 6, 3000, 1):
        groups += find_counts(cells, paying, 4)
        groups += find_clusters(cells, paying, "w", 3)
        groups += find_runs(cells, paying, "w", 3)
    assert len(groups) > 1000 and any(len(p) > 4 for _, p in groups)
    for _, positions in groups:
        assert positions == sorted(positions)


@pytest.mark.slow          # thousands of screens (issue 54: the fast lane's minute)
def test_clusters_after_a_tumble_are_found_from_the_changed_cells_alone():
    """find_clusters(changed=...) against the full evaluation on chains of tumbles, Wilds and
    all, in the same order; and the shortcut is not trivially full (it skips unchanged
    cells: a block left standing below the tumble is not found)."""
    import random

    from engine import events as ev
    from engine import grid
    from engine.evaluate import find_clusters
    rnd = random.Random(3)
    paying = {"a", "b", "c", "d"}
    compared = without_wild = 0
    for pool in (["a", "b", "c", "d", "a", "b", "w"], ["a", "b", "c", "d", "a", "b"]):
        for cells in _screens(pool, 8, 8, 400, 2):
            changed = None
            for _ in range(12):
                full = find_clusters(cells, paying, "w", 5)
                if changed is not None:
                    assert find_clusters(cells, paying, "w", 5, changed) == full
                    compared += 1
                    without_wild += not any("w" in row for row in cells)
                if not full:
                    break
                gone = ev.union(full)
                cells = grid.tumble(cells, gone, lambda counts, pool=pool: [
                    [rnd.choice(pool) for _ in range(n)] for n in counts])
                changed = [-1] * 8
                for r, c in gone:
                    changed[c] = max(changed[c], r)
    assert compared > 600 and without_wild > 300
    standing = [["b"] * 8] + [["c", "d"] * 4 if r % 2 else ["d", "c"] * 4
                              for r in range(6)] + [["a"] * 8]
    assert [s for s, _ in find_clusters(standing, paying, "w", 5)] == ["a", "b"]
    assert [s for s, _ in find_clusters(standing, paying, "w", 5, [0] * 8)] == ["b"]
