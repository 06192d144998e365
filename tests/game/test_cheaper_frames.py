"""The frames made cheaper for issue 54 (the worst frame's CPU p99 back under d541311's) draw
what they drew before, pixel for pixel and word for word: each saving is proved here against the
way it replaced (pygame's own font, Babel's writing of an amount, a picture read as it is first
drawn, ...), never against a figure typed in."""
import random

import pygame
import pytest

from game.window import assets
from game.window.board.steps import WAIT_GLOW, Land
from game.window.easing import pulse, wave
from game.window.effects import Burst, CoinShower
from game.window.scenes.slot import SlotScene
from game.window.ui import hud, widgets
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


def test_the_coins_fall_and_are_drawn_as_before(app):
    """CoinShower gathers its coins by depth rather than sorting them each frame, and works
    each depth's pull out once a frame: the same coins at the same places, drawn in the same
    order (far first, each depth's in the order thrown) as a stable sort by depth drew them."""
    shower = CoinShower(hud.coin_frames(), rate=90.0, seed=54)
    old = CoinShower(hud.coin_frames(), rate=90.0, seed=54)
    for frame in range(150):
        shower.update(1 / 60)
        old.owed += old.rate / 60          # the update it replaced, spelled out
        while old.owed >= 1:
            old.owed -= 1
            old._throw()
        for coin in old.coins:
            coin[3] += old._gravity(coin[6]) * (1 / 60)
            coin[0] += coin[2] * (1 / 60)
            coin[1] += coin[3] * (1 / 60)
            coin[4] += coin[5] * (1 / 60)
        old.coins = [c for c in old.coins if c[1] < 720 + old.LEAVE or c[3] < 0]
        assert shower.coins == old.coins, frame
    assert len(shower.coins) > 40
    ours, theirs = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    shower.draw(ours)
    blits = []
    for x, y, _, _, turn, _, depth in sorted(old.coins, key=lambda c: c[6]):
        turns = old.frames[int(depth)]
        image = turns[int(turn) % len(turns)]
        blits.append((image, (x - image.get_width() / 2, y - image.get_height() / 2)))
    theirs.fblits(blits)
    assert pixels(ours) == pixels(theirs)


def test_a_wrapped_line_is_broken_once_and_as_before(app):
    """lines_of: the lines `wrapped` draws (the message as it is where one line holds it, else
    wrap's), worked out once per message and box: the lobby's odds and the paytable's prize
    line are counted (for their plate) and drawn from the one breaking."""
    for message, width in (("reached about 1 in 10 million rounds", 200),
                           ("Top prize   RTP 96.5%", 900), ("GEWINNMULTIPLIKATOR FREISPIELE", 300)):
        size = widgets.readable_size(message)
        fits = assets.face(size, message).size(message)[0] <= width
        assert list(widgets.lines_of(message, size, width)) == \
            ([message] if fits else widgets.wrap(message, size, width))
    widgets.lines_of.cache_clear()
    surface = pygame.Surface((400, 200))
    for _ in range(3):
        widgets.wrapped(surface, "reached about 1 in 10 million rounds", (200, 10), 12, 200)
    assert widgets.lines_of.cache_info().misses == 1


def test_the_board_finds_each_symbols_picture_once(app):
    """A frame draws every cell: the board view finds each symbol's picture at its size once
    (the very surface symbol_image hands), not in the picture cache for each cell each frame;
    a game left lets them go with its other pictures."""
    slot = app.push(SlotScene(app, game_id="sweet-bonanza-xmas"))
    app.step(1 / 60)
    view = slot.view
    drawn = {symbol for row in slot.anim.board.cells for symbol in row if symbol}
    assert drawn and drawn <= view._plain.keys()
    assert all(view._plain[symbol] is view.symbol_image(symbol) for symbol in drawn)
    view.release()
    assert not view._plain


