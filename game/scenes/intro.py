"""A game's intro screen: its name and what makes it special. Any key or click goes on; it goes on
by itself after a few seconds, and the Intro screen setting turns it off."""
import pygame

from game.look import look_of
from game.scenes import Scene
from game.ui.widgets import text


class IntroScene(Scene):
    opaque = False

    def __init__(self, app, theme, game_id):
        super().__init__(app)
        self.theme, self.game_id, self.age = theme, game_id, 0.0

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
        theme = self.theme
        text(surface, theme["title"].upper(), (640, 250), 96, theme["frame"])
        for i, line in enumerate(look_of(self.game_id).tagline):
            text(surface, line, (640, 350 + 46 * i), 40)
        text(surface, "press any key", (640, 520), 26, (220, 210, 240))
