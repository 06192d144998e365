"""The cues the board asks for, at which step and when (the animator, headless), and the audio
that plays them on the dummy driver: music loops cross-faded and ducked, cues by name and step
on limited voices, and every cue the client asks for present in the mix with a file."""
import pygame
import pytest

from helpers import finish_round, frames
from game.window.board.animator import Animator
from game.window.look import look_of
from game.window.scenes.slot import SlotScene


class View:
    """What the animator asks of the board, without drawing."""
    particles = []

    def update_particles(self, dt):
        pass

    def burst(self, row, col, symbol, count=14):
        pass

    def burst_at(self, colours, count=40):
        pass


def animator(game="sweet-bonanza-xmas", rows=5, cols=6):
    heard = []
    anim = Animator(View(), rows, cols, sound=lambda cue, step=None: heard.append((cue, step)),
                    look=look_of(game))
    return anim, heard


def screen(scatters, rows=5, cols=6, need=4, reason="spin"):
    """A landed screen; `need` scatters on it trigger (its event says so), None: none do."""
    cells = [["heart"] * cols for _ in range(rows)]
    for r, c in scatters:
        cells[r][c] = "scatter"
    event = {"type": "grid", "reason": reason, "cells": cells}
    if need:
        event["trigger"] = {"symbol": "scatter", "count": need}
    return event


def play_out(anim, dt=0.01):
    for _ in range(1000):
        if not anim.busy:
            return
        anim.update(dt)


# --- scatters, meters, marks, multipliers -----------------------------------------------------

def test_scatters_ring_a_step_higher_each_as_they_land_and_one_short_rises():
    anim, heard = animator()
    anim.feed(screen([(4, 0), (0, 2), (2, 3)]))
    anim.update(0)
    assert heard == []                               # nothing before anything lands
    play_out(anim)
    assert [c for c in heard if c[0] != "land"] == [("ring", 1), ("ring", 2),
                                                    ("ring", 3), ("anticipation", None),
                                                    ("anticipation_end", None)]
    assert heard.count(("land", None)) == 6          # a thud for each column


def test_the_anticipation_waits_for_columns_to_come_and_counts_free_spins_retriggers():
    anim, heard = animator()
    anim.feed(screen([(0, 0), (0, 1), (0, 5)]))      # the third lands in the last column
    play_out(anim)
    assert ("anticipation", None) not in heard
    anim, heard = animator()                         # in free spins, 3 add spins
    anim.feed(screen([(0, 0), (0, 1)], need=3, reason="free_spin"))
    play_out(anim)
    assert ("anticipation", None) in heard
    anim, heard = animator()                         # a screen no scatters trigger from
    anim.feed(screen([(0, 0), (0, 1), (0, 2)], need=None))
    play_out(anim)
    assert ("anticipation", None) not in heard


def test_a_grid_that_empties_waits_when_a_few_symbols_stand_between_it_and_its_trigger():
    """Issue 37, 6: a cleared grid starts Midnight Princess's free spins; its drops say so
    (25 empty cells) and its look says 5 symbols left is one short: the fall slows, the
    symbols left glow and the board holds on them, the anticipation rising, with no client
    code naming the game. Six left, or a drop without the field, is a plain fall."""
    def drop(left, trigger=True):
        cells = [[None] * 5 for _ in range(5)]
        for c in range(left):
            cells[4][c] = "ruby"
        event = {"type": "grid", "reason": "drop", "cells": cells}
        if trigger:
            event["trigger"] = {"symbol": None, "count": 25}
        return event
    timed = {}
    for left, trigger, rising in ((5, True, True), (6, True, False), (3, False, False)):
        anim, heard = animator("midnight-princess", 5, 5)
        anim.feed({"type": "grid", "reason": "spin", "cells": [["ruby"] * 5] * 5})
        play_out(anim)
        cells = drop(min(left, 5), trigger)
        if left == 6:
            cells["cells"][3][0] = "ruby"
        anim.feed(cells)
        anim.update(0)
        step = anim.current
        timed[(left, trigger)] = step.duration
        assert step.anticipating == rising
        if rising:
            assert step.waits_on == {(4, c) for c in range(5)}
        play_out(anim)
        assert (("anticipation", None) in heard) == rising
        assert (("anticipation_end", None) in heard) == rising
    assert timed[(5, True)] > 2 * timed[(3, False)]


