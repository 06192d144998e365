"""What a new player tripped on (issue 56), in the real window driven with xdotool: the bet
menu taken by the keyboard (arrows move the choice, Enter takes it, Esc leaves the bet as it
was) over the board as a round left it, and the Settings language row saying the language
spoken under --lang; each game's big feature tallied large beside the board, its figures the
round's, and gone when it ends; no raw placeholder and no word left in English through a
feature and the pages, in German, Malay and Chinese. What the window shows is read from its
`--states` (game/window/shown.py: the top screen's report, the texts the frame drew, the board's
cells it drew a symbol in), the presses are the X server's. The same logic headless:
tests/game/test_bet_menu_keys.py, test_languages.py, test_tally.py, test_brand_words.py."""
import json
import re
from pathlib import Path

import pytest

from helpers import (FIRST_CARD, Window, brands, catalog, glossary, query, window_test_marks)

pytestmark = window_test_marks("Xvfb", "xdotool", install="xvfb xdotool")
SEEDED = Path(__file__).resolve().parents[1] / "seeded.py"    # the rounds' outcomes chosen
BET, SETTINGS = (640, 678), (228, 680)       # on the 1280x720 canvas (game/window/slot/controls.py)
PAYTABLE, HELP = (104, 680), (166, 680)
SPEED, HISTORY = (1044, 594), (1180, 594)    # right of the board, under the spin


def test_the_bet_menu_by_keyboard_and_the_language_row_in_the_real_window(x_display, tmp_path):
    """After a round (one that starts no feature: tests/seeded.py), the bet menu opens over the
    board as the round left it: the frame with the menu on top draws a symbol in every cell the
    frame before it did (issue 56 said the board behind it was drawn empty)."""
    window = Window(x_display((1280, 720)), tmp_path, "--data-dir", tmp_path / "d",
                    "--lang", "de", entry=(SEEDED, "none@0"))
    try:
        window.on_top("LobbyScene")
        window.point(FIRST_CARD)
        window.key("Return", "a")                     # into the game, past its intro
        window.ready()
        window.key("space")
        window.until(lambda s: s.get("in_round"), "the round")
        board = window.ready()["board"]               # the board as the round left it
        bet = window.latest()["bet"]
        window.click(BET)
        menu = window.on_top("BetMenu")
        assert board > 0 and menu["board"] == board, \
            f"the board behind the open bet menu: {menu['board']} cells drawn of {board}"
        before = menu["pointed"]
        window.key("Right")
        moved = window.until(lambda s: s.get("pointed") not in (None, before),
                             "the bet menu's choice moved by Right")["pointed"]
        window.key("Return")                          # taken, and the menu closed
        taken = window.ready()["bet"]
        assert taken > bet, f"Enter kept the old bet {bet} (the menu pointed at {moved})"
        window.click(BET)
        window.on_top("BetMenu")
        window.key("Right")
        window.until(lambda s: s.get("pointed") != moved, "the choice moved again")
        window.key("Escape")                          # left: the bet unchanged
        assert window.ready()["bet"] == taken, "Esc changed the bet"
        window.click(SETTINGS)
        assert window.on_top("SettingsScene")["language"] == "Deutsch", \
            "the language row does not say the language spoken (--lang de)"
    finally:
        window.close()


class Seen:
    """Every line the window writes, as the test reads it: the texts it said, any drawn with
    a template's field unfilled, and each change of the feature's tally on the play screen."""

    def __init__(self, window: Window) -> None:
        self.window = window
        self.said: set = set()
        self.raw: set = set()
        self.tallies: list = []

    def note(self, state) -> bool:
        self.said.update(state.get("said", ()))
        self.raw.update(state.get("raw", ()))
        if state.get("top") == "SlotScene" and (not self.tallies or
                                                 self.tallies[-1] != state.get("tally")):
            self.tallies.append(state.get("tally"))
        return False

    def until(self, holds, what, timeout=90.0) -> dict:
        return self.window.until(lambda s: self.note(s) or holds(s), what, timeout)

    def rest(self) -> None:
        """Every line written so far looked at."""
        for line in self.window.written():
            self.note(json.loads(line))
        self.window.latest()

    def ready(self) -> dict:
        return self.until(lambda s: s.get("top") == "SlotScene" and not s["in_round"] and
                          not s["counting"] and not s["holding"], "the ready play screen")

    def into_the_game(self) -> None:
        top = self.until(lambda s: s.get("top") in ("IntroScene", "SlotScene"), "the game")
        if top["top"] == "IntroScene":
            self.window.key("a")
        self.ready()

    def pages(self) -> None:
        """The paytable's and the help's every page, turned one at a time (each drawn)."""
        self.window.click(PAYTABLE)
        page = self.until(lambda s: s.get("top") == "InfoScene", "the paytable")
        for turn in range(page["pages"] - 1):
            self.window.key("Right")
            self.until(lambda s, at=page["page"] + turn + 1: s.get("page") == at,
                       f"page {page['page'] + turn + 1}")
        self.window.key("Escape")
        self.until(lambda s: s.get("top") == "SlotScene", "the game again")


