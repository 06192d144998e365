"""What tests share that is not a fixture: the one module tests import helpers from (fixtures
live in the conftest.py files; no test imports another test file or a conftest).

Sections: the client's loop driven by hand, data files made and damaged as a disk or a
person would, the words' brand and glossaries, the real program run as a second process,
pictures compared by their pixels, and an X server of a test's own.
"""
import json
import os
import select
import sqlite3
import subprocess
import sys
import time
from collections import deque
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

import pytest

if TYPE_CHECKING:
    import pygame

ROOT = Path(__file__).resolve().parents[1]
GAME = "sweet-bonanza-xmas"


# --- the client's loop, driven by hand -------------------------------------------------------

class Clock:
    """A clock the test moves: the session's time-dependent rules read it."""

    def __init__(self, now=1_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float):
        self.now += seconds


def frames(app, seconds, dt=1 / 60):
    for _ in range(int(seconds / dt)):
        app.step(dt)


def key(code):
    """A press of `code`: down and up, as a player's (a KEYDOWN alone leaves the key held,
    and the app takes no second press of a key still down: game/window/presses.py)."""
    import pygame
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=""))


def finish_round(app, scene, limit=300.0):
    """Run the real loop until the scene's round ends, taking the first choice offered."""
    scene.anim.speed = "turbo"
    for _ in range(int(limit * 10)):
        if not scene.in_round:
            return
        if scene.anim.waiting_for_choice:
            scene.choose(scene.anim.overlay.choice[0])
        frames(app, 0.1)
    raise AssertionError("the round did not finish")


class Drawn(NamedTuple):
    message: str
    rect: "pygame.Rect"
    colour: tuple
    contrast: float     # against the background behind it (its darkest-for-contrast tenth)
    face: object = None  # the font it was drawn in (how tall it writes: cap_px)

    def cap_px(self) -> int:
        """How tall it writes, in px of the 1280x720 canvas: its font's cap height, or the
        CJK body where it has Chinese in it (game/window/ui/widgets.py cap_height)."""
        from game.window.ui.widgets import cap_height
        return cap_height(self.face, self.message)


@contextmanager
def recording():
    """[Drawn] of the texts drawn while the block runs, each with its contrast against what
    was behind it (game/window/ui/widgets.py's `watching`)."""
    from game.window.ui import widgets
    drawn: list = []

    def record(surface, message, rect, colour, face):
        drawn.append(Drawn(message, rect.copy(), tuple(colour),
                           widgets.contrast_behind(surface, rect, colour), face))
    with widgets.watching(record, faces=True):
        yield drawn


# --- what a frame shows: every text inside its box and readable -----------------------------

SCREEN = (0, 0, 1280, 720)         # the canvas every scene draws on
FIRST_CARD = (250, 380)            # the lobby's first game, Santa's Wonderland (it has a buy)
WCAG_AA = 4.5


def drawn_by_scene(app):
    """Draw the visible stack scene by scene: {scene: [Drawn]}."""
    first = len(app.stack) - 1
    while first > 0 and not app.stack[first].opaque:
        first -= 1
    out = {}
    for scene in app.stack[first:]:
        with recording() as out[scene]:
            scene.draw(app.screen)
    return out


def problems(app, label):
    from game.window.ui.widgets import RAW_FIELD
    found = []
    for scene, texts in drawn_by_scene(app).items():
        box = getattr(scene, "box", None) if scene is app.top else None
        for d in texts:
            if not d.message.strip():
                continue
            if RAW_FIELD.search(d.message):                         # "LEVEL {level}" (issue 56)
                found.append(f"{label}: {d.message!r} shows a raw placeholder")
            if d.contrast < WCAG_AA:
                found.append(f"{label}: {d.message!r} {d.colour} contrast {d.contrast:.2f}")
            if d.rect.clip(SCREEN) != d.rect:                # not wholly on the screen
                found.append(f"{label}: {d.message!r} runs off the screen {tuple(d.rect)}")
            if box is not None and not box.contains(d.rect):
                found.append(f"{label}: {d.message!r} {tuple(d.rect)} outside its panel "
                             f"{tuple(box)}")
        shown = [d for d in texts if d.message.strip()]
        for i, a in enumerate(shown):                    # nothing written over anything else
            for b in shown[i + 1:]:
                if a.rect.colliderect(b.rect):
                    found.append(f"{label}: {a.message!r} overlaps {b.message!r}")
    return found


