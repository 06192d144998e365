"""Properties every round of every game and mode obeys, over many seeds (hypothesis)."""
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from engine.games import available_games, load_game
from engine.rng import FairRng
from engine.round import run

CASES = [(g, m) for g in available_games() for m in load_game(g).modes]
seeds = st.integers(min_value=0, max_value=2**40)
fast = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def paid(events) -> int:
    """What the events add up to: every win's amount plus what multipliers add."""
    return sum(e["amount"] for e in events if e["type"] == "win") + \
        sum(e.get("added", 0) for e in events if e["type"] == "multiplier")


@pytest.mark.parametrize("game_id,mode", CASES)
@given(seed=seeds)
@fast
def test_round_invariants(game_id, mode, seed, contract):
    game = load_game(game_id)
    bet = game.bets.default
    events = run(game, bet, FairRng.from_seed(seed), mode)
    # the stream obeys the contract
    assert contract(events, f"{game_id} {mode} seed {seed}") == []
    end = events[-1]
    # money is conserved: what is credited is exactly what the events pay
    assert end["total_win"] == paid(events)
    # never above the cap, and capped only at the cap
    cap = game.cap_multiple * bet
    assert 0 <= end["total_win"] <= cap
    assert end["capped"] == (end["total_win"] == cap)
    # grids keep their shape and hold only the game's symbols (or empty cells)
    known = set(game.symbols) | {f"x{v}" for v in range(2, 10_001)}
    for e in events:
        if e["type"] == "grid":
            assert len(e["cells"]) == game.rows
            assert all(len(row) == game.cols for row in e["cells"])
            assert all(s is None or s in known for row in e["cells"] for s in row)
    # money is whole minor units everywhere
    for e in events:
        for key in ("bet", "amount", "total_win", "cost", "added"):
            if key in e:
                assert type(e[key]) is int


@pytest.mark.parametrize("game_id,mode", CASES)
@given(seed=seeds)
@settings(max_examples=15, deadline=None)
def test_replay_is_identical(game_id, mode, seed):
    game = load_game(game_id)
    first = run(game, game.bets.default, FairRng.from_seed(seed), mode)
    again = run(game, game.bets.default, FairRng.from_seed(seed), mode)
    assert first == again


@pytest.mark.parametrize("game_id", available_games())
def test_different_seeds_give_different_rounds(game_id):
    game = load_game(game_id)
    def first_grid(seed):
        events = run(game, game.bets.default, FairRng.from_seed(seed))
        return str(next(e["cells"] for e in events if e["type"] == "grid"))
    grids = {first_grid(s) for s in range(20)}
    assert len(grids) == 20


@pytest.mark.parametrize("game_id", available_games())
def test_wins_scale_with_the_bet(game_id):
    game = load_game(game_id)
    low, high = game.bets.default, game.bets.default * 10
    if high not in game.bets:
        pytest.skip("no bet ten times the default")
    for seed in range(30):
        a = run(game, low, FairRng.from_seed(seed))[-1]["total_win"]
        b = run(game, high, FairRng.from_seed(seed))[-1]["total_win"]
        assert b == a * 10


@pytest.mark.parametrize("choice", ["love", "star", "storm"])
@given(seed=seeds)
@settings(max_examples=25, deadline=None)
def test_midnight_princess_invariants_for_each_choice(choice, seed, contract):
    game = load_game("midnight-princess")
    bet = game.bets.default
    events = run(game, bet, FairRng.from_seed(seed), "base", choices=[choice])
    assert contract(events, f"midnight-princess {choice} seed {seed}") == []
    assert events[-1]["total_win"] == paid(events) <= game.cap_multiple * bet
    chosen = [e["chosen"] for e in events if e["type"] == "choice"]
    assert chosen in ([], [choice])
    assert run(game, bet, FairRng.from_seed(seed), "base", choices=[choice]) == events


def _free_spin_seeds(count=4, limit=20_000):
    game = load_game("midnight-princess")
    found = []
    for seed in range(limit):
        events = run(game, game.bets.default, FairRng.from_seed(seed))
        if any(e["type"] == "choice" for e in events):
            found.append(seed)
            if len(found) == count:
                break
    return found


FREE_SPIN_SEEDS = _free_spin_seeds()


@pytest.mark.parametrize("choice", ["love", "star", "storm"])
@pytest.mark.parametrize("seed", FREE_SPIN_SEEDS)
def test_each_choice_plays_its_own_free_spins(choice, seed, contract):
    game = load_game("midnight-princess")
    events = run(game, game.bets.default, FairRng.from_seed(seed), "base", choices=[choice])
    assert contract(events, f"seed {seed} {choice}") == []
    start = [e for e in events if e["type"] == "feature" and e["name"] == "free_spins"][0]
    assert start["princess"] == choice and start["spins"] == game.options[choice][0]
    powers = {e["princess"] for e in events if e["type"] == "feature"
              and e["name"] == "girl_power" and e["phase"] == "start"
              and events.index(e) > events.index(start)}
    assert powers <= {choice}
    assert events[-1]["total_win"] == paid(events)
