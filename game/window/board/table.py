"""Which steps each engine event becomes: STEPS, one factory per event type of the engine's
contract (engine/events.py), the one place that says it. A factory takes the event (its typed
dict) and the game's look (game/window/look.py: how a grid reason is shown, which step a multiplier
source gets, what a feature's screens say) and returns the steps that show it, in order. Each is
registered with the TypedDict of the event it takes (`register`): mypy checks that the factory
reads that event's fields, so a factory given another type's event is an error where it is
registered (tests/game/test_step_types.py). An event of another type is a status event (a
game's own type, or one the engine yields for one game): its look's panel shows the latest
(`status_steps`), or nothing does. tests/game/test_table.py holds STEPS to the engine's types,
both ways."""
import typing
from collections.abc import Callable
from typing import Any, TypeVar

from engine import events as ev
from game.window.board.stage import Stage
from game.window.board.steps import (Banner, Change, Choose, Explode, Fall, Instant, Land, Step,
                              SummedMultiplier, Total, Trigger, Wins)
from game.words.i18n import _
from game.window.look import Look, Plaque

E = TypeVar("E")
# a registered factory, its event's type forgotten: STEPS is read by the event's `type` at run
# time, after `register` has checked the factory against the event's TypedDict
Factory = Callable[[Any, Look], list[Step]]
STEPS: dict[str, Factory] = {}


def event_type(kind: type) -> str:
    """The `type` an event TypedDict of engine/events.py names (GridEvent: "grid")."""
    return typing.get_args(typing.get_type_hints(kind)["type"])[0]


def register(kind: type[E], factory: Callable[[E, Look], list[Step]]) -> None:
    """`factory` makes the steps of each event of the TypedDict `kind`, typed on it: mypy
    refuses a factory written for another event's fields."""
    STEPS[event_type(kind)] = factory


def start_round(stage: Stage) -> None:
    stage.progress.start_round()
    stage.board.clear_marks()
    stage.board.unlight(highlight=False)


def end_round(stage: Stage) -> None:
    """Nothing of a finished round's features stays on screen: meters read as at rest."""
    stage.progress.end_round()
    stage.board.clear_marks()


def mark_won(stage: Stage, colour: str) -> None:
    """A mark won rings a step higher than the one before."""
    stage.cue("ring", stage.board.win_mark(colour))


def grid(event: ev.GridEvent, look: Look) -> list[Step]:
    style = look.grid_style(event["reason"])
    if style == "land":
        return [Land(event["cells"], event.get("trigger"))]
    if style == "fall":
        return [Fall(event["cells"], event.get("trigger"), look.one_short)]
    return [Change(event["cells"], style)]


def multiplier(event: ev.MultiplierEvent, look: Look) -> list[Step]:
    if look.multiplier_style(event["source"]) == "sum":
        return [SummedMultiplier(event)]
    return [Instant(lambda stage: stage.progress.multiplier_grows(event))]


def free_spins_added(event: ev.FreeSpinsAddedEvent, look: Look) -> list[Step]:
    return [Trigger(look.theme["frame"], duration=1.0),
            Banner(Plaque(_("MORE SPINS"), _("+{added} FREE SPINS").format(
                added=event['added']), _("added to the spins left")), cue="trigger")]


def feature(event: ev.FeatureEvent, look: Look) -> list[Step]:
    name, starts = event["name"], event["phase"] == ev.START
    steps: list[Step] = [Instant(lambda stage: stage.progress.feature_phase(event))]
    if look.fresh(name):        # the base game's multiplier and counter are not theirs
        steps.append(Instant(lambda stage: stage.progress.reset_feature_state()))
    if look.big(name):          # its music plays from its trigger to its end
        steps.append(Instant(lambda stage: stage.progress.big_feature(starts)))
    if starts and look.big(name):
        steps.append(Trigger(look.theme["frame"]))
    if starts:
        steps.append(Banner(look.plaque(event), cue="trigger" if look.big(name) else "feature"))
    elif look.big(name) and event.get("win"):    # no screen for a zero win
        steps.append(Total(*look.total(event), detail=look.total_detail(event), held=True))
    return steps


def status_steps(event: dict[str, Any], look: Look) -> list[Step]:
    """A status event (a type no factory takes: a game's own, or one the engine yields for one
    game): the look's panel shows its latest, where the look has one."""
    if event["type"] not in look.status:
        return []
    return [Instant(lambda stage: stage.progress.show_status(event))]


def no_steps(event: ev.ChoiceEvent, look: Look) -> list[Step]:
    """Shown by another event: a choice by its request (the player's own pick)."""
    return []


register(ev.RoundStartEvent, lambda event, look: [Instant(start_round)])
register(ev.RoundEndEvent, lambda event, look: [Instant(end_round)])
register(ev.GridEvent, grid)
register(ev.WinEvent, lambda event, look: [Wins([event])])
register(ev.ExplodeEvent, lambda event, look: [Explode(event)])
register(ev.MarksEvent, lambda event, look: [Instant(
    lambda stage: stage.board.place_marks(event["marks"]))])
register(ev.MarkWonEvent, lambda event, look: [Instant(
    lambda stage: mark_won(stage, event["colour"]))])
register(ev.MeterEvent, lambda event, look: [Instant(lambda stage: stage.progress.meter(event))])
register(ev.MultiplierEvent, multiplier)
register(ev.SpinEvent, lambda event, look: [Instant(lambda stage: stage.progress.spin(event))])
register(ev.FreeSpinsAddedEvent, free_spins_added)
register(ev.FeatureEvent, feature)
register(ev.ChoiceRequestEvent, lambda event, look: [Choose(event)])
register(ev.ChoiceEvent, no_steps)


def steps_for(event: ev.Event | dict[str, Any], look: Look) -> list[Step]:
    """The steps that show `event`: its type's factory, else a status panel's, if any."""
    return STEPS.get(event["type"], status_steps)(event, look)
