"""The player's language: every word a player sees goes through gettext catalogs, and every
number, amount and date is written by CLDR (Babel), in the language chosen.

The catalogs are game/locale/<language>/LC_MESSAGES/messages.mo, compiled from the .po files
next to them by build/catalogs.py (Babel's extract, update and compile). `_()` translates a
message now; `N_()` only marks one for the extractor where it is kept to be translated when
drawn (a button's label: translated each frame, so a change of language shows at once).

Money stays integer minor units everywhere; only its writing is here: the session's currency
(one of game/words/currencies.yaml: ISO 4217, and the social casino's coins) in the chosen
locale's pattern and separators, with its own decimals (none for JPY, KRW, IDR, VND, CLP) and
the locale's symbol for it (CLDR's: "€1.00", "1,00 €", "CA$1.00"), but the ringgit and the
dollar with the symbol their own country writes ("RM1,000.00" in English and Malay,
"1.000,00 RM" in German), the social coins with theirs (GC, SC), and a symbol the client's type
cannot draw (₹ ₩ ₫ ₱ ₽ ₺: its fonts hold Latin-1 and €) as the currency's ISO code, which is
how CLDR writes most currencies anyway ("INR1.00", "1,00 INR"). Not pygame: a font is
assets.font's, told the language by `font_file`.
"""
import datetime
from copy import copy
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
from babel.numbers import (format_compact_decimal, format_decimal,
                           format_percent, get_currency_precision, get_currency_symbol)

from game.words import currency as currencies

# the languages offered, each in its own words (the Settings row shows these)
# (Stake Engine's sixteen and Malay; pt is Brazil's, CLDR's pt)
LANGUAGES = {"en": "English", "ms": "Bahasa Melayu", "zh_Hans": "中文", "de": "Deutsch",
             "ar": "العربية", "es": "Español", "fi": "Suomi", "fr": "Français",
             "hi": "हिन्दी", "id": "Bahasa Indonesia", "ja": "日本語", "ko": "한국어",
             "pl": "Polski", "pt": "Português", "ru": "Русский", "tr": "Türkçe",
             "vi": "Tiếng Việt"}
PSEUDO = "en_XA"          # the pseudo-locale: every message accented, longer, in [brackets]
CHOICES = (*LANGUAGES, PSEUDO)
DOMAIN = "messages"
Figure = int | float | Fraction | Decimal     # what number() and percent() write
# the locale of the currency's own country, whose symbol it is written with in every language
# (the games are sold in ringgit: RM)
HOME = {"MYR": "ms_MY", "USD": "en_US"}
# what the client's type draws besides Latin-1 (pygame's own font; an amount is drawn in it in
# every language, game/window/assets.py face): a symbol of other characters is written as the
# currency's code
DRAWN = frozenset(chr(c) for c in range(0x20, 0x7F)) | frozenset(
    chr(c) for c in range(0xA0, 0x100)) | {"€", "\u202f"}   # (French groups with U+202F)
# the type each language needs beyond the client's own (pygame's FreeSans Bold: Latin, Cyrillic,
# Turkish's ı and İ, not Vietnamese's stacked marks), each a Noto subset made by
# sprites/make_font.py to its catalog's characters, read only while its language is chosen (the
# licences beside them, game/locale/fonts/OFL.txt)
FONTS = {"zh_Hans": "NotoSansCJKsc-Bold-subset.otf", "ja": "NotoSansCJKjp-Bold-subset.otf",
         "ko": "NotoSansCJKkr-Bold-subset.otf", "ar": "NotoSansArabic-Bold-subset.ttf",
         "hi": "NotoSansDevanagari-Bold-subset.ttf", "vi": "NotoSans-Bold-subset.ttf"}
NEEDS_CJK = {"zh_Hans", "ja", "ko"}
# the characters a language's own type is drawn for (a text with none, an amount, a count, is in
# the client's own bold type in every language: issue 56); Vietnamese's letters the client's own
# type lacks (ơ, ư and the stacked ones: ệ, ở)
_CJK = "\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef"
OWN_SCRIPT = {"zh_Hans": _CJK, "ja": _CJK, "ko": _CJK,
              "ar": "\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff",
              "hi": "\u0900-\u097f\ua8e0-\ua8ff",
              "vi": "\u01a0\u01a1\u01af\u01b0\u0300-\u036f\u1ea0-\u1ef9"}
# HarfBuzz's script (ISO 15924) of the types that are shaped, and the languages written right
# to left (their texts right-aligned in their boxes)
SHAPED = {"ar": "Arab", "hi": "Deva"}
RTL = {"ar"}
# bidi marks CLDR puts round an amount (an Arabic "\u200f1,234.50 RM"): the client lays out a
# line's directions itself (game/window/typeset.py), and the client's own type has no glyph for
# them
_MARKS = dict.fromkeys(map(ord, "\u200e\u200f\u061c"))
# the CLDR data (babel/locale-data) these languages and currencies are written with, parents
# included: the standalone build carries these alone (build/slots.spec), not Babel's 1,100
CLDR_DATA = {"root", "en", "en_US", "ms", "ms_MY", "zh", "zh_Hans", "de", "ar", "es", "fi",
             "fr", "hi", "id", "ja", "ko", "pl", "pt", "ru", "tr", "vi"}


