"""What an interrupted round is, decided or still waiting on the player (no pygame).

The seed voids *undecided* bets after seven days. A round whose outcome no longer waits on the
player is decided the moment it is dealt: whenever the client comes back, it is completed and
paid as dealt, however late (voiding it would let a player cancel a losing round by moving the
clock). Only a round stopped at a choice the player has not made can become void.
"""
from engine import events as ev
from engine.errors import EngineError, UnknownVersion
from engine.games import load_game
from engine.rng import FairRng
from engine.round import play_round


def _stream(record):
    """The open round as the engine deals it again: its seeds, its choices so far, and a
    choice_request where it waits for the next one."""
    game = load_game(record["game"], version=record["config_version"])
    rng = FairRng(record["server_seed"], record["client_seed"], record["nonce"])
    return play_round(game, record["bet"], rng, record["mode"], record["choices"],
                      interactive=True)


def problem(record) -> str | None:
    """Why an open round cannot be played on (its row edited or damaged, or dealt under a
    version this build lacks), or None. Such a round is void, its cost refunded, with a notice."""
    if not isinstance(record.get("choices"), list):
        return "its choices could not be read"
    try:
        next(_stream(record))             # the round's own checks: bet, mode, choices
    except UnknownVersion:
        return "it began under a version of the game this build does not have"
    except EngineError as err:
        return str(err)
    except (TypeError, ValueError) as err:
        return f"its record is damaged ({err})"
    return None


def awaits_player(record) -> bool:
    """Whether the open round stops at a choice its stored choices do not answer (False for
    one that cannot be played on: the caller voids that for its own reason)."""
    if problem(record):
        return False
    return any(event["type"] == ev.CHOICE_REQUEST for event in _stream(record))
