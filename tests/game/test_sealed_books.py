"""Issue 46: books that hold against every edit we know of. As an owner of the data folder with
sqlite3, a file manager and a text editor would: real files edited while the client is closed,
real second processes while it runs. Each numbered break of the issue, and each sentence of
the README's paragraph on the books that these add, is a test here.
"""
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from engine.games import load_game
from game.books import seal
from game.books.storage import LOCK, FolderInUse, Storage, StorageError
from helpers import (GAME, backups, client, cut, damage, deal, edit, query, rehash_from,
                     round_pages)

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
MISSING = "the seal beside the data file (slots.seal) is missing"


def play(folder, rounds, first=0) -> int:
    """`rounds` rounds dealt as the client deals them (the nonce counter moves, each round
    debited, played and paid); the balance after them."""
    store = Storage(folder)
    for seed in range(first, first + rounds):
        store.next_nonce()
        deal(store, GAME, seed, finish=True)
    balance = store.balance()
    store.close()
    return balance


def notice(folder) -> str:
    store = Storage(folder)
    try:
        return store.notice
    finally:
        store.close()


def as_before_the_flag(folder):
    """The folder as the build before this one left it: its first row without the flag, every
    hash after it made again as that build made them, and the old flag in `meta`."""
    edit(folder, "UPDATE ledger SET detail = '{}' WHERE seq = 1",
         "DELETE FROM meta WHERE key = 'sealed'", "INSERT INTO meta VALUES ('sealed', 1)")
    rehash_from(folder, 1)


# --- 1: that the books are sealed is in the chain ------------------------------------------

def test_1_rows_cut_with_the_seal_and_its_flag_deleted_are_said(tmp_path):
    """The issue's edit: 20 rounds, the last 6 and their rows deleted, the wallet and the
    checkpoint set to the last row kept, the flag in `meta` and the seal deleted."""
    play(tmp_path, 20)
    cut(tmp_path, 6)
    edit(tmp_path, "DELETE FROM meta WHERE key = 'sealed'")
    seal.path(tmp_path).unlink()
    store = Storage(tmp_path)
    assert MISSING in store.notice
    assert query(tmp_path, "SELECT kind FROM ledger ORDER BY seq DESC LIMIT 1") == [("audit",)]
    store.notices_shown()
    store.close()
    assert notice(tmp_path) == ""                     # sealed again, said once


def test_1_the_flag_cannot_be_edited_out_of_the_first_row(tmp_path):
    play(tmp_path, 3)
    edit(tmp_path, "UPDATE ledger SET detail = '{}' WHERE seq = 1")
    seal.path(tmp_path).unlink()
    said = notice(tmp_path)
    assert "row 1 does not add up (its hash does not match" in said and MISSING in said


def test_1_a_folder_from_before_the_flag_is_sealed_by_a_row_from_its_first_start(tmp_path):
    play(tmp_path, 6)
    as_before_the_flag(tmp_path)
    last = query(tmp_path, "SELECT MAX(seq) FROM ledger")[0][0]
    assert notice(tmp_path) == ""                     # it opens as it was
    kinds = [k for (k,) in query(tmp_path, "SELECT kind FROM ledger WHERE seq > ?", (last,))]
    assert kinds == ["sealed"]                        # once, not at every start
    assert notice(tmp_path) == "" and query(tmp_path, "SELECT MAX(seq) FROM ledger")[0][0] == \
        last + 1
    play(tmp_path, 6, first=6)
    cut(tmp_path, 3)                                  # rows cut after the `sealed` row
    edit(tmp_path, "DELETE FROM meta WHERE key = 'sealed'")
    seal.path(tmp_path).unlink()
    assert MISSING in notice(tmp_path)


def test_1_a_folder_from_before_the_flag_still_says_a_missing_seal_at_its_first_start(tmp_path):
    play(tmp_path, 6)
    as_before_the_flag(tmp_path)
    seal.path(tmp_path).unlink()
    assert MISSING in notice(tmp_path)                # by the old flag in meta


