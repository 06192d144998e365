"""Stillness and small art (issue 49, 5): a resting board lets a symbol glint or breathe now and
then, a few at a time, and the logo shimmer, all moved by the screen's clock (injected), never
while a round plays; the moon's halo leaves its face its own; plaques stay inside the screen."""
import pygame

from helpers import frames
from game.window.scenes.slot import SlotScene


def test_a_few_symbols_move_at_a_time_now_and_then_by_the_clock(app):
    from game.window.ui.idle import moments
    seen, most = set(), 0
    for tick in range(60 * 60):                       # a minute at 60 frames a second
        now = moments(tick / 60, 8, 8)
        most = max(most, len(now))
        seen.update((kind, r, c) for kind, r, c, _ in now)
        assert now == moments(tick / 60, 8, 8)        # the clock alone decides
    assert most <= 2                                   # never more than a glint and a breath
    assert len({(r, c) for _, r, c in seen}) > 20     # not the same symbol over and over
    still = sum(1 for tick in range(600) if not moments(tick / 60, 8, 8))
    assert still > 100                                 # and the board also rests


def grid_pixels(app, slot, clock):
    slot.anim.clock = clock
    slot.board.draw(app.screen, slot.snapshot())
    return pygame.image.tobytes(app.screen.subsurface(slot.view.grid_rect()), "RGB")


def test_a_resting_board_glints_and_breathes_but_never_in_a_round(app):
    from game.window.ui.idle import moments
    slot = app.push(SlotScene(app, "santas-wonderland"))
    frames(app, 0.2)
    rows, cols = slot.game.rows, slot.game.cols
    moving = next(t / 60 for t in range(600) if any(
        abs(p - 0.5) < 0.05 for _, _, _, p in moments(t / 60, rows, cols)))
    resting = next(t / 60 for t in range(600) if not moments(t / 60, rows, cols))
    assert grid_pixels(app, slot, moving) != grid_pixels(app, slot, resting)
    assert grid_pixels(app, slot, moving) == grid_pixels(app, slot, moving)   # drawn alike
    slot.anim.board.labels = [({"positions": [[0, 0]], "amount": 5}, (255, 200, 80))]
    assert grid_pixels(app, slot, moving) == grid_pixels(app, slot, resting)  # a win shows: still


def test_the_logo_shimmers_now_and_then(app):
    from game.window.ui import hud, idle
    slot = app.push(SlotScene(app, "midnight-princess"))
    frames(app, 0.1)
    assert slot.panels.shine                         # made once, as the game is entered

    def logo(clock):
        slot.anim.clock = clock
        app.screen.fill((0, 0, 0))
        slot.panels.draw(app.screen, slot.snapshot())
        return pygame.image.tobytes(app.screen.subsurface(hud.LOGO), "RGB")
    shining = idle.SHIMMER_EVERY * 3 + idle.SHIMMER_TAKES / 2
    resting = idle.SHIMMER_EVERY * 3 + idle.SHIMMER_TAKES + 1
    assert logo(shining) != logo(resting)


def test_the_moons_halo_leaves_its_face_its_own(app):
    from game.window.ui.scenery import Scenery
    from game.window.look import look_of
    look = look_of("midnight-princess")
    spec = look.scenery["glow"]
    levels = Scenery(look.scenery, look.theme).glow[0]
    brightest = levels[-1]
    centre = (brightest.get_width() // 2, brightest.get_height() // 2)
    assert brightest.get_at(centre)[:3] == (0, 0, 0)         # nothing added on the disc
    ring = (centre[0] + spec["hollow"] + 16, centre[1])
    assert sum(brightest.get_at(ring)[:3]) > 0               # the halo round it


def test_a_small_plaque_stays_inside_the_screen_as_it_slides_in(app):
    from game.window.look import Plaque
    from game.window.ui import plaques
    slot = app.push(SlotScene(app, "santas-wonderland"))
    frames(app, 0.05)
    surface = pygame.Surface((1280, 720))
    for seconds in (0.0, 0.1, 0.3, 1.0):
        surface.fill((0, 0, 0))
        plaques.draw(surface, slot.look, (640, 320), slot.look.small_plaque,
                     Plaque("WILD SANTA", line="a symbol turns Wild", small=True), 1.0, seconds)
        edge = [surface.get_at((1279 - dx, y))[:3] for dx in range(4) for y in range(0, 720, 4)]
        assert set(edge) == {(0, 0, 0)}, seconds            # clear of the right edge
