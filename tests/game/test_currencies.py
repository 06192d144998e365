"""Money in every currency a platform pays in (issue 58, part 2): each written as the player's
locale writes it with the currency's own decimals, a bet ladder per currency (each game's
ladder times the currency's whole `unit`, game/words/currencies.yaml) at which every win is a
whole number of minor units and scales exactly with the bet, a wallet per currency in the
books (a switch is a row of them; each round records its currency), and a file of schema 3
migrated with its books still reading."""
import re
import sqlite3
from decimal import Decimal
from fractions import Fraction
from functools import partial

import pytest
from babel.numbers import parse_decimal

from engine.games import available_games, load_game
from engine.rng import FairRng, seed_triple
from engine.round import run
from game.books.chain import COLUMNS, Row
from game.books.storage import SCHEMA, Storage
from game.round import jurisdiction
from game.words import currency
from game.round.services import Services
from game.window.app import App
from game.words import i18n
from helpers import edit

GAMES = available_games()
CODES = currency.codes()
# every currency Stake Engine's RGS pays in, and this game's own
ISSUED = ("USD CAD JPY EUR RUB CNY PHP INR IDR KRW BRL MXN DKK PLN VND TRY CLP ARS PEN XGC XSC "
          "MYR").split()
WHOLE = {"JPY", "KRW", "IDR", "VND", "CLP"}        # no minor digits
LOCALES = ("en", "de", "ms", "zh_Hans", "ja")


def test_every_currency_a_platform_pays_in_is_offered():
    assert sorted(CODES) == sorted(ISSUED) and CODES[0] == "MYR"


@pytest.mark.parametrize("lang", LOCALES)
@pytest.mark.parametrize("code", ISSUED)
def test_each_currency_is_written_as_the_locale_writes_it_with_its_own_decimals(code, lang):
    """The figure read back by the locale's own rules is the amount, to the minor unit, with
    the currency's decimals (none for JPY, KRW, IDR, VND, CLP; two for the social coins),
    and every character is one the client's type draws."""
    spec = currency.get(code)
    for amount in (spec.unit * 10, spec.unit * 48000, 123456789):
        written = i18n.money(amount, code, lang)
        digits = 0 if code in WHOLE else 2
        figure = re.sub(r"[^\d.,\-]", "", written).strip(".,")
        assert parse_decimal(figure, locale=lang) == Decimal(amount).scaleb(-digits), written
        decimal_sign = "," if lang == "de" else "."
        tail = figure.rsplit(decimal_sign, 1)
        assert (len(tail) == 2 and len(tail[1]) == 2) if digits else len(tail) == 1 or \
            len(tail[1]) == 3, written      # a 3-digit group, never decimals, where none
        assert set(written) <= i18n.DRAWN, f"{written!r}: a character the type cannot draw"


def test_every_amount_in_every_language_is_one_the_client_can_draw():
    """Every currency's amounts, and the figures beside them, in every language offered, are
    of characters the client's type draws (French groups them with a narrow no-break space,
    U+202F, which the type draws as a narrow space: i18n.DRAWN says so, and a test of the
    type holds it)."""
    for lang in i18n.LANGUAGES:
        for code in ISSUED:
            for amount in (10, 123456789, -5000):
                written = i18n.money(amount, code, lang)
                assert set(written) <= i18n.DRAWN, f"{lang}: {written!r}"
        try:
            i18n.use(lang)
            for figure in (1234567, Decimal("1234.5")):
                assert set(i18n.number(figure)) <= i18n.DRAWN, (lang, i18n.number(figure))
        finally:
            i18n.use("en")


@pytest.mark.parametrize("lang, code, written", [
    ("en", "JPY", "¥1,234"), ("de", "JPY", "1.234\xa0¥"), ("ja", "JPY", "JPY1,234"),
    ("en", "EUR", "€12.34"), ("de", "EUR", "12,34\xa0€"), ("ms", "MYR", "RM12.34"),
    ("de", "MYR", "12,34\xa0RM"), ("zh_Hans", "CNY", "¥12.34"), ("en", "CNY", "CN¥12.34"),
    ("en", "KRW", "KRW1,234"), ("de", "IDR", "1.234\xa0IDR"), ("en", "VND", "VND1,234"),
    ("en", "CLP", "CLP1,234"), ("en", "INR", "INR12.34"), ("en", "BRL", "R$12.34"),
    ("en", "XGC", "GC12.34"), ("de", "XSC", "12,34\xa0SC"), ("ja", "USD", "$12.34"),
    ("de", "USD", "12,34\xa0$"), ("zh_Hans", "MXN", "MX$12.34"),
])
def test_a_few_amounts_as_each_locale_writes_them(lang, code, written):
    assert i18n.money(1234, code, lang) == written


