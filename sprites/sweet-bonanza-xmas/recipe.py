"""Sweet Bonanza Xmas's art: frozen candies (the premium symbols, gold-rimmed jellies) and
frosted fruit, the lollipop scatter and the golden bauble, whose face the client writes the
multiplier on (so it is left clean). Each symbol is its own shape, not only its own colour."""
from svg import (symbol_pictures, svg, radial, ramp, halo, gloss, sparkle, snow, lit, star, arrow,
                 card, placer, SNOW_DEFS, HEART_PATH)

SYMBOL_SIZE = 240          # pixels: twice the board's symbol at 1280x720


def candy(outline, inner, colours, rim_width, snow_at, extra=""):
    """A jelly candy: a lit, glossy body in a gold rim, a bevelled inner face, snow on top."""
    light, mid, dark, edge = colours
    defs = radial("body", light, dark, "38%", "30%", "80%", mid) + SNOW_DEFS
    body = (lit(f'<g fill="url(#body)">{outline}</g>', "depth")
            + f'<g fill="none" stroke="url(#gold)" stroke-width="{rim_width}" '
            f'filter="url(#depth-metal)">{outline}</g>'
            + f'<g fill="none" stroke="{edge}" stroke-width="2.2" opacity="0.75">{inner}</g>'
            + f'<g fill="#fff" opacity="0.16">{inner}</g>')
    return svg(body + extra + gloss(36, 32, 14, 7) + snow(*snow_at)
               + sparkle(72, 64, 5) + sparkle(27, 58, 2.6, opacity=0.8), defs)


def fruit(body, colours, extra="", depth="depth", highlight=(36, 44, 9, 13)):
    light, mid, dark = colours
    defs = radial("body", light, dark, "36%", "32%", "78%", mid) + SNOW_DEFS
    return svg(lit(f'<g fill="url(#body)">{body}</g>', depth) + extra
               + gloss(*highlight, angle=-20, opacity=0.7)
               + f'<g fill="#fff" opacity="0.3" filter="url(#frost)">{body}</g>', defs)


def leaf(x, y, angle, size=1.0):
    return (f'<g transform="translate({x} {y}) rotate({angle}) scale({size})">'
            + lit('<path d="M0 0 Q10 -12 24 -4 Q12 8 0 0Z" fill="url(#leaf)"/>', "depth-soft")
            + '<path d="M2 -0.5 Q12 -4 21 -4" stroke="#d6ffb0" stroke-width="1" fill="none" '
            'opacity="0.7"/></g>')


LEAF = ramp("leaf", [(0, "#9be36b"), (1, "#1f7a2a")], 0, 0, 1, 1)


def stem(d):
    return (f'<path d="{d}" stroke="#3b240c" stroke-width="5" stroke-linecap="round" '
            f'fill="none" filter="url(#shadow)"/><path d="{d}" stroke="#8a5a2b" '
            'stroke-width="2.2" stroke-linecap="round" fill="none"/>')


