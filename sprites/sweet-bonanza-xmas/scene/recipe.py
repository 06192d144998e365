"""Sweet Bonanza Xmas's scene: a frozen candy land (pastel hills under snow, lollipop trees,
candy canes), its logo, a gingerbread man (the key art, and its poses for the client to cycle:
key_art_idle_1-3, key_art_react, key_art_celebrate) and a candy-cane reel frame."""
import random

from scenery import (W, H, MARGIN, GLOSS, board_fill, candy_cane, candy_tree, cloud, doc, frame,
                     height_at, hill, lettering, radial, ridge, sky, snow_bank, vertical)

GRID = (672, 560)          # the board (look.yaml layout.board): 6 x 5 cells of 112 px
CANDY = (("#ff5fa8", "#ffffff"), ("#7ad0ff", "#ffffff"), ("#ffd84d", "#ff5f5f"),
         ("#b68cff", "#ffffff"), ("#6ee08a", "#ffffff"))


def backdrop():
    body, defs = sky("#6fa6ec", "#b9cdf6", "#f6d3ee")
    sun = ('<circle cx="1100" cy="110" r="200" fill="#fff6d8" opacity="0.45" '
           'filter="url(#blur40)"/>'
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
    return doc(out,
               defs=vertical("peaks", "#f3b8e0", "#c9a8f0") + vertical("mid", "#ffd8ee", "#e8b8e8"))


def near(width=W + 48):
    rng = random.Random(8)
    bank = ridge("sbx-near", 600, 34, 3, 16, width)
    out = ""
    for x, h in ((40, 190), (200, 150), (1020, 170), (1200, 200), (1320, 140)):
        tree = candy_tree(x, height_at(bank, x) + 14, h, rng.choice(CANDY), rng)
        out += f'<g filter="url(#shadow)">{tree}</g>'
    for x, h, a in ((110, 90, -8), (290, 70, 10), (990, 80, 6), (1120, 96, -10)):
        out += candy_cane(x, height_at(bank, x) + 16, h, angle=a)
    out += snow_bank("sbx-near", 600, 34, width=width)
    for _i in range(40):
        x = rng.uniform(0, width)
        y = height_at(bank, x) + rng.uniform(10, 100)
        c = rng.choice(("#ff7ab8", "#7ad0ff", "#ffd84d", "#b68cff"))
        out += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="3" fill="{c}" opacity="0.8"/>'
    return doc(out, width, H, vertical("snow", "#ffffff", "#dfe6ff"))


def logo():
    lolly = ('<g transform="translate(470 160)" filter="url(#shadow)">'
             '<rect x="-4" y="20" width="8" height="64" rx="3" fill="#fff8f0" stroke="#c9b8a0" '
             'stroke-width="1.5"/>'
             '<circle r="40" fill="url(#pinkc)" stroke="#9c0c5a" stroke-width="3"/>'
             '<path d="M0 0 A5 5 0 0 1 5 5 A10 10 0 0 1 -5 15 A15 15 0 0 1 -20 0 A20 20 0 0 1 0 '
             '-20 '
             'A25 25 0 0 1 25 5 A30 30 0 0 1 -5 35" fill="none" stroke="#fff" stroke-width="6"/>'
             '<ellipse cx="-14" cy="-18" rx="12" ry="6" fill="#fff" opacity="0.6" '
             'transform="rotate(-30 -14 -18)"/></g>')
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
               + radial("pinkc", ("0", "#ffd0ec", 1), ("1", "#e3218f", 1), cx="35%", cy="30%",
                        r="75%")
               + GLOSS)


# The key art's poses: the client cycles the idle frames (a breath, the arms and the lollipop
# swaying), shows `react` on a trigger and `celebrate` on a big win (a jump, arms up). Every pose
# has the key art's size and anchor (the shadow on the ground stays put).
POSES = {
    "idle_1": dict(breath=0.0, left=158, right=18, lolly=18, tilt=0, jump=0, eyes="open",
                   mouth="smile"),
    "idle_2": dict(breath=1.0, left=152, right=12, lolly=24, tilt=-2, jump=0, eyes="open",
                   mouth="smile"),
    "idle_3": dict(breath=0.5, left=163, right=22, lolly=12, tilt=2, jump=0, eyes="open",
                   mouth="smile"),
    "react": dict(breath=1.0, left=200, right=-20, lolly=14, tilt=-3, jump=-3, eyes="wide",
                  mouth="o",
                  lines=True),
    "celebrate": dict(breath=1.5, left=218, right=-34, lolly=16, tilt=4, jump=-7, eyes="happy",
                      mouth="grin", confetti=True),
}
ARM = 40                   # a limb's length, shoulder (or hip) to hand (or foot)


