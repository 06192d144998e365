"""Nothing in the client or the engine is tied to one system (issue 39): the program is built and
run on Windows and macOS by the release workflow, but its code is only run here, on Linux, so a
POSIX-only call would first fail on a player's machine. This scans game/ and engine/ for what
Windows lacks (fcntl and other POSIX-only modules, os.fork and friends, signal names such as
SIGKILL, a 'fork' process pool), shell commands (shell=True, os.system, a command line as one
string) and '/'-joined or absolute POSIX paths, and names every one it finds with its file and
line. A use behind a guard is portable: inside `if hasattr(...)`, `if sys.platform ...`,
`if os.name ...`, `try: ... except ImportError`, or read with getattr(module, NAME, default)."""
import ast
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("game", "engine")

POSIX_MODULES = {"fcntl", "termios", "tty", "pty", "pwd", "grp", "resource", "posix", "crypt",
                 "spwd", "syslog", "nis", "curses", "readline"}
POSIX_OS = {"fork", "forkpty", "openpty", "setsid", "setpgrp", "getpgid", "killpg", "getuid",
            "geteuid", "getgid", "getegid", "setuid", "setgid", "getgroups", "chown", "lchown",
            "fchown", "mkfifo", "mknod", "wait3", "wait4", "uname", "getloadavg", "nice",
            "sched_getaffinity", "sched_setaffinity", "statvfs", "fstatvfs", "sync",
            "pipe2", "WNOHANG", "ttyname", "ctermid", "tcgetpgrp", "posix_spawn"}
WINDOWS_SIGNALS = {"SIGABRT", "SIGFPE", "SIGILL", "SIGINT", "SIGSEGV", "SIGTERM", "SIGBREAK",
                   "CTRL_C_EVENT", "CTRL_BREAK_EVENT"}
POSIX_SIGNAL_CALLS = {"alarm", "pause", "setitimer", "getitimer", "pthread_kill", "sigwait",
                      "sigwaitinfo", "sigtimedwait", "pthread_sigmask", "siginterrupt",
                      "sigpending"}
SHELL_CALLS = {("os", "system"), ("os", "popen"), ("subprocess", "getoutput"),
               ("subprocess", "getstatusoutput")}
SUBPROCESS = {"run", "call", "check_call", "check_output", "Popen"}
SHELLS = {"sh", "bash", "zsh", "dash", "ksh", "ls", "rm", "cp", "mv", "cat", "grep", "find",
          "xdg-open", "open", "which", "env", "kill", "chmod", "mkdir", "touch"}
POSIX_ROOTS = ("/tmp", "/dev/", "/proc", "/etc/", "/usr/", "/home/", "/var/", "/opt/", "~/")
# calls whose argument is a path: a '/' joined into it by hand is a POSIX path
PATH_CALLS = {"open", "Path", "PurePath", "exists", "isfile", "isdir", "getsize", "listdir",
              "remove", "unlink", "makedirs", "mkdir", "rmtree", "copy", "copyfile", "replace",
              "rename", "stat", "connect", "join", "scandir", "abspath", "realpath"}


def _name(node) -> str:
    """'os.fork' for an attribute chain, 'open' for a name, '' otherwise."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _name(node.value)
        return f"{inner}.{node.attr}" if inner else ""
    return ""


def _is_guard(test) -> bool:
    """An `if` test that checks the system or the name's presence."""
    text = ast.unparse(test)
    return any(word in text for word in ("hasattr(", "sys.platform", "os.name",
                                         "platform.system", "get_all_start_methods"))


def _guarded(tree) -> set:
    """ids of every node under a guarding if/try (or a getattr with a default)."""
    inside = set()
    for node in ast.walk(tree):
        cover = []
        if isinstance(node, (ast.If, ast.IfExp)) and _is_guard(node.test):
            cover = [node]
        elif isinstance(node, ast.Try) and any(
                h.type is not None and any(n in ast.unparse(h.type) for n in
                                           ("ImportError", "ModuleNotFoundError",
                                            "AttributeError"))
                for h in node.handlers):
            cover = node.body
        elif isinstance(node, ast.Call) and _name(node.func) == "getattr" \
                and len(node.args) == 3:
            cover = [node]
        for part in cover:
            inside |= {id(n) for n in ast.walk(part)}
    return inside


