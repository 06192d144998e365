"""Brand names and words (issue 56): game/locale/BRAND.md lists the names that are the game's
brand; each language's glossary says how it says each one (a row whose note says "brand" gives
a whole translation; no row: kept in its English words). Wherever a message says a brand, the
translation says it whole, never half in each language ("Prinzessinnen-Trinität", "Girl
Powers und Trinität", "公主 LOVE"); everything else is a word and is translated, the symbols'
names too (PLUM, TOPAZ), unless the glossary records the word as the language's own."""
import re

import pytest

from game.words.i18n import LANGUAGES
from helpers import brands, catalog, glossary, said

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


def english_words(brand: str) -> list:
    return [w for w in re.findall(r"[A-Za-z]+", re.sub(r"\{[^}]*\}", "", brand)) if len(w) > 1]


def test_the_brand_list_is_read():
    found = brands()
    assert {"Midnight Riches", "Girl Power", "Princess Trinity", "Love", "Star", "Storm",
            "Tumbling Slots", "Midnight Princess"} <= set(found)
    assert "Trinity" in found["Princess Trinity"] and "Girl Powers" in found["Girl Power"]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_brand_a_message_says_is_decided_in_the_glossary(lang):
    """Each brand the catalogs say is named in the glossary with the word "brand" (its row, or
    the note of the row it belongs to), so keeping it is a decision, not a leftover."""
    rows = glossary(lang)
    messages = catalog(lang)
    for brand in brands():
        if not any(said(brand, message.id) for message in messages):
            continue
        assert any("brand" in row["note"].lower() and
                   said(brand, row["term"] + " " + row["note"]) for row in rows), \
            f"{lang}: the glossary does not decide the brand {brand!r}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_brand_is_said_whole_never_half_translated(lang):
    decided = {row["term"]: row["translation"] for row in glossary(lang)}
    for message in catalog(lang):
        for brand, forms in brands().items():
            translation = decided.get(brand.lower(), brand.lower())
            kept = translation == brand.lower()
            for form in [brand, *forms]:
                if not said(form, message.id):
                    continue
                if kept:
                    assert said(form, message.string), \
                        f"{lang}: {message.id!r} -> {message.string!r} does not keep " \
                        f"{form!r} whole (a brand: ../BRAND.md)"
                else:
                    words = re.sub(r"\{[^}]*\}", "", message.string)
                    left = [w for w in english_words(brand) if said(w, words)]
                    assert not left, f"{lang}: {message.id!r} -> {message.string!r} leaves " \
                                     f"{left} of {brand!r} in English beside its translation"
                    if form == brand:
                        assert translation in message.string.lower(), \
                            f"{lang}: {message.id!r} -> {message.string!r} does not say " \
                            f"{brand!r} as the glossary does ({translation!r})"


def test_a_princess_is_named_as_chinese_names_one():
    """Her name before her title (LOVE公主), never the title and then her name (公主 LOVE)."""
    names = [name for name in brands() if " " not in name and name.isalpha()]
    title = next(row["translation"] for row in glossary("zh_Hans") if row["term"] == "princess")
    for message in catalog("zh_Hans"):
        for name in names:
            assert not re.search(rf"{title}\s*{name}", message.string, re.I), \
                f"zh_Hans: {message.id!r} -> {message.string!r} puts {title} before {name}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_symbols_names_are_translated(lang):
    """A symbol's name (as a win's plate and the paytable say it) left as in English is only a
    brand's or words the glossary keeps as the language's own (WILD, SCATTER, AMETHYST)."""
    kept = {row["term"] for row in glossary(lang) if row["term"] == row["translation"].lower()}
    kept |= {brand.lower() for brand in brands()}
    for message in catalog(lang):
        if not any(c.startswith("symbols.") for c in message.auto_comments):
            continue
        if message.string.lower() == message.id.lower():
            words = {w.lower() for w in re.findall(r"[A-Za-z]+", message.id)}
            assert words <= kept, f"{lang}: the symbol {message.id!r} is left in English " \
                                  f"({sorted(words - kept)} not a brand or a kept word)"
