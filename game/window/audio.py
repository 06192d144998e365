"""Sound with a silent fallback: with no audio device (CI, a muted server) everything is a no-op.

Cues are played by name, a stepped one at its step (play("ring", 3): the third scatter, a
pitch higher); the game's own file (sounds/<id>/<cue>.wav) comes before the shared one
(sounds/<cue>.wav), and a cue with no file is silent. Effects take one of the mix's voices
(sounds/mix.yaml), the oldest giving way; a cue that `yields` plays only on a free one. Each
game's base and feature loops play on two reserved channels, cross-faded as the board enters and
leaves a big feature and ducked under a big-win fanfare (game/window/cues.py's MusicGains, moved by
update(dt)). Settings switch effects, music and the ambient bed separately.
"""
from __future__ import annotations      # a tool may wrap pygame.mixer.Sound (tests/tour.py)

from pathlib import Path

import pygame

from game.window.assets import resource
from game.books.preferences import Settings
from game.window.cues import MusicGains, Track, read_mix

MUSIC = (0, 1)          # the reserved channels the loops cross-fade on
AMBIENT = 2             # and the wind's
RESERVED = 3


class Audio:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.mix = read_mix(resource("sounds", "mix.yaml"))
        # (game, file) -> pygame Sound, or None if there is none
        self.sounds: dict[tuple[str | None, str], pygame.mixer.Sound | None] = {}
        self.game: str | None = None
        self.feature = False
        self.gains = MusicGains(self.mix.fade, self.mix.duck)
        self.channels: dict[Track, int] = {}   # music track -> the channel it plays on
        self.ambient_channel: pygame.mixer.Channel | None = None
        self.started, self.plays = [0] * self.mix.voices, 0   # when each voice last began
        self.playing: dict[int, str] = {}     # voice -> the cue it was last given
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            else:             # a client made before this one (tests make many): its
                pygame.mixer.stop()   # sounds stop, so no voice plays what this one never began
            pygame.mixer.set_num_channels(RESERVED + self.mix.voices)
            pygame.mixer.set_reserved(RESERVED)
            self.enabled = True
        except pygame.error:
            self.enabled = False          # no device: play silently

    # --- effects --------------------------------------------------------------------------------

    def play(self, cue: str, step: int | None = None) -> None:
        """Play a cue of the mix (at its step, for a stepped one): unknown or missing, silence."""
        spec = self.mix.cues.get(cue)
        if not (self.enabled and self.settings.get("effects", True) and spec):
            return
        sound = self._sound(self.mix.file(cue, step))
        if sound is None:
            return
        voice = self._voice(steal=not spec["yields"])
        if voice is not None:
            pygame.mixer.Channel(voice).play(sound)
            self.started[voice - RESERVED] = self.plays = self.plays + 1
            self.playing[voice] = cue

    def stop(self, cue: str, fade_ms: int = 120) -> None:
        """Fade out a cue still sounding (the anticipation, once the last column lands)."""
        if not self.enabled:
            return
        for voice, playing in list(self.playing.items()):
            if playing == cue:
                channel = pygame.mixer.Channel(voice)
                if channel.get_busy():
                    channel.fadeout(fade_ms)
                del self.playing[voice]

    def _voice(self, steal: bool) -> int | None:
        """A free effect channel, else (if it may) the one whose sound started longest ago.
        (pygame's find_channel would hand out the music's reserved channels too.)"""
        voices = range(RESERVED, RESERVED + self.mix.voices)
        free = [v for v in voices if not pygame.mixer.Channel(v).get_busy()]
        if free:
            return free[0]
        return min(voices, key=lambda v: self.started[v - RESERVED]) if steal else None

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        """The game's file called `name`, else the shared one, loaded once (None if neither)."""
        key = (self.game, name)
        if key not in self.sounds:
            folders = [("sounds", self.game), ("sounds",)] if self.game else [("sounds",)]
            paths = [resource(*folder, f"{name}.wav") for folder in folders]
            self.sounds[key] = next((load(p) for p in paths if p.is_file()), None)
        return self.sounds[key]

    def _prepare(self) -> None:
        """Every cue's files of the game just entered, read now: a sound first read by the
        frame that plays it held that frame up by a few ms (build/bench.py)."""
        for cue in self.mix.cues:
            for name in self.mix.files(cue):
                self._sound(name)

    # --- music ----------------------------------------------------------------------------------

    def music(self, game_id: str | None, feature: bool = False) -> None:
        """This game's music, its feature loop while `feature` (None: the lobby's quiet), as the
        settings say, and the ambient bed under any game. Cheap to call every frame."""
        entered = game_id != self.game
        self.game, self.feature = game_id, feature
        if not self.enabled:
            return
        if entered and game_id is not None:
            self._prepare()
        self._ambient(game_id is not None and self.settings.get("ambient", True))
        track = None
        if game_id is not None and self.settings.get("music", True):
            for name in (("music_feature", "music_base") if feature else ("music_base",)):
                if self._sound(name):      # a game without a feature loop keeps its base one
                    track = (game_id, name)
                    break
        if track == self.gains.wanted:
            return
        self.gains.want(track)
        if track is not None and track not in self.channels:
            free = [c for c in MUSIC if c not in self.channels.values()]
            if not free:                   # a third loop: the quietest one gives way
                quietest = min(self.channels, key=self.gains.volume)
                self.gains.drop(quietest)
                free = [self.channels.pop(quietest)]
            channel = pygame.mixer.Channel(free[0])
            channel.set_volume(0.0)
            loop = self._sound(track[1])    # (there: the track was chosen for having one)
            if loop is not None:
                channel.play(loop, loops=-1)
            self.channels[track] = free[0]

    def duck(self, on: bool) -> None:
        """The music steps back (under a big-win fanfare) or comes forward again."""
        self.gains.ducked = on

    def update(self, dt: float) -> None:
        """Move the cross-fade and the duck on by dt seconds; stop loops that fell silent."""
        if not self.enabled:
            return
        for track in self.gains.update(dt):
            if track in self.channels:
                pygame.mixer.Channel(self.channels.pop(track)).stop()
        for track, index in self.channels.items():
            pygame.mixer.Channel(index).set_volume(self.gains.volume(track))

    def apply(self) -> None:
        """Follow the settings after a change: music and ambient on or off."""
        self.music(self.game, self.feature)

    def _ambient(self, on: bool) -> None:
        """The wind bed on its own channel, under the music."""
        try:
            if on and self.ambient_channel is None:
                sound = load(resource("sounds", "ambient.wav"))
                if sound is None:
                    return
                self.ambient_channel = pygame.mixer.Channel(AMBIENT)
                self.ambient_channel.play(sound, loops=-1, fade_ms=800)
            elif not on and self.ambient_channel is not None:
                self.ambient_channel.fadeout(400)
                self.ambient_channel = None
        except (pygame.error, FileNotFoundError):
            self.ambient_channel = None


# each file read once a process, for the mixer's format it was converted to
_loaded: dict[tuple[Path, object], pygame.mixer.Sound | None] = {}


def load(path: Path) -> pygame.mixer.Sound | None:
    key = (path, pygame.mixer.get_init())
    if key not in _loaded:
        try:
            _loaded[key] = pygame.mixer.Sound(str(path))
        except pygame.error:
            _loaded[key] = None
    return _loaded[key]
