"""The client's tree reads as its architecture (issue 57, 1): a package per job, the jobs
depending one way (the window on the round, the round on the books, all on the words), no
import circle among its modules (an import inside a function counts: it only hides one), and
the books, the round and the words loading with no pygame at all."""
import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
JOBS = {"words": set(), "books": {"words"}, "round": {"books", "words"},
        "window": {"round", "books", "words"}, "tools": {"window", "round", "books", "words"}}
PLAIN = ("books", "round", "words")      # no pygame: read and tested without it


def modules(top: Path = GAME) -> dict:
    """Dotted name -> file, for every module of the package at `top`."""
    found = {}
    for path in top.rglob("*.py"):
        parts = path.relative_to(top.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports(known: dict) -> dict:
    """Module -> the modules of `known` it imports, anywhere in it."""
    def owner(name):
        while name and name not in known:
            name = name.rpartition(".")[0]
        return name
    graph: dict = {}
    for name, path in known.items():
        out = graph.setdefault(name, set())
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                out |= {owner(f"{node.module}.{a.name}") for a in node.names}
            elif isinstance(node, ast.Import):
                out |= {owner(a.name) for a in node.names}
        out -= {"", name}
    return graph


def circles(graph: dict) -> list:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict = {}
    low: dict = {}
    stack: list = []
    found = []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_top_folder_holds_the_jobs_and_the_entry_alone():
    top = {p.name for p in GAME.iterdir() if p.name != "__pycache__"}
    assert top == {"__init__.py", "__main__.py", "locale", *JOBS}, top


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_no_module_of_the_client_is_in_an_import_circle():
    assert circles(imports(modules())) == []


def test_a_circle_is_found_through_an_import_inside_a_function(tmp_path):
    package = tmp_path / "game"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from game.b import B\n")
    (package / "b.py").write_text("def later():\n    from game import a\n")
    (package / "c.py").write_text("import game.a\n")
    assert circles(imports(modules(package))) == [["game.a", "game.b"]]


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_the_jobs_depend_one_way():
    wrong = []
    for name, uses in imports(modules()).items():
        job = name.split(".")[1] if name.count(".") else None
        for used in uses:
            other = used.split(".")[1] if used.count(".") else None
            if job in JOBS and other in JOBS and other != job and other not in JOBS[job]:
                wrong.append(f"{name} -> {used}")
    assert wrong == []


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_the_books_the_round_and_the_words_load_without_pygame():
    """Every module of theirs imported in a Python where pygame cannot be imported at all."""
    names = sorted(n for n in modules() if n.split(".")[1:2] and n.split(".")[1] in PLAIN)
    assert len(names) > 15
    code = ("import sys, importlib\nsys.modules['pygame'] = None\n"
            f"for name in {names!r}:\n    importlib.import_module(name)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr[-2000:]
