"""No test hook lives in production code (issue 36, 5): texts are watched through a callback
a test hands in, a button's click sound is handed to it, and the crash point's variable is read
once a run, not on every event."""
import pygame

from helpers import recording
from game import crashpoint
from game.ui import widgets


def test_texts_are_watched_only_while_asked(app):
    surface = pygame.Surface((200, 60))
    with recording() as drawn:
        widgets.text(surface, "seen", (100, 30), 24)
    widgets.text(surface, "unseen", (100, 30), 24)
    assert [d.message for d in drawn] == ["seen"]
    assert not hasattr(widgets, "RECORD")


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
    slot = app.open("slot", "santas-wonderland")
    slot.controls.sound_button.press()
    assert heard[:1] == ["click"]


def test_the_crash_point_is_read_once(monkeypatch):
    monkeypatch.setenv(crashpoint.VARIABLE, "grid:1000")
    crashpoint._point.cache_clear()
    reads = []
    real = crashpoint.os.environ.get
    monkeypatch.setattr(crashpoint.os.environ, "get",
                        lambda *a: reads.append(a[0]) or real(*a), raising=False)
    try:
        for _ in range(5):
            crashpoint.after({"type": "grid"})
        assert reads == [crashpoint.VARIABLE]
    finally:
        crashpoint._point.cache_clear()
        crashpoint._seen.clear()


def test_no_frame_allocates_a_screen_shade_or_scales(app, monkeypatch):
    """Issue 36, 5: the dim behind a banner, a total, a choice, a big win, an overlay is one
    cached surface; pictures are scaled when loaded, never while a frame is drawn."""
    from game.celebration import Celebration
    from game.look import Plaque
    from game.ui import hud, plaques
    slot = app.open("slot", "midnight-princess")

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
    intro = app.open("intro", slot.theme, "midnight-princess")
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
    from game import assets
    lobby = app.open("lobby")
    slot = app.open("slot", "midnight-princess")
    app.step(1 / 60)
    mine = [key for key in assets._pictures if key[0][0] == "midnight-princess"]
    assert mine and all(size is not None for _, size in mine)
    app.pop()
    assert app.top is lobby and slot.game.id == "midnight-princess"
    assert not [key for key in assets._pictures if key[0][0] == "midnight-princess"]


def test_a_pulsing_board_scales_each_size_once(app, monkeypatch):
    """Winning symbols pulse: each size is scaled the first time and kept, not every frame."""
    from game.board.animator import Wins
    slot = app.open("slot", "santas-wonderland")
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
