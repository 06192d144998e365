"""A game's math as Stake Engine's static files: every round pre-played, a weighted table.

    python -m engine export --game G --out DIR [--rounds N] [--seed S] [--search N]
        [--mode M] [--choice C] [--config-version V] [--workers K] [--force] [--compiled]
    python -m engine export --join DIR --join DIR --out OUT    (engine/tools/export_join.py)

Why this shape: a platform round has no choice inside it and no code of ours runs there, so the
platform takes one mode per game mode and per player choice (a PAR sheet's sections), each as
books (`books_<mode>.jsonl.zst`: one JSON line per round, `{"id", "events", "payoutMultiplier"}`
in the table's order, zstandard-compressed) and a lookup table (`lookUpTable_<mode>_0.csv`:
rows `id,weight,payoutMultiplier`), named in `index.json` (`{"modes": [{"name", "cost",
"events", "weights"}]}`, cost in multiples of the base bet), as math-sdk's
utils/rgs_verification.py reads them.

Every book is a real round of the engine, its own event stream untouched, and carries the
seeds it was dealt from (`proof`: server seed, client seed, nonce, config version, bet, choices;
`verify_args(book)` makes the command line), so `python -m engine verify` replays any exported
round.

The rounds are a plain run (client seed "export", nonces 0..N-1 of the seed's server seed) and
a search (client seed "export-search") for the win-size buckets of the committed PAR sheet
that the plain run left empty though the sheet gives them odds better than 1 in 100 million,
the cap included, and for rounds of every bucket from 100x up until it holds enough to stand
for its inside (`needs()`). The weights then make the table the sheet, in spread as well as in
return (post-stratification): each bucket's share of the weight is its probability in the
sheet (the cap's from the sheet's sharpest estimate of it, the other buckets scaled to make
room), and within each bucket the weights lean linearly with the payout to the bucket's
average win in the sheet, the rest of the way to the sheet's RTP spread by each bucket's
variance, solved exactly in fractions (`weights()` says why). A search may pick which rounds
it plays any way it likes: a bucket's weight is fixed by the sheet, not by how often the
search found it; but the rows kept for a bucket's inside must be a fair sample of it, so they
are played in full. So it stops a round as soon as the round cannot be kept (a first screen
short of the feature's scatters where the game declares them, Game.landing_strata, while the
cap alone is wanted; a win already past every bucket wanted), and it searches a mode's
choices together (play_chunk's lanes: a
round is played again per choice only where a choice was made in it). What it cannot do is
change a round: every kept round is the stream of its seeds, so a cap of 1 in 25 million
rounds costs about 25 million rounds played to the end of the base game, wherever no first
screen tells the feature's start (engine/MATH.md, "Exported tables").

The platform pays in 0.1x steps (payoutMultiplier in hundredths of the bet, a multiple of 10,
at least 10 when not 0): a win is rounded to the nearest step, halves to even (payout_multiplier
says why), and a win below the first step pays 0.1x, so a hit stays a hit; a round's bucket is
its engine win's.
round_end says what the platform pays (`payout_multiplier`); what rounding cost in RTP is in
the report, before the weights made it up.

The export is written into a hidden folder beside OUT and renamed to OUT only when complete:
a run that fails (a full disk) leaves nothing that looks finished.
"""
import json
import math
import os
import shutil
import tempfile
import time
from array import array
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from engine import events as ev
from engine.tools import native
from engine.buckets import BUCKET_EDGES, bucket, bucket_names
from engine.books_format import OutputFiles, read_books, zstd_module
from engine.errors import EngineError
from engine.games import load_game
from engine.rng import FairRng, seed_triple
from engine.round import play_round
from engine.tools.runner import no_cycle_collector
from engine.tools.simulate import proportion_ci

PLAIN, SEARCH = "export", "export-search"      # client seeds of the plain run and the search
RARE = Fraction(1, 100_000_000)                # buckets likelier than this must have rounds
TOTAL_WEIGHT = 1 << 62                         # every mode's weights sum to at most this
STEP = 10                                      # the platform's payout step (0.1x)
KEEP_FOUND = 4                                 # at most, per empty bucket below KEEP_FROM: the
                                               # search stops after the batch that found one
KEEP = 50                                      # rows each bucket from KEEP_FROM up holds at
KEEP_FROM = 100                                # least (x the bet): the search tops it up, so a
                                               # rare bucket's inside is its rounds', not 4's;
SPREAD_SHARE = 0.28                            # and KEEP x (s / this)^2 where it carries a
                                               # share s > this of E[pay^2] (needs())
STD_TOLERANCE = 0.05                           # the table's std against the sheet's, at KEEP
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

def mode_name(section) -> str:
    """A platform mode per sheet section: 'base', 'buy', 'base_love' (a choice inside)."""
    return "_".join([section["mode"], *section["choices"]])


def plan(game_id, version=None, modes=(), choices=()):
    """(game, sheet, sections to export); one line for a game, mode, choice or sheet that
    is not there, before any round is played."""
    from engine.parsheet import committed
    game = load_game(game_id, None, version)
    for mode in modes:
        if mode not in game.modes:
            raise EngineError(f"{game.id}: mode {mode!r} is not offered (choose from "
                              f"{', '.join(game.modes)})")
    offered = {c for options in game.choice_sets() for c in options}
    for choice in choices:
        if choice not in offered:
            raise EngineError(f"{game.id}: {choice!r} is not a choice this game offers"
                              + (f" (choose from {', '.join(sorted(offered))})" if offered
                                 else " (it offers none)"))
    sheet = committed(game)
    if sheet is None:
        raise EngineError(f"{game.id}: no committed PAR sheet for config version "
                          f"{game.version} (engine/sheets/{game.id}/par.json); write one with "
                          "python -m engine par first")
    sections = [s for s in sheet["sections"]
                if (not modes or s["mode"] in modes)
                and (not choices or set(s["choices"]) & set(choices))]
    if not sections:
        raise EngineError(f"{game.id}: the sheet has no section for mode(s) "
                          f"{', '.join(modes) or 'any'} with choice(s) {', '.join(choices)}")
    return game, sheet, sections