def ginger_limbs(p):
    """(shoulder or hip, end) of each limb, from the pose's angles."""
    import math
    def end(x, y, angle):
        a = math.radians(angle)
        return (round(x + ARM * math.cos(a), 1), round(y + ARM * math.sin(a), 1))
    return {"left": ((114, 124), end(114, 124, p["left"])),
            "right": ((152, 124), end(152, 124, p["right"])),
            "leg_l": ((120, 164), end(120, 164, 112)),
            "leg_r": ((146, 164), end(146, 164, 68))}


def ginger_eyes(kind):
    if kind == "happy":
        return "".join(f'<path d="M{x - 6} 88 Q{x} 78 {x + 6} 88" stroke="#3a1a08" '
                       f'stroke-width="4" '
                       'fill="none" stroke-linecap="round"/>' for x in (121, 145))
    r = 7 if kind == "wide" else 5.5
    return "".join(f'<circle cx="{x}" cy="86" r="{r}" fill="url(#gumdrop)"/>'
                   f'<circle cx="{x + 1.8}" cy="{86 - r * 0.4:.1f}" r="{r * 0.35:.1f}" '
                   f'fill="#fff"/>'
                   f'<circle cx="{x - 1.6}" cy="{86 + r * 0.4:.1f}" r="1" fill="#fff" '
                   f'opacity="0.7"/>'
                   for x in (121, 145))


def ginger_mouth(kind):
    if kind == "o":
        return ('<ellipse cx="133" cy="102" rx="5" ry="6" fill="#5a1a08" stroke="#fff" '
                'stroke-width="2.5"/>')
    if kind == "grin":
        return ('<path d="M117 97 Q133 100 149 97 Q146 114 133 114 Q120 114 117 97Z" '
                'fill="#5a1a08" '
                'stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>'
                '<ellipse cx="133" cy="109" rx="6" ry="3" fill="#ff7a8a"/>')
    return ('<path d="M118 98 Q133 110 148 98" stroke="#fff" stroke-width="3.5" fill="none" '
            'stroke-linecap="round"/>')


