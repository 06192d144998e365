"""Sweet Bonanza Xmas's art: frozen sweets (the premium symbols: a peppermint heart, a wrapped
sweet, a sugared gumdrop, a gummy bear, each in a strong halo of its colour for the pale sky) and
frosted fruit, the lollipop scatter and the golden bauble, whose face the client writes the
multiplier on (so it is left clean). Each symbol is its own shape, not only its own colour.
board/win_glow.png is a winning cell's light that reads on the pale sky (pink and gold, not
white); plaques/ holds the plaques' frames and pictures."""
from svg import (plaque_art, plaque_frames, plaque_pictures, symbol_pictures,
                 svg, radial, ramp, halo, gloss, sparkle, snow, lit, star, arrow,
                 card, placer, SNOW_DEFS, HEART_PATH)

SYMBOL_SIZE = 240          # pixels: twice the board's symbol at 1280x720


def sugar(seed, area, count, colour="#fff"):
    """Sugar crystals on a gummy: small bright squares at seeded places inside `area`."""
    import random
    rng = random.Random(seed)
    x0, y0, x1, y1 = area
    out = []
    for _ in range(count):
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        s = rng.uniform(1.2, 2.4)
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{s:.1f}" height="{s:.1f}" rx="0.4" '
                   f'fill="{colour}" opacity="{rng.uniform(0.55, 0.95):.2f}" '
                   f'transform="rotate({rng.uniform(0, 90):.0f} {x:.1f} {y:.1f})"/>')
    return "".join(out)


def sweet(shape, colours, halo_colour, extra="", edge="#000", depth="depth"):
    """A candy on the pale sky: a strong coloured halo behind it, a dark edge that parts it
    from the sky, its lit glossy body and whatever makes it this sweet (`extra`)."""
    light, mid, dark = colours
    return svg('<circle cx="50" cy="52" r="49" fill="url(#halo)"/>'
               + f'<g fill="none" stroke="{edge}" stroke-width="3.2" opacity="0.55" '
               f'filter="url(#soft)">{shape}</g>'
               + lit(f'<g fill="url(#body)">{shape}</g>', depth) + extra,
               radial("body", light, dark, "38%", "30%", "80%", mid)
               + halo("halo", halo_colour, 0.95) + SNOW_DEFS)


def striped_heart():
    """The top candy: a glossy red-and-white peppermint heart, a ribbon bow at its top."""
    heart = f'<path d="{HEART_PATH}" transform="translate(50 54) scale(1.1) translate(-50 -52)"/>'
    stripes = "".join(f'<path d="M{x} 0 L{x + 9} 0 L{x - 31} 100 L{x - 40} 100Z" fill="#fff" '
                      'opacity="0.92"/>' for x in range(10, 150, 20))
    bow = ('<path d="M50 30 Q36 14 28 24 Q30 36 50 32 Q70 36 72 24 Q64 14 50 30Z" '
           'fill="url(#bow)"/><circle cx="50" cy="30" r="4.5" fill="url(#bow)"/>')
    return sweet(heart, ("#ff9aa8", "#e8102e", "#6a0010"), "#ff4a6a",
                 f'<clipPath id="hc">{heart}</clipPath>'
                 f'<g clip-path="url(#hc)" filter="url(#depth-soft)">{stripes}</g>'
                 + f'<g fill="none" stroke="#fff" stroke-width="2" opacity="0.6">{heart}</g>'
                 + lit(bow, "depth-soft") + gloss(32, 34, 12, 6, -30, 0.95)
                 + gloss(70, 40, 6, 3, 30, 0.6) + sparkle(84, 26, 6) + sparkle(18, 72, 3.5)
                 + sparkle(64, 74, 2.8, opacity=0.8)
                 ).replace("</defs>", radial("bow", "#fff0a0", "#a06000", "35%", "30%", "80%",
                                             "#f5c030") + "</defs>")


