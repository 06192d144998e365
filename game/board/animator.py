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
from game.effects import ease_out_back, ease_out_cubic

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

    def draw(self, surface, anim, t):
        pass

    def end(self, anim):
        pass


class Land(Step):
    """A fresh screen drops in column by column, each symbol with a small bounce. Each column
    thuds as it lands; each scatter rings a step higher than the one before, and one short of
    the trigger with columns still to come, the anticipation rises."""
    duration = 0.75
    FALL = 0.45           # the part of the step one symbol takes to fall

    def __init__(self, cells):
        self.cells = cells
        self.covers = frozenset((r, c) for r in range(len(cells)) for c in range(len(cells[0])))

    def start(self, r, c) -> float:
        """When the symbol at (r, c) starts to fall, as a fraction of the step."""
        rows, cols = len(self.cells), len(self.cells[0])
        return 0.8 * (0.35 * c / max(1, cols - 1) + 0.12 * (rows - 1 - r) / max(1, rows - 1))

    def begin(self, anim):
        anim.cells = self.cells
        anim.highlight = {}
        rows, cols = len(self.cells), len(self.cells[0])
        cues = [(self.start(rows - 1, c) + self.FALL, "land", None) for c in range(cols)]
        scatters = sorted((self.start(r, c) + self.FALL, c) for r in range(rows)
                          for c in range(cols) if self.cells[r][c] == SCATTER)
        need = anim.trigger_count()
        for n, (at, c) in enumerate(scatters, 1):
            cues.append((at, "scatter", n))
            if need and n == need - 1 and c < cols - 1:
                cues.append((at + 0.01, "anticipation", None))
        self.cues = cues

    def end(self, anim):
        anim.hush("anticipation")        # the reels have stopped: nothing left to wait for

    def draw(self, surface, anim, t):
        rows, cols = len(self.cells), len(self.cells[0])
        for c in range(cols):
            for r in range(rows):
                local = min(1.0, max(0.0, (t - self.start(r, c)) / self.FALL))
                y = -rows - 1 + (r + rows + 1) * ease_out_back(local, 0.9) if local < 1 else r
                anim.view.draw_symbol(surface, self.cells[r][c], y, c)


class Wins(Step):
    """Every win of one evaluation glows together, each with its pay."""
    duration = 0.7

    def __init__(self, wins):
        self.wins = wins

    def begin(self, anim):
        anim.highlight = {}
        for i, w in enumerate(self.wins):
            for r, c in w["positions"]:
                anim.highlight[(r, c)] = WIN_COLOURS[i % len(WIN_COLOURS)]
        anim.round_win = self.wins[-1]["total"]     # the engine's running total
        anim.labels = [(w, WIN_COLOURS[i % len(WIN_COLOURS)]) for i, w in enumerate(self.wins)]
        anim.sound("win")

    def draw(self, surface, anim, t):
        anim.pulse = 1.0 + 0.08 * abs(__import__("math").sin(t * 9))

    def end(self, anim):
        anim.pulse = 1.0


class Explode(Step):
    """The winning symbols shrink and burst into particles."""
    duration = 0.3

    def __init__(self, event):
        self.positions = [tuple(p) for p in event["positions"]]
        self.wilds = {tuple(p) for p in event.get("wilds", [])}
        self.covers = frozenset(self.positions)

    def begin(self, anim):
        for r, c in self.positions:
            colour = anim.highlight.get((r, c), (255, 255, 255))
            anim.view.burst(r, c, colour)
        anim.labels = []
        anim.sound("explode")

    def draw(self, surface, anim, t):
        for r, c in self.positions:
            if (r, c) in self.wilds:
                anim.view.draw_symbol(surface, "wild", r, c, scale=0.6 + 0.4 * t)
            else:
                anim.view.draw_symbol(surface, anim.cells[r][c], r, c, scale=1 - t, alpha=255)

    def end(self, anim):
        cells = [row[:] for row in anim.cells]
        for r, c in self.positions:
            cells[r][c] = "wild" if (r, c) in self.wilds else None
        anim.cells = cells
        anim.highlight = {}