def check_out(out, force=False) -> Path:
    """OUT may be new or empty; a folder with files in it only with --force."""
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise EngineError(f"{out}: exists and is not a folder")
    if out.is_dir() and any(out.iterdir()) and not force:
        raise EngineError(f"{out}: exists and is not empty (--force replaces it)")
    return out


# --- the sheet's targets ----------------------------------------------------------------------

def cap_estimate(section) -> tuple:
    """(probability, 95% interval, how) of the cap: the sheet's sharpest estimate."""
    cap = section["cap"]
    for key in ("conditional", "alone", "replayed"):
        if key in cap and cap[key].get("rate"):
            return Fraction(repr(cap[key]["rate"])), cap[key]["rate_ci95"], key
    return Fraction(cap["plain"]["capped"], cap["plain"]["rounds"]), \
        cap["plain"]["rate_ci95"], "plain"


def targets(section) -> list:
    """Each bucket's probability in the sheet (exact fractions summing to 1): the plain
    run's shares, the cap's from cap_estimate, the others scaled to make room for it."""
    report = section["report"]
    n = report["rounds"]
    rows = report["distribution"]
    p_cap, _, _ = cap_estimate(section)
    plain_cap = Fraction(rows[-1]["rounds"], n)
    scale = (1 - p_cap) / (1 - plain_cap)
    return [Fraction(r["rounds"], n) * scale for r in rows[:-1]] + [p_cap]


def bucket_bounds(game, bet) -> list:
    """[low, high] of each bucket in payout hundredths (the cap's is a point)."""
    cap = game.cap_multiple * 100
    edges = [e * 100 for e in BUCKET_EDGES if e < game.cap_multiple] + [cap]
    out = [(0, 0)] + [(a, b) for a, b in zip(edges, edges[1:])]
    return out + [(cap, cap)]


# --- playing ----------------------------------------------------------------------------------

def _encoder():
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


def _book(book_id, events, bet, cap_multiple, mode_label, dumps):
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