def wrapped_sweet():
    """A purple sweet in a twisted wrapper: a round middle, a pleated fan at each end."""
    fans = ('<path d="M30 42 Q18 40 6 26 Q2 40 8 50 Q2 60 6 74 Q18 60 30 58Z"/>'
            '<path d="M70 42 Q82 40 94 26 Q98 40 92 50 Q98 60 94 74 Q82 60 70 58Z"/>')
    body = '<ellipse cx="50" cy="50" rx="27" ry="23"/>'
    shape = fans + body
    folds = ('<g stroke="#3a0a5a" stroke-width="1.2" fill="none" opacity="0.55">'
             '<path d="M28 46 L9 32 M28 50 L6 50 M28 54 L9 68"/>'
             '<path d="M72 46 L91 32 M72 50 L94 50 M72 54 L91 68"/></g>'
             '<g stroke="#fff" stroke-width="1" fill="none" opacity="0.6">'
             '<path d="M28 44 L12 30 M72 44 L88 30"/></g>')
    swirl = ('<clipPath id="wc">' + body + '</clipPath><g clip-path="url(#wc)" opacity="0.55">'
             + "".join(f'<path d="M{x} 20 Q{x + 14} 50 {x - 4} 80" stroke="#f6d8ff" '
                       'stroke-width="5" fill="none" stroke-linecap="round"/>'
                       for x in (30, 46, 62, 78)) + '</g>')
    return sweet(shape, ("#f4d0ff", "#a23ee0", "#3d0766"), "#c24aff",
                 lit(f'<g fill="url(#wrap)" opacity="0.9">{fans}</g>', "depth-soft", False)
                 + folds + swirl
                 + '<ellipse cx="50" cy="50" rx="27" ry="23" fill="none" stroke="#e9b8ff" '
                 'stroke-width="1.5" opacity="0.8"/>'
                 + lit('<path d="M25 42 Q30 50 25 58 L31 58 Q34 50 31 42Z"/>'
                       '<path d="M75 42 Q70 50 75 58 L69 58 Q66 50 69 42Z"/>'
                       .replace("/>", ' fill="url(#wrap)"/>'), "depth-soft", False)
                 + gloss(40, 38, 12, 6, -20, 0.95) + snow(31, 30, 48)
                 + sparkle(86, 70, 5) + sparkle(14, 28, 3.5)
                 ).replace("</defs>", ramp("wrap", [(0, "#fbeaff"), (0.5, "#c88af0"),
                                                    (1, "#5a1a8a")], 0, 0, 0.2, 1) + "</defs>")


def gumdrop():
    """A green sugared gumdrop: a soft dome on a flat foot, crusted with sugar crystals."""
    dome = '<path d="M16 84 Q12 44 30 26 Q50 8 70 26 Q88 44 84 84 Q50 94 16 84Z"/>'
    return sweet(dome, ("#d8ffc8", "#26c24a", "#05521c"), "#3cff6a",
                 '<ellipse cx="50" cy="84" rx="33" ry="6" fill="#04401a" opacity="0.45"/>'
                 '<path d="M28 70 Q30 40 46 26" stroke="#eaffe0" stroke-width="4" fill="none" '
                 'opacity="0.55" stroke-linecap="round" filter="url(#soft)"/>'
                 + sugar(7, (22, 30, 78, 84), 46) + sugar(8, (36, 18, 64, 30), 8)
                 + gloss(38, 34, 11, 7, -30, 0.9) + snow(20, 28, 50)
                 + sparkle(80, 36, 5) + sparkle(20, 50, 3.2) + sparkle(62, 70, 2.6, opacity=0.8))


