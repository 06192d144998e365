"""The paytable and help illustrated (issue 49, 3): a few symbols a page, each large with its
pays by count beside it; each special symbol on a page of its own with what it does; the help
pages illustrated (a small board of the game's symbols, or the features' pictures), their words
large; every value at the player's bet."""
import pytest

from engine.games import available_games
from engine.money import win_amount
from helpers import recording
from game.window.scenes.slot import SlotScene


def open_pages(app, game_id):
    slot = app.push(SlotScene(app, game_id))
    slot.info(0)
    return slot, app.top


def drawn(app, info, page):
    info.page = page
    with recording() as seen:
        info.draw(app.screen)
    return seen


@pytest.mark.parametrize("game_id", available_games())
def test_a_few_symbols_a_page_each_large_with_its_pays(app, game_id):
    from game.window.scenes.info import PayPage
    slot, info = open_pages(app, game_id)
    pay_pages = [i for i, page in enumerate(info.pages) if isinstance(page, PayPage)]
    shown = [s for i in pay_pages for s in info.pages[i].symbols]
    assert shown == list(slot.game.paytable.pays)             # every paying symbol, once
    assert all(len(info.pages[i].symbols) <= 3 for i in pay_pages) and len(pay_pages) >= 2
    bet = slot.session.bet
    for i in pay_pages:
        seen = drawn(app, info, i)
        for rect, symbol, _ in info.cards(info.box):
            assert rect.width >= 250 and rect.height >= 400       # a card a third of the page
            top = app.money(win_amount(bet, slot.game.paytable.pays[symbol][-1]))
            figures = [d for d in seen if d.message == top and rect.contains(d.rect)]
            assert figures and figures[0].rect.height >= 14 and figures[0].contrast >= 4.5


@pytest.mark.parametrize("game_id", available_games())
def test_each_special_symbol_has_a_page_of_its_own(app, game_id):
    from game.window.scenes.info import SpecialPage
    slot, info = open_pages(app, game_id)
    specials = [p.symbol for p in info.pages if isinstance(p, SpecialPage)]
    assert specials and not set(specials) & set(slot.game.paytable.pays)
    for i, page in enumerate(info.pages):
        if isinstance(page, SpecialPage):
            words = {d.message for d in drawn(app, info, i)}
            assert info.symbol_name(page.symbol) in words             # its name, large
            assert any(line.split()[0] in " ".join(words) for line in page.lines)  # what it does
    if "scatter" in specials:                   # a scatter that pays: its pays on its page
        page = next(i for i, p in enumerate(info.pages)
                    if isinstance(p, SpecialPage) and p.symbol == "scatter")
        top = app.money(win_amount(slot.session.bet, max(slot.game.scatter_pays.values())))
        assert top in {d.message for d in drawn(app, info, page)} and info.pictures[page]


@pytest.mark.parametrize("game_id", available_games())
def test_help_pages_are_illustrated_and_their_words_large(app, game_id):
    slot, info = open_pages(app, game_id)
    for i in range(info.first_help, len(info.pages)):
        title, lines, symbols = info.pages[i]
        seen = drawn(app, info, i)
        if symbols:                                   # the game's own pages: a picture each
            assert info.pictures[i] or info.boards[i] is not None, title
        body = [d for d in seen if any(d.message in line for line in lines)]
        assert body and min(d.rect.height for d in body) >= 15, title    # 22 px type or more


def test_a_help_boards_lit_cells_show_what_the_page_speaks_of():
    from game.window.scenes.info import illustrated
    cells = [["a"] * 6 for _ in range(5)]
    shown, lit = illustrated(cells, ["heart", "banana"])
    assert {shown[r][c] for r, c in lit} == {"heart", "banana"}
    assert sum(shown[r][c] == "heart" for r, c in lit) == 6          # a block of the first
    assert sum(shown[r][c] == "banana" for r, c in lit) == 2
    assert cells[0][0] == "a" and all(row == ["a"] * 6 for row in cells)   # a copy
    shown, lit = illustrated(cells, ["heart"], 8)          # 8 or more pay: 8 of them shown
    assert sum(shown[r][c] == "heart" for r, c in lit) == 8 == len(lit)
