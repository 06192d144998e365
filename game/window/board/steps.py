"""The animator's steps (game/window/board/animator.py turns events into them): each a timed moment.

The animator shows one step at a time: a screen landing, wins glowing with their pay, symbols
bursting, the rest falling and new ones dropping in, a feature's banner, a player's choice. Each
step has a duration at normal speed; quick halves it, turbo quarters it and skips the trivial
ones; slam-stop finishes the current step at once, except a choice, which waits for the player.
What it shows is only ever what the events say: the last grid event's cells are the board.
Sounds are cues by name (game/window/audio.py), played as a step begins or, for `cues`, at the
moment of the step they belong to (a scatter as it comes to rest); resuming a round plays none.

A step acts on a Stage (game/window/board/stage.py), never on the animator: it writes the board's
state only through `stage.board` (cells, highlight, labels) and the overlay's only through
`stage.overlay`'s methods (banner, total, choice); it draws on `stage.canvas` and throws sparks
by `stage.sparks`; what the round has reached (meters, multiplier) it tells `stage.progress`
through its methods and asks it by queries (`trigger()`, `meter_waits()`), never its fields;
a symbol of a role (the trigger, the wild) it asks `stage.roles` for, so it names no game's
symbol. Each is made from
the event it shows (game/window/board/table.py says which). Every timing reads
game/window/easing.py's progress() and curves.
"""
from collections.abc import Callable, Sequence

import pygame

from engine import events as ev
from game.window.board.stage import Cell, Colour, Stage
from game.window.easing import Ease, drop, flip, progress, pulse, punch, wave
from game.window.look import Plaque

WIN_COLOURS = [(255, 220, 80), (120, 230, 255), (255, 130, 200), (150, 255, 150),
               (255, 170, 90), (200, 160, 255)]


class Step:
    duration = 0.0        # seconds at normal speed
    trivial = False       # skipped in turbo
    blocking = False      # waits for the player (a choice): slam-stop cannot skip it
    covers: frozenset[Cell] = frozenset()  # cells this step draws itself (the board skips them)
    # (fraction of the step, cue, its step): sounds due during it
    cues: Sequence[tuple[float, str, int | None]] = ()
    over = False          # set by begin(): nothing to show (a skipped screen), it ends at once
    held = False          # kept back until the next event says whether it is the round's last
    waits = False         # stops at its middle until a key or click (a plaque autoplay
                          # stopped at: issue 45, 2); slam-stop lets it go

    def begin(self, stage: Stage) -> None:
        pass

    def update(self, stage: Stage, t: float) -> None:
        """State that follows the step's time (a banner's fade), set as time moves, never
        while drawing."""

    def draw(self, surface: pygame.Surface, stage: Stage, t: float) -> None:
        pass

    def end(self, stage: Stage) -> None:
        pass

    def absorb(self, step: "Step") -> bool:
        """Whether the step queued after this one joins it instead (one evaluation's wins)."""
        return False


