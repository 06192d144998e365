"""The README's figures, measured, never typed: test counts and times, build sizes and launch.

    python3 build/figures.py             # the fast lane run and timed, every test counted, the
                                         # builds in build/dist measured (where there are any)
    python3 build/figures.py --whole     # and the whole suite run and timed (many minutes)

Writes build/figures.json (what was measured, when, on what) and the README's lines between its
`<!-- figures:NAME -->` markers, rendered from that file; tests/test_figures.py checks the
README's lines are exactly what this script renders from its last output. A figure not
measured this time (the whole suite without --whole, builds without build/dist) is kept from
the last output with its own date. CPU time is the children's (pytest's own process and the
processes it starts and waits for), from getrusage: wall time on a shared machine says more
about the neighbours than the tests.
"""
import argparse
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUT = HERE / "figures.json"
README = ROOT / "README.md"
sys.path.insert(0, str(HERE))
from make import built, size  # noqa: E402  (build/ is not a package)

MEASURING = "FIGURES_MEASURING"     # set while this script runs the tests: tests/test_figures.py
                                    # cannot check an output not written yet, and skips
BLOCK = re.compile(r"(<!-- figures:(\w+) -->\n)(.*?)(<!-- /figures:\2 -->)", re.S)


def run_pytest(*args) -> dict:
    """pytest with `args`, timed: its tests from its JUnit report, CPU and wall seconds."""
    import resource                       # (Unix only: the script runs where CI measures)
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "junit.xml"
        before, began = resource.getrusage(resource.RUSAGE_CHILDREN), time.monotonic()
        subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        f"--junitxml={report}", *args], cwd=ROOT,
                       env={**os.environ, MEASURING: "1"})
        wall = time.monotonic() - began
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        suite = ET.parse(report).getroot().find("testsuite")
        cases = suite.findall("testcase")
    cpu = [(float(p.get("value")), f"{case.get('classname')}::{case.get('name')}")
           for case in cases for p in case.iter("property") if p.get("name") == "cpu_s"]
    slowest = max(cpu, default=(0.0, ""))
    return {"tests": len(cases), "skipped": int(suite.get("skipped")),
            "failed": int(suite.get("failures")) + int(suite.get("errors")),
            "cpu_s": round(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, 1),
            "wall_s": round(wall), "slowest_cpu_s": slowest[0], "slowest": slowest[1]}


def count(*args) -> int:
    """How many tests pytest collects with `args` (nothing run)."""
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q",
                          "-p", "no:cacheprovider", *args], cwd=ROOT, capture_output=True,
                         text=True).stdout
    # quiet twice (pyproject's addopts and ours): one "path: count" line a file
    counts = re.findall(r"^\S+\.py: (\d+)$", out, re.M)
    assert counts, f"pytest --collect-only said no counts:\n{out[-2000:]}"
    return sum(map(int, counts))


def launch(program: Path) -> float:
    """Seconds from start to the first frame drawn (--first-frame), the best of three."""
    best = float("inf")
    with tempfile.TemporaryDirectory() as data:
        for _ in range(3):
            began = time.monotonic()
            subprocess.run([str(program), "--first-frame", "--data-dir", data], check=True,
                           env={**os.environ, "SDL_VIDEODRIVER": "dummy",
                                "SDL_AUDIODRIVER": "dummy"}, capture_output=True)
            best = min(best, time.monotonic() - began)
    return round(best, 2)


def builds() -> dict:
    found = {}
    for kind, onefile in (("one_folder", False), ("one_file", True)):
        program, shipped = built(onefile)
        if program.exists():
            found[kind] = {"mb": round(size(shipped) / 2**20, 1), "launch_s": launch(program)}
    return found


def measure(whole: bool, last: dict) -> dict:
    today = date.today().isoformat()
    machine = f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, Python " \
              f"{platform.python_version()}"
    figures = {"machine": machine}
    load = round(os.getloadavg()[0], 1)
    figures["fast_lane"] = {**run_pytest("-m", "not slow"), "load": load, "date": today}
    figures["suite"] = {"tests": count(), "slow": count("-m", "slow"), "date": today}
    figures["whole"] = {**run_pytest(), "load": load, "date": today} if whole \
        else last.get("whole")
    measured = builds()
    figures["builds"] = {**measured, "date": today} if measured else last.get("builds")
    return figures


def render(f: dict) -> dict:
    """The README's blocks, by name, from the figures."""
    lane, suite, whole = f["fast_lane"], f["suite"], f.get("whole")

    def failed(run) -> str:          # a run with failures says so wherever it is quoted
        return f" ({run['failed']} of them failed)" if run.get("failed") else ""
    tests = [f"- the fast lane (`python3 -m pytest -m \"not slow\"`): {lane['tests']} tests"
             f"{failed(lane)}, {lane['cpu_s']:g} s of CPU ({lane['wall_s']} s on the clock at a "
             f"load of {lane['load']:g}); its slowest test {lane['slowest_cpu_s']:g} s of CPU "
             f"({lane['date']})",
             f"- the whole suite: {suite['tests']} tests, {suite['slow']} of them marked slow "
             f"({suite['date']}); " + (
                 f"{whole['cpu_s']:g} s of CPU{failed(whole)}, {whole['wall_s'] / 60:.0f} "
                 f"minutes on the clock at a load of {whole['load']:g} ({whole['date']})"
                 if whole else "its time not measured yet (`python3 build/figures.py --whole`)"),
             f"- on {f['machine']}"]
    b = f.get("builds")
    if b:
        rows = ["| build | size | launch to first frame |", "|---|---|---|"]
        for kind, words in (("one_folder", "one folder"), ("one_file", "one file")):
            if kind in b:
                rows.append(f"| {words} | {b[kind]['mb']:.1f} MB | {b[kind]['launch_s']:.2f} s |")
        rows.append(f"\nMeasured {b['date']} on {f['machine']}.")
    else:
        rows = ["Not measured yet: `python3 build/make.py --both`, then "
                "`python3 build/figures.py`."]
    return {"tests": "\n".join(tests) + "\n", "builds": "\n".join(rows) + "\n"}


def write_readme(blocks: dict, text: str) -> str:
    def fill(m):
        return m.group(1) + blocks[m.group(2)] + m.group(4)
    return BLOCK.sub(fill, text)


def readme_blocks(text: str) -> dict:
    return {m.group(2): m.group(3) for m in BLOCK.finditer(text)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--whole", action="store_true", help="also run and time the whole suite")
    args = p.parse_args(argv)
    last = json.loads(OUT.read_text()) if OUT.exists() else {}
    figures = measure(args.whole, last)
    OUT.write_text(json.dumps(figures, indent=2) + "\n")
    README.write_text(write_readme(render(figures), README.read_text()))
    print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
