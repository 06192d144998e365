"""Engine events in, timed animation steps out (the steps: game/window/board/steps.py; which event
becomes which steps: game/window/board/table.py's STEPS).

The animator plays the steps on a Stage (game/window/board/stage.py), the only thing a step sees:
the board's state (`board`: cells, highlight, labels, marks), the overlay's (`overlay`: banner,
total, choice), the view as the canvas it draws on and the sparks it throws, the cue it plays
and what the round has reached (`progress`: meters, multiplier, features, status panels). Its
settings are its constructor's; the player's pace (speed, skip screens) changes through `pace`.
What differs by game comes from the look (game/window/look.py) and the roles of its symbols
(engine/config.py Roles).
"""
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from engine import events as ev
from game.window.board.progress import Progress
from game.window.board.stage import BoardState, Cue, Overlay, Stage
from game.window.board.steps import (VALUE_GLOW, WIN_COLOURS, Banner, Change, Choose, Explode, Fall,
                              Instant, Land, Step, SummedMultiplier, Total, Trigger, Wins)
from game.window.board.table import steps_for
from game.window.easing import wave
from game.window.look import Look

if TYPE_CHECKING:
    import pygame

    from game.window.board.view import BoardView

__all__ = ["Animator", "BoardState", "Overlay", "SPEEDS", "WIN_COLOURS", "Step",
           "Land", "Wins", "Explode", "Fall", "Change", "SummedMultiplier", "Trigger", "Total",
           "Banner", "Instant", "Choose"]

SPEEDS = {"normal": 1.0, "quick": 0.5, "turbo": 0.25}


def _money(amount: int) -> str:
    return f"{amount // 100:,}.{amount % 100:02d}"


