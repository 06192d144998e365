"""Issue 35: one window per data folder, and books that keep their promise. As a player who
double-clicks twice and an owner with the data folder would: real second processes, real files
edited with sqlite3 while the client is closed.
"""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from filelock import FileLock, Timeout

from game.window import alert
from game.books import seal
from game.books.recovery import settle_open_rounds
from game.books.storage import LOCK, SCHEMA, START_BALANCE, FolderInUse, Storage
from helpers import (backups, client, cut, damage, deal, edit, ledger, played, query,
                     rehash_from, round_pages, tmpfs)

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
GAME = "sweet-bonanza-xmas"


def held(folder) -> bool:
    """Whether some process holds the folder's lock now."""
    probe = FileLock(Path(folder) / LOCK, timeout=0)
    try:
        probe.acquire()
    except Timeout:
        return True
    probe.release()
    return False


def rows(folder) -> list:
    return query(folder, "SELECT seq, kind, amount, balance, hash FROM ledger ORDER BY seq")


# --- 1: two windows on one data folder ----------------------------------------------------

@pytest.mark.slow
def test_1_a_second_client_says_so_in_one_line_and_a_window_and_changes_nothing(tmp_path):
    data = tmp_path / "data"
    states = tmp_path / "states.jsonl"
    first = subprocess.Popen([sys.executable, "-m", "game", "--data-dir", str(data), "--game",
                              GAME, "--states", str(states)], cwd=ROOT, env=ENV,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60                 # its window drawn, its books checked
        while not (states.exists() and states.read_text() and held(data)):
            assert first.poll() is None and time.monotonic() < deadline, first.stderr.read()
            time.sleep(0.05)
        before, sealed = rows(data), seal.read(data)
        second = client(data, "--first-frame")           # draws its message window once
        assert second.returncode == 3, second.stderr
        assert second.stderr.count("\n") == 1 and "Traceback" not in second.stderr
        assert "is already open in another window" in second.stderr
        assert rows(data) == before and seal.read(data) == sealed   # nothing changed
    finally:
        first.send_signal(signal.SIGKILL)                # killed: its lock goes with it
        first.wait(timeout=30)
    third = client(data, "--first-frame")
    assert third.returncode == 0 and third.stderr == "", third.stderr
    assert query(data, "SELECT balance FROM wallet")[0][0] == START_BALANCE


@pytest.mark.slow
def test_1_an_unattended_or_unseen_refused_start_exits_at_once(tmp_path):
    """Issue 45, 5: under --autoplay, --first-frame or with no display to show a window on,
    the refused start prints its line and exits 3 at once (it waited for a key forever)."""
    data = tmp_path / "data"
    store = Storage(data)                               # the first window, holding the folder
    try:
        for args in (("--autoplay", "3", "--game", GAME), ("--first-frame",), ()):
            refused = client(data, *args, timeout=60)
            assert refused.returncode == 3, (args, refused.stderr)
            assert refused.stderr.count("\n") == 1, refused.stderr
            assert "is already open in another window" in refused.stderr
    finally:
        store.close()


def test_1_a_window_is_shown_only_where_it_can_be_seen(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert not alert.seen()
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.setenv("DISPLAY", ":0")
    assert alert.seen()
    if sys.platform.startswith("linux"):
        monkeypatch.delenv("DISPLAY")
        monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
        assert not alert.seen()


def test_1_the_second_start_in_process_is_refused_until_the_first_closes(tmp_path):
    store = Storage(tmp_path)
    with pytest.raises(FolderInUse, match="already open in another window"):
        Storage(tmp_path)
    store.close()
    Storage(tmp_path).close()


def test_1_the_message_window_keeps_its_words_inside_it():
    import pygame

    from game.window import assets
    pygame.init()
    assets.reset()
    surface = pygame.Surface(alert.SIZE)
    line = ("/a/long/data/folder/path/of/someone/who/keeps/many/folders/nested/deep is already "
            "open in another window of Tumbling Slots: play on there, or close it and start "
            "again; nothing was changed.")
    alert.draw(surface, "ALREADY OPEN", line)
    inked = [(x, y) for x in range(0, alert.SIZE[0], 2) for y in range(70, 190, 2)
             if surface.get_at((x, y))[:3] == alert.INK]
    assert inked, "the message is not drawn"
    assert min(x for x, _ in inked) > 30 and max(x for x, _ in inked) < alert.SIZE[0] - 30


OPEN_TOGETHER = """
import os, sys, time
from pathlib import Path
import game.books.storage as storage
from game.round.services import Services
services = Services()
if sys.argv[2] == "past":                  # as if the lock were not there
    services = Services(hold=lambda folder: None)
go = Path(sys.argv[1]).parent / "go"
(Path(sys.argv[1]).parent / f"ready-{os.getpid()}").touch()   # imported: waiting for go
while not go.exists():
    time.sleep(0.001)
try:
    storage.Storage(sys.argv[1], hold=services.hold).close()
    print("opened")
except storage.FolderInUse:
    print("in use")
except storage.StorageError:             # past the lock: SQLite's own lock said busy, in a line
    print("busy")
"""


@pytest.mark.slow
@pytest.mark.parametrize("lock", ["held", "past"])
def test_1_clients_started_together_make_one_wallet_even_past_the_lock(tmp_path, lock):
    """Four starts at the same moment on an empty folder, five times over: one `start` row.
    Past the lock, the migration's own transaction reads the schema and writes it."""
    for attempt in range(5):
        data = tmp_path / f"try{attempt}" / "data"
        data.parent.mkdir()
        procs = [subprocess.Popen([sys.executable, "-c", OPEN_TOGETHER, str(data), lock],
                                  cwd=ROOT, env=ENV, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for _ in range(4)]
        deadline = time.monotonic() + 60                  # each imported and waiting
        while len(list(data.parent.glob("ready-*"))) < 4:
            assert time.monotonic() < deadline, [p.poll() for p in procs]
            time.sleep(0.01)
        (data.parent / "go").touch()
        said = [p.communicate(timeout=60) for p in procs]
        assert all(p.returncode == 0 for p in procs), said
        assert "opened" in [out.strip() for out, _ in said]
        if lock == "past":                    # none refused as "in use": no lock was there
            assert all(out.strip() in ("opened", "busy") for out, _ in said), said
        kinds = [r[1] for r in rows(data)]
        assert kinds.count("start") == 1, kinds
        assert query(data, "SELECT balance FROM wallet")[0][0] == START_BALANCE


# --- 2: a version number set back by hand ---------------------------------------------------

@pytest.mark.parametrize("version", [2, 1, 0])
def test_2_a_version_set_back_is_named_and_mints_nothing(tmp_path, version):
    store = Storage(tmp_path)
    deal(store, GAME, 1, finish=True)
    balance, count = store.balance(), len(rows(tmp_path))
    store.close()
    for start in range(3):
        edit(tmp_path, f"PRAGMA user_version={version}")
        store = Storage(tmp_path)
        assert store.balance() == balance
        assert f"schema version was {version}, but its tables are those of version {SCHEMA}" \
            in store.notice and "nothing was added to the balance" in store.notice
        store.notices_shown()
        store.close()
        kinds = [r[1] for r in rows(tmp_path)]
        assert kinds.count("start") == 1 and "opening" not in kinds
        assert len(kinds) == count + start + 1 and kinds[-1] == "audit"   # kept in the books
        assert query(tmp_path, "PRAGMA user_version")[0][0] == SCHEMA
    assert Storage(tmp_path).notice == ""


# --- 3: salvage carries only what the chain vouches for -------------------------------------

@pytest.mark.slow
def test_3_salvage_does_not_launder_an_edited_balance(tmp_path):
    data = tmp_path / "data"
    played(data, rounds=30)
    newest = rows(data)[-1]
    vouched = rows(data)[-2]
    edit(data, f"UPDATE ledger SET balance = 9000000000000 WHERE seq = {newest[0]}")
    path = data / "slots.sqlite3"
    damage(path, round_pages(path)[1])
    store = Storage(data)
    assert len(backups(data)) == 1
    assert store.balance() == vouched[3] != 9_000_000_000_000
    assert f"the balance its books vouch for: {vouched[3] // 100:,}." in store.notice
    assert f"row {newest[0]} of its books could not be vouched for" in store.notice
    first = store.books.row(1)
    came = json.loads(first.detail)
    assert first.kind == "salvage" and came["row"] == vouched[0] and came["hash"] == vouched[4]
    assert came["unvouched"] == [newest[0], newest[0]] and came["from"] == backups(data)[0]
    store.notices_shown()
    store.close()
    assert Storage(data).notice == ""


@pytest.mark.slow
def test_3_a_dropped_ledger_and_an_edited_wallet_are_not_carried(tmp_path):
    data = tmp_path / "data"
    played(data, rounds=30)
    edit(data, "DROP TABLE ledger", "UPDATE wallet SET balance = 9000000000000")
    path = data / "slots.sqlite3"
    damage(path, round_pages(path)[1])
    store = Storage(data)
    assert store.balance() == START_BALANCE               # a fresh wallet, as if none was read
    assert "could not be read or vouched for by its books (a fresh wallet started)" in \
        store.notice


# --- 4: rows deleted from the end -----------------------------------------------------------

def twelve(folder) -> int:
    store = Storage(folder)
    for seed in range(12):
        deal(store, GAME, seed, finish=True)
    last = store.books.last().seq
    store.close()
    return last


def test_4_deleting_the_newest_rounds_is_named_and_the_history_marked(tmp_path):
    last = twelve(tmp_path)
    keep, first_gone = cut(tmp_path, 6)
    store = Storage(tmp_path)
    assert f"rows {keep + 1} to {last}, written before, are missing" in store.notice
    assert store.marked_from() == first_gone          # a new round reusing the id is marked
    store.notices_shown()
    store.close()
    assert Storage(tmp_path).notice == ""             # found once, kept in the books


@pytest.mark.parametrize("how", ["deleted", "garbled"])
def test_4_a_missing_or_unreadable_seal_is_said(tmp_path, how):
    twelve(tmp_path)
    if how == "deleted":
        seal.path(tmp_path).unlink()
    else:
        seal.path(tmp_path).write_text("{\"seq\": ")
    store = Storage(tmp_path)
    said = "is missing" if how == "deleted" else "cannot be read"
    assert f"the seal beside the data file (slots.seal) {said}" in store.notice
    store.notices_shown()
    store.close()
    assert Storage(tmp_path).notice == ""             # sealed again


def test_4_a_chain_made_again_without_the_seal_is_named(tmp_path):
    """Every hash recomputed after a raised credit: the chain links, the seal does not."""
    last = twelve(tmp_path)
    kept = seal.path(tmp_path).read_bytes()
    credit = query(tmp_path, "SELECT seq FROM ledger WHERE kind = 'credit' ORDER BY seq DESC")
    edit(tmp_path, f"UPDATE ledger SET amount = amount + 100000, balance = balance + 100000 "
                   f"WHERE seq >= {credit[0][0]}", "UPDATE wallet SET balance = balance + 100000")
    rehash_from(tmp_path, credit[0][0])
    seal.path(tmp_path).write_bytes(kept)             # the seal as this client wrote it
    store = Storage(tmp_path)
    assert f"row {last} does not add up (it is not the row sealed before" in store.notice


def test_4_what_is_not_seen_deleting_rows_and_editing_the_seal_alike(tmp_path):
    """The README's limit, shown: someone who cuts the books and writes the seal to match
    leaves no trace."""
    twelve(tmp_path)
    keep, _ = cut(tmp_path, 6)
    kept = seal.read(tmp_path)
    row = query(tmp_path, "SELECT hash FROM ledger WHERE seq = ?", (keep,))[0][0]
    seal.write(tmp_path, kept._replace(seq=keep, hash=row))
    assert Storage(tmp_path).notice == ""


def test_4_a_nonce_counter_set_back_goes_on_past_every_nonce_dealt(tmp_path):
    store = Storage(tmp_path)
    dealt = [store.next_nonce() for _ in range(3)]
    store.close()
    edit(tmp_path, "UPDATE meta SET value = 0 WHERE key = 'nonce'")
    store = Storage(tmp_path)
    assert store.next_nonce() == dealt[-1] + 1       # from the seal: no round used them yet
    store.close()
    seal.path(tmp_path).unlink()                     # and from the rounds where the seal is gone
    store = Storage(tmp_path)
    rid, _ = deal(store, GAME, 9)                    # a round dealt on nonce 9
    store.close()
    edit(tmp_path, "UPDATE meta SET value = 1 WHERE key = 'nonce'")
    assert Storage(tmp_path).next_nonce() == 10


# --- 5: smaller holes -------------------------------------------------------------------------

@pytest.mark.slow
def test_5_a_full_disk_during_autoplay_says_so_and_fails_then_the_round_resumes(tmp_path):
    with tmpfs(tmp_path / "disk", size="2m") as disk:
        data = disk / "data"
        played(data, rounds=3)
        filler = disk / "filler"
        with open(filler, "wb", buffering=0) as f:        # every byte but 160 KB taken
            try:
                while True:
                    f.write(b"\0" * 4096)
            except OSError:
                pass
        os.truncate(filler, max(0, filler.stat().st_size - 160 * 1024))
        proc = client(data, "--autoplay", "400", "--game", GAME)
        assert proc.returncode == 1, proc.stderr
        said = proc.stderr.strip().splitlines()
        assert len(said) == 1 and "is full" in said[0] and "Traceback" not in proc.stderr
        filler.unlink()                                   # space again
        again = client(data, "--autoplay", "1", "--game", GAME)
        assert again.returncode == 0, again.stderr
        store = Storage(data)
        assert store.open_rounds() == [] and store.books.check() == []


KILLED_AFTER = """
import sys, time
from game.books import salvage
real = salvage.put_in_place
def then_stop(*args):
    real(*args)
    print("stopped", flush=True)
    time.sleep(120)
salvage.put_in_place = then_stop
from game.books.storage import Storage
Storage(sys.argv[1])
"""


@pytest.mark.slow
def test_5_killed_after_a_salvage_the_next_start_still_says_it(tmp_path):
    data = tmp_path / "data"
    played(data, rounds=30)
    path = data / "slots.sqlite3"
    damage(path, round_pages(path)[1])
    proc = subprocess.Popen([sys.executable, "-c", KILLED_AFTER, str(data)], cwd=ROOT,
                            env=ENV, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "stopped"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert path.exists() and not (data / "slots.salvage").exists()   # the salvage ended
    again = client(data, "--first-frame")
    assert again.returncode == 0 and "slots.sqlite3 was damaged" in again.stderr, again.stderr
    assert client(data, "--first-frame").stderr == ""                # shown once: not again


def test_5_a_paid_round_reopened_by_hand_shows_what_was_credited(tmp_path):
    store = Storage(tmp_path)
    rid, win = next((r, w) for r, w in (deal(store, GAME, s, finish=True) for s in range(40))
                    if w > 0)
    store.close()
    edit(tmp_path, f"UPDATE rounds SET status = 'open', total_win = NULL WHERE id = {rid}")
    store = Storage(tmp_path)
    settle_open_rounds(store, time.time())
    listed = {r[0]: r for r in store.rounds()}
    assert listed[rid][6] == "aside" and listed[rid][5] == win       # stays credited, says so
    assert [r[1] for r in ledger(tmp_path) if r[1] == "credit"]      # and the credit stands