# --- data files --------------------------------------------------------------------------------

def played(folder, rounds=40) -> int:
    """A data folder with `rounds` finished rounds, checkpointed into one file; its balance."""
    from engine.games import load_game
    from engine.rng import FairRng
    from engine.round import run
    from game.books.storage import Storage
    store = Storage(folder)
    game = load_game(GAME)
    for nonce in range(rounds):
        rid = store.open_round(GAME, "base", 200, 200, game.version, FairRng("s", "c", nonce))
        events = run(game, 200, FairRng("s", "c", nonce))
        store.finish_round(rid, events[-1]["total_win"], events)
    balance = store.balance()
    store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    return balance


def deal(store, game_id, seed, mode="base", version=None, choices=None, finish=False):
    """A round as the client records it: debited and open; with `finish`, also played to its
    end and paid. Returns (round id, its win)."""
    from engine.games import load_game
    from engine.rng import FairRng
    from engine.round import check_bet, run
    game = load_game(game_id)
    bet = game.bets.default
    rng = FairRng(f"server-{seed}", "player", seed)
    rid = store.open_round(game_id, mode, bet, check_bet(game, bet, mode),
                           game.version if version is None else version, rng)
    events = run(game, bet, FairRng(f"server-{seed}", "player", seed), mode, choices or [])
    if finish:
        store.finish_round(rid, events[-1]["total_win"], events)
    return rid, events[-1]["total_win"]


def rows_written(store, rounds) -> int:
    """Finished rounds written straight as rows of the books (far faster than playing them):
    each a dict of its game, nonce and started, and where given its bet, cost, status and
    total_win (config v5, seeds 's', 'h', 'c', no events). Returns the last row's id."""
    rid = 0
    with store._transaction():
        for r in rounds:
            rid = store.db.execute(
                "INSERT INTO rounds (game, mode, bet, cost, config_version, server_seed, "
                "server_seed_hash, client_seed, nonce, status, total_win, started, events) "
                "VALUES (?, 'base', ?, ?, 5, 's', 'h', 'c', ?, ?, ?, ?, '[]')",
                (r["game"], r.get("bet", 200), r.get("cost", 200), r["nonce"],
                 r.get("status", "done"), r.get("total_win", 0), r["started"])).lastrowid
    return rid


def schema_2_file(folder, balance=100_000, nonce=0, language=None) -> sqlite3.Connection:
    """A data file as the build before the books wrote it (schema 2), open for the test to add
    rows (close it before the program opens the folder)."""
    Path(folder).mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(Path(folder) / "slots.sqlite3")
    db.executescript("""
        CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT);
        CREATE TABLE wallet (id INTEGER PRIMARY KEY CHECK (id = 1),
                             balance INTEGER NOT NULL CHECK (balance >= 0));
        CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER);
        CREATE TABLE rounds (
            id INTEGER PRIMARY KEY, game TEXT NOT NULL, mode TEXT NOT NULL,
            bet INTEGER NOT NULL, cost INTEGER NOT NULL, config_version INTEGER,
            server_seed TEXT NOT NULL, server_seed_hash TEXT NOT NULL,
            client_seed TEXT NOT NULL, nonce INTEGER NOT NULL,
            choices TEXT NOT NULL DEFAULT '[]', shown INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL CHECK (status IN ('open', 'done', 'void')),
            total_win INTEGER, started REAL NOT NULL, ended REAL, events TEXT);
        PRAGMA user_version=2;""")
    db.execute("INSERT INTO wallet VALUES (1, ?)", (balance,))
    db.execute("INSERT INTO meta VALUES ('nonce', ?)", (nonce,))
    if language:
        db.execute("INSERT INTO settings VALUES ('language', ?)", (f'"{language}"',))
    db.commit()
    return db


