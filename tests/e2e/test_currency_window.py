"""A currency chosen in Settings, in the real window (issue 58, part 2): from a game's screen
the Settings' currency row is clicked by xdotool until it says yen, and the play screen, made
again in yen, writes its bar's balance and bet in yen: the yen wallet's own demo balance and
the game's bet in yen, no decimals. What the window shows is read from its `--states`
(game/window/shown.py: the settings' rows and the bar as they are written). The same logic
headless: tests/game/test_currencies.py."""
from game.window.scenes.settings import ROW, ROWS
from game.words import currency, i18n
from helpers import FIRST_CARD, Window, window_test_marks

pytestmark = window_test_marks("Xvfb", "xdotool", install="xvfb xdotool")
SETTINGS = (228, 680)                        # on the 1280x720 canvas (game/window/slot/controls.py)
CURRENCY_ROW = (870, 110 + [key for key, *_ in ROWS].index("currency") * ROW + 18)


def test_a_currency_chosen_in_settings_is_written_in_the_bar(x_display, tmp_path):
    window = Window(x_display((1280, 720)), tmp_path, "--data-dir", tmp_path / "d",
                    "--lang", "en")
    try:
        window.on_top("LobbyScene")
        window.point(FIRST_CARD)
        window.key("Return", "a")                     # into the game, past its intro
        before = window.ready()
        assert before["currency"] == "MYR" and before["bar"][0] == "RM1,000.00", before
        window.click(SETTINGS)
        said = window.on_top("SettingsScene")["currency"]
        order = list(currency.codes())
        assert said == "MYR RM"
        for code in order[1:order.index("JPY") + 1]:      # USD, CAD, EUR, then JPY
            window.click(CURRENCY_ROW)
            said = window.until(lambda s, c=code: s.get("currency", "").startswith(c),
                                f"the currency row saying {code}")["currency"]
        assert said == "JPY ¥"
        window.key("Escape")
        now = window.ready()
        yen = load_bet(now["bet"])
        assert now["currency"] == "JPY"
        assert now["bar"] == [i18n.money(currency.get("JPY").demo, "JPY", "en"),
                              i18n.money(yen, "JPY", "en")] == ["¥100,000", f"¥{yen:,}"], now
    finally:
        window.close()


def load_bet(bet: int) -> int:
    """The bet the window reports (minor units of yen: whole yen), checked to be a step of
    a game's ladder in yen."""
    from engine.games import available_games, load_game
    unit = currency.get("JPY").unit
    assert any(bet in load_game(g, unit=unit).bets for g in available_games())
    return bet
