"""Midnight Princess's art: the moon, the three princesses and the gems."""
from svg import svg, radial, gloss, HEART_PATH


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


def symbols() -> dict:
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
