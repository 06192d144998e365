"""The shared vocabulary of the project's art: an SVG picture, gradients, the filters that give a
shape its depth (drop shadow, inner shade and light, rim light, glow), gold, gloss and sparkles.

Every picture is lit from the top left. A recipe (sprites/<id>/recipe.py) composes these into
its pictures; sprites/render.py renders them with resvg, which has the filters pygame's own SVG
loader lacks. Coordinates are in a 100x100 box unless a picture says otherwise.
"""
import math
import re

# Every filter may draw anywhere on the picture: a region fitted to a thin shape's box would cut
# its shadow or glow off in a hard edge.
REGION = 'filterUnits="userSpaceOnUse" x="-10%" y="-10%" width="120%" height="120%"'


def svg(body, defs="", width=100, height=100):
    """A picture: the standard filters are always defined, so any shape may use them."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}"><defs>{FILTERS}{GOLD_DEFS}{defs}</defs>'
            f'{body}</svg>\n')


def stops(pairs):
    out = []
    for pair in pairs:
        offset, colour, opacity = (*pair, 1)[:3]
        out.append(f'<stop offset="{offset}" stop-color="{colour}" stop-opacity="{opacity}"/>')
    return "".join(out)


def radial(name, inner, outer, cx="35%", cy="30%", r="75%", mid=None):
    """A lit ball's fill: bright where the light falls, `outer` at the far edge."""
    pairs = [(0, inner)] + ([(0.55, mid)] if mid else []) + [(1, outer)]
    return (f'<radialGradient id="{name}" cx="{cx}" cy="{cy}" r="{r}" fx="{cx}" fy="{cy}">'
            f'{stops(pairs)}</radialGradient>')


def halo(name, colour, opacity=0.75):
    """A soft light behind a special symbol: `colour` fading to nothing at the edge."""
    return (f'<radialGradient id="{name}" cx="50%" cy="50%" r="50%">'
            + stops([(0, colour, opacity), (0.5, colour, opacity * 0.45), (1, colour, 0)])
            + '</radialGradient>')


def linear(name, top, bottom, x2=0, y2=1, mid=None):
    pairs = [(0, top)] + ([(0.5, mid)] if mid else []) + [(1, bottom)]
    return (f'<linearGradient id="{name}" x1="0" y1="0" x2="{x2}" y2="{y2}">'
            f'{stops(pairs)}</linearGradient>')


def ramp(name, pairs, x1=0, y1=0, x2=0, y2=1, user=False):
    """A linear gradient of any stops; `user` for coordinates in the picture's own units."""
    units = ' gradientUnits="userSpaceOnUse"' if user else ""
    return (f'<linearGradient id="{name}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"{units}>'
            f'{stops(pairs)}</linearGradient>')


def depth_filter(name, shade, light, rim, offset=3.0, blur=2.6, opacity=(0.55, 0.7, 0.8),
                 rim_blur=0.8):
    """Inner shade on the side away from the light, inner light facing it, and a rim of
    `rim` colour on the far edge: a flat shape becomes a lit, rounded body. A picture of a
    larger box (a plaque) asks for wider blurs, which resvg also draws much faster (over 2)."""
    o = offset
    return (
        f'<filter id="{name}" ' + REGION + ' '
        'color-interpolation-filters="sRGB">'
        f'<feOffset in="SourceAlpha" dx="{-o}" dy="{-o * 1.2}" result="o1"/>'
        f'<feGaussianBlur in="o1" stdDeviation="{blur}" result="b1"/>'
        '<feComposite in="SourceAlpha" in2="b1" operator="out" result="e1"/>'
        f'<feFlood flood-color="{shade}" flood-opacity="{opacity[0]}"/>'
        '<feComposite in2="e1" operator="in" result="shade"/>'
        f'<feOffset in="SourceAlpha" dx="{o * 0.7}" dy="{o * 0.9}" result="o2"/>'
        f'<feGaussianBlur in="o2" stdDeviation="{blur * 0.7}" result="b2"/>'
        '<feComposite in="SourceAlpha" in2="b2" operator="out" result="e2"/>'
        f'<feFlood flood-color="{light}" flood-opacity="{opacity[1]}"/>'
        '<feComposite in2="e2" operator="in" result="light"/>'
        f'<feOffset in="SourceAlpha" dx="{-o * 0.45}" dy="{-o * 0.2}" result="o3"/>'
        f'<feGaussianBlur in="o3" stdDeviation="{rim_blur}" result="b3"/>'
        '<feComposite in="SourceAlpha" in2="b3" operator="out" result="e3"/>'
        f'<feFlood flood-color="{rim}" flood-opacity="{opacity[2]}"/>'
        '<feComposite in2="e3" operator="in" result="rim"/>'
        '<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="shade"/>'
        '<feMergeNode in="light"/><feMergeNode in="rim"/></feMerge></filter>')


