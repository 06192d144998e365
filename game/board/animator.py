"""Engine events in, timed animation steps out (the steps: game/board/steps.py).

The animator holds three kinds of state, each written by one owner: the board's (`board`:
cells, highlight, labels, marks), written by the board's steps; the overlay's (`overlay`:
banner, total, choice), written by the screen steps; and what the round has reached (meters,
multiplier, features, status panels), written by the animator's own handlers of the events.
Its settings are its constructor's; the player's pace (speed, skip screens) changes through
`pace`. What differs by game comes from the look (game/look.py): how a grid reason is shown,
which step a multiplier source gets, which panel a status event fills.
"""
from engine import events as ev
from game.board.steps import (SCATTER, VALUE_GLOW, WIN_COLOURS, Banner, Change, Choose,
                              Explode, Fall, Instant, Land, Step, SummedMultiplier, Total,
                              Trigger, Wins)
from game.board.progress import Progress
from game.look import Plaque
from game.effects import wave
from game.i18n import _

__all__ = ["Animator", "BoardState", "Overlay", "SPEEDS", "SCATTER", "WIN_COLOURS", "Step",
           "Land", "Wins", "Explode", "Fall", "Change", "SummedMultiplier", "Trigger", "Total",
           "Banner", "Instant", "Choose"]

SPEEDS = {"normal": 1.0, "quick": 0.5, "turbo": 0.25}


class BoardState:
    """What the board shows: its cells, the wins lit on it and their pays, the marks on it.
    Written by the board's steps (through these methods) and the marks' events."""

    def __init__(self, cells):
        self.cells = cells
        self.highlight, self.labels, self.label_age = {}, [], 0.0
        self.marks, self.won_marks = {}, set()

    def show(self, cells):
        self.cells = cells

    def light(self, highlight, labels):
        """Wins lit: their cells' colours and their pays (rising from now)."""
        self.highlight, self.labels, self.label_age = highlight, labels, 0.0

    def unlight(self, highlight=True, labels=True):
        if highlight:
            self.highlight = {}
        if labels:
            self.labels = []

    def place_marks(self, marks):
        self.marks = {colour: tuple(pos) for colour, pos in marks.items()}
        self.won_marks = set()

    def clear_marks(self):
        self.marks, self.won_marks = {}, set()


class Overlay:
    """What is shown over the board: a banner, a feature's total, the player's choice (its
    options and the default the event names). Written by the screen steps."""

    def __init__(self):
        self.banner = self.total = self.choice = self.default = None

    def ask(self, options, default=None):
        self.choice, self.default = options, default


