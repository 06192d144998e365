"""FAIR PLAY, opened by the shield button of a game's screen: the next round's seed hash, the
last round's server seed, client seed and nonce, and how to check them. Commercial clients keep
these one click away rather than on the play screen (issue 37, 1). C copies them (as the
history's CHECK A ROUND does for one round); Esc or CLOSE goes back."""
import pygame
from pygame.typing import ColorLike

from game.round import fairness
from game.window.assets import picture
from game.window.scenes import Application
from game.window.scenes.overlay import Overlay
from game.window.ui.widgets import fit_block, fit_size, hex_text, line_height, mirrored, text
from game.words.i18n import N_, _

LABEL = (190, 180, 225)
FIGURE = (255, 255, 255)
HOW = [N_("Before each round this page shows the SHA-256 hash of its server seed: the seed is "
          "fixed before you bet, and it cannot change without its hash changing."),
       N_("When the round ends its server seed is shown here: its SHA-256 hash equals the hash "
          "shown before it. That seed, your client seed and the nonce give every symbol of the "
          "round."),
       N_("HISTORY, then CHECK A ROUND, replays any finished round from its seeds and gives the "
          "`python -m engine verify` command that checks it on any computer.")]
HINT = N_("C copies these figures, Esc goes back")
MARGIN = 12         # px between the frame's outer edge and any words: the footer touched it


class FairPlayScene(Overlay):
    BOX = (120, 30, 1040, 660)

    def __init__(self, app: Application, *, next_hash: str | None,
                 revealed: tuple[str, str, int] | None, colour: ColorLike) -> None:
        """`next_hash`: the next round's seed hash (None in a replay); `revealed`: the last
        round's (server seed, client seed, nonce), or None before the first; `colour`: the
        game's frame colour."""
        super().__init__(app)
        self.next_hash, self.revealed, self.colour = next_hash, revealed, colour
        self.result = ""
        self.buttons = [self.button((330, 598, 260, 54), N_("COPY (C)"), self.copy,
                                    colour=(60, 90, 150)),
                        self.button((690, 598, 260, 54), N_("CLOSE"), self.app.pop)]

    def copy(self) -> None:
        lines = fairness.figures(self.next_hash, self.revealed)
        self.result = fairness.clipboard(lines, _("the figures"), _("they are shown above")) \
            if lines else N_("nothing to copy yet")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self.copy()
        else:
            super().handle(event)

    def rows(self) -> list:
        """[(label, figure)] as the page shows them, hex in groups of eight."""
        server, client, nonce = self.revealed or (None, None, None)
        after = _("shown when a round has ended")
        return [(_("NEXT ROUND'S SERVER SEED HASH"),
                 hex_text(self.next_hash) if self.next_hash else
                 _("none while a round is replayed")),
                (_("LAST ROUND'S SERVER SEED"), hex_text(server) if server else after),
                (_("CLIENT SEED"), hex_text(client) if client else after),
                (_("NONCE"), str(nonce) if nonce is not None else after)]

    def draw(self, surface: pygame.Surface) -> None:
        box = self.frame(surface, _("FAIR PLAY"), self.colour, dim=200)
        shield = picture(("ui", "fair_play_normal"), (64, 64))
        if shield is not None:
            surface.blit(shield, mirrored(shield.get_rect(midright=(box.centerx - 120,
                                                                    box.y + 45)), box))
        width = box.width - 80
        y = box.y + 96
        for label, figure in self.rows():
            text(surface, label, (box.x + 40, y), fit_size(label, 24, width), LABEL,
                 anchor="topleft", shadow=False, within=box)
            y += line_height(24)
            text(surface, figure, (box.x + 40, y), fit_size(figure, 26, width), FIGURE,
                 anchor="topleft", shadow=False, within=box)
            y += line_height(26) + 4
        text(surface, _("HOW TO VERIFY"), (box.x + 40, y + 4), 24, self.colour, anchor="topleft",
             shadow=False, within=box)
        y += line_height(24) + 4
        size, wrapped = fit_block([_(how) for how in HOW], 26, width, 592 - y)
        step = line_height(size)
        for paragraph in wrapped:
            for part in paragraph:
                text(surface, part, (box.x + 40, y), size, (230, 225, 245), anchor="topleft",
                     shadow=False, within=box)
                y += step
            y += int(step * 0.4)
        for button in self.buttons:
            button.draw(surface)
        hint = _(self.result or HINT)
        text(surface, hint, (box.centerx, box.bottom - MARGIN - line_height(24) // 2),
             fit_size(hint, 24, width), (220, 210, 240), shadow=False)