def test_cues_keep_to_their_moment_at_every_speed():
    """The 2nd scatter is heard when it lands, a quarter as far into the round in turbo."""
    times = {}
    for speed in ("normal", "turbo"):
        anim, heard = animator()
        anim.speed = speed
        anim.feed(screen([(4, 0), (4, 3)]))
        clock = 0.0
        while ("ring", 2) not in heard:
            anim.update(0.005)
            clock += 0.005
        times[speed] = clock
    assert 0.4 < times["normal"] < 0.75
    assert times["turbo"] == pytest.approx(times["normal"] / 4, abs=0.02)


def test_slam_stop_plays_the_last_of_each_cue_and_no_anticipation():
    anim, heard = animator()
    anim.feed(screen([(4, 0), (0, 2), (2, 3)]))
    anim.update(0.01)
    anim.finish_current()
    assert sorted(heard, key=str) == [("land", None), ("ring", 3)]


def test_a_resumed_round_catches_up_in_silence():
    anim, heard = animator()
    anim.feed(screen([(4, 0), (0, 2), (2, 3)]))
    anim.feed({"type": "feature", "name": "free_spins", "phase": "start", "spins": 10})
    anim.fast_forward()
    assert heard == [] and anim.progress.in_feature == 1
    anim.sound("click")
    assert heard == [("click", None)]                # and then sounds again


def test_new_scatters_tumbling_in_ring_on_from_those_on_screen():
    anim, heard = animator()
    anim.board.show(screen([(4, 0)])["cells"])
    after = screen([(4, 0), (0, 2), (0, 4)], need=None)     # a tumble says no trigger
    anim.board.cells[0][2] = anim.board.cells[0][4] = None       # burst: two fresh cells drop in
    anim.feed({**after, "reason": "tumble"})
    play_out(anim)
    assert heard == [("tumble", None), ("ring", 2), ("ring", 3)]


def test_meter_steps_rise_and_one_short_anticipates_once():
    anim, heard = animator("midnight-princess", 5, 5)
    anim.progress.steps = 5
    for value in (1, 2, 2, 3):
        anim.feed({"type": "meter", "name": "trinity", "value": value, "target": 3})
    play_out(anim)
    assert heard == [("ring", 1), ("ring", 2), ("anticipation", None), ("ring", 3)]
    heard.clear()
    for value in (5, 10, 30, 60, 120):                # a long meter rings at its steps only
        anim.feed({"type": "meter", "name": "level", "value": value, "target": 140})
    play_out(anim)
    assert heard == [("ring", 1), ("ring", 2), ("ring", 3), ("ring", 5),
                     ("anticipation", None)]


def test_marks_won_ring_higher_and_multipliers_that_grow_step_up():
    anim, heard = animator("santas-wonderland", 8, 8)
    for colour in ("blue", "red"):
        anim.feed({"type": "mark_won", "colour": colour})
    for value in (2, 3, 3, 5):
        anim.feed({"type": "multiplier", "value": value, "source": "drop"})
    play_out(anim)
    assert heard == [("ring", 1), ("ring", 2), ("multiplier", 1), ("multiplier", 2),
                     ("multiplier", 3)]


def test_baubles_add_each_a_multiplier_step_higher_as_it_reaches_the_win():
    anim, heard = animator()
    anim.feed({"type": "multiplier", "value": 7, "source": "baubles", "amount": 700,
               "positions": [[0, 0], [1, 1]], "values": [2, 5], "total": 700})
    anim.update(0.3)
    assert heard == []                               # the first is still on its way
    play_out(anim)
    assert heard == [("multiplier", 1), ("multiplier", 2)]


def test_a_big_feature_triggers_and_its_music_plays_until_it_ends():
    anim, heard = animator("santas-wonderland", 8, 8)
    anim.feed({"type": "feature", "name": "midnight_riches", "phase": "start", "levels": 5})
    anim.feed({"type": "feature", "name": "level", "phase": "start", "level": 1,
               "multiplier": 3, "target": 116})
    play_out(anim)
    assert heard == [("trigger", None), ("feature", None)] and anim.progress.in_feature == 1
    anim.feed({"type": "feature", "name": "midnight_riches", "phase": "end", "level": 1,
               "win": 0})
    play_out(anim)
    assert anim.progress.in_feature == 0


# --- the audio on the dummy driver --------------------------------------------------------------

def busy(index):
    return pygame.mixer.Channel(index).get_busy()