def key_art(pose="idle_1"):
    """A gingerbread man in a Santa hat, a lollipop in his hand, in one of his POSES."""
    import math
    p = POSES[pose]
    limbs = ginger_limbs(p)
    def line(a, b, width, colour):
        return (f'<path d="M{a[0]} {a[1]} L{b[0]} {b[1]}" stroke="{colour}" stroke-width="{width}" '
                'stroke-linecap="round" fill="none"/>')
    torso = '<rect x="106" y="108" width="54" height="66" rx="24"/>'
    head = '<circle cx="133" cy="86" r="27"/>'
    outline = ('<g fill="#6b3610" stroke="#6b3610" stroke-width="6">' + torso + head + '</g>'
               + "".join(line(a, b, 30, "#6b3610") for a, b in limbs.values()))
    dough = ('<g fill="url(#ginger)">' + torso + head + '</g>'
             + "".join(line(a, b, 24, "url(#ginger)") for a, b in limbs.values()))
    icing = ""
    for _name, (a, b) in limbs.items():         # a zig-zag of icing across each hand and foot
        ang = math.atan2(b[1] - a[1], b[0] - a[0])
        cx, cy = a[0] + (b[0] - a[0]) * 0.78, a[1] + (b[1] - a[1]) * 0.78
        icing += (f'<g transform="translate({cx:.1f} {cy:.1f}) '
                  f'rotate({math.degrees(ang) + 90:.0f})">'
                  '<path d="M-9 0 L-4.5 -3 L0 0 L4.5 -3 L9 0" stroke="#fff" stroke-width="3.2" '
                  'fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>')
    hand = limbs["right"][1]
    lolly = (f'<g transform="translate({hand[0]} {hand[1]}) rotate({p["lolly"]})">'
             '<rect x="-3" y="-44" width="6" height="48" rx="3" fill="url(#stick)"/>'
             '<g transform="translate(0 -64)"><circle r="24" fill="url(#lolly)" stroke="#0a5c8a" '
             'stroke-width="3"/>'
             '<path d="M0 0 A4 4 0 0 1 4 4 A8 8 0 0 1 -4 12 A12 12 0 0 1 -16 0 A16 16 0 0 1 0 -16 '
             'A20 20 0 0 1 18 6" '
             'fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/>'
             '<ellipse cx="-9" cy="-11" rx="8" ry="4" fill="#fff" opacity="0.6" '
             'transform="rotate(-35 -9 -11)"/></g></g>')
    grip = (f'<circle cx="{hand[0]}" cy="{hand[1]}" r="9" fill="url(#ginger)" stroke="#6b3610" '
            f'stroke-width="2"/>')
    face = (f'<g transform="rotate({p["tilt"]} 133 110)">'
            + ginger_eyes(p["eyes"])
            + (f'<path d="M114 {74 if p["eyes"] == "wide" else 77} Q121'
               f' {70 if p["eyes"] == "wide" else 74} 128 77 '
               f'M138 77 Q145 {70 if p["eyes"] == "wide" else 74} 152'
               f' {74 if p["eyes"] == "wide" else 77}" '
               'stroke="#fff" stroke-width="2.2" fill="none" stroke-linecap="round"/>')
            + ginger_mouth(p["mouth"])
            + '<circle cx="112" cy="98" r="5.5" fill="#ff8a9a" opacity="0.6" filter="url(#blur2)"/>'
            '<circle cx="154" cy="98" r="5.5" fill="#ff8a9a" opacity="0.6" filter="url(#blur2)"/>'
            '<path d="M98 72 Q100 24 150 20 Q186 22 194 50 Q176 38 168 56 Z" fill="url(#hat)"/>'
            '<path d="M112 44 Q126 28 150 26" stroke="#ff9a8a" stroke-width="4" fill="none" '
            'opacity="0.5" stroke-linecap="round"/>'
            '<path d="M96 70 Q133 54 172 66" stroke="url(#fur)" stroke-width="13" '
            'stroke-linecap="round" fill="none"/>'
            '<circle cx="194" cy="52" r="10" fill="url(#fur)"/></g>')
    buttons = ('<circle cx="133" cy="128" r="6" fill="url(#gum-red)" stroke="#fff" '
               'stroke-width="2"/>'
               '<circle cx="133" cy="148" r="6" fill="url(#gum-green)" stroke="#fff" '
               'stroke-width="2"/>'
               '<path d="M112 116 Q114 140 120 160" stroke="#fff" stroke-width="3" fill="none" '
               'opacity="0.18" stroke-linecap="round"/>'
               '<ellipse cx="124" cy="74" rx="10" ry="5" fill="#fff" opacity="0.18" '
               'transform="rotate(-25 124 74)"/>')
    s = 1 + p["breath"] * 0.015
    figure = (f'<g transform="translate(0 {p["jump"]}) translate(133 196) scale({2 - s:.4f}'
              f' {s:.4f}) translate(-133 -196)">'
              + lolly + outline + dough + icing + buttons + face + grip + '</g>')
    extras = ""
    if p.get("lines"):
        extras += ('<g stroke="#ff3a6a" stroke-width="4" stroke-linecap="round">'
                   '<path d="M70 46 L82 58 M60 72 L76 74 M84 24 L92 42"/></g>')
    if p.get("confetti"):
        import random
        rng = random.Random(4)
        for _ in range(24):
            x, y = rng.uniform(6, 260), rng.uniform(4, 150)
            c = rng.choice(("#ff5fa8", "#7ad0ff", "#ffd84d", "#b68cff", "#6ee08a"))
            extras += (f'<rect x="{x:.0f}" y="{y:.0f}" width="5" height="10" rx="2" fill="{c}" '
                       f'transform="rotate({rng.uniform(0, 180):.0f} {x:.0f} {y:.0f})"/>')
    shadow_rx = 80 + p["jump"] * 2
    return doc(f'{extras}<ellipse cx="133" cy="212" rx="{shadow_rx}" ry="10" fill="#000" '
               f'opacity="0.25" filter="url(#blur6)"/><g filter="url(#shadow)">{figure}</g>', 266,
               220,
               '<radialGradient id="ginger" gradientUnits="userSpaceOnUse" cx="118" cy="90" '
               'r="120">'
               '<stop offset="0" stop-color="#f4b070"/><stop offset="0.6" stop-color="#c87a36"/>'
               '<stop offset="1" stop-color="#8a4a18"/></radialGradient>'
               + vertical("hat", "#ff5a4f", "#c8102e", "#7a0010")
               + vertical("fur", "#ffffff", "#f2eee8", "#cfc8c0")
               + vertical("stick", "#ffffff", "#e8e0d4")
               + radial("lolly", ("0", "#a8e8ff", 1), ("1", "#1a8ad0", 1), cx="35%", cy="30%",
                        r="75%")
               + radial("gumdrop", ("0", "#6a3a20", 1), ("1", "#1a0804", 1), cx="40%", cy="35%",
                        r="70%")
               + radial("gum-red", ("0", "#ffb0c0", 1), ("1", "#d01a3a", 1), cx="35%", cy="30%",
                        r="75%")
               + radial("gum-green", ("0", "#b0ffc8", 1), ("1", "#1a9a4a", 1), cx="35%", cy="30%",
                        r="75%"))


