"""The wheel carries every file the program reads, and the installed program reads only itself
(issue 29). Slow: it builds the wheel, as `pip install .` does, and runs tests/tour.py (every
screen of the client, headless, printing the files it opened) from the checkout and from the
wheel installed in a folder of its own, each from another current folder."""
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from game.window.assets import ART

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ("engine", "game", *ART)            # the folders setup.py's rule ships
CODE = {".py", ".pyc"}


def in_wheel(rel: Path) -> str:
    """Where a checkout's file lies in the wheel: sprites/ and sounds/ inside the client's
    package (game/window/assets.py finds them there), the rest as it is."""
    return (Path("game") / rel if rel.parts[0] in ART else rel).as_posix()


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                           "--no-build-isolation", "-q", "-w", str(out), str(ROOT)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return next(out.glob("tumbling_slots-*.whl"))


def tour(tmp_path, path_entry, language="en") -> set:
    """The files the client opened on its tour, run with `path_entry` first on the path, on a
    system whose language is `language` (the first start speaks it where it is offered)."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "PYTHONPATH": str(path_entry), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1", "LANGUAGE": language}
    env.pop("SLOTS_GAME_DIRS", None)
    done = subprocess.run([sys.executable, str(ROOT / "tests" / "tour.py"),
                           str(tmp_path / "data")], cwd=elsewhere, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return {Path(p) for p in json.loads(done.stdout.splitlines()[-1])}


def under(paths, root: Path) -> set:
    """The files of `paths` inside `root`, relative to it, Python's caches left out."""
    root = root.resolve()
    return {p.relative_to(root) for p in paths
            if p.is_relative_to(root) and "__pycache__" not in p.parts}


def test_every_file_the_program_reads_is_in_the_wheel(wheel, tmp_path):
    names = set(zipfile.ZipFile(wheel).namelist())
    read = under(tour(tmp_path, ROOT), ROOT)
    kinds = {p.suffix for p in read}
    assert {".yaml", ".json", ".wav"} <= kinds and kinds & {".svg", ".png"}, kinds  # it looked
    assert sorted(str(p) for p in read if in_wheel(p) not in names) == []


def test_every_file_of_the_shipped_folders_is_in_the_wheel(wheel):
    """Art, sounds or a game folder added later ship with no edit to the build's files."""
    names = set(zipfile.ZipFile(wheel).namelist())
    held = [p.relative_to(ROOT) for top in SHIPPED for p in (ROOT / top).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix not in CODE]
    assert held and sorted(str(p) for p in held if in_wheel(p) not in names) == []
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    assert not [n for n in names if n.split("/")[0] not in ("engine", "game")
                and ".dist-info/" not in n]     # nothing generically named at the top


def test_the_installed_program_reads_only_itself(wheel, tmp_path):
    """From a folder outside the checkout, with the wheel installed apart: every file read
    comes from the installation, the same files the checkout's run reads."""
    site = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q",
                           "--target", str(site), str(wheel)], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    installed = tour(tmp_path, site)
    assert sorted(str(p) for p in under(installed, ROOT)) == []
    assert not [p for p in installed if p.suffix in (".otf", ".ttf")
                and "locale" in p.parts]              # no language's own type in English
    from_source = {in_wheel(p) for p in under(tour(tmp_path / "src", ROOT), ROOT)
                   if p.suffix not in CODE}
    assert {p.as_posix() for p in under(installed, site) if p.suffix not in CODE} == from_source


def test_the_installed_program_speaks_chinese_from_the_wheel(wheel, tmp_path):
    """Issue 48: on a Chinese system the installed program's first start speaks Chinese, its
    catalog and its CJK type read from the installation; the catalogs and the types add under
    1.5 MB to the wheel (issue 59: seventeen languages' catalogs, about 670 KB packed, and six
    subsets, about 450 KB; the Arabic and Japanese first starts are build/make.py's smoke)."""
    site = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q",
                           "--target", str(site), str(wheel)], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    read = {p.as_posix() for p in under(tour(tmp_path, site, "zh_CN.UTF-8"), site)}
    assert {"game/locale/zh_Hans/LC_MESSAGES/messages.mo",
            "game/locale/fonts/NotoSansCJKsc-Bold-subset.otf"} <= read
    packed = sum(i.compress_size for i in zipfile.ZipFile(wheel).infolist()
                 if i.filename.startswith("game/locale/"))
    assert 0 < packed < 1_500_000
