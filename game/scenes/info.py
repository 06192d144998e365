"""Paytable and help pages, generated from the game's config at the current bet.

Every number here is read from the loaded game (pays, tiers, feature tables, cap), so the pages
cannot drift from the math; amounts are shown in money at the bet the player has chosen.
"""
import pygame

from engine.money import win_amount
from engine.parsheet import committed, feature_odds, top_prize_odds
from game.assets import picture, resource
from game.look import look_of
from game.i18n import N_, _, about, number
from game.odds import rounds_of, top_prize_odds_words, top_prize_words
from game.scenes import Scene
from game.ui.theme import dim, panel
from game.ui.widgets import fit_block, fit_size, line_height, text

FOOTER = 64        # the bottom of the panel: the top prize line and the page footer
COST_TITLE = N_("What a round costs")


def help_pages(game):
    """[(title, [lines], [symbols to illustrate])]: the game's own pages (its look.yaml,
    filled from its config), then the pages every game shares."""
    look = look_of(game.id)
    odds = top_prize_words(game)
    reached = _(", reached {odds}").format(odds=odds) if odds else ""
    pages = look.help_pages(game, {"cap_line": _(
        "The maximum win is {cap}x the total bet{reached}; a round that reaches it ends at once "
        "and pays the cap.").format(cap=number(game.cap_multiple), reached=reached)})
    pages.append((COST_TITLE, cost_lines(game, look), []))
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


def cost_lines(game, look) -> list:
    """What every way of playing the game costs and what it buys: a line per mode, its price
    from the config, the look's words for it, and how often it starts the big features by the
    committed PAR sheet (none where the sheet is of another version)."""
    sheet = committed(game)
    values = game.help_values()
    lines = []
    for mode, cost in game.modes.items():
        x = f"{float(cost):g}"
        if mode == "base":
            line = _("SPIN: a round costs your bet, shown on the bar; every pay in the "
                     "paytable is a multiple of it.")
        else:
            line = look.mode_words(mode, {**values, "cost": x,
                                          "extra": f"{float(cost - 1):.0%}"}) \
                or _("{mode}: a round costs {x}x the bet.").format(mode=mode.upper(), x=x)
        lines.append(" ".join([line, *feature_lines(game, look, sheet, mode)]))
    return lines


def feature_lines(game, look, sheet, mode) -> list:
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
            feature=f"{called[0].upper()}{called[1:]}", count=about(here), rounds=rounds_of(mode))
        times = round(base / here * 2) / 2 if mode != "base" and base else 1
        if times != 1 and base:
            words += _(", 1 in {count} without it: about twice as often").format(
                count=about(base)) if times == 2 else \
                _(", 1 in {count} without it: about {times} times as often").format(
                    count=about(base), times=number(times))
        said.append(words)
    return [_("{odds} (PAR sheet, v{version}).").format(odds="; ".join(said),
                                                         version=game.version)] if said else []


