"""A PAR sheet per game: the figures a testing lab or an operator reads before accepting a game.

    python -m engine par --game ID --spins N --out DIR [--seed S] [--workers W]
        [--rtp-spins MODE=N] [--feature-plays M] [--pieces DIR] [--compiled]

writes DIR/ID/PAR.md, DIR/ID/par.json and one PNG per mode (and per free-spin choice): the win
distribution on a log scale, the RTP's convergence with its 95% band, and the share of the
return by win size. The distribution, hit rate and largest win come from `simulate` (the real
event stream), so the sheet is reproducible from its command, its seed and its config version.

Each mode's RTP is then measured as sharply as its game allows, without bias:
- by strata where the tail feature starts afresh (engine/tools/stratified.py): the mode's
  rounds, continued to --rtp-spins, give the return outside the feature and its start rate;
  the feature played alone (engine/tools/capodds.py, averaged over free multiplier values)
  gives its value; a mode's free-spin choices share its rounds outside the feature;
- by forked replays where it does not (engine/tools/replay.py, --replays K over --rtp-spins
  rounds): each start played K times;
- plain where every round plays the feature (a buy of a feature that depends on its screen).
The cap's odds come from the same runs: the feature alone (over the values, or counted) times
the start rate, or the replays. The RTP at every bet of the ladder is measured on the same
rounds; with every pay a whole number of minor units at every bet it is the same figure, to
the last digit. Every option not given scales with --spins, so a small sheet is small; every
phase draws its progress. With --pieces the long runs are kept piece by piece and the same
command goes on where a stopped one left off.

This is the toolchain that builds sheets; what the running program reads of a committed one
(help pages, lobby odds, client figures) is engine/parsheet.py, which imports none of it.
"""
import json
import math
import shlex
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path
from typing import Any

from engine.errors import EngineError
from engine.games import load_game
from engine.money import Tally
from engine.rng import FairRng
from engine.round import check_bet
from engine.tools.runner import Backend
from engine.tools.simulate import merge_reports, rtp_estimate, simulate
from engine.tools import capodds, replay, stratified

PLOT_NOTE = "plots need matplotlib: python3 -m pip install -e '.[par]'"

PIECE = 1_000_000          # rounds per stored piece of a long run (--pieces)
PIECE_PLAYS = 250_000      # feature-alone plays per stored piece


