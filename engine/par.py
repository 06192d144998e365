"""A PAR sheet per game: the figures a testing lab or an operator reads before accepting a game.

    python -m engine par --game ID --spins N --out DIR [--seed S] [--workers W]

writes DIR/ID/PAR.md, DIR/ID/par.json and one PNG per mode (and per free-spin choice): the win
distribution on a log scale, the RTP's convergence with its 95% band, and the share of the
return by win size. Every figure comes from `simulate` (the real event stream), so the sheet is
reproducible from its command, its seed and its config version.

The chance of the cap is too small for a plain run to see, so it is also estimated by the
forked-stream replay (engine/tools/replay.py): each round that starts the feature paying most
per start is replayed K times from the feature on, an unbiased estimate whose first play is the
plain round itself. The RTP at every bet of the ladder is measured on the same rounds; with
every pay a whole number of minor units at every bet it is the same figure, to the last digit.
"""
import json
import math
import re
import shlex
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path
from typing import NamedTuple

from engine.games import load_game
from engine.round import check_bet
from engine.runner import Backend
from engine.simulate import rtp_estimate, simulate
from engine.tools import capodds, replay

PLOT_NOTE = "plots need matplotlib: python3 -m pip install -e '.[par]'"
SHEETS = Path(__file__).parent / "sheets"        # the committed sheets: SHEETS/ID/par.json


def committed(game) -> dict | None:
    """The committed sheet of the game's version, or None where there is none for it (a
    sheet of another version would state another game's odds)."""
    try:
        sheet = json.loads((SHEETS / game.id / "par.json").read_text())
    except (OSError, ValueError):
        return None
    return sheet if sheet.get("config_version") == game.version else None


def command(game, spins, seed, replays, bet_spins, version, mode_spins, tilt=None) -> str:
    words = ["python", "-m", "engine", "par", "--game", game.id, "--spins", str(spins),
             "--seed", str(seed), "--replays", str(replays), "--bet-spins", str(bet_spins)]
    for item, factor in (tilt or {}).items():
        words += ["--tilt", f"{item}={factor}"]
    for mode, n in sorted(mode_spins.items()):
        words += ["--mode-spins", f"{mode}={n}"]
    if version is not None:
        words += ["--config-version", str(version)]
    return shlex.join(words + ["--out", "DIR"])


def sections(game) -> list:
    """(mode, choices) of every way a round can be played, each reported on its own."""
    return [(mode, choices) for mode in game.modes for choices in game.choice_sets()]


def label(mode, choices) -> str:
    return "-".join([mode, *choices])


def tail_feature(report, game=None) -> str | None:
    """Where the largest wins, and the cap, come from: the game's own word if the run saw it
    start, else the feature that paid most per start (a small run's pick is luck: one free
    spins round that paid 0.3x lost to Princess Trinity)."""
    seen = [(f["avg_pay_x"], name) for name, f in report["features"].items() if f["starts"]]
    named = getattr(game, "TAIL_FEATURE", None)
    if named and any(name == named for _, name in seen):
        return named
    return max(seen)[1] if seen else None


def ladder(game, mode, choices, spins, seed, backend, version) -> dict:
    """The RTP of the same rounds at every bet the mode offers; `exact` when each bet's
    return equals the default bet's as a fraction, not just to the printed digits."""
    rows, ratios = [], set()
    for bet in game.bets.steps:
        r = simulate(game.id, spins, mode, bet, seed, choices=choices, version=version,
                     backend=backend)
        sums = r["sums"]
        ratios.add(Fraction(sums["win"], sums["rounds"] * r["cost"]))
        rows.append({"bet": bet, "cost": r["cost"], "rtp": r["rtp"]})
    return {"rounds": spins, "bets": rows, "exact": len(ratios) == 1}


@contextmanager
def _silent(total, label):
    yield None


