"""Midnight Princess's art: three princess portraits in gold frames of three shapes (Love a
heart, Star a star-burst, Storm a pointed shield: the premium symbols), five faceted jewels of
five cuts, and the Moon Wild. Lit from the top left under a night sky's cool rim light."""
import math

from svg import (plaque_art, plaque_frames, plaque_pictures, symbol_pictures,
                 svg, radial, ramp, halo, gloss, sparkle, star, star_points, lit,
                 arrow, card, placer, HEART_PATH)

SYMBOL_SIZE = 240          # pixels: twice the 5x5 board's symbol at 1280x720


def mix(a, b, t):
    rgb = [(int(a[i:i + 2], 16), int(b[i:i + 2], 16)) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in rgb)


def faceted(points, light, mid, dark, table=0.55, centre=(50, 52)):
    """A cut jewel: each facet between the girdle and the table catches the top-left light by
    its own angle; the table shines in the middle."""
    cx, cy = centre
    inner = [(cx + (x - cx) * table, cy + (y - cy) * table) for x, y in points]
    facets = []
    for i, (p, q) in enumerate(zip(points, points[1:] + points[:1])):
        mx, my = (p[0] + q[0]) / 2 - cx, (p[1] + q[1]) / 2 - cy
        length = math.hypot(mx, my) or 1
        facing = (-mx - my) / (length * math.sqrt(2))          # 1 toward the top left
        shade = mix(dark, light, 0.2 + 0.65 * (facing + 1) / 2) if facing < 0.6 else mix(mid,
                                                                                         "#ffffff",
                                                                                         0.5)
        r, s = inner[i], inner[(i + 1) % len(inner)]
        facets.append(f'<polygon points="{p[0]:.1f},{p[1]:.1f} {q[0]:.1f},{q[1]:.1f} '
                      f'{s[0]:.1f},{s[1]:.1f} {r[0]:.1f},{r[1]:.1f}" fill="{shade}"/>')
    outline = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    table_pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in inner)
    return svg(
        lit(f'<polygon points="{outline}" fill="{dark}" stroke-linejoin="round"/>'
            + "".join(facets)
            + f'<polygon points="{table_pts}" fill="url(#table)"/>', "depth-cool")
        + '<g fill="none" stroke="#fff" stroke-width="0.7" opacity="0.45">'
        + "".join(f'<line x1="{p[0]:.1f}" y1="{p[1]:.1f}" x2="{r[0]:.1f}" y2="{r[1]:.1f}"/>'
                  for p, r in zip(points, inner))
        + f'<polygon points="{table_pts}"/></g>'
        + gloss(cx - 12, cy - 14, 11, 5) + sparkle(cx + 18, cy - 20, 5) + sparkle(cx - 22, cy + 16,
                                                                                  3),
        radial("table", mix(light, "#ffffff", 0.3), mid, "35%", "30%", "90%", mix(light, mid, 0.5)))


def ring(count, r, cx=50, cy=52, turn=-90, squash=1.0):
    return [(cx + r * math.cos(math.radians(turn + i * 360 / count)),
             cy + r * squash * math.sin(math.radians(turn + i * 360 / count)))
            for i in range(count)]