def glow_filter(name, colour, blur=4.0, strength=1.0):
    """A halo of `colour` around whatever uses it (drawn under the shape itself)."""
    return (f'<filter id="{name}" ' + REGION + '>'
            f'<feGaussianBlur in="SourceAlpha" stdDeviation="{blur}" result="b"/>'
            f'<feFlood flood-color="{colour}" flood-opacity="{strength}"/>'
            '<feComposite in2="b" operator="in" result="g"/>'
            '<feMerge><feMergeNode in="g"/><feMergeNode in="g"/>'
            '<feMergeNode in="SourceGraphic"/></feMerge></filter>')


FILTERS = (
    # a soft shadow cast down and to the right: the symbol floats above the board
    '<filter id="shadow" ' + REGION + '>'
    '<feDropShadow dx="1.2" dy="2.6" stdDeviation="2.2" flood-color="#000" flood-opacity="0.6"/>'
    '</filter>'
    + depth_filter("depth", "#000", "#fff", "#fff")
    + depth_filter("depth-cool", "#0a0830", "#fff", "#9fe6ff")          # night themes: a blue rim
    + depth_filter("depth-soft", "#000", "#fff", "#fff", 2.0, 2.0, (0.4, 0.55, 0.5))
    + depth_filter("depth-metal", "#3a2000", "#fffbe0", "#fff1a0", 1.6, 1.2, (0.7, 0.9, 0.9))
    + glow_filter("glow-gold", "#ffd54a", 3.5, 0.9)
    + glow_filter("glow-white", "#ffffff", 3.0, 0.8)
    + '<filter id="soft" ' + REGION + '>'
      '<feGaussianBlur stdDeviation="1.2"/></filter>'
    + '<filter id="blur3" ' + REGION + '>'
      '<feGaussianBlur stdDeviation="3"/></filter>'
    + '<filter id="frost" ' + REGION + '>'
      '<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/>'
      '<feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1.6 -0.75"/>'
      '<feComposite in2="SourceAlpha" operator="in"/></filter>'
)

# Gold for premium rims and metal: bright bands between deep ones, as polished metal shows.
GOLD = [(0, "#fff6c8"), (0.22, "#f5c542"), (0.45, "#9a6408"), (0.62, "#ffe27a"),
        (0.8, "#c8880e"), (1, "#6e4300")]
GOLD_DEFS = (ramp("gold", GOLD, 0, 0, 0.3, 1)
             + ramp("gold-h", GOLD, 0, 0, 1, 0.25)
             + radial("gold-ball", "#fffbe0", "#7a4a00", "38%", "30%", "75%", "#e8ac1c")
             + '<radialGradient id="spec" cx="50%" cy="50%" r="50%">'
             + stops([(0, "#fff", 0.95), (0.6, "#fff", 0.35), (1, "#fff", 0)])
             + '</radialGradient>')


def gloss(cx=38, cy=30, rx=14, ry=8, angle=-25, opacity=0.85):
    """The specular highlight of a glossy body: a soft white oval, and a hot spot in it."""
    return (f'<g transform="rotate({angle} {cx} {cy})" opacity="{opacity}">'
            f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="url(#spec)"/>'
            f'<ellipse cx="{cx - rx * 0.2}" cy="{cy - ry * 0.15}" rx="{rx * 0.35}" '
            f'ry="{ry * 0.3}" fill="#fff" opacity="0.9" filter="url(#soft)"/></g>')


def sparkle(x, y, r, colour="#fff", opacity=1.0, thin=0.18):
    """A four-pointed glint of light."""
    t = r * thin
    return (f'<path d="M{x} {y - r} L{x + t} {y - t} L{x + r} {y} L{x + t} {y + t} L{x} {y + r} '
            f'L{x - t} {y + t} L{x - r} {y} L{x - t} {y - t}Z" fill="{colour}" '
            f'opacity="{opacity}"/>')


