"""The README's screenshots, made in the real window under Xvfb: python build/screenshots.py

Starts its own X server (Xvfb, 1280x720), opens the client there with a fresh data folder and
fixed seeds, and grabs the screen with ImageMagick's `import` into build/screenshots/: the lobby,
then for each game idle, a paytable page, a special symbol's page, a help page, the bet menu
with its selection, a notice (autoplay stopped), its fair-play page, a win mid-animation, an
anticipation, a feature, its tally (spins left or level, multiplier, win), a big feature's end
and a big win. Each moment is found by playing the game's own rounds from fixed seeds (rounds
that do not show it are hurried to their end), never staged: what is on screen is what the
engine dealt.
Rerun it after any visible change; the seeds are fixed, so the shots differ only where the
client does. Needs: apt-get install xvfb imagemagick.

--lang L shoots the client in language L (any of game/words/i18n.py CHOICES) into
build/screenshots/L/: by default the lobby, one game's idle and its paytable, the README's row for
L (the game each language's row shows is another, the three in turn: game_of).
"""
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "build" / "screenshots"
DISPLAY = ""          # its own server's, on a number Xvfb picks (-displayfd): never a clash


def raw_fields(app) -> list:
    """The texts the frame on screen draws with a template's field left in them ("LEVEL
    {level}", issue 56): the frame drawn again, watched (game/window/ui/widgets.py)."""
    from game.window.ui import widgets
    drawn: list = []
    with widgets.watching(lambda surface, message, rect, colour: drawn.append(message)):
        app.draw()
    return [text for text in drawn if widgets.RAW_FIELD.search(text)]


def grab(name, out, app=None):
    """The screen into OUT/NAME.png; refused, with what is wrong, where a text on it shows a
    raw placeholder (a README screenshot once showed "LEVEL {level}")."""
    raw = raw_fields(app) if app is not None else []
    if raw:
        raise SystemExit(f"error: {name} was not written: it shows {', '.join(map(repr, raw))}")
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run(["import", "-display", os.environ.get("DISPLAY", DISPLAY), "-window", "root",
                    str(out / f"{name}.png")],
                   check=True)
    print(out / f"{name}.png")


def main(argv=None) -> int:
    import argparse
    sys.path.insert(0, str(ROOT))
    from game.words.i18n import CHOICES
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help=f"default {OUT.relative_to(ROOT)}")
    parser.add_argument("--games", nargs="*", help="only these games (default: every game)")
    parser.add_argument("--moments", nargs="*", choices=MOMENTS,
                        help="only these moments (default: every one; with --lang: "
                             f"{', '.join(LANG_MOMENTS)})")
    parser.add_argument("--lang", choices=CHOICES,
                        help="the client's language (default: English, into --out itself; "
                             "else into OUT/LANG)")
    args = parser.parse_args(argv)
    out = args.out / args.lang if args.lang else args.out
    moments = args.moments or (LANG_MOMENTS if args.lang else MOMENTS)
    if args.lang and not args.games:
        args.games = [game_of(args.lang)]
    missing = [tool for tool in ("Xvfb", "import") if shutil.which(tool) is None]
    if missing:
        print(f"error: needs {' and '.join(missing)} (apt-get install xvfb imagemagick)",
              file=sys.stderr)
        return 2
    global DISPLAY
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))     # stopped: its Xvfb stops too
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x720x24",
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        DISPLAY = ":" + display_number(read, server)
        os.environ["DISPLAY"] = DISPLAY
        os.environ["SDL_VIDEODRIVER"] = "x11"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        shoot(tempfile.mkdtemp(prefix="slots-shots-"), out, args.games, moments, args.lang)
    finally:
        os.close(read)
        server.terminate()
    return 0


def display_number(fd, server, timeout=30.0) -> str:
    """The display number Xvfb writes on `fd` once it takes clients."""
    deadline, got = time.monotonic() + timeout, b""
    while not got.endswith(b"\n"):
        if server.poll() is not None or time.monotonic() > deadline:
            raise SystemExit("error: Xvfb did not start")
        if select.select([fd], [], [], 0.1)[0]:
            got += os.read(fd, 64)
    return got.decode().strip()


def frames(app, seconds, dt=1 / 60):
    for _ in range(int(seconds / dt)):
        app.step(dt)


def hurry(app, slot):
    """Play the round in progress to its end at once (a choice takes its first option)."""
    while slot.in_round or slot.celebration:
        if slot.anim.waiting_for_choice:
            slot.choose(slot.anim.overlay.choice[0])
        slot.celebration = slot.big_win.shower = None    # a hurried big win: its coins too
        slot.anim.finish_current()
        app.step(1 / 60)


