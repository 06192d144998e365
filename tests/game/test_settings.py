"""Settings change what the client does and are kept for the next start; a broken data file is
kept aside and replaced, with a message."""
import pygame

from helpers import frames, key
from game.window.scenes.settings import ROWS, SettingsScene
from game.window.scenes.slot import SlotScene
from game.books.storage import Storage


def test_every_setting_cycles_and_persists(app, tmp_path):
    scene = SettingsScene(app)
    app.push(scene)
    for (name, _, values), button in zip(ROWS, scene.buttons):
        before = app.settings[name]
        button.press()
        assert app.settings[name] != before and app.settings[name] in values
    saved = dict(app.settings)
    app.storage.close()                                   # the next start reads them
    again = Storage(tmp_path / "data").load_settings()
    for name, _, _ in ROWS:
        assert again[name] == saved[name]


def test_currency_setting_changes_how_money_is_shown(app):
    assert app.money(12345) == "RM123.45"
    app.set("currency", "USD")
    assert app.money(12345) == "$123.45"


def test_the_currency_row_takes_up_that_currency_s_own_wallet(app, monkeypatch):
    """Issue 28: switching RM to $ turned RM1,029.50 into $1,029.50 as if it were converted.
    Since issue 58 each currency has its own wallet in the books: the row shows the currency's
    code and sign, the dollars start at their own demo balance, and back in ringgit the
    ringgit balance is as it was: nothing relabelled, nothing converted."""
    import game.window.scenes.settings as settings
    shown, real = [], settings.text
    monkeypatch.setattr(settings, "text", lambda s, m, *a, **k: shown.append(str(m)) or
                        real(s, m, *a, **k))
    app.storage.reset_wallet(102_950)
    scene = SettingsScene(app)
    app.push(scene)
    row = [key for key, _, _ in ROWS].index("currency")
    label = ROWS[row][1]
    assert label == "Currency"
    before = app.money(app.balance)
    scene.buttons[row].press()
    app.step(1 / 60)
    assert label in shown and scene.buttons[row].label == "USD $"
    assert (before, app.money(app.balance)) == ("RM1,029.50", "$1,000.00")
    app.set("currency", "RM")
    assert app.money(app.balance) == "RM1,029.50"


def test_speed_button_is_remembered(app, tmp_path):
    scene = SlotScene(app, "santas-wonderland")
    app.push(scene)
    scene.controls.speed_button.press()
    app.storage.close()                                   # the next start reads it
    assert Storage(tmp_path / "data").load_settings()["speed"] == "quick"


def test_settings_open_and_close_from_a_game(app):
    scene = SlotScene(app, "midnight-princess")
    app.push(scene)
    scene.controls.settings_button.press()
    assert isinstance(app.top, SettingsScene)
    frames(app, 0.05)
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is scene


def test_a_corrupt_data_file_is_kept_aside_and_replaced(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "slots.sqlite3").write_bytes(b"this is not a database at all" * 100)
    storage = Storage(folder)
    assert "could not be read" in storage.notice and "kept as" in storage.notice
    assert list(folder.glob("slots.broken-*.sqlite3"))
    assert storage.load_settings()["speed"] == "normal"
