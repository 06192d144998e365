"""The controls, plaques and particles every game shares (the index is sprites/ui/README.md).

Buttons are round, with a gold rim, a dark glass face and a white glyph, in four states:
normal, hover (brighter, a halo), pressed (darker, sunk, no halo) and disabled (grey, faded).
Plaques leave a clean face: the client writes the tier or feature name on them.
"""
import math

from svg import svg, radial, ramp, halo, gloss, sparkle, star, lit, arrow_arc, depth_filter

STATES = ("normal", "hover", "pressed", "disabled")
BUTTON = 112              # pixels: icon buttons (shown at about 48-64)
SPIN = 240                # the spin button (shown at about 130)

FACES = {                 # state -> (light, mid, dark) of the glass face
    "normal": ("#6a5ad8", "#2e1f8a", "#100a3a"),
    "hover": ("#8a7cff", "#4634c0", "#1a1060"),
    "pressed": ("#3a2c98", "#1e1260", "#08041e"),
    "disabled": ("#8a8a96", "#55555e", "#2a2a30"),
}
SPIN_FACES = {
    "normal": ("#7affb0", "#10a850", "#023a18"),
    "hover": ("#a8ffcc", "#20c868", "#05502a"),
    "pressed": ("#40c878", "#087a38", "#012410"),
    "disabled": ("#9a9aa4", "#5a5a64", "#2a2a30"),
    "stop": ("#ff9a9a", "#e01a2a", "#4a0008"),
}


def button(glyph, face, state, glow="#ffe27a"):
    """A round button in one of its states, `glyph` drawn white on its face."""
    light, mid, dark = face
    sunk = state == "pressed"
    grey = state == "disabled"
    rim = "url(#rim-grey)" if grey else "url(#gold)"
    dy = 2.5 if sunk else 0
    return svg(
        ('<circle cx="50" cy="50" r="49" fill="url(#halo)"/>' if state == "hover" else "")
        + f'<g transform="translate(0 {dy})">'
        + lit(f'<circle cx="50" cy="50" r="42" fill="{rim}"/>', "depth-metal", not sunk)
        + lit('<circle cx="50" cy="50" r="35" fill="url(#face)"/>', "depth-cool", False)
        + f'<g opacity="{0.45 if grey else 1}" filter="url(#shadow)" fill="#fff" stroke="#fff">'
        + glyph + '</g>'
        + ("" if sunk else gloss(38, 30, 18, 7, -20, 0.55))
        + '</g>',
        radial("face", light, dark, "40%", "30%", "80%", mid) + halo("halo", glow, 0.8)
        + ramp("rim-grey", [(0, "#e0e0e8"), (0.5, "#70707a"), (1, "#3a3a40")], 0, 0, 0.3, 1))


def play(x, y, size):
    return (f'<polygon stroke="none" points="{x - size * 0.45},{y - size * 0.6} '
            f'{x + size * 0.6},{y} {x - size * 0.45},{y + size * 0.6}"/>')


BOLT = '<path stroke="none" d="M55 28 L40 53 L50 53 L44 72 L62 45 L52 45 L58 28Z"/>'
SPEAKER = '<path stroke="none" d="M30 43 L39 43 L50 33 L50 67 L39 57 L30 57Z"/>'


def gear():
    teeth = "".join(f'<rect x="46.5" y="29" width="7" height="9" rx="1.5" stroke="none" '
                    f'transform="rotate({a} 50 50)"/>' for a in range(0, 360, 45))
    return (teeth + '<circle cx="50" cy="50" r="14" fill="none" stroke-width="7"/>')


GLYPHS = {
    "autoplay": arrow_arc(17, -60, 230, 4.5, 7) + play(51, 50, 11),
    "speed_normal": play(51, 50, 20),
    "speed_quick": play(41, 50, 16) + play(58, 50, 16),
    "speed_turbo": play(36, 50, 13) + play(50, 50, 13) + play(64, 50, 13),
    "sound_on": SPEAKER + '<path d="M56 41 Q61 50 56 59 M61 35 Q70 50 61 65" fill="none" '
                          'stroke-width="4" stroke-linecap="round"/>',
    "sound_off": SPEAKER + '<path d="M56 42 L70 58 M70 42 L56 58" fill="none" stroke-width="4.5" '
                           'stroke-linecap="round"/>',
    "menu": "".join(f'<rect x="33" y="{y}" width="34" height="6" rx="3" stroke="none"/>'
                    for y in (36, 47, 58)),
    "info": '<circle cx="50" cy="35" r="4.5" stroke="none"/><rect x="45.5" y="44" width="9" '
            'height="23" rx="3" stroke="none"/>',
    "paytable": '<rect x="33" y="31" width="34" height="38" rx="4" fill="none" stroke-width="4"/>'
                + "".join(f'<circle cx="41" cy="{y}" r="2.6" stroke="none"/><rect x="46" '
                          f'y="{y - 1.8}" width="15" height="3.6" rx="1.8" stroke="none"/>'
                          for y in (41, 50, 59)),
    "history": arrow_arc(18, 250, 180, 4.5, 6)
               + '<path d="M50 40 L50 51 L58 56" fill="none" stroke-width="4" '
                 'stroke-linecap="round" stroke-linejoin="round"/>',
    "settings": gear(),
    # the fair-play page's button: a shield with a tick (its tooltip says FAIR PLAY)
    "fair_play": '<path stroke="none" d="M50 28 Q60 34 70 34 Q70 60 50 72 Q30 60 30 34 Q40 34 50 '
                 '28Z"/>'
                 '<path d="M40 50 L47 57 L60 42" fill="none" stroke="#1a1060" stroke-width="5" '
                 'stroke-linecap="round" stroke-linejoin="round"/>',
    "bet_minus": '<rect x="32" y="46" width="36" height="8" rx="4" stroke="none"/>',
    "bet_plus": '<rect x="32" y="46" width="36" height="8" rx="4" stroke="none"/>'
                '<rect x="46" y="32" width="8" height="36" rx="4" stroke="none"/>',
}


