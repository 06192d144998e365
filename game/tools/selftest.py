"""The self-test: seeded rounds of each game through the real client, headless, and a check of
what it reports against the engine run from source (used on frozen builds by build/make.py).

Seeds are fixed (server seed "selftest-GAME-i", client seed "selftest", nonces 1, 2, ...), so a
build and the source must agree to the last minor unit. It fails, saying so, where it finds no
game or fewer than the package holds (an install that lost a game's files).
"""
import json
import os
import sys
import tempfile
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:     # the rest is imported where used, after SDL's drivers are chosen
    from game.round.services import Dealing

Report = dict[str, Any]      # the self-test's report: JSON (what the frozen build prints)


def missing() -> str:
    """What is wrong with the games found, in one line, or "" when every bundled one is."""
    from engine.games import available_games, bundled
    found = available_games()
    if not found:
        return "the self-test found no game: the games' files are not where the program looks"
    lost = [g for g in bundled() if g not in found]
    if lost:
        return (f"the package holds {len(bundled())} games but only {len(bundled()) - len(lost)} "
                f"were found: no game.yaml for {', '.join(lost)}")
    return ""


def spoken() -> dict[str, str | None]:
    """The language the program chose and what it read for it: a build is checked speaking
    the system's language from its own files (build/make.py runs it on a Chinese system)."""
    from game.words import i18n
    type_file = i18n.font_file()
    return {"language": i18n.language(), "spin": i18n._("SPIN"),
            "font": str(type_file) if type_file else None}


def fixed_seeds(game_id: str) -> Callable[["Dealing"], str]:
    """A seed source of the game's fixed server seeds, one after another (the same rounds every
    run)."""
    seeds = iter(f"selftest-{game_id}-{i}" for i in range(10**6))
    return lambda session: next(seeds)


class Stepped:
    """A clock that moves by the steps the self-test takes, not by the machine's time."""
    now = 0.0

    def __call__(self) -> float:
        return self.now


def run(rounds: int, data_dir: str | None = None) -> Report:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from engine.games import available_games, kept_versions, load_game
    from game.window.app import App
    from game.round.services import Services
    from game.window.scenes.slot import SlotScene
    from game.window.assets import art_files
    folder = data_dir or tempfile.mkdtemp(prefix="slots-selftest-")
    report: Report = {"data_dir": folder, "art": art_files(), "games": {}}
    for game_id in available_games():
        clock = Stepped()     # the run's time is its steps' (a market's least round time too)
        app = App(data_dir=os.path.join(folder, game_id),
                  services=Services(seeds=fixed_seeds(game_id), clock=clock))
        report.setdefault("speaks", spoken())     # the first start's language, as a player's
        # the market's rules it plays under: a build's baked profile (build/make.py checks it)
        report.setdefault("rules", {"name": app.rules.name, "flags": dict(app.rules.flags)})
        app.settings["client_seed"] = "selftest"
        app.push(SlotScene(app, game_id=game_id)).unattended(rounds)
        for _ in range(rounds * 20_000):
            if not app.running:
                break
            clock.now += 1 / 30
            app.step(1 / 30)
        history = app.storage.db.execute(
            "SELECT server_seed, client_seed, nonce, bet, mode, choices, cost, total_win, status "
            "FROM rounds ORDER BY id").fetchall()
        kept = kept_versions(game_id)     # bundled and loadable, to finish older rounds
        report["games"][game_id] = {"kept_versions": [load_game(game_id, version=v).version
                                                      for v in kept],
                                    "balance": app.balance, "rounds": [
            {"server_seed": h[0], "client_seed": h[1], "nonce": h[2], "bet": h[3], "mode": h[4],
             "choices": json.loads(h[5]), "cost": h[6], "total_win": h[7], "status": h[8]}
            for h in history]}
        app.storage.close()
    return report


def check(report: Report, rounds: int) -> list[str]:
    """Lines describing each game's agreement; AssertionError on any disagreement."""
    from engine.games import kept_versions, load_game
    from engine.rng import FairRng
    from engine.round import run as play
    from game.books.storage import START_BALANCE
    from engine.games import available_games
    from game.window.assets import art_files
    assert list(report["games"]) == available_games(), (list(report["games"]),
                                                        available_games())
    assert report["art"] == art_files(), "the program holds other art and sounds than the source"
    lines = []
    for game_id, result in report["games"].items():
        game = load_game(game_id)
        assert result["kept_versions"] == kept_versions(game_id), (game_id, result)
        assert len(result["rounds"]) == rounds, (game_id, len(result["rounds"]))
        wins = costs = 0
        for r in result["rounds"]:
            assert r["status"] == "done", (game_id, r)
            events = play(game, r["bet"], FairRng(r["server_seed"], r["client_seed"],
                                                  r["nonce"]), r["mode"], r["choices"])
            assert events[-1]["total_win"] == r["total_win"], (game_id, r)
            wins, costs = wins + r["total_win"], costs + r["cost"]
        assert result["balance"] == START_BALANCE - costs + wins, (game_id, result["balance"])
        lines.append(f"{game_id}: {rounds} rounds agree with the engine from source, "
                     f"balance {result['balance']}, config versions "
                     f"{', '.join(map(str, result['kept_versions']))} bundled")
    return lines


def main(rounds: int, data_dir: str | None = None) -> int:
    wrong = missing()
    if wrong:
        print(f"error: {wrong}", file=sys.stderr)
        return 1
    report = run(rounds, data_dir)
    print(json.dumps(report))
    complete = all(len(g["rounds"]) == rounds and all(r["status"] == "done" for r in g["rounds"])
                   for g in report["games"].values())
    return 0 if complete else 1