def cap_estimate(game, mode, choices, plain, spins, seed, backend, replays, version,
                 progress=None, tilt=None, alone=None) -> dict:
    """P(cap): the plain count with Wilson's interval, the replayed estimate where the
    game has a feature to replay (its rounds are fewer where every round starts it, so it
    costs about as much as the plain run), and the estimate over the multipliers' values
    where the game's are drawn apart from the play."""
    out = {"plain": {"rounds": plain["rounds"], "capped": plain["max_win_rounds"],
                     "rate": plain["max_win_rate"], "rate_ci95": plain["max_win_rate_ci95"]},
           "method": "plain count, Wilson 95% interval"}
    feature = tail_feature(plain, game)
    if feature is None:
        return out
    if game.free_multiplier_values():
        out["conditional"] = conditional_cap(game, plain, feature, spins, seed, backend,
                                             version, progress, alone)
    if replays < 2:
        return _with_conditional(out)
    rate = plain["features"][feature]["starts"] / plain["rounds"]
    rounds = max(1000, int(spins / (1 + (replays - 1) * rate)))
    with (progress or _silent)(rounds, f"  P(cap): {feature} x{replays}") as callback:
        r = replay.run(game.id, rounds, feature, replays, mode, plain["bet"], seed + 1,
                       choices=choices, version=version, progress=callback, backend=backend,
                       tilt=tilt)
    out["replayed"] = {"feature": feature, "replays": replays, "rounds": rounds,
                       "starts": r["starts"], "plays": r["plays"], "seed": seed + 1,
                       "capped_plays": r["cap"]["plays"], "rate": r["cap"]["rate"],
                       # no interval from a count of none: the plain bound stands
                       "rate_ci95": r["cap"]["rate_ci95"] if r["cap"]["plays"] else None,
                       "rtp": r["replayed"]["rtp"], "rtp_ci95": r["replayed"]["rtp_ci95"],
                       "tilt": r["tilt"], "mean_weight": r["mean_weight"]}
    out["method"] = (f"{feature} replayed {replays} times from each start (forked streams, "
                     f"unbiased; engine/tools/replay.py) over {rounds:,} rounds, seed {seed + 1}")
    if r["tilt"]:
        out["method"] += (", the replays after the first drawn with "
                          + ", ".join(f"{k} x{v}" for k, v in r["tilt"].items())
                          + f" and weighted back (importance sampling, engine/tools/tilt.py; "
                            f"mean weight {r['mean_weight']:.4f})")
    return _with_conditional(out)


def _with_conditional(out: dict) -> dict:
    if "conditional" in out:
        c = out["conditional"]
        out["method"] += (f"; and {c['feature']} played alone {c['plays']:,} times (seed "
                          f"{c['seed']}) with each play's odds averaged exactly over its "
                          "multipliers' values (conditional Monte Carlo, unbiased; "
                          "engine/tools/capodds.py), times the start rate: a lower bound "
                          "per round, as the win before the feature is left out")
    return out


