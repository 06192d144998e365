"""Replay rows of an export with `python -m engine verify`: every book whose payout is at least
--at-least (hundredths of the bet; default: the game's max win), or those named by --id.

    python build/verify_rows.py --export DIR [--mode M] [--at-least PAY] [--id N ...]

Prints one line per book replayed and exits 1 if any does not verify: the exported rounds,
the search's included, are real rounds of the engine, dealt from the seeds in their `proof`.
"""
import argparse
import contextlib
import io
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from engine.__main__ import main as engine_main  # noqa: E402
from engine.export import _zstd, verify_args  # noqa: E402
from engine.games import load_game  # noqa: E402


HEAD = re.compile(rb'^\{"id":(\d+),"payoutMultiplier":(\d+),')


def candidates(path, wanted):
    """The books `wanted(id, pay)` picks, read as the platform reads the file (one zstandard
    stream of JSON lines); only those lines are parsed, from the id and payout each opens with
    (a million bought rounds are 23 GB of JSON)."""
    with open(path, "rb") as f, _zstd().ZstdDecompressor().stream_reader(f) as reader:
        for line in io.BufferedReader(reader, 1 << 20):
            head = HEAD.match(line)
            if head is None or wanted(int(head[1]), int(head[2])):
                yield json.loads(line)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--export", required=True)
    parser.add_argument("--mode", action="append", default=[])
    parser.add_argument("--at-least", type=int)
    parser.add_argument("--id", type=int, action="append", default=[])
    args = parser.parse_args(argv)
    folder = Path(args.export)
    index = json.loads((folder / "index.json").read_text())
    bad = 0
    for m in index["modes"]:
        if args.mode and m["name"] not in args.mode:
            continue
        floor = args.at_least
        if floor is None:
            first = next(candidates(folder / m["events"], lambda i, pay: True))
            floor = load_game(first["proof"]["game"]).cap_multiple * 100
        for book in candidates(folder / m["events"], lambda i, pay, floor=floor: i in args.id
                               or (not args.id and pay >= floor)):
            with contextlib.redirect_stdout(io.StringIO()):
                code = engine_main(verify_args(book))
            print(f"{m['name']} book {book['id']}: pays {book['payoutMultiplier'] / 100:,}x, "
                  f"nonce {book['proof']['nonce']} of client seed "
                  f"{book['proof']['client_seed']!r}: {'verified' if code == 0 else 'FAILED'}")
            bad += code != 0
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
