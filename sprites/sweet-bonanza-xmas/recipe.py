"""Sweet Bonanza Xmas's art: frozen sweets and fruit, the lollipop and the golden bauble."""
from svg import svg, radial, gloss, snow, HEART_PATH


def symbols() -> dict:
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
