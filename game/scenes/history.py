"""Game history: every round played, newest first. Enter replays one step by step in the real
board view (no money moves); V verifies it from its seeds alone; C copies its seeds and the
ready `verify` command to the clipboard; E exports it as JSON beside the wallet.

Seeds are shown in upper-case hex in groups of eight: the font's 1 and f, which look alike in
lower case, cannot be confused there, and `verify` reads them back in either case, spaced or
not."""
import json
import time

import pygame

from engine.cli import verify_command
from engine.errors import EngineError
from engine.games import load_game
from engine.rng import FairRng, seed_hash
from engine.round import run
from game.scenes.overlay import Overlay
from game.ui.theme import LOBBY
from game.ui.widgets import fit_size, hex_text, text

ROWS = 11


def export(record) -> dict:
    """A finished round as a person or a lab can check it: its seeds, what it paid, the
    ready verify command, and every event."""
    keys = ("id", "game", "mode", "bet", "cost", "config_version", "server_seed",
            "server_seed_hash", "client_seed", "nonce", "choices", "total_win", "status")
    return {**{k: record[k] for k in keys}, "verify": verify_command(record["events"]),
            "events": record["events"]}


def verify(record) -> str:
    """Replay a round from (server seed, client seed, nonce, choices) and compare."""
    if seed_hash(record["server_seed"]) != record["server_seed_hash"]:
        return "the server seed does not match the hash shown before the round"
    try:
        game = load_game(record["game"], version=record["config_version"])
    except EngineError as err:
        return f"cannot verify here: {err}"
    events = run(game, record["bet"], FairRng(record["server_seed"], record["client_seed"],
                                              record["nonce"]), record["mode"],
                 record["choices"])
    if events[-1]["total_win"] != record["total_win"]:
        return f"MISMATCH: the seeds give {events[-1]['total_win']}, recorded {record['total_win']}"
    return "verified: the seeds give exactly this round and this win"


class HistoryScene(Overlay):
    def __init__(self, app):
        super().__init__(app)
        self.rows = app.storage.rounds(limit=500)
        self.selected, self.top, self.result = 0, 0, ""

    def confirm(self):
        self.replay()

    def replay(self):
        if not self.rows or self.rows[self.selected][6] != "done":
            return
        record = self.app.storage.round(self.rows[self.selected][0])
        self.app.open("slot", record["game"]).replay(record)

    def _finished(self):
        record = self.app.storage.round(self.rows[self.selected][0])
        return record if record["status"] == "done" and record["events"] else None

    def copy(self) -> str:
        """The round's seeds and its verify command, on the clipboard."""
        record = self._finished()
        if record is None:
            return "only a finished round can be copied (its seed is revealed at its end)"
        lines = [f"server seed {record['server_seed']}",
                 f"server seed hash {record['server_seed_hash']}",
                 f"client seed {record['client_seed']}", f"nonce {record['nonce']}",
                 verify_command(record["events"])]
        try:
            import pygame.scrap             # SDL's clipboard (pygame-ce 2.2+: no init)
            pygame.scrap.put_text("\n".join(lines))
        except (pygame.error, ImportError) as err:
            return f"the clipboard is not available here ({err}); E exports the round instead"
        return "copied: the seeds and the verify command are on the clipboard"

    def export(self) -> str:
        """The round as JSON in the data folder's exports/."""
        record = self._finished()
        if record is None:
            return "only a finished round can be exported (its seed is revealed at its end)"
        folder = self.app.storage.folder / "exports"
        path = folder / f"round-{record['id']}.json"
        try:
            folder.mkdir(exist_ok=True)
            path.write_text(json.dumps(export(record), indent=1))
        except OSError as err:
            return f"cannot write {path}: {err.strerror}"
        return f"exported to {path}"

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_UP else 1
            self.selected = max(0, min(len(self.rows) - 1, self.selected + step))
            self.top = min(max(self.top, self.selected - ROWS + 1), self.selected)
            self.result = ""
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_v and self.rows:
            self.result = verify(self.app.storage.round(self.rows[self.selected][0]))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.rows:
            self.result = self.copy()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_e and self.rows:
            self.result = self.export()
        elif event.type == pygame.MOUSEWHEEL:
            self.top = max(0, min(max(0, len(self.rows) - ROWS), self.top - event.y))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.top + (event.pos[1] - 150) // 38
            if 140 <= event.pos[1] < 150 + ROWS * 38 and 0 <= index < len(self.rows):
                if index == self.selected:
                    self.replay()
                self.selected = index
        else:
            super().handle(event)

    def draw(self, surface):
        colour = LOBBY["frame"]
        box = self.frame(surface, (120, 40, 1040, 640), "GAME HISTORY", colour, dim=220)
        heads = [("time", 150), ("game", 330), ("mode", 560), ("bet", 700), ("win", 850),
                 ("status", 1000)]
        for label, x in heads:
            text(surface, label.upper(), (x, 125), 22, (255, 225, 120), anchor="midleft")
        if not self.rows:
            text(surface, "No rounds yet", box.center, 36)
        money = self.app.money
        for i, row in enumerate(self.rows[self.top:self.top + ROWS]):
            rid, game_id, mode, bet, cost, win, status, started = row
            y = 150 + i * 38 + 19
            if self.top + i == self.selected:
                pygame.draw.rect(surface, (80, 60, 140), (140, y - 17, 1000, 34), border_radius=8)
            stamp = time.strftime("%d %b %H:%M:%S", time.localtime(started))
            cells = [stamp, load_game(game_id).name, mode, money(cost),
                     money(win) if win is not None else "-", status]
            for (label, x), value in zip(heads, cells):
                text(surface, value, (x, y), 22, anchor="midleft", shadow=False)
        if self.rows:
            record = self.app.storage.round(self.rows[self.selected][0])
            seed = hex_text(record["server_seed"]) if record["status"] != "open" \
                else "(revealed after the round)"
            for i, line in enumerate((
                    f"seed hash {hex_text(record['server_seed_hash'])}",
                    f"server seed {seed}",
                    f"client seed {hex_text(record['client_seed'])}   nonce {record['nonce']}   "
                    f"config v{record['config_version']}")):
                text(surface, line, (640, 574 + 19 * i), 17, (200, 190, 230), shadow=False)
        hint = self.result or ("Up/Down choose, Enter replays, V verifies, C copies the seeds, "
                               "E exports, Esc closes")
        text(surface, hint, (640, 648), fit_size(hint, 20, box.width - 40), (220, 210, 240),
             shadow=False)
