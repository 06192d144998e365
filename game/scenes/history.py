"""Game history: every round played, newest first. Enter replays one step by step in the real
board view (no money moves); V verifies it from its seeds alone."""
import time

import pygame

from engine.errors import EngineError
from engine.games import load_game
from engine.rng import FairRng, seed_hash
from engine.round import run
from game.scenes.overlay import Overlay
from game.ui.theme import LOBBY
from game.ui.widgets import text

ROWS = 11


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

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_UP else 1
            self.selected = max(0, min(len(self.rows) - 1, self.selected + step))
            self.top = min(max(self.top, self.selected - ROWS + 1), self.selected)
            self.result = ""
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_v and self.rows:
            self.result = verify(self.app.storage.round(self.rows[self.selected][0]))
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
            seed = record["server_seed"] if record["status"] != "open" else "(revealed after)"
            for i, line in enumerate((
                    f"seed hash {record['server_seed_hash']}",
                    f"server seed {seed}",
                    f"client seed {record['client_seed']}   nonce {record['nonce']}   "
                    f"config v{record['config_version']}")):
                text(surface, line, (640, 572 + 20 * i), 17, (200, 190, 230), shadow=False)
        text(surface, self.result or "Up/Down to choose, Enter or click to replay, V to verify, "
             "Esc to close", (640, 650), 22, (220, 210, 240))
