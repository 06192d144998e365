"""Whether the engine runs compiled, decided before any compiled module can load.

build/compile.py may compile the hot modules with mypyc and list each source's SHA-256 in
engine/compiled.json. Compiled modules call one another directly, so they are used all together
or not at all: when a source has changed since it was compiled, a compiled file or the manifest
is missing, or SLOTS_ENGINE=source is set, every module with a compiled file is loaded from its
source instead (a stale copy saying so on stderr), and the engine behaves exactly as uncompiled.
"""
import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = ROOT / "engine" / "compiled.json"

# "compiled", "source" (nothing compiled, or asked for) or "stale" (compiled, but out of date)
mode = "source"


class _FromSource:
    """A meta-path finder that loads the named modules from their .py files."""

    def __init__(self, names: dict):
        self.names = names

    def find_spec(self, name, path=None, target=None):
        source = self.names.get(name)
        if source is None:
            return None
        return importlib.util.spec_from_file_location(name, source)


def compiled_sources() -> dict:
    """Module name -> its .py, for every engine module with a compiled file beside its source
    (what would load instead of the source, whatever the manifest says)."""
    found = {}
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        for built in (ROOT / "engine").rglob("*" + suffix):
            source = built.with_name(built.name[:-len(suffix)] + ".py")
            if source.exists():
                name = source.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".")
                found[name] = source
    return found


def _extension(source: Path):
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = source.with_name(source.stem + suffix)
        if candidate.exists():
            return candidate
    return None


def _stale() -> list:
    """What stops the compiled modules from running: sources changed since they were compiled,
    compiled files missing, or a manifest that is missing or unreadable."""
    try:
        manifest = json.loads(MANIFEST.read_text())
        modules, runtime = dict(manifest["modules"]), str(manifest["runtime"])
    except (OSError, ValueError, KeyError, TypeError):
        return [str(MANIFEST.relative_to(ROOT))]
    out = []
    for relative, digest in modules.items():
        source = ROOT / relative
        if not source.exists() or _extension(source) is None or \
                hashlib.sha256(source.read_bytes()).hexdigest() != digest:
            out.append(relative)
    if _extension(ROOT / f"{runtime}.py") is None:     # mypyc's shared runtime
        out.append(runtime)
    return out


def choose() -> str:
    """Set `mode` and, unless the compiled modules may run, route their imports to source."""
    global mode
    compiled = compiled_sources()
    if not compiled:
        mode = "source"
        return mode
    stale = _stale()
    asked = os.environ.get("SLOTS_ENGINE", "") == "source"
    if not stale and not asked:
        mode = "compiled"
        return mode
    mode = "source" if asked else "stale"
    if stale and not asked:
        print(f"note: the compiled engine is out of date ({', '.join(stale[:3])}"
              f"{' ...' if len(stale) > 3 else ''} changed or missing); running from source. "
              f"Run `python build/compile.py` again, or `--clean`.", file=sys.stderr)
    if not any(isinstance(f, _FromSource) for f in sys.meta_path):
        sys.meta_path.insert(0, _FromSource(compiled))
    return mode
