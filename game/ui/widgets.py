"""Buttons and text: every control is also reachable by keyboard, and disabled ones look it."""
import pygame

from game.assets import font


def text(surface, message, pos, size=28, colour=(255, 255, 255), anchor="center", shadow=True):
    """Draw text anchored at pos (center, midleft, topright...); returns its rect."""
    f = font(size)
    image = f.render(str(message), True, colour)
    rect = image.get_rect(**{anchor: pos})
    if shadow:
        shade = f.render(str(message), True, (0, 0, 0))
        shade.set_alpha(140)
        surface.blit(shade, rect.move(2, 2))
    surface.blit(image, rect)
    return rect


def fit_size(message, size, width, smallest=12) -> int:
    """The largest font size up to `size` at which `message` is at most `width` pixels wide:
    text is made to fit its box, never cut."""
    while size > smallest and font(size).size(str(message))[0] > width:
        size -= 1
    return size


class Button:
    """A rounded button; `action` runs on click (or when the scene calls press())."""

    on_click = staticmethod(lambda: None)       # the app hooks its click sound in here

    def __init__(self, rect, label, action, colour=(70, 50, 120), round_=False, size=26,
                 hotkey=None):
        self.rect, self.label, self.action = pygame.Rect(rect), label, action
        self.colour, self.round, self.size, self.hotkey = colour, round_, size, hotkey
        self.enabled, self.hover, self.active = True, False, False

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.rect.collidepoint(event.pos):
            return self.press()
        return False

    def press(self) -> bool:
        if not self.enabled:
            return False
        Button.on_click()
        self.action()
        return True

    def draw(self, surface):
        base = self.colour if self.enabled else (70, 70, 78)
        if self.enabled and (self.hover or self.active):
            base = tuple(min(255, c + 35) for c in base)
        edge = (255, 230, 160) if self.enabled else (120, 120, 128)
        if self.round:
            r = self.rect.width // 2
            pygame.draw.circle(surface, (0, 0, 0, 90), self.rect.center + pygame.Vector2(3, 4), r)
            pygame.draw.circle(surface, base, self.rect.center, r)
            pygame.draw.circle(surface, edge, self.rect.center, r, 4)
        else:
            shadow = self.rect.move(2, 3)
            pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=12)
            pygame.draw.rect(surface, base, self.rect, border_radius=12)
            pygame.draw.rect(surface, edge, self.rect, 2, border_radius=12)
        colour = (255, 255, 255) if self.enabled else (150, 150, 155)
        text(surface, self.label, self.rect.center,
             fit_size(self.label, self.size, self.rect.width - 12), colour)
