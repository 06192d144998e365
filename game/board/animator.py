"""Engine events in, timed animation steps out.

The animator shows one step at a time: a screen landing, wins glowing with their pay, symbols
bursting, the rest falling and new ones dropping in, a feature's banner, a player's choice. Each
step has a duration at normal speed; quick halves it, turbo quarters it and skips the trivial
ones; slam-stop finishes the current step at once, except a choice, which waits for the player.
What it shows is only ever what the events say: the last grid event's cells are the board.
Sounds are cues by name (game/audio.py), played as a step begins or, for `cues`, at the moment
of the step they belong to (a scatter as it comes to rest); resuming a round plays none.
"""
import math

from engine import events as ev
from game.cues import meter_step, one_short
from game.effects import (clamp01, drop, ease_in_out_sine as ease_in_out, ease_out_back,
                          ease_out_cubic, punch, pulse, wave)

SPEEDS = {"normal": 1.0, "quick": 0.5, "turbo": 0.25}
SCATTER = "scatter"       # the Scatter's id in every game (shared/spec/events.md)
WIN_COLOURS = [(255, 220, 80), (120, 230, 255), (255, 130, 200), (150, 255, 150),
               (255, 170, 90), (200, 160, 255)]


class Step:
    duration = 0.0        # seconds at normal speed
    trivial = False       # skipped in turbo
    blocking = False      # waits for the player (a choice): slam-stop cannot skip it
    covers = frozenset()  # cells this step draws itself (the board skips them)
    cues = ()             # (fraction of the step, cue, its step): sounds due during it

    def begin(self, anim):
        pass

    def update(self, anim, t):
        """State that follows the step's time (a banner's fade), set as time moves, never
        while drawing."""

    def draw(self, surface, anim, t):
        pass

    def end(self, anim):
        pass


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

    def __init__(self, cells, trigger=None):
        self.cells = cells
        rows, cols = len(cells), len(cells[0])
        self.covers = frozenset((r, c) for r in range(rows) for c in range(cols))
        self.symbol = trigger["symbol"] if trigger else None
        self.waits_from = None          # the first column that falls slowed, if any
        if trigger:
            seen = 0
            for c in range(cols - 1):
                seen += sum(1 for r in range(rows) if cells[r][c] == self.symbol)
                if seen >= trigger["count"]:
                    break
                if seen == trigger["count"] - 1:
                    self.waits_from = c + 1
                    break
        self.column_start, self.column_fall = [], []
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

    def began(self, r, c) -> float:
        """Seconds (at normal speed) into the step when the symbol at (r, c) starts to fall."""
        rows = len(self.cells)
        slow = self.SLOW if self.anticipating and c >= self.waits_from else 1
        return self.column_start[c] + self.ROW * (rows - 1 - r) * slow

    def landed(self, r, c) -> float:
        """Seconds into the step when the symbol at (r, c) comes to rest."""
        return self.began(r, c) + self.column_fall[c]

    def start(self, r, c) -> float:
        """When the symbol at (r, c) starts to fall, as a fraction of the step."""
        return self.began(r, c) / self.duration

    def row_at(self, r, c, seconds) -> float:
        """Where the symbol of (r, c) is (in rows) `seconds` into the step."""
        rows = len(self.cells)
        local = (seconds - self.began(r, c)) / self.column_fall[c]
        return drop(local, r - rows - 0.6, r)

    def begin(self, anim):
        anim.cells = self.cells
        anim.highlight, anim.labels = {}, []
        anim.trigger_symbol = self.symbol or anim.trigger_symbol
        rows, cols = len(self.cells), len(self.cells[0])
        d = self.duration
        cues = [(self.landed(rows - 1, c) / d * 0.97, "land", None) for c in range(cols)]
        ringing = sorted((self.landed(r, c) / d * 0.97, c) for r in range(rows)
                         for c in range(cols) if self.cells[r][c] == (self.symbol or SCATTER))
        if ringing:
            cues += [(at, "scatter", n) for n, (at, _) in enumerate(ringing, 1)]
        if self.anticipating:
            last = self.landed(0, self.waits_from - 1) / d * 0.97    # its top row last
            cues.append((last + 0.001, "anticipation", None))
            cues.append((1.0, "anticipation_end", None))    # as the last column lands
        self.cues = cues

    def waiting(self, seconds) -> list:
        """The cells that glow while the board waits: the trigger's symbols already landed."""
        if not self.anticipating or seconds < self.landed(0, self.waits_from - 1):
            return []
        return [(r, c) for c in range(len(self.cells[0])) for r in range(len(self.cells))
                if self.cells[r][c] == self.symbol and seconds >= self.landed(r, c)]

    def draw(self, surface, anim, t):
        view, seconds = anim.view, t * self.duration
        rows, cols = len(self.cells), len(self.cells[0])
        if self.anticipating and seconds < self.duration:
            for c in range(self.waits_from, cols):        # the columns still to come glow
                if seconds < self.landed(0, c):
                    view.column_glow(surface, c, 0.6 + 0.4 * wave(seconds, 0.5))
            for r, c in self.waiting(seconds):
                view.halo(surface, r, c, WAIT_GLOW, 0.55 + 0.45 * wave(seconds, 0.45))
        for c in range(cols):
            for r in range(rows):
                y = self.row_at(r, c, seconds)
                scale = pulse(seconds, 0.45, 0.12) if (r, c) in self.waiting(seconds) \
                    else 1.0
                view.draw_symbol(surface, self.cells[r][c], y, c, scale=scale)


