import json

import pytest

from engine.tools.simulate import simulate

TIMING = ("seconds", "rounds_per_second", "workers")


def strip(report):
    return {k: v for k, v in report.items() if k not in TIMING}


@pytest.mark.slow          # a long proof (issue 54: the fast lane's minute)
def test_same_seed_same_report_for_any_number_of_workers():
    one = simulate("sweet-bonanza-xmas", 3000, seed=4, workers=1, chunk=700)
    two = simulate("sweet-bonanza-xmas", 3000, seed=4, workers=2, chunk=500)
    assert strip(one) == strip(two)


@pytest.mark.slow
def test_report_is_consistent_with_itself():
    r = simulate("sweet-bonanza-xmas", 3000, mode="buy", seed=2, workers=1)
    assert r["features"]["free_spins"]["rounds"] == 3000     # every buy triggers free spins
    assert abs(sum(row["rtp_share"] for row in r["distribution"]) - r["rtp"]) < 1e-9
    lo, hi = r["rtp_ci95"]
    assert lo < r["rtp"] < hi


def test_different_seeds_give_different_reports():
    a = simulate("sweet-bonanza-xmas", 2000, seed=1)
    b = simulate("sweet-bonanza-xmas", 2000, seed=2)
    assert a["rtp"] != b["rtp"]


def test_pieces_of_a_run_merge_into_exactly_the_whole_run():
    from engine.tools.simulate import merge_reports
    whole = simulate("midnight-princess", 3000, seed=9, chunk=500)
    parts = [simulate("midnight-princess", 1200, seed=9, chunk=500),
             simulate("midnight-princess", 1800, seed=9, chunk=500, first_nonce=1200)]
    merged = merge_reports(parts)

    def keep(r):
        return {k: v for k, v in strip(r).items() if k not in ("nonces", "sums")}
    assert keep(merged) == keep(whole) and merged["sums"] == whole["sums"]


def test_overlapping_or_foreign_pieces_are_refused():
    import pytest
    from engine.tools.simulate import merge_reports
    a = simulate("midnight-princess", 500, seed=9)
    b = simulate("midnight-princess", 500, seed=9, first_nonce=400)
    with pytest.raises(ValueError, match="overlap"):
        merge_reports([a, b])
    c = simulate("midnight-princess", 500, seed=10, first_nonce=500)
    with pytest.raises(ValueError, match="different runs"):
        merge_reports([a, c])



def test_merge_says_what_is_wrong_in_one_line(tmp_path, capsys):
    import pytest
    from engine.tools import merge
    (tmp_path / "bad.json").write_text("{not json")
    (tmp_path / "list.json").write_text("[1, 2]")
    for name, said in (("missing.json", "cannot read it"), ("bad.json", "not a simulate"),
                       ("list.json", "it has no sums")):
        assert merge.main([str(tmp_path / name)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and name in err and said in err, err
    for argv, code in (([], 2), (["--help"], 0)):
        with pytest.raises(SystemExit) as exit_:
            merge.main(argv)
        assert exit_.value.code == code
    assert "Traceback" not in capsys.readouterr().err


def test_the_tools_that_read_reports_back_say_what_is_wrong_in_one_line(tmp_path, capsys):
    from engine.tools import decompose, replay
    empty = tmp_path / "empty.json"
    empty.write_text("{}")
    base = tmp_path / "base.json"
    base.write_text(json.dumps(simulate("midnight-princess", 300, seed=2)))
    for tool, argv, said in (
            (decompose, [str(tmp_path / "no.json"), str(empty), "--feature", "x"],
             "no.json: cannot read it"),
            (decompose, [str(empty), str(empty), "--feature", "x"], "it has no rounds"),
            (decompose, [str(base), str(base), "--feature", "wild_moon"],
             "feature 'wild_moon' never started"),
            (replay, ["--merge", str(empty)], "not a replay report (it has no sums, nonces)")):
        assert tool.main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and said in err, err


def test_a_report_cut_short_by_its_reader_is_not_an_error():
    """`tool | head` closes the pipe: every tool that ends through finish returns 0, as
    merge did on its own before it did."""
    from engine.tools.cli import finish

    def closed(report):
        raise BrokenPipeError
    assert finish(lambda: {"rtp": 1}, False, closed) == 0
