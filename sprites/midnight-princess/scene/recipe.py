"""Midnight Princess's scene: a violet night sky over a castle on its hill, a great moon, its
logo, the Moon Princess (the key art, and its poses for the client to cycle: key_art_idle_1-3,
key_art_blink, key_art_react, key_art_celebrate) and a silver reel frame with moons and stars."""
import random

from scenery import (W, H, MARGIN, GLOSS, battlement, board_fill, cloud, doc, frame, height_at,
                     hill,
                     lettering, moon, pine, radial, ridge, sky, stars, tower, vertical)

GRID = (600, 600)          # the board (look.yaml layout.board): 5 x 120 px


def star(x, y, r, fill="#fff7c2"):
    return (f'<path d="M{x} {y - r} L{x + r * 0.28} {y - r * 0.28} L{x + r} {y} L{x + r * 0.28} '
            f'{y + r * 0.28} L{x} {y + r} L{x - r * 0.28} {y + r * 0.28} L{x - r} {y} '
            f'L{x - r * 0.28} {y - r * 0.28}Z" fill="{fill}"/>')


def backdrop():
    body, defs = sky("#05031a", "#1a0b42", "#4b1a6e")
    glow, moon_defs = moon(1120, 120, 70, "#fffdf2", "#b8a6d6", "#e8d8ff")
    milky = ('<ellipse cx="640" cy="260" rx="760" ry="70" fill="#b58cff" opacity="0.18" '
             'transform="rotate(-14 640 260)" filter="url(#blur40)"/>'
             '<ellipse cx="600" cy="250" rx="600" ry="26" fill="#ffd6f5" opacity="0.14" '
             'transform="rotate(-14 640 260)" filter="url(#blur18)"/>')
    return doc(body + milky + stars("princess", 420, (0, 0, W, 560)) + glow,
               defs=defs + moon_defs)


def far():
    peaks = ridge("mp-mountains", 430, 150, 5, 12)
    hills = ridge("mp-hills", 540, 40, 3)
    rng = random.Random(5)
    out = hill(peaks, "url(#mount)", "#9d7be0", 2)
    out += hill(hills, "url(#hills)", "#7a56c0", 2)
    for x in range(0, W, 22):
        out += pine(x, height_at(hills, x) + rng.uniform(6, 20), rng.uniform(30, 60), "#150a30",
                    None)
    return doc(out,
               defs=vertical("mount", "#3a2470", "#1d1040") + vertical("hills", "#2a1858",
                                                                       "#140a30"))


def castle(x0, base, scale, wall="#1a0f3a", roof="#2e1a5e"):
    s = scale
    out = battlement(x0, base - 150 * s, 300 * s, 150 * s, wall, int(14 * s))
    for dx, w, h, flag in ((-20, 56, 260, "#ff6fb5"), (70, 44, 210, None),
                           (150, 70, 320, "#ffd75a"),
                           (240, 48, 230, None), (300, 60, 270, "#8ab4ff")):
        out += tower(x0 + dx * s, base, w * s, h * s, wall, roof, "#ffd98a", flag)
    gate = x0 + 120 * s
    out += (f'<path d="M{gate} {base} V{base - 60 * s} Q{gate + 30 * s} {base - 92 * s}'
            f' {gate + 60 * s} '
            f'{base - 60 * s} V{base}Z" fill="#ffce7a" opacity="0.9"/>'
            f'<path d="M{gate - 10} {base} V{base - 60 * s} Q{gate + 30 * s} {base - 110 * s}'
            f' {gate + 60 * s + 10} '
            f'{base - 60 * s} V{base}Z" fill="#ffce7a" opacity="0.35" filter="url(#blur18)"/>')
    return out


def near(width=W + 48):
    hill_line = ridge("mp-near", 610, 26, 3, 16, width)
    out = castle(930, 612, 1.0) + castle(-30, 612, 0.72)
    out += hill(hill_line, "url(#ground)", "#b48cff", 2, width)
    rng = random.Random(9)
    for x in (330, 960, 1240):
        out += pine(x, height_at(hill_line, x) + 12, rng.uniform(80, 120), "#0c0622", None)
    return doc(out, width, H, vertical("ground", "#2a1656", "#0c0620"))


