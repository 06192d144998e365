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


# --- the layout read from the right in Arabic (issue 59): a row's first at the right, a
# label's control at its left, as each language lays it; English as laid out ----------------

def test_a_rect_is_mirrored_in_its_box_in_arabic_only(speak):
    from game.window.ui.widgets import mirrored
    box, rect = pygame.Rect(100, 0, 400, 50), pygame.Rect(120, 10, 60, 20)
    speak("en")
    assert mirrored(rect, box) == rect
    speak("ar")
    assert mirrored(rect, box) == pygame.Rect(420, 10, 60, 20)


def switch_parts(ante, on):
    """(label's rect, track, knob's x) of the ante switch drawn off, or on with its knob
    across."""
    from helpers import recording
    ante.on, ante.knob = on, 1.0 if on else 0.0
    surface = pygame.Surface((1280, 720))
    with recording() as seen:
        ante.draw(surface)
    label = next(d.rect for d in seen if d.message == i18n._("ANTE BET"))
    track = ante.track_rect()
    knob = [x for x in range(track.x, track.right)        # the knob's pale face on the track
            if surface.get_at((x, track.centery))[:3] == (250, 246, 236)]
    return label, track, sum(knob) / len(knob)


def test_the_ante_switch_reads_from_the_right_in_arabic(speak):
    """Its name at the right, its track at its left, ON with the knob at the left (as a
    right-to-left system's switch); English as before: name at the left, ON at the right."""
    from game.window.ui.offers import Switch
    from game.words.i18n import N_
    rect = pygame.Rect(1010, 182, 240, 50)
    speak("en")
    ante = Switch(rect, N_("ANTE BET"), lambda: None)
    label, track, off = switch_parts(ante, False)
    on = switch_parts(ante, True)[2]
    assert label.left == rect.x + 14 and track == pygame.Rect(1161, 191, 77, 32) and on > off
    speak("ar")
    label, track, off = switch_parts(ante, False)
    on = switch_parts(ante, True)[2]
    assert label.right == rect.right - 14 and track.left == rect.x + 12
    assert track.right < label.left and on < off


def test_the_hud_title_plate_reads_from_the_right_in_arabic(speak):
    """A game drawn without a logo: its name on the plate at the right in Arabic."""
    from game.window.ui import hud
    from helpers import recording
    theme = {"title": "MIDNIGHT PRINCESS", "frame": (255, 215, 120)}
    placed = {}
    for lang in ("en", "ar"):
        speak(lang)
        with recording() as seen:
            hud.draw_logo(pygame.Surface((1280, 720)), None, theme)
        placed[lang] = seen[0].rect
    assert placed["en"].left == hud.LOGO.x + 14
    assert placed["ar"].right == hud.LOGO.right - 14


def test_a_toasts_lines_stand_from_the_right_in_arabic(speak):
    """A notice on two lines: centred in English, each from the plate's right in Arabic."""
    from game.window.ui import hud
    from game.window.ui.theme import LOBBY
    from helpers import recording
    message = ("Settings offer a session budget (spins stop when you have lost it) and a "
               "reality check every few minutes.")
    lines = {}
    for lang in ("en", "ar"):
        speak(lang)
        with recording() as seen:
            hud.draw_toast(pygame.Surface((1280, 720)), message, (5.0, 5.0), LOBBY)
        lines[lang] = [d.rect for d in seen]
    en, ar = lines["en"], lines["ar"]
    assert len(en) == len(ar) == 2
    assert {r.centerx for r in en} == {hud.TOAST.centerx}
    assert ar[0].width != ar[1].width and ar[0].right == ar[1].right


def test_settings_rows_and_rules_line_read_from_the_right_in_arabic(app, speak):
    """Each row's control at the left of its name, and the rules of play at the right of
    CLOSE, at once when the player picks Arabic in Settings; in English as laid out."""
    from helpers import recording
    from game.window.scenes.settings import SettingsScene
    speak("en")
    settings = app.push(SettingsScene(app))
    assert settings.rules_button.rect == pygame.Rect(230, 635, 290, 44)
    assert settings.buttons[0].rect == pygame.Rect(720, 110, 300, 36)
    assert settings.rules_button.rect.right < settings.close.rect.left
    speak("ar")                           # the language row picked: Arabic
    assert settings.rules_button.rect.left > settings.close.rect.right
    with recording() as seen:
        settings.draw(app.screen)
    name = next(d.rect for d in seen if d.message == i18n._("Language"))
    assert settings.buttons[0].rect.right < name.left
    assert settings.box.contains(settings.rules_button.rect)
    speak("en")
    assert settings.rules_button.rect == pygame.Rect(230, 635, 290, 44)


