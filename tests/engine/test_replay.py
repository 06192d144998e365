"""The feature-replay estimate (engine/tools/replay.py) and the stream fork it stands on."""
import json

import pytest

from engine.errors import EngineError
from engine.games import load_game
from engine.rng import FairRng, seed_triple
from engine.round import play_round, run as play
from engine.tools.simulate import simulate
from engine.tools import replay

GAME, FEATURE = "santas-wonderland", "midnight_riches"


def test_a_fork_keeps_the_words_read_and_replaces_the_rest():
    a, b, c = (FairRng.from_seed(9, 4) for _ in range(3))
    read = [[r.u32() for _ in range(11)] for r in (a, b, c)]
    assert read[0] == read[1] == read[2]
    b.fork("x")
    c.fork("x")
    after_a, after_b, after_c = ([r.u32() for _ in range(20)] for r in (a, b, c))
    assert after_b == after_c                      # a fork is as reproducible as the stream
    assert after_b != after_a
    d = FairRng.from_seed(9, 4)
    [d.u32() for _ in range(11)]
    d.fork("y")
    assert [d.u32() for _ in range(20)] != after_b


def start_index(events):
    return next(i for i, e in enumerate(events)
                if e["type"] == "feature" and e["name"] == FEATURE and e["phase"] == "start")


def test_a_replay_deals_the_same_base_spin_and_a_new_feature():
    game = load_game(GAME)
    server, _, _ = seed_triple(3)
    nonce = next(n for n in range(5000) if any(
        e["type"] == "feature" and e["name"] == FEATURE
        for e in play(game, game.bets.default, FairRng(server, "sim", n))))
    natural = play(game, game.bets.default, FairRng(server, "sim", nonce))
    cut = start_index(natural)
    totals = set()
    for k in range(1, 7):
        rng = FairRng(server, "sim", nonce)
        events = []
        for e in play_round(game, game.bets.default, rng):
            events.append(e)
            if len(events) == cut + 1:
                rng.fork(f"replay:{k}")
        assert events[:cut + 1] == natural[:cut + 1]
        assert events[cut + 1:] != natural[cut + 1:]
        totals.add(events[-1]["total_win"])
        win, started, _, _ = replay.play_once(game, game.bets.default,
                                           FairRng(server, "sim", nonce), "base", (), FEATURE,
                                           f"replay:{k}")
        assert started and win == events[-1]["total_win"]
    assert len(totals) > 1


@pytest.mark.slow
def test_the_plain_figures_are_exactly_the_simulate_run():
    r = replay.run(GAME, 1500, FEATURE, replays=4, seed=3)
    s = simulate(GAME, 1500, seed=3)["sums"]
    assert r["starts"] > 0 and r["plays"] == 1500 + 3 * r["starts"]
    assert (r["sums"]["plain_win"], r["sums"]["plain_sq"]) == (s["win"], s["win_sq"])
    assert r["replayed"]["rtp"] != r["plain"]["rtp"]


def test_rounds_without_the_feature_count_once():
    r = replay.run(GAME, 300, "no_such_feature", replays=8, seed=3)
    assert r["starts"] == 0 and r["plays"] == 300
    assert r["replayed"] == r["plain"]
    assert FEATURE in r["feature_names"]
    assert "no round started 'no_such_feature'" in replay.format_report(r)


def test_one_replay_is_the_plain_run():
    r = replay.run(GAME, 800, FEATURE, replays=1, seed=3)
    assert r["replayed"] == r["plain"] and r["starts"] > 0


@pytest.mark.slow          # replay runs: 0.7 s of CPU, near the fast lane's limit
def test_pieces_merge_into_the_whole_run_and_other_runs_do_not():
    whole = replay.run(GAME, 900, FEATURE, replays=3, seed=5, workers=2)
    a = replay.run(GAME, 400, FEATURE, replays=3, seed=5)
    b = replay.run(GAME, 500, FEATURE, replays=3, seed=5, first_nonce=400)
    merged = replay.merge([b, a])
    assert merged["sums"] == whole["sums"] and merged["replayed"] == whole["replayed"]
    with pytest.raises(EngineError, match="replays 3 vs 4"):
        replay.merge([a, replay.run(GAME, 500, FEATURE, replays=4, seed=5, first_nonce=400)])
    with pytest.raises(EngineError, match="do not meet"):
        replay.merge([a, replay.run(GAME, 500, FEATURE, replays=3, seed=5, first_nonce=401)])


def test_the_command_line(tmp_path, capsys):
    args = ["--game", GAME, "--feature", FEATURE, "--replays", "2", "--spins", "200",
            "--seed", "3", "--json"]
    assert replay.main(args) == 0
    piece = tmp_path / "a.json"
    piece.write_text(capsys.readouterr().out)
    assert json.loads(piece.read_text())["rounds"] == 200
    assert replay.main(["--merge", str(piece)]) == 0
    assert "RTP replayed" in capsys.readouterr().out
    broken = tmp_path / "b.json"
    broken.write_text("{not json")
    assert replay.main(["--merge", str(broken)]) == 2
    assert f"{broken}: not a replay report" in capsys.readouterr().err
    assert replay.main(args[:-1] + ["--replays", "0"]) == 2
    assert "--replays must be at least 1, got 0" in capsys.readouterr().err
