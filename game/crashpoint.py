"""A crash on purpose at a known point, so the recovery tests kill the client mid-round by an
event, not by timing: with SLOTS_CRASH_AFTER=TYPE:N in its environment the client kills itself
(SIGKILL: no clean-up, as a crash or a pulled plug) right after the N-th event of that type it
pulled and stored in this run (TYPE alone: the first). round_start comes after the debit,
grid after its progress is stored, round_end after the round is settled. Unset, nothing happens.
Windows has no SIGKILL: there os.kill with SIGTERM ends the process by TerminateProcess, which is
as abrupt (no handlers, no clean-up), so the crash is the same on every system.
The variable is read once, on the first event, not on every one.
"""
import os
import signal
from functools import cache

VARIABLE = "SLOTS_CRASH_AFTER"
KILL = getattr(signal, "SIGKILL", signal.SIGTERM)     # SIGKILL only where it exists
_seen: dict = {}


def wanted(text: str) -> tuple:
    """(event type, count) from the variable's value; a mistake is one line naming it."""
    kind, _, count = text.partition(":")
    if not kind or not (count or "1").isdigit() or int(count or "1") < 1:
        raise SystemExit(f"error: {VARIABLE}={text!r}: expected TYPE or TYPE:N with N at least "
                         f"1 (e.g. grid:3)")
    return kind, int(count or "1")


@cache
def _point() -> tuple | None:
    """(event type, count) this run dies at, or None: the environment as the run started."""
    text = os.environ.get(VARIABLE)
    return wanted(text) if text else None


def after(event) -> None:
    """Called once each event is stored; kills this process at the wanted one."""
    point = _point()
    if point is None:
        return
    kind, count = point
    if event["type"] == kind:
        _seen[kind] = _seen.get(kind, 0) + 1
        if _seen[kind] == count:
            os.kill(os.getpid(), KILL)
