"""Midnight Princess rules on hand-built 5x5 screens played through the real round code."""
import pytest
from engine.errors import ConfigError
from engine.games import load_game
from engine.games.midnight_princess.rules import Board
from engine.money import Tally, pay_str, win_amount
from engine.rng import FairRng
from engine.round import run
from scripted import ScriptedRng
from variants import variant_path, with_cap

GAME = "midnight-princess"
BET = 100
GEMS = ["ruby", "sapphire", "emerald", "amethyst", "topaz"]
CODES = {"r": "ruby", "s": "sapphire", "e": "emerald", "a": "amethyst", "t": "topaz",
         "L": "love", "S": "star", "T": "storm", "W": "wild", ".": None}


def quiet_at(r, c):
    return GEMS[(r + 2 * c) % 5]        # neighbours always differ: no runs anywhere


PAYING = ["love", "star", "storm"] + GEMS


def rows(*lines):
    """Rows of codes -> a grid; each '?' is filled from three symbols the grid does not use,
    in a pattern where no three in a line match, so only the written runs can pay."""
    used = {CODES[ch] for line in lines for ch in line.split() if ch != "?"}
    spare = [s for s in PAYING if s not in used][:3]
    return [[spare[(r + c) % 3] if ch == "?" else CODES[ch] for c, ch in enumerate(line.split())]
            for r, line in enumerate(lines)]


def draw_order(cells):
    return [cells[r][c] for c in range(5) for r in range(5)]


QUIET = [[quiet_at(r, c) for c in range(5)] for r in range(5)]   # five of each gem
# rows of 3-runs beside two vertical 5-runs: every run goes, each 3-run leaves its Wild in
# column 1, and then only Wilds remain: they are removed and the grid is clear
# (gems only: princess runs would fill the Trinity meter, and Trinity plays before free spins)
CLEARING = rows("e e e r s",
                "a a a r s",
                "t t t r s",
                "e e e r s",
                "a a a r s")


@pytest.fixture(scope="module")
def game():
    return load_game(GAME)


def of(events, kind):
    return [e for e in events if e["type"] == kind]


def play(game, *screens, picks=("love",), choices=(), belows=(), samples=(), path=None):
    script = [s for cells in screens for s in draw_order(cells)]
    filler = draw_order(QUIET)
    rng = ScriptedRng(script, filler=filler, picks=list(picks), samples=list(samples),
                      belows=list(belows) or [1] * 50)   # below(4) = 1: no Girl Power
    return run(game, BET, rng, choices=choices)


def test_runs_of_three_four_five_pay_their_tier(game):
    cells = rows("? ? ? ? ?", "? ? ? ? ?", "r r r r ?", "? ? ? ? ?", "L L L L L")
    events = play(game, cells)
    wins = {(w["symbol"], w["count"]): w for w in of(events, "win")}
    love5, ruby4 = game.paytable.pay("love", 5), game.paytable.pay("ruby", 4)
    assert wins[("love", 5)]["pay"] == pay_str(love5)
    assert wins[("love", 5)]["amount"] == win_amount(BET, love5)
    assert wins[("ruby", 4)]["pay"] == pay_str(ruby4) and wins[("ruby", 4)]["multiplier"] == 1
    assert love5 > game.paytable.pay("love", 4) > game.paytable.pay("love", 3)


