"""The play session and the round's life cycle, apart from any screen (no pygame here).

`PlaySession` spans the program's run: its clock, the balance it started from, the session
budget and the reality check. `RoundSession` is one game's rounds: the next server seed
committed before a round, the round opened in storage with its cost, events pulled one at a
time and recorded as shown, the player's choices, the end settled (win and `done` in one
transaction), resume and replay, and autoplay with its stop conditions.

The slot scene draws a RoundSession and routes input to it; the self-test and the tests drive
the same classes. The run's services (game/round/services.py: its clocks, its seed source, who is
told of a stored event) are the PlaySession's, so time-dependent rules (the reality check, the
7-day void) are tested by moving a clock, not by editing fields.
"""
from collections.abc import Generator, Mapping

from engine import events as ev
from engine.games import load_game, roles
from engine.rng import FairRng
from engine.round import check_bet, play_round
from game.round.autoplay import Autoplay, AutoplayPlan
from game.round.notice import Notice
from game.books.datafile import Record
from game.books.preferences import Settings
from game.books.recovery import NEWER, dealt_under, finisher, held
from game.books.storage import BalanceTooLow, FolderInUse, Storage, StorageError
from game.words.i18n import N_, _
from game.words.said import Money, Said
from game.words import currency
from game.round.services import Services

RESUMED = N_("Your interrupted round continues")
RESUMED_SECONDS = 5.0      # long enough to read, not the whole resumed round (free spins and all)
SAID_SECONDS = 5.0         # a notice leaves after this, or at the next action (issue 45, 3)
TOO_LOW = N_("Balance too low for this bet")
ELSEWHERE = N_("This round was settled in another window: it paid {amount}")
LOST_SECONDS = 30.0        # a round stopped or paid elsewhere: said long enough to be read
BUDGET = N_("Session budget reached: raise it in settings to play on")
# a round's events one at a time, each answer to a choice_request sent in (None: none yet)
Stream = Generator[ev.Event, str | None, None]
Words = Mapping[str, str] | None     # the features autoplay may stop on: name -> words


def _stored(events: list[ev.Event]) -> Stream:
    """A finished round's stored events as a stream: a replay's, whose recorded choice event
    shows what was chosen (its question is not asked again)."""
    for event in events:
        if event["type"] != ev.CHOICE_REQUEST:
            yield event


class PlaySession:
    """What spans the program's run, with its services (game/round/services.py): `clock` gives
    seconds (monotonic), `wall` epoch seconds."""

    def __init__(self, storage: Storage, settings: Settings,
                 services: Services | None = None, rules: str = "default") -> None:
        """`rules`: the name of the market's profile the rounds are played under, recorded
        with each (the App's, game/round/jurisdiction.py)."""
        self.services = services or Services()
        self.rules = rules
        self.storage, self.settings = storage, settings
        self.clock, self.wall = self.services.clock, self.services.wall
        self.started = self.clock()
        self.start_balance = storage.balance()
        self.budget_start = self.start_balance   # the balance the budget counts losses from
        self.last_check = self.clock()           # the reality check's last showing
        # where the game history was left (round id, selected, top, rounds then), or None: it
        # opens there again (game/window/scenes/history.py)
        self.history_place: tuple | None = None
        self.currency = storage.currency()       # the wallet's, the rounds' (ISO 4217)

    def played(self) -> tuple[float, int]:
        """(minutes played, net result in minor units) since the program started."""
        return (self.clock() - self.started) / 60, self.storage.balance() - self.start_balance

    def budget_reached(self) -> bool:
        """The session budget (a loss limit) is used up: it counts what was lost since it was
        set (or since the start, for one kept from an earlier session)."""
        budget = self.settings.get("budget", 0)
        return bool(budget) and self.budget_start - self.storage.balance() >= budget

    def changed(self, key: str) -> None:
        """A setting changed: a budget counts from now, a reality check comes a period on."""
        if key == "budget":
            self.budget_start = self.storage.balance()
        elif key == "reality_check":
            self.last_check = self.clock()

    def take_currency(self, wanted: object, allowed: tuple[str, ...] = ()) -> bool:
        """The wallet in the currency `wanted` (the setting's) where the market allows it (else
        the market's first), each currency its own balance in the books (game/books/purse.py).
        Never with a round open (it keeps its currency to its end: False, the wallet as it
        was). True where it changed: the session's result and budget count anew from here."""
        offered = currency.offered(allowed)
        code = currency.code_of(wanted)
        code = code if code in offered else offered[0]
        changed = code != self.storage.currency() and self.storage.switch_currency(code)
        self.currency = self.storage.currency()
        if changed:
            self.wallet_reset()
        return changed

    def wallet_reset(self) -> None:
        """The wallet went back to its start: the session's result and budget count anew."""
        self.start_balance = self.budget_start = self.storage.balance()

    def reality_check_due(self) -> bool:
        """True once per period (and the period starts again)."""
        minutes = self.settings.get("reality_check", 0)
        if minutes and self.clock() - self.last_check >= minutes * 60:
            self.last_check = self.clock()
            return True
        return False


