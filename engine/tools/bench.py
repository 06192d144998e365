"""`python -m engine bench`: each game's base game against a bare loop of its shape.

A figure in rounds/s says little on a shared machine; a ratio to a loop measured in the same
process, moments apart, says how much the engine costs over the least a round of that shape
can cost in pure Python. The bare loops are that least: the game's own reel weights and pays,
a grid of its size, its evaluation written plainly (Python's `random`, no events, no cap, no
fairness stream, no checks, no features):

- counts (the pays-anywhere game): 6x5, a symbol pays on 8+ anywhere, winners removed, survivors
  fall, new symbols from the top, until nothing pays; then the scatters are counted;
- clusters (the cluster game): 8x8, 4-connected blocks of 5+ flooded, removed, refilled from
  the refill reels, until nothing pays;
- runs (the emptying grid): 5x5, runs of 3+ in every row and column removed, survivors fall
  with no refill, until nothing runs.

The engine is timed on the simulation's own path (`engine.tools.simulate.play_chunk`, the rounds a
`simulate` worker plays), from the source in this process and from the compiled copy
(build/compile.py) in a child process that times its own bare loop: each ratio is measured
in one process. CPU time of the process (`time.process_time`), the best of a few repeats.
"""
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPEATS = 3


# --- the bare loops: the least a round of each shape costs ------------------------------------

def _columns(tables):
    """(items, cumulative weights) per column, for random.choices."""
    out = []
    for table in tables:
        cum, run = [], 0
        for w in table.weights:
            run += w
            cum.append(run)
        out.append((list(table.items), cum))
    return out


