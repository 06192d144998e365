"""What the engine's command-line tools share: a feature tool's options, --compiled, seeds as
typed, the last step's JSON or text. The parser, which the client's command line uses too, is
engine/args.py; a report read back, engine/tools/reports.py.
"""
import json
import sys

from engine.args import Parser


def feature_parser(prog: str, doc: str) -> Parser:
    """The options of the tools that play a game's feature alone (engine/tools/feature.py,
    capodds.py): its plays are the same plays in both."""
    p = Parser(prog=prog, description=doc.split("\n\n")[0])
    p.add_argument("--game", required=True)
    p.add_argument("--plays", type=int, required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--config", help="a YAML to tune instead of the bundled one")
    p.add_argument("--config-version", type=int)
    p.add_argument("--json", action="store_true")
    add_compiled(p)
    return p


def compiled_first(args, argv, module: str) -> int:
    """With --compiled, the tool run again on the compiled engine: its exit code, or -1 to go
    on here (no --compiled, or already the compiled copy)."""
    if not getattr(args, "compiled", False):
        return -1
    from engine.tools import native
    return native.relaunch(sys.argv[1:] if argv is None else list(argv), module)


def text_arg(name: str, value: str) -> str:
    """A seed typed on the command line must be text a hash can read (argv may carry bytes
    that are not UTF-8, which Python keeps as lone surrogates)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        from engine.errors import EngineError
        raise EngineError(f"{name} {value.encode('utf-8', 'surrogateescape')!r} is not UTF-8 "
                          "text") from None
    return value


def seed_arg(name: str, value: str) -> str:
    """A seed or hash as a player may copy it from the screen: a 64-digit hex string in either
    case, spaced in groups or not, reads as the lowercase hex the engine hashed; any other
    text (a client seed of the player's own) is taken as it is."""
    value = text_arg(name, value)
    compact = "".join(value.split())
    if len(compact) == 64 and all(c in "0123456789abcdefABCDEF" for c in compact):
        return compact.lower()
    return value


def finish(make, as_json: bool, fmt, errors=()) -> int:
    """A tool's last step: its report as JSON or as text, or its error in one line (exit 2)."""
    from engine.errors import EngineError
    try:
        result = make()
    except (EngineError, *errors) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    try:
        print(json.dumps(result, indent=2) if as_json else fmt(result))
    except BrokenPipeError:     # `| head` closed the pipe: not an error
        return 0
    return 0


def add_compiled(p):
    p.add_argument("--compiled", action="store_true",
                   help="run on the engine compiled with mypyc (build/compile.py; built first "
                        "when missing or out of date; needs the fast extra and a C compiler)")


def add_backend(parser):
    """Where a long run's chunks play: local processes (--workers), a Dask cluster this
    command starts (--cluster local --workers N), or a running one (--scheduler ADDRESS)."""
    parser.add_argument("--cluster", choices=["local"],
                        help="start a Dask cluster of --workers processes on this machine")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="run on a running Dask cluster (tcp://host:8786); needs the "
                             "cluster extra")


def backend_from(args):
    from engine.tools.runner import Backend
    if args.scheduler:
        return Backend.dask(args.scheduler)
    if args.cluster == "local":
        return Backend.dask(None, args.workers)
    import os
    return Backend.local(min(args.workers, os.cpu_count() or 1))
