"""Midnight Princess's scene: a violet night sky over a castle on its hill, a great moon, its
logo, the Moon Princess (the key art) and a silver reel frame with moons and stars."""
import random

from scenery import (W, H, MARGIN, GLOSS, battlement, board_fill, cloud, doc, frame, height_at, hill,
                     lettering, moon, pine, radial, ridge, sky, stars, tower, vertical)

GRID = (600, 600)          # the board (look.yaml layout.board): 5 x 120 px


def star(x, y, r, fill="#fff7c2"):
    return (f'<path d="M{x} {y - r} L{x + r * 0.28} {y - r * 0.28} L{x + r} {y} L{x + r * 0.28} '
            f'{y + r * 0.28} L{x} {y + r} L{x - r * 0.28} {y + r * 0.28} L{x - r} {y} '
            f'L{x - r * 0.28} {y - r * 0.28}Z" fill="{fill}"/>')


def backdrop():
    body, defs = sky("#05031a", "#1a0b42", "#4b1a6e")
    glow, moon_defs = moon(1120, 120, 70, "#fffdf2", "#d9cfe8", "#e8d8ff")
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
        out += pine(x, height_at(hills, x) + rng.uniform(6, 20), rng.uniform(30, 60), "#150a30", None)
    return doc(out, defs=vertical("mount", "#3a2470", "#1d1040") + vertical("hills", "#2a1858", "#140a30"))


def castle(x0, base, scale, wall="#1a0f3a", roof="#2e1a5e"):
    s = scale
    out = battlement(x0, base - 150 * s, 300 * s, 150 * s, wall, int(14 * s))
    for dx, w, h, flag in ((-20, 56, 260, "#ff6fb5"), (70, 44, 210, None), (150, 70, 320, "#ffd75a"),
                           (240, 48, 230, None), (300, 60, 270, "#8ab4ff")):
        out += tower(x0 + dx * s, base, w * s, h * s, wall, roof, "#ffd98a", flag)
    gate = x0 + 120 * s
    out += (f'<path d="M{gate} {base} V{base - 60 * s} Q{gate + 30 * s} {base - 92 * s} {gate + 60 * s} '
            f'{base - 60 * s} V{base}Z" fill="#ffce7a" opacity="0.9"/>'
            f'<path d="M{gate - 10} {base} V{base - 60 * s} Q{gate + 30 * s} {base - 110 * s} {gate + 60 * s + 10} '
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
             '<path d="M-46 42 L-54 0 L-26 22 L0 -8 L26 22 L54 0 L46 42Z" fill="url(#gold)" stroke="#6b4300" stroke-width="3"/>'
             '<circle cx="0" cy="-10" r="7" fill="#ff6fb5" stroke="#fff" stroke-width="2"/>'
             '<circle cx="-54" cy="-2" r="5" fill="#8ab4ff"/><circle cx="54" cy="-2" r="5" fill="#8ab4ff"/></g>')
    moon_mark = ('<circle cx="70" cy="150" r="46" fill="#e8d8ff" opacity="0.4" filter="url(#blur18)"/>'
                 '<path d="M70 116 A34 34 0 1 0 104 150 A28 28 0 1 1 70 116Z" fill="url(#silver)" '
                 'stroke="#2a0f55" stroke-width="3"/>'
                 + star(540, 70, 16) + star(565, 112, 9) + star(46, 60, 10))
    body = (moon_mark + crown
            + lettering("Midnight", 300, 104, 78, "Dancing Script", "url(#silver)", "#2a0f55", 5, "#b58cff")
            + lettering("Princess", 310, 214, 118, "Dancing Script", "url(#pink)", "#3a0a3a", 6, "#ff6fd0"))
    return doc(body, 600, 250, vertical("silver", "#ffffff", "#e2d4ff", "#9f86d8")
               + vertical("pink", "#fff0fa", "#ff9ad8", (0.6, "#e0409a"), "#9a1060")
               + vertical("gold", "#fff6c0", "#ffd24d", "#c08a10") + GLOSS)


def key_art():
    """The Moon Princess on her crescent, a star on her wand."""
    body = (
        '<circle cx="120" cy="100" r="92" fill="#c9a8ff" opacity="0.25" filter="url(#blur18)"/>'
        '<path d="M40 150 A86 86 0 1 0 200 60 A70 70 0 1 1 40 150Z" fill="url(#moonlit)"/>'
        # gown
        '<path d="M120 96 Q92 120 70 196 H170 Q150 120 120 96Z" fill="url(#gown)"/>'
        '<path d="M96 150 Q120 160 146 150" stroke="#ffd6f5" stroke-width="3" fill="none" opacity="0.8"/>'
        # hair behind
        '<path d="M92 70 Q86 30 120 26 Q154 30 148 70 L154 120 Q120 110 86 120Z" fill="#2c1a6e"/>'
        # face
        '<ellipse cx="120" cy="62" rx="22" ry="25" fill="url(#skin)"/>'
        '<path d="M98 56 Q104 30 120 32 Q140 32 144 56 Q132 44 120 44 Q108 44 98 56Z" fill="#2c1a6e"/>'
        '<ellipse cx="112" cy="64" rx="3" ry="3.6" fill="#2a1830"/><ellipse cx="128" cy="64" rx="3" ry="3.6" fill="#2a1830"/>'
        '<path d="M114 74 Q120 78 126 74" stroke="#c2406a" stroke-width="2.2" fill="none"/>'
        '<circle cx="106" cy="70" r="4" fill="#ff9ac8" opacity="0.5"/><circle cx="134" cy="70" r="4" fill="#ff9ac8" opacity="0.5"/>'
        '<path d="M104 34 L108 20 L114 30 L120 16 L126 30 L132 20 L136 34Z" fill="url(#gold)" stroke="#8a6000" stroke-width="1.5"/>'
        # arm and wand
        '<path d="M136 108 Q160 104 176 80" stroke="url(#gown)" stroke-width="12" fill="none" stroke-linecap="round"/>'
        '<circle cx="178" cy="78" r="6" fill="url(#skin)"/>'
        '<path d="M178 78 L196 40" stroke="#ffe9a0" stroke-width="3"/>'
        '<circle cx="198" cy="36" r="18" fill="#fff7c2" opacity="0.6" filter="url(#blur6)"/>'
        + star(198, 36, 14) + star(40, 40, 6) + star(212, 150, 5))
    return doc(f'<g filter="url(#shadow)">{body}</g>', 240, 200,
               vertical("gown", "#c8b6ff", "#7a4cff", "#3a1a9a")
               + vertical("moonlit", "#fffbe6", "#e8cf6a")
               + vertical("gold", "#fff6c0", "#ffd24d", "#c08a10")
               + radial("skin", ("0", "#ffeede", 1), ("1", "#f7c8a8", 1), cx="45%", cy="40%", r="60%"))


def reel_frame():
    w, h = GRID
    pad = 16
    fw, fh = w + 2 * pad, h + 2 * pad
    marks = ""
    for x, y in ((pad, pad), (fw - pad, pad), (pad, fh - pad), (fw - pad, fh - pad)):
        marks += (f'<circle cx="{x}" cy="{y}" r="18" fill="#e8d8ff" opacity="0.5" filter="url(#blur6)"/>'
                  f'<circle cx="{x}" cy="{y}" r="13" fill="url(#rim)" stroke="#2a0f55" stroke-width="2"/>'
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
            "frame.png": (reel_frame(), w + 32 + 2 * MARGIN, h + 32 + 2 * MARGIN)}
