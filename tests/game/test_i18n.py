"""The player's language (issue 48): money, numbers and dates written by CLDR in the language
chosen, the money staying integer minor units; the first start takes the system's language
where it is offered, Settings changes it at once and keeps it, --lang sets it for one run."""
import pytest

from game.words import i18n
from game.words.currency import codes as currency_codes
from game.window.scenes.settings import ROWS, SettingsScene
from game.books.storage import Storage


@pytest.fixture
def speak():
    """Set a language for the test; English again after it."""
    yield i18n.use
    i18n.use("en")


@pytest.mark.parametrize("lang, myr, usd", [
    ("en", "RM1,000.00", "$1,000.00"),
    ("ms", "RM1,000.00", "$1,000.00"),
    ("zh_Hans", "RM1,000.00", "$1,000.00"),
    ("de", "1.000,00\xa0RM", "1.000,00\xa0$"),
    ("en_XA", "RM1,000.00", "$1,000.00"),
])
def test_money_is_written_as_the_locale_writes_its_currency(speak, lang, myr, usd):
    speak(lang)
    assert i18n.money(100_000, "MYR") == myr
    assert i18n.money(100_000, "USD") == usd


def test_money_is_exact_at_any_size_and_sign(speak):
    """Minor units become a Decimal, never a float: the last cent of a huge amount stays."""
    speak("de")
    assert i18n.money(123_456_789_012_345_67, "MYR") == "123.456.789.012.345,67\xa0RM"
    assert i18n.money(-1, "MYR") == "-0,01\xa0RM"
    speak("en")
    assert i18n.money(900_719_925_474_099_3, "MYR") == "RM90,071,992,547,409.93"
    assert i18n.money(0, "MYR") == "RM0.00"


def test_numbers_and_dates_follow_the_locale(speak):
    speak("de")
    assert i18n.number(1234567) == "1.234.567"
    when = 1_796_565_903          # 2026-12-06, a winter day in any time zone
    assert "Dez" in i18n.day_and_time(when)
    speak("zh_Hans")
    assert "12月" in i18n.day_and_time(when)
    speak("ms")
    assert "Dis" in i18n.day_and_time(when)


@pytest.mark.parametrize("environ, lang", [
    ({"LANG": "ms_MY.UTF-8"}, "ms"),
    ({"LANG": "de_AT.UTF-8"}, "de"),
    ({"LC_ALL": "zh_CN.UTF-8"}, "zh_Hans"),
    ({"LANGUAGE": "zh_SG:en"}, "zh_Hans"),
    ({"LANG": "zh_TW.UTF-8"}, "en"),           # Traditional Chinese is not offered
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "fr_CA.UTF-8"}, "fr"),
    ({"LANG": "ar_EG.UTF-8"}, "ar"),
    ({"LANG": "hi_IN.UTF-8"}, "hi"),
    ({"LANGUAGE": "ja_JP:en"}, "ja"),
    ({"LANG": "ko_KR.UTF-8"}, "ko"),
    ({"LANG": "pt_BR.UTF-8"}, "pt"),
    ({"LANG": "pt_PT.UTF-8"}, "pt"),
    ({"LANG": "vi_VN.UTF-8"}, "vi"),
    ({"LANG": "tr_TR.UTF-8"}, "tr"),
    ({"LANG": "nl_NL.UTF-8"}, "en"),            # Dutch is not offered
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
])
def test_the_system_language_where_it_is_offered_else_english(environ, lang):
    assert i18n.system_language(environ) == lang


def test_the_first_start_keeps_the_system_language(tmp_path, monkeypatch, speak):
    from game.window.app import App
    monkeypatch.setenv("LANGUAGE", "de_DE")
    app = App(data_dir=tmp_path / "data")
    try:
        assert i18n.language() == "de" and app.settings["language"] == "de"
        assert app.money(123_45) == "123,45\xa0RM"
    finally:
        app.storage.close()
    monkeypatch.setenv("LANGUAGE", "ms")     # kept: a later start does not ask the system again
    again = App(data_dir=tmp_path / "data")
    try:
        assert i18n.language() == "de"
    finally:
        again.storage.close()


