"""What a game keeps between visits and restarts (game/books/kept.py, issue 28 point 1): its bet,
ante and coin view, and its last round's screen and win; a kept bet no longer allowed becomes
the nearest allowed one, and the player is told."""
import pygame
import pytest

from helpers import finish_round, frames, key
from engine.games import load_game
from engine.rng import FairRng
from engine.round import run
from game.books import kept
from game.window.app import App
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene

MP, SBX = "midnight-princess", "sweet-bonanza-xmas"


def visit(app, game_id):
    """Open a game from the lobby as a player does (no intro)."""
    app.set("intro", False)
    lobby = app.top
    lobby.open(lobby.games.index(game_id))
    app.step(1 / 60)
    return app.top


@pytest.mark.slow
def test_the_bet_ante_and_coin_view_are_kept_per_game_across_visits_and_restarts(tmp_path):
    """Midnight Princess at 0.10, Esc, open it again: it was 1.00, ten times the stake."""
    app = App(data_dir=tmp_path)
    app.push(LobbyScene(app))
    princess = visit(app, MP)
    low = princess.game.bets.low
    for _ in range(len(princess.game.bets.steps)):
        key(pygame.K_MINUS)
    app.step(1 / 60)
    assert princess.session.bet == low != princess.game.bets.default
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    sweet = visit(app, SBX)
    sweet.choose_bet(20 * 4 * 2, (4, 2))                     # 1.60 as level 4 x 0.02
    sweet.toggle_ante()
    sweet.toggle_coins()
    app.pop()
    assert visit(app, MP).session.bet == low                  # back again: as it was left
    app.pop()
    again = visit(app, SBX)
    assert (again.session.bet, again.session.mode, again.coin_view, again.chosen_coins) == \
        (160, "ante", True, (4, 2))
    app.pop()
    assert visit(app, "santas-wonderland").session.bet == load_game("santas-wonderland") \
        .bets.default                                          # per game: others untouched
    app.storage.close()
    restarted = App(data_dir=tmp_path)
    restarted.push(LobbyScene(restarted))
    assert visit(restarted, MP).session.bet == low
    restarted.pop()
    sweet = visit(restarted, SBX)
    assert (sweet.session.bet, sweet.session.mode, sweet.coin_view) == (160, "ante", True)
    assert sweet.session.message == ""                       # nothing to say: it stood
    restarted.storage.close()


@pytest.mark.slow
def test_coming_back_shows_the_last_rounds_screen_and_win(tmp_path, monkeypatch):
    import game.round.session as session
    game = load_game(MP)
    seed = next(s for s in range(500) if run(game, game.bets.default, FairRng.from_seed(s))
                [-1]["total_win"] > 0)
    events = run(game, game.bets.default, FairRng.from_seed(seed))
    monkeypatch.setattr(session, "FairRng", lambda s, c, n: FairRng.from_seed(seed))
    app = App(data_dir=tmp_path)
    app.push(LobbyScene(app))
    scene = visit(app, MP)
    scene.start_round("base")
    finish_round(app, scene)
    frames(app, 0.2)
    app.pop()
    app.storage.close()
    again = App(data_dir=tmp_path)
    again.push(LobbyScene(again))
    back = visit(again, MP)
    final = [e for e in events if e["type"] == "grid"][-1]["cells"]
    assert back.anim.board.cells == final != game.resting_screen()
    assert back.session.last_win == events[-1]["total_win"] > 0
    assert back.session.revealed == scene.session.revealed     # its seeds, for checking
    again.storage.close()


def test_a_kept_bet_no_longer_allowed_becomes_the_nearest_and_is_said(app):
    game = load_game(SBX)
    steps = game.bets.steps
    off = steps[5] + 1                                        # a ladder without it now
    app.set(kept.key(SBX), {"bet": off})
    scene = SlotScene(app, SBX)
    assert scene.session.bet == steps[5]
    assert scene.session.message == (f"Your last bet here, {app.money(off)}, is no longer "
                                     f"offered: the bet is {app.money(steps[5])}")
    app.storage.reset_wallet(5_000)                           # 50.00 left
    app.set(kept.key(SBX), {"bet": 20_000, "ante": True})      # 200.00 a spin, 250.00 with ante
    scene = SlotScene(app, SBX)
    covered = max(s for s in steps if s * 5 // 4 <= 5_000)
    assert (scene.session.bet, scene.session.mode) == (covered, "ante")
    assert "is more than your balance: the bet is " + app.money(covered) in scene.session.message
    app.set(kept.key(SBX), "not what was kept")               # edited by hand: the defaults
    assert SlotScene(app, SBX).session.bet == game.bets.default



def test_a_kept_bet_changed_is_said_in_the_players_language(app):
    """The toast words its whole sentence in the language of the moment (issue 48), the two
    bets as the money view writes them."""
    steps = load_game(SBX).bets.steps
    app.set(kept.key(SBX), {"bet": steps[5] + 1})
    app.set("language", "de")
    try:
        message = SlotScene(app, SBX).session.message
        assert message.startswith("Your last bet here, ")                 # its English record
        assert message.words(app.money) == (
            f"Dein letzter Einsatz hier, {app.money(steps[5] + 1)}, wird nicht mehr angeboten: "
            f"der Einsatz ist {app.money(steps[5])}") and "\xa0RM" in app.money(steps[5])
    finally:
        app.set("language", "en")

@pytest.mark.slow          # a long proof (issue 54: the fast lane's minute)
def test_a_replay_from_history_does_not_change_what_the_game_keeps(app):
    scene = SlotScene(app, SBX)
    app.push(scene)
    game_bet = load_game(SBX).bets.steps[2]
    scene.choose_bet(game_bet)
    scene.start_round("base")
    finish_round(app, scene)
    frames(app, 0.2)
    record = app.storage.round(app.storage.rounds()[0][0])
    record["bet"] = load_game(SBX).bets.high
    replay = app.push(SlotScene(app, SBX))
    replay.replay(record)
    frames(app, 0.3)
    assert app.settings[kept.key(SBX)]["bet"] == game_bet
