"""The round session without a screen (game/round/session.py): its life cycle, autoplay, budget and
reality check, driven directly with a clock the test moves. No pygame is needed here."""
import subprocess
import sys
from pathlib import Path

from helpers import Clock
from engine.games import load_game
from engine.rng import FairRng
from engine.round import run
from game.books.recovery import awaits_player
from game.round.services import Services
from game.round.session import (BUDGET, RESUMED, RESUMED_SECONDS, SAID_SECONDS, PlaySession,
                          RoundSession)
from game.books.storage import START_BALANCE, VOID_AFTER, Storage

ROOT = Path(__file__).resolve().parents[2]
WAITS = 277      # Midnight Princess v5, seeds ("s", "c", 277): the round clears the grid


def seeds():
    """A seed source (game/round/services.py's `seeds`): the session's server seeds, one by one."""
    n = iter(range(10**6))
    return lambda session: f"session-test-{next(n)}"


def session(tmp_path, game_id="sweet-bonanza-xmas", clock=None, wall=None):
    store = Storage(tmp_path / "data")
    settings = store.load_settings()
    play = PlaySession(store, settings, Services(clock=clock or Clock(),
                                                 wall=wall or Clock(2_000_000_000.0),
                                                 seeds=seeds()))
    return RoundSession(game_id, play)


def play_out(s, answer=None):
    """Pull a round to its end, answering any choice with `answer` (or the first option)."""
    while s.active:
        event = s.pull()
        if event and event["type"] == "choice_request":
            s.choose(answer or event["options"][0])
    return s.events[-1]


