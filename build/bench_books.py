"""python build/bench_books.py [--rounds N]: the books and the history on a large wallet, printed.

Builds a data file of N finished rounds (200,000 by default; each with a real round's events)
and their 2N rows of books, then prints: the check of the books at start (from the checkpoint),
the same with rows no check has seen, the audit of every row (run a slice a frame while the
client waits), the whole start of the storage (SQLite's quick check included), and the history
screen's frame times (the list, a 40 MB round selected, a jump to the first round). Speed is a
printed figure here, never a timed test.
"""
import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))    # this checkout's client
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def build(folder, rounds) -> float:
    """A data file of `rounds` finished rounds and their books, written directly (one
    transaction); seconds taken."""
    from engine.games import available_games, load_game
    from engine.rng import FairRng
    from engine.round import run
    from game.books import seal
    from game.books.chain import GENESIS, digest
    from game.books.storage import Storage
    began = time.perf_counter()
    store = Storage(folder)
    db = store.db
    samples = []
    for game_id in available_games():
        game = load_game(game_id)
        events = run(game, game.bets.default, FairRng("bench", "c", 7))
        samples.append((game_id, game.version, game.bets.default,
                        json.dumps(events, separators=(",", ":")), events[-1]["total_win"]))
    db.execute("PRAGMA synchronous=OFF")
    db.execute("BEGIN")
    db.execute("DELETE FROM ledger")
    db.execute("DELETE FROM checkpoint")
    prev, balance, seq, rows, ledger = GENESIS, 0, 0, [], []

    def book(kind, round_id, amount):
        nonlocal prev, balance, seq
        seq, balance = seq + 1, balance + amount
        at, detail = 1_700_000_000_000 + seq, "{}"
        prev = digest(prev, seq, kind, round_id, amount, balance, at, detail)
        ledger.append((seq, kind, round_id, amount, balance, at, detail, prev))

    book("start", None, 10 ** 12)             # enough for every bet lost
    for rid in range(1, rounds + 1):
        game_id, version, bet, stream, win = samples[rid % len(samples)]
        rows.append((rid, game_id, "base", bet, bet, version, "s", "h", "c", rid, "[]", 0,
                     "done", win, 1.7e9 + rid, 1.7e9 + rid, stream))
        book("debit", rid, -bet)
        book("credit", rid, win)
        if rid % 20_000 == 0 or rid == rounds:
            db.executemany(f"INSERT INTO rounds VALUES ({', '.join('?' * 17)})", rows)
            db.executemany("INSERT INTO ledger VALUES (?, ?, ?, ?, ?, ?, ?, ?)", ledger)
            rows, ledger = [], []
    db.execute("UPDATE wallet SET balance = ?", (balance,))
    db.execute("INSERT INTO checkpoint VALUES (1, ?, ?)", (seq, prev))
    db.execute("UPDATE meta SET value = ? WHERE key = 'nonce'", (rounds,))
    db.execute("DELETE FROM meta WHERE key = 'sealed'")    # books written here, not by a client:
    db.execute("COMMIT")                                   # sealed when the next start checks them
    seal.path(folder).unlink(missing_ok=True)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    return time.perf_counter() - began


def ms(seconds) -> str:
    return f"{seconds * 1000:.1f} ms"


def books_figures(folder, rounds):
    from game.books.chain import Audit, Books
    from game.books.storage import Storage
    began = time.perf_counter()
    store = Storage(folder)
    print(f"storage start (quick check, books check) with {rounds:,} rounds: "
          f"{ms(time.perf_counter() - began)}")
    rows = store.db.execute("SELECT count(*) FROM ledger").fetchone()[0]
    times = []
    for _ in range(5):
        store.db.execute("BEGIN IMMEDIATE")
        began = time.perf_counter()
        Books(store.db).check()
        times.append(time.perf_counter() - began)
        store.db.execute("ROLLBACK")
    print(f"books check at start, from the checkpoint ({rows:,} rows): "
          f"{ms(statistics.median(times))} (median of 5)")
    store.db.execute("BEGIN IMMEDIATE")
    back = store.db.execute("SELECT seq, hash FROM ledger WHERE seq = ?", (rows - 2000,)
                            ).fetchone()
    store.db.execute("UPDATE checkpoint SET seq = ?, hash = ?", back)
    began = time.perf_counter()
    Books(store.db).check()
    print(f"books check with 2,000 rows no check has seen: {ms(time.perf_counter() - began)}")
    store.db.execute("ROLLBACK")
    audit, slices, worst = Audit(Books(store.db)), 0, 0.0
    began = time.perf_counter()
    while not audit.done:
        start = time.perf_counter()
        audit.step()
        worst = max(worst, time.perf_counter() - start)
        slices += 1
    print(f"audit of every row: {ms(time.perf_counter() - began)} in {slices:,} slices "
          f"(one a frame; the slowest {ms(worst)})")
    store.close()


def history_figures(folder):
    from game.window.app import App
    from game.window.scenes.history import HistoryScene
    from game.window.scenes.lobby import LobbyScene
    import pygame
    app = App(data_dir=folder)
    from game.books.storage import START_BALANCE
    app.storage.reset_wallet(START_BALANCE)
    from engine import events as ev
    from engine.games import available_games, load_game
    from engine.rng import FairRng
    from engine.round import check_bet
    game = load_game(available_games()[0])
    bet = game.bets.default
    rid = app.storage.open_round(game.id, "base", bet, check_bet(game, bet, "base"),
                                 game.version, FairRng("s", "c", 1))
    step = ev.grid([["x" * 40] * 6] * 5, "fall")
    events = [step] * (40 * 1024 * 1024 // len(json.dumps(step)))
    app.storage.finish_round(rid, 0, events + [ev.round_end(0, False, "s")])
    app.push(LobbyScene(app))
    began = time.perf_counter()
    history = HistoryScene(app)
    app.push(history)
    print(f"history opened on {history.total:,} rounds: {ms(time.perf_counter() - began)}")

    def frames(label, n=120):
        times = []
        for _ in range(n):
            start = time.perf_counter()
            app.step(1 / 60)
            times.append(time.perf_counter() - start)
        times.sort()
        print(f"history frames, {label}: median {ms(statistics.median(times))}, "
              f"p99 {ms(times[int(len(times) * 0.99) - 1])}")
    frames("a 40 MB round selected")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    began = time.perf_counter()
    app.step(1 / 60)
    print(f"End (to the first round: its page, by a seek): {ms(time.perf_counter() - began)}")
    frames("at the first round")
    app.storage.close()
    pygame.quit()


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python build/bench_books.py")
    parser.add_argument("--rounds", type=int, default=200_000)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="slots-bench-") as folder:
        seconds = build(folder, args.rounds)
        size = os.path.getsize(os.path.join(folder, "slots.sqlite3")) / 2 ** 20
        print(f"built {args.rounds:,} rounds ({size:,.0f} MB) in {seconds:.1f} s")
        books_figures(folder, args.rounds)
        history_figures(folder)


if __name__ == "__main__":
    main()