def star_points(x, y, outer, inner, points=5, turn=-90):
    out = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        a = math.radians(turn + i * 180 / points)
        out.append(f"{x + radius * math.cos(a):.2f},{y + radius * math.sin(a):.2f}")
    return " ".join(out)


def star(x, y, outer, inner=None, points=5, turn=-90, **attrs):
    extra = " ".join(f'{k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return (f'<polygon points="{star_points(x, y, outer, inner or outer * 0.45, points, turn)}"'
            f' {extra}/>')


def snow(y=20, width=44, x=50):
    """A cap of snow on top of a shape: soft, shaded underneath, with a frosty glint."""
    half = width / 2
    d = (f'M{x - half} {y + 4} Q{x - half + 4} {y - 6} {x} {y - 4} Q{x + half - 4} {y - 7} '
         f'{x + half} {y + 3} Q{x + half - 6} {y + 9} {x + 8} {y + 5} Q{x} {y + 12} {x - 6} '
         f'{y + 6} Q{x - half + 4} {y + 11} {x - half} {y + 4}Z')
    return (f'<g filter="url(#shadow)"><path d="{d}" fill="url(#snow)" filter="url(#depth-soft)"/>'
            f'</g><path d="{d}" fill="#fff" filter="url(#frost)" opacity="0.6"/>'
            + sparkle(x + half * 0.4, y - 1, 2.6))


SNOW_DEFS = radial("snow", "#ffffff", "#b8dcf2", "40%", "25%", "90%", "#f2f9ff")

HEART_PATH = "M50 86 C20 64 8 46 16 30 C24 14 44 16 50 30 C56 16 76 14 84 30 C92 46 80 64 50 86Z"

SUITS = {
    "heart": "M0 14 C-12 5 -16 -3 -12 -9 C-8 -15 -2 -13 0 -7 C2 -13 8 -15 12 -9 C16 -3 12 5 0 14Z",
    "diamond": "M0 -15 L11 0 L0 15 L-11 0Z",
    "spade": "M0 -15 C-6 -7 -14 -2 -13 5 C-12 11 -5 12 -2 8 L-5 15 L5 15 L2 8 "
             "C5 12 12 11 13 5 C14 -2 6 -7 0 -15Z",
    "club": "M-2 1 C-6 8 -16 7 -16 0 C-16 -6 -9 -9 -4 -5 C-8 -10 -6 -17 0 -17 C6 -17 8 -10 4 -5 "
            "C9 -9 16 -6 16 0 C16 7 6 8 2 1 L5 15 L-5 15Z",
}


def suit(kind, colour="#fff", scale=1.0, x=50, y=56, **attrs):
    extra = " ".join(f'{k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return (f'<path d="{SUITS[kind]}" fill="{colour}" {extra} '
            f'transform="translate({x} {y}) scale({scale})"/>')


def lit(shape, depth="depth", shadow=True):
    """A shape with its depth, and the shadow it casts (`shadow` may name another filter)."""
    body = f'<g filter="url(#{depth})">{shape}</g>'
    if not shadow:
        return body
    return f'<g filter="url(#{shadow if isinstance(shadow, str) else "shadow"})">{body}</g>'


def arrow_arc(r, start, end, width, head, cx=50, cy=50):
    """An arc of radius r about (cx, cy) from `start` to `end` degrees (clockwise), an arrowhead
    at its end; drawn in the stroke and fill of the group around it."""
    a0, a1 = math.radians(start), math.radians(end)
    x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
    x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
    large = 1 if (end - start) % 360 > 180 else 0
    tx, ty, nx, ny = -math.sin(a1), math.cos(a1), math.cos(a1), math.sin(a1)
    tip = (x1 + tx * head, y1 + ty * head)
    left = (x1 + nx * head * 0.8, y1 + ny * head * 0.8)
    right = (x1 - nx * head * 0.8, y1 - ny * head * 0.8)
    return (f'<path d="M{x0:.1f} {y0:.1f} A{r} {r} 0 {large} 1 {x1:.1f} {y1:.1f}" fill="none" '
            f'stroke-width="{width}" stroke-linecap="round"/>'
            f'<polygon stroke="none" points="{tip[0]:.1f},{tip[1]:.1f} {left[0]:.1f},{left[1]:.1f} '
            f'{right[0]:.1f},{right[1]:.1f}"/>')


