"""Paytable and help pages are generated from the config, at the bet the player has chosen."""
import json

import pygame
import pytest

from helpers import frames, key, recording
from engine import parsheet
from engine.games import available_games, load_game
from engine.money import win_amount
from engine.parsheet import committed, feature_odds
from game.window.look import look_of
from game.round.odds import about
from game.window.scenes.info import InfoScene, help_pages
from game.window.scenes.slot import SlotScene


@pytest.mark.parametrize("game_id", available_games())
def test_every_page_opens_renders_and_closes(app, game_id):
    scene = SlotScene(app, game_id)
    app.push(scene)
    scene.info(0)
    assert isinstance(app.top, InfoScene)
    pages = len(app.top.pages)
    first_help = app.top.first_help               # the paytable's pages, a few symbols each
    assert pages == first_help + len(help_pages(scene.game)) and first_help >= 3
    for _ in range(pages):
        key(pygame.K_RIGHT)
        frames(app, 0.02)
    assert app.top.page == 0
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is scene
    scene.controls.help_button.press()               # HELP opens on the first help page
    assert app.top.page == first_help and app.top.pages[first_help] == help_pages(scene.game)[0]
    app.pop()


def test_help_text_quotes_the_config(app):
    scene = SlotScene(app, "sweet-bonanza-xmas")
    text = " ".join(" ".join(lines) for _, lines, _ in help_pages(scene.game))
    assert f"{scene.game.free_spins} free spins" in text
    assert f"{scene.game.cap_multiple:,}x" in text


def test_paytable_amounts_follow_the_bet(app, monkeypatch):
    scene = SlotScene(app, "santas-wonderland")
    app.push(scene)
    def shown():
        with recording() as drawn:
            app.step(1 / 60)
        return [d.message for d in drawn]
    scene.info(0)
    teddy_top = scene.game.paytable.pays["teddy"][-1]
    assert app.money(win_amount(scene.session.bet, teddy_top)) in shown()   # RM1,000.00 at RM2.00
    app.pop()
    scene.change_bet(1)
    scene.info(0)
    assert app.money(win_amount(scene.session.bet, teddy_top)) in shown()


@pytest.fixture
def commit(monkeypatch, tmp_path):
    """The committed sheets read from a folder of the test's own, and `commit(game, sheet)`
    to write one there: a sheet is read once per (game, version), so each write and the end
    of the test clear what was read (no test's sheet is left for the next)."""
    monkeypatch.setattr(parsheet, "SHEETS", tmp_path)
    parsheet.read.cache_clear()

    def write(game, sheet):
        (tmp_path / game.id).mkdir(exist_ok=True)
        (tmp_path / game.id / "par.json").write_text(json.dumps(sheet))
        parsheet.read.cache_clear()
    yield write
    parsheet.read.cache_clear()


def test_the_paytable_states_the_top_prize_odds_from_the_par_sheet(app, commit):
    import game.window.scenes.info as info
    scene = SlotScene(app, "midnight-princess")
    game = scene.game
    amount = app.money(game.cap_multiple * scene.session.bet)
    assert info.top_prize_line(game, "base", amount) == \
        f"Top prize {amount} ({game.cap_multiple:,}x the bet)"
    sheet = {"config_version": game.version, "sections": [
        {"mode": "base", "cap": {"plain": {"rate": 0.0}, "replayed": {"rate": 1 / 2_500_000}}}]}
    commit(game, sheet)
    line = info.top_prize_line(game, "base", amount)
    assert line.endswith(f"hit about 1 in 2.5 million rounds (PAR sheet, v{game.version})")
    assert info.about(104_764_169) == "100 million" and info.about(25_123) == "25,000"
    assert info.about(7.2e13) == "72 trillion" and info.about(2.35e9) == "2.4 billion"
    assert info.about(7_183_539) == "7.2 million"
    sheet["sections"][0]["cap"]["replayed"]["rate"] = 1 / 5.2e13     # beyond anyone's play
    commit(game, sheet)
    line = info.top_prize_line(game, "base", amount)
    assert line.endswith("a ceiling, not a prize to expect: about 1 in 52 trillion rounds "
                         f"(PAR sheet, v{game.version})") and "hit" not in line
    sheet["config_version"] = game.version - 1          # another version's odds are not shown
    commit(game, sheet)
    assert "1 in" not in info.top_prize_line(game, "base", amount)


def cost_page(game):
    pages = [lines for title, lines, _ in help_pages(game) if title == "What a round costs"]
    assert len(pages) == 1, "one help page says what a round costs"
    return pages[0]


@pytest.mark.parametrize("game_id", available_games())
def test_the_help_says_what_every_mode_costs_and_what_it_buys(game_id):
    """Issue 28: Sweet Bonanza Xmas's help never explained the ante or the buy price."""
    game, look = load_game(game_id), look_of(game_id)
    lines = cost_page(game)
    assert len(lines) == len(game.modes)
    for (mode, cost), line in zip(game.modes.items(), lines):
        if mode == "base":
            assert "costs your bet" in line
            continue
        assert mode in look.modes, f"{game_id}'s look.yaml does not explain its {mode} mode"
        assert f"{float(cost):g}x the bet" in line and "{" not in line