def test_a_symbol_the_client_cannot_draw_is_written_as_its_code_and_the_social_coins_as_theirs():
    assert i18n.sign("INR", "en") == "INR" and i18n.sign("KRW", "en") == "KRW"   # ₹ ₩: no glyph
    assert i18n.sign("XGC") == "GC" and i18n.sign("XSC") == "SC"
    assert i18n.sign("RM") == "RM"          # the setting's old name of the ringgit


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("code", CODES)
def test_each_game_s_ladder_in_each_currency_is_its_own_times_the_unit_and_pays_whole_units(
        game_id, code):
    """No bet a currency cannot write (whole minor units, read back exactly from its
    writing), and no pay that floors a fraction of a minor unit at any bet of it."""
    spec, own = currency.get(code), load_game(game_id)
    game = load_game(game_id, unit=spec.unit)
    assert game.bets.steps == spec.ladder(own.bets.steps)
    assert game.bets.default == own.bets.default * spec.unit
    assert game.inexact_pays() == [], f"{game_id} in {code} floors these (pay, bet) pairs"
    digits = 0 if code in WHOLE else 2
    for bet in (game.bets.low, game.bets.high):
        figure = re.sub(r"[^\d.,]", "", i18n.money(bet, code, "en")).strip(".,")
        assert parse_decimal(figure, locale="en") == Decimal(bet).scaleb(-digits)


def test_min_and_max_bets_are_sensible_in_each_currency():
    """A whole-number currency's bets are round: yen in tens, won and pesos in hundreds,
    rupiah and dong in thousands; the others' smallest bet is at least a tenth of a major
    unit; and each currency's demo balance covers 100 of its smallest bets at least."""
    steps = {step for g in GAMES for step in load_game(g).bets.steps}
    least = {"JPY": 10, "KRW": 100, "CLP": 100, "IDR": 1000, "VND": 1000}
    for code in CODES:
        spec = currency.get(code)
        ladder = spec.ladder(tuple(sorted(steps)))
        assert all(bet % least.get(code, 10) == 0 for bet in ladder), code
        assert spec.demo >= 100 * ladder[0], code


def plays(game):
    return [(mode, choices) for mode in game.modes for choices in game.choice_sets()]