WAIT_GLOW = (255, 214, 120)     # the glow of the symbols waiting for one more


class Wins(Step):
    """Every win of one evaluation pulses and glows together, each with its pay rising from its
    cluster (game/board/labels.py)."""
    duration = 0.7
    BEAT = 0.35           # one pulse, seconds

    def __init__(self, wins):
        self.wins = wins

    def begin(self, anim):
        anim.highlight = {}
        for i, w in enumerate(self.wins):
            for r, c in w["positions"]:
                anim.highlight[(r, c)] = WIN_COLOURS[i % len(WIN_COLOURS)]
        anim.round_win = self.wins[-1]["total"]     # the engine's running total
        anim.labels = [(w, WIN_COLOURS[i % len(WIN_COLOURS)]) for i, w in enumerate(self.wins)]
        anim.label_age = 0.0
        anim.sound("win")

    def scale(self, t) -> float:
        """A winning symbol's size `t` (0..1) into the step: a heartbeat, twice."""
        return pulse(t * self.duration, self.BEAT, 0.14)

    def glow(self, t) -> float:
        return 0.45 + 0.55 * wave(t * self.duration, self.BEAT)


class Explode(Step):
    """The winning symbols swell, flash and burst into sparks of their own colours."""
    duration = 0.25

    def __init__(self, event):
        self.positions = [tuple(p) for p in event["positions"]]
        self.wilds = {tuple(p) for p in event.get("wilds", [])}
        self.covers = frozenset(self.positions)

    def begin(self, anim):
        for r, c in self.positions:
            anim.view.burst(r, c, anim.cells[r][c])
        anim.sound("explode")

    def draw(self, surface, anim, t):
        for r, c in self.positions:
            colour = anim.highlight.get((r, c), (255, 255, 255))
            anim.view.halo(surface, r, c, colour, 1 - t, 0.8 + 0.5 * t)
            if (r, c) in self.wilds:
                anim.view.draw_symbol(surface, "wild", r, c, scale=0.6 + 0.4 * t)
            else:
                anim.view.draw_symbol(surface, anim.cells[r][c], r, c,
                                      scale=(1 + 0.25 * t) * (1 - t * t))

    def end(self, anim):
        cells = [row[:] for row in anim.cells]
        for r, c in self.positions:
            cells[r][c] = "wild" if (r, c) in self.wilds else None
        anim.cells = cells
        anim.highlight = {}


