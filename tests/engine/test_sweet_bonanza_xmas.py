"""Sweet Bonanza Xmas rules, each on hand-built screens played through the real round driver."""
import pytest
from engine.errors import BetError
from engine.games import load_game
from engine.round import run
from scripted import ScriptedRng
from variants import with_cap

GAME = "sweet-bonanza-xmas"
OTHERS = ["purple", "green", "blue", "apple", "plum", "watermelon", "grapes", "banana"]
BET = 200


@pytest.fixture(scope="module")
def game():
    return load_game(GAME)


def quiet(n, avoid=()):
    """n symbols that never reach 8 of a kind, even on top of another quiet screen."""
    pool = [s for s in OTHERS if s not in avoid]
    return [pool[i % len(pool)] for i in range(n)]


def screen(*special, avoid=()):
    """A 30-cell screen (draw order) with the given symbols first, then quiet filler."""
    cells = list(special)
    return cells + quiet(30 - len(cells), avoid=set(cells) | set(avoid))


def of(events, kind):
    return [e for e in events if e["type"] == kind]


def play(game, script, mode="base", **kw):
    return run(game, BET, ScriptedRng(script, filler=quiet(8)), mode, **kw)


@pytest.mark.parametrize("hearts,pay", [(7, None), (8, "10"), (9, "10"), (10, "25"),
                                        (11, "25"), (12, "50"), (30, "50")])
def test_tier_boundaries(game, hearts, pay):
    events = play(game, screen(*["heart"] * hearts))
    wins = of(events, "win")
    if pay is None:
        assert wins == []
    else:
        assert [(w["symbol"], w["count"], w["pay"]) for w in wins] == [("heart", hearts, pay)]
        assert wins[0]["amount"] == int(pay) * BET
    assert events[-1]["total_win"] == (int(pay) * BET if pay else 0)


def test_two_symbols_in_one_evaluation_add_up(game):
    events = play(game, screen(*["heart"] * 8, *["banana"] * 8))
    wins = of(events, "win")
    assert {w["symbol"] for w in wins} == {"heart", "banana"}
    assert events[-1]["total_win"] == 10 * BET + BET // 4
    explode = of(events, "explode")[0]
    assert len(explode["positions"]) == 16


def test_tumble_win_chain_then_stop(game):
    # 8 hearts win; the refill brings 8 bananas, which win in turn; then quiet
    script = screen(*["heart"] * 8, avoid={"banana"}) + ["banana"] * 8 + quiet(8, {"banana"})
    events = play(game, script)
    assert [w["symbol"] for w in of(events, "win")] == ["heart", "banana"]
    assert [g["reason"] for g in of(events, "grid")] == ["spin", "tumble", "tumble"]


def test_scatters_survive_tumbles_and_pay_on_the_count_at_sequence_end(game):
    # 3 scatters and 8 hearts land; the refill brings the 4th scatter
    script = screen("scatter", "scatter", "scatter", *["heart"] * 8) + \
        ["scatter"] + quiet(7) + screen() * 10
    events = play(game, script)
    grids = of(events, "grid")
    after = grids[1]["cells"]
    assert sum(row.count("scatter") for row in after) == 4
    scatter_wins = [w for w in of(events, "win") if w["symbol"] == "scatter"]
    assert len(scatter_wins) == 1
    assert scatter_wins[0]["count"] == 4 and scatter_wins[0]["pay"] == "3"
    for r, c in scatter_wins[0]["positions"]:
        assert after[r][c] == "scatter"
    assert of(events, "feature")[0] == {"type": "feature", "name": "free_spins", "phase": "start",
                                        "spins": 10}


@pytest.mark.parametrize("count,pay", [(4, "3"), (5, "5"), (6, "100"), (7, "100")])
def test_scatter_pays_and_ten_free_spins_for_four_or_more(game, count, pay):
    events = play(game, screen(*["scatter"] * count) + screen() * 10)
    scatter = [w for w in of(events, "win") if w["symbol"] == "scatter"]
    assert scatter[0]["pay"] == pay and scatter[0]["count"] == count
    spins = of(events, "spin")
    assert [s["index"] for s in spins] == list(range(1, 11)) and spins[-1]["of"] == 10
    assert events[-1]["total_win"] == int(pay) * BET


def test_three_scatters_in_the_base_game_pay_nothing_and_trigger_nothing(game):
    events = play(game, screen("scatter", "scatter", "scatter"))
    assert of(events, "win") == [] and of(events, "feature") == []


