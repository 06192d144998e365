"""Shapes the scenes are painted with: skies, hills, pines, houses, a castle, candy trees, a
moon, logos and reel frames, as SVG text for sprites/render.py (resvg: blur, glow and shadow).

Each scene recipe (sprites/<id>/scene/recipe.py, sprites/lobby/recipe.py) composes these into
its layers; the client moves the layers (game/window/ui/scenery.py) and adds the weather at run
time. Every shape is placed from a seeded random stream, so a recipe draws the same picture each
time.
"""
import math
import random

W, H = 1280, 720


def doc(body, width=W, height=H, defs=""):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}"><defs>{defs}{FILTERS}</defs>{body}</svg>\n')


FILTERS = (
    '<filter id="blur2" x="-50%" y="-50%" width="200%" height="200%">'
    '<feGaussianBlur stdDeviation="2"/></filter>'
    '<filter id="blur6" x="-50%" y="-50%" width="200%" height="200%">'
    '<feGaussianBlur stdDeviation="6"/></filter>'
    '<filter id="blur18" x="-50%" y="-50%" width="200%" height="200%">'
    '<feGaussianBlur stdDeviation="18"/></filter>'
    '<filter id="blur40" x="-50%" y="-50%" width="200%" height="200%">'
    '<feGaussianBlur stdDeviation="40"/></filter>'
    '<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%">'
    '<feGaussianBlur in="SourceAlpha" stdDeviation="5"/><feOffset dx="0" dy="6"/>'
    '<feComponentTransfer><feFuncA type="linear" slope="0.55"/></feComponentTransfer>'
    '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>'
)


def vertical(name, *stops):
    """A top-to-bottom gradient through `stops` (colours, evenly spaced, or (offset, colour))."""
    parts = []
    for i, stop in enumerate(stops):
        offset, colour = stop if isinstance(stop, tuple) else (i / max(1, len(stops) - 1), stop)
        parts.append(f'<stop offset="{offset:.3f}" stop-color="{colour}"/>')
    return (f'<linearGradient id="{name}" x1="0" y1="0" x2="0" '
            f'y2="1">{"".join(parts)}</linearGradient>')


def radial(name, *stops, cx="50%", cy="50%", r="50%"):
    parts = "".join(f'<stop offset="{o}" stop-color="{c}" stop-opacity="{a}"/>'
                    for o, c, a in stops)
    return f'<radialGradient id="{name}" cx="{cx}" cy="{cy}" r="{r}">{parts}</radialGradient>'


def sky(top, middle, bottom):
    return (f'<rect width="{W}" height="{H}" fill="url(#sky)"/>',
            vertical("sky", top, middle, bottom))


def stars(seed, count, area=(0, 0, W, 420), colour="#fff"):
    """Still, faint stars painted into a sky (the client twinkles brighter ones over them)."""
    rng = random.Random(seed)
    x0, y0, x1, y1 = area
    out = []
    for _ in range(count):
        x, y = rng.uniform(x0, x1), y0 + (y1 - y0) * rng.random() ** 1.4
        r = rng.choice((0.6, 0.8, 1.0, 1.2, 1.6))
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{colour}" '
                   f'opacity="{rng.uniform(0.25, 0.8):.2f}"/>')
    return "".join(out)


