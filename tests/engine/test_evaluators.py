"""Each pay mechanic on hand-built grids, including the cases the three games rely on."""
from engine.evaluate import find_clusters, find_counts, find_runs

PAYING = {"a", "b", "c"}


def g(*rows):
    return [[None if s == "." else s for s in r.split()] for r in rows]


def as_sets(found):
    return {(s, frozenset(map(tuple, pos))) for s, pos in found}


# --- count anywhere ---------------------------------------------------------------------------

def test_counts_anywhere_regardless_of_position():
    cells = g("a b a", "c a b", "a c a")
    found = dict((s, pos) for s, pos in find_counts(cells, PAYING, 5))
    assert list(found) == ["a"]
    assert found["a"] == [[0, 0], [0, 2], [1, 1], [2, 0], [2, 2]]


def test_counts_below_threshold_and_non_paying_symbols_do_not_pay():
    cells = g("a a a a", "s s s s", "s s b b")
    assert find_counts(cells, PAYING, 5) == []     # 4 a, 6 scatters (not paying)


def test_counts_several_symbols_at_once():
    cells = g("a a a b", "b b a c")
    assert {s for s, _ in find_counts(cells, PAYING, 3)} == {"a", "b"}


# --- clusters ---------------------------------------------------------------------------------

def test_cluster_is_four_connected_not_diagonal():
    cells = g("a a c",
              "c a c",
              "a c a")
    found = find_clusters(cells, PAYING, "w", 3)
    assert as_sets(found) == {("a", frozenset({(0, 0), (0, 1), (1, 1)}))}


def test_wild_joins_blocks_of_two_symbols():
    cells = g("a a b b",
              "a w b c",
              "c c c c")
    found = as_sets(find_clusters(cells, PAYING, "w", 4))
    assert ("a", frozenset({(0, 0), (0, 1), (1, 0), (1, 1)})) in found
    assert ("b", frozenset({(0, 2), (0, 3), (1, 2), (1, 1)})) in found
    # the c block reaches the wild through (2,1) and also counts it
    assert ("c", frozenset({(2, 0), (2, 1), (2, 2), (2, 3), (1, 3), (1, 1)})) in found


def test_wilds_alone_do_not_pay_and_bridge_two_blocks():
    cells = g("w w w w w",
              "a a w a a")
    found = as_sets(find_clusters(cells, PAYING, "w", 5))
    assert found == {("a", frozenset({(0, 0), (0, 1), (0, 2), (0, 3), (0, 4),
                                     (1, 0), (1, 1), (1, 2), (1, 3), (1, 4)}))}
    assert find_clusters(g("w w", "w w"), PAYING, "w", 2) == []


def test_two_separate_blocks_of_one_symbol_both_pay():
    cells = g("a a c b b", "a c c c a", "c b b a a")
    found = find_clusters(cells, PAYING, "w", 3)
    assert sorted(len(p) for s, p in found if s == "a") == [3, 3]


def test_cluster_min_size_boundary():
    cells = g("a a a a c", "c c b b b")
    assert find_clusters(cells, PAYING, "w", 5) == []
    assert len(find_clusters(cells, PAYING, "w", 4)) == 1


def test_full_grid_block_of_64():
    cells = [["a"] * 8 for _ in range(8)]
    (symbol, positions), = find_clusters(cells, PAYING, "w", 5)
    assert symbol == "a" and len(positions) == 64


# --- runs -------------------------------------------------------------------------------------

def test_runs_of_three_four_five_in_rows_and_columns():
    cells = g("a a a b c",
              "c b b b b",
              "b c a c a",
              "c c a b b",
              "c b a a a")
    found = as_sets(find_runs(cells, PAYING, "w", 3))
    assert ("a", frozenset({(0, 0), (0, 1), (0, 2)})) in found
    assert ("b", frozenset({(1, 1), (1, 2), (1, 3), (1, 4)})) in found
    assert ("a", frozenset({(4, 2), (4, 3), (4, 4)})) in found
    assert ("a", frozenset({(2, 2), (3, 2), (4, 2)})) in found     # a column crossing row 4
    assert ("c", frozenset({(2, 0), (3, 0), (4, 0)})) not in found  # b at (2,0) breaks it


def test_run_with_wild_and_wild_shared_by_two_symbols():
    cells = g("a a w b b",
              "c . . . .",
              "c . . . .",
              "a . . . .",
              "b . . . .")
    found = as_sets(find_runs(cells, PAYING, "w", 3))
    assert ("a", frozenset({(0, 0), (0, 1), (0, 2)})) in found
    assert ("b", frozenset({(0, 2), (0, 3), (0, 4)})) in found


def test_all_wild_line_pays_nothing_and_gaps_break_runs():
    cells = g("w w w w w",
              "a a . a a",
              ". . . . .",
              ". . . . .",
              ". . . . .")
    assert find_runs(cells, PAYING, "w", 3) == []


def test_only_the_longest_run_per_line_and_symbol():
    cells = g("a a w a a",
              "b . . . .",
              "b . . . .",
              "b . . . .",
              "c . . . .")
    found = [(s, p) for s, p in find_runs(cells, PAYING, "w", 3) if s == "a"]
    assert len(found) == 1 and len(found[0][1]) == 5


def test_a_long_line_with_two_runs_of_one_symbol_pays_only_the_longer():
    cells = [["a", "a", "a", "b", "a", "a", "a", "a"]]   # no Wild: streaks of equal cells
    found = find_runs(cells, PAYING, "w", 3)
    assert found == [("a", [[0, 4], [0, 5], [0, 6], [0, 7]])]


def test_two_runs_crossing_at_one_cell():
    cells = g(". . a . .",
              ". . a . .",
              "a a a a .",
              ". . b . .",
              ". . . . .")
    found = as_sets(find_runs(cells, PAYING, "w", 3))
    assert found == {("a", frozenset({(2, 0), (2, 1), (2, 2), (2, 3)})),
                     ("a", frozenset({(0, 2), (1, 2), (2, 2)}))}
