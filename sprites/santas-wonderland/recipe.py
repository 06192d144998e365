"""Santa's Wonderland's art: the toys of a night workshop (the premium symbols: gold-trimmed,
haloed), four glass ornaments of four shapes (the low symbols, each with its suit), Santa the
Wild, and the five spin-feature marks, each an emblem of its own shape; beside them the board's
pictures under marks/: each mark's gift-wrapped tile (tile_COLOUR.png, tile_COLOUR_won.png) to
lay behind a symbol instead of a flat square, and the cluster-win frame (win_frame.png, gold;
win_frame_white.png to tint). Lit from the top left, with the cool rim light of a winter night."""
import math

from svg import (plaque_art, plaque_frames, plaque_pictures, symbol_pictures,
                 svg, radial, ramp, halo, gloss, sparkle, star, suit, lit, arrow,
                 arrow_arc, card, placer, HEART_PATH)

SYMBOL_SIZE = 200          # pixels: the 8x8 board's symbol at full screen, with room to spare


def cap(y=12):
    """An ornament's metal cap and its loop."""
    return (lit(f'<rect x="42" y="{y}" width="16" height="9" rx="2" fill="url(#silver)"/>',
                "depth-metal")
            + f'<path d="M46 {y} Q50 {y - 8} 54 {y}" stroke="#b8b8c8" stroke-width="2.5" '
            'fill="none"/>')


def ornament(outline, colours, kind, suit_at=(50, 58, 1.5), highlight=(36, 40, 12, 7)):
    """A glass ornament: its own outline, a deep glossy fill, a suit in frosted white."""
    light, mid, dark = colours
    x, y, scale = suit_at
    return svg(cap() + lit(f'<g fill="url(#glass)">{outline}</g>', "depth-cool")
               + f'<g fill="none" stroke="#fff" stroke-width="1" opacity="0.35">{outline}</g>'
               + lit(suit(kind, "url(#frostwhite)", scale, x, y), "depth-soft")
               + gloss(*highlight) + sparkle(72, 74, 3.5, opacity=0.85),
               radial("glass", light, dark, "36%", "32%", "80%", mid) + SILVER + FROSTWHITE)


SILVER = ramp("silver", [(0, "#ffffff"), (0.4, "#b8bccc"), (0.7, "#e8eaf4"), (1, "#6a6e80")],
              0, 0, 1, 0.3)
FROSTWHITE = radial("frostwhite", "#ffffff", "#cfe4f5", "40%", "30%", "80%")


def symbols() -> dict:
    out = {}
    out["teddy"] = teddy()
    out["train"] = train()
    out["biplane"] = biplane()
    out["club"] = ornament('<circle cx="50" cy="59" r="36"/>', ("#b8ffc0", "#1fa040", "#053a14"),
                           "club", (50, 60, 1.35))
    out["heart"] = ornament(f'<path d="{HEART_PATH}" transform="translate(50 60) scale(1.02 0.98) '
                            'translate(-50 -52)"/>', ("#ffb0b8", "#e01a32", "#5a0010"), "heart",
                            (50, 56, 1.15), (32, 40, 10, 6))
    out["spade"] = ornament('<path d="M50 20 C74 24 86 44 80 62 C76 76 60 86 50 96 C40 86 24 76 '
                            '20 62 C14 44 26 24 50 20Z"/>', ("#ffd49a", "#f07800", "#6a2800"),
                            "spade", (50, 56, 1.2), (38, 38, 10, 6))
    out["diamond"] = ornament('<path d="M50 18 L84 56 L50 96 L16 56Z" stroke-linejoin="round"/>'
                              , ("#c8e4ff", "#2a6ee8", "#061e66"), "diamond", (50, 57, 1.25),
                              (38, 44, 9, 5))
    out["diamond"] = out["diamond"].replace(
        "</g><g fill=\"none\"",
        '<path d="M50 18 L50 96 M16 56 L84 56" stroke="#fff" stroke-width="0.8" opacity="0.25"/>'
        "</g><g fill=\"none\"", 1)
    out["wild"] = santa()
    out.update(marks())
    return out


def premium(body, defs, glow="#ffd54a"):
    """A premium toy: a warm halo behind it and glints of light on it."""
    return svg('<circle cx="50" cy="52" r="48" fill="url(#halo)"/>' + body
               + sparkle(86, 18, 6) + sparkle(12, 80, 4) + sparkle(84, 84, 3),
               halo("halo", glow, 0.55) + defs)


