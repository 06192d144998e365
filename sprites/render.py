"""SVG recipes into the PNGs the client ships, with a full SVG renderer (resvg: filters, blur,
glow, soft shadows), which pygame's own SVG loader lacks.

Rendering happens when the art is made (`python sprites/make_sprites.py`, the `art` extra); the
running program only loads the PNGs, with pygame alone. Text in a recipe is drawn with the
fonts in sprites/fonts/ when there are any, never the machine's, so the same recipe gives the
same picture everywhere.
"""
from pathlib import Path

HERE = Path(__file__).parent
FONTS = HERE / "fonts"


def png(svg_text: str, width: int, height: int) -> bytes:
    """The picture an SVG recipe draws, as PNG bytes of width x height pixels."""
    import resvg_py        # the `art` extra: needed to make the art, never to run the game
    fonts = sorted(str(p) for p in FONTS.glob("*.[ot]tf")) if FONTS.is_dir() else []
    return bytes(resvg_py.svg_to_bytes(svg_string=svg_text, width=width, height=height,
                                       skip_system_fonts=bool(fonts), font_files=fonts or None))


def write(path: Path, svg_text: str, width: int, height: int) -> bool:
    """Render into `path`; True when the file changed (the same recipe leaves it untouched)."""
    data = png(svg_text, width, height)
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True
