"""The PAR sheet (python -m engine par) and the cap estimate it stands on."""
import json
from contextlib import contextmanager

import pytest

from engine.tools import par
from engine.__main__ import main
from engine.tools.simulate import simulate
from engine.tools import replay
from variants import variant_path

SBX = "sweet-bonanza-xmas"


@pytest.fixture(scope="module")
def sheet(tmp_path_factory):
    out = tmp_path_factory.mktemp("par")
    assert main(["par", "--game", "midnight-princess", "--spins", "3000", "--seed", "4",
                 "--replays", "4", "--bet-spins", "100", "--out", str(out), "--quiet"]) == 0
    return out / "midnight-princess"


@pytest.mark.slow
def test_the_sheet_has_its_files_a_section_per_choice_and_a_plot_each(sheet):
    data = json.loads((sheet / "par.json").read_text())
    assert [s["label"] for s in data["sections"]] == ["base-love", "base-star", "base-storm"]
    for s in data["sections"]:
        assert (sheet / f"{s['label']}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        r = s["report"]
        lo, hi = r["rtp_ci95"]
        assert lo < r["rtp"] < hi and r["rounds"] == 3000 and r["std"] > 0
        assert abs(sum(row["rtp_share"] for row in r["distribution"]) - r["rtp"]) < 1e-9
        assert s["convergence"][-1][0] == 3000 and s["convergence"][-1][1] == r["rtp"]
        assert len(s["ladder"]["bets"]) == len(data["bets"]) and s["ladder"]["exact"]
        assert s["cap"]["replayed"]["feature"] == "free_spins"
    md = (sheet / "PAR.md").read_text()
    assert data["command"] in md and f"config version {data['config_version']}" in md
    assert "## base, choice storm" in md and "![base-storm](base-storm.png)" in md


@pytest.mark.slow
def test_the_sheet_reproduces_simulate(sheet):
    data = json.loads((sheet / "par.json").read_text())
    star = data["sections"][1]["report"]
    again = simulate("midnight-princess", 3000, seed=4, choices=("star",))
    assert star["rtp"] == again["rtp"] and star["largest_win"] == again["largest_win"]


def test_a_bad_argument_is_one_line(capsys):
    assert main(["par", "--game", SBX, "--spins", "0", "--out", "x"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


@pytest.mark.slow
def test_the_replayed_cap_estimate_agrees_with_a_plain_run(tmp_path):
    """A cap low enough that a plain run sees it often: the unbiased replayed estimate must
    agree with the plain count, and its plain plays must be the plain run's rounds."""
    path = variant_path(SBX, tmp_path, lambda c: c.__setitem__("max_win", 250))
    plain = simulate(SBX, 2500, "buy", seed=11, workers=2, path=path)
    lo, hi = plain["max_win_rate_ci95"]
    assert plain["max_win_rounds"] >= 30
    r = replay.run(SBX, 400, "free_spins", 8, "buy", seed=12, workers=2, path=path)
    rlo, rhi = r["cap"]["rate_ci95"]
    assert rlo < hi and lo < rhi, (plain["max_win_rate"], r["cap"])
    same = simulate(SBX, 400, "buy", seed=12, path=path)
    assert r["cap"]["plain_rounds"] == same["max_win_rounds"]
    once = replay.run(SBX, 400, "free_spins", 1, "buy", seed=12, path=path)
    assert once["cap"]["plays"] == same["max_win_rounds"]


@pytest.mark.slow
def test_a_sheet_of_a_game_with_free_multiplier_values_adds_the_estimate_over_them(tmp_path):
    assert main(["par", "--game", SBX, "--spins", "1200", "--seed", "4", "--replays", "2",
                 "--bet-spins", "20", "--mode-spins", "buy=100", "--out", str(tmp_path),
                 "--quiet"]) == 0
    data = json.loads((tmp_path / SBX / "par.json").read_text())
    md = (tmp_path / SBX / "PAR.md").read_text()
    for s in data["sections"]:
        c = s["cap"]["conditional"]
        assert c["feature"] == "free_spins" and c["seed"] == 6
        assert c["plays"] == 200 and 0 < c["start_rate"] <= 1      # one run for every mode
        assert c["per_feature"] == data["sections"][0]["cap"]["conditional"]["per_feature"]
        assert c["rate"] == pytest.approx(c["start_rate"] * c["per_feature"])
        assert "engine/tools/capodds.py" in s["cap"]["method"]
    assert md.count("| P(cap), over the multipliers' values |") == len(data["sections"])


def test_a_folder_that_cannot_take_the_sheet_fails_before_the_play(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert main(["par", "--game", "midnight-princess", "--spins", "10",
                 "--out", str(blocker / "sheets")]) == 2
    captured = capsys.readouterr()
    assert "cannot write the sheet" in captured.err and captured.err.count("\n") == 1
    assert "base-love" not in captured.err + captured.out        # no round was played


class Phases:
    """A progress recorder: every bar par opens, with the updates it got."""

    def __init__(self):
        self.bars = []

    @contextmanager
    def __call__(self, total, label):
        bar = {"label": label, "total": total, "updates": []}
        self.bars.append(bar)
        yield lambda done, _total: bar["updates"].append(done)


@pytest.mark.slow          # a PAR sheet built: 1-6 s of CPU
@pytest.mark.parametrize("game_id", ["midnight-princess", "santas-wonderland"])
def test_a_small_sheet_is_small_and_every_phase_shows_its_progress(game_id):
    """par --spins 2000: each phase (rounds, the ladder, the feature alone or its replays) is
    a bar that moves to its end, and the whole is a few times the rounds asked for. The old
    defaults played 10,000 rounds at each bet (490,000 for one mode) with no bar at all."""
    phases = Phases()
    sheet = par.build(game_id, 2000, seed=3, progress=phases)
    labels = [bar["label"] for bar in phases.bars]
    for s in sheet["sections"]:
        assert any(s["label"] in lab and "every bet" in lab for lab in labels), labels
        assert any(s["label"] in lab and lab.endswith("rounds") for lab in labels), labels
    for bar in phases.bars:
        assert bar["updates"] and bar["updates"][-1] == bar["total"], bar
        assert all(0 < d <= bar["total"] for d in bar["updates"]), bar
    work = sum(bar["total"] for bar in phases.bars)
    assert work <= 4 * 2000 * len(sheet["sections"]), labels
    assert any("alone" in lab or "replayed" in lab for lab in labels), labels


@pytest.mark.slow          # a PAR section simulated: 0.6 s of CPU
def test_the_rtp_axis_follows_the_data():
    """A small run far below the target: the RTP line stays on the plot (the old fixed axis,
    the target +-15 pp, lost a line at 40%)."""
    conv = [[1000 * i, 0.40 + 0.001 * i, 0.3 / i] for i in range(1, 30)]
    section = {"label": "base", "convergence": conv,
               "report": {"rtp_target": 0.965, "distribution": [
                   {"bucket": "<1x", "share": 0.5, "rtp_share": 0.2}], "game": "g",
                   "config_version": 1, "rounds": 29000, "seed": 1},
               "rtp": {"method": "stratified", "rtp": 0.43, "rtp_ci95": [0.41, 0.45]}}
    fig = par.figure(section)
    low, high = fig.axes[1].get_ylim()
    assert low <= 40.1 and high >= 96.5
    assert low > 0 and high < 120                       # and no wider than it needs
    assert par.rtp_limits(section) == (low, high)


@pytest.mark.slow          # PAR runs long enough to be sharp: 4.5 s of CPU
def test_the_sheet_measures_each_rtp_as_sharply_as_its_game_allows(tmp_path):
    """Strata where the feature starts afresh (Midnight Princess: the choices share the rounds
    outside it), replays where it does not (Santa's Wonderland's base game), plain where every
    round plays it (a buy); the summary says whether each holds the target."""
    mp = par.build("midnight-princess", 3000, seed=5, rtp_spins={"base": 5000},
                   feature_plays=300)
    first = mp["sections"][0]["rtp"]
    for s in mp["sections"]:
        assert s["rtp"]["method"] == "stratified" and s["rtp"]["rounds"] == 5000
        assert s["rtp"]["outside"] == first["outside"]         # one base game, shared
        assert s["rtp"]["feature_plays"] == 300
    assert "--rtp-spins base=5000" in mp["command"] and "--feature-plays 300" in mp["command"]
    sw = par.build("santas-wonderland", 1500, seed=5, mode_spins={"buy": 200})
    base, buy = sw["sections"]
    assert base["rtp"]["method"] == "replayed" and base["rtp"]["replays"] == 16
    assert buy["rtp"]["method"] == "plain" and "replayed" not in buy["cap"]
    md = par.markdown(sw)
    assert "| base | " in md and "| replayed |" in md and "holds the target" in md
    assert sw["rtp_spread"] == pytest.approx(abs(base["rtp"]["rtp"] - buy["rtp"]["rtp"]))


@pytest.mark.slow          # a PAR sheet built twice: 2 s of CPU
def test_a_sheet_kept_in_pieces_goes_on_where_it_stopped(tmp_path, monkeypatch):
    """--pieces: every piece of a long run is kept as it is played; the same command again
    plays only what is missing and writes the same sheet."""
    monkeypatch.setattr(par, "PIECE", 1000)
    monkeypatch.setattr(par, "PIECE_PLAYS", 100)
    kept = tmp_path / "pieces"
    one = par.build("midnight-princess", 2500, seed=7, feature_plays=250, pieces=kept)
    names = sorted(p.name for p in kept.iterdir())
    assert any(n.startswith("simulate-") and n.endswith("-2000-2500.json") for n in names)
    assert any(n.startswith("alone-") and n.endswith("-200-250.json") for n in names)
    for name in names[::2]:
        (kept / name).unlink()                      # a run stopped half way
    phases = Phases()
    two = par.build("midnight-princess", 2500, seed=7, feature_plays=250, pieces=kept,
                    progress=phases)
    for a, b in zip(one["sections"], two["sections"]):
        assert a["rtp"] == b["rtp"] and a["cap"] == b["cap"]
        assert a["report"]["rtp"] == b["report"]["rtp"]
    assert sorted(p.name for p in kept.iterdir()) == names