def defaults(spins: int) -> dict:
    """What the options a sheet does not name come to: each scales with --spins, so a small
    sheet is small (par --spins 2000 plays a few thousand rounds per phase, not millions)."""
    return {"bet_spins": max(20, min(10_000, spins // 50)),
            "feature_plays": max(200, spins // 10), "replays": 16}


def command(game, spins, seed, replays, bet_spins, version, mode_spins, tilt=None,
            rtp_spins=None, feature_plays=None) -> str:
    words = ["python", "-m", "engine", "par", "--game", game.id, "--spins", str(spins),
             "--seed", str(seed), "--replays", str(replays), "--bet-spins", str(bet_spins)]
    if feature_plays is not None:
        words += ["--feature-plays", str(feature_plays)]
    for item, factor in (tilt or {}).items():
        words += ["--tilt", f"{item}={factor}"]
    for mode, n in sorted(mode_spins.items()):
        words += ["--mode-spins", f"{mode}={n}"]
    for mode, n in sorted((rtp_spins or {}).items()):
        words += ["--rtp-spins", f"{mode}={n}"]
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


def stratified_game(game) -> bool:
    """Whether the game's tail feature starts afresh, so that its RTP is measured by strata
    (engine/tools/stratified.py) rather than by replays."""
    try:
        game.feature_alone(game.bets.default, FairRng.from_seed(0), Tally(1))
    except NotImplementedError:
        return False
    return bool(game.TAIL_FEATURE)


@contextmanager
def _silent(total, label):
    yield None


class Pieces:
    """A long run as pieces of PIECE rounds (PIECE_PLAYS plays), each kept in `folder` as the
    tool's own JSON report once played: a sheet stopped half way plays again only the piece
    it was in, and pieces played by hand with the tools' commands (the same seed, nonces and
    options) are taken as they are. Without a folder nothing is kept."""

    def __init__(self, folder=None):
        self.folder = Path(folder) if folder else None
        if self.folder:
            self.folder.mkdir(parents=True, exist_ok=True)

    def run(self, name, first, count, size, play, merge, progress, label):
        """merge([play(a, n, callback) for each piece a .. a + n]) under one progress bar."""
        parts, done = [], 0
        with (progress or _silent)(count, label) as callback:
            for a in range(first, first + count, size):
                n = min(size, first + count - a)
                path = self.folder / f"{name}-{a}-{a + n}.json" if self.folder else None
                part = self._read(path)
                if part is None:
                    step = (lambda d, _t, base=done: callback(base + d, count)) \
                        if callback else None
                    part = play(a, n, step)
                    if path:
                        tmp = path.with_suffix(".tmp")
                        tmp.write_text(json.dumps(part))
                        tmp.replace(path)
                done += n
                if callback:
                    callback(done, count)
                parts.append(part)
        return merge(parts)

    @staticmethod
    def _read(path):
        if path is None or not path.exists():
            return None
        try:
            return json.loads(path.read_text())
        except ValueError:
            return None          # a piece cut off as it was written: play it again


def ladder(game, mode, choices, spins, seed, backend, version, progress=None,
           name="") -> dict:
    """The RTP of the same rounds at every bet the mode offers; `exact` when each bet's
    return equals the default bet's as a fraction, not just to the printed digits."""
    rows, ratios = [], set()
    steps = game.bets.steps
    with (progress or _silent)(spins * len(steps),
                               f"{name} every bet ({len(steps)} x {spins:,})") as callback:
        for i, bet in enumerate(steps):
            step = (lambda d, _t, base=i * spins: callback(base + d, spins * len(steps))) \
                if callback else None
            r = simulate(game.id, spins, mode, bet, seed, choices=choices, version=version,
                         backend=backend, progress=step)
            sums = r["sums"]
            ratios.add(Fraction(sums["win"], sums["rounds"] * r["cost"]))
            rows.append({"bet": bet, "cost": r["cost"], "rtp": r["rtp"]})
    return {"rounds": spins, "bets": rows, "exact": len(ratios) == 1}


def cap_estimate(game, mode, choices, plain, spins, seed, backend, replays, version,
                 progress=None, tilt=None, alone=None, pieces=None, rounds=None,
                 rate_from=None) -> dict:
    """P(cap): the plain count with Wilson's interval, the replayed estimate where replays
    are asked for (`rounds` of them; by default about as many as cost the plain run), and
    the estimate over the multipliers' values where the game's are drawn apart from the
    play (`alone`: a capodds run of the feature alone, played here when None)."""
    out: dict[str, Any] = {
        "plain": {"rounds": plain["rounds"], "capped": plain["max_win_rounds"],
                  "rate": plain["max_win_rate"], "rate_ci95": plain["max_win_rate_ci95"]},
        "method": "plain count, Wilson 95% interval"}
    feature = tail_feature(plain, game)
    if feature is None:
        return out
    if game.free_multiplier_values():
        if alone is None:
            alone = feature_alone(game, choices, max(1000, spins // 4), seed + 2, backend,
                                  version, progress, Pieces())
        out["conditional"] = conditional_cap(plain, feature, alone, rate_from)
    if replays < 2:
        return _with_conditional(out)
    r = replayed(game, mode, choices, plain, feature, spins, seed, backend, replays, version,
                 progress, tilt, pieces or Pieces(), rounds)
    out["replayed"] = {"feature": feature, "replays": replays, "rounds": r["rounds"],
                       "starts": r["starts"], "plays": r["plays"], "seed": seed + 1,
                       "capped_plays": r["cap"]["plays"], "rate": r["cap"]["rate"],
                       # no interval from a count of none: the plain bound stands
                       "rate_ci95": r["cap"]["rate_ci95"] if r["cap"]["plays"] else None,
                       "rtp": r["replayed"]["rtp"], "rtp_ci95": r["replayed"]["rtp_ci95"],
                       "tilt": r["tilt"], "mean_weight": r["mean_weight"]}
    out["method"] = (f"{feature} replayed {replays} times from each start (forked streams, "
                     f"unbiased; engine/tools/replay.py) over {r['rounds']:,} rounds, seed "
                     f"{seed + 1}")
    if r["tilt"]:
        out["method"] += (", the replays after the first drawn with "
                          + ", ".join(f"{k} x{v}" for k, v in r["tilt"].items())
                          + f" and weighted back (importance sampling, engine/tools/tilt.py; "
                            f"mean weight {r['mean_weight']:.4f})")
    return _with_conditional(out)


def replayed(game, mode, choices, plain, feature, spins, seed, backend, replays, version,
             progress, tilt, pieces, rounds=None) -> dict:
    """The mode's rounds (seed + 1) with `feature` replayed from each start: by default
    about as many as cost the plain run."""
    if rounds is None:
        rate = plain["features"][feature]["starts"] / plain["rounds"]
        rounds = max(200, int(spins / (1 + (replays - 1) * rate)))
    name = (f"replay-{game.id}-v{game.version}-{label(mode, choices)}-{feature}-x{replays}"
            + "".join(f"-{k}{v}" for k, v in sorted((tilt or {}).items()))
            + f"-seed{seed + 1}")
    return pieces.run(name, 0, rounds, PIECE, lambda a, n, cb: replay.run(
        game.id, n, feature, replays, mode, plain["bet"], seed + 1, choices=choices,
        first_nonce=a, version=version, progress=cb, backend=backend,
        tilt=tilt), replay.merge, progress, f"{game.id} {label(mode, choices)}: {feature} "
        f"replayed x{replays}")


def _with_conditional(out: dict) -> dict:
    if "conditional" in out:
        c = out["conditional"]
        out["method"] += (f"; and {c['feature']} played alone {c['plays']:,} times (seed "
                          f"{c['seed']}) with each play's odds averaged exactly over its "
                          "multipliers' values (conditional Monte Carlo, unbiased; "
                          "engine/tools/capodds.py), times the start rate (the strata's, "
                          "where the RTP has them): a lower bound per round, as the win "
                          "before the feature is left out")
    return out


def feature_alone(game, choices, plays, seed, backend, version, progress, pieces) -> dict:
    """The feature played alone (engine/tools/capodds.py), averaged over its multipliers'
    values where it has them, counted where not."""
    name = f"alone-{game.id}-v{game.version}-{'-'.join(choices) or 'any'}-seed{seed}"
    return pieces.run(name, 0, plays, PIECE_PLAYS, lambda a, n, cb: capodds.run(
        game.id, n, seed, version=version, backend=backend, progress=cb, choices=choices,
        averaged_only=False, first=a), capodds.merge, progress,
        f"{game.id} {'-'.join(choices) or 'feature'} alone")


def conditional_cap(plain, feature, alone, rate_from=None) -> dict:
    """P(cap) per round >= (start rate) x P(the feature alone reaches the cap), the second
    averaged over the multipliers' values (engine/tools/capodds.py); the start rate the
    strata's (`rate_from`: their estimate, over their rounds) where there are strata."""
    c = alone
    starts = plain["features"][feature]["starts"]
    start_rate = starts / plain["rounds"]
    if rate_from:
        starts, start_rate = rate_from["starts"], rate_from["start_rate"]
    rate = start_rate * c["p_cap"]
    lo, hi = c["p_cap_ci95"]
    half = (hi - lo) / 2
    rel = math.hypot(half / c["p_cap"], 1.96 / math.sqrt(starts)) if c["p_cap"] else 0.0
    return {"feature": feature, "plays": c["plays"], "seed": c["seed"],
            "per_feature": c["p_cap"], "per_feature_ci95": c["p_cap_ci95"],
            "start_rate": start_rate, "rate": rate,
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


def plain_run(game, mode, choices, rounds, seed, backend, version, progress, pieces,
              first=0, what="rounds") -> dict:
    name = f"simulate-{game.id}-v{game.version}-{label(mode, choices)}-seed{seed}"
    return pieces.run(name, first, rounds, PIECE, lambda a, n, cb: simulate(
        game.id, n, mode, None, seed, choices=choices, progress=cb, first_nonce=a,
        version=version, backend=backend), merge_reports, progress,
        f"{game.id} {label(mode, choices)}: {what}")


def build(game_id, spins, seed=1, workers=1, replays=None, bet_spins=None, version=None,
          progress=None, mode_spins=None, backend=None, tilt=None, rtp_spins=None,
          feature_plays=None, pieces=None) -> dict:
    """The whole sheet as one JSON-ready dict. Per mode and choice: `spins` plain rounds
    (`mode_spins` sets other counts for some modes), the ladder, the RTP's sharpest estimate
    and the cap's odds. The RTP: by strata where the tail feature starts afresh (the mode's
    rounds, continued to `rtp_spins[mode]`, and `feature_plays` plays of the feature alone per
    choice), else by `replays` forked replays over `rtp_spins[mode]` rounds; plain where
    neither gains. `progress(total, label)` is a context manager giving a callback
    (engine.tools.progress.bar), or None; `pieces` a folder keeping the long runs' pieces."""
    game = load_game(game_id, None, version)
    backend = backend or Backend.local(workers)
    mode_spins, rtp_spins = dict(mode_spins or {}), dict(rtp_spins or {})
    for mode in [*mode_spins, *rtp_spins]:
        check_bet(game, game.bets.default, mode)        # an unknown mode: a clear error
    scaled = defaults(max([spins, *mode_spins.values()]))
    strata = stratified_game(game)
    named_replays = replays
    replays = scaled["replays"] if replays is None else replays
    bet_spins = scaled["bet_spins"] if bet_spins is None else bet_spins
    feature_plays = scaled["feature_plays"] if feature_plays is None else feature_plays
    store = Pieces(pieces)
    out = {"game": game.id, "name": game.name, "config_version": game.version,
           "rtp_target": float(game.rtp_target), "cap_multiple": game.cap_multiple,
           "grid": f"{game.cols}x{game.rows}", "seed": seed, "spins": spins,
           "command": command(game, spins, seed, replays, bet_spins, version, mode_spins,
                              tilt, rtp_spins, feature_plays if strata else None),
           "inexact_pays": [[str(pay), bet] for pay, bet in game.inexact_pays()],
           "bets": list(game.bets.steps), "default_bet": game.bets.default, "sections": []}
    alone: dict = {}          # choices -> the feature alone, shared by the modes
    outside: dict = {}        # mode -> the rounds behind the strata, shared by the choices
    for mode, choices in sections(game):
        rounds = mode_spins.get(mode, spins)
        plain = plain_run(game, mode, choices, rounds, seed, backend, version, progress, store)
        sums = plain["sums"]
        convergence = converge(sums["trace"], plain["cost"])
        section = {"mode": mode, "choices": list(choices), "label": label(mode, choices),
                   "cost_x": float(Fraction(plain["cost"], plain["bet"])),
                   "report": {k: v for k, v in plain.items() if k != "sums"},
                   "convergence": convergence,
                   "ladder": ladder(game, mode, choices, bet_spins, seed, backend, version,
                                    progress, f"{game.id} {label(mode, choices)}:")}
        feature = tail_feature(plain, game)
        if strata and feature == game.TAIL_FEATURE:
            if choices not in alone:
                alone[choices] = feature_alone(game, choices, feature_plays, seed + 2,
                                               backend, version, progress, store)
            behind = _outside(game, mode, choices, plain, rtp_spins.get(mode, rounds), seed,
                              backend, version, progress, store, outside)
            rtp = stratified.combine(behind, alone[choices]["alone"])
            rtp.update(seed=seed, alone_seed=seed + 2, plain_std=plain["std"])
            cap = cap_estimate(game, mode, choices, plain, rounds, seed, backend,
                               named_replays or 0, version, progress, tilt, alone[choices],
                               store, rate_from=rtp)
            counted = stratified.cap_rate(behind, alone[choices]["alone"])
            if counted:
                cap["alone"] = {**counted, "feature": feature, "seed": seed + 2}
                cap["method"] += (f"; and {feature} played alone {counted['plays']:,} times "
                                  f"(seed {seed + 2}), each start's odds those of the feature "
                                  "reaching the cap less the round's win before it, "
                                  "and the rounds that reached it without the feature, "
                                  "counted (engine/tools/stratified.py), over "
                                  f"{behind['rounds']:,} rounds")
        else:
            every = feature and plain["features"][feature]["starts"] >= plain["rounds"]
            k = 0 if every else replays
            cap = cap_estimate(game, mode, choices, plain, rounds, seed, backend, k, version,
                               progress, tilt, None, store, rtp_spins.get(mode))
            rep = cap.get("replayed")
            rtp = ({"method": "replayed", "rtp": rep["rtp"], "rtp_ci95": rep["rtp_ci95"],
                    "rounds": rep["rounds"], "replays": rep["replays"], "seed": seed + 1}
                   if rep else {"method": "plain", "rtp": plain["rtp"],
                                "rtp_ci95": plain["rtp_ci95"], "rounds": plain["rounds"],
                                "seed": seed})
        section["rtp"] = rtp
        section["cap"] = cap
        out["sections"].append(section)
    rtps = [s["rtp"]["rtp"] for s in out["sections"]]
    out["rtp_spread"] = max(rtps) - min(rtps)
    return out


def _outside(game, mode, choices, plain, rounds, seed, backend, version, progress, store,
             cache) -> dict:
    """The mode's rounds behind its strata: the plain run, continued to `rounds`. The
    choices act only in the feature, so a mode's choices share them (checked: their plain
    runs must agree outside the feature)."""
    mine = plain["sums"]["outside"]
    if mode in cache:
        first, shared = cache[mode]
        theirs = first["sums"]["outside"]
        if any(mine[k] != theirs[k] for k in ("win", "win_sq", "starts", "before")):
            raise EngineError(f"{game.id}: the choices' rounds differ outside the feature; "
                              "the strata cannot share them")
        return shared
    if rounds > plain["rounds"]:
        more = plain_run(game, mode, choices, rounds - plain["rounds"], seed, backend, version,
                         progress, store, plain["rounds"], "more rounds outside the feature")
        shared = merge_reports([plain, more])
    else:
        shared = plain
    cache[mode] = (plain, shared)
    return shared


# --- writing the sheet ----------------------------------------------------------------------

def _pct(x) -> str:
    return f"{x:.4%}"


def _one_in(rate) -> str:
    return f"1 in {1 / rate:,.0f}" if rate else "not seen"


def rtp_method(rtp: dict) -> str:
    """How a section's RTP was measured, in a sentence for the sheet."""
    if rtp["method"] == "stratified":
        saved = (f"; worth {rtp['equivalent_plain_rounds']:,.0f} plain rounds, "
                 f"{rtp['variance_ratio']:.1f} times the rounds played"
                 if rtp.get("equivalent_plain_rounds") else "")
        landing = (f", in {rtp['landing_strata']} strata by the first screen's count of "
                   "the symbol that starts it (their chances exact)"
                   if rtp.get("landing_strata") else "")
        return (f"by strata (engine/tools/stratified.py): {rtp['rounds']:,} rounds (seed "
                f"{rtp['seed']}) for the return outside the feature ({rtp['outside']:.4%}) and "
                f"its start (1 in {1 / rtp['start_rate']:,.1f}){landing}" if rtp["starts"] else
                f"by strata: {rtp['rounds']:,} rounds, no feature") + (
                f", and {rtp['feature_plays']:,} plays of the feature alone (seed "
                f"{rtp['alone_seed']}) for its value ({rtp['feature_mean_x']:.3f}x the bet, "
                f"std {rtp['std_feature_x']:.1f}x){saved}")
    if rtp["method"] == "replayed":
        return (f"{rtp['rounds']:,} rounds (seed {rtp['seed']}) with each started feature "
                f"replayed {rtp['replays']} times from forked streams "
                "(engine/tools/replay.py)")
    return f"the plain rounds above ({rtp['rounds']:,}, seed {rtp['seed']})"


def _ci(estimate) -> str:
    lo, hi = estimate["rtp_ci95"]
    return (f"{_pct(estimate['rtp'])} (95% CI {_pct(lo)} .. {_pct(hi)}, "
            f"+-{(hi - lo) / 2 * 100:.2f} pp)")


def markdown(par: dict) -> str:
    target = par["rtp_target"]
    lines = [f"# PAR sheet: {par['name']} (config version {par['config_version']})", "",
             f"Grid {par['grid']}; cap {par['cap_multiple']:,}x the total bet; RTP target "
             f"{target:.2%}; bets {par['bets'][0]:,} to {par['bets'][-1]:,} minor "
             f"units ({len(par['bets'])} steps, default {par['default_bet']:,}).", "",
             "Reproduce (any number of workers gives the same figures):", "",
             f"    {par['command']}", "",
             "Every pay is a whole number of minor units at every bet: "
             + ("**yes**." if not par["inexact_pays"] else
                f"**no** ({len(par['inexact_pays'])} (pay, bet) pairs round)."), "",
             "| mode | RTP (95% CI) | holds the target | measured |", "|---|---|---|---|"]
    for s in par["sections"]:
        rtp = s["rtp"]
        lo, hi = rtp["rtp_ci95"]
        lines.append(f"| {s['label']} | {_ci(rtp)} | {'yes' if lo <= target <= hi else 'NO'} "
                     f"| {rtp['method']} |")
    if "rtp_spread" in par:
        lines += ["", f"The modes' RTPs are within {par['rtp_spread'] * 100:.2f} pp of each "
                  "other.", ""]
    for s in par["sections"]:
        r = s["report"]
        title = s["mode"] + (f", choice {', '.join(s['choices'])}" if s["choices"] else "")
        rtp = s.get("rtp") or {"method": "plain", "rtp": r["rtp"], "rtp_ci95": r["rtp_ci95"],
                               "rounds": r["rounds"], "seed": r["seed"]}
        lines += [f"## {title} (costs {s['cost_x']:g}x the bet)", "",
                  f"{r['rounds']:,} rounds at bet {r['bet']:,}, seed {r['seed']}, "
                  f"{r.get('engine', 'source')} engine.", "",
                  "| figure | value |", "|---|---|",
                  f"| RTP | **{_ci(rtp)}** |"]
        if rtp["method"] != "plain":
            lines.append(f"| RTP, the plain rounds alone | {_ci(r)} |")
        lines += [f"| hit rate | {_pct(r['hit_rate'])} (1 in {1 / r['hit_rate']:.2f}) |"
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
        if "alone" in cap:
            a = cap["alone"]
            without = a.get("outside_capped")
            lines.append(f"| P(cap), from the feature alone | {a['rate']:.3e} "
                         f"({_one_in(a['rate'])}; 95% CI {a['rate_ci95'][0]:.2e} .. "
                         f"{a['rate_ci95'][1]:.2e}; {a['capped_plays']} capped in "
                         f"{a['plays']:,} plays; "
                         + (f"{without} of {a['rounds']:,} rounds capped without the feature"
                            if without is not None else
                            "rounds capped without the feature not counted: a lower bound")
                         + ") |")
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
        lines += ["", f"RTP method: {rtp_method(rtp)}.", "",
                  f"P(cap) method: {cap['method']}.", ""]
        if r["features"]:
            lines += ["| feature | frequency | average pay | share of return |",
                      "|---|---|---|---|"]
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


def rtp_limits(section: dict) -> tuple:
    """The convergence plot's RTP axis (%): the whole RTP line, its final band, the target and
    the sharpest estimate, with a margin: a line far from the target stays in view (the early
    band, wider than anything, may leave it)."""
    conv = section["convergence"]
    target = section["report"]["rtp_target"]
    rtp = section.get("rtp", {}).get("rtp_ci95", [])
    last = [conv[-1][1] - conv[-1][2], conv[-1][1] + conv[-1][2]] if conv else []
    values = [v * 100 for v in [target, *rtp, *last, *(mid for _, mid, _ in conv)]]
    low, high = min(values), max(values)
    margin = max((high - low) * 0.05, 0.5)
    return max(0.0, low - margin), high + margin


def plot(section: dict, path: Path):
    from matplotlib import pyplot as plt
    fig = figure(section)
    fig.savefig(path, dpi=80)
    plt.close(fig)


def figure(section: dict):
    """The section's three plots as one matplotlib figure (the caller saves and closes it)."""
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
    if section.get("rtp", {}).get("method", "plain") != "plain":
        lo, hi = section["rtp"]["rtp_ci95"]
        conv.axhspan(lo * 100, hi * 100, color="#f2c14e", alpha=0.5,
                     label=f"{section['rtp']['method']} 95% CI")
    conv.set_ylim(*rtp_limits(section))
    conv.set_title("RTP convergence (%)")
    conv.set_xlabel("rounds")
    conv.legend(loc="lower right")
    fig.tight_layout()
    return fig


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
