"""Simulations on a real Dask cluster (issue 22): the same exact report as local processes,
a worker killed mid-run changes nothing, a cluster that goes away keeps what was summed."""
import os
import signal
import threading

import pytest

distributed = pytest.importorskip("distributed", reason="the cluster extra is not installed")

from engine.errors import EngineError                      # noqa: E402
from engine.tools.runner import Backend                          # noqa: E402
from engine.tools.simulate import merge_reports, simulate        # noqa: E402
from engine.tools import replay                            # noqa: E402

pytestmark = pytest.mark.slow
TIMING = ("seconds", "rounds_per_second", "backend")


def same(a, b):
    return {k: v for k, v in a.items() if k not in TIMING} == \
        {k: v for k, v in b.items() if k not in TIMING}


@pytest.fixture(scope="module")
def cluster():
    from distributed import LocalCluster
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      host="127.0.0.1", dashboard_address=":0") as running:
        yield running


def test_a_cluster_run_is_the_multiprocessing_run_field_for_field(cluster):
    here = simulate("midnight-princess", 6000, seed=11, workers=2, chunk=500)
    there = simulate("midnight-princess", 6000, seed=11, chunk=500,
                     backend=Backend.dask(cluster.scheduler_address))
    assert same(here, there) and there["backend"].startswith("dask")
    local = simulate("midnight-princess", 6000, seed=11, chunk=500, backend=Backend.dask(None, 2))
    assert same(here, local)


def test_the_feature_replay_runs_there_too(cluster):
    here = replay.run("sweet-bonanza-xmas", 3000, "free_spins", 4, seed=5, workers=2)
    there = replay.run("sweet-bonanza-xmas", 3000, "free_spins", 4, seed=5,
                       backend=Backend.dask(cluster.scheduler_address))
    assert same(here, there)


def test_a_worker_killed_mid_run_changes_nothing(cluster):
    here = simulate("sweet-bonanza-xmas", 30_000, seed=12, workers=2, chunk=1000)
    killed = []

    def kill_one(done, total):
        if done >= 6000 and not killed:
            nanny = next(iter(cluster.workers.values()))
            pid = nanny.process.process.pid
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    there = simulate("sweet-bonanza-xmas", 30_000, seed=12, chunk=1000, progress=kill_one,
                     backend=Backend.dask(cluster.scheduler_address))
    assert killed and same(here, there)


def test_a_cluster_that_goes_away_keeps_the_rounds_summed(tmp_path, monkeypatch):
    from distributed import LocalCluster
    monkeypatch.chdir(tmp_path)
    lost = LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                        host="127.0.0.1", dashboard_address=":0")
    address = lost.scheduler_address
    gone = []

    def close_it(done, total):
        if done >= 3000 and not gone:
            gone.append(done)
            threading.Thread(target=lost.close).start()

    with pytest.raises(EngineError) as said:
        simulate("midnight-princess", 40_000, seed=13, chunk=1000, progress=close_it,
                 backend=Backend.dask(address))
    message = str(said.value)
    assert "went away" in message and "--first-nonce" in message and "\n" not in message
    piece = next(tmp_path.glob("simulate-midnight-princess-base-seed13-0-*.json"))
    import json
    kept = json.loads(piece.read_text())
    cut = kept["nonces"][1]
    assert 3000 <= cut < 40_000
    rest = simulate("midnight-princess", 40_000 - cut, seed=13, first_nonce=cut, chunk=1000)
    whole = simulate("midnight-princess", 40_000, seed=13, chunk=1000)
    assert merge_reports([kept, rest])["sums"] == whole["sums"]
