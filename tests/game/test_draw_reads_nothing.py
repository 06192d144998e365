"""A draw reads no file and changes no state (issue 57, 6): the history pages its rounds, reads
the selected round and how rare its win was on input, and draws what it read then; the lobby
words its odds when the language changes, not as it draws; the board view's picture caches are
its own from the start. Every statement SQLite runs is traced during each draw (the data file's
own connection, `set_trace_callback`), and the fields of the scene, of the app and of the board
view are compared before and after it."""
import gc
import weakref

import pytest

from helpers import deal, frames, rows_written
from game.words import i18n
from game.window.scenes.history import HistoryScene
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene


def drawn_quietly(app, scene, *parts):
    """Draw `scene` once, failing if SQLite ran a statement or a field of the scene, the app
    or any of `parts` was added, dropped or bound to another value."""
    owners = (scene, app, *parts)
    before = [dict(vars(owner)) for owner in owners]
    statements: list[str] = []
    app.storage.db.set_trace_callback(statements.append)
    try:
        scene.draw(app.screen)
    finally:
        app.storage.db.set_trace_callback(None)
    assert statements == [], f"{type(scene).__name__}.draw read the data file: {statements}"
    for owner, was in zip(owners, before):
        now = vars(owner)
        assert now.keys() == was.keys(), (type(owner).__name__, now.keys() ^ was.keys())
        changed = [name for name in now if now[name] is not was[name] and now[name] != was[name]]
        assert changed == [], f"{type(scene).__name__}.draw changed {type(owner).__name__}'s " \
                              f"{changed}"


@pytest.fixture
def dealt(app):
    """An app whose data file holds more rounds than a page of the history (written as rows:
    playing 130 rounds took a second)."""
    store = app.storage
    rows_written(store, [{"game": "sweet-bonanza-xmas", "nonce": nonce, "started": 1e9 + nonce}
                         for nonce in range(1000, 1130)])
    deal(store, "santas-wonderland", 3, mode="buy", finish=True)   # a feature's round
    return app


def test_the_history_draws_what_its_input_read(dealt):
    app = dealt
    history = app.push(HistoryScene(app))
    frames(app, 0.05)
    drawn_quietly(app, history)
    for move in (1, 0, 20, 119, 130, 3):        # another round, another page, and back
        history.select(move)
        drawn_quietly(app, history)
        assert history.record is not None and history.record["id"] == history.window[
            history.selected - history.top][0]
    history.scroll(5)
    drawn_quietly(app, history)


def test_the_lobby_draws_its_odds_and_notice_as_worded_before(app):
    lobby = app.push(LobbyScene(app))
    frames(app, 0.05)
    drawn_quietly(app, lobby)
    english, notice = list(lobby.odds), app.notice
    try:
        i18n.use("de")                          # worded again by the change, not by a draw
        drawn_quietly(app, lobby)
        assert any(english) and lobby.odds != english and app.notice == notice
        app.notices.append("x")                 # a notice more: worded as it comes
        app.word_notices()
        drawn_quietly(app, lobby)
        assert app.notice != notice
    finally:
        i18n.use("en")


@pytest.mark.parametrize("game_id", ["sweet-bonanza-xmas", "santas-wonderland"])
def test_the_play_screen_and_its_board_draw_from_what_is_ready(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    frames(app, 0.05)
    board = slot.anim.board.cells
    board[0][0] = "x5"                          # a valued symbol: its face made when drawn
    drawn_quietly(app, slot, slot.view)
    slot.anim.clock += 0.4                      # a pulse: the symbols at another size
    drawn_quietly(app, slot, slot.view)


def test_where_the_history_was_left_is_the_runs(dealt):
    """Kept between openings by the app's play session (no module global): opened again, the
    history is where it was left; a new run on the same folder opens at the newest round."""
    from game.window.scenes import history as history_module
    app = dealt
    assert not hasattr(history_module, "PLACES")
    first = app.push(HistoryScene(app))
    first.select(40)
    chosen = first.record["id"]
    app.pop()
    deal(app.storage, "sweet-bonanza-xmas", 500, finish=True)       # played since: above it
    again = app.push(HistoryScene(app))
    assert again.record["id"] == chosen and again.selected == 41
    assert app.play.history_place[0] == chosen


def test_a_closed_screen_is_told_of_no_language_change():
    """The language reaches screens one way (i18n.on_change); a screen's method is held
    weakly, so a screen closed is let go, and told no more."""
    class Screen:
        def __init__(self):
            self.heard = []

        def word(self, lang):
            self.heard.append(lang)
    screen = Screen()
    i18n.on_change(screen.word)
    try:
        i18n.use("de")
        assert screen.heard == ["de"]
        gone = weakref.ref(screen)
        del screen
        gc.collect()
        assert gone() is None
    finally:
        i18n.use("en")


def test_a_draw_after_the_wallet_changed_reads_no_file(app):
    """Issue 57, 6: the balance is read when the wallet changes (the commit's own moment), so
    a screen that shows it right after (the play screen after a round's cost, Settings after a
    reset) reads no file as it draws."""
    from helpers import finish_round
    from game.window.scenes.settings import SettingsScene
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    frames(app, 0.05)
    assert slot.start_round("base")              # the cost taken: the wallet changed
    drawn_quietly(app, slot, slot.view)
    finish_round(app, slot)
    settings = app.push(SettingsScene(app))
    settings.reset_wallet()
    drawn_quietly(app, settings)
