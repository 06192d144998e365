"""How rare a prize or a win is, worded for players, from the committed PAR sheets (no pygame).

A figure a player reads must be one they can weigh: "about 1 in 4,000 rounds", to two
significant figures as an estimate is said, and never a one-in-trillions cap next to a prize as
if it were one of them. Every figure comes from engine/parsheet.py's readings of the sheet of the
game's own config version; none is written here.
"""
from collections.abc import Sequence

from engine import events as ev
from engine.config import NO_ROLES, Roles
from engine.games import load_game, roles as roles_of
from engine.games.base import Game
from engine.parsheet import committed, top_prize_odds, win_odds
from game.words.i18n import N_, _, about, number

# beyond this many rounds a player would not reach in many lifetimes of play: a ceiling, not a
# prize (a player at 1,000 rounds a day for 60 years plays about 22 million)
CEILING = 1e9
# what a round of a mode is called in "1 in N ...", by the mode's role (engine/config.py
# Roles); the plain round's are "rounds", another mode's "<mode> rounds"
ROUNDS_OF = {"extra_bet": N_("rounds with the ante bet"), "feature_buy": N_("buys")}
# a mode as the history and the check page name it, by its role
MODE_WORDS = {"extra_bet": N_("ante bet"), "feature_buy": N_("feature buy")}


def mode_name(mode: str, roles: Roles = NO_ROLES) -> str:
    """A mode as the history and the check page name it, in the player's language."""
    if mode == "base":
        return _("base")
    role = roles.role_of_mode(mode) or ""
    return _(MODE_WORDS[role]) if role in MODE_WORDS else str(mode)


def rounds_of(mode: str, roles: Roles = NO_ROLES) -> str:
    """`roles`: the game's, which say what its mode is."""
    if mode == "base":
        return _("rounds")
    role = roles.role_of_mode(mode) or ""
    return _(ROUNDS_OF[role]) if role in ROUNDS_OF else _("{mode} rounds").format(mode=mode)


def _top_prize_one_in(game: Game, mode: str) -> float | None:
    sheet = committed(game)                 # read once (engine/parsheet.py keeps it)
    return top_prize_odds(sheet, mode) if sheet else None


def top_prize_words(game: Game, mode: str = "base") -> str | None:
    """'about 1 in 9.1 million rounds' in the player's language (the figure by CLDR), from
    the committed sheet's figure (engine/parsheet.py, which words none); None where no
    committed sheet says."""
    odds = _top_prize_one_in(game, mode)
    return _("about 1 in {count} {rounds}").format(
        count=about(odds), rounds=rounds_of(mode, _roles(game.id, mode))) if odds else None


def _roles(game_id: str, mode: str) -> Roles:
    """The game's roles where the words of `mode` need them (a plain round's do not: the
    lobby's cards word the base game's odds without reading them)."""
    return NO_ROLES if mode == "base" else roles_of(game_id)


def top_prize_odds_words(one_in: float, mode: str = "base", roles: Roles = NO_ROLES) -> str:
    """How often the cap comes: a figure within reach is said as one; beyond CEILING it is
    said to be a limit, so it does not read as a prize to expect."""
    rounds = rounds_of(mode, roles)
    if one_in <= CEILING:
        return _("hit about 1 in {count} {rounds}").format(count=about(one_in), rounds=rounds)
    return _("a ceiling, not a prize to expect: about 1 in {count} {rounds}").format(
        count=about(one_in), rounds=rounds)


def rarity(events: Sequence[ev.Event], least: int) -> str | None:
    """'A win of 20x the bet or more comes about 1 in 400 rounds' for a finished round whose
    win reaches `least` times its bet (the look's first big-win tier: what the window calls
    big is the window's), from the sheet of the version it was dealt under; None below it, for
    a round not over, or where no such sheet says."""
    if not events:
        return None
    start, end = events[0], events[-1]
    if start["type"] != ev.ROUND_START or end["type"] != ev.ROUND_END:
        return None
    choices = [e["chosen"] for e in events if e["type"] == ev.CHOICE]
    return rarity_of(start["game"], start["mode"], start["bet"], end["total_win"], choices,
                     start.get("config_version"), least)


def rarity_of(game_id: str, mode: str, bet: int, win: int, choices: list[str],
              version: int | None, least: int) -> str | None:
    """The same from a round's record (its events need not be decoded: the history's)."""
    if not bet or win < least * bet:
        return None
    game = load_game(game_id)
    odds = win_odds(committed(game), mode, choices, win / bet, version)
    if odds is None:
        return None
    edge, rounds = number(odds.edge), rounds_of(mode, roles_of(game_id))
    if odds.one_in is None:
        return _("A win of {x}x the bet or more: not one in the PAR sheet's {count} "
                 "{rounds}").format(x=edge, count=about(odds.rounds), rounds=rounds)
    return _("A win of {x}x the bet or more comes about 1 in {count} {rounds}").format(
        x=edge, count=about(odds.one_in), rounds=rounds)


def returns_words(game: Game) -> str | None:
    """Each mode's return to player as the committed sheet measured it, in the player's words
    ("RTP: base 96.43%, feature buy 96.48%"), for a market that asks it shown (displayRTP,
    issue 58); None where no committed sheet says."""
    sheet = committed(game)
    if not sheet:
        return None
    roles = roles_of(game.id)
    parts = [f"{mode_name(section['mode'], roles)} {percent_2(section['rtp']['rtp'])}"
             for section in sheet.get("sections", []) if section.get("rtp")]
    return _("Return to player (RTP): {modes}").format(modes=", ".join(parts)) if parts else None


def percent_2(share: float) -> str:
    """A share as the locale writes a percentage, to two decimals (96.43%)."""
    from babel.numbers import format_percent
    from game.words.i18n import cldr_locale
    return format_percent(share, "#,##0.00%", locale=cldr_locale())