def princess(frame, clip, hair, dress, glow, emblem):
    """A portrait in a gold frame of its own shape, with the princess's emblem on the frame
    (an emblem may carry its own gradient: SVG defines one wherever it stands)."""
    hair_l, hair_d = hair
    dress_l, dress_d = dress
    face = (f'<clipPath id="frame">{clip}</clipPath><g clip-path="url(#frame)">'
            '<rect width="100" height="100" fill="url(#sky)"/>'
            + "".join(sparkle(x, y, 1.8, opacity=0.8) for x, y in ((22, 30), (78, 28), (70, 46)))
            + lit('<path d="M24 62 Q18 20 50 18 Q82 20 76 62 L82 92 L18 92Z" fill="url(#hair)"/>',
                  "depth-soft", False)
            + lit('<path d="M22 104 Q26 74 50 72 Q74 74 78 104Z" fill="url(#dress)"/>',
                  "depth-soft")
            + '<path d="M44 66 L44 74 Q50 78 56 74 L56 66Z" fill="#f2c8a8"/>'
            + lit('<ellipse cx="50" cy="49" rx="16.5" ry="19" fill="url(#skin)"/>', "depth-soft")
            + '<path d="M33 46 Q34 26 50 26 Q66 26 67 46 Q60 34 50 34 Q42 34 33 46Z" '
            'fill="url(#hair)"/>'
            + "".join(f'<ellipse cx="{x}" cy="50" rx="2.9" ry="3.5" fill="#2a1438"/>'
                      f'<circle cx="{x - 0.9}" cy="48.8" r="1.1" fill="#fff"/>'
                      f'<path d="M{x - 4} 45.5 Q{x} 43 {x + 4} 45.5" stroke="#2a1438" '
                      'stroke-width="1" fill="none"/>' for x in (43.5, 56.5))
            + '<path d="M46 59 Q50 62 54 59" stroke="#c2305a" stroke-width="2.2" fill="none" '
            'stroke-linecap="round"/>'
            '<circle cx="40" cy="56" r="3.5" fill="#ff8aa8" opacity="0.5" filter="url(#soft)"/>'
            '<circle cx="60" cy="56" r="3.5" fill="#ff8aa8" opacity="0.5" filter="url(#soft)"/>'
            + lit('<path d="M36 28 L39 14 L45 22 L50 10 L55 22 L61 14 L64 28Z" '
                  'fill="url(#gold-ball)"/>', "depth-metal")
            + '<circle cx="50" cy="18" r="2.2" fill="#ff4f8b"/></g>')
    return svg(
        '<circle cx="50" cy="52" r="49" fill="url(#halo)"/>'
        + lit(f'<g fill="url(#gold)">{frame}</g>', "depth-metal")
        + face
        + f'<g fill="none" stroke="#5a3a00" stroke-width="1.2">{clip}</g>'
        + emblem + sparkle(88, 14, 6) + sparkle(10, 86, 4),
        halo("halo", glow, 0.7)
        + radial("sky", "#3a2a7a", "#0c0626", "50%", "30%", "80%")
        + radial("hair", hair_l, hair_d, "40%", "20%", "90%")
        + radial("dress", dress_l, dress_d, "40%", "20%", "90%")
        + radial("skin", "#fff0e4", "#eab898", "42%", "35%", "75%"))


def scaled(path, scale, cx=50, cy=52):
    return f'transform="translate({cx} {cy}) scale({scale}) translate({-cx} {-cy})"'


def symbols() -> dict:
    out = {}
    heart_frame = f'<path d="{HEART_PATH}" {scaled(HEART_PATH, 1.14, 50, 50)}/>'
    heart_clip = f'<path d="{HEART_PATH}" {scaled(HEART_PATH, 0.98, 50, 50)}/>'
    out["love"] = princess(
        heart_frame, heart_clip, ("#ff6aa8", "#7a0a3a"), ("#ffc0dc", "#d0105a"), "#ff5fa8",
        lit(f'<path d="{HEART_PATH}" fill="url(#emb)" transform="translate(74 72) scale(0.24)"/>',
            "depth-soft") + radial("emb", "#ffb0cc", "#c0003a", "35%", "30%", "80%"))
    burst = star_points(50, 52, 49, 36, 12)
    out["star"] = princess(
        f'<polygon points="{burst}" stroke-linejoin="round"/>',
        '<circle cx="50" cy="52" r="33"/>', ("#ffb070", "#a03a10"), ("#fff4b0", "#e09a00"),
        "#ffe066",
        lit(star(79, 80, 11, 5, fill="url(#gold-ball)"), "depth-metal"))
    shield = "M50 4 Q74 10 92 8 Q94 56 50 98 Q6 56 8 8 Q26 10 50 4Z"
    inner = "M50 11 Q72 16 86 14 Q86 54 50 89 Q14 54 14 14 Q28 16 50 11Z"
    bolt = ('<path d="M84 58 L72 78 L81 78 L73 97 L95 72 L85 72 L93 58Z" fill="url(#bolt)" '
            'stroke="#fff" stroke-width="1.2"/>')
    out["storm"] = princess(
        f'<path d="{shield}"/>', f'<path d="{inner}"/>', ("#7a8aff", "#141a6a"),
        ("#c0d0ff", "#2a44e0"), "#6ab8ff",
        lit(bolt, "depth-soft") + radial("bolt", "#ffffff", "#7ad0ff", "40%", "30%", "80%"))
    out["ruby"] = faceted(ring(6, 42, turn=-90), "#ffb0b8", "#e0102e", "#3a0010")
    out["sapphire"] = faceted([(50, 6), (92, 52), (50, 98), (8, 52)], "#b8d8ff", "#1a50e0",
                              "#04103a", 0.5)
    out["emerald"] = faceted([(30, 12), (70, 12), (88, 30), (88, 74), (70, 92), (30, 92),
                              (12, 74), (12, 30)], "#b8ffd0", "#0fa04a", "#022a12", 0.6)
    out["amethyst"] = faceted([(50, 6), (95, 86), (5, 86)], "#f0c8ff", "#9028d0", "#200838", 0.5,
                              (50, 60))
    out["topaz"] = faceted(ring(16, 44, squash=0.74), "#ffe0a0", "#f08a00", "#4a1c00", 0.55)
    out["wild"] = moon()
    return out


