"""A game's math as Stake Engine's static files: every round pre-played, a weighted table.

    python -m engine export --game G --out DIR [--rounds N] [--seed S] [--search N]
        [--mode M] [--choice C] [--config-version V] [--workers K] [--force] [--compiled]
    python -m engine export --join DIR --join DIR --out OUT    (engine/tools/export_join.py)

Why this shape: a platform round has no choice inside it and no code of ours runs there, so the
platform takes one mode per game mode and per player choice (a PAR sheet's sections), each as
books (`books_<mode>.jsonl.zst`: one JSON line per round, `{"id", "events", "payoutMultiplier"}`
in the table's order, zstandard-compressed) and a lookup table (`lookUpTable_<mode>_0.csv`:
rows `id,weight,payoutMultiplier`), named in `index.json` (`{"modes": [{"name", "cost",
"events", "weights"}]}`, cost in multiples of the base bet), as math-sdk's
utils/rgs_verification.py reads them.

Every book is a real round of the engine, its own event stream untouched, and carries the
seeds it was dealt from (`proof`: server seed, client seed, nonce, config version, bet, choices;
`verify_args(book)` makes the command line), so `python -m engine verify` replays any exported
round.

The rounds are a plain run (client seed "export", nonces 0..N-1 of the seed's server seed) and
a search (client seed "export-search") for the win-size buckets of the committed PAR sheet
that the plain run left empty though the sheet gives them odds better than 1 in 100 million,
the cap included, and for rounds of every bucket from 100x up until it holds enough to stand
for its inside (`needs()`). The weights then make the table the sheet, in spread as well as in
return (post-stratification): each bucket's share of the weight is its probability in the
sheet (the cap's from the sheet's sharpest estimate of it, the other buckets scaled to make
room), and within each bucket the weights lean linearly with the payout to the bucket's
average win in the sheet, the rest of the way to the sheet's RTP spread by each bucket's
variance, solved exactly in fractions (`weights()` says why). A search may pick which rounds
it plays any way it likes: a bucket's weight is fixed by the sheet, not by how often the
search found it; but the rows kept for a bucket's inside must be a fair sample of it, so they
are played in full. So it stops a round as soon as the round cannot be kept (a first screen
short of the feature's scatters where the game declares them, Game.landing_strata, while the
cap alone is wanted; a win already past every bucket wanted), and it searches a mode's
choices together (play_chunk's lanes: a
round is played again per choice only where a choice was made in it). What it cannot do is
change a round: every kept round is the stream of its seeds, so a cap of 1 in 25 million
rounds costs about 25 million rounds played to the end of the base game, wherever no first
screen tells the feature's start (engine/MATH.md, "Exported tables").

The platform pays in 0.1x steps (payoutMultiplier in hundredths of the bet, a multiple of 10,
at least 10 when not 0): a win is rounded to the nearest step, halves to even (payout_multiplier
says why), and a win below the first step pays 0.1x, so a hit stays a hit; a round's bucket is
its engine win's.
round_end says what the platform pays (`payout_multiplier`); what rounding cost in RTP is in
the report, before the weights made it up.

The export is written into a hidden folder beside OUT and renamed to OUT only when complete:
a run that fails (a full disk) leaves nothing that looks finished.
"""
import time
from contextlib import ExitStack
from fractions import Fraction

from engine.books_format import OutputFiles, read_books, zstd_module
from engine.buckets import bucket_names
from engine.errors import EngineError
from engine.games import load_game
from engine.tools import native
from engine.tools.simulate import proportion_ci
from engine.tools.export.format import (STEP, ZSTD_LEVEL, check_upload, payout_multiplier,
                                        read_table, table_stats, verify_args)
from engine.tools.export.report import format_report, spread_lines, write_index_and_report
from engine.tools.export.search import (KEEP, KEEP_FOUND, KEEP_FROM, PLAIN, SEARCH,
                                        SPREAD_SHARE, Lane, needs, play_chunk, play_plain,
                                        search_plan, search_rows)
from engine.tools.export.staging import check_out, staged
from engine.tools.progress import duration
from engine.tools.export.weighting import (RARE, STD_TOLERANCE, TOTAL_WEIGHT, even_means,
                                           bucket_bounds, cap_estimate, lean_keeps_rounds,
                                           mode_name, rounding_sources, sheet_means, spread,
                                           std_interval, targets, weights)