def teddy():
    fur = 'fill="url(#fur)"'
    return premium(
        lit(f'<circle cx="24" cy="24" r="13" {fur}/><circle cx="76" cy="24" r="13" {fur}/>'
            f'<ellipse cx="50" cy="80" rx="30" ry="18" {fur}/>'
            f'<circle cx="50" cy="48" r="32" {fur}/>', "depth-cool")
        + '<circle cx="24" cy="24" r="6.5" fill="#f0c8a0"/><circle cx="76" cy="24" r="6.5" '
        'fill="#f0c8a0"/>'
        + lit('<ellipse cx="50" cy="60" rx="15" ry="11" fill="url(#muzzle)"/>', "depth-soft", False)
        + '<ellipse cx="50" cy="54" rx="6" ry="4.2" fill="#1a0d05"/><ellipse cx="48.5" cy="52.8" '
        'rx="2" ry="1.2" fill="#fff" opacity="0.7"/>'
        '<path d="M50 58 L50 62 M43 63 Q50 69 57 63" stroke="#1a0d05" stroke-width="2.2" '
        'fill="none" stroke-linecap="round"/>'
        + "".join(f'<circle cx="{x}" cy="43" r="4.6" fill="#140a04"/><circle cx="{x - 1.5}" '
                  f'cy="41.5" r="1.5" fill="#fff"/>' for x in (37, 63))
        + lit('<path d="M30 72 L50 78 L70 72 L66 88 L50 82 L34 88Z" fill="url(#ribbon)"/>',
              "depth-soft")
        + lit('<circle cx="50" cy="80" r="5" fill="url(#gold-ball)"/>', "depth-metal", False)
        + star(70, 86, 7, fill="url(#gold-ball)", stroke="#7a4a00", stroke_width="0.8")
        + gloss(36, 30, 10, 5, opacity=0.45),
        radial("fur", "#e8b070", "#5a2e0a", "38%", "30%", "80%", "#b06a28")
        + radial("muzzle", "#fff0dc", "#d8a878", "40%", "30%", "80%")
        + radial("ribbon", "#ff8a8a", "#8a0010", "35%", "30%", "80%", "#d8102a"))


def train():
    return premium(
        lit('<rect x="8" y="42" width="56" height="28" rx="5" fill="url(#paint)"/>'
            '<rect x="52" y="22" width="38" height="48" rx="5" fill="url(#paint)"/>'
            '<path d="M4 70 L18 60 L18 70Z" fill="url(#gold)"/>', "depth-cool")
        + lit('<rect x="48" y="16" width="46" height="8" rx="3" fill="url(#gold-h)"/>'
              '<rect x="16" y="20" width="14" height="24" fill="url(#iron)"/>'
              '<path d="M10 14 L36 14 L31 22 L15 22Z" fill="url(#gold-h)"/>'
              '<rect x="6" y="66" width="88" height="7" rx="2" fill="url(#gold-h)"/>'
              '<rect x="10" y="46" width="40" height="4" rx="2" fill="url(#gold-h)"/>',
              "depth-metal")
        + '<rect x="59" y="29" width="24" height="16" rx="3" fill="url(#window)" stroke="#7a4a00" '
        'stroke-width="1.5"/>'
        + "".join(lit(f'<circle cx="{x}" cy="80" r="{r}" fill="url(#iron)"/>', "depth-metal")
                  + f'<circle cx="{x}" cy="80" r="{r - 3}" fill="none" stroke="url(#gold)" '
                  f'stroke-width="2.4"/><circle cx="{x}" cy="80" r="2.6" fill="url(#gold-ball)"/>'
                  for x, r in ((24, 10), (48, 10), (75, 12)))
        + '<g filter="url(#blur3)" opacity="0.8"><circle cx="22" cy="8" r="6" fill="#fff"/>'
        '<circle cx="32" cy="4" r="4" fill="#fff"/></g>'
        + gloss(66, 30, 9, 3, 0, 0.7) + gloss(28, 48, 14, 3, 0, 0.5),
        ramp("paint", [(0, "#ff8a7a"), (0.35, "#e81c24"), (1, "#5a0008")])
        + ramp("iron", [(0, "#6a6a7a"), (1, "#16161e")])
        + radial("window", "#fff8d0", "#ffb830", "40%", "40%", "70%"))


