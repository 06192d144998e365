"""Progress of a long run on stderr, drawn by rich, so stdout keeps only the report (--json).

`bar(total, label)` is a context manager giving the `progress(done, total)` callback that
`simulate` and the tools call as chunks finish. On a terminal rich redraws one line; into a
pipe or a file it writes the finished bar once, with no control codes.
"""
from contextlib import contextmanager


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
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TaskProgressColumn,
                               TextColumn, TimeElapsedColumn, TimeRemainingColumn)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
               TaskProgressColumn(), TimeElapsedColumn(), TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True)) as progress:
        tasks = {}

        def update(label, done, total):
            if label not in tasks:
                tasks[label] = progress.add_task(label, total=total)
            progress.update(tasks[label], completed=done, total=total)
        yield update