def spin(state):
    glyph = ('<rect x="37" y="37" width="26" height="26" rx="4" stroke="none"/>' if state == "stop"
             else arrow_arc(19, 200, 340, 6.5, 8) + arrow_arc(19, 20, 160, 6.5, 8))
    face = SPIN_FACES[state]
    return button(glyph, face, "normal" if state == "stop" else state)


def coin(frame, frames):
    """One frame of a gold coin turning about its upright axis: its face narrows to its edge."""
    turn = math.cos(math.pi * frame / frames)
    width = max(0.08, abs(turn))
    face = ('<circle cx="50" cy="50" r="38" fill="url(#gold-ball)"/>'
            '<circle cx="50" cy="50" r="29" fill="none" stroke="#8a5a00" stroke-width="2.5"/>'
            + star(50, 50, 17, 7.5, fill="#ffe680", stroke="#8a5a00", stroke_width="1.5"))
    edge = (f'<rect x="{50 - 4}" y="12" width="8" height="76" rx="3" fill="url(#gold-h)"/>'
            if width < 0.35 else "")
    return svg(lit(f'{edge}<g transform="translate(50 50) scale({width:.3f} 1) translate(-50 -50)">'
                   f'{face}</g>', "depth-metal")
               + (gloss(38, 32, 10 * width, 6, -20, 0.8) if width > 0.3 else ""))


# Plaques are drawn in a box seven times a symbol's: their lights blur as widely, in proportion.
WIDE = (depth_filter("wide-metal", "#3a2000", "#fffbe0", "#fff1a0", 5, 3, (0.7, 0.9, 0.9), 2.2)
        + depth_filter("wide", "#000", "#fff", "#fff", 9, 7, rim_blur=2.5)
        + depth_filter("wide-cool", "#0a0830", "#fff", "#9fe6ff", 9, 7, rim_blur=2.5)
        + '<filter id="wide-shadow" filterUnits="userSpaceOnUse" x="-10%" y="-10%" width="120%" '
          'height="120%"><feDropShadow dx="3" dy="7" stdDeviation="6" flood-color="#000" '
          'flood-opacity="0.6"/></filter>')


def wide(shape, depth="wide-metal", shadow=True):
    return lit(shape, depth, "wide-shadow" if shadow else False)


PLAQUE = (720, 320)        # the words go on the face: centred at (360, 186), 540x100 clear
OUTER = ("M110 110 L250 110 Q360 40 470 110 L610 110 Q650 110 650 150 L650 210 Q650 250 610 250 "
         "L110 250 Q70 250 70 210 L70 150 Q70 110 110 110Z")
INNER = ("M116 124 L256 124 Q360 62 464 124 L604 124 Q636 124 636 156 L636 204 Q636 236 604 236 "
         "L116 236 Q84 236 84 204 L84 156 Q84 124 116 124Z")


