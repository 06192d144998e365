"""A round's win in multiples of the bet, as the simulator's report and the export's tables
both count it: one place, so the two reports' rows are the same rows."""


# win / bet buckets: [low, high) in multiples of the bet; the last row is the cap itself
BUCKET_EDGES = [0, 1, 2, 5, 10, 20, 50, 100, 500, 1000, 5000]


def bucket_names(cap_multiple):
    """The rows' names, from no win through each [low, high) band below the cap to the cap."""
    names = ["0", "<1x"]
    edges = BUCKET_EDGES[1:] + [cap_multiple]
    names += [f"{a:g}-{b:g}x" for a, b in zip(edges, edges[1:]) if a < cap_multiple]
    return names + ["cap"]


def bucket(win, bet, cap_multiple):
    """The row of `bucket_names` a win falls in: 0 for none, -1 for the cap."""
    if win == 0:
        return 0
    if win >= cap_multiple * bet:
        return -1
    i = 1
    for edge in BUCKET_EDGES[1:]:
        if edge >= cap_multiple or win < edge * bet:
            return i
        i += 1
    return i