class Land(Step):
    """A fresh screen drops in column by column (a stagger), each symbol falling in and
    settling with a small bounce. Each column thuds as it lands; each scatter rings a step
    higher than the one before. One short of the trigger the grid event names (its `trigger`:
    that many of a symbol start the feature) with columns still to come, the anticipation rises,
    the waiting symbols glow, and each remaining column falls alone, SLOW times slower."""
    FALL = 0.34           # seconds one symbol takes to fall, at normal speed
    STAGGER = 0.05        # between one column and the next
    ROW = 0.012           # between a column's rows, the bottom first
    SLOW = 2.5            # a column's fall while the board waits for one more

    def __init__(self, cells: ev.Cells, trigger: ev.Trigger | None = None) -> None:
        self.cells = cells
        rows, cols = len(cells), len(cells[0])
        self.covers = frozenset((r, c) for r in range(rows) for c in range(cols))
        self.symbol = trigger["symbol"] if trigger else None
        self.waits_from: int | None = None    # the first column that falls slowed, if any
        if trigger:
            seen = 0
            for c in range(cols - 1):
                seen += sum(1 for r in range(rows) if cells[r][c] == self.symbol)
                if seen >= trigger["count"]:
                    break
                if seen == trigger["count"] - 1:
                    self.waits_from = c + 1
                    break
        self.column_start: list[float] = []
        self.column_fall: list[float] = []
        for c in range(cols):
            if self.waits_from is None or c < self.waits_from:
                start, fall = c * self.STAGGER, self.FALL
            elif c == self.waits_from:    # as the one before it has landed
                start, fall = self.column_start[-1] + self.FALL, self.FALL * self.SLOW
            else:                         # then one at a time
                start, fall = self.column_start[-1] + self.FALL * self.SLOW * 0.6, \
                    self.FALL * self.SLOW
            self.column_start.append(start)
            self.column_fall.append(fall)
        self.duration = max(self.landed(r, c) for r in range(rows) for c in range(cols)) + 0.02

    @property
    def anticipating(self) -> bool:
        return self.waits_from is not None

    def began(self, r: int, c: int) -> float:
        """Seconds (at normal speed) into the step when the symbol at (r, c) starts to fall."""
        rows = len(self.cells)
        slow = self.SLOW if self.waits_from is not None and c >= self.waits_from else 1
        return self.column_start[c] + self.ROW * (rows - 1 - r) * slow

    def landed(self, r: int, c: int) -> float:
        """Seconds into the step when the symbol at (r, c) comes to rest."""
        return self.began(r, c) + self.column_fall[c]

    def start(self, r: int, c: int) -> float:
        """When the symbol at (r, c) starts to fall, as a fraction of the step."""
        return self.began(r, c) / self.duration

    def row_at(self, r: int, c: int, seconds: float) -> float:
        """Where the symbol of (r, c) is (in rows) `seconds` into the step."""
        rows = len(self.cells)
        return drop(progress(seconds, self.began(r, c), self.column_fall[c]), r - rows - 0.6, r)

    def begin(self, stage: Stage) -> None:
        stage.board.show(self.cells)
        stage.board.unlight()
        stage.progress.note_trigger(self.symbol)
        rows, cols = len(self.cells), len(self.cells[0])
        d = self.duration
        cues: list[tuple[float, str, int | None]] = [
            (self.landed(rows - 1, c) / d * 0.97, "land", None) for c in range(cols)]
        ring = self.symbol or stage.roles.symbol("trigger")
        ringing = sorted((self.landed(r, c) / d * 0.97, c) for r in range(rows)
                         for c in range(cols) if ring and self.cells[r][c] == ring)
        if ringing:
            cues += [(at, "ring", n) for n, (at, _) in enumerate(ringing, 1)]
        if self.waits_from is not None:
            last = self.landed(0, self.waits_from - 1) / d * 0.97    # its top row last
            cues.append((last + 0.001, "anticipation", None))
            cues.append((1.0, "anticipation_end", None))    # as the last column lands
        self.cues = cues

    def waiting(self, seconds: float) -> list[Cell]:
        """The cells that glow while the board waits: the trigger's symbols already landed."""
        if self.waits_from is None or seconds < self.landed(0, self.waits_from - 1):
            return []
        return [(r, c) for c in range(len(self.cells[0])) for r in range(len(self.cells))
                if self.cells[r][c] == self.symbol and seconds >= self.landed(r, c)]

    def draw(self, surface: pygame.Surface, stage: Stage, t: float) -> None:
        view, seconds = stage.canvas, t * self.duration
        rows, cols = len(self.cells), len(self.cells[0])
        # the cells waiting, found once a frame (asked once a cell, it worked out every
        # cell's landing again for each of a board's 64 cells)
        waiting = self.waiting(seconds)
        if self.waits_from is not None and seconds < self.duration:
            for c in range(self.waits_from, cols):        # the columns still to come glow
                if seconds < self.landed(0, c):
                    view.column_glow(surface, c, 0.6 + 0.4 * wave(seconds, 0.5))
            for r, c in waiting:
                view.halo(surface, r, c, WAIT_GLOW, 0.55 + 0.45 * wave(seconds, 0.45))
        pulsing = set(waiting)
        for c in range(cols):
            for r in range(rows):
                y = self.row_at(r, c, seconds)
                scale = pulse(seconds, 0.45, 0.12) if (r, c) in pulsing else 1.0
                view.draw_symbol(surface, self.cells[r][c], y, c, scale=scale)


