"""The command lines' shared parser: every mistake is one line and exit status 2.

argparse prints its whole usage before a type error (`--bet 2.5`); a person wants the one line
that says what was wrong, and `--help` for the rest. The client's command line uses it as the
tools' do (engine/tools/cli.py holds what only the tools share).
"""
import argparse


DISTRIBUTION = "tumbling-slots"       # the package's name in pyproject.toml


class Parser(argparse.ArgumentParser):
    def error(self, message):
        self.exit(2, f"error: {self.prog}: {message} (see {self.prog} --help)\n")


def version() -> str:
    """The installed package's version, from its metadata (pyproject.toml's, once installed)."""
    from importlib.metadata import PackageNotFoundError, version as installed
    try:
        return f"{DISTRIBUTION} {installed(DISTRIBUTION)}"
    except PackageNotFoundError:
        return f"{DISTRIBUTION} (not installed: run from a checkout)"


class _Version(argparse.Action):
    """--version, read from the package's metadata only when asked (reading it costs a
    launch some 20 ms)."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        print(version())              # on stdout, as argparse's own version action says it
        parser.exit()


def add_version(parser: Parser) -> None:
    parser.add_argument("--version", action=_Version, help="say which version this is, and exit")


def whole(low: int):
    """An argparse type: a whole number of at least `low`, said in one line otherwise."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"{value} is below {low}")
        return value
    parse.__name__ = "whole number"
    return parse
