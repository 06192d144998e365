"""The Stake Engine export (engine/tools/export/): the platform's upload checks, read here from
the files alone and written apart from the exporter's own check_upload, on a small export; its
figures recomputed from the files; bad input in one line; nothing half-written left as done."""
import io
import json
import shutil
from fractions import Fraction

import pytest

zstd = pytest.importorskip("zstandard", reason="the export extra: pip install -e '.[export]'")

from engine.tools import export                                    # noqa: E402
from engine.tools.export import search as export_search            # noqa: E402
from engine.__main__ import main                             # noqa: E402
from engine.errors import EngineError                        # noqa: E402
from engine.games import load_game                           # noqa: E402
from engine.parsheet import committed                        # noqa: E402
from engine.buckets import bucket, bucket_names  # noqa: E402

GAME = "sweet-bonanza-xmas"


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    """A small export of one mode: 2,000 plain rounds and a short search (0.3 s)."""
    out = tmp_path_factory.mktemp("export") / "sbx"
    report = export.export(GAME, out, rounds=2000, seed=5, search=5000, modes=["base"])
    return out, report


def books(path):
    """Each line of a books file, read as the platform reads it: one zstandard stream."""
    with open(path, "rb") as f, zstd.ZstdDecompressor().stream_reader(f) as reader:
        return [json.loads(line) for line in io.TextIOWrapper(reader, encoding="utf-8")
                if line.strip()]


def table(path):
    rows = []
    for line in open(path, encoding="utf-8"):
        book, weight, pay = line.strip().split(",")
        rows.append((int(book), int(weight), int(pay)))
    return rows


def test_the_platforms_upload_checks_pass(small, contract):
    out, _ = small
    index = json.loads((out / "index.json").read_text())
    assert [sorted(m) for m in index["modes"]] == [["cost", "events", "name", "weights"]]
    mode = index["modes"][0]
    assert mode == {"name": "base", "cost": 1.0, "events": "books_base.jsonl.zst",
                    "weights": "lookUpTable_base_0.csv"}
    rows = table(out / mode["weights"])
    for line in open(out / mode["weights"]):       # unsigned integers, nothing else
        assert all(part.isdigit() for part in line.strip().split(","))
    assert all(pay % 10 == 0 and (pay == 0 or pay >= 10) for _, _, pay in rows)
    assert 0 < sum(w for _, w, _ in rows) < 2 ** 64
    read = books(out / mode["events"])
    assert len(read) == len(rows)
    for book, (book_id, _, pay) in zip(read, rows):
        assert {"id", "events", "payoutMultiplier"} <= set(book)
        assert (book["id"], book["payoutMultiplier"]) == (book_id, pay)
        end = book["events"][-1]
        assert end["type"] == "round_end" and end["payout_multiplier"] == pay
        assert contract(book["events"], f"book {book_id}") == []    # the game's own stream
    assert [r[0] for r in rows] == list(range(1, len(rows) + 1))
    assert export.check_upload(out)["base"]["weight_sum"] == sum(w for _, w, _ in rows)


