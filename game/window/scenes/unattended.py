"""Rounds played with nobody watching (the command line's --autoplay N, the self-test): in
turbo with every feature screen cut short, no big win counted up, each choice its default, one
round after another until N have started and ended; then the program quits, saying why where
it stopped short (the balance, a fault: the session's notice)."""
from collections.abc import Callable
from typing import Protocol

from game.round.session import RoundSession
from game.window.board.animator import Animator
from game.window.celebration import Celebration
from game.window.slot.market import Market


class Watched(Protocol):
    """What the run plays through: a game's screen (the slot scene)."""
    session: RoundSession
    anim: Animator
    celebration: Celebration | None
    market: Market

    @property
    def in_round(self) -> bool: ...

    def start_round(self, mode: str) -> bool: ...

    def choose(self, option: str) -> None: ...


class Unattended:
    def __init__(self, screen: Watched, rounds: int,
                 quit: Callable[[str | None], None]) -> None:
        """`rounds`: how many to play; `quit(why)`: ends the program (why: None once they are
        played, else what stopped them)."""
        self.screen, self.left, self.quit = screen, rounds, quit
        screen.anim.pace("turbo", skip_screens=True)

    def step(self) -> None:
        """Once a frame, before the board moves: the next round where the last has ended."""
        screen = self.screen
        if screen.celebration:                 # nobody is watching: no count-up
            screen.celebration = None
        if screen.anim.waiting_for_choice:
            picked = screen.anim.overlay.pick()
            assert picked is not None, "a choice waits: it names its options"
            screen.choose(picked)
        if not screen.in_round and not screen.celebration:
            if self.left > 0 and screen.market.waiting():   # the market's least round time
                return
            if self.left > 0 and screen.start_round(screen.session.mode):
                self.left -= 1
            else:                                # short of its rounds: it says why, and fails
                self.quit((screen.session.message or "stopped short") if self.left else None)
