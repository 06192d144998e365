"""Merge pieces of one simulation into the report the whole run would give, exactly.

    python -m engine simulate --game G --spins 5000000 --seed S --json > a.json
    python -m engine simulate --game G --spins 5000000 --seed S --first-nonce 5000000 --json > b.json
    python -m engine.tools.merge a.json b.json            # = --spins 10000000 --seed S

For runs too long for one sitting (a buy mode at 10 million rounds, say).
"""
import json
import sys

from engine.cli import Parser, finish
from engine.errors import EngineError
from engine.simulate import format_report, merge_reports


def read_piece(path: str) -> dict:
    """One piece, or an error naming the file and what is wrong with it."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as err:
        raise EngineError(f"{path}: cannot read it ({err.strerror})") from None
    except ValueError as err:
        raise EngineError(f"{path}: not a simulate --json report ({err})") from None
    if not isinstance(data, dict) or not isinstance(data.get("sums"), dict):
        raise EngineError(f"{path}: not a simulate --json report (it has no sums)")
    return data


def main(argv=None) -> int:
    p = Parser(prog="python -m engine.tools.merge", description=__doc__.split("\n\n")[0])
    p.add_argument("pieces", nargs="+", metavar="JSON", help="simulate --json reports")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    return finish(lambda: merge_reports([read_piece(path) for path in args.pieces]),
                  args.json, format_report, (ValueError, KeyError))


if __name__ == "__main__":
    sys.exit(main())
