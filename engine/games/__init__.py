"""The games: one folder each, found, not listed.

A game's folder (engine/games/<id with _ for ->/) holds everything that makes it that game:
`rules.py` (its GAME_CLASS, composing the shared mechanics), `game.yaml` (its math: the id, the
paytable, reels, caps, bet ladder and feature tables), `versions/vN.yaml` (every earlier
released version of that math, kept playable), and `look.yaml` (how the client presents it:
colours, words, help pages; read by the client, never by the engine; never its roles, which
the game declares once: a symbol's by its `kind` in game.yaml, `scatter` its trigger, `wild`
its substitute, `multiplier` its valued symbol (engine/config.py KIND_OF_ROLE), a mode's by its
rules' MODE_ROLES, its ante and its buy: `roles(id)`). Its art and audio are
made by the recipes in sprites/<id>/ and sounds/<id>/. More folders of games can be named in
SLOTS_GAME_DIRS (paths separated by the OS's path separator): a game is added by adding its
folder, with no other file touched.

`load_game(id)` reads and validates a game's YAML once; a Game knows its modes (with their cost
in multiples of the bet), its bet ladder, its cap, and how to play the inside of a round. The one
Game is shared by every caller, so it is complete when built: a round writes nothing on it.
"""
import importlib
import importlib.util
import os
import pkgutil
import sys
from functools import lru_cache, cache
from pathlib import Path

import yaml

from engine.config import Roles, parse_yaml, read_yaml
from engine.errors import ConfigError, UnknownGame, UnknownVersion

HERE = Path(__file__).parent
EXTRA = "SLOTS_GAME_DIRS"


def _roots(here, extra) -> list:
    return [Path(here)] + [Path(p) for p in extra.split(os.pathsep) if p]


def game_folders() -> dict:
    """game id -> its folder, for every folder holding a game.yaml (and a rules.py, outside
    engine/games), in lobby order (look.yaml's `order`, then the id)."""
    return _discover(str(HERE), os.environ.get(EXTRA, ""))


@lru_cache(maxsize=8)
def _discover(here, extra) -> dict:
    found: dict = {}
    for root in _roots(here, extra):
        for folder in sorted(root.iterdir()) if root.is_dir() else ():
            bundled = root == Path(here)   # frozen builds keep bundled rules in the archive
            if (folder / "game.yaml").is_file() and (bundled or (folder / "rules.py").is_file()):
                found.setdefault(folder.name.replace("_", "-"), folder)
    order = {gid: _read_look(f / "look.yaml").get("order", 100) for gid, f in found.items()}
    return dict(sorted(found.items(), key=lambda item: (order[item[0]], item[0])))


def rules_sources(engine_dir: Path = HERE.parent) -> list:
    """The rules modules of the bundled games (build/compile.py compiles them)."""
    return sorted((engine_dir / "games").glob("*/rules.py"))


def available_games() -> list:
    return list(game_folders())


def bundled() -> list:
    """The ids of the games this package holds as code (its subpackages), found or not: an
    install that lost a game's YAML lists fewer games than this (the client's --selftest)."""
    return sorted(m.name.replace("_", "-") for m in pkgutil.iter_modules(__path__) if m.ispkg)


def folder(game_id: str) -> Path:
    found = game_folders().get(game_id)
    if found is None:
        raise UnknownGame(f"unknown game {game_id!r} (choose from "
                          f"{', '.join(game_folders())})")
    return found


def config_path(game_id: str, version=None) -> Path:
    """The bundled YAML, or the kept copy of an earlier released version of its math."""
    if version is None:
        return folder(game_id) / "game.yaml"
    return folder(game_id) / "versions" / f"v{version}.yaml"


def kept_versions(game_id: str) -> list:
    """Every config version this build can still play, oldest first."""
    kept = {int(p.stem[1:]) for p in (folder(game_id) / "versions").glob("v*.yaml")}
    return sorted(kept | {load_game(game_id).version})


@cache
def look(game_id: str) -> dict:
    """The game's presentation (look.yaml): data for the client, checked by its tests. A look
    that gives roles is refused: they are the game's (`roles`), and a second declaration could
    name another symbol or mode than the one the rules play."""
    path = folder(game_id) / "look.yaml"
    found = _read_look(path)
    if "roles" in found:
        raise ConfigError(path, "roles", "are the game's, not its look's: a symbol's is its "
                                         "kind in game.yaml, a mode's its rules' MODE_ROLES")
    return found


@cache
def roles(game_id: str) -> Roles:
    """The roles the game gives its symbols and modes (Game.roles): its symbols' from their
    kinds in its game.yaml, its modes' from its rules' MODE_ROLES, the one declaration its
    rules, the round driver and the contract read: a client asks for a role and gets the
    game's ids, and so spells none of them."""
    return load_game(game_id).roles


def _read_look(path: Path) -> dict:
    if not path.is_file():
        return {}
    try:
        data = parse_yaml(path.read_text(encoding="utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as err:
        raise ConfigError(path, "(top level)", f"is not readable YAML ({err})") from None
    if not isinstance(data, dict):
        raise ConfigError(path, "(top level)", "must be a mapping", type(data).__name__)
    return data


def _rules(game_id: str):
    """The game's rules module: a package module for a bundled game (so it can be compiled),
    loaded from its file for a game in SLOTS_GAME_DIRS."""
    where = folder(game_id)
    if where.parent == HERE:
        return importlib.import_module(f"engine.games.{where.name}.rules")
    name = f"slots_games.{where.name}.rules"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, where / "rules.py")
        assert spec is not None and spec.loader is not None     # a .py path always has both
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def _build(module, game_id, path, unit=1):
    """The game a file describes, refused where the file names another game or holds a
    setting that nothing reads (a misspelt key would otherwise be silently ignored); its
    ladder `unit` times its own where asked (load_game)."""
    node = read_yaml(path)
    game = module.GAME_CLASS(node)
    if unit != 1:
        game.in_units(unit)
    if game.id != game_id:
        raise ConfigError(node.file, "id", f"names another game (this file is read as "
                                           f"{game_id})", game.id)
    unread: list = node.unread()
    if unread:
        raise ConfigError(node.file, unread[0], "is not a setting this game reads")
    game.freeze()
    return game


@cache
def load_game(game_id: str, path=None, version=None, unit=1):
    """The validated game; `path` overrides the bundled YAML (tests, tuning). `version` asks
    for the math a round was played under: every released version is kept, so a round begun
    before an update is finished, replayed and verified exactly as it was dealt. `unit`: its
    bet ladder in a currency whose minor unit is 1/`unit` of the ladder's own (a client's
    currency, game/words/currency.py): every bet and every win `unit` times as many minor
    units, the same rounds dealt from the same seeds."""
    module = _rules(game_id)
    if unit != 1:
        if isinstance(unit, bool) or not isinstance(unit, int) or unit < 1:
            raise ValueError(f"{game_id}: unit {unit!r} is not a whole number, 1 or more")
        load_game(game_id, path, version)    # a version this build keeps (else UnknownVersion)
        own = path or (config_path(game_id) if version in (None, load_game(game_id).version)
                       else config_path(game_id, version))
        return _build(module, game_id, own, unit)
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
