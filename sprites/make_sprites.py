"""Draw every symbol of every game as an SVG file: python sprites/make_sprites.py

The art is the project's own: shapes and gradients written here, one function per symbol, in a
100x100 box. Each symbol has its own silhouette as well as its own colour, so players who cannot
tell the colours apart can still tell the symbols apart. Text (bauble values, WILD) is drawn by
the client at run time, because SVG text is not rendered by pygame's loader.
"""
from pathlib import Path

HERE = Path(__file__).parent


def svg(body, defs=""):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" '
            f'viewBox="0 0 100 100"><defs>{defs}</defs>{body}</svg>\n')


def radial(name, inner, outer, cx="35%", cy="30%", r="75%"):
    return (f'<radialGradient id="{name}" cx="{cx}" cy="{cy}" r="{r}">'
            f'<stop offset="0" stop-color="{inner}"/><stop offset="1" stop-color="{outer}"/>'
            '</radialGradient>')


def linear(name, top, bottom):
    return (f'<linearGradient id="{name}" x1="0" y1="0" x2="0" y2="1">'
            f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
            '</linearGradient>')


def gloss(cx=38, cy=30, rx=14, ry=8):
    return (f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="#fff" opacity="0.55" '
            f'transform="rotate(-25 {cx} {cy})"/>')


def snow(y=20, width=44, x=50):
    """A frosting of snow on top of a sweet (Sweet Bonanza Xmas)."""
    half = width / 2
    return (f'<path d="M{x - half} {y + 4} Q{x - half + 4} {y - 6} {x} {y - 4} Q{x + half - 4} '
            f'{y - 7} {x + half} {y + 3} Q{x + half - 6} {y + 9} {x + 8} {y + 5} Q{x} {y + 12} '
            f'{x - 6} {y + 6} Q{x - half + 4} {y + 11} {x - half} {y + 4}Z" fill="#f4fbff" '
            'stroke="#c9e6f7" stroke-width="1.5"/>')


HEART_PATH = "M50 86 C20 64 8 46 16 30 C24 14 44 16 50 30 C56 16 76 14 84 30 C92 46 80 64 50 86Z"


def suit(kind, color="#fff", scale=1.0, x=50, y=56):
    paths = {
        "heart": "M0 14 C-12 5 -16 -3 -12 -9 C-8 -15 -2 -13 0 -7 C2 -13 8 -15 12 -9 "
                 "C16 -3 12 5 0 14Z",
        "diamond": "M0 -15 L11 0 L0 15 L-11 0Z",
        "spade": "M0 -15 C-6 -7 -14 -2 -13 5 C-12 11 -5 12 -2 8 L-5 15 L5 15 L2 8 "
                 "C5 12 12 11 13 5 C14 -2 6 -7 0 -15Z",
    }
    if kind == "club":
        shape = (f'<circle cx="0" cy="-8" r="6.5" fill="{color}"/><circle cx="-7" cy="3" r="6.5" '
                 f'fill="{color}"/><circle cx="7" cy="3" r="6.5" fill="{color}"/>'
                 f'<path d="M-2 0 L-5 15 L5 15 L2 0Z" fill="{color}"/>')
        return f'<g transform="translate({x} {y}) scale({scale})">{shape}</g>'
    return (f'<path d="{paths[kind]}" fill="{color}" '
            f'transform="translate({x} {y}) scale({scale})"/>')


# --- Sweet Bonanza Xmas: frozen sweets and fruit ----------------------------------------------