class Fall(Step):
    """Survivors fall to their new rows and new symbols (where the game refills) drop in above,
    column by column, each settling with a small bounce. While a meter stands one short of its
    feature the fall slows, as a landing does."""
    FALL = 0.3
    STAGGER = 0.03
    duration = FALL + 5 * STAGGER

    def __init__(self, cells):
        self.cells = cells
        self.covers = frozenset((r, c) for r in range(len(cells)) for c in range(len(cells[0])))
        self.slow = 1.0

    def begin(self, anim):
        old, new = anim.cells, self.cells
        rows, cols = len(new), len(new[0])
        self.slow = Land.SLOW if anim.waiting_meters else 1.0
        self.duration = (self.FALL + self.STAGGER * (cols - 1)) * self.slow
        self.moves = []       # (symbol, from_row, to_row, col)
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
        anim.cells = new
        if any(start != end for _, start, end, _ in self.moves):
            anim.sound("tumble")
        on_screen = sum(row.count(SCATTER) for row in new)
        fresh = sum(1 for symbol, start, _, _ in self.moves if symbol == SCATTER and start < 0)
        self.cues = [(0.85 + 0.04 * k, "scatter", on_screen - fresh + k + 1) for k in range(fresh)]

    def row_at(self, start, end, c, seconds) -> float:
        if start == end:
            return end
        local = (seconds - self.STAGGER * c * self.slow) / (self.FALL * self.slow)
        return drop(local, start, end)

    def draw(self, surface, anim, t):
        seconds = t * self.duration
        for symbol, start, end, c in self.moves:
            anim.view.draw_symbol(surface, symbol, self.row_at(start, end, c, seconds), c)

    def end(self, anim):
        anim.labels = []

class Change(Step):
    """A feature changes cells in place, in the style its game's look names for the grid's
    reason: `rain` (new symbols fall into place), `grow` (the changed block grows out of its
    centre), `flip` (each symbol turns over), `wipe` (left to right), or `stamp` (a flash)."""
    duration = 0.6

    def __init__(self, cells, style="stamp"):
        self.cells, self.style = cells, style

    def begin(self, anim):
        old = anim.previous = anim.cells
        self.changed = frozenset((r, c) for r in range(len(self.cells))
                                 for c in range(len(self.cells[0]))
                                 if old[r][c] != self.cells[r][c])
        self.covers = self.changed
        anim.cells = self.cells
        anim.sound("feature")

    def draw(self, surface, anim, t):
        view, style = anim.view, self.style
        if style == "grow" and self.changed:
            rows = [r for r, _ in self.changed]
            cols = [c for _, c in self.changed]
            mid_r, mid_c = (min(rows) + max(rows)) / 2, (min(cols) + max(cols)) / 2
            grow = ease_out_back(min(1.0, t * 1.3), 1.6)
        for r, c in sorted(self.changed):
            symbol = self.cells[r][c]
            if style == "rain":                          # symbols rain down into place
                local = min(1.0, max(0.0, t * 1.6 - 0.05 * ((r * 7 + c * 3) % 9)))
                view.draw_symbol(surface, symbol, r - (1 - ease_out_cubic(local)) * (r + 2), c)
            elif style == "grow":                        # the block grows out of its centre
                view.glow(surface, r, c, (255, 90, 90), strength=1 - t)
                view.draw_symbol(surface, symbol, mid_r + (r - mid_r) * grow,
                                 mid_c + (c - mid_c) * grow, scale=max(0.05, grow))
            elif style == "flip":                        # each symbol flips over
                flip = abs(math.cos(t * math.pi))
                before = anim.previous[r][c] if t < 0.5 else symbol
                view.draw_symbol(surface, before, r, c, scale=max(0.05, flip))
            elif style == "wipe":                        # a wipe from left to right
                local = min(1.0, max(0.0, t * 2 - c / max(1, len(self.cells[0]))))
                view.draw_symbol(surface, symbol, r, c, scale=ease_out_back(local))
            else:                                        # stamped in with a flash
                if t < 0.5:
                    view.glow(surface, r, c, (255, 255, 255), strength=1 - t)
                view.draw_symbol(surface, symbol, r, c, scale=ease_out_back(min(1.0, t * 1.4)))