class InfoScene(Scene):
    """Page 0 is the paytable; the rest are the help pages. Arrows page, Esc or click closes."""
    opaque = False

    def __init__(self, app, slot, page=0):
        super().__init__(app)
        self.slot, self.game, self.page = slot, slot.game, page
        self.pages = ["paytable"] + help_pages(self.game)
        look = look_of(self.game.id)
        self.pictures = [[]] + [page_pictures(self.game, look, page[0])
                                for page in self.pages[1:]]

    def handle(self, event):
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

    def draw(self, surface):
        dim(surface, 200)
        box = self.box = pygame.Rect(160, 40, 960, 620)
        surface.blit(panel(box.size, (30, 20, 60, 240), 24, self.slot.theme["frame"]), box)
        page = self.pages[self.page]
        if page == "paytable":
            self._paytable(surface, box)
        else:
            self._help(surface, box, page)
        footer = _("page {page} of {pages}   <  >  to turn,  Esc or click to close").format(
            page=self.page + 1, pages=len(self.pages))
        text(surface, footer, (box.centerx, box.bottom - 20), fit_size(footer, 20, box.width - 40),
             (220, 210, 240), shadow=False)

    def _paytable(self, surface, box):
        """As the commercial slots lay it out: a card per symbol, the symbol large and beside
        it what each count of it pays at the current bet, the highest first."""
        game, bet, money = self.game, self.slot.session.bet, self.slot.show
        title = _("PAYTABLE at a total bet of {amount}").format(amount=money(bet))
        text(surface, title, (box.centerx, box.y + 34), fit_size(title, 34, box.width - 60),
             self.slot.theme["frame"])
        for rect, symbol, lines in self.cards(box):
            surface.blit(panel(rect.size, (12, 6, 28, 170), 16, CARD_EDGE), rect)
            side = min(rect.height - 16, rect.width * 2 // 5, 120)
            image = self.slot.view.symbol_image(symbol, side)
            surface.blit(image, image.get_rect(center=(rect.x + 10 + side // 2, rect.centery)))
            column = pygame.Rect(rect.x + side + 20, rect.y + 6, rect.width - side - 30,
                                 rect.height - 12)
            step = column.height / max(1, len(lines))
            size = max(12, min(26, int(step * 0.95)))
            size = min(fit_size(f"{count}  {pay}", size, column.width) for count, pay in lines)
            for i, (count, pay) in enumerate(lines):
                y = round(column.y + step * (i + 0.5))
                text(surface, count, (column.x, y), size, (255, 225, 120), "midleft",
                     shadow=False)
                text(surface, pay, (column.right, y), size, anchor="midright", shadow=False)
        line = top_prize_line(game, self.slot.session.mode, money(game.cap_multiple * bet))
        text(surface, line, (box.centerx, box.bottom - 48), fit_size(line, 22, box.width - 40),
             (255, 225, 120))

    def cards(self, box) -> list:
        """[(rect, symbol, [(count, pay)])]: the paytable's cards in rows inside `box`, the
        scatter's pays (where scatters pay) on a card of their own."""
        game, bet, money = self.game, self.slot.session.bet, self.slot.show
        table = game.paytable
        entries = [(symbol, [(table.tier_label(i), money(win_amount(bet, pay)))
                             for i, pay in enumerate(table.pays[symbol])][::-1])
                   for symbol in table.pays]
        scatter_pays = getattr(game, "scatter_pays", None)
        if scatter_pays:
            entries.append(("scatter", [(f"{n}{'+' if n == game.scatter_top else ''}",
                                         money(win_amount(bet, p)))
                                        for n, p in sorted(scatter_pays.items(), reverse=True)]))
        columns = 4 if len(entries) > 6 else 3
        rows = -(-len(entries) // columns)
        area = pygame.Rect(box.x + 24, box.y + 66, box.width - 48, box.height - 66 - FOOTER - 8)
        gap = 12
        width = (area.width - gap * (columns - 1)) // columns
        height = (area.height - gap * (rows - 1)) // rows
        out = []
        for k, (symbol, lines) in enumerate(entries):
            row, col = divmod(k, columns)
            in_row = min(columns, len(entries) - row * columns)        # a short last row
            left = area.x + (area.width - in_row * width - (in_row - 1) * gap) // 2
            out.append((pygame.Rect(left + col * (width + gap), area.y + row * (height + gap),
                                    width, height), symbol, lines))
        return out

    def _help(self, surface, box, page):
        title, lines, symbols = page
        title = _(title)
        text(surface, title.upper(), (box.centerx, box.y + 40), fit_size(title.upper(), 44,
                                                                          box.width - 60),
             self.slot.theme["frame"])
        pictures = self.pictures[self.page]
        top = box.y + 80
        if pictures:                     # each feature's picture, its name under it
            gap = PICTURE_GAP
            width, height = pictures[0][0].get_size()     # made at this size (page_pictures)
            left = box.centerx - (width * len(pictures) + gap * (len(pictures) - 1)) // 2
            for i, (image, name) in enumerate(pictures):
                rect = pygame.Rect(left + i * (width + gap), top, width, height)
                surface.blit(image, rect)
                text(surface, name, (rect.centerx, rect.bottom + 16),
                     fit_size(name, 24, width), (255, 225, 120), shadow=False)
            top += height + 42
        room = box.bottom - FOOTER - top - (SYMBOL * 2 // 3 + 24)
        if pictures and fit_block(lines, 32, box.width - 80, room)[0] < READABLE:
            symbols = []                 # the words come first: no symbols under pictures
        if symbols:                      # under the pictures, smaller, where they are
            size = SYMBOL if not pictures else SYMBOL * 2 // 3
            step = SYMBOL_STEP if not pictures else SYMBOL_STEP * 2 // 3
            x = box.centerx - (len(symbols) - 1) * step // 2
            for i, symbol in enumerate(symbols):
                image = self.slot.view.symbol_image(symbol, size)
                surface.blit(image, image.get_rect(center=(x + i * step, top + size // 2 + 6)))
            top += size + 24
        size, wrapped = fit_block(lines, 32, box.width - 80, box.bottom - FOOTER - top)
        y, step = top, line_height(size)
        for paragraph in wrapped:
            for part in paragraph:
                text(surface, part, (box.centerx, y + step // 2), size, shadow=False)
                y += step
            y += int(step * 0.6)


CARD_EDGE = (120, 100, 170)


PICTURE_GAP = 16
SYMBOL, SYMBOL_STEP = 150, 180      # a help page's symbols: large, as the pages had room to spare
READABLE = 24                       # the words' size a page keeps before it shows more pictures


def picture_width(count) -> int:
    """How wide each of `count` feature pictures is drawn side by side in the help panel (960
    wide, 40 each side): at most 300 (a page of few pictures fills with large ones); they are
    scaled to it on load, never while drawing."""
    return min(300, (960 - 80 - PICTURE_GAP * (count - 1)) // max(1, count))


def page_pictures(game, look, title) -> list:
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


def caption(look, name, page=None) -> str:
    """A feature picture's name as the game calls it: its banner title (a feature's own
    picture, "<feature>_<option>": its title and the option in capitals), a mode's words,
    else its page's title; all in the player's language."""
    if name in look.features:
        return look.title_of(name).format_map(_Blank())
    owner = max((f for f in look.features if name.startswith(f + "_")), key=len, default=None)
    if owner:
        rest = name[len(owner) + 1:].replace("_", " ").upper()
        return f"{look.title_of(owner).format_map(_Blank())} {rest}"
    words = {"buy": look.buy_title, "ante": _("ANTE BET")}
    if name in words:
        return words[name]
    return _(page).upper() if page else name.replace("_", " ").upper()


class _Blank(dict):
    """A banner title's fields left out ("LEVEL {level}" -> "LEVEL")."""
    def __missing__(self, key):
        return ""


def top_prize_line(game, mode, amount) -> str:
    """The cap and how often it is hit, from the game's committed PAR sheet, worded so that a
    limit nobody reaches does not read as a prize to expect (game/odds.py)."""
    line = _("Top prize {amount} ({x}x the bet)").format(amount=amount,
                                                         x=number(game.cap_multiple))
    sheet = committed(game)
    odds = top_prize_odds(sheet, mode) if sheet else None
    if odds:
        return _("{line}: {odds} (PAR sheet, v{version})").format(
            line=line, odds=top_prize_odds_words(odds, mode), version=game.version)
    return line
