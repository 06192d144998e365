"""Shapes every game's art is drawn with: an SVG symbol in a 100x100 box, gradients, gloss,
and the card suits and heart several games use. Each game's recipe (sprites/<id>/recipe.py)
composes these; sprites/make_sprites.py writes what the recipes draw."""


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
    """A frosting of snow on top of a shape."""
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
