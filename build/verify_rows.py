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
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from engine.__main__ import main as engine_main  # noqa: E402
from engine.tools.export import read_books, verify_args  # noqa: E402
from engine.games import load_game  # noqa: E402


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
            first = next(read_books(folder / m["events"]))
            floor = load_game(first["proof"]["game"]).cap_multiple * 100
        for book in read_books(folder / m["events"], lambda i, pay, floor=floor: i in args.id
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