def gummy_bear():
    """A blue gummy bear: translucent jelly with a bright core, a sugar dusting and a face."""
    bear = ('<circle cx="33" cy="15" r="8"/><circle cx="67" cy="15" r="8"/>'
            '<circle cx="50" cy="30" r="19"/>'
            '<ellipse cx="50" cy="66" rx="24" ry="24"/>'
            '<ellipse cx="26" cy="58" rx="8" ry="12" transform="rotate(35 26 58)"/>'
            '<ellipse cx="74" cy="58" rx="8" ry="12" transform="rotate(-35 74 58)"/>'
            '<ellipse cx="34" cy="86" rx="11" ry="9"/><ellipse cx="66" cy="86" rx="11" ry="9"/>')
    return sweet(bear, ("#d6f0ff", "#2f86ff", "#0a2a78"), "#3a9aff",
                 '<ellipse cx="50" cy="64" rx="14" ry="15" fill="#bfe6ff" opacity="0.35" '
                 'filter="url(#soft)"/>'
                 '<ellipse cx="50" cy="36" rx="8" ry="6" fill="#9fd4ff" opacity="0.6"/>'
                 '<ellipse cx="50" cy="33.5" rx="3.2" ry="2.4" fill="#06185a"/>'
                 '<circle cx="42" cy="26" r="2.6" fill="#06185a"/>'
                 '<circle cx="58" cy="26" r="2.6" fill="#06185a"/>'
                 '<circle cx="41.2" cy="25.2" r="0.9" fill="#fff"/>'
                 '<circle cx="57.2" cy="25.2" r="0.9" fill="#fff"/>'
                 '<path d="M46 39 Q50 42 54 39" stroke="#06185a" stroke-width="1.4" fill="none" '
                 'stroke-linecap="round"/>'
                 + f'<g fill="#fff" opacity="0.22" filter="url(#frost)">{bear}</g>'
                 + sugar(9, (30, 46, 70, 88), 18)
                 + gloss(40, 22, 8, 4, -25, 0.95) + gloss(40, 56, 7, 10, -10, 0.7)
                 + snow(10, 22, 50)
                 + sparkle(86, 40, 5) + sparkle(14, 36, 3.4) + sparkle(80, 84, 2.8, opacity=0.8))


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
    out["heart"] = striped_heart()
    out["purple"] = wrapped_sweet()
    out["green"] = gumdrop()
    out["blue"] = gummy_bear()
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
    body = ('<circle cx="50" cy="38" r="34" fill="url(#pop)"/>'
            '<clipPath id="popclip"><circle cx="50" cy="38" r="31"/></clipPath>')
    return svg(
        '<circle cx="50" cy="40" r="44" fill="url(#halo)"/>'
        + lit('<rect x="45" y="62" width="10" height="36" rx="4" fill="url(#stick)"/>',
              "depth-soft")
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


def plaques() -> dict:
    """The plaques' pictures and frames: free spins (the lollipop among sweets), the buy (the
    lollipop on a stack of gold); the frames a candy-cane rim round a berry-red face, snow on
    top."""
    put = placer(symbols())
    coins = "".join(lit(f'<ellipse cx="{x}" cy="{88 - 6 * i}" rx="{rx}" ry="{rx / 3}" '
                        'fill="url(#gold-ball)" stroke="#7a4a00" stroke-width="0.8"/>',
                        "depth-metal", i == 0)
                    for x, rx, n in ((24, 15, 4), (76, 17, 6)) for i in range(n))
    big = {
        "free_spins": plaque_art(put("heart", 0, 56, 38, "h") + put("blue", 64, 58, 36, "b")
                                 + put("purple", 62, 4, 34, "p") + put("green", 2, 6, 32, "g")
                                 + put("scatter", 14, 8, 74, "s") + sparkle(92, 44, 6)
                                 + sparkle(8, 46, 4), "#ff7ac8"),
        "buy": plaque_art(coins + put("scatter", 16, 2, 68, "s") + sparkle(90, 24, 7)
                          + sparkle(10, 30, 4) + sparkle(52, 94, 4), "#ffd54a"),
    }
    cane = ('<g fill="none" stroke="#ff2a5a" stroke-width="2.6" stroke-dasharray="4 4" '
            'opacity="0.9">{}</g>')
    snowcaps = "".join(f'<ellipse cx="{x}" cy="{y}" rx="{rx}" ry="3.2" fill="#fff" '
                       'filter="url(#shadow)"/>' for x, y, rx in ((22, 52.5, 12), (138, 52.5, 12),
                                                                  (80, 3, 12)))
    under = (cane.format('<rect x="7.5" y="53.5" width="145" height="61" rx="10"/>'),
             cane.format('<rect x="19.5" y="8.5" width="127" height="33" rx="8"/>'),
             cane.format('<rect x="15.5" y="6.5" width="131" height="52" rx="9"/>'))
    big_ornament = cane.format('<circle cx="80" cy="34" r="29.8"/>') + snowcaps
    small_ornament = (cane.format('<circle cx="25" cy="25" r="21.2"/>')
                      + '<ellipse cx="25" cy="3" rx="9" ry="2.6" fill="#fff" '
                        'filter="url(#shadow)"/>')
    frames = plaque_frames(("#ff6aa8", "#a0145a", "#3a0626"), "#ff9ad8", "url(#rim)",
                           ramp("rim", [(0, "#ffffff"), (0.5, "#ffe8f4"), (1, "#f0b8d8")],
                                0, 0, 0.3, 1), big_ornament, small_ornament, under)
    return {**plaque_pictures(big), **frames}


def win_glow():
    """A winning cell's light for the pale sky, where a white glow vanishes: a hot-pink halo
    with a deeper edge, a gold ring and glints, clear in the middle for the symbol."""
    return svg('<circle cx="50" cy="50" r="49" fill="url(#pinkglow)"/>'
               '<circle cx="50" cy="50" r="44" fill="none" stroke="#c0106a" stroke-width="3" '
               'opacity="0.55" filter="url(#soft)"/>'
               '<circle cx="50" cy="50" r="42" fill="none" stroke="url(#gold)" stroke-width="2.6" '
               'filter="url(#depth-metal)"/>'
               + sparkle(50, 7, 7) + sparkle(92, 50, 5) + sparkle(50, 93, 5) + sparkle(8, 50, 7)
               + sparkle(80, 20, 4) + sparkle(20, 80, 4),
               '<radialGradient id="pinkglow" cx="50%" cy="50%" r="50%">'
               '<stop offset="0.45" stop-color="#ff3fae" stop-opacity="0"/>'
               '<stop offset="0.78" stop-color="#ff3fae" stop-opacity="0.8"/>'
               '<stop offset="0.9" stop-color="#ffd54a" stop-opacity="0.7"/>'
               '<stop offset="1" stop-color="#ffd54a" stop-opacity="0"/></radialGradient>')


def pictures() -> dict:
    """relative path -> (svg, width, height): what sprites/make_sprites.py renders."""
    return {**symbol_pictures(symbols(), SYMBOL_SIZE, features()), **plaques(),
            "board/win_glow.png": (win_glow(), SYMBOL_SIZE, SYMBOL_SIZE)}
