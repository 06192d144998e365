"""Arabic and Hindi drawn as they are written (issue 59): shaped by HarfBuzz in their script
(Arabic's letters joined, Devanagari's conjuncts and vowel signs), Arabic's line laid right to
left with its Latin words and numbers each left to right in their place (Unicode's bidi rules
for one paragraph: game/window/typeset.py), and in a box a text aligned to its left stands at
its right in Arabic."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.window import assets  # noqa: E402
from game.window.typeset import ScriptFont, visual_runs  # noqa: E402
from game.window.ui.widgets import text  # noqa: E402
from game.words import i18n  # noqa: E402


@pytest.fixture
def speak():
    pygame.font.init()
    yield i18n.use
    i18n.use("en")


@pytest.mark.parametrize("line, runs", [
    ("مرحبا بك", [("مرحبا بك", True)]),
    # a number and a currency's letters in an Arabic line: each left to right, in the line's
    # order read from the right
    ("الرصيد 1,234.50 RM", [("RM", False), (" ", True), ("1,234.50", False),
                            ("الرصيد ", True)]),
    ("نسبة (RTP): 96%", [("96%", False), ("): ", True), ("RTP", False), ("نسبة (", True)]),
    ("8x8  |  أقصى ربح 7,500x", [("7,500x", False), ("  |  أقصى ربح ", True), ("8x8", False)]),
    ("RTP (نسبة)", [(" (نسبة)", True), ("RTP", False)]),      # a Latin word first: still RTL
])
def test_a_line_is_laid_out_in_runs_as_the_bidi_rules_lay_it(line, runs):
    """In Arabic every line is a right-to-left paragraph (as a page of it says dir=rtl)."""
    assert visual_runs(line, rtl=True) == runs


def test_a_left_to_right_language_keeps_its_order():
    assert visual_runs("खेल RTP 96%", rtl=False) == [("खेल RTP 96%", False)]
    assert visual_runs("RTP (نسبة)", rtl=False) == [("RTP (", False), ("نسبة", True),
                                                    (")", False)]


def test_arabic_letters_are_joined_and_devanagari_conjuncts_formed(speak):
    speak("ar")
    arabic = assets.font(40)
    assert isinstance(arabic, ScriptFont)
    # lam-alef is one ligature: narrower than its two letters apart
    assert arabic.size("لا")[0] < arabic.size("ل")[0] + arabic.size("ا")[0]
    speak("hi")
    hindi = assets.font(40)
    assert isinstance(hindi, ScriptFont)
    # क + ् + ष make one conjunct (क्ष), narrower than the three drawn apart
    assert hindi.size("क्ष")[0] < hindi.size("क")[0] + hindi.size("्")[0] + hindi.size("ष")[0]


def test_a_mixed_line_measures_what_it_draws(speak):
    speak("ar")
    f = assets.font(30)
    for line in ("الرصيد 1,234.50 RM", "نسبة العائد للاعب (RTP): 96%", "RM 5.00"):
        image = f.render(line, True, (255, 255, 255))
        assert image.get_size() == f.size(line)
        assert image.get_bounding_rect().width > 0.8 * f.size(line)[0]    # drawn, not blank


def test_a_left_aligned_text_in_a_box_stands_at_its_right_in_arabic(speak):
    surface = pygame.Surface((400, 100))
    box = pygame.Rect(100, 0, 200, 100)
    speak("en")
    left = text(surface, "RTP", (box.x + 10, 50), 20, anchor="midleft", within=box)
    speak("ar")
    right = text(surface, "RTP", (box.x + 10, 50), 20, anchor="midleft", within=box)
    assert left.left == box.x + 10 and right.right == box.right - 10
    free = text(surface, "RTP", (box.x + 10, 50), 20, anchor="midleft")     # no box: as asked
    assert free.left == box.x + 10


@pytest.mark.parametrize("lang", ["ar", "hi"])
def test_no_catalog_line_is_cut_at_its_top_or_bottom(speak, lang):
    """A shaped line is as tall as its letters reach (not the font's ascent and descent, twice
    the Latin's): no mark over or under a letter of any message of the catalog is cut (the
    script's ink never touches the line's first or last row; the Latin beside it is pygame's
    own, as in every language)."""
    from babel.messages.pofile import read_po
    speak(lang)
    f = assets.font(30)
    with (i18n.locale_dir() / lang / "LC_MESSAGES" / "messages.po").open("rb") as po:
        messages = [m.string for m in read_po(po) if m.id and m.string]
    cut = []
    for message in messages:
        image = f.render(message, True, (255, 255, 255))
        x, edges = 0, (0, image.get_height() - 1)
        for part, font in f.pieces(message):
            width = pygame.font.Font.size(font, part)[0]
            if font is not f.latin and any(image.get_at((i, y)).a for i in range(x, x + width)
                                           for y in edges if i < image.get_width()):
                cut.append(part)
            x += width
    assert cut == []


def test_a_feature_plate_reads_from_the_right_in_arabic(speak):
    """The spins plate mirrored in Arabic: its title at the right, the spin's tile and "of"
    to its left ("10 / 3", read from the right: 3 of 10); in English as ever."""
    from game.window.ui.gauges import spin_counter
    from helpers import recording
    box = pygame.Rect(100, 100, 300, 60)
    placed = {}
    for lang in ("en", "ar"):
        speak(lang)
        surface = pygame.Surface((500, 300))
        with recording() as drawn:
            spin_counter(surface, box, i18n._("FREE SPINS"), 3, 10, (200, 150, 50))
        placed[lang] = {d.message: d.rect for d in drawn}
    en, ar = placed["en"], placed["ar"]
    assert en["FREE SPINS"].left == box.x + 14 and en["/ 10"].left > box.centerx
    title = i18n.catalog("ar").gettext("FREE SPINS")
    assert ar[title].right == box.right - 14 and ar["10 /"].right < box.centerx
