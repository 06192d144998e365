"""Playing the rounds: the plain run and the search for rare buckets' rows, over worker processes,
one Lane per player choice of a mode."""
import json
import math
import time
from array import array
from dataclasses import dataclass, field
from typing import Any

from engine import events as ev
from engine.buckets import bucket, bucket_names
from engine.games import load_game
from engine.rng import FairRng, seed_triple
from engine.round import play_round
from engine.tools.runner import no_cycle_collector
from engine.tools.export.format import book_line, encoder
from engine.tools.export.weighting import RARE, bucket_bounds, mode_name, sheet_means, targets


PLAIN, SEARCH = "export", "export-search"      # client seeds of the plain run and the search

KEEP_FOUND = 4                                 # at most, per empty bucket below KEEP_FROM: the
                                               # search stops after the batch that found one

KEEP = 50                                      # rows each bucket from KEEP_FROM up holds at

KEEP_FROM = 100                                # least (x the bet): the search tops it up, so a
                                               # rare bucket's inside is its rounds', not 4's;

SPREAD_SHARE = 0.28                            # and KEEP x (s / this)^2 where it carries a
                                               # share s > this of E[pay^2] (needs())

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
    dumps = encoder()
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
            line, pay = book_line(first_id + len(pays[i]), events, bet, cap, label, dumps)
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

def play_plain(game, lane, rounds, seed, workers, progress):
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

def default_budget(plain: int, wants) -> int:
    """--search's default for a mode: enough to see each wanted bucket's rows with about 95%
    chance (3 / p rounds for one, (k + 2 sqrt k) / p for k), and at least 30 plain runs'
    worth: the search stops as soon as each has its rounds. `wants`: (probs, {bucket: rows})
    of each of the mode's lanes."""
    return max(30 * plain, max((math.ceil((k + 2 * math.sqrt(k)) / probs[b])
                                for probs, want in wants for b, k in want.items()), default=0))


def search_plan(game, sections, rounds, keep=KEEP) -> int:
    """The rounds a mode's search will play at most by default, told before its plain run:
    the buckets its plain rounds would miss, at the sheet's odds (the counts they are likely
    to hold), priced as default_budget prices what they did miss."""
    wants = []
    for section in sections:
        lane = Lane.of(section)
        have = [round(rounds * p) for p in lane.probs]
        wants.append((lane.probs, needs(game, lane.bet, lane.probs, have, keep,
                                        sheet_means(section, lane.bet))))
    return default_budget(rounds, wants) if any(want for _, want in wants) else 0


def search_rows(game, lanes, seed, budget, workers, progress, keep=KEEP):
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
        budget = default_budget(len(lanes[0].buckets),
                                [(lane.probs, want) for lane, want in zip(lanes, wanted)])
    for lane, want in zip(lanes, wanted):
        lane.search = {"wanted": {labels[b]: k for b, k in sorted(want.items())},
                          "played": 0, "found": {}, "budget": budget, "keep": keep,
                          "shared_with": [x.name for x in lanes if x is not lane]}
    landing = game.landing_strata(mode)
    dumps = encoder()
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
        batch_from = nonce
        while len(batch) < max(1, workers) * 4 and nonce < budget:
            batch.append((game.id, game.version, mode, task_lanes, bet, seed, SEARCH, nonce,
                          min(nonce + chunk, budget), 0, short))
            nonce = min(nonce + chunk, budget)
        kept_now: list = [dict.fromkeys(w, 0) for w in wanted]
        for finished, result in enumerate(_imap(batch, workers), 1):
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
            if progress:                # the rounds of this batch's tasks done so far
                progress(f"{game.id} {mode} search", min(batch_from + finished * chunk, budget),
                         budget)
        for i in live:                  # a bucket's rows found in a batch count off its need
            wanted[i] = {b: k - kept_now[i][b] for b, k in wanted[i].items()
                         if k > kept_now[i][b]}
    for lane, want in zip(lanes, wanted):
        lane.search["missing"] = {labels[b]: k for b, k in sorted(want.items())}
        lane.search["seconds"] = time.perf_counter() - began
