"""Every screen in every language (issues 48, 59): each game's screens and states, the lobby and
the pages over them are drawn in each of the seventeen languages and the pseudo-locale, in a
window of 1280x720, of 1920x1080 and of the smallest size it allows (the whole cross in the
stress lane; the README's command draws four languages whole and the others' sample); every
text must be inside the screen and its panel, never over another, readable (4.5:1), every
worded button's words inside the button, and at the smallest window still tall enough to read.
In the pseudo-locale (every message accented, 40% longer, in brackets) a text drawn without its
marks skipped the catalogs."""
import re

import pygame
import pytest

from engine import events as ev
from engine.games import available_games, load_game
from game.words import currency, i18n
from game.window.app import App
from game.round.services import Services
from game.window.board.animator import WIN_COLOURS
from game.window.celebration import Celebration
from game.window.scenes.intro import IntroScene
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.settings import SettingsScene
from game.window.scenes.slot import SlotScene
from game.books.storage import Storage
from helpers import button_problems, drawn_by_scene, edit, problems, rows_written

LANGUAGES = [*i18n.LANGUAGES, i18n.PSEUDO]
SIZES = {"1280x720": (1280, 720), "1920x1080": (1920, 1080), "smallest": (640, 360)}
# the languages whose every screen the README's test command draws (today's four and the
# pseudo-locale, at 1280x720 and the smallest window); every language at every size is the
# stress lane's (about 40 s of CPU each), the others' cheaper form a sample of screens
FIRST = ["en", "ms", "zh_Hans", "de", i18n.PSEUDO]
SAMPLE = {"idle", "feature plaque", "big win told", "wins", "feature tally", "page 0", "page 1",
          "page 2", "bet menu", "autoplay", "settings", "history", "fair play", "buy"}


def lanes(sizes=tuple(SIZES)):
    """(lang, size) of every language at every size: today's in the main command at
    1280x720 and the smallest, the rest marked stress."""
    return [pytest.param(lang, size, id=f"{lang}-{size}", marks=() if lang in FIRST and
                         size != "1920x1080" else pytest.mark.stress)
            for size in sizes for lang in LANGUAGES]
SMALLEST_READ = 5          # px: the least height a text may have in the smallest window
PSEUDO_MARKS = set("[]~ÅåÇçÐðÉéĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛûŴŵÝýŽž")


@pytest.fixture
def speaking(tmp_path, clock):
    """An App in a language and a window size, its lobby with a notice the data file kept (the
    wallet's record deleted: a finding of the books, with its reason); English again after."""
    made = []

    def make(lang, size):
        data = tmp_path / f"data-{lang}-{size[0]}"
        Storage(data).close()
        edit(data, "DELETE FROM wallet")
        app = App(size=size, data_dir=data, services=Services(clock=clock), lang=lang)
        made.append(app)
        return app
    yield make
    for app in made:
        if not app.storage.closed:
            app.storage.close()
    i18n.use("en")


def _start(name, **fields):
    return {"type": ev.FEATURE, "phase": "start", "name": name, **fields}