def test_the_paytables_cards_and_a_help_pages_pictures_read_from_the_right_in_arabic(
        app, speak):
    """The paytable's first symbol's card at the right in Arabic, and the cost page's first
    picture (the ante's) at the right of the buy's; in English from the left."""
    from helpers import recording
    from game.window.scenes.info import COST_TITLE
    from game.window.scenes.slot import SlotScene
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    placed = {}
    for lang in ("en", "ar"):
        speak(lang)
        slot.info(0)
        info = app.top
        cards = [rect for rect, _symbol, _pays in info.cards(info.box)]
        info.page = next(i for i, p in enumerate(info.pages)
                         if isinstance(p, tuple) and p[0] == COST_TITLE)
        with recording() as seen:
            info.draw(app.screen)
        names = [next(d.rect for d in seen if d.message == name)
                 for _image, name in info.pictures[info.page]]
        placed[lang] = cards, names
        app.pop()
    (en_cards, en_names), (ar_cards, ar_names) = placed["en"], placed["ar"]
    assert len(en_cards) > 1 and len(en_names) > 1
    assert en_cards[0].right < en_cards[1].left and en_names[0].right < en_names[1].left
    assert ar_cards[0].left > ar_cards[1].right and ar_names[0].left > ar_names[1].right
    assert sorted(r.x for r in ar_cards) == sorted(r.x for r in en_cards)   # the same places


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_lobbys_cards_and_the_bet_menus_rows_and_their_arrows_read_from_the_right_in_arabic(
        app, speak, lang):
    """The lobby's first card at the right in Arabic and the bet menu's first choice of a
    row too, and Right points at what stands at the right (in Arabic the one before); in
    English as laid out, Right the next."""
    from game.window.scenes.bet_menu import BetMenu
    from game.window.scenes.lobby import LobbyScene
    from game.window.scenes.slot import SlotScene

    def right():
        app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                          unicode=""))
    speak(lang)
    lobby = app.push(LobbyScene(app))
    first, second = lobby.cards[0], lobby.cards[1]
    lobby.selected = 1
    right()
    if lang == "en":
        assert first.right < second.left and lobby.selected == 2
    else:
        assert first.left > second.right and lobby.selected == 0
    slot = app.push(SlotScene(app, "santas-wonderland"))
    app.step(0)
    slot.open_bet_menu()
    menu = app.top
    assert isinstance(menu, BetMenu)
    row = menu.rows[0]
    menu.at = (0, 1)
    right()
    went = menu.pointed
    if lang == "en":
        assert row[0].rect.right < row[1].rect.left and went is row[2]
    else:
        assert row[0].rect.left > row[1].rect.right and went is row[0]
    assert went.rect.x > row[1].rect.x                 # Right: the choice at the right


def test_a_meters_tube_ladder_steps_and_marks_read_from_the_right_in_arabic(speak):
    """A gauge fills from its right in Arabic (its medallion at its left), a sectioned one's
    first section at the right; a ladder's first level, a multiplier's past steps and the
    first mark's socket at the right; in English all as before, from the left."""
    from game.window.ui import gauges, ladder
    from helpers import recording
    box, red, blue = pygame.Rect(20, 20, 256, 56), (255, 0, 0), (0, 0, 255)

    def lit(surface, x):
        r, g, b = surface.get_at((x, box.bottom - 21))[:3]
        return r > 150 and g < 110 and b < 110

    def drawn(lang):
        speak(lang)
        seen = {}
        for target in (140, 3):                 # a long tube; three sections
            surface = pygame.Surface((300, 100))
            gauges.gauge(surface, box, "M", target // 3, target, red, (200, 150, 50))
            seen[target] = [lit(surface, x) for x in (box.x + 60, box.right - 60)]
        surface = pygame.Surface((300, 300))
        with recording() as words:
            ladder.draw(surface, box, 5, level=(2, 5))
            ladder.draw(surface, box.move(0, 80), 5)
        gems = pygame.Surface((300, 100))
        gauges.sockets(gems, box, "MARKS", [("a", red), ("b", blue)], {"a", "b"}, (9, 9, 9),
                       {"a": None, "b": None})
        row = [gems.get_at((x, box.bottom - 6 - 11))[:3] for x in range(box.x, box.right)]
        seen["marks"] = [row.index(red), row.index(blue)]
        seen["texts"] = {d.message: d.rect.centerx for d in words}
        return seen
    en, ar = drawn("en"), drawn("ar")
    assert en[140] == en[3] == [True, False] and ar[140] == ar[3] == [False, True]
    assert en["texts"]["L1"] < en["texts"]["L2"] and ar["texts"]["L1"] > ar["texts"]["L2"]
    assert en["texts"]["x4"] < en["texts"]["x6"] and ar["texts"]["x4"] > ar["texts"]["x6"]
    assert en["marks"][0] < en["marks"][1] and ar["marks"][0] > ar["marks"][1]


def test_the_rules_of_plays_two_columns_read_from_the_right_in_arabic(tmp_path, clock, speak):
    """Every rule raised: the panel's first column at the right in Arabic, at the left in
    English."""
    from helpers import recording
    from helpers import every_rule
    from game.round.services import Services
    from game.window.app import App
    from game.window.scenes.rules import RulesScene
    app = App(data_dir=tmp_path / "d", services=Services(clock=clock, jurisdiction=every_rule()))
    try:
        first = {}
        for lang in ("en", "ar"):
            speak(lang)
            panel = app.push(RulesScene(app))
            with recording() as seen:
                panel.draw(app.screen)
            first[lang] = seen[1].rect.centerx          # after the title: the first column's
            app.pop()
        assert first["en"] < panel.box.centerx < first["ar"]
    finally:
        app.storage.close()


def test_the_players_choice_reads_from_the_right_in_arabic(speak):
    """The options a feature asks the player to pick among: the first (press 1) at the right
    in Arabic, in the same places; in English at the left, as laid out."""
    from game.window.ui.hud import choice_rects
    options = ["love", "storm", "wealth"]
    speak("en")
    en = [rect for _option, rect in choice_rects(options)]
    assert en[0] == pygame.Rect(280, 214, 230, 340) and en[0].right < en[1].left
    speak("ar")
    ar = [rect for _option, rect in choice_rects(options)]
    assert ar[0].left > ar[1].right > ar[2].right and ar == en[::-1]
