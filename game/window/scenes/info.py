"""Paytable and help pages, generated from the game's config at the current bet.

Every number here is read from the loaded game (pays, tiers, feature tables, cap), so the pages
cannot drift from the math; amounts are shown in money at the bet the player has chosen.
"""
from collections.abc import Callable, Sequence
from typing import Any, Literal, NamedTuple

import pygame

from engine.games.base import Game
from engine.money import win_amount
from engine.parsheet import committed, feature_odds, top_prize_odds
from game.window.assets import picture, resource
from game.window.board.view import BoardView
from game.window.effects import glow_levels
from game.window.look import Blank, Look, look_of
from game.words.i18n import N_, _, about, number, percent
from game.round.odds import returns_words, rounds_of, top_prize_odds_words
from game.window.scenes import Application, Scene
from game.window.scenes.rules import lines as rule_lines, title as rules_title
from game.window.ui import gauges, paypages
from game.window.ui.theme import dim, panel
from game.window.ui.widgets import (fit_lines, fit_size, line_height, lines_of, mirrored, text,
                                    wrapped)

FOOTER = 56        # the bottom of the panel: the page's footer (on the paytable, the lines
                   # of its top prize above it too: InfoScene.prize_lines)
COST_TITLE = N_("What a round costs")
RULES_A_PAGE = 6   # the market's rules of play a help page holds (all 16 on one ran off it)
HelpPage = tuple[str, list[str], list[str]]      # (title, lines, symbols it illustrates)
Picture = tuple[pygame.Surface, str]             # a feature's picture and its name
Pays = list[tuple[str, str]]                     # (count, what it pays) of a symbol, as shown


def help_pages(game: Game, rtp: bool = False,
               rules: tuple[str, list[str]] | None = None) -> list[HelpPage]:
    """[(title, [lines], [symbols to illustrate])]: the game's own pages (its look.yaml,
    filled from its config), then the pages every game shares; `rtp`: each mode's return to
    player on the cost page (a market that asks it: displayRTP); `rules`: the market's rules
    of play, (title, lines), on pages after the cost page where it raises any
    (game/window/scenes/rules.py)."""
    look = look_of(game.id)
    pages = look.help_pages(game)
    returns = returns_words(game) if rtp else None
    pages.append((COST_TITLE, cost_lines(game, look) + ([returns] if returns else []), []))
    if rules:                     # a few to a page, each as large as the others' words
        pages += [(rules[0], rules[1][at:at + RULES_A_PAGE], [])
                  for at in range(0, len(rules[1]), RULES_A_PAGE)]
    pages.append((N_("Keys"), [
        _("Space or Enter: spin; during a round, hurry the current step (a choice always waits)."),
        _("- and + (or the keypad's): the bet down or up, between rounds."),
        _("1, 2, 3: pick an option when the game asks. Esc: back to the lobby after the round."),
        _("On these pages: left and right arrows turn, Esc closes. F11: full screen.")], []))
    pages.append((N_("Fair play and your money"), [
        _("Before each round the FAIR PLAY page (the shield button) shows the SHA-256 hash of its "
          "server seed; after it, the seed itself, your client seed (change it in settings) and "
          "the nonce."),
        _("Check any round yourself: in HISTORY, pick it and press K. Its CHECK A ROUND page "
          "shows its seeds and checks them, and gives the command that checks them anywhere."),
        _("A round cut short (a crash, a closed window) resumes where it stopped when you come "
          "back and pays as dealt; one left waiting for your choice for 7 days is void and its "
          "bet is refunded."),
        _("Settings offer a session budget (spins stop when you have lost it) and a reality "
          "check every few minutes.")], []))
    pages.append((N_("What this client can promise"), [
        _("The hash shown before a round commits its result: nothing can change it after you "
          "bet, and every round can be checked."),
        _("The game runs on your computer, so a round waiting for your choice keeps its seed on "
          "your disk to survive a crash: another program could read it. No local client can "
          "close that."),
        _("A real-money game would run the engine on a server you do not control, keeping each "
          "seed secret until its round ends.")], []))
    return pages


