"""A yes/no question over the game, such as buying a feature at its price."""
from game.scenes.overlay import Overlay
from game.ui.widgets import GO, text


class Confirm(Overlay):
    def __init__(self, app, title, question, yes_label, on_yes, colour):
        super().__init__(app)
        self.title, self.question, self.on_yes, self.colour = title, question, on_yes, colour
        self.buttons = [self.button((450, 420, 180, 60), yes_label, self.yes, colour=GO),
                        self.button((650, 420, 180, 60), "CANCEL", self.app.pop)]

    def yes(self):
        self.app.pop()
        self.on_yes()

    confirm = yes

    def draw(self, surface):
        self.frame(surface, (340, 220, 600, 300), self.title, self.colour)
        text(surface, self.question, (640, 350), 30)
        for button in self.buttons:
            button.draw(surface)
