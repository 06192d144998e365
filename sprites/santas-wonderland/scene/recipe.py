"""Santa's Wonderland's scene: a snowy village at night under a moon and an aurora, its logo,
Santa waving (the key art, and its poses for the client to cycle: key_art_idle_1-3,
key_art_react, key_art_celebrate) and a gold reel frame with holly at its corners."""
import random

from scenery import (W, H, MARGIN, GLOSS, aurora, board_fill, cloud, doc, frame, height_at, hill,
                     house, lettering, moon, pine, radial, ridge, sky, snow_bank, stars, vertical)

LIGHTS = ("#ff4d4d", "#ffd24d", "#4dff88", "#4dc3ff", "#ff8af0")
GRID = (608, 608)          # the board (look.yaml layout.board): 8 x 76 px


def backdrop():
    body, defs = sky("#07102c", "#1b2a5e", "#4d1f4a")
    glow, moon_defs = moon(1150, 96, 44)
    lights = aurora(("#3dffb0", "#3de0ff", "#a86bff"), 250, 190, 70, 0.16, shift=40)
    return doc(body + stars("santa", 260, (0, 0, W, 470)) + lights + glow, defs=defs + moon_defs)


def far():
    rng = random.Random(3)
    back = ridge("santa-far", 470, 70, 4)
    front = ridge("santa-mid", 530, 40, 3)
    out = hill(back, "url(#farhill)", "#8fa6dd", 2)
    for x in range(10, W, 34):
        y = height_at(back, x) + rng.uniform(4, 16)
        out += pine(x, y, rng.uniform(40, 70), "#17234a", "#7f93c8")
    # the village on the middle hill: a church and cottages with lit windows
    village = ""
    for x, w, h in ((60, 52, 40), (150, 44, 34), (1010, 50, 38), (1090, 60, 44), (1190, 46, 36)):
        village += house(x, height_at(front, x + w / 2) + 6, w, h, "#2b2f5c", "#1c1f42",
                         "#ffcf6a", "#d7e2ff")
    cx = 250
    cy = height_at(front, cx) + 6
    village += (f'<rect x="{cx}" y="{cy - 60}" width="44" height="60" fill="#2b2f5c"/>'
                f'<path d="M{cx - 4} {cy - 58} L{cx + 22} {cy - 130} L{cx + 48} {cy - 58}Z" '
                f'fill="#1c1f42"/>'
                f'<path d="M{cx + 22} {cy - 130} V{cy - 146} M{cx + 15} {cy - 140} H{cx + 29}" '
                f'stroke="#ffcf6a" stroke-width="3"/>'
                f'<circle cx="{cx + 22}" cy="{cy - 40}" r="7" fill="#ffcf6a"/>'
                f'<circle cx="{cx + 22}" cy="{cy - 40}" r="16" fill="#ffcf6a" opacity="0.4" '
                f'filter="url(#blur6)"/>')
    out += hill(front, "url(#midhill)", "#dfe8ff", 3) + village
    return doc(out,
               defs=vertical("farhill", "#2c3d78", "#1b2450") + vertical("midhill", "#4b5f9e",
                                                                         "#27305f"))


def near(width=W + 48):
    rng = random.Random(11)
    bank = ridge("santa-near", 600, 30, 3, 16, width)
    out = ""
    for x, h in ((30, 150), (250, 120), (1000, 130), (1230, 160), (1300, 110)):
        out += pine(x, height_at(bank, x) + 10, h, "#0f3b2a", "#eef4ff", LIGHTS, rng)
    for x, w, h in ((80, 120, 80), (1060, 130, 86)):
        home = house(x, height_at(bank, x + w / 2) + 12, w, h, "#6b2b2b", "#3a1818", "#ffd36b")
        out += f'<g filter="url(#shadow)">{home}</g>'
    out += snow_bank("santa-near", 600, 30, width=width)
    for _i in range(60):           # sparkles on the snow
        x = rng.uniform(0, width)
        y = height_at(bank, x) + rng.uniform(8, 110)
        out += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="1.3" fill="#fff" opacity="0.8"/>'
    return doc(out, width, H, vertical("snow", "#f5f9ff", "#a9bde6"))


