"""The real loop, headless: posted keys start rounds, the board shows what the engine decided."""
import pygame
import pytest

from helpers import finish_round, frames, key, recording
from engine.games import available_games
from engine.rng import FairRng
from engine.round import run
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene


def fixed_rng(monkeypatch, seed):
    """Make the scene's next rounds use known seeds, so the test can replay them."""
    import game.round.session as session
    seeds = iter(range(seed, seed + 1000))
    monkeypatch.setattr(session, "FairRng", lambda s, c, n: FairRng.from_seed(next(seeds)))


def play_to_end(app, scene):
    frames(app, 0.2)
    finish_round(app, scene)


@pytest.mark.parametrize("game_id", available_games())
def test_space_plays_a_seeded_round_and_the_screen_shows_the_engine_result(app, monkeypatch,
                                                                          game_id):
    fixed_rng(monkeypatch, 11)
    scene = SlotScene(app, game_id)
    app.push(scene)
    start = app.balance
    key(pygame.K_SPACE)
    app.step(1 / 60)
    assert scene.in_round
    scene.anim.speed = "turbo"
    play_to_end(app, scene)
    events = run(scene.game, scene.session.bet, FairRng.from_seed(11), "base",
                 choices=[scene.game.options and list(scene.game.options)[0]]
                 if hasattr(scene.game, "options") else ())
    final = [e for e in events if e["type"] == "grid"][-1]["cells"]
    assert scene.anim.board.cells == final
    win = events[-1]["total_win"]
    assert scene.session.last_win == win
    assert app.balance == start - scene.session.bet + win


def test_bet_cannot_change_mid_round(app, monkeypatch):
    fixed_rng(monkeypatch, 3)
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    bet = scene.session.bet
    key(pygame.K_SPACE)
    frames(app, 0.05)
    assert scene.in_round and not scene.controls.plus.enabled
    scene.controls.plus.press()
    scene.change_bet(1)
    assert scene.session.bet == bet
    play_to_end(app, scene)
    scene.change_bet(1)
    assert scene.session.bet > bet


def test_slam_stop_ends_the_current_step_at_once(app, monkeypatch):
    fixed_rng(monkeypatch, 5)
    scene = SlotScene(app, "santas-wonderland")
    app.push(scene)
    key(pygame.K_SPACE)
    app.step(1 / 60)
    app.step(1 / 60)
    step = scene.anim.current
    assert step is not None and scene.anim.t < 0.2
    key(pygame.K_SPACE)            # pressed during the round: slam-stop
    app.step(1 / 60)
    assert scene.anim.current is not step


def test_speed_modes_change_durations(app):
    scene = SlotScene(app, "midnight-princess")
    from game.window.board.animator import Banner, Land
    land, banner = Land([[None]]), Banner("X")
    durations = {}
    for speed in ("normal", "quick", "turbo"):
        scene.anim.speed = speed
        durations[speed] = (scene.anim.duration(land), scene.anim.duration(banner))
    assert durations["quick"][0] == pytest.approx(durations["normal"][0] / 2)
    assert durations["turbo"][0] == pytest.approx(durations["normal"][0] / 4)
    assert durations["turbo"][1] < durations["quick"][1]      # trivial steps are cut


def test_a_choice_is_never_skipped_by_slam_stop(app):
    scene = SlotScene(app, "midnight-princess")
    scene.anim.feed({"type": "choice_request", "options": ["love", "star", "storm"],
                     "default": "star"})
    scene.anim.update(0.01)
    assert scene.anim.waiting_for_choice
    scene.anim.finish_current()
    frames(app, 0.5)
    assert scene.anim.waiting_for_choice
    scene.choose("storm")
    assert not scene.anim.waiting_for_choice and scene.session.pending == "storm"


def test_balance_too_small_is_refused_with_a_message(app):
    app.storage.reset_wallet(10)
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    key(pygame.K_SPACE)
    app.step(1 / 60)
    assert not scene.in_round and app.balance == 10
    assert "too low" in scene.session.message


