"""What a step acts on (game/board/steps.py): the board it moves, the overlay over it, the view
it draws with, the cue it plays, and the round's progress it tells. A step gets this Stage, not
the animator that plays it, so what it can touch is what is named here; each part is written
through its own methods (a step never sets another object's fields)."""
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine import events as ev
from engine.config import Roles

if TYPE_CHECKING:
    from game.board.progress import Progress
    from game.board.view import BoardView
    from game.look import Plaque

Cell = tuple[int, int]
Colour = tuple[int, ...]


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
    """Everything a step may act on. `skip_screens`: the player's setting (feature screens
    cut short); `roles`: which of the game's symbols is its trigger, its wild (engine/config.py
    Roles), so no step names a game's symbol."""
    board: BoardState
    overlay: Overlay
    view: "BoardView"
    progress: "Progress"
    cue: Cue
    money: Callable[[int], str]
    roles: Roles = field(default_factory=Roles)
    skip_screens: bool = False

    def trigger_symbols(self) -> tuple[str, ...]:
        """The symbols that ring as they land: the one a landed screen's trigger names, else
        the game's trigger role."""
        named = self.progress.trigger_symbol
        return (named,) if named else self.roles.symbols("trigger")
