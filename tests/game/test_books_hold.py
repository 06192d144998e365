"""Issue 55: books that hold II. As an owner of the data folder with sqlite3, ln and a text
editor would: real files, real second processes where the attack used them. Each numbered break
of the issue, and each sentence of the README's paragraphs on the lock and the books that these
add, is a test here.
"""
import errno
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from engine import events as ev
from engine.games import load_game
from engine.rng import FairRng
from engine.round import run
from game.books import seal
from game.books.recovery import settle_open_rounds
from game.round.services import Services
from game.round.session import PlaySession, RoundSession
from game.books.storage import LOCK, START_BALANCE, FolderInUse, Storage
from helpers import GAME, client, cut, deal, edit, query

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
       "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'tests'}"}
PRINCESS = "midnight-princess"
STOPS = "this round stops here and is played on and paid once"


def no_locks(fd, operation):
    """fcntl.flock on a file system without working locks."""
    raise OSError(errno.ENOSYS, "Function not implemented")


def at_the_choice(folder, monkeypatch) -> RoundSession:
    """Window A (this process, the client's own session): a Midnight Princess round dealt on
    the seeds ("s", "c", 277), shown up to the princess choice, where it waits."""
    import game.round.session as session_module
    monkeypatch.setattr(session_module, "FairRng", lambda s, c, n: FairRng("s", "c", 277))
    store = Storage(folder)
    play = PlaySession(store, store.load_settings(), Services(seeds=lambda session: "next-seed"))
    session = RoundSession(PRINCESS, play)
    assert session.start("base")
    while True:
        event = session.pull()
        assert event is not None, "the round ended without the princess choice"
        if event["type"] == ev.CHOICE_REQUEST:
            return session


def to_its_end(session) -> dict | None:
    """The round pulled on to its end as the screen would; its last event shown (None where
    nothing more was shown)."""
    last = None
    while session.active:
        event = session.pull()
        if event is None:
            break
        last = event
    return last


def stream_total(choice) -> int:
    game = load_game(PRINCESS)
    return run(game, game.bets.default, FairRng("s", "c", 277), "base", [choice])[-1][
        "total_win"]


def credits(folder, round_id) -> list:
    return [a for (a,) in query(folder, "SELECT amount FROM ledger WHERE round_id = ? AND kind "
                                        "= 'credit'", (round_id,))]


# --- 1: a win shown that the books never paid ------------------------------------------------

@pytest.mark.slow
def test_1_a_choice_made_after_the_lock_went_is_not_kept_and_no_win_is_shown(tmp_path,
                                                                             monkeypatch):
    """The issue's attack: A waits at the princess choice; slots.lock deleted; a second start
    (--autoplay 1) resumes the round, takes the default princess and is paid; then the player
    in A picks Love: A stops there, in one line, and shows no win of its own stream."""
    a = at_the_choice(tmp_path, monkeypatch)
    rid = a.round_id
    (tmp_path / LOCK).unlink()
    b = client(tmp_path, "--autoplay", "1", "--game", PRINCESS)
    assert b.returncode == 0, b.stderr
    paid = credits(tmp_path, rid)
    assert len(paid) == 1                                  # B settled it, once
    a.choose("love")
    assert not a.active and to_its_end(a) is None          # nothing more shown here
    assert STOPS in a.message and "\n" not in a.message
    assert a.last_win == 0 != stream_total("love")         # never its own stream's total
    assert credits(tmp_path, rid) == paid                  # nor paid again
    assert query(tmp_path, "SELECT choices FROM rounds WHERE id = ?", (rid,)) == [('["star"]',)]
    assert a.storage.books.check() == []
    a.storage.close()