def test_the_table_is_the_sheet_recomputed_from_the_files(small):
    """RTP within 0.05 pp of the sheet's, each bucket's share of weight the sheet's
    probability (the buckets a small run missed left out and the rest scaled), the hit rate
    inside the sheet's interval: all from the table and the books' own wins."""
    out, report = small
    rows = table(out / "lookUpTable_base_0.csv")
    total = sum(w for _, w, _ in rows)
    rtp = Fraction(sum(w * pay for _, w, pay in rows), total * 100)
    game = load_game(GAME)
    section = committed(game)["sections"][0]
    assert abs(rtp - Fraction(repr(section["rtp"]["rtp"]))) < Fraction(5, 10_000)
    entry = report["modes"][0]
    assert entry["rtp_reached"] and entry["table"]["rtp"] == pytest.approx(float(rtp), abs=1e-15)
    probs = export.targets(section)
    assert sum(probs) == 1
    assert probs[-1] == Fraction(repr(section["cap"]["conditional"]["rate"]))   # the sharpest
    share = [0] * len(probs)
    for book, (_, w, _) in zip(books(out / "books_base.jsonl.zst"), rows):
        end = book["events"][-1]
        b = bucket(end["total_win"], book["proof"]["bet"], game.cap_multiple)
        share[b if b >= 0 else len(probs) - 1] += w
    live = [b for b in range(len(probs)) if share[b]]
    mass = sum(probs[b] for b in live)
    for b in live:
        assert abs(Fraction(share[b], total) - probs[b] / mass) < Fraction(1, 10 ** 12)
    missing = {bucket_names(game.cap_multiple)[b] for b in range(len(probs))
               if probs[b] and not share[b]}
    assert missing == set(entry["missing"])
    hit = Fraction(sum(w for _, w, pay in rows if pay), total)
    low, high = entry["sheet"]["hit_rate_ci95"]
    assert low - 1e-4 <= hit <= high + 1e-4      # a bucket missed shifts it by its share
    # 2,000 rounds and a short search find no cap nor 1000-5000x: the report says so, and
    # that the RTP and hit rate hold; without the top buckets the spread cannot be the sheet's
    assert {"cap", "1000-5000x"} <= set(entry["rare_missing"])
    assert entry["unmet"][:4] == ["max win's odds inside the sheet's interval",
                                  "every bucket likelier than 1 in 100 million has rounds",
                                  "std within 5% of the sheet's",
                                  "each bucket's share of return inside the sheet's 95% "
                                  "interval"]


def test_an_exported_round_verifies_and_a_wrong_win_does_not(small, capsys):
    out, _ = small
    read = books(out / "books_base.jsonl.zst")
    book = max(read, key=lambda b: b["payoutMultiplier"])
    assert main(export.verify_args(book)) == 0
    assert "win matches" in capsys.readouterr().err
    args = export.verify_args(book)
    args[args.index("--win") + 1] = str(book["proof"]["win"] + 1)
    assert main(args) == 1


def test_the_check_fails_on_each_fault(tmp_path):
    """check_upload must be able to fail: a payout off the 0.1x step, books out of the
    table's order, a book without a key, weights past uint64, an index without a key."""
    out = tmp_path / "tiny"
    export.export(GAME, out, rounds=100, search=0, modes=["base"])
    export.check_upload(out)

    def broken(edit_table=None, edit_books=None, edit_index=None):
        copy = tmp_path / "copy"
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(out, copy)
        if edit_table:
            path = copy / "lookUpTable_base_0.csv"
            path.write_text(edit_table(path.read_text()))
        if edit_books:
            path = copy / "books_base.jsonl.zst"
            lines = [json.dumps(b) for b in edit_books(books(path))]
            path.write_bytes(zstd.ZstdCompressor().compress(("\n".join(lines) + "\n").encode()))
        if edit_index:
            path = copy / "index.json"
            path.write_text(json.dumps(edit_index(json.loads(path.read_text()))))
        with pytest.raises(EngineError) as err:
            export.check_upload(copy)
        return str(err.value)

    def first_row(text, row):
        lines = text.splitlines()
        lines[0] = row
        return "\n".join(lines) + "\n"

    assert "steps of 10" in broken(edit_table=lambda t: first_row(t, "1,5,15"))
    assert "uint64" in broken(edit_table=lambda t: first_row(t, f"1,{2 ** 64},0"))
    assert "does not match" in broken(edit_books=lambda b: [b[1], b[0], *b[2:]])
    assert "lacks 'events'" in broken(
        edit_books=lambda b: [{k: v for k, v in b[0].items() if k != "events"}, *b[1:]])
    assert "books for" in broken(edit_books=lambda b: b[:-1])
    assert "exactly name, cost" in broken(
        edit_index=lambda i: {"modes": [{k: v for k, v in i["modes"][0].items()
                                         if k != "cost"}]})


def test_payouts_are_whole_steps_rounded_halves_to_even():
    pay = export.payout_multiplier
    assert pay(0, 200, 5000) == 0
    assert pay(1, 200, 5000) == 10                 # 0.005x: still a hit
    assert pay(50, 200, 5000) == 20                # 0.25x: half, to the even 0.2x
    assert pay(70, 200, 5000) == 40                # 0.35x: half, to the even 0.4x
    assert pay(61, 200, 5000) == 30                # 0.305x
    assert pay(8610, 200, 5000) == 4300            # 43.05x
    assert pay(1_000_000, 200, 5000) == 500_000    # the cap
    assert pay(999_999, 200, 5000) == 499_990      # under the cap never pays it