def until(app, slot, moment, mode="base", rounds=60, seconds=30.0, fast=False, fresh=None):
    """Play rounds at normal speed (`fast`: each step slammed to its end) until
    `moment(slot)` is true, then return True (the round left in progress); rounds that pass
    without it are hurried to their end. `fresh()` runs as each round starts: what a hurried
    round did must not count for the next."""
    for _ in range(rounds):
        if app.balance < 20 * slot.session.cost(mode):
            return False
        if fresh:
            fresh()
        if not slot.start_round(mode):
            return False
        for _ in range(int(seconds * 60)):
            if fast and not slot.celebration:
                slot.anim.finish_current()
            app.step(1 / 60)
            if slot.anim.waiting_for_choice:
                slot.choose(slot.anim.overlay.choice[0])
            if moment(slot):
                return True
            if not slot.in_round and not slot.celebration:
                break
        hurry(app, slot)
    return False


def idle(app, slot, heard):
    frames(app, 0.6)
    return True


def paytable(app, slot, heard):
    slot.info(0)
    frames(app, 0.1)
    return True


def help_page(app, slot, heard):
    slot.info("help")                       # the first help page: its small board, its words
    frames(app, 0.1)
    return True


def special(app, slot, heard):
    """A special symbol's page of the paytable (the first after the paying symbols')."""
    from game.window.scenes.info import SpecialPage
    slot.info(0)
    info = app.top
    info.page = next((i for i, p in enumerate(info.pages) if isinstance(p, SpecialPage)), 0)
    frames(app, 0.1)
    return True


def menu(app, slot, heard):
    """The bet menu: the bet chosen lit gold, the one under the pointer lit pale."""
    slot.open_bet_menu()
    menu = app.top
    chosen = next((b for b in menu.buttons if b.label == slot.show(slot.session.bet)), None)
    index = menu.buttons.index(chosen) if chosen in menu.buttons else 0
    menu.buttons[(index + 2) % (len(menu.buttons) - 1)].hover = True
    frames(app, 0.1)
    return True


def notice(app, slot, heard):
    """A notice as its toast above the bar: the player starts autoplay and stops it by its
    button, and the toast says so at once (it leaves after a few seconds)."""
    if not slot.session.start_autoplay():
        return False
    frames(app, 0.3)
    slot.toggle_autoplay()
    frames(app, 0.5)                         # risen in, the round still falling behind it
    return bool(slot.session.message)


def fair_play(app, slot, heard):
    slot.open_fair_play()                   # the shield button's page: the fairness figures
    frames(app, 0.1)
    return True


def win(app, slot, heard):
    if until(app, slot, lambda s: bool(s.anim.board.labels)):
        frames(app, 0.2)                     # the win glowing, its amount on the board
        return True
    return False


def anticipation(app, slot, heard):
    """One short of a trigger: a step that waits on the last ones (the columns still to come
    of a landing, or a grid that stands a few symbols short of clearing), found by playing
    rounds fast and shown at normal speed; a game whose events name no trigger count shows a
    meter one short of its target instead."""
    slot.session.bet = slot.game.bets.low        # this and the searches below: many rounds
    ante = "ante" if "ante" in slot.game.modes else "base"      # more scatters
    if slot.game.trigger_counts():
        waits = lambda s: getattr(s.anim.current, "anticipating", False)     # noqa: E731
        if until(app, slot, waits, mode=ante, rounds=600, fast=True, fresh=heard.clear):
            step = slot.anim.current
            if hasattr(step, "falling"):         # a fall: into the board's hold on what is left
                frames(app, step.falling + 0.2)
            else:                                # a landing: the rest of the drop to come
                for _ in range(180):
                    if "anticipation" in heard:
                        break
                    frames(app, 1 / 60)
                frames(app, 0.1)
            return True
    heard_now = lambda s: "anticipation" in heard and s.anim.current is not None  # noqa: E731
    if until(app, slot, heard_now, mode=ante, rounds=600, fast=True, fresh=heard.clear):
        frames(app, 0.3)                     # a meter one short of its target, glowing
        return True
    return False


def feature(app, slot, heard):
    slot.session.bet = slot.game.bets.low
    mode = "buy" if "buy" in slot.game.modes else "base"
    if until(app, slot, lambda s: s.anim.progress.in_feature > 0 and s.anim.overlay.banner is None
             and bool(s.anim.board.labels), mode=mode, rounds=200 if mode == "base" else 5,
             fast=mode == "base"):
        frames(app, 0.2)                     # a win in the feature, in its look
        return True
    if until(app, slot, lambda s: s.anim.overlay.banner is not None, rounds=100, fast=True):
        frames(app, 0.5)                     # no big feature in reach: a feature banner
        return True
    return False


