"""The command line as a person uses it: python -m engine ..."""
import json
import subprocess
import sys

import pytest

from engine.games import load_game
from engine.rng import seed_hash


def engine(*args, check=False):
    proc = subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                          text=True, timeout=300)
    if check:
        assert proc.returncode == 0, proc.stderr
    return proc


@pytest.mark.slow
def test_play_jsonl_obeys_the_contract_and_is_reproducible(contract):
    for mode in ("base", "ante", "buy"):
        out = engine("play", "--game", "sweet-bonanza-xmas", "--seed", "5", "--bet", "200",
                     "--mode", mode, "--jsonl", check=True).stdout
        events = [json.loads(line) for line in out.splitlines()]
        assert contract(events, mode) == []
        assert events[0]["seed"] == 5 and events[0]["bet"] == 200
        again = engine("play", "--game", "sweet-bonanza-xmas", "--seed", "5", "--bet", "200",
                       "--mode", mode, "--jsonl", check=True).stdout
        assert again == out


def test_play_readable_draws_the_grid():
    out = engine("play", "--game", "sweet-bonanza-xmas", "--seed", "1", check=True).stdout
    assert "-- grid (spin)" in out and "total win" in out


@pytest.mark.parametrize("args,message", [
    (["play", "--game", "nope"], "unknown game 'nope'"),
    (["play", "--game", "sweet-bonanza-xmas", "--bet", "33"], "not on the bet ladder"),
    (["play", "--game", "sweet-bonanza-xmas", "--mode", "turbo"], "mode 'turbo' is not offered"),
    (["simulate", "--game", "sweet-bonanza-xmas", "--spins", "0"], "0 is below 1"),
    # no progress bar is drawn before these: the line is the only one
    (["simulate", "--game", "nope", "--spins", "10"], "unknown game 'nope'"),
    (["simulate", "--game", "sweet-bonanza-xmas", "--spins", "10", "--bet", "7"],
     "not on the bet ladder"),
    (["simulate", "--game", "midnight-princess", "--spins", "10", "--choice", "moon"],
     "'moon' is not a choice"),
])
@pytest.mark.slow          # a process a case (issue 54: the fast lane's minute)
def test_errors_are_one_clear_line_and_exit_2(args, message):
    proc = engine(*args)
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0 and message in proc.stderr
    assert "Traceback" not in proc.stderr


def test_broken_config_is_one_line_naming_file_and_key(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("id: sweet-bonanza-xmas\nname: x\nversion: 1\n")
    proc = engine("play", "--game", "sweet-bonanza-xmas", "--config", str(path))
    assert proc.returncode == 2 and "bad.yaml: grid: is missing" in proc.stderr


@pytest.mark.slow          # commands run as processes: 0.65 s of CPU
def test_verify_replays_a_round_from_the_triple():
    server, client, nonce = "my-server-seed", "my-client-seed", 17
    out = engine("play", "--game", "sweet-bonanza-xmas", "--jsonl", check=True)  # warm import
    assert out.returncode == 0
    from engine.rng import FairRng
    from engine.round import run
    expected = run(load_game("sweet-bonanza-xmas"), 200, FairRng(server, client, nonce))
    proc = engine("verify", "--game", "sweet-bonanza-xmas", "--bet", "200",
                  "--server-seed", server, "--client-seed", client, "--nonce", str(nonce),
                  "--hash", seed_hash(server), "--win", str(expected[-1]["total_win"]),
                  "--jsonl")
    assert proc.returncode == 0, proc.stderr
    assert [json.loads(x) for x in proc.stdout.splitlines()] == expected
    assert "hash matches" in proc.stderr and "win matches" in proc.stderr
    wrong = engine("verify", "--game", "sweet-bonanza-xmas", "--bet", "200",
                   "--server-seed", server, "--client-seed", client, "--nonce", str(nonce),
                   "--hash", "00" * 32)
    assert wrong.returncode == 1 and "DOES NOT MATCH" in wrong.stderr


@pytest.mark.slow          # a long proof (issue 54: the fast lane's minute)
def test_simulate_json_report_has_the_figures():
    out = engine("simulate", "--game", "sweet-bonanza-xmas", "--spins", "2000", "--json",
                 "--quiet", check=True).stdout
    report = json.loads(out)
    for key in ("rtp", "rtp_ci95", "std", "hit_rate", "features", "max_win_rate",
                "distribution", "rounds_per_second"):
        assert key in report
    assert report["rounds"] == 2000
    assert sum(row["rounds"] for row in report["distribution"]) == 2000


# --- issue 19: every mistake on the command line is one line and exit status 2 -----------------

@pytest.mark.parametrize("args,says", [
    (["simulate", "--game", "midnight-princess", "--spins", "5", "--bet", "2.5"],
     "argument --bet: '2.5' is not a whole number"),
    (["play", "--game", "midnight-princess", "--seed", "abc"], "argument --seed: invalid int"),
    (["verify", "--game", "midnight-princess", "--server-seed", "a", "--client-seed", "b",
      "--nonce", "7.0"], "argument --nonce: '7.0' is not a whole number"),
    (["simulate", "--game", "midnight-princess", "--spins", "x"], "argument --spins: 'x'"),
    (["bench", "--spins", "0"], "argument --spins: 0 is below 1"),
    (["bench", "--spins", "-4"], "argument --spins: -4 is below 1"),
    (["simulate", "--game", "midnight-princess", "--spins", "9", "--workers", "0"],
     "argument --workers: 0 is below 1"),
    (["play", "--game", "sweet-bonanza-xmas", "--choice", "love"],
     "'love' is not a choice this game offers (it offers none)"),
    (["play", "--game", "midnight-princess", "--choice", "moon"],
     "'moon' is not a choice this game offers (choose from love, star, storm)"),
    (["verify", "--game", "midnight-princess", "--server-seed", "\udcff", "--client-seed", "b",
      "--nonce", "7"], "--server-seed b'\\xff' is not UTF-8 text"),
])
@pytest.mark.slow          # a process a case (issue 54: the fast lane's minute)
def test_a_mistake_is_one_line(args, says):
    proc = engine(*args)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("error: "), proc.stderr
    assert says in proc.stderr


def test_a_broken_config_on_the_command_line_is_one_line(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_bytes(b"id: \xff\n")
    proc = engine("play", "--game", "midnight-princess", "--config", str(path))
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1
    assert "bad.yaml: is not UTF-8 text" in proc.stderr


@pytest.mark.slow          # a long proof (issue 54: the fast lane's minute)
@pytest.mark.parametrize("args", [["--game", "sweet-bonanza-xmas", "--mode", "buy", "--seed", "3"],
                                  ["--game", "midnight-princess", "--seed", "277",
                                   "--choice", "storm"]])
def test_the_readable_play_prints_seeds_and_a_verify_line_that_passes(args):
    import shlex
    out = engine("play", *args, check=True).stdout.splitlines()
    assert out[1].startswith("server seed hash ") and "nonce" in out[1]
    assert out[-1].startswith("check it: python -m engine verify ")
    words = shlex.split(out[-1][len("check it: "):])
    assert engine(*words[3:]).returncode == 0
