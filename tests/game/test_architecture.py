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
