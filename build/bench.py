"""python build/bench.py: frame times of the busiest scenes (turbo; an anticipation, a whole
board winning and bursting into sparks, multiplier values adding up, a trigger; a big win's
coin shower; the scenery moving), each game at rest (its symbols glinting, its logo's shine)
in a 1280x720 window and full HD, the idle lobby, launch
time and memory, printed.

Offscreen (dummy video driver), so it measures the drawing work, not a monitor's refresh. Speed
is a printed figure here, never a timed test.
"""
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))    # this checkout's client
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def frame_times(game_id, frames=600, size=(1280, 720)):
    """Frame times of a game's busiest steps over its moving scenery, with the canvas scaled
    to a window of `size` (1920x1080: a full HD screen)."""
    import tempfile
    from game.window.app import App
    from game.window.scenes.slot import SlotScene
    app = App(size=size, data_dir=tempfile.mkdtemp())
    scene = app.push(SlotScene(app, game_id=game_id))
    scene.anim.pace("turbo")
    times = []
    for i in range(frames):
        if not scene.anim.busy:        # keep the busiest moments coming
            busiest(scene, i)
        start, cpu = time.perf_counter(), time.process_time()
        app.step(1 / 60)
        times.append((time.perf_counter() - start, time.process_time() - cpu))
    return times


