"""Sweet Bonanza Xmas's scene: a frozen candy land (pastel hills under snow, lollipop trees,
candy canes), its logo, a gingerbread man (the key art) and a candy-cane reel frame."""
import random

from scenery import (W, H, MARGIN, GLOSS, board_fill, candy_cane, candy_tree, cloud, doc, frame,
                     height_at, hill, lettering, radial, ridge, sky, snow_bank, vertical)

GRID = (672, 560)          # the board (look.yaml layout.board): 6 x 5 cells of 112 px
CANDY = (("#ff5fa8", "#ffffff"), ("#7ad0ff", "#ffffff"), ("#ffd84d", "#ff5f5f"),
         ("#b68cff", "#ffffff"), ("#6ee08a", "#ffffff"))


def backdrop():
    body, defs = sky("#6fa6ec", "#b9cdf6", "#f6d3ee")
    sun = ('<circle cx="1100" cy="110" r="200" fill="#fff6d8" opacity="0.45" filter="url(#blur40)"/>'
           '<circle cx="1100" cy="110" r="70" fill="#fffbea" opacity="0.7" filter="url(#blur18)"/>')
    return doc(body + sun, defs=defs)


def far():
    rng = random.Random(4)
    peaks = ridge("sbx-peaks", 400, 130, 4, 12)
    out = hill(peaks, "url(#peaks)", "#ffffff", 4)
    for x, y in peaks[::3]:            # snow caps along the peaks
        out += f'<ellipse cx="{x}" cy="{y + 6:.0f}" rx="26" ry="8" fill="#fff" opacity="0.85"/>'
    mid = ridge("sbx-mid", 520, 50, 3)
    out += hill(mid, "url(#mid)", "#ffffff", 4)
    for x in range(20, W, 70):
        y = height_at(mid, x) + rng.uniform(8, 24)
        out += candy_tree(x, y, rng.uniform(50, 80), rng.choice(CANDY), rng)
    return doc(out, defs=vertical("peaks", "#f3b8e0", "#c9a8f0") + vertical("mid", "#ffd8ee", "#e8b8e8"))


def near(width=W + 48):
    rng = random.Random(8)
    bank = ridge("sbx-near", 600, 34, 3, 16, width)
    out = ""
    for x, h in ((40, 190), (200, 150), (1020, 170), (1200, 200), (1320, 140)):
        out += f'<g filter="url(#shadow)">{candy_tree(x, height_at(bank, x) + 14, h, rng.choice(CANDY), rng)}</g>'
    for x, h, a in ((110, 90, -8), (290, 70, 10), (990, 80, 6), (1120, 96, -10)):
        out += candy_cane(x, height_at(bank, x) + 16, h, angle=a)
    out += snow_bank("sbx-near", 600, 34, width=width)
    for i in range(40):
        x = rng.uniform(0, width)
        y = height_at(bank, x) + rng.uniform(10, 100)
        c = rng.choice(("#ff7ab8", "#7ad0ff", "#ffd84d", "#b68cff"))
        out += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="3" fill="{c}" opacity="0.8"/>'
    return doc(out, width, H, vertical("snow", "#ffffff", "#dfe6ff"))


def logo():
    lolly = ('<g transform="translate(470 160)" filter="url(#shadow)">'
             '<rect x="-4" y="20" width="8" height="64" rx="3" fill="#fff8f0" stroke="#c9b8a0" stroke-width="1.5"/>'
             '<circle r="40" fill="url(#pinkc)" stroke="#9c0c5a" stroke-width="3"/>'
             '<path d="M0 0 A5 5 0 0 1 5 5 A10 10 0 0 1 -5 15 A15 15 0 0 1 -20 0 A20 20 0 0 1 0 -20 '
             'A25 25 0 0 1 25 5 A30 30 0 0 1 -5 35" fill="none" stroke="#fff" stroke-width="6"/>'
             '<ellipse cx="-14" cy="-18" rx="12" ry="6" fill="#fff" opacity="0.6" transform="rotate(-30 -14 -18)"/></g>')
    snowcap = ('<path d="M40 44 Q80 22 130 40 Q170 26 210 42 L206 56 Q170 48 130 58 Q84 46 44 58Z" '
               'fill="#fff" opacity="0.95" filter="url(#shadow)"/>')
    body = (lolly
            + lettering("Sweet Bonanza", 300, 100, 80, "Lobster Two", "url(#pink)", "#7a0a4a", 5,
                        "#ffffff", style="italic")
            + snowcap
            + lettering("Xmas", 270, 214, 120, "Lobster Two", "url(#red)", "#ffffff", 6,
                        "#ff5f7a", style="italic"))
    return doc(body, 600, 250, vertical("pink", "#fff0f8", "#ff8fc8", (0.6, "#ff3f9a"), "#b0106a")
               + vertical("red", "#ff9a9a", "#ff2a3a", "#9a0018")
               + radial("pinkc", ("0", "#ffd0ec", 1), ("1", "#e3218f", 1), cx="35%", cy="30%", r="75%")
               + GLOSS)


