"""The data file's notices in the player's language (issue 48): made at start, before the kept
language is read, each is kept as its message and fields (game/words/said.py) and worded when it is
shown, so the lobby says it in the language of the start that shows it, its amounts in the
player's money view; a notice an older build kept as plain text still shows, as its text."""
import json

import pytest

from game.words import i18n
from game.words.said import Money, Said, load, shown
from game.books.storage import Storage
from helpers import edit, query, recording, schema_2_file

FINDING_DE = "Die Bücher wurden außerhalb dieses Programms geändert"
FINDING_ZH = "账本在本程序之外被改动过"


@pytest.fixture
def starts(tmp_path, clock):
    """Start the client on a data folder, as a player does: App(...) with its lobby drawn
    (the lobby's words as recorded); every App closed and English spoken again after."""
    from game.window.app import App
    from game.round.services import Services
    from game.window.scenes.lobby import LobbyScene
    made = []

    def start(data, **kwargs):
        app = App(data_dir=data, services=Services(clock=clock), **kwargs)
        made.append(app)
        app.push(LobbyScene(app))
        with recording() as drawn:
            app.step(0)
        return app, [d.message for d in drawn]
    yield start
    for app in made:
        if not app.storage.closed:
            app.storage.close()
    i18n.use("en")


def kept_language(data, lang):
    """A data folder whose kept language is `lang`, its notices shown."""
    store = Storage(data)
    store.save_setting("language", lang)
    store.close()


@pytest.mark.parametrize("lang, words", [("de", FINDING_DE), ("zh_Hans", FINDING_ZH)])
def test_a_notice_kept_by_one_start_is_shown_in_the_kept_language_by_the_next(
        tmp_path, starts, lang, words):
    """The wallet's record deleted by hand: a start finds it (in English: the kept language
    is not read yet) and is killed before its lobby shows it; the next start shows it in the
    kept language, the nested reason too, and the file keeps it as a message, not as words."""
    data = tmp_path / "data"
    kept_language(data, lang)
    edit(data, "DELETE FROM wallet")
    store = Storage(data)
    assert "stored balance (missing) differed" in store.notice        # its English record
    store.close()                                                     # killed: not shown
    (row,), = query(data, "SELECT words FROM notices")
    kept = json.loads(row)
    assert kept["said"].startswith("The books were changed outside this program") and \
        kept["fields"]["why"]["fields"]["stored"]["said"] == "missing"
    app, drawn = starts(data)
    assert i18n.language() == lang and app.notice.startswith(words)
    reason = "das gespeicherte Guthaben (fehlend)" if lang == "de" else "保存的余额（缺失）"
    assert reason in app.notice and "stored" not in app.notice
    assert any(words in line for line in drawn) or \
        words in "".join(drawn)                                       # wrapped on the plate
    assert query(data, "SELECT words FROM notices") == []             # shown: not said again


def v2_file(folder, language):
    """A schema-2 data file with its kept language and a balance of 1,000.00."""
    schema_2_file(folder, language=language).close()


@pytest.mark.parametrize("lang, amount", [("de", "1.000,00\xa0RM"), ("en", "RM1,000.00"),
                                          ("zh_Hans", "RM1,000.00")])
def test_money_in_a_notice_is_written_as_the_players_locale_writes_it(tmp_path, starts, lang,
                                                                      amount):
    """The migration's notice names the balance the books open with: kept as minor units, it
    is written when shown, in the kept language's way and the player's currency."""
    v2_file(tmp_path / "data", lang)
    app, drawn = starts(tmp_path / "data")
    assert amount in app.notice
    assert any("your balance of 1,000.00 is its opening row" in n for n in app.notices)
    assert any(amount in line for line in drawn)
    app.set("currency", "USD")                   # the money view changes: the notice with it
    assert ("1.000,00\xa0$" if lang == "de" else "$1,000.00") in app.notice


def test_a_notice_an_older_build_kept_as_plain_text_still_shows(tmp_path, starts):
    data = tmp_path / "data"
    kept_language(data, "de")
    old = "The books now keep a ledger; your balance of 1,000.00 is its opening row."
    edit(data, f"INSERT INTO notices (words) VALUES ('{old}')")
    app, drawn = starts(data)
    assert app.notice == old and old in " ".join(drawn)


def test_a_said_is_its_english_record_and_says_itself_in_the_players_language():
    said = Said("The books were changed outside this program: {why}.",
                why=Said("the books were empty; they start again from the stored balance "
                         "{balance}", balance=5))
    assert said == "The books were changed outside this program: the books were empty; " \
                   "they start again from the stored balance 5."
    assert load(said.dump()) == said and load(said.dump()).words() == said
    try:
        i18n.use("de")
        assert load(said.dump()).words() == (
            "Die Bücher wurden außerhalb dieses Programms geändert: die Bücher waren leer; sie "
            "beginnen neu mit dem gespeicherten Guthaben 5.")
        opened = Said("The wallet record was missing; the books open with a fresh wallet of "
                      "{balance}.", balance=Money(123456))
        assert "1.234,56\xa0RM" in shown(load(opened.dump())) and "1,234.56" in opened
        assert shown("plain text, as it was") == "plain text, as it was"
    finally:
        i18n.use("en")


@pytest.mark.parametrize("row", [
    "The stored balance was out of bounds.",                               # an old plain row
    '{"said": "{why.__class__}", "fields": {"why": "x"}, "text": "kept words"}',   # an attribute
    '{"said": "{missing} here", "fields": {}, "text": "kept words"}',     # a field it lacks
    '{"said": "x {n}", "fields": {"n": {"odd": 1}}, "text": "kept words"}',  # a field unread
    '[1, 2]', '7'])
def test_a_notice_row_that_is_not_a_message_reads_as_its_text(row):
    said = load(row)
    assert not isinstance(said, Said) and said in (row, "kept words")