def test_music_switches_loops_with_a_cross_fade_and_ducks(app):
    audio = app.audio
    assert audio.enabled
    game = "sweet-bonanza-xmas"
    audio.music(game)
    audio.update(0.01)
    base = audio.channels[(game, "music_base")]
    assert busy(base) and pygame.mixer.Channel(base).get_volume() < 0.1
    audio.update(1.0)
    assert pygame.mixer.Channel(base).get_volume() > 0.99
    audio.music(game, feature=True)
    audio.update(audio.mix.fade / 2)
    feature = audio.channels[(game, "music_feature")]
    assert busy(feature) and busy(base) and feature != base
    audio.update(audio.mix.fade)
    assert list(audio.channels) == [(game, "music_feature")] and not busy(base)
    audio.duck(True)
    audio.update(audio.mix.fade)
    assert pygame.mixer.Channel(feature).get_volume() == pytest.approx(audio.mix.duck, abs=0.01)
    app.settings["music"] = False
    audio.apply()
    audio.update(audio.mix.fade)
    assert audio.channels == {} and not busy(feature)


def test_cues_play_by_name_and_step_and_a_missing_one_is_silent(app):
    audio = app.audio
    audio.music("midnight-princess")
    audio.play("ring", 3)
    own = audio.sounds[("midnight-princess", "ring_3")]
    assert own is not None and own.get_length() > 0.3
    assert any(busy(i) for i in range(3, 3 + audio.mix.voices))
    audio.play("no such cue")
    audio.play("ring", 99)                        # past the last step: the last step
    assert ("midnight-princess", f"ring_{audio.mix.steps('ring')}") in audio.sounds
    app.settings["effects"] = False
    before = dict(audio.sounds)
    audio.play("trigger")
    assert audio.sounds == before                    # effects off: nothing even loaded


def test_voices_are_limited_and_a_yielding_cue_waits_for_a_free_one(app):
    audio = app.audio
    audio.music("santas-wonderland")
    for _ in range(audio.mix.voices + 3):
        audio.play("trigger")
    assert pygame.mixer.get_num_channels() == 3 + audio.mix.voices
    assert all(busy(i) for i in range(3, 3 + audio.mix.voices))
    land = audio._sound("land")
    audio.play("land")                               # yields: every voice is taken
    assert all(pygame.mixer.Channel(i).get_sound() != land
               for i in range(3, 3 + audio.mix.voices))


# --- what the client asks for -----------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("game_id,mode", [("santas-wonderland", "buy"),
                                          ("sweet-bonanza-xmas", "buy"),
                                          ("midnight-princess", "base")])
def test_every_cue_the_client_asks_for_is_in_the_mix_with_a_file(app, game_id, mode):
    asked, tracks = [], set()
    real = app.audio.play
    app.audio.play = lambda cue, step=None: asked.append((cue, step)) or real(cue, step)
    scene = SlotScene(app, game_id)
    app.push(scene)
    for _ in range(8 if mode == "base" else 1):
        scene.start_round(mode)
        for _ in range(3000):
            if not scene.in_round:
                break
            if scene.anim.waiting_for_choice:
                scene.choose(scene.anim.overlay.choice[0])
            scene.anim.speed = "turbo"
            frames(app, 0.05)
            tracks.add(app.audio.gains.wanted)
        finish_round(app, scene)
        for _ in range(30):                          # a big win's count-up, if any
            if scene.celebration is None:
                break
            frames(app, 0.5)
    mix = app.audio.mix
    cues = {cue for cue, _ in asked}
    assert cues <= set(mix.cues), cues - set(mix.cues)
    for cue, step in asked:
        assert app.audio._sound(mix.file(cue, step)) is not None, (cue, step)
    assert {"spin", "land"} <= cues
    if mode == "buy":
        assert {"trigger", "ring"} <= cues and (game_id, "music_feature") in tracks
    assert (game_id, "music_base") in tracks


def test_the_anticipation_stops_when_the_reels_stop(app):
    audio = app.audio
    audio.music("sweet-bonanza-xmas")
    audio.play("anticipation")
    voices = [i for i in range(3, 3 + audio.mix.voices) if busy(i)]
    assert voices and audio.playing[voices[0]] == "anticipation"
    scene = SlotScene(app, "sweet-bonanza-xmas")
    scene._sound("anticipation_end")                 # the last column landed
    # its 0.12 s fade ends on the mixer's thread, later on a loaded machine; the sound left
    # playing would sound for 1.6 s
    deadline = pygame.time.get_ticks() + 1000
    while any(busy(i) for i in voices) and pygame.time.get_ticks() < deadline:
        pygame.time.wait(10)
    assert not any(busy(i) for i in voices)
    assert "anticipation" not in audio.playing.values()
