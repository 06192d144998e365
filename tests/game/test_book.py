"""python -m game --book DIR --mode M --id N: an exported book plays in the client as the
history's replay does (game/round/book.py)."""
import pytest

pytest.importorskip("zstandard", reason="the export extra: pip install -e '.[export]'")

from helpers import frames  # noqa: E402


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    from engine.tools import export
    out = tmp_path_factory.mktemp("book") / "sbx"
    export.export("sweet-bonanza-xmas", out, rounds=200, seed=2, search=0, modes=["base"])
    return out


@pytest.mark.slow
def test_an_exported_book_plays_in_the_window(app, exported):
    from engine.books_format import read_books
    from game.round.book import load
    from game.window.scenes.slot import SlotScene
    best = max(read_books(exported / "books_base.jsonl.zst"),
               key=lambda b: b["payoutMultiplier"])
    record = load(exported, "base", best["id"])
    assert record["events"] == best["events"] and record["bet"] == best["proof"]["bet"]
    scene = SlotScene(app, record["game"])
    app.push(scene)
    scene.replay(record)
    scene.anim.speed = "turbo"
    for _ in range(3000):
        frames(app, 0.1)
        if not scene.in_round:
            break
    assert not scene.in_round and scene.session.last_win == best["proof"]["win"] > 0


@pytest.mark.parametrize("args, words", [
    (["--mode", "ante", "--id", "1"], "no mode 'ante' (it has base)"),
    (["--mode", "base", "--id", "999"], "mode 'base' has no book 999"),
])
def test_a_wrong_book_is_one_line(exported, capsys, args, words):
    from game.__main__ import main
    assert main(["--book", str(exported), *args]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_a_folder_that_is_no_export_is_one_line(tmp_path, capsys):
    from game.__main__ import main
    assert main(["--book", str(tmp_path), "--mode", "base", "--id", "1"]) == 2
    assert "not an export" in capsys.readouterr().err


def test_a_large_books_file_is_said_before_the_wait(exported, monkeypatch):
    """A bought million is 2.6 GB of one zstandard stream: its last book is found after
    seconds of reading, so the command says so before the window opens."""
    from game.round import book
    heard: list[str] = []
    book.load(exported, "base", 3, say=heard.append)
    assert heard == []                                  # a small file: nothing to say
    monkeypatch.setattr(book, "LARGE", 0)
    record = book.load(exported, "base", 3, say=heard.append)
    assert record["id"] == "base #3"
    assert len(heard) == 1 and "finding book 3 in" in heard[0] and "books_base" in heard[0]


def test_without_the_export_extra_the_hint_is_the_installed_programs(exported, monkeypatch,
                                                                     capsys):
    """Issue 45, 7: --book from a wheel installed without the export extra says how to add it
    to that program (pip or pipx), not a checkout's editable install; and that it reads."""
    import sys
    from engine import books_format
    from game.__main__ import main
    monkeypatch.setitem(sys.modules, "zstandard", None)          # not installed
    monkeypatch.setattr(books_format, "checkout", lambda: False)        # an installed wheel
    assert main(["--book", str(exported), "--mode", "base", "--id", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "read" in err and "-e '.[export]'" not in err
    assert "pip install 'tumbling-slots[export]'" in err and "pipx inject" in err