class BaubleSum(Step):
    """At a sequence's end the baubles on screen glow, then fly one by one to the sequence's
    win and add up there (x2 + x5 = x7), a step higher each; then the win multiplies by the
    sum with a punch. What it shows is the event's: its values, their sum and its amount."""
    EACH = 0.4            # seconds each bauble's flight takes, at normal speed
    MOST = 2.4            # all the flights together at most
    HOLD = 0.25           # the sum stands before it multiplies
    PUNCH = 0.9           # the win multiplied, with a punch

    def __init__(self, event):
        self.event = event
        self.values = list(event.get("values", []))
        self.positions = [tuple(p) for p in event.get("positions", [])]
        n = max(1, len(self.values))
        self.each = min(self.EACH, self.MOST / n)
        self.multiplies_at = self.each * n + self.HOLD
        self.duration = self.multiplies_at + self.PUNCH

    def begin(self, anim):
        first = anim.multiplier_steps
        self.cues = [((i + 1) * self.each / self.duration, "multiplier", first + i + 1)
                     for i in range(len(self.values))]
        anim.multiplier_steps += len(self.values)

    def arrived(self, seconds) -> int:
        """How many baubles have reached the win `seconds` into the step."""
        return min(len(self.values), int(seconds / self.each + 1e-9))

    def shown_sum(self, seconds) -> int:
        """The sum on show: the values arrived so far, added; the event's value at the end."""
        return sum(self.values[:self.arrived(seconds)])

    def sum_words(self, seconds) -> str:
        """x2 + x5 = x7 (the last few terms, when many came)."""
        terms = [f"x{v}" for v in self.values[:self.arrived(seconds)]]
        if len(terms) > 4:
            terms = ["..."] + terms[-3:]
        if len(terms) < 2:
            return " ".join(terms)
        return f"{' + '.join(terms)} = x{self.shown_sum(seconds)}"

    def flight(self, i, seconds):
        """Where bauble i is on its way (0..1), or None before it leaves and after it lands."""
        k = (seconds - i * self.each) / self.each
        return ease_in_out(k) if 0 <= k < 1 else None

    def target(self, anim):
        grid = anim.view.grid_rect()
        return grid.centerx, grid.y + grid.height * 0.42

    def draw(self, surface, anim, t):
        from game.board import labels
        view, seconds = anim.view, t * self.duration
        arrived = self.arrived(seconds)
        for i, (r, c) in enumerate(self.positions[arrived:], arrived):   # still waiting
            view.halo(surface, r, c, BAUBLE_GLOW, 0.5 + 0.5 * wave(seconds + i * 0.13, 0.6),
                      size=0.8 + 0.1 * min(4, self.values[i].bit_length() - 1))
        tx, ty = self.target(anim)
        ordinary = self.event.get("amount", 0) - self.event.get("added", 0)
        if seconds < self.multiplies_at:
            words = anim.money(ordinary)
            since = seconds - (arrived * self.each) if arrived else 1.0
            labels.plate(surface, words, (tx, ty - 46), 40, (255, 225, 120))
            if arrived:
                labels.plate(surface, self.sum_words(seconds), (tx, ty + 16),
                             round(46 * punch(since / self.each)), BAUBLE_GLOW)
        else:
            k = (seconds - self.multiplies_at) / self.PUNCH
            labels.plate(surface, f"{anim.money(ordinary)} x {self.event['value']}",
                         (tx, ty - 46), 34, BAUBLE_GLOW)
            labels.plate(surface, anim.money(self.event.get("amount", ordinary)), (tx, ty + 20),
                         round(64 * punch(k, 0.5)), (255, 225, 120))
        for i, (r, c) in enumerate(self.positions):
            k = self.flight(i, seconds)
            if k is None:
                continue
            x, y = view.center(r, c)
            pos = (x + (tx - x) * k, y + (ty - y) * k - 60 * math.sin(math.pi * k))
            labels.plate(surface, f"x{self.values[i]}", pos, round(40 * (1 - 0.35 * k)),
                         BAUBLE_GLOW)

    def end(self, anim):
        anim._multiplier(self.event)