def backups(folder) -> list:
    return sorted(p.name for p in Path(folder).glob("slots.broken-*.sqlite3"))


def edit(folder, *sql):
    """The data file changed with sqlite3 while the client is closed, as a person would."""
    db = sqlite3.connect(Path(folder) / "slots.sqlite3")
    for statement in sql:
        db.execute(statement)
    db.commit()
    db.close()


def query(folder, sql, args=()):
    db = sqlite3.connect(Path(folder) / "slots.sqlite3")
    try:
        return db.execute(sql, args).fetchall()
    finally:
        db.close()


def ledger(folder):
    return query(folder, "SELECT seq, kind, round_id, amount, balance FROM ledger ORDER BY seq")


def cut(folder, rounds: int):
    """The newest `rounds` rounds and their rows deleted, the checkpoint and the wallet set
    to the last row kept: no hash had to be made again. (the last row kept, the first round
    gone)"""
    last_kept = query(folder, "SELECT MAX(id) FROM rounds")[0][0] - rounds
    keep = query(folder, "SELECT MIN(seq) FROM ledger WHERE round_id > ?", (last_kept,))[0][0] - 1
    row = query(folder, "SELECT seq, hash, balance FROM ledger WHERE seq = ?", (keep,))[0]
    edit(folder, f"DELETE FROM rounds WHERE id > {last_kept}",
         f"DELETE FROM ledger WHERE seq > {keep}",
         f"UPDATE checkpoint SET seq = {row[0]}, hash = '{row[1]}'",
         f"UPDATE wallet SET balance = {row[2]}")
    return keep, last_kept + 1


def rehash_from(folder, seq):
    """Every hash from row `seq` on made again, as someone who knows the scheme would, and the
    checkpoint and the seal beside the file (game/books/seal.py) moved to the new last row."""
    from game.books import seal
    from game.books.chain import GENESIS, digest
    db = sqlite3.connect(Path(folder) / "slots.sqlite3")
    rows = db.execute("SELECT seq, kind, round_id, amount, balance, at, detail, hash FROM "
                      "ledger ORDER BY seq").fetchall()
    prev = GENESIS
    for row in rows:
        if row[0] >= seq:
            db.execute("UPDATE ledger SET hash = ? WHERE seq = ?", (digest(prev, *row[:7]),
                                                                    row[0]))
        prev = db.execute("SELECT hash FROM ledger WHERE seq = ?", (row[0],)).fetchone()[0]
    db.execute("UPDATE checkpoint SET seq = ?, hash = ?", (rows[-1][0], prev))
    first = db.execute("SELECT hash FROM ledger WHERE seq = 1").fetchone()[0]
    nonce = db.execute("SELECT value FROM meta WHERE key = 'nonce'").fetchone()[0]
    db.commit()
    db.close()
    seal.write(Path(folder), seal.Seal(first, rows[-1][0], prev, nonce))


def round_pages(path) -> list:
    """The leaf pages of the rounds table (a table leaf holding events), in file order."""
    data = Path(path).read_bytes()
    return [i for i in range(len(data) // 4096)
            if data[i * 4096] == 13 and b'"type"' in data[i * 4096:(i + 1) * 4096]]


def damage(path, page):
    """One page of the file overwritten, as a failing disk would."""
    data = bytearray(Path(path).read_bytes())
    data[page * 4096:(page + 1) * 4096] = bytes(range(256)) * 16
    Path(path).write_bytes(bytes(data))


@contextmanager
def locked(path, how="EXCLUSIVE"):
    """Another program holding a transaction on the file until the block ends."""
    code = (f"import sqlite3, sys, time; db = sqlite3.connect({str(path)!r}, "
            f"isolation_level=None); db.execute('BEGIN {how}'); print('held', flush=True); "
            "sys.stdin.readline()")
    holder = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout.readline().strip() == "held"
    try:
        yield
    finally:
        holder.stdin.write("\n")
        holder.stdin.flush()
        holder.wait(timeout=30)


@contextmanager
def tmpfs(where: Path, size="1m"):
    """A small disk of its own at `where` (mounting needs root: skipped, saying so, without)."""
    where.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)],
                          capture_output=True, text=True)
    if done.returncode:
        pytest.skip(f"a tmpfs cannot be mounted here ({done.stderr.strip()}): needs root")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True)


