"""A change of language reaches the screens one way (issue 57, 8): i18n.on_change tells what
keeps words or type made in a language (the fonts, the lobby's odds, the app's notice, the play
screen's promos) as the change is made; nothing compares the language each frame to notice it."""
import pytest
import ast
from pathlib import Path

from game.words import i18n
from game.window.scenes.slot import SlotScene

GAME = Path(__file__).resolve().parents[2] / "game"


def asks_which_language(node: ast.AST) -> bool:
    """`language() != ...` or `... == i18n.language()`: a change noticed by comparing."""
    if not isinstance(node, ast.Compare) or not all(
            isinstance(op, (ast.Eq, ast.NotEq)) for op in node.ops):
        return False
    for side in (node.left, *node.comparators):
        if isinstance(side, ast.Call):
            name = side.func.id if isinstance(side.func, ast.Name) else \
                side.func.attr if isinstance(side.func, ast.Attribute) else ""
            if name == "language":
                return True
    return False


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_no_screen_compares_the_language_to_notice_a_change():
    found = [f"{path.relative_to(GAME.parent)}:{node.lineno}"
             for path in sorted(GAME.rglob("*.py")) if path.name != "i18n.py"
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if asks_which_language(node)]
    assert found == [], "told by i18n.on_change instead: " + ", ".join(found)


def test_the_play_screens_promos_are_worded_again_by_the_change_itself(app):
    slot = app.push(SlotScene(app, "midnight-princess"))         # a look with promos
    english = [words for _art, _box, words in slot.panels.promos]
    assert english
    try:
        i18n.use("de")                         # no frame drawn, no update: told at once
        german = [words for _art, _box, words in slot.panels.promos]
        assert german != english
        assert german == [(words, figure) for _picture, words, figure
                          in slot.look.promo_plaques(slot.game)]
    finally:
        i18n.use("en")