def N_(message: str) -> str:
    """Mark a message for the catalogs without translating it (translated where drawn)."""
    return message


def S_(register: str, message: str) -> str:
    """Mark `message` for the catalogs in a `register` of its own (its gettext context): the
    words it is said in there, chosen by `_()` while that register is spoken (speak_as)."""
    return message


def speak_as(register: str | None) -> None:
    """Say every message in `register` where the catalog words it so ("social": a social
    casino's words, issue 58), else as it is everywhere; None: as everywhere."""
    _State.register = register


def locale_dir() -> Path:
    return Path(str(files("game"))) / "locale"


class _State:
    language = "en"
    register: str | None = None      # speak_as's: a context the catalogs word messages in
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
    if not message:
        return message
    if _State.register:       # the register's words where it has its own (else returned as is)
        said = _State.catalog.pgettext(_State.register, message)
        if said is not message:
            return said
    return _State.catalog.gettext(message)


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

def currency_code(setting: object) -> str:
    """The ISO code of a `currency` setting ("RM": MYR, as files before issue 58 keep it)."""
    return currencies.code_of(setting)


def sign(currency: str, lang: str | None = None) -> str:
    """The currency's symbol as an amount in it is drawn in `lang` (the Settings row's)."""
    return _currency(currencies.code_of(currency), lang or _State.language)[2]


def money(amount: int, currency: str = "MYR", lang: str | None = None) -> str:
    """Minor units as the chosen locale (or `lang`'s) writes the currency: 100000 ->
    'RM1,000.00' (en, ms), '1.000,00 RM' (de); JPY 1234 -> '¥1,234'. Exact: the minor units
    become a Decimal, never a float. Written into the locale's form for amounts of as many
    digits (_money_form), else by Babel: a big win's count-up writes three new amounts a
    frame, 0.1 ms each through Babel."""
    return _written(amount, currency, lang or _State.language)


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
    return written(amount, currency, cldr_locale(lang), *_currency(currency, lang)
                   ).translate(_MARKS)


def written(amount: int, currency: str, where: Locale, digits: int, own: str, drawn: str) -> str:
    """`amount` minor units of `currency` in the locale's currency pattern with `digits`
    decimals (the currency's own, CLDR's or the table's), its symbol `own` drawn as `drawn`."""
    pattern = copy(where.currency_formats["standard"])
    pattern.frac_prec = (digits, digits)
    text = pattern.apply(Decimal(amount).scaleb(-digits), where, currency=currency,
                         currency_digits=False)
    return text.replace(own, drawn) if own != drawn else text


@lru_cache(maxsize=64)
def _currency(currency: str, lang: str) -> tuple[int, str, str]:
    """(minor digits, the symbol CLDR writes in the locale, the symbol drawn) of a currency."""
    spec = currencies.table().get(currency)
    own = get_currency_symbol(currency, cldr_locale(lang))
    drawn = spec.symbol if spec is not None and spec.symbol else \
        get_currency_symbol(currency, HOME[currency]) if currency in HOME else own
    if not set(drawn) <= DRAWN:
        drawn = currency
    digits = spec.decimals if spec is not None and spec.decimals is not None else \
        get_currency_precision(currency)
    return digits, own, drawn


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
                              locale=cldr_locale()).translate(_MARKS)
    return format_decimal(value, locale=cldr_locale()).translate(_MARKS)


def percent(share: Figure) -> str:
    """A share as the locale writes a percentage, whole (25% / 25 %)."""
    return format_percent(_decimal(share), locale=cldr_locale()).translate(_MARKS)


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
                                      locale=cldr_locale()).translate(_MARKS)
    return format_decimal(rounded, format="#,##0", locale=cldr_locale()).translate(_MARKS)


def day_and_time(epoch: float) -> str:
    """The day and the time to the second, no year (a history row): '6 Dec 14:05:03' in the
    locale's order and names (Babel's format_datetime by CLDR's skeletons MMMd and Hms)."""
    moment, where = datetime.datetime.fromtimestamp(epoch), cldr_locale()
    return f"{format_skeleton('MMMd', moment, locale=where)} " \
           f"{format_skeleton('Hms', moment, locale=where)}".translate(_MARKS)


def font_file(lang: str | None = None) -> Path | None:
    """The type the chosen language (or `lang`) needs beyond the client's own (None: the
    default font)."""
    name = FONTS.get(lang or _State.language)
    if name is None:
        return None
    path = locale_dir() / "fonts" / name
    return path if path.is_file() else None


def right_to_left() -> bool:
    return _State.language in RTL