def test_the_sparks_move_and_are_drawn_as_before():
    """Burst's loops keep to locals and work the pull out once a frame (up to 700 sparks a
    frame in a busy round): the same sparks at the same places, the same pixels, as the loops
    they replaced, spelled out here."""
    ours, theirs = Burst(seed=54), Burst(seed=54)
    colours = ((250, 60, 40), (255, 255, 255), (255, 225, 120))
    for frame in range(90):
        if frame % 10 == 0:
            ours.emit(640, 300, colours, 60)
            theirs.emit(640, 300, colours, 60)
        ours.update(1 / 60)
        alive = []
        for p in theirs.sparks:
            p[5] += 1 / 60
            if p[5] < p[4]:
                p[0] += p[2] * (1 / 60)
                p[1] += p[3] * (1 / 60)
                p[3] += theirs.GRAVITY * (1 / 60)
                alive.append(p)
        theirs.sparks = alive
        assert ours.sparks == theirs.sparks, frame
    assert len(ours) > 100
    drawn, spelled = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    ours.draw(drawn)
    blits = []
    for x, y, _, _, life, age, colour, size in theirs.sparks:
        radius = max(1, int(size * (1 - age / life)))
        dot = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        pygame.draw.circle(dot, colour, (radius, radius), radius)
        pygame.draw.circle(dot, (255, 255, 255), (radius, radius), max(1, radius // 3))
        blits.append((dot, (x - radius, y - radius)))
    spelled.fblits(blits)
    assert pixels(drawn) == pixels(spelled)


@pytest.mark.parametrize("lang", i18n.CHOICES)
def test_a_number_kept_is_the_number_written(lang):
    """i18n.number keeps what it wrote (the lobby writes each game's max win every frame), by
    the value's type and writing as well as its value: 1 and 1.0, 1.5 and 1.50, are equal
    but each is written as Babel writes it, in each language."""
    from decimal import Decimal
    from fractions import Fraction
    i18n.use(lang)
    try:
        for value in (1, 1.0, Decimal("1.50"), Decimal("1.5"), Fraction(5, 4), 1_234_567, 0.1,
                      Decimal("3.5"), 25_000, Fraction(1, 3)):
            for digits in (None, 0, 2):
                fresh = i18n._number.__wrapped__(type(value).__name__, str(value), value,
                                                 digits, lang)
                assert i18n.number(value, digits) == fresh == i18n.number(value, digits)
    finally:
        i18n.use("en")


def test_a_landing_that_waits_for_a_trigger_is_drawn_as_before(app):
    """Land.draw finds the cells waiting for one more trigger once a frame, not once a cell
    (each asking worked out every cell's landing: 4,096 a frame on an 8x8 board): the same
    pixels as the draw it replaced, spelled out here, all through an anticipation."""
    slot = app.push(SlotScene(app, game_id="santas-wonderland"))
    game, anim = slot.game, slot.anim
    symbols = list(game.paytable.pays)
    trigger = slot.look.roles.symbol("trigger") or symbols[0]
    cells = [[symbols[(r * 3 + c) % len(symbols)] for c in range(game.cols)]
             for r in range(game.rows)]
    for r, c in ((0, 0), (2, 1), (4, 2)):
        cells[r][c] = trigger
    land = Land(cells, {"symbol": trigger, "count": 4})
    assert land.waits_from is not None
    stage, waited = anim.stage, 0
    land.begin(stage)
    for t in [i / 40 for i in range(41)]:
        ours, theirs = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
        land.draw(ours, stage, t)
        view, seconds = stage.canvas, t * land.duration
        if land.waits_from is not None and seconds < land.duration:
            for c in range(land.waits_from, game.cols):
                if seconds < land.landed(0, c):
                    view.column_glow(theirs, c, 0.6 + 0.4 * wave(seconds, 0.5))
            for r, c in land.waiting(seconds):
                view.halo(theirs, r, c, WAIT_GLOW, 0.55 + 0.45 * wave(seconds, 0.45))
        for c in range(game.cols):
            for r in range(game.rows):
                y = land.row_at(r, c, seconds)
                scale = pulse(seconds, 0.45, 0.12) if (r, c) in land.waiting(seconds) else 1.0
                view.draw_symbol(theirs, land.cells[r][c], y, c, scale=scale)
        waited += bool(land.waiting(seconds))
        assert pixels(ours) == pixels(theirs), t
    assert waited > 5


def test_a_window_of_the_same_format_keeps_the_pictures_and_never_the_type(tmp_path, clock):
    """A second App in one process (a test worker makes hundreds) opens its window in the
    format the cached pictures were made ready in: they are kept, the same surfaces, not read
    again; the type goes with the pygame session it was opened in. A window of another format
    (or a reset) lets the pictures go."""
    from game.round.services import Services
    from game.window.app import App
    first = App(data_dir=tmp_path / "one", services=Services(clock=clock))
    art = assets.picture(("ui", "coin_0"), (64, 64))
    assert art is not None
    opened = assets.font(20)
    first.storage.close()
    second = App(data_dir=tmp_path / "two", services=Services(clock=clock))
    assert assets.picture(("ui", "coin_0"), (64, 64)) is art
    assert assets.font(20) is not opened
    second.storage.close()
    assets.window_opened(pygame.Surface((8, 8), depth=16))
    assert assets.picture(("ui", "coin_0"), (64, 64)) is not art
    assets.window_opened(pygame.display.get_surface())      # as it was, for the next test


def test_a_game_entered_again_keeps_its_key_arts_turns_until_it_is_left(app):
    """The key art's poses are fitted and turned to each sway angle when a game is entered: a
    game entered again while its pictures are kept (a test's next App) takes the same pictures,
    not made again; left, they go with it (assets.release), the turns with them."""
    import gc

    from game.window.ui import keyart
    assets.reset()
    first = app.push(SlotScene(app, "santas-wonderland"))
    turned = {pose: list(frames) for pose, frames in first_key_art(first).swaying.items()}
    assert turned and all(len(frames) == len(keyart.ANGLES) for frames in turned.values())
    again = first_key_art(app.push(SlotScene(app, "santas-wonderland")))
    for pose, frames in again.swaying.items():
        assert all(a is b for a, b in zip(frames, turned[pose])), pose
    held = len(keyart._LEANING)
    app.pop()
    app.pop()
    del first, again, turned
    gc.collect()
    assert len(keyart._LEANING) < held


def first_key_art(slot):
    from game.window.ui.keyart import KeyArt
    found = [v for section in slot.sections.sections for v in vars(section).values()
             if isinstance(v, KeyArt)]
    assert found, "the slot screen draws a key art"
    return found[0]


def test_the_ambient_bed_is_read_once_a_process(app):
    """The wind bed under every game was read from its file for every client made (a test
    worker makes hundreds): it is read once, as every sound is (audio.load)."""
    from game.window import audio
    assert app.audio.enabled, "the dummy audio driver has a mixer"
    app.audio.music("santas-wonderland")
    kept = [sound for (path, _), sound in audio._loaded.items() if path.name == "ambient.wav"]
    assert len(kept) == 1 and kept[0] is not None
    assert app.audio.ambient_channel is not None
    assert app.audio.ambient_channel.get_sound() is kept[0]
