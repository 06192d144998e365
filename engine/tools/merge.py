"""Merge pieces of one simulation into the report the whole run would give, exactly.

    python -m engine simulate --game G --spins 5000000 --seed S --json > a.json
    python -m engine simulate --game G --spins 5000000 --seed S --first-nonce 5000000 \\
        --json > b.json
    python -m engine.tools.merge a.json b.json            # = --spins 10000000 --seed S

For runs too long for one sitting (a buy mode at 10 million rounds, say).
"""
import sys

from engine.args import Parser
from engine.tools.cli import finish
from engine.tools.reports import read_report
from engine.tools.simulate import format_report, merge_reports


def main(argv=None) -> int:
    p = Parser(prog="python -m engine.tools.merge", description=__doc__.split("\n\n")[0])
    p.add_argument("pieces", nargs="+", metavar="JSON", help="simulate --json reports")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    return finish(lambda: merge_reports([read_report(path, "simulate --json report")
                                                 for path in args.pieces]),
                  args.json, format_report, (ValueError, KeyError))


if __name__ == "__main__":
    sys.exit(main())
