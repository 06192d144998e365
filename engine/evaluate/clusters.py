"""Cluster pays: 4-connected blocks of one symbol, where a Wild joins blocks of every symbol.

Each symbol is flooded separately over {symbol, wild}, so one Wild can belong to blocks of several
symbols; a block of Wilds alone pays nothing (it must hold the symbol itself).
"""


def find_clusters(cells, paying, wild, min_size: int) -> list:
    """[(symbol, positions)] for each block of size >= min_size, positions sorted."""
    rows, cols = len(cells), len(cells[0])
    present = {s for row in cells for s in row if s in paying}
    found = []
    for symbol in sorted(present):
        members = {symbol, wild}
        visited = set()
        for r in range(rows):
            for c in range(cols):
                if cells[r][c] != symbol or (r, c) in visited:
                    continue
                block, stack = [], [(r, c)]
                visited.add((r, c))
                while stack:
                    y, x = stack.pop()
                    block.append((y, x))
                    for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                        if 0 <= ny < rows and 0 <= nx < cols and (ny, nx) not in visited \
                                and cells[ny][nx] in members:
                            visited.add((ny, nx))
                            stack.append((ny, nx))
                if len(block) >= min_size:
                    found.append((symbol, [[y, x] for y, x in sorted(block)]))
    return found