__all__ = ["KEEP", "KEEP_FOUND", "KEEP_FROM", "PLAIN", "RARE", "SEARCH", "SPREAD_SHARE",
           "STD_TOLERANCE", "STEP", "TOTAL_WEIGHT", "Lane", "OutputFiles", "bucket_bounds",
           "cap_estimate", "check_out", "check_upload", "export", "format_report", "mode_name",
           "needs", "payout_multiplier", "plan", "play_chunk", "read_books", "read_table",
           "sheet_means", "spread", "spread_lines", "staged", "table_stats", "targets",
           "verify_args", "weights", "write_index_and_report"]


def plan(game_id, version=None, modes=(), choices=()):
    """(game, sheet, sections to export); one line for a game, mode, choice or sheet that
    is not there, before any round is played."""
    from engine.parsheet import committed
    game = load_game(game_id, None, version)
    for mode in modes:
        if mode not in game.modes:
            raise EngineError(f"{game.id}: mode {mode!r} is not offered (choose from "
                              f"{', '.join(game.modes)})")
    offered = {c for options in game.choice_sets() for c in options}
    for choice in choices:
        if choice not in offered:
            raise EngineError(f"{game.id}: {choice!r} is not a choice this game offers"
                              + (f" (choose from {', '.join(sorted(offered))})" if offered
                                 else " (it offers none)"))
    sheet = committed(game)
    if sheet is None:
        raise EngineError(f"{game.id}: no committed PAR sheet for config version "
                          f"{game.version} (engine/sheets/{game.id}/par.json); write one with "
                          "python -m engine par first")
    sections = [s for s in sheet["sections"]
                if (not modes or s["mode"] in modes)
                and (not choices or set(s["choices"]) & set(choices))]
    if not sections:
        raise EngineError(f"{game.id}: the sheet has no section for mode(s) "
                          f"{', '.join(modes) or 'any'} with choice(s) {', '.join(choices)}")
    return game, sheet, sections

def export(game_id, out, rounds=100_000, seed=1, search=None, modes=(), choices=(),
           version=None, workers=1, force=False, progress=None, command="",
           keep=KEEP, say=None) -> dict:
    """Write the export into OUT (see the module docstring); returns the report. `say(line)`
    is told, before each mode, what it will play (its plain rounds, then at most how many
    searched: the search, which scales with the rarest bucket's odds and not with `rounds`,
    is what takes long), and before each search about how long it may take."""
    zstd_module()
    game, sheet, sections = plan(game_id, version, modes, choices)
    with staged(check_out(out, force)) as temp:
        entries = []
        for mode in dict.fromkeys(s["mode"] for s in sections):
            part = [s for s in sections if s["mode"] == mode]
            if say:
                most = search if search is not None else search_plan(game, part, rounds, keep)
                say(f"{game.id} {mode}: {rounds:,} plain rounds"
                    + (f" for each of {len(part)} choices" if len(part) > 1 else "")
                    + (f", then a search of at most {most:,} rounds for the sheet's rare "
                       "buckets they miss" if most else ", no search")
                    + f", on {workers} worker{'s' if workers > 1 else ''}")
            entries += _export_mode(game, part, temp, rounds, seed, search, workers, progress,
                                    keep, say)
        report = {"game": game.id, "name": game.name, "config_version": game.version,
                  "sheet_seed": sheet["seed"], "seed": seed, "rounds": rounds, "keep": keep,
                  "command": command, "engine": native.mode(), "modes": entries}
        write_index_and_report(temp, report)
    return report

def _export_mode(game, sections, folder, rounds, seed, search, workers, progress,
                 keep=KEEP, say=None) -> list:
    """One game mode's sections (one per player choice): each one's plain run, then one
    search for all of them (play_chunk's lanes), then each one's table and report entry."""
    zstd = zstd_module()
    lanes = []
    with ExitStack() as stack:
        for section in sections:
            lane = Lane.of(section)
            raw = stack.enter_context(open(folder / OutputFiles.books(lane.name), "wb"))
            lane.books = stack.enter_context(
                zstd.ZstdCompressor(level=ZSTD_LEVEL).stream_writer(raw, closefd=False))
            play_plain(game, lane, rounds, seed, workers, progress)
            lanes.append(lane)
        if say:
            rate = rounds * len(lanes) / max(sum(lane.plain_seconds for lane in lanes), 1e-9)
            most = search if search is not None else search_plan(game, sections, rounds, keep)
            if most:
                say(f"{game.id} {sections[0]['mode']}: searching at most {most:,} rounds, "
                    f"about {duration(most / rate)} at the plain rounds' {rate:,.0f} a "
                    "second (less where every bucket is found sooner)")
        search_rows(game, lanes, seed, search, workers, progress, keep)
    return [_finish(game, lane, rounds, folder) for lane in lanes]