def conditional_cap(game, plain, feature, spins, seed, backend, version, progress,
                    alone=None) -> dict:
    """P(cap) per round >= (start rate) x P(the feature alone reaches the cap), the second
    averaged over the multipliers' values (engine/tools/capodds.py). The feature alone is the
    same in every mode: `alone` ({"plays": N}, filled with the run) shares one run between
    the sheet's modes; by default it plays a quarter as many times as the mode's rounds."""
    alone = alone if alone is not None else {}
    plays = alone.setdefault("plays", max(1000, spins // 4))
    if "run" not in alone:
        with (progress or _silent)(plays, f"  P(cap): {feature} over the values") as callback:
            alone["run"] = capodds.run(game.id, plays, seed + 2, version=version,
                                       backend=backend, progress=callback)
    c = alone["run"]
    starts = plain["features"][feature]["starts"]
    start_rate = starts / plain["rounds"]
    rate = start_rate * c["p_cap"]
    lo, hi = c["p_cap_ci95"]
    half = (hi - lo) / 2
    rel = math.hypot(half / c["p_cap"], 1.96 / math.sqrt(starts)) if c["p_cap"] else 0.0
    return {"feature": feature, "plays": plays, "seed": seed + 2, "per_feature": c["p_cap"],
            "per_feature_ci95": c["p_cap_ci95"], "start_rate": start_rate, "rate": rate,
            "rate_ci95": [max(0.0, rate * (1 - rel)), rate * (1 + rel)] if rate else None}


def converge(trace, cost, points=120) -> list:
    """[rounds, RTP, 95% half-width] after each of about `points` log-spaced blocks of the
    run's trace (simulate.TRACE_EVERY rounds each): the RTP as the run saw it grow."""
    out, n, w, w2, step, mark = [], 0, 0, 0, 1.0, 0
    total = len(trace)
    growth = max(total, 2) ** (1 / points)
    for i, (_, rounds, win, win_sq) in enumerate(trace):
        n, w, w2 = n + rounds, w + win, w2 + win_sq
        if i + 1 >= mark or i + 1 == total:
            mean, _, half = rtp_estimate(w, w2, n, cost)
            out.append([n, float(mean), half])
            step *= growth
            mark = max(i + 2, int(step))
    return out


def _best_cap(cap: dict) -> dict:
    """The sharpest estimate a sheet holds: over the values, else replayed, else plain."""
    for key in ("conditional", "replayed"):
        if cap.get(key) and cap[key]["rate"]:
            return cap[key]
    return cap["plain"]


def top_prize_odds(par: dict, mode: str = "base") -> float | None:
    """'1 in N rounds' for the cap in a mode, from a sheet: the replayed estimate where there
    is one, else the plain count, averaged over the mode's free-spin choices (a player's choice
    is not known before the round); None where the cap was never reached."""
    rates = [_best_cap(section["cap"])["rate"]
             for section in par["sections"] if section["mode"] == mode]
    mean = sum(rates) / len(rates) if rates else 0
    return 1 / mean if mean else None


def feature_odds(sheet: dict, mode: str, name: str) -> float | None:
    """'1 in N rounds' for a feature to start in a mode, averaged over its choices; None
    where the sheet never saw it start there."""
    rates = [s["report"]["features"].get(name, {}).get("rate", 0.0)
             for s in sheet["sections"] if s["mode"] == mode]
    mean = sum(rates) / len(rates) if rates else 0
    return 1 / mean if mean else None


class WinOdds(NamedTuple):
    """How rare a win is by a sheet: wins of `edge` x the bet or more come 1 in `one_in`
    rounds (None: not one in the sheet's `rounds`)."""
    edge: float
    one_in: float | None
    rounds: int


def bucket_floor(name: str, cap_multiple) -> float:
    """The lower edge, in x the bet, of a distribution bucket as simulate names it ("0",
    "<1x", "20-50x", "cap"); read from the name, so finer buckets read the same way."""
    if name == "cap":
        return float(cap_multiple)
    number = re.match(r"\d+(\.\d+)?", name.replace(",", ""))
    return float(number.group()) if number else 0.0


def win_odds(sheet: dict | None, mode: str, choices, win_over_bet,
             version: int | None = None) -> WinOdds | None:
    """P(a round pays at least the lower edge of the bucket holding `win_over_bet`), from
    the sheet's distribution in `mode`: the section of the round's `choices` where the sheet
    has one, else the mode's sections averaged (as for the top prize). None without a sheet,
    for a sheet of another config version than `version`, or for a mode it does not hold."""
    if not sheet or (version is not None and sheet.get("config_version") != version):
        return None
    sections = [s for s in sheet["sections"] if s["mode"] == mode]
    chosen = [s for s in sections if s.get("choices", []) == list(choices or [])]
    sections = chosen or sections
    if not sections:
        return None
    cap = sheet.get("cap_multiple", math.inf)
    edges = {bucket_floor(row["bucket"], cap) for s in sections
             for row in s["report"]["distribution"]}
    edge = max((e for e in edges if e <= win_over_bet), default=0.0)
    shares = [sum(row["share"] for row in s["report"]["distribution"]
                  if bucket_floor(row["bucket"], cap) >= edge) for s in sections]
    mean = sum(shares) / len(shares)
    return WinOdds(edge, 1 / mean if mean else None,
                   min(s["report"]["rounds"] for s in sections))


def build(game_id, spins, seed=1, workers=1, replays=64, bet_spins=10_000, version=None,
          progress=None, mode_spins=None, backend=None, tilt=None) -> dict:
    """The whole sheet as one JSON-ready dict; `mode_spins` sets other round counts for some
    modes (a bought feature costs many base rounds to play). `progress(total, label)` is a
    context manager giving simulate's callback (engine.progress.bar), or None."""
    game = load_game(game_id, None, version)
    backend = backend or Backend.local(workers)
    mode_spins = dict(mode_spins or {})
    for mode in mode_spins:
        check_bet(game, game.bets.default, mode)        # an unknown mode: a clear error
    out = {"game": game.id, "name": game.name, "config_version": game.version,
           "rtp_target": float(game.rtp_target), "cap_multiple": game.cap_multiple,
           "grid": f"{game.cols}x{game.rows}", "seed": seed, "spins": spins,
           "command": command(game, spins, seed, replays, bet_spins, version, mode_spins,
                              tilt),
           "inexact_pays": [[str(pay), bet] for pay, bet in game.inexact_pays()],
           "bets": list(game.bets.steps), "default_bet": game.bets.default, "sections": []}
    alone = {"plays": max(1000, max([spins, *mode_spins.values()]) // 4)}
    for mode, choices in sections(game):
        rounds = mode_spins.get(mode, spins)
        with (progress or _silent)(rounds, f"{game.id} {label(mode, choices)}") as callback:
            plain = simulate(game.id, rounds, mode, None, seed, choices=choices,
                             progress=callback, version=version, backend=backend)
        convergence = converge(plain.pop("sums")["trace"], plain["cost"])
        section = {"mode": mode, "choices": list(choices), "label": label(mode, choices),
                   "cost_x": float(Fraction(plain["cost"], plain["bet"])),
                   "report": plain, "convergence": convergence,
                   "ladder": ladder(game, mode, choices, bet_spins, seed, backend, version),
                   "cap": cap_estimate(game, mode, choices, plain, rounds, seed, backend,
                                       replays, version, progress, tilt, alone)}
        out["sections"].append(section)
    return out


# --- writing the sheet ----------------------------------------------------------------------

def _pct(x) -> str:
    return f"{x:.4%}"


def _one_in(rate) -> str:
    return f"1 in {1 / rate:,.0f}" if rate else "not seen"


def markdown(par: dict) -> str:
    lines = [f"# PAR sheet: {par['name']} (config version {par['config_version']})", "",
             f"Grid {par['grid']}; cap {par['cap_multiple']:,}x the total bet; RTP target "
             f"{par['rtp_target']:.2%}; bets {par['bets'][0]:,} to {par['bets'][-1]:,} minor "
             f"units ({len(par['bets'])} steps, default {par['default_bet']:,}).", "",
             "Reproduce (any number of workers gives the same figures):", "",
             f"    {par['command']}", "",
             "Every pay is a whole number of minor units at every bet: "
             + ("**yes**." if not par["inexact_pays"] else
                f"**no** ({len(par['inexact_pays'])} (pay, bet) pairs round)."), ""]
    for s in par["sections"]:
        r = s["report"]
        lo, hi = r["rtp_ci95"]
        title = s["mode"] + (f", choice {', '.join(s['choices'])}" if s["choices"] else "")
        lines += [f"## {title} (costs {s['cost_x']:g}x the bet)", "",
                  f"{r['rounds']:,} rounds at bet {r['bet']:,}, seed {r['seed']}, "
                  f"{r.get('engine', 'source')} engine.", "",
                  "| figure | value |", "|---|---|",
                  f"| RTP | {_pct(r['rtp'])} (95% CI {_pct(lo)} .. {_pct(hi)}) |",
                  f"| hit rate | {_pct(r['hit_rate'])} (1 in {1 / r['hit_rate']:.2f}) |"
                  if r["hit_rate"] else "| hit rate | 0 |",
                  f"| std per round | {r['std']:.2f}x the cost |",
                  f"| largest win seen | {r['largest_win_x']:,.2f}x the bet |"]
        cap = s["cap"]
        plain = cap["plain"]
        lines.append(f"| P(cap), plain | {plain['capped']} in {plain['rounds']:,} "
                     f"(95% CI {plain['rate_ci95'][0]:.2e} .. {plain['rate_ci95'][1]:.2e}) |")
        if "replayed" in cap:
            rep = cap["replayed"]
            if rep["rate_ci95"]:
                lines.append(f"| P(cap), replayed | {rep['rate']:.3e} ({_one_in(rep['rate'])}; "
                             f"95% CI {rep['rate_ci95'][0]:.2e} .. {rep['rate_ci95'][1]:.2e}) |")
            else:
                lines.append(f"| P(cap), replayed | not reached in {rep['plays']:,} plays |")
        if "conditional" in cap:
            c = cap["conditional"]
            if c["rate_ci95"]:
                lines.append(
                    f"| P(cap), over the multipliers' values | at least {c['rate']:.3e} "
                    f"({_one_in(c['rate'])}; 95% CI {c['rate_ci95'][0]:.2e} .. "
                    f"{c['rate_ci95'][1]:.2e}): {c['feature']} 1 in "
                    f"{1 / c['start_rate']:,.1f} rounds x {c['per_feature']:.3e} per "
                    f"{c['feature']} |")
            else:
                lines.append(f"| P(cap), over the multipliers' values | 0 in {c['plays']:,} "
                             f"plays of {c['feature']}: no play came near |")
        lines += ["", f"P(cap) method: {cap['method']}.", ""]
        if r["features"]:
            lines += ["| feature | frequency | average pay | share of return |", "|---|---|---|---|"]
            for name, f in r["features"].items():
                lines.append(f"| {name} | {_one_in(f['rate'])} rounds | "
                             f"{f['avg_pay_x']:.2f}x the bet | {f['rtp_share']:.2%} |")
            lines.append("")
        lines += ["| win / bet | probability | 1 in | share of return |", "|---|---|---|---|"]
        for row in r["distribution"]:
            lines.append(f"| {row['bucket']} | {row['share']:.4%} | "
                         f"{_one_in(row['share'])} | {row['rtp_share']:.4%} |")
        lad = s["ladder"]
        rtps = sorted({row["rtp"] for row in lad["bets"]})
        lines += ["", f"RTP at every bet of the ladder ({lad['rounds']:,} rounds each, the same "
                  f"rounds): {'identical at every bet' if lad['exact'] else 'NOT identical'}, "
                  f"{', '.join(_pct(x) for x in rtps)}.", "",
                  f"![{s['label']}]({s['label']}.png)", ""]
    return "\n".join(lines)


def plot(section: dict, path: Path):
    import matplotlib
    matplotlib.use("Agg")
    from matplotlib import pyplot as plt
    r = section["report"]
    rows = [row for row in r["distribution"] if row["bucket"] != "0"]
    names = [row["bucket"] for row in rows]
    fig, (dist, conv, share) = plt.subplots(1, 3, figsize=(15, 4.2))
    fig.suptitle(f"{r['game']} v{r['config_version']}, {section['label']}: "
                 f"{r['rounds']:,} rounds, seed {r['seed']}")
    dist.bar(names, [row["share"] for row in rows], color="#5b6bd6")
    dist.set_yscale("log")
    dist.set_title("win distribution (probability per round)")
    share.bar(names, [row["rtp_share"] * 100 for row in rows], color="#d6875b")
    share.set_title("share of the return by win size (pp)")
    for ax in (dist, share):
        ax.set_xlabel("win / bet")
        ax.tick_params(axis="x", rotation=60, labelsize=8)
    xs = [n for n, _, _ in section["convergence"]]
    mid = [rtp * 100 for _, rtp, _ in section["convergence"]]
    los = [(rtp - half) * 100 for _, rtp, half in section["convergence"]]
    his = [(rtp + half) * 100 for _, rtp, half in section["convergence"]]
    conv.fill_between(xs, los, his, color="#9fd69b", label="95% CI")
    conv.plot(xs, mid, color="#2f7d32", label="RTP")
    conv.axhline(r["rtp_target"] * 100, color="#444", linestyle="--", label="target")
    conv.set_xscale("log")
    conv.set_ylim(max(0, r["rtp_target"] * 100 - 15), r["rtp_target"] * 100 + 15)
    conv.set_title("RTP convergence (%)")
    conv.set_xlabel("rounds")
    conv.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=80)
    plt.close(fig)


def check_out(out_dir):
    """Fail at once where the sheet could not be written at the end: plots need matplotlib
    (the par extra), and the folder must take a file."""
    from engine.errors import EngineError
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise EngineError(PLOT_NOTE) from None
    folder = Path(out_dir)
    probe = folder / ".par-write-check"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe.write_text("")
        probe.unlink()
    except OSError as err:
        raise EngineError(f"{out_dir}: cannot write the sheet ({err.strerror})") from None


def write(par: dict, out_dir) -> list:
    """DIR/ID/PAR.md, par.json and the plots; returns the paths written."""
    folder = Path(out_dir) / par["game"]
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for s in par["sections"]:
        path = folder / f"{s['label']}.png"
        plot(s, path)
        written.append(path)
    (folder / "PAR.md").write_text(markdown(par))
    (folder / "par.json").write_text(json.dumps(par, indent=1) + "\n")
    return [folder / "PAR.md", folder / "par.json", *written]
