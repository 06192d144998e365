import pytest

from engine import grid
from engine.games import available_games, load_game


def counter_draw(start="n"):
    made = []

    def draw(counts):
        out = []
        for c, n in enumerate(counts):
            column = [f"{start}{c}{i}" for i in range(n)]
            made.extend(column)
            out.append(column)
        return out
    return draw, made


def test_drop_lets_survivors_fall_in_order():
    cells = [["a", "b"],
             ["c", "d"],
             ["e", "f"]]
    assert grid.drop(cells, [[1, 0], [2, 1]]) == [[None, None],
                                                 ["a", "b"],
                                                 ["e", "d"]]


def test_drop_without_refill_empties_the_grid():
    cells = [["a", None], ["b", "c"]]
    assert grid.drop(cells, [[0, 0], [1, 0], [1, 1]]) == [[None, None], [None, None]]


def test_drop_keeps_gaps_closed_when_cells_were_already_empty():
    cells = [["a"], [None], ["b"], [None]]
    assert grid.drop(cells) == [[None], [None], ["a"], ["b"]]


def test_tumble_fills_only_the_emptied_top_cells_column_by_column():
    draw, made = counter_draw()
    cells = [["a", "x"], ["b", "y"], ["z", "w"]]
    out = grid.tumble(cells, [[0, 0], [1, 0]], draw)
    assert out == [["n00", "x"], ["n01", "y"], ["z", "w"]]
    assert made == ["n00", "n01"]
    assert cells[0][0] == "a"  # the input is not changed


def test_tumble_is_drop_then_refill():
    draw, _ = counter_draw()
    cells = [["a", "b"], ["c", "d"]]
    assert grid.tumble(cells, [[1, 1]], draw) == [["a", "n10"], ["c", "b"]]


def test_fill_draws_columns_left_to_right_top_first():
    draw, made = counter_draw()
    cells = grid.fill(2, 3, draw)
    assert cells == [["n00", "n10", "n20"], ["n01", "n11", "n21"]]
    assert made == ["n00", "n01", "n10", "n11", "n20", "n21"]


def test_positions_and_render():
    cells = [["a", None], ["b", "a"]]
    assert grid.positions_of(cells, {"a"}) == [[0, 0], [1, 1]]
    assert grid.render(cells, 3) == "a   .\nb   a"


@pytest.mark.parametrize("game_id", available_games())
def test_the_resting_screen_is_full_fixed_and_pays_nothing(game_id):
    game = load_game(game_id)
    screen = game.resting_screen()
    assert len(screen) == game.rows and all(len(row) == game.cols for row in screen)
    assert all(s in game.symbols for row in screen for s in row)
    assert not game.pays(screen)
    screen[0][0] = "changed"                     # callers get their own copy
    assert game.resting_screen() != screen


@pytest.mark.parametrize("game_id,symbol", [("santas-wonderland", "heart"),
                                            ("midnight-princess", "love"),
                                            ("sweet-bonanza-xmas", "banana")])
def test_a_screen_of_one_symbol_pays(game_id, symbol):
    game = load_game(game_id)
    assert game.pays([[symbol] * game.cols for _ in range(game.rows)])


def test_four_scatters_alone_pay_in_sweet_bonanza_xmas():
    game = load_game("sweet-bonanza-xmas")
    screen = game.resting_screen()
    spots = [(r, c) for r in range(game.rows) for c in range(game.cols)
             if screen[r][c] != "scatter"]
    shown = sum(row.count("scatter") for row in screen)
    for r, c in spots[:4 - shown]:
        screen[r][c] = "scatter"
    assert game.pays(screen)