def test_settings_change_the_language_at_once_and_keep_it(app, tmp_path, speak):
    scene = SettingsScene(app)
    app.push(scene)
    row = [key for key, _, _ in ROWS].index("language")
    app.step(1 / 60)
    assert scene.buttons[row].label == "English" and app.money(5_00) == "RM5.00"
    while app.settings["language"] != "de":
        scene.buttons[row].press()
    assert i18n.language() == "de" and app.money(5_00) == "5,00\xa0RM"   # no restart
    app.step(1 / 60)
    assert scene.buttons[row].label == "Deutsch"
    app.storage.close()
    assert Storage(tmp_path / "data").load_settings()["language"] == "de"


def test_lang_sets_the_language_for_one_run_without_keeping_it(tmp_path, speak):
    from game.window.app import App
    app = App(data_dir=tmp_path / "data", lang="zh_Hans")
    try:
        assert i18n.language() == "zh_Hans" and app.settings["language"] == "en"
    finally:
        app.storage.close()
    assert Storage(tmp_path / "data").load_settings()["language"] == "en"


def test_a_language_the_file_does_not_know_is_reset_with_a_notice(tmp_path):
    store = Storage(tmp_path / "data")
    store.save_setting("language", "klingon")
    store.close()
    notices = []
    again = Storage(tmp_path / "data")
    from game.books import preferences
    settings = preferences.load(again.db, notices)
    again.close()
    assert settings["language"] == "system" and "language" in notices[0]


def test_the_command_line_refuses_an_unknown_language(capsys):
    from game.__main__ import main
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "xx"])
    assert exit_.value.code == 2 and "--lang" in capsys.readouterr().err


def test_the_second_windows_message_is_in_the_systems_language(tmp_path, monkeypatch, speak):
    """A second start on an open folder cannot read the kept language (the folder is the
    first window's): it says so in the system's."""
    from game.window import alert
    from game.__main__ import main
    first = Storage(tmp_path / "data")
    shown = []
    monkeypatch.setattr(alert, "show", lambda title, line, **_: shown.append((title, line)))
    monkeypatch.setattr(alert, "seen", lambda: True)      # a desktop someone may look at
    monkeypatch.setenv("LANGUAGE", "ms_MY")
    try:
        assert main(["--data-dir", str(tmp_path / "data")]) == 3
    finally:
        first.close()
    assert shown and shown[0][0] == "SUDAH DIBUKA" and "sudah dibuka dalam tetingkap lain" \
        in shown[0][1]


def test_the_system_language_is_read_from_its_tag_not_from_cldr_data(monkeypatch):
    """The standalone build carries CLDR's data of the offered languages only (build/slots.spec):
    an Austrian system (no de_AT data there) still gets German."""
    import babel.localedata
    monkeypatch.setattr(babel.localedata, "exists", lambda name: False)
    assert i18n.system_language({"LANG": "de_AT.UTF-8"}) == "de"
    assert i18n.system_language({"LANG": "zh-Hans-MY"}) == "zh_Hans"
    assert i18n.system_language({"LANG": "pt_BR"}) == "pt"
    assert i18n.system_language({"LANG": "nl_BE"}) == "en"


def test_every_language_is_written_with_the_cldr_data_the_build_carries(monkeypatch, speak):
    """build/slots.spec ships only CLDR_DATA of Babel's locale data: writing money, numbers,
    estimates and dates in every language reads nothing else."""
    import babel.localedata
    read, real = set(), babel.localedata.load
    monkeypatch.setattr(babel.localedata, "_dict_cache", {})     # each locale read afresh
    monkeypatch.setattr(babel.localedata, "_cache", {})
    monkeypatch.setattr(babel.localedata, "load", lambda name, merge_inherited=True:
                        read.add(name) or real(name, merge_inherited))
    for lang in i18n.CHOICES:
        speak(lang)
        for currency in currency_codes():
            i18n.money(-123_456_78, currency)
        i18n.number(1234567), i18n.about(26_000_000), i18n.about(4_321)
        i18n.day_and_time(1_796_565_903)
    assert read and read <= i18n.CLDR_DATA
