"""The type Chinese is drawn with (issue 48): a subset of Noto Sans CJK SC made at art time by
sprites/make_font.py, shipped with its licence, holding every character a catalog uses, small
enough for the wheel, and read only when Chinese is chosen."""
import io
import zipfile

import pygame
import pytest
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from game.window import assets
from game.words import i18n
from helpers import ROOT

FONT = i18n.locale_dir().joinpath(*i18n.CJK_FONT)


def test_every_character_of_every_translation_is_in_the_shipped_font():
    """Of the languages drawn with it (the others use the client's own type, which has the
    pseudo-locale's accents: a test draws them)."""
    have = set(TTFont(str(FONT))["cmap"].getBestCmap())
    for po in [i18n.locale_dir() / lang / "LC_MESSAGES" / "messages.po" for lang in
               i18n.NEEDS_CJK]:
        with po.open("rb") as f:
            for message in read_po(f):
                missing = {c for c in message.string + message.id
                           if c.isprintable() and ord(c) not in have}
                assert not missing, f"{po.parent.parent.name}: {message.string!r} has " \
                                    f"{''.join(sorted(missing))!r}, not in {FONT.name}"


def test_what_cldr_writes_in_chinese_is_in_the_font_too():
    have = set(TTFont(str(FONT))["cmap"].getBestCmap())
    i18n.use("zh_Hans")
    try:
        written = i18n.money(123_456_78, "MYR") + i18n.money(-5, "USD") + \
            i18n.about(26_000_000) + i18n.about(1.2e12) + i18n.day_and_time(1_796_565_903) + \
            i18n.number(1234567)
    finally:
        i18n.use("en")
    assert not {c for c in written if ord(c) not in have}


def test_the_subset_ships_with_its_licence_and_adds_under_a_megabyte():
    licence = (FONT.parent / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Noto Sans CJK SC" in licence
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_DEFLATED) as wheel:   # as a wheel holds it
        for path in FONT.parent.iterdir():
            wheel.write(path, path.name)
    assert len(packed.getvalue()) < 1_000_000


def test_the_cjk_font_is_read_only_when_chinese_is_chosen(monkeypatch):
    pygame.font.init()
    opened, real = [], pygame.font.Font
    monkeypatch.setattr(pygame.font, "Font", lambda path, size: opened.append(path) or
                        real(path, size))
    try:
        for lang in ("en", "ms", "de", "en_XA"):
            i18n.use(lang)
            assets.font(30)
        assert opened and all(not isinstance(path, str) for path in opened)   # pygame's own
        i18n.use("zh_Hans")
        chinese = assets.font(30)
        assert opened[-1] == str(FONT)
        width = chinese.size("免费旋转")[0]
        assert width > 3 * chinese.size("i")[0]        # real glyphs, not one narrow box each
        i18n.use("en")
        assert assets.font(30) is not chinese and not isinstance(opened[-1], str)
    finally:
        i18n.use("en")


@pytest.mark.slow
def test_the_subset_is_what_make_font_makes(tmp_path):
    import sys
    sys.path.insert(0, str(ROOT / "sprites"))
    import make_font
    if not make_font.SOURCE.is_file():
        pytest.skip(f"{make_font.SOURCE} is absent (apt-get install fonts-noto-cjk)")
    make_font.make(out=tmp_path / "subset.otf")
    assert (tmp_path / "subset.otf").read_bytes() == FONT.read_bytes()
