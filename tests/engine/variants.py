"""Copies of a bundled game config with some settings changed, for tests."""
import yaml

from engine.games import config_path, load_game


def variant_path(game_id, tmp_path, change, name="variant.yaml", version=None) -> str:
    """Write the game's YAML (or a kept version's) after change(config) to tmp_path/name;
    return its path."""
    config = yaml.safe_load(config_path(game_id, version).read_text())
    change(config)
    path = tmp_path / name
    path.write_text(yaml.safe_dump(config, sort_keys=False))   # draws follow the key order
    return str(path)


def with_cap(game_id, tmp_path, cap):
    """The game with its max win set to `cap` x bet."""
    return load_game(game_id, variant_path(game_id, tmp_path,
                                           lambda c: c.__setitem__("max_win", cap)))