WAIT_GLOW = (255, 214, 120)     # the glow of the symbols waiting for one more


class Wins(Step):
    """Every win of one evaluation pulses and glows together, each with its pay rising from its
    cluster (game/window/board/labels.py)."""
    duration = 0.7
    BEAT = 0.35           # one pulse, seconds

    def __init__(self, wins: list[ev.WinEvent]) -> None:
        self.wins = wins

    def absorb(self, step: Step) -> bool:
        if isinstance(step, Wins):
            self.wins += step.wins
            return True
        return False

    def begin(self, stage: Stage) -> None:
        highlight: dict[Cell, Colour] = {}
        for i, w in enumerate(self.wins):
            for r, c in w["positions"]:
                highlight[(r, c)] = WIN_COLOURS[i % len(WIN_COLOURS)]
        stage.progress.reached(self.wins[-1]["total"])       # the engine's running total
        stage.board.light(highlight, [(w, WIN_COLOURS[i % len(WIN_COLOURS)])
                                     for i, w in enumerate(self.wins)])
        stage.cue("win")

    def scale(self, t: float) -> float:
        """A winning symbol's size `t` (0..1) into the step: a heartbeat, twice."""
        return pulse(t * self.duration, self.BEAT, 0.14)

    def glow(self, t: float) -> float:
        return 0.45 + 0.55 * wave(t * self.duration, self.BEAT)


class Explode(Step):
    """The winning symbols swell, flash and burst into sparks of their own colours."""
    duration = 0.25

    def __init__(self, event: ev.ExplodeEvent) -> None:
        self.positions = [(r, c) for r, c in event["positions"]]
        self.wilds = {(r, c) for r, c in event.get("wilds", [])}
        self.covers = frozenset(self.positions)

    def begin(self, stage: Stage) -> None:
        for r, c in self.positions:
            stage.sparks.burst(r, c, stage.board.cells[r][c])
        stage.cue("explode")

    def draw(self, surface: pygame.Surface, stage: Stage, t: float) -> None:
        for r, c in self.positions:
            colour = stage.board.highlight.get((r, c), (255, 255, 255))
            stage.canvas.halo(surface, r, c, colour, 1 - t, 0.8 + 0.5 * t, growing=True)
            if (r, c) in self.wilds:
                stage.canvas.draw_symbol(surface, stage.roles.symbol("substitute"), r, c,
                                       scale=0.6 + 0.4 * t)
            else:
                stage.canvas.draw_symbol(surface, stage.board.cells[r][c], r, c,
                                      scale=(1 + 0.25 * t) * (1 - Ease.IN_QUAD(t)))

    def end(self, stage: Stage) -> None:
        cells = [row[:] for row in stage.board.cells]
        for r, c in self.positions:
            cells[r][c] = stage.roles.symbol("substitute") if (r, c) in self.wilds else None
        stage.board.show(cells)
        stage.board.unlight(labels=False)