def test_wilds_substitute_in_runs(game):
    cells = rows("? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "S W W S ?")
    wins = of(play(game, cells), "win")
    assert [(w["symbol"], w["count"]) for w in wins][0] == ("star", 4)


def test_two_runs_crossing_at_one_cell_both_pay(game):
    cells = rows("? ? e ? ?", "? ? e ? ?", "? e e e ?", "? ? ? ? ?", "? ? ? ? ?")
    events = play(game, cells)
    first = of(events, "win")[:2]
    assert sorted(len(w["positions"]) for w in first) == [3, 3]
    assert all([2, 2] in w["positions"] for w in first)
    assert len(of(events, "explode")[0]["positions"]) == 5


def test_a_removed_run_of_three_leaves_a_wild_in_its_middle_column(game):
    cells = rows("? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "r r r ? ?")
    events = play(game, cells)
    explode = of(events, "explode")[0]
    assert explode["wilds"] == [[4, 1]]
    after = of(events, "grid")[1]["cells"]
    assert after[4][1] == "wild"
    assert after[0][0] is None and after[0][2] is None and after[0][1] is not None
    assert sum(s is None for row in after for s in row) == 2     # nothing refills


def test_drop_multiplier_rises_at_each_drop(game):
    # ruby 3-run in row 4 leaves a Wild at (4,1); the sapphires above fall beside it: S W S
    cells = rows("? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "s ? s ? ?", "r r r ? ?")
    events = play(game, cells)
    wins = of(events, "win")
    assert [(w["symbol"], w["multiplier"]) for w in wins[:2]] == [("ruby", 1), ("sapphire", 2)]
    assert wins[1]["amount"] == win_amount(BET, game.paytable.pay("sapphire", 3), 2)
    assert [m["value"] for m in of(events, "multiplier")][:2] == [2, 3]


def test_multiplier_stops_at_its_maximum(game):
    cells = rows("? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "s ? s ? ?", "r r r ? ?")
    board = Board(BET, Tally(10**9), cells, multiplier=19, meter=None)
    events = list(game._drops(board))
    multipliers = [w["multiplier"] for w in of(events, "win")]
    assert multipliers[:2] == [19, 20] and set(multipliers[1:]) == {20}
    assert board.multiplier == 20
    assert [m["value"] for m in of(events, "multiplier")] == [20]


def test_clearing_the_grid_leaves_only_wilds_removes_them_and_starts_free_spins(game):
    events = play(game, CLEARING, choices=["storm"])
    lone = [e for e in of(events, "explode") if e.get("reason") == "only_wilds"]
    assert lone and lone[0]["positions"] == [[r, 1] for r in range(5)]
    assert of(events, "choice")[0] == {"type": "choice", "options": ["love", "star", "storm"],
                                        "default": "star", "chosen": "storm"}
    fs = [e for e in of(events, "feature") if e["name"] == "free_spins"]
    assert fs[0]["spins"] == 8 and fs[-1]["phase"] == "end"


def test_the_chosen_princess_is_the_active_one_through_her_free_spins(game):
    """Issue 37: a big win at the end of Love's free spins showed STORM IS ACTIVE, the base
    game's princess, as the free spins started no `princess` event. The choice's princess is
    said active as they start, before their first spin, and stays so to the round's end."""
    events = play(game, CLEARING, picks=["storm"], choices=["love"])
    start = events.index(next(e for e in of(events, "feature") if e["name"] == "free_spins"))
    said = [(i, e["active"]) for i, e in enumerate(events) if e["type"] == "princess"]
    assert said[0][1] == "storm"                         # the base game's, at its start
    assert said[-1][1] == "love"
    first_spin = events.index(of(events, "spin")[0])
    assert start < said[-1][0] < first_spin


@pytest.mark.parametrize("choice,spins", [("love", 4), ("star", 5), ("storm", 8)])
def test_free_spin_counts_per_princess(game, choice, spins):
    events = play(game, CLEARING, choices=[choice])
    assert [s["index"] for s in of(events, "spin")] == list(range(1, spins + 1))


def test_the_default_choice_is_used_without_one(game):
    events = play(game, CLEARING)
    assert of(events, "choice")[0]["chosen"] == "star"


def test_clearing_the_grid_in_free_spins_pays_100x(game):
    events = play(game, CLEARING, CLEARING, choices=["love"])
    clear = [w for w in of(events, "win") if w["symbol"] == "clear"]
    assert len(clear) == 1 and clear[0]["pay"] == "100" and clear[0]["amount"] == 100 * BET


def test_drop_multiplier_carries_over_between_free_spins(game):
    one_win = rows("? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "r r r ? ?")
    events = play(game, CLEARING, one_win, one_win, choices=["love"])
    spins = [i for i, e in enumerate(events) if e["type"] == "spin"]
    fs_wins = [e for e in events[spins[0]:] if e["type"] == "win"]
    base_drops = len([e for e in events[:spins[0]] if e["type"] == "multiplier"])
    assert base_drops >= 1
    assert [w["multiplier"] for w in fs_wins[:2]] == [1, 2]   # spin 1 at x1, spin 2 at x2


def test_full_meter_in_free_spins_adds_spins_and_stops_at_20(tmp_path):
    game = with_cap(GAME, tmp_path, 10**6)   # twenty 5-runs of Love would reach the real cap
    princess_row = rows("? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "L L L L L")
    events = play(game, CLEARING, *[princess_row] * 20, choices=["storm"])
    added = of(events, "free_spins_added")
    assert [a["of"] for a in added] == [10, 12, 14, 16, 18, 20]
    assert len(of(events, "spin")) == 20


# --- Girl Powers ------------------------------------------------------------------------------

def power_round(game, princess, **kw):
    return play(game, QUIET, picks=[princess] + kw.pop("picks", []), belows=[0] + kw.pop(
        "belows", []), **kw)


def test_love_turns_every_cell_of_one_symbol_into_another(game):
    events = power_round(game, "love", belows=[0, 0])     # the first symbol into the first other
    change = [g for g in of(events, "grid") if g["reason"] == "love"][0]
    assert change["symbol"] == "amethyst" and change["to"] == "emerald"
    assert all(change["cells"][r][c] == "emerald" for r, c in change["positions"])
    assert len(change["positions"]) == 5
    assert sum(row.count("amethyst") for row in change["cells"]) == 0


def test_star_adds_one_or_two_wilds(game):
    events = power_round(game, "star", picks=[2], samples=[[(1, 1), (3, 3)]])
    change = [g for g in of(events, "grid") if g["reason"] == "star"][0]
    assert change["positions"] == [[1, 1], [3, 3]]
    assert sum(row.count("wild") for row in change["cells"]) == 2


def test_storm_removes_two_symbols_and_the_rest_drop(game):
    events = power_round(game, "storm", samples=[["ruby", "topaz"]])
    explode = [e for e in of(events, "explode") if e.get("reason") == "storm"][0]
    assert explode["symbols"] == ["ruby", "topaz"] and len(explode["positions"]) == 10
    after = [g for g in of(events, "grid") if g["reason"] == "storm"][0]["cells"]
    assert all(row[c] is None for row in after[:2] for c in range(5))
    assert not any(s in ("ruby", "topaz") for row in after for s in row)


def test_girl_power_only_on_a_non_winning_spin(game):
    cells = rows("? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "r r r ? ?")
    events = play(game, cells, belows=[0] * 10)
    assert [f for f in of(events, "feature") if f["name"] == "girl_power"] == []


# --- Princess Trinity -------------------------------------------------------------------------

def test_princess_trinity_plays_love_star_storm_in_order(game):
    cells = rows("? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "T T T T T")
    events = play(game, cells, QUIET, picks=["star", 1], belows=[1, 0, 0],
                  samples=[[(0, 0)], ["emerald", "ruby"]])
    meter = [e["value"] for e in of(events, "meter") if e["name"] == "trinity"]
    assert meter == [3]
    names = [(e["name"], e["phase"], e.get("princess")) for e in of(events, "feature")]
    assert names == [("princess_trinity", "start", None),
                     ("girl_power", "start", "love"), ("girl_power", "end", "love"),
                     ("girl_power", "start", "star"), ("girl_power", "end", "star"),
                     ("girl_power", "start", "storm"), ("girl_power", "end", "storm"),
                     ("princess_trinity", "end", None)]
    reset = [m for m in of(events, "multiplier") if m.get("reset")]
    assert reset and reset[0]["value"] == 1
    princesses = [e["active"] for e in of(events, "princess")]
    assert princesses == ["star", "star"]       # back to the princess shown before


def test_three_small_princess_wins_fill_the_meter_but_gems_do_not(game):
    cells = rows("? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "? ? ? ? ?", "S S S r r")
    events = play(game, cells)
    meter = [e["value"] for e in of(events, "meter") if e["name"] == "trinity"]
    assert meter == [1]
    assert not [f for f in of(events, "feature") if f["name"] == "princess_trinity"]


def test_cap_ends_the_round_at_once(tmp_path):
    game = with_cap(GAME, tmp_path, 50)
    events = play(game, CLEARING, CLEARING, choices=["love"])
    assert events[-1]["capped"] and events[-1]["total_win"] == 50 * BET
    assert events[-2]["type"] == "win"


# --- rule flags: a fix released in a new version, earlier versions replay as dealt -------------

LAST_RUBY = rows(". . . . .", ". . . . .", ". . . . .", ". . . . .", "r W . . .")


def star_on(game, cells):
    board = Board(BET, Tally(10**9), [row[:] for row in cells], multiplier=1, meter=None)
    events = list(game._power("star", board, ScriptedRng(picks=[1], samples=[[(4, 0)]])))
    return board, events


def test_star_that_leaves_only_wilds_clears_the_grid():
    game = load_game(GAME)
    board, events = star_on(game, LAST_RUBY)
    lone = [e for e in of(events, "explode") if e.get("reason") == "only_wilds"]
    assert lone and lone[0]["positions"] == [[4, 0], [4, 1]]
    assert board.cleared and all(s is None for row in board.cells for s in row)


def test_versions_before_the_star_fix_keep_their_wilds(tmp_path):
    assert load_game(GAME).rules == {"star_clears_lone_wilds": True}
    game = load_game(GAME, version=4)
    assert game.rules == {"star_clears_lone_wilds": False}
    board, events = star_on(game, LAST_RUBY)
    assert not board.cleared and board.cells[4][:2] == ["wild", "wild"]
    assert not [e for e in of(events, "explode") if e.get("reason") == "only_wilds"]


def test_star_in_trinity_that_leaves_only_wilds_leads_to_free_spins(tmp_path):
    """The round of the issue: seed 26458 under version 4 ended its Trinity on two Wilds."""
    before = run(load_game(GAME, version=4), BET, FairRng.from_seed(26458))
    assert not [e for e in of(before, "feature") if e["name"] == "princess_trinity"][-1]["cleared"]
    game = load_game(GAME, variant_path(
        GAME, tmp_path, lambda c: c.setdefault("rules", {}).update(star_clears_lone_wilds=True),
        version=4))
    events = run(game, BET, FairRng.from_seed(26458))
    trinity_end = [e for e in of(events, "feature") if e["name"] == "princess_trinity"][-1]
    assert trinity_end["phase"] == "end" and trinity_end["cleared"]
    assert of(events, "choice")


def test_an_unknown_rule_flag_is_refused(tmp_path):
    with pytest.raises(ConfigError, match=r"rules.star_clears: is not a rule this game knows"):
        load_game(GAME, variant_path(GAME, tmp_path,
                                     lambda c: c.setdefault("rules", {}).update(star_clears=True)))