def arrow(x, y, length, angle=0, colour="#fff"):
    """A bold arrow from (x, y), `length` long, pointing `angle` degrees (0: right)."""
    w = length
    return (f'<g transform="translate({x} {y}) rotate({angle})" filter="url(#shadow)">'
            f'<path d="M0 -{w * 0.13:.1f} L{w * 0.6:.1f} -{w * 0.13:.1f} L{w * 0.6:.1f} '
            f'-{w * 0.3:.1f} L{w:.1f} 0 L{w * 0.6:.1f} {w * 0.3:.1f} L{w * 0.6:.1f} '
            f'{w * 0.13:.1f} L0 {w * 0.13:.1f}Z" fill="{colour}" stroke="#5a3a00" '
            'stroke-width="1.2"/></g>')


def embed(picture, x, y, size, prefix):
    """Another picture drawn inside this one at (x, y), size x size: its ids are prefixed so
    its gradients and filters never clash with the host's or a sibling's."""
    inner = re.sub(r'id="([^"]+)"', rf'id="{prefix}-\1"', picture)
    inner = re.sub(r"url\(#([^)]+)\)", rf"url(#{prefix}-\1)", inner)
    inner = re.sub(r'<svg xmlns="[^"]+" width="\d+" height="\d+"',
                   f'<svg x="{x}" y="{y}" width="{size}" height="{size}"', inner, count=1)
    return inner.strip()


def placer(pictures):
    """put(name, x, y, size, tag[, opacity]): one of `pictures` drawn inside another (embed)."""
    def put(name, x, y, size, tag, opacity=None):
        picture = embed(pictures[name], x, y, size, tag)
        return f'<g opacity="{opacity}">{picture}</g>' if opacity else picture
    return put


def card(body, top, bottom, defs="", width=240, height=160):
    """A help page's picture: a framed card in a game's colours with a scene on it."""
    return svg(f'<rect x="3" y="3" width="{width - 6}" height="{height - 6}" rx="16" '
               'fill="url(#card)" stroke="url(#gold)" stroke-width="4"/>'
               f'<ellipse cx="{width / 2}" cy="{height / 2}" rx="{width * 0.42}" '
               f'ry="{height * 0.4}" fill="url(#cardglow)"/>' + body,
               linear("card", top, bottom) + halo("cardglow", "#ffffff", 0.25) + defs,
               width, height)


def symbol_pictures(symbols, size, features=None) -> dict:
    """A game recipe's pictures(): each symbol size x size, each feature's help card 240x160."""
    out = {f"{name}.png": (text, size, size) for name, text in symbols.items()}
    out.update({f"features/{name}.png": (text, 240, 160) for name,
                text in (features or {}).items()})
    return out


# A feature's plaques (sprites/<id>/plaques/): a big frame for a big feature's intro and outro,
# a small one for an in-round feature by the board, and each feature's picture to set in them.
BIG_FRAME = (640, 480)       # drawn in 160x120 units: the picture window and the clear face below
BIG_ART = 220                # the big picture: centred on (320, 136), inside the window (r 120)
BIG_FACE = (56, 264, 528, 164)          # x, y, width, height of the big frame's clear face (px)
SMALL_FRAME = (360, 120)     # drawn in 150x50 units: the badge at the left and the clear face
SMALL_ART = 96               # the small picture: centred on (60, 60), inside the badge (r 48)
SMALL_FACE = (120, 29, 221, 62)         # x, y, width, height of the small frame's clear face (px)
# An offer's frame (issue 56): the promos beside the board and the buy badge carry two or three
# lines a player reads at 12 px cap height (a title wrapped, a figure), more than the small
# frame's 3:1 face holds, so theirs is the same frame taller (150x65 units) with a smaller badge
OFFER_FRAME = (360, 156)     # drawn in 150x65 units: the badge at the left, the face taller
OFFER_ART = (9, 37, 82)      # x, y, side of the offer's picture in its badge (px)
OFFER_FACE = (101, 24, 242, 108)        # x, y, width, height of the offer frame's clear face (px)