class Fall(Step):
    """Survivors fall to their new rows and new symbols (where the game refills) drop in above,
    column by column, each settling with a small bounce. While a meter stands one short of its
    feature the fall slows, as a landing does. So it does when the grid event's `trigger` (that
    many of a symbol, or of empty cells where the symbol is None, start the feature) stands
    within `within` of its count after the fall: then the cells it waits on glow and pulse and
    the board holds a moment on them, the anticipation rising."""
    FALL = 0.3
    STAGGER = 0.03
    HOLD = 0.7            # the board holds on the cells it waits on before what comes next
    duration = FALL + 5 * STAGGER

    def __init__(self, cells: ev.Cells, trigger: ev.Trigger | None = None,
                 within: int = 1) -> None:
        self.cells = cells
        self.covers = frozenset((r, c) for r in range(len(cells)) for c in range(len(cells[0])))
        self.slow = 1.0
        self.waits_on = waits_on(cells, trigger, within)

    @property
    def anticipating(self) -> bool:
        return bool(self.waits_on)

    def begin(self, stage: Stage) -> None:
        old, new = stage.board.cells, self.cells
        rows, cols = len(new), len(new[0])
        self.slow = Land.SLOW if stage.progress.meter_waits() or self.anticipating else 1.0
        self.falling = (self.FALL + self.STAGGER * (cols - 1)) * self.slow
        self.duration = self.falling + (self.HOLD if self.anticipating else 0.0)
        self.moves: list[tuple[str | None, float, int, int]] = []  # symbol, from, to row, col
        for c in range(cols):
            survivors = [r for r in range(rows) if old[r][c] is not None]
            filled = [r for r in range(rows) if new[r][c] is not None]
            fresh = len(filled) - len(survivors)
            for i, r_new in enumerate(filled):
                if i < fresh:      # new symbols come from above the board
                    start = r_new - fresh - 0.6
                else:
                    start = survivors[i - fresh]
                self.moves.append((new[r_new][c], start, r_new, c))
        stage.board.show(new)
        if any(start != end for _, start, end, _ in self.moves):
            stage.cue("tumble")
        ring = stage.roles.symbol("trigger")
        on_screen = sum(row.count(ring) for row in new) if ring else 0
        fresh = sum(1 for symbol, start, _, _ in self.moves
                    if ring and symbol == ring and start < 0)
        self.cues = [(0.85 + 0.04 * k, "ring", on_screen - fresh + k + 1) for k in range(fresh)]
        if self.anticipating:
            self.cues += [(0.02, "anticipation", None), (1.0, "anticipation_end", None)]

    def row_at(self, start: float, end: int, c: int, seconds: float) -> float:
        if start == end:
            return end
        return drop(progress(seconds, self.STAGGER * c * self.slow, self.FALL * self.slow),
                    start, end)

    def draw(self, surface: pygame.Surface, stage: Stage, t: float) -> None:
        seconds = t * self.duration
        glowing = self.anticipating and seconds < self.duration
        if glowing:                   # the columns it waits on are lit from within
            for c in sorted({c for _, c in self.waits_on}):
                stage.canvas.column_glow(surface, c, 0.5 + 0.4 * wave(seconds, 0.5))
        for symbol, start, end, c in self.moves:
            scale = 1.0
            if glowing and (end, c) in self.waits_on:
                stage.canvas.halo(surface, end, c, WAIT_GLOW, 0.75 + 0.25 * wave(seconds, 0.45),
                               1.15)
                scale = pulse(seconds, 0.45, 0.12)
            stage.canvas.draw_symbol(surface, symbol, self.row_at(start, end, c, seconds), c,
                                  scale=scale)

    def end(self, stage: Stage) -> None:
        stage.board.unlight(highlight=False)


def waits_on(cells: ev.Cells, trigger: ev.Trigger | None, within: int = 1) -> frozenset[Cell]:
    """The cells a screen waits on while it stands short of its trigger by no more than
    `within` (and not at it): the trigger's symbol's cells already there, or where it counts
    empty cells (symbol None: clearing the grid), the symbols still standing."""
    if not trigger:
        return frozenset()
    symbol = trigger["symbol"]
    have = sum(row.count(symbol) for row in cells)
    if not 0 < trigger["count"] - have <= within:
        return frozenset()
    if symbol is None:
        return frozenset((r, c) for r, row in enumerate(cells) for c, s in enumerate(row)
                         if s is not None)
    return frozenset((r, c) for r, row in enumerate(cells) for c, s in enumerate(row)
                     if s == symbol)