def test_1_what_a_folder_from_before_the_flag_cannot_show(tmp_path):
    """The README's limit for such a folder: cut back to rows from before its first start
    with this build, the `sealed` row, its pointer and the seal deleted: no trace."""
    play(tmp_path, 6)
    as_before_the_flag(tmp_path)
    last = query(tmp_path, "SELECT MAX(seq) FROM ledger")[0][0]
    play(tmp_path, 6, first=6)
    row = query(tmp_path, "SELECT hash, balance FROM ledger WHERE seq = ?", (last,))[0]
    edit(tmp_path, "DELETE FROM rounds WHERE id > 6", f"DELETE FROM ledger WHERE seq > {last}",
         f"UPDATE checkpoint SET seq = {last}, hash = '{row[0]}'",
         f"UPDATE wallet SET balance = {row[1]}", "DELETE FROM meta WHERE key = 'sealed'")
    seal.path(tmp_path).unlink()
    assert notice(tmp_path) == ""


# --- 2: a salvaged file is checked against the seal like any other -------------------------

def salvaged_elsewhere(tmp_path, with_seal):
    """The issue's edit: a copy of the data file kept, 8 rounds played, a page of the copy's
    rounds damaged, the copy opened once in another folder (it salvages) and its notices
    cleared, then put over the live file; the live seal kept. (live folder, nonce dealt)"""
    live, elsewhere = tmp_path / "live", tmp_path / "elsewhere"
    play(live, 30)
    elsewhere.mkdir()
    shutil.copy(live / "slots.sqlite3", elsewhere / "slots.sqlite3")
    if with_seal:                                     # salvaged under the live seal, too
        shutil.copy(seal.path(live), seal.path(elsewhere))
    play(live, 8, first=30)
    dealt = query(live, "SELECT value FROM meta WHERE key = 'nonce'")[0][0]
    if with_seal:
        shutil.copy(seal.path(live), seal.path(elsewhere))
    copy = elsewhere / "slots.sqlite3"
    damage(copy, round_pages(copy)[1])
    store = Storage(elsewhere)
    assert len(backups(elsewhere)) == 1
    store.notices_shown()
    store.close()
    for suffix in ("-wal", "-shm"):
        Path(f"{live / 'slots.sqlite3'}{suffix}").unlink(missing_ok=True)
    shutil.copy(copy, live / "slots.sqlite3")
    return live, dealt


def test_2_a_salvaged_copy_put_over_the_live_file_is_named_replaced(tmp_path):
    live, dealt = salvaged_elsewhere(tmp_path, with_seal=False)
    store = Storage(live)
    assert "the data file is not the one sealed before (its first row differs): it was " \
        "replaced" in store.notice
    assert store.next_nonce() == dealt + 1            # no nonce dealt again
    store.close()


def test_2_salvaged_under_the_live_seal_the_rows_it_lacks_are_named(tmp_path):
    live, dealt = salvaged_elsewhere(tmp_path, with_seal=True)
    store = Storage(live)
    assert "of the salvaged file's books, sealed before, were not carried" in store.notice
    assert store.next_nonce() == dealt + 1
    store.close()


def test_2_a_file_damaged_in_place_is_salvaged_with_no_word_of_the_seal(tmp_path):
    play(tmp_path, 30)
    path = tmp_path / "slots.sqlite3"
    damage(path, round_pages(path)[1])
    store = Storage(tmp_path)
    assert "slots.sqlite3 was damaged" in store.notice and "seal" not in store.notice
    store.notices_shown()
    store.close()
    assert notice(tmp_path) == ""


def test_2_killed_before_the_salvage_sealed_its_file_the_seal_it_was_made_under_vouches(
        tmp_path, monkeypatch):
    """The salvage's new seal not written (killed after the fresh file was put in place):
    the seal it read beside the damaged file is the one its first row names."""
    play(tmp_path, 30)
    path = tmp_path / "slots.sqlite3"
    damage(path, round_pages(path)[1])
    before = seal.read(tmp_path)

    def refused(*args):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(seal, "write", refused)
    store = Storage(tmp_path)
    assert seal.read(tmp_path) == before
    assert "slots.sqlite3 was damaged" in store.notice and "seal" not in store.notice
    store.notices_shown()
    store.close()
    monkeypatch.undo()
    assert notice(tmp_path) == "" and seal.read(tmp_path) != before


# --- 3: numbers in the seal ----------------------------------------------------------------

@pytest.mark.parametrize("field, value", [
    ("nonce", 2 ** 63), ("seq", 2 ** 63), ("nonce", 2 ** 63 - 1), ("seq", 2 ** 63 - 1),
    ("nonce", -1), ("seq", 0), ("nonce", 1.5), ("nonce", True), ("seq", "7"),
    ("first", "x"), ("hash", None)])