def logo():
    crown = ('<g transform="translate(300 18)" filter="url(#shadow)">'
             '<path d="M-46 42 L-54 0 L-26 22 L0 -8 L26 22 L54 0 L46 42Z" fill="url(#gold)" '
             'stroke="#6b4300" stroke-width="3"/>'
             '<circle cx="0" cy="-10" r="7" fill="#ff6fb5" stroke="#fff" stroke-width="2"/>'
             '<circle cx="-54" cy="-2" r="5" fill="#8ab4ff"/><circle cx="54" cy="-2" r="5" '
             'fill="#8ab4ff"/></g>')
    moon_mark = ('<circle cx="70" cy="150" r="46" fill="#e8d8ff" opacity="0.4" '
                 'filter="url(#blur18)"/>'
                 '<path d="M70 116 A34 34 0 1 0 104 150 A28 28 0 1 1 70 116Z" fill="url(#silver)" '
                 'stroke="#2a0f55" stroke-width="3"/>'
                 + star(540, 70, 16) + star(565, 112, 9) + star(46, 60, 10))
    body = (moon_mark + crown
            + lettering("Midnight", 300, 104, 78, "Dancing Script", "url(#silver)", "#2a0f55", 5,
                        "#b58cff")
            + lettering("Princess", 310, 214, 118, "Dancing Script", "url(#pink)", "#3a0a3a", 6,
                        "#ff6fd0"))
    return doc(body, 600, 250, vertical("silver", "#ffffff", "#e2d4ff", "#9f86d8")
               + vertical("pink", "#fff0fa", "#ff9ad8", (0.6, "#e0409a"), "#9a1060")
               + vertical("gold", "#fff6c0", "#ffd24d", "#c08a10") + GLOSS)


# The key art's poses: the client cycles the idle frames (a breath, the gown and hair swaying, the
# wand drifting), may blink now and then, shows `react` on a trigger and `celebrate` on a big win.
# Every pose has the key art's size and anchor (the moon and the hem stay put).
POSES = {
    "idle_1": dict(breath=0.0, arm=0, tilt=0, sway=0, eyes="open", mouth="smile"),
    "idle_2": dict(breath=1.0, arm=-5, tilt=-1.5, sway=1, eyes="open", mouth="smile"),
    "idle_3": dict(breath=0.5, arm=4, tilt=1.5, sway=-1, eyes="open", mouth="smile"),
    "blink": dict(breath=0.5, arm=0, tilt=0, sway=0, eyes="closed", mouth="smile"),
    "react": dict(breath=1.0, arm=-16, tilt=-3, sway=1.5, eyes="wide", mouth="o", flare=1.6),
    "celebrate": dict(breath=1.5, arm=-20, tilt=4, sway=-2, eyes="happy", mouth="open", flare=2.0,
                      burst=True),
}
EYES = (111, 129)           # the eyes' centres on x, at y 66


def princess_eye(x, kind, outer):
    """An eye drawn for the game: white, a violet iris with a pupil and two lights, an upper lash
    line with a flick at the outer corner, a fine lower lash."""
    y = 66
    flick = 3.2 * outer
    if kind == "closed":
        return (f'<path d="M{x - 5} {y} Q{x} {y + 3.2} {x + 5} {y}" stroke="#2a0f3a" '
                f'stroke-width="1.6" '
                f'fill="none" stroke-linecap="round"/><path d="M{x + 4.5 * outer} {y + 0.6} '
                f'l{flick * 0.7} 1.6" '
                'stroke="#2a0f3a" stroke-width="1.2" stroke-linecap="round"/>')
    if kind == "happy":
        return (f'<path d="M{x - 5} {y + 1.5} Q{x} {y - 4} {x + 5} {y + 1.5}" stroke="#2a0f3a" '
                'stroke-width="1.8" fill="none" stroke-linecap="round"/>'
                f'<path d="M{x + 4.6 * outer} {y + 0.6} l{flick} -1.8" stroke="#2a0f3a" '
                'stroke-width="1.2" stroke-linecap="round"/>')
    s = 1.2 if kind == "wide" else 1.0
    rx, ry = 4.6 * s, 5.4 * s
    return (f'<ellipse cx="{x}" cy="{y}" rx="{rx}" ry="{ry}" fill="#fff"/>'
            f'<ellipse cx="{x + 0.3 * outer}" cy="{y + 0.6}" rx="{3.5 * s}" ry="{4.3 * s}" '
            f'fill="url(#iris)"/>'
            f'<ellipse cx="{x + 0.3 * outer}" cy="{y + 0.8}" rx="{1.6 * s}" ry="{2.1 * s}" '
            f'fill="#1a0630"/>'
            f'<circle cx="{x + 1.6}" cy="{y - 1.6}" r="{1.3 * s}" fill="#fff"/>'
            f'<circle cx="{x - 1.2}" cy="{y + 2.4}" r="{0.6 * s}" fill="#fff" opacity="0.85"/>'
            f'<path d="M{x - outer * (rx + 0.4)} {y + 0.6} Q{x - outer} {y - ry - 1.6} '
            f'{x + outer * (rx + 0.4)} {y - 1} '
            f'l{flick} -2.2" stroke="#2a0f3a" stroke-width="1.7" fill="none" '
            f'stroke-linecap="round" '
            'stroke-linejoin="round"/>'
            f'<path d="M{x - rx + 1} {y + ry - 0.6} Q{x} {y + ry + 1} {x + rx - 0.6} {y + ry - 1}" '
            'stroke="#6a3a7a" stroke-width="0.6" fill="none" opacity="0.8"/>')