def logo():
    holly = ('<g transform="translate(74 70) rotate(-18)">'
             '<path d="M0 0 C-22 -18 -40 -6 -54 -18 C-46 2 -34 10 -8 8Z" fill="#1f8a3c" '
             'stroke="#0b4018" stroke-width="3"/>'
             '<path d="M0 0 C8 -28 -2 -44 8 -60 C20 -44 22 -28 8 -4Z" fill="#27a04a" '
             'stroke="#0b4018" stroke-width="3"/>'
             '<circle cx="-2" cy="4" r="10" fill="#e0202e" stroke="#5a0008" stroke-width="2.5"/>'
             '<circle cx="14" cy="8" r="9" fill="#e0202e" stroke="#5a0008" stroke-width="2.5"/>'
             '<circle cx="4" cy="-10" r="8" fill="#e0202e" stroke="#5a0008" stroke-width="2.5"/>'
             '<circle cx="-5" cy="0" r="3" fill="#fff" opacity="0.8"/></g>')
    star = ('<path d="M540 22 L549 48 L576 48 L554 64 L562 90 L540 74 L518 90 L526 64 L504 48 L531'
            ' 48Z" '
            'fill="url(#gold)" stroke="#7a4a00" stroke-width="3"/>'
            '<circle cx="540" cy="58" r="40" fill="#fff1a0" opacity="0.35" filter="url(#blur18)"/>')
    body = (star + holly
            + lettering("Santa's", 300, 96, 92, "Lobster Two", "url(#red)", "#fff6e8", 5, "#ff4040",
                        style="italic")
            + lettering("Wonderland", 300, 206, 112, "Lobster Two", "url(#gold)", "#4a0a10", 6,
                        "#ffcf4d", style="italic"))
    return doc(body, 600, 250, vertical("red", "#ff8a80", "#e8192c", "#8a0010")
               + vertical("gold", "#fffbe0", "#ffd24d", (0.55, "#e8a21a"), "#b36b00") + GLOSS)


# The key art's poses: the client cycles the idle frames (a breath, the waving arm swaying), shows
# `react` on a feature's trigger and `celebrate` on a big win. Every pose has the key art's size
# and anchor (the feet, the shadow, the middle of the body stay put), so frames swap in place.
POSES = {
    "idle_1": dict(breath=0.0, arm=0, tilt=0, eyes="open", mouth="smile"),
    "idle_2": dict(breath=1.0, arm=-5, tilt=-1.5, eyes="open", mouth="smile"),
    "idle_3": dict(breath=0.5, arm=3, tilt=1.5, eyes="open", mouth="smile"),
    "react": dict(breath=1.0, arm=-16, tilt=-4, eyes="wide", mouth="o", lines=True),
    "celebrate": dict(breath=1.5, arm=-12, tilt=3, eyes="happy", mouth="grin", both=True,
                      confetti=True),
}


def santa_eyes(kind):
    if kind == "happy":
        return "".join(f'<path d="M{x - 7} 72 Q{x} 62 {x + 7} 72" stroke="#2a1408" '
                       f'stroke-width="3.6" '
                       'fill="none" stroke-linecap="round"/>' for x in (118, 150))
    big = kind == "wide"
    rx, ry = (6.5, 8) if big else (5, 6)
    out = ""
    for x in (118, 150):
        if big:
            out += f'<ellipse cx="{x}" cy="70" rx="{rx + 2.5}" ry="{ry + 2.5}" fill="#fff"/>'
        out += (f'<ellipse cx="{x}" cy="70" rx="{rx}" ry="{ry}" fill="url(#santa-eye)"/>'
                f'<circle cx="{x + 2}" cy="67" r="{1.8 if not big else 2.4}" fill="#fff"/>'
                f'<circle cx="{x - 2}" cy="73" r="0.9" fill="#fff" opacity="0.8"/>')
    return out


def santa_mouth(kind):
    if kind == "o":
        return ('<ellipse cx="134" cy="110" rx="7" ry="8.5" fill="#5a0a14"/>'
                '<ellipse cx="134" cy="114" rx="4" ry="3" fill="#e8606a"/>')
    if kind == "grin":
        return ('<path d="M116 104 Q134 106 152 104 Q148 124 134 126 Q120 124 116 104Z" '
                'fill="#5a0a14"/>'
                '<path d="M120 105 Q134 107 148 105 L147 109 Q134 111 121 109Z" fill="#fff"/>'
                '<ellipse cx="134" cy="120" rx="8" ry="4" fill="#e8606a"/>')
    return ('<path d="M124 106 Q134 113 144 106" stroke="#8a2a30" stroke-width="3" fill="none" '
            'stroke-linecap="round"/>')