class Animator:
    """Turns events into steps and plays them; holds the round's progress as shown."""

    def __init__(self, view: "BoardView", rows: int, cols: int, *, look: Look,
                 sound: Callable[..., None] = lambda name, step=None: None,
                 money: Callable[[int], str] | None = None, cells: ev.Cells | None = None,
                 resting_meters: Mapping[str, ev.MeterEvent] | None = None,
                 speed: str = "normal", skip_screens: bool = False,
                 pitch_steps: int = 5) -> None:
        """`look`: the game's presentation (game/window/look.py), required: the progress and the
        steps read it from the first event on (a default of None crashed on the first grid);
        `cells`: the screen shown before any round (a resting screen, or the last round's);
        `resting_meters`: what the game's meters read between rounds; `pitch_steps`: a meter's
        pitch steps (the audio mix's)."""
        self.view = view
        self.look = look          # the game's presentation (game/window/look.py)
        cue = Cue(sound)          # sound(cue, step): the client's audio
        # the round's progress as shown: the HUD reads it whole, a step through RoundShown
        self.progress = Progress(look, cue, resting_meters, pitch_steps)
        self.stage = Stage(
            board=BoardState(cells or [[None] * cols for _ in range(rows)]),
            overlay=Overlay(), canvas=view, sparks=view, progress=self.progress, cue=cue,
            # minor units -> the player's money view (the client's; a plain figure in tests)
            money=money or _money, roles=look.roles)
        self.board, self.overlay = self.stage.board, self.stage.overlay
        self.money, self.canvas = self.stage.money, self.stage.canvas
        self.speed = "normal"
        self.pace(speed, skip_screens)
        self.queue: list[Step] = []
        self.current: Step | None = None
        self.t = 0.0
        # a big feature's Total, held until the next event says whether it is the round's last
        # word (then a big win's count-up may tell it instead: take_held); never busy, so the
        # next event is pulled at once
        self.held: Total | None = None
        self.pending: list[tuple[float, str, int | None]] = []  # the step's cues to come
        self.clock = 0.0             # seconds shown: the board's idle glows move with it
        # the round's cost where the market forbids celebrating a win that does not exceed the
        # stake (game/window/slot/market.py), else None; and how many wins were cheered (their
        # symbols' heartbeat and sound) since the board was made, for the window's report
        self.quiet_up_to: int | None = None
        self.cheers = 0

    # --- settings --------------------------------------------------------------------------

    def pace(self, speed: str | None = None, skip_screens: bool | None = None) -> None:
        """The player's pace: the board's speed (normal, quick, turbo) and whether feature
        screens are skipped; None leaves one as it is."""
        if speed is not None:
            if speed not in SPEEDS:
                raise ValueError(f"speed {speed!r}: expected one of {', '.join(SPEEDS)}")
            self.speed = speed
        if skip_screens is not None:
            self.stage.skip_screens = bool(skip_screens)

    @property
    def skip_screens(self) -> bool:
        return self.stage.skip_screens

    @skip_screens.setter
    def skip_screens(self, skip: bool) -> None:
        self.pace(skip_screens=skip)

    def hush(self, up_to: int | None) -> None:
        """The round about to be shown cheers no win until its total passes `up_to` (its cost,
        where the market says so; None: every win cheered)."""
        self.quiet_up_to = up_to

    def sound(self, cue: str, step: int | None = None) -> None:
        self.stage.cue(cue, step)

    # --- feeding --------------------------------------------------------------------------

    def feed(self, event: ev.Event | dict[str, Any]) -> None:
        """Turn one engine event into the steps that show it (game/window/board/table.py): one of
        the engine's typed events, or a game's own status event (a plain dict)."""
        if self.held is not None:       # not taken by a big win's count-up: shown as it is
            self.queue.append(self.held)
            self.held = None
        for step in steps_for(event, self.look):
            if isinstance(step, Total) and step.held:
                self.held = step
            elif not (self.queue and self.queue[-1].absorb(step)):
                self.queue.append(step)

    def take_held(self) -> str:
        """The held feature total's words, for the big win that tells it instead ("" if
        none): called before the round_end it precedes is fed."""
        total, self.held = self.held, None
        if total is None:
            return ""
        return f"{total.title}: {total.detail}" if total.detail else total.title

    # --- playing --------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self.queue)

    @property
    def waiting_for_choice(self) -> bool:
        return isinstance(self.current, Choose)

    def duration(self, step: Step) -> float:
        if self.speed == "turbo" and step.trivial:
            return 0.15
        return step.duration * SPEEDS[self.speed]

    @property
    def skippable(self) -> bool:
        """A screen any key or click cuts short: a trigger's moment, a banner, a total."""
        return isinstance(self.current, (Trigger, Banner, Total))

    def update(self, dt: float) -> None:
        self.view.update_particles(dt)
        self.clock += dt
        self.board.age(dt / SPEEDS[self.speed])
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
            if self.current.waits and self.t + dt / length >= 0.5:   # waits, fully shown
                self.t = 0.5
                self.current.update(self.stage, self.t)
                return
            self.t += dt / length
            dt = 0
            self.current.update(self.stage, min(1.0, self.t))
            self._cue(self.t)
            if self.t < 1:
                return
            self._end()

    @property
    def cheering(self) -> bool:
        """Whether the wins shown now are celebrated (a heartbeat, a halo, their sound): not
        while the round's win so far is no more than its cost where the market says so."""
        return isinstance(self.current, Wins) and (
            self.quiet_up_to is None or self.progress.round_win > self.quiet_up_to)

    def _begin(self, step: Step) -> None:
        self.current, self.t, self.pending = step, 0.0, []
        step.begin(self.stage)
        self.cheers += self.cheering
        if step.over:             # nothing to show (a screen skipped): it ends at once
            self._end(slam=True)
        else:
            self.pending = sorted(step.cues, key=lambda cue: cue[0])

    def _cue(self, upto: float) -> None:
        """Play the current step's cues that are due by `upto` (a fraction of the step)."""
        while self.pending and self.pending[0][0] <= upto:
            _, cue, n = self.pending.pop(0)
            self.sound(cue, n)

    def _end(self, slam: bool = False) -> None:
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
        if step is not None:
            step.end(self.stage)

    def fast_forward(self) -> None:
        """Play every queued step to its end at once, silently (a resumed round catching up)."""
        self.stage.cue.quiet = True
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
            self.stage.cue.quiet = False
        self.view.particles.clear()

    def hold_plaque(self) -> None:
        """The plaque just queued (a feature's start autoplay stopped at) waits for the
        player's press, as the player starts the feature (issue 45, 2)."""
        for step in reversed(self.queue):
            if isinstance(step, Banner):
                step.waits = True
                return

    @property
    def holding(self) -> bool:
        return self.current is not None and self.current.waits

    def finish_current(self) -> None:
        """Slam-stop: the current step jumps to its end (never a choice)."""
        if self.current is not None and not self.current.blocking:
            self._end(slam=True)

    def answer(self) -> None:
        """The player answered the choice on screen."""
        if isinstance(self.current, Choose):
            self._end()

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface: "pygame.Surface") -> None:
        clip = surface.get_clip()
        surface.set_clip(self.view.grid_rect().inflate(8, 8))
        self._draw_board(surface)
        surface.set_clip(clip)
        self.view.draw_particles(surface)

    def _draw_board(self, surface: "pygame.Surface") -> None:
        view, step = self.view, self.current
        covers = step.covers if step else frozenset()
        t = min(1.0, self.t)
        winning = step if isinstance(step, Wins) else None
        scale = winning.scale(t) if winning and self.cheering else 1.0
        for mark, (r, c) in self.board.marks.items():
            view.mark(surface, r, c, mark, won=mark in self.board.won_marks)
        for (r, c), colour in self.board.highlight.items():
            view.glow(surface, r, c, colour, winning.glow(t) if winning and self.cheering else 1.0)
            if winning and self.cheering:
                view.halo(surface, r, c, colour, winning.glow(t) * 0.8)
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
            self.current.draw(surface, self.stage, min(1.0, self.t))
