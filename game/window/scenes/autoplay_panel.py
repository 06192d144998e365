"""The autoplay panel: pick a count and stop conditions, then start."""
from collections.abc import Callable, Sequence
from functools import partial
from typing import TypeVar

import pygame

from game.round.autoplay import COUNTS, GAIN_LIMITS, LOSS_LIMITS, WIN_LIMITS, AutoplayPlan
from game.window.scenes import Application
from game.window.scenes.overlay import Overlay
from game.window.ui.widgets import GO, fit_size, text
from game.words.i18n import N_, _

T = TypeVar("T")


def _next(values: Sequence[T], current: T) -> T:
    return values[(values.index(current) + 1) % len(values)]


class AutoplayPanel(Overlay):
    BOX = (200, 110, 880, 520)     # a label at the readable floor fits (issue 56)

    def __init__(self, app: Application, *, plan: AutoplayPlan, bet: int, colour: tuple,
                 on_start: Callable[[], object], features: dict[str, str]) -> None:
        """Edits `plan` (the game's, kept between runs) and calls `on_start` on START;
        `features`: name -> words of the big features the player may stop on."""
        super().__init__(app)
        self.plan, self.bet, self.colour, self.on_start = plan, bet, colour, on_start
        names = list(features)
        self.called = features
        # the feature row cycles: off, each feature alone, then all of them (if several)
        self.stop_choices = [()] + [(n,) for n in names] + ([tuple(names)] if len(names) > 1
                                                            else [])
        self.count_buttons = [self.button((330 + i * 105, 200, 95, 50), str(n),
                                     partial(setattr, self.plan, "count", n))
                              for i, n in enumerate(COUNTS)]
        self.toggles = [
            self.button((640, 290, 300, 46), "", lambda: self._cycle("stop_on", self.stop_choices),
                        size=22),
            self.button((640, 346, 300, 46), "", lambda: self._cycle("single_win_x", WIN_LIMITS),
                        size=22),
            self.button((640, 402, 300, 46), "", lambda: self._cycle("loss_x", LOSS_LIMITS),
                        size=22),
            self.button((640, 458, 300, 46), "", lambda: self._cycle("gain_x", GAIN_LIMITS),
                        size=22),
        ]
        self.start = self.button((450, 540, 180, 60), N_("START"), self.go, colour=GO)
        self.cancel = self.button((650, 540, 180, 60), N_("CANCEL"), self.app.pop)
        self.buttons = self.count_buttons + self.toggles + [self.start, self.cancel]

    def _cycle(self, name: str, values: Sequence[object]) -> None:
        current = getattr(self.plan, name)
        setattr(self.plan, name, _next(values, current) if current in values else values[0])

    def go(self) -> None:
        self.app.pop()
        self.on_start()

    def confirm(self) -> None:
        self.go()

    def draw(self, surface: pygame.Surface) -> None:
        self.frame(surface, _("AUTOPLAY"), self.colour, dim=170)
        plan, money, bet = self.plan, self.app.money, self.bet
        for button in self.count_buttons:
            button.active = int(button.label) == plan.count
        labels = [_("Stop when this feature starts"), _("Stop if a single win exceeds"),
                  _("Stop if the balance drops by"), _("Stop if the balance rises by")]
        stop = (N_("ANY FEATURE") if len(plan.stop_on) > 1 else
                self.called[plan.stop_on[0]].upper() if plan.stop_on else N_("OFF"))
        values = [stop] + [
            money(x * bet) + f" ({x}x)" if x else N_("OFF")
            for x in (plan.single_win_x, plan.loss_x, plan.gain_x)]
        for label, value, button in zip(labels, values, self.toggles):
            text(surface, label, (620, button.rect.centery), fit_size(label, 24, 400),
                 anchor="midright", within=self.box)
            button.label = value
            button.active = value != "OFF"
        for button in self.buttons:
            button.draw(surface)
