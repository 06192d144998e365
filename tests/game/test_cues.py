"""The sound as a model, apart from any device (game/window/cues.py): the mix table and its checks,
meter steps and the one-short rule, the count-up's ticks, and the music's cross-fade and duck
moved by a fake clock."""
from pathlib import Path

import pytest

from engine.errors import ConfigError
from game.window.cues import MusicGains, Ticks, meter_step, one_short, read_mix

ROOT = Path(__file__).resolve().parents[2]
MIX_FILE = ROOT / "sounds" / "mix.yaml"


# --- the mix table ----------------------------------------------------------------------------

def test_the_mix_table_reads_and_names_every_mistake(tmp_path):
    mix = read_mix(MIX_FILE)
    assert mix.files("ring") == [f"ring_{n}" for n in range(1, mix.steps("ring") + 1)]
    assert mix.file("ring", 99) == f"ring_{mix.steps('ring')}"
    assert mix.file("click", 3) == "click"
    assert [mix.win_cue(a, 100) for a in (50, 100, 499, 500)] == \
        ["win_small", "win_medium", "win_medium", "win_big"]
    text = MIX_FILE.read_text()
    for old, new, field, shown in [
            ("voices: 4", "voices: 0", "voices", "(got 0)"),
            ("duck: 0.35", "duck: 1.5", "duck", "(got 1.5)"),
            ("  loud: 0.2", "  loud: full", "groups.loud", "(got 'full')"),
            ("  click: {group: soft}", "  click: {group: shrill}", "cues.click.group",
             "(got 'shrill')"),
            ("tick_every: 0.09", "tick_every: -1", "tick_every", "(got -1)")]:
        bad = tmp_path / "mix.yaml"
        assert old in text
        bad.write_text(text.replace(old, new))
        with pytest.raises(ConfigError) as err:
            read_mix(bad)
        message = str(err.value)
        assert message.startswith(f"{bad}: {field}: ") and message.endswith(shown), message
    with pytest.raises(ConfigError, match="is missing"):
        read_mix(tmp_path / "none.yaml")


# --- the count-up and the music's gains ------------------------------------------

def test_count_up_ticks_are_paced_and_rise_with_the_count():
    ticks = Ticks(0.1, 8)
    heard = [ticks.update(0.05, t / 60) for t in range(60)]
    steps = [s for s in heard if s]
    assert len(steps) == 30 and steps == sorted(steps) and (steps[0], steps[-1]) == (1, 8)


def test_music_cross_fades_in_its_time_and_never_sums_above_one():
    gains = MusicGains(fade=0.6, duck=0.35)
    gains.want("base")
    gains.update(0.6)
    assert gains.volume("base") == 1.0
    gains.want("feature")
    for _ in range(5):
        gains.update(0.1)
        assert gains.volume("base") + gains.volume("feature") <= 1.0 + 1e-9
        assert 0 < gains.volume("feature") < 1
    stopped = gains.update(0.1)
    assert stopped == ["base"] and gains.volume("feature") == 1.0
    gains.ducked = True
    gains.update(0.3)
    assert 0.35 < gains.volume("feature") < 1.0
    gains.update(0.3)
    assert gains.volume("feature") == pytest.approx(0.35)
    gains.ducked = False
    gains.update(0.6)
    assert gains.volume("feature") == 1.0
    gains.want(None)
    assert gains.update(0.6) == ["feature"] and gains.gains == {}




def test_a_meter_steps_up_by_value_or_by_how_far_along_and_one_short_is_its_last_step():
    assert [meter_step(v, 3, 5) for v in (1, 2, 3)] == [1, 2, 3]
    assert [meter_step(v, 140, 5) for v in (1, 30, 100, 139, 140)] == [1, 2, 4, 5, 5]
    assert [one_short(v, 3) for v in (1, 2, 3)] == [False, True, False]
    assert [one_short(v, 140) for v in (100, 112, 139, 140)] == [False, True, True, False]