def test_weights_meet_the_shares_and_the_target_exactly_or_say_not():
    pays = [0, 0, 0, 50, 90, 120, 180, 300]
    buckets = [0, 0, 0, 1, 1, 2, 2, 3]
    probs = [Fraction(1, 2), Fraction(1, 4), Fraction(1, 5), Fraction(1, 20)]
    bounds = [(0, 0), (0, 100), (100, 200), (200, 500)]
    for target in (Fraction(60), Fraction(70)):
        got = export.weights(pays, buckets, probs, bounds, target, total=10 ** 18)
        w = list(got["weights"])
        assert got["reached"] and min(w) >= 0 and sum(w) <= 10 ** 18
        for b, p in enumerate(probs):
            assert sum(x for x, bb in zip(w, buckets) if bb == b) == int(10 ** 18 * p)
        assert abs(Fraction(sum(x * y for x, y in zip(w, pays)), sum(w)) - target) \
            < Fraction(1, 10 ** 12)
    far = export.weights(pays, buckets, probs, bounds, Fraction(150), total=10 ** 18)
    assert not far["reached"] and min(far["weights"]) >= 0


def test_a_choice_is_a_mode_of_its_own():
    _, _, sections = export.plan("midnight-princess")
    assert [export.mode_name(s) for s in sections] == ["base_love", "base_star", "base_storm"]
    _, _, sections = export.plan("midnight-princess", choices=["star"])
    assert [export.mode_name(s) for s in sections] == ["base_star"]


@pytest.mark.parametrize("args, words", [
    (["--mode", "turbo"], "mode 'turbo' is not offered"),
    (["--choice", "love"], "'love' is not a choice this game offers"),
    (["--config-version", "5"], "no committed PAR sheet for config version 5"),
])
def test_bad_input_is_one_line(tmp_path, capsys, args, words):
    out = tmp_path / "out"
    code = main(["export", "--game", GAME, "--out", str(out), "--rounds", "10", *args])
    err = capsys.readouterr().err
    assert code == 2 and words in err and err.count("\n") == 1
    assert not out.exists()


