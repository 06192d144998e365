"""A base game's RTP from its two strata (engine/tools/stratified.py), against plain runs."""
import json
import math
from fractions import Fraction

import pytest

from engine.tools.simulate import merge_reports, simulate
from engine.tools import capodds, stratified
from variants import variant_path

SBX = "sweet-bonanza-xmas"
MP = "midnight-princess"


def _se(r) -> float:
    return (r["rtp_ci95"][1] - r["rtp_ci95"][0]) / (2 * 1.96)


def test_each_start_is_priced_at_its_own_win_before_the_feature():
    """E[min(F, cap - b)] from the plays, exact: a play between cap - b and the cap is cut
    to cap - b. Pricing every start as if nothing came before read 43,930 at b = 150, not
    43,580."""
    plays = [30, 500, 4_000, 9_500, 9_900, 10_400, 25_000]
    cap = 10_000
    alone = {"plays": len(plays), "bet": 100, "cap": cap, "weight": 1, "mw": sum(plays),
             "mw_sq": sum(x * x for x in plays), "tail_from": cap // 2,
             "tail": sorted([x, x] for x in plays if x >= cap // 2)}
    for before in (0, 150, 600, 2_000):
        exact = sum(min(x, cap - before) for x in plays)
        assert stratified.feature_value(alone, before) == exact, before
    with pytest.raises(Exception, match="under the cap"):
        stratified.feature_value(alone, 6_000)      # the plays below half the cap were not kept


def test_averaged_over_the_values_a_play_is_worth_its_mean_exactly():
    """A sequence of ordinary win O under n baubles pays O x n x E[V] on average: in integers
    times the values' total weight."""
    weights = {2: 3, 5: 1, 100: 1}
    found = [(40, 2, 40 * 7), (10, 1, 10 * 100)]       # (O, n, paid at the values drawn)
    total = 25 + 40 * 7 + 10 * 100                      # 25 paid outside multiplied sequences
    mean = Fraction(2 * 3 + 5 + 100, 5)
    exact = 25 + 40 * 2 * mean + 10 * 1 * mean
    assert capodds.averaged_win(total, found, weights) == exact * 5
    assert capodds.averaged_win(total, found, None) == total


def _agree(tmp_path, mode, plain_rounds, rounds, plays, change):
    path = variant_path(SBX, tmp_path, change)
    plain = simulate(SBX, plain_rounds, mode, seed=21, workers=2, path=path)
    sample = simulate(SBX, rounds, mode, seed=22, workers=2, path=path)
    alone = capodds.run(SBX, plays, seed=23, workers=2, path=path)
    est = stratified.combine(sample, alone["alone"])
    gap = abs(est["rtp"] - plain["rtp"])
    assert gap < 3 * math.hypot(_se(est), _se(plain)), (est["rtp"], plain["rtp"])
    return plain, sample, est, alone


@pytest.mark.slow          # two statistical runs: 2.5 s of CPU
def test_the_strata_agree_with_a_plain_run_of_bought_rounds_on_a_low_cap(tmp_path):
    """On a 300x cap about one bought feature in thirteen is cut: an estimate that priced the
    feature uncapped read 98.8% against the plain run's 75.6% (8 standard errors), and one
    that took the baubles' mean without their weights 225%."""
    plain, sample, est, alone = _agree(tmp_path, "buy", 3000, 600, 3000,
                                       lambda c: c.__setitem__("max_win", 300))
    assert alone["plain_capped"] > 100


@pytest.mark.slow          # two statistical runs: 2 s of CPU
def test_the_strata_agree_with_a_plain_run_of_base_rounds(tmp_path):
    """Base rounds with free spins about one in four (scatters far likelier), on a 400x cap:
    the rounds outside the feature and the feature alone together read what plain rounds do
    (the baubles' mean without their weights read 60 times the bet against 22)."""
    def change(config):
        config["max_win"] = 400
        config["reels"]["base"]["scatter"] = 4000
    plain, sample, est, _ = _agree(tmp_path, "base", 6000, 2000, 2000, change)
    assert sample["sums"]["outside"]["starts"] > 150
    assert est["starts"] == sample["features"]["free_spins"]["starts"]
    assert est["landing_strata"] == 5           # by the first screen's scatters: 0-3 and 4+


@pytest.mark.slow          # three statistical runs: 8 s of CPU
def test_the_caps_odds_from_the_strata_agree_with_a_plain_count(tmp_path):
    """The figure the help pages quote for Midnight Princess: each start's chance of the
    feature alone reaching the cap less the win before it, plus the rounds capped without the
    feature, counted. On a 300x cap with clears (and so free spins) about one round in 400,
    12 of the 15 capped rounds of the sample never started the feature (a Trinity, a base
    drop): leaving them out read 2.6e-4 against the plain run's 1.1e-3."""
    def change(config):
        config["max_win"] = 300
        config["reels"]["base"].update(amethyst=0, topaz=0)
    path = variant_path(MP, tmp_path, change)
    love = ("love",)
    plain = simulate(MP, 60_000, seed=31, workers=2, path=path, choices=love)
    sample = simulate(MP, 20_000, seed=32, workers=2, path=path, choices=love)
    alone = capodds.run(MP, 3000, seed=33, workers=2, path=str(path), choices=love,
                        averaged_only=False)["alone"]
    assert plain["max_win_rounds"] > 50 and sample["sums"]["outside"]["starts"] > 30

    def gap(est):
        se = (est["rate_ci95"][1] - est["rate_ci95"][0]) / (2 * 1.96)
        lo, hi = plain["max_win_rate_ci95"]
        return abs(est["rate"] - plain["max_win_rate"]) / math.hypot(se, (hi - lo) / 3.92)

    est = stratified.cap_rate(sample, alone)
    assert est["outside_capped"] > 5 and gap(est) < 3, (est, plain["max_win_rate"])
    # the mistake it replaces, and a report from before the count: the feature's part alone
    blind = {**sample, "sums": {**sample["sums"],
                                "outside": {**sample["sums"]["outside"], "capped": None}}}
    lower = stratified.cap_rate(blind, alone)
    assert lower["outside_capped"] is None and gap(lower) > 3
    assert lower["rate"] < est["rate"]


def test_a_count_of_caps_merged_with_a_report_that_lacks_it_is_unknown():
    """Pieces of a run played before the count was kept must not read as no cap at all."""
    new = simulate(MP, 50, seed=2, choices=("star",))
    old = simulate(MP, 50, seed=2, choices=("star",), first_nonce=50)
    del old["sums"]["outside"]["capped"]
    assert merge_reports([new, new | {"nonces": [100, 150]}])["sums"]["outside"]["capped"] == 0
    assert merge_reports([new, old])["sums"]["outside"]["capped"] is None


def test_the_command_line_joins_the_two_reports_and_refuses_others(tmp_path, capsys):
    from engine.__main__ import main as engine_main
    rounds, alone = tmp_path / "rounds.json", tmp_path / "alone.json"
    assert engine_main(["simulate", "--game", SBX, "--spins", "600", "--seed", "3", "--json",
                        "--quiet"]) == 0
    rounds.write_text(capsys.readouterr().out)
    assert capodds.main(["--game", SBX, "--plays", "300", "--seed", "4", "--json"]) == 0
    alone.write_text(capsys.readouterr().out)
    assert stratified.main([str(rounds), str(alone), "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["rounds"] == 600 and r["feature_plays"] == 300 and r["method"] == "stratified"
    old = json.loads(rounds.read_text())
    del old["sums"]["outside"]
    rounds.write_text(json.dumps(old))
    assert stratified.main([str(rounds), str(alone)]) == 2
    err = capsys.readouterr().err
    assert "keep no win outside the feature" in err and err.count("\n") == 1
    assert capodds.main(["--game", "midnight-princess", "--plays", "200", "--seed", "4",
                         "--json"]) == 0
    alone.write_text(capsys.readouterr().out)
    old["sums"]["outside"] = {}
    rounds.write_text(json.dumps(old))
    assert stratified.main([str(rounds), str(alone)]) == 2
    err = capsys.readouterr().err
    assert "different games" in err and err.count("\n") == 1


def test_the_count_of_a_symbol_over_cells_drawn_apart_is_exact():
    import itertools
    from engine.tools.simulate import strata_probabilities
    cells = [Fraction(1, 3), Fraction(1, 5), Fraction(1, 2), Fraction(0)]
    for top in (1, 2, 4):
        exact = [Fraction(0)] * (top + 1)
        for outcome in itertools.product((0, 1), repeat=len(cells)):
            p = math.prod(q if hit else 1 - q for q, hit in zip(cells, outcome))
            exact[min(top, sum(outcome))] += p
        assert strata_probabilities(cells, top) == exact


@pytest.mark.parametrize("mode", ["base", "ante"])
def test_the_first_screens_scatters_come_as_often_as_the_game_says(mode):
    """The strata's weights are the game's exact chances of 0, 1, 2, 3 and 4+ scatters on the
    first screen: counted over 20,000 first screens they agree (a chi-square test at 1 in
    10,000). Taking the chance from the free spins' reels, or one table for every mode,
    fails."""
    from engine.games import load_game
    from engine.rng import FairRng
    from engine.round import play_round
    from engine.tools.simulate import strata_probabilities
    game = load_game(SBX)
    symbol, top, cells = game.landing_strata(mode)
    expected = [float(p) * 20_000 for p in strata_probabilities(cells, top)]
    seen = [0] * (top + 1)
    for nonce in range(20_000):
        for e in play_round(game, game.bets.default, FairRng.from_seed(31, nonce), mode):
            if e["type"] == "grid":
                seen[min(top, sum(row.count(symbol) for row in e["cells"]))] += 1
                break
    chi2 = sum((o - x) ** 2 / x for o, x in zip(seen, expected))
    assert chi2 < 23.5, (seen, expected)        # 4 degrees of freedom, p = 1e-4
    assert game.landing_strata("buy") is None   # a bought spin's scatters are placed