def left_in_english(texts, lang) -> list:
    """The texts (drawn in `lang`) that say a word in English: a glossary term the language
    translates (its row's translation differs: Tumbles, PLUM alone, MIDNIGHT RICHES in
    Chinese), outside the brands it keeps whole (../game/locale/BRAND.md) and its own
    translations of the terms (BUAH PLUM); an English message whole that the language says
    otherwise; or a half-line the issue found (Girl Powers und Trinität, 公主 LOVE)."""
    rows = glossary(lang)
    decided = {row["term"]: row["translation"].lower() for row in rows}
    kept = [form for brand, forms in brands().items()
            if decided.get(brand.lower(), brand.lower()) == brand.lower()
            for form in [brand, *forms]]
    translated = [row for row in rows if row["translation"].lower() != row["term"]]
    theirs = {m.string.upper() for m in catalog(lang) if m.string}
    english = {(m.string or m.id).upper() for m in catalog("en")
               if "{" not in m.id and "%(" not in m.id and re.search("[A-Za-z]{3}", m.id)}
    names = "|".join(name for name in brands() if name.isalpha())
    half = {"de": r"TRINITÄT", "zh_Hans": rf"公主\s*(?:{names.upper()})"}.get(lang)
    found = []
    for text in texts:
        words = text.upper()
        for form in sorted(kept, key=len, reverse=True):     # the brand, kept whole
            words = re.sub(rf"(?<![A-Z]){re.escape(re.sub(r'{[^}]*}', '', form).strip().upper())}"
                           rf"(?![A-Z])", " ", words)
        for row in translated:                       # its words, translated (BUAH PLUM)
            words = words.replace(row["translation"].upper(), " ")
        if any(re.search(rf"(?<![A-Z]){re.escape(row['term'].upper())}(?:S|ES)?(?![A-Z])",
                         words) for row in translated) \
                or (text.upper() in english and text.upper() not in theirs) \
                or (half and re.search(half, text.upper())):
            found.append(text)
    return sorted(found)


def test_left_in_english_finds_the_words_the_issue_found():
    """The reader above is no test that cannot fail: the lines issue 56 saw are found, the
    decisions kept (a brand whole, a term as the language translates it) are not."""
    assert left_in_english(["Girl Powers und Trinität", "Tumbles", "FREE SPINS"], "de") == \
        ["FREE SPINS", "Girl Powers und Trinität", "Tumbles"]
    assert left_in_english(["GIRL POWER", "KASKADEN", "MIDNIGHT RICHES"], "de") == []
    assert left_in_english(["PLUM", "TOPAZ", "BUAH PLUM", "MIDNIGHT RICHES", "hash"], "ms") == \
        ["PLUM", "TOPAZ"]
    assert left_in_english(["公主 LOVE", "MIDNIGHT RICHES", "LOVE公主", "午夜财富"], "zh_Hans") == \
        ["MIDNIGHT RICHES", "公主 LOVE"]


def money(figure: str) -> int:
    """An amount as shown (RM12.00, 1.234,50 RM) in minor units (two decimals)."""
    return int(re.sub(r"\D", "", figure))


# game -> its big feature as tests/seeded.py wants it, what its tally's first well counts
# (the spins left, or the level reached of how many), its name in the history's row, and its
# big features (its look's `big`: each tallied while it plays)
FEATURES = {"santas-wonderland": ("midnight_riches+paid", "level", "MIDNIGHT RICHES",
                                  {"midnight_riches"}),
            "midnight-princess": ("free_spins+chosen+paid", "spins", "FREISPIELE",
                                  {"free_spins", "princess_trinity"}),
            "sweet-bonanza-xmas": ("free_spins+paid", "spins", "FREISPIELE", {"free_spins"})}