def santa_arm(angle, mirror=False):
    arm = (f'<g transform="rotate({angle} 204 140)">'
           '<path d="M188 128 Q204 104 210 84 L240 90 Q236 122 218 150 Z" fill="url(#coat)"/>'
           '<path d="M200 124 Q212 106 216 90" stroke="#ff8a80" stroke-width="3" fill="none" '
           'opacity="0.5"/>'
           '<path d="M204 88 Q226 78 246 92 L242 104 Q224 94 204 100Z" fill="url(#fur)"/>'
           '<ellipse cx="228" cy="66" rx="18" ry="23" fill="url(#mitten)" stroke="#0b3a18" '
           'stroke-width="3"/>'
           '<ellipse cx="209" cy="72" rx="7" ry="11" fill="url(#mitten)" stroke="#0b3a18" '
           'stroke-width="3" transform="rotate(-30 209 72)"/>'
           '<path d="M220 52 Q228 46 236 52" stroke="#9af0b0" stroke-width="3" fill="none" '
           'opacity="0.8"/></g>')
    return f'<g transform="translate(268 0) scale(-1 1)">{arm}</g>' if mirror else arm


def key_art(pose="idle_1"):
    """Santa waving, head and shoulders, in one of his POSES."""
    p = POSES[pose]
    lift = p["breath"] * 1.6
    torso = (f'<g transform="translate(134 176) scale({1 + p["breath"] * 0.012}'
             f' {1 + p["breath"] * 0.02}) translate(-134 -176)">'
             '<path d="M34 176 Q40 120 134 112 Q228 120 234 176Z" fill="url(#coat)"/>'
             '<path d="M60 150 Q70 128 110 120" stroke="#ff9a8a" stroke-width="5" fill="none" '
             'opacity="0.45" stroke-linecap="round"/>'
             '<path d="M118 116 H150 V176 H118Z" fill="url(#fur)"/>'
             '<rect x="34" y="160" width="200" height="16" fill="url(#belt)"/>'
             '<rect x="122" y="157" width="24" height="20" rx="3" fill="none" '
             'stroke="url(#buckle)" stroke-width="4"/>'
             '</g>')
    head = (f'<g transform="translate(0 {-lift:.1f}) rotate({p["tilt"]} 134 120)">'
            '<circle cx="134" cy="74" r="40" fill="url(#skin)"/>'
            '<ellipse cx="134" cy="60" rx="28" ry="16" fill="#fff" opacity="0.18"/>'
            '<path d="M88 74 Q90 154 134 160 Q178 154 180 74 Q164 98 134 96 Q104 98 88 74Z" '
            'fill="url(#beard)"/>'
            '<path d="M104 120 Q114 140 134 146 M164 120 Q154 140 134 146 M118 130 Q126 146 134 '
            '150" stroke="#c8d2e0" stroke-width="2" fill="none" opacity="0.7"/>'
            + santa_mouth(p["mouth"])
            + '<path d="M104 96 Q118 84 134 94 Q150 84 164 96 Q150 104 134 100 Q118 104 104 96Z" '
              'fill="url(#beard)" stroke="#c8d2e0" stroke-width="1.5"/>'
            '<circle cx="134" cy="84" r="8" fill="url(#nose)"/><circle cx="131" cy="81" r="2.4" '
            'fill="#fff" opacity="0.7"/>'
            + santa_eyes(p["eyes"])
            + (f'<path d="M106 {52 if p["eyes"] == "wide" else 58} Q118'
               f' {46 if p["eyes"] == "wide" else 52} 128 58 '
               f'M140 58 Q150 {46 if p["eyes"] == "wide" else 52} 162'
               f' {52 if p["eyes"] == "wide" else 58}" '
               'stroke="url(#beard)" stroke-width="6" stroke-linecap="round" fill="none"/>')
            + '<circle cx="106" cy="86" r="8" fill="#ff8a9a" opacity="0.55" filter="url(#blur2)"/>'
            '<circle cx="162" cy="86" r="8" fill="#ff8a9a" opacity="0.55" filter="url(#blur2)"/>'
            '<path d="M92 50 Q96 6 150 8 Q196 12 206 52 Q186 30 164 40 Z" fill="url(#coat)"/>'
            '<path d="M110 30 Q130 12 160 14" stroke="#ff9a8a" stroke-width="4" fill="none" '
            'opacity="0.5" stroke-linecap="round"/>'
            '<path d="M96 46 Q134 30 174 46" stroke="url(#fur)" stroke-width="16" '
            'stroke-linecap="round" fill="none"/>'
            '<circle cx="206" cy="54" r="12" fill="url(#fur)"/>'
            '<circle cx="202" cy="50" r="4" fill="#fff" opacity="0.9"/>'
            '</g>')
    extras = ""
    if p.get("lines"):
        extras += ('<g stroke="#ffe27a" stroke-width="4" stroke-linecap="round">'
                   '<path d="M70 30 L82 42 M62 56 L78 60 M76 8 L86 26"/></g>')
    if p.get("confetti"):
        import random
        rng = random.Random(5)
        for _ in range(22):
            x, y = rng.uniform(8, 260), rng.uniform(4, 110)
            c = rng.choice(("#ffd54a", "#ff4d6d", "#4dd0ff", "#7dff9a", "#ffffff"))
            extras += (f'<rect x="{x:.0f}" y="{y:.0f}" width="5" height="9" rx="1.5" fill="{c}" '
                       f'transform="rotate({rng.uniform(0, 180):.0f} {x:.0f} {y:.0f})"/>')
        extras += "".join(f'<path d="M{x} {y - 8} L{x + 2} {y - 2} L{x + 8} {y} L{x + 2} {y + 2} '
                          f'L{x} {y + 8} '
                          f'L{x - 2} {y + 2} L{x - 8} {y} L{x - 2} {y - 2}Z" fill="#fff8c0"/>'
                          for x, y in ((30, 24), (250, 18), (80, 8)))
    arms = santa_arm(p["arm"]) + (santa_arm(p["arm"], True) if p.get("both") else "")
    body = ('<ellipse cx="134" cy="176" rx="120" ry="14" fill="#000" opacity="0.35" '
            'filter="url(#blur6)"/>'
            + (arms if p.get("both") else "") + torso + ("" if p.get("both") else arms) + head)
    return doc(f'{extras}<g filter="url(#shadow)">{body}</g>', 268, 190,
               vertical("coat", "#ff6a5f", "#d0142e", "#6a000e")
               + radial("skin", ("0", "#ffeadc", 1), ("0.7", "#f7c4a2", 1), ("1", "#e8a080", 1),
                        cx="45%", cy="40%", r="60%")
               + vertical("beard", "#ffffff", "#e6ecf4", "#c4cedc")
               + vertical("fur", "#ffffff", "#f2eee8", "#cfc8c0")
               + vertical("belt", "#3a2a20", "#140a06")
               + vertical("buckle", "#fff6c0", "#ffd24d", "#b07a10")
               + radial("nose", ("0", "#ffb0a8", 1), ("1", "#d8505a", 1), cx="40%", cy="35%",
                        r="65%")
               + radial("mitten", ("0", "#6ae08a", 1), ("1", "#136a2e", 1), cx="35%", cy="30%",
                        r="75%")
               + radial("santa-eye", ("0", "#6a4a30", 1), ("1", "#1a0a04", 1), cx="40%", cy="35%",
                        r="70%"))