def biplane():
    return premium(
        lit('<rect x="4" y="28" width="92" height="15" rx="7.5" fill="url(#wing)"/>', "depth-cool")
        + '<path d="M26 42 L30 62 M74 42 L70 62" stroke="#7a4a00" stroke-width="2.2"/>'
        + lit('<ellipse cx="50" cy="52" rx="12" ry="40" fill="url(#hull)"/>', "depth-cool")
        + lit('<rect x="10" y="56" width="80" height="13" rx="6.5" fill="url(#wing)"/>',
              "depth-cool")
        + lit('<path d="M34 86 L66 86 L60 94 L40 94Z" fill="url(#paint)"/>', "depth-soft")
        + '<rect x="16" y="32" width="12" height="7" rx="3" fill="#e8102a"/>'
        '<rect x="72" y="32" width="12" height="7" rx="3" fill="#e8102a"/>'
        + lit('<circle cx="50" cy="48" r="7" fill="url(#window)"/>', "depth-metal", False)
        + lit('<circle cx="50" cy="13" r="4.5" fill="url(#paint)"/>', "depth-soft")
        + '<g opacity="0.85"><ellipse cx="50" cy="12" rx="24" ry="3.6" fill="url(#prop)"/></g>'
        + gloss(30, 33, 14, 2.5, 0, 0.8) + gloss(44, 36, 3, 10, 0, 0.6),
        ramp("wing", [(0, "#fff3a8"), (0.4, "#f5c030"), (1, "#8a5600")])
        + radial("hull", "#fff6c0", "#8a5000", "35%", "30%", "85%", "#f0b020")
        + ramp("paint", [(0, "#ff8a7a"), (1, "#8a0010")])
        + radial("window", "#e8f6ff", "#3a7ac8", "40%", "35%", "70%")
        + ramp("prop", [(0, "#fff", 0), (0.5, "#e8eef8", 0.95), (1, "#fff", 0)], 0, 0, 1, 0))


def santa():
    """The Wild: Santa's face in a gold medallion, the richest symbol of the board."""
    return premium(
        lit('<circle cx="50" cy="52" r="44" fill="url(#night)"/>', "depth-cool")
        + '<circle cx="50" cy="52" r="44" fill="none" stroke="url(#gold)" stroke-width="5" '
        'filter="url(#depth-metal)"/>'
        + '<clipPath id="medal"><circle cx="50" cy="52" r="41.5"/></clipPath>'
        + '<g clip-path="url(#medal)">'
        + lit('<path d="M14 52 Q14 16 54 14 Q84 14 88 40 L90 50 Z" fill="url(#hat)"/>', "depth")
        + lit('<path d="M16 104 Q8 62 30 58 Q50 56 70 58 Q92 62 84 104Z" fill="url(#beard)"/>',
              "depth-soft")
        + lit('<ellipse cx="50" cy="56" rx="20" ry="17" fill="url(#skin)"/>', "depth-soft", False)
        + lit('<path d="M30 70 Q40 60 50 68 Q60 60 70 70 Q60 78 50 72 Q40 78 30 70Z" '
              'fill="url(#beard)"/>', "depth-soft")
        + '<ellipse cx="50" cy="60" rx="5.5" ry="4.5" fill="#e8707a"/>'
        + "".join(f'<path d="M{x - 4} 51 Q{x} 46 {x + 4} 51" stroke="#2a1208" '
                  'stroke-width="2.6" fill="none" stroke-linecap="round"/>' for x in (41, 59))
        + '<circle cx="34" cy="60" r="4.5" fill="#ff8a95" opacity="0.6" filter="url(#soft)"/>'
        '<circle cx="66" cy="60" r="4.5" fill="#ff8a95" opacity="0.6" filter="url(#soft)"/>'
        + lit('<rect x="10" y="36" width="80" height="12" rx="6" fill="url(#beard)"/>',
              "depth-soft")
        + '</g>'
        + lit('<circle cx="90" cy="40" r="8" fill="url(#beard)"/>', "depth-soft")
        + gloss(30, 26, 12, 5, opacity=0.6),
        radial("night", "#3a5aa8", "#0a1030", "50%", "40%", "70%")
        + radial("hat", "#ff7a7a", "#6a0010", "40%", "30%", "80%", "#e0142a")
        + radial("beard", "#ffffff", "#b8cce0", "40%", "25%", "90%", "#eef4fa")
        + radial("skin", "#ffe8d8", "#e8a888", "40%", "35%", "80%"), "#fff0a0")


