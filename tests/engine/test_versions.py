"""Every released config version is kept, so a round begun before an update is finished,
replayed and verified exactly as it was dealt (not voided, not replayed under new math)."""
import json
import shutil
from pathlib import Path

import pytest

import engine.games as games
from engine.__main__ import main
from engine.errors import ConfigError, UnknownVersion
from engine.games import kept_versions, load_game
from engine.rng import FairRng
from engine.round import run

KEPT = json.loads((Path(__file__).parent / "kept_versions.json").read_text())["games"]
CASES = [(g, int(v)) for g, versions in KEPT.items() for v in versions]


@pytest.mark.parametrize("game_id,version", CASES)
def test_a_kept_version_plays_its_rounds_as_the_engine_of_its_day_did(game_id, version):
    game = load_game(game_id, version=version)
    assert game.version == version and game is not load_game(game_id)
    for mode, choices, seed, total_win, wins in KEPT[game_id][str(version)]["rounds"]:
        events = run(game, game.bets.default, FairRng.from_seed(seed), mode, choices)
        assert [e["amount"] for e in events if e["type"] == "win"] == wins, (mode, seed)
        assert events[-1]["total_win"] == total_win
        assert events[0]["config_version"] == version


@pytest.mark.parametrize("game_id", sorted(KEPT))
def test_every_version_up_to_the_current_one_is_kept(game_id):
    current = load_game(game_id).version
    assert kept_versions(game_id) == list(range(1, current + 1))
    assert load_game(game_id, version=current) is load_game(game_id)


def test_an_older_version_really_deals_differently():
    """Otherwise the tests above would pass on the current math alone."""
    differs = 0
    for mode, choices, seed, total_win, _ in KEPT["sweet-bonanza-xmas"]["3"]["rounds"]:
        game = load_game("sweet-bonanza-xmas")
        now = run(game, game.bets.default, FairRng.from_seed(seed), mode, choices)
        differs += now[-1]["total_win"] != total_win
    assert differs > 0


def test_a_version_not_kept_is_a_clear_error():
    with pytest.raises(UnknownVersion, match=r"config version 99 is not kept .*1, 2, 3, 4"):
        load_game("sweet-bonanza-xmas", version=99)


def test_a_kept_file_must_hold_the_version_its_name_says(tmp_path, monkeypatch):
    shutil.copytree(games.HERE, tmp_path / "games")
    kept = tmp_path / "games" / "midnight_princess" / "versions"
    shutil.copy(kept / "v1.yaml", kept / "v98.yaml")     # a number no release will take soon
    monkeypatch.setattr(games, "HERE", tmp_path / "games")
    load_game.cache_clear()
    try:
        with pytest.raises(ConfigError, match=r"v98.yaml: version: must be 98.*got 1"):
            load_game("midnight-princess", version=98)
    finally:
        load_game.cache_clear()


def test_verify_replays_a_round_under_the_version_it_was_played(capsys):
    mode, choices, seed, total_win, _ = next(
        r for r in KEPT["sweet-bonanza-xmas"]["3"]["rounds"] if r[3] > 0)
    from engine.rng import seed_triple
    server, client, nonce = seed_triple(seed)
    args = ["verify", "--game", "sweet-bonanza-xmas", "--mode", mode, "--server-seed", server,
            "--client-seed", client, "--nonce", str(nonce), "--win", str(total_win)]
    assert main(args + ["--config-version", "3"]) == 0
    assert main(args + ["--config-version", "99"]) == 2
    assert "not kept" in capsys.readouterr().err


def test_simulate_plays_a_kept_version_and_says_which(capsys):
    """A recorded figure of an earlier version (engine/MATH.md) stays reproducible."""
    args = ["simulate", "--game", "sweet-bonanza-xmas", "--spins", "400", "--seed", "5",
            "--quiet", "--json"]
    assert main(args + ["--config-version", "1"]) == 0
    old = json.loads(capsys.readouterr().out)
    assert main(args + ["--config", str(games.config_path("sweet-bonanza-xmas", 1))]) == 0
    same = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    now = json.loads(capsys.readouterr().out)
    assert old["config_version"] == 1 and now["config_version"] == load_game(
        "sweet-bonanza-xmas").version
    assert old["sums"] == same["sums"] and old["sums"] != now["sums"]
    assert main(args + ["--config-version", "99"]) == 2
    assert "config version 99 is not kept" in capsys.readouterr().err


def test_pieces_played_under_different_versions_do_not_merge():
    from engine.tools.simulate import merge_reports, simulate
    a = simulate("sweet-bonanza-xmas", 300, seed=5)
    b = simulate("sweet-bonanza-xmas", 300, seed=5, first_nonce=300,
                 path=str(games.config_path("sweet-bonanza-xmas", 2)))
    with pytest.raises(ValueError, match="different runs"):
        merge_reports([a, b])
    assert merge_reports([a, simulate("sweet-bonanza-xmas", 300, seed=5, first_nonce=300)])


RELEASED = Path(games.HERE) / "released.json"


def config_file(game_id, version):
    current = load_game(game_id).version
    return games.config_path(game_id, None if version == current else version)


@pytest.mark.parametrize("game_id", sorted(KEPT))
def test_released_math_is_frozen(game_id):
    """Every released version's YAML, the current one included, is byte for byte what was
    released (engine/games/released.json): a change to the math is a new version, never an
    edit. A new version is added to the manifest when it is released."""
    import hashlib
    manifest = json.loads(RELEASED.read_text())[game_id]
    assert sorted(map(int, manifest)) == kept_versions(game_id)
    for version, digest in manifest.items():
        sha = hashlib.sha256(config_file(game_id, int(version)).read_bytes()).hexdigest()
        assert sha == digest, f"{game_id} version {version} changed since it was released"