def test_a_folder_with_files_needs_force(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    argv = ["export", "--game", GAME, "--out", str(out), "--rounds", "20", "--search", "0",
            "--mode", "buy", "--quiet"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "exists and is not empty (--force replaces it)" in err and err.count("\n") == 1
    assert (out / "keep.txt").read_text() == "mine"
    assert main(argv + ["--force"]) == 0
    assert not (out / "keep.txt").exists() and (out / "index.json").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


def test_a_disk_that_fills_half_way_leaves_nothing_that_looks_done(tmp_path, monkeypatch):
    """The second chunk's write fails as a full disk does: no OUT, no hidden half folder,
    and an OUT that was there (--force) is left as it was."""
    real = export_search._imap

    def filling(tasks, workers):
        for i, part in enumerate(real(tasks, workers)):
            if i == 1:
                raise OSError(28, "No space left on device")
            yield part
    monkeypatch.setattr(export_search, "_imap", filling)
    out = tmp_path / "out"
    with pytest.raises(EngineError, match="No space left on device.*nothing was left"):
        export.export(GAME, out, rounds=250, search=0, modes=["base"])
    assert list(tmp_path.iterdir()) == []
    out.mkdir()
    (out / "old.txt").write_text("old")
    with pytest.raises(EngineError):
        export.export(GAME, out, rounds=250, search=0, modes=["base"], force=True)
    assert [p.name for p in tmp_path.iterdir()] == ["out"]
    assert [p.name for p in out.iterdir()] == ["old.txt"]


@pytest.mark.slow
def test_a_game_with_a_choice_exports_and_its_rounds_verify(tmp_path, capsys):
    """Midnight Princess: a mode per princess, each book played with that choice, and the
    command line writes the report beside the files."""
    out = tmp_path / "mp"
    assert main(["export", "--game", "midnight-princess", "--out", str(out), "--rounds", "4000",
                 "--search", "300", "--seed", "3", "--quiet"]) == 0
    stats = export.check_upload(out)
    assert sorted(stats) == ["base_love", "base_star", "base_storm"]
    report = json.loads((out / "report.json").read_text())
    assert "--seed 3" in report["command"] and (out / "report.md").exists()
    for name in stats:
        read = books(out / f"books_{name}.jsonl.zst")
        choice = name.split("_")[1]
        chosen = [e["chosen"] for b in read for e in b["events"] if e["type"] == "choice"]
        assert chosen and set(chosen) == {choice}
        book = next(b for b in read if b["proof"]["choices"])
        assert main(export.verify_args(book)) == 0
        entry = next(e for e in report["modes"] if e["name"] == name)
        assert entry["table"]["rtp"] == stats[name]["rtp"]


def _chunk(game, mode, lanes, start, stop, short=0):
    """play_chunk's kept rounds, lane by lane, as (nonce, events) from each book's proof."""
    g = load_game(game)
    result = export.play_chunk((g.id, g.version, mode, lanes, 100, 5, "test-search", start,
                                stop, 1, short))
    lanes_kept = []
    for lane in result["lanes"]:
        read = [json.loads(line) for line in lane["text"].split(b"\n") if line]
        lanes_kept.append([(b["proof"]["nonce"], b["events"]) for b in read])
    return lanes_kept, result["played"]


def test_a_round_dropped_early_is_one_the_search_would_not_keep():
    """A search for small buckets stops a round once its win is past them (a win only grows):
    it keeps exactly the rounds a search playing every round in full keeps. The first 1-2x
    bucket and everything (the full play) over the same nonces."""
    game = load_game(GAME)
    names = bucket_names(game.cap_multiple)
    small = frozenset({names.index("<1x"), names.index("1-2x")})
    everything = frozenset(range(len(names)))
    (cut,), played = _chunk(GAME, "base", [((), dict.fromkeys(small, export.KEEP_FOUND),
                                             "base")], 0, 60)
    (full,), _ = _chunk(GAME, "base", [((), dict.fromkeys(everything, 60), "base")], 0, 60)
    assert played == 60 and cut
    kept = [(n, e) for n, e in full if bucket(e[-1]["total_win"], 100, game.cap_multiple)
            in small]
    found: dict = {}
    expected = []
    for n, e in kept:            # at most KEEP_FOUND of each bucket, in nonce order
        b = bucket(e[-1]["total_win"], 100, game.cap_multiple)
        found[b] = found.get(b, 0) + 1
        if found[b] <= export.KEEP_FOUND:
            expected.append((n, e))
    assert cut == expected
    assert export_search._beyond(game, 100, small) == 200          # 2x: past 1-2x
    assert export_search._beyond(game, 100, everything) is None    # the cap has no beyond


def test_a_modes_choices_share_one_search_and_keep_what_each_alone_would():
    """Midnight Princess's princesses searched together (each nonce played once, again only
    where a choice was made) keep exactly the rounds each princess's own search keeps, with
    different buckets wanted per princess (one with a small-win cut, which may apply only
    before the choice)."""
    game = load_game("midnight-princess")
    names = bucket_names(game.cap_multiple)
    lanes = [(("love",), dict.fromkeys(range(len(names)), 4), "base_love"),
             (("star",), dict.fromkeys({names.index("<1x"), names.index("1-2x")}, 4),
              "base_star"),
             (("storm",), dict.fromkeys(range(2, len(names)), 4), "base_storm")]
    together, played = _chunk("midnight-princess", "base", lanes, 600, 720)   # 669 chooses
    assert played == 120
    for lane, got in zip(lanes, together):
        (alone,), _ = _chunk("midnight-princess", "base", [lane], 600, 720)
        assert got == alone and got
    for lane, got in zip(lanes, together):
        chosen = {e["chosen"] for _, events in got for e in events if e["type"] == "choice"}
        assert chosen == ({lane[0][0]} if lane[0] != ("star",) else set())
    small = [(c, dict.fromkeys((names.index(b) for b in want), 4), label) for c, want, label in (
        (("love",), ("<1x", "1-2x", "2-5x"), "base_love"), (("star",), ("<1x",), "base_star"),
        (("storm",), ("1-2x",), "base_storm"))]     # every lane cut, before the choice too
    together, _ = _chunk("midnight-princess", "base", small, 600, 720)
    for lane, got in zip(small, together):
        assert got == _chunk("midnight-princess", "base", [lane], 600, 720)[0][0] and got


def test_the_books_encoder_writes_the_standard_librarys_bytes():
    """orjson (where installed) writes each game's books byte for byte as json.dumps, so a
    book never depends on which encoder wrote it."""
    orjson = pytest.importorskip("orjson")
    for game, mode, choices in (("santas-wonderland", "buy", ()), (GAME, "base", ()),
                                ("midnight-princess", "base", ("love",))):
        g = load_game(game)
        from engine.rng import FairRng
        from engine.round import run
        for nonce in range(3):
            events = run(g, 100, FairRng("s", "export", nonce), mode, choices)
            book = {"id": 1, "payoutMultiplier": 0, "events": events, "mode": mode}
            assert orjson.dumps(book) == json.dumps(book, separators=(",", ":")).encode()


@pytest.fixture(scope="module")
def apart(tmp_path_factory):
    """Two exports of one game made apart: its base (the `small` one's rounds) and its buy."""
    root = tmp_path_factory.mktemp("apart")
    for mode, seed in (("base", 5), ("buy", 6)):
        assert main(["export", "--game", GAME, "--out", str(root / mode), "--rounds", "300",
                     "--search", "0", "--seed", str(seed), "--mode", mode, "--quiet"]) == 0
    return root


def test_exports_made_apart_join_into_one_upload(apart, tmp_path, capsys):
    out = tmp_path / "joined"
    argv = ["export", "--join", str(apart / "base"), "--join", str(apart / "buy"),
            "--out", str(out)]
    assert main(argv) == 0
    assert "written to" in capsys.readouterr().out
    stats = export.check_upload(out)
    assert list(stats) == ["base", "buy"]
    for mode in ("base", "buy"):
        alone = export.check_upload(apart / mode)[mode]
        assert stats[mode] == alone
        for name in (f"books_{mode}.jsonl.zst", f"lookUpTable_{mode}_0.csv"):
            assert (out / name).read_bytes() == (apart / mode / name).read_bytes()
    report = json.loads((out / "report.json").read_text())
    assert report["command"].startswith("python -m engine export --join")
    assert [(p["modes"], p["seed"]) for p in report["parts"]] == [(["base"], 5), (["buy"], 6)]
    assert report["rtp_spread"] == pytest.approx(abs(stats["base"]["rtp"] - stats["buy"]["rtp"]))
    text = (out / "report.md").read_text()
    assert "--seed 5" in text and "--seed 6" in text and "Joined by" in text
    # a joined export joins again, keeping the parts that made it
    again = tmp_path / "again"
    assert main(["export", "--join", str(out), "--join", str(apart / "base"), "--out",
                 str(again)]) == 2
    assert "mode base is also in" in capsys.readouterr().err


@pytest.mark.parametrize("case, words", [
    ("one", "--join needs at least two exports"),
    ("twice", "mode base is also in"),
    ("game", "leave out --game"),
    ("other", "only one game's exports of one version and sheet join"),
    ("missing", "books_buy.jsonl.zst: missing"),
])
def test_a_join_that_cannot_be_is_one_line(apart, tmp_path, capsys, case, words):
    base, buy = str(apart / "base"), str(apart / "buy")
    joins = {"one": [base], "twice": [base, base], "game": [base, buy],
             "other": [base, buy], "missing": [base, buy]}[case]
    if case in ("other", "missing"):
        copy = tmp_path / "buy"
        shutil.copytree(apart / "buy", copy)
        joins = [base, str(copy)]
        if case == "other":
            report = json.loads((copy / "report.json").read_text())
            report["config_version"] -= 1
            (copy / "report.json").write_text(json.dumps(report))
        else:
            (copy / "books_buy.jsonl.zst").unlink()
    out = tmp_path / "out"
    argv = ["export", "--out", str(out)] + [w for j in joins for w in ("--join", j)]
    if case == "game":
        argv += ["--game", GAME]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
    assert not out.exists()


def test_an_export_without_a_game_or_joins_is_one_line(tmp_path, capsys):
    assert main(["export", "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert "export needs --game (or --join" in err and err.count("\n") == 1
