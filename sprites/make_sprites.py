"""Make the art of every recipe: python sprites/make_sprites.py [ID ...] (needs the `art` extra)

Each recipe (sprites/<id>/recipe.py, and sprites/ui/recipe.py for the controls every game
shares) names the PNGs it draws in `pictures()`: relative path -> (SVG text, width, height).
sprites/render.py renders them with resvg (filters, blur, glow), and the client ships the PNGs:
the running program never reads SVG. A recipe draws the same bytes every time, so making the art
again changes no file unless a recipe changed.

The art is the project's own, composed from the shapes and lights of sprites/svg.py. Every
symbol has its own silhouette as well as its own colour, so players who cannot tell the colours
apart still tell the symbols apart. Values and words (bauble multipliers, WILD, plaque titles)
are written by the client at run time, on faces the art leaves clean.
"""
import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))        # the recipes import svg.py, the shapes they share


def recipes() -> dict:
    """folder name -> its recipe module: every sprites/<name>/recipe.py, found, not listed."""
    found = {}
    for path in sorted(HERE.glob("*/recipe.py")):
        spec = importlib.util.spec_from_file_location(f"recipe_{path.parent.name}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        found[path.parent.name] = module
    return found


def make(only=()) -> int:
    """Render every picture of every recipe (or of the folders named); the files changed."""
    from render import write
    changed = 0
    for name, recipe in recipes().items():
        if only and name not in only:
            continue
        for rel, (text, width, height) in recipe.pictures().items():
            changed += write(HERE / name / rel, text, width, height)
    return changed


def main():
    only = sys.argv[1:]
    changed = make(only)
    print(f"made the art of {', '.join(only) or 'every recipe'} under {HERE} "
          f"({changed} PNG files changed)")


if __name__ == "__main__":
    main()
