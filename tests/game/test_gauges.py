"""The panels where a round's state lives are drawn as art that carries its values (issue 49,
1): a meter's gauge its figures and its fill, its target reached a moment of its own; the marks
won as lit sockets with their count; the free spins' counter a tile that flips; a summed
multiplier on the valued symbol's picture; a big feature's total on its own plaque."""
import pygame

from helpers import frames, recording
from game.window.scenes.slot import SlotScene

RICHES = "midnight_riches"


def texts_in(app, slot):
    """The texts the side panels draw on a frame, with the panels' boxes."""
    state = slot.snapshot()
    with recording() as seen:
        slot.panels.draw(app.screen, state)
    return seen, slot.panels.boxes(state)


def inside_a_panel(seen, boxes, words):
    found = [d for d in seen if d.message == words]
    assert found, f"{words!r} not drawn: {[d.message for d in seen]}"
    assert any(box.contains(d.rect) for d in found for _, box, _ in boxes), words
    assert all(d.contrast >= 4.5 for d in found), words


def test_a_meter_is_a_gauge_that_fills_to_its_value_and_marks_its_target(app):
    slot = app.push(SlotScene(app, "santas-wonderland"))
    slot.anim.progress.meters[RICHES] = {"name": RICHES, "value": 70, "target": 140}
    frames(app, 0.5)                                     # the counter rolls to its value
    seen, boxes = texts_in(app, slot)
    inside_a_panel(seen, boxes, "70 / 140")
    inside_a_panel(seen, boxes, "MIDNIGHT RICHES")
    box = next(box for kind, box, _ in boxes if kind == "meter")
    bar_y = box.bottom - 21                              # the tube's middle
    fill = app.screen.get_at((box.x + 14 + (box.width - 54) // 4, bar_y))
    empty = app.screen.get_at((box.x + 12 + (box.width - 54) * 7 // 8, bar_y))
    assert sum(fill[:3]) > sum(empty[:3]) + 150          # lit to half way, dark past it
    assert "reached" not in str(slot.panels.moments)


def test_a_meter_reaching_its_target_has_its_moment(app):
    from game.window.ui import gauges
    slot = app.push(SlotScene(app, "santas-wonderland"))
    slot.anim.progress.meters[RICHES] = {"name": RICHES, "value": 140, "target": 140}
    frames(app, 0.5)
    assert ("reached", RICHES) in slot.panels.moments     # counted from the moment it got there
    age = slot.panels.moments[("reached", RICHES)]
    assert 0 < age < 0.5
    box = pygame.Rect(0, 0, 256, 64)
    drawn = []
    for reached in (None, 0.1):
        surface = pygame.Surface((300, 100))
        gauges.gauge(surface, box.move(10, 10), "M", 140, 140, (220, 40, 50), (214, 176, 90),
                     reached=reached)
        drawn.append(surface.get_at((box.right - 7, box.bottom - 11)))     # the medallion
    assert drawn[0] != drawn[1]                          # it lights when reached


def test_the_marks_won_light_their_sockets_and_are_counted(app):
    slot = app.push(SlotScene(app, "santas-wonderland"))
    board = slot.anim.board
    board.marks = {"blue": (0, 0), "red": (1, 1)}
    board.won_marks.update({"blue", "red"})
    frames(app, 0.05)
    seen, boxes = texts_in(app, slot)
    inside_a_panel(seen, boxes, "MARKS WON 2 / 5")


def test_the_free_spins_counter_flips_as_a_spin_is_used(app):
    from game.window.ui import gauges
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    slot.anim.progress.spin_counter = (3, 10)
    frames(app, 0.5)
    seen, boxes = texts_in(app, slot)
    inside_a_panel(seen, boxes, "3")
    inside_a_panel(seen, boxes, "/ 10")
    slot.anim.progress.spin_counter = (4, 10)
    frames(app, 1 / 60)
    before, age = slot.panels.moments["spin"]
    assert before == 3 and age < gauges.FLIP             # flipping from 3
    frames(app, gauges.FLIP)
    seen, boxes = texts_in(app, slot)
    inside_a_panel(seen, boxes, "4")


def test_a_summed_multiplier_sits_on_the_valued_symbols_picture(app):
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    progress = slot.anim.progress
    progress.multiplier, progress.multiplier_sum = 25, True
    frames(app, 0.5)
    seen, boxes = texts_in(app, slot)
    inside_a_panel(seen, boxes, "x25")
    box = next(box for kind, box, _ in boxes if kind == "multiplier")
    side = box.height - 8
    centre = (box.right - 12 - side // 2, box.centery + 2)
    gold = app.screen.get_at((centre[0] - side // 4, centre[1] + side // 5))
    assert gold.r > 150 and gold.g > 100 and gold.b < 120     # the bauble's gold round it


def test_a_big_features_total_is_its_plaque_with_the_amount_large(app):
    slot = app.push(SlotScene(app, "santas-wonderland"))
    assert slot.look.total_picture("MIDNIGHT RICHES COMPLETE") == RICHES
    assert slot.look.total_picture("SOMETHING ELSE") == ""
    slot.anim.overlay.total = ("MIDNIGHT RICHES COMPLETE", 123456, "level 3 reached", 1.0)
    frames(app, 1 / 60)
    with recording() as seen:
        slot.overlays.draw(app.screen, slot.snapshot())
    amount = next(d for d in seen if d.message == slot.show(123456))
    assert amount.rect.height >= 50                          # large figures
    words = {d.message for d in seen}
    assert {"MIDNIGHT RICHES COMPLETE", "TOTAL WIN", "level 3 reached"} <= words
    assert all(d.contrast >= 4.5 for d in seen)
