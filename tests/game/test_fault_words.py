"""The data file's faults in the player's language (issue 48): a fault the window shows (a
toast over the play screen) is kept as its message and fields (game/words/said.py) and worded when
drawn, so a German or Chinese player reads it in their language, the file's path and the
seconds waited as values; its English record, what the command line and the logs print, is
the text it always was; and in the pseudo-locale its toast is bracketed: it went through the
catalogs.

The faults are real, as in tests/game/test_storage_faults.py: a second process holds the data
file (busy), a small tmpfs filled to its last byte (a full disk; mounting needs root, and the
test skips, saying so, without it)."""
import pytest

from game.books import faults
from game.words import i18n
from game.window.app import App
from game.round.services import Services
from game.words.printable import printable
from game.words.said import Said
from game.window.scenes.slot import SlotScene
from game.window.ui import hud
from helpers import WCAG_AA, locked, recording, tmpfs

# real files held busy, filled or locked, each test a few tenths of a second of CPU: the
# whole suite's, not the fast lane's minute
pytestmark = pytest.mark.slow

GAME = "sweet-bonanza-xmas"
TOAST_INK = (250, 244, 255)                # the colour hud.draw_toast writes a notice in
BUSY = {"de": "wird von einem anderen Programm verwendet ({seconds} s gewartet); schließe es "
              "und versuche es erneut. Nichts ging verloren.",
        "zh_Hans": "正被另一个程序使用（已等待{seconds}秒）；请关闭该程序后重试。"
                   "没有丢失任何内容。"}
FULL = {"de": "der Datenträger mit {file} ist voll; schaffe etwas Platz und versuche es erneut.",
        "zh_Hans": "存放{file}的磁盘已满；请腾出一些空间后重试。"}


@pytest.fixture
def playing(clock):
    """The play screen of a game in a language, on a data folder (every App closed and English
    spoken again after)."""
    made = []

    def play(data, lang):
        app = App(data_dir=data, services=Services(clock=clock), lang=lang)
        made.append(app)
        scene = app.push(SlotScene(app, GAME))
        app.step(0)
        return app, scene
    yield play
    for app in made:
        if not app.storage.closed:
            app.storage.close()
    i18n.use("en")


def toast(app, clock) -> list:
    """The toast's lines as the next frame draws them, once it has risen in (its words show
    while it is more than half there): each on its plate, readable (a long notice, a fault's
    in German, grows the plate rather than standing out of it over the board)."""
    clock.advance(0.3)
    with recording() as drawn:
        app.step(0)
    lines = [d for d in drawn if d.colour == TOAST_INK and d.message.strip()]
    assert all(d.contrast >= WCAG_AA and d.rect.bottom <= hud.BAR.top for d in lines), \
        [(d.message, tuple(d.rect), round(d.contrast, 1)) for d in lines]
    return [d.message for d in lines]


def flat(text) -> str:
    """Without spaces: a toast wraps at spaces and between Chinese characters."""
    return "".join("".join(text).split())


def refused_while_busy(app, scene):
    """A round started while another program holds the data file: refused, nothing moved."""
    before = app.balance
    with locked(app.storage.path, "IMMEDIATE"):
        assert not scene.start_round("base")
    assert app.balance == before and app.storage.open_rounds() == []
    return scene.session.message


@pytest.mark.parametrize("lang", ["de", "zh_Hans"])
def test_a_busy_file_at_a_rounds_start_is_said_in_the_players_language(
        tmp_path, clock, playing, short_wait, lang):
    app, scene = playing(tmp_path / "data", lang)
    message = refused_while_busy(app, scene)
    path, seconds = printable(app.storage.path), f"{faults.BUSY_WAIT:.0f}"
    assert isinstance(message, Said) and message.fields == {"file": path, "seconds": seconds}
    lines = toast(app, clock)
    words = path + BUSY[lang].format(seconds=seconds)
    assert flat(words) in flat(lines), (words, lines)
    assert "in use by another program" not in " ".join(lines)
    app.set("language", "en")                 # changed while it shows: said again, in English
    assert "is in use by another program" in " ".join(toast(app, clock))


def test_a_busy_files_english_record_is_the_text_it_always_was(tmp_path, clock, playing,
                                                                short_wait):
    app, scene = playing(tmp_path / "data", "de")
    message = refused_while_busy(app, scene)
    assert str(message) == (f"{printable(app.storage.path)} is in use by another program "
                            f"(waited {faults.BUSY_WAIT:.0f} s); close it and try "
                            "again. Nothing was lost.")
    assert type(str(message)) is str and "verwendet" not in str(message)


def test_the_pseudo_locale_brackets_a_faults_toast(tmp_path, clock, playing, short_wait):
    """Every message of en_XA is accented, longer and in [brackets]: a fault's toast drawn
    with them went through the catalogs (its English text would not be)."""
    app, scene = playing(tmp_path / "data", i18n.PSEUDO)
    refused_while_busy(app, scene)
    lines = toast(app, clock)
    assert lines and lines[0].startswith("[") and lines[-1].endswith("]"), lines
    said = " ".join(lines)
    assert printable(app.storage.path) in said and "in use by another program" not in said


@pytest.mark.parametrize("lang", ["de", "zh_Hans"])
def test_a_full_disk_at_a_rounds_start_is_said_in_the_players_language(
        tmp_path, clock, playing, lang):
    """The data folder on a small disk that fills up between rounds: the next round cannot
    be recorded, so it does not start, and the toast says why in the player's language."""
    with tmpfs(tmp_path / "disk", size="4m") as disk:
        app, scene = playing(disk / "data", lang)
        before = app.balance
        app.storage.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")   # the next write must grow
        with open(disk / "filler", "wb", buffering=0) as f:          # the journal: no room
            try:
                while True:
                    f.write(b"\0" * 4096)
            except OSError:
                pass
        assert not scene.start_round("base")
        assert app.balance == before
        message = scene.session.message
        assert isinstance(message, Said) and "is full" in message, message
        lines = toast(app, clock)
        words = FULL[lang].format(file=printable(app.storage.path))
        assert flat(words) in flat(lines), (words, lines)
        assert "is full" not in " ".join(lines)
        (disk / "filler").unlink()                                  # room again: it plays on
        assert scene.start_round("base") and app.balance == before - scene.session.cost()
        app.storage.close()


def test_autoplay_stopped_by_a_fault_says_both_in_the_players_language(tmp_path, clock,
                                                                      playing, short_wait):
    """Autoplay whose next round the busy file refuses stops, and says why: its own words and
    the fault's, both in German (the fault kept as a Said inside the stop's)."""
    app, scene = playing(tmp_path / "data", "de")
    with locked(app.storage.path, "IMMEDIATE"):
        assert not scene.session.start_autoplay()
    message = scene.session.message
    assert str(message).startswith("Autoplay stopped: ") and "in use by another" in message
    said = " ".join(toast(app, clock))
    assert said.startswith("Autoplay gestoppt: ") and "Nichts ging verloren" in said, said
