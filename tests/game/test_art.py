"""The art the client ships: a PNG of its recipe's size for every symbol a game's config names,
each with a silhouette of its own, made again pixel for pixel by its recipe, and the only kind
of picture the running client reads."""
import importlib.util
import io
import itertools
from pathlib import Path

import pygame
import pytest

from engine.games import available_games, load_game
from game.window.look import look_of
from helpers import same_pixels
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene

ROOT = Path(__file__).resolve().parents[2]
SPRITES = ROOT / "sprites"


def make_sprites():
    spec = importlib.util.spec_from_file_location("make_sprites", SPRITES / "make_sprites.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def symbols_drawn(game_id):
    """Every picture the board may ask for: the config's symbols and the look's marks."""
    marks = [f"mark_{colour}" for colour in look_of(game_id).mark_colours]
    return load_game(game_id).symbol_ids() + marks


def mask(path, size=48, opaque=200):
    """The symbol's silhouette: which cells of a size x size grid its solid body covers."""
    image = pygame.transform.smoothscale(pygame.image.load(str(path)), (size, size))
    return {(x, y) for x in range(size) for y in range(size) if image.get_at((x, y)).a > opaque}


def overlap(a, b):
    return len(a & b) / len(a | b)


@pytest.mark.parametrize("game_id", available_games())
def test_every_symbol_has_a_png_of_the_recipes_size_with_transparency(game_id):
    recipe = make_sprites().recipes()[game_id]
    for name in symbols_drawn(game_id):
        path = SPRITES / game_id / f"{name}.png"
        assert path.is_file(), f"{game_id}: no picture for {name}"
        image = pygame.image.load(str(path))
        assert image.get_size() == (recipe.SYMBOL_SIZE, recipe.SYMBOL_SIZE), path
        assert image.get_flags() & pygame.SRCALPHA, f"{path} has no alpha channel"
        assert image.get_at((0, 0)).a == 0 and image.get_at((recipe.SYMBOL_SIZE - 1,) * 2).a == 0
        assert 120 <= recipe.SYMBOL_SIZE <= 260          # sharp at full screen, light to ship


@pytest.mark.parametrize("game_id", available_games())
def test_no_two_symbols_of_a_game_share_a_silhouette(game_id):
    """a11y: a player who cannot tell the colours apart still tells the shapes apart."""
    masks = {name: mask(SPRITES / game_id / f"{name}.png") for name in symbols_drawn(game_id)}
    alike = [(a, b, round(overlap(masks[a], masks[b]), 3))
             for a, b in itertools.combinations(masks, 2) if overlap(masks[a], masks[b]) > 0.9]
    assert alike == []


def test_the_silhouette_check_tells_same_shapes_apart(tmp_path):
    """The check above can fail: a disc and a recoloured disc are the same silhouette."""
    for name, colour in (("a", (255, 0, 0)), ("b", (0, 0, 255)), ("c", (0, 0, 255))):
        surface = pygame.Surface((100, 100), pygame.SRCALPHA)
        if name == "c":
            pygame.draw.polygon(surface, colour, [(50, 4), (96, 96), (4, 96)])
        else:
            pygame.draw.circle(surface, colour, (50, 50), 45)
        pygame.image.save(surface, str(tmp_path / f"{name}.png"))
    a, b, c = (mask(tmp_path / f"{n}.png") for n in "abc")
    assert overlap(a, b) > 0.9 > overlap(a, c)


def art_folders() -> list:
    return sorted(make_sprites().recipes())


@pytest.mark.slow                   # about 45 s of CPU in all: every picture drawn again
@pytest.mark.parametrize("folder", art_folders())     # a folder a test: spread over the cores
def test_making_the_art_again_changes_no_file(folder):
    """Every committed PNG is what its recipe draws today, and drawing is deterministic: the
    same pixels (not the same bytes: a PNG encoder may pack the same picture differently)."""
    pytest.importorskip("resvg_py", reason="the `art` extra (in `test`) renders the recipes")
    module = make_sprites()
    import render
    stale = []
    for rel, (text, width, height) in module.recipes()[folder].pictures().items():
        path = SPRITES / folder / rel
        fresh = pygame.image.load(io.BytesIO(render.png(text, width, height)), "fresh.png")
        if not path.is_file() or not same_pixels(pygame.image.load(str(path)), fresh):
            stale.append(f"{folder}/{rel}")
    assert stale == [], "run python sprites/make_sprites.py and commit the PNGs"


def test_every_png_under_sprites_is_drawn_by_a_recipe():
    """No orphan art ships: each file has the recipe that made it (scenery has its own)."""
    module = make_sprites()
    drawn = {SPRITES / folder / rel for folder, recipe in module.recipes().items()
             for rel in recipe.pictures()}
    shipped = {p for p in SPRITES.rglob("*.png")}
    assert shipped and shipped <= drawn | {p for p in shipped if "scene" in p.parts
                                           or p.parent.name == "lobby"}
    assert list(SPRITES.rglob("*.svg")) == []


@pytest.mark.slow          # every game's art loaded: 0.65 s of CPU
def test_the_client_reads_only_png_pictures(app, monkeypatch):
    """Every game's board, paytable and lobby card: pygame loads PNGs, never an SVG."""
    loaded = []
    real = pygame.image.load

    def load(path, *args):
        loaded.append(str(path))
        return real(path, *args)

    def no_svg(*args, **kwargs):
        raise AssertionError(f"an SVG was read at run time: {args}")

    monkeypatch.setattr(pygame.image, "load", load)
    monkeypatch.setattr(pygame.image, "load_sized_svg", no_svg)
    from game.window import assets
    assets.reset()
    for game_id in available_games():
        scene = app.push(SlotScene(app, game_id))
        for name in symbols_drawn(game_id):
            image = scene.view.symbol_image(name)
            assert image.get_width() == scene.view.symbol_size
        for _ in range(5):
            app.step(1 / 60)
    app.push(LobbyScene(app))
    app.step(1 / 60)
    pictures = [p for p in loaded if "sprites" in Path(p).parts]
    assert pictures and all(p.endswith(".png") for p in pictures)
    assert all(Path(p).is_relative_to(assets.resource("sprites")) for p in pictures)
