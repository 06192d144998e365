"""The lobby's scene: a winter night over snowy hills, a village and its pines, an aurora and
the moon; the client adds the falling snow, the twinkling stars and the drifting clouds."""
import math
import random

from scenery import (W, H, GLOSS, aurora, cloud, doc, height_at, hill, house, lettering, moon,
                     pine, ridge, sky, snow_bank, stars, vertical)

LIGHTS = ("#ff4d4d", "#ffd24d", "#4dff88", "#4dc3ff", "#ff8af0")


def backdrop():
    body, defs = sky("#080626", "#231454", "#5a2062")
    glow, moon_defs = moon(180, 110, 50)
    lights = aurora(("#3dffc0", "#5ad0ff", "#c06bff"), 210, 160, 80, 0.18)
    return doc(body + stars("lobby", 300, (0, 0, W, 480)) + lights + glow, defs=defs + moon_defs)


def far():
    rng = random.Random(21)
    back = ridge("lobby-far", 500, 60, 4)
    out = hill(back, "url(#farhill)", "#9aa8e0", 2)
    for x in range(0, W, 28):
        out += pine(x, height_at(back, x) + rng.uniform(4, 16), rng.uniform(34, 64), "#1a1a48",
                    "#8f98d0")
    front = ridge("lobby-mid", 580, 36, 3)
    for x, w, h in ((120, 50, 38), (880, 56, 42), (1140, 48, 36)):
        out += house(x, height_at(front, x + w / 2) + 6, w, h, "#2e2a5c", "#1c1a42", "#ffcf6a",
                     "#d7e2ff")
    out += hill(front, "url(#midhill)", "#dfe8ff", 3)
    return doc(out,
               defs=vertical("farhill", "#2e2f72", "#1c1c4a") + vertical("midhill", "#4f5a9e",
                                                                         "#2a2a60"))


def near(width=W + 48):
    rng = random.Random(22)
    bank = ridge("lobby-near", 650, 24, 3, 16, width)
    out = ""
    for x, h in ((20, 170), (120, 120), (1180, 180), (1290, 130)):
        out += pine(x, height_at(bank, x) + 10, h, "#0f3b2a", "#eef4ff", LIGHTS, rng)
    out += snow_bank("lobby-near", 650, 24, width=width)
    return doc(out, width, H, vertical("snow", "#f5f9ff", "#a9bde6"))


def logo():
    """The lobby's title as art: gold letters with a dark outline and a warm glow, a star each
    side, the letters on a gentle arc."""
    def star(x, y, r):
        points = " ".join(f"{x + k * math.cos(math.pi * (i / 5 - 0.5)):.1f},"
                          f"{y + k * math.sin(math.pi * (i / 5 - 0.5)):.1f}"
                          for i, k in enumerate([r, r * 0.42] * 5))
        return (f'<circle cx="{x}" cy="{y}" r="{r * 1.6:.0f}" fill="#fff1a0" opacity="0.35" '
                f'filter="url(#blur18)"/>'
                f'<polygon points="{points}" fill="url(#gold)" stroke="#7a4a00" stroke-width="3"/>')
    body = (star(70, 92, 34) + star(1010, 92, 34)
            + lettering("Tumbling Slots", 540, 128, 118, "Lobster Two", "url(#gold)", "#3a0a32", 6,
                        "#ffb84d", style="italic"))
    return doc(body, 1080, 180, vertical("gold", "#fffbe0", "#ffd24d", (0.55, "#e8a21a"), "#b36b00")
               + GLOSS)


def pictures() -> dict:
    return {"sky.png": (backdrop(), W, H), "far.png": (far(), W, H),
            "near.png": (near(), W + 48, H),
            "logo.png": (logo(), 1080, 180),
            "cloud.png": (cloud("lobby", 360, 110, "#b9b6ee", "#5c5aa8"), 360, 110)}
