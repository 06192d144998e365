"""Build the standalone client with PyInstaller, and check the build plays like the source.

    python build/make.py                  # one folder: build/dist/tumbling-slots/tumbling-slots
    python build/make.py --onefile        # one file:   build/dist/tumbling-slots (single file)
    python build/make.py --both --smoke   # both, then the frozen self-test against the engine
    python build/make.py --both --smoke --package   # and the release's two archives (CI, release)
    python build/make.py --jurisdiction uk   # a market's rules of play baked in (issue 58)

On macOS the one folder is also an application bundle, build/dist/onedir/Tumbling Slots.app, and
the smoke test runs the program inside it. --package archives each build as the release ships
it, named by build/systems.py from pyproject's version (tumbling-slots-0.1.0-linux-x86_64.tar.gz
and ...-onefile.tar.gz; .zip on Windows), into build/dist/release/ with a .sha256 file each:
the release workflow (.github/workflows/release.yml) runs this same command on each system.

Work files stay in build/work (ignored by git). --smoke runs the frozen program headless, from
another folder, with --selftest, which plays seeded rounds of each game through the real client
in a fresh temporary data folder, and checks every round's win against the engine run from source on
the same seeds, and that each wallet balance equals start - costs + wins. The frozen program
writes nothing next to itself. (build/wheel.py --smoke does the same with the installed wheel.)
"""
import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DIST, WORK = HERE / "dist", HERE / "work"
RELEASE = DIST / "release"
sys.path.insert(0, str(HERE))
import systems  # noqa: E402  (build/ is not a package)


def size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def built(onefile: bool, system: str = sys.platform) -> tuple:
    """(the program, what ships) of a build: the one file, or the one folder (on macOS the
    .app bundle, the program inside it)."""
    target = DIST / ("onefile" if onefile else "onedir")
    name = systems.NAME + (".exe" if system == "win32" else "")
    if onefile:
        return target / name, target / name
    if system == "darwin":
        app = target / f"{systems.TITLE}.app"
        return app / "Contents" / "MacOS" / name, app
    return target / systems.NAME / name, target / systems.NAME


def build(onefile: bool, rules: str | None = None) -> Path:
    """`rules`: a market's profile (a name or a file, game/round/jurisdiction.py) the program
    plays under wherever it runs, checked here and shipped as game/round/jurisdictions/
    baked.yaml (a file beside the data folder, or --jurisdiction, still comes first)."""
    kind = "onefile" if onefile else "onedir"
    env = {**os.environ, "SLOTS_ONEFILE": "1" if onefile else "0", "SLOTS_WORK": str(WORK / kind)}
    if rules is not None:
        from game.round.jurisdiction import load, JurisdictionError
        try:
            profile = load(rules)
        except JurisdictionError as err:
            raise SystemExit(f"error: {err}") from None
        baked = WORK / kind / "baked.yaml"
        baked.parent.mkdir(parents=True, exist_ok=True)
        import yaml
        baked.write_text(yaml.safe_dump({"name": profile.name, "flags": dict(profile.flags),
                                         "why": dict(profile.why)}, allow_unicode=True),
                         encoding="utf-8")
        env["SLOTS_BAKED_RULES"] = str(baked)
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(DIST / kind), "--workpath",
                    str(WORK / kind), str(HERE / "slots.spec")],
                   check=True, cwd=ROOT, env=env)
    exe, shipped = built(onefile)
    print(f"built {shipped} ({size(shipped) / 2**20:.1f} MB)")
    return exe


def package(onefile: bool, system: str = sys.platform) -> Path:
    """The build as the release ships it: its archive (the folder or file inside, renamed to
    the artefact's name, the .app as it is) and the archive's SHA-256 beside it."""
    name = systems.artefact(system, onefile=onefile)
    stem = name.removesuffix(".zip").removesuffix(".tar.gz")
    _, shipped = built(onefile, system)
    inside = shipped.name if shipped.suffix == ".app" else stem + shipped.suffix
    RELEASE.mkdir(parents=True, exist_ok=True)
    out = RELEASE / name
    if name.endswith(".zip"):
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
            for path in sorted([shipped, *shipped.rglob("*")] if shipped.is_dir() else [shipped]):
                z.write(path, Path(inside, path.relative_to(shipped)).as_posix())
    else:
        with tarfile.open(out, "w:gz") as t:     # keeps the execute bit and the .app's links
            t.add(shipped, arcname=inside)
    digest = hashlib.sha256(out.read_bytes()).hexdigest()
    # bytes: text mode would end the line with \r\n on Windows, which sha256sum --check refuses
    Path(f"{out}.sha256").write_bytes(f"{digest}  {name}\n".encode())
    print(f"packaged {out} ({out.stat().st_size / 2**20:.1f} MB, "
          f"sha256 {digest[:16]}...)")
    return out


