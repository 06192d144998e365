"""Issue 30, point 4: salvage of a damaged data file is bounded by what the file holds, says
what it is doing, survives being killed, reads any folder name, and reads a file cut short
as far as a copy padded with zeros would. Real files, damaged as a disk or a person would, and
the client started as a real second process.
"""
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import backups, client, damage, played, round_pages
from game.books.storage import START_BALANCE, Storage

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def ids(folder) -> set:
    db = sqlite3.connect(Path(folder) / "slots.sqlite3")
    try:
        return {r[0] for r in db.execute("SELECT id FROM rounds")}
    finally:
        db.close()


COUNTED = """
import sqlite3, sys
count = [0]
real = sqlite3.connect
def counted(*args, **kwargs):
    db = real(*args, **kwargs)
    db.set_trace_callback(lambda statement: count.__setitem__(0, count[0] + 1))
    return db
sqlite3.connect = counted
from game.books.storage import Storage
store = Storage(sys.argv[1])
print(count[0], store.balance(), flush=True)
"""


@pytest.mark.slow
@pytest.mark.parametrize("top", [10 ** 9, 2 ** 62])
def test_4_salvage_is_bounded_by_what_the_file_holds_not_by_its_ids(tmp_path, top):
    """Issue 30: a largest round id of 10^9 took 65 s before any window, 2^62 never ended."""
    data = tmp_path / "data"
    balance = played(data, rounds=40)
    db = sqlite3.connect(data / "slots.sqlite3")
    db.execute("UPDATE rounds SET id = ? WHERE id = 40", (top,))
    db.commit()
    db.close()
    path = data / "slots.sqlite3"
    damage(path, round_pages(path)[2])
    proc = subprocess.run([sys.executable, "-c", COUNTED, str(data)], cwd=ROOT, env=ENV,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    statements, recovered_balance = map(int, proc.stdout.split())
    assert statements < 3000, statements                  # not one query per id
    assert recovered_balance == balance
    assert top in ids(data) and 30 < len(ids(data)) < 40  # the round past the damage is kept


@pytest.mark.slow
def test_4_the_client_says_what_it_is_doing_before_it_salvages(tmp_path):
    data = tmp_path / "data"
    played(data, rounds=30)
    path = data / "slots.sqlite3"
    damage(path, round_pages(path)[1])
    proc = client(data, "--first-frame")
    assert proc.returncode == 0, proc.stderr
    first, notice = proc.stderr.splitlines()
    assert "is damaged" in first and "recovering what can be read" in first
    assert "was damaged" in notice and "rounds were recovered" in notice


KILLED = """
import sys, time
from game.books import salvage
def stop(*args, **kwargs):
    print("stopped", flush=True)
    time.sleep(120)
setattr(salvage, sys.argv[2], stop)
from game.books.storage import Storage
Storage(sys.argv[1])
"""


@pytest.mark.slow
@pytest.mark.parametrize("where", ["read", "put_in_place"])
def test_4_a_salvage_killed_midway_is_finished_on_the_next_start(tmp_path, where):
    """Issue 30: killed during salvage, the next start opened a fresh 1,000.00 wallet with no
    rounds and no notice, the old balance only in the backup."""
    data = tmp_path / "data"
    balance = played(data, rounds=30)
    path = data / "slots.sqlite3"
    damage(path, round_pages(path)[1])
    proc = subprocess.Popen([sys.executable, "-c", KILLED, str(data), where], cwd=ROOT,
                            env=ENV, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "stopped"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert not path.exists() and len(backups(data)) == 1       # killed with no wallet file
    again = client(data, "--first-frame")
    assert again.returncode == 0, again.stderr
    assert f"finishing the recovery of {backups(data)[0]}" in again.stderr
    assert "the balance and" in again.stderr
    store = Storage(data)
    assert store.balance() == balance and 20 < len(ids(data)) < 30
    assert len(backups(data)) == 1 and not (data / "slots.salvage").exists()
    assert store.notice == ""


@pytest.mark.slow
def test_4_a_wallet_file_gone_beside_a_backup_is_named_not_silently_replaced(tmp_path):
    data = tmp_path / "data"
    played(data, rounds=5)
    path = data / "slots.sqlite3"
    path.rename(data / "slots.broken-1.sqlite3")            # as an older build's salvage left it
    proc = client(data, "--first-frame")
    assert proc.returncode == 0 and "slots.broken-1.sqlite3" in proc.stderr, proc.stderr
    assert "fresh wallet" in proc.stderr
    assert Storage(data).balance() == START_BALANCE


@pytest.mark.parametrize("name", ["what?", "no#1", "100%25", "a?b#c%25d%"])
def test_4_a_folder_named_with_uri_characters_salvages(tmp_path, name):
    """Issue 30: the damaged file was opened by an unquoted file: URI and nothing was read."""
    data = tmp_path / name
    balance = played(data, rounds=30)
    path = data / "slots.sqlite3"
    damage(path, round_pages(path)[1])
    store = Storage(data)
    assert store.balance() == balance and len(store.rounds(100)) > 20
    assert "the balance and" in store.notice


def readable_when_padded(path, size) -> tuple:
    """What SQLite itself reads from a copy of `path` padded with zeros to `size`: the
    balance and the ids of the rounds whose rows read whole (a row on a page past the cut reads
    back as the padding's zeros: it is not read)."""
    copy = path.with_name("padded.sqlite3")
    shutil.copyfile(path, copy)
    os.truncate(copy, size)
    db = sqlite3.connect(copy)
    try:
        balance = db.execute("SELECT balance FROM wallet").fetchone()[0]
        found = set()
        for rid in range(1, 100):
            try:
                row = db.execute("SELECT game, status FROM rounds WHERE id = ?",
                                 (rid,)).fetchone()
            except sqlite3.Error:
                continue
            if row and None not in row and "\x00" not in "".join(row):   # not zeros read back
                found.add(rid)
        return balance, found
    finally:
        db.close()
        copy.unlink()


def test_4_a_file_cut_to_95_percent_recovers_what_a_padded_copy_reads(tmp_path):
    """Issue 30: cut to 95%, nothing was recovered, though padded with zeros to its header's
    size the balance and the rounds read."""
    data = tmp_path / "data"
    balance = played(data, rounds=25)
    path = data / "slots.sqlite3"
    whole = path.read_bytes()
    path.write_bytes(whole[:int(len(whole) * 0.95)])
    cut = tmp_path / "cut.sqlite3"
    shutil.copyfile(path, cut)
    padded_balance, padded_ids = readable_when_padded(cut, len(whole))
    assert padded_balance == balance and len(padded_ids) >= 20
    store = Storage(data)
    assert store.balance() == balance and "the balance and" in store.notice
    assert {r[0] for r in store.rounds(100)} == padded_ids
    assert not list(data.glob("*.padded*"))                # the padded copy is gone
