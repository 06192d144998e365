"""A big win's telling on the slot screen: its count-up (game/window/celebration.py), started once a
round at its end, moving at the board's pace, with its coins (game/window/effects.py) falling as
long as it shows, harder each tier, and its sounds; the overlays section draws it."""
from collections.abc import Callable, Sequence
from typing import Protocol

from engine import events as ev
from game.window.celebration import Celebration
from game.window.cues import Ticks
from game.window.look import Look
from game.window.effects import CoinShower
from game.round.odds import rarity
from game.window.ui import hud


class Sound(Protocol):
    """The app's sounds (game/window/audio.py's Audio.play): a cue, at its step if stepped."""
    def __call__(self, cue: str, step: int | None = None) -> object: ...


class BigWin:
    def __init__(self, look: Look, play: Sound, ticks: Ticks) -> None:
        """`look`: the game's (its tiers); `play(cue, step=None)`: the app's sounds; `ticks`:
        the count-up's rising ticks (game/window/cues.py)."""
        self.look, self.play, self.ticks = look, play, ticks
        hud.warm_big_win(look.big_wins)         # read now, not in the frame a tier is passed
        self.party: Celebration | None = None   # the big win being counted up, or None
        self.shower: CoinShower | None = None   # its coins, falling away after it

    def start(self, end: ev.RoundEndEvent, events: Sequence[ev.Event], bet: int,
              heading: Callable[[], str]) -> bool:
        """A big win is the round's one telling: it takes over the total screen of a feature
        that ended the round (`heading()` takes that screen's words), and says how rare a win
        this size is. Returns whether the round's end makes one."""
        start = events[0]                           # its round_start: what it cost
        self.party = Celebration.for_win(end["total_win"], bet, self.look.big_wins,
                                         start["cost"] if start["type"] == ev.ROUND_START
                                         else None)
        if self.party:
            self.party.heading = heading()
            self.party.note = rarity(events, self.look.big_wins[0][0]) or ""
        return bool(self.party)

    def untold(self) -> int:
        """The part of the last win the count-up has not reached: the credit and LAST WIN
        meters count with it (the wallet was credited at the round's end)."""
        return self.party.untold if self.party else 0

    def update(self, dt: float, pace: float, shown: bool) -> None:
        """`pace`: the board's (quick twice, turbo and skipped screens four times as fast);
        `shown`: the board has shown the whole round (the count-up starts after it)."""
        if self.party and shown:
            self._count(self.party, dt, pace)
        if self.shower is not None:
            if not self.party:
                self.shower.stop()                  # its last coins fall away
            self.shower.update(dt)
            if self.shower.done:
                self.shower = None

    def _count(self, party: Celebration, dt: float, pace: float) -> None:
        tier = party.update(dt / pace)
        if self.shower is None:
            self.shower = CoinShower(hud.coin_frames(), seed=party.amount)
        self.shower.rate = 30.0 + 30.0 * len(party.reached)
        if tier:
            self.play("big_win" if len(party.reached) == 1 else "win_big")
        if party.counting:                          # ticks rising with the count
            tick = self.ticks.update(dt, party.seconds / party.count_seconds)
            if tick:
                self.play("tick", tick)
        if party.done:
            self.party = None
