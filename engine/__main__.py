"""python -m engine play | simulate | verify | bench | par | games

Every error a person can cause (unknown game, bet off the ladder, bad mode, broken config) is
one clear line on stderr and exit status 2.
"""
import json
import os
import sys

from engine import events as ev
from engine import grid
from engine.tools import native
from engine.args import Parser, add_version, whole
from engine.tools.cli import add_backend, add_compiled, backend_from, seed_arg, text_arg
from engine.errors import EngineError
from engine.games import available_games, load_game
from engine.money import format_minor
from engine.rng import FairRng, seed_hash
from engine.round import check_bet, check_choices, play_round
from engine.tools import progress as progress_bar
from engine.tools.simulate import format_report, simulate
from engine.verify import verify_command


def _game_args(p):
    p.add_argument("--game", required=True, help=f"one of: {', '.join(available_games())}")
    p.add_argument("--bet", type=whole(1), help="total bet in minor units (default: the game's)")
    p.add_argument("--mode", default="base", help="base, or another mode the game offers")
    p.add_argument("--choice", action="append", default=[],
                   help="answer to a player choice, in order (repeatable)")
    p.add_argument("--config", help="play from this YAML instead of the bundled one")
    p.add_argument("--config-version", type=whole(1),
                   help="an earlier released version of the game's math, kept in the build "
                        "(a round's round_start says which it was played under; default: "
                        "the current one)")


