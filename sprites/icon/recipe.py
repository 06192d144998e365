"""The program's icon: a gold star tumbling over a night-sky tile, the lobby's colours, with two
falling gems, so it reads as the same game from the lobby to the taskbar. One drawing at every
size a system asks for: the window sets icon_64.png (game/window/app.py: Linux's title bar and
taskbar show it, PyInstaller gives Linux programs no icon), and build/icons.py packs these PNGs,
as they are, into the .ico (Windows) and .icns (macOS), with icon_256.png as the .png."""
from svg import gloss, ramp, sparkle, star, svg

SIZES = (16, 32, 48, 64, 128, 256, 512, 1024)


def icon() -> str:
    defs = (ramp("tile", [(0, "#3a1f7a"), (0.55, "#231454"), (1, "#0b0826")])
            + ramp("ruby", [(0, "#ff9aa8"), (1, "#b3102a")])
            + ramp("emerald", [(0, "#9affc8"), (1, "#0c7a44")]))
    body = ('<rect x="4" y="4" width="92" height="92" rx="20" fill="url(#tile)" '
            'stroke="#ffd24d" stroke-width="2.5"/>'
            '<circle cx="50" cy="52" r="30" fill="#ffd24d" opacity="0.35" filter="url(#blur3)"/>'
            + star(50, 54, 31, 13, turn=-80, fill="url(#gold)", stroke="#7a4a00",
                   stroke_width="2.5", stroke_linejoin="round")
            + gloss(42, 42, 9, 5)
            + '<circle cx="22" cy="24" r="7" fill="url(#ruby)" stroke="#5a0010" '
              'stroke-width="1.5"/>'
            + '<rect x="71" y="16" width="12" height="12" rx="2" transform="rotate(45 77 22)" '
              'fill="url(#emerald)" stroke="#053a20" stroke-width="1.5"/>'
            + sparkle(80, 76, 7) + sparkle(20, 78, 5))
    return svg(body, defs)


def pictures() -> dict:
    text = icon()
    return {f"icon_{size}.png": (text, size, size) for size in SIZES}
