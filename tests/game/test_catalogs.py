"""The message catalogs (issue 48): made by build/catalogs.py with Babel, complete in every
language (no empty or fuzzy entry, every {placeholder} kept), the games' terms translated the
same way everywhere (each language's glossary.csv), and every message the client and the looks
use is in them (the template is what the extractor finds now)."""
import csv
import re
import string
import subprocess
import sys

import pytest
from babel.messages.pofile import read_po

from game.words.i18n import LANGUAGES, locale_dir
from helpers import ROOT

PO = {lang: locale_dir() / lang / "LC_MESSAGES" / "messages.po" for lang in [*LANGUAGES, "en_XA"]}


def catalog(lang):
    with PO[lang].open("rb") as f:
        return read_po(f)


def fields(message) -> set:
    return {name for _, name, _, _ in string.Formatter().parse(message) if name is not None}


@pytest.mark.parametrize("lang", PO)
def test_every_entry_is_translated_and_keeps_its_placeholders(lang):
    for message in catalog(lang):
        if not message.id:
            continue
        assert message.string, f"{lang}: {message.id!r} has no translation"
        assert not message.fuzzy, f"{lang}: {message.id!r} is fuzzy"
        assert fields(message.string) == fields(message.id), \
            f"{lang}: {message.id!r} -> {message.string!r} changes its placeholders"
        message.string.format(**{name or "0": "x" for name in fields(message.id)}) \
            if "" not in fields(message.id) else message.string.format("x")


def folded(words: str, lang: str) -> str:
    """Lower case, Turkish's four i's as one (Python's lower() makes 'İ' two characters, and
    a kept loanword, WILD, writes the Latin I where Turkish would write İ)."""
    if lang == "tr":
        words = words.replace("İ", "i").replace("ı", "i")
    return words.lower()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_games_terms_are_translated_the_same_way_everywhere(lang):
    """Each glossary term, wherever a message says it, is said with the glossary's words. A
    longer term governs the words it holds ("princess trinity", a brand kept whole, needs no
    "prinzessin"; ../BRAND.md). A register's own words (game/words/social.py) say the terms
    its way, tests/game/test_social_words.py checks them."""
    with (locale_dir() / lang / "glossary.csv").open(encoding="utf-8") as f:
        glossary = sorted(csv.DictReader(f), key=lambda entry: -len(entry["term"]))
    assert len(glossary) >= 15
    found = 0
    for message in catalog(lang):
        if message.context:          # a register of its own (a social casino's: no "bet")
            continue
        words = re.sub(r"\{[^}]*\}", "", message.id).lower()
        for entry in glossary:
            term = rf"\b{re.escape(entry['term'])}"
            if re.search(term, words):
                words = re.sub(term, " ", words)
                found += 1
                assert folded(entry["translation"], lang) in folded(message.string, lang), \
                    f"{lang}: {message.id!r} -> {message.string!r} does not say " \
                    f"{entry['translation']!r} for {entry['term']!r}"
    assert found > 50


@pytest.mark.slow
def test_the_catalogs_are_what_the_extractor_and_compiler_make():
    """A message added to the code or a look without running build/catalogs.py fails here,
    as does a .mo not compiled from its .po."""
    done = subprocess.run([sys.executable, "build/catalogs.py", "--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_the_look_extractor_finds_the_words_a_player_reads_and_not_the_title():
    sys.path.insert(0, str(ROOT / "build"))
    from catalogs import extract_look
    path = ROOT / "engine" / "games" / "sweet_bonanza_xmas" / "look.yaml"
    with path.open("rb") as f:
        found = {message for _, _, message, _ in extract_look(f, None, None, None)}
    assert {"FREE SPINS", "BUY FREE SPINS", "Pays anywhere", "{trigger_count}+ LOLLIPOPS",
            "Golden baubles add up and multiply the win"} <= found
    assert "Sweet Bonanza Xmas" not in found and "snow" not in found and "{cap_line}" not in found


def test_the_pseudo_locale_brackets_and_lengthens_every_message():
    for message in catalog("en_XA"):
        if message.id:
            assert message.string.startswith("[") and message.string.endswith("]")
            said = [re.sub(r"\{[^}]*\}", "", m) for m in (message.string, message.id)]
            assert len(said[0]) >= len(said[1]) * 1.35 and fields(message.string) == \
                fields(message.id)
