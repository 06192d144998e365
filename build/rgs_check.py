"""Run Stake Engine's own upload checks (math-sdk's utils/rgs_verification.py) on an export.

    python build/rgs_check.py --sdk PATH/TO/math-sdk --export DIR

math-sdk is not a dependency of this project: bring a checkout of StakeEngine/math-sdk (its
`utils/` and `src/` are enough; it needs numpy and zstandard) and point --sdk at it. Its
`execute_all_tests` runs as it is, on a stand-in for its game config made from the export's
index.json (the modes' names and costs, the folder the files are in): each lookup table's
format (integers, steps of 10, the weights' sum in uint64), each books file read as the
platform reads it (one zstandard stream of JSON lines with id, events, payoutMultiplier), the
books' payouts equal to the table's, the modes' RTP spread, and the statistics the upload
reports (written to games/<id>/library/stats_summary.json under a temporary folder and
printed here).
"""
import argparse
import json
import os
import sys
import tempfile
from pathlib import Path


class _Mode:
    def __init__(self, name, cost):
        self.name, self.cost = name, cost

    def get_name(self):
        return self.name

    def get_cost(self):
        return self.cost


class _Config:
    def __init__(self, folder: Path, game_id: str):
        index = json.loads((folder / "index.json").read_text())
        self.bet_modes = [_Mode(m["name"], m["cost"]) for m in index["modes"]]
        self.publish_path = str(folder)
        self.library_path = str(folder / "no-sidecar")   # no verification sidecar: books read
        self.game_id = game_id


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sdk", required=True, help="a checkout of StakeEngine/math-sdk")
    parser.add_argument("--export", required=True, help="a folder written by engine export")
    args = parser.parse_args(argv)
    folder = Path(args.export).resolve()
    sys.path.insert(0, str(Path(args.sdk).resolve()))
    from utils.rgs_verification import execute_all_tests
    game_id = "export"
    with tempfile.TemporaryDirectory() as work:
        os.chdir(work)
        (Path(work) / "games" / game_id / "library").mkdir(parents=True)
        execute_all_tests(_Config(folder, game_id))      # raises on the first failed check
        stats = json.loads((Path(work) / "games" / game_id / "library" /
                            "stats_summary.json").read_text())
    print(json.dumps(stats, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
