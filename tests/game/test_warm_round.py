"""A round's pictures are made as its game is entered (issue 54: the first busy round's frames
made its halos, lit tiles, rays, flash and sparks, 4-8 ms a frame, build/bench.py's p99): a
seeded round that lands wins, tumbles and its feature's trigger makes none of them, as the
view's and the sparks' own counters of what they made tell; and what was made ahead draws the
very pixels the same calls draw made as a frame asks."""
import pygame
import pytest
from seeded import searcher

from game.round.services import Services
from game.window import assets
from game.window.app import App
from game.window.board import warm
from game.window.board.steps import VALUE_GLOW, WAIT_GLOW, WIN_COLOURS
from game.window.board.view import BoardView
from game.window.effects import RAY_TURNS, glow_levels, light_rays, soft_dot
from game.window.scenes.slot import SlotScene
from game.window.ui.widgets import STATES, PictureButton

# each game's feature a seeded round triggers (Midnight Princess's free spins wait on a choice)
TRIGGERED = {"santas-wonderland": "midnight_riches", "midnight-princess": "princess_trinity",
             "sweet-bonanza-xmas": "free_spins"}
MADE_AHEAD = ("halo", "glow", "column", "shade", "colours")


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("game_id", sorted(TRIGGERED))
@pytest.mark.slow                # a round played with its feature: seconds
def test_a_round_with_a_trigger_makes_no_glow_it_could_make_ahead(tmp_path, clock, game_id):
    """Entered, rested a frame, then a round seeded to trigger the game's feature (wins,
    bursts, tumbles, the trigger's light) played through: the view made no halo, lit tile,
    column's light, shade or symbol's colours, the sparks no dot, the rays cache nothing; a
    bursting symbol's halo, whose size follows the frame's time, is made as asked."""
    app = App(data_dir=tmp_path / "data",
              services=Services(clock=clock, seeds=searcher(TRIGGERED[game_id])))
    try:
        slot = app.push(SlotScene(app, game_id=game_id))
        view = slot.view
        app.step(1 / 60)                    # the resting screen, before the first spin
        made, dots = dict(view.made), dict(view.particles.made)
        rays = light_rays.cache_info().misses
        slot.anim.pace("quick")
        slot.start_round("base")
        steps = set()
        for _ in range(20_000):
            app.step(1 / 30)
            steps.add(type(slot.anim.current).__name__)
            if not slot.in_round and slot.celebration is None:
                break
        assert not slot.in_round
        assert {"Wins", "Trigger"} <= steps, steps      # the round was a busy one
        assert {kind: view.made[kind] - made.get(kind, 0) for kind in MADE_AHEAD} == \
            dict.fromkeys(MADE_AHEAD, 0)
        assert view.particles.made["dot"] == dots.get("dot", 0)
        assert light_rays.cache_info().misses == rays
        assert made and view.made["growing halo"] > 0    # counted: a burst's, as asked
    finally:
        app.storage.close()


