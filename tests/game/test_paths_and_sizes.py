"""Issue 30, point 5: any path the OS accepts works and is shown; a huge round or a long
history keeps the history screen at frame rate (a fault at start naming its real cause:
test_storage_faults.py, 9)."""
import json
import os
from pathlib import Path

import pygame
import pytest

import game.books.storage as storage_module
from helpers import frames, key, recording
from helpers import client, locked, played, rows_written
from engine.rng import FairRng
from game.window.scenes.history import ROWS, HistoryScene
from game.books.storage import Storage

ROOT = Path(__file__).resolve().parents[2]
GAME = "sweet-bonanza-xmas"
NOT_UTF8 = os.fsdecode(b"data \xff\xfe %25?#")      # bytes that are no UTF-8, and a URI's


def drawn_while(app, seconds=0.1) -> list:
    with recording() as seen:
        frames(app, seconds)
    return [d.message for d in seen]


@pytest.fixture
def odd_app(tmp_path, clock):
    from game.window.app import App
    from game.round.services import Services
    application = App(data_dir=tmp_path / NOT_UTF8, services=Services(clock=clock))
    yield application
    application.storage.close()


@pytest.mark.slow
def test_5_a_folder_whose_name_is_not_utf8_plays_and_shows_its_path(odd_app, short_wait, clock):
    """Issue 30: a message naming the path crashed widgets.fit_size (UnicodeEncodeError)."""
    from game.window.scenes.slot import SlotScene
    scene = SlotScene(odd_app, GAME)
    odd_app.push(scene)
    with locked(odd_app.storage.path, "IMMEDIATE"):
        assert not scene.start_round("base")
    assert "in use by another program" in scene.session.message
    clock.advance(0.5)                                # a toast: its words show once risen in
    shown = " ".join(drawn_while(odd_app))            # the message names the path: it draws,
    assert "data \ufffd\ufffd %25?#" in shown and "in use" in shown, shown  # wrapped or not
    assert scene.start_round("base")
    from helpers import finish_round
    finish_round(odd_app, scene)
    odd_app.pop()
    history = HistoryScene(odd_app)
    odd_app.push(history)
    key(pygame.K_e)                                   # E: exported to a path with those bytes
    shown = drawn_while(odd_app)
    assert history.result.startswith("exported to") and any(
        m.startswith("exported to") and "\ufffd" in m for m in shown)
    exported = Path(odd_app.storage.folder) / "exports" / "round-1.json"
    assert json.loads(exported.read_bytes())["id"] == 1


@pytest.mark.slow
def test_5_the_client_runs_in_such_a_folder_and_salvages_it(tmp_path):
    data = tmp_path / NOT_UTF8
    balance = played(data, rounds=30)
    path = data / "slots.sqlite3"
    raw = bytearray(path.read_bytes())
    raw[14 * 4096:15 * 4096] = bytes(range(256)) * 16
    path.write_bytes(bytes(raw))
    proc = client(data, "--first-frame")
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    assert Storage(data).balance() == balance


# --- sizes -------------------------------------------------------------------------------

def big_round(store, megabytes) -> int:
    """A finished round whose events run to `megabytes` MB (a very long feature)."""
    rid = store.open_round(GAME, "base", 200, 200, 5, FairRng("s", "c", 1))
    step = {"type": "grid", "cells": [["x" * 40] * 6] * 5}
    events = [step] * (megabytes * 1024 * 1024 // len(json.dumps(step)))
    store.finish_round(rid, 0, events + [{"type": "round_end", "total_win": 0}])
    return rid


@pytest.mark.slow
def test_5_a_round_of_40_mb_is_decoded_once_per_selection_not_every_frame(app, monkeypatch):
    """Issue 30: the history decoded the selected round every frame (0.4 s a frame)."""
    big_round(app.storage, 40)                          # the only round: it is selected
    decoded = []
    real = storage_module.json.loads
    monkeypatch.setattr(storage_module.json, "loads", lambda text, *a, **k: (
        decoded.append(len(text)) if len(text) > 10 ** 6 else None) or real(text, *a, **k))
    history = HistoryScene(app)
    app.push(history)
    frames(app, 0.5)                                    # 30 frames with it selected
    assert decoded == []                                # the list and its seeds need no events
    key(pygame.K_v)
    app.step(1 / 60)
    assert len(decoded) == 1 and history.result         # V decodes it, once
    frames(app, 0.2)
    assert len(decoded) == 1


def test_5_a_long_history_is_read_a_page_at_a_time_and_reaches_the_first_round(app):
    """Every round can be reached (the list stopped at the latest 500), and opening it reads
    one page, not every row."""
    rid = rows_written(app.storage, [{"game": GAME, "nonce": nonce, "started": 1e9 + nonce}
                                     for nonce in range(1, 1301)])
    history = HistoryScene(app)
    app.push(history)
    assert len(history.pages.rows) < 300
    key(pygame.K_END)
    assert "nonce 1   config v5" in shown_after_a_frame(app)      # the very first round
    key(pygame.K_PAGEUP)
    assert f"nonce {1 + ROWS}   config v5" in shown_after_a_frame(app)     # a page: ROWS up
    assert rid == 1300


def shown_after_a_frame(app) -> str:
    return " | ".join(drawn_while(app, 1 / 60))
