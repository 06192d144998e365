"""The compiled engine as an explicit choice: `python -m engine simulate --compiled ...`.

build/compile.py compiles the hot modules with mypyc into a copy of engine/ out of the tree
(build/compiled/ unless told otherwise) and records the SHA-256 of every file it copied.
`--compiled` checks that copy against the checkout (any file changed, added or removed since:
it is rebuilt first) and runs the same command again with the copy first on the path. Nothing
happens on import: `import engine` is the source, always, and `mode()` only reports which
engine this process runs.
"""
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COPY = ROOT / "build" / "compiled"        # build/compile.py's default target
MANIFEST = "compiled.json"                # in the copy's engine/: what was compiled from what
RELAUNCHED = "SLOTS_COMPILED_COPY"        # set in the relaunched process: never twice


def mode() -> str:
    """'compiled' when this process's engine modules are mypyc's, else 'source'."""
    import engine.rng
    return "source" if engine.rng.__file__.endswith(".py") else "compiled"


def tree_digests(engine_dir: Path) -> dict:
    """relative path -> SHA-256 of every file the engine is made of (code, YAML, JSON)."""
    out = {}
    for path in sorted(engine_dir.rglob("*")):
        if path.is_file() and path.suffix in (".py", ".yaml", ".json") \
                and "__pycache__" not in path.parts and path.name != MANIFEST:
            out[path.relative_to(engine_dir).as_posix()] = \
                hashlib.sha256(path.read_bytes()).hexdigest()
    return out


def stale(copy=None, source: Path = ROOT) -> list:
    """What makes the compiled copy at `copy` differ from the engine at `source`: files
    changed, added or removed since it was compiled, or no (readable) copy at all."""
    copy = Path(copy or COPY)
    try:
        recorded = json.loads((copy / "engine" / MANIFEST).read_text())["sources"]
    except (OSError, ValueError, KeyError, TypeError):
        return [f"{copy / 'engine' / MANIFEST} (no compiled copy)"]
    now = tree_digests(source / "engine")
    return sorted(name for name in set(now) | set(recorded)
                  if now.get(name) != recorded.get(name))


def relaunch(argv: list, module: str = "engine.__main__", copy=None) -> int:
    """Run `module`'s main(argv) again on the compiled copy, building it first when it is
    missing or out of date; returns its exit code, or -1 in the relaunched process itself
    (go on there). A missing compiler is one line from build/compile.py."""
    if os.environ.get(RELAUNCHED):
        return -1                      # already the compiled copy: go on here
    copy = Path(copy or COPY)
    changed = stale(copy)
    if changed and not (ROOT / "build" / "compile.py").is_file():    # an installed copy
        print("error: --compiled compiles the engine of a checkout of the project "
              "(build/compile.py), and this is an installed copy: run it from a checkout",
              file=sys.stderr)
        return 2
    if changed:
        print(f"compiling the engine into {copy} ({len(changed)} files changed since the "
              "last build; about a minute)", file=sys.stderr)
        done = subprocess.run([sys.executable, str(ROOT / "build" / "compile.py"), "--target",
                               str(copy)], stdout=subprocess.DEVNULL)
        if done.returncode != 0:
            return 2
    code = (f"import sys; sys.path.insert(0, {str(copy)!r}); "
            f"from {module} import main; sys.exit(main(sys.argv[1:]))")
    env = {**os.environ, RELAUNCHED: str(copy),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(copy),
                                                       os.environ.get("PYTHONPATH")]))}
    return subprocess.run([sys.executable, "-c", code, *argv], env=env).returncode