def plaque(colours, gems, crown):
    """A big-win plaque: a gold-framed crest with ribbon tails and rays, a clean face for the
    words; the higher the tier, the more jewels and the grander its crown."""
    light, mid, dark = colours
    rays = "".join(f'<polygon points="360,170 {360 + 400 * math.cos(math.radians(a - 4)):.0f},'
                   f'{170 + 400 * math.sin(math.radians(a - 4)):.0f} '
                   f'{360 + 400 * math.cos(math.radians(a + 4)):.0f},'
                   f'{170 + 400 * math.sin(math.radians(a + 4)):.0f}" fill="url(#ray)"/>'
                   for a in range(0, 360, 18))
    tails = ('<path d="M110 200 L20 214 L54 250 L14 288 L130 270Z"/>'
             '<path d="M610 200 L700 214 L666 250 L706 288 L590 270Z"/>')
    top = wide(star(360, 62, 46, 19, fill="url(#gold-ball)"), "wide-metal")
    if crown == "stars":
        top += "".join(wide(star(x, 84, 24, 10, fill="url(#gold-ball)"), "wide-metal")
                       for x in (288, 432))
    if crown == "crown":
        top = wide('<path d="M300 96 L284 30 L326 62 L360 14 L394 62 L436 30 L420 96Z" '
                  'fill="url(#gold-ball)"/>', "wide-metal") + "".join(
            wide(f'<circle cx="{x}" cy="{y}" r="7" fill="url(#jewel)"/>', "wide", False)
            for x, y in ((284, 30), (360, 14), (436, 30)))
    jewels = "".join(wide(f'<circle cx="{x}" cy="{y}" r="11" fill="url(#jewel)"/>', "wide", False)
                     for x, y in gems)
    return svg(
        '<ellipse cx="360" cy="170" rx="350" ry="150" fill="url(#halo)"/>'
        f'<g clip-path="url(#rayclip)">{rays}</g>'
        + wide(f'<g fill="url(#tail)">{tails}</g>', "wide")
        + wide(f'<path d="{OUTER}" fill="url(#gold)"/>', "wide-metal")
        + wide(f'<path d="{INNER}" fill="url(#face)"/>', "wide", False)
        + '<path d="M120 130 L256 130 Q360 70 464 130 L600 130 Q628 130 628 158 L628 168 '
          'L92 168 L92 158 Q92 130 120 130Z" fill="#fff" opacity="0.13"/>'
        + top + jewels + sparkle(70, 110, 16) + sparkle(660, 256, 13) + sparkle(610, 70, 10)
        + sparkle(150, 286, 8),
        radial("face", light, dark, "50%", "20%", "95%", mid)
        + radial("jewel", "#ffffff", mid, "35%", "30%", "80%", light)
        + radial("tail", light, dark, "50%", "0%", "120%", mid)
        + halo("halo", light, 0.55)
        + '<clipPath id="rayclip"><ellipse cx="360" cy="170" rx="350" ry="150"/></clipPath>'
        + '<radialGradient id="ray" gradientUnits="userSpaceOnUse" cx="360" cy="170" r="360">'
        + f'<stop offset="0" stop-color="{light}" stop-opacity="0.6"/>'
        + f'<stop offset="1" stop-color="{light}" stop-opacity="0"/></radialGradient>'
        + WIDE, *PLAQUE)


def frame_plaque():
    """The feature intro and outro plaque: a framed dark panel, ornaments at its corners."""
    corners = "".join(wide(star(x, y, 22, 9, fill="url(#gold-ball)"), "wide-metal")
                      for x, y in ((30, 30), (610, 30), (30, 370), (610, 370)))
    return svg(
        wide('<rect x="14" y="14" width="612" height="372" rx="36" fill="url(#gold)"/>',
            "wide-metal")
        + wide('<rect x="28" y="28" width="584" height="344" rx="26" fill="url(#panel)"/>',
              "wide-cool", False)
        + '<rect x="40" y="40" width="560" height="320" rx="20" fill="none" stroke="#ffe27a" '
        'stroke-width="2" opacity="0.6"/>'
        + '<rect x="40" y="40" width="560" height="110" rx="20" fill="#fff" opacity="0.06"/>'
        + corners + sparkle(320, 24, 12) + sparkle(320, 378, 10),
        radial("panel", "#3a2a7a", "#0a0620", "50%", "20%", "100%", "#1c1248") + WIDE, 640, 400)


def particles() -> dict:
    return {
        "sparkle.png": (svg(sparkle(50, 50, 46, thin=0.14) + '<circle cx="50" cy="50" r="10" '
                            'fill="#fff" filter="url(#blur3)"/>'), 64, 64),
        "star.png": (svg(lit(star(50, 52, 44, 19, fill="url(#gold-ball)"), "depth-metal")), 64, 64),
        "glow.png": (svg('<circle cx="50" cy="50" r="50" fill="url(#halo)"/>',
                         halo("halo", "#ffffff", 1.0)), 64, 64),
    }


COIN_FRAMES = 8
TIERS = {"big_win": (("#7ac8ff", "#1a5ad0", "#061a50"), "star"),
         "mega_win": (("#e0a0ff", "#8a20d0", "#2a0650"), "stars"),
         "epic_win": (("#ffb070", "#e0301a", "#4a0800"), "crown")}


def pictures() -> dict:
    """relative path -> (svg, width, height): what sprites/make_sprites.py renders."""
    out = {}
    for name, glyph in GLYPHS.items():
        for state in STATES:
            out[f"{name}_{state}.png"] = (button(glyph, FACES[state], state), BUTTON, BUTTON)
    for state in (*STATES, "stop"):
        out[f"spin_{state}.png"] = (spin(state), SPIN, SPIN)
    for frame in range(COIN_FRAMES):
        out[f"coin_{frame}.png"] = (coin(frame, COIN_FRAMES), 96, 96)
    gems = {"big_win": [(70, 180), (650, 180)],
            "mega_win": [(70, 180), (650, 180), (200, 250), (520, 250)],
            "epic_win": [(70, 180), (650, 180), (200, 250), (520, 250), (360, 250)]}
    for tier, (colours, crown) in TIERS.items():
        out[f"plaque_{tier}.png"] = (plaque(colours, gems[tier], crown), *PLAQUE)
    out["plaque_feature.png"] = (frame_plaque(), 640, 400)
    out.update(particles())
    return out
