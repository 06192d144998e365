"""A tool's JSON report read back, to merge, combine or join: the command-line tools and the
export's join read them the same way, with one line naming the file and what is wrong."""
import json

from engine.errors import EngineError


def read_report(path: str, kind: str, needed=("sums",)) -> dict:
    """A tool's JSON report read back (to merge or combine), or an error naming the file and
    what is wrong with it: never a traceback."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as err:
        raise EngineError(f"{path}: cannot read it ({err.strerror})") from None
    except ValueError as err:
        raise EngineError(f"{path}: not a {kind} ({err})") from None
    missing = [key for key in needed if not isinstance(data, dict) or key not in data]
    if missing:
        raise EngineError(f"{path}: not a {kind} (it has no {', '.join(missing)})")
    return data
