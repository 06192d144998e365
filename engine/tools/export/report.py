"""An export's index.json and its report, as JSON and as markdown."""
import json
from pathlib import Path

from engine.books_format import OutputFiles
from engine.tools.export.staging import write_file


def write_index_and_report(folder: Path, report: dict) -> None:
    """index.json naming each mode's files as the platform does, and the report (its modes'
    RTP spread added) as JSON and markdown."""
    entries = report["modes"]
    index = {"modes": [{"name": e["name"], "cost": e["cost"],
                        "events": OutputFiles.books(e["name"]),
                        "weights": OutputFiles.table(e["name"])} for e in entries]}
    write_file(folder / OutputFiles.INDEX, json.dumps(index, indent=2) + "\n")
    report["rtp_spread"] = (max(e["table"]["rtp"] for e in entries)
                            - min(e["table"]["rtp"] for e in entries))
    write_file(folder / OutputFiles.REPORT, json.dumps(report, indent=2) + "\n")
    write_file(folder / OutputFiles.REPORT_MD, format_report(report))

def spread_lines(e) -> list:
    """One mode's std and buckets against its sheet, as markdown."""
    t, s = e["table"], e["sheet"]
    lo, hi = t.get("std_ci95", (t["std"], t["std"]))
    lines = [f"**{e['name']}**: std {t['std']:.2f} (95% interval from its rows {lo:.2f}-"
             f"{hi:.2f}) against the sheet's {s['std']:.2f}"
             + (f" (+-{s['std_ci95'][1] - s['std']:.2f} over its {s['rounds']:,} rounds)"
                if "std_ci95" in s else "") + f": {e['std_off']:+.1%}; rounding "
             f"to 0.1x cost {e['rounding_cost_pp']:.3f} pp before the lean "
             f"(down {e['rounding']['down_pp']:.3f}, up {e['rounding']['up_pp']:+.3f})", "",
             "| bucket | rows | share of rounds | share of return: sheet (+-95%) | table | "
             "before the lean | lean t | rounds at pay: rounded | with the lean |",
             "|---|---|---|---|---|---|---|---|---|"]
    for b in e["buckets"]:
        if not b["sheet"] and not b["rows"]:
            continue
        ci = f" +-{b['return_ci95']:.4%}" if b.get("return_ci95") is not None else ""
        lines.append(f"| {b['bucket']} | {b['rows']:,} | {b['sheet']:.5%} | "
                     f"{b['return_sheet']:.4%}{ci} | {b['return_table']:.4%} | "
                     f"{b['return_even']:.4%} | {b['lean']:+.3f} | {b['paid_even']:.4%} | "
                     f"{b['paid_table']:.4%} |")
    return lines

def format_report(r) -> str:
    def made(part) -> str:
        return (f"`{part['command']}` (seed {part['seed']}, {part['rounds']:,} plain rounds "
                f"per mode, {part['engine']} engine)")
    if "parts" in r:            # a joined export (engine/tools/export_join.py)
        parts = [f"Joined by `{r['command']}` from exports made apart, each mode as its own "
                 "command made it:", "",
                 *(f"- {', '.join(part['modes'])}: {made(part)}" for part in r["parts"]), ""]
        sheet = "The sheet they match"
    else:
        parts, sheet = [], f"Made by {made(r)}; the sheet it matches"
    lines = [f"# Export: {r['name']} (config version {r['config_version']})", "", *parts,
             f"{sheet} was made with seed {r['sheet_seed']}. The modes' RTPs are within "
             f"{r['rtp_spread'] * 100:.3f} pp of each other. Each table's weights give every "
             "win-size bucket its probability in the sheet and lean within the buckets to the "
             "sheet's RTP; payouts are whole 0.1x steps (nearest, halves to even), and the "
             "rounding cost is what that took from the RTP before the lean made it up. std is "
             "per unit of cost. Any book replays with `python -m engine verify` and its `proof` "
             "(engine.tools.export.verify_args).", "",
             "| mode | cost | rows | RTP (sheet) | hit rate (sheet) | max win, 1 in | "
             "std (sheet) | rounding cost |",
             "|---|---|---|---|---|---|---|---|"]
    for e in r["modes"]:
        t, s = e["table"], e["sheet"]
        odds = f"{t['max_win_x']:,.1f}x, {t['max_win_odds']:,.0f}" if t["max_win_odds"] \
            else "none"
        lines.append(f"| {e['name']} | {e['cost']:g}x | {e['rows']:,} | {t['rtp']:.4%} "
                     f"({s['rtp']:.4%}) | {t['hit_rate']:.4%} ({s['hit_rate']:.4%}) | {odds} "
                     f"(sheet {s['max_win_x']:,}x, 1 in {1 / s['cap_rate']:,.0f}) | "
                     f"{t['std']:.2f}x ({s['std']:.2f}x) | {e['rounding_cost_pp']:.4f} pp |")
    lines.append("")
    for e in r["modes"]:
        search = e["search"]
        found = ", ".join(f"{k} {v}" for k, v in search["found"].items()) or "none"
        wanted = ", ".join(f"{k} {v}" for k, v in search["wanted"].items()) or "nothing"
        shared = search.get("shared_with")
        lines.append(f"- {e['name']}: {e['plain_rounds']:,} plain rounds in "
                     f"{e['plain_seconds']:.0f} s, {e['seconds']:.0f} s in all; search played "
                     f"{search['played']:,} rounds"
                     + (f" (with {', '.join(shared)}: one search)" if shared else "")
                     + f" for (bucket, rows wanted) {wanted}; kept {found}"
                     + (f"; buckets the sheet gives odds better than 1 in 100 million with "
                        f"no round: {', '.join(e['rare_missing'])}" if e["rare_missing"]
                        else "") + ("" if e["rtp_reached"] else
                                    "; the sheet's RTP could not be reached by the lean")
                     + (f"; NOT MET: {', '.join(e['unmet'])}" if e["unmet"] else
                        "; every check against the sheet is met"))
    lines += ["", "Each table against its sheet, bucket by bucket (shares of a unit of cost; "
              "the sheet's 95% interval of a share of return is +-; rounds AT PAY counts a "
              "round by what it pays, so rounding moves some across an edge, and the lean "
              "moves them by its weights):"]
    for e in r["modes"]:
        if "buckets" in e and e["buckets"] and "return_table" in e["buckets"][0]:
            lines += ["", *spread_lines(e)]
    return "\n".join(lines) + "\n"