def parser():
    top = Parser(prog="python -m engine", description=__doc__.splitlines()[0])
    add_version(top)
    sub = top.add_subparsers(dest="command", required=True)

    play = sub.add_parser("play", help="play one round and print its events")
    _game_args(play)
    play.add_argument("--seed", type=int, default=0, help="shorthand for a fixed test triple")
    play.add_argument("--jsonl", action="store_true", help="one JSON event per line")

    sim = sub.add_parser("simulate", help="play many rounds and report the math")
    _game_args(sim)
    sim.add_argument("--spins", type=whole(1), required=True, help="number of rounds")
    sim.add_argument("--workers", type=whole(1), default=1, help="processes (default 1)")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--json", action="store_true", help="the report as one JSON object")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    sim.add_argument("--first-nonce", type=whole(0), default=0,
                     help="play nonces from here (a piece of a longer run; see engine.tools.merge)")
    add_backend(sim)
    add_compiled(sim)

    ver = sub.add_parser("verify", help="replay a round from its server seed, client seed, nonce")
    _game_args(ver)
    ver.add_argument("--server-seed", required=True)
    ver.add_argument("--client-seed", required=True)
    ver.add_argument("--nonce", type=whole(0), required=True)
    ver.add_argument("--hash", help="the server seed hash shown before the round, to confirm")
    ver.add_argument("--win", type=whole(0), help="the total win recorded, to confirm")
    ver.add_argument("--unit", type=whole(1), default=1,
                     help="the round was played in a currency whose minor unit is 1/UNIT of "
                          "the game's own: its bet ladder UNIT times the game's (a client's "
                          "currency, game/words/currency.py; default 1)")
    ver.add_argument("--jsonl", action="store_true")

    bench = sub.add_parser("bench", help="rounds per second of each game's base game, from "
                                         "source and compiled, against a bare loop, printed")
    bench.add_argument("--spins", type=whole(1), default=20_000, help="rounds per measurement")
    bench.add_argument("--game", action="append", help="only these games (repeatable)")
    bench.add_argument("--no-compile", action="store_true",
                       help="measure the compiled engine only if build/compiled is up to date")
    bench.add_argument("--workers", action="store_true",
                       help="instead: the whole simulation on 1 and 2 worker processes")
    bench.add_argument("--cluster", action="store_true",
                       help="instead: 1 and 2 worker processes against a local Dask cluster")

    par = sub.add_parser("par", help="write a game's PAR sheet (PAR.md, par.json, plots)")
    par.add_argument("--game", required=True, help=f"one of: {', '.join(available_games())}")
    par.add_argument("--spins", type=whole(1), required=True, help="rounds per mode and choice")
    par.add_argument("--out", required=True, help="folder; the sheet goes in OUT/GAME/")
    par.add_argument("--seed", type=int, default=1)
    par.add_argument("--workers", type=whole(1), default=1, help="processes (default 1)")
    par.add_argument("--replays", type=whole(1),
                     help="plays of each started feature where the RTP and the cap's odds are "
                          "replayed (default 16; a game whose feature starts afresh is "
                          "measured by strata and replays only when this is given)")
    par.add_argument("--bet-spins", type=whole(1),
                     help="rounds played at each bet of the ladder (default --spins / 50, "
                          "20 to 10,000)")
    par.add_argument("--mode-spins", action="append", default=[], metavar="MODE=N",
                     help="another round count for one mode, e.g. buy=200000 (repeatable)")
    par.add_argument("--rtp-spins", action="append", default=[], metavar="MODE=N",
                     help="rounds behind a mode's RTP: its plain rounds continued (strata) "
                          "or its replayed rounds (default: as many as the plain run costs)")
    par.add_argument("--feature-plays", type=whole(1),
                     help="plays of the feature alone per choice, for the strata and the "
                          "cap's odds (default --spins / 10, at least 200)")
    par.add_argument("--pieces", metavar="DIR",
                     help="keep the long runs' pieces here (1 million rounds, 250,000 "
                          "plays each): run the same command again to go on where it "
                          "stopped")
    par.add_argument("--config-version", type=whole(1), help="an earlier released version")
    par.add_argument("--tilt", action="append", default=[], metavar="ITEM=FACTOR",
                     help="draw ITEM FACTOR times likelier in the cap's replays, weighted back "
                          "(importance sampling; repeatable)")
    par.add_argument("--quiet", action="store_true", help="no progress")
    add_backend(par)
    add_compiled(par)

    exp = sub.add_parser("export", help="a game's math as Stake Engine's static files "
                                        "(books, lookup tables, index.json, a report)")
    exp.add_argument("--game", help=f"one of: {', '.join(available_games())}")
    exp.add_argument("--out", required=True, help="a new or empty folder (or --force)")
    exp.add_argument("--join", action="append", default=[], metavar="DIR",
                     help="instead of playing: join exports of one game made apart into OUT "
                          "(repeatable; each mode from one of them)")
    exp.add_argument("--rounds", type=whole(1), default=100_000,
                     help="plain rounds per mode and choice (default 100,000); the search "
                          "that follows them (--search) is what takes long: it scales with "
                          "the rarest bucket's odds, not with --rounds (both are said at the "
                          "start, with the time the search may take)")
    exp.add_argument("--seed", type=int, default=1, help="the server seed's shorthand")
    exp.add_argument("--search", type=whole(0),
                     help="at most this many rounds searched per mode for the sheet's rare "
                          "buckets the plain rounds missed (default: 3 / the rarest one's odds in "
                          "the sheet, at least 30 x --rounds)")
    exp.add_argument("--keep", type=whole(1),
                     help="rows the search finds for each bucket from 100x up that the plain "
                          "rounds hold fewer of (default 200)")
    exp.add_argument("--mode", action="append", default=[], help="only this mode (repeatable)")
    exp.add_argument("--choice", action="append", default=[],
                     help="only this player choice (repeatable)")
    exp.add_argument("--config-version", type=whole(1), help="an earlier released version "
                     "(its PAR sheet must be committed)")
    exp.add_argument("--workers", type=whole(1), default=1, help="processes (default 1)")
    exp.add_argument("--force", action="store_true", help="replace OUT if it has files")
    exp.add_argument("--quiet", action="store_true", help="no progress bar")
    add_compiled(exp)

    sub.add_parser("games", help="list the games")
    return top


def describe(event, game) -> str:
    """One readable line (or block) per event for the plain `play` output."""
    t = event["type"]
    if t == ev.ROUND_START:
        return (f"{game.name} (config v{event['config_version']}): bet "
                f"{format_minor(event['bet'])}, mode {event['mode']}, cost "
                f"{format_minor(event['cost'])}, seed {event['seed']}\n"
                f"server seed hash {event['server_seed_hash']}, client seed "
                f"{event['client_seed']}, nonce {event['nonce']}")
    if t == ev.GRID:
        return f"-- grid ({event['reason']})\n{grid.render(event['cells'])}"
    if t == ev.WIN:
        return (f"   win {event['symbol']} x{event['count']} pays {event['pay']}x bet = "
                f"{format_minor(event['amount'])}")
    if t == ev.EXPLODE:
        return f"   explode {len(event['positions'])} cells"
    if t == ev.MULTIPLIER:
        extra = f" -> {format_minor(event['amount'])}" if "amount" in event else ""
        return f"   multiplier x{event['value']} ({event['source']}){extra}"
    if t == ev.FEATURE:
        rest = {k: v for k, v in event.items() if k not in ("type", "name", "phase")}
        return f"== {event['name']} {event['phase']} {rest if rest else ''}".rstrip()
    if t == ev.SPIN:
        return f"== spin {event['index']} of {event['of']}"
    if t == ev.CHOICE:
        return f"== choice of {event['options']}: {event['chosen']}"
    if t == ev.ROUND_END:
        capped = " (max win reached)" if event["capped"] else ""
        return (f"total win {format_minor(event['total_win'])}{capped}\n"
                f"server seed {event['server_seed']}")
    return "   " + json.dumps(event)


