"""The client imports only the engine's core (issue 47, 5): the books reader, the verify line
and the command line's parser are core modules; the PAR build, the simulator, the export and
the command-line tools are not the client's to import, at the top or inside a function."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("engine.par", "engine.simulate", "engine.export", "engine.export_join", "engine.runner",
         "engine.native", "engine.bench", "engine.cli", "engine.progress", "engine.__main__",
         "engine.tools")


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
    tree = ast.parse("def f():\n    from engine import cli\nimport engine.export_join\n")
    assert sorted(n for n in imported(tree) if is_tool(n)) == ["engine.cli", "engine.export_join"]


def test_no_module_of_the_client_imports_an_engine_tool():
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for name in imported(ast.parse(path.read_text(encoding="utf-8"))):
            if is_tool(name):
                found.append(f"{path.relative_to(ROOT)}: {name}")
    assert len(list((ROOT / "game").rglob("*.py"))) > 20              # the walk is real
    assert found == []