def sbx():
    out = {}
    out["heart"] = svg(f'<path d="{HEART_PATH}" fill="url(#g)" stroke="#7a0016" stroke-width="3"/>'
                       + gloss(34, 34) + snow(24, 40, 34), radial("g", "#ff8aa0", "#d0002a"))
    out["purple"] = svg('<rect x="16" y="18" width="68" height="68" rx="16" fill="url(#g)" '
                        'stroke="#3d0a5c" stroke-width="3"/><rect x="28" y="30" width="44" '
                        'height="44" rx="10" fill="none" stroke="#e9c8ff" stroke-width="3" '
                        'opacity="0.7"/>' + gloss(34, 30) + snow(20, 52),
                        radial("g", "#d9a0ff", "#6a1b9a"))
    out["green"] = svg('<polygon points="50,12 88,40 74,86 26,86 12,40" fill="url(#g)" '
                       'stroke="#0d4a1c" stroke-width="3"/><polygon points="50,28 72,44 64,72 '
                       '36,72 28,44" fill="none" stroke="#c8ffd4" stroke-width="3" opacity="0.6"/>'
                       + gloss(38, 34) + snow(22, 36), radial("g", "#8dffa8", "#17913a"))
    out["blue"] = svg('<ellipse cx="50" cy="54" rx="30" ry="36" fill="url(#g)" stroke="#0b2e6b" '
                      'stroke-width="3"/><path d="M34 40 Q50 30 66 40" fill="none" '
                      'stroke="#d6ecff" stroke-width="4" opacity="0.7"/>' + gloss(40, 36)
                      + snow(22, 38), radial("g", "#9fd0ff", "#1450b8"))
    out["apple"] = svg('<path d="M50 30 C30 18 10 32 14 56 C18 82 36 92 50 84 C64 92 82 82 86 56 '
                       'C90 32 70 18 50 30Z" fill="url(#g)" stroke="#6b0000" stroke-width="3"/>'
                       '<path d="M50 30 Q48 18 54 10" stroke="#5b3a16" stroke-width="4" '
                       'fill="none"/><path d="M54 18 Q68 6 78 16 Q66 26 54 18Z" fill="#3fa34d" '
                       'stroke="#1f5c27" stroke-width="2"/>' + gloss(32, 46, 9, 12),
                       radial("g", "#ff9c8a", "#c21807"))
    out["plum"] = svg('<ellipse cx="50" cy="56" rx="34" ry="32" fill="url(#g)" stroke="#2a0f3f" '
                      'stroke-width="3"/><path d="M50 26 Q46 44 50 86" stroke="#3b1657" '
                      'stroke-width="2.5" fill="none" opacity="0.6"/><path d="M50 26 Q52 14 60 '
                      '10" stroke="#4d3319" stroke-width="4" fill="none"/>' + gloss(34, 44, 8, 12),
                      radial("g", "#b58ad6", "#4a1a6e"))
    out["watermelon"] = svg('<path d="M10 40 A40 40 0 0 0 90 40Z" fill="#2e8b3a" stroke="#14501c" '
                            'stroke-width="3"/><path d="M16 40 A34 34 0 0 0 84 40Z" fill="#f4f8e8"/>'
                            '<path d="M20 40 A30 30 0 0 0 80 40Z" fill="url(#g)"/>'
                            + "".join(f'<ellipse cx="{x}" cy="{y}" rx="2.4" ry="3.6" fill="#222"/>'
                                      for x, y in ((36, 50), (50, 56), (64, 50), (43, 62), (57, 62)))
                            + '<path d="M10 40 L90 40" stroke="#f7c3c3" stroke-width="2"/>'
                            + snow(40, 74),
                            radial("g", "#ff7b7b", "#e02d3c", cy="20%"))
    grapes = [(50, 30), (38, 42), (62, 42), (30, 56), (50, 54), (70, 56), (40, 68), (60, 68),
              (50, 80)]
    out["grapes"] = svg("".join(f'<circle cx="{x}" cy="{y}" r="11" fill="url(#g)" '
                                f'stroke="#1f3d0c" stroke-width="2"/>' for x, y in grapes)
                        + '<path d="M50 20 Q52 10 60 8" stroke="#5b3a16" stroke-width="4" '
                        'fill="none"/><path d="M52 16 Q40 4 30 12 Q40 22 52 16Z" fill="#3fa34d"/>',
                        radial("g", "#d8ff9c", "#5d9c1a"))
    out["banana"] = svg('<path d="M18 30 Q20 78 74 82 Q90 80 86 72 Q46 70 34 26 Q30 18 18 30Z" '
                        'fill="url(#g)" stroke="#7a5200" stroke-width="3"/><path d="M18 30 L14 22 '
                        'L24 20Z" fill="#5b3a16"/><path d="M86 72 L92 76 L88 80Z" fill="#5b3a16"/>'
                        '<path d="M30 36 Q36 66 70 74" stroke="#fff6b0" stroke-width="3" '
                        'fill="none" opacity="0.7"/>', radial("g", "#fff3a0", "#e8b400"))
    swirl = ('<path d="M50 35 A4 4 0 0 1 54 39 A8 8 0 0 1 46 47 A12 12 0 0 1 34 35 '
             'A16 16 0 0 1 50 19 A20 20 0 0 1 70 39" fill="none" stroke="#fff" stroke-width="5"/>')
    out["scatter"] = svg('<rect x="46" y="56" width="8" height="40" rx="3" fill="#f4f0e8" '
                         'stroke="#9b8f7a" stroke-width="2"/><circle cx="50" cy="37" r="30" '
                         'fill="url(#g)" stroke="#9c0c5a" stroke-width="3"/>' + swirl
                         + '<circle cx="50" cy="37" r="30" fill="none" stroke="#ffd6ef" '
                         'stroke-width="2" opacity="0.7"/>' + gloss(36, 24),
                         radial("g", "#ffb3e0", "#e3218f"))
    out["bauble"] = svg('<rect x="42" y="6" width="16" height="12" rx="2" fill="#c9a13a" '
                        'stroke="#6b4f0f" stroke-width="2"/><circle cx="50" cy="56" r="38" '
                        'fill="url(#g)" stroke="#7a5608" stroke-width="3"/><circle cx="50" '
                        'cy="56" r="30" fill="none" stroke="#fff2b8" stroke-width="2" '
                        'opacity="0.6"/>' + gloss(34, 38, 12, 7),
                        radial("g", "#fff4b0", "#d49a06"))
    return out


