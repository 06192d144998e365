"""The fast evaluators against deliberately simple reference versions, on random grids."""
import pytest
from hypothesis import given, settings, strategies as st

from engine.evaluate import find_clusters, find_counts, find_runs

SYMBOLS = ["a", "b", "c", "d", "x", "w", None]     # x never pays


def grids(min_side=3, max_side=8):
    return st.integers(min_side, max_side).flatmap(lambda rows: st.integers(
        min_side, max_side).flatmap(lambda cols: st.lists(
            st.lists(st.sampled_from(SYMBOLS), min_size=cols, max_size=cols),
            min_size=rows, max_size=rows)))


def reference_clusters(cells, paying, wild, min_size):
    rows, cols = len(cells), len(cells[0])
    found = []
    for symbol in sorted({s for row in cells for s in row if s in paying}):
        seen = set()
        for r in range(rows):
            for c in range(cols):
                if cells[r][c] != symbol or (r, c) in seen:
                    continue
                block, todo = set(), [(r, c)]
                while todo:
                    y, x = todo.pop()
                    if (y, x) in block or not (0 <= y < rows and 0 <= x < cols) or \
                            cells[y][x] not in (symbol, wild):
                        continue
                    block.add((y, x))
                    todo += [(y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)]
                seen |= block
                if len(block) >= min_size:
                    found.append((symbol, sorted(block)))
    return sorted(found)


def reference_runs(cells, paying, wild, min_len):
    rows, cols = len(cells), len(cells[0])
    lines = [[(r, c) for c in range(cols)] for r in range(rows)] + \
            [[(r, c) for r in range(rows)] for c in range(cols)]
    found = []
    for line in lines:
        for symbol in paying:
            best = []
            for i in range(len(line)):
                for j in range(i + 1, len(line) + 1):
                    part = [cells[r][c] for r, c in line[i:j]]
                    if all(v in (symbol, wild) and v is not None for v in part) and \
                            symbol in part and j - i > len(best):
                        best = line[i:j]
            if len(best) >= min_len:
                found.append((symbol, sorted(best)))
    return sorted(found)


def normal(found):
    return sorted((s, sorted(map(tuple, p))) for s, p in found)


@pytest.mark.slow
@given(grids())
@settings(max_examples=300, deadline=None)
def test_clusters_match_the_reference(cells):
    for size in (3, 5):
        assert normal(find_clusters(cells, {"a", "b", "c", "d"}, "w", size)) == \
            reference_clusters(cells, {"a", "b", "c", "d"}, "w", size)


@pytest.mark.slow
@given(grids(3, 8))
@settings(max_examples=400, deadline=None)
def test_runs_match_the_reference(cells):
    for length in (3, 4):   # lines shorter and longer than twice the run take different paths
        assert normal(find_runs(cells, {"a", "b", "c", "d"}, "w", length)) == \
            reference_runs(cells, {"a", "b", "c", "d"}, "w", length)


@pytest.mark.slow
@given(grids())
@settings(max_examples=200, deadline=None)
def test_counts_match_the_reference(cells):
    flat = [s for row in cells for s in row]
    expected = sorted((s, sorted((i // len(cells[0]), i % len(cells[0]))
                                 for i, v in enumerate(flat) if v == s))
                      for s in {"a", "b", "c"} if flat.count(s) >= 4)
    assert normal(find_counts(cells, {"a", "b", "c"}, 4)) == expected
