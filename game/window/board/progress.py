"""What a round has reached as the board has shown it: the meters, the multiplier, the spin
counter, the features in play and their level, the status panels' events, the win so far.
Written by the animator's handlers of the events and by the steps through these methods;
read by the HUD (through the screen's state), and asked by the steps through its queries
(`trigger`, `meter_waits`: game/window/board/stage.py's RoundShown is what a step sees of it). It
sounds its own cues: a meter rising in pitch, a multiplier growing, the anticipation of a meter
one short."""
from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from engine import events as ev
from game.window.cues import meter_step, one_short

if TYPE_CHECKING:
    from game.window.board.stage import Cue
    from game.window.look import Look


def whole_multiplier(value: int | float | str) -> int:
    """A multiplier event's value as the client shows it (its steps, its sum, "x25"): the
    contract allows a number or a decimal string, and every game's is a whole number; one that
    is not is a game's error, said in one line."""
    try:
        number = None if isinstance(value, bool) else Fraction(str(value))
    except ValueError:
        number = None
    if number is None or number.denominator != 1:
        raise ValueError(f"a multiplier event's value must be a whole number, got {value!r}")
    return int(number)


class Progress:
    # what it holds, as set below (each said where it is set)
    meters: dict[str, ev.MeterEvent]
    # the multiplier shown: its event's value as the whole number it is (whole_multiplier)
    multiplier: int | None
    multiplier_sum: bool
    spin_counter: tuple[int, int] | None
    status: dict[str, dict[str, Any]]
    trigger_symbol: str | None
    features: list[str]
    anticipated: set[str]
    waiting_meters: set[str]
    level: tuple[int, int] | None

    def __init__(self, look: "Look", sound: "Cue",
                 resting_meters: Mapping[str, ev.MeterEvent] | None = None,
                 pitch_steps: int = 5) -> None:
        """`look`: the game's (game/window/look.py); `sound(cue, step=None)`: the animator's (quiet
        while a resumed round catches up); `resting_meters`: what the game's meters read
        between rounds; `pitch_steps`: a meter's pitch steps (the audio mix's)."""
        self.look, self.sound = look, sound
        self.resting_meters = dict(resting_meters or {})
        self.steps = pitch_steps
        self.meters = dict(self.resting_meters)
        self.multiplier, self.multiplier_sum = None, False  # a sum of values, not a step
        self.spin_counter = None
        self.status = {}            # event type -> its latest event, for the look's panel
        self.round_win = 0
        self.trigger_symbol = None  # what starts a feature on a landed screen (its event's)
        self.start_round()

    def start_round(self) -> None:
        self.round_win, self.multiplier, self.meters = 0, None, dict(self.resting_meters)
        self.spin_counter = None
        self.features = []          # the features in play (their start seen, not their end)
        self.in_feature = 0         # big features under way: their music plays
        self.multiplier_steps = 0   # multipliers grown this round: each sounds higher
        self.anticipated = set()    # meters whose anticipation has sounded this round
        self.waiting_meters = set()  # meters one short of their feature: the drops slow
        self.level = None           # (level, of how many) of a feature played in levels
        self.feature_from = 0       # the round's win when its outermost big feature started

    def end_round(self) -> None:
        """Nothing of a finished round's features stays on screen: meters read as at rest."""
        self.reset_feature_state()
        self.meters = dict(self.resting_meters)
        self.features = []
        self.in_feature, self.waiting_meters, self.level = 0, set(), None

    def reset_feature_state(self) -> None:
        """A fresh feature starts without the base game's multiplier and spin counter."""
        self.multiplier, self.spin_counter = None, None

    def feature_phase(self, event: ev.FeatureEvent) -> None:
        """The features in play, innermost last: the scenery shows the look of theirs."""
        if event["phase"] == ev.START:
            self.features.append(event["name"])
            if "levels" in event:                 # a feature played in levels: its ladder
                self.level = (0, event["levels"])
            if "level" in event and self.level:
                self.level = (event["level"], self.level[1])
        elif event["name"] in self.features:
            self.features.remove(event["name"])

    def big_feature(self, started: bool) -> None:
        """A big feature starts (True) or ends: its music plays while one is under way."""
        if started and not self.in_feature:
            self.feature_from = self.round_win
        self.in_feature = max(0, self.in_feature + (1 if started else -1))

    def feature_win(self) -> int | None:
        """What the big feature under way has won so far (None: none is under way): the
        round's win as the engine's events said it, less what it was as the feature started."""
        return self.round_win - self.feature_from if self.in_feature else None

    def spin(self, event: ev.SpinEvent) -> None:
        self.spin_counter = (event["index"], event["of"])

    def show_status(self, event: dict[str, Any]) -> None:
        self.status[event["type"]] = event

    def meter(self, event: ev.MeterEvent) -> None:
        """A meter moves; as it leaves empty and at each step toward its target it rings a
        pitch higher, and the first time it stands one short of it, the anticipation rises."""
        name, value, target = event["name"], event["value"], event.get("target", 0)
        shown = self.meters.get(name)           # (a {} default has none of a MeterEvent's keys)
        before = shown.get("value", 0) if shown is not None else 0
        self.meters[name] = event
        if not (target and one_short(value, target)):
            self.waiting_meters.discard(name)
        if value > before and target:
            step = meter_step(value, target, self.steps)
            if before == 0 or step > meter_step(before, target, self.steps):
                self.sound("ring", step)
            if one_short(value, target):
                self.waiting_meters.add(name)
            if one_short(value, target) and name not in self.anticipated:
                self.anticipated.add(name)
                self.sound("anticipation")

    def multiplier_grows(self, event: ev.MultiplierEvent) -> None:
        if self.multiplier is None or whole_multiplier(event["value"]) > self.multiplier:
            self.multiplier_steps += 1
            self.sound("multiplier", self.multiplier_steps)
        self.set_multiplier(event)

    def set_multiplier(self, event: ev.MultiplierEvent) -> None:
        """A multiplier event shown: its value, and the round's win with it."""
        self.multiplier = whole_multiplier(event["value"])
        self.multiplier_sum = self.look.multiplier_style(event["source"]) == "sum"
        if "total" in event:
            self.round_win = event["total"]

    def multiplier_rises(self, count: int) -> int:
        """`count` multipliers grow this round; returns how many had before (their pitch)."""
        before, self.multiplier_steps = self.multiplier_steps, self.multiplier_steps + count
        return before

    def reached(self, round_win: int) -> None:
        """The round's win so far, as the engine's events say it."""
        self.round_win = round_win

    def trigger(self) -> str | None:
        """The symbol the landed screen's trigger names (what a trigger's step pulses)."""
        return self.trigger_symbol

    def meter_waits(self) -> bool:
        """Whether a meter stands one short of its feature (a fall slows for it)."""
        return bool(self.waiting_meters)

    def note_trigger(self, symbol: str | None) -> None:
        """A landed screen names what starts its feature (the trigger step pulses them)."""
        if symbol:
            self.trigger_symbol = symbol