@pytest.mark.parametrize("game_id", sorted(TRIGGERED))
def test_what_is_made_ahead_draws_what_a_frame_would_have_made(app, game_id):
    """Each halo, lit tile, column and trigger's light drawn by the warmed view (its pictures
    made on entering) and by a cold one (the same pictures made by the draw asking, the
    shared glow and ray caches emptied first): the same pixels, at every brightness."""
    slot = app.push(SlotScene(app, game_id=game_id))
    look, warmed = slot.look, slot.view
    frame = look.theme["frame"]
    rays = [light_rays(warmed.ray_radius(), tuple(frame[:3]), turn)
            for turn in range(RAY_TURNS)]
    kept = [pixels(image) for image in rays]
    for cache in (glow_levels, soft_dot, light_rays):
        cache.cache_clear()
    cold = BoardView(game_id, slot.game.rows, slot.game.cols, look.board, look.mark_colours,
                     look.valued, look.board_art, look.roles.symbols("substitute"))
    assert not cold.made and warmed.made["halo"] and warmed.made["glow"]
    assert kept == [pixels(light_rays(cold.ray_radius(), tuple(frame[:3]), turn))
                    for turn in range(RAY_TURNS)]

    def drawn(view: BoardView) -> list[bytes]:
        out = []
        for strength in [i / 16 for i in range(17)]:
            surface = pygame.Surface((1280, 720))
            for colour in WIN_COLOURS:
                view.halo(surface, 1, 1, colour, strength)
                view.glow(surface, 2, 2, colour, strength)
            view.glow(surface, 0, 0, warm.STAMP, strength)
            view.glow(surface, 0, 2, warm.GROW, strength)
            view.column_glow(surface, 3, strength)
            for size, _ in warm.WAITING:
                view.halo(surface, 3, 0, WAIT_GLOW, strength, size)
            for size, _ in warm.VALUES:
                view.halo(surface, 2, 3, VALUE_GLOW, strength, size)
            view.halo(surface, 0, 3, tuple(frame), strength, warm.TRIGGER[0])
            view.iris(surface, strength, frame)
            view.light_burst(surface, strength, strength * 2, frame)
            out.append(pixels(surface))
        return out
    assert drawn(warmed) == drawn(cold)


def test_the_sparks_made_ahead_are_the_sparks_drawn(app):
    """A spark's dot of each colour and radius made on entering is the dot a burst draws."""
    slot = app.push(SlotScene(app, game_id="sweet-bonanza-xmas"))
    warmed, cold = slot.view.particles, type(slot.view.particles)(seed=3)
    colours = slot.view.colours(slot.game.symbol_ids()[0])
    for burst in (warmed, cold):
        burst.emit(640, 360, colours, 200)
        burst.update(0.2)
    made = warmed.made["dot"]
    ours, theirs = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    warmed.sparks = [list(spark) for spark in cold.sparks]
    warmed.draw(ours)
    cold.draw(theirs)
    assert warmed.made["dot"] == made and cold.made["dot"] > 0
    assert pixels(ours) == pixels(theirs)


def test_a_halo_adds_the_light_its_glow_levels_added(app):
    """A halo keeps its brightnesses but the darkest (black: adding it changes nothing) and
    not the dot they were made from: drawn over a scene it adds, pixel for pixel, what
    glow_levels' level of that brightness added (the way it was drawn before)."""
    slot = app.push(SlotScene(app, game_id="midnight-princess"))
    view = slot.view
    scene = pygame.Surface((1280, 720))
    scene.fill((40, 90, 160))
    pygame.draw.circle(scene, (250, 240, 10), (640, 360), 200)
    for colour in (*WIN_COLOURS, WAIT_GLOW):
        for size in (0.8, 1.0, 1.15, 1.3):
            for strength in [i / 8 for i in range(9)]:
                ours, theirs = scene.copy(), scene.copy()
                view.halo(ours, 2, 2, colour, strength, size)
                radius = max(4, int(view.cell * 0.62 * size))
                level = glow_levels(radius, colour)[round(strength * 8)]
                theirs.blit(level, level.get_rect(center=view.center(2, 2)),
                            special_flags=pygame.BLEND_RGB_ADD)
                assert pixels(ours) == pixels(theirs), (colour, size, strength)


def test_each_buttons_art_in_every_state_is_read_as_the_game_is_entered(app):
    """A round's first frame shows the buttons disabled, its end shows them again: each
    state's picture is in the picture cache once the game is entered (read in the frame, five
    files cost it 2-5 ms)."""
    assets.reset()
    slot = app.push(SlotScene(app, game_id="sweet-bonanza-xmas"))
    held = dict(assets._pictures)
    buttons = [b for b in slot.controls.buttons if isinstance(b, PictureButton)]
    assert len(buttons) > 5
    for button in buttons:
        for state in STATES:
            art = PictureButton.image(button, state)
            assert art is not None and any(image is art for image in held.values()), \
                (button.icon, state)