# --- Santa's Wonderland: toys and baubles -------------------------------------------------------

def bauble(color_in, color_out, stroke, suit_kind):
    return svg('<rect x="42" y="8" width="16" height="10" rx="2" fill="#d8d8d8" stroke="#777" '
               'stroke-width="2"/><circle cx="50" cy="56" r="36" fill="url(#g)" '
               f'stroke="{stroke}" stroke-width="3"/>' + suit(suit_kind, "#fffdf5", 1.5)
               + gloss(34, 38, 11, 7), radial("g", color_in, color_out))


def santa():
    out = {}
    out["teddy"] = svg('<circle cx="24" cy="26" r="13" fill="url(#g)" stroke="#4a2a10" '
                       'stroke-width="3"/><circle cx="76" cy="26" r="13" fill="url(#g)" '
                       'stroke="#4a2a10" stroke-width="3"/><circle cx="24" cy="26" r="6" '
                       'fill="#e8b98a"/><circle cx="76" cy="26" r="6" fill="#e8b98a"/>'
                       '<circle cx="50" cy="54" r="36" fill="url(#g)" stroke="#4a2a10" '
                       'stroke-width="3"/><ellipse cx="50" cy="66" rx="16" ry="12" '
                       'fill="#f0caa0"/><circle cx="37" cy="48" r="4.5" fill="#1a0d05"/>'
                       '<circle cx="63" cy="48" r="4.5" fill="#1a0d05"/><ellipse cx="50" '
                       'cy="61" rx="6" ry="4.5" fill="#1a0d05"/><path d="M42 70 Q50 77 58 70" '
                       'stroke="#1a0d05" stroke-width="2.5" fill="none"/><path d="M36 86 L50 80 '
                       'L64 86 L58 92 L50 88 L42 92Z" fill="#d0202a"/>',
                       radial("g", "#d99a5b", "#7a4516"))
    out["train"] = svg('<rect x="10" y="40" width="54" height="30" rx="4" fill="url(#g)" '
                       'stroke="#5c0008" stroke-width="3"/><rect x="54" y="24" width="34" '
                       'height="46" rx="4" fill="url(#g)" stroke="#5c0008" stroke-width="3"/>'
                       '<rect x="60" y="30" width="22" height="16" rx="2" fill="#bfe6ff" '
                       'stroke="#333" stroke-width="2"/><rect x="18" y="22" width="12" height="20" '
                       'fill="#333"/><rect x="14" y="18" width="20" height="6" fill="#555"/>'
                       '<rect x="6" y="66" width="86" height="6" fill="#d4a82a"/>'
                       + "".join(f'<circle cx="{x}" cy="78" r="10" fill="#2b2b2b" stroke="#d4a82a" '
                                 f'stroke-width="3"/><circle cx="{x}" cy="78" r="3" fill="#d4a82a"/>'
                                 for x in (24, 50, 76)),
                       linear("g", "#ff5a4f", "#a0000f"))
    out["biplane"] = svg('<rect x="6" y="30" width="88" height="18" rx="9" fill="url(#g)" '
                         'stroke="#6b4a00" stroke-width="2.5"/><path d="M30 38 L30 48 M70 38 '
                         'L70 48" stroke="#6b4a00" stroke-width="2"/><ellipse cx="50" cy="52" '
                         'rx="11" ry="38" fill="url(#g)" stroke="#6b4a00" stroke-width="2.5"/>'
                         '<rect x="30" y="78" width="40" height="10" rx="5" fill="url(#g)" '
                         'stroke="#6b4a00" stroke-width="2.5"/><circle cx="50" cy="50" r="6" '
                         'fill="#bfe6ff" stroke="#6b4a00" stroke-width="2"/><circle cx="50" '
                         'cy="14" r="4" fill="#6b4a00"/><rect x="30" y="11" width="40" height="6" '
                         'rx="3" fill="#e8e8e8" opacity="0.85"/><path d="M14 39 L86 39" '
                         'stroke="#fff3b0" stroke-width="2" opacity="0.7"/>',
                         linear("g", "#ffe680", "#c99400"))
    out["spade"] = bauble("#ffc680", "#e86a00", "#7a3300", "spade")
    out["heart"] = bauble("#ff9a9a", "#c8102e", "#5c0010", "heart")
    out["club"] = bauble("#9ff0a8", "#1d8c32", "#0b4016", "club")
    out["diamond"] = bauble("#a8d4ff", "#1f5fc8", "#0b2a66", "diamond")
    out["wild"] = svg('<path d="M18 40 Q30 6 72 12 Q90 18 92 34 L18 40Z" fill="#d0202a" '
                      'stroke="#6b0010" stroke-width="2.5"/><circle cx="92" cy="34" r="7" '
                      'fill="#fff"/><rect x="14" y="36" width="72" height="12" rx="6" '
                      'fill="#fff" stroke="#ccc" stroke-width="1.5"/><circle cx="50" cy="58" '
                      'r="24" fill="url(#g)"/><path d="M22 60 Q24 96 50 96 Q76 96 78 60 '
                      'Q66 74 50 72 Q34 74 22 60Z" fill="#fff" stroke="#ddd" stroke-width="1.5"/>'
                      '<circle cx="41" cy="54" r="3.5" fill="#1a0d05"/><circle cx="59" cy="54" '
                      'r="3.5" fill="#1a0d05"/><circle cx="50" cy="62" r="5" fill="#e8747c"/>'
                      '<path d="M38 70 Q50 82 62 70" stroke="#8a1020" stroke-width="3" '
                      'fill="none"/><circle cx="33" cy="62" r="4" fill="#ff9aa5" opacity="0.7"/>'
                      '<circle cx="67" cy="62" r="4" fill="#ff9aa5" opacity="0.7"/>',
                      radial("g", "#ffe0c8", "#f0b48c"))
    for colour, (inner, outer) in {"blue": ("#bfe3ff", "#2b7de9"),
                                   "purple": ("#e8c8ff", "#8a2be2"),
                                   "yellow": ("#fff6b0", "#f2c200"),
                                   "red": ("#ffb8b8", "#e3262e"),
                                   "green": ("#c8ffd0", "#22a845")}.items():
        arms = "".join(f'<g transform="rotate({a} 50 50)"><path d="M50 50 L50 8 M50 20 L42 12 '
                       f'M50 20 L58 12 M50 32 L40 24 M50 32 L60 24" stroke="url(#g)" '
                       f'stroke-width="6" stroke-linecap="round" fill="none"/></g>'
                       for a in range(0, 360, 60))
        out[f"mark_{colour}"] = svg(arms + '<circle cx="50" cy="50" r="8" fill="url(#g)"/>',
                                    radial("g", inner, outer, "50%", "50%", "60%"))
    return out