class Animator:
    """Turns events into steps and plays them; holds the round's progress as shown."""

    def __init__(self, view, rows, cols, sound=lambda name, step=None: None, money=None,
                 look=None, cells=None, resting_meters=None, speed="normal",
                 skip_screens=False, pitch_steps=5):
        """`cells`: the screen shown before any round (a resting screen, or the last round's);
        `resting_meters`: what the game's meters read between rounds; `pitch_steps`: a meter's
        pitch steps (the audio mix's)."""
        self.view = view
        self.look = look          # the game's presentation (game/look.py)
        # minor units -> the player's money view (the client's; a plain figure in tests)
        self.money = money or (lambda amount: f"{amount // 100:,}.{amount % 100:02d}")
        self.board = BoardState(cells or [[None] * cols for _ in range(rows)])
        self.overlay = Overlay()
        self.progress = Progress(look, self.sound, resting_meters, pitch_steps)
        self.speed, self.skip_screens = "normal", False
        self.pace(speed, skip_screens)
        self.queue, self.current, self.t = [], None, 0.0
        # a big feature's Total, held until the next event says whether it is the round's last
        # word (then a big win's count-up may tell it instead: take_held); never busy, so the
        # next event is pulled at once
        self.held = None
        self.play_sound = sound      # (cue, step) -> None: the client's audio
        self.quiet = False           # a resumed round catching up makes no sound
        self.pending = []            # the current step's cues still to come
        self.clock = 0.0             # seconds shown: the board's idle glows move with it

    # --- settings --------------------------------------------------------------------------

    def pace(self, speed=None, skip_screens=None):
        """The player's pace: the board's speed (normal, quick, turbo) and whether feature
        screens are skipped; None leaves one as it is."""
        if speed is not None:
            if speed not in SPEEDS:
                raise ValueError(f"speed {speed!r}: expected one of {', '.join(SPEEDS)}")
            self.speed = speed
        if skip_screens is not None:
            self.skip_screens = bool(skip_screens)

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
                q.append(Fall(event["cells"], event.get("trigger"), self.look.one_short))
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
            q.append(Instant(lambda a, m=event["marks"]: a.board.place_marks(m)))
        elif kind == ev.MARK_WON:
            q.append(Instant(lambda a, c=event["colour"]: a.mark_won(c)))
        elif kind == ev.METER:
            q.append(Instant(lambda a, e=event: a.progress.meter(e)))
        elif kind == ev.MULTIPLIER and self.look.multiplier_style(event["source"]) == "sum":
            q.append(SummedMultiplier(event))
        elif kind == ev.MULTIPLIER:
            q.append(Instant(lambda a, e=event: a.progress.multiplier_grows(e)))
        elif kind == ev.SPIN:
            q.append(Instant(lambda a, e=event: a.progress.spin(e)))
        elif kind == ev.FREE_SPINS_ADDED:
            q.append(Trigger(self.look.theme["frame"], duration=1.0))
            q.append(Banner(Plaque(_("MORE SPINS"), _("+{added} FREE SPINS").format(
                added=event['added']), _("added to the spins left")), cue="trigger"))
        elif kind in self.look.status:        # a panel of the look shows its latest
            q.append(Instant(lambda a, e=event: a.progress.show_status(e)))
        elif kind == ev.FEATURE:
            name, look = event["name"], self.look
            q.append(Instant(lambda a, e=event: a.progress.feature_phase(e)))
            if look.fresh(name):        # the base game's multiplier and counter are not theirs
                q.append(Instant(lambda a: a.progress.reset_feature_state()))
            if look.big(name):          # its music plays from its trigger to its end
                q.append(Instant(lambda a, on=event["phase"] == ev.START:
                                 a.progress.big_feature(on)))
            if event["phase"] == ev.START and look.big(name):
                q.append(Trigger(look.theme["frame"]))
            if event["phase"] == ev.START:
                q.append(Banner(look.plaque(event), cue="trigger" if look.big(name)
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

    def _end_round(self, anim):
        """Nothing of a finished round's features stays on screen: meters read as at rest."""
        self.progress.end_round()
        self.board.clear_marks()

    def _start_round(self, anim):
        self.progress.start_round()
        self.board.clear_marks()
        self.board.unlight(highlight=False)

    def mark_won(self, colour):
        """A mark won rings a step higher than the one before."""
        self.board.won_marks.add(colour)
        self.sound("scatter", len(self.board.won_marks))

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
        self.board.label_age += dt / SPEEDS[self.speed]
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
        for colour, (r, c) in self.board.marks.items():
            view.mark(surface, r, c, colour, won=colour in self.board.won_marks)
        for (r, c), colour in self.board.highlight.items():
            view.glow(surface, r, c, colour, step.glow(t) if winning else 1.0)
            if winning:
                view.halo(surface, r, c, colour, step.glow(t) * 0.8)
        sums = isinstance(step, SummedMultiplier)
        for r, row in enumerate(self.board.cells):
            for c, symbol in enumerate(row):
                if (r, c) in covers:
                    continue
                value = view.valued(symbol)
                if value and not sums:                # a valued symbol glows with its value
                    view.halo(surface, r, c, VALUE_GLOW,
                              0.35 + 0.25 * wave(self.clock + 0.37 * (r + c), 1.6),
                              size=0.75 + 0.1 * min(4, value.bit_length() - 1))
                view.draw_symbol(surface, symbol, r, c,
                                 scale=scale if (r, c) in self.board.highlight else 1.0)
        if self.current is not None:
            self.current.draw(surface, self, min(1.0, self.t))