def symbols() -> dict:
    out = {}
    out["heart"] = candy(f'<path d="{HEART_PATH}" transform="translate(50 52) scale(1.08) '
                         'translate(-50 -52)"/>',
                         f'<path d="{HEART_PATH}" transform="translate(50 50) scale(0.66) '
                         'translate(-50 -50)"/>',
                         ("#ffb3c2", "#f0143c", "#7a0018", "#ffd0da"), 4.2, (24, 38, 32),
                         sparkle(83, 28, 6) + sparkle(16, 72, 3.5))
    out["purple"] = candy('<rect x="13" y="15" width="74" height="74" rx="18"/>',
                          '<rect x="27" y="29" width="46" height="46" rx="11"/>',
                          ("#f0c8ff", "#a23ee0", "#3d0766", "#f3d9ff"), 3.2, (19, 54, 50))
    out["green"] = candy('<polygon points="50,8 92,38 77,90 23,90 8,38" stroke-linejoin="round"/>',
                         '<polygon points="50,30 71,45 63,72 37,72 29,45" '
                         'stroke-linejoin="round"/>',
                         ("#c8ffd4", "#22c04c", "#05521c", "#d6ffe0"), 3.2, (20, 34, 50))
    out["blue"] = candy('<ellipse cx="50" cy="55" rx="33" ry="40"/>',
                        '<ellipse cx="50" cy="57" rx="19" ry="25"/>',
                        ("#cfe8ff", "#2f86ff", "#0a2a78", "#dcefff"), 3.2, (21, 40, 50))
    apple = ('<path d="M50 28 C30 14 6 28 11 56 C15 84 34 96 50 87 C66 96 85 84 89 56 '
             'C94 28 70 14 50 28Z"/>')
    out["apple"] = fruit(apple, ("#ffb0a0", "#e0201a", "#6a0000"),
                         stem("M50 30 Q48 18 55 8") + leaf(54, 17, -18, 1.05)
                         + snow(26, 30, 37), highlight=(30, 46, 9, 14))
    out["apple"] = out["apple"].replace("</defs>", LEAF + "</defs>")
    plum = ('<path d="M50 22 C74 20 90 40 88 60 C86 82 68 92 50 92 C30 92 12 80 12 58 '
            'C12 38 28 22 50 22Z"/>')
    out["plum"] = fruit(plum, ("#d8b4f0", "#6a2a9a", "#1e0636"),
                        '<path d="M52 24 Q42 50 50 90" stroke="#2a0a44" stroke-width="2.4" '
                        'fill="none" opacity="0.55"/>' + stem("M52 24 Q52 14 60 8")
                        + snow(24, 32, 40), highlight=(32, 48, 8, 15))
    rind = '<path d="M6 36 A44 44 0 0 0 94 36Z"/>'
    seeds = "".join(f'<ellipse cx="{x}" cy="{y}" rx="2.2" ry="3.6" fill="#1a0a0a" '
                    f'transform="rotate({(x - 50) * 0.9} {x} {y})"/>'
                    for x, y in ((32, 46), (44, 52), (56, 52), (68, 46), (38, 62), (50, 66),
                                 (62, 62), (50, 44)))
    out["watermelon"] = svg(
        lit(rind.replace("/>", ' fill="url(#rind)"/>'))
        + '<path d="M13 36 A37 37 0 0 0 87 36Z" fill="#f4fbe8"/>'
        + lit('<path d="M17 36 A33 33 0 0 0 83 36Z" fill="url(#flesh)"/>', "depth-soft", False)
        + seeds + '<path d="M7 36 L93 36" stroke="#ffd9d9" stroke-width="2.5" '
        'stroke-linecap="round"/>' + snow(36, 86, 50)
        + "".join(f'<path d="M{x} {y} q3 -1 5 1" stroke="#9be06b" stroke-width="1.6" '
                  f'fill="none" opacity="0.7"/>' for x, y in ((24, 64), (40, 76), (62, 76))),
        ramp("rind", [(0, "#5ccf5a"), (0.5, "#1e7a2a"), (1, "#0b3d12")])
        + radial("flesh", "#ff9a9a", "#d0102a", "50%", "10%", "95%", "#ff3b4e") + SNOW_DEFS)
    grapes = [(50, 30), (37, 40), (63, 40), (28, 54), (50, 52), (72, 54), (38, 67), (62, 67),
              (50, 80), (50, 66)]
    out["grapes"] = svg(
        '<g filter="url(#shadow)">' + "".join(
            f'<circle cx="{x}" cy="{y}" r="11.5" fill="url(#grape)" filter="url(#depth-soft)"/>'
            f'<circle cx="{x - 4}" cy="{y - 4}" r="3" fill="#fff" opacity="0.8" '
            'filter="url(#soft)"/>' for x, y in grapes) + '</g>'
        + stem("M50 22 Q52 12 60 8") + leaf(50, 20, 200, 1.0) + snow(28, 26, 50)
        + '<g fill="#fff" opacity="0.45" filter="url(#frost)">' + "".join(
            f'<circle cx="{x}" cy="{y}" r="11.5"/>' for x, y in grapes) + '</g>',
        radial("grape", "#eaffc0", "#3e7a0c", "35%", "30%", "80%", "#8fcf2e") + LEAF + SNOW_DEFS)
    banana = ('<path d="M16 24 Q14 74 70 86 Q90 88 90 78 Q86 74 78 74 Q40 68 32 24 '
              'Q30 16 16 24Z"/>')
    banana2 = ('<path d="M26 22 Q30 62 78 70 Q92 70 90 62 Q86 58 80 60 Q46 56 40 20 '
               'Q36 14 26 22Z"/>')
    out["banana"] = svg(
        lit(banana2.replace("/>", ' fill="url(#ban2)"/>'), "depth-soft")
        + lit(banana.replace("/>", ' fill="url(#ban)"/>'))
        + '<path d="M24 34 Q32 70 72 80" stroke="#fffbd0" stroke-width="3" fill="none" '
        'opacity="0.75" stroke-linecap="round"/><path d="M14 22 L18 14 L28 16 L24 24Z" '
        'fill="#4a2e10"/><path d="M88 76 L95 79 L90 85Z" fill="#4a2e10"/>' + snow(20, 24, 24)
        + '<g fill="#fff" opacity="0.4" filter="url(#frost)">' + banana + '</g>',
        radial("ban", "#fff8b8", "#b07800", "30%", "30%", "90%", "#f5c820")
        + radial("ban2", "#f0e08a", "#8a5c00", "30%", "30%", "90%", "#d8a814") + SNOW_DEFS)
    out["scatter"] = lollipop()
    out["bauble"] = bauble()
    return out