def test_lobby_opens_a_game_with_keys_and_escape_returns(app):
    from game.window.scenes.intro import IntroScene
    app.push(LobbyScene(app))
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert isinstance(app.top, IntroScene)             # the intro screen comes first
    key(pygame.K_a)                                    # any key goes on
    app.step(1 / 60)
    assert isinstance(app.top, SlotScene) and app.top.game.id == available_games()[1]
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert isinstance(app.top, LobbyScene)
    app.set("intro", False)                            # switched off, it is not shown
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert isinstance(app.top, SlotScene)


@pytest.mark.slow          # a round drawn frame by frame: 0.55 s of CPU
def test_escape_mid_round_waits_for_the_round(app, monkeypatch):
    fixed_rng(monkeypatch, 8)
    app.push(LobbyScene(app))
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    key(pygame.K_SPACE)
    app.step(1 / 60)
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is scene
    scene.anim.speed = "turbo"
    play_to_end(app, scene)
    frames(app, 0.1)
    assert isinstance(app.top, LobbyScene)


@pytest.mark.parametrize("game_id", available_games())
def test_each_game_screen_renders_something(app, game_id):
    scene = SlotScene(app, game_id)
    app.push(scene)
    frames(app, 0.1)
    surface = app.screen
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(0, 1280, 37)
               for y in range(0, 720, 29)}
    assert len(colours) > 40


def test_bet_menu_sets_a_bet_from_level_and_coin_value(app):
    from game.window.scenes.bet_menu import BetMenu
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    scene.controls.bet_button.press()
    menu = app.top
    assert isinstance(menu, BetMenu)
    menu.pick(level=3)
    menu.pick(coin=5)
    assert scene.session.bet == 20 * 3 * 5
    app.pop()
    scene.controls.credit_button.press()                      # CREDIT/BET: the coin view
    assert scene.show(scene.session.bet) == f"{20 * 3:,} coins"


def test_bet_menu_lists_the_ladder_for_other_games(app):
    scene = SlotScene(app, "santas-wonderland")
    app.push(scene)
    scene.open_bet_menu()
    menu = app.top
    menu.choose(48000)
    assert scene.session.bet == 48000
    menu.choose(33)                                   # not on the ladder: ignored
    assert scene.session.bet == 48000
    scene.controls.credit_button.press()                      # no coin form: stays cash
    assert scene.show(200) == "RM2.00"


@pytest.mark.parametrize("game_id,meter", [("midnight-princess", "trinity"),
                                           ("santas-wonderland", "midnight_riches")])
def test_a_meter_shows_empty_from_the_first_frame_and_empties_at_each_round(app, monkeypatch,
                                                                             game_id, meter):
    scene = SlotScene(app, game_id)
    app.push(scene)
    frames(app, 0.05)
    shown = scene.anim.progress.meters[meter]
    assert shown["value"] == 0 and shown["target"] == scene.game.resting_meters()[meter]["target"]
    scene.anim.progress.meters[meter] = dict(shown, value=shown["target"])   # as a round left it
    fixed_rng(monkeypatch, 11)
    key(pygame.K_SPACE)
    app.step(1 / 60)
    assert scene.in_round and scene.anim.progress.meters[meter]["value"] == 0


def test_a_game_without_meters_shows_none(app):
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    frames(app, 0.05)
    assert scene.anim.progress.meters == {}


@pytest.mark.parametrize("down,up", [(pygame.K_MINUS, pygame.K_EQUALS),
                                     (pygame.K_KP_MINUS, pygame.K_KP_PLUS),
                                     (pygame.K_MINUS, pygame.K_PLUS)])
