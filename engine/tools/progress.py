"""Progress of a long run on stderr, drawn by rich, so stdout keeps only the report (--json).

`bar(total, label)` is a context manager giving the `progress(done, total)` callback that
`simulate` and the tools call as chunks finish. On a terminal rich redraws one line; into a
pipe or a file (where rich would draw nothing until the end: an export's ten-minute search
read as a hang, issue 56) a plain line every tenth of the way or every minute, with the time
left at the rate so far.
"""
import sys
import time
from contextlib import contextmanager

EVERY = 60.0          # seconds between plain lines at most


@contextmanager
def bar(total: int, label: str, enabled: bool = True):
    with labelled(enabled) as update:
        if update is None:
            yield None
            return
        update(label, 0, total)                  # drawn at once, before the first chunk ends
        yield lambda done, _total: update(label, done, total)


@contextmanager
def labelled(enabled: bool = True):
    """For a run of several phases: `progress(label, done, total)` draws one bar per label
    (export: each mode's rounds, then its search); `bar` is its one-phase case."""
    if not enabled:
        yield None
        return
    from rich.console import Console
    console = Console(stderr=True)
    if not console.is_terminal:
        yield Lines(sys.stderr).update
        return
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TaskProgressColumn,
                               TextColumn, TimeElapsedColumn, TimeRemainingColumn)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
               TaskProgressColumn(), TimeElapsedColumn(), TimeRemainingColumn())
    with Progress(*columns, console=console) as progress:
        tasks = {}

        def update(label, done, total):
            if label not in tasks:
                tasks[label] = progress.add_task(label, total=total)
            progress.update(tasks[label], completed=done, total=total)
        yield update


class Lines:
    """Progress as plain lines, for a pipe or a file: a phase's first call, then every tenth
    of the way or every EVERY seconds, and its end; each with the time left at the phase's
    rate so far. `clock` is injected for tests."""

    def __init__(self, stream, clock=time.monotonic):
        self.stream, self.clock = stream, clock
        self.phases: dict = {}          # label -> (began, last said, tenth last said)

    def update(self, label, done, total):
        now = self.clock()
        began, said, tenth = self.phases.get(label, (now, None, -1))
        reached = 10 * done // total if total else 10
        if said is not None and reached == tenth and (now - said < EVERY or done >= total):
            return
        self.phases[label] = (began, now, reached)
        line = f"{label}: {done:,} of {total:,} ({100 * done / total if total else 100:.0f}%)"
        spent = now - began
        if 0 < done < total and spent > 0:
            left = spent * (total - done) / done
            line += f", {duration(spent)} so far, about {duration(left)} left"
        elif done >= total:
            line += f", done in {duration(spent)}"
        print(line, file=self.stream, flush=True)


def duration(seconds: float) -> str:
    """12 s, 4 min 05 s, 2 h 03 min."""
    s = round(seconds)
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"