def key_art():
    """A gingerbread man in a Santa hat, a lollipop in his hand."""
    body = (
        '<ellipse cx="133" cy="212" rx="80" ry="10" fill="#000" opacity="0.25" filter="url(#blur6)"/>'
        '<g transform="translate(196 70) rotate(18)"><rect x="-3" y="10" width="6" height="70" rx="3" fill="#fff8f0"/>'
        '<circle r="30" fill="#33c0ff" stroke="#0a5c8a" stroke-width="3"/>'
        '<path d="M0 0 A4 4 0 0 1 4 4 A8 8 0 0 1 -4 12 A12 12 0 0 1 -16 0 A16 16 0 0 1 0 -16 A20 20 0 0 1 20 4" '
        'fill="none" stroke="#fff" stroke-width="5"/></g>'
        '<path d="M133 62 C96 62 100 100 112 110 C84 108 66 118 60 130 C56 142 70 150 86 140 L106 132 '
        'C98 160 88 178 84 196 C80 212 100 216 108 204 L133 172 L158 204 C166 216 186 212 182 196 '
        'C178 178 168 160 160 132 L180 140 C196 150 210 142 206 130 C200 118 182 108 154 110 '
        'C166 100 170 62 133 62Z" fill="url(#ginger)" stroke="#6b3610" stroke-width="3"/>'
        '<path d="M70 132 Q78 126 86 132 M180 132 Q188 126 196 132 M92 196 Q100 190 108 196 M158 196 '
        'Q166 190 174 196" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>'
        '<circle cx="120" cy="86" r="5" fill="#3a1a08"/><circle cx="146" cy="86" r="5" fill="#3a1a08"/>'
        '<circle cx="122" cy="84" r="1.6" fill="#fff"/><circle cx="148" cy="84" r="1.6" fill="#fff"/>'
        '<path d="M118 98 Q133 110 148 98" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round"/>'
        '<circle cx="112" cy="98" r="5" fill="#ff8a9a" opacity="0.6"/><circle cx="154" cy="98" r="5" fill="#ff8a9a" opacity="0.6"/>'
        '<circle cx="133" cy="130" r="6" fill="#ff3a5a" stroke="#fff" stroke-width="2"/>'
        '<circle cx="133" cy="150" r="6" fill="#33c06a" stroke="#fff" stroke-width="2"/>'
        '<path d="M98 72 Q100 24 150 20 Q186 22 194 50 Q176 38 168 56 Z" fill="url(#hat)"/>'
        '<path d="M96 70 Q133 54 172 66" stroke="#fff" stroke-width="13" stroke-linecap="round" fill="none"/>'
        '<circle cx="194" cy="52" r="10" fill="#fff"/>')
    return doc(f'<g filter="url(#shadow)">{body}</g>', 266, 220,
               radial("ginger", ("0", "#e8a060", 1), ("1", "#a85a20", 1), cx="40%", cy="35%", r="70%")
               + vertical("hat", "#ff5a4f", "#c8102e", "#7a0010"))


def reel_frame():
    w, h = GRID
    pad = 16
    fw, fh = w + 2 * pad, h + 2 * pad
    stripes = (f'<rect x="8" y="8" width="{fw - 16}" height="{fh - 16}" rx="22" fill="none" '
               f'stroke="#ff3a6a" stroke-width="10" stroke-dasharray="18 18" opacity="0.9"/>')
    snow = "".join(f'<ellipse cx="{x}" cy="6" rx="{rx}" ry="9" fill="#fff" filter="url(#shadow)"/>'
                   for x, rx in ((60, 50), (200, 70), (360, 60), (520, 80), (650, 40)))
    return frame(w, h, pad, board_fill("#ffffff", "#f6e6ff", 0.38, 0.5),
                 ("#ffffff", "#ffe8f4", "#ffd0e8"), "#ffffff", "#ff9ac8",
                 ornament=stripes + snow)


def pictures() -> dict:
    w, h = GRID
    return {"sky.png": (backdrop(), W, H), "far.png": (far(), W, H),
            "near.png": (near(), W + 48, H),
            "cloud.png": (cloud("sbx", 380, 120), 380, 120),
            "logo.png": (logo(), 600, 250), "key_art.png": (key_art(), 266, 220),
            "frame.png": (reel_frame(), w + 32 + 2 * MARGIN, h + 32 + 2 * MARGIN)}