MARK_COLOURS = {"blue": ("#d8f0ff", "#3c8cff", "#0a2a78"),
                "purple": ("#f0d8ff", "#a050f0", "#3a0a6a"),
                "yellow": ("#fff8c8", "#f5c81e", "#7a5200"),
                "red": ("#ffd0d0", "#eb323c", "#6a0008"),
                "green": ("#d8ffd8", "#28b450", "#064018")}


def marks() -> dict:
    """The five marks, one emblem each: blue a snowflake (Refresh), purple Santa's hat (Wild
    Santa), yellow a gift (Blocks), red a big star (Supersize), green holly (Lucky Santa)."""
    shapes = {
        "blue": "".join(f'<g transform="rotate({a} 50 50)"><path d="M50 50 L50 8 M50 20 L41 11 '
                        'M50 20 L59 11 M50 33 L39 24 M50 33 L61 24" stroke="url(#fill)" '
                        'stroke-width="6.5" stroke-linecap="round" fill="none"/></g>'
                        for a in range(0, 360,
                                       60)) + '<circle cx="50" cy="50" r="9" fill="url(#fill)"/>',
        "purple": '<path d="M12 76 Q20 24 60 16 Q82 14 88 36 Q70 28 62 40 Q72 56 76 76Z" '
                  'fill="url(#fill)"/><rect x="8" y="72" width="74" height="16" rx="8" '
                  'fill="#fff"/><circle cx="88" cy="38" r="9" fill="#fff"/>',
        "yellow": '<rect x="14" y="40" width="72" height="50" rx="4" fill="url(#fill)"/>'
                  '<rect x="8" y="28" width="84" height="16" rx="4" fill="url(#fill)"/>'
                  '<rect x="44" y="28" width="12" height="62" fill="#e8102a"/>'
                  '<path d="M50 28 Q30 4 24 20 Q28 30 50 28 Q72 30 76 20 Q70 4 50 28Z" '
                  'fill="#e8102a"/>',
        "red": star(50, 52, 46, 20, fill="url(#fill)", stroke_linejoin="round"),
        "green": '<path d="M50 50 Q30 20 8 30 Q18 36 12 44 Q24 44 22 54 Q34 48 50 50Z" '
                 'fill="url(#fill)"/><path d="M50 50 Q70 20 92 30 Q82 36 88 44 Q76 44 78 54 '
                 'Q66 48 50 50Z" fill="url(#fill)"/><path d="M50 50 Q36 76 50 96 Q64 76 50 50Z" '
                 'fill="url(#fill)"/>'
                 + "".join(f'<circle cx="{x}" cy="{y}" r="8" fill="#e8102a"/>'
                           for x, y in ((42, 52), (58, 52), (50, 40))),
    }
    out = {}
    for colour, shape in shapes.items():
        light, mid, dark = MARK_COLOURS[colour]
        out[f"mark_{colour}"] = svg(lit(shape, "depth") + gloss(36, 30, 10, 5, opacity=0.6),
                                    radial("fill", light, dark, "40%", "30%", "80%", mid))
    return out


