"""The sound as a player would hear it, checked on the committed files (standard library only:
sounds/listen.py): nothing clips, alone or summed; the effects stand above the music; loops join
without a click; every cue starts at once; every cue the client asks for exists for every game,
and a stepped cue's steps climb in pitch."""
import importlib.util
from pathlib import Path

import pytest

from engine.games import available_games
from game.window.cues import read_mix

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "sounds"
FULL_SCALE = 1.0
LSB = 1 / 32768


def _listen():
    spec = importlib.util.spec_from_file_location("listen", SOUNDS / "listen.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


listen = _listen()
MIX = read_mix(SOUNDS / "mix.yaml")


def cue_file(game, name):
    """The file the client plays for a cue's file name in a game: its own, else the shared."""
    own = SOUNDS / game / f"{name}.wav"
    return own if own.is_file() else SOUNDS / f"{name}.wav"


def cue_files(game):
    return {name: cue_file(game, name) for cue in MIX.cues for name in MIX.files(cue)}


def loops(game):
    return [SOUNDS / game / f"{name}.wav" for name in ("music_base", "music_feature")]


@pytest.fixture(scope="module")
def heard():
    """path -> its samples, each file read once."""
    cache = {}

    def samples(path):
        if path not in cache:
            cache[path] = listen.read(path)
        return cache[path]
    return samples


def test_every_cue_exists_for_every_game_and_each_game_has_its_music():
    for game in available_games():
        missing = [name for name, path in cue_files(game).items() if not path.is_file()]
        assert missing == [], f"{game} has no sound for {missing}"
        assert all(path.is_file() for path in loops(game)), f"{game} has no base/feature loop"
        assert (SOUNDS / game / "trigger.wav").is_file(), f"{game} has no sound of its own"


def test_no_file_clips_and_each_keeps_to_its_level(heard):
    levels = {SOUNDS / "ambient.wav": MIX.ambient}
    for game in available_games():
        levels.update({path: MIX.music for path in loops(game)})
        for cue in MIX.cues:
            levels.update({cue_file(game, name): MIX.peak(cue) for name in MIX.files(cue)})
    for path, level in levels.items():
        top = listen.peak(heard(path))
        assert top < FULL_SCALE and top <= level + LSB, f"{path.name} peaks at {top:.3f}"


def test_summed_voices_stay_under_full_scale():
    """The loudest the mixer can make: music, the wind and every effect voice at their peaks."""
    loudest = MIX.music + MIX.ambient + MIX.voices * max(MIX.groups.values())
    assert loudest < FULL_SCALE


def test_effects_sit_above_the_music(heard):
    """Every cue at its loudest stands at least 3 dB over the music's loudness (its RMS)."""
    for game in available_games():
        music = max(listen.rms(heard(path)) for path in loops(game))
        for name, path in cue_files(game).items():
            cue = listen.loudest(heard(path))
            assert cue > 1.41 * music, f"{game}: {name} ({listen.db(cue):.1f} dB) is drowned " \
                                       f"by the music ({listen.db(music):.1f} dB)"


@pytest.mark.slow          # a long proof (issue 54: the fast lane's minute)
def test_loops_join_without_a_click(heard):
    for path in [SOUNDS / "ambient.wav"] + [p for g in available_games() for p in loops(g)]:
        samples = heard(path)
        assert listen.seam(samples) <= 1.0, f"{path.name} jumps at its seam"
        assert 8 <= len(samples) / listen.RATE <= 20, f"{path.name} is not a 8-20 s loop"


def test_every_cue_starts_at_once(heard):
    for game in available_games():
        for name, path in cue_files(game).items():
            assert listen.onset(heard(path)) < 0.005, f"{game}: {name} starts late"


def test_stepped_cues_climb(heard):
    """Each step of a stepped cue sits higher than the one before (its spectral centre)."""
    for game in available_games():
        for cue in MIX.cues:
            names = MIX.files(cue)
            if len(names) > 1:
                centres = [listen.centroid(heard(cue_file(game, n))) for n in names]
                assert centres[-1] > centres[0] * 1.3, f"{game}: {cue} does not rise {centres}"


@pytest.mark.slow          # a long proof (issue 54: the fast lane's minute)
def test_a_note_struck_at_the_loop_end_rings_on_at_its_start(monkeypatch):
    """What makes the seam smooth: a loop is rendered round, the tails of its last notes (and
    of its hall) sounding at its start, as they will when it plays again."""
    monkeypatch.syspath_prepend(str(SOUNDS))         # the recipes' toolkit, as make_sounds runs it
    import compose
    for hall in (0.0, 0.5):
        song = {"bpm": 120, "meter": 4, "bars": 1,
                "parts": [{"voice": "bell", "reverb": hall, "bars": [". . . C5"]}]}
        loop = compose.render(song)
        assert len(loop) == 2 * listen.RATE
        assert listen.peak(loop[:listen.RATE // 10]) > 0.1 * listen.peak(loop)
        assert listen.seam(loop) <= 1.0


def test_the_sounds_stay_small():
    total = sum(p.stat().st_size for p in SOUNDS.rglob("*.wav"))
    assert total < 8_000_000, f"{total / 1e6:.1f} MB of sound"
