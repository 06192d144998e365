"""The client's sound as a model, apart from any device (no pygame here): the mix table
(sounds/mix.yaml), which cue a moment asks for and at which pitch step, the count-up's ticks,
and the music's gains as they cross-fade and duck. game/window/audio.py plays what this decides;
sounds/make_sounds.py renders the files at the levels it reads here.
"""
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from engine.config import parse_yaml
from engine.errors import ConfigError

GROUP_KEYS = ("group", "steps", "yields")


@dataclass(frozen=True)
class Mix:
    music: float                 # peaks, as fractions of full scale
    ambient: float
    voices: int
    duck: float
    fade: float                  # seconds
    groups: dict                 # group -> peak
    cues: dict                   # cue -> {"group", "steps", "yields"}
    win_tiers: dict              # cue -> from how many bets a tumble's win sounds so
    tick_every: float

    def peak(self, cue: str) -> float:
        return self.groups[self.cues[cue]["group"]]

    def steps(self, cue: str) -> int:
        return self.cues[cue]["steps"]

    def files(self, cue: str) -> list:
        """The file names (no suffix) a cue is made of: name, or name_1... name_N."""
        steps = self.steps(cue)
        return [f"{cue}_{n}" for n in range(1, steps + 1)] if steps else [cue]

    def file(self, cue: str, step: int | None = None) -> str:
        """The file of a cue at a step (1st, 2nd...), the last step for any beyond it."""
        steps = self.steps(cue)
        if not steps:
            return cue
        return f"{cue}_{min(steps, max(1, step or 1))}"

    def win_cue(self, amount: int, bet: int) -> str:
        """The sound of a tumble's win by its size in bets: win_small, _medium or _big."""
        cue = "win_small"
        for name, bets in sorted(self.win_tiers.items(), key=lambda item: item[1]):
            if amount >= bets * bet:
                cue = name
        return cue


def read_mix(path: Path) -> Mix:
    """sounds/mix.yaml, checked: a mistake is one line naming the file, the field and value."""
    try:
        data = parse_yaml(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(path, "", "is missing") from None
    except (yaml.YAMLError, UnicodeDecodeError) as err:
        raise ConfigError(path, "(top level)", f"is not readable YAML ({err})") from None
    if not isinstance(data, dict):
        raise ConfigError(path, "(top level)", "must be a mapping", type(data).__name__)

    def fraction(key: str, value: object, top: float = 1.0) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not 0 < value <= top:
            raise ConfigError(path, key, f"must be a number above 0 and at most {top}", value)
        return float(value)

    def field(key: str) -> Any:            # the file's value: YAML, checked by the caller
        if key not in data:
            raise ConfigError(path, key, "is missing")
        return data[key]

    def mapping(key: str) -> dict[Any, Any]:
        value = field(key)
        if not isinstance(value, dict) or not value:
            raise ConfigError(path, key, "must be a mapping", value)
        return value

    voices = field("voices")
    if isinstance(voices, bool) or not isinstance(voices, int) or not 1 <= voices <= 16:
        raise ConfigError(path, "voices", "must be a whole number from 1 to 16", voices)
    groups = {str(k): fraction(f"groups.{k}", v) for k, v in mapping("groups").items()}
    cues = {}
    for name, spec in mapping("cues").items():
        where = f"cues.{name}"
        if not isinstance(spec, dict) or set(spec) - set(GROUP_KEYS):
            raise ConfigError(path, where, f"must be a mapping of {', '.join(GROUP_KEYS)}", spec)
        if spec.get("group") not in groups:
            raise ConfigError(path, f"{where}.group", f"must be one of {', '.join(groups)}",
                              spec.get("group"))
        steps = spec.get("steps", 0)
        if isinstance(steps, bool) or not isinstance(steps, int) or not 0 <= steps <= 12:
            raise ConfigError(path, f"{where}.steps", "must be a whole number from 0 to 12", steps)
        if not isinstance(spec.get("yields", False), bool):
            raise ConfigError(path, f"{where}.yields", "must be true or false", spec["yields"])
        cues[str(name)] = {"group": spec["group"], "steps": steps,
                           "yields": spec.get("yields", False)}
    tiers = {}
    for name, bets in mapping("win_tiers").items():
        if name not in cues:
            raise ConfigError(path, f"win_tiers.{name}", "must be a cue of cues", name)
        tiers[str(name)] = fraction(f"win_tiers.{name}", bets, 1e6)
    return Mix(music=fraction("music", field("music")),
               ambient=fraction("ambient", field("ambient")), voices=voices,
               duck=fraction("duck", field("duck")), fade=fraction("fade", field("fade"), 10),
               groups=groups, cues=cues, win_tiers=tiers,
               tick_every=fraction("tick_every", field("tick_every"), 5))


# --- steps toward a feature -------------------------------------------------------------------

def meter_step(value: int, target: int, steps: int) -> int:
    """A meter's step as a pitch, 1st to steps-th: its value itself where the target is
    within the steps (a three-part meter), else how far along it is."""
    if target <= steps:
        return max(1, min(steps, value))
    return max(1, min(steps, 1 + value * steps // target))


def one_short(value: int, target: int) -> bool:
    """Whether a meter stands one step short of its target: the last step of a small one,
    the last fifth of a large one."""
    return value < target and target - value <= max(1, target // 5)


# --- the count-up's ticks ---------------------------------------------------------------------

class Ticks:
    """A tick every `every` seconds while a count-up runs, its step rising with the count."""

    def __init__(self, every: float, steps: int):
        self.every, self.steps, self.clock = every, steps, 0.0

    def update(self, dt: float, progress: float) -> int | None:
        """The step of the tick due now (1st to steps-th by `progress`, 0-1), or None."""
        self.clock += dt
        if self.clock < self.every:
            return None
        self.clock %= self.every
        return 1 + min(self.steps - 1, int(progress * self.steps))


# --- the music's gains ------------------------------------------------------------------------

Track = tuple[str, str]          # a music loop: (its game, its file's name)


class MusicGains:
    """The gain of each music loop playing, and the duck over them, moving toward their targets
    in `fade` seconds; time comes from update(dt). A cross-fade is linear, so two loops' gains
    always sum to at most 1: the music's peak holds through it."""

    def __init__(self, fade: float, duck: float):
        self.fade, self.duck_level = fade, duck
        self.gains: dict[Track, float] = {}   # track -> gain
        self.wanted: Track | None = None      # the track fading in (None: silence)
        self.duck, self.ducked = 1.0, False

    def want(self, track: Track | None) -> None:
        self.wanted = track
        if track is not None:
            self.gains.setdefault(track, 0.0)

    def drop(self, track: Track) -> None:
        """Forget a track at once (its channel is needed for another)."""
        self.gains.pop(track, None)

    def update(self, dt: float) -> list[Track]:
        """Advance; returns the tracks that fell silent (to stop)."""
        step = dt / self.fade if self.fade else 1.0
        quiet = []
        for track, g in list(self.gains.items()):
            goal = 1.0 if track == self.wanted else 0.0
            g = min(goal, g + step) if g < goal else max(goal, g - step)
            if g == 0.0 and goal == 0.0:
                del self.gains[track]
                quiet.append(track)
            else:
                self.gains[track] = g
        goal = self.duck_level if self.ducked else 1.0
        move = step * (1 - self.duck_level)
        self.duck = min(goal, self.duck + move) if self.duck < goal else \
            max(goal, self.duck - move)
        return quiet

    def volume(self, track: Track) -> float:
        return self.gains.get(track, 0.0) * self.duck