def smoke(exe: Path, rounds: int = 3, home: Path | None = None,
          rules: str | None = None) -> None:
    """Run the program's self-test from another folder and compare it with the engine from
    source; it must write nothing next to itself nor in the current folder. `home` is the
    folder the program is installed in (a wheel's venv), the executable's own by default.
    `rules`: the profile baked in (--jurisdiction), which the program must say it plays under
    (the default profile where none was)."""
    import tempfile
    sys.path.insert(0, str(ROOT))
    from game.tools.selftest import check
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.pop("PYTHONPATH", None)                  # the program alone, not the checkout
    before = set(exe.parent.iterdir())
    with tempfile.TemporaryDirectory(prefix="slots-smoke-") as elsewhere:
        data = str(Path(elsewhere) / "data")
        start = time.perf_counter()
        out = subprocess.run([str(exe), "--first-frame", "--data-dir", data],
                             env=env, capture_output=True, text=True, timeout=120, cwd=elsewhere)
        launch = time.perf_counter() - start
        if out.returncode != 0:
            raise SystemExit(f"the build did not start: {out.stderr[-2000:]}")
        print(f"launch to first frame: {launch:.2f} s")
        out = subprocess.run([str(exe), "--selftest", str(rounds), "--data-dir", data], env=env,
                             capture_output=True, text=True, timeout=900, cwd=elsewhere)
        if out.returncode != 0:
            raise SystemExit(f"the self-test failed: {out.stderr[-2000:]}")
        report = json.loads(out.stdout)
        for line in check(report, rounds):
            print(line)
        print(plays_under(report, rules))
        for system in SYSTEMS:
            print(speaks(exe, env, Path(elsewhere), home or exe.parent, system))
        if set(exe.parent.iterdir()) != before or os.listdir(elsewhere) != ["data"]:
            raise SystemExit("the program wrote files next to itself or in the current folder")
    print("smoke test passed")


def plays_under(report: dict, rules: str | None) -> str:
    """The self-test's rules are the profile baked in (`rules`, else the default): every flag
    as the checkout reads that profile, so a build that lost its baked file plays the default
    profile and fails here."""
    from game.round.jurisdiction import load
    want = load(rules or "default")
    said = report.get("rules") or {}
    if said.get("name") != want.name or said.get("flags") != dict(want.flags):
        raise SystemExit(f"the build plays under {said}, not the profile {want.name!r} "
                         f"baked into it: {dict(want.flags)}")
    return f"plays under the profile {want.name!r}, as baked"


def installed_file(path: Path, home: Path) -> bool:
    """Whether a file the program read is its installation's (inside `home`, or where a one
    file build unpacks itself, a _MEI folder), not the checkout's source (a build in the
    checkout's build/dist is an installation all the same)."""
    return (ROOT / "game") not in path.parents and (
        home in path.parents or any(part.startswith("_MEI") for part in path.parts))


# the systems a build's first start is checked on (issues 48, 59): the language each must speak
# and the type it must draw with, from the build's own files
SYSTEMS = {"zh_CN.UTF-8": "zh_Hans", "ar_EG.UTF-8": "ar", "ja_JP.UTF-8": "ja"}


def speaks(exe: Path, env: dict, elsewhere: Path, home: Path, system: str) -> str:
    """On a Chinese, an Arabic or a Japanese system the build's first start speaks its
    language from its own catalog and draws with its own type for it (issues 48, 59: from
    inside its installation, the one folder or a wheel's venv, or from where the one file
    unpacks itself; never from the checkout)."""
    from game.words.i18n import FONTS, catalog
    lang = SYSTEMS[system]
    there = {**env, "LANG": system, "LC_ALL": system, "LANGUAGE": system.split(".")[0]}
    data = elsewhere / lang
    out = subprocess.run([str(exe), "--selftest", "1", "--data-dir", str(data)],
                         env=there, capture_output=True, text=True, timeout=900,
                         cwd=elsewhere)
    if out.returncode != 0:
        raise SystemExit(f"the self-test on a {system} system failed: {out.stderr[-2000:]}")
    said = json.loads(out.stdout)["speaks"]
    type_file = Path(said["font"] or ".")
    spin = catalog(lang).gettext("SPIN")           # as the checkout's catalog has it
    if said["language"] != lang or said["spin"] != spin or \
            not installed_file(type_file, home) or type_file.name != FONTS[lang]:
        raise SystemExit(f"the build did not speak {lang} from its own files: {said}")
    shutil.rmtree(data)
    return f"on a {system} system: {said['language']}, SPIN reads {spin}, type {type_file}"


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--onefile", action="store_true", help="one file instead of one folder")
    p.add_argument("--both", action="store_true", help="one folder and one file")
    p.add_argument("--smoke", action="store_true", help="self-test each build")
    p.add_argument("--jurisdiction", metavar="NAME|FILE",
                   help="bake a market's rules of play into the program (a profile shipped: "
                        "default, uk, de, social; or a profile file)")
    p.add_argument("--package", action="store_true",
                   help="archive each build for the release, with its SHA-256, into "
                        "build/dist/release")
    args = p.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    kinds = [False, True] if args.both else [args.onefile]
    if args.package:
        shutil.rmtree(RELEASE, ignore_errors=True)
    for onefile in kinds:
        exe = build(onefile, args.jurisdiction)
        if args.smoke:
            smoke(exe, rules=args.jurisdiction)
        if args.package:
            package(onefile)
    return 0


if __name__ == "__main__":
    sys.exit(main())
