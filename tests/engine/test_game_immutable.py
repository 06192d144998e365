"""One Game is shared by every caller of load_game (the client's screens, the simulator's
rounds, the tests), so it is complete when built: playing rounds of every mode and choice, at
every bet, writes nothing on it that the next caller could see, and no test has to clear
load_game's cache to undo what an earlier one left (issue 36.5); and what it shares is read only
all the way down: changing any of it in place raises (issue 47, 6)."""
from fractions import Fraction
from types import MappingProxyType

import pytest

from engine.errors import BetError
from engine.frozen import ReadOnly, fields, freeze
from engine.games import available_games, load_game
from engine.rng import FairRng, WeightTable
from engine.round import check_bet, run
from variants import variant_path

SBX = "sweet-bonanza-xmas"


@pytest.mark.parametrize("game_id", available_games())
def test_playing_rounds_writes_nothing_on_the_game(game_id):
    game = load_game.__wrapped__(game_id)            # a fresh one: nothing played on it yet
    attributes, costs = dict(vars(game)), dict(game.costs)
    for mode in game.modes:
        for choices in game.choice_sets():
            for seed, bet in enumerate([game.bets.low, game.bets.default, game.bets.high]):
                run(game, bet, FairRng.from_seed(seed), mode, choices)
    game.trigger_counts()
    assert vars(game) == attributes and dict(game.costs) == costs
    with pytest.raises(TypeError):
        game.costs[(game.bets.default, "base")] = 0        # read only: shared by every caller


def test_every_cost_is_known_when_built_and_the_rest_are_refused(tmp_path):
    """The ante costs 1.25x the bet: on a ladder of 1, 2 and 4 minor units, the first two
    would cost a fraction of a cent. A bool is no bet, though True == 1 is on this ladder."""
    def ladder(config):
        config["bets"] = {"ladder": [1, 2, 4, 200], "default": 200}
    game = load_game(SBX, variant_path(SBX, tmp_path, ladder))
    assert dict(game.costs) == {**{(bet, "base"): bet for bet in (1, 2, 4, 200)},
                                (4, "ante"): 5, (200, "ante"): 250,
                                **{(bet, "buy"): bet * 100 for bet in (1, 2, 4, 200)}}
    assert [check_bet(game, bet, mode) for bet, mode in game.costs] == list(game.costs.values())
    for bet in (1, 2):
        with pytest.raises(BetError, match="would cost a fraction of a cent"):
            check_bet(game, bet, "ante")
    with pytest.raises(BetError, match="not on the bet ladder"):
        check_bet(game, True, "base")


def test_the_resting_screen_is_found_once_and_lent_as_a_copy():
    game = load_game.__wrapped__("santas-wonderland")
    first = game.resting_screen()
    first[0][0] = "changed"
    assert game.resting_screen() != first
    assert game.resting_screen() is not game.resting_screen()
    assert game._resting is game._resting                  # found once, not each time


SCALARS = (str, int, float, Fraction, bool, type(None))
# the one part of a built game that changes: a memo of figures it always gives alike
MEMOS = {"game.paytable._prices"}


def changeable(value, path, seen) -> list:
    """Paths of every part of `value` that could be changed: a mutable container, or an
    object (a paytable, a weight table) one of whose attributes, private ones too, can be set
    again or holds one. Callables (a table's lookup) are code, not data."""
    if id(value) in seen or isinstance(value, SCALARS) or callable(value) \
            and not isinstance(value, dict | list | tuple | set):
        return []
    seen.add(id(value))
    if path in MEMOS:
        return []
    if isinstance(value, dict):
        found = [] if isinstance(value, ReadOnly) else [path]
        return found + [p for key, item in value.items()
                        for p in changeable(item, f"{path}[{key!r}]", seen)]
    if isinstance(value, MappingProxyType):
        return [p for key, item in value.items()
                for p in changeable(item, f"{path}[{key!r}]", seen)]
    if isinstance(value, tuple | frozenset):
        return [p for i, item in enumerate(value) for p in changeable(item, f"{path}[{i}]", seen)]
    if isinstance(value, list | set | bytearray):
        return [path]
    found = []
    for name in fields(value):
        item = getattr(value, name)
        try:
            setattr(value, name, item)
            found.append(f"{path}.{name} (set again)")
        except (AttributeError, TypeError):
            pass
        found += changeable(item, f"{path}.{name}", seen)
    return found


@pytest.mark.parametrize("game_id", available_games())
def test_a_built_game_is_read_only_all_the_way_down(game_id):
    """Every attribute of a built game, walked from vars(game) whole (issue 57, 4): none can be
    set again, and none holds anything that can change, however deep (its memo of prices
    aside), so one caller of load_game cannot change the math every other one reads."""
    game = load_game(game_id)
    seen: set = set()
    assert changeable(game, "game", seen) == []
    assert len(seen) > 50 and len(vars(game)) >= 16         # it looked inside, everywhere
    symbol = next(iter(game.symbols))
    for change in (lambda: game.modes.__setitem__("base", Fraction(0)),
                   lambda: game.symbols[symbol].__setitem__("kind", "wild"),
                   lambda: game.reels.pop("base"),
                   lambda: game.rules.update(anything=True),
                   lambda: game.config["bets"].clear(),
                   lambda: game.paytable.pays.setdefault("new", ()),
                   lambda: game.reels["base"][0].flat.__setitem__(0, symbol),
                   lambda: setattr(game, "rtp_target", 0),
                   lambda: setattr(game, "anything_new", 1),
                   lambda: setattr(game.reels["base"][0], "total", 1),
                   lambda: setattr(game.paytable, "min_count", 1),
                   lambda: game._cost_of.__setitem__((game.bets.default, "base"), 0)):
        with pytest.raises((TypeError, AttributeError)):
            change()
    for name in vars(game):
        with pytest.raises(AttributeError, match="read only"):
            setattr(game, name, getattr(game, name))
    assert load_game(game_id) is game and game.modes["base"] == 1


def test_the_issue_s_writes_are_refused():
    game = load_game(SBX)
    target = game.rtp_target
    with pytest.raises(TypeError, match="read only"):
        game.scatter_pays[99] = 1
    with pytest.raises(AttributeError, match="read only"):
        game.rtp_target = 0
    assert 99 not in game.scatter_pays and game.rtp_target == target


def test_the_walk_finds_an_attribute_that_can_be_set_or_changed():
    """The walk itself: a plain object's attribute is found, and a list inside a sealed one."""
    class Plain:
        def __init__(self):
            self.level = 1

    assert changeable(Plain(), "p", set()) == ["p.level (set again)"]
    table = WeightTable(["a"], [1])
    assert changeable(table, "t", set()) == []
    assert changeable({"x": table, "y": [1]}, "v", set()) == ["v", "v['y']"]


def test_the_walk_finds_what_could_change_and_freezing_leaves_none():
    value = {"a": [1, {"b": {2}}], "c": (3, {"d": 4})}
    assert changeable(value, "v", set()) == ["v", "v['a']", "v['c'][1]"]
    frozen = freeze(value)
    assert frozen == {"a": (1, {"b": frozenset({2})}), "c": (3, {"d": 4})}
    assert changeable(frozen, "v", set()) == []
    with pytest.raises(TypeError, match="read only"):
        frozen["c"][1]["d"] = 5
    import copy
    import pickle
    assert pickle.loads(pickle.dumps(frozen)) == frozen == copy.deepcopy(frozen)