class RoundSession:
    """One game's rounds for one player: see the module's docstring."""

    def __init__(self, game_id: str, play: PlaySession, stop_words: Words = None,
                 currency_code: str | None = None) -> None:
        """`stop_words`: the features autoplay may stop on, name -> words (the game's look);
        its server seeds: the run's services' `seeds`, whose `after_store` is told of each
        event of a round played (not replayed) once stored (the recovery tests kill there)."""
        self.services = play.services
        self.currency = currency_code or play.currency  # its rounds' (a replay: its round's)
        self.game = load_game(game_id, unit=currency.get(self.currency).unit)
        self.play, self.storage = play, play.storage
        self.bet = self.game.bets.default
        self.mode = "base"
        self.round: Stream | None = None   # the engine's generator (a replay's: its events)
        self.pending: str | None = None   # an answer to send into it (a choice)
        self.events: list[ev.Event] = []   # the events of the round in progress, as pulled
        self.choices: list[str] = []       # the player's answers so far in it
        self.round_id: int | None = None
        self.replaying = False       # showing a past round from history
        # (round id, win, events) of an ended round not yet credited (id None: a board fed)
        self.unsettled: tuple[int | None, int, list[ev.Event]] | None = None
        self.settled_id: int | None = None    # the id of the last round credited
        self.elsewhere: int | None = None    # what the books paid a round another window settled
        self.next_seed = self.services.seeds(self)   # committed to (its hash shown) before it
        self.round_seeds: tuple[str, str, int] | None = None   # (server, client seed, nonce)
        self.revealed: tuple[str, str, int] | None = None      # ... of the last one settled
        self.last_win = 0
        self.notice = Notice(play.clock)     # what the screen's toast says, and how long
        self.autoplay_plan = AutoplayPlan()
        self.autoplay: Autoplay | None = None   # the Autoplay running, if any
        # where in `events` autoplay stopped at a feature's start (its plaque waits: stopped_here)
        self.stopped_at: int | None = None   # the session's alone: set by pull, gone with events
        self.stop_words = dict(stop_words or {})
        self.message = self.waiting() or ""

    def waiting(self) -> str | None:
        """Why this game plays no new round here: a round of it that only a newer build can
        finish is still open (game/books/recovery.py), or None."""
        for record in self.storage.open_rounds(self.game.id):
            if record["id"] != self.round_id and held(record):
                words = _("Round {id} (v{version}) is for a newer build: no new round here until "
                          "then") if finisher(record) == NEWER else \
                    _("Round {id} (v{version}) is for another build: no new round here until then")
                return words.format(id=record['id'], version=record['config_version'])
        return None

    @property
    def active(self) -> bool:
        return self.round is not None

    @property
    def message(self) -> str:
        """The notice the screen shows (a toast above the bar), for SAID_SECONDS or until it
        is replaced (the player's next action clears it)."""
        return self.notice.text

    @message.setter
    def message(self, text: str) -> None:
        self.notice.say(text, SAID_SECONDS)

    @property
    def message_age(self) -> tuple[float, float]:
        return self.notice.age

    def cost(self, mode: str | None = None) -> int:
        return check_bet(self.game, self.bet, mode or self.mode)

    def change_bet(self, direction: int) -> None:
        if not self.active:
            self.bet = self.game.bets.step(self.bet, direction)

    def choose_bet(self, bet: int) -> bool:
        """A bet picked on the bet menu; refused during a round or off the ladder."""
        if self.active or bet not in self.game.bets:
            return False
        self.bet = bet
        return True

    # --- the round's life cycle ----------------------------------------------------------

    def start(self, mode: str) -> bool:
        """Open a round: commit the seed, take the cost, and make the engine's stream ready.
        False, with `message` saying why, when it cannot start (nor in another currency)."""
        if self.active or self.replaying or self.currency != self.play.currency:
            return False
        if self.unsettled and not self.settle():
            return False
        waiting = self.waiting()
        if waiting:
            return self._refuse(waiting)
        cost = self.cost(mode)
        if cost > self.storage.balance():
            return self._refuse(TOO_LOW)
        if self.play.budget_reached():
            return self._refuse(BUDGET)
        try:
            rng = FairRng(self.next_seed, self.play.settings.get("client_seed", "player"),
                          self.storage.next_nonce())
            self.round_id = self.storage.open_round(self.game.id, mode, self.bet, cost,
                                                    self.game.version, rng, self.play.rules)
        except BalanceTooLow:
            return self._refuse(TOO_LOW)
        except StorageError as err:
            return self._refuse(err.said)
        self.next_seed = self.services.seeds(self)
        self.round = play_round(self.game, self.bet, rng, mode, interactive=True)
        self.round_seeds = (rng.server_seed, rng.client_seed, rng.nonce)
        self.events, self.choices, self.stopped_at = [], [], None
        self.message = ""
        return True

    def _refuse(self, why: str) -> bool:
        self.message = why
        self.autoplay = None
        return False

    def pull(self) -> ev.Event | None:
        """The round's next event (None once it is over): recorded as shown at each landed
        grid, settled at round_end."""
        if self.round is None:
            return None
        try:
            event = self.round.send(self.pending) if self.pending else next(self.round)
        except StopIteration:
            self.round = None
            return None
        self.pending = None
        self.events.append(event)
        if self.autoplay and not self.replaying and self.autoplay.stops_at(event):
            self.stop_autoplay(self.autoplay.stopped_because)     # said as it stops
            self.stopped_at = len(self.events) - 1
        if event["type"] == ev.GRID and not self.replaying and self.round_id is not None:
            try:
                self.storage.record_shown(self.round_id, self.shown())
            except FolderInUse as err:      # another window may play it now: not shown here
                self._lost(err)
                return None
            except StorageError as err:     # a resume would start a little earlier
                self._refuse(err.said)
        if event["type"] == ev.ROUND_END:
            if (ended := self._ended(event)) is None:
                return None
            event = ended
        if not self.replaying:
            self.services.after_store(event)
        return event

    def choose(self, option: str) -> None:
        """The player's answer to a choice_request, kept before the round goes on."""
        self.pending = option
        self.choices.append(option)
        if self.round_id is None:       # a board fed by hand, none of the books': not kept
            return
        try:
            self.storage.record_choices(self.round_id, self.choices)
        except FolderInUse as err:      # kept only while the round is still this window's
            self._lost(err)
        except StorageError as err:     # the round goes on; a restart asks again
            self._refuse(err.said)

    def _lost(self, err: FolderInUse) -> None:
        """The folder's lock is no longer this window's (game/books/folderlock.py): another window
        may play this round on now, so it stops here, said in one line, and nothing more of it
        is shown, recorded or settled here (it is paid once: there, or at the next start)."""
        self.round, self.pending, self.unsettled = None, None, None
        self.notice.say(err.said, LOST_SECONDS)
        self.autoplay = None

    def shown(self) -> int:
        """Events shown so far, as a resumed stream counts them: it answers the choices
        already made from the record, so it never yields their choice_request."""
        return sum(e["type"] != ev.CHOICE_REQUEST for e in self.events)

    def _ended(self, event: ev.RoundEndEvent) -> ev.RoundEndEvent | None:
        """The round's end as this window shows it: its own total where it paid it here; the
        books' where another window settled it; None where it stopped (the lock lost)."""
        self.round = None
        if self.message == RESUMED:              # said of the round that has now ended
            self.message = ""
        if self.replaying:
            self.last_win = event["total_win"]
            return event
        self.unsettled = (self.round_id, event["total_win"], list(self.events))
        if not self.settle():                    # kept to settle later, or stopped
            if self.unsettled is None:
                return None
            self.last_win = event["total_win"]
            return event
        self.revealed = self.round_seeds
        if self.elsewhere is not None:           # what the books hold, not this stream's
            self.autoplay = None                 # (two windows: said, no autoplay goes on)
            event = {**event, "total_win": self.elsewhere}
        self.last_win = event["total_win"]
        if self.autoplay and not self.autoplay.after_round(self.events,
                                                           self.storage.balance()):
            self._stopped(_(self.autoplay.stopped_because))
        return event

    def settle(self) -> bool:
        """Credit the ended round (its win and its `done` mark, one transaction). Where the
        file cannot take it now, the round stays open in it, is tried again before the next
        round, and is paid on the next start at the latest: nothing is lost."""
        assert self.unsettled is not None, "settle() with no round ended"
        self.elsewhere = None
        try:
            round_id, win, events = self.unsettled
            paid_here = round_id is not None and self.storage.finish_round(round_id, win, events)
            if not paid_here:           # settled in another window: what the books hold
                self.elsewhere = self.storage.paid(round_id) if round_id is not None else 0
        except FolderInUse as err:
            self._lost(err)
            return False
        except StorageError as err:
            return self._refuse(err.said)
        self.settled_id, self.unsettled = self.unsettled[0], None
        if self.elsewhere is not None:
            self.last_win = self.elsewhere
            self.notice.say(Said(ELSEWHERE, amount=Money(self.elsewhere)), LOST_SECONDS)
        return True

    def resume(self, record: Record) -> list[ev.Event]:
        """Play on an interrupted round: the engine replays it from its seeds and the choices
        already made; returns the events the player had seen, for the board to catch up."""
        self.bet, self.mode, self.round_id = record["bet"], record["mode"], record["id"]
        if roles(self.game.id).role_of_mode(record["mode"]) == "feature_buy":
            self.mode = "base"          # a buy is one round; the bet stands as it was
        rng = FairRng(record["server_seed"], record["client_seed"], record["nonce"])
        self.round_seeds = (rng.server_seed, rng.client_seed, rng.nonce)
        self.round = play_round(dealt_under(record), self.bet, rng, record["mode"],
                                choices=record["choices"], interactive=True)
        self.events, self.choices, self.stopped_at = [], list(record["choices"]), None
        seen = []
        for _shown in range(record["shown"]):
            event = next(self.round)
            self.events.append(event)
            seen.append(event)
            if event["type"] == ev.ROUND_END:
                self._ended(event)
                break
        if self.round is not None:
            self.notice.say(RESUMED, RESUMED_SECONDS)
        return seen

    def replay(self, record: Record) -> None:
        """Show a finished round again from its stored events; no money moves. The recorded
        choice event shows what was chosen; the question is not asked again."""
        self.replaying, self.bet, self.round_id = True, record["bet"], None
        self.round = _stored(record["events"])
        self.events, self.choices, self.stopped_at = [], [], None
        self.message = _("Replay of round {id}: Space to hurry, Esc to go back").format(
            id=record['id'])

    # --- autoplay ------------------------------------------------------------------------

    def start_autoplay(self) -> bool:
        """Autoplay with the current plan, starting its first round now."""
        self.autoplay = Autoplay(self.autoplay_plan, self.bet, self.storage.balance(),
                                 self.stop_words)
        self.message = ""
        return self.next_autoplay()

    def stopped_here(self) -> bool:
        """Autoplay stopped at the event pulled last (a feature's start: its plaque waits)."""
        return self.stopped_at == len(self.events) - 1

    def stop_autoplay(self, reason: str) -> None:
        if self.autoplay:
            self._stopped(_(reason))

    def _stopped(self, reason: str) -> None:
        """Autoplay ends, and the notice says so and why (`reason`: words, or a Said worded
        when shown), marked as that saying until other words replace it."""
        self.autoplay = None
        self.notice.say(Said(N_("Autoplay stopped: {reason}"), reason=reason)
                        if isinstance(reason, Said) else
                        _("Autoplay stopped: {reason}").format(reason=reason), SAID_SECONDS,
                        autoplay_stopped=True)

    def next_autoplay(self) -> bool:
        """Autoplay's next round, if it has one left and the round can start."""
        if self.autoplay and not self.active:
            if self.autoplay.take() and self.start(self.mode):
                return True
            why = self.message
            if why and not self.notice.autoplay_stopped:    # a refused round (a fault): why
                self._stopped(why if isinstance(why, Said) else _(why))
            self.autoplay = None
        return False