NO_LOCKS_CLIENT = """
import errno, fcntl, sys
def none(fd, operation):
    raise OSError(errno.ENOSYS, "Function not implemented")
fcntl.flock = none                          # a file system without working locks
from game.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.slow
def test_1_a_round_settled_in_another_window_says_what_the_books_paid(tmp_path, monkeypatch):
    """Where no lock can be taken (6), two windows can play one round: the one whose settle is
    refused says the round was settled in another window and what it paid, and shows what the
    books hold, never its own stream's total."""
    import fcntl
    monkeypatch.setattr(fcntl, "flock", no_locks)
    a = at_the_choice(tmp_path, monkeypatch)
    rid = a.round_id
    b = subprocess.run([sys.executable, "-c", NO_LOCKS_CLIENT, "--data-dir", str(tmp_path),
                        "--autoplay", "1", "--game", PRINCESS], cwd=ROOT, env=ENV,
                       capture_output=True, text=True, timeout=300)
    assert b.returncode == 0, b.stderr
    [paid] = credits(tmp_path, rid)                        # B took the default princess
    assert paid == stream_total("star") != stream_total("love")
    a.choose("love")
    end = to_its_end(a)
    assert end is not None and end["type"] == ev.ROUND_END and end["total_win"] == paid
    assert a.last_win == paid and credits(tmp_path, rid) == [paid]
    assert a.message.words() == "This round was settled in another window: it paid " \
        f"RM{paid // 100:,}.{paid % 100:02d}"
    assert a.storage.books.check() == []
    a.storage.close()


# --- 2: one round played in two windows ------------------------------------------------------

ROUND_HOLDER = """
import sys
from game.books.storage import Storage, StorageError
from helpers import GAME, deal
store = Storage(sys.argv[1])
store.next_nonce()
rid, win = deal(store, GAME, 7)            # debited and open: the round is under way here
print("open", rid, flush=True)
for line in sys.stdin:                     # the test has done its worst meanwhile
    try:
        if line.strip() == "shown":
            store.record_shown(rid, 3)
        elif line.strip() == "choices":
            store.record_choices(rid, [])
        else:
            from engine.games import load_game
            from engine.rng import FairRng
            from engine.round import run
            game = load_game(GAME)
            events = run(game, game.bets.default, FairRng("server-7", "player", 7))
            print("settled" if store.finish_round(rid, win, events) else "settled elsewhere")
            continue
        print("recorded", flush=True)
    except StorageError as err:
        print(f"refused: {err}", flush=True)
    sys.stdout.flush()
"""


