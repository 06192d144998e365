"""What the client takes from the world, in one object given to App (issue 57, 5): its clocks,
where each round's server seed comes from, who is told of each stored event, and how the data
folder is locked. Each has the program's own default; a test, the self-test, the screenshots
and the test launchers (tests/crash.py, tests/seeded.py) build a Services with theirs instead
of patching a production class or a module's global.

- `clock`: monotonic seconds (the session's budget and reality check, a notice's time).
- `wall`: epoch seconds (what every record is stamped by; the 7-day void).
- `seeds(session)`: the next server seed for a RoundSession (game/round/session.py), committed to
  (its hash shown) before the round it deals; the program's draws a fresh random one.
- `after_store(event)`: told of each event of a round played (not replayed) once it is stored.
- `hold(folder)`: the data folder's lock (game/books/folderlock.py), taken before the data file is
  read.
- `jurisdiction`: the market's rules of play (game/round/jurisdiction.py); None: the shipper's
  file beside the data folder, else the profile baked into the build, else the default one.

Every text is drawn by game/window/ui/widgets.py's renderer; who reads what a frame says wraps it
for a block with `widgets.watching(record)`, the one place it changes.
"""
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from engine import events as ev
from engine.games.base import Game
from engine.rng import new_server_seed
from game.books import folderlock
from game.books.storage import Lock, Storage
from game.round.jurisdiction import Jurisdiction


class Dealing(Protocol):
    """What a seed source may read of the round it deals for: a RoundSession
    (game/round/session.py, which holds these services: described here, not imported, so the
    two modules import in one direction only)."""
    @property
    def game(self) -> Game: ...
    @property
    def bet(self) -> int: ...
    @property
    def mode(self) -> str: ...
    @property
    def storage(self) -> Storage: ...


def fresh_seed(session: Dealing) -> str:
    """A new random server seed, whatever the round (the program's)."""
    return new_server_seed()


def nobody(event: ev.Event) -> None:
    """Nobody is told of a stored event (the program's)."""


@dataclass(frozen=True)
class Services:
    clock: Callable[[], float] = time.monotonic
    wall: Callable[[], float] = time.time
    seeds: Callable[[Dealing], str] = fresh_seed
    after_store: Callable[[ev.Event], None] = nobody
    hold: Callable[[Path], Lock] = folderlock.hold
    jurisdiction: Jurisdiction | None = None