def plaque_frames(face, glow, rim="url(#gold)", defs="", big_ornament="", small_ornament="",
                  under=("", "", "")):
    """A game's two plaque frames in its colours: `face` (light, mid, dark) the panel the client
    writes on, `glow` the light behind the picture window, `rim` the frame's fill (gold, or a
    gradient of the game's own in `defs`), ornaments drawn over the frame in its units (`under`:
    the big and the small frame's ornaments of the panel, drawn under the picture window). The
    faces hold nothing: the title, the count ("10 FREE SPINS") and the line are the client's."""
    light, mid, dark = face
    rays = "".join(f'<polygon points="80,34 {80 + 70 * math.cos(math.radians(a - 5)):.1f},'
                   f'{34 + 70 * math.sin(math.radians(a - 5)):.1f} '
                   f'{80 + 70 * math.cos(math.radians(a + 5)):.1f},'
                   f'{34 + 70 * math.sin(math.radians(a + 5)):.1f}" fill="url(#ray)"/>'
                   for a in range(-180, 1, 20))
    shared = (radial("face", light, dark, "50%", "10%", "100%", mid)
              + radial("window", mix_white(light), dark, "50%", "40%", "75%", mid)
              + halo("glow", glow, 0.9) + defs
              + radial("jewel", "#ffffff", glow, "35%", "30%", "80%")
              + '<radialGradient id="ray" gradientUnits="userSpaceOnUse" cx="80" cy="34" r="70">'
              + f'<stop offset="0" stop-color="{glow}" stop-opacity="0.75"/>'
              + f'<stop offset="1" stop-color="{glow}" stop-opacity="0"/></radialGradient>')
    big = svg(
        '<ellipse cx="80" cy="36" rx="52" ry="36" fill="url(#glow)"/>' + rays
        + lit(f'<rect x="6" y="52" width="148" height="64" rx="11" fill="{rim}"/>', "depth-metal")
        + lit('<rect x="10" y="56" width="140" height="56" rx="8" fill="url(#face)"/>',
              "depth-soft", False)
        + '<rect x="12.5" y="58.5" width="135" height="51" rx="6.5" fill="none" stroke="#fff" '
        'stroke-width="0.5" opacity="0.45"/>'
        + '<rect x="13" y="64" width="134" height="13" rx="5" fill="#fff" opacity="0.07"/>'
        + under[0]
        + lit(f'<g fill="none" stroke="{rim}" stroke-width="2.2" stroke-linecap="round">'
              '<path d="M50 53 Q42 44 33 49 Q27 53 31 57 Q35 59 37 55"/>'
              '<path d="M110 53 Q118 44 127 49 Q133 53 129 57 Q125 59 123 55"/></g>',
              "depth-metal")
        + lit(f'<path d="M70 113 L80 108 L90 113 L80 119Z" fill="{rim}"/>', "depth-metal")
        + lit('<circle cx="80" cy="113.4" r="3" fill="url(#jewel)"/>', "depth-soft", False)
        + lit(f'<circle cx="80" cy="34" r="31.5" fill="{rim}"/>', "depth-metal")
        + '<circle cx="80" cy="34" r="28" fill="url(#window)"/>'
        + '<circle cx="80" cy="34" r="28" fill="none" stroke="#fff" stroke-width="0.6" '
        'opacity="0.5"/>'
        + "".join(lit(f'<circle cx="{x}" cy="{y}" r="2.6" fill="url(#gold-ball)"/>',
                      "depth-metal", False) for x, y in ((10, 56), (150, 56), (10, 112),
                                                         (150, 112)))
        + big_ornament + sparkle(118, 12, 4) + sparkle(40, 18, 3) + sparkle(150, 52, 3.5),
        shared, 160, 120)
    small = svg(
        lit(f'<rect x="18" y="7" width="130" height="36" rx="9" fill="{rim}"/>', "depth-metal")
        + lit('<rect x="21" y="10" width="124" height="30" rx="7" fill="url(#face)"/>',
              "depth-soft", False)
        + '<rect x="22.5" y="11.5" width="121" height="11" rx="5" fill="#fff" opacity="0.08"/>'
        + under[1]
        + '<circle cx="25" cy="25" r="24" fill="url(#glow)"/>'
        + lit(f'<circle cx="25" cy="25" r="22.5" fill="{rim}"/>', "depth-metal")
        + '<circle cx="25" cy="25" r="20" fill="url(#window)"/>'
        + small_ornament + sparkle(146, 8, 3) + sparkle(6, 6, 2.6),
        shared, 150, 50)
    offer = svg(          # the small frame taller: its badge at (21, 32.5), its ornament there
        lit(f'<rect x="14" y="5" width="134" height="55" rx="10" fill="{rim}"/>', "depth-metal")
        + lit('<rect x="17" y="8" width="128" height="49" rx="8" fill="url(#face)"/>',
              "depth-soft", False)
        + '<rect x="18.5" y="9.5" width="125" height="12" rx="5" fill="#fff" opacity="0.08"/>'
        + (under[2] if len(under) > 2 else "")
        + '<circle cx="21" cy="32.5" r="21" fill="url(#glow)"/>'
        + lit(f'<circle cx="21" cy="32.5" r="19.5" fill="{rim}"/>', "depth-metal")
        + '<circle cx="21" cy="32.5" r="17" fill="url(#window)"/>'
        + f'<g transform="translate(21 32.5) scale(0.85) translate(-25 -25)">{small_ornament}</g>'
        + sparkle(146, 6, 3) + sparkle(6, 8, 2.6),
        shared, 150, 65)
    return {"plaques/frame_big.png": (big, *BIG_FRAME),
            "plaques/frame_small.png": (small, *SMALL_FRAME),
            "plaques/frame_offer.png": (offer, *OFFER_FRAME),
            "plaques/frame_tally.png": (tally_frame(rim, shared), *TALLY_FRAME)}


