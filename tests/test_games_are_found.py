"""What makes a game a game lives in its folder: no Python file outside the games' own folders
names one (its id, module name or title), so a game is added by adding a folder."""
import pytest
import re
from pathlib import Path

from engine.games import available_games, folder, load_game

ROOT = Path(__file__).resolve().parents[1]
OUTSIDE = [p for part in ("engine", "game", "build", "sprites", "sounds") for pattern in
           ("*.py", "*.spec") for p in (ROOT / part).rglob(pattern)
           if not {"compiled", "work", "dist"} & set(p.relative_to(ROOT).parts)]


def own_folders():
    games = available_games()
    return [folder(g) for g in games] + [ROOT / k / g for k in ("sprites", "sounds")
                                         for g in games]


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_no_file_outside_a_games_folder_names_a_game():
    games = available_games()
    words = set()
    for game_id in games:
        words |= {game_id, game_id.replace("-", "_"), load_game(game_id).name}
    pattern = re.compile("|".join(re.escape(w) for w in sorted(words)), re.IGNORECASE)
    mine = own_folders()
    named = [f"{path.relative_to(ROOT)}: {m.group(0)}" for path in OUTSIDE
             if not any(path.is_relative_to(f) for f in mine)
             for m in [pattern.search(path.read_text())] if m]
    assert all(pattern.search(f"x {w} y") for w in words)     # the check can find them
    assert OUTSIDE and named == []
