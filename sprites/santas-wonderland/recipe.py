"""Santa's Wonderland's art: toys and baubles, the Wild and the coloured marks."""
from svg import svg, radial, linear, gloss, suit


def bauble(color_in, color_out, stroke, suit_kind):
    return svg('<rect x="42" y="8" width="16" height="10" rx="2" fill="#d8d8d8" stroke="#777" '
               'stroke-width="2"/><circle cx="50" cy="56" r="36" fill="url(#g)" '
               f'stroke="{stroke}" stroke-width="3"/>' + suit(suit_kind, "#fffdf5", 1.5)
               + gloss(34, 38, 11, 7), radial("g", color_in, color_out))


def symbols() -> dict:
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