def moon():
    """The Moon Wild: a glowing gold crescent with a sleeping face, stars about it."""
    crescent = ('<path d="M58 8 A44 44 0 1 0 92 74 A36 36 0 1 1 58 8Z" fill="url(#moon)"/>')
    return svg(
        '<circle cx="46" cy="52" r="49" fill="url(#halo)"/>'
        + lit(crescent, "depth-cool")
        + '<path d="M58 8 A44 44 0 1 0 92 74 A36 36 0 1 1 58 8Z" fill="none" stroke="url(#gold)" '
        'stroke-width="2.6" filter="url(#depth-metal)"/>'
        + '<path d="M20 44 Q26 48 32 44" stroke="#7a4a10" stroke-width="2" fill="none" '
        'stroke-linecap="round"/><path d="M24 62 Q30 66 38 61" stroke="#c25030" stroke-width="2" '
        'fill="none" stroke-linecap="round"/><circle cx="22" cy="54" r="4" fill="#ff9a6a" '
        'opacity="0.45" filter="url(#soft)"/>'
        + lit(star(78, 30, 10, 4.2, fill="url(#gold-ball)"), "depth-metal")
        + lit(star(72, 58, 6, 2.6, fill="url(#gold-ball)"), "depth-metal")
        + lit(star(88, 50, 4.5, 2, fill="url(#gold-ball)"), "depth-metal")
        + gloss(22, 30, 10, 5, -50) + sparkle(60, 88, 5) + sparkle(90, 12, 4),
        radial("moon", "#fffbe8", "#d8a020", "30%", "35%", "85%", "#ffe27a")
        + halo("halo", "#ffe9a0", 0.75))


def features() -> dict:
    """The help pages' pictures: each princess's Girl Power, Princess Trinity, free spins."""
    put = placer(symbols())

    def scene(body):
        return card(body, "#1a1040", "#4a1a70")

    bolt = ('<path d="M172 20 L150 70 L166 70 L150 120 L194 58 L176 58 L190 20Z" '
            'fill="url(#zap)" stroke="#fff" stroke-width="2" filter="url(#glow-white)"/>')
    return {
        "girl_power_love": scene(put("love", 6, 30, 100, "p") + put("ruby", 104, 56, 50, "a")
                                 + arrow(154, 81, 24) + put("emerald", 180, 56, 50, "b")),
        "girl_power_star": scene(put("star", 6, 30, 100, "p") + put("wild", 110, 24, 62, "a")
                                 + put("wild", 164, 70, 62, "b") + sparkle(116, 112, 8)
                                 + sparkle(214, 36, 7)),
        "girl_power_storm": scene(put("storm", 6, 30, 100, "p")
                                  + put("topaz", 118, 30, 50, "a", 0.45)
                                  + put("sapphire", 176, 82, 50, "b", 0.45)
                                  + lit(bolt, "depth-soft", False)
                                  + radial("zap", "#ffffff", "#7ad0ff", "40%", "30%", "80%")),
        "princess_trinity": scene(put("star", 10, 40, 84, "b") + put("storm", 146, 40, 84, "c")
                                  + put("love", 72, 18, 96, "a") + sparkle(30, 30, 8)
                                  + sparkle(212, 30, 8)),
        "free_spins": scene(put("wild", 64, 6, 112, "w") + put("love", 8, 86, 64, "a")
                            + put("star", 88, 96, 60, "b") + put("storm", 168, 86, 64, "c")),
    }


