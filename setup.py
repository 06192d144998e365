"""What the wheel and the sdist carry, decided once, by folder: every file under the packages
(engine/, game/: each game's folder with its rules, YAML, versions and released manifest, the
PAR sheets) and under sprites/ and sounds/ ships, but Python's caches. Nothing is listed, so a
game folder or an art file added later ships with no edit here.

sprites/ and sounds/ stay top-level folders of the repository and land in the wheel inside the
client's package (game/sprites/, game/sounds/), not as generically named top-level packages in
site-packages; game/window/assets.py's resource() finds them there, or at the top of a checkout.
build/slots.spec reads the same rule (`shipped`), so the frozen build carries the same files.

The metadata is in pyproject.toml; setuptools reads both.
"""
import shutil
from pathlib import Path

ART = {"game.sprites": "sprites", "game.sounds": "sounds"}   # package in the wheel -> folder
CACHES = ["*.py[cod]", "__pycache__"]


def shipped(root) -> list:
    """(file, its folder inside the installed packages) of every file the rule ships but the
    Python source, for builds that collect files themselves (PyInstaller archives the modules it
    imports; the art's recipes are not run by the program)."""
    root, out = Path(root), []
    for top, inside in [("engine", "engine"), ("game", "game"),
                        *((folder, package.replace(".", "/")) for package, folder in ART.items())]:
        for path in sorted((root / top).rglob("*")):
            if path.is_file() and path.suffix not in (".py", ".pyc", ".pyo") \
                    and "__pycache__" not in path.parts:
                out.append((path, (Path(inside) / path.parent.relative_to(root / top)).as_posix()))
    return out


def main():
    from setuptools import find_namespace_packages, setup
    from setuptools.command.build_py import build_py

    class FreshBuildPy(build_py):
        """Build into an empty folder: setuptools otherwise keeps what an earlier build copied,
        and a file deleted since (a renamed game folder: a game too many) would still ship."""

        def run(self):
            if not self.editable_mode:
                shutil.rmtree(self.build_lib, ignore_errors=True)
            super().run()

    # every folder is a package (setuptools' way to carry data folders) and ships its files
    packages = find_namespace_packages(include=["engine", "engine.*", "game", "game.*"])
    for package, folder in ART.items():
        packages += [package] + [f"{package}.{sub}" for sub in find_namespace_packages(folder)]
    setup(packages=packages, package_dir=ART, package_data={"": ["*"]},
          exclude_package_data={"": CACHES},
          cmdclass={"build_py": FreshBuildPy},
          # setuptools' work files go where the PyInstaller ones do (ignored by git), not into
          # build/ among the project's own scripts
          options={"build": {"build_base": "build/work/setuptools"}})


if __name__ == "__main__":
    main()
