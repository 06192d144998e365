"""A contact sheet: every PNG of a folder at one size on a backdrop, to look at the art as a
player sees it (at board size, on the game's colours) before committing it.

    python sprites/contact.py sprites/ID --size 100 --bg 20,10,50 --out /tmp/sheet.png
"""
import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402


def sheet(files, size, bg, columns=8, gap=10):
    rows = (len(files) + columns - 1) // columns
    width = columns * (size + gap) + gap
    out = pygame.Surface((width, rows * (size + gap + 14) + gap))
    top, bottom = bg
    for y in range(out.get_height()):              # the backdrop: a vertical gradient
        t = y / max(1, out.get_height() - 1)
        out.fill([round(a + (b - a) * t) for a, b in zip(top, bottom)], (0, y, width, 1))
    font = pygame.font.Font(None, 16)
    for i, path in enumerate(files):
        image = pygame.image.load(str(path))
        w, h = image.get_size()
        scale = size / max(w, h)
        image = pygame.transform.smoothscale(image, (max(1, round(w * scale)),
                                                     max(1, round(h * scale))))
        x, y = gap + (i % columns) * (size + gap), gap + (i // columns) * (size + gap + 14)
        out.blit(image, image.get_rect(center=(x + size // 2, y + size // 2)))
        label = font.render(path.stem, True, (255, 255, 255), (0, 0, 0))
        out.blit(label, (x, y + size + 1))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--size", type=int, default=100)
    parser.add_argument("--bg", default="20,20,40", help="R,G,B or R,G,B/R,G,B (top/bottom)")
    parser.add_argument("--columns", type=int, default=8)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    colours = [tuple(int(v) for v in part.split(",")) for part in args.bg.split("/")]
    files = sorted(args.folder.glob("*.png"))
    if not files:
        parser.error(f"{args.folder}: no PNG files")
    pygame.init()
    pygame.image.save(sheet(files, args.size, (colours[0], colours[-1]), args.columns),
                      str(args.out))
    print(args.out)


if __name__ == "__main__":
    main()