def screens(app, game_id):
    """(label, None) after putting the game's screen in each state a player meets, from its own
    look (so every word comes from where the game takes it), then each page over it."""
    slot = app.push(SlotScene(app, game_id))
    app.step(0)
    look, game, bet = slot.look, slot.game, slot.session.bet
    yield "idle"
    big = [n for n, spec in look.features.items() if spec.get("big")]
    small = [n for n, spec in look.features.items() if spec.get("small")]
    fields = {"spins": 10, "princess": "storm", "level": 3, "multiplier": 5, "levels": 5}
    states = {
        "feature plaque": lambda: setattr(slot.anim.overlay, "banner", (
            look.plaque(_start(big[0], **fields)), 1.0, 1.0)) if big else None,
        "small plaque": lambda: setattr(slot.anim.overlay, "banner", (
            look.plaque(_start(small[0], **fields)), 1.0, 1.0)) if small else None,
        "big win": lambda: setattr(slot, "celebration", Celebration(
            150 * bet, bet, tiers=look.big_wins, seconds=3.0)),
        "big win told": lambda: setattr(slot, "celebration", Celebration(
            150 * bet, bet, tiers=look.big_wins, seconds=9.0,
            heading=look.total({"name": big[0], "win": 238 * bet})[0] if big else "",
            note="")),
        "total": lambda: setattr(slot.anim.overlay, "total", (
            *look.total({"name": big[0], "win": 23800}),
            look.total_detail({"name": big[0], "spins": 10, "princess": "storm",
                               "level": 4, "win": 23800}), 1.0)) if big else None,
        "message": lambda: (slot.session.stop_autoplay(i18n.N_("stopped by the player")),
                            setattr(slot.session, "revealed", ("f" * 64, "c" * 16, 123456))),
        "free spins": lambda: (setattr(slot.anim, "multiplier", 15),
                               setattr(slot.anim, "spin_counter", (3, 10))),
        "levels": lambda: (setattr(slot.anim.progress, "level", (2, 5)),   # a level's meter
                           slot.anim.progress.meters.update(level={
                               "type": "meter", "name": "level", "value": 40, "target": 170})
                           ) if "level" in look.features else None,
        "small plaque in a feature": lambda: (      # an in-feature plaque, with the tally
            setattr(slot.anim.overlay, "banner", (look.plaque(_start(small[0], **fields)),
                                                  1.0, 1.0)),
            setattr(slot.anim.progress, "in_feature", 1),     # its spins, or its level
            setattr(slot.anim.progress, "spin_counter",
                    None if "level" in look.features else (3, 10)),
            setattr(slot.anim.progress, "level", (2, 5) if "level" in look.features else None),
            setattr(slot.anim.progress, "multiplier", 5),
            setattr(slot.anim.progress, "round_win", 5000 * bet)) if small else None,
        "feature tally": lambda: (                   # a big feature's tally, its words
            setattr(slot.anim.progress, "in_feature", 1),       # and figures at their widest
            setattr(slot.anim.progress, "spin_counter", (3, 100)),
            setattr(slot.anim.progress, "multiplier", 25),
            setattr(slot.anim.progress, "multiplier_sum", "sum" in look.multipliers.values()),
            setattr(slot.anim.progress, "level", (2, 5) if "level" in look.features else None),
            setattr(slot.anim.progress, "round_win", 500_000 * bet)),
        "wins": lambda: setattr(slot.anim.board, "labels", [
            ({"positions": [[r % game.rows, c] for c in range(3)], "amount": 12345,
              "symbol": list(game.paytable.pays)[r % len(game.paytable.pays)], "count": 3}, col)
            for r, col in enumerate(WIN_COLOURS[:game.rows])]),
    }
    options = [o for choice in game.choice_sets() for o in choice]
    if options:
        states["choice"] = lambda: setattr(slot.anim.overlay, "choice", options)
    for label, make in states.items():
        make()
        yield label
        slot.anim.overlay.banner = slot.celebration = slot.anim.progress.multiplier = None
        slot.anim.progress.spin_counter = slot.anim.overlay.choice = slot.anim.overlay.total = None
        slot.anim.board.labels, slot.session.message = [], ""
        slot.anim.progress.level = None
        slot.anim.progress.in_feature = slot.anim.progress.round_win = 0
        slot.anim.progress.multiplier_sum = False
        slot.anim.progress.meters.pop("level", None)
    for page in range(len(look.help) + 3):       # the paytable and every help page
        slot.info(page)
        yield f"page {page}"
        app.pop()
    for label, open_it in (("bet menu", slot.open_bet_menu), ("autoplay", slot.toggle_autoplay),
                           ("settings", slot.open_settings), ("history", slot.open_history),
                           ("fair play", slot.open_fair_play), ("buy", slot.buy)):
        open_it()
        if app.top is not slot:
            yield label
            app.pop()
    app.push(IntroScene(app, theme=slot.theme, game_id=game_id))
    yield "intro"
    app.pop()


