"""A yes/no question over the game, such as buying a feature at its price (with the feature's
picture, where one is drawn: a buy is a feature's plaque too, issue 37, 2)."""
from game.assets import picture
from game.scenes.overlay import Overlay
from game.ui.widgets import GO, fit_size, text
from game.i18n import N_

ART = 180       # px: the picture over the question


class Confirm(Overlay):
    def __init__(self, app, title, question, yes_label, on_yes, colour, art=None):
        """`art`: the parts of a picture under sprites/ to show (None: words alone)."""
        super().__init__(app)
        self.title, self.question, self.on_yes, self.colour = title, question, on_yes, colour
        self.art = picture(art, (ART, ART)) if art else None
        y = 440 if self.art is not None else 420
        self.buttons = [self.button((450, y, 180, 60), yes_label, self.yes, colour=GO),
                        self.button((650, y, 180, 60), N_("CANCEL"), self.app.pop)]

    def yes(self):
        self.app.pop()
        self.on_yes()

    confirm = yes

    def draw(self, surface):
        if self.art is None:
            box = self.frame(surface, (340, 220, 600, 300), self.title, self.colour)
            question_y = 350
        else:
            box = self.frame(surface, (340, 90, 600, 440), self.title, self.colour)
            surface.blit(self.art, self.art.get_rect(center=(640, box.y + 85 + ART // 2)))
            question_y = box.y + 85 + ART + 30
        text(surface, self.question, (640, question_y),
             fit_size(self.question, 30, box.width - 40))
        for button in self.buttons:
            button.draw(surface)
