"""The books' format, as the client reads it: one JSON object per line of one zstandard stream.

The client (`--book`) reads a book with this module alone; writing books, and everything else
the export does, is a tool's (engine/tools/export/)."""
import io
import json
import re

from engine.errors import EngineError


class OutputFiles:
    """An export's files, named once as the platform reads them (as math-sdk's OutputFiles):
    index.json naming each mode's books and lookup table, and the export's own report."""
    INDEX = "index.json"
    REPORT = "report.json"
    REPORT_MD = "report.md"

    @staticmethod
    def books(mode: str) -> str:
        return f"books_{mode}.jsonl.zst"

    @staticmethod
    def table(mode: str) -> str:
        return f"lookUpTable_{mode}_0.csv"

    @classmethod
    def of_mode(cls, mode: str) -> tuple:
        """A mode's two files: its books, its table."""
        return cls.books(mode), cls.table(mode)


def zstd_module(doing="export writes zstandard books"):
    """The zstandard module, or one line saying how to add it, as this copy was installed:
    from a checkout (its pyproject.toml beside the package) or as a program (pip, pipx)."""
    try:
        import zstandard
    except ImportError:
        raise EngineError(f"{doing}, which need the export extra: {extra_hint()}") from None
    return zstandard


def checkout() -> bool:
    """Whether this copy runs from a checkout (its pyproject.toml beside the package), not
    an installed program."""
    from pathlib import Path
    return (Path(__file__).resolve().parents[1] / "pyproject.toml").exists()


def extra_hint() -> str:
    """How to add the export extra to this copy (issue 45, 7): a checkout's editable
    install, or the installed program's own command."""
    if checkout():
        return "python3 -m pip install -e '.[export]'"
    return ("python3 -m pip install 'tumbling-slots[export]' (installed with pipx: "
            "pipx inject tumbling-slots zstandard)")


BOOK_HEAD = re.compile(rb'^\{"id":(\d+),"payoutMultiplier":(\d+),')   # how book_line opens a line


def read_books(path, keep=None):
    """Each book of a books file, one JSON object per line of one zstandard stream. With
    `keep(id, payout)` only the lines it picks are parsed, told from the id and payout a line
    of this exporter opens with (a million bought rounds are 23 GB of JSON); a line that opens
    otherwise is parsed."""
    zstd = zstd_module("a book is read from zstandard books")
    with open(path, "rb") as f, zstd.ZstdDecompressor().stream_reader(f) as reader:
        for line in io.BufferedReader(reader, 1 << 20):
            if not line.strip():
                continue
            head = BOOK_HEAD.match(line) if keep is not None else None
            if head is None or keep(int(head[1]), int(head[2])):
                yield json.loads(line)