def same_multiples(game_id, unit, rounds):
    """The same rounds at the game's own smallest bet and at a currency's smallest and
    largest: each wins the same multiple of its bet, to the minor unit."""
    own, priced = load_game(game_id), load_game(game_id, unit=unit)
    server, _, _ = seed_triple(58)
    wins = 0
    for mode, choices in plays(own):
        for nonce in range(rounds // 4 if own.modes[mode] > 10 else rounds):
            rng = partial(FairRng, server, "currency", nonce)
            base = run(own, own.bets.low, rng(), mode, choices)
            for bet in (priced.bets.low, priced.bets.high):
                events = run(priced, bet, rng(), mode, choices)
                assert Fraction(events[-1]["total_win"], bet) == \
                    Fraction(base[-1]["total_win"], own.bets.low), (mode, nonce, bet)
                assert len(events) == len(base)
            wins += base[-1]["total_win"] > 0
    return wins


@pytest.mark.parametrize("game_id", GAMES)
def test_every_round_wins_the_same_multiple_of_the_bet_in_every_currency(game_id):
    """Bet invariance: the RTP is the same at every bet of every currency's ladder, as each
    round pays the same multiple of its bet (every currency with the same unit has the very
    same game, load_game's cache)."""
    units = sorted({spec.unit for spec in currency.table().values()})
    assert load_game(game_id, unit=10) is load_game(game_id, unit=currency.get("INR").unit)
    assert sum(same_multiples(game_id, unit, 24) for unit in units) > 0


@pytest.mark.stress
@pytest.mark.parametrize("game_id", GAMES)
def test_every_round_wins_the_same_multiple_of_the_bet_in_every_currency_at_length(game_id):
    for unit in sorted({spec.unit for spec in currency.table().values()}):
        assert same_multiples(game_id, unit, 600) > 50


def test_a_bad_currency_table_is_one_line_naming_the_file_the_field_and_the_value(tmp_path):
    path = tmp_path / "currencies.yaml"
    for text, said in [("currencies: {JPY: {unit: 0, demo: 5}}", "currencies.JPY.unit"),
                       ("currencies: {JPY: {unit: 1}}", "currencies.JPY.demo"),
                       ("currencies: {yen: {unit: 1, demo: 5}}", "currencies.yen"),
                       ("currencies: {JPY: {unit: 1, demo: 5, rate: 3}}", "currencies.JPY"),
                       ("currencies: [JPY]", "currencies:")]:
        path.write_text(text)
        with pytest.raises(currency.CurrencyError) as err:
            currency.read(path)
        assert str(path) in str(err.value) and said in str(err.value)
        assert "\n" not in str(err.value)


def test_a_profile_fixes_its_currencies_and_a_bad_one_is_refused_in_one_line(tmp_path):
    assert jurisdiction.load("social").currencies == ("XGC", "XSC")
    assert jurisdiction.load("de").currencies == ("EUR",)
    assert jurisdiction.load("default").currencies == ()
    bad = tmp_path / "market.yaml"
    bad.write_text("name: x\ncurrency: [EUR, GBP]\n")
    with pytest.raises(jurisdiction.JurisdictionError) as err:
        jurisdiction.load(str(bad))
    assert str(bad) in str(err.value) and "'GBP'" in str(err.value)


# --- the wallet: each currency its own balance in the books --------------------------------

def adds_up(storage) -> bool:
    """Every row of the books follows the one before (its hash, its balance)."""
    rows = [Row(*r) for r in storage.db.execute(f"SELECT {COLUMNS} FROM ledger ORDER BY seq")]
    return len(rows) > 1 and storage.books.first_fault(None, rows) is None

def test_each_currency_has_its_own_demo_balance_and_a_switch_converts_nothing(tmp_path):
    storage = Storage(tmp_path / "d")
    try:
        assert storage.currency() == "MYR" and storage.balance() == 100_000
        storage.reset_wallet(77_700)
        assert storage.switch_currency("JPY")
        assert storage.currency() == "JPY" and storage.balance() == currency.get("JPY").demo
        storage.reset_wallet(5_000)
        assert storage.switch_currency("IDR")
        assert storage.balance() == currency.get("IDR").demo
        assert storage.switch_currency("MYR") and storage.balance() == 77_700
        assert storage.switch_currency("JPY") and storage.balance() == 5_000
        assert adds_up(storage)          # the chain adds up, row by row
        rows = storage.db.execute("SELECT kind, amount, balance FROM ledger WHERE kind = "
                                  "'currency'").fetchall()
        assert [r[2] for r in rows] == [currency.get("JPY").demo, currency.get("IDR").demo,
                                       77_700, 5_000]
    finally:
        storage.close()


def test_a_round_records_its_currency_and_keeps_it_no_switch_while_it_is_open(tmp_path):
    storage = Storage(tmp_path / "d")
    try:
        storage.switch_currency("KRW")
        game = load_game("midnight-princess", unit=currency.get("KRW").unit)
        rng = FairRng("s" * 64, "c", storage.next_nonce())
        round_id = storage.open_round(game.id, "base", game.bets.low, game.bets.low,
                                      game.version, rng)
        assert not storage.switch_currency("USD"), "switched with a round open"
        assert storage.currency() == "KRW"
        record = storage.round(round_id, events=False)
        assert record["currency"] == "KRW" and record["bet"] == 100
        debit = storage.debit_of(round_id)[0]
        assert debit is not None and debit.data()["currency"] == "KRW"
        assert storage.rounds(1)[0][-1] == "KRW"
    finally:
        storage.close()


def schema_3(folder, setting=None):
    """A data file as the build before currencies wrote it (schema 3: no rounds.currency),
    with one finished round, its currency setting `setting` (JSON) if any."""
    storage = Storage(folder)
    game = load_game("midnight-princess")
    rng = FairRng("s" * 64, "c", storage.next_nonce())
    rid = storage.open_round(game.id, "base", 100, 100, game.version, rng)
    storage.finish_round(rid, 0, [])
    storage.close()
    sql = ["DROP INDEX ledger_currency", "ALTER TABLE rounds DROP COLUMN currency",
           "PRAGMA user_version=3"]
    if setting:
        sql.append(f"INSERT OR REPLACE INTO settings VALUES ('currency', '{setting}')")
    edit(folder, *sql)


@pytest.mark.parametrize("setting, code", [(None, "MYR"), ('"RM"', "MYR"), ('"USD"', "USD")])
def test_a_schema_3_file_is_migrated_its_rounds_in_the_currency_its_setting_named(
        tmp_path, setting, code):
    """Its balance and rounds stay as they were, recorded in the currency the setting named
    (a name only then: nothing converted); its books still add up and read."""
    folder = tmp_path / "d"
    schema_3(folder, setting)
    storage = Storage(folder)
    try:
        assert storage.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA
        assert storage.balance() == 99_900 and storage.currency() == code
        assert storage.round(1, events=False)["currency"] == code
        assert adds_up(storage) and storage.notice == ""
    finally:
        storage.close()


def test_the_app_takes_the_setting_s_currency_and_the_market_s(tmp_path, clock):
    made = App(data_dir=tmp_path / "d", services=Services(clock=clock))
    try:
        made.set("currency", "JPY")
        assert made.play.currency == "JPY" and made.money(made.balance) == "¥100,000"
        made.set("currency", "RM")
        assert made.play.currency == "MYR" and made.money(made.balance) == "RM1,000.00"
    finally:
        made.storage.close()
    social = App(data_dir=tmp_path / "d", services=Services(
        clock=clock, jurisdiction=jurisdiction.load("social")))
    try:            # its setting says MYR: the market has only its coins
        assert social.play.currency == "XGC" and social.money(social.balance) == "GC100,000.00"
        social.set("currency", "EUR")
        assert social.play.currency == "XGC"
    finally:
        social.storage.close()


def test_a_switch_in_settings_over_a_game_remakes_it_in_the_new_currency(app):
    from game.window.scenes.settings import ROWS, SettingsScene
    slot = app.open_game("midnight-princess")
    settings = app.push(SettingsScene(app))
    row = [key for key, *_ in ROWS].index("currency")
    settings.buttons[row].action()                       # MYR -> the next one: USD
    assert app.play.currency == "USD" and settings.on_screen()["currency"] == "USD $"
    app.pop()
    remade = app.top
    assert remade is not slot and remade.session.currency == "USD"
    assert remade.bar_words() == ["$1,000.00", "$1.00"]


def test_a_budget_counts_the_same_stake_in_the_new_currency(app):
    app.set("budget", 5000)                       # RM50.00
    app.set("currency", "IDR")
    assert app.settings["budget"] == 500_000 and app.money(app.settings["budget"]) == \
        "IDR500,000"


def test_old_settings_files_keep_their_currency_setting(tmp_path):
    storage = Storage(tmp_path / "d")
    storage.save_setting("currency", "RM")
    storage.close()
    storage = Storage(tmp_path / "d")
    try:
        assert storage.load_settings()["currency"] == "RM" and storage.notice == ""
    finally:
        storage.close()


def test_no_bet_any_ladder_offers_floors_in_sqlite_either(tmp_path):
    """The books hold each amount as SQLite integers, never reals."""
    storage = Storage(tmp_path / "d")
    try:
        storage.switch_currency("ARS")
        assert storage.db.execute("SELECT typeof(balance) FROM ledger ORDER BY seq DESC "
                                  "LIMIT 1").fetchone()[0] == "integer"
    finally:
        storage.close()
    assert sqlite3.sqlite_version_info >= (3, 35)        # DROP COLUMN, for schema_3


def test_the_readme_s_table_is_the_data():
    """README's Currencies table: each currency's sign, decimals, unit, smallest and largest
    bet and demo balance as the English locale writes them, from the table itself."""
    from pathlib import Path
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    steps = sorted({s for g in GAMES for s in load_game(g).bets.steps})
    for code in CODES:
        spec = currency.get(code)
        digits = 0 if code in WHOLE else 2
        row = (f"| {code} | {i18n.sign(code, 'en')} | {digits} | {spec.unit} | "
               f"{i18n.money(spec.unit * steps[0], code, 'en')} | "
               f"{i18n.money(spec.unit * steps[-1], code, 'en')} | "
               f"{i18n.money(spec.demo, code, 'en')} |")
        assert row in readme, row


def test_a_round_in_a_currency_of_another_scale_verifies_here_and_by_its_command(tmp_path,
                                                                               capsys):
    """An IDR round at the largest bet (IDR4,800,000, off the game's own ladder): CHECK A
    ROUND verifies it from its seeds, and its ready `verify` command (with --unit) confirms
    the hash and the win; without --unit the engine refuses the bet in one line."""
    import shlex

    from engine.__main__ import main
    from game.round import fairness
    storage = Storage(tmp_path / "d")
    try:
        storage.switch_currency("IDR")
        game = load_game("santas-wonderland", unit=currency.get("IDR").unit)
        rng = FairRng("5" * 64, "client", storage.next_nonce())
        rid = storage.open_round(game.id, "base", game.bets.high, game.bets.high,
                                 game.version, rng)
        events = run(game, game.bets.high, FairRng("5" * 64, "client", rng.nonce))
        storage.finish_round(rid, events[-1]["total_win"], events)
        record = storage.round(rid)
    finally:
        storage.close()
    assert record["currency"] == "IDR" and record["bet"] == 4_800_000
    assert fairness.verify(record).startswith("verified")
    command = shlex.split(fairness.export(record)["verify"])
    assert command[command.index("--unit") + 1] == "100"
    assert main(command[3:]) == 0
    assert "win matches" in capsys.readouterr().err
    without = command[3:command.index("--unit")] + command[command.index("--unit") + 2:]
    assert main(without) == 2


def test_a_round_of_another_currency_replays_in_its_own_and_starts_no_round(app):
    """The history replays a yen round in yen while the wallet is in ringgit: its bet and win
    in yen, the bar's balance the wallet's, in ringgit; that screen starts no round."""
    from engine.round import check_bet
    app.set("currency", "JPY")
    slot = app.open_game("midnight-princess")
    slot.session.bet = slot.game.bets.high                     # ¥10,000
    rng = FairRng("7" * 64, "c", app.storage.next_nonce())
    rid = app.storage.open_round(slot.game.id, "base", slot.session.bet,
                                 check_bet(slot.game, slot.session.bet, "base"),
                                 slot.game.version, rng)
    events = run(slot.game, slot.session.bet, FairRng("7" * 64, "c", rng.nonce))
    app.storage.finish_round(rid, events[-1]["total_win"], events)
    app.pop()
    app.set("currency", "RM")
    record = app.storage.round(rid)
    replay = app.open_game(record["game"], record["currency"])
    replay.replay(record)
    app.step(0)
    assert replay.bar_words() == ["RM1,000.00", "¥10,000"]
    assert not replay.session.start("base") and app.storage.count_rounds() == 1


def test_a_salvaged_wallet_keeps_its_currency(tmp_path):
    """A damaged file whose wallet was in rupiah is salvaged with the balance its books vouch
    for, still in rupiah (the other currencies' balances set aside are not carried: they
    start again at their demo balances)."""
    from helpers import damage, round_pages
    folder = tmp_path / "d"
    store = Storage(folder)
    store.switch_currency("IDR")
    game = load_game("midnight-princess", unit=currency.get("IDR").unit)
    for nonce in range(40):
        rid = store.open_round(game.id, "base", 2000, 2000, game.version,
                               FairRng("s", "c", nonce))
        events = run(game, 2000, FairRng("s", "c", nonce))
        store.finish_round(rid, events[-1]["total_win"], events)
    balance = store.balance()
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    path = folder / "slots.sqlite3"
    damage(path, round_pages(path)[1])
    store = Storage(folder)
    try:
        assert "recovered" in store.notice
        assert store.currency() == "IDR" and store.balance() == balance
        assert store.switch_currency("MYR") and store.balance() == currency.get("MYR").demo
    finally:
        store.close()


def test_a_currency_chosen_during_a_round_is_not_taken_nor_kept(app):
    """A round open keeps its currency: the wallet stays, and the setting says the wallet's
    (the next start does not switch behind the player's back)."""
    slot = app.open_game("midnight-princess")
    assert slot.session.start("base")
    app.set("currency", "EUR")
    assert app.play.currency == "MYR" and app.settings["currency"] == "MYR"
    assert app.storage.load_settings()["currency"] == "MYR"


def test_a_currency_s_own_decimals_are_written_whatever_cldr_says():
    """The table's decimals (the social coins', where CLDR knows none) set the pattern's:
    a coin of no decimals writes none, one of three writes three, each read back exactly."""
    from babel import Locale
    de = Locale.parse("de")
    assert i18n.written(123456, "XGC", de, 0, "XGC", "GC") == "123.456\xa0GC"
    assert i18n.written(123456, "XGC", de, 3, "XGC", "GC") == "123,456\xa0GC"
    assert i18n.written(123456, "XGC", Locale.parse("en"), 2, "XGC", "GC") == "GC1,234.56"


def test_every_character_said_drawn_is_drawn_by_the_clients_type():
    """i18n.DRAWN, the characters an amount may have, are each a glyph of the client's own type
    (pygame's FreeSans Bold, as assets.font opens it), never its box for a missing one."""
    import pygame
    from game.window import assets
    pygame.font.init()
    face = assets.font(30, latin=True)

    def lit(c: str) -> list:
        shown = face.render(c, True, (255, 255, 255), (0, 0, 0))
        return [(x, y) for x in range(shown.get_width()) for y in range(shown.get_height())
                if shown.get_at((x, y))[0] > 0]
    box = lit("\u4e00")                        # a character the type has not: its box
    assert box, "the missing glyph's box draws nothing to compare with"
    assert [c for c in sorted(i18n.DRAWN) if lit(c) == box] == []
