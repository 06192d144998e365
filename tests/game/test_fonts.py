"""The type the languages the client's own lacks are drawn with (issues 48 and 59): Noto subsets
made at art time by sprites/make_font.py (Chinese, Japanese and Korean from Noto Sans CJK,
Arabic, Devanagari, and Noto Sans for Vietnamese's stacked marks), shipped with their licence,
each holding every character its catalog uses, small enough for the wheel, and each read only
when its language is chosen; the client's own type has the other languages' letters."""
import io
import os
import zipfile

import pygame
import pytest
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from game.window import assets
from game.words import i18n
from helpers import ROOT

FONTS = {lang: i18n.locale_dir() / "fonts" / name for lang, name in i18n.FONTS.items()}
OWN = [lang for lang in i18n.LANGUAGES if lang not in i18n.FONTS]


def _cmap(path) -> set:
    return set(TTFont(str(path))["cmap"].getBestCmap())


def _catalog_characters(lang) -> set:
    po = i18n.locale_dir() / lang / "LC_MESSAGES" / "messages.po"
    with po.open("rb") as f:
        return {c for m in read_po(f) for c in m.string + m.id if c.isprintable()}


@pytest.mark.parametrize("lang", i18n.FONTS)
def test_every_character_of_its_catalog_is_in_a_languages_font(lang):
    """The Latin of an Arabic or a Hindi text is drawn in the client's own type beside it
    (game/window/typeset.py): those subsets need their script alone."""
    have = _cmap(FONTS[lang])
    if lang in i18n.SHAPED:
        have |= _cmap(_own_type())
    missing = {c for c in _catalog_characters(lang) | set(i18n.LANGUAGES[lang])
               if ord(c) not in have}
    assert not missing, f"{lang}: {''.join(sorted(missing))!r} not in {FONTS[lang].name}"


def _own_type():
    return os.path.join(os.path.dirname(pygame.__file__), "freesansbold.ttf")


@pytest.mark.parametrize("lang", OWN + [i18n.PSEUDO])
def test_the_client_own_type_has_every_letter_of_the_other_languages(lang):
    """Russian's Cyrillic, Turkish's ı and İ, Polish's ł and ż, French's œ, German's ß:
    pygame's FreeSans Bold has them (Vietnamese's stacked marks it has not: Noto Sans)."""
    missing = {c for c in _catalog_characters(lang) | set(i18n.LANGUAGES.get(lang, ""))
               if ord(c) not in _cmap(_own_type())}
    assert not missing, f"{lang}: {''.join(sorted(missing))!r} not in the client's own type"


@pytest.mark.parametrize("lang", i18n.FONTS)
def test_what_cldr_writes_in_a_language_is_in_its_font_too(lang):
    have = _cmap(FONTS[lang]) | _cmap(_own_type())    # figures: the client's own bold type
    i18n.use(lang)
    try:
        written = i18n.money(123_456_78, "MYR") + i18n.money(-5, "USD") + \
            i18n.about(26_000_000) + i18n.about(1.2e12) + i18n.day_and_time(1_796_565_903) + \
            i18n.number(1234567) + i18n.percent(0.25)
    finally:
        i18n.use("en")
    assert not {c for c in written if ord(c) not in have}


def test_the_subsets_ship_with_their_licence_and_add_under_a_megabyte_and_a_half():
    licence = (i18n.locale_dir() / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    for path in FONTS.values():
        assert path.name in licence
    for face in ("Noto Sans CJK SC", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Bold"):
        assert face in licence
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as wheel:   # as a wheel holds it
        for path in FONTS["zh_Hans"].parent.iterdir():
            wheel.write(path, path.name)
    assert len(packed.getvalue()) < 1_500_000


def test_each_font_is_read_only_when_its_language_is_chosen(monkeypatch):
    pygame.font.init()
    opened, real = [], pygame.font.Font
    monkeypatch.setattr(pygame.font, "Font", lambda path, size: opened.append(path) or
                        real(path, size))
    try:
        for lang in [*OWN, i18n.PSEUDO]:
            i18n.use(lang)
            assets.font(30)
        assert opened and all(not isinstance(path, str) for path in opened)   # pygame's own
        for lang, path in FONTS.items():
            i18n.use(lang)
            opened.clear()
            own = assets.font(30)
            assert str(path) in opened and all(not isinstance(p, str) or p == str(path)
                                               for p in opened), lang
            sample = i18n.LANGUAGES[lang]
            assert own.size(sample)[0] > 2 * own.size("i")[0]   # real glyphs, not a box
        i18n.use("en")
        opened.clear()
        assert assets.font(30) is not own and len(opened) == 1 and \
            not isinstance(opened[0], str)
    finally:
        i18n.use("en")


@pytest.mark.slow
@pytest.mark.parametrize("lang", i18n.FONTS)
def test_the_subset_is_what_make_font_makes(tmp_path, lang):
    import sys
    sys.path.insert(0, str(ROOT / "sprites"))
    import make_font
    source = make_font.SOURCES[lang][0]
    if not source.is_file():
        package = make_font.PACKAGE[source if source in make_font.PACKAGE else source.parent]
        pytest.skip(f"{source} is absent (apt-get install {package})")
    make_font.make(out=tmp_path / "subset", lang=lang)
    assert (tmp_path / "subset").read_bytes() == FONTS[lang].read_bytes()