def test_the_ante_says_its_price_and_how_much_more_often_free_spins_come_by_the_sheet():
    game = load_game("sweet-bonanza-xmas")
    base, ante, buy = cost_page(game)
    assert f"{float(game.modes['ante'] - 1):.0%} more" in ante                 # 25% more
    sheet = committed(game)
    if sheet:
        with_it = feature_odds(sheet, "ante", "free_spins")
        without = feature_odds(sheet, "base", "free_spins")
        assert f"1 in {about(with_it)} rounds with the ante bet, 1 in {about(without)} " \
               "without it" in ante
        assert f"Free spins: about 1 in {about(without)} rounds" in base
    assert f"{float(game.modes['buy']):g}x the bet starts {game.free_spins} free spins" in buy


@pytest.mark.parametrize("game_id", available_games())
def test_the_verify_command_is_not_in_the_help(game_id):
    """It lives on the history's CHECK A ROUND page (tests/game/test_history.py)."""
    text = " ".join(line for _, lines, _ in help_pages(load_game(game_id)) for line in lines)
    assert "engine verify" not in text and "--server-seed" not in text
    assert "CHECK A ROUND" in text


def test_the_help_and_the_lobby_card_say_how_often_the_top_prize_comes(app, monkeypatch,
                                                                        commit):
    """The max win is printed with its odds wherever it is printed, worded for players and
    taken from the committed sheet of the game's version (none where there is none)."""
    from engine.games import load_game
    from game.window.scenes.lobby import LobbyScene
    game, look = load_game("sweet-bonanza-xmas"), look_of("sweet-bonanza-xmas")
    assert "reached" not in look.said_values(game)["cap_line"]
    assert LobbyScene(app).odds == [None] * len(available_games())
    commit(game, {"config_version": game.version,
                  "sections": [{"mode": "base", "cap": {"plain": {"rate": 1 / 9_123_456}}}]})
    line = look.said_values(game)["cap_line"]
    assert line.startswith(f"The maximum win is {game.cap_multiple:,}x the total bet, reached "
                           "about 1 in 9.1 million rounds;")
    lobby = LobbyScene(app)
    assert lobby.odds[lobby.games.index(game.id)] == "about 1 in 9.1 million rounds"
    with recording() as seen:
        lobby.draw(app.screen)
    assert "reached about 1 in 9.1 million rounds" in [d.message for d in seen]


@pytest.mark.parametrize("game_id", available_games())
def test_the_engine_hands_its_help_values_as_values_and_the_look_words_them(game_id):
    """Issue 48: the engine speaks no player's language (its command line stays English), so
    the values its help pages quote are numbers, ids and lists of them; every word on the pages
    is the look's, through the catalogs: the cap's line and its odds too, which the engine once
    worded in English and the client said again (issue 57, 8)."""
    from game.words import i18n
    game, look = load_game(game_id), look_of(game_id)

    def plain(value) -> bool:
        if isinstance(value, dict):
            return all(plain(v) for v in value.values())
        if isinstance(value, list):
            return all(plain(v) for v in value)
        return not isinstance(value, str) or value.isidentifier()       # a number or an id
    values = game.help_values()
    assert all(plain(v) for v in values.values()) and values["cap"] == game.cap_multiple
    i18n.use("de")
    try:
        said = look.said_values(game)
        text = " ".join(line for _, lines, _ in help_pages(game) for line in lines)
    finally:
        i18n.use("en")
    for name, value in values.items():
        if isinstance(value, list) and len(value) > 1:
            assert said[name] in text and " und " in said[name]        # as German joins a list
            assert not {v for v in value if isinstance(v, str)} & set(said[name].split())
    assert f"{game.cap_multiple:,}".replace(",", ".") in said["cap"]   # 7.500, as German writes
    assert "{" not in text


def test_the_help_values_in_german_and_chinese():
    """What the looks make of the engine's lists, read as a player of each language reads
    them (numbers from the configs as they are now)."""
    from game.words import i18n
    said = {}
    for lang in ("de", "zh_Hans"):
        i18n.use(lang)
        try:
            said[lang] = {g: look_of(g).said_values(load_game(g)) for g in available_games()}
        finally:
            i18n.use("en")
    santa, princess, sweet = (said["de"][g] for g in ("santas-wonderland", "midnight-princess",
                                                      "sweet-bonanza-xmas"))
    assert santa["levels"].startswith("L1 x3, L2 x6 (116 Symbole), ")
    assert santa["mark_order"].startswith("Erneuerung (blau), Wilder Weihnachtsmann (lila), ")
    assert princess["options"].startswith("Love mit 4 Freispielen (+4, wenn die Leiste voll ")
    assert sweet["bauble_values"].endswith(", 50x und 100x")
    zh = said["zh_Hans"]
    assert zh["santas-wonderland"]["mark_order"].startswith("刷新（蓝色标记）、")
    assert zh["midnight-princess"]["options"].startswith("Love（4次免费旋转，计量条满时+4）、")
    assert zh["sweet-bonanza-xmas"]["bauble_values"].endswith("、50x和100x")
    i18n.use("de")
    try:
        ante = cost_page(load_game("sweet-bonanza-xmas"))[1]
    finally:
        i18n.use("en")
    assert "25\xa0% mehr (das 1,25-fache des Einsatzes)" in ante       # CLDR's, not Python's
