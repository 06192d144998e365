"""The type the client draws the languages its own lacks with, made at art time (python
sprites/make_font.py, also run by make_sprites.py; needs the `art` extra's fontTools and Debian's
fonts-noto-cjk and fonts-noto-core).

The client's own type (pygame's FreeSans Bold) has Latin, Cyrillic and Turkish's ı and İ; the
others come from Noto (SIL Open Font License 1.1): Chinese, Japanese and Korean from Noto Sans CJK
Bold's SC, JP and KR faces (some 65,000 glyphs in 20 MB), Arabic from Noto Sans Arabic, Hindi's
Devanagari from Noto Sans Devanagari, Vietnamese's stacked marks from Noto Sans. The client needs
a few hundred glyphs of each: every character of the language's catalog, what CLDR writes its
numbers, money and dates with in it, its name in Settings, and printable ASCII and Latin-1
(seeds, paths, game titles are drawn with the same type while it is chosen). fontTools'
subsetter keeps those (and what shaping reaches from them: Arabic's joining forms, Devanagari's
conjuncts), no hinting, and each subset ships with the licence in game/locale/fonts/; the client
reads one only while its language is chosen (game/words/i18n.py FONTS, font_file). The same
input makes the same bytes (no timestamp is written), so making them again changes no file
unless a catalog gained a character.
"""
import datetime
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
CJK = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")          # fonts-noto-cjk
CORE = Path("/usr/share/fonts/truetype/noto")                               # fonts-noto-core
# language -> (the source, the face in it when it is a collection)
SOURCES = {"zh_Hans": (CJK, "Noto Sans CJK SC Bold"), "ja": (CJK, "Noto Sans CJK JP Bold"),
           "ko": (CJK, "Noto Sans CJK KR Bold"),
           "ar": (CORE / "NotoSansArabic-Bold.ttf", None),
           "hi": (CORE / "NotoSansDevanagari-Bold.ttf", None),
           "vi": (CORE / "NotoSans-Bold.ttf", None)}
SOURCE = CJK          # (the Chinese subset's, as the tests name it)
PACKAGE = {CJK: "fonts-noto-cjk", CORE: "fonts-noto-core"}
OUT = ROOT / "game" / "locale" / "fonts"
# beyond the catalogs: what CLDR writes in Chinese (digits, grouping, 万/亿, dates), quotes,
# dashes and the replacement character a path's undecodable bytes show as; the CJK body
# sample the client measures ("国", game/window/ui/widgets.py cap_height)
EXTRA = {"zh_Hans": "万亿年月日时分秒上下午星期周一二三四五六七八九十零〇"
                    "\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u00d7\ufffd"
                    "，。：；！？（）、《》「」【】～",
         "ja": "国\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u00d7\ufffd"
               "、。，．：；！？（）「」『』【】〜～・",
         "ko": "国\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u00d7\ufffd",
         # Arabic's comma, semicolon, question mark, its digits and separators, the joiners
         "ar": "\u060c\u061b\u061f\u066a\u066b\u066c\u0660\u0661\u0662\u0663\u0664\u0665"
               "\u0666\u0667\u0668\u0669\u200c\u200d\u00a0\u2013\u2014\u2026\u00d7\ufffd",
         # the dandas, the joiners and the dotted circle HarfBuzz shows a lone vowel sign on
         "hi": "\u0964\u0965\u200c\u200d\u25cc\u00a0\u2013\u2014\u2026\u00d7\ufffd",
         "vi": "\u0300\u0301\u0303\u0309\u0323\u00a0\u2013\u2014\u2018\u2019\u201c\u201d"
               "\u2026\u2022\u00d7\ufffd"}


def written(lang: str) -> str:
    """What the client writes in `lang` by CLDR: amounts, counts, estimates (万, 억, لف),
    every month's day and time."""
    from game.words import i18n
    then = i18n.language()
    i18n.use(lang)
    try:
        out = [i18n.money(-123_456_78, "MYR"), i18n.money(5, "USD"), i18n.number(1234567),
               i18n.number(1.25, 2), i18n.percent(0.25)]
        out += [i18n.about(10.0 ** n * 2.5) for n in range(0, 16)]
        out += [i18n.day_and_time(datetime.datetime(2026, month, 28, 21, 5, 3).timestamp())
                for month in range(1, 13)]
    finally:
        i18n.use(then)
    return "".join(out)


def characters(lang: str = "zh_Hans") -> str:
    """Every character the client may draw while `lang` is chosen, sorted."""
    from babel.messages.pofile import read_po
    from game.words.i18n import LANGUAGES
    wanted = set(chr(c) for c in range(0x20, 0x7F)) | set(chr(c) for c in range(0xA0, 0x100))
    wanted |= set(EXTRA[lang]) | set(LANGUAGES[lang])   # Settings names it in its own words
    po = ROOT / "game" / "locale" / lang / "LC_MESSAGES" / "messages.po"
    with po.open("rb") as f:
        for message in read_po(f):
            wanted |= set(message.id) | set(message.string or "")
    if lang != "zh_Hans":            # (Chinese's are in EXTRA, as they were)
        wanted |= set(written(lang))
    return "".join(sorted(c for c in wanted if c.isprintable() or c in "\u00a0\u200c\u200d"))


def out_path(lang: str) -> Path:
    from game.words.i18n import FONTS
    return OUT / FONTS[lang]


def make(source=None, out=None, lang: str = "zh_Hans") -> int:
    """Write `lang`'s subset; its size in bytes."""
    from fontTools import subset
    from fontTools.ttLib import TTCollection, TTFont
    path, face = SOURCES[lang]
    source, out = source or path, out or out_path(lang)
    if face is None:
        font = TTFont(str(source))
    else:
        font = next(f for f in TTCollection(str(source)).fonts
                    if f["name"].getDebugName(4) == face)
    options = subset.Options()
    options.hinting = False              # pygame draws it unhinted at game sizes: bytes saved
    options.name_languages = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters(lang))
    subsetter.subset(font)
    font.recalcTimestamp = False         # the same catalogs make the same bytes
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    return out.stat().st_size


def main():
    for source, _face in SOURCES.values():
        if not source.is_file():
            package = PACKAGE[source if source in PACKAGE else source.parent]
            sys.exit(f"error: {source} is missing: install Debian's {package} "
                     f"(apt-get install {package})")
    for lang in SOURCES:
        size = make(lang=lang)
        print(f"wrote {out_path(lang).relative_to(ROOT)} ({size:,} bytes, "
              f"{len(characters(lang))} characters)")


if __name__ == "__main__":
    main()
