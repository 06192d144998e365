"""What the window shows, told as JSON lines (`--states`, game/window/shown.py): the lines the
real-window tests wait on instead of sleeping a guessed time (issue 54)."""
import io
import json

import pytest

from game.window.shown import FIGURES, StateLog
from helpers import GAME, finish_round


def test_a_line_is_written_when_what_is_shown_changes_and_only_then(tmp_path, clock):
    from game.window.app import App
    from game.round.services import Services
    from game.window.scenes.lobby import LobbyScene
    from game.window.scenes.slot import SlotScene
    from engine.games import available_games as games
    GAMES = games()
    out = io.StringIO()
    app = App(data_dir=tmp_path / "data", services=Services(clock=clock), watch=StateLog(out))
    try:
        app.push(LobbyScene(app))
        app.step(1 / 60)
        app.step(1 / 60)                                   # the same screen: no second line
        slot = app.push(SlotScene(app, game_id=GAME))
        app.step(1 / 60)
        slot.start_round("base")
        app.step(1 / 60)
        finish_round(app, slot)
        app.step(1 / 60)
    finally:
        app.storage.close()
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert {**lines[0], "said": []} == {"top": "LobbyScene", "fullscreen": False,
                                        "selected": GAMES[0], "raw": [], "board": 0,
                                        "said": [], "at": clock()}     # by its clock
    said = [text for line in lines for text in line.get("said", [])]
    assert any(text.startswith("Balance ") for text in said)     # the words drawn, told
    words = [FIGURES.sub(" ", text).strip() for text in said]
    assert len(words) == len(set(words)), "a text's words told twice"     # once each
    tops = [line["top"] for line in lines]
    assert tops.count("LobbyScene") == 1 and "SlotScene" in tops
    played = [line for line in lines if line["top"] == "SlotScene"]
    assert played[0]["in_round"] is False and played[0]["speed"] == "normal"
    assert any(line["in_round"] for line in played) and played[-1]["in_round"] is False
    cells = sum(cell is not None for row in slot.anim.board.cells for cell in row)
    assert played[-1]["board"] == cells > 0            # the board's symbols, as drawn
    assert all({**a, "at": 0} != {**b, "at": 0} for a, b in zip(lines, lines[1:]))  # a change


@pytest.mark.slow
def test_the_command_line_writes_them_to_a_file(tmp_path):
    from engine.games import available_games
    from helpers import client
    states = tmp_path / "states.jsonl"
    done = client(tmp_path / "d", "--first-frame", "--states", states)
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in states.read_text().splitlines()]
    assert [{k: v for k, v in line.items() if k != "at"} for line in lines] == \
        [{"top": "LobbyScene", "fullscreen": False, "selected": available_games()[0],
          "raw": [], "board": 0, "said": lines[0]["said"]}] and \
        isinstance(lines[0]["at"], float)
