"""Every text fits its box and reads (issue 21, items 2 and 3): drawn on real frames of every
screen and state of every game, each text is inside the screen and inside the panel it belongs
to, and has a contrast of at least 4.5:1 (WCAG AA) against what is behind it."""
import pygame
import pytest

from engine.games import available_games, load_game
from game.window.look import Plaque
from game.window.board.animator import WIN_COLOURS
from game.window.celebration import Celebration
from helpers import problems, recording
from game.window.ui import widgets
from game.window.scenes.history import HistoryScene
from game.window.scenes.intro import IntroScene
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene

def test_the_checks_find_what_they_look_for(app):
    surface = pygame.Surface((200, 60))
    surface.fill((236, 206, 240))                      # Sweet Bonanza Xmas's pale sky
    with recording() as seen:
        widgets.text(surface, "6x5", (100, 30), 24, (255, 255, 255))
    low = seen[0].contrast
    assert low < 1.5
    assert widgets.contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21)
    width = widgets.font(24).size("three four")[0]
    assert widgets.wrap("one two three four", 24, width) == ["one two", "three four"]


def test_the_lobby(app):
    app.push(LobbyScene(app))
    assert problems(app, "lobby") == []


@pytest.mark.parametrize("game_id", available_games())
def test_every_screen_and_state_of_a_game(app, game_id):
    found = []
    slot = app.push(SlotScene(app, game_id))
    app.step(0)
    found += problems(app, "idle")
    slot.info(0)
    pages = len(app.top.pages)
    app.pop()
    for page in range(pages):                          # the paytable and every help page
        slot.info(page)
        found += problems(app, f"page {page}")
        app.pop()
    states = {
        "banner": lambda: setattr(slot.anim.overlay, "banner", (
            Plaque("FREE SPINS WIN", "10 FREE SPINS", "RM238.00"), 1.0, 1.0)),
        "small plaque": lambda: setattr(slot.anim.overlay, "banner", (
            Plaque("WILD SANTA", line="a symbol turns Wild", small=True), 1.0, 1.0)),
        "big win": lambda: setattr(slot, "celebration",
                                   Celebration(150 * slot.session.bet, slot.session.bet,
                                               seconds=3.0)),
        "big win told": lambda: setattr(slot, "celebration", Celebration(
            150 * slot.session.bet, slot.session.bet, seconds=6.0,
            heading="FREE SPINS COMPLETE: 10 free spins with STORM",
            note="A win of 100x the bet or more comes about 1 in 930 rounds with the ante bet")),
        "total": lambda: setattr(slot.anim.overlay, "total", ("FREE SPINS COMPLETE", 23800,
                                                     "10 free spins played", 1.0)),
        "message": lambda: (setattr(slot.session, "message",
                                    "Autoplay stopped: the balance fell by 50x the bet"),
                            setattr(slot.session, "revealed", ("f" * 64, "c" * 16, 123456))),
        "free spins": lambda: (setattr(slot.anim, "multiplier", 15),
                               setattr(slot.anim, "spin_counter", (3, 10))),
        "wins": lambda: setattr(slot.anim.board, "labels", [
            ({"positions": [[r % slot.game.rows, c] for c in range(3)], "amount": 12345}, col)
            for r, col in enumerate(WIN_COLOURS[:slot.game.rows])]),
        "wins around one centre": lambda: setattr(slot.anim.board, "labels", [
            ({"positions": [[1, 1], [1, 2]], "amount": 500}, WIN_COLOURS[0]),
            ({"positions": [[0, 1], [2, 2]], "amount": 70}, WIN_COLOURS[1])]),
    }
    options = [o for choice in load_game(game_id).choice_sets() for o in choice]
    if options:
        states["choice"] = lambda: setattr(slot.anim.overlay, "choice", options)
    for label, make in states.items():
        make()
        found += problems(app, label)
        slot.anim.overlay.banner = slot.celebration = slot.anim.progress.multiplier = None
        slot.anim.progress.spin_counter = slot.anim.overlay.choice = slot.anim.overlay.total = None
        slot.anim.board.labels, slot.session.message = [], ""
    for label, open_it in (("bet menu", slot.open_bet_menu), ("autoplay", slot.toggle_autoplay),
                           ("settings", slot.open_settings), ("history", slot.open_history),
                           ("buy", slot.buy)):
        open_it()
        if app.top is not slot:
            found += problems(app, label)
            app.pop()
    app.push(IntroScene(app, theme=slot.theme, game_id=game_id))
    found += problems(app, "intro")
    assert found == []


@pytest.mark.slow
def test_the_check_a_round_page(app, monkeypatch):
    """The history's CHECK A ROUND page of a big win: its seeds, command and rarity read."""
    import game.round.session as session
    from engine.rng import FairRng
    from engine.round import run
    from helpers import finish_round
    game = load_game("sweet-bonanza-xmas")
    seed = next(s for s in range(5000) if run(game, game.bets.default, FairRng.from_seed(s))
                [-1]["total_win"] >= 50 * game.bets.default)
    monkeypatch.setattr(session, "FairRng", lambda s, c, n: FairRng.from_seed(seed))
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    slot.start_round("base")
    finish_round(app, slot)
    slot.celebration = None
    app.step(1 / 60)
    app.push(HistoryScene(app)).check()
    assert app.top.rarity and problems(app, "check a round") == []