def too_small(app, label, scale) -> list:
    return [f"{label}: {d.message!r} is {d.rect.height * scale:.1f} px tall in the window"
            for texts in drawn_by_scene(app).values() for d in texts
            if d.message.strip() and d.rect.height * scale < SMALLEST_READ]


def skipped_catalogs(app, label, allowed) -> list:
    """Texts drawn in the pseudo-locale with no mark of it: not through the catalogs."""
    found = []
    for texts in drawn_by_scene(app).values():
        for d in texts:
            if PSEUDO_MARKS & set(d.message):
                continue
            plain = re.sub(r"\b[0-9A-F]{8}\b", " ", d.message)            # hex seeds
            words = [w for w in re.findall(r"[^\W\d_]+", plain) if w not in allowed]
            if words:
                found.append(f"{label}: {d.message!r} skipped the catalogs")
    return found


def allowed_words(app, game) -> set:
    """What is drawn as it is in every language: the games' names, the currency signs, the
    player's client seed, an option's own name (a princess), the 'x' of a multiple and the
    languages' own names. CLDR writes the pseudo-locale's numbers as English does ("26
    million"). The help values the engine hands are values (game/window/look.py says them): a word
    of theirs drawn without the marks fails."""
    words = {"RM", "x", "X", "v", "L", "thousand", "million", "billion", "trillion"}
    for game_id in available_games():
        words |= set(re.findall(r"[^\W\d_]+", load_game(game_id).name))
    words |= set(re.findall(r"[^\W\d_]+", app.settings["client_seed"]))
    words |= {o.upper() for choice in game.choice_sets() for o in choice}
    words |= {w for name in i18n.LANGUAGES.values() for w in name.split()}
    words |= {w for code in currency.codes()        # the Settings' currency row: "MYR RM"
              for w in re.findall(r"[^\W\d_]+", f"{code} {i18n.sign(code)}")}
    return words


@pytest.mark.slow
@pytest.mark.parametrize("lang, size", lanes())
def test_every_screen_of_every_game_reads_in_every_language(speaking, lang, size):
    app = speaking(lang, SIZES[size])
    scale = min(SIZES[size][0] / 1280, SIZES[size][1] / 720)
    found = []
    app.push(LobbyScene(app))
    found += problems(app, "lobby") + too_small(app, "lobby", scale)
    for game_id in available_games():
        allowed = allowed_words(app, load_game(game_id))
        for label in screens(app, game_id):
            label = f"{game_id} {label}"
            found += problems(app, label) + button_problems(app, label)
            found += too_small(app, label, scale)
            if lang == i18n.PSEUDO:
                found += skipped_catalogs(app, label, allowed)
        app.pop()
    assert found == [], "\n".join(found)


@pytest.mark.slow
@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang not in FIRST])
def test_each_language_reads_on_a_sample_of_screens(speaking, lang):
    """The main command's cheaper form of the cross above for the languages it does not draw
    whole: the lobby and, of one game (each language another, the three games in turn), the
    SAMPLE of its states and pages, at 1280x720: every text in its box, none over another,
    readable, every button's words inside it."""
    app = speaking(lang, (1280, 720))
    app.push(LobbyScene(app))
    found = problems(app, "lobby")
    games = available_games()
    game_id = games[list(i18n.LANGUAGES).index(lang) % len(games)]
    for label in screens(app, game_id):
        if label in SAMPLE:
            label = f"{game_id} {label}"
            found += problems(app, label) + button_problems(app, label)
    app.pop()
    assert found == [], "\n".join(found)


def too_short(app, label, excluded=()) -> list:
    """Texts on the screen under READABLE_PX tall at 1280x720 (cap height, or the CJK
    body: tests/helpers.py Drawn.cap_px), but those inside `excluded` rects."""
    from game.window.ui.widgets import READABLE_PX
    return [f"{label}: {d.message!r} is {d.cap_px()} px tall" for texts in
            drawn_by_scene(app).values() for d in texts
            if d.message.strip() and d.cap_px() < READABLE_PX
            and not any(pygame.Rect(box).contains(d.rect) for box in excluded)]