def cost_lines(game: Game, look: Look) -> list[str]:
    """What every way of playing the game costs and what it buys: a line per mode, its price
    from the config, the look's words for it, and how often it starts the big features by the
    committed PAR sheet (none where the sheet is of another version)."""
    sheet = committed(game)
    values = look.said_values(game)
    lines = []
    for mode, cost in game.modes.items():
        x = number(cost)
        if mode == "base":
            line = _("SPIN: a round costs your bet, shown on the bar; every pay in the "
                     "paytable is a multiple of it.")
        else:
            line = look.mode_words(mode, {**values, "cost": x,
                                          "extra": percent(cost - 1)}) \
                or _("{mode}: a round costs {x}x the bet.").format(mode=mode.upper(), x=x)
        lines.append(" ".join([line, *feature_lines(game, look, sheet, mode)]))
    return lines


def feature_lines(game: Game, look: Look, sheet: dict[str, Any] | None,
                  mode: str) -> list[str]:
    """How often a mode starts each big feature by the sheet, beside the base game's: a
    mode that always starts it (a buy) says so in its own words instead."""
    if sheet is None:
        return []
    said = []
    for name, called in look.stop_features().items():
        here, base = feature_odds(sheet, mode, name), feature_odds(sheet, "base", name)
        if here is None or here < 1.5:
            continue
        words = _("{feature}: about 1 in {count} {rounds}").format(
            feature=f"{called[0].upper()}{called[1:]}", count=about(here),
            rounds=rounds_of(mode, look.roles))
        times = round(base / here * 2) / 2 if mode != "base" and base else 1
        if times != 1 and base:
            words += _(", 1 in {count} without it: about twice as often").format(
                count=about(base)) if times == 2 else \
                _(", 1 in {count} without it: about {times} times as often").format(
                    count=about(base), times=number(times))
        said.append(words)
    return [_("{odds} (PAR sheet, v{version}).").format(odds="; ".join(said),
                                                         version=game.version)] if said else []


class PayPage(NamedTuple):
    """A paytable page: a few paying symbols, each on a card with its pays."""
    symbols: list[str]


class SpecialPage(NamedTuple):
    """A special symbol's page: it large, what it does (the help page that names it), its
    pays where it pays, and the pictures of its feature."""
    symbol: str
    help_title: str
    lines: list[str]


class Shown(NamedTuple):
    """What the pages show of the game they open over, as it stands when they open (only the
    top scene runs, so it cannot change under them): its amounts at this bet and mode."""
    game: Game
    bet: int
    mode: str
    frame: tuple[int, ...]          # the game's frame colour
    money: Callable[[int], str]     # an amount as the game's screen writes it
    view: BoardView                 # the game's symbol pictures


