"""Each currency drawn at its smallest and largest bet (issue 58, part 2): the bar, the bet
menu and the paytable of every game, in every language, with every text inside the screen and
its panel, over nothing else, readable, and each worded button's words inside it (the checker
of every screen in every language: tests/helpers.py problems, tests/game/test_languages.py
button_problems), and every character of an amount one the client's type draws.

The main command draws the currencies whose amounts are the widest, and the narrowest of
the social coins, in the longest languages (German, the pseudo-locale); the stress lane draws
every currency in every language."""
import pytest

from engine.games import available_games
from game.words import currency
from game.round.services import Services
from game.window.app import App
from game.words import i18n
from helpers import button_problems, problems

LANGUAGES = [*i18n.LANGUAGES, i18n.PSEUDO]
WIDEST = ("ARS", "IDR", "CLP", "XGC")     # ARS48,000.00, IDR4,800,000; and the coins' sign


def written(code: str, lang: str) -> int:
    """How long the largest bet of the largest ladder is written: the widest amounts."""
    return len(i18n.money(48000 * currency.get(code).unit, code, lang))


def test_the_main_command_draws_the_widest_amounts():
    longest = max(written(code, lang) for code in currency.codes() for lang in LANGUAGES)
    assert any(written(code, "de") == longest for code in WIDEST)


@pytest.fixture
def drawing(tmp_path, clock):
    made = []

    def make(lang):
        app = App(size=(1280, 720), data_dir=tmp_path / f"data-{lang}",
                  services=Services(clock=clock), lang=lang)
        made.append(app)
        return app
    yield make
    for app in made:
        if not app.storage.closed:
            app.storage.close()
    i18n.use("en")


def found_in(app, codes) -> list:
    """Each game in each of `codes` at its smallest and largest bet: the bar, the bet menu
    and the paytable's first page."""
    found = []
    for code in codes:
        assert app.play.take_currency(code) or app.play.currency == code
        for game_id in available_games():
            slot = app.open_game(game_id)
            app.step(0)
            for end, bet in (("smallest", slot.game.bets.low), ("largest", slot.game.bets.high)):
                slot.session.bet = bet
                label = f"{game_id} in {code} at its {end} bet {i18n.money(bet, code)}"
                bar = slot.bar_words()
                assert bar[1] == i18n.money(slot.session.cost(), code)
                found += [f"{label}: {w!r} cannot be drawn" for w in bar
                          if not set(w) <= i18n.DRAWN]
                found += problems(app, f"{label}, the bar")
                slot.open_bet_menu()
                found += problems(app, f"{label}, the bet menu")
                found += button_problems(app, f"{label}, the bet menu")
                app.pop()
                slot.info(0)
                found += problems(app, f"{label}, the paytable")
                app.pop()
            app.pop()
    return found


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["de", i18n.PSEUDO])
def test_the_widest_currencies_fit_the_bar_the_bet_menu_and_the_paytable(drawing, lang):
    found = found_in(drawing(lang), WIDEST)
    assert found == [], "\n".join(found)


@pytest.mark.stress
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_currency_fits_the_bar_the_bet_menu_and_the_paytable(drawing, lang):
    found = found_in(drawing(lang), currency.codes())
    assert found == [], "\n".join(found)
