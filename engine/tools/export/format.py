"""The platform's files, one mode's books and table, as written and as its upload checks read
them: payout multipliers in steps, a book's line, the table's rows and their statistics."""
import json
from fractions import Fraction
from pathlib import Path

from engine import events as ev
from engine.books_format import OutputFiles, read_books
from engine.errors import EngineError



STEP = 10                                      # the platform's payout step (0.1x)

ZSTD_LEVEL = 3                                 # 9 is 25% smaller and 7x slower: the parent
                                               # compresses every book, the bottleneck

def payout_multiplier(win: int, bet: int, cap_multiple: int) -> int:
    """The win in hundredths of the bet as the platform pays it, in its 0.1x steps: to the
    nearest step, a half to the even step. Many wins here end in exactly 0.05x (0.25x,
    2.75x), so rounding them all down or all up moves the RTP by 1-2 pp; halves to even
    nearly cancel. A win below the first step pays 0.1x (a hit stays a hit), and only the
    cap pays the cap."""
    if win <= 0:
        return 0
    steps, rest = divmod(win * 100, bet * STEP)
    if 2 * rest > bet * STEP or (2 * rest == bet * STEP and steps % 2):
        steps += 1
    pay = steps * STEP
    if win < cap_multiple * bet:
        pay = min(pay, cap_multiple * 100 - STEP)
    return max(STEP, pay)


# --- what to export -------------------------------------------------------------------------

def encoder():
    """The books' JSON encoder: orjson where installed (the `export` extra), else the standard
    library's, compact. The longest bought rounds are 23 KB of JSON, and json.dumps
    was a quarter of a worker's time on it (cProfile, 3,000 bought rounds: 0.36 ms of 1.43 ms
    a round); orjson writes the same bytes 4.4 times as fast. The bytes are the same for what
    events hold (ASCII text, integers, no floats: tests/engine/test_export.py compares them
    on every game's rounds), so a book does not depend on which encoder wrote it."""
    try:
        import orjson
    except ImportError:
        encode = json.JSONEncoder(separators=(",", ":")).encode
        return lambda obj: encode(obj).encode()
    return orjson.dumps

def book_line(book_id, events, bet, cap_multiple, mode_label, dumps):
    end = events[-1]
    pay = payout_multiplier(end["total_win"], bet, cap_multiple)
    end["payout_multiplier"] = pay               # what the platform pays, in the last event
    start = events[0]
    proof = {"game": start["game"], "config_version": start["config_version"],
             "mode": start["mode"], "bet": bet, "server_seed": end["server_seed"],
             "server_seed_hash": start["server_seed_hash"],
             "client_seed": start["client_seed"], "nonce": start["nonce"],
             "choices": [e["chosen"] for e in events if e["type"] == ev.CHOICE],
             "win": end["total_win"]}
    line = dumps({"id": book_id, "payoutMultiplier": pay, "events": events, "proof": proof,
                  "mode": mode_label})
    return line, pay

def verify_args(book) -> list:
    """`python -m engine verify` arguments that replay a book and confirm its win."""
    p = book["proof"]
    words = ["verify", "--game", p["game"], "--mode", p["mode"], "--bet", str(p["bet"]),
             "--config-version", str(p["config_version"]), "--server-seed", p["server_seed"],
             "--client-seed", p["client_seed"], "--nonce", str(p["nonce"]),
             "--hash", p["server_seed_hash"], "--win", str(p["win"])]
    for choice in p["choices"]:
        words += ["--choice", choice]
    return words

def table_stats(rows, cost) -> dict:
    """RTP, hit rate, max win and its odds, std: from (weight, payout) rows alone, as the
    platform computes them at upload. Exact sums; floats only for the figures shown. `std` is
    per unit of cost, as the PAR sheets give it; the platform's is per base bet
    (`std_x_bet`)."""
    total = pays = sq = hits = 0
    top, top_w = 0, 0
    for w, pay in rows:
        total += w
        pays += w * pay
        sq += w * pay * pay
        if pay:
            hits += w
        if w and pay > top:
            top, top_w = pay, w
        elif w and pay == top:
            top_w += w
    if not total:
        raise EngineError("a lookup table with no weight")
    rtp = Fraction(pays, total * 100) / cost
    var = Fraction(sq, total * 10_000) / cost ** 2 - rtp ** 2
    return {"rtp": float(rtp), "rtp_exact": f"{rtp.numerator}/{rtp.denominator}",
            "hit_rate": hits / total, "max_win_x": top / 100,
            "max_win_odds": total / top_w if top_w else None,
            "std": float(var) ** 0.5, "std_x_bet": float(var * cost ** 2) ** 0.5,
            "weight_sum": total}

def read_table(path):
    """(id, weight, payoutMultiplier) rows of a lookup table, checked as the platform does:
    unsigned integers, payouts in steps of 10, a non-zero payout at least 10."""
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            parts = line.strip().split(",")
            if len(parts) != 3 or not all(x.isdigit() for x in parts):
                raise EngineError(f"{path}: line {n} is not three unsigned integers: {line!r}")
            book, w, pay = map(int, parts)
            if pay % STEP or 0 < pay < STEP:
                raise EngineError(f"{path}: line {n}: payout {pay} is not in steps of {STEP}")
            yield book, w, pay

def check_upload(folder) -> dict:
    """The platform's upload checks on an export, from the files alone: index.json well
    formed, each mode's table and books present and as the platform reads them, the books'
    ids and payouts equal to the table's row by row, the weights' sum below 2^64. Returns
    each mode's table_stats; raises EngineError naming the first fault."""
    folder = Path(folder)
    try:
        index = json.loads((folder / OutputFiles.INDEX).read_text())
    except (OSError, ValueError) as err:
        raise EngineError(f"{folder}/index.json: unreadable ({err})") from None
    modes = index.get("modes") if isinstance(index, dict) else None
    if not isinstance(modes, list) or not modes:
        raise EngineError(f"{folder}/index.json: needs a non-empty list 'modes'")
    out = {}
    for m in modes:
        if not isinstance(m, dict) or set(m) != {"name", "cost", "events", "weights"}:
            raise EngineError(f"index.json: a mode needs exactly name, cost, events, weights: {m}")
        name = m["name"]
        if (m["events"], m["weights"]) != OutputFiles.of_mode(name):
            raise EngineError(f"index.json: mode {name}: files not named as the platform's")
        if isinstance(m["cost"], bool) or not isinstance(m["cost"], (int, float)) \
                or m["cost"] <= 0:
            raise EngineError(f"index.json: mode {name}: cost {m['cost']!r}")
        table = list(read_table(folder / m["weights"]))
        if sum(w for _, w, _ in table) >= 1 << 64:
            raise EngineError(f"{m['weights']}: the weights' sum does not fit in uint64")
        n = 0
        for n, book in enumerate(read_books(folder / m["events"]), 1):
            for key in ("id", "events", "payoutMultiplier"):
                if key not in book:
                    raise EngineError(f"{m['events']}: book {n} lacks {key!r}")
            if n > len(table) or (book["id"], book["payoutMultiplier"]) != \
                    (table[n - 1][0], table[n - 1][2]):
                raise EngineError(f"{m['events']}: book {n} does not match the table's row")
        if n != len(table):
            raise EngineError(f"{m['events']}: {n} books for {len(table)} table rows")
        out[name] = table_stats(((w, pay) for _, w, pay in table), Fraction(repr(m["cost"])))
    return out


# --- the export -------------------------------------------------------------------------------
