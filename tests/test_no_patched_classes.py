"""No test patches a production class (issue 57, 5): what a test needs other than the program's
own (a clock, a seed source, an after-store callback, the folder lock) it hands to the client in
its services (game/round/services.py), or to the object it makes; it never assigns an attribute of a
class of game/ or engine/ (`RoundSession.__init__ = ...`, `App.step = ...`), directly, through
setattr or pytest's monkeypatch, for the rest of the process or for one test. The tests' own
files are read (their syntax), so a patch anywhere under tests/ fails here, launchers and
helpers included."""
import pytest
import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
PRODUCTION = ("game", "engine")


def production_names(tree: ast.AST) -> set[str]:
    """The names a file binds by importing from game/ or engine/ (modules and what is in them)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0 \
                and node.module.split(".")[0] in PRODUCTION:
            names |= {alias.asname or alias.name for alias in node.names}
        elif isinstance(node, ast.Import):
            names |= {alias.asname or alias.name.split(".")[0] for alias in node.names
                      if alias.name.split(".")[0] in PRODUCTION}
    return names


def is_class_name(name: str) -> bool:
    """A class's name as the project spells them (CamelCase; a CONSTANT is all capitals)."""
    return name[:1].isupper() and not name.isupper()


def chain(node: ast.AST) -> list[str] | None:
    """a.b.C as ["a", "b", "C"], or None where it is not names and attributes."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    return [node.id, *reversed(parts)]


def a_class(owner: list[str] | None, imported: set[str]) -> bool:
    """Whether `owner` (the object whose attribute is set) is a class of game/ or engine/: it
    starts from a name imported from them and names a class on the way."""
    return bool(owner) and owner[0] in imported and any(map(is_class_name, owner))


def patches(source: str) -> list[str]:
    """Each place `source` sets an attribute of a class of game/ or engine/: its line and what
    it sets."""
    tree = ast.parse(source)
    imported = production_names(tree)
    found = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = node.targets
        for target in targets:
            for part in ast.walk(target):
                if isinstance(part, ast.Attribute) and a_class(chain(part.value), imported):
                    found.append(f"line {node.lineno}: {ast.unparse(part)}")
        if isinstance(node, ast.Call) and node.args:
            called = chain(node.func) or []
            if called[-1:] in (["setattr"], ["delattr"]):
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    path = first.value.split(".")      # monkeypatch.setattr("game.x.Cls.f", ...)
                    if path[0] in PRODUCTION and any(map(is_class_name, path[:-1])):
                        found.append(f"line {node.lineno}: {first.value}")
                elif a_class(chain(first), imported):
                    found.append(f"line {node.lineno}: {ast.unparse(node)[:80]}")
    return sorted(found, key=lambda hit: int(hit.split(":")[0].split()[1]))


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_no_test_patches_a_class_of_the_client_or_the_engine():
    found = {str(path.relative_to(TESTS)): hits for path in sorted(TESTS.rglob("*.py"))
             if (hits := patches(path.read_text(encoding="utf-8")))}
    assert found == {}, found


def test_the_check_finds_each_way_of_patching_a_class():
    source = """
from game.round import session as session_module
from game.window.app import App
from engine.games.base import Game
import game.books.storage
session_module.RoundSession.__init__ = init
App.step = lambda self, dt: None
monkeypatch.setattr(Game, "help_values", spy)
setattr(game.books.storage.Storage, "close", spy)
monkeypatch.setattr("game.window.app.App.step", spy)
del App.push
"""
    assert [hit.split(":")[0] for hit in patches(source)] == \
        [f"line {n}" for n in (6, 7, 8, 9, 10, 11)]


def test_the_check_lets_a_test_set_what_is_its_own():
    """Instances a test made, a module's setting for one test, the test's own classes."""
    source = """
import game.books.storage
from game.window.app import App
from helpers import Clock
app = App()
app.settings["intro"] = False
slot.session.next_seed = "fixed"
monkeypatch.setattr(game.books.storage, "BUSY_WAIT", 0.3)
Clock.now = 5
class Mine:
    pass
Mine.x = 1
"""
    assert patches(source) == []