def princess_face(eyes, mouth):
    raised = -2.5 if eyes == "wide" else 0
    face = ""
    for x, outer in ((EYES[0], -1), (EYES[1], 1)):
        face += princess_eye(x, eyes, outer)
        face += (f'<path d="M{x - 5} {58 + raised + (0.8 if outer < 0 else 0)} '
                 f'Q{x} {55 + raised} {x + 5} {58 + raised + (0.8 if outer > 0 else 0)}" '
                 'stroke="#3a1a6a" stroke-width="1.3" fill="none" stroke-linecap="round"/>')
    face += ('<path d="M119 72 Q120 74.5 121.5 73.5" stroke="#d89080" stroke-width="1" fill="none" '
             'stroke-linecap="round"/>')
    face += ('<ellipse cx="105" cy="74" rx="5" ry="3" fill="#ff8ac0" opacity="0.55" '
             'filter="url(#blur2)"/>'
             '<ellipse cx="135" cy="74" rx="5" ry="3" fill="#ff8ac0" opacity="0.55" '
             'filter="url(#blur2)"/>')
    if mouth == "o":
        face += ('<ellipse cx="120" cy="80" rx="2.6" ry="3.2" fill="#a01a4a"/><ellipse cx="120" '
                 'cy="81.4" rx="1.5" ry="1.2" fill="#ff8aa8"/>')
    elif mouth == "open":
        face += ('<path d="M114 78 Q120 79.5 126 78 Q124 85 120 85 Q116 85 114 78Z" '
                 'fill="#a01a4a"/>'
                 '<path d="M115.5 78.4 Q120 79.6 124.5 78.4 L124 79.8 Q120 80.8 116 79.8Z" '
                 'fill="#fff"/>'
                 '<ellipse cx="120" cy="83.2" rx="2.6" ry="1.3" fill="#ff8aa8"/>')
    else:
        face += ('<path d="M115 78 Q120 82.5 125 78 Q120 80 115 78Z" fill="#e0507a" '
                 'stroke="#b02a5a" '
                 'stroke-width="0.9" stroke-linejoin="round"/>'
                 '<path d="M118 80.2 Q120 80.8 122 80.2" stroke="#ffc0d0" stroke-width="0.6" '
                 'fill="none"/>')
    return face


def flare(x, y, scale):
    return (f'<circle cx="{x}" cy="{y}" r="{18 * scale}" fill="#fff7c2" opacity="0.6" '
            f'filter="url(#blur6)"/>'
            + f'<path d="M{x - 26 * scale} {y} L{x + 26 * scale} {y} M{x} {y - 26 * scale} L{x}'
              f' {y + 26 * scale}" '
            'stroke="#fff7c2" stroke-width="1.5" opacity="0.8"/>' * (scale > 1)
            + star(x, y, 14 * min(scale, 1.3)))


