"""Game history: every round played, newest first. Enter replays one step by step in the real
board view (no money moves); K opens its CHECK A ROUND page (scenes/check.py); V verifies it
from its seeds alone; C copies its seeds and the ready `verify` command to the clipboard; E
exports it as JSON beside the wallet (game/fairness.py does those three).

Seeds are shown in upper-case hex in groups of eight: the font's 1 and f, which look alike in
lower case, cannot be confused there, and `verify` reads them back in either case, spaced or
not."""
import time

import pygame

from engine.games import load_game
from game import fairness
from game.fairness import verify
from game.odds import rarity
from game.scenes.overlay import Overlay
from game.ui.theme import LOBBY
from game.ui.widgets import fit_size, hex_text, text

ROWS = 11


class HistoryScene(Overlay):
    def __init__(self, app):
        super().__init__(app)
        self.rows = app.storage.rounds(limit=500)
        self.selected, self.top, self.result = 0, 0, ""
        self.rarities = {}           # round id -> how rare its win was (game/odds.py), or None

    def confirm(self):
        self.replay()

    def replay(self):
        if not self.rows or self.rows[self.selected][6] != "done":
            return
        record = self.app.storage.round(self.rows[self.selected][0])
        self.app.open("slot", record["game"]).replay(record)

    def _record(self):
        return self.app.storage.round(self.rows[self.selected][0])

    def copy(self) -> str:
        """The round's seeds and its verify command, on the clipboard."""
        return fairness.copy(self._record())

    def export(self) -> str:
        """The round as JSON in the data folder's exports/."""
        return fairness.write_export(self._record(), self.app.storage.folder / "exports")

    def how_rare(self, record) -> str | None:
        if record["id"] not in self.rarities:
            self.rarities[record["id"]] = rarity(record["events"])
        return self.rarities[record["id"]]

    def check(self):
        """The round's CHECK A ROUND page: its seeds, the command, and how rare its win was."""
        self.app.open("check", self._record())

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_UP else 1
            self.selected = max(0, min(len(self.rows) - 1, self.selected + step))
            self.top = min(max(self.top, self.selected - ROWS + 1), self.selected)
            self.result = ""
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_v and self.rows:
            self.result = verify(self._record())
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_k and self.rows:
            self.check()
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
            said = self.how_rare(record)
            if said:
                text(surface, said, (640, 630), fit_size(said, 18, box.width - 40),
                     (255, 225, 120), shadow=False)
        hint = self.result or ("Up/Down choose, Enter replays, K checks it (CHECK A ROUND), "
                               "V verifies, C copies the seeds, E exports, Esc closes")
        text(surface, hint, (640, 648), fit_size(hint, 20, box.width - 40), (220, 210, 240),
             shadow=False)