def features() -> dict:
    """The help pages' pictures: each mark beside what its feature does, Midnight Riches, buy."""
    put = placer(symbols())

    def scene(body):
        return card(body, "#1c3a78", "#3c1430")

    block = "".join(put("teddy", 136 + 44 * (i % 2), 34 + 44 * (i // 2), 46, f"t{i}")
                    for i in range(4))
    return {
        "refresh": scene(put("mark_blue", 14, 40, 80, "m")
                         + '<g fill="#fff" stroke="#fff" filter="url(#shadow)">'
                         + arrow_arc(30, 200, 340, 6, 9, 170, 80) + arrow_arc(30, 20, 160, 6, 9,
                                                                              170, 80)
                         + '</g>' + put("club", 146, 56, 48, "a")),
        "wild_santa": scene(put("mark_purple", 10, 44, 72, "m") + put("heart", 84, 50, 56, "a")
                            + arrow(142, 78, 26) + put("wild", 168, 44, 66, "w")),
        "blocks": scene(put("mark_yellow", 14, 44, 72, "m") + arrow(94, 80, 30) + block),
        "supersize": scene(put("mark_red", 10, 44, 72, "m") + arrow(86, 80, 28)
                           + put("teddy", 118, 22, 116, "t")),
        "lucky_santa": scene(put("mark_green", 10, 46, 72, "m")
                             + "".join(f'<path d="M{x + 26} {y - 30} L{x + 26} {y}" stroke="#fff" '
                                       'stroke-width="3" opacity="0.35" stroke-linecap="round"/>'
                                       + put("wild", x, y, 52, f"w{i}")
                                       for i,
                                       (x, y) in enumerate(((92, 70), (136, 30), (178, 84))))),
        "midnight_riches": scene(put("wild", 12, 30, 100, "w") + "".join(
            put(f"mark_{c}", 118 + i * 22, 112 - i * 22, 30, f"m{i}")
            for i, c in enumerate(("blue", "purple", "yellow", "red", "green")))
            + sparkle(206, 26, 9) + sparkle(124, 30, 5)),
        "buy": scene(put("mark_yellow", 26, 30, 100, "g") + "".join(
            lit(f'<ellipse cx="170" cy="{120 - 12 * i}" rx="30" ry="10" fill="url(#gold-ball)" '
                'stroke="#7a4a00" stroke-width="1.2"/>', "depth-metal", i == 0) for i in range(6))
            + sparkle(200, 40, 8)),
    }




def mark_tile(colour, won=False):
    """The tile a spin-feature mark lays behind a symbol: a glowing gift-wrapped square of its
    colour (a wrap pattern, a ribbon across it, a bow peeking at the top) with the mark's emblem
    on a badge in its corner, clear of the symbol in the middle. `won`: lit up, brighter rim,
    sparkles at the corners."""
    light, mid, dark = MARK_COLOURS[colour]
    tile = '<rect x="7" y="7" width="86" height="86" rx="16"/>'
    stripes = "".join(f'<path d="M{x} 0 L{x + 7} 0 L{x - 93} 100 L{x - 100} 100Z"/>'
                      for x in range(0, 200, 16))
    dots = "".join(star(x, y, 2.6, fill=light, opacity="0.55")
                   for x in (20, 50, 80) for y in (20, 50, 80) if (x, y) != (50, 50))
    put = placer(marks())
    glow = 1.0 if won else 0.7
    return svg(
        f'<rect x="3" y="3" width="94" height="94" rx="19" fill="url(#rimglow)" opacity="{glow}"/>'
        + f'<clipPath id="tile">{tile}</clipPath>'
        + f'<g filter="url(#depth-soft)" opacity="{0.95 if won else 0.82}">'
        + tile.replace("/>", ' fill="url(#wrap)"/>')
        + f'<g clip-path="url(#tile)"><g fill="{light}" opacity="0.18">{stripes}</g>{dots}'
        + '<rect x="44" y="0" width="12" height="100" fill="url(#ribbon-v)"/>'
        + '<rect x="0" y="44" width="100" height="12" fill="url(#ribbon-h)"/></g></g>'
        + '<path d="M50 16 Q38 2 30 10 Q32 20 50 16 Q68 20 70 10 Q62 2 50 16Z" '
          'fill="url(#gold-ball)" '
        'stroke="#7a4a00" stroke-width="0.8" filter="url(#shadow)"/>'
        + f'<rect x="7" y="7" width="86" height="86" rx="16" fill="none" '
          f'stroke="{"#fff8d0" if won else light}" '
        f'stroke-width="{3.2 if won else 2.2}" filter="url(#glow-white)" '
        f'opacity="{1 if won else 0.8}"/>'
        + '<rect x="10" y="10" width="80" height="30" rx="12" fill="#fff" opacity="0.10"/>'
        + '<circle cx="82" cy="82" r="12.5" fill="url(#badge)" stroke="url(#gold)" '
          'stroke-width="2.4" '
        'filter="url(#shadow)"/>'
        + put(f"mark_{colour}", 71.5, 71.5, 21, "e")
        + (sparkle(10, 10, 7) + sparkle(90, 12, 5) + sparkle(12, 88, 5) + sparkle(92, 60, 4)
           if won else sparkle(14, 14, 4, opacity=0.8)),
        radial("wrap", light, dark, "35%", "25%", "95%", mid)
        + radial("badge", mid, dark, "40%", "30%", "80%")
        + ramp("ribbon-v", [(0, "#c88a10"), (0.3, "#fff3b0"), (0.6, "#f5c542"), (1, "#8a5a00")],
               0, 0, 1, 0)
        + ramp("ribbon-h", [(0, "#c88a10"), (0.3, "#fff3b0"), (0.6, "#f5c542"), (1, "#8a5a00")])
        + '<radialGradient id="rimglow" cx="50%" cy="50%" r="50%">'
        + f'<stop offset="0.7" stop-color="{mid}" stop-opacity="0"/>'
        + f'<stop offset="0.86" stop-color="{light if won else mid}" stop-opacity="0.95"/>'
        + f'<stop offset="1" stop-color="{mid}" stop-opacity="0"/></radialGradient>')


def win_frame(colour="gold"):
    """The cluster-win highlight laid over a winning cell: a glowing rounded frame with a soft
    light inside and glints at its corners, clear in the middle for the symbol. `white` is the
    same frame in white, for the client to tint (BLEND_RGBA_MULT) in a cluster's colour."""
    rim, glow = (("url(#gold)", "#ffd54a") if colour == "gold" else ("#ffffff", "#ffffff"))
    return svg(
        '<rect x="4" y="4" width="92" height="92" rx="18" fill="url(#inner)"/>'
        + f'<rect x="6" y="6" width="88" height="88" rx="17" fill="none" stroke="{glow}" '
        'stroke-width="7" opacity="0.55" filter="url(#blur3)"/>'
        + f'<rect x="7" y="7" width="86" height="86" rx="16" fill="none" stroke="{rim}" '
        'stroke-width="4" filter="url(#depth-metal)"/>'
        + '<rect x="7" y="7" width="86" height="86" rx="16" fill="none" stroke="#fff" '
        'stroke-width="1.2" opacity="0.85"/>'
        + sparkle(9, 9, 9) + sparkle(91, 9, 6) + sparkle(9, 91, 6) + sparkle(91, 91, 9)
        + sparkle(50, 6, 4, opacity=0.8) + sparkle(50, 94, 4, opacity=0.8),
        '<radialGradient id="inner" cx="50%" cy="50%" r="55%">'
        + f'<stop offset="0.55" stop-color="{glow}" stop-opacity="0"/>'
        + f'<stop offset="1" stop-color="{glow}" stop-opacity="0.55"/></radialGradient>')


def board_pictures() -> dict:
    """The board's own pictures beside the symbols: each mark's tile (idle and won) and the
    cluster-win frame, 200x200 like a symbol (the client scales them to a cell)."""
    out = {}
    for colour in MARK_COLOURS:
        out[f"marks/tile_{colour}.png"] = (mark_tile(colour), SYMBOL_SIZE, SYMBOL_SIZE)
        out[f"marks/tile_{colour}_won.png"] = (mark_tile(colour, True), SYMBOL_SIZE, SYMBOL_SIZE)
    out["marks/win_frame.png"] = (win_frame(), SYMBOL_SIZE, SYMBOL_SIZE)
    out["marks/win_frame_white.png"] = (win_frame("white"), SYMBOL_SIZE, SYMBOL_SIZE)
    return out


def pictures() -> dict:
    """relative path -> (svg, width, height): what sprites/make_sprites.py renders."""
    return {**symbol_pictures(symbols(), SYMBOL_SIZE, features()), **board_pictures(), **plaques()}


def plaques() -> dict:
    """The plaques' pictures and frames: Midnight Riches (Santa in his medallion, the five
    marks in an arc over him), the buy (a gift on a stack of gold), each in-round feature's mark
    on a badge with what it does, a Midnight Riches level (Santa under the moon); the frames in
    night blue and gold with holly."""
    put = placer(symbols())
    arc = "".join(put(f"mark_{c}", 50 + 42 * math.cos(math.radians(a)) - 10,
                      54 + 42 * math.sin(math.radians(a)) - 10, 20, f"m{i}")
                  for i, (c, a) in enumerate(zip(MARK_COLOURS, (-160, -125, -90, -55, -20))))
    coins = "".join(lit(f'<ellipse cx="70" cy="{84 - 6 * i}" rx="18" ry="6" fill="url(#gold-ball)" '
                        'stroke="#7a4a00" stroke-width="0.8"/>', "depth-metal", i == 0)
                    for i in range(5))
    coins += "".join(lit(f'<ellipse cx="30" cy="{88 - 6 * i}" rx="14" ry="5" '
                         f'fill="url(#gold-ball)" '
                         'stroke="#7a4a00" stroke-width="0.8"/>', "depth-metal", i == 0)
                     for i in range(3))
    big = {
        "midnight_riches": plaque_art(put("wild", 10, 18, 80, "w") + arc
                                      + sparkle(88, 84, 6) + sparkle(12, 84, 4), "#ffd54a"),
        "buy": plaque_art(coins + put("mark_yellow", 22, 10, 62, "g") + sparkle(86, 20, 7)
                          + sparkle(14, 30, 4) + sparkle(50, 90, 4), "#ffd54a"),
    }
    hint = {"refresh": ("blue", '<g fill="#fff" stroke="#fff" filter="url(#shadow)">'
                                + arrow_arc(42, 200, 330, 5, 7) + arrow_arc(42, 20, 150, 5,
                                                                            7) + '</g>'),
            "wild_santa": ("purple", put("wild", 58, 58, 38, "w")),
            "blocks": ("yellow", "".join(put("teddy", 60 + 17 * (i % 2), 60 + 17 * (i // 2), 20,
                                             f"t{i}") for i in range(4))),
            "supersize": ("red", put("teddy", 52, 52, 46, "t")),
            "lucky_santa": ("green", "".join(put("wild", x, y, 24, f"w{i}")
                                             for i,
                                             (x, y) in enumerate(((4, 66), (72, 8), (72, 66))))),
            }
    small = {name: plaque_art(put(f"mark_{colour}", 14, 14, 72, "m") + extra + sparkle(84, 16, 6),
                              MARK_COLOURS[colour][1])
             for name, (colour, extra) in hint.items()}
    # a Midnight Riches level: Santa under a crescent moon, the five marks' colours as stars
    small["level"] = plaque_art(
        '<path d="M30 8 A22 22 0 1 0 56 34 A17 17 0 1 1 30 8Z" fill="url(#gold-ball)" '
        'filter="url(#glow-gold)"/>' + put("wild", 22, 22, 70, "w")
        + "".join(star(x, y, 5, 2.2, fill=MARK_COLOURS[c][0], stroke=MARK_COLOURS[c][1],
                       stroke_width="1") for c, (x, y) in zip(MARK_COLOURS, (
                           (70, 10), (86, 22), (92, 40), (12, 60), (14, 84)))), "#ffd54a")
    holly = "".join(f'<g transform="translate({x} {y}) rotate({a}) scale({s})" '
                    f'filter="url(#shadow)">'
                    '<path d="M0 0 C-7 -7 -15 -2 -19 -7 C-16 1 -11 4 -2 3Z" fill="#1f8a3c" '
                    'stroke="#0b4018" stroke-width="0.8"/><path d="M0 0 C7 -7 15 -2 19 -7 C16 1 11'
                    ' 4 '
                    '2 3Z" fill="#27a04a" stroke="#0b4018" stroke-width="0.8"/>'
                    '<circle cx="0" cy="1" r="3" fill="#e0202e"/><circle cx="4" cy="-2" r="2.5" '
                    'fill="#e0202e"/><circle cx="-4" cy="-2" r="2.5" fill="#e0202e"/></g>'
                    for x, y, a, s in ((10, 56, -30, 0.8), (150, 56, 30, 0.8), (56, 52, -10, 0.7),
                                       (104, 52, 10, 0.7)))
    frames = plaque_frames(("#3a5ab8", "#16296a", "#070d2a"), "#ffd54a", big_ornament=holly,
                           small_ornament=holly.split("</g>")[0].replace(
                               "translate(10 56) rotate(-30) scale(0.8)",
                               "translate(25 47) rotate(180) scale(0.55)") + "</g>")
    return {**plaque_pictures(big, small), **frames}
