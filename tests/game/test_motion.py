"""Wins told with motion, anticipation and triggers (issue 27, points 4, 5 and 10): what a
test can tell of the board's moments, headless, on the real views of every game."""
import pygame
import pytest

from helpers import frames, key, recording, problems
from engine import events as ev
from engine.games import available_games
from game.window.look import Plaque, look_of
from game.window.board.animator import (Animator, Explode, Fall, Land, SummedMultiplier, Trigger,
                                       Wins)
from game.window.scenes.slot import SlotScene

GAMES = available_games()


def pixels(surface, rect):
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def cell_rect(view, r, c):
    x, y = view.center(r, c)
    return pygame.Rect(round(x - view.cell / 2), round(y - view.cell / 2), view.cell, view.cell)


def drawn(app, slot) -> dict:
    """{words: rect} of every text one frame of the scene draws."""
    with recording() as seen:
        slot.draw(app.screen)
    return {d.message: d.rect for d in seen}


def a_symbol(slot):
    return next(iter(slot.game.paytable.pays))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_winning_symbol_pulses_and_glows(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    anim = slot.anim
    anim.feed({"type": ev.WIN, "symbol": a_symbol(slot), "positions": [[1, 1], [1, 2]],
               "count": 2, "pay": "1", "amount": 100, "total": 100})
    anim.update(0)
    assert isinstance(anim.current, Wins)
    shots = []
    for _ in range(4):                       # a quarter beat apart
        slot.draw(app.screen)
        shots.append(pixels(app.screen, cell_rect(slot.view, 1, 1)))
        anim.update(Wins.BEAT / 4)
    assert len(set(shots)) == 4
    assert Wins([]).scale(0) == pytest.approx(1.0)
    assert max(Wins([]).scale(k / 20) for k in range(20)) > 1.1


@pytest.mark.parametrize("game_id", GAMES)
def test_a_leaving_symbol_bursts_into_sparks_of_its_own_colours(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    anim, view = slot.anim, slot.view
    symbols = list(slot.game.paytable.pays)[:2]
    anim.board.cells = [[symbols[c % 2] for c in range(slot.game.cols)]
                        for _ in range(slot.game.rows)]
    anim.feed({"type": ev.EXPLODE, "positions": [[0, 0]]})
    anim.update(0)
    assert isinstance(anim.current, Explode)
    sparks = view.particles.sparks
    assert len(sparks) >= 10
    own = set(view.colours(symbols[0]))
    assert {tuple(p[6]) for p in sparks} == own
    assert own != set(view.colours(symbols[1]))          # each symbol its own
    x, y = view.center(0, 0)
    assert all(abs(p[0] - x) < 1 and abs(p[1] - y) < 1 for p in sparks)   # from its cell


def test_sparks_take_the_colours_of_the_picture():
    from game.window.effects import colours_of
    red = pygame.Surface((20, 20), pygame.SRCALPHA)
    red.fill((200, 30, 40, 255))
    assert all(r > 150 and g < 80 for r, g, _ in colours_of(red))
    clear = pygame.Surface((20, 20), pygame.SRCALPHA)
    assert colours_of(clear) == ((255, 255, 255),)


def board(rows, cols, scatters=()):
    cells = [["heart"] * cols for _ in range(rows)]
    for r, c in scatters:
        cells[r][c] = "scatter"
    return cells


def test_the_drop_eases_overshoots_and_staggers_by_column():
    land = Land(board(5, 6))
    for r, c in ((4, 0), (0, 3), (2, 5)):
        path = [land.row_at(r, c, land.duration * k / 200) for k in range(201)]
        assert path[0] < 0 and path[-1] == pytest.approx(r)          # from above, to its row
        assert max(path) > r + 0.05                                   # passes its place...
        assert max(path) < r + 0.3                                    # ...by a little
        falling = [y for y in path if y < r]
        steps = [b - a for a, b in zip(falling, falling[1:]) if b != a]
        assert steps == sorted(steps)                                 # gathering speed
    starts = [land.began(4, c) for c in range(6)]
    gaps = {round(b - a, 4) for a, b in zip(starts, starts[1:])}
    assert gaps == {Land.STAGGER} and 0.04 <= Land.STAGGER <= 0.06    # one column after another
    assert 0.35 <= land.duration <= 0.75


@pytest.mark.parametrize("game_id", GAMES)
def test_refills_drop_with_a_bounce_column_by_column(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    anim = slot.anim
    cells = [row[:] for row in anim.board.cells]
    anim.board.cells = [[None if r == 0 else s for s in row] for r, row in enumerate(cells)]
    fall = Fall(cells)
    anim.queue.append(fall)
    anim.update(0)
    assert fall.row_at(-1.6, 0, 2, fall.STAGGER * 2) == pytest.approx(-1.6)   # not yet
    assert fall.row_at(-1.6, 0, 0, fall.STAGGER * 2) > -1.6                   # falling
    path = [fall.row_at(-1.6, 0, 1, fall.duration * k / 100) for k in range(101)]
    assert max(path) > 0 and path[-1] == pytest.approx(0)


TRIGGER = {"symbol": "scatter", "count": 4}


def test_anticipation_slows_the_remaining_columns_when_and_only_when_one_short():
    plain = Land(board(5, 6))
    for scatters, waits in [
            ([(4, 0), (0, 2), (2, 3)], 4),           # three by column 3: one short
            ([(4, 0), (0, 1), (2, 1)], 2),           # three by column 1
            ([(4, 0), (0, 2)], None),                # two: not one short
            ([(4, 0), (0, 1), (0, 5)], None),        # the third is in the last column
            ([(4, 0), (0, 1), (2, 2), (3, 2)], None),   # from two to four at once: triggered
    ]:
        land = Land(board(5, 6, scatters), TRIGGER)
        assert land.waits_from == waits, scatters
        for c in range(6):
            slowed = waits is not None and c >= waits
            fall = land.landed(0, c) - land.began(0, c)
            assert fall == pytest.approx(Land.FALL * (Land.SLOW if slowed else 1))
            if not slowed:
                assert land.began(0, c) == pytest.approx(plain.began(0, c))
        if waits is None:
            assert land.duration == pytest.approx(plain.duration)
        else:
            assert 2 <= Land.SLOW <= 3 and land.duration > 2 * plain.duration
            for c in range(waits + 1, 6):           # one at a time
                assert land.began(0, c) > land.began(0, c - 1) + Land.FALL
    # no trigger on the screen's event (a game without one): never
    assert Land(board(5, 6, [(4, 0), (0, 2), (2, 3)])).waits_from is None
    assert Land(board(5, 6, [(4, 0), (0, 2)]), {"symbol": "scatter", "count": 3}).waits_from == 3


def test_the_waiting_symbols_glow_and_the_sound_stops_as_the_last_column_lands():
    land = Land(board(5, 6, [(4, 0), (0, 2), (2, 3)]), TRIGGER)
    before = land.landed(0, 3) - 0.01
    assert land.waiting(before) == []
    assert land.waiting(land.landed(0, 3) + 0.01) == [(4, 0), (0, 2), (2, 3)]
    anim = Animator(View(), 5, 6, look=look_of("sweet-bonanza-xmas"))
    land.begin(anim.stage)
    cues = dict((cue, at) for at, cue, _ in land.cues)
    assert cues["anticipation"] < cues["anticipation_end"] == 1.0


class View:
    particles = []

    def update_particles(self, dt):
        pass

    def burst(self, *args):
        pass


def test_an_animator_is_made_with_its_look():
    """Issue 57, 8: `look` was None by default, and the first grid event crashed on it; it is
    required now, so the mistake is met where the animator is made."""
    with pytest.raises(TypeError, match="look"):
        Animator(View(), 5, 5)      # type: ignore[call-arg]
    anim = Animator(View(), 5, 5, look=look_of("midnight-princess"))
    anim.feed({"type": ev.GRID, "reason": "spin", "cells": board(5, 5)})
    assert anim.busy


def test_a_meter_one_short_slows_the_drops_until_it_fills_or_resets():
    anim = Animator(View(), 5, 5, look=look_of("midnight-princess"))
    cells = board(5, 5)
    durations = []
    for value in (1, 2, 3, 0, 2):
        anim.feed({"type": ev.METER, "name": "trinity", "value": value, "target": 3})
        fall = Fall(cells)
        anim.queue.append(fall)
        anim.update(0)
        durations.append(anim.duration(fall))
        anim.finish_current()
    normal = durations[0]
    assert durations == [normal, normal * Land.SLOW, normal, normal, normal * Land.SLOW]


def test_a_real_screen_says_when_it_is_one_short():
    """The client reads "one short" from the engine's own events (grid.trigger)."""
    from engine.games import load_game
    from engine.rng import FairRng
    from engine.round import run
    game = load_game("sweet-bonanza-xmas")
    found = 0
    for seed in range(1, 3000):
        for event in run(game, game.bets.default, FairRng.from_seed(seed)):
            if event["type"] == ev.GRID and event.get("trigger"):
                land = Land(event["cells"], event["trigger"])
                scatters = sum(row.count("scatter") for row in event["cells"])
                if land.anticipating:
                    found += 1
                    assert scatters >= event["trigger"]["count"] - 1
        if found >= 2:
            break
    assert found >= 2


SUM = {"type": ev.MULTIPLIER, "value": 7, "source": "baubles", "amount": 700, "added": 600,
       "positions": [[0, 0], [1, 1]], "values": [2, 5], "total": 700}


def test_baubles_add_before_they_multiply_and_the_sum_shown_is_the_events():
    step = SummedMultiplier(SUM)
    times = [step.duration * k / 100 for k in range(101)]
    sums = [step.shown_sum(t) for t in times]
    assert sums[0] == 0 and sums[-1] == SUM["value"]
    assert sorted(set(sums)) == [0, 2, 7]                 # x2, then x2 + x5
    assert sums == sorted(sums)
    assert step.sum_words(step.each * 2) == "x2 + x5 = x7"
    assert step.multiplies_at > step.each * 2             # all added before it multiplies
    assert 0.3 <= step.each <= 0.5
    many = SummedMultiplier({**SUM, "values": [2] * 20, "value": 40,
                      "positions": [[0, c % 6] for c in range(20)]})
    assert many.shown_sum(many.duration) == 40 and many.duration < 4


def test_the_baubles_words_on_screen_add_then_multiply(app):
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    anim = slot.anim
    anim.board.cells[0][0], anim.board.cells[1][1] = "x2", "x5"
    anim.feed(SUM)
    anim.update(0)
    step = anim.current
    seen = []
    for seconds in (step.each * 0.5, step.each * 1.5, step.each * 2.1,
                    step.multiplies_at + 0.4):
        anim.t = seconds / step.duration
        seen.append(set(drawn(app, slot)))
        assert problems(app, f"baubles at {seconds:.2f}") == []
    assert "x2" in seen[0] and "x2 + x5 = x7" not in seen[0]
    assert "x2 + x5 = x7" in seen[2] and slot.show(700) not in seen[2]
    assert slot.show(700) in seen[3] and f"{slot.show(100)} x 7" in seen[3]


@pytest.mark.parametrize("game_id", GAMES)
def test_banners_and_moments_read_from_their_first_frame(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    anim = slot.anim
    bright = list(slot.game.paytable.pays)[-1]           # a busy board of one bright symbol
    anim.board.cells = [[bright] * slot.game.cols for _ in range(slot.game.rows)]
    anim.overlay.banner = (Plaque("MIDNIGHT RICHES", "10 FREE SPINS", "wins x3"), 0.0, 0.0)
    assert problems(app, "a banner's first frame") == []
    anim.overlay.banner = (Plaque("GIRL POWER", line="STORM", small=True), 0.02, 0.0)
    assert problems(app, "a banner's second frame") == []
    anim.overlay.banner = None
    anim.board.labels = [({"positions": [[1, 1], [1, 2]], "amount": 500, "symbol": bright,
                     "count": 9}, (255, 220, 80)),
                   ({"positions": [[0, 1], [2, 2]], "amount": 70, "symbol": bright,
                     "count": 12}, (120, 230, 255))]
    for age in (0.0, 0.3, 1.2):                         # the pays as they rise
        anim.board.label_age = age
        assert problems(app, f"pays at {age}") == []


def test_pays_rise_from_their_cluster_and_never_cover_each_other(app):
    from game.window.board.labels import placed
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    labels = [({"positions": [[1, 1], [1, 2]], "amount": 500, "symbol": "heart", "count": 8},
               (255, 220, 80)),
              ({"positions": [[0, 1], [2, 2]], "amount": 70}, (120, 230, 255)),
              ({"positions": [[1, 1], [1, 2]], "amount": 12345}, (255, 130, 200))]
    first = placed(slot.view, labels, slot.show, 0.0)
    later = placed(slot.view, labels, slot.show, 5.0)
    cx = (slot.view.center(1, 1)[0] + slot.view.center(1, 2)[0]) / 2
    assert first[0][0].center == (round(cx), round(slot.view.center(1, 1)[1]))
    assert later[0][0].centery < first[0][0].centery                 # it rose
    assert first[0][3] == "8 x HEART" and first[1][3] == ""
    for boxes in (first, later):
        rects = [box for box, _, _, _ in boxes]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_a_top_row_win_rises_on_the_board_not_onto_its_frame(app):
    """Found in the screenshots: a win along Santa's top row rose half a cell onto the frame."""
    from game.window.board.labels import placed
    slot = app.push(SlotScene(app, "santas-wonderland"))
    labels = [({"positions": [[0, c] for c in range(5)], "amount": 2, "symbol": "diamond",
                "count": 5}, (255, 220, 80))]
    board = slot.view.grid_rect()
    for age in (0.0, 0.5, 5.0):
        (box, _, _, _), = placed(slot.view, labels, slot.show, age)
        assert board.contains(box), (age, box, board)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_trigger_has_its_moment_skippable_and_the_key_art_reacts(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    anim, look = slot.anim, slot.look
    name = next(n for n in look.features if look.big(n))
    anim.progress.trigger_symbol = "scatter"
    anim.board.cells[0][0] = anim.board.cells[2][3] = "scatter"
    anim.feed({"type": ev.FEATURE, "name": name, "phase": ev.START, "levels": 5, "spins": 10})
    anim.update(0)
    assert isinstance(anim.current, Trigger)
    assert 1.5 <= anim.duration(anim.current) <= 2.5
    step = anim.current
    if game_id == "sweet-bonanza-xmas":
        assert step.cells == [(0, 0), (2, 3)]         # the scatters pulse
    shots = []
    for _ in range(3):
        app.step(0.3)
        shots.append(pixels(app.screen, slot.view.grid_rect()))
    assert len(set(shots)) == 3 and anim.current is step
    assert slot.board.key_art.image is None or slot.board.key_art.reaction == "trigger"
    key(pygame.K_SPACE)                               # skipped: on to the banner
    app.step(1 / 60)
    assert anim.current is not step and anim.overlay.banner
    anim.skip_screens = True
    anim.feed({"type": ev.FEATURE, "name": name, "phase": ev.START, "levels": 5, "spins": 10})
    frames(app, 0.2)
    assert not isinstance(anim.current, Trigger)      # skip screens: cut to 0.5 s


def test_santas_riches_meter_leaves_while_its_feature_plays_and_the_levels_ladder(app):
    slot = app.push(SlotScene(app, "santas-wonderland"))
    anim = slot.anim
    for event in ({"type": ev.METER, "name": "midnight_riches", "value": 0, "target": 140},
                  {"type": ev.FEATURE, "name": "midnight_riches", "phase": ev.START,
                   "levels": 5},
                  {"type": ev.FEATURE, "name": "level", "phase": ev.START, "level": 2,
                   "multiplier": 6, "target": 120},
                  {"type": ev.MULTIPLIER, "value": 6, "source": "level", "level": 2}):
        anim.feed(event)
    anim.fast_forward()
    shown = [value[0] for kind, _, value in slot.panels.boxes(slot.snapshot()) if kind == "meter"]
    assert "midnight_riches" not in shown
    assert anim.progress.level == (2, 5) and anim.progress.multiplier == 6
    words = set(drawn(app, slot))
    assert {"L1", "L2", "L5", "x6"} <= words and not any("/ 140" in w for w in words)
    assert problems(app, "levels") == []


def test_a_growing_multiplier_steps_and_punches(app):
    slot = app.push(SlotScene(app, "midnight-princess"))
    anim = slot.anim
    anim.feed({"type": ev.MULTIPLIER, "value": 3, "source": "drop"})
    frames(app, 4 / 60)
    words = drawn(app, slot)
    assert {"x1", "x2", "x3", "x4", "x5"} <= set(words)
    punched = words["x3"].height
    frames(app, 1.0)
    rested = drawn(app, slot)["x3"].height
    assert punched > rested


def test_the_baubles_sum_stands_alone_not_as_a_step(app):
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    slot.anim.feed(SUM)
    slot.anim.fast_forward()
    frames(app, 1.0)
    words = set(drawn(app, slot))
    assert "x7" in words and not {"x6", "x8"} & words


def test_the_status_panel_names_the_princess_of_the_free_spins_not_the_base_games():
    """Issue 37: a big win after Love's free spins showed STORM IS ACTIVE beside a banner of
    LOVE. The panel shows the latest `princess` event, and the free spins' start now says the
    chosen one (engine): played through the animator, the panel agrees with the banner."""
    from engine.games import load_game
    from engine.rng import FairRng
    from engine.round import run
    game, look = load_game("midnight-princess"), look_of("midnight-princess")
    events = run(game, game.bets.default, FairRng.from_seed(623), choices=("love",))
    assert events[1] == {"type": ev.PRINCESS, "active": "star"}      # the base game's
    anim = Animator(View(), 5, 5, look=look)
    for event in events[:-1]:                    # to the big win, before the round's end
        anim.feed(event)
        while anim.busy:
            anim.update(0)
            anim.finish_current()
    panel = [look.status_words(e) for e in anim.progress.status.values()]
    assert panel == ["LOVE IS ACTIVE"]
