"""Merge pieces of one simulation into the report the whole run would give, exactly.

    python -m engine simulate --game G --spins 5000000 --seed S --json > a.json
    python -m engine simulate --game G --spins 5000000 --seed S --first-nonce 5000000 --json > b.json
    python -m engine.tools.merge a.json b.json            # = --spins 10000000 --seed S

For runs too long for one sitting (a buy mode at 10 million rounds, say).
"""
import json
import sys

from engine.simulate import format_report, merge_reports


def main(argv=None):
    paths = (argv if argv is not None else sys.argv[1:])
    as_json = "--json" in paths
    paths = [p for p in paths if p != "--json"]
    if not paths:
        print(__doc__)
        return 2
    merged = merge_reports([json.load(open(p)) for p in paths])
    try:
        print(json.dumps(merged, indent=2) if as_json else format_report(merged))
    except BrokenPipeError:     # `| head` closed the pipe: not an error
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
