"""Build the standalone client with PyInstaller, and check the build plays like the source.

    python build/make.py                  # one folder: build/dist/tumbling-slots/tumbling-slots
    python build/make.py --onefile        # one file:   build/dist/tumbling-slots (single file)
    python build/make.py --both --smoke   # both, then the frozen self-test against the engine

Work files stay in build/work (ignored by git). --smoke runs the frozen program headless, from
another folder, with --selftest, which plays seeded rounds of each game through the real client
in a fresh temporary data folder, and checks every round's win against the engine run from source on
the same seeds, and that each wallet balance equals start - costs + wins. The frozen program
writes nothing next to itself. (build/wheel.py --smoke does the same with the installed wheel.)
"""
import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DIST, WORK = HERE / "dist", HERE / "work"


def size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def build(onefile: bool) -> Path:
    env = {**os.environ, "SLOTS_ONEFILE": "1" if onefile else "0"}
    target = DIST / ("onefile" if onefile else "onedir")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(target), "--workpath",
                    str(WORK / ("onefile" if onefile else "onedir")), str(HERE / "slots.spec")],
                   check=True, cwd=ROOT, env=env)
    exe = target / "tumbling-slots" if onefile else target / "tumbling-slots" / "tumbling-slots"
    if sys.platform == "win32":
        exe = exe.with_suffix(".exe")
    shown = exe if onefile else exe.parent
    print(f"built {shown} ({size(shown) / 2**20:.1f} MB)")
    return exe


def smoke(exe: Path, rounds: int = 3) -> None:
    """Run the program's self-test from another folder and compare it with the engine from
    source; it must write nothing next to itself nor in the current folder."""
    import tempfile
    sys.path.insert(0, str(ROOT))
    from game.selftest import check
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.pop("PYTHONPATH", None)                  # the program alone, not the checkout
    before = set(exe.parent.iterdir())
    with tempfile.TemporaryDirectory(prefix="slots-smoke-") as elsewhere:
        start = time.perf_counter()
        out = subprocess.run([str(exe), "--first-frame", "--data-dir", f"{elsewhere}/data"],
                             env=env, capture_output=True, text=True, timeout=120, cwd=elsewhere)
        launch = time.perf_counter() - start
        if out.returncode != 0:
            raise SystemExit(f"the build did not start: {out.stderr[-2000:]}")
        print(f"launch to first frame: {launch:.2f} s")
        out = subprocess.run([str(exe), "--selftest", str(rounds), "--data-dir",
                              f"{elsewhere}/data"], env=env, capture_output=True, text=True,
                             timeout=900, cwd=elsewhere)
        if out.returncode != 0:
            raise SystemExit(f"the self-test failed: {out.stderr[-2000:]}")
        for line in check(json.loads(out.stdout), rounds):
            print(line)
        if set(exe.parent.iterdir()) != before or os.listdir(elsewhere) != ["data"]:
            raise SystemExit("the program wrote files next to itself or in the current folder")
    print("smoke test passed")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--onefile", action="store_true", help="one file instead of one folder")
    p.add_argument("--both", action="store_true", help="one folder and one file")
    p.add_argument("--smoke", action="store_true", help="self-test each build")
    args = p.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    kinds = [False, True] if args.both else [args.onefile]
    for onefile in kinds:
        exe = build(onefile)
        if args.smoke:
            smoke(exe)
    return 0


if __name__ == "__main__":
    sys.exit(main())
