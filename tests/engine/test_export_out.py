"""Issue 46: `python -m engine export --out` where the folder it goes in cannot be made is one
line and exit 2, like every other mistake on the command line, before any work."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def export(out):
    return subprocess.run([sys.executable, "-m", "engine", "export", "--game",
                           "sweet-bonanza-xmas", "--rounds", "10", "--out", str(out)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def unwritable(tmp_path) -> Path:
    """A folder this user cannot write in (root writes anywhere but /sys)."""
    if os.getuid() == 0:
        return Path("/sys")
    folder = tmp_path / "locked"
    folder.mkdir(mode=0o555)
    return folder


@pytest.mark.parametrize("where, says", [
    ("file", "is a file, not a folder"), ("proc", "No such file or directory"),
    ("unwritable", "cannot make the export there")])
def test_an_out_whose_folder_cannot_be_made_is_one_line_and_exit_2(tmp_path, where, says):
    if where == "file":
        (tmp_path / "F").write_text("a file")
        out = tmp_path / "F" / "sub"
    elif where == "proc":
        out = Path("/proc/x")
    else:
        out = unwritable(tmp_path) / "x"
    proc = export(out)
    assert proc.returncode == 2 and proc.stdout == "", proc.stderr
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert proc.stderr.startswith(f"error: --out {out}: cannot make the export there") and \
        says in proc.stderr
    assert not any(p.name.startswith(".write-check-") for p in tmp_path.rglob("*"))
