"""Make the art of every recipe: python sprites/make_sprites.py (the `art` extra for PNGs)

A recipe's `pictures()` names each PNG it draws (path, SVG text, size); sprites/render.py
renders them with resvg, so filters, blur and glow are available and the client ships PNGs.
The older `symbols()` still writes 100x100 SVG files for pygame's loader.

The art is the project's own: each game's recipe (sprites/<id>/recipe.py) draws its symbols
with the shapes of sprites/svg.py, in a 100x100 box. Each symbol has its own silhouette as well as its own colour, so players who cannot
tell the colours apart can still tell the symbols apart. Text (bauble values, WILD) is drawn by
the client at run time, because SVG text is not rendered by pygame's loader.
"""
import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))        # the recipes import svg.py, the shapes they share


def recipes() -> dict:
    """game id -> its recipe module: every sprites/<id>/recipe.py, found, not listed."""
    found = {}
    for path in sorted(HERE.glob("*/recipe.py")):
        spec = importlib.util.spec_from_file_location(f"recipe_{path.parent.name}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        found[path.parent.name] = module
    return found


def main():
    from render import write
    games = recipes()
    changed = 0
    for game, recipe in games.items():
        if hasattr(recipe, "symbols"):
            for name, text in recipe.symbols().items():
                (HERE / game / f"{name}.svg").write_text(text)
        # pictures(): relative path -> (svg text, width, height), rendered to PNG by resvg
        for rel, (text, width, height) in getattr(recipe, "pictures", dict)().items():
            changed += write(HERE / game / rel, text, width, height)
    print(f"made the art of {len(games)} recipes under {HERE} ({changed} PNG files changed)")


if __name__ == "__main__":
    main()