def test_the_session_module_needs_no_pygame():
    code = ("import sys, game.round.session, game.round.autoplay, game.books.storage, "
            "game.books.recovery; sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_a_round_takes_its_cost_first_and_pays_its_win_at_the_end(tmp_path):
    s = session(tmp_path)
    committed = s.next_seed
    assert s.start("base")
    assert s.storage.balance() == START_BALANCE - s.cost()       # paid before anything shows
    end = play_out(s)
    assert s.round_seeds[0] == committed and s.revealed == s.round_seeds
    assert s.storage.balance() == START_BALANCE - s.cost() + end["total_win"]
    again = run(s.game, s.bet, FairRng(*s.revealed), "base")
    assert again == s.events                                      # the stream, event for event
    assert s.storage.open_rounds() == [] and s.last_win == end["total_win"]


def test_one_round_at_a_time_and_a_clear_refusal(tmp_path):
    s = session(tmp_path)
    assert s.start("base") and not s.start("base")
    play_out(s)
    s.bet = s.game.bets.high
    s.storage.reset_wallet(s.cost() - 1)
    assert not s.start("base") and s.message == "Balance too low for this bet"
    assert s.storage.open_rounds() == []


def test_the_budget_counts_from_when_it_is_set(tmp_path):
    s = session(tmp_path)
    play, store = s.play, s.storage
    store.reset_wallet(START_BALANCE - 6500)             # lost before any budget
    play.settings["budget"] = 2000
    play.changed("budget")
    assert not play.budget_reached() and s.start("base")
    play_out(s)
    store.reset_wallet(play.budget_start - 2000)
    assert play.budget_reached()
    assert not s.start("base") and s.message == BUDGET


def test_the_reality_check_comes_each_period_on_the_clock(tmp_path):
    clock = Clock()
    s = session(tmp_path, clock=clock)
    play = s.play
    clock.advance(3600)                                  # played before it was set
    play.settings["reality_check"] = 15
    play.changed("reality_check")
    clock.advance(15 * 60 - 1)
    assert not play.reality_check_due()
    clock.advance(1)
    assert play.reality_check_due() and not play.reality_check_due()   # once per period
    clock.advance(15 * 60)
    assert play.reality_check_due()
    assert play.played()[0] == 90                       # minutes since the program started


def test_autoplay_plays_its_count_and_says_why_it_stopped(tmp_path):
    s = session(tmp_path)
    s.autoplay_plan.count = 3
    rounds = 0
    assert s.start_autoplay()
    while s.active:
        play_out(s)
        rounds += 1
        if s.autoplay:
            s.next_autoplay()
    assert rounds == 3 and s.autoplay is None
    assert s.message == "Autoplay stopped: all rounds played"
    assert len(s.storage.rounds()) == 3


def test_autoplay_stops_at_its_loss_limit(tmp_path):
    s = session(tmp_path)
    s.autoplay_plan.count, s.autoplay_plan.loss_x = 1000, 10
    s.start_autoplay()
    while s.active:
        play_out(s)
        s.next_autoplay()
    lost = START_BALANCE - s.storage.balance()
    assert s.message == "Autoplay stopped: the balance fell by 10x the bet"
    assert 10 * s.bet <= lost
    assert len(s.storage.rounds()) < 1000


def test_a_round_resumes_with_its_choice_and_nothing_unseen_is_skipped(tmp_path):
    s = session(tmp_path, "midnight-princess")
    s.next_seed = "s"
    s.play.settings["client_seed"] = "c"
    with s.storage.db:
        s.storage.db.execute("UPDATE meta SET value = ? WHERE key = 'nonce'", (WAITS - 1,))
    assert s.start("base") and s.round_seeds == ("s", "c", WAITS)
    while s.active:
        event = s.pull()
        if event["type"] == "choice_request":
            s.choose("storm")
            break
    s.pull()
    seen = s.shown()
    live = run(s.game, s.bet, FairRng("s", "c", WAITS), "base", ["storm"])
    record = s.storage.open_rounds()[0]
    assert record["shown"] <= seen
    again = RoundSession("midnight-princess", s.play)
    caught_up = again.resume(record)
    assert again.message == RESUMED
    assert caught_up == live[:record["shown"]]
    play_out(again)
    assert again.events == live and again.message == ""
    assert s.storage.open_rounds() == []


def test_a_round_left_on_its_choice_is_void_after_seven_days_of_the_clock(tmp_path):
    wall = Clock(2_000_000_000.0)
    s = session(tmp_path, "midnight-princess", wall=wall)
    version = load_game("midnight-princess").version
    s.storage.open_round("midnight-princess", "base", 100, 100, version,
                         FairRng("s", "c", WAITS))
    wall.now = s.storage.open_rounds()[0]["started"] + VOID_AFTER - 60
    assert s.storage.void_stale_rounds(awaits_player, s.play.wall()) == 0
    wall.advance(120)
    assert s.storage.void_stale_rounds(awaits_player, s.play.wall()) == 1
    assert s.storage.balance() == START_BALANCE


def test_a_replay_moves_no_money_and_asks_nothing(tmp_path):
    s = session(tmp_path, "midnight-princess")
    events = run(s.game, 100, FairRng("s", "c", WAITS), "base", ["love"])
    s.replay({"id": 7, "bet": 100, "events": events})
    shown = []
    while s.active:
        shown.append(s.pull())
    assert shown == events and s.last_win == events[-1]["total_win"]
    assert s.storage.balance() == START_BALANCE and s.storage.rounds() == []


def test_the_resumed_rounds_notice_goes_after_a_few_seconds_not_at_its_end(tmp_path):
    """Issue 28: "Your interrupted round continues" stayed for the whole resumed round, all
    its free spins included."""
    clock = Clock()
    s = session(tmp_path, clock=clock)
    assert s.start("buy")
    for _ in range(12):
        s.pull()
    record = s.storage.open_rounds()[0]
    again = RoundSession("sweet-bonanza-xmas", s.play)
    again.resume(record)
    assert again.message == RESUMED
    clock.advance(RESUMED_SECONDS - 0.1)
    again.pull()
    assert again.message == RESUMED
    clock.advance(0.2)
    assert again.active and again.message == ""          # the free spins are still to come
    again.message = "Autoplay stopped: all rounds played"  # every notice leaves (issue 45, 3)
    clock.advance(SAID_SECONDS - 0.1)
    assert again.message == "Autoplay stopped: all rounds played"
    clock.advance(0.2)
    assert again.message == ""


def test_autoplay_knows_its_own_stop_notice_in_every_language(tmp_path):
    """Issue 57, 8: whether the notice already said autoplay stopped was read from the start of
    the translated words, which the pseudo-locale's brackets defeat: the notice was said twice
    over ("[Autoplay stopped: [Autoplay stopped: ...]]"). The session keeps a flag instead."""
    from game.words import i18n
    from game.round.autoplay import Autoplay
    s = session(tmp_path)
    s.autoplay_plan.count = 0            # an autoplay with no round left
    i18n.use("en_XA")
    try:
        s.autoplay = Autoplay(s.autoplay_plan, s.bet, s.storage.balance(), {})
        s.stop_autoplay("all rounds played")
        said = s.message
        assert s.notice.autoplay_stopped and said.count("šţöppéð") == 1
        s.autoplay = Autoplay(s.autoplay_plan, s.bet, s.storage.balance(), {})
        assert not s.next_autoplay() and s.autoplay is None
        assert s.message == said                 # not said again round itself
        s.message = "Balance too low for this bet"   # a refusal: said with why
        s.autoplay = Autoplay(s.autoplay_plan, s.bet, s.storage.balance(), {})
        s.next_autoplay()
        assert s.notice.autoplay_stopped and s.message.count("šţöppéð") == 1
    finally:
        i18n.use("en")


def test_the_notice_is_a_job_of_its_own():
    """What the play screen's toast says, and for how long on the play clock, is a Notice
    (game/round/notice.py; issue 57, 8: RoundSession says its words through it): words last
    their seconds, other words replace them and their mark, and only the session marks words
    as autoplay's stop."""
    from game.round.notice import Notice
    now = [100.0]
    notice = Notice(lambda: now[0])
    notice.say("Autoplay stopped: a feature", 5.0, autoplay_stopped=True)
    now[0] += 2
    assert notice.text == "Autoplay stopped: a feature" and notice.autoplay_stopped
    assert notice.age == (2.0, 3.0)
    notice.say("Autoplay stopped: hand-made", 5.0)       # the words alone mark nothing
    assert not notice.autoplay_stopped
    now[0] += 5
    assert notice.text == ""


def test_rounds_nobody_watches_are_a_job_of_their_own(tmp_path, clock):
    """The unattended run (--autoplay N, the self-test) is game/window/scenes/unattended.py's
    (issue 57, 8: apart from the screen it plays through): in turbo with screens cut short, a
    choice's default picked, N rounds started and ended, then the program told to quit with no
    reason; short of them (the balance), it quits saying why."""
    from game.window.app import App
    from game.window.scenes.slot import SlotScene
    from game.window.scenes.unattended import Unattended
    app = App(data_dir=tmp_path / "data", services=Services(clock=clock))
    try:
        slot = app.push(SlotScene(app, "midnight-princess"))      # its free spins ask a choice
        told: list = []
        run = Unattended(slot, 3, told.append)
        assert slot.anim.speed == "turbo" and slot.anim.skip_screens
        for _ in range(200_000):
            run.step()
            slot.update(1 / 30)
            if told:
                break
        assert told == [None] and run.left == 0 and app.storage.count_rounds() == 3
        app.storage.reset_wallet(1)
        short: list = []
        Unattended(slot, 1, short.append).step()
        assert short == [slot.session.message] and short[0]
    finally:
        app.storage.close()
