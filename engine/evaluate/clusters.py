"""Cluster pays: 4-connected blocks of one symbol, where a Wild joins blocks of every symbol.

Each symbol is flooded separately over {symbol, wild}, so one Wild can belong to blocks of several
symbols; a block of Wilds alone pays nothing (it must hold the symbol itself). With no Wild on
screen, which is most screens, a single pass labels every block at once.
"""


def find_clusters(cells, paying, wild, min_size: int) -> list:
    """[(symbol, positions)] for each block of size >= min_size, positions in reading order."""
    rows, cols = len(cells), len(cells[0])
    flat = [s for row in cells for s in row]
    has_wild = wild in flat
    found = []
    if not has_wild:
        n = rows * cols
        seen = [False] * n
        linked = [False] * n                  # has a 4-neighbour holding the same symbol
        for i in range(n - 1):
            if flat[i] == flat[i + 1] and (i + 1) % cols:
                linked[i] = linked[i + 1] = True
        for i in range(n - cols):
            if flat[i] == flat[i + cols]:
                linked[i] = linked[i + cols] = True
        for start in [i for i in range(n) if linked[i]]:
            symbol = flat[start]
            if seen[start] or symbol not in paying:
                continue
            block = _flood(flat, rows, cols, start, {symbol}, seen)
            if len(block) >= min_size:
                found.append((symbol, block))
        found.sort(key=lambda f: f[0])
    else:
        for symbol in sorted({s for s in flat if s in paying}):
            seen = [False] * (rows * cols)
            members = {symbol, wild}
            for start, s in enumerate(flat):
                if s != symbol or seen[start] or not _touches(flat, rows, cols, start, members):
                    continue
                block = _flood(flat, rows, cols, start, members, seen)
                if len(block) >= min_size:
                    found.append((symbol, block))
    return [(s, [[i // cols, i % cols] for i in sorted(block)]) for s, block in found]


def _touches(flat, rows, cols, i, members) -> bool:
    """Whether cell i has a 4-neighbour holding one of members (else its block is itself)."""
    r, c = divmod(i, cols)
    return ((r and flat[i - cols] in members) or (r < rows - 1 and flat[i + cols] in members)
            or (c and flat[i - 1] in members) or (c < cols - 1 and flat[i + 1] in members))


def _flood(flat, rows, cols, start, members, seen) -> list:
    """Indices of the 4-connected block around start whose cells are all in members."""
    seen[start] = True
    block, stack = [], [start]
    while stack:
        i = stack.pop()
        block.append(i)
        r, c = divmod(i, cols)
        if r and not seen[i - cols] and flat[i - cols] in members:
            seen[i - cols] = True
            stack.append(i - cols)
        if r < rows - 1 and not seen[i + cols] and flat[i + cols] in members:
            seen[i + cols] = True
            stack.append(i + cols)
        if c and not seen[i - 1] and flat[i - 1] in members:
            seen[i - 1] = True
            stack.append(i - 1)
        if c < cols - 1 and not seen[i + 1] and flat[i + 1] in members:
            seen[i + 1] = True
            stack.append(i + 1)
    return block
