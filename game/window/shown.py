"""What the window shows, told as one JSON line each time it changes (`slot-client --states
FILE`): a program that drives the real window (the tests, by xdotool; a player's own
automation) waits on what the screen shows, never on a guessed time. Each line is written after
the frame that shows it was drawn, with any text that frame drew with a template's field left
unfilled ("raw": "LEVEL {level}", issue 56), read from the text pipeline itself; the words it
drew for the first time ("said": each text whose words, figures aside, no frame drew before: a
German screen's words left in English, issue 56); how many cells of the board it drew a symbol
in ("board", read from the board's own drawing: the board behind an open menu drawn as it
stands, issue 56); and the run's clock when it was shown ("at", seconds: how long a round
lasted, issue 58)."""
import json
import re
from contextlib import ExitStack
from typing import IO, Any

from game.window.board import view
from game.window.scenes import Application
from game.window.ui.widgets import RAW_FIELD, watching

FIGURES = re.compile(r"[\d\W_]+")       # what a text says besides its words: RM1.00, 3/10, x5


def shown(app: Application) -> dict[str, Any]:
    """The top screen's name, whether the window fills the screen, and what the screen says
    of itself (`Scene.on_screen`)."""
    top = app.top
    return {"top": type(top).__name__ if top else None, "fullscreen": app.fullscreen,
            **(top.on_screen() if top else {})}


class StateLog:
    """Told each frame (App's `watch`); writes a line only when what is shown changed."""

    def __init__(self, stream: IO[str]) -> None:
        self.stream = stream
        self.last: dict[str, Any] | None = None
        self.raw: set[str] = set()         # this frame's texts with a field left unfilled
        self.said: set[str] = set()        # this frame's texts whose words none drew before
        self.words: set[str] = set()       # the words of every text drawn so far
        self.cells: set[tuple[int, int]] = set()     # this frame's board cells drawn
        self.listening = ExitStack()       # the pipeline's watch, for the program's life
        self.listening.enter_context(watching(self.heard))
        self.listening.enter_context(view.watching(self.drawn))

    def heard(self, _surface: object, message: str, *_drawn: object) -> None:
        if RAW_FIELD.search(message):
            self.raw.add(message)
        words = FIGURES.sub(" ", message).strip()
        if words and words not in self.words:
            self.words.add(words)
            self.said.add(message)

    def drawn(self, row: float, col: float) -> None:
        self.cells.add((round(row), round(col)))

    def __call__(self, app: Application) -> None:
        now = {**shown(app), "raw": sorted(self.raw), "board": len(self.cells)}
        said = {"said": sorted(self.said)} if self.said else {}    # on the line that said them
        self.raw, self.said, self.cells = set(), set(), set()
        if now != self.last or said:
            self.last = now
            at = round(app.services.clock(), 3)      # the run's own clock, when it was shown
            self.stream.write(json.dumps({**now, **said, "at": at}, ensure_ascii=False) + "\n")
            self.stream.flush()
