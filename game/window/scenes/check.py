"""CHECK A ROUND, opened from the history (K): one round's seeds, how they prove it, the ready
`verify` command that checks it anywhere, and how rare its win was. V checks it here, C copies
the seeds and the command, E exports the round as JSON; Esc goes back to the history."""
from functools import partial

import pygame

from engine.verify import verify_command
from engine.games import load_game
from game.round import fairness
from game.words.currency import unit_of
from game.window.look import look_of
from game.round.odds import mode_name, rarity
from game.window.scenes import Application
from game.window.scenes.overlay import Overlay
from game.window.ui.theme import LOBBY
from game.window.ui.widgets import fit_block, fit_size, hex_text, line_height, text
from game.words import i18n
from game.words.i18n import N_, _

HOW = N_("Before the round the screen showed the SHA-256 hash of its server seed, so the seed "
         "was fixed before your bet; the seed is shown once the round is over. The seeds and "
         "the nonce give every symbol of the round: V replays them here, and this command does "
         "the same on any computer with this program (or its source):")
HINT = N_("V verifies it here, C copies the seeds and the command, E exports it, Esc goes back")


class CheckScene(Overlay):
    BOX = (120, 40, 1040, 640)

    def __init__(self, app: Application, *, record: dict) -> None:
        super().__init__(app)
        self.record, self.result = record, ""
        done = fairness.finished(record)
        self.rarity = rarity(record["events"], look_of(record["game"]).big_wins[0][0]) \
            if done else None
        self.command = verify_command(record["events"], unit_of(record)) if done else None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v:
            self.result = fairness.verify(self.record) if fairness.finished(self.record) \
                else _(fairness.NOT_FINISHED).format(_("verified"))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self.result = fairness.copy(self.record)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_e:
            self.result = fairness.write_export(self.record,
                                                self.app.storage.folder / "exports")
        else:
            super().handle(event)

    def summary(self) -> str:
        r = self.record       # in its round's currency
        money = partial(i18n.money, currency=r.get("currency", "MYR"))
        won = money(r["total_win"]) if r["total_win"] is not None else _("not yet")
        return _("Round {id}: {game}, {mode}, bet {bet}, cost {cost}, won {won}").format(
            id=r['id'], game=load_game(r['game']).name,
            mode=mode_name(r['mode'], look_of(r['game']).roles),
            bet=money(r['bet']), cost=money(r['cost']), won=won)

    def draw(self, surface: pygame.Surface) -> None:
        box = self.frame(surface, _("CHECK A ROUND"), LOBBY["frame"], dim=220)
        r, width = self.record, box.width - 60
        lines = [(self.summary(), 26, (255, 255, 255))]
        if self.rarity:
            lines.append((self.rarity, 24, (255, 225, 120)))
        seed = hex_text(r["server_seed"]) if fairness.finished(r) \
            else _("(shown when the round is over)")
        lines += [(_("hash shown before the round  {hash}").format(
                      hash=hex_text(r['server_seed_hash'])), 20, (220, 210, 240)),
                  (_("server seed  {seed}").format(seed=seed), 20, (220, 210, 240)),
                  (_("client seed  {seed}    nonce {nonce}    config version {version}").format(
                      seed=hex_text(r['client_seed']), nonce=r['nonce'],
                      version=r['config_version']), 20, (220, 210, 240))]
        y = box.y + 105
        for line, size, colour in lines:
            text(surface, line, (box.centerx, y), fit_size(line, size, width), colour,
                 shadow=False)
            y += line_height(size) + 10
        if self.command:
            paragraphs = [_(HOW), self.command]
        elif r["status"] == "void":
            paragraphs = [_("This round was void and its bet refunded: it paid nothing to "
                            "check.")]
        else:
            paragraphs = [_("This round has not ended: its server seed is shown, and it can be "
                            "checked, once it is over.")]
        size, wrapped = fit_block(paragraphs, 24, width, box.bottom - 70 - y, smallest=12)
        step = line_height(size)
        for i, paragraph in enumerate(wrapped):
            colour = (255, 255, 255) if i == 0 else (190, 230, 190)
            for part in paragraph:
                text(surface, part, (box.centerx, y + step // 2), size, colour, shadow=False)
                y += step
            y += int(step * 0.6)
        hint = _(self.result or HINT)
        text(surface, hint, (box.centerx, box.bottom - 32), fit_size(hint, 20, width),
             (220, 210, 240), shadow=False)