def counters(app, slot, heard):
    """A big feature's tally beside the board (issue 56): its spins left or its level, its
    multiplier and its win so far, large, a few spins in with a win counted (found by playing
    rounds fast, shown at normal speed); else its spins on their flipping counter (with the
    multiplier grown in it where one has), or its level's gauge and ladder, or a game's meters
    filling in the base game (a gauge part full, its multiplier)."""
    slot.session.bet = slot.game.bets.low
    mode = "buy" if "buy" in slot.game.modes else "base"

    def tallied(s):
        state = s.snapshot()
        return bool(state.feature_win and (state.spin_counter or state.level)
                    and state.multiplier is not None and s.anim.overlay.banner is None
                    and not s.anim.overlay.choice)
    if until(app, slot, tallied, mode=mode, rounds=8 if mode == "buy" else 3000, fast=True):
        slot.anim.speed = "normal"
        frames(app, 0.6)
        return True

    def shows(s, grown=True):
        progress = s.anim.progress
        filling = any(m.get("target") and 0 < m["value"] for m in progress.meters.values())
        return bool(progress.spin_counter or progress.level or filling) and \
            s.anim.overlay.banner is None and (not grown or progress.multiplier is not None)
    for grown in (True, False):
        if until(app, slot, lambda s, grown=grown: shows(s, grown), mode=mode,
                 rounds=6 if mode == "buy" else 60, fast=mode == "base"):
            frames(app, 0.5)
            return True
    return False


def feature_end(app, slot, heard):
    """A big feature's total on its plaque (a round whose total is no big win shows it)."""
    slot.session.bet = slot.game.bets.low
    mode = "buy" if "buy" in slot.game.modes else "base"
    if until(app, slot, lambda s: s.anim.overlay.total is not None, mode=mode,
             rounds=12 if mode == "buy" else 200, fast=True):
        frames(app, 0.4)                     # popped in, the total standing
        return True
    return False


def big_win(app, slot, heard):
    slot.session.bet = slot.game.bets.low
    mode = "buy" if "buy" in slot.game.modes else "base"
    told = lambda s: s.celebration is not None and not s.anim.busy       # noqa: E731
    if until(app, slot, told, mode=mode, rounds=8, fast=True) or \
            until(app, slot, told, rounds=600, fast=True):
        frames(app, 1.6)                     # counting up, coins falling
        return True
    return False


MOMENT = {"idle": idle, "paytable": paytable, "special": special, "help": help_page,
          "menu": menu, "notice": notice, "fair-play": fair_play, "win": win,
          "anticipation": anticipation, "feature": feature, "counters": counters,
          "feature-end": feature_end, "big-win": big_win}
MOMENTS = tuple(MOMENT)
LANG_MOMENTS = ("idle", "paytable")      # a language's row in the README (and its lobby)


def game_of(lang: str) -> str:
    """The game a language's README row shows: each language another, the games in turn."""
    from engine.games import available_games
    from game.words.i18n import CHOICES
    games = available_games()
    return games[list(CHOICES).index(lang) % len(games)]


def shoot(data_dir, out, games=None, moments=MOMENTS, lang=None):
    from engine.games import available_games
    from game.window.app import App
    from game.window.scenes.lobby import LobbyScene
    from game.window.scenes.slot import SlotScene
    from game.round.services import Services
    seeds = iter(f"screenshot-{i}" for i in range(10**6))
    app = App(data_dir=data_dir, lang=lang or "en",
              services=Services(seeds=lambda session: next(seeds)))
    app.settings["intro"] = False
    app.push(LobbyScene(app))
    frames(app, 0.5)
    grab("lobby", out, app)
    heard = []
    play = app.audio.play
    app.audio.play = lambda cue, step=None: heard.append(cue) or play(cue, step)
    for game_id in games or available_games():
        slot = app.push(SlotScene(app, game_id))
        for moment in moments:
            if not MOMENT[moment](app, slot, heard):
                print(f"{game_id}: no {moment.replace('-', ' ')} in these rounds")
            else:
                grab(f"{game_id}-{moment}", out, app)
            while app.top is not slot:          # a page the moment opened
                app.pop()
            hurry(app, slot)
        app.pop()
    app.storage.close()
    import pygame
    pygame.quit()            # before the X server goes: a window left open ends in an error


if __name__ == "__main__":
    sys.exit(main())