@pytest.mark.parametrize("game_id", sorted(FEATURES))
def test_a_big_feature_tallied_and_said_in_german_in_the_real_window(x_display, tmp_path,
                                                                        game_id):
    """A round that starts the game's big feature (tests/seeded.py picks a fair seed that
    does), played at TURBO in German, then every page of the paytable and the help turned. The
    feature's tally (issue 56: spins left or the level, the multiplier, the feature's win, large
    beside the board) shows through the feature with the figures the round's stored events
    give, one spin or level after another, its win growing to what the feature paid, and is
    gone when it ends. No text drawn has a template's field unfilled ("STUFE {level}") or a
    word left in English ("Tumbles", "Girl Powers und Trinität"; GIRL POWER and MIDNIGHT
    RICHES are the brand, kept whole). The history's row of the round names its feature."""
    want, counts, called, big = FEATURES[game_id]
    data = tmp_path / "d"
    window = Window(x_display((1280, 720)), tmp_path, "--game", game_id, "--data-dir", data,
                    "--lang", "de", entry=(SEEDED, f"{want}@0"))
    seen = Seen(window)
    try:
        seen.into_the_game()
        for speed in ("quick", "turbo"):               # the round shown at TURBO: the same
            window.click(SPEED)                        # texts, a quarter of the time
            seen.until(lambda s, speed=speed: s.get("speed") == speed, f"the {speed} speed")
        seen.tallies.clear()
        window.key("space")
        seen.until(lambda s: s.get("in_round"), "the round")
        while True:       # to its end, a choice answered (2: the default the seed was found at)
            state = seen.until(lambda s: s.get("choosing") or (not s["in_round"] and not
                               s["counting"] and not s["holding"]), "the round played out",
                               timeout=240)
            if not state.get("choosing"):
                break
            window.key("2")
            seen.until(lambda s: not s.get("choosing"), "the choice taken")
        tallies = list(seen.tallies)
        seen.pages()
        window.click(HISTORY)              # the round's row says its feature (issue 56)
        row = seen.until(lambda s: s.get("top") == "HistoryScene", "the history")
        seen.rest()
    finally:
        window.close()
    assert not seen.raw, f"the window drew unfilled templates: {sorted(seen.raw)}"
    english = left_in_english(seen.said, "de")
    assert not english, f"German screens of {game_id} said in English: {english}"
    assert called in row.get("selected", ""), row

    events = json.loads(query(data, "SELECT events FROM rounds ORDER BY id DESC")[0][0])
    name = want.split("+")[0]
    ends = [e["win"] for e in events if e["type"] == "feature" and e["phase"] == "end" and
            e["name"] in big]                    # what each big feature paid, in turn
    if counts == "spins":
        told = [str(e["of"] - e["index"]) for e in events if e["type"] == "spin"]
    else:
        levels = next(e["levels"] for e in events if e["type"] == "feature" and
                      e["name"] == name)
        told = [f"{e['level']}/{levels}" for e in events
                if e["type"] == "feature" and e["name"] == "level" and e["phase"] == "start"]
    multipliers = {f"x{e['value']}" for e in events if e["type"] == "multiplier"}
    shows = [[]]                        # the tally as each big feature showed it, in turn
    for tally in tallies:
        if tally is None and shows[-1]:
            shows.append([])
        elif tally is not None:
            shows[-1].append(tally)
    shows = [show for show in shows if show]
    assert len(shows) == len(ends), \
        f"{len(ends)} big features played, {len(shows)} tallies shown: {tallies}"
    firsts = [t[0][1] for t in shows[-1] if t[0][0]]   # a counted well (not the title alone)
    counted = [f for i, f in enumerate(firsts) if not i or f != firsts[i - 1]]
    assert [f for f in counted if not f.startswith("0/")] == \
        [f for i, f in enumerate(told) if not i or f != told[i - 1]], \
        f"the tally's {counts} as drawn {counted}, as the round told them {told}"
    for show, paid in zip(shows, ends):
        drawn = [t[1][1] for t in show]
        assert set(drawn) - {"\u2014"} <= multipliers, \
            f"a multiplier drawn the round never had: {drawn} ({multipliers})"
        wins = [money(t[2][1]) for t in show]
        assert wins == sorted(wins) and wins[-1] == paid, \
            f"the feature's win as the tally drew it {wins}, the feature paid {paid}"
    assert ends[-1] > 0, "the seed's feature paid nothing (tests/seeded.py +paid)"
    assert tallies[-1] is None, f"the tally stayed after the feature ended: {tallies[-1]}"


@pytest.mark.parametrize("lang", ["ms", "zh_Hans"])
def test_no_word_left_in_english_in_the_real_window(x_display, tmp_path, lang):
    """Each game's play screen and its every paytable and help page in Malay and Chinese
    (issue 56: PLUM and TOPAZ in Malay, 公主 LOVE in Chinese): no text drawn says a word in
    English that the language translates, MIDNIGHT RICHES, hash and nonce in Malay being kept
    by decision (the brand, the technical terms)."""
    window = Window(x_display((1280, 720)), tmp_path, "--data-dir", tmp_path / "d",
                    "--lang", lang)
    seen = Seen(window)
    try:
        for game_id in FEATURES:
            lobby = seen.until(lambda s: s.get("top") == "LobbyScene", "the lobby")
            while lobby["selected"] != game_id:            # its card picked by the arrows
                window.key("Right")
                lobby = seen.until(lambda s, was=lobby["selected"]: s.get("selected") not in
                                   (None, was), "the next card")
            window.key("Return")
            seen.into_the_game()
            seen.pages()
            window.key("Escape")                   # back to the lobby
        seen.until(lambda s: s.get("top") == "LobbyScene", "the lobby")
    finally:
        window.close()
    english = left_in_english(seen.said, lang)
    assert not english, f"{lang} screens said in English: {english}"
    assert not seen.raw, f"the window drew unfilled templates: {sorted(seen.raw)}"
