"""The player's settings as the data file keeps them: their defaults and what each may be.

A setting that cannot be read or is out of range falls back to its default, with a notice,
never a traceback: the file is the player's and may have been edited.
"""
import json
import sqlite3
from typing import Any

from game.words import currency
from game.words import i18n
from game.words.i18n import N_
from game.books.chain import MAX_BALANCE
from game.words.printable import excerpt
from game.words.said import Said

DEFAULTS = {"speed": "normal", "skip_screens": False, "intro": True, "music": True,
            "ambient": True, "effects": True, "currency": "RM",
            "client_seed": "player", "budget": 0, "reality_check": 0,
            "coin_view": False, "language": "system"}
# language: "system" until the first start has chosen one (game/window/app.py)
# currency: "RM" is how files before issue 58 name MYR (game/words/currency.py)
CHOICES = {"speed": ("normal", "quick", "turbo"), "currency": ("RM", *currency.codes()),
           "language": ("system", *i18n.CHOICES)}
SPEEDS = {"normal": N_("NORMAL"), "quick": N_("QUICK"), "turbo": N_("TURBO")}   # as shown
_INVALID = object()
# name -> value: JSON as the file keeps it; one of DEFAULTS' names holds what valid() takes
# (its default's type), so its readers use it as that
Settings = dict[str, Any]


def load(db: sqlite3.Connection, notices: list[str]) -> Settings:
    """Every setting stored, each checked (a notice for one reset to its default)."""
    settings: Settings = dict(DEFAULTS)
    for key, value in db.execute("SELECT key, value FROM settings"):
        try:
            decoded = json.loads(value)
        except (TypeError, json.JSONDecodeError):
            decoded = _INVALID
        if not _text(key):                            # no setting's name (an edit)
            notices.append(Said(N_("A setting in the data file has a name that is not text "
                                   "({key}); it was left out."), key=excerpt(key)))
            continue
        if key in DEFAULTS and not valid(key, decoded):
            notices.append(Said(N_("The setting {key} was unreadable ({value}); it was reset "
                                   "to {default}."), key=repr(key), value=excerpt(value),
                                default=repr(DEFAULTS[key])))
            continue
        if decoded is not _INVALID:
            settings[key] = decoded
    return settings


def valid(key: str, value: object) -> bool:
    default = DEFAULTS[key]
    if key in CHOICES:
        return value in CHOICES[key]
    if isinstance(default, bool):
        return isinstance(value, bool)
    if isinstance(default, int):
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_BALANCE
    return isinstance(value, str) and 0 < len(value) <= 64 and _text(value)


def _text(value: object) -> bool:
    """Text that can be written out (UTF-8): not a lone surrogate, which a JSON escape or a
    cell that is not UTF-8 (read as one: game/books/datafile.py) can carry."""
    try:
        str(value).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
