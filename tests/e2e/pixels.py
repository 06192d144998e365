"""Screenshots compared by their pixels, never their bytes (a PNG carries its date)."""
import pygame


def load(path) -> pygame.Surface:
    return pygame.image.load(str(path))


def alike(a, b) -> float:
    """Mean difference per channel (0-255) between two images of the same size, sampled."""
    w, h = a.get_size()
    total = n = 0
    for i in range(1, 40):
        for j in range(1, 24):
            pa, pb = a.get_at((w * i // 40, h * j // 24)), b.get_at((w * i // 40, h * j // 24))
            total += sum(abs(x - y) for x, y in zip(pa[:3], pb[:3])) / 3
            n += 1
    return total / n
