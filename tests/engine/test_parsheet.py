"""Reading a committed PAR sheet (engine/parsheet.py): the top prize's and a win's odds as the
help pages, the lobby and the history quote them, and each sheet read once."""
import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from engine import parsheet
from engine.games import available_games, load_game


def test_the_odds_of_the_top_prize_are_read_from_a_sheet():
    sheet = {"sections": [{"mode": "base", "cap": {"plain": {"rate": 0.0},
                                                   "replayed": {"rate": 1e-7}}}]}
    assert parsheet.top_prize_odds(sheet) == pytest.approx(1e7)
    sheet["sections"][0]["cap"].pop("replayed")
    assert parsheet.top_prize_odds(sheet) is None


def distribution(shares, cap=5000):
    """A report's distribution as simulate names its buckets, from {name: share}."""
    return [{"bucket": name, "rounds": int(share * 1000), "share": share, "rtp_share": 0.0}
            for name, share in shares.items()]


COARSE = {"0": 0.5, "<1x": 0.3, "1-20x": 0.19, "20-50x": 0.006, "50-100x": 0.003,
          "100-5000x": 0.001, "cap": 0.0}


def test_how_rare_a_win_is_reads_the_buckets_at_or_above_its_own():
    sheet = {"config_version": 3, "cap_multiple": 5000, "sections": [
        {"mode": "base", "choices": [], "report": {"rounds": 1000,
                                                   "distribution": distribution(COARSE)}}]}
    assert parsheet.win_odds(sheet, "base", (), 37) == (20, pytest.approx(100), 1000)
    assert parsheet.win_odds(sheet, "base", (), 50).one_in == pytest.approx(250)
    assert parsheet.win_odds(sheet, "base", (), 5000) == (5000, None, 1000)    # never seen: None
    assert parsheet.win_odds(sheet, "base", (), 37, version=3).edge == 20
    assert parsheet.win_odds(sheet, "base", (), 37, version=4) is None        # another version's
    assert parsheet.win_odds(sheet, "buy", (), 37) is None
    assert parsheet.win_odds(None, "base", (), 37) is None
    finer = dict(COARSE, **{"20-50x": 0.004, "30-50x": 0.002})          # a remade sheet's
    sheet["sections"][0]["report"]["distribution"] = distribution(finer)
    assert parsheet.win_odds(sheet, "base", (), 37) == (30, pytest.approx(1 / 0.006), 1000)
    assert parsheet.win_odds(sheet, "base", (), 20).one_in == pytest.approx(100)
    assert [parsheet.bucket_floor(n, 5000) for n in ("0", "<1x", "1-2x", "5000-21100x", "cap")] \
        == [0, 0, 1, 5000, 5000]


def test_a_wins_odds_follow_the_rounds_choice_or_average_the_modes():
    def section(choice, share):
        return {"mode": "base", "choices": [choice], "report": {
            "rounds": 2000, "distribution": distribution({"0": 1 - share, "20-50x": share})}}
    sheet = {"config_version": 1, "cap_multiple": 50,
             "sections": [section("love", 0.01), section("storm", 0.03)]}
    assert parsheet.win_odds(sheet, "base", ["storm"], 25).one_in == pytest.approx(1 / 0.03)
    assert parsheet.win_odds(sheet, "base", [], 25).one_in == pytest.approx(1 / 0.02)


def test_the_committed_sheets_say_how_rare_a_big_win_is():
    for game_id in available_games():
        game = load_game(game_id)
        sheet = parsheet.committed(game)
        if sheet is None:
            continue
        for mode in game.modes:
            odds = parsheet.win_odds(sheet, mode, (), 20, game.version)
            assert odds.edge == 20 and odds.one_in > 1, (game_id, mode)


def test_the_odds_are_averaged_over_a_modes_choices():
    sheet = {"sections": [{"mode": "base", "cap": {"plain": {"rate": 0.0},
                                                   "replayed": {"rate": r}}}
                          for r in (2e-8, 0.0, 4e-8)]}
    assert parsheet.top_prize_odds(sheet) == pytest.approx(1 / 2e-8)
    assert parsheet.top_prize_odds(sheet, "buy") is None


def test_the_sheet_prefers_the_estimate_over_the_values():
    cap = {"plain": {"rate": 0.0}, "replayed": {"rate": 3e-8}, "conditional": {"rate": 1e-9}}
    assert parsheet.top_prize_odds({"sections": [{"mode": "base", "cap": cap}]}) == \
        pytest.approx(1e9)
    cap["conditional"]["rate"] = 0.0        # none came near: the next estimate stands
    assert parsheet.top_prize_odds({"sections": [{"mode": "base", "cap": cap}]}) == \
        pytest.approx(1 / 3e-8)


def test_the_top_prize_comes_from_the_sharpest_estimate_of_the_sheet():
    cap = {"plain": {"rate": 0.0}, "replayed": {"rate": 3e-8}, "alone": {"rate": 5e-8}}
    assert parsheet.top_prize_odds({"sections": [{"mode": "base", "cap": cap}]}) == \
        pytest.approx(2e7)
    cap["conditional"] = {"rate": 1e-9}
    assert parsheet.top_prize_odds({"sections": [{"mode": "base", "cap": cap}]}) == \
        pytest.approx(1e9)



@pytest.fixture
def sheets(monkeypatch, tmp_path):
    """SHEETS in a folder of the test's own, nothing read before it and nothing left after."""
    monkeypatch.setattr(parsheet, "SHEETS", tmp_path)
    parsheet.read.cache_clear()
    yield tmp_path
    parsheet.read.cache_clear()


def test_a_sheet_is_read_once_per_game_and_version(sheets, monkeypatch):
    """The help pages ask for the sheet every frame they are open: parsing its 33-57 KB of
    JSON each time cost 0.64 ms a frame. A sheet of another version is never served."""
    (sheets / "tiny").mkdir()
    (sheets / "tiny" / "par.json").write_text(json.dumps({"config_version": 2, "sections": []}))
    reads = []
    read_text = Path.read_text
    monkeypatch.setattr(Path, "read_text",
                        lambda path, *a, **k: reads.append(path) or read_text(path, *a, **k))
    now, before = SimpleNamespace(id="tiny", version=2), SimpleNamespace(id="tiny", version=1)
    for _ in range(5):
        assert parsheet.committed(now) == {"config_version": 2, "sections": []}
        assert parsheet.committed(before) is None
    assert reads == [sheets / "tiny" / "par.json"] * 2            # once per (game, version)