@pytest.mark.slow
@pytest.mark.parametrize("lang", [pytest.param(lang, marks=() if lang in FIRST else
                                               pytest.mark.stress) for lang in i18n.LANGUAGES])
def test_no_text_a_player_needs_on_any_screen_is_under_12_px(speaking, lang):
    """Issue 56: at 1280x720, each text of each game's play screen, in each of its states
    (the bar, the meters, the plaques and their sub-lines, the tally, the wins, the choice, the
    big win), stands 12 px tall or more; Chinese amounts in the bar keep the bar's bold (the
    client's own type). The offers beside the board too (the promos and the buy badge: their
    taller offer frames, sprites/svg.py OFFER_FRAME, wrap a long title on two lines). And every
    page over it and the lobby: the paytable and help pages (a name under its picture on two
    lines, the pictures giving way to long words), the bet menu, autoplay, settings, history
    (its keys on two lines), fair play, the intro (game/window/ui/widgets.py text: no text is
    drawn under the floor, however it is asked)."""
    app = speaking(lang, (1280, 720))
    app.push(LobbyScene(app))
    found = too_short(app, "lobby")
    for game_id in available_games():
        for label in screens(app, game_id):
            found += too_short(app, f"{game_id} {label}")
            if label == "idle":                  # the bar's amounts in its own heavy type
                for texts in drawn_by_scene(app).values():
                    for d in texts:
                        if d.rect.y > 675 and any(c.isdigit() for c in d.message):
                            assert d.face.get_bold(), f"{lang}: {d.message!r} in the bar " \
                                                      "is not in its bold type"
        app.pop()
    assert found == [], "\n".join(found)


def test_the_plaques_and_offers_beside_the_board_cover_nothing_a_player_reads(speaking):
    """Issue 56: what each look puts beside the board covers neither the board, the controls
    nor, while a big feature plays, its tally: a small plaque (Midnight Princess's Girl Power
    was drawn over the free spins' tally), the promos and the buy badge (their offer frames
    taller, their places moved). The texts drawn over each other are found by the screens'
    "small plaque in a feature" state (test_every_screen_of_every_game_reads_in_every_language)."""
    app = speaking("en", (1280, 720))
    found = []
    for game_id in available_games():
        slot = app.push(SlotScene(app, game_id))
        app.step(0)
        look, controls = slot.look, slot.controls
        board = pygame.Rect(look.board)
        buttons = [b.rect for b in controls.buttons if b is not controls.buy_button]
        offers = [box for _art, box, _said in slot.panels.promos]
        if controls.buy_button is not None:
            offers.append(controls.buy_button.rect)
        placed = [("offer", box, [board, *buttons, *offers[i + 1:]])
                  for i, box in enumerate(offers)]
        if any(spec.get("small") for spec in look.features.values()):
            placed.append(("small plaque", pygame.Rect(look.small_plaque), [board, *buttons]))
            if look.tally_box:
                placed.append(("small plaque in a feature",
                               pygame.Rect(look.small_plaque_tallied),
                               [board, pygame.Rect(look.tally_box), *[
                                   b.rect for b in controls.shown(_Feature())]]))
        for name, box, others in placed:
            found += [f"{game_id}: its {name} {tuple(box)} covers {tuple(other)}"
                      for other in others if box.colliderect(other)]
        app.pop()
    assert found == [], "\n".join(found)


class _Feature:
    """A state in a feature's spins (what Controls.shown asks)."""
    spin_counter, level = (1, 10), None


def test_a_text_that_skips_the_catalogs_is_found(speaking):
    """The pseudo-locale check finds a hard-coded word, and passes a translated one."""
    from game.window.ui.widgets import text
    app = speaking(i18n.PSEUDO, (1280, 720))
    app.push(LobbyScene(app))
    scene = app.top
    real = scene.draw
    scene.draw = lambda surface: (real(surface), text(surface, "SPIN", (640, 360)),
                                  text(surface, i18n._("SPIN"), (640, 400)))
    game = load_game(available_games()[0])
    found = skipped_catalogs(app, "lobby", allowed_words(app, game))
    assert found == ["lobby: 'SPIN' skipped the catalogs"]


