"""Sound with a silent fallback: with no audio device (CI, a muted server) everything is a no-op.

Effects and music are the WAV files sounds/make_sounds.py writes. Settings switch sound effects
and music separately.
"""
import pygame

from game.assets import resource


class Audio:
    def __init__(self, settings):
        self.settings = settings
        self.sounds = {}
        self.enabled = False
        self.track = self.last_game = None
        self.ambient_channel = None
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            self.enabled = True
        except pygame.error:
            self.enabled = False          # no device: play silently

    def play(self, name):
        if not (self.enabled and self.settings.get("effects", True)):
            return
        sound = self.sounds.get(name)
        if sound is None:
            path = resource("sounds", f"{name}.wav")
            if not path.exists():
                return
            try:
                sound = self.sounds[name] = pygame.mixer.Sound(str(path))
            except pygame.error:
                return
        sound.play()

    def apply(self):
        """Follow the settings after a change: music and ambient on or off."""
        game, self.track = self.track or self.last_game, None
        self.music(game)

    def music(self, game_id):
        """Loop this game's music (or stop, for None) and the ambient bed, as the settings say."""
        if not self.enabled:
            return
        self.last_game = game_id
        self._ambient(game_id is not None and self.settings.get("ambient", True))
        wanted = game_id if self.settings.get("music", True) else None
        if wanted == self.track:
            return
        self.track = wanted
        path = resource("sounds", wanted, "music.wav") if wanted else None
        try:
            if path is None or not path.exists():     # a game may come without music
                pygame.mixer.music.fadeout(400)
                return
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(0.35)
            pygame.mixer.music.play(-1, fade_ms=600)
        except pygame.error:
            self.track = None

    def _ambient(self, on):
        """A soft wind bed on its own channel, under the music."""
        try:
            if on and self.ambient_channel is None:
                sound = pygame.mixer.Sound(str(resource("sounds", "ambient.wav")))
                sound.set_volume(0.25)
                self.ambient_channel = sound.play(loops=-1, fade_ms=800)
            elif not on and self.ambient_channel is not None:
                self.ambient_channel.fadeout(400)
                self.ambient_channel = None
        except (pygame.error, FileNotFoundError):
            self.ambient_channel = None
