"""Compile the engine's hot modules to C with mypyc: the same source, run at C speed.

    python build/compile.py                # in place: engine/**/*.so beside the sources
    python build/compile.py --target DIR   # a compiled copy of engine/ in DIR (tests, benches)
    python build/compile.py --clean        # back to running from source

Nothing else changes: the same rules, the same events, the same outcome for every seed (a test
compiles a copy and compares its event streams with the source's). The engine stays pure
Python and runs unchanged without this step; compiling only makes `simulate` and `bench` faster
(1.5-1.8x, figures in engine/MATH.md). It needs a C compiler and the `fast` extra (mypy).

Beside the compiled modules it writes engine/compiled.json, the SHA-256 of each source as it
was compiled: engine/native.py runs every module from source, saying so, when one has changed
since, so an edit is never hidden behind a stale compiled copy.
"""
import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The modules a round runs through. Package __init__ files, config reading, the CLI and the
# tools stay interpreted: they run once per process, and an __init__ compiled by mypyc has no
# __file__ to find its YAML by.
MODULES = [
    "engine/money.py", "engine/rng.py", "engine/grid.py", "engine/events.py",
    "engine/paytable.py", "engine/round.py", "engine/simulate.py",
    "engine/evaluate/counts.py", "engine/evaluate/clusters.py", "engine/evaluate/runs.py",
    "engine/games/base.py", "engine/games/sweet_bonanza_xmas.py",
    "engine/games/santas_wonderland.py", "engine/games/midnight_princess.py",
]
MANIFEST = "engine/compiled.json"
GROUP = "engine.runtime"  # mypyc's shared runtime: the module engine/runtime__mypyc


def source_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def compiled_files(root: Path) -> list[Path]:
    return [p for p in (root / "engine").rglob("*") if p.suffix in (".so", ".pyd")]


def clean(root: Path) -> list[Path]:
    gone = compiled_files(root)
    manifest = root / MANIFEST
    if manifest.exists():
        gone.append(manifest)
    for path in gone:
        path.unlink()
    return gone


def compile_in(root: Path) -> None:
    """Compile root/engine in place; the C sources and objects go to a temporary folder."""
    try:
        import mypyc  # noqa: F401
    except ImportError:
        raise SystemExit("mypyc is not installed: python3 -m pip install -e '.[fast]'")
    clean(root)
    with tempfile.TemporaryDirectory(prefix="engine-mypyc-") as temp:
        setup = Path(temp) / "setup.py"
        setup.write_text(
            "from setuptools import setup\n"
            "from mypyc.build import mypycify\n"
            f"setup(name='engine-compiled', script_args=['build_ext', '--inplace', "
            f"'--build-temp', {str(Path(temp) / 'obj')!r}, "
            f"'--build-lib', {str(Path(temp) / 'lib')!r}],\n"
            f"      ext_modules=mypycify(['--ignore-missing-imports', "
            f"'--follow-imports=silent', *{MODULES!r}], opt_level='3', "
            f"target_dir={str(Path(temp) / 'c')!r}, group_name={GROUP!r}))\n")
        run = subprocess.run([sys.executable, str(setup)], cwd=root, capture_output=True,
                             text=True, env={**os.environ, "PYTHONPATH": str(root)})
        if run.returncode != 0:
            problems = [line for line in (run.stdout + run.stderr).splitlines()
                        if "error" in line.lower()]
            raise SystemExit("mypyc could not compile the engine:\n" +
                             ("\n".join(problems[:40]) or (run.stdout + run.stderr)[-3000:]))
    digests = {m: source_digest(root / m) for m in MODULES}
    runtime = GROUP.replace(".", "/") + "__mypyc"
    (root / MANIFEST).write_text(json.dumps({"modules": digests, "runtime": runtime},
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
    parser.add_argument("--target", type=Path, help="compile a copy of engine/ in this folder")
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules")
    args = parser.parse_args(argv)
    root = ROOT
    if args.target:
        root = args.target.resolve()
        root.mkdir(parents=True, exist_ok=True)
        copy_engine(root)
    if args.clean:
        gone = clean(root)
        print(f"removed {len(gone)} compiled files; the engine runs from source")
        return 0
    compile_in(root)
    print(f"compiled {len(MODULES)} engine modules in {root / 'engine'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
