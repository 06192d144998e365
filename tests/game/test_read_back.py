"""Every language read back from the screen (issue 59): each language's screens are drawn, each
text cut out of the screen where it was drawn, and the cuttings read by OCR (tesseract, with
that language's trained data); each catalog string drawn must be recovered, whitespace aside,
with a similarity (difflib's ratio) of at least SIMILAR, for at least RECOVERED of the strings
of each language. A string drawn unshaped (Arabic's letters apart, Devanagari's conjuncts
broken), in the wrong direction or as empty boxes reads back as something else and fails it
(the last test here shows the reading tell an unshaped Arabic line from a shaped one). Where
tesseract or a language's data is not installed, the test skips saying which (.ci/run
installs them: tesseract-ocr and tesseract-ocr-<lang>)."""
import difflib
import re
import shutil
import subprocess
import unicodedata

import pygame
import pytest

from game.round.services import Services
from game.window.app import App
from game.window.scenes.lobby import LobbyScene
from game.window.scenes.slot import SlotScene
from game.window.ui.widgets import RAW_FIELD, luminance
from game.words import i18n
from game.books.storage import Storage
from helpers import drawn_by_scene

# tesseract's trained data of each language
OCR = {"en": "eng", "ms": "msa", "zh_Hans": "chi_sim", "de": "deu", "ar": "ara", "es": "spa",
       "fi": "fin", "fr": "fra", "hi": "hin", "id": "ind", "ja": "jpn", "ko": "kor",
       "pl": "pol", "pt": "por", "ru": "rus", "tr": "tur", "vi": "vie"}
SIMILAR = 0.75          # a string is recovered where what OCR reads of it is this alike
RECOVERED = 0.6         # of each language's strings drawn, at least this share recovered
SCALE = 3               # each cutting enlarged (OCR reads 30 px letters, not 12 px ones)


def installed() -> set:
    if shutil.which("tesseract") is None:
        return set()
    out = subprocess.run(["tesseract", "--list-langs"], capture_output=True, text=True)
    return set(out.stdout.split()[1:])


def cuttings(screen: pygame.Surface, drawn) -> list:
    """(message, the screen's pixels where it was drawn: grey, dark letters on light, enlarged)
    of each worded text on the screen."""
    out = []
    for d in drawn:
        if not re.search(r"[^\W\d_]{3}", d.message) or RAW_FIELD.search(d.message):
            continue
        rect = d.rect.inflate(8, 6).clip(screen.get_rect())
        if rect.width < 4 or rect.height < 4:
            continue
        piece = pygame.transform.grayscale(screen.subsurface(rect).copy())
        if luminance(d.colour) > 0.4:                   # light letters: made dark on light
            piece = _inverted(piece)
        out.append((d.message, pygame.transform.smoothscale_by(piece, SCALE)))
    return out


