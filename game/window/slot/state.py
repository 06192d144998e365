"""What the slot screen's sections read: one small immutable state, made by the scene once per
update and once per frame drawn from the session and the animator, so no section reads the
scene, the session or the animator itself (issue 36, 2)."""
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Protocol

from engine.games.base import Game
from game.books.datafile import Record
from game.round.session import RoundSession
from game.window.board.animator import Animator
from game.window.celebration import Celebration
from game.window.effects import CoinShower
from game.window.look import Look
from game.window.scenes import Application
from game.words.i18n import money


@dataclass(frozen=True)
class SlotState:
    show: Callable[[int], str]        # an amount in the player's money view (cash or coins)
    money: Callable[[int], str]       # an amount as cash, whatever the view
    # the meter bar
    coin_game: bool
    balance: int                      # as stored, less what a big win has not counted yet
    cost: int                         # what a round at this bet and mode costs
    win: int                          # the round's win so far, or the last round's
    in_round: bool
    busy: bool                        # the board still has steps to show
    # the side panels
    message: str = ""                 # the notice on show ("" while another screen is on top)
    message_age: tuple = (0.0, 0.0)   # (seconds since it was said, seconds it has left)
    # the balance's writer where it is not `show`'s: a replay of a round in another currency
    # than the wallet's (the wallet's balance in its own)
    purse: Callable[[int], str] | None = None
    meters: tuple = ()                # ((name, meter event), ...) on show, in order
    waiting_meters: frozenset = frozenset()
    multiplier: int | None = None
    level: tuple | None = None        # (level, of) of a feature played in levels
    multiplier_sum: bool = False
    spin_counter: tuple | None = None
    feature_win: int | None = None    # what the big feature under way has won (None: none)
    status: tuple = ()                # the latest event of each status panel, in order
    marks: bool = False               # marks are on the board
    won_marks: frozenset = frozenset()
    clock: float = 0.0                # seconds shown: idle glows move with it
    # over the board
    labels: tuple = ()                # ((win event, colour), ...) whose pays show
    label_age: float = 0.0
    banner: tuple | None = None
    holding: bool = False             # the plaque waits for the player's press (issue 45, 2)
    total: tuple | None = None
    choice: tuple | None = None       # the options the player is asked to pick from
    features: tuple = ()              # the features in play, innermost last
    celebration: Celebration | None = None   # a big win counting up, or None
    shower: CoinShower | None = None          # its coins, falling away after it
    # the controls
    replaying: bool = False
    replay_of: str = ""               # the replayed round's name (its badge), "" in play
    speed: str = "normal"
    sound_on: bool = True
    autoplay_left: int | None = None  # rounds an autoplay still has to play (None: none on)
    buy_price: int | None = None      # what the feature buy costs (None: the game has none)
    can_buy: bool = False             # the buy is allowed now (balance, not in ante)
    ante: bool | None = None          # the ante is on (None: the game has none)


class Screen(Protocol):
    """What the state is made from: a SlotScene (game/window/scenes/slot.py, which imports this
    module: described here, not imported)."""
    @property
    def app(self) -> Application: ...
    @property
    def session(self) -> RoundSession: ...
    @property
    def anim(self) -> Animator: ...
    @property
    def look(self) -> Look: ...
    @property
    def game(self) -> Game: ...
    @property
    def replayed(self) -> Record | None: ...
    @property
    def celebration(self) -> Celebration | None: ...
    @property
    def shower(self) -> CoinShower | None: ...

    def show(self, amount: int) -> str: ...

    def untold(self) -> int: ...


def snapshot(scene: Screen) -> SlotState:
    """The state of `scene` (a SlotScene) as its sections read it."""
    session, anim, app = scene.session, scene.anim, scene.app
    progress, board, overlay = anim.progress, anim.board, anim.overlay
    untold = scene.untold()
    top: object = app.top                        # (a Scene; the scene is one, as a Screen)
    on_top = top is scene
    in_round = session.active or anim.busy
    balance = app.balance                         # read once for the frame
    bought, extra = scene.look.roles.mode("feature_buy"), scene.look.roles.mode("extra_bet")
    buy_price = session.cost(bought) if bought is not None else None
    autoplay = session.autoplay
    return SlotState(
        show=scene.show, money=partial(money, currency=session.currency),
        coin_game=bool(scene.game.bets.coins),
        purse=app.money if session.currency != app.play.currency else None,
        balance=balance - (0 if session.replaying else untold), cost=session.cost(),
        win=progress.round_win if in_round else session.last_win - untold,
        in_round=in_round, busy=anim.busy, message=session.message if on_top else "",
        message_age=session.message_age,
        meters=tuple((name, meter) for name, meter in progress.meters.items()
                     if name not in progress.features),
        waiting_meters=frozenset(progress.waiting_meters), multiplier=progress.multiplier,
        level=progress.level, multiplier_sum=progress.multiplier_sum,
        spin_counter=progress.spin_counter, feature_win=progress.feature_win(),
        status=tuple(progress.status.values()),
        marks=bool(board.marks), won_marks=frozenset(board.won_marks), clock=anim.clock,
        labels=tuple(board.labels), label_age=board.label_age, banner=overlay.banner,
        holding=anim.holding,
        total=overlay.total, choice=tuple(overlay.choice) if overlay.choice else None,
        features=tuple(progress.features),
        celebration=scene.celebration, shower=scene.shower,
        replaying=session.replaying, speed=anim.speed,
        replay_of=str(scene.replayed["id"]) if session.replaying and scene.replayed else "",
        sound_on=bool(app.settings["effects"] or app.settings["music"]),
        autoplay_left=autoplay.left if autoplay else None, buy_price=buy_price,
        can_buy=buy_price is not None and buy_price <= balance and
        (extra is None or session.mode != extra),
        ante=session.mode == extra if extra is not None else None)
