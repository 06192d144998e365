"""Text from the operating system made safe to draw and print (no pygame here).

A path on Linux is bytes; Python carries the ones that are not UTF-8 as lone surrogates, which
the font renderer (and any UTF-8 encoder) refuses. Shown, they become U+FFFD; used, the path
keeps its bytes, so a folder whose name is not UTF-8 works and is shown, never a crash.
"""
import os


def printable(value: object) -> str:
    """`value` as text any renderer takes: each byte that is not UTF-8 becomes U+FFFD."""
    message = os.fsdecode(value) if isinstance(value, (bytes, os.PathLike)) else str(value)
    try:
        message.encode("utf-8")
        return message
    except UnicodeEncodeError:
        pass
    try:                               # a path's bytes, carried as surrogates by the OS layer
        return message.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    except UnicodeEncodeError:         # lone surrogates of another origin
        return "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in message)


EXCERPT = 48                     # characters of an unreadable value a notice repeats


def excerpt(value: object, most: int = EXCERPT) -> str:
    """An unreadable value as a notice repeats it: its repr, printable, cut to `most`
    characters with an ellipsis (a 1 MB value is never said whole)."""
    text = printable(repr(value))
    return text if len(text) <= most else text[:most - 1] + "…"
