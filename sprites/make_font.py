"""The CJK type the client draws Chinese with, made at art time (python sprites/make_font.py,
also run by make_sprites.py; needs the `art` extra's fontTools and Debian's fonts-noto-cjk).

Noto Sans CJK SC Bold (SIL Open Font License 1.1) holds some 65,000 glyphs in 20 MB; the client
needs a few hundred: every character of the catalogs of the languages drawn with it
(game/words/i18n.py NEEDS_CJK; another script's catalog is another font's business), what CLDR
writes numbers, money and dates with in Chinese, and printable ASCII and Latin-1 (seeds, paths,
game titles are drawn with the same type while Chinese is chosen). fontTools' subsetter keeps
those glyphs alone (no hinting), and the subset ships with its licence in game/locale/fonts/,
under 1 MB; the client loads it only when Chinese is chosen (game/words/i18n.py font_file). The same
input makes the same bytes (no timestamp is written), so making it again changes no file
unless a catalog gained a character.
"""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")   # fonts-noto-cjk
FACE = "Noto Sans CJK SC Bold"
OUT = ROOT / "game" / "locale" / "fonts" / "NotoSansCJKsc-Bold-subset.otf"
# beyond the catalogs: what CLDR writes in zh_Hans (digits, grouping, 万/亿, dates), quotes,
# dashes and the replacement character a path's undecodable bytes show as
EXTRA = "万亿年月日时分秒上下午星期周一二三四五六七八九十零〇" \
        "\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u00d7\ufffd" \
        "，。：；！？（）、《》「」【】～"


def characters() -> str:
    """Every character the client may draw while Chinese is chosen, sorted."""
    from babel.messages.pofile import read_po
    wanted = set(chr(c) for c in range(0x20, 0x7F)) | set(chr(c) for c in range(0xA0, 0x100))
    wanted |= set(EXTRA)
    sys.path.insert(0, str(ROOT))
    from game.words.i18n import NEEDS_CJK
    for po in sorted(ROOT / "game" / "locale" / lang / "LC_MESSAGES" / "messages.po"
                     for lang in NEEDS_CJK):
        with po.open("rb") as f:
            for message in read_po(f):
                wanted |= set(message.id) | set(message.string or "")
    wanted |= set("中文")                  # the Settings row names each language in its own words
    return "".join(sorted(c for c in wanted if c.isprintable() or c == "\u00a0"))


def make(source=SOURCE, out=OUT) -> int:
    """Write the subset; its size in bytes."""
    from fontTools import subset
    from fontTools.ttLib import TTCollection
    collection = TTCollection(str(source))
    font = next(f for f in collection.fonts if f["name"].getDebugName(4) == FACE)
    options = subset.Options()
    options.hinting = False              # pygame draws it unhinted at game sizes: bytes saved
    options.name_languages = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters())
    subsetter.subset(font)
    font.recalcTimestamp = False         # the same catalogs make the same bytes
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    return out.stat().st_size


def main():
    if not SOURCE.is_file():
        sys.exit(f"error: {SOURCE} is missing: install Debian's fonts-noto-cjk "
                 "(apt-get install fonts-noto-cjk)")
    size = make()
    print(f"wrote {OUT.relative_to(ROOT)} ({size:,} bytes, {len(characters())} characters)")


if __name__ == "__main__":
    main()