def test_3_a_seal_with_a_number_the_books_cannot_hold_cannot_be_read(tmp_path, field, value):
    play(tmp_path, 2)
    data = json.loads(seal.path(tmp_path).read_bytes()) | {field: value}
    seal.path(tmp_path).write_text(json.dumps(data))
    store = Storage(tmp_path)
    said = store.notice
    assert "the seal beside the data file (slots.seal) cannot be read (its " \
        f"{field} is not" in said and "\n" not in said
    assert store.next_nonce() == 3                    # nothing of it reached the counter
    deal(store, GAME, 9, finish=True)
    store.notices_shown()
    store.close()
    assert notice(tmp_path) == ""                     # sealed again


@pytest.mark.slow
def test_3_the_client_starts_and_plays_past_a_seal_of_huge_numbers(tmp_path):
    play(tmp_path, 2)
    data = json.loads(seal.path(tmp_path).read_bytes()) | {"nonce": 2 ** 63 - 1}
    seal.path(tmp_path).write_text(json.dumps(data))
    proc = client(tmp_path, "--autoplay", "2", "--game", GAME)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert proc.stderr.count("\n") == 1 and "cannot be read (its nonce is not" in proc.stderr
    again = client(tmp_path, "--autoplay", "1", "--game", GAME)
    assert again.returncode == 0 and again.stderr == "", again.stderr
    assert query(tmp_path, "SELECT value FROM meta WHERE key = 'nonce'")[0][0] == 5


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() |
                    st.text(max_size=70) | st.sampled_from(["0" * 64, "f" * 64, "F" * 64]),
                    lambda inner: st.lists(inner, max_size=3) |
                    st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=6)
GONE = object()


@pytest.mark.slow         # hypothesis's drawing alone is near the fast lane's second of CPU
@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture],
          deadline=None)
@given(field=st.sampled_from(seal.Seal._fields + ("another",)), value=JSON | st.just(GONE))
def test_3_the_seal_reader_takes_any_json_value_in_any_field(tmp_path, field, value):
    good = seal.Seal("a" * 64, 3, "b" * 64, 7)._asdict()
    data = {k: v for k, v in (good | {field: value}).items() if v is not GONE}
    seal.path(tmp_path).write_text(json.dumps(data))
    kept = seal.read(tmp_path)
    if isinstance(kept, seal.Seal):
        assert 1 <= kept.seq <= seal.BIGGEST and 0 <= kept.nonce <= seal.BIGGEST
        assert type(kept.seq) is int and type(kept.nonce) is int
        assert all(len(h) == 64 and set(h) <= seal.HEX for h in (kept.first, kept.hash))
    else:
        assert kept.startswith("cannot be read (") and "\n" not in kept and len(kept) < 200


@pytest.mark.parametrize("raw", [b"[" * 2000 + b"]" * 2000, b"{" * 3000, b"\xff\xfe",
                                 b"9" * 5000, b" " * 5000, b"NaN", b"[]", b"null"],
                         ids=["nested", "open", "not-utf8", "long", "blank", "nan", "list",
                              "null"])
def test_3_a_seal_that_is_not_json_of_a_seal_cannot_be_read(tmp_path, raw):
    seal.path(tmp_path).write_bytes(raw)
    kept = seal.read(tmp_path)
    assert isinstance(kept, str) and kept.startswith("cannot be read (") and "\n" not in kept


@pytest.mark.slow
@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture],
          deadline=None)
@given(field=st.sampled_from(seal.Seal._fields), value=JSON)
def test_3_any_seal_leaves_the_client_starting_and_the_counter_in_bounds(tmp_path, field,
                                                                         value):
    folder = Path(tempfile.mkdtemp(dir=tmp_path))
    play(folder, 1)
    data = json.loads(seal.path(folder).read_bytes()) | {field: value}
    seal.path(folder).write_text(json.dumps(data))
    store = Storage(folder)
    try:
        assert "\n" not in store.notice
        assert 1 <= store.next_nonce() <= seal.BIGGEST + 1
    finally:
        store.close()


# --- 4: the lock cannot be deleted away ----------------------------------------------------

HOLDER = """
import sys
from game.books.storage import Storage, StorageError
from helpers import GAME, deal
store = Storage(sys.argv[1])
print("holding", flush=True)
sys.stdin.readline()                       # the test has done its worst meanwhile
try:
    store.next_nonce()
    deal(store, GAME, 1, finish=True)
    print("played", flush=True)
except StorageError as err:
    print(f"refused: {err}", flush=True)
"""