class Change(Step):
    """A feature changes cells in place, in the style its game's look names for the grid's
    reason: `rain` (new symbols fall into place), `grow` (the changed block grows out of its
    centre), `flip` (each symbol turns over), `wipe` (left to right), or `stamp` (a flash)."""
    duration = 0.6

    def __init__(self, cells: ev.Cells, style: str = "stamp") -> None:
        self.cells, self.style = cells, style

    def begin(self, stage: Stage) -> None:
        old = self.before = stage.board.cells
        self.changed = frozenset((r, c) for r in range(len(self.cells))
                                 for c in range(len(self.cells[0]))
                                 if old[r][c] != self.cells[r][c])
        self.covers = self.changed
        stage.board.show(self.cells)
        stage.cue("feature")

    def draw(self, surface: pygame.Surface, stage: Stage, t: float) -> None:
        view, style = stage.canvas, self.style
        if style == "grow" and self.changed:
            rows = [r for r, _ in self.changed]
            cols = [c for _, c in self.changed]
            mid_r, mid_c = (min(rows) + max(rows)) / 2, (min(cols) + max(cols)) / 2
            grow = Ease.OUT_BACK(progress(t, 0, 1 / 1.3), 1.6)
        for r, c in sorted(self.changed):
            symbol = self.cells[r][c]
            if style == "rain":                          # symbols rain down into place
                local = progress(t, 0.05 * ((r * 7 + c * 3) % 9) / 1.6, 1 / 1.6)
                view.draw_symbol(surface, symbol, r - (1 - Ease.OUT_CUBIC(local)) * (r + 2), c)
            elif style == "grow":                        # the block grows out of its centre
                view.glow(surface, r, c, (255, 90, 90), strength=1 - t)
                view.draw_symbol(surface, symbol, mid_r + (r - mid_r) * grow,
                                 mid_c + (c - mid_c) * grow, scale=max(0.05, grow))
            elif style == "flip":                        # each symbol flips over
                before = self.before[r][c] if t < 0.5 else symbol
                view.draw_symbol(surface, before, r, c, scale=max(0.05, flip(t)))
            elif style == "wipe":                        # a wipe from left to right
                local = progress(t, c / max(1, len(self.cells[0])) / 2, 0.5)
                view.draw_symbol(surface, symbol, r, c, scale=Ease.OUT_BACK(local))
            else:                                        # stamped in with a flash
                if t < 0.5:
                    view.glow(surface, r, c, (255, 255, 255), strength=1 - t)
                view.draw_symbol(surface, symbol, r, c,
                                 scale=Ease.OUT_BACK(progress(t, 0, 1 / 1.4)))


