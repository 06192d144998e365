"""What the release ships on each system, checked on Linux as far as Linux can read it (issue 39):
the icons build/icons.py packs (the .ico's and .icns's headers, read here and by Pillow), the
PyInstaller options build/systems.py gives Windows and macOS (the version resource read by
PyInstaller's own reader, the .app bundle's settings) and that the spec passes them on, the
artefacts' names, and one version everywhere: pyproject, the installed metadata, the newest
CHANGELOG entry, its games' config versions and the release tag."""
import hashlib
import json
import os
import re
import runpy
import struct
import sys
import tomllib
import types
from importlib.metadata import version as installed_version
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))
import icons  # noqa: E402
import make  # noqa: E402
import systems  # noqa: E402

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    return icons.make(tmp_path_factory.mktemp("icons"))


def read_ico(data: bytes) -> list:
    """[(width, height) from the directory, (width, height) of the PNG it points at)]."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1), "not an icon file"
    out = []
    for i in range(count):
        w, h, colours, zero, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i)
        assert (colours, zero, planes, bits) == (0, 0, 1, 32)
        assert offset + length <= len(data)
        out.append(((w or 256, h or 256), icons.png_size(data[offset:offset + length])))
    return out


def read_icns(data: bytes) -> dict:
    """entry type -> the (width, height) of its PNG, walking the entries by their lengths."""
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    out, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        assert length > 8 and at + length <= len(data)
        out[kind] = icons.png_size(data[at + 8:at + length])
        at += length
    assert at == len(data)
    return out


def test_the_ico_holds_each_size_windows_asks_for(made):
    entries = read_ico(made["ico"].read_bytes())
    assert [d for d, _ in entries] == [(s, s) for s in icons.ICO_SIZES]
    assert all(directory == png for directory, png in entries)      # each entry is its size
    from PIL import Image                                           # and another reader agrees
    with Image.open(made["ico"]) as image:
        assert image.format == "ICO"
        assert sorted(image.info["sizes"]) == [(s, s) for s in icons.ICO_SIZES]


def test_the_icns_holds_each_size_and_retina_type_macos_asks_for(made):
    entries = read_icns(made["icns"].read_bytes())
    assert entries == {kind: (size, size) for kind, size in icons.ICNS_TYPES.items()}
    assert {entries[k][0] for k in (b"ic11", b"ic12", b"ic13", b"ic14", b"ic10")} \
        == {32, 64, 256, 512, 1024}                                 # the @2x ones
    from PIL import Image
    with Image.open(made["icns"]) as image:
        assert image.format == "ICNS" and image.size == (1024, 1024)     # the largest


def test_the_icons_are_the_recipes_pictures_byte_for_byte(made):
    """Nothing re-encodes the art: what the recipe drew (and the art test keeps current) ships."""
    png = (ROOT / "sprites" / "icon" / "icon_256.png").read_bytes()
    assert made["png"].read_bytes() == png
    assert png in made["ico"].read_bytes() and png in made["icns"].read_bytes()


def test_a_picture_of_the_wrong_size_is_refused(tmp_path, monkeypatch):
    (tmp_path / "icon_16.png").write_bytes((ROOT / "sprites/icon/icon_32.png").read_bytes())
    monkeypatch.setattr(icons, "PICTURES", tmp_path)
    with pytest.raises(ValueError, match="not 16x16"):
        icons.ico((16,))


def pyinstaller_versioninfo(monkeypatch):
    """PyInstaller's own version-resource module: it imports pefile and win32api, which it
    installs on Windows only, at import, though reading and serialising need neither."""
    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    import PyInstaller.compat
    monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32 import versioninfo
    return versioninfo


def test_windows_gets_the_ico_and_a_version_resource_pyinstaller_reads(tmp_path, monkeypatch):
    got = systems.options("win32", tmp_path)
    assert got["icon"].suffix == ".ico" and got["icon"].is_file() and got["bundle"] is None
    versioninfo = pyinstaller_versioninfo(monkeypatch)
    info = versioninfo.load_version_info_from_text_file(str(got["version"]))   # its eval
    four = systems.file_version(VERSION)
    for ms, ls in ((info.ffi.fileVersionMS, info.ffi.fileVersionLS),
                   (info.ffi.productVersionMS, info.ffi.productVersionLS)):
        assert (ms >> 16, ms & 0xFFFF, ls >> 16, ls & 0xFFFF) == four
    (strings,), (translation,) = info.kids[0].kids, info.kids[1].kids
    values = {s.name: s.val for s in strings.kids}
    assert values["ProductVersion"] == values["FileVersion"] == VERSION
    assert values["OriginalFilename"] == "tumbling-slots.exe"
    assert strings.name == "040904B0" and translation.kids == [0x0409, 1200]  # US English, UTF-16
    assert info.toRaw()                 # it serialises (the bytes' layout is Windows' own)


def test_macos_gets_the_icns_and_an_app_bundle(tmp_path):
    got = systems.options("darwin", tmp_path)
    assert got["icon"].suffix == ".icns" and got["version"] is None
    bundle = got["bundle"]
    assert bundle["name"] == "Tumbling Slots.app" and Path(bundle["icon"]) == got["icon"]
    assert re.fullmatch(r"[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+", bundle["bundle_identifier"])
    assert bundle["version"] == bundle["info_plist"]["CFBundleShortVersionString"] == VERSION


def test_linux_gets_no_icon_pyinstaller_would_ignore(tmp_path):
    got = systems.options("linux", tmp_path)
    assert (got["icon"], got["version"], got["bundle"]) == (None, None, None)
    assert icons.png_size(got["png"].read_bytes()) == (256, 256)


@pytest.mark.parametrize("system, onefile", [("win32", False), ("win32", True),
                                             ("darwin", False), ("darwin", True),
                                             ("linux", False)])
def test_the_spec_passes_each_systems_options_on(system, onefile, tmp_path, monkeypatch):
    """build/slots.spec run as PyInstaller runs it, with its build steps recorded."""
    import PyInstaller.utils.hooks  # noqa: F401  (before sys.platform is changed)
    calls = {}

    def step(name):
        def record(*args, **kwargs):
            calls[name] = kwargs
            return types.SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[])
        return record

    monkeypatch.setattr(sys, "platform", system)
    monkeypatch.setenv("SLOTS_ONEFILE", "1" if onefile else "0")
    monkeypatch.setenv("SLOTS_WORK", str(tmp_path))
    runpy.run_path(str(ROOT / "build" / "slots.spec"), init_globals={
        "SPECPATH": str(ROOT / "build"),
        **{name: step(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}})
    icon = {"win32": ".ico", "darwin": ".icns"}.get(system)
    assert (Path(calls["EXE"]["icon"]).suffix if calls["EXE"]["icon"] else None) == icon
    assert bool(calls["EXE"]["version"]) == (system == "win32")
    assert calls["EXE"]["name"] == "tumbling-slots"
    assert ("COLLECT" in calls) != onefile
    bundled = "BUNDLE" in calls
    assert bundled == (system == "darwin" and not onefile)
    if bundled:
        assert calls["BUNDLE"]["bundle_identifier"] == systems.IDENTIFIER
        assert calls["BUNDLE"]["version"] == VERSION


def test_the_artefacts_are_named_by_system_machine_kind_and_version():
    names = {systems.artefact(s, m, k) for s, m in [("linux", "x86_64"), ("win32", "AMD64"),
                                                    ("darwin", "arm64")] for k in (False, True)}
    v = VERSION
    assert names == {f"tumbling-slots-{v}-linux-x86_64.tar.gz",
                     f"tumbling-slots-{v}-linux-x86_64-onefile.tar.gz",
                     f"tumbling-slots-{v}-windows-x86_64.zip",
                     f"tumbling-slots-{v}-windows-x86_64-onefile.zip",
                     f"tumbling-slots-{v}-macos-arm64.tar.gz",
                     f"tumbling-slots-{v}-macos-arm64-onefile.tar.gz"}
    assert systems.file_version("1.2.0rc1") == (1, 2, 0, 0)


def test_the_release_tag_must_be_pyprojects_version():
    assert systems.check_tag(f"v{VERSION}") == VERSION
    with pytest.raises(SystemExit, match="not pyproject.toml's version"):
        systems.check_tag("v999.0.0")


def test_one_version_in_pyproject_the_installed_package_and_the_changelog():
    """--version prints the installed metadata's (tests/test_version.py): a stale install or
    a CHANGELOG not moved on with pyproject fails here."""
    assert installed_version("tumbling-slots") == VERSION, "reinstall: pip install -e ."
    assert systems.newest_entry()[0] == VERSION
    assert systems.main(["--notes"]) == 0           # the release's notes are this version's


def test_the_changelog_names_each_games_current_released_config_version():
    from engine.games import available_games, load_game
    _, entry = systems.newest_entry()
    named = dict(re.findall(r"\(`([a-z0-9-]+)`\): config version (\d+)", entry))
    games = available_games()
    assert sorted(named) == sorted(games), "the newest release names every bundled game"
    released = json.loads((ROOT / "engine" / "games" / "released.json").read_text())
    for game_id in games:
        game = load_game(game_id)
        assert int(named[game_id]) == game.version, game_id
        yaml = ROOT / "engine" / "games" / game_id.replace("-", "_") / "game.yaml"
        assert released[game_id][str(game.version)] \
            == hashlib.sha256(yaml.read_bytes()).hexdigest(), f"{game_id} is not released"


def test_the_window_has_the_programs_icon(tmp_path, monkeypatch):
    import pygame
    from game.window.app import App
    shown = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: shown.append(surface))
    App(data_dir=tmp_path / "data")
    assert [s.get_size() for s in shown] == [(64, 64)]


def test_make_packages_each_build_under_its_artefacts_name(tmp_path, monkeypatch):
    """build/make.py --package on a stand-in build: the archive holds the program under the
    artefact's name with its execute bit, and its .sha256 is the archive's."""
    import tarfile
    import make
    monkeypatch.setattr(make, "DIST", tmp_path / "dist")
    monkeypatch.setattr(make, "RELEASE", tmp_path / "dist" / "release")
    program = tmp_path / "dist" / "onefile" / "tumbling-slots"
    program.parent.mkdir(parents=True)
    program.write_bytes(b"\x7fELF stand-in")
    program.chmod(0o755)
    out = make.package(True, "linux")
    assert out.name == systems.artefact("linux", onefile=True)
    with tarfile.open(out) as t:
        (member,) = t.getmembers()
    assert member.name == out.name.removesuffix(".tar.gz")
    if os.name == "posix":                  # (Windows files carry no execute bit to keep)
        assert member.mode & 0o111
    said = Path(f"{out}.sha256").read_bytes()        # as sha256sum --check reads it
    assert said == f"{hashlib.sha256(out.read_bytes()).hexdigest()}  {out.name}\n".encode()
    folder = tmp_path / "dist" / "onedir" / "tumbling-slots"
    (folder / "_internal").mkdir(parents=True)
    (folder / "tumbling-slots.exe").write_bytes(b"MZ")
    import zipfile
    with zipfile.ZipFile(make.package(False, "win32")) as z:
        stem = systems.artefact("win32").removesuffix(".zip")
        assert f"{stem}/tumbling-slots.exe" in z.namelist()
    assert os.listdir(tmp_path / "dist" / "release") != []


def test_the_readme_names_each_systems_data_folder_as_platformdirs_finds_it(monkeypatch):
    """The client asks platformdirs (game/books/storage.py); its Linux, macOS and Windows rules are
    run here with the client's own arguments, and the README must name what they give."""
    import platformdirs
    from platformdirs import macos, unix, windows
    from game.books import storage
    asked = []
    monkeypatch.setattr(platformdirs, "user_data_dir",
                        lambda *a, **k: asked.append((a, k)) or "/x")
    storage.default_data_dir()
    (args, kwargs), = asked
    monkeypatch.setenv("HOME", "/home/p")
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    folders = {"AppData\\Local": "C:\\Users\\p\\AppData\\Local",
               "AppData\\Roaming": "C:\\Users\\p\\AppData\\Roaming"}
    monkeypatch.setattr(windows, "get_win_folder", lambda csidl: folders[
        "AppData\\Roaming" if csidl == "CSIDL_APPDATA" else "AppData\\Local"])
    home = Path(os.path.expanduser("~"))      # /home/p (Windows' own ignores HOME)
    assert Path(unix.Unix(*args, **kwargs).user_data_dir) \
        == home / ".local" / "share" / "tumbling-slots"
    assert Path(macos.MacOS(*args, **kwargs).user_data_dir) \
        == home / "Library" / "Application Support" / "tumbling-slots"
    on_windows = windows.Windows(*args, **kwargs).user_data_dir       # joined by this os.sep
    assert on_windows == folders["AppData\\Local"] + os.sep + "tumbling-slots"   # no author
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for named in ("`~/.local/share/tumbling-slots`", "`%LOCALAPPDATA%\\tumbling-slots`",
                  "`~/Library/Application Support/tumbling-slots`"):
        assert named in readme, named


def test_the_smoke_test_knows_an_installed_file_from_the_checkouts(tmp_path):
    """The Chinese smoke check must accept the type a wheel's venv, a one-folder build or a
    one-file build's unpacking holds, wherever it was built, and refuse the checkout's source
    (it once refused the wheel's venv, then a one-folder build in build/dist: CI failed on
    correct builds)."""
    venv = tmp_path / "venv"
    font = "game/locale/fonts/NotoSansCJKsc-Bold-subset.otf"
    assert make.installed_file(venv / "lib/python3.11/site-packages" / font, venv)
    assert make.installed_file(tmp_path / "slots" / "_internal" / font, tmp_path / "slots")
    built = ROOT / "build" / "dist" / "onedir" / "tumbling-slots"     # built in the checkout
    assert make.installed_file(built / "_internal" / font, built)
    assert make.installed_file(Path("/tmp/_MEIa1b2c3") / font, tmp_path / "bin")
    assert not make.installed_file(ROOT / font, venv)
    assert not make.installed_file(tmp_path / "elsewhere" / font, venv)
