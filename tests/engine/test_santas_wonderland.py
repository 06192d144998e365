"""Santa's Wonderland rules on hand-built screens played through the real round code.

Screens are a quiet checkerboard of six symbols (no two neighbours alike, so nothing pays) with a
block of diamonds carved in as a column-major prefix: the first n cells of column 0, then
column 1... Such a block explodes from the top of its columns, so its refill lands exactly on the
same n cells again, which lets a test script every tumble and count every exploded symbol.
"""
from itertools import islice

import pytest
from engine.config import read_yaml
from engine.games import config_path, load_game
from engine.rng import FairRng
from engine.round import play_round, run
from scripted import ScriptedRng
from variants import variant_path

GAME = "santas-wonderland"
BET = 200
QUIET = ["teddy", "train", "biplane", "spade", "heart", "club"]   # no diamonds
N = 8


def quiet_at(r, c):
    return QUIET[(2 * r + c) % 6]


def column_major(n):
    """The first n cells in draw order: column 0 top to bottom, then column 1..."""
    return [(i % N, i // N) for i in range(n)]


def screen(prefix=0, symbol="diamond"):
    """A whole screen in draw order: `prefix` cells of `symbol`, the rest quiet."""
    return [symbol if i < prefix else quiet_at(r, c) for i, (r, c) in enumerate(column_major(64))]


def refill(region, prefix=0, symbol="diamond"):
    """The refill of a carved region of `region` cells: `prefix` of symbol, then quiet."""
    return [symbol if i < prefix else quiet_at(r, c)
            for i, (r, c) in enumerate(column_major(region))]


FAR_MARKS = [31, 39, 47, 55, 63]     # cells (3..7, 7): the last five of the draw order


@pytest.fixture(scope="module")
def game():
    return load_game(GAME)


def of(events, kind):
    return [e for e in events if e["type"] == kind]


def until(gen, stop):
    out = []
    for e in islice(gen, 20000):
        out.append(e)
        if stop(e):
            break
    return out


# --- pays -------------------------------------------------------------------------------------

TIERS = [(4, None), (5, "0.05"), (6, "0.1"), (7, "0.15"), (8, "0.2"), (9, "0.5"), (11, "0.5"),
         (12, "1"), (14, "1"), (15, "1.85"), (19, "1.85"), (20, "5"), (24, "5"), (25, "25"),
         (59, "25")]


@pytest.mark.parametrize("size,pay", TIERS)
def test_block_tier_boundaries(game, size, pay):
    rng = ScriptedRng(screen(size) + refill(size), samples=[FAR_MARKS])
    events = run(game, BET, rng)
    wins = of(events, "win")
    if pay is None:
        assert wins == []
    else:
        assert [(w["symbol"], w["count"], w["pay"]) for w in wins] == [("diamond", size, pay)]
        assert events[-1]["total_win"] == wins[0]["amount"]


def test_the_whole_screen_is_one_block_of_64(game):
    rng = ScriptedRng(screen(64) + screen(), samples=[FAR_MARKS])
    wins = of(until(play_round(game, BET, rng), lambda e: e["type"] == "explode"), "win")
    assert wins[0]["count"] == 64 and wins[0]["pay"] == "25"


def test_a_wild_joins_blocks_of_two_symbols(game):
    cells = [[quiet_at(r, c) for c in range(N)] for r in range(N)]
    # teddies at (6,0) and (7,0..2), the wild at (7,3), diamonds at (7,4..7)
    for c in range(3):
        cells[7][c] = "teddy"
    cells[6][0] = "teddy"
    cells[7][3] = "wild"
    for c in range(4, 8):
        cells[7][c] = "diamond"
    draw_order = [cells[r][c] for c in range(N) for r in range(N)]
    rng = ScriptedRng(draw_order, filler=QUIET, samples=[[0, 1, 2, 3, 4]])
    events = until(play_round(game, BET, rng), lambda e: e["type"] == "explode")
    wins = {w["symbol"]: w for w in of(events, "win")}
    assert wins["teddy"]["count"] == 5 and [7, 3] in wins["teddy"]["positions"]
    assert wins["diamond"]["count"] == 5 and [7, 3] in wins["diamond"]["positions"]
    assert len(events[-1]["positions"]) == 9     # the shared wild explodes once


# --- marks ------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", [5, 8, 12, 20, 25, 59])
def test_a_mark_is_won_by_a_block_of_each_size(game, size):
    inside = size - 1                                   # the block's last cell, flat index
    r, c = column_major(size)[inside]
    marks = [r * N + c] + FAR_MARKS[:4]
    rng = ScriptedRng(screen(size) + refill(size), filler=QUIET, samples=[marks])
    events = until(play_round(game, BET, rng), lambda e: e["type"] == "explode")
    won = of(events, "mark_won")
    assert won == [{"type": "mark_won", "colour": "blue", "position": [r, c]}]


def test_marks_stay_on_their_cells_through_tumbles(game):
    # column 0 holds d d d q q d d d (d = diamond); the bottom three with (7,1) and (7,2) make a
    # block of 5 that explodes. The blue mark sits on (4,0), above it: the column falls through
    # the mark by three rows, three diamonds refill the top, and the six diamonds now in rows 0-5
    # of column 0 make a block that covers (4,0), winning the mark where it stayed.
    cells = [[quiet_at(r, c) for c in range(N)] for r in range(N)]
    for r in (0, 1, 2, 5, 6, 7):
        cells[r][0] = "diamond"
    cells[7][1] = cells[7][2] = "diamond"
    script = [cells[r][c] for c in range(N) for r in range(N)]
    script += ["diamond"] * 3 + [quiet_at(0, 1), quiet_at(0, 2)]       # the first refill
    marks = [4 * N + 0] + FAR_MARKS[:4]
    rng = ScriptedRng(script, filler=QUIET, samples=[marks])
    events = until(play_round(game, BET, rng), lambda e: e["type"] == "mark_won")
    explodes = of(events, "explode")                          # mark_won precedes its explode
    assert len(explodes) == 1
    assert [4, 0] not in explodes[0]["positions"]              # not won by the first block
    tumble = of(events, "grid")[1]
    assert tumble["cells"][7][0] == cells[4][0]                # its symbol fell to row 7
    assert events[-1] == {"type": "mark_won", "colour": "blue", "position": [4, 0]}
    wins = of(events, "win")
    assert wins[-1]["count"] == 6 and [4, 0] in wins[-1]["positions"]


# --- spin features ----------------------------------------------------------------------------

def feature_round(game, feature, picks=(), lucky=None):
    """A spin whose 8-block wins only `feature`'s mark; events up to that feature's grid."""
    order = game.order
    marks = list(FAR_MARKS)
    marks[order.index(feature)] = 0                     # cell (0,0): inside the block
    samples = [marks] + ([lucky] if lucky else [])
    rng = ScriptedRng(screen(8) + refill(8), filler=QUIET, picks=list(picks), samples=samples)
    return until(play_round(game, BET, rng),
                 lambda e: e["type"] == "grid" and e["reason"] == feature)


def before_feature(events):
    tumbles = [e for e in events if e["type"] == "grid"]
    return tumbles[-2]["cells"], tumbles[-1]


def test_refresh_redraws_every_cell_but_the_wilds(game):
    events = feature_round(game, "refresh")
    before, change = before_feature(events)
    assert of(events, "feature")[0] == {"type": "feature", "name": "refresh", "phase": "start",
                                        "mark": "blue"}
    assert len(change["positions"]) == 64


def test_wild_santa_turns_every_cell_of_one_symbol_wild(game):
    events = feature_round(game, "wild_santa")
    before, change = before_feature(events)
    symbol = change["symbol"]
    expected = [[r, c] for r in range(N) for c in range(N) if before[r][c] == symbol]
    assert expected and change["positions"] == expected
    assert all(change["cells"][r][c] == "wild" for r, c in expected)
    assert sum(row.count(symbol) for row in change["cells"]) == 0


def test_blocks_adds_non_overlapping_2x2_blocks_of_one_symbol(game):
    events = feature_round(game, "blocks", picks=["teddy", 3])
    before, change = before_feature(events)
    assert change["symbol"] == "teddy" and len(change["corners"]) == 3
    cells = set()
    for r, c in change["corners"]:
        block = {(r, c), (r + 1, c), (r, c + 1), (r + 1, c + 1)}
        assert not block & cells
        cells |= block
        assert all(change["cells"][y][x] == "teddy" for y, x in block)
    assert len(change["positions"]) == 12


@pytest.mark.parametrize("side", [3, 4, 5])
def test_supersize_adds_one_square_block(game, side):
    events = feature_round(game, "supersize", picks=[side, "train"])
    before, change = before_feature(events)
    assert change["size"] == side and len(change["positions"]) == side * side
    assert all(change["cells"][r][c] == "train" for r, c in change["positions"])


def test_lucky_santa_adds_wilds_on_distinct_cells(game):
    spots = [9, 18, 27, 36, 45, 54, 63]
    events = feature_round(game, "lucky_santa", picks=[7], lucky=spots)
    before, change = before_feature(events)
    assert change["positions"] == [[i // N, i % N] for i in spots]
    assert sum(row.count("wild") for row in change["cells"]) == 7




def test_won_marks_play_in_the_fixed_order(game):
    marks = [0, 8, 16, 24, 32]          # cells (0..4, 0): all inside the first 8-block
    rng = ScriptedRng(screen(8) + refill(8), filler=QUIET, samples=[marks])
    events = until(play_round(game, BET, rng),
                   lambda e: e["type"] == "feature" and e["name"] == "lucky_santa"
                   and e["phase"] == "end")
    assert len(of(events, "mark_won")) == 5
    starts = [e["name"] for e in of(events, "feature") if e["phase"] == "start"]
    assert starts == ["refresh", "wild_santa", "blocks", "supersize", "lucky_santa"]
    # each feature is followed by its own tumbles before the next one starts
    kinds = [(e["type"], e.get("name"), e.get("reason")) for e in events]
    for name in starts:
        i = kinds.index(("grid", None, name))
        assert kinds[i - 1] == ("feature", name, None)


def test_marks_not_won_play_nothing(game):
    events = run(game, BET, ScriptedRng(screen(8) + refill(8), samples=[FAR_MARKS]))
    assert of(events, "feature") == []


# --- Midnight Riches: the meter ---------------------------------------------------------------

@pytest.mark.parametrize("last,triggers", [(22, True), (21, False)])
def test_meter_crossing_140_exactly(game, last, triggers):
    # 59 + 59 + 22 = 140 exploded symbols in one spin; 59 + 59 + 21 = 139
    script = screen(59) + refill(59, prefix=59) + refill(59, prefix=last) + refill(last)
    rng = ScriptedRng(script, filler=QUIET, samples=[FAR_MARKS])
    events = until(play_round(game, BET, rng), lambda e: e["type"] == "feature")
    meters = [e["value"] for e in of(events, "meter")]
    assert meters[:3] == [59, 118, 118 + last]
    started = [e for e in of(events, "feature") if e["name"] == "midnight_riches"]
    assert bool(started) == triggers
    if triggers:
        assert meters[3] == 0       # the meter returns to zero when the feature starts


# --- Midnight Riches: the levels --------------------------------------------------------------

def rows_of(draw_order):
    return [[draw_order[c * N + r] for c in range(N)] for r in range(N)]


def riches_game(monkeypatch, levels, path=None):
    """A private game whose Refresh stamps, per level, a carved screen exploding exactly the
    given prefix sizes (non-increasing, each >= 5); the other features change nothing."""
    screens = [rows_of(screen(sizes[0])) for sizes in levels]

    class Carved(type(load_game(GAME))):        # a built Game refuses writes: a class of its own
        def _refresh(self, cells, rng, draw, tables):
            return screens.pop(0), {"positions": []}

        def _nothing(self, cells, rng, draw, tables):
            return cells, {"positions": []}

        _wild_santa = _blocks = _supersize = _lucky_santa = _nothing

    game = Carved(read_yaml(path or config_path(GAME)))
    game.freeze()
    script = screen()                   # the bought base spin: quiet
    for sizes in levels:
        for size, following in zip(sizes, list(sizes[1:]) + [0]):
            script += refill(size, prefix=following)
    return game, ScriptedRng(script, samples=[FAR_MARKS])


def level_ends(events):
    return [e for e in of(events, "feature") if e["name"] == "level" and e["phase"] == "end"]


def test_level_target_hit_exactly_then_missed_by_one(monkeypatch):
    game, rng = riches_game(monkeypatch, [(59, 57), (59, 55, 5)])     # 116, then 119 of 120
    events = run(game, BET, rng, "buy")
    ends = level_ends(events)
    assert [(e["level"], e["collected"], e["target"], e["reached"]) for e in ends] == \
        [(1, 116, 116, True), (2, 119, 120, False)]
    end = [e for e in of(events, "feature") if e["name"] == "midnight_riches"][-1]
    assert end["phase"] == "end" and end["level"] == 2


@pytest.mark.parametrize("level,levels", [
    (3, [(59, 57), (59, 56, 5), (59, 59, 5)]),              # 124 needed, 123 exploded
    (4, [(59, 57), (59, 56, 5), (59, 59, 6), (59, 59, 13)]),   # 132 needed, 131
])
def test_levels_three_and_four_missed_by_one(monkeypatch, level, levels):
    game, rng = riches_game(monkeypatch, levels)
    ends = level_ends(run(game, BET, rng, "buy"))
    assert [e["reached"] for e in ends] == [True] * (level - 1) + [False]
    assert ends[-1]["collected"] == ends[-1]["target"] - 1


def test_level_one_missed_by_one_ends_the_feature(monkeypatch):
    game, rng = riches_game(monkeypatch, [(59, 56)])                  # 115 of 116
    ends = level_ends(run(game, BET, rng, "buy"))
    assert [(e["level"], e["collected"], e["reached"]) for e in ends] == [(1, 115, False)]


def test_all_five_levels_with_their_multipliers(monkeypatch):
    levels = [(59, 57), (59, 56, 5), (59, 59, 6), (59, 59, 14), (59,)]
    game, rng = riches_game(monkeypatch, levels)
    events = run(game, BET, rng, "buy")
    ends = level_ends(events)
    assert [(e["level"], e["collected"]) for e in ends] == \
        [(1, 116), (2, 120), (3, 124), (4, 132), (5, 59)]
    assert [e["reached"] for e in ends] == [True, True, True, True, False]
    mults = [e["value"] for e in of(events, "multiplier") if e["source"] == "level"]
    assert mults == [3, 6, 9, 12, 15]
    # every win in a level is paid at that level's multiplier
    level, paid = 0, []
    for e in events:
        if e["type"] == "feature" and e["name"] == "level" and e["phase"] == "start":
            level = e["multiplier"]
        if e["type"] == "win" and level:
            assert e["multiplier"] == level
            paid.append(e["amount"])
    pay_59 = 25 * BET
    assert paid[0] == pay_59 * 3 and paid[-1] == pay_59 * 15
    assert events[-1]["total_win"] == sum(w["amount"] for w in of(events, "win"))


def test_buy_costs_100x_and_starts_at_level_one(monkeypatch):
    game, rng = riches_game(monkeypatch, [(59, 56)])
    events = run(game, BET, rng, "buy")
    assert events[0]["cost"] == 100 * BET
    start = [e for e in of(events, "feature") if e["name"] == "midnight_riches"][0]
    assert start["bought"] is True
    assert of(events, "feature")[1] == {"type": "feature", "name": "level", "phase": "start",
                                        "level": 1, "multiplier": 3, "target": 116,
                                        "within": "midnight_riches"}


def test_cap_reached_inside_midnight_riches_ends_the_round(monkeypatch, tmp_path):
    path = variant_path(GAME, tmp_path, lambda c: c.__setitem__("max_win", 50))
    game, rng = riches_game(monkeypatch, [(59, 57), (59, 56, 5)], path)
    events = run(game, BET, rng, "buy")
    end = events[-1]
    assert end["capped"] and end["total_win"] == 50 * BET
    assert events[-2]["type"] == "win" and events[-2]["amount"] == 50 * BET
    assert not [e for e in of(events, "feature") if e["phase"] == "end"]   # cut off at once


# --- the features' own draws, over many seeds --------------------------------------------------

@pytest.mark.parametrize("seed", range(25))
def test_feature_draws_stay_within_their_tables(game, seed):
    rng = FairRng.from_seed(seed)
    cells = rows_of(screen())
    tables = game.base_tables
    out, detail = game._blocks(cells, rng, None, tables)
    assert len(detail["corners"]) in tables.blocks.items
    out, detail = game._supersize(cells, rng, None, tables)
    r, c = detail["corners"][0]
    assert detail["size"] in tables.supersize.items and r + detail["size"] <= N \
        and c + detail["size"] <= N
    out, detail = game._lucky_santa(cells, rng, None, tables)
    assert len(detail["positions"]) in tables.lucky_santa.items
    assert len({tuple(p) for p in detail["positions"]}) == len(detail["positions"])


@pytest.mark.slow
def test_base_refills_come_from_their_own_reels(tmp_path):
    """base_refill feeds the base spin's tumbles; the landing screen stays on the base reels."""
    def change(config):
        config["reels"]["base"] = {s: 0 for s in config["reels"]["base"]} | {"teddy": 1,
                                                                             "train": 1}
        config["reels"]["base_refill"] = {s: 0 for s in config["reels"]["base"]} | {"diamond": 1}
    game = load_game(GAME, variant_path(GAME, tmp_path, change))
    refilled = 0
    for nonce in range(20):
        events = run(game, BET, FairRng.from_seed(3, nonce))
        landed = events[1]["cells"]
        assert {s for row in landed for s in row} <= {"teddy", "train"}
        for e in events[2:]:
            if e["type"] == "feature":
                break                    # the spin features stamp symbols of their own
            if e["type"] == "grid" and e["reason"] == "tumble":
                cells = {s for row in e["cells"] for s in row}
                assert cells <= {"teddy", "train", "diamond"}
                refilled += "diamond" in cells
    assert refilled


def test_simulate_counts_midnight_riches_once_and_not_its_levels():
    """A level is a stage of Midnight Riches, not a feature of its own: `simulate` listed
    "level" beside "midnight_riches" with the same rounds and share. The level events stay
    (the contract is extended, not broken): each says what it is within."""
    from engine.tools.simulate import format_report, simulate
    r = simulate("santas-wonderland", 12, "buy", seed=3)
    assert "level" not in r["features"] and "level" not in format_report(r)
    assert r["features"]["midnight_riches"]["rounds"] == 12
    events = run(load_game("santas-wonderland"), 100, FairRng.from_seed(3), "buy")
    levels = [e for e in events if e["type"] == "feature" and e["name"] == "level"]
    assert levels and all(e["within"] == "midnight_riches" for e in levels)