def test_the_keyboard_changes_the_bet_between_rounds(app, down, up):
    from game.window.scenes.slot import SlotScene
    scene = SlotScene(app, "midnight-princess")
    app.push(scene)
    ladder, start = scene.game.bets, scene.session.bet
    key(up)
    app.step(1 / 60)
    assert scene.session.bet == ladder.step(start, 1) > start
    key(down)
    key(down)
    app.step(1 / 60)
    assert scene.session.bet == ladder.step(start, -1) < start
    scene.start_round("base")
    key(up)
    app.step(1 / 60)
    assert scene.session.bet == ladder.step(start, -1)             # not during a round


def test_a_feature_total_shows_its_win_in_the_players_money_and_never_a_zero(app):
    from game.window.board.animator import Total
    scene = SlotScene(app, "midnight-princess")
    app.push(scene)
    anim = scene.anim
    for name, win in (("princess_trinity", 0), ("free_spins", 23_800)):
        anim.queue.clear()
        anim.feed({"type": "feature", "name": name, "phase": "end", "win": win, "spins": 8,
                   "princess": "love"})
        totals = [(t.title, t.amount, t.detail) for t in [*anim.queue, anim.held]
                  if isinstance(t, Total)]
        assert totals == ([] if win == 0 else
                          [("FREE SPINS COMPLETE", win, "8 free spins with LOVE")])
    anim.feed({"type": "round_end", "total_win": 23_800, "capped": False})   # no big win
    anim.update(0.1)
    with recording() as drawn:
        scene.draw(app.screen)
    shown = [d.message for d in drawn]
    assert scene.show(23_800) == "RM238.00" and "RM238.00" in shown


@pytest.mark.parametrize("game_id,mode", [("santas-wonderland", "buy"),
                                          ("sweet-bonanza-xmas", "buy"),
                                          ("midnight-princess", "base")])
@pytest.mark.slow
def test_nothing_of_a_finished_rounds_features_stays_on_screen(app, game_id, mode):
    """Issue 21: LEVEL 99/116, x3, FREE SPIN 10/10 and TRINITY 3/3 stayed after the round."""
    scene = SlotScene(app, game_id)
    app.push(scene)
    rested = dict(scene.anim.progress.resting_meters)
    for _ in range(30 if mode == "base" else 1):
        scene.start_round(mode)
        finish_round(app, scene)
        frames(app, 0.5)
        assert scene.anim.progress.multiplier is None and scene.anim.progress.spin_counter is None
        assert scene.anim.progress.meters == rested and not scene.anim.board.won_marks


def test_one_money_view_everywhere_and_kept_across_starts(tmp_path):
    """Issue 21: with coins on, WIN, LAST WIN and the buy price stayed in RM; with ante on
    the bet menu's total disagreed with the bar; the view was lost on restart."""
    from game.window.app import App
    from game.window.scenes.bet_menu import BetMenu
    app = App(data_dir=tmp_path)
    scene = SlotScene(app, "sweet-bonanza-xmas")
    app.push(scene)
    scene.toggle_coins()
    scene.wallet.chosen_coins = (1, 10)                      # 20 coins x level 1 x 0.10 = 2.00
    assert scene.show(scene.session.cost()) == "20 coins"
    assert scene.anim.money(205) == scene.show(205) == "20.50 coins"     # wins in coins too
    scene.controls.refresh(scene.snapshot())
    assert scene.controls.buy_button.price == "2,000 coins"      # the badge carries it
    scene.toggle_ante()
    assert scene.show(scene.session.cost()) == "25 coins"
    shown = []
    import game.window.scenes.bet_menu as bet_menu
    real = bet_menu.text
    bet_menu.text = lambda s, m, *a, **k: shown.append(str(m)) or real(s, m, *a, **k)
    try:
        scene.open_bet_menu()
        assert isinstance(app.top, BetMenu)
        app.step(1 / 60)
    finally:
        bet_menu.text = real
    assert f"TOTAL BET {scene.show(scene.session.cost())}" in shown
    app.storage.close()
    again = App(data_dir=tmp_path)
    assert SlotScene(again, "sweet-bonanza-xmas").coin_view
    assert not SlotScene(again, "midnight-princess").coin_view     # no coins in this game
    again.storage.close()
