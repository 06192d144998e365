"""The lobby: the three games as cards; click one, or arrows and Enter."""
import pygame

from engine.games import available_games, load_game
from game.assets import sprite
from game.scenes import Scene
from game.scenes.slot import SlotScene
from game.ui.theme import THEMES, background, gradient
from game.ui.widgets import text

CARD_SYMBOLS = {"santas-wonderland": ["wild", "teddy", "train"],
                "midnight-princess": ["wild", "love", "star"],
                "sweet-bonanza-xmas": ["scatter", "heart", "bauble"]}


class LobbyScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.games = available_games()
        self.selected = 0
        self.bg = background("lobby", (1280, 720))
        self.cards = [pygame.Rect(70 + i * 390, 170, 360, 420) for i in range(len(self.games))]
        self.faces = [self._face(g, r.size) for g, r in zip(self.games, self.cards)]

    def _face(self, game_id, size):
        theme = THEMES[game_id]
        face = gradient(size, theme["top"], theme["bottom"])
        for i, name in enumerate(CARD_SYMBOLS.get(game_id, [])):
            image = sprite(game_id, name, 130 if i == 0 else 96)
            spots = [(size[0] // 2, 150), (size[0] // 2 - 95, 260), (size[0] // 2 + 95, 260)]
            face.blit(image, image.get_rect(center=spots[i]))
        rounded = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(rounded, (255, 255, 255), rounded.get_rect(), border_radius=24)
        rounded.blit(face, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return rounded

    def enter(self):
        self.app.audio.music(None)

    def open(self, index):
        slot = SlotScene(self.app, self.games[index])
        self.app.push(slot)
        if self.app.settings.get("intro", True):
            from game.scenes.intro import IntroScene
            self.app.push(IntroScene(self.app, slot))

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.selected = (self.selected + 1) % len(self.games)
            elif event.key in (pygame.K_LEFT, pygame.K_UP):
                self.selected = (self.selected - 1) % len(self.games)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.open(self.selected)
            elif event.key == pygame.K_ESCAPE:
                self.app.running = False
            elif event.key == pygame.K_h:
                from game.scenes.history import HistoryScene
                self.app.push(HistoryScene(self.app))
        elif event.type == pygame.MOUSEMOTION:
            for i, rect in enumerate(self.cards):
                if rect.collidepoint(event.pos):
                    self.selected = i
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.cards):
                if rect.collidepoint(event.pos):
                    self.open(i)

    def draw(self, surface):
        surface.blit(self.bg, (0, 0))
        text(surface, "TUMBLING SLOTS", (640, 80), 84, (255, 215, 120))
        text(surface, f"Balance {self.app.money(self.app.balance)}", (640, 130), 30)
        if self.app.notice:
            text(surface, self.app.notice, (640, 620), 22, (255, 190, 160))
        for i, (game_id, rect, face) in enumerate(zip(self.games, self.cards, self.faces)):
            lift = -10 if i == self.selected else 0
            card = rect.move(0, lift)
            pygame.draw.rect(surface, (0, 0, 0), card.move(6, 8), border_radius=24)
            surface.blit(face, card)
            edge = (255, 215, 120) if i == self.selected else (120, 100, 150)
            pygame.draw.rect(surface, edge, card, 5 if i == self.selected else 3,
                             border_radius=24)
            game = load_game(game_id)
            text(surface, game.name, (card.centerx, card.bottom - 95), 38)
            text(surface, f"{game.cols}x{game.rows}  |  max win {game.cap_multiple:,}x",
                 (card.centerx, card.bottom - 55), 24, (230, 220, 250))
        text(surface, "Click a game, or use the arrow keys and Enter.  H: game history", (640, 660),
             26, (220, 210, 240))
