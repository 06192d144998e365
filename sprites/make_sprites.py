"""Make the art of every recipe: python sprites/make_sprites.py (the `art` extra for PNGs)

Every recipe.py under sprites/ draws into its own folder: a game's symbols
(sprites/<id>/recipe.py), its scenery, logo, key art and reel frame
(sprites/<id>/scene/recipe.py) and the lobby's (sprites/lobby/recipe.py). A recipe's
`pictures()` names each PNG it draws (path, SVG text, size); sprites/render.py renders them with
resvg, so filters, blur and glow are available and the client ships PNGs. The older `symbols()`
still writes 100x100 SVG files for pygame's loader.

The art is the project's own: each game's recipe draws its symbols with the shapes of
sprites/svg.py, in a 100x100 box, and its scenes with those of sprites/scenery.py. Each symbol
has its own silhouette as well as its own colour, so players who cannot tell the colours apart
can still tell the symbols apart. Text on symbols (bauble values, WILD) is drawn by the client
at run time; a logo's letters are drawn by the recipe with the fonts in sprites/fonts/.
"""
import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))        # the recipes import svg.py and scenery.py, the shapes they share


def recipes() -> dict:
    """folder (relative to sprites/) -> its recipe module: every recipe.py, found, not listed."""
    found = {}
    for path in sorted(HERE.glob("**/recipe.py")):
        folder = path.parent.relative_to(HERE).as_posix()
        spec = importlib.util.spec_from_file_location(f"recipe_{folder.replace('/', '_')}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        found[folder] = module
    return found


def main(only=None):
    from render import write
    made = recipes()
    changed = 0
    for folder, recipe in made.items():
        if only and not any(folder.startswith(o) for o in only):
            continue
        if hasattr(recipe, "symbols"):
            for name, text in recipe.symbols().items():
                (HERE / folder / f"{name}.svg").write_text(text)
        # pictures(): relative path -> (svg text, width, height), rendered to PNG by resvg
        for rel, (text, width, height) in getattr(recipe, "pictures", dict)().items():
            changed += write(HERE / folder / rel, text, width, height)
    print(f"made the art of {len(made)} recipes under {HERE} ({changed} PNG files changed)")


if __name__ == "__main__":
    main(sys.argv[1:])       # optional folders to make alone: python sprites/make_sprites.py lobby