def lollipop():
    """The scatter: a big swirled lollipop on a stick with a bow, glowing, the richest symbol."""
    arms = "".join(f'<path d="M50 38 Q{50 + 30 * c} {38 + 30 * s} {50 + 36 * c2} {38 + 36 * s2}" '
                   f'stroke="#fff" stroke-width="6.5" fill="none" stroke-linecap="round" '
                   f'opacity="0.95"/>'
                   for c, s, c2, s2 in _spokes())
    body = (f'<circle cx="50" cy="38" r="34" fill="url(#pop)"/>'
            f'<clipPath id="popclip"><circle cx="50" cy="38" r="31"/></clipPath>')
    return svg(
        '<circle cx="50" cy="40" r="44" fill="url(#halo)"/>'
        + lit('<rect x="45" y="62" width="10" height="36" rx="4" fill="url(#stick)"/>', "depth-soft")
        + '<g filter="url(#shadow)"><g filter="url(#depth)">' + body
        + f'<g clip-path="url(#popclip)">{arms}</g></g></g>'
        + '<circle cx="50" cy="38" r="34" fill="none" stroke="url(#gold)" stroke-width="3.2" '
        'filter="url(#depth-metal)"/>'
        + lit('<path d="M50 70 Q36 60 30 70 Q34 80 50 72 Q66 80 70 70 Q64 60 50 70Z" '
              'fill="url(#bow)"/><circle cx="50" cy="71" r="4.5" fill="url(#bow)"/>', "depth-soft")
        + '<path d="M47 73 L38 90 L46 86 L49 92Z M53 73 L62 90 L54 86 L51 92Z" fill="#c8102e" '
        'filter="url(#shadow)"/>'
        + gloss(36, 22, 14, 7) + snow(10, 36, 46)
        + sparkle(86, 14, 7) + sparkle(12, 24, 5) + sparkle(84, 62, 4)
        + star(16, 62, 4, fill="#fff6b0", opacity="0.9"),
        radial("pop", "#ffd0ee", "#a0005a", "40%", "30%", "80%", "#ff3fae")
        + halo("halo", "#ff9ad8")
        + ramp("stick", [(0, "#ffffff"), (0.5, "#e8e0d4"), (1, "#a89c88")], 0, 0, 1, 0)
        + radial("bow", "#ff8a9a", "#8a0014", "35%", "30%", "80%", "#e0102e") + SNOW_DEFS)


