"""A round is the engine alone: playing one as the client does imports none of the toolchain
(the PAR build, the simulator and its worker pool, the command lines, the tools). It once did
all of it, through the help values the round driver read for the trigger counts (issue 36),
and every simulation and every client start paid for it."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOLCHAIN = ("engine.tools", "multiprocessing", "concurrent")   # engine/tools/: par, simulate...

# What the client's slot screen does with a game: load it (and the version a held round was
# dealt under), show its resting screen, meters and help figures, play rounds, answering each
# choice as a player would.
PLAY = """
import json, sys
from engine.games import available_games, kept_versions, load_game
from engine.rng import FairRng
from engine.round import play_round
for game_id in available_games():
    for version in (None, kept_versions(game_id)[0]):
        game = load_game(game_id, version=version)
        game.resting_screen(), game.resting_meters(), game.help_values()
        for mode in game.modes:
            for seed in range(3):
                events = play_round(game, game.bets.default, FairRng.from_seed(seed), mode,
                                    interactive=True)
                event = next(events)
                while event["type"] != "round_end":
                    answer = event["options"][-1] if event["type"] == "choice_request" else None
                    event = events.send(answer) if answer else next(events)
print(json.dumps(sorted(sys.modules)))
"""


def test_playing_a_round_imports_no_tool():
    done = subprocess.run([sys.executable, "-c", PLAY], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    loaded = json.loads(done.stdout)
    assert "engine.round" in loaded and "engine.games.base" in loaded    # the list is real
    tools = [name for name in loaded
             if any(name == t or name.startswith(t + ".") for t in TOOLCHAIN)]
    assert tools == [], f"playing a round imported {', '.join(tools)}"