def reel_frame():
    w, h = GRID
    holly = ""
    pad = 16
    fw, fh = w + 2 * pad, h + 2 * pad
    for x, y, a in ((pad, pad, -40), (fw - pad, pad, 40), (pad, fh - pad, -140),
                    (fw - pad, fh - pad, 140)):
        holly += (f'<g transform="translate({x} {y}) rotate({a})" filter="url(#shadow)">'
                  '<path d="M0 0 C-14 -14 -30 -4 -38 -14 C-32 2 -22 8 -4 6Z" fill="#1f8a3c" '
                  'stroke="#0b4018" stroke-width="2"/>'
                  '<path d="M0 0 C14 -14 30 -4 38 -14 C32 2 22 8 4 6Z" fill="#27a04a" '
                  'stroke="#0b4018" stroke-width="2"/>'
                  '<circle cx="0" cy="2" r="6" fill="#e0202e" stroke="#5a0008" stroke-width="1.5"/>'
                  '<circle cx="8" cy="-4" r="5" fill="#e0202e" stroke="#5a0008" '
                  'stroke-width="1.5"/>'
                  '<circle cx="-8" cy="-4" r="5" fill="#e0202e" stroke="#5a0008" '
                  'stroke-width="1.5"/></g>')
    return frame(w, h, pad, board_fill("#0a1433", "#160c2a", 0.74, 0.82),
                 ("#fff2c0", "#d6a84a", (0.5, "#9a6a1c"), "#e8c470"), "#3a2408", "#fff8dc",
                 ornament=holly)


def pictures() -> dict:
    w, h = GRID
    return {"sky.png": (backdrop(), W, H), "far.png": (far(), W, H),
            "near.png": (near(), W + 48, H),
            "cloud.png": (cloud("santa", 360, 110, "#c9d3f5", "#6f7fb8"), 360, 110),
            "logo.png": (logo(), 600, 250), "key_art.png": (key_art(), 268, 190),
            **{f"key_art_{pose}.png": (key_art(pose), 268, 190) for pose in POSES},
            "frame.png": (reel_frame(), w + 32 + 2 * MARGIN, h + 32 + 2 * MARGIN)}