def busiest(scene, i):
    """The board's busiest moments, in turn: a landing one short of a trigger (the columns
    glowing, the scatters pulsing), a whole board winning, bursting and refilling, values
    adding up, and a feature's trigger (its ring of light) with a banner; sparks everywhere."""
    from engine import events as ev
    from game.window.board.animator import SummedMultiplier, Fall, Land, Trigger
    game, anim, view = scene.game, scene.anim, scene.view
    symbols = list(game.paytable.pays)
    rows, cols = game.rows, game.cols
    cells = [[symbols[(r * 3 + c + i) % len(symbols)] for c in range(cols)] for r in range(rows)]
    trigger = scene.look.roles.symbol("trigger") or symbols[0]
    for r, c in ((0, 0), (2, 1), (4 % rows, 2)):
        cells[r][c] = trigger
    every = [[r, c] for r in range(rows) for c in range(cols)]
    anim.queue.append(Land(cells, {"symbol": trigger, "count": 4}))
    anim.queue.append(board_wins(every[:rows * cols // 2], every[rows * cols // 2:]))
    anim.feed(ev.explode(every))
    anim.queue.append(Fall([row[:] for row in cells]))
    values = [2, 5, 10, 25, 100]
    spots = every[::max(1, len(every) // len(values))][:len(values)]
    anim.queue.append(SummedMultiplier(ev.multiplier(sum(values), "summed", values=values,
                                                     positions=spots, amount=12345,
                                                     added=12000)))
    anim.progress.note_trigger(trigger)
    anim.queue.append(Trigger(scene.theme["frame"]))
    for r in range(rows):
        for c in range(cols):
            view.burst(r, c, cells[r][c])


def board_wins(*halves):
    """Two wins covering the board (as one evaluation's)."""
    from types import SimpleNamespace

    from engine import events as ev
    from game.window.board.animator import Wins
    tally = SimpleNamespace(total=5000)          # the round's total so far, as a tally says it
    return Wins([ev.win("x", h, "1", 1000 + len(h), tally) for h in halves])


def big_win_times(game_id, size, frames=300):
    """A big win's count-up over the board: the dimmed screen, its coin shower at the epic
    tier's rate, the plaque popping in and beating, the meters counting with it."""
    import tempfile
    from game.window.app import App
    from game.window.celebration import Celebration
    from game.window.scenes.slot import SlotScene
    app = App(size=size, data_dir=tempfile.mkdtemp())
    scene = app.push(SlotScene(app, game_id=game_id))
    bet = scene.session.bet
    times = []
    for _ in range(frames):
        if scene.celebration is None:
            scene.celebration = Celebration(150 * bet, bet)
        start, cpu = time.perf_counter(), time.process_time()
        app.step(1 / 60)
        times.append((time.perf_counter() - start, time.process_time() - cpu))
    return times[30:]          # once the shower is full


def stepped(app, frames) -> list:
    """(wall, CPU) seconds of each of `frames` steps of `app` at 60 frames a second."""
    times = []
    for _ in range(frames):
        start, cpu = time.perf_counter(), time.process_time()
        app.step(1 / 60)
        times.append((time.perf_counter() - start, time.process_time() - cpu))
    return times


def idle_times(game_id, size, frames=600):
    """A game at rest: its scenery moving, symbols glinting and breathing now and then, its
    logo's shine (issue 49, 5)."""
    import tempfile
    from game.window.app import App
    from game.window.scenes.slot import SlotScene
    app = App(size=size, data_dir=tempfile.mkdtemp())
    app.push(SlotScene(app, game_id=game_id))
    return stepped(app, frames)[10:]


def lobby_times(size, frames=300):
    """The lobby idle: its scenery moving."""
    import tempfile
    from game.window.app import App
    from game.window.scenes.lobby import LobbyScene
    app = App(size=size, data_dir=tempfile.mkdtemp())
    app.push(LobbyScene(app))
    return stepped(app, frames)[10:]


def report(name, times):
    """Wall-clock figures, and the p99 of the CPU time the frame took: on a machine shared
    with other work the wall clock counts their time too."""
    wall = sorted(t for t, _ in times)
    p99 = wall[int(len(wall) * 0.99) - 1] * 1000
    print(f"{name:<40} {statistics.median(wall) * 1000:>10.2f} {p99:>8.2f} "
          f"{wall[-1] * 1000:>8.2f} {cpu_p99(times):>12.2f}")


def launch_time(runs: int = 3) -> tuple[float, int]:
    """Launch to the first frame, the best of `runs` starts in one fresh data folder, and the
    first failed start's exit code (0: none failed). Never the player's folder: a data file
    another build wrote (a newer schema) stops a start at once, which timed 0.14 s as a launch
    of d541311 beside this build (issue 54)."""
    import tempfile
    best, code = float("inf"), 0
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(runs):
            start = time.perf_counter()
            out = subprocess.run([sys.executable, "-m", "game", "--first-frame",
                                  "--data-dir", folder], capture_output=True, text=True,
                                 timeout=120, env={**os.environ})
            best = min(best, time.perf_counter() - start)
            code = code or out.returncode
    return best, code


def visit(rounds=1):
    """What a player does: the lobby, then each game entered, `rounds` rounds played in turbo
    and left for the lobby again. Prints this process's peak memory in MB."""
    import tempfile
    from engine.games import available_games
    from game.window.app import App
    from game.window.scenes.lobby import LobbyScene
    from game.window.scenes.slot import SlotScene
    app = App(data_dir=tempfile.mkdtemp())
    lobby = app.push(LobbyScene(app))
    app.step(1 / 60)
    for game_id in available_games():
        slot = app.push(SlotScene(app, game_id=game_id))
        slot.anim.pace("turbo")
        for _ in range(rounds):
            slot.start_round("base")
            for _ in range(3000):
                app.step(1 / 30)
                if not slot.in_round and slot.celebration is None:
                    break
        while app.top is not lobby:
            app.pop()
        app.step(1 / 60)
    app.storage.close()
    print(round(peak_memory_mb() or 0))


def visit_memory() -> int:
    """Peak memory (MB) of a fresh process that visits the three games (visit)."""
    out = subprocess.run([sys.executable, __file__, "--visit"], capture_output=True,
                         text=True, timeout=600, env={**os.environ})
    return int(out.stdout.split()[-1])


def scenes():
    """(name, size, frame times) of every scene measured, in the printed order."""
    from engine.games import available_games
    for size in ((1280, 720), (1920, 1080)):
        for game_id in available_games():
            times = frame_times(game_id, size=size)[10:]   # the first frames rasterise sprites
            yield f"{game_id} {size[0]}x{size[1]}", size, times
            yield f"{game_id} big win {size[0]}x{size[1]}", size, big_win_times(game_id, size)
            yield f"{game_id} idle {size[0]}x{size[1]}", size, idle_times(game_id, size)
        yield f"lobby {size[0]}x{size[1]}", size, lobby_times(size)


def cpu_p99(times) -> float:
    cpu = sorted(c for _, c in times)
    return cpu[int(len(cpu) * 0.99) - 1] * 1000


def figures() -> dict:
    """The figures build/figures.py sets beside their budgets: at each size, the worst
    scene's frame CPU p99 (ms) and its name, and each scene's; launch to the first frame, the
    best of three (s); peak memory visiting the three games (MB)."""
    worst: dict = {}
    each: dict = {}
    for name, size, times in scenes():
        key = f"{size[0]}x{size[1]}"
        ms = each[name] = round(cpu_p99(times), 2)
        if ms > worst.get(key, (0.0, ""))[0]:
            worst[key] = (ms, name.removesuffix(f" {key}"))
    return {"frame_cpu_p99_ms": {k: v[0] for k, v in worst.items()},
            "worst": {k: v[1] for k, v in worst.items()},
            "scenes": each,           # every scene's, by its printed name (size included)
            "launch_s": launched(),
            "memory_mb": visit_memory()}


def launched() -> float:
    seconds, code = launch_time()
    if code:
        raise SystemExit(f"python -m game --first-frame exited {code}: no launch to time")
    return round(seconds, 2)


def main():
    print(f"{'scene':<40} {'median ms':>10} {'p99 ms':>8} {'max ms':>8} {'cpu p99 ms':>12}")
    for name, _, times in scenes():
        report(name, times)
    seconds, code = launch_time()
    print(f"launch to first frame: {seconds:.2f} s (exit {code})")
    print(f"peak memory visiting the three games (lobby, a round each): {visit_memory()} MB")
    from engine.games import available_games
    rss = peak_memory_mb()
    print(f"peak memory of this benchmark process ({len(available_games()) * 4 + 2} clients "
          "made one after another): "
          + (f"{rss:.0f} MB" if rss is not None else "not measured on this system"))


def peak_memory_mb():
    """This process's peak resident memory in MB, or None on Windows, which has no
    `resource` module; macOS counts ru_maxrss in bytes."""
    if sys.platform.startswith("linux"):   # this program's own high-water mark: ru_maxrss
        try:                                # keeps a parent's (a child of a 400 MB bench read 394)
            status = Path(Path.cwd().anchor, "proc", "self", "status").read_text()
            return int(status.split("VmHWM:")[1].split()[0]) / 1024
        except (OSError, IndexError, ValueError):
            pass
    try:
        import resource
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 2 ** 20 if sys.platform == "darwin" else peak / 1024


if __name__ == "__main__":
    if sys.argv[1:] == ["--visit"]:
        visit()
    elif sys.argv[1:] == ["--launch"]:   # for build/figures.py: the PYTHONPATH's program
        seconds, code = launch_time()
        print(f"launch to first frame: {seconds:.2f} s (exit {code})")
    elif sys.argv[1:] == ["--json"]:            # for build/figures.py: one JSON line
        import json
        print(json.dumps(figures()))
    else:
        main()