# --- Midnight Princess: moon, princesses and gems ---------------------------------------------

def princess(hair, dress_in, dress_out, emblem):
    return svg('<circle cx="50" cy="50" r="46" fill="url(#bg)"/>'
               f'<path d="M22 52 Q18 18 50 16 Q82 18 78 52 L82 84 L18 84Z" fill="{hair}"/>'
               '<path d="M26 96 Q30 70 50 68 Q70 70 74 96Z" fill="url(#g)"/>'
               '<ellipse cx="50" cy="46" rx="18" ry="21" fill="#ffe2cc"/>'
               f'<path d="M32 40 Q36 22 50 22 Q66 22 68 40 Q56 30 50 30 Q44 30 32 40Z" fill="{hair}"/>'
               '<circle cx="43" cy="47" r="2.6" fill="#2a1830"/><circle cx="57" cy="47" r="2.6" '
               'fill="#2a1830"/><path d="M45 57 Q50 61 55 57" stroke="#c2406a" stroke-width="2.4" '
               'fill="none"/><path d="M38 22 L42 12 L46 20 L50 10 L54 20 L58 12 L62 22Z" '
               'fill="#ffd75a" stroke="#a87b00" stroke-width="1.5"/>' + emblem,
               radial("g", dress_in, dress_out) + radial("bg", "#3a2a6a", "#150c33",
                                                         "50%", "40%", "70%"))