def key_art(pose="idle_1"):
    """The Moon Princess on her crescent, a star on her wand, in one of her POSES."""
    import math
    p = POSES[pose]
    lift = p["breath"] * 1.4
    a = math.radians(p["arm"])
    def turn(x, y, cx=136, cy=108):
        return (cx + (x - cx) * math.cos(a) - (y - cy) * math.sin(a),
                cy + (x - cx) * math.sin(a) + (y - cy) * math.cos(a))
    sx, sy = turn(198, 36)
    hair_back = (f'<g transform="skewX({p["sway"] * 2}) translate({-p["sway"] * 2} 0)">'
                 '<path d="M94 70 Q84 30 120 24 Q156 30 146 70 Q150 96 160 124 Q146 132 136 118 '
                 'Q130 124 120 116 '
                 'Q110 124 104 118 Q94 132 80 124 Q90 96 94 70Z" fill="url(#hair)"/>'
                 '<path d="M100 80 Q96 104 88 120 M140 80 Q144 104 152 120" stroke="#6a50c8" '
                 'stroke-width="2" fill="none" opacity="0.7"/></g>')
    gown = (f'<g transform="translate(120 196) skewX({p["sway"]}) scale({1 + p["breath"] * 0.01}'
            f' {1 + p["breath"] * 0.015}) translate(-120 -196)">'
            '<path d="M120 96 Q90 120 66 196 H174 Q150 120 120 96Z" fill="url(#gown)"/>'
            '<path d="M120 118 Q100 150 86 196 H154 Q140 150 120 118Z" fill="url(#gown2)" '
            'opacity="0.85"/>'
            '<path d="M104 112 Q120 104 136 112 L132 130 Q120 126 108 130Z" fill="url(#bodice)"/>'
            '<path d="M96 150 Q120 160 146 150" stroke="#ffd6f5" stroke-width="3" fill="none" '
            'opacity="0.8"/>'
            '<path d="M74 188 Q96 182 120 190 Q144 182 168 188" stroke="#fff" stroke-width="2" '
            'fill="none" opacity="0.6"/>'
            + "".join(star(x, y, r, "#fff") for x, y,
                      r in ((98, 168, 3), (140, 172, 3.5), (118, 142, 2.5), (84, 184, 2.5),
                            (156, 184, 2.5)))
            + '<path d="M108 102 Q104 130 92 170" stroke="#fff" stroke-width="3" fill="none" '
              'opacity="0.25" stroke-linecap="round"/>'
            '</g>')
    head = (f'<g transform="translate(0 {-lift:.1f}) rotate({p["tilt"]} 120 96)">'
            '<rect x="115" y="82" width="10" height="16" rx="4" fill="url(#skin)"/>'
            '<ellipse cx="120" cy="64" rx="23" ry="25" fill="url(#skin)"/>'
            '<path d="M97 64 Q96 86 120 90 Q144 86 143 64 Q140 84 120 86 Q100 84 97 64Z" '
            'fill="#e8a890" opacity="0.35"/>'
            + princess_face(p["eyes"], p["mouth"])
            + '<path d="M96 60 Q100 30 120 31 Q142 30 145 60 Q138 46 128 44 Q124 52 112 50 Q118 46'
              ' 116 43 Q104 46 96 60Z" fill="url(#hair)"/>'
            '<path d="M104 40 Q114 34 128 36" stroke="#8a70e0" stroke-width="2.2" fill="none" '
            'opacity="0.8" stroke-linecap="round"/>'
            '<path d="M103 34 L107 18 L114 29 L120 13 L126 29 L133 18 L137 34Z" fill="url(#gold)" '
            'stroke="#8a6000" stroke-width="1.5" stroke-linejoin="round"/>'
            '<circle cx="120" cy="26" r="3" fill="#ff6fb5" stroke="#fff" stroke-width="1"/>'
            '<circle cx="107.5" cy="30" r="1.8" fill="#8ab4ff"/><circle cx="132.5" cy="30" r="1.8"'
            ' fill="#8ab4ff"/>'
            '<path d="M106 30 L134 30" stroke="#fff8d0" stroke-width="1" opacity="0.7"/>'
            '</g>')
    arm = (f'<g transform="rotate({p["arm"]} 136 108)">'
           '<path d="M136 108 Q160 104 176 80" stroke="url(#sleeve)" stroke-width="12" fill="none"'
           ' stroke-linecap="round"/>'
           '<path d="M178 78 L196 40" stroke="url(#wand)" stroke-width="3.2" '
           'stroke-linecap="round"/>'
           '<circle cx="178" cy="78" r="6" fill="url(#skin)"/></g>')
    other = ('<path d="M104 110 Q90 124 96 138" stroke="url(#sleeve)" stroke-width="11" '
             'fill="none" stroke-linecap="round"/>'
             '<circle cx="97" cy="139" r="5" fill="url(#skin)"/>' if not p.get("burst") else
             '<path d="M104 110 Q86 100 80 80" stroke="url(#sleeve)" stroke-width="11" fill="none"'
             ' stroke-linecap="round"/>'
             '<circle cx="79" cy="77" r="5.5" fill="url(#skin)"/>')
    extras = ""
    if p.get("burst"):
        import random
        rng = random.Random(9)
        for _ in range(16):
            x, y = rng.uniform(10, 230), rng.uniform(6, 150)
            extras += star(round(x), round(y), round(rng.uniform(3, 7), 1),
                           rng.choice(("#fff7c2", "#ffd0f0", "#c8e0ff")))
    body = ('<circle cx="120" cy="100" r="92" fill="#c9a8ff" opacity="0.25" filter="url(#blur18)"/>'
            '<path d="M40 150 A86 86 0 1 0 200 60 A70 70 0 1 1 40 150Z" fill="url(#moonlit)"/>'
            '<path d="M60 160 A80 80 0 0 0 190 80" stroke="#fff" stroke-width="2" fill="none" '
            'opacity="0.4"/>'
            + hair_back + gown + other + head + arm
            + flare(round(sx, 1), round(sy, 1), p.get("flare", 1.0))
            + star(40, 40, 6) + star(212, 150, 5))
    return doc(f'{extras}<g filter="url(#shadow)">{body}</g>', 240, 200,
               vertical("gown", "#d8c8ff", "#8a5cff", "#3a1a9a")
               + vertical("gown2", "#f0e0ff", "#b08cff", "#5a2ac0")
               + vertical("bodice", "#ffd6f5", "#e080c8")
               + vertical("sleeve", "#c8b6ff", "#7a4cff")
               + vertical("hair", "#4a36a8", "#2c1a6e", "#1a0c48")
               + vertical("wand", "#fff6c0", "#e8c050")
               + vertical("moonlit", "#fffbe6", "#e8cf6a")
               + vertical("gold", "#fff6c0", "#ffd24d", "#c08a10")
               + radial("iris", ("0", "#e0c0ff", 1), ("0.6", "#8a4ae0", 1), ("1", "#3a1078", 1),
                        cx="45%", cy="35%", r="65%")
               + radial("skin", ("0", "#fff2e6", 1), ("0.75", "#f9d0b4", 1), ("1", "#eeb898", 1),
                        cx="45%", cy="40%", r="60%"))