def moon(x, y, r, light="#fffbe6", dark="#e9d9a0", halo="#fff3c0", crescent=None):
    """A glowing moon: a wide blurred halo, its disc with depth (lit from the upper left, its
    limb shaded toward the lower right, soft maria and craters with lit rims), or a crescent."""
    out = (f'<circle cx="{x}" cy="{y}" r="{r * 3.2}" fill="{halo}" opacity="0.16" '
           f'filter="url(#blur40)"/>'
           f'<circle cx="{x}" cy="{y}" r="{r * 1.5}" fill="{halo}" opacity="0.35" '
           f'filter="url(#blur18)"/>'
           f'<circle cx="{x}" cy="{y}" r="{r}" fill="url(#moon)"/>')
    if crescent:
        out += f'<circle cx="{x + r * 0.45}" cy="{y - r * 0.2}" r="{r * 0.9}" fill="{crescent}"/>'
        return out, radial("moon", ("0", light, 1), ("0.85", light, 1), ("1", dark, 1),
                           cx="40%", cy="38%", r="65%")
    out += "".join(f'<circle cx="{x + dx * r:.1f}" cy="{y + dy * r:.1f}" r="{s * r:.1f}" '
                   f'fill="{dark}" opacity="0.6" filter="url(#blur2)"/>'
                   for dx, dy, s in ((-0.3, -0.2, 0.22), (0.25, 0.15, 0.3), (-0.1, 0.45, 0.16),
                                     (0.4, -0.4, 0.12), (-0.48, 0.22, 0.1)))
    for dx, dy, s in ((0.05, -0.55, 0.07), (-0.55, -0.05, 0.06), (0.55, 0.45, 0.08),
                      (0.2, 0.62, 0.05), (-0.25, 0.2, 0.05)):   # craters: a dark bowl, a lit rim
        cx, cy, cr = x + dx * r, y + dy * r, s * r
        out += (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{cr:.1f}" fill="{dark}" '
                f'opacity="0.75"/>'
                f'<path d="M{cx - cr:.1f} {cy:.1f} A{cr:.1f} {cr:.1f} 0 0 0 {cx + cr:.1f} '
                f'{cy:.1f}" '
                f'fill="none" stroke="#ffffff" stroke-width="{max(1.0, cr * 0.3):.1f}" '
                f'opacity="0.8"/>')
    out += (f'<circle cx="{x}" cy="{y}" r="{r}" fill="url(#moon-limb)"/>'       # the shaded limb
            f'<ellipse cx="{x - r * 0.38:.1f}" cy="{y - r * 0.42:.1f}" rx="{r * 0.32:.1f}" '
            f'ry="{r * 0.2:.1f}" fill="#ffffff" opacity="0.35" filter="url(#blur2)" '
            f'transform="rotate(-35 {x - r * 0.38:.1f} {y - r * 0.42:.1f})"/>')
    return out, (radial("moon", ("0", light, 1), ("0.85", light, 1), ("1", dark, 1),
                        cx="40%", cy="38%", r="65%")
                 + radial("moon-limb", ("0", dark, 0), ("0.6", dark, 0), ("0.9", dark, 0.55),
                          ("1", dark, 0.85), cx="36%", cy="34%", r="72%"))


def aurora(colours, y, lift, width, opacity, shift=0):
    """Ribbons of northern light across the sky, one per colour, each fainter than the last."""
    return "".join(
        f'<path d="M{-100 + i * shift} {y + i * 40} C 300 {y - lift + i * 55}, 750'
        f' {y + 70 - i * 25}, '
        f'1400 {y - 120 + i * 35}" fill="none" stroke="{c}" stroke-width="{width - i * 16}" '
        f'opacity="{opacity - i * 0.03:.2f}" filter="url(#blur18)"/>'
        for i, c in enumerate(colours))


def ridge(seed, base, height, waves=4, step=16, width=W):
    """Points of a hill line: a sum of seeded sines around `base`, `height` px tall."""
    rng = random.Random(seed)
    parts = [(rng.uniform(0.6, 1.0) / (i + 1), rng.uniform(0.002, 0.006) * (i + 1),
              rng.uniform(0, math.tau)) for i in range(waves)]
    scale = sum(a for a, _, _ in parts)
    return [(x, base - height * sum(a * math.sin(f * x + p) for a, f, p in parts) / scale)
            for x in range(-step, width + 2 * step, step)]