# A big feature's tally (issue 56): the panel beside the board that holds, large, what the
# feature has left and won (its spins left or its level, its multiplier, its win so far), in
# the game's plaque colours. Three sunk wells the client writes in (game/window/ui/tally.py WELLS:
# the same units); the words and figures are the client's.
TALLY_FRAME = (500, 640)     # drawn in 125x160 units
TALLY_WELLS = ((11, 17, 103, 43), (11, 64, 103, 43), (11, 111, 103, 40))


def tally_frame(rim, shared):
    """The tally's frame: a metal rim of the game's plaque frames round their face, a jewel
    crest on top, and three dark glass wells (an inner shadow at their top, a lit lip below)."""
    wells = "".join(
        lit(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="7" fill="url(#well)"/>',
            "depth-soft", False)
        + f'<rect x="{x + 0.6}" y="{y + 0.6}" width="{w - 1.2}" height="{h - 1.2}" rx="6.5" '
          'fill="none" stroke="#000" stroke-width="1.2" opacity="0.55"/>'
        + f'<path d="M{x + 6} {y + h - 0.4} H{x + w - 6}" stroke="#fff" stroke-width="0.7" '
          'opacity="0.35"/>'
        for x, y, w, h in TALLY_WELLS)
    well = ramp("well", [(0, "#05020c"), (0.4, "#120a24"), (1, "#241a3e")])
    return svg(
        lit(f'<rect x="3" y="7" width="119" height="149" rx="12" fill="{rim}"/>', "depth-metal")
        + lit('<rect x="6.5" y="10.5" width="112" height="142" rx="9" fill="url(#face)"/>',
              "depth-soft", False)
        + '<rect x="8.5" y="12.5" width="108" height="138" rx="7.5" fill="none" stroke="#fff" '
          'stroke-width="0.5" opacity="0.4"/>'
        + wells
        + '<ellipse cx="62.5" cy="7" rx="22" ry="7" fill="url(#glow)"/>'
        + lit(f'<path d="M50 8 L62.5 2 L75 8 L62.5 14Z" fill="{rim}"/>', "depth-metal")
        + lit('<circle cx="62.5" cy="8" r="3.6" fill="url(#jewel)"/>', "depth-soft", False)
        + "".join(lit(f'<circle cx="{x}" cy="{y}" r="2.4" fill="url(#gold-ball)"/>',
                      "depth-metal", False) for x, y in ((9, 13), (116, 13), (9, 150),
                                                         (116, 150)))
        + sparkle(112, 6, 4) + sparkle(12, 156, 3) + sparkle(120, 100, 2.6),
        shared + well, 125, 160)


def mix_white(colour, t=0.45):
    """`colour` lightened toward white by t."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(v + (255 - v) * t):02x}" for v in rgb)


def plaque_art(body, glow, defs=""):
    """A feature's picture for a plaque (in the usual 100x100 units): a soft light of the
    feature's colour behind `body`, nothing at the edges, so it sits in the frame's window."""
    return svg('<circle cx="50" cy="50" r="49" fill="url(#art-glow)"/>' + body,
               halo("art-glow", glow, 0.85) + defs)


def plaque_pictures(big=None, small=None) -> dict:
    """plaques/NAME.png for each feature: big pictures BIG_ART square, small SMALL_ART."""
    out = {f"plaques/{name}.png": (text, BIG_ART, BIG_ART) for name, text in (big or {}).items()}
    out.update({f"plaques/{name}.png": (text, SMALL_ART, SMALL_ART)
                for name, text in (small or {}).items()})
    return out