def holder(folder):
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder)], cwd=ROOT,
                            env={**ENV, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'tests'}"},
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "holding", proc.stderr.read()
    return proc


def then(proc) -> str:
    out, err = proc.communicate("go\n", timeout=120)
    assert proc.returncode == 0 and err == "", err
    return out.strip().splitlines()[-1]


@pytest.mark.parametrize("how", ["deleted", "replaced"])
def test_4_a_lock_deleted_or_replaced_stops_its_holder_at_the_next_round(tmp_path, how):
    first = holder(tmp_path)                          # another process holds the folder
    (tmp_path / LOCK).unlink()
    if how == "replaced":
        (tmp_path / LOCK).write_text("")
    second = Storage(tmp_path)                        # it gets in: the lock it found was free
    said = then(first)
    assert said.startswith("refused: ") and "slots.lock, which keeps the data folder to one " \
        "window, was deleted or replaced while this window had it open" in said
    deal(second, GAME, 2, finish=True)                # the one window left plays on
    assert second.books.check() == []
    second.close()


def test_4_in_one_process_too_no_round_starts_after_the_lock_went(tmp_path):
    store = Storage(tmp_path)
    (tmp_path / LOCK).unlink()
    balance = store.balance()
    with pytest.raises(FolderInUse, match="was deleted or replaced"):
        deal(store, GAME, 1)
    assert store.open_rounds() == [] and store.balance() == balance
    store.close()


def test_4_a_lock_made_a_folder_lets_no_window_in(tmp_path):
    (tmp_path / LOCK).mkdir()
    with pytest.raises(StorageError, match="slots.lock is a folder, so whether another "
                                           "window has the data folder open cannot be told"):
        Storage(tmp_path)
    assert not (tmp_path / "slots.sqlite3").exists()  # nothing was changed


NO_LOCKS = "is on a file system without working locks, so a second window on it cannot be " \
    "stopped: play in one window at a time."


def test_4_a_file_system_without_locks_still_opens_with_none(tmp_path, monkeypatch):
    """What stays as it was: where the file system has no locks at all, none is taken (the
    books' own transactions keep one wallet), rather than no window opening; and (issue 55,
    6) it is said, in one line, at every start."""
    import errno
    import fcntl

    def none(fd, operation):
        raise OSError(errno.ENOSYS, "Function not implemented")
    monkeypatch.setattr(fcntl, "flock", none)
    store = Storage(tmp_path)
    assert store.notice == f"{tmp_path} {NO_LOCKS}" and "\n" not in store.notice
    store.notices_shown()
    before = store.balance()
    _, win = deal(store, GAME, 1, finish=True)
    bet = load_game(GAME).bets.default
    assert store.balance() == before - bet + win          # the round paid, to the unit
    assert store.open_rounds() == [] and len(store.rounds()) == 1
    store.close()
    reopened = Storage(tmp_path)                           # and its books read back whole
    assert reopened.balance() == before - bet + win and reopened.notice == \
        f"{tmp_path} {NO_LOCKS}"                           # said again: once, this start's
    reopened.close()


@pytest.mark.slow
def test_4_a_lock_made_a_folder_is_one_line_and_exit_2(tmp_path):
    (tmp_path / LOCK).mkdir()
    proc = client(tmp_path, "--first-frame")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
    assert "slots.lock is a folder" in proc.stderr and "Traceback" not in proc.stderr


SECOND = """
import os, sys
from game.books.storage import Storage, StorageError
if os.getuid() == 0:                       # as another user, who cannot open the lock file
    os.setgid(65534)
    os.setuid(65534)
try:
    Storage(sys.argv[1]).close()
    print("opened")
except StorageError as err:
    print(f"refused: {err}")
"""


def test_4_a_lock_its_owner_made_unreadable_lets_no_second_window_in(tmp_path):
    data = Path(tempfile.mkdtemp(prefix="slots-46-"))  # a folder another user may use
    try:
        data.chmod(0o777)
        first = Storage(data)
        for name in ("slots.sqlite3", "slots.sqlite3-wal", "slots.sqlite3-shm", seal.NAME):
            (data / name).chmod(0o666)
        (data / LOCK).chmod(0)
        proc = subprocess.run([sys.executable, "-c", SECOND, str(data)], cwd=ROOT, env=ENV,
                              capture_output=True, text=True, timeout=120)
        assert proc.stderr == "" and proc.stdout.startswith("refused: "), proc.stdout
        assert "slots.lock cannot be locked (Permission denied), so whether another window " \
            "has the data folder open cannot be told" in proc.stdout
        first.next_nonce()                             # the holder plays on
        first.close()
    finally:
        shutil.rmtree(data)