def hill(points, fill, edge=None, edge_width=3, width=W, bottom=H):
    """A filled hill under `points`, with a lit edge along its top."""
    d = "M" + " L".join(f"{x:.0f} {y:.1f}" for x,
                        y in points) + f" L{width + 40} {bottom} L-40 {bottom}Z"
    out = f'<path d="{d}" fill="{fill}"/>'
    if edge:
        line = "M" + " L".join(f"{x:.0f} {y:.1f}" for x, y in points)
        out += (f'<path d="{line}" fill="none" stroke="{edge}" stroke-width="{edge_width}" '
                'stroke-linejoin="round" opacity="0.9"/>')
    return out


def height_at(points, x):
    for (xa, ya), (xb, yb) in zip(points, points[1:]):
        if xa <= x <= xb:
            return ya + (yb - ya) * (x - xa) / (xb - xa)
    return points[-1][1]


def pine(x, y, h, fill, snow="#f2f7ff", lights=None, rng=None):
    """A pine of three tiers standing at (x, y), snow on each tier, optional string lights."""
    w = h * 0.52
    out = (f'<rect x="{x - h * 0.04:.1f}" y="{y - h * 0.12:.1f}" width="{h * 0.08:.1f}" '
           f'height="{h * 0.14:.1f}" fill="#3a2418"/>')
    for _i, (top, bottom,
            half) in enumerate(((0.0, 0.45, 0.55), (0.25, 0.72, 0.8), (0.48, 0.92, 1.0))):
        ty, by, hw = y - h + top * h, y - h + bottom * h, w * half / 2
        out += (f'<path d="M{x:.1f} {ty:.1f} L{x + hw:.1f} {by:.1f} Q{x} {by + h * 0.06:.1f} '
                f'{x - hw:.1f} {by:.1f}Z" fill="{fill}"/>')
        if snow:
            out += (f'<path d="M{x:.1f} {ty:.1f} L{x + hw * 0.55:.1f} {ty + (by - ty) * 0.55:.1f} '
                    f'Q{x + hw * 0.2:.1f} {ty + (by - ty) * 0.45:.1f} {x:.1f}'
                    f' {ty + (by - ty) * 0.6:.1f} '
                    f'Q{x - hw * 0.2:.1f} {ty + (by - ty) * 0.45:.1f} {x - hw * 0.55:.1f} '
                    f'{ty + (by - ty) * 0.55:.1f}Z" fill="{snow}" opacity="0.9"/>')
    if lights and rng:
        for _i in range(int(h / 9)):
            t = rng.uniform(0.2, 0.95)
            ly = y - h + t * h * 0.92
            lx = x + rng.uniform(-1, 1) * w * t * 0.42
            colour = rng.choice(lights)
            out += (f'<circle cx="{lx:.1f}" cy="{ly:.1f}" r="{h * 0.035 + 1.5:.1f}" '
                    f'fill="{colour}" '
                    f'opacity="0.6" filter="url(#blur2)"/><circle cx="{lx:.1f}" cy="{ly:.1f}" '
                    f'r="{h * 0.014 + 0.8:.1f}" fill="#fffbe8"/>')
    return out


