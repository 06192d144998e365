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
    full evaluation."""
    rows, cols = len(cells), len(cells[0])
    w = cols + 1
    flat: list[str] = [EDGE] * w
    for row in cells:
        flat += row
        flat.append(EDGE)
    flat += [EDGE] * w
    # counted in a typed loop, once: `wild in flat` compared every cell as an object, twice
    # for a tumbled screen (9% of a compiled 8x8 cluster game's round)
    wilds = 0
    for s in flat:
        if s == wild:
            wilds += 1
    found = []
    if not wilds:
        # one pass in reading order over the cells that may start a block (every cell, or the
        # changed ones): a paying cell not yet in a block, with a neighbour of its own symbol,
        # starts a flood (a lone cell, most cells, costs four comparisons; a pre-pass marking
        # linked cells and a flood per call were half a Santa's round, issue 40)
        reach = changed if changed is not None else [rows - 1] * cols
        seen: list[bool] = [False] * len(flat)
        for r in range(rows):
            at = (r + 1) * w
            for c in range(cols):
                start = at + c
                if r > reach[c] or seen[start]:
                    continue
                symbol = flat[start]
                if not (flat[start + 1] == symbol or flat[start + w] == symbol
                        or flat[start - 1] == symbol or flat[start - w] == symbol) \
                        or symbol not in paying:
                    continue
                seen[start] = True
                block = [start]
                k = 0
                while k < len(block):   # the block is its own queue: no stack to pop; the
                    i = block[k]        # neighbours unrolled (compiled, a tuple of them is
                    k += 1              # made per cell)
                    j = i - w
                    if not seen[j] and flat[j] == symbol:
                        seen[j] = True
                        block.append(j)
                    j = i + w
                    if not seen[j] and flat[j] == symbol:
                        seen[j] = True
                        block.append(j)
                    j = i - 1
                    if not seen[j] and flat[j] == symbol:
                        seen[j] = True
                        block.append(j)
                    j = i + 1
                    if not seen[j] and flat[j] == symbol:
                        seen[j] = True
                        block.append(j)
                if len(block) >= min_size:
                    block.sort()
                    found.append((symbol, block))
        # by symbol, then by first cell: a full evaluation finds a symbol's blocks in that
        # order; a tumbled screen's, from their changed cells, are put in it (blocks of one
        # symbol never share a cell, so no two are equal and no key function is needed)
        found.sort()
    else:
        first, stop = w, w * (rows + 1)         # the real cells lie in [first, stop)
        where: dict[str, list[int]] = {}        # symbol -> its cells, in reading order
        for i in range(first, stop):
            s = flat[i]
            if s in paying:
                where.setdefault(s, []).append(i)
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
                block = [start]
                k = 0
                while k < len(block):
                    i = block[k]
                    k += 1
                    j = i - w
                    if not seen[j] and (flat[j] == symbol or flat[j] == wild):
                        seen[j] = True
                        block.append(j)
                    j = i + w
                    if not seen[j] and (flat[j] == symbol or flat[j] == wild):
                        seen[j] = True
                        block.append(j)
                    j = i - 1
                    if not seen[j] and (flat[j] == symbol or flat[j] == wild):
                        seen[j] = True
                        block.append(j)
                    j = i + 1
                    if not seen[j] and (flat[j] == symbol or flat[j] == wild):
                        seen[j] = True
                        block.append(j)
                if len(block) >= min_size:
                    block.sort()
                    found.append((symbol, block))
    return [(s, [[i // w - 1, i % w] for i in block]) for s, block in found]