def _finish(game, lane, rounds, folder) -> dict:
    """The lane's table (post-stratified to its sheet section) and its report entry."""
    section, name, bet, probs = lane.section, lane.name, lane.bet, lane.probs
    pays, buckets, wins, found = lane.pays, lane.buckets, lane.wins, lane.search
    mode, choices = lane.mode, lane.choices
    cost = Fraction(game.modes[mode])
    bounds = bucket_bounds(game, bet)
    labels = bucket_names(game.cap_multiple)
    began, plain_seconds = lane.began, lane.plain_seconds
    plain_rounds = rounds
    target_rtp = Fraction(repr(section["rtp"]["rtp"]))
    means = sheet_means(section, bet)[:-1] + [None]     # the cap is a point: no aim
    result = weights(pays, buckets, probs, bounds, target_rtp * cost * 100, means)
    with open(folder / OutputFiles.table(name), "w", encoding="utf-8") as table:
        for i, (w, pay) in enumerate(zip(result["weights"], pays), 1):
            table.write(f"{i},{w},{pay}\n")
    stats = table_stats(zip(result["weights"], pays), cost)
    # what rounding to 0.1x cost, before the weights' lean made it up: the post-stratified
    # table with even weights within each bucket, priced at the engine's wins and at the pays
    exact_mean, paid_mean = even_means(pays, buckets, wins, probs, bet)
    report = section["report"]
    hit_lo, hit_hi = proportion_ci(round(report["hit_rate"] * report["rounds"]),
                                   report["rounds"])
    p_cap, cap_ci, cap_how = cap_estimate(section)
    cap_rate = 1 / stats["max_win_odds"] if stats["max_win_odds"] and \
        stats["max_win_x"] == game.cap_multiple else 0.0
    rare_missing = [labels[b] for b in result["missing"] if probs[b] > RARE]
    rows = spread(game, pays, buckets, result, probs, means, report["rounds"], cost)
    std_off = stats["std"] / report["std"] - 1
    table_half, sheet_half = std_interval(pays, buckets, result, cost, report["rounds"])
    checks = {"rtp within 0.05 pp of the sheet's":
              abs(stats["rtp"] - float(target_rtp)) <= 0.0005,
              "hit rate inside the sheet's interval": hit_lo <= stats["hit_rate"] <= hit_hi,
              "max win's odds inside the sheet's interval":
              cap_ci[0] <= cap_rate <= cap_ci[1],
              "every bucket likelier than 1 in 100 million has rounds": not rare_missing,
              f"std within {STD_TOLERANCE:.0%} of the sheet's": abs(std_off) <= STD_TOLERANCE,
              "each bucket's share of return inside the sheet's 95% interval":
              all(r["return_ok"] for r in rows),
              "the lean takes no bucket's share of rounds at its pay past its 95% interval "
              "beyond where rounding left it": lean_keeps_rounds(rows)}
    return {
        "name": name, "mode": mode, "choices": list(choices), "cost": float(cost),
        "bet": bet, "rows": len(pays), "plain_rounds": plain_rounds,
        "search": found, "plain_seconds": plain_seconds,
        "seconds": time.perf_counter() - began,
        "table": {**stats, "std_ci95": [stats["std"] * (1 - table_half),
                                        stats["std"] * (1 + table_half)]},
        "sheet": {"rtp": float(target_rtp), "rtp_ci95": section["rtp"]["rtp_ci95"],
                  "hit_rate": report["hit_rate"], "hit_rate_ci95": [hit_lo, hit_hi],
                  "max_win_x": game.cap_multiple, "cap_rate": float(p_cap),
                  "cap_rate_ci95": cap_ci, "cap_estimate": cap_how, "std": report["std"],
                  "std_ci95": [report["std"] * (1 - sheet_half),
                               report["std"] * (1 + sheet_half)],
                  "rounds": report["rounds"]},
        "std_off": std_off,
        "rounding_cost_pp": float((exact_mean - paid_mean) / (cost * 100) * 100),
        "rounding": rounding_sources(pays, buckets, wins, probs, bet, cost),
        "lean": float(result["lean"]), "rtp_reached": result["reached"],
        "buckets": rows,
        "missing": [labels[b] for b in result["missing"]],
        "rare_missing": rare_missing, "checks": checks,
        "unmet": [name for name, ok in checks.items() if not ok],
    }