def house(x, y, w, h, wall, roof, window="#ffd36b", snow="#f4f8ff", chimney=True):
    """A cottage standing at (x, y): a snowy roof, a lit door and windows that glow."""
    top = y - h
    roof_h = h * 0.75
    out = ""
    if chimney:
        out += (f'<rect x="{x + w * 0.62:.1f}" y="{top - roof_h * 0.75:.1f}" '
                f'width="{w * 0.12:.1f}" height="{roof_h * 0.6:.1f}" fill="{roof}"/>')
    out += (f'<rect x="{x:.1f}" y="{top:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{wall}"/>'
            f'<path d="M{x - w * 0.1:.1f} {top + 2:.1f} L{x + w / 2:.1f} {top - roof_h:.1f} '
            f'L{x + w * 1.1:.1f} {top + 2:.1f}Z" fill="{roof}"/>'
            f'<path d="M{x - w * 0.12:.1f} {top + 3:.1f} L{x + w / 2:.1f} {top - roof_h - 3:.1f} '
            f'L{x + w * 1.12:.1f} {top + 3:.1f} L{x + w * 0.95:.1f} {top + 1:.1f} '
            f'L{x + w / 2:.1f} {top - roof_h + 8:.1f} L{x + w * 0.05:.1f} {top + 1:.1f}Z" '
            f'fill="{snow}"/>')
    glow = ""
    for _i, wx in enumerate((0.16, 0.62)):
        rx, ry, rw, rh = x + w * wx, top + h * 0.22, w * 0.22, h * 0.3
        glow += (f'<rect x="{rx - 6:.1f}" y="{ry - 6:.1f}" width="{rw + 12:.1f}" '
                 f'height="{rh + 12:.1f}" fill="{window}" opacity="0.5" filter="url(#blur6)"/>')
        out += (f'<rect x="{rx:.1f}" y="{ry:.1f}" width="{rw:.1f}" height="{rh:.1f}" '
                f'fill="{window}"/>'
                f'<path d="M{rx + rw / 2:.1f} {ry:.1f} V{ry + rh:.1f} M{rx:.1f} {ry + rh / 2:.1f} '
                f'H{rx + rw:.1f}" stroke="{wall}" stroke-width="1.5"/>')
    door = (x + w * 0.4, top + h * 0.55, w * 0.2, h * 0.45)
    out += (f'<rect x="{door[0]:.1f}" y="{door[1]:.1f}" width="{door[2]:.1f}" '
            f'height="{door[3]:.1f}" rx="{w * 0.1:.1f}" fill="#6b3a1c"/>')
    return glow + out


def tower(x, base, w, h, wall, roof, window="#ffd98a", flag=None, roof_h=None):
    """A castle tower: a wall, a pointed roof, slit windows that glow, maybe a flag."""
    top = base - h
    roof_h = roof_h or w * 1.3
    out = (f'<rect x="{x:.1f}" y="{top:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{wall}"/>'
           f'<path d="M{x - w * 0.18:.1f} {top + 1:.1f} L{x + w / 2:.1f} {top - roof_h:.1f} '
           f'L{x + w * 1.18:.1f} {top + 1:.1f}Z" fill="{roof}"/>')
    if flag:
        fx, fy = x + w / 2, top - roof_h
        out += (f'<path d="M{fx:.1f} {fy:.1f} V{fy - 22:.1f}" stroke="{roof}" stroke-width="2"/>'
                f'<path d="M{fx:.1f} {fy - 22:.1f} L{fx + 16:.1f} {fy - 17:.1f} L{fx:.1f}'
                f' {fy - 12:.1f}Z" fill="{flag}"/>')
    rows = max(1, int(h / 60))
    for i in range(rows):
        wy = top + 24 + i * 60
        out += (f'<rect x="{x + w / 2 - 9:.1f}" y="{wy - 6:.1f}" width="18" height="30" '
                f'fill="{window}" '
                f'opacity="0.55" filter="url(#blur6)"/><path d="M{x + w / 2 - 4:.1f} {wy + 18:.1f} '
                f'V{wy + 4:.1f} Q{x + w / 2:.1f} {wy - 2:.1f} {x + w / 2 + 4:.1f} {wy + 4:.1f} '
                f'V{wy + 18:.1f}Z" fill="{window}"/>')
    return out


def battlement(x, y, w, h, wall, tooth=14):
    out = f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{wall}"/>'
    for tx in range(int(x), int(x + w - tooth), tooth * 2):
        out += (f'<rect x="{tx}" y="{y - tooth * 0.8:.1f}" width="{tooth}" height="{tooth:.1f}" '
                f'fill="{wall}"/>')
    return out


