"""A game's intro screen: its name and what makes it special. Any key or click goes on; it goes on
by itself after a few seconds, and the Intro screen setting turns it off."""
import pygame

from game.scenes import Scene
from game.ui.widgets import text

TAGLINES = {
    "santas-wonderland": ["Blocks of toys, five festive marks", "and the Midnight Riches levels."],
    "midnight-princess": ["Clear the grid to choose your princess;",
                          "every drop raises the multiplier."],
    "sweet-bonanza-xmas": ["Eight or more anywhere pay;", "golden baubles add up in free spins."],
}


class IntroScene(Scene):
    opaque = False

    def __init__(self, app, slot):
        super().__init__(app)
        self.slot, self.age = slot, 0.0

    def handle(self, event):
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.pop()

    def update(self, dt):
        self.age += dt
        if self.age > 4.0:
            self.app.pop()

    def draw(self, surface):
        shade = pygame.Surface((1280, 720), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 200))
        surface.blit(shade, (0, 0))
        theme = self.slot.theme
        text(surface, theme["title"].upper(), (640, 250), 96, theme["frame"])
        for i, line in enumerate(TAGLINES.get(self.slot.game.id, [])):
            text(surface, line, (640, 350 + 46 * i), 40)
        text(surface, "press any key", (640, 520), 26, (220, 210, 240))