def plaques() -> dict:
    """The plaques' pictures and frames: free spins (the three princesses fanned round the Moon
    Wild), Princess Trinity (the three joined by a ring of light; big and small), each Girl
    Power (the princess with her power: hearts, stars, a bolt); the frames violet and silver."""
    put = placer(symbols())
    bolt = ('<path d="M78 38 L64 64 L74 64 L62 92 L94 56 L82 56 L92 38Z" fill="url(#zap)" '
            'stroke="#fff" stroke-width="1.5" filter="url(#glow-white)"/>'
            + radial("zap", "#ffffff", "#7ad0ff", "40%", "30%", "80%"))
    hearts = "".join(f'<path d="{HEART_PATH}" fill="#ff5fa8" stroke="#fff" stroke-width="4" '
                     f'transform="translate({x} {y}) scale({k})"/>'
                     for x, y, k in ((66, 60, 0.3), (4, 62, 0.22), (72, 4, 0.2)))
    stars = "".join(lit(star(x, y, r, r * 0.45, fill="url(#gold-ball)"), "depth-metal", False)
                    for x, y, r in ((84, 80, 12), (14, 82, 8), (86, 14, 9)))
    ring_of_light = ('<circle cx="50" cy="54" r="34" fill="none" stroke="#fff2c0" stroke-width="3" '
                     'opacity="0.85" filter="url(#glow-gold)"/>')
    trinity = (ring_of_light + put("star", 0, 46, 48, "b") + put("storm", 52, 46, 48, "c")
               + put("love", 24, 2, 52, "a") + sparkle(90, 14, 7) + sparkle(8, 16, 5))
    big = {
        "free_spins": plaque_art(put("love", 0, 30, 46, "a") + put("storm", 54, 30, 46, "c")
                                 + put("star", 22, 10, 56, "b") + put("wild", 30, 56, 40, "w")
                                 + sparkle(90, 12, 7) + sparkle(10, 14, 5) + sparkle(50, 96, 4),
                                 "#c8a0ff"),
        "princess_trinity": plaque_art(trinity, "#ffe27a"),
    }
    small = {
        "princess_trinity_small": plaque_art(trinity, "#ffe27a"),
        "girl_power_love": plaque_art(put("love", 10, 12, 76, "p") + hearts, "#ff5fa8"),
        "girl_power_star": plaque_art(put("star", 10, 12, 76, "p") + stars, "#ffe066"),
        "girl_power_storm": plaque_art(put("storm", 4, 10, 76, "p") + lit(bolt, "depth-soft",
                                                                          False),
                                       "#6ab8ff"),
    }
    moons = "".join(f'<g transform="translate({x} {y})" filter="url(#shadow)">'
                    '<path d="M0 -6 A6 6 0 1 0 6 0 A4.6 4.6 0 1 1 0 -6Z" fill="url(#rim)"/></g>'
                    for x, y in ((10, 56), (150, 56)))
    twinkles = "".join(lit(star(x, y, r, r * 0.4, fill="#fff7c2"), "depth-soft", False)
                       for x, y, r in ((56, 50, 4), (104, 50, 4), (80, 2, 3.4), (10, 112, 3),
                                       (150, 112, 3)))
    frames = plaque_frames(("#7a5ad8", "#2e1870", "#0c0626"), "#c8a0ff", "url(#rim)",
                           ramp("rim", [(0, "#ffffff"), (0.3, "#d8c8ff"), (0.55, "#6a4cb0"),
                                        (0.75, "#f0e8ff"), (1, "#4a2c90")], 0, 0, 0.3, 1),
                           moons + twinkles,
                           lit(star(25, 3, 3.4, 1.4, fill="#fff7c2"), "depth-soft", False))
    return {**plaque_pictures(big, small), **frames}


def pictures() -> dict:
    """relative path -> (svg, width, height): what sprites/make_sprites.py renders."""
    return {**symbol_pictures(symbols(), SYMBOL_SIZE, features()), **plaques()}