def candy_tree(x, y, h, colours, rng, snow="#ffffff"):
    """A lollipop tree: a striped stick and a swirl crown with a cap of snow."""
    r = h * 0.28
    cy = y - h + r
    a, b = colours
    out = (f'<rect x="{x - h * 0.03:.1f}" y="{cy:.1f}" width="{h * 0.06:.1f}" '
           f'height="{y - cy:.1f}" '
           f'fill="#fff7f0"/>')
    for i in range(int((y - cy) / (h * 0.08))):
        sy = cy + r + i * h * 0.08
        if sy < y - 2:
            out += (f'<rect x="{x - h * 0.03:.1f}" y="{sy:.1f}" width="{h * 0.06:.1f}" '
                    f'height="{h * 0.03:.1f}" fill="{a}" opacity="0.8"/>')
    out += f'<circle cx="{x:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{a}"/>'
    turns = f"M{x:.1f} {cy:.1f}"
    for k in range(1, 40):
        t = k / 39 * 3.2 * math.pi
        rr = r * 0.92 * k / 39
        turns += f" L{x + rr * math.cos(t):.1f} {cy + rr * math.sin(t):.1f}"
    out += (f'<path d="{turns}" fill="none" stroke="{b}" stroke-width="{r * 0.22:.1f}" '
            f'stroke-linecap="round"/>'
            f'<ellipse cx="{x - r * 0.35:.1f}" cy="{cy - r * 0.4:.1f}" rx="{r * 0.35:.1f}" '
            f'ry="{r * 0.18:.1f}" '
            f'fill="#fff" opacity="0.55" transform="rotate(-30 {x - r * 0.35:.1f}'
            f' {cy - r * 0.4:.1f})"/>'
            f'<path d="M{x - r * 0.85:.1f} {cy - r * 0.45:.1f} Q{x:.1f} {cy - r * 1.3:.1f}'
            f' {x + r * 0.85:.1f} '
            f'{cy - r * 0.45:.1f} Q{x + r * 0.4:.1f} {cy - r * 0.25:.1f} {x:.1f}'
            f' {cy - r * 0.42:.1f} '
            f'Q{x - r * 0.4:.1f} {cy - r * 0.2:.1f} {x - r * 0.85:.1f} {cy - r * 0.45:.1f}Z" '
            f'fill="{snow}"/>')
    return out


def candy_cane(x, y, h, stripe="#e8283c", angle=0):
    """A candy cane stuck in the snow at (x, y)."""
    w = h * 0.12
    d = (f"M{x:.1f} {y:.1f} V{y - h + w * 2:.1f} A{w * 1.6:.1f} {w * 1.6:.1f} 0 0 1"
         f" {x + w * 3.2:.1f} {y - h + w * 2:.1f}")
    return (f'<g transform="rotate({angle} {x} {y})">'
            f'<path d="{d}" fill="none" stroke="#fffaf5" stroke-width="{w:.1f}" '
            f'stroke-linecap="round"/>'
            f'<path d="{d}" fill="none" stroke="{stripe}" stroke-width="{w:.1f}" '
            f'stroke-dasharray="{w * 0.8:.1f} {w * 0.9:.1f}" stroke-linecap="butt"/></g>')


def snow_bank(seed, base, height, fill="url(#snow)", edge="#ffffff", width=W, bottom=H):
    return hill(ridge(seed, base, height, 3, 16, width), fill, edge, 3, width, bottom)


# --- logos, frames and panels -------------------------------------------------------------

def lettering(text, x, y, size, family, fill, outline, outline_width, glow, weight="bold",
              style="normal", anchor="middle", spacing=0, arc=None):
    """Shaped letters: a coloured glow behind, a thick outline, a gradient fill, a gloss."""
    attrs = (f'font-family="{family}" font-size="{size}" font-weight="{weight}" '
             f'font-style="{style}" text-anchor="{anchor}" letter-spacing="{spacing}"')
    if arc:        # letters along an upward arc: (radius)
        radius = arc
        path = (f'<path id="arc{abs(hash((text, x, y))) % 10**6}" d="M{x - radius} {y} '
                f'A{radius} {radius} 0 0 1 {x + radius} {y}" fill="none"/>')
        ref = path.split('"')[1]
        body = f'<textPath href="#{ref}" startOffset="50%">{text}</textPath>'
        place = ""
    else:
        path, body, place = "", text, f'x="{x}" y="{y}"'
    return (path
            + f'<text {place} {attrs} fill="{glow}" stroke="{glow}" '
              f'stroke-width="{outline_width * 2.6}" '
              f'stroke-linejoin="round" opacity="0.75" filter="url(#blur6)">{body}</text>'
            + f'<text {place} {attrs} fill="{outline}" stroke="{outline}" '
              f'stroke-width="{outline_width * 2}" '
              f'stroke-linejoin="round" filter="url(#shadow)">{body}</text>'
            + f'<text {place} {attrs} fill="{fill}">{body}</text>'
            + f'<text {place} {attrs} fill="url(#gloss)" opacity="0.55">{body}</text>')