def reel_frame():
    w, h = GRID
    pad = 16
    fw, fh = w + 2 * pad, h + 2 * pad
    marks = ""
    for x, y in ((pad, pad), (fw - pad, pad), (pad, fh - pad), (fw - pad, fh - pad)):
        marks += (f'<circle cx="{x}" cy="{y}" r="18" fill="#e8d8ff" opacity="0.5" '
                  f'filter="url(#blur6)"/>'
                  f'<circle cx="{x}" cy="{y}" r="13" fill="url(#rim)" stroke="#2a0f55" '
                  f'stroke-width="2"/>'
                  + star(x, y, 9, "#fff7c2"))
    marks += "".join(star(fw / 2 + dx, 8, 7 - abs(dx) / 20, "#fff7c2") for dx in (-60, 0, 60))
    return frame(w, h, pad, board_fill("#140a38", "#1e0c40", 0.72, 0.8),
                 ("#ffffff", "#c8b4ff", (0.5, "#6a4cb0"), "#d8c8ff"), "#1a0b3a", "#f4ecff",
                 ornament=marks)


def pictures() -> dict:
    w, h = GRID
    return {"sky.png": (backdrop(), W, H), "far.png": (far(), W, H),
            "near.png": (near(), W + 48, H),
            "cloud.png": (cloud("princess", 380, 110, "#8f70c8", "#3a2470"), 380, 110),
            "logo.png": (logo(), 600, 250), "key_art.png": (key_art(), 240, 200),
            **{f"key_art_{pose}.png": (key_art(pose), 240, 200) for pose in POSES},
            "frame.png": (reel_frame(), w + 32 + 2 * MARGIN, h + 32 + 2 * MARGIN)}