class InfoScene(Scene):
    """The paytable's pages first (a few symbols a page, then each special symbol's), then the
    help pages. Arrows page, Esc or click closes; `page` "help" opens on the first help page."""
    opaque = False

    def __init__(self, app: Application, *, shown: Shown, page: int | Literal["help"] = 0) -> None:
        super().__init__(app)
        self.shown, self.game = shown, shown.game
        look = look_of(self.game.id)
        helps = help_pages(self.game, rtp=app.rules["displayRTP"],
                           rules=(rules_title(app.rules), rule_lines(app.rules, shown.money)))
        paying = list(self.game.paytable.pays)
        self.pages: list[PayPage | SpecialPage | HelpPage] = \
            [PayPage(group) for group in paypages.split(paying)]
        self.pages += special_pages(self.game, look, helps, paying)
        self.first_help = len(self.pages)
        self.pages += helps
        self.page = page if isinstance(page, int) else self.first_help
        self.pictures = [page_pictures(self.game, look, p.help_title)
                         if isinstance(p, SpecialPage) else []
                         if isinstance(p, PayPage) else page_pictures(self.game, look, p[0])
                         for p in self.pages]
        self.boards: list[pygame.Surface | None] = [None] * len(self.pages)   # made once

    def on_screen(self) -> dict[str, object]:
        """The page shown, as its footer counts it, of how many, and its words (a help page's
        title and lines, the paytable's line under its cards), as drawn: the real-window tests
        turn each page and read them."""
        page = self.pages[self.page]
        if isinstance(page, PayPage):
            says = [self.prize_lines(self.box)[0]]
        elif isinstance(page, SpecialPage):
            says = []
        else:
            says = [_(page[0]), *page[1]]
        return {"page": self.page + 1, "pages": len(self.pages), "says": says}

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.page = (self.page + 1) % len(self.pages)
            elif event.key in (pygame.K_LEFT, pygame.K_UP):
                self.page = (self.page - 1) % len(self.pages)
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
                self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x = event.pos[0]
            if x > 1080:
                self.page = (self.page + 1) % len(self.pages)
            elif x < 200:
                self.page = (self.page - 1) % len(self.pages)
            else:
                self.app.pop()

    @property
    def box(self) -> pygame.Rect:
        """Where the page's panel is (a fresh Rect: drawing changes no state)."""
        return pygame.Rect(160, 40, 960, 620)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 200)
        box = self.box
        surface.blit(panel(box.size, (30, 20, 60, 240), 24, self.shown.frame), box)
        page = self.pages[self.page]
        if isinstance(page, PayPage):
            self._paytable(surface, box)
        elif isinstance(page, SpecialPage):
            self._special(surface, box, page)
        else:
            self._help(surface, box, page)
        footer = _("page {page} of {pages}   <  >  to turn,  Esc or click to close").format(
            page=self.page + 1, pages=len(self.pages))
        text(surface, footer, (box.centerx, box.bottom - 20), fit_size(footer, 24, box.width - 40),
             (220, 210, 240), shadow=False)

    def _paytable(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """As the commercial slots lay it out: a few symbols a page, each large on its card
        with what each count of it pays at the current bet, the highest first."""
        bet, money = self.shown.bet, self.shown.money
        title = _("PAYTABLE at a total bet of {amount}").format(amount=money(bet))
        text(surface, title, (box.centerx, box.y + 34), fit_size(title, 34, box.width - 60),
             self.shown.frame)
        rim = self.shown.frame
        cards = self.cards(box)
        rows = max((len(paypages.name_lines(rect, self.symbol_name(symbol)))
                    for rect, symbol, _pays in cards), default=1)    # the pays stand level
        for rect, symbol, pays in cards:
            side = min(150, rect.width - 40)
            paypages.card(surface, rect, self.shown.view.symbol_image(symbol, side),
                          self.symbol_name(symbol), pays, rim, rows)
        line, size, lines = self.prize_lines(box)
        wrapped(surface, line, (box.centerx, box.bottom - 36 - line_height(size) * len(lines)),
                size, box.width - 40, (255, 225, 120), shadow=True)

    def prize_lines(self, box: pygame.Rect) -> tuple[str, int, list[str]]:
        """The line under the paytable's cards (the top prize, and each mode's RTP where the
        market asks it shown), its size, and the lines it wraps to in the panel."""
        game, money = self.game, self.shown.money
        line = top_prize_line(game, self.shown.mode, money(game.cap_multiple * self.shown.bet))
        returns = returns_words(game) if self.app.rules["displayRTP"] else None
        line = f"{line}   {returns}" if returns else line
        size = fit_size(line, 24, box.width - 40)
        return line, size, list(lines_of(line, size, box.width - 40))

    def symbol_name(self, symbol: str) -> str:
        """The symbol's name as its game calls it, in capitals."""
        info = getattr(self.game, "symbols", {}).get(symbol)
        name = info.get("name") if isinstance(info, dict) else None
        return _(str(name or symbol.replace("_", " ")).upper())

    def pays_of(self, symbol: str) -> Pays:
        """[(count, pay)] of a symbol at the bet, the highest first (a scatter's where it
        pays)."""
        game, bet, money = self.game, self.shown.bet, self.shown.money
        if symbol in game.paytable.pays:
            table = game.paytable
            return [(table.tier_label(i), money(win_amount(bet, pay)))
                    for i, pay in enumerate(table.pays[symbol])][::-1]
        pays = game.trigger_pays()
        if pays and symbol == look_of(game.id).roles.symbol("trigger"):
            return [(f"{n}{'+' if n == max(pays) else ''}", money(win_amount(bet, p)))
                    for n, p in sorted(pays.items(), reverse=True)]
        return []

    def cards(self, box: pygame.Rect) -> list[tuple[pygame.Rect, str, Pays]]:
        """[(rect, symbol, [(count, pay)])]: this page's cards side by side inside `box`, the
        first at the left (at the right in Arabic); none on a page that is not the
        paytable's."""
        page = self.pages[self.page]
        if not isinstance(page, PayPage):
            return []
        _line, size, lines = self.prize_lines(box)        # the cards stand above it
        footer = 36 + line_height(size) * len(lines)
        area = pygame.Rect(box.x + 24, box.y + 66, box.width - 48, box.height - 66 - footer - 8)
        return [(mirrored(rect, area), symbol, self.pays_of(symbol))
                for rect, symbol in zip(paypages.card_rects(area, len(page.symbols)),
                                        page.symbols)]

    def _special(self, surface: pygame.Surface, box: pygame.Rect, page: SpecialPage) -> None:
        """A special symbol: it large on a glow, its name, what it does in large words, its
        pays where it pays, the pictures of what it starts."""
        rim = self.shown.frame
        name = self.symbol_name(page.symbol)
        text(surface, name, (box.centerx, box.y + 40), fit_size(name, 44, box.width - 60), rim)
        pays = self.pays_of(page.symbol)
        left = pygame.Rect(box.x + 30, box.y + 80, 300, box.height - 80 - FOOTER - 10)
        image = self.shown.view.symbol_image(page.symbol, 180)
        shown_left = mirrored(left, box)            # in Arabic the symbol at the right
        if pays:
            paypages.card(surface, shown_left, image, name, pays, rim)
        else:
            gauges.draw_plate(surface, shown_left, rim)
            glow = glow_levels(130, (255, 220, 150))[5]
            surface.blit(glow, glow.get_rect(center=shown_left.center),
                         special_flags=pygame.BLEND_RGB_ADD)
            surface.blit(image, image.get_rect(center=shown_left.center))
        right = mirrored((left.right + 30, left.y, box.right - 30 - left.right - 30,
                          left.height), box)       # in Arabic the words at the left
        pictures = self.pictures[self.page]
        if pictures:                     # what it starts, as many as the side holds
            width, height = pictures[0][0].get_size()
            shown = pictures[:max(1, (right.width + 12) // (width + 12))]
            named = max(len(name_lines(name, width + 8)) for _image, name in shown)
            names = 6 + line_height(NAME_SIZE) * named
            room = right.height - paypages.least_height(page.lines, right.width) - 12 - names
            if room < height:          # long words at the readable floor: the pictures give way
                k = max(0.4, room / height)
                width, height = round(width * k), round(height * k)
            x = right.centerx - (width * len(shown) + 12 * (len(shown) - 1)) // 2
            y = right.bottom - height - names
            for i, (image, name) in enumerate(shown):
                at = mirrored((x + i * (width + 12), y, width, height), right)
                surface.blit(paypages.scaled(image, at.size) if at.size != image.get_size()
                             else image, at)
                picture_name(surface, name, (at.centerx, at.bottom + 2), max(width + 8, 160))
            right.height = y - 12 - right.y
        paypages.words(surface, right, page.lines)

    def _help(self, surface: pygame.Surface, box: pygame.Rect, page: HelpPage) -> None:
        title, lines, symbols = page
        title = _(title)
        text(surface, title.upper(), (box.centerx, box.y + 40), fit_size(title.upper(), 44,
                                                                          box.width - 60),
             self.shown.frame)
        pictures = self.pictures[self.page]
        top, bottom = box.y + 80, box.bottom - FOOTER
        if pictures:                     # each feature's picture, its name under it
            gap = PICTURE_GAP
            width, height = pictures[0][0].get_size()     # made at this size (page_pictures)
            left = box.centerx - (width * len(pictures) + gap * (len(pictures) - 1)) // 2
            below = top + height
            for i, (image, name) in enumerate(pictures):
                rect = mirrored((left + i * (width + gap), top, width, height), box)
                surface.blit(image, rect)
                below = max(below, picture_name(surface, name, (rect.centerx, rect.bottom + 4),
                                                width + gap - 4))
            top = below + 18
            paypages.words(surface, pygame.Rect(box.x + 40, top, box.width - 80, bottom - top),
                           lines)
            return
        board = self.board(symbols, bottom - top)
        if board is None:
            paypages.words(surface, pygame.Rect(box.x + 40, top, box.width - 80, bottom - top),
                           lines)
            return
        at = board.get_rect(midleft=(box.x + 36, (top + bottom) // 2))
        words = pygame.Rect(at.right + 30, top, box.right - 40 - at.right - 30, bottom - top)
        surface.blit(board, mirrored(at, box))          # in Arabic the board at the right,
        paypages.words(surface, mirrored(words, box), lines)    # its words at its left

    def board(self, symbols: list[str], room: int) -> pygame.Surface | None:
        """The page's small board (made once): the game's resting screen with a block of the
        page's first symbol and the others placed on it, lit; None for a page of no symbols."""
        if self.boards[self.page] is None and symbols:
            least = self.game.help_values().get("min_count")       # what pays: shown paying
            cells, lit = illustrated(self.game.resting_screen(), symbols,
                                     max(6, least if isinstance(least, int) else 0))
            self.boards[self.page] = paypages.mini_board(self.shown.view, cells, lit,
                                                         min(400, room - 10))
        return self.boards[self.page]


def illustrated(cells: Sequence[Sequence[str | None]], symbols: list[str],
                block: int = 6) -> tuple[list[list[str | None]], set[tuple[int, int]]]:
    """(cells, lit positions): `cells` with what a help page speaks of on them, lit: a block
    of `block` of its first symbol (two rows deep: a cluster, runs, a count that pays) and two
    of each other, so the small board shows it."""
    rows, cols = len(cells), len(cells[0])
    shown = [list(row) for row in cells]
    first, *others = symbols
    places = [(r, c) for c in range(1, cols - 1) for r in (1, 2) if r < rows]
    lit = set(places[:block])
    for r, c in lit:
        shown[r][c] = first
    spots = [(r, c) for r in range(rows - 1, -1, -1) for c in range(cols - 1, -1, -1)
             if (r + c) % 3 == 0 and (r, c) not in lit]
    for i, symbol in enumerate(others):
        for r, c in spots[i * 2:i * 2 + 2]:
            shown[r][c] = symbol
            lit.add((r, c))
    return shown, lit


def special_pages(game: Game, look: Look, helps: list[HelpPage],
                  paying: list[str]) -> list[SpecialPage]:
    """A page for each special symbol (one that pays nothing on its own, or pays as a
    scatter): what it does from the help page that shows it (its valued kin count: x25 is the
    valued picture's)."""
    out = []
    ids = list(getattr(game, "symbols", {}) or [])
    for symbol in ids:
        if symbol in paying:
            continue
        for title, lines, shown in helps:
            kin = symbol in shown or (symbol == look.valued and any(
                s[:1] == "x" and s[1:].isdigit() for s in shown))
            if kin:
                out.append(SpecialPage(symbol, title, lines))
                break
    return out


PICTURE_GAP = 16
NAME_SIZE = 24          # a feature picture's name under it (the readable floor: issue 56)


def name_lines(name: str, width: int) -> list[str]:
    """A picture's name on one line, or two where it is wider than `width` (WILDER /
    WEIHNACHTSMANN, GLÜCKS- / WEIHNACHTSMANN)."""
    return fit_lines(name, NAME_SIZE, width)


def picture_name(surface: pygame.Surface, name: str, midtop: tuple[int, int],
                 width: int) -> int:
    """The name under its picture (its lighter weight, narrower); returns the y below it."""
    x, y = midtop
    step = line_height(NAME_SIZE)
    for line in name_lines(name, width):
        text(surface, line, (x, y + step // 2), NAME_SIZE, (255, 225, 120), shadow=False,
             bold=False)
        y += step
    return y


def picture_width(count: int) -> int:
    """How wide each of `count` feature pictures is drawn side by side in the help panel (960
    wide, 40 each side): at most 300 (a page of few pictures fills with large ones); they are
    scaled to it on load, never while drawing."""
    return min(300, (960 - 80 - PICTURE_GAP * (count - 1)) // max(1, count))


def page_pictures(game: Game, look: Look, title: str) -> list[Picture]:
    """[(picture, its name)] for a help page: the feature pictures its look names for it
    (sprites/<game>/features/), else those whose name's words begin words of its title
    ("Golden stars": star); the cost page shows its modes' (ante, buy)."""
    folder = resource("sprites", game.id, "features")
    found = sorted(p.stem for p in folder.glob("*.png")) if folder.is_dir() else []
    named = look.help_pictures().get(title)
    if named is None:
        if title == COST_TITLE:
            named = [m for m in game.modes if m in found]
        else:
            words = title.lower().replace("-", " ").split()
            named = [stem for stem in found if all(any(w.startswith(part) for w in words)
                                                   for part in stem.split("_"))]
    named = [name for name in named if (folder / f"{name}.png").is_file()]
    out, width = [], picture_width(len(named))
    for name in named:
        image = picture((game.id, "features", name), (width, width * 2 // 3))
        if image is not None:
            out.append((image, caption(look, name, title)))
    return out


def caption(look: Look, name: str, page: str | None = None) -> str:
    """A feature picture's name as the game calls it: its banner title (a feature's own
    picture, "<feature>_<option>": its title and the option in capitals), a mode's words,
    else its page's title; all in the player's language."""
    if name in look.features:
        return look.title_of(name).format_map(Blank())
    owner = max((f for f in look.features if name.startswith(f + "_")), key=len, default=None)
    if owner:
        rest = name[len(owner) + 1:].replace("_", " ").upper()
        return f"{look.title_of(owner).format_map(Blank())} {rest}"
    words = {"feature_buy": look.buy_title, "extra_bet": _("ANTE BET")}
    role = look.roles.role_of_mode(name) or ""
    if role in words:
        return words[role]
    return _(page).upper() if page else name.replace("_", " ").upper()


def top_prize_line(game: Game, mode: str, amount: str) -> str:
    """The cap and how often it is hit, from the game's committed PAR sheet, worded so that a
    limit nobody reaches does not read as a prize to expect (game/round/odds.py)."""
    line = _("Top prize {amount} ({x}x the bet)").format(amount=amount,
                                                         x=number(game.cap_multiple))
    sheet = committed(game)
    odds = top_prize_odds(sheet, mode) if sheet else None
    if odds:
        return _("{line}: {odds} (PAR sheet, v{version})").format(
            line=line, odds=top_prize_odds_words(odds, mode, look_of(game.id).roles),
            version=game.version)
    return line
