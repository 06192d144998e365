"""The client with the outcome of its rounds chosen, and what it shows told, for the real-window
tests of what a press does while a round shows something (issue 45):

    python tests/seeded.py WANT [python -m game's arguments]

WANT is `big` (each round pays `BIG` to 50 times the bet: its count-up shows), `small` (each
round pays something, but no more than the bet), `none` (each round starts no feature: the
board as a base round leaves it) or a feature's name (each round starts that feature), with
`+chosen` a feature that comes after the player's choice (Midnight Princess's free spins: the
test answers it), with `+paid` one that pays (its tally's win grows).
Each server seed the client draws is, of the first
`FEW` in a seeded list whose round (at the nonce, bet and client seed it will be played at) has
that outcome, the one with the fewest events: the shortest to watch, as a proof's presses wait
on what rounds show, not on their tumbles (issue 54: 30 presses in under 5 minutes). The engine
still decides every round: the seed is only picked among fair ones (a seed source handed to
the client in its services, game/round/services.py, as tests/crash.py hands in where to kill). What
the window shows is written by the client's own `--states FILE` (game/window/shown.py: the top
scene's class, and for a slot screen: in round, the count-up, the plaque waiting, autoplay,
the notice, the speed), so a test waits for what the window shows, never for time.
"""
import itertools
import sys
from pathlib import Path

BIG = 20          # the first big-win tier (game/window/celebration.py's DEFAULT_TIERS)
FEW = 6           # candidates a seed is picked among (a Princess Trinity of 34-40 events, not 58)


def wanted(want: str, events, bet) -> bool:
    from engine import events as ev
    want, *flags = want.split("+")
    if "chosen" not in flags and any(event["type"] == ev.CHOICE for event in events):
        return False                       # a choice would wait for the player: not wanted
    if want == "big":                      # the first tier only: a short count-up
        return BIG * bet <= events[-1]["total_win"] < 50 * bet
    if want == "small":                    # a win that does not exceed the stake (issue 58)
        return 0 < events[-1]["total_win"] <= bet
    if want == "none":
        return not any(ev.started(event) for event in events)
    if "paid" in flags:
        return any(event["type"] == ev.FEATURE and event["name"] == want and
                   event["phase"] == ev.END and event.get("win") for event in events)
    return any(ev.started(event, want) for event in events)


def searcher(want: str):
    """A seed source (game/round/services.py's `seeds`): for a game's session, the seed whose round,
    at the nonce the next round takes (the data file's nonce + 1), at the session's bet, has
    `want`."""
    from engine.rng import FairRng
    from engine.round import run
    want, _, salt = want.partition("@")

    def new_server_seed(session) -> str:
        game, bet = session.game, session.bet
        nonce = session.storage.db.execute(
            "SELECT value FROM meta WHERE key = 'nonce'").fetchone()[0] + 1
        client = session.play.settings.get("client_seed", "player")
        seeds = (f"seeded-{want}{salt}-{nonce}-{n}" for n in itertools.count())
        rounds = ((seed, run(game, bet, FairRng(seed, client, nonce), "base")) for seed in seeds)
        found = itertools.islice(((len(events), seed) for seed, events in rounds
                                  if wanted(want, events, bet)), FEW)
        return min(found)[1]
    return new_server_seed


def main(want: str, argv: list) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))     # this checkout's client
    from game.__main__ import main as client
    from game.round.services import Services
    return client(argv, Services(seeds=searcher(want)))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
