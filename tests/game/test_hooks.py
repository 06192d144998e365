"""No test hook lives in production code (issue 36, 5; issue 47, 6; issue 57, 5): texts are
watched through a callback a test hands in, a button's click sound is handed to it, and the
recovery tests' kill is an after-store callback of the services they hand to the client
(tests/crash.py, game/round/services.py), not code it ships."""
from pathlib import Path

import pygame
import pytest

from crash import killer, point
from helpers import finish_round, recording
from game.window.app import App
from game.round.services import Services
from game.window.ui import widgets
from game.window.scenes.intro import IntroScene
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene

GAME = Path(__file__).resolve().parents[2] / "game"


def test_texts_are_watched_only_while_asked(app):
    surface = pygame.Surface((200, 60))
    with recording() as drawn:
        widgets.text(surface, "seen", (100, 30), 24)
    widgets.text(surface, "unseen", (100, 30), 24)
    assert [d.message for d in drawn] == ["seen"]
    assert not hasattr(widgets, "RECORD") and not hasattr(widgets, "_watchers")
    assert type(widgets.renderer) is widgets.TextRenderer        # the recorder handed back


def test_a_button_clicks_with_the_callback_it_was_given():
    heard = []
    button = widgets.Button((0, 0, 50, 20), "GO", lambda: heard.append("action"),
                            click=lambda: heard.append("click"))
    assert button.press() and heard == ["click", "action"]
    assert not hasattr(widgets.Button, "on_click")
    widgets.Button((0, 0, 50, 20), "QUIET", lambda: None).press()    # silent by default


def test_the_slot_buttons_click_with_the_apps_sound(app, monkeypatch):
    heard = []
    monkeypatch.setattr(app.audio, "play", lambda name, *rest: heard.append(name))
    slot = app.push(SlotScene(app, "santas-wonderland"))
    slot.controls.sound_button.press()
    assert heard[:1] == ["click"]


def test_the_client_tells_the_callback_it_was_given_of_each_stored_event(tmp_path, clock):
    """What the recovery tests kill the client by: each event of a round played, once it is
    stored, in order; a round replayed from history is not played again. The callback is the
    app's services' (game/round/services.py), built by the test, not patched in."""
    told = []
    services = Services(clock=clock, after_store=lambda event: told.append(
        (event["type"], app.storage.open_rounds())))
    app = App(data_dir=tmp_path / "data", services=services)
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    assert slot.session.services is app.services is services
    # one round of a fixed seed (one win and its tumble): the fast lane's CPU is the same
    # every run, not whatever round a fresh server seed deals
    slot.session.next_seed = "hooks-2"
    slot.start_round("base")
    finish_round(app, slot)
    assert slot.session.events and [kind for kind, _ in told] == \
        [event["type"] for event in slot.session.events]
    assert told[0][0] == "round_start" and told[0][1]          # after the debit: open
    assert told[-1] == ("round_end", [])                         # after it is settled
    told.clear()
    played = list(slot.session.events)
    slot.replay({"id": 1, "bet": slot.session.bet, "events": played})
    finish_round(app, slot)
    assert slot.session.events == played and told == []
    app.storage.close()


def test_the_crash_launchers_callback_kills_at_the_nth_event_of_its_type():
    killed = []
    after = killer(*point("grid:2"), kill=lambda: killed.append(True))
    for kind in ("round_start", "grid", "win", "grid", "grid"):
        after({"type": kind})
    assert killed == [True]
    assert point("round_end") == ("round_end", 1)


def test_no_module_of_the_client_kills_itself_or_reads_a_test_variable():
    for path in GAME.rglob("*.py"):
        source = path.read_text()
        assert "os.kill" not in source and "SLOTS_CRASH" not in source, path


