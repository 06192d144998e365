"""The client's shape: scenes reach each other by name through the scene stack (no scene
imports another, so there are no import cycles among them) and hand values over instead of
writing each other's fields."""
import ast
from pathlib import Path

from game.scenes import SCENES, scene_class

ROOT = Path(__file__).resolve().parents[2]
SCENE_DIR = ROOT / "game" / "scenes"
SHARED = {"game.scenes", "game.scenes.overlay"}     # the base classes every scene may use


def imported(path: Path) -> set:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
    return names


def test_no_scene_imports_another():
    for path in SCENE_DIR.glob("*.py"):
        others = {n for n in imported(path) if n.startswith("game.scenes")} - SHARED
        assert not others, f"{path.name} imports {sorted(others)}: open it by name instead"


def test_every_named_scene_resolves():
    for name in SCENES:
        assert scene_class(name).__name__ in SCENES[name]


def test_the_bet_menu_hands_its_pick_back(app):
    slot = app.open("slot", "santas-wonderland")
    slot.open_bet_menu()
    menu = app.top
    assert not hasattr(menu, "slot")
    step = slot.game.bets.steps[3]
    menu.choose(step)
    assert slot.session.bet == step
    slot.session.start("base")                 # during a round a pick does not stand
    menu.choose(slot.game.bets.steps[5])
    assert slot.session.bet == step


# --- the client names no game and no game's mechanic (issue 36, 4) -----------------------------

CLIENT = ROOT / "game"
# words of the games and their mechanics, beyond the names their looks give (below)
MECHANICS = {"bauble", "princess", "trinity", "riches", "lollipop", "lantern", "lucky",
             "santa", "bonanza", "xmas", "wonderland", "midnight"}
GENERIC = {"spin", "free spin", "free spins", "tumble", "drop",    # the engine's own reasons
           "level", "refresh"}      # and plain words a look uses too (a multiplier source)


def _plain(text: str) -> str:
    """Lower case, every run of other characters one space, padded: phrases match whole."""
    return " " + " ".join("".join(c if c.isalnum() else " " for c in
                                  text.lower().replace("'s", "s")).split()) + " "


def forbidden() -> set:
    """Every phrase that names a game or one of its mechanics: the games' ids and titles, the
    features, grid reasons, multiplier sources and status events their looks name, and
    MECHANICS (with plurals), the fourth game's fixture's as well."""
    import os
    from engine import games
    from game.look import Look
    before = os.environ.get(games.EXTRA)
    os.environ[games.EXTRA] = str(ROOT / "tests" / "fixtures" / "games")
    try:
        found = set(MECHANICS)
        for game_id in games.available_games():
            look = Look(game_id)
            found |= {game_id, look.title, *look.features, *look.multipliers, *look.status,
                      *look.grid}
    finally:
        if before is None:
            os.environ.pop(games.EXTRA)
        else:
            os.environ[games.EXTRA] = before
        games.look.cache_clear()
    phrases = {_plain(name).strip() for name in found} - GENERIC
    return phrases | {p + "s" for p in phrases if " " not in p}


def test_the_client_names_no_game_and_no_mechanic():
    phrases = forbidden()
    assert {"santas wonderland", "tiny tumble", "princess", "baubles", "lanterns", "lucky",
            "girl power"} <= phrases
    found = []
    for path in sorted(CLIENT.rglob("*.py")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            named = sorted(p for p in phrases if f" {p} " in _plain(line))
            if named:
                found.append(f"{path.relative_to(ROOT)}:{number}: {named}")
    assert not found, "the client names a game or a mechanic (its look.yaml should):\n" + \
        "\n".join(found)
