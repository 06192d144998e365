"""The engine's core and its tools side by side (issue 47, 5): the core is engine/'s own modules
and packages, the tools (the PAR build, the simulator, the export, the command lines) are
engine/tools/. The client imports only the core (the books reader, the verify line and the
command line's parser are core modules), at the top or inside a function; the core imports no
tool, so the layout says which is which."""
import pytest
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("engine.tools", "engine.__main__")     # the PAR build, simulate, export, the command lines


def imported(tree: ast.AST):
    """Every module an import in `tree` names, `from engine import x` as engine.x."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            yield node.module
            yield from (f"{node.module}.{alias.name}" for alias in node.names)


def is_tool(name: str) -> bool:
    return any(name == t or name.startswith(t + ".") for t in TOOLS)


def test_the_walk_finds_a_tool_import():
    tree = ast.parse("def f():\n    from engine.tools import cli\nimport engine.tools.export_join\n"
                     "from engine import events\n")
    assert sorted(n for n in imported(tree) if is_tool(n)) == [
        "engine.tools", "engine.tools.cli", "engine.tools.export_join"]


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_no_module_of_the_client_imports_an_engine_tool():
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for name in imported(ast.parse(path.read_text(encoding="utf-8"))):
            if is_tool(name):
                found.append(f"{path.relative_to(ROOT)}: {name}")
    assert len(list((ROOT / "game").rglob("*.py"))) > 20              # the walk is real
    assert found == []


def test_the_core_imports_no_tool():
    engine = ROOT / "engine"
    core = [p for p in engine.rglob("*.py")
            if "tools" not in p.relative_to(engine).parts and p.name != "__main__.py"]
    assert engine / "round.py" in core and engine / "books_format.py" in core
    found = [f"{path.relative_to(ROOT)}: {name}" for path in sorted(core)
             for name in imported(ast.parse(path.read_text(encoding="utf-8"))) if is_tool(name)]
    assert found == []
