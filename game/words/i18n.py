"""The player's language: every word a player sees goes through gettext catalogs, and every
number, amount and date is written by CLDR (Babel), in the language chosen.

The catalogs are game/locale/<language>/LC_MESSAGES/messages.mo, compiled from the .po files
next to them by build/catalogs.py (Babel's extract, update and compile). `_()` translates a
message now; `N_()` only marks one for the extractor where it is kept to be translated when
drawn (a button's label: translated each frame, so a change of language shows at once).

Money stays integer minor units everywhere; only its writing is here: the setting's currency
(MYR or USD, ISO 4217) in the chosen locale's pattern and separators, with the symbol the
currency's own country writes (RM for the ringgit: "RM1,000.00" in English and Malay,
"1.000,00 RM" in German). Not pygame: a font is assets.font's, told the language by `font_file`.
"""
import datetime
import gettext
import inspect
import locale
import os
import weakref
from collections.abc import Callable, Mapping
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache
from importlib.resources import files
from pathlib import Path

from babel import Locale, parse_locale
from babel.dates import format_skeleton
from babel.numbers import (format_compact_decimal, format_currency, format_decimal,
                           format_percent, get_currency_precision, get_currency_symbol)

# the languages offered, each in its own words (the Settings row shows these)
LANGUAGES = {"en": "English", "ms": "Bahasa Melayu", "zh_Hans": "中文", "de": "Deutsch"}
PSEUDO = "en_XA"          # the pseudo-locale: every message accented, longer, in [brackets]
CHOICES = (*LANGUAGES, PSEUDO)
DOMAIN = "messages"
Figure = int | float | Fraction | Decimal     # what number() and percent() write
# the `currency` setting -> its ISO 4217 code; and the locale of the currency's own country,
# whose symbol it is written with in every language (the games are sold in ringgit: RM)
CURRENCIES = {"RM": "MYR", "USD": "USD"}
HOME = {"MYR": "ms_MY", "USD": "en_US"}
# the `currency` setting as the settings' row names it: a name only, as the wallet holds play
# money (nothing is converted when it changes)
MONEY_SIGNS = {"RM": "RM", "USD": "$"}
# the CJK type, subset by sprites/make_font.py to the characters the catalogs use (its licence
# beside it)
CJK_FONT = ("fonts", "NotoSansCJKsc-Bold-subset.otf")
NEEDS_CJK = {"zh_Hans"}
# the CLDR data (babel/locale-data) these languages and currencies are written with, parents
# included: the standalone build carries these alone (build/slots.spec), not Babel's 1,100
CLDR_DATA = {"root", "en", "en_US", "ms", "ms_MY", "zh", "zh_Hans", "de"}


def N_(message: str) -> str:
    """Mark a message for the catalogs without translating it (translated where drawn)."""
    return message


def locale_dir() -> Path:
    return Path(str(files("game"))) / "locale"


class _State:
    language = "en"
    catalog: gettext.NullTranslations = gettext.NullTranslations()
    # on_change's: each a reference to call (a WeakMethod or a closure), None once gone
    listeners: list[Callable[[], Callable[[str], object] | None]] = []


def language() -> str:
    return _State.language


def use(lang: str) -> None:
    """Speak `lang` from now on (an unknown one: English). Every later `_()` and amount is in
    it; the fonts and any cached words are dropped by the listeners."""
    lang = lang if lang in CHOICES else "en"
    _State.catalog = catalog(lang)
    _State.language = lang
    for cache in (_written, _number, _money, _money_form, _cldr, _currency):
        cache.cache_clear()
    for ref in list(_State.listeners):
        listener = ref()
        if listener is None:                # a screen closed since
            _State.listeners.remove(ref)
        else:
            listener(lang)


def on_change(listener: Callable[[str], object]) -> None:
    """Call `listener(language)` after each change of language: the one way a change reaches
    what keeps words or type made in a language (the font cache, a screen's worded figures,
    the app's notice), so none of them asks each frame which language it is. A screen's
    method is held weakly: a screen closed is told no more, and is not kept alive by this."""
    _State.listeners.append(weakref.WeakMethod(listener) if inspect.ismethod(listener)
                            else (lambda: listener))


