"""Errors that reach a person: each names what was wrong and where, never a traceback."""


class EngineError(Exception):
    """Base of every error the engine reports to a person."""


class ConfigError(EngineError):
    """A game config that cannot be used; the message names file, key and value."""

    def __init__(self, file, key, problem, value=...):
        self.file, self.key, self.problem, self.value = str(file), key, problem, value
        where = f"{self.file}: {key}" if key else self.file
        shown = "" if value is ... else f" (got {value!r})"
        super().__init__(f"{where}: {problem}{shown}")


class BetError(EngineError):
    """A bet or mode the game does not offer."""


class UnknownGame(EngineError):
    """No game with that id."""


class UnknownVersion(EngineError):
    """A config version of a game that this build does not keep."""
