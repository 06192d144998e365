"""A big win's count-up timed on the Celebration itself, a few hundred updates and nothing
drawn (the screen-level tests in test_chrome.py draw every frame and are slow): each tier's
length, turbo four times as fast, the hold after the count, and Space's two presses."""
import pytest

from game.window.board.animator import SPEEDS
from game.window.celebration import (COUNT_SECONDS, HOLD_SECONDS, NOTE_SECONDS, TIER_SECONDS,
                                     Celebration)

BET = 200


def counted(party, pace=1.0, dt=1 / 60) -> float:
    """Seconds on the clock until the count ends, updated as the slot screen does (dt / pace)."""
    clock = 0.0
    while party.counting:
        party.update(dt / pace)
        clock += dt
    return clock


@pytest.mark.parametrize("times, seconds", [(25, 3.0), (60, 5.5), (150, 8.0)])
def test_each_tier_adds_to_the_count(times, seconds):
    """Big 3 s, mega 5.5 s, epic 8 s, as players of the genre expect."""
    assert COUNT_SECONDS == 3.0 and TIER_SECONDS == 2.5
    assert counted(Celebration(times * BET, BET)) == pytest.approx(seconds, abs=1 / 30)


def test_turbo_tells_a_big_win_four_times_as_fast():
    normal = counted(Celebration(150 * BET, BET), SPEEDS["normal"])
    turbo = counted(Celebration(150 * BET, BET), SPEEDS["turbo"])
    assert normal == pytest.approx(8.0, abs=0.1) and turbo == pytest.approx(2.0, abs=0.1)


def test_the_count_climbs_through_the_tiers_once_each_and_ends_exact():
    party, names, shown = Celebration(150 * BET, BET), [], []
    while not party.done:
        name = party.update(1 / 60)
        names += [name] if name else []
        shown.append(party.shown)
    assert names == ["BIG WIN", "MEGA WIN", "EPIC WIN"]
    assert shown == sorted(shown) and shown[-1] == 150 * BET and party.untold == 0
    assert party.seconds == pytest.approx(8.0 + HOLD_SECONDS, abs=1 / 30)


def test_a_note_holds_the_figure_longer_and_space_jumps_then_closes():
    party = Celebration(60 * BET, BET, note="about 1 in 2,000 rounds")
    while not party.done:
        party.update(1 / 60)
    assert party.seconds == pytest.approx(5.5 + HOLD_SECONDS + NOTE_SECONDS, abs=1 / 30)
    party = Celebration(60 * BET, BET)
    party.update(0.1)
    party.skip()
    assert party.shown == party.amount and not party.done      # first press: the total
    party.skip()
    assert party.done                                           # second: gone


def test_no_celebration_below_the_first_tier_or_for_a_buy_that_paid_back_less():
    assert Celebration.for_win(19 * BET, BET) is None
    assert Celebration.for_win(30 * BET, BET, cost=100 * BET) is None
    assert Celebration.for_win(20 * BET, BET).title == "BIG WIN"
