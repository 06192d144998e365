"""A game's intro screen: its name and what makes it special. It waits for the player, as
commercial intros wait for CONTINUE: any key or click goes on, and that press is the intro's
alone (game/window/presses.py); it never leaves by itself, since a press meant for it that came a
moment after would land on the play screen and buy a round (issue 45, 1). The Intro screen
setting turns it off."""
import pygame

from game.window.look import look_of
from game.window.easing import Ease, progress
from game.window.scenes import Application, Scene
from game.window.ui.keyart import picture
from game.window.ui.theme import dim
from game.window.ui.widgets import fit_size, text
from game.words.i18n import _


GROW_FROM, GROW_STEPS = 0.92, 9     # the logo grows in from 92%: its sizes, made on entry


def grown(logo: pygame.Surface | None) -> list[pygame.Surface]:
    """The logo at GROW_STEPS sizes from GROW_FROM to whole, scaled once, not every frame."""
    if logo is None:
        return []
    return [pygame.transform.smoothscale_by(logo, GROW_FROM + (1 - GROW_FROM) * i /
                                            (GROW_STEPS - 1)) for i in range(GROW_STEPS)]


class IntroScene(Scene):
    opaque = False

    def __init__(self, app: Application, *, theme: dict, game_id: str) -> None:
        super().__init__(app)
        self.theme, self.game_id, self.age = theme, game_id, 0.0
        self.logo = picture(game_id, "logo.png", (600, 250))     # the name as art, if drawn
        self.growing = grown(self.logo)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.pop()

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 200)
        theme = self.theme
        if self.logo is not None:
            grow = 0.92 + 0.08 * Ease.OUT_BACK(progress(self.age, 0, 0.4))
            logo = self.logo if grow >= 1 else self.growing[min(len(self.growing) - 1, round(
                (grow - GROW_FROM) / (1 - GROW_FROM) * (len(self.growing) - 1)))]
            surface.blit(logo, logo.get_rect(center=(640, 215)))
        else:
            text(surface, theme["title"].upper(), (640, 250), 96, theme["frame"])
        for i, line in enumerate(look_of(self.game_id).tagline):
            text(surface, line, (640, 350 + 46 * i), fit_size(line, 40, 1200))
        text(surface, _("press any key"), (640, 520), 26, (220, 210, 240))
