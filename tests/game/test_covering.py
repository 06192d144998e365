"""Nothing covers anything (issue 37, 5): a value's flight keeps clear of the win's plate, the
feature ladder keeps clear of the key art, a pale board hides the scenery behind it."""
import pygame
import pytest

from engine.games import available_games
from game.window.assets import font
from game.window.board.steps import SummedMultiplier
from game.window.ui import ladder
from game.window.ui.keyart import JUMP
from game.window.scenes.slot import SlotScene

WIN = "RM10,000.00"          # a wide win: its plate is as wide as they come


def test_a_values_flight_never_crosses_the_win_plate(app):
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    view = slot.view
    step = SummedMultiplier({"values": [2], "positions": [[0, 0]], "value": 2})
    tx, ty = step.target(slot.anim)
    w, h = font(40).size(WIN)
    win = pygame.Rect(0, 0, w + 28, h + 14)
    win.center = (tx, ty - step.WIN_ABOVE)
    crossed = []
    for r in range(slot.game.rows):
        for c in range(slot.game.cols):
            fw, fh = font(40).size("x100")
            if pygame.Rect(0, 0, fw + 28, fh + 14).move(
                    view.center(r, c)[0] - fw / 2 - 14, view.center(r, c)[1] - fh / 2 - 7) \
                    .colliderect(win):
                continue                      # it starts under the plate: it only leaves it
            for i in range(41):
                k = i / 40
                x, y = step.path(view.center(r, c), k, (tx, ty))
                fw, fh = font(round(40 * (1 - 0.35 * k))).size("x100")
                flying = pygame.Rect(0, 0, fw + 28, fh + 14)
                flying.center = (round(x), round(y))
                if flying.colliderect(win):
                    crossed.append((r, c, k))
    assert not crossed
    end = step.path(view.center(0, 0), 1.0, (tx, ty))
    assert end == (tx, ty + step.SUM_BELOW)              # it lands on the sum


@pytest.mark.parametrize("game_id", available_games())
def test_the_feature_ladder_and_its_meter_keep_clear_of_the_key_art(app, game_id):
    """Santa's level panel (L1-L5, x3) sat on Santa's hat during Midnight Riches."""
    slot = app.push(SlotScene(app, game_id))
    if not slot.look.key_art:
        return
    progress = slot.anim.progress
    progress.multiplier, progress.level = 3, (1, 5)
    progress.meters["level"] = {"type": "meter", "name": "level", "value": 10, "target": 116}
    boxes = [box for _, box, _ in slot.panels.boxes(slot.snapshot())]
    assert any(box.height == ladder.height((1, 5)) for box in boxes)
    art = slot.board.key_art
    drawn = art.image.get_rect(midbottom=art.rect.midbottom)
    drawn.top -= JUMP                                    # as high as it jumps
    for box in boxes:
        assert not box.colliderect(drawn), (game_id, tuple(box), tuple(drawn))


@pytest.mark.parametrize("game_id", available_games())
def test_the_board_hides_the_scenery_behind_it(app, game_id):
    """Lollipops showed through Sweet Bonanza Xmas's bottom rows: the board's backing is
    opaque enough that the scenery behind it reads as no more than a tint."""
    slot = app.push(SlotScene(app, game_id))
    grid = slot.view.grid_rect()
    seen = []
    for colour in ((0, 0, 0), (255, 255, 255)):
        screen = pygame.Surface((1280, 720))
        screen.fill(colour)
        slot.board.draw_backing(screen)
        screen.blit(slot.board.frame, slot.board.frame.get_rect(center=grid.center))
        seen.append([screen.get_at((grid.x + grid.w * i // 7, grid.bottom - 30))[:3]
                     for i in range(1, 7)])
    for black, white in zip(*seen):
        assert max(abs(a - b) for a, b in zip(black, white)) <= 90, (black, white)
