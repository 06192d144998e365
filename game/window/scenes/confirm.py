"""A yes/no question over the game, such as buying a feature at its price (with the feature's
picture, where one is drawn: a buy is a feature's plaque too, issue 37, 2)."""
from collections.abc import Callable

import pygame

from game.window.assets import picture
from game.window.scenes import Application
from game.window.scenes.overlay import Overlay
from game.window.ui.widgets import GO, fit_size, text
from game.words.i18n import N_

ART = 180       # px: the picture over the question
CANCEL = N_("CANCEL")


class Confirm(Overlay):
    def __init__(self, app: Application, *, title: str, question: str, yes_label: str,
                 on_yes: Callable[[], object], colour: tuple, art: tuple | None = None,
                 no_label: str = CANCEL, on_no: Callable[[], object] | None = None) -> None:
        """`art`: the parts of a picture under sprites/ to show (None: words alone);
        `on_no`: what the second answer (and Esc) does besides closing the question."""
        super().__init__(app)
        self.title, self.question, self.on_yes, self.colour = title, question, on_yes, colour
        self.on_no = on_no or (lambda: None)
        self.art = picture(art, (ART, ART)) if art else None
        # the panel's place: taller with the feature's art
        self.BOX = (340, 220, 600, 300) if self.art is None else (340, 90, 600, 440)
        y = 440 if self.art is not None else 420
        self.buttons = [self.button((450, y, 180, 60), yes_label, self.yes, colour=GO),
                        self.button((650, y, 180, 60), no_label, self.no)]

    def yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def no(self) -> None:
        self.app.pop()
        self.on_no()

    confirm = yes

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.no()
        else:
            super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        box = self.frame(surface, self.title, self.colour)
        if self.art is None:
            question_y = 350
        else:
            surface.blit(self.art, self.art.get_rect(center=(640, box.y + 85 + ART // 2)))
            question_y = box.y + 85 + ART + 30
        text(surface, self.question, (640, question_y),
             fit_size(self.question, 30, box.width - 40))
        for button in self.buttons:
            button.draw(surface)