def test_the_lobby_draws_the_data_files_notice_through_the_catalogs(speaking):
    """The notice the data file kept (a finding of the books, made before the kept language
    was read) is drawn on the lobby's plate in the pseudo-locale with its marks, its nested
    reason with its own; nothing on the lobby skips the catalogs."""
    app = speaking(i18n.PSEUDO, (1280, 720))
    app.push(LobbyScene(app))
    assert app.notice.startswith("[") and f"({i18n._('missing')})" in app.notice
    drawn = [d.message for texts in drawn_by_scene(app).values() for d in texts]
    plate = [line for line in drawn if line in app.notice and len(line) > 20]
    assert plate and " ".join(plate) == app.notice and all(PSEUDO_MARKS & set(line)
                                                           for line in plate)
    game = load_game(available_games()[0])
    assert skipped_catalogs(app, "lobby", allowed_words(app, game)) == []


def test_a_button_whose_words_do_not_fit_is_found(speaking):
    app = speaking("de", (1280, 720))
    app.push(SettingsScene(app))
    close = app.top.close
    close.rect = pygame.Rect(close.rect.x, close.rect.y, 20, close.rect.height)
    assert any("is cut by its button" in p for p in button_problems(app, "settings"))


def test_settings_switch_every_word_on_screen_at_once(speaking):
    """In the slot screen, Settings' language row turns the bar's words and the amounts at
    once: the next frame draws them in the new language."""
    from helpers import recording
    app = speaking("en", (1280, 720))
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    app.step(0)
    app.push(SettingsScene(app))
    row = [key for key, _, _ in __import__("game.window.scenes.settings",
                                           fromlist=["ROWS"]).ROWS].index("language")
    while app.settings["language"] != "ms":
        app.top.buttons[row].press()
    app.pop()
    app.step(1 / 60)
    with recording() as drawn:
        slot.draw(app.screen)
    said = {d.message for d in drawn}         # (the promo's MENANG SEHINGGA on two lines)
    assert {"KREDIT", "TARUHAN", "MENANG TERAKHIR", "MENANG", "SEHINGGA"} <= said
    assert app.money(app.balance) in said and app.money(app.balance).startswith("RM")


def test_chinese_wraps_between_characters_and_long_words_are_shrunk_never_cut(speaking):
    """Chinese has no spaces: a paragraph breaks between characters (never before its closing
    punctuation); a German word too long for the line keeps a line of its own, and fit_block
    shrinks the type until every line fits its width."""
    from game.window.ui.widgets import fit_block, font, readable_size, wrap
    speaking("zh_Hans", (1280, 720))
    said = "本局结束时，这里会显示其服务器种子：它的SHA-256哈希与之前显示的哈希相同。"
    lines = wrap(said, 24, 200)
    assert len(lines) > 2 and "".join(lines) == said
    assert all(font(24).size(line)[0] <= 200 for line in lines)
    assert not any(line.startswith(("，", "。", "：")) for line in lines)
    i18n.use("de")
    long = "GEWINNMULTIPLIKATOR FREISPIELE"
    assert wrap(long, 40, 300) == ["GEWINNMULTIPLIKATOR", "FREISPIELE"]
    size, wrapped = fit_block([long], 40, 300, 200)
    assert all(font(size).size(line)[0] <= 300 for line in wrapped[0])
    assert " ".join(wrapped[0]) == long                    # every letter kept
    assert readable_size(long) <= size < 40                # shrunk, never under the floor


