"""Autoplay's rules, apart from any screen: how many rounds, and when to stop early.

The player picks which of the game's big features stop it (never the small helpers that come
every few rounds: a game's look.yaml says which features are big). Limits are multiples of the
bet chosen on the panel, turned into money when autoplay starts, so they stay fixed while it
runs (the bet cannot change then anyway).
"""
from collections.abc import Sequence
from dataclasses import dataclass, field

from engine import events as ev
from game.words.i18n import N_, _

COUNTS = (10, 25, 50, 100, 500, 1000)
WIN_LIMITS = (0, 10, 50, 100, 500)          # x bet; 0 means off
LOSS_LIMITS = (10, 25, 50, 100, 250)        # required: autoplay always has a loss limit
GAIN_LIMITS = (0, 10, 50, 100, 500)


@dataclass
class AutoplayPlan:
    count: int = 10
    stop_on: tuple[str, ...] = ()    # the features (a game's big ones, look.yaml) that stop it
    single_win_x: int = 0        # stop if one round wins more than this x bet
    loss_x: int = 50             # stop if the balance falls this x bet below where it started
    gain_x: int = 0              # stop if it rises this far above


@dataclass
class Autoplay:
    plan: AutoplayPlan
    bet: int
    start_balance: int
    called: dict[str, str] = field(default_factory=dict)   # feature name -> its words in a sentence
    left: int = 0
    stopped_because: str = ""

    def __post_init__(self) -> None:
        self.left = self.plan.count

    def take(self) -> bool:
        """Use up one round; False once none are left."""
        if self.left <= 0:
            return False
        self.left -= 1
        return True

    def stops_at(self, event: ev.Event) -> bool:
        """Whether this event, as it is shown, stops autoplay: a feature the player asked to
        stop on starts. It stops there, at the trigger (issue 45, 2), not after the feature
        has played through; sets stopped_because."""
        if not (event["type"] == ev.FEATURE and ev.started(event) and
                event["name"] in self.plan.stop_on):
            return False
        name = event["name"]
        self.stopped_because = _("{feature} started").format(
            feature=self.called.get(name, name.replace('_', ' ')))
        self.left = 0
        return True

    def after_round(self, events: Sequence[ev.Event], balance: int) -> bool:
        """Whether autoplay goes on after this round (its win, the balance, the rounds left);
        sets stopped_because when it stops."""
        plan, bet = self.plan, self.bet
        end = events[-1] if events else None         # its round_end
        total = end["total_win"] if end is not None and end["type"] == ev.ROUND_END else 0
        reason = ""
        if plan.single_win_x and total > plan.single_win_x * bet:
            reason = _("a win over {x}x the bet").format(x=plan.single_win_x)
        elif plan.loss_x and self.start_balance - balance >= plan.loss_x * bet:
            reason = _("the balance fell by {x}x the bet").format(x=plan.loss_x)
        elif plan.gain_x and balance - self.start_balance >= plan.gain_x * bet:
            reason = _("the balance rose by {x}x the bet").format(x=plan.gain_x)
        elif self.left <= 0:
            reason = N_("all rounds played")
        if reason:
            self.stopped_because, self.left = reason, 0
            return False
        return True