def round_holder(folder):
    proc = subprocess.Popen([sys.executable, "-c", ROUND_HOLDER, str(folder)], cwd=ROOT,
                            env=ENV, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    said = proc.stdout.readline().split()
    assert said[:1] == ["open"], proc.stderr.read()
    return proc, int(said[1])


def ask(proc, what) -> str:
    proc.stdin.write(what + "\n")
    proc.stdin.flush()
    return proc.stdout.readline().strip()


@pytest.mark.slow
@pytest.mark.parametrize("how", ["deleted", "replaced"])
def test_2_a_round_under_way_whose_lock_went_is_played_on_and_paid_in_one_window(tmp_path,
                                                                                 how):
    """Window A has a round open; slots.lock is deleted (or replaced) and window B starts and
    resumes that round: every write A would make to it after (its progress, a choice, its
    settle) is refused in one line, and B plays it on and pays it, once."""
    a, rid = round_holder(tmp_path)
    try:
        (tmp_path / LOCK).unlink()
        if how == "replaced":
            (tmp_path / LOCK).write_text("")
        b = Storage(tmp_path)
        record, _ = settle_open_rounds(b, b.wall())
        assert record["id"] == rid                         # B resumes A's live round
        for step in ("shown", "choices", "settle"):
            said = ask(a, step)
            assert said.startswith("refused: ") and STOPS in said, (step, said)
        game = load_game(GAME)
        events = run(game, game.bets.default, FairRng("server-7", "player", 7))
        assert b.finish_round(rid, events[-1]["total_win"], events)
        assert len(query(tmp_path, "SELECT 1 FROM ledger WHERE round_id = ? AND kind = "
                                   "'credit'", (rid,))) == 1
        assert b.books.check() == []
        b.close()
    finally:
        a.stdin.close()
        a.wait(timeout=60)


def test_2_in_one_process_a_step_of_a_round_after_the_lock_went_writes_nothing(tmp_path):
    store = Storage(tmp_path)
    rid, win = deal(store, GAME, 1)
    (tmp_path / LOCK).unlink()
    before = query(tmp_path, "SELECT choices, shown, status FROM rounds")
    for write in (lambda: store.record_shown(rid, 5), lambda: store.record_choices(rid, ["x"]),
                  lambda: store.finish_round(rid, win, []), lambda: store.void_round(rid),
                  lambda: store.set_aside(rid, "why"), store.next_nonce, store.reset_wallet):
        with pytest.raises(FolderInUse, match="was deleted"):
            write()
    assert query(tmp_path, "SELECT choices, shown, status FROM rounds") == before
    assert store.open_rounds()[0]["id"] == rid          # left for the next start to play on
    store.close()


# --- 3: hard links beat the lock ---------------------------------------------------------------

SPINNER = """
import sys
from game.books.storage import Storage, StorageError
from helpers import GAME, deal
store = Storage(sys.argv[1])
print("holding", flush=True)
seed = 100
for line in sys.stdin:                     # a round at each line
    seed += 1
    try:
        store.next_nonce()
        deal(store, GAME, seed, finish=True)
        print("played", flush=True)
    except StorageError as err:
        print(f"refused: {err}", flush=True)
"""


def spinner(folder):
    proc = subprocess.Popen([sys.executable, "-c", SPINNER, str(folder)], cwd=ROOT, env=ENV,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "holding", proc.stderr.read()
    return proc


def put_back(folder, kept, how):
    """`kept` put at slots.lock again: a fresh hard link renamed onto it, or `kept` itself."""
    lock = Path(folder) / LOCK
    if how == "link":
        fresh = Path(folder) / ".fresh"
        os.link(kept, fresh)
        os.replace(fresh, lock)
    else:
        os.replace(kept, lock)


def spin_b(store) -> str:
    try:
        store.next_nonce()
        deal(store, GAME, 500 + store.count_rounds(), finish=True)
        return "played"
    except FolderInUse as err:
        return f"refused: {err}"


@pytest.mark.slow
def test_3_hard_links_put_back_before_each_spin_let_neither_window_play(tmp_path):
    """The issue's attack: A's lock kept as .keepA and deleted, B started and its lock kept as
    .keepB, and before each spin a fresh link of that window's file renamed onto slots.lock."""
    a = spinner(tmp_path)
    try:
        lock = tmp_path / LOCK
        os.link(lock, tmp_path / ".keepA")
        lock.unlink()
        b = Storage(tmp_path)
        os.link(lock, tmp_path / ".keepB")
        said = []
        for _ in range(4):
            put_back(tmp_path, tmp_path / ".keepA", "link")
            said.append(ask(a, "spin"))
            put_back(tmp_path, tmp_path / ".keepB", "link")
            said.append(spin_b(b))
        assert all(s.startswith("refused: ") and "was deleted or replaced" in s
                   for s in said), said
        assert query(tmp_path, "SELECT count(*) FROM rounds") == [(0,)]
        b.close()
    finally:
        a.stdin.close()
        a.wait(timeout=60)


def test_3_a_lock_file_with_another_name_is_made_anew_at_start(tmp_path):
    """A lock file that was given another name (a hard link: a backup made with cp -al does
    it) is replaced by a fresh one at start, so the window that takes it can play."""
    Storage(tmp_path).close()
    os.link(tmp_path / LOCK, tmp_path / "kept.lock")
    store = Storage(tmp_path)
    assert os.stat(tmp_path / LOCK).st_nlink == 1
    assert not os.path.samefile(tmp_path / LOCK, tmp_path / "kept.lock")
    deal(store, GAME, 1, finish=True)
    store.close()


@pytest.mark.slow
def test_3_what_is_not_stopped_each_windows_own_lock_renamed_onto_the_path_in_turn(tmp_path):
    """The README's limit, shown: renaming (not linking) each window's own lock file onto
    slots.lock in turn, between their rounds, lets two windows take turns."""
    a = spinner(tmp_path)
    try:
        lock = tmp_path / LOCK
        os.replace(lock, tmp_path / ".keepA")
        b = Storage(tmp_path)
        os.replace(lock, tmp_path / ".keepB")
        put_back(tmp_path, tmp_path / ".keepA", "rename")
        assert ask(a, "spin") == "played"
        os.replace(lock, tmp_path / ".keepA")
        put_back(tmp_path, tmp_path / ".keepB", "rename")
        assert spin_b(b) == "played"
        assert b.books.check() == []                       # one wallet all the same
        b.close()
    finally:
        a.stdin.close()
        a.wait(timeout=60)


# --- 4: a crash at the first start -----------------------------------------------------------

KILLED_BEFORE_THE_SEAL = """
import os, signal, sys
from game.books import seal
def killed(*args):
    os.kill(os.getpid(), signal.SIGKILL)   # after the first commit, before the first seal
seal.write = killed
from game.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.slow
def test_4_a_first_start_killed_before_its_seal_is_not_called_tampering(tmp_path):
    data = tmp_path / "data"
    killed = subprocess.run([sys.executable, "-c", KILLED_BEFORE_THE_SEAL, "--data-dir",
                             str(data), "--autoplay", "1", "--game", GAME], cwd=ROOT, env=ENV,
                            capture_output=True, text=True, timeout=300)
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    assert [k for (k,) in query(data, "SELECT kind FROM ledger")] == ["start"]
    assert not seal.path(data).exists()
    for _ in range(2):
        again = client(data, "--autoplay", "1", "--game", GAME)
        assert again.returncode == 0 and again.stderr == "", again.stderr
    assert query(data, "SELECT count(*) FROM ledger WHERE kind = 'audit'") == [(0,)]


def test_4_what_is_not_seen_books_cut_back_to_their_first_row_with_the_seal(tmp_path):
    """The README's limit, shown: books cut back to their first row (the start), the seal
    deleted, read as that first start killed: the wallet starts again, as RESET WALLET
    would have it, and nothing is said."""
    store = Storage(tmp_path)
    for seed in range(3):
        deal(store, GAME, seed, finish=True)
    store.close()
    cut(tmp_path, 3)
    seal.path(tmp_path).unlink()
    store = Storage(tmp_path)
    assert store.notice == "" and store.balance() == START_BALANCE
    store.close()


# --- 5: numbers and bytes in the data file -----------------------------------------------------

@pytest.mark.parametrize("value", [str(2 ** 63 - 1), str(2 ** 63 - 2), "1e300", "'abc'",
                                   str(2 ** 53), "-5", "X'FF'"],
                         ids=["2^63-1", "2^63-2", "1e300", "abc", "2^53", "negative", "blob"])
def test_5_a_nonce_counter_no_seal_can_hold_is_said_and_goes_on_past_every_nonce(tmp_path,
                                                                                 value):
    store = Storage(tmp_path)
    for seed in range(3):
        store.next_nonce()
        deal(store, GAME, seed, finish=True)          # the rounds were dealt nonces 0, 1, 2
    store.close()
    edit(tmp_path, f"UPDATE meta SET value = {value} WHERE key = 'nonce'")
    store = Storage(tmp_path)
    said = store.notice
    assert said.startswith("The nonce counter in the data file (") and "\n" not in said
    assert "was not a whole number from 0 to 9007199254740991; it goes on from 3" in said
    assert store.next_nonce() == 4                    # past every nonce the seal and rounds saw
    store.notices_shown()
    store.close()
    assert Storage(tmp_path).notice == ""             # repaired, said once


@pytest.mark.parametrize("where", ["counter", "seal"])
def test_5_a_nonce_at_its_end_never_leads_to_a_seal_the_reader_refuses(tmp_path, where):
    """The counter at 2^53-1 (the seal's own bound), or a seal holding it (which the reader
    takes): the next nonce goes on from past the highest a round used, and every seal written
    reads."""
    store = Storage(tmp_path)
    for seed in range(3):
        store.next_nonce()
        deal(store, GAME, seed, finish=True)
    store.close()
    if where == "counter":
        edit(tmp_path, f"UPDATE meta SET value = {seal.BIGGEST} WHERE key = 'nonce'")
    else:
        seal.write(tmp_path, seal.read(tmp_path)._replace(nonce=seal.BIGGEST))
    for start in range(2):
        store = Storage(tmp_path)
        nonce = store.next_nonce()
        assert store.notice == "" and nonce == 3 + start
        deal(store, GAME, nonce, finish=True)
        assert seal.read(tmp_path) == seal.Seal(store.books.row(1).hash, store.books.last().seq,
                                                store.books.last().hash, nonce)
        store.close()


@pytest.mark.slow
def test_5_the_client_plays_past_a_counter_of_2_to_the_63(tmp_path):
    store = Storage(tmp_path)
    store.close()
    edit(tmp_path, f"UPDATE meta SET value = {2 ** 63 - 1} WHERE key = 'nonce'")
    proc = client(tmp_path, "--autoplay", "2", "--game", GAME)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert proc.stderr.count("\n") == 1 and "The nonce counter in the data file" in proc.stderr
    again = client(tmp_path, "--autoplay", "1", "--game", GAME)
    assert again.returncode == 0 and again.stderr == "", again.stderr


NOT_UTF8 = "CAST(X'22FF22' AS TEXT)"


@pytest.mark.parametrize("key, value", [("currency", NOT_UTF8), ("language", NOT_UTF8),
                                        ("client_seed", NOT_UTF8), ("speed", NOT_UTF8),
                                        ("client_seed", "'\"\\ud800\"'")],
                         ids=["currency", "language", "client_seed", "speed", "surrogate"])
def test_5_a_setting_that_is_not_utf8_text_is_reset_in_one_line(tmp_path, key, value):
    Storage(tmp_path).close()
    edit(tmp_path, f"INSERT OR REPLACE INTO settings VALUES ('{key}', {value})")
    store = Storage(tmp_path)
    settings = store.load_settings()
    assert settings[key] == {"currency": "RM", "language": "system", "client_seed": "player",
                             "speed": "normal"}[key]
    assert f"The setting {key!r} was unreadable" in store.notice
    assert "\n" not in store.notice
    store.next_nonce()
    FairRng("s", settings["client_seed"], 1)          # the seed the round is dealt with
    store.close()


def test_5_a_setting_whose_name_is_not_utf8_text_is_left_out_in_one_line(tmp_path):
    Storage(tmp_path).close()
    edit(tmp_path, f"INSERT INTO settings VALUES ({NOT_UTF8}, '1')")
    store = Storage(tmp_path)
    settings = store.load_settings()
    assert set(settings) == set(store.load_settings()) and all(
        k.isprintable() for k in settings)
    assert "A setting in the data file has a name that is not text" in store.notice
    store.close()


@pytest.mark.slow
def test_5_the_client_starts_past_a_currency_that_is_not_utf8(tmp_path):
    Storage(tmp_path).close()
    edit(tmp_path, f"INSERT INTO settings VALUES ('currency', {NOT_UTF8})")
    proc = client(tmp_path, "--autoplay", "1", "--game", GAME)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert proc.stderr.count("\n") == 1 and "The setting 'currency' was unreadable" in \
        proc.stderr


def test_5_a_ledger_cell_that_is_not_utf8_is_named_and_the_audit_goes_on(tmp_path):
    store = Storage(tmp_path)
    for seed in range(12):
        deal(store, GAME, seed, finish=True)
    store.close()
    edit(tmp_path, "UPDATE ledger SET detail = CAST(X'FF' AS TEXT) WHERE seq = 10",
         "UPDATE ledger SET amount = amount + 1000 WHERE seq = 20")
    for start in range(2):
        store = Storage(tmp_path)
        named = []
        while not store.audit.done:
            found = store.audit_step()
            if found is not None:
                named.append(str(found))
        if start == 0:
            assert any("row 10 does not add up" in n for n in named), named
            assert any("row 20 does not add up" in n for n in named), named
        else:
            assert named == []                         # kept in the books: found once
        store.close()
    rows = {json_row(d) for (d,) in query(tmp_path, "SELECT detail FROM ledger WHERE kind = "
                                                    "'audit'")}
    assert rows == {10, 20}


def json_row(detail) -> int:
    import json
    return json.loads(detail)["row"]


@pytest.mark.parametrize("size", [10_000, 1_000_000])
def test_5_a_notice_never_repeats_a_whole_unreadable_value(tmp_path, size):
    Storage(tmp_path).close()
    edit(tmp_path, f"INSERT INTO settings VALUES ('speed', '\"' || hex(zeroblob({size // 2})) "
                   "|| '\"')",
         f"UPDATE wallet SET balance = hex(zeroblob({size // 2}))")
    store = Storage(tmp_path)
    store.load_settings()
    said = [str(n) for n in store.notices]
    assert any("The setting 'speed' was unreadable" in n for n in said)
    assert any("the stored balance (" in n for n in said)
    assert all(len(n) < 400 for n in said), [len(n) for n in said]
    store.close()