BAUBLE_GLOW = (255, 200, 90)


class Trigger(Step):
    """A feature's trigger gets its moment: the symbols that started it pulse and throw
    sparks, then a ring of light opens from the board into the feature. Any key or click
    skips it; the Skip feature screens setting shortens it, turbo cuts it to a flash."""
    duration = 2.0
    trivial = True        # turbo cuts it to a flash, as it does a banner
    opens = 0.55          # of the step: the symbols pulse until the light opens

    def __init__(self, colour, duration=None):
        self.colour = tuple(colour)
        if duration:
            self.duration = duration

    def begin(self, anim):
        anim.labels = []
        if anim.skip_screens:
            self.duration = min(self.duration, 0.5)
        symbol = anim.trigger_symbol
        self.cells = [(r, c) for r, row in enumerate(anim.cells) for c, s in enumerate(row)
                      if symbol and s == symbol]
        self.covers = frozenset(self.cells)
        if not self.cells:             # a meter's trigger: no symbols to pulse, the light opens
            self.opens, self.duration = 0.1, min(self.duration, 1.6)
        for r, c in self.cells if not anim.quiet else ():    # not while catching up
            anim.view.burst(r, c, symbol, 24)

    def draw(self, surface, anim, t):
        view, seconds = anim.view, t * self.duration
        for r, c in self.cells:
            view.halo(surface, r, c, self.colour, 0.6 + 0.4 * wave(seconds, 0.4), 1.3)
            view.draw_symbol(surface, anim.cells[r][c], r, c, scale=pulse(seconds, 0.4, 0.22))
        if t > self.opens:
            view.iris(surface, (t - self.opens) / (1 - self.opens), self.colour)


class Total(Step):
    """A feature's total screen at its end: its name, what it paid and how it went. Any key or
    click skips it; the Skip feature screens setting skips it altogether."""
    duration = 3.0

    def __init__(self, title, amount, detail=""):
        self.title, self.amount, self.detail = title, amount, detail

    def begin(self, anim):
        if anim.skip_screens:
            anim.finish_current()
            return
        anim.banner = None
        anim.total = (self.title, self.amount, self.detail, 0.0)
        anim.sound("feature")

    def update(self, anim, t):
        anim.total = (self.title, self.amount, self.detail, min(1.0, t * 5))

    def end(self, anim):
        anim.total = None


class Banner(Step):
    """A feature's intro or outro: big title over the board, with its cue (a big feature's
    start is its trigger). Any key or click skips it."""
    duration = 1.3
    trivial = True

    def __init__(self, title, subtitle="", cue="feature"):
        self.title, self.subtitle, self.cue = title, subtitle, cue

    def begin(self, anim):
        anim.sound(self.cue)
        anim.banner = (self.title, self.subtitle, 0.0)
        if anim.skip_screens:
            anim.finish_current()

    def update(self, anim, t):
        anim.banner = (self.title, self.subtitle, clamp01(min(t * 4, (1 - t) * 4)))

    def end(self, anim):
        anim.banner = None


class Instant(Step):
    """A state change that takes no time: meters, multipliers, marks, spin counters."""

    def __init__(self, apply):
        self.apply = apply

    def begin(self, anim):
        self.apply(anim)


class Choose(Step):
    """The player picks one of the options the game offers: waits for a click or 1/2/3."""
    blocking = True

    def __init__(self, event):
        self.options = event["options"]
        self.default = event["default"]

    def begin(self, anim):
        anim.choice = self.options

    def end(self, anim):
        anim.choice = None


