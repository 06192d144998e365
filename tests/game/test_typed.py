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