def forget(listener: Callable[[str], object]) -> None:
    """Tell `listener` of no more changes (a screen left: it need not wait to be collected)."""
    _State.listeners[:] = [ref for ref in _State.listeners if ref() != listener]


@lru_cache(maxsize=8)
def catalog(lang: str) -> gettext.NullTranslations:
    """The compiled catalog of `lang`; English (the messages themselves) when it has none."""
    try:
        return gettext.translation(DOMAIN, str(locale_dir()), [lang])
    except OSError:
        return gettext.NullTranslations()


def _(message: str) -> str:
    """`message` in the player's language (as it is where the catalog lacks it; "" stays "",
    not gettext's catalog header)."""
    return _State.catalog.gettext(message) if message else message


def cldr_locale(lang: str | None = None) -> Locale:
    """The CLDR locale numbers and dates are written in (the pseudo-locale writes English's)."""
    return _cldr(lang or _State.language)


@lru_cache(maxsize=16)
def _cldr(lang: str) -> Locale:
    """Parsed once per language (a meter counting up writes an amount each frame)."""
    return Locale.parse("en" if lang == PSEUDO else lang)


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The system's language where it is one offered (zh_CN, zh_SG or zh_Hans_* -> zh_Hans),
    else English. Read from LANGUAGE, LC_ALL, LC_MESSAGES, LANG (as gettext does), then the
    OS's own setting."""
    environ = os.environ if environ is None else environ
    wanted = []
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if environ.get(key):
            wanted += [part for part in environ[key].split(":") if part]
            break
    if environ is os.environ:
        try:
            wanted.append(locale.getlocale()[0] or "")
        except ValueError:
            pass
    for tag in wanted:
        found = _offered(tag.split(".")[0].split("@")[0])
        if found:
            return found
    return "en"


def _offered(tag: str) -> str | None:
    """The language offered for a system's tag ('de_AT' -> 'de'): read from the tag alone,
    never from CLDR's data for it (a build carries only the data of the languages offered)."""
    try:
        lang, territory, script = parse_locale(tag.replace("-", "_"))[:3]
    except ValueError:
        return None
    if lang == "zh":
        return "zh_Hans" if (script or "Hans") == "Hans" and territory not in \
            ("TW", "HK", "MO") else None
    return lang if lang in LANGUAGES else None


# --- numbers, money, dates -----------------------------------------------------------------

def currency_code(setting: str) -> str:
    return CURRENCIES.get(setting, setting)


def money(amount: int, currency: str = "MYR") -> str:
    """Minor units as the chosen locale writes the currency: 100000 -> 'RM1,000.00' (en, ms),
    '1.000,00 RM' (de). Exact: the minor units become a Decimal, never a float. Written into
    the locale's form for amounts of as many digits (_money_form), else by Babel: a big win's
    count-up writes three new amounts a frame, 0.1 ms each through Babel."""
    return _written(amount, currency, _State.language)


@lru_cache(maxsize=4096)
def _written(amount: int, currency: str, lang: str) -> str:
    """(Kept: the meters write the same amounts frame after frame.)"""
    digits = str(abs(amount)).zfill(_currency(currency, lang)[0] + 1)
    form = _money_form(currency, lang, amount < 0, len(digits))
    if form is None:
        return _money(amount, currency, lang)
    return "".join(part + digit for part, digit in zip(form, digits)) + form[-1]


PROBE = "9876543210"      # the digits a form is learnt from: each digit told from its neighbour


