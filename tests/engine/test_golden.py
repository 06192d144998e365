"""Pinned event streams: the same seed, config and bet must keep giving the same events.

Speed work rewrites the hottest code (the RNG buffer, gravity, the evaluators); this test proves
it changed nothing a player or an auditor could see. Each case hashes the JSON of every event of
its rounds. A case is keyed by its config file's SHA-256, so retuning a game asks for a new pin
on purpose:  python tests/engine/test_golden.py --write
"""
import hashlib
import json
import sys
from pathlib import Path

import pytest

if __name__ == "__main__":                      # run as a script from anywhere in the checkout
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.games import config_path, load_game
from engine.rng import FairRng, seed_triple
from engine.round import play_round

PINS = Path(__file__).with_name("golden.json")

# (game, mode, choices, rounds): enough rounds that every feature of the game plays
CASES = [
    ("sweet-bonanza-xmas", "base", (), 400),
    ("sweet-bonanza-xmas", "ante", (), 400),
    ("sweet-bonanza-xmas", "buy", (), 20),
    ("santas-wonderland", "base", (), 300),
    ("santas-wonderland", "buy", (), 10),
    ("midnight-princess", "base", ("love",), 3000),
    ("midnight-princess", "base", ("star",), 3000),
    ("midnight-princess", "base", ("storm",), 3000),
]


def case_id(case):
    game, mode, choices, _ = case
    return "/".join([game, mode, *choices])


def config_sha(game_id):
    return hashlib.sha256(config_path(game_id).read_bytes()).hexdigest()


def stream_digest(case) -> str:
    game_id, mode, choices, rounds = case
    game = load_game(game_id)
    server, _, _ = seed_triple(7)
    digest = hashlib.sha256()
    for nonce in range(rounds):
        for event in play_round(game, game.bets.default, FairRng(server, "golden", nonce), mode,
                                choices):
            digest.update(json.dumps(event, sort_keys=True).encode())
    return digest.hexdigest()


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_event_streams_are_unchanged(case):
    pins = json.loads(PINS.read_text())
    pin = pins.get(case_id(case))
    sha = config_sha(case[0])
    assert pin is not None, f"no pin for {case_id(case)}: run python {__file__} --write"
    assert pin["config_sha256"] == sha, (
        f"{config_path(case[0]).name} changed since its streams were pinned; if that was meant, "
        f"re-pin with: python {__file__} --write")
    assert stream_digest(case) == pin["events_sha256"]


def write_pins():
    pins = {case_id(c): {"config_sha256": config_sha(c[0]), "events_sha256": stream_digest(c)}
            for c in CASES}
    PINS.write_text(json.dumps(pins, indent=2, sort_keys=True) + "\n")
    print(f"pinned {len(pins)} streams in {PINS}")


if __name__ == "__main__" and "--write" in sys.argv:
    write_pins()
