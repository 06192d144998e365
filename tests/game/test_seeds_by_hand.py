"""Seeds a player can check by hand (issue 21, item 4): shown in upper-case hex in groups (no
1/f confusion), read back by `verify` in any case and spacing, copied with the ready verify
command to the clipboard, or exported as JSON; `play` prints the seeds too."""
import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from helpers import finish_round, key
from engine.tools.cli import seed_arg
from engine.verify import verify_command
from game.window.ui.widgets import hex_text
from game.window.scenes.history import HistoryScene
from game.window.scenes.slot import SlotScene

ROOT = Path(__file__).resolve().parents[2]


def test_hex_is_shown_upper_case_in_groups_and_read_back_either_way():
    seed = "1f" * 32
    shown = hex_text(seed)
    assert shown == " ".join(["1F1F1F1F"] * 8)
    assert seed_arg("--server-seed", shown) == seed
    assert seed_arg("--server-seed", seed.upper()) == seed
    assert seed_arg("--client-seed", "My Seed") == "My Seed"     # a player's own text stays
    assert hex_text("player") == "player"


def played(app, game_id="sweet-bonanza-xmas", mode="buy"):
    slot = app.push(SlotScene(app, game_id))
    slot.start_round(mode)
    finish_round(app, slot)
    app.pop()
    return app.storage.round(app.storage.rounds()[0][0])


@pytest.mark.slow
def test_the_verify_command_passes_on_the_seeds_as_shown(app):
    record = played(app)
    words = verify_command(record["events"]).split()
    words[words.index("--server-seed") + 1] = hex_text(record["server_seed"])
    words[words.index("--hash") + 1] = hex_text(record["server_seed_hash"])
    i = words.index("--server-seed") + 1
    argv = words[3:i] + [words[i]] + words[i + 1:]
    done = subprocess.run([sys.executable, "-m", "engine", *argv], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "--mode buy" in verify_command(record["events"])


@pytest.mark.slow
def test_history_copies_the_seeds_and_exports_the_round(app):
    record = played(app)
    history = app.push(HistoryScene(app))
    key(pygame.K_c)
    app.step(1 / 60)
    assert history.result.startswith("copied")
    copied = pygame.scrap.get_text()
    assert record["server_seed"] in copied and verify_command(record["events"]) in copied
    key(pygame.K_e)
    app.step(1 / 60)
    path = app.storage.folder / "exports" / f"round-{record['id']}.json"
    assert history.result == f"exported to {path}"
    data = json.loads(path.read_text())
    assert data["total_win"] == record["total_win"] and data["events"] == record["events"]
    assert data["verify"] == verify_command(record["events"])


def test_play_prints_the_seeds():
    done = subprocess.run([sys.executable, "-m", "engine", "play", "--game",
                           "sweet-bonanza-xmas", "--seed", "3", "--mode", "ante"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert "server seed hash" in done.stdout and "server seed " in done.stdout
    assert "--mode ante" in done.stdout.splitlines()[-1]
