"""The message catalogs, made by Babel as `pybabel extract / update / compile` would:

  python3 build/catalogs.py            extract, update every .po, make the pseudo-locale, compile
  python3 build/catalogs.py --check    fail (status 1) if a .po or .mo is not what this makes

Messages come from the client's Python (`_()`, `N_()`) and from every game's
look.yaml (extract_look below: the words a player reads, never the title, colours or layout).
game/locale/messages.pot holds them; each language's messages.po is updated from it (new
messages come in empty, for a translator; gone ones are dropped) and compiled to messages.mo
next to it. en_XA, the pseudo-locale, is made, not written: every message accented, 40%
longer and in [brackets], its {placeholders} kept, so a test can see any text that skips the
catalogs or does not fit its box (tests/game/test_languages.py).
"""
import argparse
import datetime
import io
import re
import sys
from pathlib import Path

import yaml
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from game.words.i18n import LANGUAGES, PSEUDO  # noqa: E402

LOCALE = ROOT / "game" / "locale"
KEYWORDS = {"_": None, "N_": None, "S_": ((1, "c"), 2)}   # S_(register, message): its context
# the look.yaml words a player reads: a path of keys ('*' any key or list item)
LOOK_WORDS = [("tagline", "*"), ("buy_title",), ("features", "*", "title"),
              ("features", "*", "subtitle"), ("features", "*", "called"),
              ("features", "*", "total"), ("features", "*", "plaque", "heading"),
              ("features", "*", "plaque", "figure"), ("features", "*", "plaque", "line"),
              ("modes", "*"), ("help", "*", "title"), ("help", "*", "lines", "*"),
              ("promos", "*", "words"), ("promos", "*", "figure"), ("choice", "title"),
              ("choice", "options", "*"), ("choice", "lines", "*"), ("status", "*", "words"),
              ("big_wins", "*", "name"), ("help_items", "*"), ("help_items", "*", "*"),
              ("names", "*")]


def extract_look(fileobj, keywords, comment_tags, options):
    """Babel extractor for a game's look.yaml: (line, None, message, [where]) for each word a
    player reads (LOOK_WORDS), in file order; the game's title is not among them."""
    node = yaml.compose(fileobj.read().decode("utf-8"))
    found = []
    for path in LOOK_WORDS:
        for leaf, where in _walk(node, path, []):
            if isinstance(leaf, yaml.ScalarNode) and _worded(leaf.value):
                found.append((leaf.start_mark.line + 1, leaf.value, ".".join(where)))
    for line, message, where in sorted(found):
        yield line, None, message, [where]
    for leaf, where in _walk(node, ("social", "*"), []):     # a social casino's words for them
        if isinstance(leaf, yaml.ScalarNode):
            yield leaf.start_mark.line + 1, "S_", ("social", leaf.value), [".".join(where)]


def extract_symbols(fileobj, keywords, comment_tags, options):
    """Babel extractor for a game's game.yaml: each symbol's name as a win's plate says it
    ("8 x HEART": its id in capitals, game/window/board/labels.py) and as the paytable's card names
    it (its name in capitals, game/window/scenes/info.py)."""
    node = yaml.compose(fileobj.read().decode("utf-8"))
    found = []
    for key, words in (("id", lambda v: v.replace("_", " ").upper()), ("name", str.upper)):
        for leaf, where in _walk(node, ("symbols", "*", key), []):
            if isinstance(leaf, yaml.ScalarNode):
                found.append((leaf.start_mark.line + 1, words(leaf.value),
                              f"symbols.{where[1]}.{key}"))
    for line, message, where in sorted(found):
        yield line, None, message, [where]


def _worded(message: str) -> bool:
    """A message has words of its own ("{levels}" alone is the game's value, not words)."""
    return any(c.isalpha() for c in re.sub(r"\{[^}]*\}", "", message))


def _walk(node, path, where):
    if not path:
        yield node, where
        return
    head, rest = path[0], path[1:]
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if head in ("*", key.value):
                yield from _walk(value, rest, where + [key.value])
    elif isinstance(node, yaml.SequenceNode) and head == "*":
        for i, value in enumerate(node.value):
            yield from _walk(value, rest, where + [str(i)])


