"""How rare a prize or a win is, worded for players, from the committed PAR sheets (no pygame).

A figure a player reads must be one they can weigh: "about 1 in 4,000 rounds", to two
significant figures as an estimate is said, and never a one-in-trillions cap next to a prize as
if it were one of them. Every figure comes from engine/parsheet.py's readings of the sheet of the
game's own config version; none is written here.
"""
from engine import events as ev
from engine.config import NO_ROLES, Roles
from engine.games import load_game
from engine.parsheet import about, committed, win_odds
from game.look import look_of

# beyond this many rounds a player would not reach in many lifetimes of play: a ceiling, not a
# prize (a player at 1,000 rounds a day for 60 years plays about 22 million)
CEILING = 1e9
# what a round of a mode is called in "1 in N ...", by the mode's role (engine/config.py
# Roles); the plain round's are "rounds", another mode's "<mode> rounds"
ROUNDS_OF = {"extra_bet": "rounds with the ante bet", "feature_buy": "buys"}


def rounds_of(mode: str, roles: Roles = NO_ROLES) -> str:
    """`roles`: the game's, which say what its mode is."""
    if mode == "base":
        return "rounds"
    return ROUNDS_OF.get(roles.role_of_mode(mode) or "", f"{mode} rounds")


def top_prize_odds_words(one_in: float, mode: str = "base", roles: Roles = NO_ROLES) -> str:
    """How often the cap comes: a figure within reach is said as one; beyond CEILING it is
    said to be a limit, so it does not read as a prize to expect."""
    rounds = rounds_of(mode, roles)
    if one_in <= CEILING:
        return f"hit about 1 in {about(one_in)} {rounds}"
    return f"a ceiling, not a prize to expect: about 1 in {about(one_in)} {rounds}"


def rarity(events) -> str | None:
    """'A win of 20x the bet or more comes about 1 in 400 rounds' for a finished round whose
    win reaches its game's first big-win tier, from the sheet of the version it was dealt
    under; None below the tier, for a round not over, or where no such sheet says."""
    if not events or events[0]["type"] != ev.ROUND_START or events[-1]["type"] != ev.ROUND_END:
        return None
    start, end = events[0], events[-1]
    choices = [e["chosen"] for e in events if e["type"] == ev.CHOICE]
    return rarity_of(start["game"], start["mode"], start["bet"], end["total_win"], choices,
                     start.get("config_version"))


def rarity_of(game_id, mode, bet, win, choices, version) -> str | None:
    """The same from a round's record (its events need not be decoded: the history's)."""
    if not bet or win < look_of(game_id).big_wins[0][0] * bet:
        return None
    game = load_game(game_id)
    odds = win_odds(committed(game), mode, choices, win / bet, version)
    if odds is None:
        return None
    size = f"A win of {odds.edge:,g}x the bet or more"
    rounds = rounds_of(mode, look_of(game_id).roles)
    if odds.one_in is None:
        return f"{size}: not one in the PAR sheet's {about(odds.rounds)} {rounds}"
    return f"{size} comes about 1 in {about(odds.one_in)} {rounds}"