def _play(args, rng, out):
    game = load_game(args.game, args.config, args.config_version, getattr(args, "unit", 1))
    bet = game.bets.default if args.bet is None else args.bet
    events = []
    for event in play_round(game, bet, rng, args.mode, args.choice):
        events.append(event)
        print(json.dumps(event, separators=(",", ":")) if args.jsonl else describe(event, game),
              file=out)
    if not args.jsonl:
        print(f"check it: {verify_command(events)}", file=out)
    return events


def main(argv=None) -> int:
    try:
        args = parser().parse_args(argv)
    except SystemExit as done:          # --help, or a mistake already said in one line
        return int(done.code or 0)      # (argparse exits with 0 or 2, never a message)
    if getattr(args, "compiled", False):
        code = native.relaunch(sys.argv[1:] if argv is None else list(argv))
        if code >= 0:
            return code
    try:
        if args.command == "games":
            for gid in available_games():
                game = load_game(gid)
                print(f"{gid:<22} {game.name} ({game.cols}x{game.rows}, modes: "
                      f"{', '.join(game.modes)})")
        elif args.command == "play":
            _play(args, FairRng.from_seed(args.seed), sys.stdout)
        elif args.command == "bench":
            _bench(args)
        elif args.command == "verify":
            return _verify(args)
        elif args.command == "par":
            _par(args)
        elif args.command == "export":
            _export(args, argv)
        elif args.command == "simulate":
            game = load_game(args.game, args.config, args.config_version)   # mistakes first,
            check_bet(game, game.bets.default if args.bet is None else args.bet, args.mode)
            check_choices(game, args.choice)                                # then the bar
            with progress_bar.bar(args.spins, f"{args.game} {args.mode}",
                                  not args.quiet) as progress:
                report = simulate(args.game, args.spins, args.mode, args.bet, args.seed,
                                  args.workers, args.choice, args.config, progress,
                                  first_nonce=args.first_nonce, version=args.config_version,
                                  backend=backend_from(args))
            print(json.dumps(report, indent=2) if args.json else format_report(report))
    except EngineError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    return 0


def _par(args):
    from engine.tools import par
    from engine.tools.tilt import parse_tilt
    def counts(option, items):
        out = {}
        for item in items:
            mode, _, count = item.partition("=")
            if not count.isdigit() or int(count) < 1:
                raise EngineError(f"{option} {item!r}: expected MODE=N with N at least 1")
            out[mode] = int(count)
        return out
    mode_spins = counts("--mode-spins", args.mode_spins)
    rtp_spins = counts("--rtp-spins", args.rtp_spins)
    par.check_out(args.out)          # before the hours of play, not after
    sheet = par.build(args.game, args.spins, args.seed, args.workers, args.replays,
                      args.bet_spins, args.config_version,
                      None if args.quiet else progress_bar.bar, mode_spins, backend_from(args),
                      parse_tilt(args.tilt), rtp_spins, args.feature_plays, args.pieces)
    try:
        paths = par.write(sheet, args.out)
    except ImportError:
        raise EngineError(par.PLOT_NOTE) from None
    except OSError as err:
        raise EngineError(f"{args.out}: cannot write the sheet ({err.strerror})") from None
    for path in paths:
        print(path)


