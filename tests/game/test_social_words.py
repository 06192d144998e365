"""A social casino's words (issue 58, Stake Engine's socialCasino flag): under the social
profile no screen says bet, buy, cash or money, in any language offered, but what such
platforms say (PLAY, GET, coins): every message that spoke so has its own words in the
catalogs' "social" register (game/words/social.py), chosen by `_()` alone. The walk covers the
lobby and, for each game, its play screen before, during and after a round, every paytable
and help page, the bet menu, autoplay, settings and the rules panel, the history and a round
checked, fair play, the buy's question and the intro (tests/social_walk.py), every text
inside its box and readable. The engine's
command line, shown to be copied, stays as the engine takes it (`--bet`)."""
import re

import pytest

from game.round.jurisdiction import load
from game.round.services import Services
from game.window.app import App
from game.words import i18n
from social_walk import walk

# the words a social casino does not use, in each language offered (as the catalogs write
# betting, buying and money there)
FORBIDDEN = {
    "en": r"\b(bets?|betting|buys?|bought|purchase|cash|money|wager|stake|deposit)\b",
    "de": r"(einsatz|kauf|geld|wette)",
    "ms": r"(taruhan|\bbeli\b|\bwang\b|tunai)",
    "zh_Hans": r"(投注|下注|购买|现金|钱|赌)",
    "ar": r"(رهان|مراهن|شراء|اشتر|\bمال\b|أموال|نقد)",
    "es": r"(apuesta|apostar|compra|dinero|efectivo)",
    "fi": r"(panos|panost|\bost|raha|käteinen)",
    "fr": r"(\bmise(?! de côté)|\bmiser|\bpari\b|achat|achet|argent|espèces)",
    "hi": r"(दांव|दाँव|बेट|ख़रीद|खरीद|पैसा|पैसे|नकद)",
    "id": r"(taruhan|\bbeli\b|\buang\b|tunai)",
    "ja": r"(ベット|賭け|購入|お金|現金)",
    "ko": r"(베팅|배팅|구매|구입|현금)",
    "pl": r"(zakład|stawk|\bkup|pieniąd|gotówk)",
    "pt": r"(aposta|apostar|compra|dinheiro)",
    "ru": r"(\bставк|покупк|\bкуп|деньг|наличн)",
    "tr": r"(bahis|satın|\bpara\b|nakit)",
    "vi": r"(cược|\bmua\b|tiền mặt)",
}
COMMAND = "python -m engine "          # the engine's command line: not words


def slips(app, lang, trouble=None) -> dict[str, str]:
    """Each text drawn that says a forbidden word -> the screen it was on."""
    found = {}
    for screen, texts in walk(app, trouble).items():
        for text in texts:
            if not text.startswith(COMMAND) and re.search(FORBIDDEN[lang], text, re.I):
                found.setdefault(text, screen)
    return found


def walked(tmp_path, profile, lang) -> tuple[dict[str, str], set[str]]:
    """(the forbidden words drawn -> their screen, the screens with a text that does not fit
    or read) under `profile`, its rounds dealt from fixed seeds (the same screens each run)."""
    app = App(data_dir=tmp_path / profile, services=Services(
        jurisdiction=load(profile), seeds=lambda session: "social-walk"), lang=lang)
    try:
        app.set("client_seed", "social-walk")
        trouble: list[str] = []
        found = slips(app, lang, trouble)
        return found, {line.split(": ")[0] for line in trouble}
    finally:
        app.storage.close()


# the walk (about 6 s of CPU a language) in the main command for the first four languages,
# the other thirteen in the stress lane; the catalog check below holds every language cheaply
FIRST = ("en", "ms", "zh_Hans", "de")


@pytest.mark.slow
@pytest.mark.parametrize("lang", [pytest.param(lang, marks=() if lang in FIRST else
                                               pytest.mark.stress) for lang in i18n.LANGUAGES])
def test_no_screen_says_bet_buy_or_money_under_the_social_profile(tmp_path, lang):
    """None of the words, and no screen where a social word does not fit that fits with the
    everyday words (a screen that overflows either way is another matter: the same rounds,
    dealt from the same seeds, are walked under both)."""
    social, crowded = walked(tmp_path, "social", lang)
    assert social == {}
    everyday, crowded_anyway = walked(tmp_path, "default", lang)
    assert crowded <= crowded_anyway, crowded - crowded_anyway
    if lang == "en":                   # the walk finds the words where they are: it can fail
        assert {"TOTAL BET", "BUY FREE SPINS", "CHOOSE YOUR BET"} <= set(everyday), everyday


def test_the_social_register_is_worded_in_every_catalog_and_chosen_by_one_function():
    """Every message marked social has its own words in each language offered, other than the
    everyday ones; `_()` says them only while the register is spoken."""
    from babel.messages.pofile import read_po
    from game.words.social import MARKED, REGISTER
    with (i18n.locale_dir() / "messages.pot").open("rb") as template:
        marked = [m.id for m in read_po(template) if m.context == REGISTER]
    assert set(MARKED) < set(marked)         # and the games' own, in their look.yaml
    for lang in i18n.LANGUAGES:
        catalog = i18n.catalog(lang)
        for message in marked:
            social = catalog.pgettext(REGISTER, message)
            assert social is not message and social != catalog.gettext(message), \
                (lang, message)
    i18n.use("en")
    try:
        i18n.speak_as(REGISTER)
        assert i18n._("TOTAL BET") == "TOTAL PLAY" and i18n._("SPIN") == "SPIN"
        i18n.speak_as(None)
        assert i18n._("TOTAL BET") == "TOTAL BET"
    finally:
        i18n.speak_as(None)


def test_every_message_that_speaks_of_betting_or_money_has_its_social_words():
    """In each language offered, every message whose everyday words say a forbidden word has
    words of its own in the social register: a new message that says 'bet' fails here, before
    any screen shows it (the walk above sees only what its screens draw)."""
    from babel.messages.pofile import read_po
    for lang in i18n.LANGUAGES:
        path = i18n.locale_dir() / lang / "LC_MESSAGES" / "messages.po"
        with path.open("rb") as po:
            catalog = read_po(po)
        social = {m.id for m in catalog if m.context == "social"}
        bare = [m.id for m in catalog if m.id and not m.context and m.id not in social
                and re.search(FORBIDDEN[lang], m.string or m.id, re.I)]
        assert bare == [], (lang, bare)