@pytest.mark.slow          # a long proof (issue 54: the fast lane's minute)
def test_no_frame_allocates_a_screen_shade_or_scales(app, monkeypatch):
    """Issue 36, 5: the dim behind a banner, a total, a choice, a big win, an overlay is one
    cached surface; pictures are scaled when loaded, never while a frame is drawn."""
    from game.window.celebration import Celebration
    from game.window.look import Plaque
    from game.window.ui import hud, plaques
    slot = app.push(SlotScene(app, "midnight-princess"))

    def overlays():
        plaques.draw(app.screen, slot.look, (640, 320), slot.look.small_plaque,
                     Plaque("FREE SPINS", "10 FREE SPINS", "LOVE"), 0.5, 0.1)
        plaques.draw_total(app.screen, slot.look, slot.show, "FREE SPINS COMPLETE", 1000, "", 0.7)
        hud.draw_choice(app.screen, slot.look, slot.view, ["love", "star", "storm"])
        party = Celebration.for_win(10_000, 100, slot.look.big_wins)
        hud.draw_big_win(app.screen, party, None, slot.theme, slot.show)
    def pages():
        for page in range(len(info.pages)):
            info.page = page
            app.step(1 / 60)
    overlays()                  # what is made once is made now
    intro = app.push(IntroScene(app, theme=slot.theme, game_id="midnight-princess"))
    slot.info(1)
    info = app.top
    pages()
    made, scaled = [], []

    class Counted(pygame.Surface):
        def __init__(self, size, *args, **values):
            made.append(tuple(size))
            super().__init__(size, *args, **values)
    monkeypatch.setattr(pygame, "Surface", Counted)
    for name in ("smoothscale", "smoothscale_by"):
        real = getattr(pygame.transform, name)
        monkeypatch.setattr(pygame.transform, name,
                            lambda *a, n=name, f=real, **k: scaled.append(n) or f(*a, **k))
    overlays()
    assert not [size for size in made if size[0] >= 1280], made
    pages()
    app.pop()
    assert app.top is intro
    for _ in range(30):             # the intro's logo growing in
        app.step(1 / 60)
    assert scaled == []


def test_a_games_pictures_are_let_go_when_it_is_left(app):
    """Issue 36, 6: a game's art is loaded when it is entered and released when it is left;
    only the sizes drawn are kept, never the file's larger picture."""
    from game.window import assets
    lobby = app.push(LobbyScene(app))
    slot = app.push(SlotScene(app, "midnight-princess"))
    app.step(1 / 60)
    mine = [key for key in assets._pictures if key[0][0] == "midnight-princess"]
    assert mine and all(size is not None for _, size in mine)
    app.pop()
    assert app.top is lobby and slot.game.id == "midnight-princess"
    assert not [key for key in assets._pictures if key[0][0] == "midnight-princess"]


def test_a_pulsing_board_scales_each_size_once(app, monkeypatch):
    """Winning symbols pulse: each size is scaled the first time and kept, not every frame."""
    from game.window.board.animator import Wins
    slot = app.push(SlotScene(app, "santas-wonderland"))
    anim, symbol = slot.anim, slot.anim.board.cells[0][0]
    win = {"positions": [[0, 0], [1, 1]], "amount": 100, "total": 100, "symbol": symbol}

    def pulse():
        anim.queue.append(Wins([dict(win)]))
        for _ in range(30):
            anim.update(1 / 60)
            slot.draw(app.screen)
    pulse()
    scaled = []
    real = pygame.transform.smoothscale
    monkeypatch.setattr(pygame.transform, "smoothscale",
                        lambda *a, **k: scaled.append(a[1]) or real(*a, **k))
    pulse()                                  # the same sizes again: none scaled anew
    assert scaled == []


def test_a_panels_box_is_its_layout_and_drawing_it_changes_nothing(app):
    """The box tests check texts against is the panel's own layout (issue 47, 6), not state
    its draw leaves behind for them."""
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    slot.buy()
    ask = app.top
    slot.info(1)
    info = app.top
    for panel in (ask, info):
        before = dict(vars(panel))
        panel.draw(app.screen)
        assert vars(panel) == before and app.screen.get_rect().contains(panel.box)
    assert ask.box.height == 440 and ask.art is not None           # the taller, with its art