class Animator:
    """Holds what the board shows and the queue of steps still to play."""

    def __init__(self, view, rows, cols, sound=lambda name, step=None: None, money=None,
                 look=None):
        self.view = view
        self.look = look          # the game's words for its features (game/look.py)
        # minor units -> the player's money view (the client's; a plain figure in tests)
        self.money = money or (lambda amount: f"{amount // 100:,}.{amount % 100:02d}")
        self.cells = [[None] * cols for _ in range(rows)]
        self.highlight, self.labels, self.label_age = {}, [], 0.0
        self.banner, self.choice, self.total = None, None, None
        self.marks, self.won_marks, self.multiplier = {}, set(), None
        self.resting_meters = {}    # what the game's meters read between rounds
        self.meters = {}
        self.spin_counter, self.princess = None, None
        self.features = []          # the features in play (their start seen, not their end)
        self.round_win, self.speed, self.skip_screens = 0, "normal", False
        self.queue, self.current, self.t = [], None, 0.0
        # a big feature's Total, held until the next event says whether it is the round's last
        # word (then a big win's count-up may tell it instead: take_held); never busy, so the
        # next event is pulled at once
        self.held = None
        self.previous = self.cells
        self.play_sound = sound      # (cue, step) -> None: the client's audio
        self.quiet = False           # a resumed round catching up makes no sound
        self.pending = []            # the current step's cues still to come
        self.in_feature = 0          # big features under way: their music plays
        self.multiplier_steps = 0    # multipliers grown this round: each sounds higher
        self.anticipated = set()     # meters whose anticipation has sounded this round
        self.steps = 5               # a meter's pitch steps (the mix's, set by the client)
        self.trigger_symbol = None   # what starts a feature on a landed screen (its event's)
        self.waiting_meters = set()  # meters one short of their feature: the drops slow
        self.level = None            # (level, of how many) of a feature played in levels
        self.multiplier_sum = False  # the multiplier is a sum (baubles'), not a step
        self.clock = 0.0             # seconds shown: the board's idle glows move with it

    def sound(self, cue, step=None):
        if not self.quiet:
            self.play_sound(cue, step)

    # --- feeding --------------------------------------------------------------------------

    def feed(self, event):
        """Turn one engine event into the steps that show it."""
        kind = event["type"]
        q = self.queue
        if self.held is not None:       # not taken by a big win's count-up: shown as it is
            q.append(self.held)
            self.held = None
        if kind == ev.ROUND_START:
            q.append(Instant(self._start_round))
        elif kind == ev.ROUND_END:
            q.append(Instant(self._end_round))
        elif kind == ev.GRID:
            style = self.look.grid_style(event["reason"])
            if style == "land":
                q.append(Land(event["cells"], event.get("trigger")))
            elif style == "fall":
                q.append(Fall(event["cells"]))
            else:
                q.append(Change(event["cells"], style))
        elif kind == ev.WIN:
            if q and isinstance(q[-1], Wins):
                q[-1].wins.append(event)
            else:
                q.append(Wins([event]))
        elif kind == ev.EXPLODE:
            q.append(Explode(event))
        elif kind == ev.MARKS:
            q.append(Instant(lambda a, m=event["marks"]: a._set_marks(m)))
        elif kind == ev.MARK_WON:
            q.append(Instant(lambda a, c=event["colour"]: a._mark_won(c)))
        elif kind == ev.METER:
            q.append(Instant(lambda a, e=event: a._meter(e)))
        elif kind == ev.MULTIPLIER and event.get("source") == "baubles":
            q.append(BaubleSum(event))
        elif kind == ev.MULTIPLIER:
            q.append(Instant(lambda a, e=event: a._multiplier_grows(e)))
        elif kind == ev.SPIN:
            q.append(Instant(lambda a, e=event: setattr(a, "spin_counter", (e["index"], e["of"]))))
        elif kind == ev.FREE_SPINS_ADDED:
            q.append(Trigger(self.look.theme["frame"], duration=1.0))
            q.append(Banner(f"+{event['added']} FREE SPINS", cue="trigger"))
        elif kind == ev.PRINCESS:
            q.append(Instant(lambda a, p=event["active"]: setattr(a, "princess", p)))
        elif kind == ev.FEATURE:
            name, look = event["name"], self.look
            q.append(Instant(lambda a, e=event: a._feature_phase(e)))
            if look.fresh(name):        # the base game's multiplier and counter are not theirs
                q.append(Instant(lambda a: a._reset_feature_state()))
            if look.big(name):          # its music plays from its trigger to its end
                q.append(Instant(lambda a, d=1 if event["phase"] == ev.START else -1:
                                 setattr(a, "in_feature", max(0, a.in_feature + d))))
            if event["phase"] == ev.START and look.big(name):
                q.append(Trigger(look.theme["frame"]))
            if event["phase"] == ev.START:
                q.append(Banner(*look.banner(event), cue="trigger" if look.big(name)
                                else "feature"))
            elif look.big(name) and event.get("win"):    # no screen for a zero win
                self.held = Total(*look.total(event), detail=look.total_detail(event))
        elif kind == ev.CHOICE_REQUEST:
            q.append(Choose(event))

    def take_held(self) -> str:
        """The held feature total's words, for the big win that tells it instead ("" if
        none): called before the round_end it precedes is fed."""
        total, self.held = self.held, None
        if total is None:
            return ""
        return f"{total.title}: {total.detail}" if total.detail else total.title

    def _feature_phase(self, event):
        """The features in play, innermost last: the scenery shows the look of theirs."""
        if event["phase"] == ev.START:
            self.features.append(event["name"])
            if "levels" in event:                 # a feature played in levels: its ladder
                self.level = (0, event["levels"])
            if "level" in event and self.level:
                self.level = (event["level"], self.level[1])
        elif event["name"] in self.features:
            self.features.remove(event["name"])

    def _reset_feature_state(self):
        self.multiplier, self.spin_counter = None, None

    def _end_round(self, anim):
        """Nothing of a finished round's features stays on screen: meters read as at rest."""
        self._reset_feature_state()
        self.meters = dict(self.resting_meters)
        self.marks, self.won_marks, self.features = {}, set(), []
        self.in_feature, self.waiting_meters, self.level = 0, set(), None

    def _start_round(self, anim):
        self.round_win, self.multiplier, self.meters = 0, None, dict(self.resting_meters)
        self.marks, self.won_marks, self.spin_counter = {}, set(), None
        self.features = []
        self.in_feature, self.multiplier_steps, self.anticipated = 0, 0, set()
        self.waiting_meters, self.level, self.labels = set(), None, []

    def _mark_won(self, colour):
        """A mark won rings a step higher than the one before."""
        self.won_marks.add(colour)
        self.sound("scatter", len(self.won_marks))

    def _meter(self, event):
        """A meter moves; as it leaves empty and at each step toward its target it rings a
        pitch higher, and the first time it stands one short of it, the anticipation rises."""
        name, value, target = event["name"], event["value"], event.get("target", 0)
        before = self.meters.get(name, {}).get("value", 0)
        self.meters[name] = event
        if not (target and one_short(value, target)):
            self.waiting_meters.discard(name)
        if value > before and target:
            step = meter_step(value, target, self.steps)
            if before == 0 or step > meter_step(before, target, self.steps):
                self.sound("scatter", step)
            if one_short(value, target):
                self.waiting_meters.add(name)
            if one_short(value, target) and name not in self.anticipated:
                self.anticipated.add(name)
                self.sound("anticipation")

    def _multiplier_grows(self, event):
        if self.multiplier is None or event["value"] > self.multiplier:
            self.multiplier_steps += 1
            self.sound("multiplier", self.multiplier_steps)
        self._multiplier(event)

    def _set_marks(self, marks):
        self.marks = {colour: tuple(pos) for colour, pos in marks.items()}
        self.won_marks = set()

    def _multiplier(self, event):
        self.multiplier = event["value"]
        self.multiplier_sum = event.get("source") == "baubles"   # a sum: it does not step
        if "total" in event:
            self.round_win = event["total"]

    # --- playing --------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    @property
    def waiting_for_choice(self) -> bool:
        return isinstance(self.current, Choose)

    def duration(self, step) -> float:
        if self.speed == "turbo" and step.trivial:
            return 0.15
        return step.duration * SPEEDS[self.speed]

    @property
    def skippable(self) -> bool:
        """A screen any key or click cuts short: a trigger's moment, a banner, a total."""
        return isinstance(self.current, (Trigger, Banner, Total))

    def update(self, dt):
        self.view.update_particles(dt)
        self.clock += dt
        self.label_age += dt / SPEEDS[self.speed]
        while True:
            if self.current is None:
                if not self.queue:
                    return
                self._begin(self.queue.pop(0))
                if self.current is None:          # begin() finished it (skip screens)
                    continue
            if self.current.blocking:
                return
            length = self.duration(self.current)
            if length <= 0:
                self._end()
                continue
            self.t += dt / length
            dt = 0
            self.current.update(self, min(1.0, self.t))
            self._cue(self.t)
            if self.t < 1:
                return
            self._end()

    def _begin(self, step):
        self.current, self.t, self.pending = step, 0.0, []
        step.begin(self)
        if self.current is step:
            self.pending = sorted(step.cues, key=lambda cue: cue[0])

    def _cue(self, upto):
        """Play the current step's cues that are due by `upto` (a fraction of the step)."""
        while self.pending and self.pending[0][0] <= upto:
            _, cue, n = self.pending.pop(0)
            self.sound(cue, n)

    def _end(self, slam=False):
        """The current step ends; its cues still to come sound now (slam-stop: the last of
        each, all but the anticipation: nothing is left to wait for)."""
        if slam:
            unheard = {cue for _, cue, _ in self.pending}
            skip = {"anticipation", "anticipation_end"} if "anticipation" in unheard \
                else {"anticipation"}
            last = {cue: n for _, cue, n in self.pending if cue not in skip}
            self.pending = [(0, cue, n) for cue, n in last.items()]
        self._cue(float("inf"))
        step, self.current = self.current, None
        step.end(self)

    def fast_forward(self):
        """Play every queued step to its end at once, silently (a resumed round catching up)."""
        self.quiet = True
        try:
            while self.current is not None or self.queue:
                if self.current is None:
                    self._begin(self.queue.pop(0))
                    if self.current is None:
                        continue
                if self.current.blocking:
                    return
                self._end()
        finally:
            self.quiet = False
        self.view.particles.clear()

    def finish_current(self):
        """Slam-stop: the current step jumps to its end (never a choice)."""
        if self.current is not None and not self.current.blocking:
            self._end(slam=True)

    def answer(self):
        """The player answered the choice on screen."""
        if isinstance(self.current, Choose):
            self._end()

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface):
        clip = surface.get_clip()
        surface.set_clip(self.view.grid_rect().inflate(8, 8))
        self._draw_board(surface)
        surface.set_clip(clip)
        self.view.draw_particles(surface)

    def _draw_board(self, surface):
        view, step = self.view, self.current
        covers = step.covers if step else frozenset()
        t = min(1.0, self.t)
        winning = isinstance(step, Wins)
        scale = step.scale(t) if winning else 1.0
        for colour, (r, c) in self.marks.items():
            view.mark(surface, r, c, colour, won=colour in self.won_marks)
        for (r, c), colour in self.highlight.items():
            view.glow(surface, r, c, colour, step.glow(t) if winning else 1.0)
            if winning:
                view.halo(surface, r, c, colour, step.glow(t) * 0.8)
        sums = isinstance(step, BaubleSum)
        for r, row in enumerate(self.cells):
            for c, symbol in enumerate(row):
                if (r, c) in covers:
                    continue
                value = view.valued(symbol)
                if value and not sums:                # a bauble glows with its value
                    view.halo(surface, r, c, BAUBLE_GLOW,
                              0.35 + 0.25 * wave(self.clock + 0.37 * (r + c), 1.6),
                              size=0.75 + 0.1 * min(4, value.bit_length() - 1))
                view.draw_symbol(surface, symbol, r, c,
                                 scale=scale if (r, c) in self.highlight else 1.0)
        if self.current is not None:
            self.current.draw(surface, self, min(1.0, self.t))