def _spokes():
    import math
    for i in range(6):
        a = math.radians(i * 60)
        b = math.radians(i * 60 + 50)
        yield math.cos(a), math.sin(a), math.cos(b), math.sin(b)


def bauble():
    """The golden bauble: a polished gold ball with a frosted band; its middle is a calm,
    darker face so the value the client writes on it reads at once."""
    return svg(
        '<circle cx="50" cy="56" r="44" fill="url(#halo)"/>'
        + lit('<rect x="40" y="4" width="20" height="13" rx="3" fill="url(#gold-h)"/>'
              '<path d="M44 6 Q50 -2 56 6" stroke="#8a5a00" stroke-width="2.5" fill="none"/>',
              "depth-metal")
        + lit('<circle cx="50" cy="56" r="39" fill="url(#gold-ball)"/>')
        + '<circle cx="50" cy="56" r="39" fill="none" stroke="#6e4300" stroke-width="1.6"/>'
        + '<circle cx="50" cy="58" r="25" fill="url(#face)" stroke="url(#gold)" '
        'stroke-width="3" filter="url(#depth-metal)"/>'
        + "".join(star(50 + 33 * c, 56 + 33 * s, 3.2, fill="#fff6c8", opacity="0.95")
                  for c, s in ((0.0, -1.0), (0.87, -0.5), (0.87, 0.5), (0.0, 1.0),
                               (-0.87, 0.5), (-0.87, -0.5)))
        + gloss(32, 34, 13, 6, opacity=0.9) + snow(19, 34, 50)
        + sparkle(86, 32, 6) + sparkle(14, 80, 4),
        radial("face", "#fff2c0", "#e8b838", "45%", "35%", "75%", "#f7d76a")
        + halo("halo", "#ffe27a") + SNOW_DEFS)


def features() -> dict:
    """The help pages' pictures: free spins, the baubles adding up, the ante bet, the buy."""
    put = placer(symbols())

    def scene(body):
        return card(body, "#78aaeb", "#ecc8f0")

    coins = "".join(lit(f'<ellipse cx="180" cy="{124 - 11 * i}" rx="30" ry="10" '
                        'fill="url(#gold-ball)" stroke="#7a4a00" stroke-width="1.2"/>',
                        "depth-metal", i == 0) for i in range(6))
    plus = ('<g filter="url(#shadow)"><rect x="{x}" y="{y}" width="24" height="7" rx="3.5" '
            'fill="#fff"/><rect x="{cx}" y="{cy}" width="7" height="24" rx="3.5" fill="#fff"/></g>')
    return {
        "free_spins": scene("".join(put("scatter", 14 + 52 * i, 44 - abs(i * 2 - 3) * 6, 70,
                                        f"s{i}") for i in range(4)) + sparkle(120, 20, 8)),
        "bauble": scene(put("bauble", 8, 40, 56, "a") + plus.format(x=64, y=64, cx=72.5, cy=55.5)
                        + put("bauble", 92, 40, 56, "b") + arrow(150, 68, 22)
                        + put("bauble", 170, 28, 68, "c") + sparkle(222, 30, 8)),
        "ante": scene(put("scatter", 20, 30, 96, "a") + arrow(140, 128, 90, -90)
                      + put("scatter", 156, 20, 62, "b") + put("scatter", 166, 78, 56, "c")),
        "buy": scene(put("scatter", 20, 22, 110, "a") + coins + sparkle(212, 44, 8)),
    }


def pictures() -> dict:
    """relative path -> (svg, width, height): what sprites/make_sprites.py renders."""
    return symbol_pictures(symbols(), SYMBOL_SIZE, features())
