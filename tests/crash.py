"""The client, killed on purpose at a known point, so the recovery tests kill it mid-round by an
event, not by timing:

    python tests/crash.py TYPE[:N] [python -m game's arguments]

runs game.__main__ with services (game/round/services.py) whose after-store callback kills the
process (SIGKILL: no clean-up, as a crash or a pulled plug) right after the N-th event of that
type is stored in this run (TYPE alone: the first). round_start comes after the debit, grid
after its progress is stored, round_end after the round is settled. Windows has no SIGKILL:
there os.kill with SIGTERM ends the process by TerminateProcess, which is as abrupt (no
handlers, no clean-up).
"""
import os
import signal
import sys
from pathlib import Path

KILL = getattr(signal, "SIGKILL", signal.SIGTERM)     # SIGKILL only where it exists


def point(text: str) -> tuple[str, int]:
    """(event type, count) from TYPE or TYPE:N; a mistake is one line naming it."""
    kind, _, count = text.partition(":")
    if not kind or not (count or "1").isdigit() or int(count or "1") < 1:
        raise SystemExit(f"error: crash point {text!r}: expected TYPE or TYPE:N with N at "
                         f"least 1 (e.g. grid:3)")
    return kind, int(count or "1")


def killer(kind: str, count: int, kill=lambda: os.kill(os.getpid(), KILL)):
    """An after-store callback that calls `kill` at the `count`-th stored event of `kind`."""
    seen = 0

    def after_store(event) -> None:
        nonlocal seen
        if event["type"] == kind:
            seen += 1
            if seen == count:
                kill()
    return after_store


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))     # this checkout's client
    from game.__main__ import main
    from game.round.services import Services
    sys.exit(main(sys.argv[2:], Services(after_store=killer(*point(sys.argv[1])))))
