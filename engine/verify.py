"""The `verify` command line of a played round: what a player copies to replay it by hand.

Beside the RNG it names (seeds, hash, nonce) and the events it reads, so the client shows it
without importing the command-line tools."""
import shlex

from engine import events as ev


def verify_command(events, unit: int = 1) -> str:
    """The ready `verify` line for a played round (mode, choices and version included; `unit`:
    the ladder's, where it was played in a currency of another scale, load_game's)."""
    start, end = events[0], events[-1]
    words = ["python", "-m", "engine", "verify", "--game", start["game"], "--mode",
             start["mode"], "--bet", str(start["bet"]), "--config-version",
             str(start["config_version"]), "--server-seed", end["server_seed"],
             "--client-seed", start["client_seed"], "--nonce", str(start["nonce"]),
             "--hash", start["server_seed_hash"], "--win", str(end["total_win"])]
    for e in events:
        if e["type"] == ev.CHOICE:
            words += ["--choice", e["chosen"]]
    if unit != 1:
        words += ["--unit", str(unit)]
    return shlex.join(words)
