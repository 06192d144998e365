"""Long runs as chunks of nonces, on local processes or on a Dask cluster, summed exactly.

A run is a list of chunk tasks: plain tuples naming a nonce range, so a task is the same work on
any machine. Each returns integer sums, and the caller's merge adds them, which is exact and
indifferent to order: the report is the same for any backend, any number of workers and any
order in which chunks finish (only the timing differs). `simulate`, the feature replay and the
PAR sheet all run through `run_chunks`.

Backends: local processes (`Backend.local(n)`, a process pool; one worker runs in process), a Dask
cluster already running (`Backend.dask(address)`: `dask scheduler` and `dask worker ADDRESS`
on any machines with this project installed), or one Dask starts on this machine
(`Backend.dask(None, workers=n)`). Dask runs a dead worker's chunks again elsewhere; if the
cluster itself goes away, ClusterLost carries the chunks already summed, so the caller can keep
them and say how to go on.
"""
import gc
import multiprocessing
import sys
import threading
from pathlib import Path
from contextlib import contextmanager
from dataclasses import dataclass

from engine.errors import EngineError


class ClusterLost(EngineError):
    """The cluster went away mid-run; `done` holds (task, sums) of the chunks that finished."""

    def __init__(self, message, done):
        super().__init__(message)
        self.done = done


@contextmanager
def no_cycle_collector():
    """The cycle collector off while a chunk plays. A round makes no reference cycles
    (tests/engine/test_hot_path.py counts none), so its passes over the young objects, every
    700 allocations, found nothing and took 3% of a compiled simulated round and 6% of an
    exported bought round of the 8x8 cluster game (its events are many small lists); refcounting
    frees everything as before."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def prefix(done, first: int, start=lambda task: task[0], stop=lambda task: task[1]):
    """(cursor, sums) of the finished chunks from nonce `first` on without a gap: what a
    piece cut short keeps, continued from `cursor` with --first-nonce."""
    cursor, kept = first, []
    for task, part in sorted(done, key=lambda item: start(item[0])):
        if start(task) != cursor:
            break
        kept.append(part)
        cursor = stop(task)
    return cursor, kept


@dataclass(frozen=True)
class Backend:
    kind: str = "processes"        # "processes" or "dask"
    workers: int = 1
    address: str | None = None     # a running scheduler's address (dask), else None

    @classmethod
    def local(cls, workers: int = 1) -> "Backend":
        return cls("processes", max(1, workers))

    @classmethod
    def dask(cls, address: str | None = None, workers: int = 2) -> "Backend":
        return cls("dask", max(1, workers), address)

    @property
    def name(self) -> str:
        if self.kind == "processes":
            return "processes"
        return f"dask {self.address}" if self.address else "dask local"


def run_chunks(play, tasks, absorb, backend: Backend | None = None, progress=None,
               total=None) -> int:
    """play(task) -> sums (with their "rounds") for every task, each handed to
    absorb(task, sums) as it finishes; progress(rounds done, total) after each. Returns the
    number of workers that ran."""
    backend = backend or Backend.local()
    done = 0

    def take(task, part):
        nonlocal done
        absorb(task, part)
        done += part["rounds"]
        if progress:
            progress(done, total)

    if backend.kind == "dask":
        return _on_dask(play, tasks, take, backend)
    if backend.workers > 1:
        with multiprocessing.get_context(start_method()).Pool(backend.workers) as pool:
            for task, part in pool.imap_unordered(_paired, [(play, t) for t in tasks]):
                take(task, part)
    else:
        for task in tasks:
            take(task, play(task))
    return backend.workers


def start_method() -> str:
    """How local workers start: fork on Linux (at once, the games already loaded) where this
    process runs one thread; spawn on Windows, which has no fork, and on macOS, whose system
    libraries are unsafe after a fork. A process with other threads (a test runner's worker,
    an embedding program) forks a copy of whatever lock another thread held: a pool's worker
    hung on its queue's lock under pytest-xdist and the run with it, so there the workers
    are spawned (not a fork server: it would keep the environment it first saw, and a game
    folder named later in SLOTS_GAME_DIRS would be missing). Tasks are plain tuples and the
    chunk players module functions (they go to Dask as they are), so a spawned worker imports
    what it needs and sums the same."""
    if not sys.platform.startswith("linux"):
        return "spawn"
    return "fork" if _threads() == 1 else "spawn"


def _threads() -> int:
    """This process's threads, as the system counts them: threads started below the
    threading module (execnet's, under pytest-xdist) are not in threading.active_count()."""
    try:
        return len(list(Path(Path.cwd().anchor, "proc", "self", "task").iterdir()))
    except OSError:
        return threading.active_count()


def _paired(item):
    play, task = item
    return task, play(task)


def _on_dask(play, tasks, take, backend: Backend) -> int:
    try:
        from distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise EngineError("a Dask cluster needs the cluster extra: "
                          "python3 -m pip install -e '.[cluster]'") from None
    cluster = None
    try:
        if backend.address:
            client = Client(backend.address, timeout="20s")
        else:
            cluster = LocalCluster(n_workers=backend.workers, threads_per_worker=1,
                                   processes=True, host="127.0.0.1", dashboard_address=":0")
            client = Client(cluster)
    except (OSError, TimeoutError) as err:
        raise EngineError(f"cannot reach the Dask scheduler at {backend.address}: {err}") \
            from None
    finished: list = []
    try:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        futures = {client.submit(play, task, pure=False, retries=3): task for task in tasks}
        for future in as_completed(futures):
            task = futures[future]
            if future.status == "error":
                future.result()                  # a task's own error: raise it as it is
            try:
                part = future.result()
            except Exception as err:             # cancelled or lost with the cluster
                raise ClusterLost(f"the Dask cluster went away ({type(err).__name__})",
                                  finished) from None
            finished.append((task, part))
            take(task, part)
        return workers
    except (OSError, TimeoutError) as err:
        raise ClusterLost(f"the Dask cluster went away ({err})", finished) from None
    finally:
        try:
            client.close()
        except Exception:                        # closing a client whose cluster is gone
            pass
        if cluster is not None:
            cluster.close()
