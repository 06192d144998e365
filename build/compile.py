"""Compile the engine's hot modules to C with mypyc: the same source, run at C speed.

    python build/compile.py                # a compiled copy of engine/ in build/compiled/
    python build/compile.py --target DIR   # ... or in DIR
    python build/compile.py --clean        # remove the copy

The checkout is never touched: the copy is used only by a command that asks for it
(`python -m engine simulate --compiled ...`, engine/tools/native.py), which rebuilds it first
when any engine file changed since. Nothing else changes: the same rules, the same events, the same
outcome for every seed (a test compiles a copy and compares its event streams with the
source's); compiling only makes `simulate`, `par` and `bench` faster (about 2-2.5x, figures
in engine/MATH.md). It needs a C compiler and the `fast` extra (mypy).

In the copy it writes engine/compiled.json: the SHA-256 of every engine file it was made from.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from engine.tools.native import COPY, tree_digests  # noqa: E402

# The modules a round runs through. Package __init__ files, config reading, the CLI and the
# tools stay interpreted: they run once per process, and an __init__ compiled by mypyc has no
# __file__ to find its YAML by.
# Every game's rules module is found, not listed (engine/games/__init__.py discovers them).
CORE = [
    "engine/money.py", "engine/rng.py", "engine/grid.py", "engine/events.py",
    "engine/paytable.py", "engine/round.py", "engine/tools/simulate.py", "engine/buckets.py",
    "engine/evaluate/counts.py", "engine/evaluate/clusters.py", "engine/evaluate/runs.py",
    "engine/games/base.py",
]


def game_modules(root: Path) -> list:
    from engine.games import rules_sources
    return [path.relative_to(root).as_posix() for path in rules_sources(root / "engine")]
MANIFEST = "engine/compiled.json"
GROUP = "engine.runtime"  # mypyc's shared runtime: the module engine/runtime__mypyc


def compile_in(root: Path) -> None:
    """Compile root/engine in place; the C sources and objects go to a temporary folder."""
    modules = CORE + game_modules(root)
    try:
        import mypyc  # noqa: F401
    except ImportError:
        raise SystemExit("mypyc is not installed: python3 -m pip install -e '.[fast]'") from None
    with tempfile.TemporaryDirectory(prefix="engine-mypyc-") as temp:
        setup = Path(temp) / "setup.py"
        setup.write_text(
            "from setuptools import setup\n"
            "from mypyc.build import mypycify\n"
            f"setup(name='engine-compiled', script_args=['build_ext', '--inplace', "
            f"'--build-temp', {str(Path(temp) / 'obj')!r}, "
            f"'--build-lib', {str(Path(temp) / 'lib')!r}],\n"
            f"      ext_modules=mypycify(['--ignore-missing-imports', "
            f"'--follow-imports=silent', *{modules!r}], opt_level='3', "
            f"target_dir={str(Path(temp) / 'c')!r}, group_name={GROUP!r}))\n")
        run = subprocess.run([sys.executable, str(setup)], cwd=root, capture_output=True,
                             text=True, env={**os.environ, "PYTHONPATH": str(root)})
        if run.returncode != 0:
            problems = [line for line in (run.stdout + run.stderr).splitlines()
                        if "error" in line.lower()]
            raise SystemExit("mypyc could not compile the engine:\n" +
                             ("\n".join(problems[:40]) or (run.stdout + run.stderr)[-3000:]))
    runtime = GROUP.replace(".", "/") + "__mypyc"
    (root / MANIFEST).write_text(json.dumps({"modules": modules, "runtime": runtime,
                                             "sources": tree_digests(root / "engine")},
                                            indent=2) + "\n")


def copy_engine(target: Path) -> None:
    """A fresh copy of engine/ (sources and YAML, no caches) to compile elsewhere."""
    if (target / "engine").exists():
        shutil.rmtree(target / "engine")
    shutil.copytree(ROOT / "engine", target / "engine",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd",
                                                  "compiled.json"))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--target", type=Path, default=COPY,
                        help=f"where to put the compiled copy (default {COPY.relative_to(ROOT)})")
    parser.add_argument("--clean", action="store_true", help="remove the compiled copy")
    args = parser.parse_args(argv)
    root = args.target.resolve()
    if root == ROOT:
        raise SystemExit("the engine is never compiled in place: choose another --target")
    if args.clean:
        shutil.rmtree(root / "engine", ignore_errors=True)
        print(f"removed {root / 'engine'}; commands run the source unless given --compiled")
        return 0
    root.mkdir(parents=True, exist_ok=True)
    copy_engine(root)
    compile_in(root)
    print(f"compiled {len(CORE + game_modules(root))} engine modules in {root / 'engine'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
