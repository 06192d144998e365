"""What differs between the Linux, Windows and macOS builds, in one place: the PyInstaller options
the spec (build/slots.spec) takes for each system, and the release's artefact names.

A program is built on the system it runs on (the release workflow's three runners), but this
machine is Linux: so the options are a plain function of the system's name, and tests call it
for 'win32' and 'darwin' here and read what it made (the .ico and .icns, the version resource's
text, the bundle's settings). One version for everything: pyproject.toml's, read here for the
Windows version resource, the macOS bundle and the artefacts' names.
"""
import platform
import re
import sys
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
NAME = "tumbling-slots"                     # the program's file name and the package's name
TITLE = "Tumbling Slots"                    # what the player sees: the window, the .app
IDENTIFIER = "org.tumbling-slots.client"    # the macOS bundle identifier
SYSTEMS = {"linux": "linux", "win32": "windows", "darwin": "macos"}
MACHINES = {"x86_64": "x86_64", "amd64": "x86_64", "arm64": "arm64", "aarch64": "arm64"}


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"]


def artefact(system: str = sys.platform, machine: str = platform.machine(), onefile=False,
             release: str | None = None) -> str:
    """The release file's name, e.g. tumbling-slots-0.1.0-linux-x86_64.tar.gz: a zip on
    Windows, a tar.gz elsewhere (it keeps the program's execute bit and the .app's links)."""
    kind = "-onefile" if onefile else ""
    ending = ".zip" if system == "win32" else ".tar.gz"
    return (f"{NAME}-{release or version()}-{SYSTEMS[system]}-"
            f"{MACHINES.get(machine.lower(), machine.lower())}{kind}{ending}")


def file_version(release: str) -> tuple:
    """Windows' four numbers from a version: 0.1.0 -> (0, 1, 0, 0); 1.2.0rc1 -> (1, 2, 0, 0)."""
    numbers = [int(re.match(r"\d*", part).group() or 0) for part in release.split(".")[:4]]
    return tuple(numbers + [0] * (4 - len(numbers)))


def version_resource(release: str) -> str:
    """The Windows version resource as PyInstaller reads it (the text of a VSVersionInfo, as
    pyi-grab_version writes it): Explorer's Details tab shows these."""
    four = file_version(release)
    strings = {"CompanyName": TITLE, "FileDescription": TITLE, "FileVersion": release,
               "InternalName": NAME, "OriginalFilename": f"{NAME}.exe", "ProductName": TITLE,
               "ProductVersion": release,
               "LegalCopyright": f"{TITLE} contributors"}
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""# UTF-8
# The Windows version resource, made by build/systems.py from pyproject.toml's version
VSVersionInfo(
  ffi=FixedFileInfo(filevers={four}, prodvers={four}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [0x0409, 1200])])
  ]
)
"""


def options(system: str, work: Path, release: str | None = None) -> dict:
    """The spec's per-system settings, with the files they name written into `work`:
    icon (EXE's: .ico on Windows, .icns on macOS, none on Linux, where PyInstaller ignores
    it and the window shows sprites/icon's PNG), version (the Windows version resource's file),
    bundle (macOS: BUNDLE's keywords for the one-folder .app), and png (the Linux icon)."""
    import icons                  # beside this file: build/ is on the path wherever this is
    release = release or version()
    made = icons.make(work / "icons")
    out = {"icon": None, "version": None, "bundle": None, "png": made["png"]}
    if system == "win32":
        out["icon"] = made["ico"]
        out["version"] = work / "version.txt"
        out["version"].write_text(version_resource(release), encoding="utf-8")
    elif system == "darwin":
        out["icon"] = made["icns"]
        out["bundle"] = {
            "name": f"{TITLE}.app", "icon": str(made["icns"]), "bundle_identifier": IDENTIFIER,
            "version": release,
            "info_plist": {"CFBundleDisplayName": TITLE, "CFBundleName": TITLE,
                           "CFBundleShortVersionString": release, "CFBundleVersion": release,
                           "NSHighResolutionCapable": True,
                           "LSApplicationCategoryType": "public.app-category.casino-games"}}
    return out


def check_tag(tag: str) -> str:
    """The version a release tag names, which must be pyproject's: a tag v0.2.0 on a checkout
    that still says 0.1.0 would ship files named and versioned 0.1.0 under a 0.2.0 release."""
    if tag != f"v{version()}":
        raise SystemExit(f"error: the tag {tag!r} is not pyproject.toml's version "
                         f"(v{version()}): bump the version, or tag the commit that has it")
    return version()


def newest_entry() -> tuple:
    """(version, text) of CHANGELOG.md's first '## ' release: the release's notes."""
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    head = re.search(r"^## (\S+).*$", text, re.M)
    if not head:
        raise SystemExit("error: CHANGELOG.md names no release ('## VERSION')")
    rest = text[head.end():]
    following = re.search(r"^## ", rest, re.M)
    return head.group(1), (rest[:following.start()] if following else rest).strip()


def main(argv=None):
    import argparse
    p = argparse.ArgumentParser(description="the release's version and artefact names")
    p.add_argument("--tag", help="exit 1 unless this tag is v + pyproject's version")
    p.add_argument("--notes", action="store_true",
                   help="the release's notes: the newest CHANGELOG entry, which must be this "
                        "version's")
    args = p.parse_args(argv)
    if args.notes:
        said, text = newest_entry()
        if said != version():
            raise SystemExit(f"error: CHANGELOG.md's newest entry is {said}, not {version()}")
        print(f"{text}\n\nEach program was built and smoke-tested on its own system; check a "
              f"download against SHA256SUMS.txt.")
        return 0
    print(check_tag(args.tag) if args.tag else version())
    return 0


if __name__ == "__main__":
    sys.exit(main())
