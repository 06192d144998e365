"""The slot engine: pure Python, no pygame.

Games are YAML data composed from shared mechanics; a round is a generator of events
(the contract in shared/spec/events.md) driven by a provably-fair RNG.
"""
from engine.errors import BetError, ConfigError, EngineError
from engine.games import available_games, load_game
from engine.rng import FairRng
from engine.round import play_round

__all__ = ["BetError", "ConfigError", "EngineError", "FairRng", "available_games",
           "load_game", "play_round"]