def fs_round(game, spins, mode="base"):
    """A base spin with 4 scatters, then the given free-spin screens (quiet past them)."""
    base = screen(*["scatter"] * 4)
    return play(game, base + [s for spin in spins for s in spin] + screen() * 30, mode)


def test_bauble_values_add_and_multiply_the_whole_sequence(game):
    # free spin 1: x2 and x5 land with 8 hearts; the refill brings 8 bananas: two tumble wins
    spin1 = screen("x2", "x5", *["heart"] * 8, avoid={"banana"})
    refill = ["banana"] * 8 + quiet(8, avoid={"banana"})
    events = fs_round(game, [spin1 + refill])
    mult = of(events, "multiplier")
    assert len(mult) == 1
    m = mult[0]
    ordinary = 10 * BET + BET // 4
    assert m["value"] == 7 and m["source"] == "baubles" and sorted(m["values"]) == [2, 5]
    assert m["amount"] == ordinary * 7 and m["added"] == ordinary * 6
    assert events[-1]["total_win"] == 3 * BET + ordinary * 7


def test_a_win_with_no_baubles_is_not_multiplied(game):
    events = fs_round(game, [screen(*["heart"] * 8)])
    assert of(events, "multiplier") == []
    assert events[-1]["total_win"] == 3 * BET + 10 * BET


def test_baubles_with_no_win_pay_nothing(game):
    events = fs_round(game, [screen("x100", "x50")])
    assert of(events, "multiplier") == []
    assert events[-1]["total_win"] == 3 * BET


def test_baubles_are_not_removed_by_tumbles(game):
    spin1 = screen("x3", *["heart"] * 8)
    events = fs_round(game, [spin1])
    tumble = [g for g in of(events, "grid") if g["reason"] == "tumble"][0]
    assert sum(row.count("x3") for row in tumble["cells"]) == 1


def test_three_scatters_retrigger_five_more_with_no_limit(game):
    retrigger = screen("scatter", "scatter", "scatter")
    events = fs_round(game, [retrigger] * 4)   # spins 1..4 each retrigger
    added = of(events, "free_spins_added")
    assert [a["of"] for a in added] == [15, 20, 25, 30]
    spins = of(events, "spin")
    assert len(spins) == 30 and spins[-1]["of"] == 30
    end = [f for f in of(events, "feature") if f["phase"] == "end"][0]
    assert end["spins"] == 30


def test_cap_truncates_mid_free_spins_and_forfeits_the_rest(tmp_path):
    game = with_cap(GAME, tmp_path, 50)
    spin1 = screen("x10", *["heart"] * 8)   # 10x * 10 = 100x bet, over the 50x cap
    events = fs_round(game, [spin1])
    end = events[-1]
    assert end["capped"] is True and end["total_win"] == 50 * BET
    m = of(events, "multiplier")[0]
    assert m["added"] == 50 * BET - 3 * BET - 10 * BET
    assert events[-2] is not None and events[-2]["type"] == "multiplier"
    assert len(of(events, "spin")) == 1   # the other nine spins are forfeited
    paid = sum(w["amount"] for w in of(events, "win")) + sum(x["added"] for x in of(events,
                                                                                    "multiplier"))
    assert paid == end["total_win"]


def test_buy_lands_the_drawn_number_of_scatters_and_costs_100x(game):
    rng = ScriptedRng(screen() + screen() * 10, filler=quiet(8), picks=[5],
                      samples=[[0, 7, 14, 21, 28]])
    events = run(game, BET, rng, "buy")
    start = events[0]
    assert start["mode"] == "buy" and start["cost"] == 100 * BET
    cells = events[1]["cells"]
    spots = [[r, c] for r in range(5) for c in range(6) if cells[r][c] == "scatter"]
    assert spots == [[0, 0], [1, 1], [2, 2], [3, 3], [4, 4]]
    assert of(events, "feature")[0]["name"] == "free_spins"


def test_ante_costs_a_quarter_more_and_pays_on_the_base_bet(game):
    events = play(game, screen(*["heart"] * 8), mode="ante")
    assert events[0]["cost"] == BET * 5 // 4
    assert events[-1]["total_win"] == 10 * BET


def test_bets_off_the_ladder_and_unknown_modes_are_refused(game):
    with pytest.raises(BetError, match="not on the bet ladder"):
        run(game, 33, ScriptedRng())
    with pytest.raises(BetError, match="not offered"):
        run(game, BET, ScriptedRng(), "turbo")


def test_bet_ladder_is_the_coin_form(game):
    assert game.bets.low == 20 and game.bets.high == 10_000
    assert game.bets.coin_form(200) == (10, 1)
    assert 250 not in game.bets and 300 in game.bets and 260 not in game.bets