GLOSS = ('<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" '
         'stop-color="#fff" stop-opacity="0.9"/><stop offset="0.45" stop-color="#fff" '
         'stop-opacity="0.15"/><stop offset="0.5" stop-color="#fff" '
         'stop-opacity="0"/></linearGradient>')


MARGIN = 12      # room around a frame for its shadow


def frame(width, height, pad, board, outer, inner, edge, radius=26, ornament=""):
    """A reel frame `pad` px wide around a board of width x height: a bevelled rim (a light
    and a dark edge), a soft shadow, and the board itself, slightly translucent."""
    fw, fh = width + 2 * pad, height + 2 * pad
    r, half = radius, pad / 2
    ring = f'x="{half}" y="{half}" width="{width + pad}" height="{height + pad}" rx="{r - half}"'
    return doc(f'<g transform="translate({MARGIN} {MARGIN})">'
        f'<rect {ring} fill="none" stroke="#000" stroke-width="{pad}" opacity="0.5" '
        f'transform="translate(0 6)" filter="url(#blur6)"/>'
        f'<rect x="{pad}" y="{pad}" width="{width}" height="{height}" rx="{r - 12}" '
        f'fill="url(#board)"/>'
        f'<rect {ring} fill="none" stroke="url(#rim)" stroke-width="{pad}"/>'
        f'<rect x="1" y="1" width="{fw - 2}" height="{fh - 2}" rx="{r}" fill="none" '
        f'stroke="{edge}" stroke-width="2.5"/>'
        f'<rect x="{pad}" y="{pad}" width="{width}" height="{height}" rx="{r - 12}" fill="none" '
        f'stroke="{inner}" stroke-width="3"/>'
        f'<rect x="{pad + 3}" y="{pad + 3}" width="{width - 6}" height="{height - 6}" '
        f'rx="{r - 14}" '
        f'fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="2"/>' + ornament + '</g>',
        fw + 2 * MARGIN, fh + 2 * MARGIN,
        vertical("rim", *outer) + board)


def board_fill(top, bottom, opacity_top, opacity_bottom):
    return (f'<linearGradient id="board" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{top}" stop-opacity="{opacity_top}"/>'
            f'<stop offset="1" stop-color="{bottom}" '
            f'stop-opacity="{opacity_bottom}"/></linearGradient>')


def cloud(seed, width, height, fill="#ffffff", shade="#c8d4f0"):
    """A soft cloud of overlapping puffs, lit from above, its edges blurred."""
    rng = random.Random(seed)
    puffs = []
    for i in range(7):
        t = i / 6
        cx = width * (0.14 + 0.72 * t) + rng.uniform(-8, 8)
        r = height * (0.22 + 0.2 * math.sin(t * math.pi)) * rng.uniform(0.85, 1.1)
        puffs.append((cx, height * 0.62 - r * 0.5, r))
    body = "".join(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{shade}"/>' for x, y,
                   r in puffs)
    light = "".join(f'<circle cx="{x:.1f}" cy="{y - r * 0.18:.1f}" r="{r * 0.86:.1f}" '
                    f'fill="{fill}"/>'
                    for x, y, r in puffs)
    return doc(f'<g filter="url(#blur6)">{body}{light}</g>', width, height)