def _pathlike_string(node) -> str:
    """The text of a string built with '/' between parts (an f-string, a + or a '/'.join), or
    an absolute POSIX path constant; '' if it is neither."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if node.value.startswith(POSIX_ROOTS) else ""
    if isinstance(node, ast.JoinedStr):
        literal = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
        if "/" in literal or any(isinstance(v, ast.Constant) and v.value.startswith(POSIX_ROOTS)
                                 for v in node.values):
            return ast.unparse(node)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        sides = (node.left, node.right)
        if any(isinstance(s, ast.Constant) and isinstance(s.value, str) and "/" in s.value
               for s in sides):
            return ast.unparse(node)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr == "join" and isinstance(node.func.value, ast.Constant) \
            and node.func.value.value == "/":
        return ast.unparse(node)
    return ""


def findings(source: str, where: str = "<text>") -> list:
    """'where:line: what' for every POSIX-only use in `source` that no guard covers."""
    tree = ast.parse(source)
    guarded = _guarded(tree)
    found = []

    def note(node, what):
        if id(node) not in guarded:
            found.append(f"{where}:{node.lineno}: {what}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in POSIX_MODULES:
                    note(node, f"import {alias.name} (a POSIX-only module)")
        elif isinstance(node, ast.ImportFrom) and node.module \
                and node.module.split(".")[0] in POSIX_MODULES:
            note(node, f"from {node.module} import ... (a POSIX-only module)")
        elif isinstance(node, ast.Attribute):
            name = _name(node)
            if name.startswith("os.") and node.attr in POSIX_OS:
                note(node, f"{name} (Windows has no {node.attr})")
            elif name.startswith("signal.") and node.attr.startswith(("SIG", "CTRL_")) \
                    and not node.attr.startswith("SIG_") and node.attr not in WINDOWS_SIGNALS:
                note(node, f"{name} (Windows has no {node.attr})")
            elif name.startswith("signal.") and node.attr in POSIX_SIGNAL_CALLS:
                note(node, f"{name} (Windows has no signal.{node.attr})")
        elif isinstance(node, ast.Call):
            name = _name(node.func)
            parts = tuple(name.split(".")[-2:])
            if parts in SHELL_CALLS:
                note(node, f"{name}(): a shell command")
            for kw in node.keywords:
                if kw.arg == "shell" and not (isinstance(kw.value, ast.Constant)
                                              and kw.value.value is False):
                    note(node, f"{name}(shell=...): a shell command")
            if name.startswith("subprocess.") and parts[-1] in SUBPROCESS and node.args:
                first = node.args[0]
                if isinstance(first, (ast.Constant, ast.JoinedStr)) and not (
                        isinstance(first, ast.Constant) and not isinstance(first.value, str)):
                    note(node, f"{name}() with a command line as one string")
                elif isinstance(first, (ast.List, ast.Tuple)) and first.elts \
                        and isinstance(first.elts[0], ast.Constant) \
                        and str(first.elts[0].value) in SHELLS:
                    note(node, f"{name}() runs the shell command {first.elts[0].value!r}")
            if parts[-1] in ("get_context", "set_start_method") and node.args \
                    and isinstance(node.args[0], ast.Constant) \
                    and node.args[0].value in ("fork", "forkserver"):
                note(node, f"{name}({node.args[0].value!r}): Windows has no {node.args[0].value}")
            if parts[-1] in PATH_CALLS:
                for arg in node.args:
                    text = _pathlike_string(arg)
                    if text:
                        note(node, f"{name}({text}): a '/'-joined or POSIX path; use pathlib")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value.startswith(POSIX_ROOTS[:-1]) and len(node.value) > 1:
            note(node, f"{node.value!r}: an absolute POSIX path")
    return sorted(set(found))


def scanned_files():
    return [p for top in SCANNED for p in sorted((ROOT / top).rglob("*.py"))
            if "__pycache__" not in p.parts]


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_the_client_and_the_engine_use_nothing_only_posix_has():
    files = scanned_files()
    assert len(files) > 50, files          # it found the code
    found = [f for p in files
             for f in findings(p.read_text(encoding="utf-8"), p.relative_to(ROOT).as_posix())]
    assert found == [], "POSIX-only uses:\n" + "\n".join(found)


def test_the_build_scripts_the_release_runs_on_every_system_too():
    """The release workflow runs these on Windows and macOS runners (build/make.py and what it
    calls): the same scan."""
    files = [ROOT / "build" / name for name in ("make.py", "systems.py", "icons.py", "entry.py",
                                                 "wheel.py", "slots.spec")]
    found = [f for p in files
             for f in findings(p.read_text(encoding="utf-8"), p.relative_to(ROOT).as_posix())]
    assert found == [], "POSIX-only uses:\n" + "\n".join(found)


# The scan itself: each kind of use is found, named, and let through behind a guard.

@pytest.mark.parametrize("code, named", [
    ("import fcntl", "import fcntl"),
    ("from resource import getrusage", "from resource import"),
    ("import os\nos.fork()", "os.fork"),
    ("import os\nos.kill(1, signal.SIGKILL)", "signal.SIGKILL"),
    ("import signal\nsignal.SIGSTOP", "signal.SIGSTOP"),
    ("import signal\nsignal.alarm(3)", "signal.alarm"),
    ("import subprocess\nsubprocess.run(['x'], shell=True)", "shell=..."),
    ("import subprocess\nsubprocess.run('ls -l')", "one string"),
    ("import subprocess\nsubprocess.run(['rm', '-rf', 'x'])", "shell command 'rm'"),
    ("import os\nos.system('x')", "os.system"),
    ("import multiprocessing\nmultiprocessing.get_context('fork')", "Windows has no fork"),
    ("open(f'{folder}/slots.sqlite3')", "'/'-joined"),
    ("import os\nos.path.exists(base + '/data')", "'/'-joined"),
    ("Path('/'.join([a, b]))", "'/'-joined"),
    ("x = '/tmp/slots'", "absolute POSIX path"),
    ("Path('~/.local/share')", "'/'-joined or POSIX path"),
])
def test_the_scan_names_each_posix_only_use(code, named):
    found = findings(code)
    assert found and any(named in f for f in found), (code, found)


@pytest.mark.parametrize("code", [
    "import os, signal\nos.kill(1, getattr(signal, 'SIGKILL', signal.SIGTERM))",
    "import signal\nif hasattr(signal, 'SIGKILL'):\n    s = signal.SIGKILL",
    "import sys, os\nif sys.platform != 'win32':\n    os.fork()",
    "try:\n    import resource\nexcept ImportError:\n    resource = None",
    "import subprocess, sys\nsubprocess.run([sys.executable, '-m', 'x'], shell=False)",
    "open(folder / 'slots.sqlite3')",
    "import os\nos.path.join(folder, 'slots.sqlite3')",
    "name = f'{path.parent.name}/{path.name}'",       # a name shown in a message, not a path
    "import signal\nsignal.signal(signal.SIGINT, signal.SIG_DFL)",
])
def test_the_scan_lets_portable_code_pass(code):
    assert findings(textwrap.dedent(code)) == []


SPAWNED = """
import json
from engine.tools import runner
from engine.tools.simulate import simulate
if __name__ == "__main__":
    forked = simulate("sweet-bonanza-xmas", 2000, seed=5, workers=2, chunk=500)
    runner.start_method = lambda: "spawn"
    spawned = simulate("sweet-bonanza-xmas", 2000, seed=5, workers=2, chunk=500)
    print(json.dumps([forked, spawned]))
"""


@pytest.mark.slow
def test_spawned_workers_sum_what_forked_ones_do(tmp_path):
    """Windows and macOS start local workers by spawn (engine/tools/runner.py): a spawned worker
    imports the engine afresh and must play the same rounds as a forked one. In a fresh
    interpreter, as a program starts them (a pool spawned from inside this test session hung
    once, on state earlier tests left), and bounded in time."""
    import json
    import subprocess
    import sys
    script = tmp_path / "spawned.py"
    script.write_text(SPAWNED)
    done = subprocess.run([sys.executable, str(script)], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    forked, spawned = json.loads(done.stdout.splitlines()[-1])
    timing = ("seconds", "rounds_per_second")
    assert {k: v for k, v in spawned.items() if k not in timing} \
        == {k: v for k, v in forked.items() if k not in timing}
    assert forked["rounds"] == 2000 and forked["workers"] == 2
