"""The lobby: every game found (engine/games) as a card; click one, or arrows and Enter."""
import pygame

from engine.games import available_games, load_game
from game.window.assets import font, picture as ui_picture, sprite
from game.window.look import look_of
from game.window.scenes import Application, Scene
from game.window.ui.keyart import picture
from game.window.ui.scenery import LOBBY as LOBBY_SCENERY, Scenery, save_small_world, small_world
from game.window.ui.theme import panel
from game.window.ui.widgets import (fit_block, fit_size, line_height, lines_of, mirrored,
                                    readable_size, text, wrapped)
from game.words.i18n import N_, _, number, on_change, right_to_left
from game.round.odds import top_prize_words

ROW = (40, 1240)          # the cards share this span, up to 360 px wide each
SCREEN = pygame.Rect(0, 0, 1280, 720)       # the canvas: in Arabic the cards turn round in it
CARD_HEIGHT = 420


class LobbyScene(Scene):
    def __init__(self, app: Application) -> None:
        super().__init__(app)
        self.games = available_games()
        self.selected = 0
        self.scenery = Scenery(LOBBY_SCENERY)
        n = len(self.games)
        slot = min(390, (ROW[1] - ROW[0]) // max(1, n))
        left = (1280 - slot * n) // 2
        self.laid = [pygame.Rect(left + i * slot + 15, 170, slot - 30, CARD_HEIGHT)
                     for i in range(n)]         # the cards from the left: cards() places them
        self.cards = list(self.laid)
        self.faces = [self._face(g, r.size) for g, r in zip(self.games, self.cards)]
        self.loaded = [load_game(g) for g in self.games]
        self.logo = ui_picture(("lobby", "logo"), (660, 110))
        self.balance = app.balance          # as the wallet stood at the last update
        self.odds: list = []
        self.word(None)
        on_change(self.word)              # worded again when the player's language changes

    def word(self, _language: str | None) -> None:
        """How often each top prize comes, from its committed PAR sheet, in the player's
        language (None where no sheet): worded once per language, not each frame; and the
        cards as the language reads them, the first at the right in Arabic."""
        self.odds = [top_prize_words(game) for game in self.loaded]
        self.cards = [mirrored(rect, SCREEN) for rect in self.laid]

    def _face(self, game_id: str, size: tuple[int, int]) -> pygame.Surface:
        """A game's card: its world in small, its key art and its logo (its symbols where
        its recipe drew no scene)."""
        look = look_of(game_id)
        wide = small_world(look.scenery, look.theme, size[1])
        face = pygame.Surface(size).convert()
        face.blit(wide, (-(wide.get_width() - size[0]) // 2, 0))
        art = picture(game_id, "key_art.png", (size[0] - 40, 190))
        logo = picture(game_id, "logo.png", (size[0] - 20, 130))
        if art is not None:
            face.blit(art, art.get_rect(midbottom=(size[0] // 2, size[1] - 128)))
        else:
            small = min(96, size[0] // 3)
            for i, name in enumerate(look.card_symbols):
                image = sprite(game_id, name, 130 if i == 0 else small)
                spots = [(size[0] // 2, 170), (size[0] // 2 - small, 240),
                         (size[0] // 2 + small, 240)]
                face.blit(image, image.get_rect(center=spots[i]))
        if logo is not None:
            face.blit(logo, logo.get_rect(midtop=(size[0] // 2, 8)))
        # its corners cut round: the face multiplied by a white rounded plate, the same pixels
        # as the plate min-blended with the face, on a path pygame vectorises (1.8 -> 0.2 ms)
        rounded = pygame.Surface(size, pygame.SRCALPHA)
        rounded.blit(face, (0, 0))
        corners = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(corners, (255, 255, 255), corners.get_rect(), border_radius=24)
        rounded.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return rounded

    def enter(self) -> None:
        self.app.audio.music(None)

    def update(self, dt: float) -> None:
        self.scenery.update(dt)
        self.balance = self.app.balance     # read here: a draw reads no file
        if self.app.notice:            # drawn this frame: not said again at the next start
            self.app.notices_shown()

    def open(self, index: int) -> None:
        from game.window.scenes.intro import IntroScene
        slot = self.app.open_game(self.games[index])
        if self.app.settings.get("intro", True):
            self.app.push(IntroScene(self.app, theme=slot.theme, game_id=slot.game.id))

    def on_screen(self) -> dict[str, object]:
        """The game whose card is picked (Enter opens it)."""
        return {"selected": self.games[self.selected]}

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            # Down and Up: the next card and the one before; Right and Left: the card on
            # that side (in Arabic the next stands at the left)
            ahead = -1 if right_to_left() else 1
            moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_RIGHT: ahead,
                     pygame.K_LEFT: -ahead}
            if event.key in moves:
                self.selected = (self.selected + moves[event.key]) % len(self.games)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.open(self.selected)
            elif event.key == pygame.K_ESCAPE:       # asked first, as desktop games do
                from game.window.scenes.confirm import Confirm
                self.app.push(Confirm(self.app, title=_("QUIT"),
                                      question=_("Leave Tumbling Slots?"), yes_label=N_("YES"),
                                      on_yes=self.app.quit, colour=(255, 215, 120),
                                      no_label=N_("NO")))
            elif event.key == pygame.K_h:
                from game.window.scenes.history import HistoryScene
                self.app.push(HistoryScene(self.app))
        elif event.type == pygame.MOUSEMOTION:
            for i, rect in enumerate(self.cards):
                if rect.collidepoint(event.pos):
                    self.selected = i
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.cards):
                if rect.collidepoint(event.pos):
                    self.open(i)

    def draw(self, surface: pygame.Surface) -> None:
        self.scenery.draw(surface)
        if self.logo is not None:            # the title as art, drawn by sprites/lobby/recipe.py
            surface.blit(self.logo, self.logo.get_rect(center=(640, 64)))
        else:
            text(surface, "TUMBLING SLOTS", (640, 80), 84, (255, 215, 120))
        text(surface, _("Balance {amount}").format(amount=self.app.money(self.balance)),
             (640, 130), 30)
        if self.app.notice:                  # on a plate below the cards, wrapped to fit it
            size, paragraphs = fit_block([self.app.notice], 24, 1176, 200)
            plate = pygame.Rect(40, 0, 1200, line_height(size) * len(paragraphs[0]) + 10)
            plate.bottom = 636                       # above the keys' plate, however many lines
            surface.blit(panel(plate.size, (16, 10, 34, 220), 12), plate)
            step = line_height(size)
            y = plate.centery - step * (len(paragraphs[0]) - 1) / 2
            for i, line in enumerate(paragraphs[0]):
                text(surface, line, (640, round(y + i * step)), size, (255, 190, 160),
                     shadow=False)
        for i, (game_id, rect, face) in enumerate(zip(self.games, self.cards, self.faces)):
            lift = -10 if i == self.selected else 0
            card = rect.move(0, lift)
            pygame.draw.rect(surface, (0, 0, 0), card.move(6, 8), border_radius=24)
            surface.blit(face, card)
            edge = (255, 215, 120) if i == self.selected else (120, 100, 150)
            pygame.draw.rect(surface, edge, card, 5 if i == self.selected else 3,
                             border_radius=24)
            game = load_game(game_id)
            width = card.width - 24
            odds = self.odds[i]           # the max win's odds go under its figure
            line = _("reached {odds}").format(odds=odds) if odds else ""
            under = lines_of(line, readable_size(line), width, False) if line else ()
            step = line_height(readable_size(line))
            tall = 52 + step * len(under)     # a line the card's width cannot hold: two
            plate = pygame.Rect(card.x + 10, card.bottom - 14 - tall, card.width - 20, tall)
            surface.blit(panel(plate.size, (16, 10, 34, 215), 16), plate)  # any card colour
            facts = _("{cols}x{rows}  |  max win {cap}x").format(
                cols=game.cols, rows=game.rows, cap=number(game.cap_multiple))
            text(surface, facts, (plate.centerx, plate.y + 26), fit_size(facts, 26, width),
                 (240, 230, 255))
            if under:
                wrapped(surface, line, (plate.centerx, plate.y + 44), 0, width,
                        (210, 200, 235), shadow=True, bold=False)
        hint = _("Click a game, or use the arrow keys and Enter.  H: game history")
        plate = pygame.Rect(0, 0, font(26).size(hint)[0] + 40, 40)
        plate.center = (640, 660)
        surface.blit(panel(plate.size, (16, 10, 34, 200), 14), plate)   # over the snow
        text(surface, hint, plate.center, 26, (230, 222, 250))


def save_card_worlds() -> None:
    """Save each game's card world (game/window/ui/scenery.py small_world) beside its scene's
    layers: run after a game's scenery art changes, as sprites/make_sprites.py does."""
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    for game_id in available_games():
        look = look_of(game_id)
        path = save_small_world(look.scenery, look.theme, CARD_HEIGHT)
        print(path or f"{game_id}: no scenery pictures")


if __name__ == "__main__":
    save_card_worlds()