def _inverted(piece: pygame.Surface) -> pygame.Surface:
    inverse = pygame.Surface(piece.get_size())
    inverse.fill((255, 255, 255))
    inverse.blit(piece, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    return inverse


def read(pieces: list, lang: str, folder) -> list[str]:
    """What tesseract reads of each cutting: one page, the cuttings one above another with
    white between, read a line at a time (page segmentation 4)."""
    if not pieces:
        return []
    width = max(p.get_width() for _m, p in pieces) + 40
    height = sum(p.get_height() + 30 for _m, p in pieces) + 30
    page = pygame.Surface((width, height))
    page.fill((255, 255, 255))
    y = 30
    for _message, piece in pieces:
        page.blit(piece, (20, y))
        y += piece.get_height() + 30
    path = folder / f"page-{lang}.png"
    pygame.image.save(page, str(path))
    out = subprocess.run(["tesseract", str(path), "-", "-l", OCR[lang], "--psm", "4"],
                         capture_output=True, text=True, timeout=300)
    return [line for line in out.stdout.splitlines() if line.strip()]


def plain(words: str) -> str:
    return re.sub(r"\s+", "", unicodedata.normalize("NFC", words)).casefold()


def likeness(message: str, lines: list[str]) -> float:
    """How alike `message` is to the closest of what was read: a line, or two lines together
    (a long text read across two)."""
    wanted = plain(message)
    tried = lines + [a + b for a, b in zip(lines, lines[1:])]
    return max((difflib.SequenceMatcher(None, wanted, plain(line)).ratio() for line in tried),
               default=0.0)


def screens_of(app):
    """The lobby, a play screen, its paytable, a help page, the settings and fair play."""
    app.push(LobbyScene(app))
    yield "lobby"
    slot = app.push(SlotScene(app, "sweet-bonanza-xmas"))
    app.step(0)
    yield "play"
    for page in (0, 2):
        slot.info(page)
        yield f"page {page}"
        app.pop()
    for label, open_it in (("settings", slot.open_settings), ("fair play", slot.open_fair_play)):
        open_it()
        yield label
        app.pop()


@pytest.mark.stress
@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_each_language_reads_back_from_the_screen(tmp_path, clock, lang):
    have = installed()
    if not have:
        pytest.skip("tesseract is not installed (apt-get install tesseract-ocr)")
    if OCR[lang] not in have:
        pytest.skip(f"tesseract has no {OCR[lang]} data for {lang} "
                    f"(apt-get install tesseract-ocr-{OCR[lang].replace('_', '-')})")
    data = tmp_path / "data"
    Storage(data).close()
    app = App(size=(1280, 720), data_dir=data, services=Services(clock=clock), lang=lang)
    try:
        pieces, seen = [], set()
        for _label in screens_of(app):
            drawn = drawn_by_scene(app)[app.top]       # the top page's, over what is under it
            for message, piece in cuttings(app.screen, drawn):
                if message not in seen:
                    seen.add(message)
                    pieces.append((message, piece))
        lines = read(pieces, lang, tmp_path)
    finally:
        app.storage.close()
        i18n.use("en")
    scores = {message: likeness(message, lines) for message, _piece in pieces}
    recovered = [m for m, score in scores.items() if score >= SIMILAR]
    missed = "\n".join(f"  {score:.2f} {m!r}" for m, score in sorted(scores.items(),
                                                                     key=lambda i: i[1]))
    assert len(pieces) >= 20, f"{lang}: only {len(pieces)} worded texts drawn"
    assert len(recovered) >= RECOVERED * len(scores), \
        f"{lang}: {len(recovered)} of {len(scores)} strings read back at {SIMILAR}:\n{missed}"


@pytest.mark.slow
def test_an_arabic_line_unshaped_backwards_or_as_boxes_does_not_read_back(tmp_path):
    """The reading tells a line drawn right (shaped, right to left) from one drawn with its
    letters apart and left to right, and from one drawn as boxes (a type without them)."""
    if "ara" not in installed():
        pytest.skip("tesseract or its ara data is not installed "
                    "(apt-get install tesseract-ocr tesseract-ocr-ara)")
    from game.window import assets
    line = "شراء دورات مجانية"
    pygame.font.init()
    try:
        i18n.use("ar")
        shaped = assets.font(40)
        unshaped = pygame.font.Font(str(i18n.font_file()), 26)   # no script, no direction
        boxes = pygame.font.Font(None, 40)
        drawn = [(name, f.render(line, True, (0, 0, 0), (255, 255, 255)))
                 for name, f in (("shaped", shaped), ("unshaped", unshaped), ("boxes", boxes))]
    finally:
        i18n.use("en")
    scores = {name: likeness(line, read([(line, image)], "ar", tmp_path / name))
              for name, image in drawn if (tmp_path / name).mkdir() is None}
    assert scores["shaped"] >= SIMILAR > max(scores["unshaped"], scores["boxes"]), scores
