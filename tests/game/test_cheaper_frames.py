"""The frames made cheaper for issue 54 (the worst frame's CPU p99 back under d541311's) draw
what they drew before, pixel for pixel and word for word: each saving is proved here against the
way it replaced (pygame's own font, Babel's writing of an amount, a picture read as it is first
drawn, ...), never against a figure typed in."""
import random

import pygame
import pytest

from game.window import assets
from game.window.scenes.slot import SlotScene
from game.window.ui import hud
from game.words import i18n

MESSAGES = ("RM12,345.67", "MEGA WIN", "Space or click: show the total", "ÅÜĜçļ 0 / 140")


def pixels(image: pygame.Surface) -> tuple:
    return image.get_size(), pygame.image.tobytes(image, "RGBA")


@pytest.mark.parametrize("bold", [True, False])
def test_the_type_opened_from_memory_is_pygames_own_at_every_size(app, bold):
    """assets.font opens pygame's type from its bytes (half the time of Font(None, size)):
    the same metrics and the same pixels as pygame.font.Font(None, size) writes."""
    for size in range(1, 130):
        assets.font.cache_clear()
        ours = assets.font(size, bold, latin=True)
        theirs = pygame.font.Font(None, size)
        theirs.set_bold(bold and size < 40)
        assert (ours.get_height(), ours.get_ascent(), ours.get_descent(), ours.get_linesize()) \
            == (theirs.get_height(), theirs.get_ascent(), theirs.get_descent(),
                theirs.get_linesize()), size
        for message in MESSAGES:
            assert ours.size(message) == theirs.size(message), (size, message)
            assert pixels(ours.render(message, True, (255, 225, 120))) == \
                pixels(theirs.render(message, True, (255, 225, 120))), (size, message)
    assets.font.cache_clear()


AMOUNTS = [0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 12_345, 10**6, 10**9, 10**12, 10**15,
           10**20 + 7] + [random.Random(54).randrange(10 ** random.Random(n).randrange(1, 19))
                          for n in range(600)]


@pytest.mark.parametrize("lang", i18n.CHOICES)
def test_an_amount_is_written_as_babel_writes_it(lang):
    """i18n.money writes an amount into the form learnt for its count of digits and its sign:
    the very words Babel writes, in every language offered, for the currencies offered and
    for ones of other places (none, three), for amounts of every size and sign."""
    i18n.use(lang)
    try:
        for currency in ("MYR", "USD", "JPY", "KWD", "EUR", "INR"):
            for amount in AMOUNTS + [-a for a in AMOUNTS]:
                assert i18n.money(amount, currency) == i18n._money(amount, currency, lang), \
                    (lang, currency, amount)
    finally:
        i18n.use("en")


def test_a_form_that_cannot_be_learnt_leaves_the_amount_to_babel():
    """A form is what Babel wrote round the probe's digits; where the digits written are not
    the probe's (a digit in a symbol, another numbering's digits) there is none, and Babel
    writes each amount."""
    assert i18n.form_of("RM9.87", "987") == ("RM", ".", "", "")
    assert i18n.form_of("-9.876,54 €", "987654") == ("-", ".", "", "", ",", "", " €")
    assert i18n.form_of("US1$9.87", "987") is None          # a digit in the symbol
    assert i18n.form_of("٩٫٨٧ RM", "987") is None            # Arabic-Indic digits
    assert i18n.form_of("RM9.78", "987") is None             # not in the probe's order


def test_a_big_wins_pictures_are_read_as_the_game_is_entered(app):
    """Each tier's plaque and the coins are in the picture cache once the game is entered:
    the frame a tier is passed reads no file (read then, a plaque cost that frame 6 ms)."""
    assets.reset()
    slot = app.push(SlotScene(app, game_id="santas-wonderland"))
    held = dict(assets._pictures)
    for _at, title in slot.look.big_wins:
        art = hud.plaque(title, slot.look.big_wins)
        assert art is not None and any(image is art for image in held.values()), title
    for depth in hud.coin_frames():
        assert all(any(image is turn for image in held.values()) for turn in depth)