@lru_cache(maxsize=256)
def _money_form(currency: str, lang: str, negative: bool, count: int) -> tuple[str, ...] | None:
    """How the locale writes an amount of `count` digits (minor units, the whole part's zero
    counted where it has one): what Babel writes round and between them, learnt from Babel's
    own writing of one amount, or None where its digits cannot be told apart from the rest
    (another numbering's digits, a digit in a symbol): then Babel writes each amount itself.
    The same for every amount of as many digits and sign: the group marks and the decimal
    sign stand at the same places, and a currency is written to its fixed number of places."""
    probe = (PROBE * (count // len(PROBE) + 1))[:count]
    return form_of(_money(-int(probe) if negative else int(probe), currency, lang), probe)


def form_of(written: str, digits: str) -> tuple[str, ...] | None:
    """What `written` holds round and between the `digits` it was written from, in order
    ('RM9.87', '987' -> ('RM', '.', '', '')), or None where its digits are not exactly
    those (a digit in a symbol, another numbering's digits)."""
    if [c for c in written if c in "0123456789"] != list(digits):
        return None
    parts, part = [], ""
    for c in written:
        if c in "0123456789":
            parts.append(part)
            part = ""
        else:
            part += c
    return (*parts, part)


@lru_cache(maxsize=4096)
def _money(amount: int, currency: str, lang: str) -> str:
    where = cldr_locale(lang)
    digits, own, home = _currency(currency, lang)
    written = format_currency(Decimal(amount).scaleb(-digits), currency, locale=where)
    return written.replace(own, home) if own != home else written


@lru_cache(maxsize=16)
def _currency(currency: str, lang: str) -> tuple:
    """(minor digits, the locale's symbol, the home country's symbol) of a currency."""
    return (get_currency_precision(currency), get_currency_symbol(currency, cldr_locale(lang)),
            get_currency_symbol(currency, HOME.get(currency, "en")))


def number(value: Figure, digits: int | None = None) -> str:
    """A count or a figure with the locale's grouping and decimal sign (1,000 / 1.000); a
    fraction (a mode's price, 5/4) exactly, as a decimal (1.25 / 1,25). Kept once written
    (the lobby writes each game's max win every frame): by the value's type and its own
    writing too, so 1 and 1.0, equal, are kept apart."""
    return _number(type(value).__name__, str(value), value, digits, _State.language)


@lru_cache(maxsize=512)
def _number(_kind: str, _written: str, value: Figure, digits: int | None, _lang: str) -> str:
    value = _decimal(value)
    if digits is not None:
        return format_decimal(value, format=f"#,##0.{'0' * digits}" if digits else "#,##0",
                              locale=cldr_locale())
    return format_decimal(value, locale=cldr_locale())


def percent(share: Figure) -> str:
    """A share as the locale writes a percentage, whole (25% / 25 %)."""
    return format_percent(_decimal(share), locale=cldr_locale())


def _decimal(value: Figure) -> int | float | Decimal:
    """A Fraction as an exact Decimal where it has one (Babel reads Decimals, not Fractions);
    other numbers as they are."""
    if isinstance(value, Fraction):
        return Decimal(value.numerator) / Decimal(value.denominator)
    return value


def about(n: float) -> str:
    """A count to two significant figures, as an estimate is said, in the locale's words:
    '9.1 million', '9,1 Millionen', '910万' (CLDR's long compact form from a million on)."""
    rounded = Decimal(f"{n:.2g}")
    if rounded >= 1_000_000:
        return format_compact_decimal(rounded, format_type="long", fraction_digits=1,
                                      locale=cldr_locale())
    return format_decimal(rounded, format="#,##0", locale=cldr_locale())


def day_and_time(epoch: float) -> str:
    """The day and the time to the second, no year (a history row): '6 Dec 14:05:03' in the
    locale's order and names (Babel's format_datetime by CLDR's skeletons MMMd and Hms)."""
    moment, where = datetime.datetime.fromtimestamp(epoch), cldr_locale()
    return f"{format_skeleton('MMMd', moment, locale=where)} " \
           f"{format_skeleton('Hms', moment, locale=where)}"


def font_file() -> Path | None:
    """The type the chosen language needs beyond the client's own (None: the default font)."""
    if _State.language in NEEDS_CJK:
        path = locale_dir().joinpath(*CJK_FONT)
        return path if path.is_file() else None
    return None