def _beyond(game, bet, wanted):
    """The least win that lies above every wanted bucket (a round's win only grows: a
    bought round that has paid 2x is no 1-2x round); None while the cap is wanted."""
    top = len(bucket_names(game.cap_multiple)) - 1
    if wanted is None or top in wanted:
        return None
    return max(1, bucket_bounds(game, bet)[max(wanted)][1] * bet // 100)


def _play(game, bet, rng, mode, choices, short, symbol, beyond, shared=False):
    """(events, whether a choice was made in them), or None for a round dropped early: its
    first screen shows fewer than `short` of `symbol`, or its win reached `beyond` (with
    `shared`, only before a choice is made: after it the round is this choice's alone)."""
    stream: Any = play_round(game, bet, rng, mode, choices)     # its events read as data
    if not short and beyond is None:
        events = list(stream)
        return events, any(e["type"] == ev.CHOICE for e in events)
    events = []                     # of any event type (engine/events.py)
    chose, first_screen = False, bool(short)
    for e in stream:
        events.append(e)
        kind = e["type"]
        if kind == ev.CHOICE:
            chose = True
        elif first_screen and kind == ev.GRID:
            first_screen = False
            if sum(row.count(symbol) for row in e["cells"]) < short:
                stream.close()
                return None
        elif beyond is not None and e.get("total", 0) >= beyond and not (shared and chose):
            stream.close()
            return None
    return events, chose


def play_chunk(task) -> dict:
    """Rounds [start, stop) of one client seed, for one or more `lanes` (choices, wanted,
    label): the sections of one mode that differ only in the player's choices. With `wanted`
    ({bucket index: at most this many rows}) only a lane's rounds in those buckets are kept,
    the first ones in nonce order (the search).

    Each nonce is played once with the first lane's choices; a round in which no choice was
    made is every lane's round, and only one that made a choice is played again with each
    other lane's (the free spins after it differ, the words before it do not): a search for
    a game's three free-spin choices plays its rounds once, not three times. A search
    drops a round as soon as it cannot be kept: when its first screen shows fewer than
    `short` of the symbol that starts the feature (Game.landing_strata), or when its win
    already lies above every bucket wanted. A search may choose its rounds any way it likes:
    the weights come from the sheet. The cycle collector is off meanwhile (engine/tools/runner.py
    says why)."""
    with no_cycle_collector():
        return _play_chunk(task)


def _play_chunk(task) -> dict:
    (game_id, version, mode, lanes, bet, seed, client, start, stop, first_id, short) = task
    game = load_game(game_id, None, version)
    server = seed_triple(seed)[0]
    symbol = game.landing_strata(mode)[0] if short else None
    cap = game.cap_multiple
    top = len(bucket_names(cap)) - 1                # the cap's bucket
    beyond = [_beyond(game, bet, wanted) for _, wanted, _ in lanes]
    # before any choice is made the lanes share the round: dropped for all only when every
    # lane would drop it
    shared = None if None in beyond else max(beyond)
    dumps = _encoder()
    lines: list[list[bytes]] = [[] for _ in lanes]
    pays, buckets, wins = ([array("q") for _ in lanes], [array("b") for _ in lanes],
                           [array("q") for _ in lanes])
    found: list[dict] = [{} for _ in lanes]
    played = 0
    for nonce in range(start, stop):
        played += 1
        first = _play(game, bet, FairRng(server, client, nonce), mode, lanes[0][0], short,
                      symbol, shared, len(lanes) > 1)
        if first is None:
            continue
        events, chose = first
        for i, (choices, wanted, label) in enumerate(lanes):
            if i and chose:
                again = _play(game, bet, FairRng(server, client, nonce), mode, choices, 0,
                              None, beyond[i])
                if again is None:
                    continue
                events = again[0]
            win = events[-1]["total_win"]
            b = bucket(win, bet, cap)
            b = b if b >= 0 else top
            if wanted is not None:
                if b not in wanted or found[i].get(b, 0) >= wanted[b]:
                    continue
                found[i][b] = found[i].get(b, 0) + 1
            line, pay = _book(first_id + len(pays[i]), events, bet, cap, label, dumps)
            lines[i].append(line)
            pays[i].append(pay)
            buckets[i].append(b)
            wins[i].append(win)
    return {"lanes": [{"text": b"\n".join(lines[i]) + b"\n" if lines[i] else b"",
                       "pays": pays[i], "buckets": buckets[i], "wins": wins[i]}
                      for i in range(len(lanes))], "played": played}


def _imap(tasks, workers):
    """Chunk results in task order (books must follow the table's order), played by
    `workers` processes (one: in this process), started as engine/tools/runner.py starts them
    (fork on Linux, spawn where fork is unsafe or missing)."""
    if workers <= 1:
        for task in tasks:
            yield play_chunk(task)
        return
    import multiprocessing

    from engine.tools.runner import start_method
    with multiprocessing.get_context(start_method()).Pool(workers) as pool:
        yield from pool.imap(play_chunk, tasks)


# --- the weights ------------------------------------------------------------------------------

def weights(pays, buckets, probs, bounds, target_pay, means=None, total=TOTAL_WEIGHT) -> dict:
    """Integer weights, one per row, summing to at most `total`.

    Bucket b gets floor(total x p_b), shared within the bucket as (1 + t_b x d_r) / n_b, where
    d_r = (pay_r - mean_b) / width_b lies in [-1, 1]: a linear lean rather than an
    exponential one, because the bucket's mean pay is then mean_b + t_b x var_b / width_b,
    linear in t_b, so the t_b that gives it any aim is exact in fractions, and |t_b| small
    keeps every weight >= 0.

    Each bucket's aim is its mean in the sheet (`means`, hundredths of the bet; the rows' own
    mean where None): the sheet's many rounds know a bucket's average win better than the
    table's few, and a bucket leaned to its own average loses no more than rounding to 0.1x
    took from it. What the aims leave between the table's mean pay and `target_pay` (the
    sheet's RTP is measured more sharply than its plain rounds' buckets add up to, and a
    bucket the table misses leaves its share to the others) is spread over the buckets in
    proportion to the variance of each one's share of return, p_b E[pay^2 | b] - (p_b
    mean_b)^2: the least squares way, so each bucket moves in step with its own uncertainty
    and a 2-5x bucket known to 0.01 pp is not bent to pay back a 1000-5000x bucket's noise.
    A t_b past what keeps its weights >= 0 is clamped and its remainder spread again over the
    others; `reached` says whether the target was met exactly. A bucket with probability but
    no rows is listed in `missing`, its probability spread over the others."""
    n_b = len(probs)
    count, total_pay, sq = [0] * n_b, [0] * n_b, [0] * n_b
    lo: list = [None] * n_b
    hi: list = [None] * n_b
    for pay, b in zip(pays, buckets):
        count[b] += 1
        total_pay[b] += pay
        sq[b] += pay * pay
        lo[b] = pay if lo[b] is None else min(lo[b], pay)
        hi[b] = pay if hi[b] is None else max(hi[b], pay)
    missing = [b for b in range(n_b) if probs[b] and not count[b]]
    live = [b for b in range(n_b) if probs[b] and count[b]]
    mass = sum(probs[b] for b in live)
    p = [probs[b] / mass if b in live else Fraction(0) for b in range(n_b)]
    width = [max(1, bounds[b][1] - bounds[b][0]) for b in range(n_b)]
    mean = [Fraction(total_pay[b], count[b]) if count[b] else Fraction(0) for b in range(n_b)]
    var = [Fraction(sq[b], count[b]) - mean[b] ** 2 if count[b] else Fraction(0)
           for b in range(n_b)]
    aim = [Fraction(means[b]) if means is not None and means[b] is not None else mean[b]
           for b in range(n_b)]
    spread = [p[b] * Fraction(sq[b], count[b]) - (p[b] * mean[b]) ** 2 if count[b]
              else Fraction(0) for b in range(n_b)]
    # the t_b each bucket may take: 1 + t_b x d_r >= 0 for every row
    # (a bucket whose rows all pay alike has var 0 and never leans)
    up = [width[b] / (mean[b] - lo[b]) if count[b] and lo[b] < mean[b] else Fraction(0)
          for b in range(n_b)]
    down = [width[b] / (hi[b] - mean[b]) if count[b] and hi[b] > mean[b] else Fraction(0)
            for b in range(n_b)]
    movable = [b for b in live if var[b]]
    t = [Fraction(0)] * n_b
    fixed: set = set()
    reached = False
    for _ in range(len(movable) + 1):
        free = [b for b in movable if b not in fixed]
        got = sum(p[b] * (mean[b] + t[b] * var[b] / width[b]) for b in live if b not in free)
        gap = target_pay - got - sum(p[b] * aim[b] for b in free)
        mass_free = sum(spread[b] for b in free)
        if not free or not mass_free:
            reached = gap == 0 and not free
            break
        over = []
        for b in free:
            goal = aim[b] + gap * spread[b] / (p[b] * mass_free)
            t[b] = (goal - mean[b]) * width[b] / var[b]
            if t[b] > up[b] or -t[b] > down[b]:
                over.append(b)
        if not over:
            reached = True
            break
        for b in over:                  # as far as it goes; the rest to the others
            t[b] = up[b] if t[b] > 0 else -down[b]
            fixed.add(b)
    share = [int(total * p[b]) for b in range(n_b)]
    # row weight = share_b x (c x n x width + a x (n x pay - S)) / (c x n x width x n), t_b =
    # a / c, written by cumulative floors so each bucket's weights add up to its share exactly
    denom = [t[b].denominator * count[b] * width[b] * count[b] for b in range(n_b)]
    cum_num = [0] * n_b
    given = [0] * n_b
    out = array("Q")
    for pay, b in zip(pays, buckets):
        if not p[b]:
            out.append(0)
            continue
        a, c = t[b].numerator, t[b].denominator
        cum_num[b] += c * count[b] * width[b] + a * (count[b] * pay - total_pay[b])
        now = share[b] * cum_num[b] // denom[b]
        out.append(now - given[b])
        given[b] = now
    return {"weights": out, "leans": t, "reached": reached, "missing": missing,
            "plain_mean_pay": sum(p[b] * mean[b] for b in live), "rows": count,
            "lean": max((abs(x) for x in t), default=Fraction(0))}


def sheet_means(section, bet) -> list:
    """Each bucket's average win in the sheet's plain rounds, in hundredths of the bet (None
    where it has none), exact: the bucket's summed win is rtp_share x rounds x cost, a whole
    number of minor units the float holds to far better than one."""
    report = section["report"]
    n, cost = report["rounds"], report["cost"]
    return [Fraction(round(Fraction(repr(r["rtp_share"])) * n * cost) * 100, r["rounds"] * bet)
            if r["rounds"] else None for r in report["distribution"]]


# --- statistics, from the table alone ---------------------------------------------------------

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

def export(game_id, out, rounds=100_000, seed=1, search=None, modes=(), choices=(),
           version=None, workers=1, force=False, progress=None, command="",
           keep=KEEP) -> dict:
    """Write the export into OUT (see the module docstring); returns the report."""
    zstd_module()
    game, sheet, sections = plan(game_id, version, modes, choices)
    with staged(check_out(out, force)) as temp:
        entries = []
        for mode in dict.fromkeys(s["mode"] for s in sections):
            entries += _export_mode(game, [s for s in sections if s["mode"] == mode], temp,
                                    rounds, seed, search, workers, progress, keep)
        report = {"game": game.id, "name": game.name, "config_version": game.version,
                  "sheet_seed": sheet["seed"], "seed": seed, "rounds": rounds, "keep": keep,
                  "command": command, "engine": native.mode(), "modes": entries}
        write_index_and_report(temp, report)
    return report


def write_index_and_report(folder: Path, report: dict) -> None:
    """index.json naming each mode's files as the platform does, and the report (its modes'
    RTP spread added) as JSON and markdown."""
    entries = report["modes"]
    index = {"modes": [{"name": e["name"], "cost": e["cost"],
                        "events": OutputFiles.books(e["name"]),
                        "weights": OutputFiles.table(e["name"])} for e in entries]}
    _write(folder / OutputFiles.INDEX, json.dumps(index, indent=2) + "\n")
    report["rtp_spread"] = (max(e["table"]["rtp"] for e in entries)
                            - min(e["table"]["rtp"] for e in entries))
    _write(folder / OutputFiles.REPORT, json.dumps(report, indent=2) + "\n")
    _write(folder / OutputFiles.REPORT_MD, format_report(report))


@contextmanager
def staged(out: Path):
    """A hidden folder beside OUT to write into, renamed to OUT only when the block ends
    well; on any failure it goes, and an old OUT stays as it was."""
    parent = out.resolve().parent
    parent.mkdir(parents=True, exist_ok=True)
    temp = Path(tempfile.mkdtemp(prefix=f".{out.name}.partial-", dir=parent))
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(temp, 0o777 & ~umask)         # mkdtemp's 0700 would follow it into OUT
    try:
        yield temp
        _swap_in(temp, out)
    except BaseException as err:
        shutil.rmtree(temp, ignore_errors=True)
        if isinstance(err, OSError):
            raise EngineError(f"{out}: cannot write the export ({err.strerror or err}); "
                              "nothing was left behind") from None
        raise


def _write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def _swap_in(temp: Path, out: Path):
    """The finished folder takes OUT's name in one rename; an old OUT (--force) goes after."""
    old = None
    if out.exists():
        old = out.with_name(f".{out.name}.old-{os.getpid()}")
        os.rename(out, old)
    os.rename(temp, out)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def _export_mode(game, sections, folder, rounds, seed, search, workers, progress,
                 keep=KEEP) -> list:
    """One game mode's sections (one per player choice): each one's plain run, then one
    search for all of them (play_chunk's lanes), then each one's table and report entry."""
    zstd = zstd_module()
    lanes = []
    with ExitStack() as stack:
        for section in sections:
            lane = Lane.of(section)
            raw = stack.enter_context(open(folder / OutputFiles.books(lane.name), "wb"))
            lane.books = stack.enter_context(
                zstd.ZstdCompressor(level=ZSTD_LEVEL).stream_writer(raw, closefd=False))
            _plain(game, lane, rounds, seed, workers, progress)
            lanes.append(lane)
        _search(game, lanes, seed, search, workers, progress, keep)
    return [_finish(game, lane, rounds, folder) for lane in lanes]


@dataclass
class Lane:
    """What one section's export keeps while its rounds are played: its plain run's and its
    search's rounds (pays, buckets, wins, in the table's order), its books being written, and
    its search's report."""
    section: dict
    name: str
    mode: str
    choices: tuple
    bet: int
    probs: list
    pays: array = field(default_factory=lambda: array("q"))
    buckets: array = field(default_factory=lambda: array("b"))
    wins: array = field(default_factory=lambda: array("q"))
    began: float = field(default_factory=time.perf_counter)
    books: Any = None                   # the open zstandard writer of its books file
    plain_seconds: float = 0.0
    search: dict = field(default_factory=dict)

    @classmethod
    def of(cls, section) -> "Lane":
        return cls(section, mode_name(section), section["mode"], tuple(section["choices"]),
                   section["report"]["bet"], targets(section))


def _plain(game, lane, rounds, seed, workers, progress):
    """The plain run: client seed "export", nonces 0..rounds-1, every round kept."""
    # at most 2,000 rounds a task: the longest bought rounds are 23 KB of JSON, and a
    # worker held 10,000 of them (760 MB) while the parent read them off the pipe
    chunk = max(100, min(2_000, rounds // (workers * 8) or 1))
    head = (game.id, game.version, lane.mode, [(lane.choices, None, lane.name)],
            lane.bet, seed, PLAIN)
    tasks = [(*head, a, min(a + chunk, rounds), 1 + a, 0) for a in range(0, rounds, chunk)]
    done = 0
    for result in _imap(tasks, workers):
        part = result["lanes"][0]
        lane.books.write(part["text"])
        lane.pays.extend(part["pays"])
        lane.buckets.extend(part["buckets"])
        lane.wins.extend(part["wins"])
        done += result["played"]
        if progress:
            progress(f"{game.id} {lane.name}", done, rounds)
    lane.plain_seconds = time.perf_counter() - lane.began


def _finish(game, lane, rounds, folder) -> dict:
    """The lane's table (post-stratified to its sheet section) and its report entry."""
    section, name, bet, probs = lane.section, lane.name, lane.bet, lane.probs
    pays, buckets, wins, found = lane.pays, lane.buckets, lane.wins, lane.search
    mode, choices = lane.mode, lane.choices
    cost = Fraction(game.modes[mode])
    bounds = bucket_bounds(game, bet)
    labels = bucket_names(game.cap_multiple)
    began, plain_seconds = lane.began, lane.plain_seconds
    plain_rounds = rounds
    target_rtp = Fraction(repr(section["rtp"]["rtp"]))
    means = sheet_means(section, bet)[:-1] + [None]     # the cap is a point: no aim
    result = weights(pays, buckets, probs, bounds, target_rtp * cost * 100, means)
    with open(folder / OutputFiles.table(name), "w", encoding="utf-8") as table:
        for i, (w, pay) in enumerate(zip(result["weights"], pays), 1):
            table.write(f"{i},{w},{pay}\n")
    stats = table_stats(zip(result["weights"], pays), cost)
    # what rounding to 0.1x cost, before the weights' lean made it up: the post-stratified
    # table with even weights within each bucket, priced at the engine's wins and at the pays
    exact_mean, paid_mean = _even_means(pays, buckets, wins, probs, bet)
    report = section["report"]
    hit_lo, hit_hi = proportion_ci(round(report["hit_rate"] * report["rounds"]),
                                   report["rounds"])
    p_cap, cap_ci, cap_how = cap_estimate(section)
    cap_rate = 1 / stats["max_win_odds"] if stats["max_win_odds"] and \
        stats["max_win_x"] == game.cap_multiple else 0.0
    rare_missing = [labels[b] for b in result["missing"] if probs[b] > RARE]
    rows = spread(game, pays, buckets, result, probs, means, report["rounds"], cost)
    std_off = stats["std"] / report["std"] - 1
    table_half, sheet_half = std_interval(pays, buckets, result, cost, report["rounds"])
    checks = {"rtp within 0.05 pp of the sheet's":
              abs(stats["rtp"] - float(target_rtp)) <= 0.0005,
              "hit rate inside the sheet's interval": hit_lo <= stats["hit_rate"] <= hit_hi,
              "max win's odds inside the sheet's interval":
              cap_ci[0] <= cap_rate <= cap_ci[1],
              "every bucket likelier than 1 in 100 million has rounds": not rare_missing,
              f"std within {STD_TOLERANCE:.0%} of the sheet's": abs(std_off) <= STD_TOLERANCE,
              "each bucket's share of return inside the sheet's 95% interval":
              all(r["return_ok"] for r in rows),
              "the lean takes no bucket's share of rounds at its pay past its 95% interval "
              "beyond where rounding left it": lean_keeps_rounds(rows)}
    return {
        "name": name, "mode": mode, "choices": list(choices), "cost": float(cost),
        "bet": bet, "rows": len(pays), "plain_rounds": plain_rounds,
        "search": found, "plain_seconds": plain_seconds,
        "seconds": time.perf_counter() - began,
        "table": {**stats, "std_ci95": [stats["std"] * (1 - table_half),
                                        stats["std"] * (1 + table_half)]},
        "sheet": {"rtp": float(target_rtp), "rtp_ci95": section["rtp"]["rtp_ci95"],
                  "hit_rate": report["hit_rate"], "hit_rate_ci95": [hit_lo, hit_hi],
                  "max_win_x": game.cap_multiple, "cap_rate": float(p_cap),
                  "cap_rate_ci95": cap_ci, "cap_estimate": cap_how, "std": report["std"],
                  "std_ci95": [report["std"] * (1 - sheet_half),
                               report["std"] * (1 + sheet_half)],
                  "rounds": report["rounds"]},
        "std_off": std_off,
        "rounding_cost_pp": float((exact_mean - paid_mean) / (cost * 100) * 100),
        "rounding": rounding_sources(pays, buckets, wins, probs, bet, cost),
        "lean": float(result["lean"]), "rtp_reached": result["reached"],
        "buckets": rows,
        "missing": [labels[b] for b in result["missing"]],
        "rare_missing": rare_missing, "checks": checks,
        "unmet": [name for name, ok in checks.items() if not ok],
    }


def spread(game, pays, buckets, result, probs, means, sheet_rounds, cost) -> list:
    """Each bucket of the table against the sheet (shares of a unit of cost, floats):

    - `sheet`, `rows`: its probability (every table gives it exactly) and the rows holding it;
    - `return_sheet`, `return_table`, `return_even`: its share of return in the sheet, in the
      table, and in the table before the lean (even weights within the bucket, pays rounded);
      `return_ci95`: the half-width of the sheet's 95% interval for it, 1.96 sqrt(V / N) over
      the sheet's N plain rounds, V = p E[pay^2 | b] - (p mean)^2 with E[pay^2 | b] from the
      table's rows (the sheet keeps no squares per bucket); `return_ok`: the table's inside
      it (the cap, a point priced by the sheet's sharpest odds, is checked by its odds);
    - `paid_even`, `paid_table`: the share of rounds whose PAY falls in the bucket, before and
      after the lean: the move from `sheet` to `paid_even` is the rounding to 0.1x itself (a
      1.95x win paying 2.0x counts at 2-5x), from `paid_even` to `paid_table` the lean's;
      `paid_ci95`: the sheet's 95% half-width for the bucket's share of rounds plus the
      table's rows' for the share at pay (the sheet has no shares at pay: how many of a
      bucket's rounds pay across its edge only the table's rows say);
    - `lean`: the bucket's t (weights.__doc__)."""
    cap, n_b = game.cap_multiple, len(probs)
    weight = result["weights"]
    total = sum(weight)
    unit = 100 * cost
    count, paid, sq, given, ret = ([0] * n_b for _ in range(5))
    moved: dict = {}                        # (bucket, bucket of its pay): rows
    paid_table = [0] * n_b
    for w, pay, b in zip(weight, pays, buckets):
        count[b] += 1
        paid[b] += pay
        sq[b] += pay * pay
        given[b] += w
        ret[b] += w * pay
        to = bucket(pay, 100, cap)
        paid_table[to] += w
        moved[b, to] = moved.get((b, to), 0) + 1
    paid_even = [Fraction(0)] * n_b
    for (b, to), rows in moved.items():
        paid_even[to] += Fraction(given[b] * rows, count[b])
    out = []
    for b in range(n_b):
        p = Fraction(given[b], total)
        row = {"bucket": bucket_names(cap)[b], "sheet": float(probs[b]), "rows": count[b],
               "lean": float(result["leans"][b]),
               "paid_even": float(paid_even[b] / total), "paid_table": paid_table[b] / total,
               "paid_ci95": paid_interval(float(probs[b]), sheet_rounds)
               + paid_interval(paid_table[b] / total, len(pays))}
        aim = means[b] if means[b] is not None else (cap * 100 if b == n_b - 1 else 0)
        sheet_return = probs[b] * aim / unit
        row["return_sheet"] = float(sheet_return)
        if count[b]:
            m2 = Fraction(sq[b], count[b])
            v = probs[b] * m2 - (probs[b] * aim) ** 2
            half = 1.96 * math.sqrt(max(v, Fraction(0)) / sheet_rounds) / float(unit)
            table_return = Fraction(ret[b], total) / unit
            row.update(return_table=float(table_return),
                       return_even=float(p * Fraction(paid[b], count[b]) / unit),
                       return_ci95=half,
                       return_ok=b == n_b - 1 or not probs[b]
                       or abs(float(table_return - sheet_return)) <= half)
        else:
            row.update(return_table=0.0, return_even=0.0, return_ci95=None,
                       return_ok=b == n_b - 1 or not probs[b])
        out.append(row)
    return out


def paid_interval(share: float, n: int) -> float:
    """The lower half-width of Wilson's 95% interval of a share seen in n rounds."""
    return share - proportion_ci(round(share * n), n)[0] if share else 0.0


def lean_keeps_rounds(rows) -> bool:
    """Whether the lean moved no bucket's share of rounds, counted at their pays, further from
    the sheet's share than rounding to 0.1x had left it, by more than `paid_ci95` (from
    `spread`'s rows, so a report's JSON can be checked again)."""
    return all(abs(r["paid_table"] - r["sheet"])
               <= abs(r["paid_even"] - r["sheet"]) + r["paid_ci95"] for r in rows)


def std_interval(pays, buckets, result, cost, sheet_rounds) -> tuple:
    """The relative half-widths of the 95% intervals of the table's std and of the sheet's,
    each as an estimate of
    the game's. The table's rows of each bucket are a sample of it, so E[pay^2] = sum p_b
    E[pay^2 | b] has variance sum p_b^2 var(pay^2 | b) / n_b; the sheet's N plain rounds give
    var(pay^2) / N (its moments taken from the table's rows: the sheet keeps none); the std
    moves by half the relative change of E[pay^2] (the delta method; even weights within the
    buckets stand in for the lean's)."""
    n_b = len(result["rows"])
    m1, m2, m4, count, given = ([0] * n_b for _ in range(5))
    for w, pay, b in zip(result["weights"], pays, buckets):
        m1[b] += pay
        m2[b] += pay * pay
        m4[b] += pay ** 4
        count[b] += 1
        given[b] += w
    total = sum(given)
    unit = float(100 * cost)
    mean = sum(given[b] / total * m1[b] / count[b] for b in range(n_b) if count[b]) / unit
    ex2 = sum(given[b] / total * m2[b] / count[b] for b in range(n_b) if count[b]) / unit ** 2
    var = sum((given[b] / total) ** 2 * (m4[b] / count[b] - (m2[b] / count[b]) ** 2)
              / count[b] for b in range(n_b) if count[b]) / unit ** 4
    ex4 = sum(given[b] / total * m4[b] / count[b] for b in range(n_b) if count[b]) / unit ** 4
    std = math.sqrt(max(ex2 - mean * mean, 0.0))
    table, sheet = (1.96 * math.sqrt(max(v, 0.0)) / (2 * std * std) if std else 0.0
                    for v in (var, (ex4 - ex2 * ex2) / sheet_rounds))
    return table, sheet


def rounding_sources(pays, buckets, wins, probs, bet, cost, top=6) -> dict:
    """Where rounding to 0.1x costs the table's RTP: each engine win's change (pay - win)
    times its probability in the post-stratified table with even weights, summed by the win
    (multiples of the bet): the ones that cost or give most, and the totals rounded down and
    up (percentage points of return per unit of cost)."""
    n_b = len(probs)
    count = [0] * n_b
    for b in buckets:
        count[b] += 1
    live = [b for b in range(n_b) if probs[b] and count[b]]
    mass = sum(probs[b] for b in live)
    seen: dict = {}                         # (win, pay, bucket): rows
    for pay, b, win in zip(pays, buckets, wins):
        if probs[b] and win * 100 != pay * bet:
            seen[win, pay, b] = seen.get((win, pay, b), 0) + 1
    by_win: dict = {}
    for (win, pay, b), rows in seen.items():
        exact = Fraction(win * 100, bet)
        q = probs[b] / mass * Fraction(rows, count[b])
        got = by_win.setdefault(exact, [Fraction(0), Fraction(0), pay])
        got[0] += q
        got[1] += q * (pay - exact)
    unit = 100 * cost
    ranked = sorted(by_win.items(), key=lambda kv: kv[1][1])
    rows = [{"win_x": float(win / 100), "pays_x": pay / 100, "rounds": float(q),
             "pp": float(change / unit * 100)} for win, (q, change, pay) in ranked]
    return {"down_pp": sum(r["pp"] for r in rows if r["pp"] < 0),
            "up_pp": sum(r["pp"] for r in rows if r["pp"] > 0),
            "most_down": rows[:top], "most_up": rows[::-1][:top]}


def _even_means(pays, buckets, wins, probs, bet) -> tuple:
    """Mean pay (hundredths of the bet) of the post-stratified table with even weights in
    each bucket: at the engine's exact wins, and at the rounded pays."""
    n = len(probs)
    count, exact, paid = [0] * n, [Fraction(0)] * n, [0] * n
    for pay, b, win in zip(pays, buckets, wins):
        count[b] += 1
        exact[b] += Fraction(win * 100, bet)
        paid[b] += pay
    live = [b for b in range(n) if probs[b] and count[b]]
    mass = sum(probs[b] for b in live)
    return (sum(probs[b] / mass * exact[b] / count[b] for b in live),
            sum(probs[b] / mass * Fraction(paid[b], count[b]) for b in live))


def needs(game, bet, probs, have, keep=KEEP, means=None) -> dict:
    """{bucket: rows the search must find} for one lane: each bucket the sheet gives better
    odds than 1 in 100 million that the plain run left empty (one round; the cap is a point,
    one is all it needs), and each from KEEP_FROM x up that holds fewer than its share of
    rows: `keep`, or keep x (s / SPREAD_SHARE)^2 for a bucket carrying a share s of the
    sheet's E[pay^2] (from its `means`, hundredths of the bet: p mean^2, a lower bound of its
    part). Its rows' mean of pay^2 then has a standard error of about s / sqrt(rows) of the
    whole where pay^2 varies within it as much as its mean (a bucket spanning 5x): at keep 50,
    (s / 0.04)^2 rows, +-4%. At 100,000 plain rounds one base game's 1000-5000x (s = 0.49)
    held 4 rounds, and its average win and most of the table's std were theirs."""
    bounds, top = bucket_bounds(game, bet), len(probs) - 1
    cap = game.cap_multiple * 100
    second = [p * ((cap if b == top else means[b] or 0) if means else 0) ** 2
              for b, p in enumerate(probs)]
    whole = sum(second)
    out = {}
    for b, p in enumerate(probs):
        if p <= RARE:
            continue
        want = 1
        if b != top and bounds[b][0] >= KEEP_FROM * 100:
            share = float(second[b] / whole) if whole else 0.0
            want = max(keep, math.ceil(keep * (share / SPREAD_SHARE) ** 2))
        if have[b] < want:
            out[b] = want - have[b] if want > 1 else 1
    return out


def _search(game, lanes, seed, budget, workers, progress, keep=KEEP):
    """Rounds for each lane's `needs`, played from client seed "export-search", for all the
    lanes (a mode's choices) at once, until each bucket has its rows or `budget` rounds are
    spent; appended to each lane's books and table in nonce order. A bucket wanted `keep`
    times keeps its first rounds up to that; one wanted once keeps up to KEEP_FOUND of the
    batch that found it. Each lane's report goes in lane.search.

    Every round kept for a bucket's inside is played in full (or stopped only once past every
    bucket wanted): its rows are then a fair sample of the bucket. Only while the cap alone is
    wanted (a point: any round of it is as good as another) does the search drop a first
    screen two scatters short of the feature."""
    labels = bucket_names(game.cap_multiple)
    mode, bet = lanes[0].mode, lanes[0].bet
    top = len(labels) - 1
    wanted = []
    for lane in lanes:
        have = [0] * len(lane.probs)
        for b in lane.buckets:
            have[b] += 1
        wanted.append(needs(game, bet, lane.probs, have, keep,
                            sheet_means(lane.section, bet)))
    if budget is None and any(wanted):
        # enough to see each wanted bucket's rows with about 95% chance (3 / p rounds for
        # one, (k + 2 sqrt k) / p for k), and at least 30 plain runs' worth: the search
        # stops as soon as each has its rounds
        budget = max(30 * len(lanes[0].buckets),
                     max(math.ceil((k + 2 * math.sqrt(k)) / lane.probs[b])
                         for lane, want in zip(lanes, wanted) for b, k in want.items()))
    for lane, want in zip(lanes, wanted):
        lane.search = {"wanted": {labels[b]: k for b, k in sorted(want.items())},
                          "played": 0, "found": {}, "budget": budget, "keep": keep,
                          "shared_with": [x.name for x in lanes if x is not lane]}
    landing = game.landing_strata(mode)
    dumps = _encoder()
    chunk = 20_000
    nonce, began = 0, time.perf_counter()
    while any(wanted) and budget and nonce < budget:
        live = [i for i, want in enumerate(wanted) if want]
        short = max(0, landing[1] - 1) if landing else 0
        if any(set(wanted[i]) != {top} for i in live):
            short = 0
        task_lanes = [(lanes[i].choices, {b: KEEP_FOUND if k == 1 else k
                                             for b, k in wanted[i].items()},
                       lanes[i].name) for i in live]
        batch: list = []
        while len(batch) < max(1, workers) * 4 and nonce < budget:
            batch.append((game.id, game.version, mode, task_lanes, bet, seed, SEARCH, nonce,
                          min(nonce + chunk, budget), 0, short))
            nonce = min(nonce + chunk, budget)
        kept_now: list = [dict.fromkeys(w, 0) for w in wanted]
        for result in _imap(batch, workers):
            for i, part in zip(live, result["lanes"]):
                lane, report = lanes[i], lanes[i].search
                report["played"] += result["played"]
                # renumber the kept rounds' ids to follow the table, then keep them
                kept = []
                for line, pay, b, win in zip(filter(None, part["text"].split(b"\n")),
                                             part["pays"], part["buckets"], part["wins"]):
                    k = wanted[i].get(b, 0)
                    if not k or kept_now[i][b] >= (KEEP_FOUND if k == 1 else k):
                        continue
                    book = json.loads(line)
                    book["id"] = len(lane.pays) + 1
                    kept.append(dumps(book))
                    lane.pays.append(pay)
                    lane.buckets.append(b)
                    lane.wins.append(win)
                    report["found"][labels[b]] = report["found"].get(labels[b], 0) + 1
                    kept_now[i][b] += 1
                if kept:
                    lane.books.write(b"\n".join(kept) + b"\n")
            if progress:
                progress(f"{game.id} {mode} search", nonce, budget)
        for i in live:                  # a bucket's rows found in a batch count off its need
            wanted[i] = {b: k - kept_now[i][b] for b, k in wanted[i].items()
                         if k > kept_now[i][b]}
    for lane, want in zip(lanes, wanted):
        lane.search["missing"] = {labels[b]: k for b, k in sorted(want.items())}
        lane.search["seconds"] = time.perf_counter() - began


def spread_lines(e) -> list:
    """One mode's std and buckets against its sheet, as markdown."""
    t, s = e["table"], e["sheet"]
    lo, hi = t.get("std_ci95", (t["std"], t["std"]))
    lines = [f"**{e['name']}**: std {t['std']:.2f} (95% interval from its rows {lo:.2f}-"
             f"{hi:.2f}) against the sheet's {s['std']:.2f}"
             + (f" (+-{s['std_ci95'][1] - s['std']:.2f} over its {s['rounds']:,} rounds)"
                if "std_ci95" in s else "") + f": {e['std_off']:+.1%}; rounding "
             f"to 0.1x cost {e['rounding_cost_pp']:.3f} pp before the lean "
             f"(down {e['rounding']['down_pp']:.3f}, up {e['rounding']['up_pp']:+.3f})", "",
             "| bucket | rows | share of rounds | share of return: sheet (+-95%) | table | "
             "before the lean | lean t | rounds at pay: rounded | with the lean |",
             "|---|---|---|---|---|---|---|---|---|"]
    for b in e["buckets"]:
        if not b["sheet"] and not b["rows"]:
            continue
        ci = f" +-{b['return_ci95']:.4%}" if b.get("return_ci95") is not None else ""
        lines.append(f"| {b['bucket']} | {b['rows']:,} | {b['sheet']:.5%} | "
                     f"{b['return_sheet']:.4%}{ci} | {b['return_table']:.4%} | "
                     f"{b['return_even']:.4%} | {b['lean']:+.3f} | {b['paid_even']:.4%} | "
                     f"{b['paid_table']:.4%} |")
    return lines


def format_report(r) -> str:
    def made(part) -> str:
        return (f"`{part['command']}` (seed {part['seed']}, {part['rounds']:,} plain rounds "
                f"per mode, {part['engine']} engine)")
    if "parts" in r:            # a joined export (engine/tools/export_join.py)
        parts = [f"Joined by `{r['command']}` from exports made apart, each mode as its own "
                 "command made it:", "",
                 *(f"- {', '.join(part['modes'])}: {made(part)}" for part in r["parts"]), ""]
        sheet = "The sheet they match"
    else:
        parts, sheet = [], f"Made by {made(r)}; the sheet it matches"
    lines = [f"# Export: {r['name']} (config version {r['config_version']})", "", *parts,
             f"{sheet} was made with seed {r['sheet_seed']}. The modes' RTPs are within "
             f"{r['rtp_spread'] * 100:.3f} pp of each other. Each table's weights give every "
             "win-size bucket its probability in the sheet and lean within the buckets to the "
             "sheet's RTP; payouts are whole 0.1x steps (nearest, halves to even), and the "
             "rounding cost is what that took from the RTP before the lean made it up. std is "
             "per unit of cost. Any book replays with `python -m engine verify` and its `proof` "
             "(engine.tools.export.verify_args).", "",
             "| mode | cost | rows | RTP (sheet) | hit rate (sheet) | max win, 1 in | "
             "std (sheet) | rounding cost |",
             "|---|---|---|---|---|---|---|---|"]
    for e in r["modes"]:
        t, s = e["table"], e["sheet"]
        odds = f"{t['max_win_x']:,.1f}x, {t['max_win_odds']:,.0f}" if t["max_win_odds"] \
            else "none"
        lines.append(f"| {e['name']} | {e['cost']:g}x | {e['rows']:,} | {t['rtp']:.4%} "
                     f"({s['rtp']:.4%}) | {t['hit_rate']:.4%} ({s['hit_rate']:.4%}) | {odds} "
                     f"(sheet {s['max_win_x']:,}x, 1 in {1 / s['cap_rate']:,.0f}) | "
                     f"{t['std']:.2f}x ({s['std']:.2f}x) | {e['rounding_cost_pp']:.4f} pp |")
    lines.append("")
    for e in r["modes"]:
        search = e["search"]
        found = ", ".join(f"{k} {v}" for k, v in search["found"].items()) or "none"
        wanted = ", ".join(f"{k} {v}" for k, v in search["wanted"].items()) or "nothing"
        shared = search.get("shared_with")
        lines.append(f"- {e['name']}: {e['plain_rounds']:,} plain rounds in "
                     f"{e['plain_seconds']:.0f} s, {e['seconds']:.0f} s in all; search played "
                     f"{search['played']:,} rounds"
                     + (f" (with {', '.join(shared)}: one search)" if shared else "")
                     + f" for (bucket, rows wanted) {wanted}; kept {found}"
                     + (f"; buckets the sheet gives odds better than 1 in 100 million with "
                        f"no round: {', '.join(e['rare_missing'])}" if e["rare_missing"]
                        else "") + ("" if e["rtp_reached"] else
                                    "; the sheet's RTP could not be reached by the lean")
                     + (f"; NOT MET: {', '.join(e['unmet'])}" if e["unmet"] else
                        "; every check against the sheet is met"))
    lines += ["", "Each table against its sheet, bucket by bucket (shares of a unit of cost; "
              "the sheet's 95% interval of a share of return is +-; rounds AT PAY counts a "
              "round by what it pays, so rounding moves some across an edge, and the lean "
              "moves them by its weights):"]
    for e in r["modes"]:
        if "buckets" in e and e["buckets"] and "return_table" in e["buckets"][0]:
            lines += ["", *spread_lines(e)]
    return "\n".join(lines) + "\n"
