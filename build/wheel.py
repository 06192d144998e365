"""Build the sdist and the wheel from it; with --smoke, install the wheel in a fresh venv outside
the checkout and run the program there, from another folder, as a user would (CI does both).

    python build/wheel.py            # build/dist/wheel/: the sdist and the wheel made from it
    python build/wheel.py --smoke    # and install it, then run it from a temporary folder

The smoke test checks both commands' --version against pyproject.toml, that `slot-engine games`
lists the games the checkout holds, plays, verifies (with the `verify` line `play` prints) and
simulates a round of every game, refuses --compiled in one line (it compiles a checkout's
engine), and runs the client's --selftest headless for every game (build/make.py's smoke
test, whose rounds are checked against the engine from source). The game in
tests/fixtures/games is named in SLOTS_GAME_DIRS: a game from a folder outside the package works
installed. The installation is made read-only first and must be unchanged afterwards, the
current folder empty: the program writes nothing there.
"""
import argparse
import os
import shlex
import shutil
import stat
import subprocess
import sys
import tempfile
import tomllib
import venv
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUT = HERE / "dist" / "wheel"
FOURTH = ROOT / "tests" / "fixtures" / "games"


def build() -> Path:
    """The sdist from the checkout, then the wheel from the sdist (so the sdist is complete),
    each in an isolated environment; returns the wheel."""
    shutil.rmtree(OUT, ignore_errors=True)
    # not from the checkout: its build/ folder would hide the `build` package
    with tempfile.TemporaryDirectory() as elsewhere:
        done = subprocess.run([sys.executable, "-m", "build", "--outdir", str(OUT), str(ROOT)],
                              cwd=elsewhere, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"the build failed: {(done.stderr or done.stdout)[-3000:]}")
    wheel = next(OUT.glob("*.whl"))
    print(f"built {wheel.relative_to(ROOT)} and {next(OUT.glob('*.tar.gz')).name}")
    return wheel


def files(folder: Path) -> dict:
    return {p: (p.stat().st_size, p.stat().st_mtime_ns) for p in folder.rglob("*")}


def writable(folder: Path, yes: bool):
    for path in [folder, *folder.rglob("*")]:
        mode = path.stat().st_mode
        path.chmod(mode | stat.S_IWUSR if yes else mode & ~(stat.S_IWUSR | stat.S_IWGRP |
                                                             stat.S_IWOTH))


class Installed:
    """The wheel in a fresh venv; `run` runs one of its commands from another folder."""

    def __init__(self, wheel: Path, where: Path):
        self.venv, self.elsewhere = where / "venv", where / "elsewhere"
        self.elsewhere.mkdir()
        venv.create(self.venv, with_pip=True)
        self.bin = self.venv / ("Scripts" if sys.platform == "win32" else "bin")
        subprocess.run([str(self.bin / "python"), "-m", "pip", "install", "-q", str(wheel)],
                       check=True)
        self.site = Path(self.run("python", "-c", "import sysconfig; "
                                  "print(sysconfig.get_paths()['purelib'])").strip())

    def run(self, command, *args, status=0) -> str:
        """Its output (or, where it must fail with `status`, its one line of error)."""
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        env.pop("PYTHONPATH", None)
        done = subprocess.run([str(self.bin / command), *args], cwd=self.elsewhere, env=env,
                              capture_output=True, text=True, timeout=900)
        if done.returncode != status or (status and done.stderr.count("\n") != 1):
            raise SystemExit(f"installed {command} {shlex.join(args)} exited "
                             f"{done.returncode}, not {status}: "
                             f"{(done.stderr or done.stdout)[-2000:]}")
        return done.stderr if status else done.stdout


def smoke(wheel: Path) -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.pop("PYTHONPATH", None)
    from engine.games import EXTRA, available_games
    import make
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    with tempfile.TemporaryDirectory(prefix="slots-wheel-") as where:
        box = Installed(wheel, Path(where))
        for command in ("slot-engine", "slot-client"):
            said = box.run(command, "--version").strip()
            assert said == f"tumbling-slots {version}", (command, said)
        bundled = available_games()
        os.environ[EXTRA] = str(FOURTH)              # the installed program and the source
        games = available_games()
        assert set(games) > set(bundled), "the fixture game was not found from source"
        before = files(box.venv)
        writable(box.site, False)
        try:
            os.environ[EXTRA] = ""
            listed = [line.split()[0] for line in box.run("slot-engine", "games").splitlines()]
            assert listed == bundled, (listed, bundled)
            os.environ[EXTRA] = str(FOURTH)
            listed = [line.split()[0] for line in box.run("slot-engine", "games").splitlines()]
            assert listed == games, (listed, games)
            print(f"slot-engine games: {', '.join(listed)}")
            for game in games:
                played = box.run("slot-engine", "play", "--game", game, "--seed", "7")
                verify = shlex.split(played.splitlines()[-1].partition("check it: ")[2])
                assert verify[:4] == ["python", "-m", "engine", "verify"], verify
                box.run("slot-engine", *verify[3:])         # exit 0: hash and win match
                report = box.run("slot-engine", "simulate", "--game", game, "--spins", "300",
                                 "--quiet", "--json")
                assert '"rounds": 300' in report, report[:500]
                print(f"{game}: played, verified and simulated by the installed slot-engine")
            said = box.run("slot-engine", "simulate", "--game", games[0], "--spins", "10",
                           "--compiled", status=2)         # it compiles a checkout's engine
            assert "installed copy" in said, said
            make.smoke(box.bin / "slot-client", home=box.venv)  # every game, checked from source
        finally:
            writable(box.site, True)
        changed = sorted(str(p) for p in set(files(box.venv).items()) ^ set(before.items()))
        if changed:
            raise SystemExit(f"the program wrote into its installation: {changed[:5]}")
        if list(box.elsewhere.iterdir()):
            raise SystemExit(f"the program wrote into the current folder: "
                             f"{list(box.elsewhere.iterdir())[:5]}")
    print("the installed wheel passed")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--smoke", action="store_true", help="install the wheel and run it")
    args = p.parse_args(argv)
    wheel = build()
    if args.smoke:
        smoke(wheel)
    return 0


if __name__ == "__main__":
    sys.exit(main())