# --- the words' decisions: the brand (game/locale/BRAND.md) and each language's glossary ----------

def brands() -> dict:
    """{brand: [the other forms a message says it in]}, read from BRAND.md's list: a brand in
    bold, its other forms in backticks (one bolded brand in the item)."""
    import re

    from game.words.i18n import locale_dir
    text = (locale_dir() / "BRAND.md").read_text(encoding="utf-8")
    items = re.findall(r"^- (.*(?:\n  .*)*)", text, flags=re.M)
    found = {}
    for item in items:
        names = re.findall(r"\*\*(.+?)\*\*", item)
        forms = re.findall(r"`([^`]+)`", item) if len(names) == 1 else []
        found.update({name: forms for name in names})
    return found


def glossary(lang) -> list:
    """A language's glossary.csv rows: term, translation, note."""
    import csv

    from game.words.i18n import locale_dir
    with (locale_dir() / lang / "glossary.csv").open(encoding="utf-8") as f:
        return list(csv.DictReader(f))


def catalog(lang) -> list:
    """A language's messages (babel's, each with its id and string), the header left out."""
    from babel.messages.pofile import read_po

    from game.words.i18n import locale_dir
    with (locale_dir() / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return [message for message in read_po(f) if message.id]


def said(phrase: str, text: str) -> bool:
    """The phrase is in the text as whole words (case aside; Chinese characters beside it do
    not join its words)."""
    import re
    return re.search(rf"(?<![A-Za-z]){re.escape(phrase)}(?![A-Za-z])", text, re.I) is not None


# --- the real program, as a second process -----------------------------------------------------

def client(data, *args, games_dir=None, timeout=300):
    """`python -m game --data-dir DATA ARGS...`, headless, to its end."""
    from engine import games
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    if games_dir is not None:
        env[games.EXTRA] = str(games_dir)
    return subprocess.run([sys.executable, "-m", "game", "--data-dir", os.fsencode(data),
                           *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)


# --- pictures, compared by their pixels, never their bytes (a PNG carries its encoder's
# choices and a date) -----------------------------------------------------------------------------

def load(path):
    """A picture as a 32-bit surface, whatever depth the PNG was written in: ImageMagick
    writes a palette or grey PNG when a frame has few colours (a loaded machine caught the
    window mid-redraw), and smoothscale takes only 24 or 32 bits."""
    import pygame
    image = pygame.image.load(str(path))
    if image.get_bitsize() in (24, 32):
        return image
    deep = pygame.Surface(image.get_size(), 0, 32)
    deep.blit(image, (0, 0))
    return deep


def alike(a, b) -> float:
    """Mean difference per channel (0-255) between two images of the same size, sampled."""
    w, h = a.get_size()
    total = n = 0
    for i in range(1, 40):
        for j in range(1, 24):
            pa, pb = a.get_at((w * i // 40, h * j // 24)), b.get_at((w * i // 40, h * j // 24))
            total += sum(abs(x - y) for x, y in zip(pa[:3], pb[:3])) / 3
            n += 1
    return total / n


def same_pixels(a, b) -> bool:
    """Every pixel of two pictures the same, colour and alpha (whatever their PNG bytes)."""
    import pygame
    return a.get_size() == b.get_size() and \
        pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


# --- an X server of a test's own -------------------------------------------------------------

def xdo(env, *args):
    """xdotool with `args` (numbers as text) on the display of `env`."""
    return subprocess.run(["xdotool", *map(str, args)], env=env, capture_output=True,
                          text=True, timeout=30)


def rounds_bought(data) -> int:
    """How many rounds the data folder `data` holds, read by another connection than the
    client's (a real-window test counting what the presses bought)."""
    db = sqlite3.connect(Path(data) / "slots.sqlite3", timeout=30)
    try:
        return db.execute("SELECT COUNT(*) FROM rounds").fetchone()[0]
    finally:
        db.close()


class Window:
    """The real client in a test's own X server: started with `args` (and `--states`, so
    what its window shows is read from the lines it writes: game/window/shown.py), driven with
    xdotool; `until` waits on what it shows, never on a guessed time. `entry`: another way
    in than `python -m game` that takes its arguments (tests/seeded.py WANT: the rounds'
    outcomes chosen)."""

    def __init__(self, env, tmp_path, *args, entry=("-m", "game")):
        self.env, self.states = env, tmp_path / "states.jsonl"
        self.states.touch()
        self.process = subprocess.Popen(
            [sys.executable, *map(str, entry), *map(str, args), "--states", str(self.states)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.offset = 0                 # bytes of the states file read into lines
        self.unread: deque = deque()    # lines read from it, not yet looked at
        self.now: dict = {}
        found = xdo(env, "search", "--sync", "--classname", ".")
        assert found.returncode == 0 and found.stdout.strip(), found.stderr
        self.id = found.stdout.split()[0]
        xdo(env, "windowfocus", "--sync", self.id)

    @property
    def scale(self) -> float:
        """The window's width over the canvas's (the first window fits the screen)."""
        sized = dict(line.split("=") for line in xdo(self.env, "getwindowgeometry", "--shell",
                                                     self.id).stdout.split())
        return int(sized["WIDTH"]) / 1280

    def written(self) -> deque:
        """The lines not yet looked at: those read before, then the whole lines written since
        (read from where the last read ended: a window in a long round writes a line each
        frame its board moves)."""
        with self.states.open("rb") as lines:
            lines.seek(self.offset)
            written = lines.read()
        whole = written[:written.rfind(b"\n") + 1]
        self.offset += len(whole)
        self.unread.extend(whole.decode("utf-8").splitlines())
        return self.unread

    def latest(self) -> dict:
        """What the last line written says the window shows."""
        seen = self.written()
        if seen:
            self.now = json.loads(seen[-1])
        self.unread.clear()
        return self.now

    def until(self, holds, what, timeout=90.0) -> dict:
        """What the window shows now, or the first state written after it, for which
        `holds(state)`; fails saying `what` after `timeout` s or if the client ended."""
        deadline = time.monotonic() + timeout
        if self.now and holds(self.now):           # the screen shows it still
            return self.now
        while True:
            seen = self.written()
            while seen:
                self.now = json.loads(seen.popleft())
                if holds(self.now):
                    return self.now
            assert self.process.poll() is None, f"the client ended waiting for {what}: " \
                f"{self.process.stdout.read() if self.process.stdout else ''}"
            assert time.monotonic() < deadline, f"no {what} in {timeout} s (last: {self.now})"
            time.sleep(0.05)

    def on_top(self, scene: str, timeout=90.0) -> dict:
        return self.until(lambda s: s.get("top") == scene, f"the {scene} on top", timeout)

    def ready(self) -> dict:
        """The play screen, ready for a press: no round, count-up or plaque showing."""
        return self.until(lambda s: s.get("top") == "SlotScene" and not s["in_round"]
                          and not s["counting"] and not s["holding"], "ready play screen")

    def key(self, *names):
        for name in names:
            xdo(self.env, "key", name)

    def hold(self, name, chance, after):
        """The key `name` held 0.05-1.5 s (log-uniform), after a random 0-`after` s, both drawn
        from `chance` (a random.Random): the presses a hurried player makes."""
        time.sleep(chance.uniform(0, after))
        xdo(self.env, "keydown", name)
        time.sleep(0.05 * 30 ** chance.random())
        xdo(self.env, "keyup", name)

    def point(self, at, *then):
        """The pointer to a point of the 1280x720 canvas, in the window as sized (then the
        xdotool commands `then`, a click say)."""
        scale = self.scale
        xdo(self.env, "mousemove", "--window", self.id, round(at[0] * scale),
            round(at[1] * scale), *then)

    def click(self, at):
        """A click at a point of the 1280x720 canvas, in the window as sized."""
        self.point(at, "click", "1")

    def ended(self, timeout=60.0) -> int:
        return self.process.wait(timeout=timeout)

    def output(self) -> str:
        return self.process.communicate()[0] if self.process.stdout else ""

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=10)


@contextmanager
def x_server(size, window_manager=False, timeout=30.0):
    """Xvfb at `size` on a display number it picks itself (-displayfd: no two tests race for
    one), and openbox where asked; yields the environment a program runs in on it. Waits by
    polling until each is ready, never by sleeping a guessed time."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                               f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write)
    manager = None
    try:
        number = _read_line(read, server, timeout)
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(DISPLAY=f":{number}", SDL_AUDIODRIVER="dummy")
        if window_manager:
            manager = subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL)
            _until(lambda: "window id" in subprocess.run(
                ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=env, capture_output=True,
                text=True, timeout=10).stdout, timeout, "openbox did not start")
        yield env
    finally:
        os.close(read)
        for process in (manager, server):
            if process is not None:
                process.terminate()
                process.wait(timeout=10)


def _read_line(fd, server, timeout) -> str:
    """The display number Xvfb writes when it is ready to take clients."""
    deadline, got = time.monotonic() + timeout, b""
    while not got.endswith(b"\n"):
        if server.poll() is not None:
            raise AssertionError(f"Xvfb exited ({server.returncode}) before it was ready")
        if time.monotonic() > deadline:
            raise AssertionError(f"Xvfb was not ready within {timeout:g} s")
        if select.select([fd], [], [], 0.1)[0]:
            chunk = os.read(fd, 64)
            if not chunk:
                raise AssertionError("Xvfb closed -displayfd without a display number")
            got += chunk
    return got.decode().strip()


def _until(ready, timeout, why):
    deadline = time.monotonic() + timeout
    while not ready():
        if time.monotonic() > deadline:
            raise AssertionError(why)
        time.sleep(0.05)


def window_test_marks(*tools: str, install: str) -> list:
    """A real-window test file's marks: slow, and skipped (saying which tools and the
    `apt-get install` that brings them) where any of `tools` is missing (.ci/run installs
    them)."""
    import shutil

    import pytest
    missing = [t for t in tools if shutil.which(t) is None]
    return [pytest.mark.slow,
            pytest.mark.skipif(bool(missing), reason=f"needs {', '.join(missing)} "
                               f"(apt-get install {install})")]


def button_problems(app, label) -> list:
    """A worded button whose words (as drawn, translated) are not inside it."""
    found = []
    for scene, texts in drawn_by_scene(app).items():
        from game.window.ui.widgets import Button, PictureButton
        from game.words import i18n
        buttons = list(getattr(scene, "buttons", ()))
        controls = getattr(scene, "controls", None)
        buttons += list(getattr(controls, "buttons", ()))
        for button in buttons:
            if isinstance(button, PictureButton) or not isinstance(button, Button):
                continue
            words = i18n._(button.label)
            for d in texts:
                if d.message == words and d.rect.center == button.rect.center \
                        and not button.rect.contains(d.rect):
                    found.append(f"{label}: button {words!r} {tuple(d.rect)} is cut by its "
                                 f"button {tuple(button.rect)}")
    return found


def rules_of_play(**set_):
    """A market's rules of play: the default profile with `set_` flags raised."""
    from game.round.jurisdiction import DEFAULT, Jurisdiction
    return Jurisdiction("test", {**DEFAULT.flags, **set_})


def every_rule():
    """A profile raising every rule: the longest page of rules there can be."""
    from game.round import jurisdiction
    return rules_of_play(**{flag: True for flag, kind in
                            {**jurisdiction.FLAGS, **jurisdiction.OWN}.items() if kind is bool},
                         minimumRoundDuration=2500, maximumTotalBet=100)
