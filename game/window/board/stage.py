"""What a step acts on (game/window/board/steps.py): the board it moves, the overlay over it, the
canvas it draws with, the sparks it throws, the cue it plays, and the round's progress it tells
and asks. A step gets this Stage, not the animator that plays it, so what it can touch is what
is named here; each part is written through its own methods (a step never sets another object's
fields). The canvas, the sparks and the progress are narrow protocols (Canvas, Sparks,
RoundShown): a step sees the drawing calls it makes, not the whole BoardView with its caches
and particles, and asks the progress questions (methods), never reads its fields."""
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from engine import events as ev
from engine.config import Roles

if TYPE_CHECKING:
    import pygame

    from game.window.look import Plaque

Cell = tuple[int, int]
Colour = tuple[int, ...]


class Canvas(Protocol):
    """What a step draws the board with (game/window/board/view.py's BoardView is one): where a cell
    is, and a symbol, a glow, a halo, a column's light, a trigger's iris and light at a cell or
    over the grid. Rows and columns may be fractions (a symbol on its way)."""

    def grid_rect(self) -> "pygame.Rect": ...

    def center(self, row: float, col: float) -> tuple[float, float]: ...

    def draw_symbol(self, surface: "pygame.Surface", symbol: str | None, row: float,
                    col: float, scale: float = 1.0, alpha: int = 255) -> None: ...

    def glow(self, surface: "pygame.Surface", row: float, col: float, colour: Colour,
             strength: float = 1.0) -> None: ...

    def halo(self, surface: "pygame.Surface", row: float, col: float, colour: Colour,
             strength: float = 1.0, size: float = 1.0, growing: bool = False) -> None: ...

    def column_glow(self, surface: "pygame.Surface", col: int, strength: float = 1.0) -> None:
        ...

    def iris(self, surface: "pygame.Surface", k: float, colour: Colour) -> None: ...

    def light_burst(self, surface: "pygame.Surface", k: float, seconds: float,
                    colour: Colour) -> None: ...


class Sparks(Protocol):
    """What throws a step's sparks (the view's particles): from a cell, in its symbol's
    colours, or from the grid's centre."""

    def burst(self, row: int, col: int, symbol: str | None, count: int = 14) -> None: ...

    def burst_at(self, colours: tuple[Colour, ...], count: int = 40) -> None: ...


class RoundShown(Protocol):
    """The round's progress as the steps tell it and ask it (game/window/board/progress.py's
    Progress is one): what a step learns it says through these, what it needs it asks by a query."""

    def trigger(self) -> str | None:
        """The symbol the landed screen's trigger names, if any."""

    def meter_waits(self) -> bool:
        """Whether a meter stands one short of its feature (the drops slow)."""

    def start_round(self) -> None: ...

    def end_round(self) -> None: ...

    def note_trigger(self, symbol: str | None) -> None: ...

    def reached(self, round_win: int) -> None: ...

    def meter(self, event: ev.MeterEvent) -> None: ...

    def spin(self, event: ev.SpinEvent) -> None: ...

    def feature_phase(self, event: ev.FeatureEvent) -> None: ...

    def reset_feature_state(self) -> None: ...

    def big_feature(self, started: bool) -> None: ...

    def show_status(self, event: dict[str, Any]) -> None: ...

    def multiplier_grows(self, event: ev.MultiplierEvent) -> None: ...

    def multiplier_rises(self, count: int) -> int: ...

    def set_multiplier(self, event: ev.MultiplierEvent) -> None: ...


class BoardState:
    """What the board shows: its cells, the wins lit on it and their pays, the marks on it.
    Written by the board's steps (through these methods) and the marks' events."""

    def __init__(self, cells: ev.Cells):
        self.cells = cells
        self.highlight: dict[Cell, Colour] = {}
        self.labels: list[tuple[ev.WinEvent, Colour]] = []
        self.label_age = 0.0
        self.marks: dict[str, Cell] = {}
        self.won_marks: set[str] = set()

    def show(self, cells: ev.Cells) -> None:
        self.cells = cells

    def light(self, highlight: dict[Cell, Colour],
              labels: list[tuple[ev.WinEvent, Colour]]) -> None:
        """Wins lit: their cells' colours and their pays (rising from now)."""
        self.highlight, self.labels, self.label_age = highlight, labels, 0.0

    def age(self, seconds: float) -> None:
        """The lit pays rise as shown time passes (at the board's speed)."""
        self.label_age += seconds

    def unlight(self, highlight: bool = True, labels: bool = True) -> None:
        if highlight:
            self.highlight = {}
        if labels:
            self.labels = []

    def place_marks(self, marks: dict[str, Any]) -> None:
        self.marks = {colour: (pos[0], pos[1]) for colour, pos in marks.items()}
        self.won_marks = set()

    def win_mark(self, colour: str) -> int:
        """A mark won; returns how many are won now (its cue's step)."""
        self.won_marks.add(colour)
        return len(self.won_marks)

    def clear_marks(self) -> None:
        self.marks, self.won_marks = {}, set()


# a feature's total on screen: its title, amount, detail and how far it has faded in
TotalShown = tuple[str, int, str, float]


class Overlay:
    """What is shown over the board: a banner, a feature's total, the player's choice (its
    options and the default the event names). Written by the screen steps, through these."""

    def __init__(self) -> None:
        self.banner: tuple[Plaque, float, float] | None = None   # plaque, fade, seconds in
        self.total: TotalShown | None = None
        self.choice: list[str] | None = None
        self.default: str | None = None

    def show_banner(self, plaque: "Plaque", fade: float = 0.0, seconds: float = 0.0) -> None:
        self.banner = (plaque, fade, seconds)

    def hide_banner(self) -> None:
        self.banner = None

    def show_total(self, title: str, amount: int, detail: str, fade: float = 0.0) -> None:
        self.total = (title, amount, detail, fade)

    def hide_total(self) -> None:
        self.total = None

    def ask(self, options: list[str] | None, default: str | None = None) -> None:
        self.choice, self.default = options, default

    def pick(self) -> str | None:
        """What a player who is not there picks: the default the event names, else the
        first option (None: nothing is asked)."""
        return self.default or (self.choice[0] if self.choice else None)


class Cue:
    """Plays a sound cue by name (and its step) through the client's audio, except while a
    resumed round catches up (`quiet`): then nothing sounds."""

    def __init__(self, play: Callable[..., None]):
        self.play = play
        self.quiet = False

    def __call__(self, cue: str, step: int | None = None) -> None:
        if not self.quiet:
            self.play(cue, step)


@dataclass
class Stage:
    """Everything a step may act on. `canvas` and `sparks`: the board's view, seen as what
    draws and what throws sparks; `skip_screens`: the player's setting (feature screens cut
    short); `roles`: which of the game's symbols is its trigger, its wild (engine/config.py
    Roles), so no step names a game's symbol."""
    board: BoardState
    overlay: Overlay
    canvas: Canvas
    sparks: Sparks
    progress: RoundShown
    cue: Cue
    money: Callable[[int], str]
    roles: Roles = field(default_factory=Roles)
    skip_screens: bool = False

    def trigger_symbols(self) -> tuple[str, ...]:
        """The symbols that ring as they land: the one a landed screen's trigger names, else
        the game's trigger role."""
        named = self.progress.trigger()
        return (named,) if named else self.roles.symbols("trigger")
