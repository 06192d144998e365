"""`python -m engine bench` runs on a few rounds and prints its columns (a benchmark prints
figures; no test times anything)."""
import re

import pytest

from engine.tools import bench
from engine.__main__ import main
from engine.games import available_games, load_game


def test_bench_prints_source_and_bare_rates_and_their_ratio_per_game(capsys):
    assert main(["bench", "--spins", "3", "--no-compile"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].split() == ["game", "engine", "bare", "loop/s", "engine/s", "ratio"]
    for gid in available_games():
        source = [line for line in out if line.startswith(gid) and " source " in line]
        assert len(source) == 1 and re.search(r"[\d,]+ +[\d,]+ +\d+\.\d\dx$", source[0])
        compiled = [line for line in out if line.startswith(gid) and " compiled " in line]
        assert len(compiled) == 1      # a figure, or why there is none


@pytest.mark.parametrize("gid", sorted(available_games()))
def test_each_bare_loop_plays_its_game_and_wins(gid):
    """Every game has a bare loop of its shape (by Game.PAYS_BY), and the loop does the work it
    stands for: rounds of its shape win, and the same seed wins the same (a loop that skipped
    its tumbles would win far less)."""
    game = load_game(gid)
    loop = bench.BARE[game.PAYS_BY]
    won = loop(game, 300, seed=5)
    assert won == loop(game, 300, seed=5)
    assert won > 300 * game.bets.default // 10


def test_a_compile_is_said_first_with_how_to_skip_it(tmp_path, monkeypatch, capsys):
    """issue 56: bench printed its header, then nothing for ten minutes while it compiled."""
    from engine.tools import native
    script = tmp_path / "build" / "compile.py"
    script.parent.mkdir()
    script.write_text("print('compiled 15 engine modules')\n")
    monkeypatch.setattr(native, "ROOT", tmp_path)
    monkeypatch.setattr(native, "stale", lambda copy=None: [f"{copy} (no compiled copy)"])
    copy, why = bench.compiled_copy(build=True)
    said = capsys.readouterr().err.splitlines()
    assert why is None and copy == native.COPY
    assert said[0].startswith("compiling the engine into ") and "as it is missing" in said[0]
    assert said[0].endswith("--no-compile skips it)") and said[-1].startswith("  compiled in ")
