"""The games: each is a module composing the shared mechanics plus one YAML file of data.

`load_game(id)` reads and validates a game's YAML once; a Game knows its modes (with their cost
in multiples of the bet), its bet ladder, its cap, and how to play the inside of a round.
"""
import importlib
from functools import lru_cache
from pathlib import Path

from engine.config import read_yaml
from engine.errors import ConfigError, UnknownGame, UnknownVersion

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


def _build(module, game_id, path):
    """The game a file describes, refused where the file names another game or holds a
    setting that nothing reads (a misspelt key would otherwise be silently ignored)."""
    node = read_yaml(path)
    game = module.GAME_CLASS(node)
    if game.id != game_id:
        raise ConfigError(node.file, "id", f"names another game (this file is read as "
                                           f"{game_id})", game.id)
    unread = node.unread()
    if unread:
        raise ConfigError(node.file, unread[0], "is not a setting this game reads")
    return game


@lru_cache(maxsize=None)
def load_game(game_id: str, path=None, version=None):
    """The validated game; `path` overrides the bundled YAML (tests, tuning). `version` asks
    for the math a round was played under: every released version is kept, so a round begun
    before an update is finished, replayed and verified exactly as it was dealt."""
    if game_id not in GAMES:
        raise UnknownGame(f"unknown game {game_id!r} (choose from {', '.join(GAMES)})")
    module = importlib.import_module(f"engine.games.{GAMES[game_id]}")
    if version is None or path is not None:
        return _build(module, game_id, path or config_path(game_id))
    current = load_game(game_id)
    if version == current.version:
        return current
    kept = config_path(game_id, version)
    if not kept.is_file():
        raise UnknownVersion(f"{game_id}: config version {version!r} is not kept in this build "
                             f"(it has {', '.join(map(str, kept_versions(game_id)))})")
    game = _build(module, game_id, kept)
    if game.version != version:
        raise ConfigError(kept, "version", f"must be {version}, as the file name says",
                          game.version)
    return game
