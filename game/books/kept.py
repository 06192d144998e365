"""What a game keeps between visits and restarts (no pygame here): its bet, the ante, the coin
view and the bet menu's coins, and which round it last settled, so that coming back shows that
round's screen and win instead of one fixed opening screen.

It lives in the settings table (storage's settings API), one entry per game. What is read back
is checked as a hand-edited value would be: anything unreadable is left out, and a bet the ladder
no longer offers, or the balance no longer covers, becomes the nearest allowed one, said so.
"""
import sqlite3
from dataclasses import asdict, dataclass
from typing import Protocol, TypedDict

from engine import events as ev
from engine.games.base import Game
from engine.round import check_bet
from game.books.datafile import Record


# the key an entry kept the extra bet under before modes had roles (read: nothing is lost)
LEGACY_EXTRA_BET = "ante"


class Screen(TypedDict):
    """A settled round's last screen, as a game's screen opens on it again."""
    cells: ev.Cells
    win: int
    seeds: tuple[str, str, int]       # server seed, client seed, nonce


class Rounds(Protocol):
    """Where a settled round is read from (game/books/storage.py's DataFile)."""
    def round(self, round_id: int, events: bool = True) -> Record: ...


def key(game_id: str, currency: str = "MYR") -> str:
    """Its entry's name: each currency keeps its own bet and last round (MYR's as before)."""
    return f"game:{game_id}" if currency == "MYR" else f"game:{game_id}:{currency}"


@dataclass
class Kept:
    bet: int | None = None
    extra_bet: bool = False         # the game's extra bet (its mode of that role) was on
    coin_view: bool | None = None   # None: the program-wide setting it had before it was kept here
    coins: list[int] | None = None       # [bet level, coin value] as picked in the bet menu
    round: int | None = None        # the id of the last round settled in this game

    def saved(self) -> dict[str, object]:
        return asdict(self)


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 \
        else None


def read(value: object) -> Kept:
    """A kept entry as stored; a field that is not what it should be is left out."""
    if not isinstance(value, dict):
        return Kept()
    coins = value.get("coins")
    if not (isinstance(coins, list) and len(coins) == 2 and all(map(_whole, coins))):
        coins = None
    view = value.get("coin_view")
    on = value.get("extra_bet", value.get(LEGACY_EXTRA_BET)) is True
    return Kept(bet=_whole(value.get("bet")), extra_bet=on,
                coin_view=view if isinstance(view, bool) else None, coins=coins,
                round=_whole(value.get("round")))


def fit_bet(game: Game, bet: int, mode: str, balance: int) -> tuple[int, str]:
    """(bet to play, why it differs from `bet`): the nearest step of the ladder where `bet` is
    not on it ("gone"), then the largest step the balance covers where it does not cover that
    one ("balance"); why is "" when the kept bet stands."""
    steps, why = game.bets.steps, ""
    if bet not in game.bets:
        bet, why = min(steps, key=lambda step: (abs(step - bet), step)), "gone"
    if check_bet(game, bet, mode) > balance:
        covered = [step for step in steps if check_bet(game, step, mode) <= balance]
        if covered and covered[-1] != bet:
            bet, why = covered[-1], "balance"
    return bet, why


def last_screen(storage: Rounds, round_id: int | None, game: Game) -> Screen | None:
    """The settled round `round_id` of `game` as the player last saw it: {"cells", "win",
    "seeds"}; None where it is not there (a data file replaced since) or not of this game."""
    if round_id is None:
        return None
    try:
        record = storage.round(round_id)
    except (TypeError, ValueError, sqlite3.Error):      # gone, or unreadable
        return None
    if record.get("game") != game.id or record.get("status") != "done":
        return None
    grids = [e["cells"] for e in record["events"] if e.get("type") == ev.GRID]
    if not grids or len(grids[-1]) != game.rows or any(len(row) != game.cols
                                                        for row in grids[-1]):
        return None
    return {"cells": grids[-1], "win": record["total_win"],
            "seeds": (record["server_seed"], record["client_seed"], record["nonce"])}
