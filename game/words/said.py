"""A notice kept now and worded when it is shown, in the language of whoever reads it then.

The data file's notices (a salvage, a migration, the books' findings, a setting reset, a round
set aside) are made at start, before the kept language is read, and wait in the file until
they are shown (game/books/datafile.py `pend`). So each is a `Said`: its message (an N_-marked
English template, a message of the catalogs) and its fields: names and technical values as
they are (a file's name, a hash, a row's number), money as integer minor units (`Money`:
written in the player's money view when shown), another Said (a nested reason), or a list of
them (said as the language writes a list).

A Said is also a str: its English record, amounts as the engine writes them (what the books
keep of a reason, what logs and tests read). `words()` says it in the player's language each
time it is shown; `dump` and `load` keep it in the data file as JSON, and a row of plain text
(an older build's) still reads, as its text. No pygame here.
"""
import json
import string
from collections.abc import Callable
from typing import Self

from babel.lists import format_list

from engine.money import format_minor
from game.words import i18n


class Money(int):
    """An amount in minor units: the English record writes it as the engine does (1,234.56);
    shown, it is written in the player's money view (RM1,234.56, 1.234,56 RM)."""


class Said(str):
    """A message of the catalogs and its fields; as a str, its English record."""
    message: str
    fields: dict[str, object]     # names, values, Money, Saids or lists of them

    def __new__(cls, message: str, /, **fields: object) -> Self:
        said = super().__new__(cls, _fill(message, fields, _english))
        said.message, said.fields = message, fields
        return said

    def words(self, money: Callable[[int], str] | None = None) -> str:
        """In the player's language, now: the message translated and filled, money written
        by `money` (the player's view; the ringgit in the language's way where not given)."""
        try:
            return _fill(i18n._(self.message), self.fields, lambda v: _shown(v, money))
        except (KeyError, IndexError, ValueError):      # a translation that lost a field
            return str(self)

    def dump(self) -> str:
        """The JSON the data file keeps (its English record beside it, for a reader of the
        file and as the fallback of a message a later build no longer has)."""
        return json.dumps(_encode(self), ensure_ascii=False, separators=(",", ":"))


def shown(text: str, money: Callable[[int], str] | None = None) -> str:
    """A notice as the player reads it: a Said in their language, any other text as it is."""
    return text.words(money) if isinstance(text, Said) else text


def load(row: object) -> str:
    """A notice as the data file keeps it: a Said, or the row's text where it is not one (a
    row of plain text, from before notices were kept as messages, or one edited by hand)."""
    row = str(row)
    try:
        data = json.loads(row)
    except (ValueError, RecursionError):
        return row
    if not (isinstance(data, dict) and isinstance(data.get("said"), str)):
        return row
    try:
        said = _decode(data)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError, RecursionError):
        return str(data.get("text", row))
    return said if isinstance(said, Said) else row


def _fill(message: str, fields: dict[str, object], say: Callable[[object], str]) -> str:
    return message.format(**{name: say(value) for name, value in fields.items()})


def _english(value: object) -> str:
    if isinstance(value, Money):
        return format_minor(value)
    if isinstance(value, list):
        return format_list([_english(v) for v in value], locale="en") if value else ""
    return "" if value is None else str(value)


def _shown(value: object, money: Callable[[int], str] | None) -> str:
    if isinstance(value, Said):
        return value.words(money)
    if isinstance(value, Money):
        return money(int(value)) if money is not None else i18n.money(int(value))
    if isinstance(value, list):
        return format_list([_shown(v, money) for v in value], locale=i18n.cldr_locale()) \
            if value else ""
    return "" if value is None else str(value)


def _encode(value: object) -> object:
    if isinstance(value, Said):
        return {"said": value.message, "fields": {k: _encode(v) for k, v in value.fields.items()},
                "text": str(value)}
    if isinstance(value, Money):
        return {"money": int(value)}
    if isinstance(value, (list, tuple)):
        return [_encode(v) for v in value]
    return value


def _decode(value: object) -> object:
    """A field as kept; a message is taken only where each of its fields is a plain name the
    row holds (a template from the file is never asked for an attribute or an index)."""
    if isinstance(value, list):
        return [_decode(v) for v in value]
    if not isinstance(value, dict):
        return value if value is None or isinstance(value, (str, int, float)) else str(value)
    if type(value.get("money")) is int:
        return Money(value["money"])
    message, fields = value["said"], value["fields"]
    if not isinstance(message, str) or not isinstance(fields, dict):
        raise ValueError("not a message")
    names = {name for _, name, _, _ in string.Formatter().parse(message) if name is not None}
    if not all(name.isidentifier() and name in fields for name in names):
        raise ValueError("a field the message names is not a plain one it holds")
    return Said(message, **{str(k): _decode(v) for k, v in fields.items()})
