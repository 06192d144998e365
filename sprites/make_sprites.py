"""Make the art of every recipe: python sprites/make_sprites.py [ID ...] (needs the `art` extra)

Every recipe.py under sprites/ draws into its own folder: a game's symbols and help pictures
(sprites/<id>/recipe.py), its scenery, logo, key art and reel frame (sprites/<id>/scene/
recipe.py), the lobby's (sprites/lobby/recipe.py) and the controls every game shares
(sprites/ui/recipe.py). A game's recipe also draws its plaques (plaques/: a big and a small
frame in its colours, each feature's picture to set in them) and, for a game with marks, the
board's mark tiles and win frame (marks/); a scene's key art has poses for the client to cycle
(key_art_idle_1-3, key_art_react, key_art_celebrate; the princess a key_art_blink too), each of
the key art's size and anchor. sprites/ui/README.md lists them all. A recipe names the PNGs it
draws in `pictures()`: relative path ->
(SVG text, width, height). sprites/render.py renders them with resvg (filters, blur, glow), and
the client ships the PNGs: the running program never reads SVG. A recipe draws the same bytes
every time, so making the art again changes no file unless a recipe changed.

The art is the project's own, composed from the shapes and lights of sprites/svg.py (symbols,
controls) and sprites/scenery.py (scenes). Every symbol has its own silhouette as well as its
own colour, so players who cannot tell the colours apart still tell the symbols apart. Values
and words (bauble multipliers, WILD, plaque titles) are written by the client at run time, on
faces the art leaves clean; a logo's letters are drawn by its recipe with the fonts in
sprites/fonts/.
"""
import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0,
                str(HERE))        # the recipes import svg.py and scenery.py, the shapes they share


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


def make(only=()) -> int:
    """Render every picture of every recipe (or of the folders named and those under them);
    the number of files changed."""
    from render import write
    changed = 0
    for folder, recipe in recipes().items():
        if only and not any(folder == o or folder.startswith(o + "/") for o in only):
            continue
        for rel, (text, width, height) in recipe.pictures().items():
            changed += write(HERE / folder / rel, text, width, height)
    return changed


def main():
    only = sys.argv[1:]              # folders to make alone: python sprites/make_sprites.py lobby
    changed = make(only)
    print(f"made the art of {', '.join(only) or 'every recipe'} under {HERE} "
          f"({changed} PNG files changed)")
    if not only:                     # the CJK type, subset to the catalogs' characters
        import make_font
        make_font.main()
    sys.path.insert(0, str(HERE.parent))     # each lobby card's world, from the scenes made
    from game.window.scenes.lobby import save_card_worlds
    save_card_worlds()


if __name__ == "__main__":
    main()
