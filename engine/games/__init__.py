"""The games: each is a module composing the shared mechanics plus one YAML file of data.

`load_game(id)` reads and validates a game's YAML once; a Game knows its modes (with their cost
in multiples of the bet), its bet ladder, its cap, and how to play the inside of a round.
"""
import importlib
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

from engine.bets import read_bets
from engine.config import Node, read_cap, read_grid, read_symbols, read_yaml
from engine.errors import ConfigError, UnknownGame, UnknownVersion
from engine.grid import copy as grid_copy

HERE = Path(__file__).parent

# game id -> module name; the YAML beside the module is named after the id
GAMES = {
    "santas-wonderland": "santas_wonderland",
    "midnight-princess": "midnight_princess",
    "sweet-bonanza-xmas": "sweet_bonanza_xmas",
}


def available_games() -> list:
    return list(GAMES)


def config_path(game_id: str, version=None) -> Path:
    """The bundled YAML, or the kept copy of an earlier released version of its math."""
    if version is None:
        return HERE / f"{game_id}.yaml"
    return HERE / "versions" / game_id / f"v{version}.yaml"


def kept_versions(game_id: str) -> list:
    """Every config version this build can still play, oldest first."""
    kept = {int(p.stem[1:]) for p in (HERE / "versions" / game_id).glob("v*.yaml")}
    return sorted(kept | {load_game(game_id).version})


@lru_cache(maxsize=None)
def load_game(game_id: str, path=None, version=None):
    """The validated game; `path` overrides the bundled YAML (tests, tuning). `version` asks
    for the math a round was played under: every released version is kept, so a round begun
    before an update is finished, replayed and verified exactly as it was dealt."""
    if game_id not in GAMES:
        raise UnknownGame(f"unknown game {game_id!r} (choose from {', '.join(GAMES)})")
    module = importlib.import_module(f"engine.games.{GAMES[game_id]}")
    if version is None or path is not None:
        return module.GAME_CLASS(read_yaml(path or config_path(game_id)))
    current = load_game(game_id)
    if version == current.version:
        return current
    kept = config_path(game_id, version)
    if not kept.is_file():
        raise UnknownVersion(f"{game_id}: config version {version!r} is not kept in this build "
                             f"(it has {', '.join(map(str, kept_versions(game_id)))})")
    game = module.GAME_CLASS(read_yaml(kept))
    if game.version != version:
        raise ConfigError(kept, "version", f"must be {version}, as the file name says",
                          game.version)
    return game


class Game:
    """What every game reads the same way; subclasses read their own sections and play."""

    def __init__(self, node: Node):
        self.node = node
        self.id = node["id"].str()
        self.name = node["name"].str()
        self.version = node["version"].int(low=1)
        self.rows, self.cols = read_grid(node["grid"])
        self.symbols = read_symbols(node["symbols"])
        self.bets = read_bets(node["bets"])
        self.cap_multiple = read_cap(node["max_win"])
        self.rtp_target = node["rtp_target"].fraction(low=0, high=1)
        self.costs = {}   # (bet, mode) -> cost in minor units, filled by round.check_bet
        self.modes = {}
        for name, mode in node["modes"].items():
            self.modes[name] = mode["cost"].fraction(low=Fraction(1, 100))
        if "base" not in self.modes:
            node["modes"].fail("must offer a 'base' mode", list(self.modes))
        self.config = node.value
        self._resting = None

    def symbol_ids(self, kind=None) -> list:
        return [s for s, info in self.symbols.items() if kind is None or info["kind"] == kind]

    def play(self, bet, rng, mode, tally):
        raise NotImplementedError

    def pays(self, cells) -> bool:
        """Whether this screen, as it stands, would win anything."""
        raise NotImplementedError

    def resting_meters(self) -> dict:
        """The meters this game shows between rounds, by name, as `meter` events at their
        starting value: a player sees what fills them before anything has."""
        return {}

    def resting_screen(self) -> list:
        """The screen a game shows before its first round: the first draw of the base reels
        under a fixed seed that pays nothing, so it is the same on every launch and never looks
        like a win that was not paid."""
        if self._resting is None:
            from engine import grid
            from engine.rng import FairRng
            for nonce in range(10_000):
                rng = FairRng.from_seed(0, nonce)
                cells = grid.fill(self.rows, self.cols, grid.column_drawer(rng, self.reels["base"]))
                if not self.pays(cells):
                    break
            self._resting = cells
        return grid_copy(self._resting)