def gem(points, inner, outer, stroke):
    return svg(f'<polygon points="{points}" fill="url(#g)" stroke="{stroke}" stroke-width="3"/>'
               f'<polygon points="{points}" fill="none" stroke="#fff" stroke-width="1.2" '
               'opacity="0.5" transform="translate(50 52) scale(0.62) translate(-50 -52)"/>'
               + gloss(38, 36, 10, 6), radial("g", inner, outer))


def midnight():
    out = {}
    out["wild"] = svg('<circle cx="50" cy="50" r="46" fill="url(#bg)"/><circle cx="44" cy="50" '
                      'r="36" fill="url(#g)" stroke="#b8a24a" stroke-width="2.5"/><circle '
                      'cx="62" cy="42" r="31" fill="#17204a"/>' + "".join(
                          f'<path d="M{x} {y - 6} L{x + 2} {y - 2} L{x + 6} {y} L{x + 2} {y + 2} '
                          f'L{x} {y + 6} L{x - 2} {y + 2} L{x - 6} {y} L{x - 2} {y - 2}Z" '
                          f'fill="#fff7c2"/>' for x, y in ((70, 34), (80, 58), (64, 70))),
                      radial("g", "#fffbe0", "#e8cf6a") + radial("bg", "#2c3f7a", "#0b1230",
                                                                  "50%", "50%", "60%"))
    out["love"] = princess("#c2185b", "#ffb3d1", "#e91e63",
                           f'<path d="{HEART_PATH}" fill="#ff4f8b" stroke="#fff" '
                           'stroke-width="4" transform="translate(66 70) scale(0.26)"/>')
    out["star"] = princess("#f2b01e", "#fff1a8", "#e6a800",
                           '<path d="M80 72 L83 80 L92 80 L85 85 L88 94 L80 89 L72 94 L75 85 '
                           'L68 80 L77 80Z" fill="#fff176" stroke="#fff" stroke-width="1.5"/>')
    out["storm"] = princess("#3949ab", "#b3c6ff", "#3d5afe",
                            '<path d="M82 66 L72 82 L80 82 L74 96 L90 76 L82 76 L88 66Z" '
                            'fill="#b3e5fc" stroke="#fff" stroke-width="1.5"/>')
    out["ruby"] = gem("50,10 86,30 86,70 50,90 14,70 14,30", "#ff8a9a", "#b0002a", "#55000f")
    out["sapphire"] = gem("50,8 90,50 50,92 10,50", "#9ec5ff", "#1a3fb0", "#0a1a55")
    out["emerald"] = gem("32,12 68,12 88,32 88,68 68,88 32,88 12,68 12,32", "#a6ffc4",
                         "#0f8a45", "#04401e")
    out["amethyst"] = gem("50,8 92,84 8,84", "#e2b8ff", "#7b1fa2", "#3a0a55")
    out["topaz"] = svg('<ellipse cx="50" cy="52" rx="40" ry="32" fill="url(#g)" stroke="#7a3e00" '
                       'stroke-width="3"/><ellipse cx="50" cy="52" rx="24" ry="18" fill="none" '
                       'stroke="#fff" stroke-width="1.2" opacity="0.5"/>' + gloss(36, 38, 10, 6),
                       radial("g", "#ffd49a", "#e07800"))
    return out


GAMES = {"sweet-bonanza-xmas": sbx, "santas-wonderland": santa, "midnight-princess": midnight}


def main():
    for game, draw in GAMES.items():
        folder = HERE / game
        folder.mkdir(exist_ok=True)
        for name, text in draw().items():
            (folder / f"{name}.svg").write_text(text)
    print(f"wrote the symbols of {len(GAMES)} games under {HERE}")


if __name__ == "__main__":
    main()