def _prices(game, bet):
    """{symbol: [minor units per count]} at `bet`, as plain integers."""
    pt = game.paytable
    top = game.rows * game.cols
    out = {}
    for symbol in pt.pays:
        row = []
        for n in range(top + 1):
            pay = pt.pay(symbol, n)
            row.append(0 if pay is None else bet * pay.numerator // pay.denominator)
        out[symbol] = row
    return out


def bare_counts(game, rounds: int, seed: int = 1) -> int:
    """Pays-anywhere tumbles on the game's base reels; returns the total won (so that no
    step can be skipped)."""
    rows, bet = game.rows, game.bets.default
    columns = _columns(game.reels["base"])
    prices, low = _prices(game, bet), game.paytable.min_count
    choices = random.Random(seed).choices
    scatter = game.trigger_symbol           # its symbol of kind scatter, counted at the end
    total = 0
    for _ in range(rounds):
        grid = [choices(items, cum_weights=cum, k=rows) for items, cum in columns]
        while True:
            counts: dict = {}
            for column in grid:
                for s in column:
                    counts[s] = counts.get(s, 0) + 1
            paid = {s for s, n in counts.items() if n >= low and s in prices}
            if not paid:
                break
            for s in paid:
                total += prices[s][counts[s]]
            for c, column in enumerate(grid):
                keep = [s for s in column if s not in paid]
                if len(keep) < rows:
                    items, cum = columns[c]
                    grid[c] = choices(items, cum_weights=cum, k=rows - len(keep)) + keep
        total += sum(column.count(scatter) for column in grid)
    return total


def bare_clusters(game, rounds: int, seed: int = 1) -> int:
    """4-connected cluster tumbles on an 8x8 flat grid with an empty border."""
    rows, cols, bet = game.rows, game.cols, game.bets.default
    first_screen = _columns(game.reels["base"])
    refill = _columns(game.reels.get("base_refill", game.reels["base"]))
    prices, low = _prices(game, bet), game.paytable.min_count
    choices = random.Random(seed).choices
    w = cols + 1
    total = 0
    for _ in range(rounds):
        grid = [choices(items, cum_weights=cum, k=rows) for items, cum in first_screen]
        while True:
            flat: list = [None] * (w * (rows + 2))
            for c, column in enumerate(grid):
                for r, s in enumerate(column):
                    flat[(r + 1) * w + c] = s
            seen = [False] * len(flat)
            gone = set()
            for start in range(w, w * (rows + 1)):
                s = flat[start]
                if s is None or seen[start]:
                    continue
                seen[start] = True
                block, stack = [], [start]
                while stack:
                    i = stack.pop()
                    block.append(i)
                    for j in (i - w, i + w, i - 1, i + 1):
                        if not seen[j] and flat[j] == s:
                            seen[j] = True
                            stack.append(j)
                if len(block) >= low and s in prices:
                    total += prices[s][len(block)]
                    gone.update(block)
            if not gone:
                break
            for c in range(cols):
                keep = [grid[c][r] for r in range(rows) if (r + 1) * w + c not in gone]
                if len(keep) < rows:
                    items, cum = refill[c]
                    grid[c] = choices(items, cum_weights=cum, k=rows - len(keep)) + keep
    return total


def bare_runs(game, rounds: int, seed: int = 1) -> int:
    """Runs of 3+ in rows and columns, removed; survivors fall, nothing refills."""
    rows, cols, bet = game.rows, game.cols, game.bets.default
    columns = _columns(game.reels["base"])
    prices, low = _prices(game, bet), game.paytable.min_count
    choices = random.Random(seed).choices
    total = 0
    for _ in range(rounds):
        grid = [choices(items, cum_weights=cum, k=rows) for items, cum in columns]
        while True:
            gone = set()
            lines = [[(r, c) for c in range(cols)] for r in range(rows)] + \
                    [[(r, c) for r in range(rows)] for c in range(cols)]
            for line in lines:
                i = 0
                while i < len(line):
                    r, c = line[i]
                    s = grid[c][r]
                    j = i + 1
                    while j < len(line) and s is not None and grid[line[j][1]][line[j][0]] == s:
                        j += 1
                    if s is not None and j - i >= low and s in prices:
                        total += prices[s][j - i]
                        gone.update(line[i:j])
                    i = j
            if not gone:
                break
            for c in range(cols):
                keep = [grid[c][r] for r in range(rows)
                        if grid[c][r] is not None and (r, c) not in gone]
                grid[c] = [None] * (rows - len(keep)) + keep
    return total


BARE = {"counts": bare_counts, "clusters": bare_clusters, "runs": bare_runs}  # by Game.PAYS_BY


# --- timing ----------------------------------------------------------------------------------

def _rate(fn, rounds: int) -> float:
    """Rounds per CPU-second of fn(), the best of REPEATS (others' load only slows a run)."""
    best = 0.0
    for _ in range(REPEATS):
        began = time.process_time()
        fn()
        took = max(time.process_time() - began, 1e-9)
        best = max(best, rounds / took)
    return best


def measure(game_ids, rounds: int, seed: int = 99) -> dict:
    """{game id: {"engine": mode, "bare": rounds/s, "rounds": rounds/s}} in this process,
    the engine on the simulation's path (base game, default bet)."""
    from engine.tools import native
    from engine.games import load_game
    from engine.tools.simulate import play_chunk
    out = {}
    for gid in game_ids:
        game = load_game(gid)
        task = (gid, None, None, "base", game.bets.default, seed, 0, rounds, ())
        bare = BARE.get(game.PAYS_BY)
        bare_rate = _rate(lambda b=bare, g=game: b(g, rounds, seed), rounds) if bare else None
        out[gid] = {"engine": native.mode(), "bare": bare_rate,
                    "rounds": _rate(lambda t=task: play_chunk(t), rounds)}
    return out


def compiled_copy(build: bool):
    """(path of an up-to-date compiled copy, None) or (None, why there is none)."""
    from engine.tools import native
    copy = native.COPY
    changed = native.stale(copy)
    if not changed:
        return copy, None
    if not build:
        state = "missing" if "no compiled copy" in changed[0] else "out of date"
        return None, f"not measured: {copy} is {state} (drop --no-compile to build it)"
    script = native.ROOT / "build" / "compile.py"
    if not script.is_file():
        return None, "not measured: an installed copy has no build/compile.py"
    state = "missing" if "no compiled copy" in changed[0] else \
        f"out of date ({len(changed)} engine file{'s' if len(changed) > 1 else ''} changed)"
    print(f"compiling the engine into {copy} first, as it is {state} (mypyc: one to three "
          "minutes, then only when an engine file changes; --no-compile skips it)",
          file=sys.stderr, flush=True)
    began = time.monotonic()
    with tempfile.TemporaryFile("w+") as said:
        done = subprocess.Popen([sys.executable, str(script), "--target", str(copy)],
                                stdout=said, stderr=subprocess.STDOUT, text=True)
        while done.poll() is None:         # a line a half minute: compiling is not a hang
            try:
                done.wait(timeout=30)
            except subprocess.TimeoutExpired:
                print(f"  still compiling ({time.monotonic() - began:.0f} s so far)",
                      file=sys.stderr, flush=True)
        said.seek(0)
        output = said.read()
    if done.returncode != 0:
        last = output.strip().splitlines()[-1:] or ["failed"]
        return None, f"not measured: it could not be built ({last[0]})"
    print(f"  compiled in {time.monotonic() - began:.0f} s", file=sys.stderr, flush=True)
    return copy, None


def measure_compiled(copy: Path, game_ids, rounds: int, seed: int = 99) -> dict:
    """measure() run by a child process on the compiled copy."""
    code = ("import json, sys; from engine.tools.bench import measure; "
            "print(json.dumps(measure(json.loads(sys.argv[1]), int(sys.argv[2]), "
            "int(sys.argv[3]))))")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        filter(None, [str(copy), os.environ.get("PYTHONPATH")]))}
    done = subprocess.run([sys.executable, "-c", code, json.dumps(list(game_ids)), str(rounds),
                           str(seed)], env=env, cwd=str(copy), capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip()[-2000:])
    return json.loads(done.stdout)


def table(source: dict, compiled: dict | None, why: str | None) -> str:
    """The printed table: per game the bare loop, the engine and their ratio, per engine."""
    head = (f"{'game':<20} {'engine':<9} {'bare loop/s':>11} {'engine/s':>9} {'ratio':>6}")
    lines = [head]
    for gid, row in source.items():
        rows = [row] + ([compiled[gid]] if compiled else [])
        for r in rows:
            ratio = f"{r['rounds'] / r['bare']:>5.2f}x" if r["bare"] else f"{'-':>6}"
            bare = f"{r['bare']:>11,.0f}" if r["bare"] else f"{'-':>11}"
            lines.append(f"{gid:<20} {r['engine']:<9} {bare} {r['rounds']:>9,.0f} {ratio}")
        if not compiled:
            lines.append(f"{gid:<20} {'compiled':<9} {why}")
    return "\n".join(lines)


def run(game_ids, rounds: int, build: bool = True, out=None) -> None:
    out = out or sys.stdout
    print(f"base game, default bet, {rounds:,} rounds per measurement, best of {REPEATS}, "
          "rounds per CPU-second; ratio = engine / bare loop in the same process", file=out,
          flush=True)
    copy, why = compiled_copy(build)           # first: a compile is said before a wait
    source = measure(game_ids, rounds)
    compiled = measure_compiled(copy, game_ids, rounds) if copy else None
    print(table(source, compiled, why), file=out, flush=True)