class Fall(Step):
    """Survivors fall to their new rows; new symbols (where the game refills) drop in above."""
    duration = 0.4

    def __init__(self, cells):
        self.cells = cells
        self.covers = frozenset((r, c) for r in range(len(cells)) for c in range(len(cells[0])))

    def begin(self, anim):
        old, new = anim.cells, self.cells
        rows, cols = len(new), len(new[0])
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

    def draw(self, surface, anim, t):
        e = ease_out_cubic(t)
        for symbol, start, end, c in self.moves:
            anim.view.draw_symbol(surface, symbol, start + (end - start) * e, c)


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
    """The baubles' values fly to the middle, add up, and the sequence's win is multiplied."""
    duration = 1.4

    def __init__(self, event):
        self.event = event

    def begin(self, anim):
        anim.multiplier_steps += 1
        self.cues = [(0.6, "multiplier", anim.multiplier_steps)]   # as the total appears

    def draw(self, surface, anim, t):
        from game.ui.widgets import text
        view, e = anim.view, self.event
        target = view.grid_rect().center
        fly = ease_out_cubic(min(1.0, t * 1.6))
        for (r, c), value in zip(e.get("positions", []), e.get("values", [])):
            x, y = view.center(r, c)
            pos = (x + (target[0] - x) * fly, y + (target[1] - y) * fly)
            text(surface, f"x{value}", pos, 44, (255, 215, 90))
        if t > 0.6:
            text(surface, f"x{e['value']}", (target[0], target[1] - 10), 110, (255, 215, 90))

    def end(self, anim):
        anim._multiplier(self.event)


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

    def draw(self, surface, anim, t):
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
        if anim.skip_screens:
            anim.finish_current()
        anim.sound(self.cue)

    def draw(self, surface, anim, t):
        anim.banner = (self.title, self.subtitle, min(1.0, t * 4, (1 - t) * 4))

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
        self.highlight, self.labels, self.pulse = {}, [], 1.0
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
        self.hush = lambda cue: None  # cue -> None: stop it if it still sounds (the client's)
        self.quiet = False           # a resumed round catching up makes no sound
        self.pending = []            # the current step's cues still to come
        self.in_feature = 0          # big features under way: their music plays
        self.multiplier_steps = 0    # multipliers grown this round: each sounds higher
        self.anticipated = set()     # meters whose anticipation has sounded this round
        self.scatter_triggers = (0, 0)   # scatters that start / add free spins (0: none)
        self.steps = 5               # a meter's pitch steps (the mix's, set by the client)

    def sound(self, cue, step=None):
        if not self.quiet:
            self.play_sound(cue, step)

    def trigger_count(self) -> int:
        """Scatters that start the feature now (in free spins: that add spins), or 0."""
        return self.scatter_triggers[self.spin_counter is not None]

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
                q.append(Land(event["cells"]))
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
        elif event["name"] in self.features:
            self.features.remove(event["name"])

    def _reset_feature_state(self):
        self.multiplier, self.spin_counter = None, None

    def _end_round(self, anim):
        """Nothing of a finished round's features stays on screen: meters read as at rest."""
        self._reset_feature_state()
        self.meters = dict(self.resting_meters)
        self.marks, self.won_marks, self.features = {}, set(), []
        self.in_feature = 0

    def _start_round(self, anim):
        self.round_win, self.multiplier, self.meters = 0, None, dict(self.resting_meters)
        self.marks, self.won_marks, self.spin_counter = {}, set(), None
        self.features = []
        self.in_feature, self.multiplier_steps, self.anticipated = 0, 0, set()

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
        if value > before and target:
            step = meter_step(value, target, self.steps)
            if before == 0 or step > meter_step(before, target, self.steps):
                self.sound("scatter", step)
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

    def update(self, dt):
        self.view.update_particles(dt)
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
            last = {cue: n for _, cue, n in self.pending if cue != "anticipation"}
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
        view = self.view
        covers = self.current.covers if self.current else frozenset()
        for colour, (r, c) in self.marks.items():
            view.mark(surface, r, c, colour, won=colour in self.won_marks)
        for (r, c), colour in self.highlight.items():
            view.glow(surface, r, c, colour)
        for r, row in enumerate(self.cells):
            for c, symbol in enumerate(row):
                if (r, c) not in covers:
                    scale = self.pulse if (r, c) in self.highlight else 1.0
                    view.draw_symbol(surface, symbol, r, c, scale=scale)
        if self.current is not None:
            self.current.draw(surface, self, min(1.0, self.t))
