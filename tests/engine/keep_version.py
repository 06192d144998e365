"""Record the rounds of a config version that is about to be replaced, for test_versions.py.

    python tests/engine/keep_version.py GAME VERSION

Run it before the game's YAML changes (the golden pins prove the engine still plays the kept
version as on its day). It adds the version's rounds to kept_versions.json: the 20 first seeds
of each mode and choice, then 4 seeds whose round plays the game's big feature.
"""
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.games import load_game                      # noqa: E402
from engine.rng import FairRng                          # noqa: E402
from engine.round import run                            # noqa: E402

KEPT = Path(__file__).with_name("kept_versions.json")
BIG = {"santas-wonderland": "midnight_riches"}          # otherwise free_spins


def rounds(game) -> list:
    big = BIG.get(game.id, "free_spins")
    rows = []
    for mode in game.modes:
        for choices in game.choice_sets():
            def row(seed, mode=mode, choices=choices):
                events = run(game, game.bets.default, FairRng.from_seed(seed), mode, choices)
                wins = [e["amount"] for e in events if e["type"] == "win"]
                starts = any(e["type"] == "feature" and e["name"] == big for e in events)
                return [mode, list(choices), seed, events[-1]["total_win"], wins], starts
            rows += [row(seed)[0] for seed in range(1, 21)]
            found, seed = 0, 20
            while found < 4 and seed < 200_000:
                seed += 1
                kept, starts = row(seed)
                if starts:
                    rows.append(kept)
                    found += 1
    return rows


def main(game_id, version):
    game = load_game(game_id, version=int(version))
    data = json.loads(KEPT.read_text())
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True, cwd=KEPT.parent).stdout.strip()
    data["games"].setdefault(game_id, {})[str(game.version)] = {"commit": commit,
                                                               "rounds": rounds(game)}
    KEPT.write_text(json.dumps(data, separators=(",", ":")))
    print(f"kept {game_id} v{game.version}")


if __name__ == "__main__":
    main(*sys.argv[1:])
