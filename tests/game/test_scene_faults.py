"""A fault of the data file met by a screen, not a round (issue 48's rule: a clear message,
never a traceback): a setting changed while another program holds the file or its disk is full
(the speed on the play screen, the sound and the language in Settings), the lobby marking this
start's notices as shown, a wallet reset, the history read from a failing disk. The app's loop
catches each (game/window/app.py `_safely`) and the screen on top says it: the play screen's toast,
else the app's. A setting holds at once and is kept with the next change the file takes, or on
closing; notices stay for the next start; the program goes on.

Every test drives the real loop (`app.step`, events posted as a player's): without the catch,
each dies on the StorageError. (`short_wait` comes before `app`: the file is waited for
0.3 s, not 5, from its opening.) The faults are real, as in test_storage_faults.py: a second
process holds the file (busy), a small tmpfs filled to its last byte (a full disk; mounting
needs root, and the test skips, saying so, without it), pages overwritten as a failing disk
would."""
import pygame
import pytest

from game.words import i18n
from game.window.app import App, NOT_KEPT, NOTICES_KEPT
from game.round.services import Services
from game.words.said import Said
from game.window.scenes.history import NOT_READ
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.settings import NOT_RESET, ROWS, SettingsScene
from game.window.scenes.slot import SlotScene
from game.books.storage import Storage
from helpers import (GAME, damage, edit, frames, key, locked, played, recording, round_pages,
                     tmpfs)

# real files held busy, filled or locked, each test a few tenths of a second of CPU: the
# whole suite's, not the fast lane's minute
pytestmark = pytest.mark.slow

TOAST_INK = (250, 244, 255)                # the colour hud.draw_toast writes a notice in
ROW = {name: i for i, (name, _, _) in enumerate(ROWS)}
NOT_KEPT_DE = "Für jetzt geändert, aber noch nicht für den nächsten Start gespeichert: "