def template() -> Catalog:
    """Every message of the client and the looks, with where it is used."""
    pot = Catalog(project="tumbling-slots", fuzzy=False, creation_date=STAMP,
                  revision_date=STAMP)
    skip = ("game/tools/selftest", "game/locale")
    for path, line, message, comments, context in _extract():
        if path.startswith(skip):
            continue
        pot.add(message, None, [(path, line)], auto_comments=comments, context=context)
    return pot


def _extract():
    """Babel's extract_from_dir over the client and the looks, the look extractor given as
    a callable (no entry point to install)."""
    yield from extract_from_dir(str(ROOT), [("game/**.py", "python")], keywords=KEYWORDS)
    for path, line, message, comments, context in extract_from_dir(
            str(ROOT / "engine" / "games"), [("**/look.yaml", extract_look),
                                             ("**/game.yaml", extract_symbols)],
            keywords=KEYWORDS):
        yield f"engine/games/{path}", line, message, comments, context


# the catalogs' dates, fixed: the same messages make the same bytes (a date that moved each run
# would make every catalog stale), and where a message is used is said by file, not line, so
# an edit elsewhere in a file leaves the catalogs as they are
STAMP = datetime.datetime(2026, 12, 6, tzinfo=datetime.UTC)

ACCENTS = dict(zip("AaCcDdEeGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz",
                   "ÅåÇçÐðÉéĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛûŴŵÝýŽž"))


def pseudo(message: str, longer_than: str = "") -> str:
    """'[Ŝƥîñ ~~]': accented, 40% longer (than `longer_than` too: a register's own words for
    it, shorter than the message they stand for), in brackets; {placeholders} kept."""
    out, depth, letters = [], 0, 0
    for c in message:
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        out.append(c if depth else ACCENTS.get(c, c))
        letters += 0 if depth else 1
    plain = len(re.sub(r"\{[^}]*\}", "", longer_than))
    pad = "~" * max(1, round(letters * 0.4), round(plain * 1.4) - letters)
    return f"[{''.join(out)} {pad}]"


def _po(path: Path) -> Catalog:
    with path.open("rb") as f:
        return read_po(f)


def _bytes(writer, catalog: Catalog, **options) -> bytes:
    buffer = io.BytesIO()
    writer(buffer, catalog, **options)
    return buffer.getvalue()


def made() -> dict:
    """path -> the bytes this script makes for it (the template, each .po, each .mo)."""
    pot = template()
    files = {LOCALE / "messages.pot": _bytes(write_po, pot, width=100, omit_header=False,
                                             sort_output=False, include_lineno=False)}
    said_in_english = Catalog()
    for lang in [*LANGUAGES, PSEUDO]:
        po_path = LOCALE / lang / "LC_MESSAGES" / "messages.po"
        if lang == PSEUDO:
            catalog = Catalog(locale="en", project="tumbling-slots", fuzzy=False,
                              creation_date=STAMP, revision_date=STAMP)
            for message in pot:     # a register's own words from English's (words/social.py)
                if message.id:
                    english = said_in_english.get(message.id, message.context)
                    words = (english.string if message.context and english else None) or message.id
                    catalog.add(message.id, pseudo(words, message.id), message.locations,
                                context=message.context)
        else:
            catalog = _po(po_path) if po_path.is_file() else \
                Catalog(locale=lang, project="tumbling-slots", fuzzy=False)
            catalog.update(pot, no_fuzzy_matching=True)
            catalog.obsolete.clear()
        files[po_path] = _bytes(write_po, catalog, width=100, sort_output=False,
                                include_lineno=False)
        files[po_path.with_suffix(".mo")] = _bytes(write_mo, catalog, use_fuzzy=False)
        if lang == "en":
            said_in_english = catalog
    return files


def _stable(data: bytes) -> bytes:
    """A .po or .pot without its dates (they change at each run, the messages do not)."""
    return b"\n".join(line for line in data.split(b"\n")
                      if not line.startswith((b'"POT-Creation-Date', b'"PO-Revision-Date')))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="fail if a catalog on disk is not what this script makes")
    args = parser.parse_args(argv)
    stale = []
    for path, data in made().items():
        old = path.read_bytes() if path.is_file() else None
        same = old is not None and (old == data if path.suffix == ".mo"
                                    else _stable(old) == _stable(data))
        if same:
            continue
        if args.check:
            stale.append(path.relative_to(ROOT).as_posix())
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        print(f"error: stale catalogs (run python3 build/catalogs.py): {', '.join(stale)}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