def snow_cap(x, rx):
    """A cap of snow on the frame's top rim with depth: a lumpy mound lit from above, shaded
    blue underneath, drips over the rim's edge, a shine along its crest and a soft shadow."""
    def p(dx, y):
        return f"{x + dx * rx:.1f} {y}"
    mound = (f'M{p(-1, 13)} C{p(-0.95, 0)} {p(-0.6, -8)} {p(-0.25, -6)} '
             f'C{p(-0.05, -12)} {p(0.35, -11)} {p(0.55, -5)} '
             f'C{p(0.8, -4)} {p(0.98, 2)} {p(1, 13)} '
             f'L{p(0.72, 15)} Q{p(0.64, 26)} {p(0.56, 15)} L{p(0.12, 16)} '
             f'Q{p(0.02, 30)} {p(-0.08, 16)} L{p(-0.48, 15)} Q{p(-0.56, 23)} {p(-0.64, 15)}Z')
    crest = f'M{p(-0.85, 2)} C{p(-0.6, -5)} {p(-0.35, -4)} {p(-0.2, -3)}'
    return (f'<path d="{mound}" fill="url(#cap)" filter="url(#shadow)"/>'
            f'<path d="{mound}" fill="none" stroke="#9fb2e0" stroke-width="1.2" opacity="0.7"/>'
            f'<path d="{crest}" fill="none" stroke="#fff" stroke-width="3" opacity="0.9" '
            f'stroke-linecap="round"/>'
            f'<circle cx="{x + 0.3 * rx:.1f}" cy="-5" r="1.6" fill="#fff"/>'
            f'<circle cx="{x - 0.7 * rx:.1f}" cy="3" r="1.2" fill="#fff"/>')


def reel_frame():
    w, h = GRID
    pad = 16
    fw, fh = w + 2 * pad, h + 2 * pad
    stripes = (f'<rect x="8" y="8" width="{fw - 16}" height="{fh - 16}" rx="22" fill="none" '
               f'stroke="#ff3a6a" stroke-width="10" stroke-dasharray="18 18" opacity="0.9"/>')
    snow = "".join(snow_cap(x, rx) for x, rx in ((60, 50), (200, 70), (360, 60), (520, 80),
                                                  (650, 40)))
    return frame(w, h, pad, board_fill("#ffffff", "#f6e6ff", 0.38, 0.5)
                 + vertical("cap", (0, "#ffffff"), (0.55, "#f1f5ff"), (1, "#aebfe6")),
                 ("#ffffff", "#ffe8f4", "#ffd0e8"), "#ffffff", "#ff9ac8",
                 ornament=stripes + snow)


def pictures() -> dict:
    w, h = GRID
    return {"sky.png": (backdrop(), W, H), "far.png": (far(), W, H),
            "near.png": (near(), W + 48, H),
            "cloud.png": (cloud("sbx", 380, 120), 380, 120),
            "logo.png": (logo(), 600, 250), "key_art.png": (key_art(), 266, 220),
            **{f"key_art_{pose}.png": (key_art(pose), 266, 220) for pose in POSES},
            "frame.png": (reel_frame(), w + 32 + 2 * MARGIN, h + 32 + 2 * MARGIN)}
