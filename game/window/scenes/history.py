"""Game history: every round played, newest first. Enter replays one step by step in the real
board view (no money moves); K opens its CHECK A ROUND page (scenes/check.py); V verifies it
from its seeds alone; C copies its seeds and the ready `verify` command to the clipboard; E
exports it as JSON beside the wallet (game/round/fairness.py does those three).

Seeds are shown in upper-case hex in groups of eight: the font's 1 and f, which look alike in
lower case, cannot be confused there, and `verify` reads them back in either case, spaced or
not.

Rounds are read a page at a time as the list scrolls, and the selected round without its events
once per selection (a round's events can run to tens of megabytes; only Enter, K, V, C and E
decode them; how rare its win was is read from its record's columns), so the screen keeps its
frame rate with 200,000 rounds. All of it is read on input (a key, the wheel, a click), and
`draw` shows what was read then (`window`, `record`): a slow file never stalls a frame. Where
the books found a row that does not add up (game/books/chain.py), the rounds from there on are
marked. Where the history was left is the run's (game/round/session.py PlaySession.history_place),
so it opens there again.
"""
import json
from collections.abc import Iterable
from functools import partial

import pygame

from engine.errors import EngineError
from engine.games import load_game
from game.round import fairness
from game.words import i18n
from game.words.i18n import N_, _, day_and_time, number
from game.books.datafile import Record
from game.books.faults import StorageError
from game.books.ledger import Listed
from game.books.pages import RoundPages
from game.window.look import Blank, look_of
from game.round.odds import mode_name, rarity_of
from game.words.said import Said
from game.window.scenes import Application
from game.window.scenes.overlay import Overlay
from game.window.ui.theme import LOBBY
from game.window.ui.widgets import fit_size, hex_text, text, wrapped

ROWS = 9                        # (the round's figures and the keys below, readable)
TOP_Y, ROW_H = 150, 38          # the first row's top, each row's height
DETAILS_Y, HINT_Y = 500, 616    # the selected round's figures, and the keys, below the rows
# each column's left edge, wide enough at the readable floor (issue 56) for its longest
# value: a date and time, a game's name, a mode and its features, the top prize's amount
HEADS = [(N_("time"), 60), (N_("game"), 224), (N_("mode"), 436), (N_("bet"), 640),
         (N_("cost"), 780), (N_("win"), 920), (N_("status"), 1072)]
RIGHT = 1204            # the last column's right edge; the scrollbar beside it
# the columns' span: in Arabic the columns stand mirrored in it, the first at the right
TABLE = pygame.Rect(HEADS[0][1], 0, RIGHT - HEADS[0][1], 720)
STATUS_WORDS = {"open": N_("open"), "done": N_("done"), "void": N_("void"),
                "aside": N_("set aside")}
MARK = (255, 150, 110)          # rounds after a row of the books that does not add up
NOT_READ = N_("The game history cannot be read now: {reason}")


def game_name(game_id: str) -> str:
    try:
        return load_game(game_id).name
    except EngineError:
        return str(game_id)


def mode_words(game_id: str, mode: str, choices_json: str | None) -> str:
    """The mode (named by its role in the game) and the choices the player made in the round
    ('base: love')."""
    try:
        choices = json.loads(choices_json or "[]")
    except (TypeError, ValueError):
        choices = []
    picked = ", ".join(str(c) for c in choices) if isinstance(choices, list) else ""
    mode = mode_name(mode, look_of(game_id).roles)
    return f"{mode}: {picked}" if picked else mode


def big_features(game_id: str, ends: Iterable[tuple[object, object]]) -> list[tuple[str, int]]:
    """(title, win) of each big feature a round played (its look's `big` ones: free spins,
    levels, not the spin features), from its stored (name, win) feature ends."""
    look = look_of(game_id)
    return [(look.title_of(name).format_map(Blank()), win) for name, win in ends
            if isinstance(name, str) and look.features.get(name, {}).get("big") and
            isinstance(win, int)]


