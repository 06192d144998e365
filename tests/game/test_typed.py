"""Every function of the client is annotated (issue 57, 7): pyproject.toml turns on mypy's
disallow_untyped_defs for all of game/, and this test fails if the setting is narrowed or
turned off again (mypy itself runs in .ci/run, not here: this only guards the setting)."""
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TYPED = ("game", "game.*")         # the whole client, since issue 57 was done


def strict_modules() -> set:
    """The module patterns pyproject.toml's mypy overrides give disallow_untyped_defs."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    found = set()
    for override in config["tool"]["mypy"].get("overrides", []):
        if override.get("disallow_untyped_defs") is True:
            module = override["module"]
            found |= {module} if isinstance(module, str) else set(module)
    if config["tool"]["mypy"].get("disallow_untyped_defs") is True:
        found.add("*")
    return found


def test_the_typed_packages_stay_typed():
    strict = strict_modules()
    missing = [m for m in TYPED if m not in strict and "*" not in strict]
    assert not missing, f"disallow_untyped_defs is off for {missing} (pyproject.toml)"


def test_no_override_turns_it_off_again_for_the_client():
    """A later override of a client module (one setting it false) would undo the list."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    for override in config["tool"]["mypy"].get("overrides", []):
        module = override["module"]
        names = [module] if isinstance(module, str) else module
        if any(name == "game" or name.startswith("game.") for name in names):
            assert override.get("disallow_untyped_defs", True) is True, names


def _annotation(path: str, owner: str, name: str) -> str:
    """The source of the annotation `owner` gives `name` (a class field, or self.name)."""
    import ast
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    klass = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == owner)
    for node in ast.walk(klass):
        if isinstance(node, ast.AnnAssign):
            target = node.target
            named = target.id if isinstance(target, ast.Name) else \
                target.attr if isinstance(target, ast.Attribute) else None
            if named == name:
                return ast.unparse(node.annotation)
    raise AssertionError(f"{owner}.{name} has no annotation in {path}")


def test_the_look_s_places_and_the_multiplier_have_real_types():
    """Look.tally_box and promos_box are a place or None, Progress.multiplier a whole number
    or None (issue 57, 8), where they were Any: mypy checks every reader."""
    assert _annotation("game/window/look.py", "Look", "tally_box") == "Box | None"
    assert _annotation("game/window/look.py", "Look", "promos_box") == "Box | None"
    assert _annotation("game/window/board/progress.py", "Progress", "multiplier") == "int | None"


def test_a_multiplier_is_held_as_the_whole_number_its_event_gives():
    """The contract lets a multiplier's value be a number or a decimal string: the client
    holds the whole number it is, and says in one line that a game's other value is not."""
    import pytest
    from game.window.board.progress import whole_multiplier
    assert [whole_multiplier(v) for v in (25, "25", 4.0, "7.0")] == [25, 25, 4, 7]
    for bad in (2.5, "2.5", "x2", True):
        with pytest.raises(ValueError, match="must be a whole number, got"):
            whole_multiplier(bad)
