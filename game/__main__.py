"""python -m game (or slot-client): open the window with the lobby."""
import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.args import Parser, add_version, whole
from game.words.i18n import CHOICES, _, system_language, use

if TYPE_CHECKING:              # the rest loads when used: a launch reads no more than it needs
    from game.books.datafile import Record
    from game.round.services import Services
    from game.window.app import App
    from game.window.shown import StateLog


def main(argv: list[str] | None = None, services: "Services | None" = None) -> int:
    """The client's command line; `services`: what the run takes from the world
    (game/round/services.py; the program's by default: tests/crash.py hands in an after-store
    callback that kills the process at a chosen event, tests/seeded.py a seed source)."""
    parser = Parser(prog="slot-client", description="Tumbling Slots")
    add_version(parser)
    parser.add_argument("--game", help="open this game directly instead of the lobby")
    parser.add_argument("--first-frame", action="store_true",
                        help="draw the first frame and exit (measures launch time)")
    parser.add_argument("--autoplay", type=whole(1), metavar="N",
                        help="play N rounds of --game in turbo, taking default choices, then quit "
                             "(unattended runs and recovery tests)")
    parser.add_argument("--selftest", type=whole(1), nargs="?", const=3, metavar="N",
                        help="headless: play N seeded rounds of each game through the real "
                             "client in a fresh data folder, print the results as JSON, exit 0")
    parser.add_argument("--book", metavar="DIR",
                        help="show one round of a Stake Engine export (python -m engine "
                             "export) in the window: with --mode and --id")
    parser.add_argument("--mode", help="the export's mode (with --book)")
    parser.add_argument("--id", type=whole(1), help="the book's id (with --book)")
    parser.add_argument("--lang", choices=CHOICES, metavar="LANG",
                        help="the language of this run only, not kept (one of "
                             f"{', '.join(CHOICES)}; en_XA: the pseudo-locale that tests use); "
                             "by default the one chosen in Settings")
    parser.add_argument("--data-dir", help="keep settings (and later the wallet) in this folder "
                        "instead of the user's data folder")
    parser.add_argument("--jurisdiction", metavar="NAME|FILE",
                        help="play under a market's rules: a profile shipped with the program "
                             "(default, uk, de, social) or a profile file; by default the file "
                             "jurisdiction.yaml beside the data folder, else default")
    parser.add_argument("--states", metavar="FILE",
                        help="append what the window shows to FILE, one JSON line each time "
                             "it changes (for programs that drive the window: tests, "
                             "automation)")
    args = parser.parse_args(argv)
    if args.selftest is not None:
        from game.tools.selftest import main as selftest
        return selftest(args.selftest, args.data_dir)
    from engine.errors import EngineError
    from engine.games import available_games
    from game.window.app import App
    from game.books.storage import FolderInUse, StorageError
    from game.round.jurisdiction import JurisdictionError
    if args.book is not None and (args.mode is None or args.id is None):
        parser.error("--book needs --mode and --id")
    if args.game is not None and args.game not in available_games():
        parser.error(f"--game {args.game!r} is not a game here (choose from "
                     f"{', '.join(available_games())})")
    try:
        book = None
        if args.book is not None:              # before the window: a wrong book is one line
            from game.round.book import load
            book = load(args.book, args.mode, args.id,
                        say=lambda text: print(text, file=sys.stderr, flush=True))
        use(args.lang or system_language())   # until the kept one is read: the second
                                              # window's message is in it
        watch = _watch(args.states, parser)
        if book is not None:
            return _book(book, args.first_frame, args.lang, watch)
        if args.jurisdiction is not None:         # refused in one line before any window
            from dataclasses import replace
            from game.round.jurisdiction import load as rules
            from game.round.services import Services
            services = replace(services or Services(), jurisdiction=rules(args.jurisdiction))
        app = App(data_dir=args.data_dir, size=None,      # a first window that fits
                  services=services, lang=args.lang, watch=watch)
        return _play(app, args, available_games)
    except FolderInUse as err:       # a second window: said, and in a window (no console)
        print(f"error: {err}", file=sys.stderr, flush=True)
        from game.window import alert
        if not (args.autoplay or args.first_frame) and alert.seen():   # someone may look
            from game.words.said import shown
            alert.show(_("ALREADY OPEN"), shown(err.said))     # in the system's language
        return 3
    except (StorageError, EngineError, JurisdictionError) as err:   # a fault, a broken game
        print(f"error: {err}", file=sys.stderr)                   # or rules file: one line
        return 2


def _watch(path: str | None, parser: argparse.ArgumentParser) -> "StateLog | None":
    """--states FILE: what the window shows, a line each change (game/window/shown.py)."""
    if path is None:
        return None
    from game.window.shown import StateLog
    try:
        return StateLog(open(path, "a", encoding="utf-8"))   # open for the program's life
    except OSError as err:
        parser.error(f"--states {path!r} cannot be written ({err.strerror or err})")


def _book(book: "Record", first_frame: bool, lang: str | None = None,
          watch: "Callable[[App], object] | None" = None) -> int:
    """An exported round in the window, alone: from a data folder of its own, made for it and
    removed after, so the player's wallet, rounds and lock are never touched; its end (REPLAY
    AGAIN / BACK) or Esc closes the program (issue 45, 4)."""
    import tempfile

    from game.window.app import App
    with tempfile.TemporaryDirectory(prefix="tumbling-slots-book-") as scratch:
        app = App(data_dir=scratch, size=None, lang=lang, watch=watch)
        from game.window.scenes.slot import SlotScene
        # in the games' own minor units (an export's bets are: whatever a market's currency)
        app.push(SlotScene(app, game_id=book["game"], currency="MYR")).replay(book)
        if first_frame:
            app.step(0)
            app.storage.close()
            return 0
        app.run()
    return 0


def _play(app: "App", args: argparse.Namespace, available_games: Callable[[], list[str]]) -> int:
    """The lobby first (the slot screen's modules load when a game is opened, not at launch),
    then a resumed round, the game asked for, or an unattended run."""
    from game.window.scenes.lobby import LobbyScene
    from game.books.storage import StorageError
    app.push(LobbyScene(app))
    resumed = app.resume_open_round()
    if app.notice:                       # what the lobby shows, also for a run nobody watches
        print(app.notice, file=sys.stderr, flush=True)
        if args.autoplay:                # where an unattended run shows it: said
            try:
                app.notices_shown()
            except StorageError as err:  # kept for the next start: the run goes on
                print(err, file=sys.stderr, flush=True)
    if not resumed and args.game:
        from game.window.scenes.slot import SlotScene
        app.push(SlotScene(app, game_id=args.game))
    if args.autoplay:
        from game.window.scenes.slot import SlotScene
        slot = app.top
        if not isinstance(slot, SlotScene):
            slot = app.push(SlotScene(app, game_id=args.game or available_games()[0]))
        slot.unattended(args.autoplay)
    if args.first_frame:
        app.step(0)
        return 0
    app.run()
    if app.stopped_because:              # an unattended run that could not play its rounds
        print(f"error: {app.stopped_because}", file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