def _export(args, argv):
    import shlex
    from engine.tools import export
    words = sys.argv[1:] if argv is None else list(argv)
    command = shlex.join(["python", "-m", "engine", *words])
    if args.join:
        _out_parent(args.out)
        return _export_join(args, command)
    if not args.game:
        raise EngineError("export needs --game (or --join to join exports made apart)")
    export.plan(args.game, args.config_version, args.mode, args.choice)   # mistakes first
    export.check_out(args.out, args.force)
    _out_parent(args.out)
    with progress_bar.labelled(not args.quiet) as progress:
        report = export.export(args.game, args.out, args.rounds, args.seed, args.search,
                               args.mode, args.choice, args.config_version,
                               min(args.workers, os.cpu_count() or 1), args.force, progress,
                               command, args.keep or export.KEEP,
                               None if args.quiet else
                               lambda line: print(line, file=sys.stderr, flush=True))
    print(export.format_report(report), end="")
    print(f"written to {args.out}")


def _out_parent(out):
    """The folder OUT goes in is made, and takes a new folder, now: where it cannot (a file
    in the way, /proc, a folder the user cannot write) that is one line before any work, not
    a traceback after it."""
    import tempfile
    from pathlib import Path
    parent = Path(out).resolve().parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        tempfile.TemporaryDirectory(prefix=".write-check-", dir=parent).cleanup()
    except OSError as err:
        file = next((p for p in (parent, *parent.parents) if p.exists() and not p.is_dir()),
                    None)
        why = f"{file} is a file, not a folder" if file else (err.strerror or str(err))
        raise EngineError(f"--out {out}: cannot make the export there ({why})") from None


def _export_join(args, command):
    from engine.tools import export, export_join
    given = [flag for flag, value in (("--game", args.game), ("--mode", args.mode),
                                      ("--choice", args.choice),
                                      ("--config-version", args.config_version))
             if value]
    if given:
        raise EngineError(f"--join takes the game and its modes from the exports: leave out "
                          f"{', '.join(given)}")
    report = export_join.join(args.join, args.out, args.force, command)
    print(export.format_report(report), end="")
    print(f"written to {args.out}")


def _bench(args):
    """Speed is a printed figure, never a timed test (engine/tools/bench.py)."""
    if args.workers or args.cluster:
        return _bench_workers(args)
    from engine.tools import bench
    bench.run(args.game or available_games(), args.spins, build=not args.no_compile)


def _bench_workers(args):
    """Speed is a printed figure, never a timed test: the whole event stream, as the client
    and the simulator use it, on one worker and on two. 'per CPU-s' (one worker) is rounds per
    second of CPU time, the steadier figure on a shared machine."""
    import time
    print(f"engine: {native.mode()} (--compiled runs the mypyc build of build/compile.py)")
    print(f"{'game':<22} {'workers':>7} {'rounds':>9} {'rounds/s':>10} {'per CPU-s':>10}")
    for gid in args.game or available_games():
        for workers in (1, 2):
            cpu = time.process_time()
            r = simulate(gid, args.spins, workers=workers, seed=99)
            cpu = time.process_time() - cpu
            per_cpu = f"{args.spins / cpu:>10,.0f}" if workers == 1 else f"{'':>10}"
            print(f"{gid:<22} {workers:>7} {args.spins:>9,} {r['rounds_per_second']:>10,.0f} "
                  f"{per_cpu}", flush=True)
            if args.cluster:
                from engine.tools.runner import Backend
                began = time.perf_counter()
                simulate(gid, args.spins, seed=99, backend=Backend.dask(None, workers))
                took = time.perf_counter() - began
                print(f"{'  dask local':<22} {workers:>7} {args.spins:>9,} "
                      f"{args.spins / took:>10,.0f}   overhead {took / r['seconds'] - 1:+.0%} "
                      f"(cluster start included)", flush=True)


def _verify(args) -> int:
    server = seed_arg("--server-seed", args.server_seed)
    rng = FairRng(server, text_arg("--client-seed", args.client_seed), args.nonce)
    out = sys.stdout if args.jsonl else open(os.devnull, "w")
    events = _play(args, rng, out)
    end = events[-1]
    ok = True
    print(f"server seed hash {seed_hash(server)}", file=sys.stderr)
    if args.hash is not None:
        good = seed_arg("--hash", args.hash).lower() == seed_hash(server)
        ok &= good
        print(f"hash {'matches' if good else 'DOES NOT MATCH'} the one shown before the round",
              file=sys.stderr)
    print(f"replayed total win {end['total_win']} ({format_minor(end['total_win'])})",
          file=sys.stderr)
    if args.win is not None:
        good = args.win == end["total_win"]
        ok &= good
        print(f"win {'matches' if good else 'DOES NOT MATCH'} the recorded {args.win}",
              file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