@pytest.mark.parametrize("lang", ["ms", "de", "ar", "hi", "ja", "vi"])
def test_the_settings_language_row_says_the_language_spoken(speaking, lang):
    """--lang speaks a language for this run only: the row said the kept one ("English" over
    a Malay screen, issue 56); it says the one in use, and cycles on from it."""
    app = speaking(lang, (1280, 720))
    settings = app.push(SettingsScene(app))
    app.step(0)
    row = settings.buttons[0]
    assert row.label == i18n.LANGUAGES[lang] and app.settings["language"] == "en"
    row.action()
    order = list(i18n.LANGUAGES)
    assert i18n.language() == order[(order.index(lang) + 1) % len(order)]


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_history_rows_at_their_widest_read_in_every_language(speaking, lang):
    """Issue 56: the history's cells at the readable floor, with amounts as wide as the books
    hold (a million's win beside a hundred's bet), every status and a feature's mode: each
    inside its column and the panel, none over another, readable."""
    from game.window.scenes.history import HistoryScene
    app = speaking(lang, (1280, 720))
    rows_written(app.storage, [
        {"game": available_games()[nonce % 3], "nonce": nonce, "started": 1.7e9 + nonce,
         "bet": 10000, "cost": 1000000, "total_win": 123456789,
         "status": ["done", "aside", "void", "open"][nonce % 4]} for nonce in range(1, 12)])
    app.push(HistoryScene(app))
    found = problems(app, "history") + too_short(app, "history")
    assert found == [], "\n".join(found)


# the pseudo-locale (every word's catalog) and one other script in the fast lane; each
# language is a game entered, 0.12 s of CPU, the whole list 2.3 s (issue 54's budget)
WILD_FAST = (i18n.PSEUDO, "zh_Hans")


@pytest.mark.parametrize("lang", [lang if lang in WILD_FAST else
                                  pytest.param(lang, marks=pytest.mark.slow)
                                  for lang in [i18n.PSEUDO, *i18n.LANGUAGES]])
def test_a_wild_tiles_word_is_drawn_through_the_catalogs(speaking, lang):
    """Issue 59: Santa's wild tiles said WILD in English in every language (drawn beside the
    text pipeline); their word is the catalog's, drawn as every text is, so the pseudo-locale
    sees it (and a Chinese player reads the Chinese)."""
    from helpers import recording
    app = speaking(lang, (1280, 720))
    slot = app.push(SlotScene(app, "santas-wonderland"))
    app.step(0)
    view = slot.view
    assert view.wilds, "Santa's Wonderland has wild tiles"
    with recording() as drawn:
        view.draw_symbol(app.screen, sorted(view.wilds)[0], 1, 1)
    assert [d.message for d in drawn] == [i18n._("WILD")]
    # (the Latin-script catalogs keep the genre's loanword, BRAND.md)
    assert lang not in (i18n.PSEUDO, "zh_Hans", "ar", "hi", "ja", "ko") or \
        drawn[0].message != "WILD"
    if lang == i18n.PSEUDO:
        game = load_game("santas-wonderland")
        assert skipped_catalogs(app, "wild", allowed_words(app, game)) == []
    x = round(view.center(1, 1)[0])
    word = drawn[0].rect
    assert word.centerx == x and (lang == i18n.PSEUDO or word.width <= view.cell), \
        f"{lang}: the wild's word {tuple(word)} is wider than its tile ({view.cell} px)"
    app.pop()


# the one text painted beside widgets.text: a valued symbol's value ("x25", the engine's name
# of the symbol, digits, no word), painted once into the symbol's picture
RENDERED_BESIDE = {("game/window/board/view.py", "label = font(max(14, size // 3)).render("
                    "symbol, True, (110, 36, 0))")}


def test_no_text_is_rendered_beside_the_text_pipeline():
    """What a player reads is drawn by widgets.text (so the pseudo-locale, the box test and the
    screenshots see it): no other font render in the client but the text pipeline's own
    (widgets.py, typeset.py) and the valued symbol's figure."""
    from helpers import ROOT
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        if where in ("game/window/ui/widgets.py", "game/window/typeset.py"):
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if ".render(" in line and (where, line.strip()) not in RENDERED_BESIDE:
                found.append(f"{where}: {line.strip()}")
    assert found == [], "\n".join(found)