class SummedMultiplier(Step):
    """A multiplier made of values on the board (a look names its source `sum`): at a
    sequence's end the valued symbols glow, then their values fly one by one to the sequence's
    win and add up there (x2 + x5 = x7), a step higher each; then the win multiplies by the
    sum with a punch. What it shows is the event's: its values, their sum and its amount."""
    EACH = 0.4            # seconds each value's flight takes, at normal speed
    MOST = 2.4            # all the flights together at most
    HOLD = 0.25           # the sum stands before it multiplies
    PUNCH = 0.9           # the win multiplied, with a punch

    def __init__(self, event: ev.MultiplierEvent) -> None:
        self.event = event
        self.values = list(event.get("values", []))
        self.positions = [(r, c) for r, c in event.get("positions", [])]
        n = max(1, len(self.values))
        self.each = min(self.EACH, self.MOST / n)
        self.multiplies_at = self.each * n + self.HOLD
        self.duration = self.multiplies_at + self.PUNCH

    def begin(self, stage: Stage) -> None:
        first = stage.progress.multiplier_rises(len(self.values))
        self.cues = [((i + 1) * self.each / self.duration, "multiplier", first + i + 1)
                     for i in range(len(self.values))]

    def arrived(self, seconds: float) -> int:
        """How many values have reached the win `seconds` into the step."""
        return min(len(self.values), int(seconds / self.each + 1e-9))

    def shown_sum(self, seconds: float) -> int:
        """The sum on show: the values arrived so far, added; the event's value at the end."""
        return sum(self.values[:self.arrived(seconds)])

    def sum_words(self, seconds: float) -> str:
        """x2 + x5 = x7 (the last few terms, when many came)."""
        terms = [f"x{v}" for v in self.values[:self.arrived(seconds)]]
        if len(terms) > 4:
            terms = ["..."] + terms[-3:]
        if len(terms) < 2:
            return " ".join(terms)
        return f"{' + '.join(terms)} = x{self.shown_sum(seconds)}"

    def flight(self, i: int, seconds: float) -> float | None:
        """Where value i is on its way (0..1), or None before it leaves and after it lands."""
        if not i * self.each <= seconds < (i + 1) * self.each:
            return None
        return Ease.IN_OUT_SINE(progress(seconds, i * self.each, self.each))

    def target(self, stage: Stage) -> tuple[float, float]:
        grid = stage.canvas.grid_rect()
        return grid.centerx, grid.y + grid.height * 0.42

    SUM_BELOW = 16        # px: the sum's plate under the target; the win's is WIN_ABOVE over it
    WIN_ABOVE = 46
    SWING = 420           # px aside the plates a flight swings out to

    def path(self, start: tuple[float, float], k: float,
             target: tuple[float, float]) -> tuple[float, float]:
        """Where a value flying from `start` is at k = 0..1: it swings out to the side and
        comes in to the sum from below it, so it never crosses the win's plate above the sum
        (it did: issue 37, 5)."""
        tx, ty = target
        x, y = start
        side = 1 if x >= tx else -1
        end = (tx, ty + self.SUM_BELOW)
        bend = (tx + side * self.SWING, ty + 3 * self.WIN_ABOVE)
        a, b, c = (1 - k) ** 2, 2 * k * (1 - k), k * k
        return (a * x + b * bend[0] + c * end[0], a * y + b * bend[1] + c * end[1])

    def draw(self, surface: pygame.Surface, stage: Stage, t: float) -> None:
        from game.window.board import labels
        view, seconds = stage.canvas, t * self.duration
        arrived = self.arrived(seconds)
        for i, (r, c) in enumerate(self.positions[arrived:], arrived):   # still waiting
            view.halo(surface, r, c, VALUE_GLOW, 0.5 + 0.5 * wave(seconds + i * 0.13, 0.6),
                      size=0.8 + 0.1 * min(4, self.values[i].bit_length() - 1))
        tx, ty = self.target(stage)
        ordinary = self.event.get("amount", 0) - self.event.get("added", 0)
        k: float | None       # the punch's progress, then each value's flight (None: not flying)
        if seconds < self.multiplies_at:
            words = stage.money(ordinary)
            since = seconds - (arrived * self.each) if arrived else 1.0
            labels.plate(surface, words, (tx, ty - self.WIN_ABOVE), 40, (255, 225, 120))
            if arrived:
                labels.plate(surface, self.sum_words(seconds), (tx, ty + self.SUM_BELOW),
                             round(46 * punch(progress(since, 0, self.each))), VALUE_GLOW)
        else:
            k = progress(seconds, self.multiplies_at, self.PUNCH)
            labels.plate(surface, f"{stage.money(ordinary)} x {self.event['value']}",
                         (tx, ty - 46), 34, VALUE_GLOW)
            labels.plate(surface, stage.money(self.event.get("amount", ordinary)), (tx, ty + 20),
                         round(64 * punch(k, 0.5)), (255, 225, 120))
        for i, (r, c) in enumerate(self.positions):
            k = self.flight(i, seconds)
            if k is None:
                continue
            pos = self.path(view.center(r, c), k, (tx, ty))
            labels.plate(surface, f"x{self.values[i]}", pos, round(40 * (1 - 0.35 * k)),
                         VALUE_GLOW)

    def end(self, stage: Stage) -> None:
        stage.progress.set_multiplier(self.event)


VALUE_GLOW = (255, 200, 90)     # a valued symbol's glow, and its value's plate in flight


