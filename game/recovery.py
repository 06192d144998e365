"""What an interrupted round is, decided or still waiting on the player (no pygame).

The seed voids *undecided* bets after seven days. A round whose outcome no longer waits on the
player is decided the moment it is dealt: whenever the client comes back, it is completed and
paid as dealt, however late (voiding it would let a player cancel a losing round by moving the
clock). Only a round stopped at a choice the player has not made can become void.
"""
from engine.errors import EngineError
from engine.games import load_game
from engine.rng import FairRng
from engine.round import play_round


def awaits_player(record) -> bool:
    """Whether the open round stops at a choice its stored choices do not answer (False for
    one this build cannot play: the caller voids that for its own reason)."""
    try:
        game = load_game(record["game"], version=record["config_version"])
    except EngineError:
        return False
    rng = FairRng(record["server_seed"], record["client_seed"], record["nonce"])
    for event in play_round(game, record["bet"], rng, record["mode"], record["choices"],
                            interactive=True):
        if event["type"] == "choice_request":
            return True
    return False
