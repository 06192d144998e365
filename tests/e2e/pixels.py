"""Screenshots compared by their pixels, never their bytes (a PNG carries its date)."""
import pygame


def load(path) -> pygame.Surface:
    """A screenshot as a 32-bit surface, whatever depth the PNG was written in: ImageMagick
    writes a palette or grey PNG when a frame has few colours (a loaded machine caught the
    window mid-redraw), and smoothscale takes only 24 or 32 bits."""
    image = pygame.image.load(str(path))
    if image.get_bitsize() in (24, 32):
        return image
    deep = pygame.Surface(image.get_size(), 0, 32)
    deep.blit(image, (0, 0))
    return deep


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