def click(button):
    """A player's click on `button` (down and up), handled at the next step."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))


def toast(app, clock) -> str:
    """The words of the toasts the next frame draws, once risen in (all lines, no spaces: a
    toast wraps at spaces and between Chinese characters)."""
    clock.advance(0.3)
    with recording() as drawn:
        app.step(0)
    return "".join("".join(d.message for d in drawn if d.colour == TOAST_INK).split())


def flat(text) -> str:
    return "".join(str(text).split())


def full(disk):
    """Every byte left on `disk` taken (the data file's next write must grow its journal)."""
    with open(disk / "filler", "wb", buffering=0) as f:
        try:
            while True:
                f.write(b"\0" * 4096)
        except OSError:
            pass


@pytest.fixture
def opened():
    """Apps on data folders of a test's own (a tmpfs): closed, and English spoken, after."""
    made = []

    def open_app(data, clock):
        app = App(data_dir=data, services=Services(clock=clock))
        made.append(app)
        return app
    yield open_app
    for app in made:
        if not app.storage.closed:
            app.storage.close()
    i18n.use("en")


@pytest.fixture
def english_after():
    yield
    i18n.use("en")


# --- the play screen: the speed ------------------------------------------------------------

def test_the_speed_changed_while_the_file_is_busy_holds_is_said_and_is_kept_later(
        short_wait, app, clock, tmp_path):
    scene = app.push(SlotScene(app, GAME))
    app.step(0)
    with locked(app.storage.path, "IMMEDIATE"):
        click(scene.controls.speed_button)
        app.step(0)                          # without the loop's catch: a traceback here
    message = scene.session.message
    assert isinstance(message, Said) and message.message == NOT_KEPT, message
    assert "is in use by another program" in message and "Nothing was lost" in message
    assert app.settings["speed"] == scene.anim.speed == "quick"     # it holds at once
    said = toast(app, clock)                                         # its toast says it
    assert flat(message) in said, said
    frames(app, 0.2)                                                 # and the game goes on
    assert app.running and app.top is scene
    app.set("intro", False)                  # the next change the file takes keeps both
    app.storage.close()
    kept = Storage(tmp_path / "data").load_settings()
    assert (kept["speed"], kept["intro"]) == ("quick", False)


def test_a_setting_the_file_did_not_take_is_kept_on_closing(short_wait, app, tmp_path):
    scene = app.push(SlotScene(app, GAME))
    app.step(0)
    with locked(app.storage.path, "IMMEDIATE"):
        click(scene.controls.sound_button)
        app.step(0)
    assert "not yet kept" in scene.session.message
    assert not (app.settings["effects"] or app.settings["music"] or app.settings["ambient"])
    app.quit()
    app.run()                                # closing: the file is free again and takes it
    kept = Storage(tmp_path / "data").load_settings()
    assert not (kept["effects"] or kept["music"] or kept["ambient"])


# --- Settings: the sound on a full disk, the language while busy ----------------------------

def test_the_music_switched_in_settings_on_a_full_disk_is_said_and_the_app_goes_on(
        tmp_path, clock, opened):
    with tmpfs(tmp_path / "disk", size="4m") as disk:
        app = opened(disk / "data", clock)
        settings = app.push(SettingsScene(app))
        app.step(0)
        app.storage.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")   # the next write must grow
        full(disk)                                                   # the journal: no room
        click(settings.buttons[ROW["music"]])
        app.step(0)                          # without the loop's catch: a traceback here
        message = app.toasts.message
        assert isinstance(message, Said) and message.message == NOT_KEPT, message
        assert "is full" in message and app.settings["music"] is False
        assert flat(message) in toast(app, clock)
        frames(app, 0.2)
        assert app.running and app.top is settings
        (disk / "filler").unlink()                                   # room again
        click(settings.buttons[ROW["effects"]])
        app.step(0)
        app.storage.close()
        store = Storage(disk / "data")
        kept = store.load_settings()
        store.close()
        assert (kept["music"], kept["effects"]) == (False, False)


def test_the_language_changed_while_busy_is_spoken_at_once_and_the_fault_said_in_it(
        short_wait, app, clock, english_after):
    app.set("language", "zh_Hans")          # the row's next language: German
    settings = app.push(SettingsScene(app))
    app.step(0)
    with locked(app.storage.path, "IMMEDIATE"):
        click(settings.buttons[ROW["language"]])
        app.step(0)
    assert app.settings["language"] == i18n.language() == "de"
    said = toast(app, clock)
    assert said.startswith(flat(NOT_KEPT_DE)) and "verwendet" in said, said
    assert "not yet kept" not in said


def test_a_wallet_reset_the_file_cannot_take_leaves_the_wallet_and_says_so(short_wait, app,
                                                                          clock):
    settings = app.push(SettingsScene(app))
    app.step(0)
    before = app.balance
    app.storage.reset_wallet(before - 5_000)
    with locked(app.storage.path, "IMMEDIATE"):
        click(settings.reset_button)
        app.step(0)
    message = app.toasts.message
    assert isinstance(message, Said) and message.message == NOT_RESET
    assert app.balance == before - 5_000 and flat(message) in toast(app, clock)


# --- the lobby: this start's notices ------------------------------------------------------

def test_notices_the_lobby_cannot_mark_shown_stay_for_the_next_start(tmp_path, clock, opened,
                                                                     short_wait):
    data = tmp_path / "data"
    Storage(data).close()
    edit(data, "INSERT INTO notices (words) VALUES ('A notice a killed client left')")
    app = opened(data, clock)
    assert "A notice a killed client left" in app.notice
    tries = []
    marked = app.storage.notices_shown
    app.storage.notices_shown = lambda: tries.append(1) or marked()
    lobby = app.push(LobbyScene(app))
    with locked(app.storage.path, "IMMEDIATE"):
        app.step(0)                          # without the loop's catch: a traceback here
        frames(app, 0.1)                     # asked once a start: no wait on every frame
    message = app.toasts.message
    assert isinstance(message, Said) and message.message == NOTICES_KEPT, message
    assert "is in use by another program" in message and tries == [1]
    assert flat(message) in toast(app, clock)
    assert app.running and app.top is lobby and "A notice a killed client left" in app.notice
    app.storage.close()
    assert "A notice a killed client left" in Storage(data).notice     # the next start's


# --- the history on a failing disk ----------------------------------------------------------

def test_a_history_that_cannot_be_read_is_said_and_the_lobby_stays(tmp_path, clock, opened):
    data = tmp_path / "data"
    played(data, rounds=12)
    app = opened(data, clock)
    lobby = app.push(LobbyScene(app))
    app.step(0)
    path = app.storage.path
    for page in round_pages(path):           # the disk fails under the rounds' pages
        damage(path, page)
    edit(data, "INSERT INTO notices (words) VALUES ('x')")   # another program writes: this
    key(pygame.K_h)                                          # one's cache of pages is let go
    app.step(0)
    message = app.toasts.message
    assert isinstance(message, Said) and message.message == NOT_READ, message
    assert "malformed" in message and app.top is lobby
    assert flat(message) in toast(app, clock)
    frames(app, 0.1)
    assert app.running
