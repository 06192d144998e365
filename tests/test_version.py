"""slot-engine and slot-client say the installed package's version, from its metadata (issue 29;
build/wheel.py checks it against pyproject.toml on a fresh install)."""
from importlib.metadata import version

import pytest

from engine.__main__ import main as engine
from game.__main__ import main as client


@pytest.mark.parametrize("main", [engine, client], ids=["slot-engine", "slot-client"])
def test_version_is_the_installed_packages(main, capsys):
    try:
        code = main(["--version"])
    except SystemExit as done:
        code = done.code
    assert code == 0
    assert capsys.readouterr().out == f"tumbling-slots {version('tumbling-slots')}\n"
