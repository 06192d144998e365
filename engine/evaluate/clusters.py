"""Cluster pays: 4-connected blocks of one symbol, where a Wild joins blocks of every symbol.

Each symbol is flooded separately over {symbol, wild}, so one Wild can belong to blocks of several
symbols; a block of Wilds alone pays nothing (it must hold the symbol itself). With no Wild on
screen, which is most screens, a single pass labels every block at once.

The grid is read into a flat list with a border of EDGE cells (a column at the end of each row, a
row above and below), so a cell's neighbours are always i-1, i+1, i-w and i+w and no step of a
flood asks where the edge is: the border is never a member of any block. Every cell holds a
symbol id (a cluster game refills, so no cell is empty), and the typed str cells let the compiled
engine compare them as strings (CPyStr_Equal) rather than as objects: 16% of a compiled bought
round of the 8x8 cluster game (issue 38).
"""
from typing import Final

EDGE: Final = ""                # the border's cells: no symbol's id


def find_clusters(cells: list[list[str]], paying, wild: str, min_size: int,
                  changed: list[int] | None = None) -> list:
    """[(symbol, positions)] for each block of size >= min_size, positions in reading order.

    `changed` (per column, the lowest row whose cell may differ from the screen evaluated
    before; -1 for none) says this screen is that one with its blocks removed and tumbled:
    every block that pays now then holds a changed cell (one of unchanged cells alone was part
    of a block then, which paid and was removed), so where no Wild is on screen only changed
    cells start a flood (with Wilds a block's only changed cells may be Wilds, and floods start
    from the symbol's own cells: all are tried). The blocks and their order are those of a
    full evaluation (tests/engine/test_hot_path.py)."""
    rows, cols = len(cells), len(cells[0])
    w = cols + 1
    flat: list[str] = [EDGE] * w
    for row in cells:
        flat += row
        flat.append(EDGE)
    flat += [EDGE] * w
    first, stop = w, w * (rows + 1)             # the real cells lie in [first, stop)
    found = []
    region: list[bool] | None = None
    if changed is not None and wild not in flat:   # (a block's changed cell may be a Wild)
        region = [False] * len(flat)
        for c in range(cols):
            for r in range(changed[c] + 1):
                region[(r + 1) * w + c] = True
    if wild not in flat:
        # one pass in reading order: a paying cell not yet in a block, with a neighbour of its
        # own symbol, starts a flood (a lone cell, most cells, costs four comparisons; a
        # pre-pass marking linked cells and a flood per call were half a Santa's round, issue 40)
        seen: list[bool] = [False] * len(flat)
        for start in range(first, stop):
            if seen[start] or (region is not None and not region[start]):
                continue
            symbol = flat[start]
            if symbol == EDGE or not (flat[start + 1] == symbol or flat[start + w] == symbol
                                      or flat[start - 1] == symbol
                                      or flat[start - w] == symbol) or symbol not in paying:
                continue
            seen[start] = True
            block: list[int] = []
            stack = [start]
            while stack:        # the neighbours unrolled: compiled, a tuple of them is made
                i = stack.pop()     # per cell
                block.append(i)
                j = i - w
                if not seen[j] and flat[j] == symbol:
                    seen[j] = True
                    stack.append(j)
                j = i + w
                if not seen[j] and flat[j] == symbol:
                    seen[j] = True
                    stack.append(j)
                j = i - 1
                if not seen[j] and flat[j] == symbol:
                    seen[j] = True
                    stack.append(j)
                j = i + 1
                if not seen[j] and flat[j] == symbol:
                    seen[j] = True
                    stack.append(j)
            if len(block) >= min_size:
                found.append((symbol, block))
        found.sort(key=lambda f: f[0])
    else:
        where: dict[str, list[int]] = {}        # symbol -> its cells, in reading order
        for i in range(first, stop):
            if flat[i] in paying:
                where.setdefault(flat[i], []).append(i)
        wilds = flat.count(wild)
        for symbol in sorted(where):
            starts = where[symbol]
            if len(starts) + wilds < min_size:  # too few to make a block even with every Wild
                continue
            seen = [False] * len(flat)
            for start in starts:
                if seen[start]:
                    continue
                v = flat[start - 1]
                if not (v == symbol or v == wild):
                    v = flat[start + 1]
                    if not (v == symbol or v == wild):
                        v = flat[start - w]
                        if not (v == symbol or v == wild):
                            v = flat[start + w]
                            if not (v == symbol or v == wild):
                                continue
                seen[start] = True
                block = []
                stack = [start]
                while stack:
                    i = stack.pop()
                    block.append(i)
                    j = i - w
                    if not seen[j] and (flat[j] == symbol or flat[j] == wild):
                        seen[j] = True
                        stack.append(j)
                    j = i + w
                    if not seen[j] and (flat[j] == symbol or flat[j] == wild):
                        seen[j] = True
                        stack.append(j)
                    j = i - 1
                    if not seen[j] and (flat[j] == symbol or flat[j] == wild):
                        seen[j] = True
                        stack.append(j)
                    j = i + 1
                    if not seen[j] and (flat[j] == symbol or flat[j] == wild):
                        seen[j] = True
                        stack.append(j)
                if len(block) >= min_size:
                    found.append((symbol, block))
    if region is not None:      # blocks found from their changed cells: in the full order
        found.sort(key=lambda f: (f[0], min(f[1])))
    return [(s, [[i // w - 1, i % w] for i in sorted(block)]) for s, block in found]

