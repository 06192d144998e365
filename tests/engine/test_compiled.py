"""The compiled engine (build/compile.py, mypyc) deals exactly what the source deals.

The checkout's compiled copy (build/compiled, the one `bench` and `--compiled` use) is compiled
again only where any engine file changed since it was made (engine/tools/native.py's digests:
one to three minutes of CPU the first time, nothing after, so a contributor's second run does
not pay for it); the same rounds are played with it, in a subprocess, and with the source
here, and compared event for event. mypyc turns the source's inferred types into run-time
checks, so a round the source plays but the compiled engine refuses shows up here too.
"""
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from engine.games import available_games, kept_versions, load_game
from engine.rng import FairRng
from engine.round import run
from engine.tools.simulate import simulate

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 120

PLAY = """
import hashlib, json, sys
from engine.tools import native
from engine.games import load_game
from engine.rng import FairRng
from engine.round import run
from engine.tools.simulate import simulate
import engine.grid
cases, sims = json.loads(sys.argv[1]), json.loads(sys.argv[2])
out = {"mode": native.mode(), "grid_module": engine.grid.__file__, "rounds": [], "sims": []}
for game_id, version, mode, choices, seed in cases:
    game = load_game(game_id, None, version)
    events = run(game, game.bets.default, FairRng.from_seed(seed), mode, choices)
    out["rounds"].append(hashlib.sha256(json.dumps(events, sort_keys=True).encode()).hexdigest())
for game_id, mode, n in sims:
    out["sims"].append(simulate(game_id, n, mode, seed=7, workers=2)["sums"])
print(json.dumps(out))
"""


def _compiler_missing():
    try:
        import mypyc  # noqa: F401
    except ImportError:
        return "mypyc is not installed (python3 -m pip install -e '.[test]')"
    cc = shlex.split(sysconfig.get_config_var("CC") or "cc")[0]
    if shutil.which(cc) is None:
        return f"no C compiler ({cc}) to compile the engine with"
    return None


def _cases(rounds=ROUNDS):
    cases = []
    for game_id in available_games():
        game = load_game(game_id)
        picks = [[o] for o in getattr(game, "options", {})] or [[]]
        for mode in game.modes:
            for i, choices in enumerate(picks):
                cases += [[game_id, None, mode, choices, seed]
                          for seed in range(i * rounds, (i + 1) * rounds)]
        for version in kept_versions(game_id)[:-1]:       # the older math the build keeps
            cases += [[game_id, version, "base", [], seed] for seed in range(rounds // 4)]
    return cases


def _digest(case):
    game_id, version, mode, choices, seed = case
    game = load_game(game_id, None, version)
    events = run(game, game.bets.default, FairRng.from_seed(seed), mode, choices)
    return hashlib.sha256(json.dumps(events, sort_keys=True).encode()).hexdigest()


@pytest.fixture(scope="module")
def compiled():
    from engine.tools import native
    why = _compiler_missing()
    if why:
        pytest.skip(why)
    target = native.COPY
    if native.stale(target):
        done = subprocess.run([sys.executable, str(ROOT / "build" / "compile.py"), "--target",
                               str(target)], capture_output=True, text=True, timeout=900)
        assert done.returncode == 0, done.stdout + done.stderr
    assert native.stale(target) == []
    return target


def _play(root, cases, sims=()):
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run([sys.executable, "-c", PLAY, json.dumps(cases), json.dumps(sims)],
                          cwd=root, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout), done.stderr


def test_compiled_engine_plays_every_game_mode_choice_and_kept_version_alike(compiled):
    cases = _cases()
    sims = [[g, "base", 3000] for g in available_games()]
    got, _ = _play(compiled, cases, sims)
    assert got["mode"] == "compiled" and not got["grid_module"].endswith(".py")
    differ = [case for case, digest in zip(cases, got["rounds"]) if digest != _digest(case)]
    assert not differ, f"{len(differ)} rounds differ, first {differ[:5]}"
    for (game_id, mode, n), sums in zip(sims, got["sims"]):
        source = simulate(game_id, n, mode, seed=7, workers=1)["sums"]
        assert sums.pop("engines") == ["compiled"] and source.pop("engines") == ["source"]
        assert sums == source, game_id


def test_importing_the_engine_routes_nothing():
    """No side effects on import: `import engine` is the source and leaves the import
    machinery as it found it."""
    code = ("import sys; before = list(sys.meta_path); import engine, engine.grid; "
            "from engine.tools import native; "
            "sys.exit(sys.meta_path != before or native.mode() != 'source' "
            "or not engine.grid.__file__.endswith('.py'))")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_a_copy_is_stale_when_any_engine_file_changes(compiled, tmp_path):
    from engine.tools import native
    checkout = tmp_path / "checkout"
    shutil.copytree(compiled / "engine", checkout / "engine",
                    ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    assert native.stale(compiled, checkout) == []
    yaml = checkout / "engine" / "games" / "sweet_bonanza_xmas" / "game.yaml"
    yaml.write_text(yaml.read_text() + "\n")
    (checkout / "engine" / "new.py").write_text("")
    assert native.stale(compiled, checkout) == ["games/sweet_bonanza_xmas/game.yaml", "new.py"]
    assert native.stale(tmp_path / "nowhere", checkout)[0].endswith("(no compiled copy)")


def test_simulate_compiled_runs_the_copy_and_reports_what_the_source_does(compiled):
    """`--compiled` is the explicit choice: the same command again on the copy (rebuilt
    first when out of date), its report naming the compiled engine, its sums the source's."""
    from engine.tools import native
    if native.stale(compiled):
        pytest.skip("the compiled copy was built from another checkout state")
    code = ("import sys; from pathlib import Path; from engine.tools import native; "
            "native.COPY = Path(sys.argv[1]); from engine.__main__ import main; "
            "sys.exit(main(sys.argv[2:]))")
    done = subprocess.run([sys.executable, "-c", code, str(compiled), "simulate", "--game",
                           "midnight-princess", "--spins", "2000", "--seed", "5", "--json",
                           "--quiet", "--compiled"], cwd=ROOT, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)
    source = simulate("midnight-princess", 2000, seed=5)
    assert report["engine"] == "compiled" and source["engine"] == "source"
    assert report["sums"].pop("engines") == ["compiled"]
    assert report["sums"] == {k: v for k, v in source["sums"].items() if k != "engines"}