def rounds_in(folder) -> int:
    """Rounds the running client has written so far (0 before its tables are there)."""
    if not (Path(folder) / "slots.sqlite3").exists():     # (sqlite3 would make it)
        return 0
    try:
        return query(folder, "SELECT count(*) FROM rounds")[0][0]
    except sqlite3.Error:
        return 0


@pytest.mark.slow
def test_4_a_running_client_whose_lock_is_deleted_stops_in_one_line(tmp_path):
    """Client A plays unattended; the lock is deleted and client B starts: B opens, and A
    stops at its next write with one line and status 1 (issue 55: a round it was playing is
    left open, and the next start, which holds the lock, finishes it)."""
    first = subprocess.Popen([sys.executable, "-m", "game", "--data-dir", str(tmp_path),
                              "--autoplay", "100000", "--game", GAME], cwd=ROOT, env=ENV,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        while rounds_in(tmp_path) < 2:
            assert first.poll() is None and time.monotonic() < deadline, first.stderr.read()
            time.sleep(0.1)
        (tmp_path / LOCK).unlink()
        second = client(tmp_path, "--first-frame")
        assert second.returncode == 0, second.stderr
        assert first.wait(timeout=120) == 1
        said = first.stderr.read()
        assert said.count("\n") == 1 and "was deleted or replaced" in said, said
    finally:
        if first.poll() is None:
            first.send_signal(signal.SIGKILL)
            first.wait()
    finish = client(tmp_path, "--autoplay", "1", "--game", GAME)
    assert finish.returncode == 0, finish.stderr
    store = Storage(tmp_path)
    assert store.books.check() == [] and store.open_rounds() == []
    store.close()


# --- 5: smaller ----------------------------------------------------------------------------

def test_5_a_link_planted_as_the_seals_scratch_file_writes_nothing_through_it(tmp_path):
    other = tmp_path / "other.txt"
    other.write_text("mine")
    data = tmp_path / "data"
    play(data, 1)
    os.symlink(other, data / (seal.NAME + ".new"))
    play(data, 1, first=1)
    assert other.read_text() == "mine"
    assert not seal.path(data).is_symlink() and isinstance(seal.read(data), seal.Seal)
    assert notice(data) == ""


# --- the README's limits, each shown ---------------------------------------------------------

def test_an_earlier_copy_of_the_whole_folder_put_back_is_not_seen(tmp_path):
    """A file copy, no hashing: the data file and the seal kept, rounds lost, both put back."""
    data, kept = tmp_path / "data", tmp_path / "kept"
    balance = play(data, 6)
    kept.mkdir()
    for name in ("slots.sqlite3", seal.NAME):
        shutil.copy(data / name, kept / name)
    play(data, 8, first=6)
    for name in ("slots.sqlite3", seal.NAME):
        shutil.copy(kept / name, data / name)
    store = Storage(data)
    assert store.notice == "" and store.balance() == balance
    store.close()


def test_an_older_seal_put_back_after_deleting_rows_is_not_seen(tmp_path):
    """No hashing either: a copy of the seal kept, later rows deleted with sqlite3, the wallet
    and checkpoint set to a row's own stored values, the old seal put back."""
    balance = play(tmp_path, 6)
    kept = seal.path(tmp_path).read_bytes()
    play(tmp_path, 6, first=6)
    cut(tmp_path, 6)
    seal.path(tmp_path).write_bytes(kept)
    store = Storage(tmp_path)
    assert store.notice == "" and store.balance() == balance
    store.close()


def test_every_hash_made_again_and_the_seal_written_to_match_is_not_seen(tmp_path):
    """The scheme is public: a credit raised, every hash after it made again, the checkpoint
    and the seal written to match."""
    balance = play(tmp_path, 6)
    credit = query(tmp_path, "SELECT seq FROM ledger WHERE kind = 'credit' ORDER BY seq DESC")
    edit(tmp_path, f"UPDATE ledger SET amount = amount + 100000, balance = balance + 100000 "
                   f"WHERE seq >= {credit[0][0]}", "UPDATE wallet SET balance = balance + 100000")
    rehash_from(tmp_path, credit[0][0])
    store = Storage(tmp_path)
    assert store.notice == "" and store.balance() == balance + 100000
    store.close()
