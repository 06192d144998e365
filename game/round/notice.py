"""A notice on the play clock (no pygame here): words said for some seconds, the toast above
the play screen's bar, gone once they pass or other words replace them. RoundSession says the
round's through one (game/round/session.py); the window draws it by its words and its age."""
from collections.abc import Callable


class Notice:
    def __init__(self, clock: Callable[[], float]) -> None:
        """`clock`: the play clock (seconds, monotonic; tests move it)."""
        self.clock = clock
        self._text, self._at = "", 0.0         # (the words: a Said where they are one)
        self._until: float | None = None
        # the words say autoplay stopped (said so by the session, never read from the words)
        self.autoplay_stopped = False

    @property
    def text(self) -> str:
        """The words until the clock passes the time they were said for ("" after)."""
        if self._until is not None and self.clock() >= self._until:
            return ""
        return self._text

    def say(self, text: str, seconds: float, autoplay_stopped: bool = False) -> None:
        """`text` from now for `seconds`, replacing what was said."""
        now = self.clock()
        self._text, self._until, self._at = text, now + seconds, now
        self.autoplay_stopped = autoplay_stopped

    @property
    def age(self) -> tuple[float, float]:
        """(seconds since the words were said, seconds they have left): the toast slides in
        and fades out by them."""
        now = self.clock()
        return now - self._at, (self._until or now) - now