class Trigger(Step):
    """A feature's trigger gets its moment: the symbols that started it pulse and throw
    sparks, then the light breaks out of the board: a burst of sparks from its centre, rays
    turning behind a flash that punches in, and a ring opening into the feature (a ring alone
    read as plain: issue 37, 2). Any key or click skips it; the Skip feature screens setting
    shortens it, turbo cuts it to a flash."""
    duration = 2.0
    trivial = True        # turbo cuts it to a flash, as it does a banner
    opens = 0.55          # of the step: the symbols pulse until the light opens

    def __init__(self, colour: Sequence[int], duration: float | None = None) -> None:
        self.colour = tuple(colour)
        if duration:
            self.duration = duration

    def begin(self, stage: Stage) -> None:
        stage.board.unlight(highlight=False)
        if stage.skip_screens:
            self.duration = min(self.duration, 0.5)
        symbol = stage.progress.trigger()
        self.cells = [(r, c) for r, row in enumerate(stage.board.cells) for c, s in enumerate(row)
                      if symbol and s == symbol]
        self.covers = frozenset(self.cells)
        if not self.cells:             # a meter's trigger: no symbols to pulse, the light opens
            self.opens, self.duration = 0.1, min(self.duration, 1.6)
        for r, c in self.cells if not stage.cue.quiet else ():    # not while catching up
            stage.sparks.burst(r, c, symbol, 24)
        self.burst = stage.cue.quiet           # the burst from the centre: once, as it opens

    def update(self, stage: Stage, t: float) -> None:
        if t > self.opens and not self.burst:
            self.burst = True
            stage.sparks.burst_at((self.colour, (255, 255, 255), (255, 225, 120)), 60)

    def draw(self, surface: pygame.Surface, stage: Stage, t: float) -> None:
        view, seconds = stage.canvas, t * self.duration
        for r, c in self.cells:
            view.halo(surface, r, c, self.colour, 0.6 + 0.4 * wave(seconds, 0.4), 1.3)
            view.draw_symbol(surface, stage.board.cells[r][c], r, c,
                             scale=pulse(seconds, 0.4, 0.22))
        if t > self.opens:
            k = progress(t, self.opens, 1 - self.opens)
            view.iris(surface, k, self.colour)
            view.light_burst(surface, k, seconds, self.colour)


class Total(Step):
    """A feature's total screen at its end: its name, what it paid and how it went. Any key or
    click skips it; the Skip feature screens setting skips it altogether."""
    duration = 3.0

    def __init__(self, title: str, amount: int, detail: str = "", held: bool = False) -> None:
        """`held`: a big feature's total, kept back until the next event says whether it is
        the round's last word (then a big win's count-up may tell it instead)."""
        self.title, self.amount, self.detail, self.held = title, amount, detail, held

    def begin(self, stage: Stage) -> None:
        if stage.skip_screens:
            self.over = True
            return
        stage.overlay.hide_banner()
        stage.overlay.show_total(self.title, self.amount, self.detail)
        stage.cue("feature")

    def update(self, stage: Stage, t: float) -> None:
        stage.overlay.show_total(self.title, self.amount, self.detail, progress(t, 0, 0.2))

    def end(self, stage: Stage) -> None:
        stage.overlay.hide_total()


class Banner(Step):
    """A feature's plaque (game/window/look.py Plaque, or a title alone), with its cue (a big
    feature's start is its trigger); a big one holds longer, to be read. Any key or click
    skips it."""
    duration = 1.3
    trivial = True

    def __init__(self, plaque: Plaque | str, cue: str = "feature") -> None:
        self.plaque = plaque if isinstance(plaque, Plaque) else Plaque(str(plaque))
        self.cue = cue
        if self.plaque.figure:
            self.duration = 2.0

    def begin(self, stage: Stage) -> None:
        stage.cue(self.cue)
        stage.overlay.show_banner(self.plaque)
        self.over = stage.skip_screens and not self.waits

    def update(self, stage: Stage, t: float) -> None:
        """Fades in over its first quarter, out over its last."""
        fade = min(progress(t, 0, 0.25), 1 - progress(t, 0.75, 0.25))
        stage.overlay.show_banner(self.plaque, fade, t * self.duration)

    def end(self, stage: Stage) -> None:
        stage.overlay.hide_banner()


class Instant(Step):
    """A state change that takes no time: meters, multipliers, marks, spin counters."""

    def __init__(self, apply: Callable[[Stage], object]) -> None:
        self.apply = apply

    def begin(self, stage: Stage) -> None:
        self.apply(stage)


class Choose(Step):
    """The player picks one of the options the game offers: waits for a click or 1/2/3."""
    blocking = True

    def __init__(self, event: ev.ChoiceRequestEvent) -> None:
        self.options = event["options"]
        self.default = event["default"]

    def begin(self, stage: Stage) -> None:
        stage.overlay.ask(self.options, self.default)

    def end(self, stage: Stage) -> None:
        stage.overlay.ask(None)