class HistoryScene(Overlay):
    """The list is a window of rows read from the data file a page at a time (`pages`:
    game/books/pages.py, position 0 the newest); `selected` and `top` (the first row drawn)
    are positions too. `window` holds the rows drawn and `record` the
    selected round (without its events), made ready by `_prepare` after each move."""
    BOX = (40, 40, 1200, 640)

    def __init__(self, app: Application) -> None:
        """Where the data file cannot be read now, a StorageError saying so (the screen that
        opens it stays, and says it: game/window/app.py)."""
        super().__init__(app)
        storage = app.storage
        try:
            self.pages = RoundPages(storage)      # the rounds, read a page at a time
            self.marked = storage.marked_from()
            self.selected, self.top, self.result = 0, 0, ""
            self.window: list[Listed] = []      # the rows drawn, from `top` on
            self.record: Record | None = None   # the selected round, without its events
            # round id -> how rare its win was, or None; -> its big features' (title, win)
            self.rarities: dict[int, str | None] = {}
            self.features: dict[int, list[tuple[str, int]]] = {}
            self._return()
            self._prepare()
        except StorageError as err:
            raise StorageError(Said(NOT_READ, reason=err.said)) from None

    def tell(self, message: str) -> None:
        """A fault of the data file met while reading a page or a round: the app's toast,
        saying it was the history that could not be read."""
        self.app.toasts.say(Said(NOT_READ, reason=message))

    # --- the list, a page at a time (game/books/pages.py) --------------------------------

    @property
    def total(self) -> int:
        return self.pages.total

    def row(self, position: int) -> Listed | None:
        return self.pages.row(position)

    def _return(self) -> None:
        """Where the history was left last time (the rounds played since are above it)."""
        kept = self.app.play.history_place
        if kept is None or not self.pages.rows:
            return
        round_id, selected, top, total = kept
        shift = self.total - total
        if self.pages.hold(round_id, selected + shift):
            self.top = top + shift
            self.select(selected + shift)

    def select(self, position: int) -> None:
        if self.total <= 0:
            return
        self.selected = max(0, min(self.total - 1, position))
        self.top = min(max(self.top, self.selected - ROWS + 1), self.selected)
        self.pages.reach(self.top, self.top + ROWS)
        self.result = ""
        chosen = self.row(self.selected)
        if chosen is not None:
            self.app.play.history_place = (chosen[0], self.selected, self.top, self.total)
        self._prepare()

    def scroll(self, lines: int) -> None:
        self.top = max(0, min(max(0, self.total - ROWS), self.top + lines))
        self.pages.reach(self.top, self.top + ROWS)
        self._prepare()

    def _prepare(self) -> None:
        """What `draw` shows, read now: the rows in view and their big features, and the
        selected round without its events (read once per selection), its features and how rare
        its win was."""
        shown = (self.row(p) for p in range(self.top, min(self.total, self.top + ROWS)))
        self.window = [row for row in shown if row is not None]
        for row in self.window:
            self.features_of(row[0], row[1])
        chosen = self.row(self.selected)
        if chosen is None:
            self.record = None
        elif self.record is None or self.record["id"] != chosen[0]:
            self.record = self.app.storage.round(chosen[0], events=False)
        if self.record is not None:
            self.features_of(self.record["id"], self.record["game"])
            self.how_rare(self.record)

    # --- what a round can do -------------------------------------------------------------

    def confirm(self) -> None:
        self.replay()

    def replay(self) -> None:
        record = self._finished()
        if record is not None:
            self.app.open_game(record["game"], record.get("currency")).replay(record)

    def _record(self) -> Record | None:
        """The selected round with its events (decoded here, once per action)."""
        chosen = self.row(self.selected)
        return None if chosen is None else self.app.storage.round(chosen[0])

    def _finished(self) -> Record | None:
        record = self._record()
        return record if record is not None and fairness.finished(record) else None

    def copy(self) -> str:
        """The round's seeds and its verify command, on the clipboard."""
        record = self._record()
        return fairness.copy(record) if record is not None else \
            _(fairness.NOT_FINISHED).format(_("copied"))

    def export(self) -> str:
        """The round as JSON in the data folder's exports/."""
        record = self._record()
        return fairness.write_export(record, self.app.storage.folder / "exports") \
            if record is not None else _(fairness.NOT_FINISHED).format(_("exported"))

    def features_of(self, round_id: int, game_id: str) -> list[tuple[str, int]]:
        """The round's big features and what each paid (a free-spins round read "base" with
        no mark of it: issue 56), read once per round."""
        if round_id not in self.features:
            self.features[round_id] = big_features(game_id,
                                                   self.app.storage.feature_ends(round_id))
        return self.features[round_id]

    def how_rare(self, record: Record) -> str | None:
        """How rare the selected round's win was (game/round/odds.py), once per round."""
        if record["id"] not in self.rarities:
            self.rarities[record["id"]] = rarity_of(
                record["game"], record["mode"], record["bet"], record["total_win"],
                record["choices"], record["config_version"],
                look_of(record["game"]).big_wins[0][0]) \
                if record["status"] == "done" and record["total_win"] is not None else None
        return self.rarities[record["id"]]

    def check(self) -> None:
        """The round's CHECK A ROUND page: its seeds, the command, and how rare its win was."""
        record = self._record()
        if record is not None:
            from game.window.scenes.check import CheckScene
            self.app.push(CheckScene(self.app, record=record))

    def handle(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -ROWS,
                pygame.K_PAGEDOWN: ROWS}
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.select(self.selected + keys[event.key])
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.select(0 if event.key == pygame.K_HOME else self.total - 1)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_v and self.total:
            record = self._finished()
            self.result = fairness.verify(record) if record else \
                _(fairness.NOT_FINISHED).format(_("verified"))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_k and self.total:
            self.check()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.total:
            self.result = self.copy()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_e and self.total:
            self.result = self.export()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.top + (event.pos[1] - TOP_Y) // ROW_H
            if TOP_Y <= event.pos[1] < TOP_Y + ROWS * ROW_H and 0 <= index < self.total:
                if index == self.selected:
                    self.replay()
                self.select(index)
        else:
            super().handle(event)

    # --- drawing ---------------------------------------------------------------------------

    def played(self, row: Listed) -> str:
        """What a row says was played: its mode (and choices), and each big feature it had."""
        rid, game_id, mode, *_money, choices, _currency = row
        return " + ".join([mode_words(game_id, mode, choices)] +
                          [title for title, _ in self.features.get(rid, ())])

    def on_screen(self) -> dict[str, object]:
        """The selected round as its row says it was played (issue 56: its features)."""
        index = self.selected - self.top
        return {"selected": self.played(self.window[index])} \
            if 0 <= index < len(self.window) else {}

    def draw(self, surface: pygame.Surface) -> None:
        colour = LOBBY["frame"]
        box = self.frame(surface, _("GAME HISTORY"), colour, dim=220)
        for (label, x), right in zip(HEADS, HEADS[1:] + [("", RIGHT)]):
            label = _(label).upper()
            text(surface, label, (x, 125), fit_size(label, 22, right[1] - x - 10),
                 (255, 225, 120), anchor="midleft", within=TABLE)
        if not self.total:
            text(surface, _("No rounds yet"), box.center, 36)
        for i, row in enumerate(self.window):
            rid, game_id, mode, bet, cost, win, status, started, choices, code = row
            money = partial(i18n.money, currency=code)          # each round in its currency
            y = TOP_Y + i * ROW_H + ROW_H // 2
            if self.top + i == self.selected:
                pygame.draw.rect(surface, (80, 60, 140), (50, y - 17, RIGHT - 44, 34),
                                 border_radius=8)
            marked = self.marked is not None and rid >= self.marked
            played = self.played(row)
            cells = [day_and_time(started), game_name(game_id), played, money(bet),
                     money(cost),
                     money(win) if win is not None else "-",
                     ("! " if marked else "") + _(STATUS_WORDS.get(status, str(status)))]
            for (_head, x), value, right in zip(HEADS, cells, HEADS[1:] + [("", RIGHT)]):
                size = fit_size(value, 24, right[1] - x - 10, bold=False)
                text(surface, value, (x, y), size, MARK if marked else (255, 255, 255),
                     anchor="midleft", shadow=False, bold=False, within=TABLE)
        self._scrollbar(surface)
        record = self.record
        if record is not None:
            money = partial(i18n.money, currency=record.get("currency", "MYR"))
            seed = hex_text(record["server_seed"]) if record["status"] != "open" \
                else _("(revealed after the round)")
            lines = [_("seed hash {hash}").format(hash=hex_text(record['server_seed_hash'])),
                     _("server seed {seed}").format(seed=seed),
                     _("client seed {seed}   nonce {nonce}   config v{version}").format(
                         seed=hex_text(record['client_seed']), nonce=record['nonce'],
                         version=record['config_version'])]
            y = DETAILS_Y
            for line in lines:
                y = wrapped(surface, line, (640, y), 24, box.width - 40, (200, 190, 230),
                            bold=False)
            said = "   ".join(filter(None, [
                *(_("{feature} paid {amount}").format(feature=title, amount=money(win))
                  for title, win in self.features.get(record["id"], ())),
                self.rarities.get(record["id"])]))
            if said:
                wrapped(surface, said, (640, y), 24, box.width - 40, (255, 225, 120))
        if self.marked is not None:
            text(surface, _("! after a change to the books"), (60, 84), 24, MARK,
                 anchor="midleft", shadow=False)
        hint = self.result or self._hint()
        wrapped(surface, hint, (640, HINT_Y), 24, box.width - 40,
                MARK if hint.startswith("!") else (220, 210, 240))

    def _hint(self) -> str:
        chosen = self.record
        if self.marked is not None and chosen is not None and chosen["id"] >= self.marked:
            return _("! Round {id} and every later one come after a row of the books that does "
                     "not add up: they were changed outside this program").format(id=self.marked)
        return _("Up/Down, PgUp/PgDn choose, Enter replays, K checks it (CHECK A ROUND), "
                 "V verifies, C copies the seeds, E exports, Esc closes")

    def _scrollbar(self, surface: pygame.Surface) -> None:
        """Where the rows shown lie among all the rounds, and which they are."""
        if self.total <= 0:
            return
        track = pygame.Rect(RIGHT + 8, TOP_Y, 8, ROWS * ROW_H)
        pygame.draw.rect(surface, (60, 48, 96), track, border_radius=4)
        share = min(1.0, ROWS / self.total)
        thumb = pygame.Rect(track.x, 0, track.width, max(16, round(track.height * share)))
        span = max(1, self.total - ROWS)
        thumb.y = track.y + round((track.height - thumb.height) * min(1.0, self.top / span))
        pygame.draw.rect(surface, (255, 215, 120), thumb, border_radius=4)
        last = min(self.total, self.top + ROWS)
        where = _("{first}-{last} of {total}").format(first=number(self.top + 1),
                                                      last=number(last), total=number(self.total))
        text(surface, where, (RIGHT, 84), 24, (220, 210, 240), anchor="midright", shadow=False)
