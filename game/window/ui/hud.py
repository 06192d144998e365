"""What a game screen draws over its board: the HUD (title, meters, multiplier, status
panels, balance, bet, win), feature plaques, the player's choice and the big-win count-up (the
fairness figures are a page of their own: game/window/scenes/fair_play.py). Functions of what they
draw (the slot screen's state, game/window/slot/state.py, its look and its board's view), called by
the screen's sections (game/window/slot/); none takes the scene."""
from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol

import pygame
from pygame.typing import RectLike

from game.window import assets
from game.window.assets import face
from game.window.easing import Ease, progress, wave
from game.window.effects import Scratch
from game.words.said import Said
from game.window.ui import gauges, ladder
from game.window.ui.theme import Theme, dim, panel
from game.window.ui.widgets import (fit_block, fit_lines, fit_size, line_height, mirrored,
                                    readable_size, text)
from game.words.i18n import _, right_to_left

if TYPE_CHECKING:
    from game.window.board.view import BoardView
    from game.window.celebration import Celebration, Tiers
    from game.window.effects import CoinShower
    from game.window.look import Look

LEFT = pygame.Rect(12, 0, 268, 640)        # the column left of every board: logo, meters, key art
METERS_TOP = 122                           # under the logo
TOAST = pygame.Rect(340, 578, 600, 56)      # a notice's own place: over the board's foot,
                                           # above the bar, centred (issue 49, 4)
LOGO = pygame.Rect(12, 4, 268, 112)
REPLAY_BADGE = pygame.Rect(1004, 4, 272, 62)   # top right: a replay says so all through it


class HudState(Protocol):
    """What the HUD reads of the slot screen's state (game/window/slot/state.py SlotState:
    described here, not imported, as that module imports this one). A meter's or a status
    panel's event is the round's, its fields as the engine wrote them (JSON: any value)."""

    @property
    def show(self) -> Callable[[int], str]: ...
    @property
    def purse(self) -> Callable[[int], str] | None: ...
    @property
    def coin_game(self) -> bool: ...
    @property
    def balance(self) -> int: ...
    @property
    def cost(self) -> int: ...
    @property
    def win(self) -> int: ...
    @property
    def in_round(self) -> bool: ...
    @property
    def meters(self) -> tuple[tuple[str, Mapping[str, Any]], ...]: ...
    @property
    def waiting_meters(self) -> Collection[str]: ...
    @property
    def multiplier(self) -> int | None: ...
    @property
    def level(self) -> tuple[int, int] | None: ...
    @property
    def multiplier_sum(self) -> bool: ...
    @property
    def spin_counter(self) -> tuple[int, int] | None: ...
    @property
    def status(self) -> tuple[Mapping[str, Any], ...]: ...
    @property
    def marks(self) -> bool: ...
    @property
    def won_marks(self) -> Collection[str]: ...
    @property
    def clock(self) -> float: ...


def draw_logo(surface: pygame.Surface, logo: pygame.Surface | None, theme: Theme) -> None:
    """The game's logo at the top of the left column (its name on a plate if none is drawn)."""
    if logo is not None:
        surface.blit(logo, logo.get_rect(center=LOGO.center))
    else:                                            # no logo drawn: the name on a dark plate
        size = fit_size(theme["title"], 40, LOGO.width - 28)
        surface.blit(panel((LOGO.width, 48), HUD_PANEL, 12), (LOGO.x, 16))
        text(surface, theme["title"], (LOGO.x + 14, 40), size, theme["frame"], anchor="midleft",
             within=LOGO)


def draw_bar(surface: pygame.Surface, bar: pygame.Surface, state: HudState) -> None:
    """The bar (made once: bar_image) with credit, bet and win on it, in the player's money
    view; a big win still counting up counts them with it (the state's figures)."""
    surface.blit(bar, BAR)
    for (label, amount, colour), x in zip((
            (_("CREDIT") if state.coin_game else _("BALANCE"),
             (state.purse or state.show)(state.balance),
             (255, 255, 255)),
            (_("BET") if state.coin_game else _("TOTAL BET"), state.show(state.cost),
             (255, 255, 255)),
            (_("WIN") if state.in_round else _("LAST WIN"), state.show(state.win),
             (255, 225, 120))),
            METER_X):
        text(surface, label, (x, 661), readable_size(label), (200, 190, 220), bold=False)
        text(surface, amount, (x, 691), fit_size(amount, 32, METER_WIDTH - 12, latin=True),
             colour, latin=True)


def draw_toast(surface: pygame.Surface, message: str | Said, age: tuple[float, float], theme: Theme,
               money: Callable[[int], str] | None = None, place: pygame.Rect = TOAST,
               hang: bool = False) -> None:
    """A notice as a toast above the bar, in the game's frame colour: it rises in, and fades
    out as its time runs out (`age`: seconds since said, seconds left; game/round/session.py); its
    words show while it is more than half there. A message kept as its msgid, or as a Said
    (a fault of the data file, its fields: game/words/said.py), is said in today's language, any
    amount in it by `money` (the player's money view). `place`: where it stands (a rect of
    TOAST's width); `hang`: from its top, growing down and dropping in (the app's toast at
    the top of a screen), not standing on its bottom."""
    if not message:
        return
    message = message.words(money) if isinstance(message, Said) else _(message)
    since, left = age
    size, lines = toast_lines(message)
    step = line_height(size)
    widest = max(face(size, line).size(line)[0] for line in lines) + 48
    width = min(widest, surface.get_width() - 40)   # a path, at the floor: wider than TOAST
    height = max(place.height, round(step * len(lines)) + 12)   # a long one (a fault's, in
    plate = panel((width, height), (22, 14, 40, 235), 18,       # German) grows to hold it
                  tuple(theme["frame"][:3]))
    shown = min(1.0, progress(since, 0, 0.2), progress(left, 0, 0.5))
    rise = round(12 * (1 - Ease.OUT_CUBIC(progress(since, 0, 0.25))))
    box = plate.get_rect(midtop=(place.centerx, place.top - rise)) if hang else \
        plate.get_rect(midbottom=(place.centerx, place.bottom + rise))
    if shown >= 1:
        surface.blit(plate, box)
    else:
        _faded(surface, plate, box, shown)
    if shown < 0.5:
        return
    top = box.centery - step * len(lines) / 2
    # centred; in Arabic each line from the plate's right, as a paragraph of it is set
    x, anchor = (box.right - 24, "midright") if right_to_left() else (box.centerx, "center")
    for i, line in enumerate(lines):
        text(surface, line, (x, round(top + step * (i + 0.5))), size,
             (250, 244, 255), anchor=anchor, shadow=False)


def _faded(surface: pygame.Surface, plate: pygame.Surface, box: pygame.Rect, shown: float) -> None:
    """The plate at `shown` of its opacity (a copy: the kept plate is never changed)."""
    faded = plate.copy()
    faded.set_alpha(round(255 * shown))
    surface.blit(faded, box)


def draw_replay_badge(surface: pygame.Surface, round_name: str, theme: Theme) -> None:
    """REPLAY and the round's name, top right, for as long as a replay is on screen: what
    shows is a round already played, and no spin of it pays (issue 45, 4)."""
    surface.blit(panel(REPLAY_BADGE.size, (120, 20, 40, 235), 14, tuple(theme["frame"][:3])),
                 REPLAY_BADGE)
    title = _("REPLAY")
    text(surface, title, (REPLAY_BADGE.centerx, REPLAY_BADGE.y + 20),
         fit_size(title, 26, REPLAY_BADGE.width - 20), (255, 236, 200), shadow=False)
    words = _("round {name}").format(name=round_name)
    text(surface, words, (REPLAY_BADGE.centerx, REPLAY_BADGE.y + 45),
         fit_size(words, 18, REPLAY_BADGE.width - 20), (250, 225, 225), shadow=False)


def draw_press_to_start(surface: pygame.Surface, theme: Theme, grid: pygame.Rect) -> None:
    """Under a feature's plaque that waits for the player: what starts it."""
    words = _("PRESS ANY KEY OR CLICK TO START")
    plate = panel((440, 40), (22, 14, 40, 235), 14, tuple(theme["frame"][:3]))
    box = plate.get_rect(center=(grid.centerx, grid.bottom - 68))
    surface.blit(plate, box)
    text(surface, words, box.center, fit_size(words, 22, box.width - 24), (255, 236, 170),
         shadow=False)


@lru_cache(maxsize=16)
def toast_lines(message: str) -> tuple[int, tuple[str, ...]]:
    """(size, lines): the notice on one or two lines inside TOAST."""
    size, lines = fit_block([message], 24, TOAST.width - 40, TOAST.height - 12, smallest=15)
    return size, tuple(lines[0])


BAR = pygame.Rect(0, 640, 1280, 80)
METER_X = (370, 640, 900)       # credit, bet and win: the centres of their plates on the bar
METER_WIDTH = 176


def bar_image(theme: Theme) -> pygame.Surface:
    """The bar at the bottom: dark glass with a rim of the game's frame colour, and a sunk
    plate under each of credit, bet and win."""
    bar = pygame.Surface(BAR.size, pygame.SRCALPHA)
    for y in range(BAR.height):
        shade = 34 - 22 * y // BAR.height
        pygame.draw.line(bar, (shade // 2, shade // 3, shade, 225), (0, y), (BAR.width, y))
    frame = theme["frame"][:3]
    pygame.draw.line(bar, frame, (0, 0), (BAR.width, 0), 3)
    pygame.draw.line(bar, tuple(c // 2 for c in frame), (0, 3), (BAR.width, 3), 1)
    for x in METER_X:
        plate = pygame.Rect(0, 0, METER_WIDTH, 66)
        plate.center = (x, 40)
        pygame.draw.rect(bar, (6, 3, 14, 235), plate, border_radius=14)
        pygame.draw.rect(bar, tuple(c * 2 // 3 for c in frame), plate, 2, border_radius=14)
    return bar


def meter_boxes(state: HudState, marks_box: RectLike | None = None,
                column: Sequence[int] | None = None,
                tallied: bool = False) -> list[tuple[str, pygame.Rect, Any]]:
    """[(kind, rect, value)] of the feature meters on show, in the left column under the logo
    or the `column` (x, y, width, height) a look's layout gives them (by the board where the
    left column has its key art); a look may give the spin-feature marks a place of their
    own: `marks_box`. `tallied`: a big feature's tally (game/window/ui/tally.py) holds its spins and
    its summed multiplier, large, so their small plates are not drawn (a ladder of steps
    stays: it shows the steps to come)."""
    if column:
        x, y, width = column[0], column[1], column[2]
    else:
        x, y, width = LEFT.x + 6, METERS_TOP, LEFT.width - 12
    out: list[tuple[str, pygame.Rect, Any]] = []    # each kind's value its own (draw_meter)
    for name, meter in state.meters:        # (a meter whose feature plays has done its work)
        height = GAUGE_HEIGHT if meter.get("target") else 36
        out.append(("meter", pygame.Rect(x, y, width, height), (name, meter)))
        y += height + 8
    if state.multiplier and not (tallied and state.multiplier_sum):
        height = HELD_HEIGHT if state.multiplier_sum else ladder.height(state.level)
        out.append(("multiplier", pygame.Rect(x, y, width, height), state.multiplier))
        y += height + 6
    if state.spin_counter and not tallied:
        out.append(("spins", pygame.Rect(x, y, width, SPINS_HEIGHT), state.spin_counter))
        y += SPINS_HEIGHT + 8
    for event in state.status:              # the look's panel for each status event
        out.append(("status", pygame.Rect(x, y, width, STATUS_HEIGHT), event))
        y += STATUS_HEIGHT + 8
    if state.marks:
        box = pygame.Rect(marks_box) if marks_box else pygame.Rect(x, y, width, 64)
        out.append(("marks", box, state.won_marks))
    return out


GAUGE_HEIGHT, SPINS_HEIGHT, HELD_HEIGHT = 56, 50, 92
STATUS_HEIGHT = 116    # the art panels (game/window/ui/gauges.py)


def draw_meter(surface: pygame.Surface, kind: str, box: pygame.Rect,
               value: Any,          # meter_boxes': (name, event), a multiplier, a spin's (n, of),
               state: HudState,     # a status event or the marks won, by `kind`
               look: Look, view: BoardView, counters: Mapping[str, float], flash: float,
               moments: Mapping[tuple[str, str] | str, Any] | None = None) -> None:
    """One panel of the left column: `counters` are the meters as shown (rolling toward their
    values), `flash` how fresh a new multiplier is (1 new .. 0); `moments` the panels' ages
    (SidePanels.moments: a target reached, a spin counted) for their bursts and flips."""
    theme, moments = look.theme, moments or {}
    rim = theme["frame"]
    if kind == "meter":
        name, meter = value
        target = meter.get("target")
        label = look.meter_title(name, **({"level": state.level[0]} if state.level else {}))
        shown = round(counters.get(name, meter["value"]))
        if target:
            gauges.gauge(surface, box, label, shown, target, theme["accent"], rim, state.clock,
                         moments.get(("reached", name)))
        else:
            gauges.draw_plate(surface, box, rim)
            line = _("{meter}: {value}").format(meter=label, value=shown)
            text(surface, line, box.center, fit_size(line, 24, box.width - 16))
        if name in state.waiting_meters:      # one short of its feature: it glows
            ladder.waiting(surface, box, state.clock, theme["accent"])
    elif kind == "multiplier" and state.multiplier_sum:
        gauges.held_total(surface, box, _("MULTIPLIER"), value, view.symbol_image(look.valued,
                                                                            box.height - 8),
                          rim, 1 - flash, state.clock)
    elif kind == "multiplier":
        gauges.draw_plate(surface, box, rim)
        ladder.draw(surface, box, value, state.level, 1 - flash, total=state.multiplier_sum)
    elif kind == "spins":
        index, of = value
        before, age = moments.get("spin", (None, None))
        gauges.spin_counter(surface, box, _("FREE SPIN"), index, of, rim, before, age)
    elif kind == "status":
        gauges.draw_plate(surface, box, rim)
        symbol = value.get(look.status[value["type"]]["symbol"])
        if symbol:
            image = view.symbol_image(symbol, box.height - 34)
            at = (box.centerx, box.y + (box.height - 28) // 2)
            surface.blit(image, image.get_rect(center=at))
        words = look.status_words(value)
        text(surface, words, (box.centerx, box.bottom - 14), fit_size(words, 22, box.width - 16))
    elif kind == "marks":
        side = min(38, box.height - 34)
        images = {colour: view.mark_tiles(colour, side) for colour in look.mark_colours}
        gauges.sockets(surface, box, _("MARKS WON"), list(look.mark_colours.items()), value,
                       rim, images)


HUD_PANEL = (10, 6, 24, 170)    # behind the meters, so snow and stars never cross their text


def choice_rects(options: Sequence[str] | None) -> list[tuple[str, pygame.Rect]]:
    """[(option, its panel)] side by side, the first at the left; in Arabic the row turned
    round in its span, the first (press 1) at the right."""
    options = options or ()
    row = pygame.Rect(280, 214, 250 * len(options) - 20, 340)
    return [(o, mirrored((280 + i * 250, 214, 230, 340), row)) for i, o in enumerate(options)]


def draw_choice(surface: pygame.Surface, look: Look, view: BoardView,
                options: Sequence[str] | None) -> None:
    dim(surface, 170)
    text(surface, look.choice_title, (640, 150), fit_size(look.choice_title, 64, 700),
         look.theme["frame"])
    lines = look.choice_lines
    for i, (option, rect) in enumerate(choice_rects(options)):
        surface.blit(panel(rect.size, (40, 20, 80, 230), 18, look.theme["frame"]), rect)
        image = view.symbol_image(option, 150)
        surface.blit(image, image.get_rect(center=(rect.centerx, rect.y + 110)))
        text(surface, option.upper(), (rect.centerx, rect.y + 205), 36)
        if option in lines:        # what it plays, and what it does (two lines where it needs)
            line, words = _(lines[option]), _(look.choice_words.get(option, ""))
            text(surface, line, (rect.centerx, rect.y + 240),
                 fit_size(line, 28, rect.width - 12, readable_size(line)), (255, 225, 120))
            size = readable_size(words)
            for n, said in enumerate(fit_lines(words, size, rect.width - 14)):
                text(surface, said, (rect.centerx, rect.y + 268 + n * (line_height(size) - 2)),
                     size, (230, 220, 250), bold=False)
        press = _("press {key}").format(key=i + 1)
        text(surface, press, (rect.centerx, rect.bottom - 16),
             fit_size(press, 24, rect.width - 12, readable_size(press), bold=False),
             (200, 190, 220), bold=False)



TIER_COLOURS = [(255, 215, 90), (255, 150, 60), (255, 110, 200), (150, 220, 255)]
PLAQUES = ("plaque_big_win", "plaque_mega_win", "plaque_epic_win")   # sprites/ui, by tier
PLAQUE = pygame.Rect(280, 84, 720, 320)      # the tier's plaque; its face is clear for the name
FACE = pygame.Rect(PLAQUE.x + 90, PLAQUE.y + 136, 540, 100)     # (sprites/ui/README)
AMOUNT = pygame.Rect(330, 420, 620, 150)    # the count, the note and the hint, on a dark plate
COIN_SIZES = (30, 44, 60)                   # the shower's depths, far to near


def coin_frames() -> list[list[pygame.Surface]]:
    """[depth] -> the coin's turning frames (sprites/ui/coin_0..7) at that depth's size."""
    out = []
    for size in COIN_SIZES:
        turns = [assets.picture(("ui", f"coin_{i}"), (size, size)) for i in range(8)]
        out.append([t for t in turns if t is not None] or [_plain_coin(size)])
    return out


def _plain_coin(size: int) -> pygame.Surface:
    coin = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(coin, (255, 215, 90), (size / 2, size / 2), size / 2 - 1)
    pygame.draw.circle(coin, (150, 100, 10), (size / 2, size / 2), size / 2 - 1, 2)
    return coin


def plaque(title: str, tiers: Tiers) -> pygame.Surface | None:
    """The tier's plaque: its own picture (plaque_<title>), else the one of its rank."""
    names = [name for _, name in tiers]
    rank = min(names.index(title) if title in names else 0, len(PLAQUES) - 1)
    own = "plaque_" + "_".join(title.lower().split())
    return assets.picture(("ui", own), PLAQUE.size) or \
        assets.picture(("ui", PLAQUES[rank]), PLAQUE.size)


def warm_big_win(tiers: Tiers) -> None:
    """A big win's pictures read as the game is entered, each tier's plaque and the coins:
    read in the frame its tier was passed, a plaque (read and smoothscaled from its file) cost
    that frame 6 ms, twice any other frame of the count-up (build/bench.py)."""
    for _at, name in tiers:
        plaque(name, tiers)
    coin_frames()


_beating = Scratch()           # the tier's plaque as its beat scales it, each frame


def draw_big_win(surface: pygame.Surface, party: Celebration, shower: CoinShower | None,
                 theme: Theme, show: Callable[[int], str]) -> None:
    """The celebration: the board dimmed, a shower of coins, the tier's plaque (popping in as
    the count passes it) with its name, the amount counting up on a plate below."""
    dim(surface, 175)
    if shower is not None:
        shower.draw(surface)
    names = [name for _, name in party.tiers]
    colour = TIER_COLOURS[names.index(party.title) % len(TIER_COLOURS)]
    art = plaque(party.title, party.tiers)
    pop = progress(party.tier_age, 0, 0.35)
    scale = Ease.OUT_BACK(pop, 2.0) if pop < 1 else 1.0
    if party.counting:                             # a beat while it counts
        scale *= 1 + 0.03 * wave(party.seconds, 0.6)
    if art is not None:
        if abs(scale - 1) > 0.005:
            art = _beating.scale(art, (max(1, round(PLAQUE.width * scale)),
                                       max(1, round(PLAQUE.height * scale))))
        surface.blit(art, art.get_rect(center=PLAQUE.center))
    else:
        surface.blit(panel(FACE.size, (16, 8, 30, 235), 20, colour), FACE)
    title = _(party.title)
    size = max(12, int(fit_size(title, 92, FACE.width - 40) * min(1.0, scale)))
    name = face(size, title).size(title)
    glass = pygame.Rect(0, 0, name[0] + 48, name[1] + 6)     # the face's shine dimmed under
    glass.center = FACE.center                                # the name: white reads on it
    surface.blit(panel(glass.size, (20, 0, 40, 150), 14), glass)
    text(surface, title, FACE.center, size, (255, 255, 255))
    if party.heading:               # the feature this count-up tells the total of
        size = fit_size(party.heading, 28, 760)
        plate = pygame.Rect(0, 0, face(size, party.heading).size(party.heading)[0] + 40, 44)
        plate.center = (640, 52)
        surface.blit(panel(plate.size, (16, 8, 30, 230), 16, theme["frame"]), plate)
        text(surface, party.heading, plate.center, size, (230, 220, 250), shadow=False)
    note = party.note and not party.counting    # how rare it was, once the total stands
    plate = AMOUNT.copy()
    plate.height = 124 + (32 if note else 0)
    surface.blit(panel(plate.size, (16, 8, 30, 235), 26, colour), plate)
    amount = show(party.shown)
    text(surface, amount, (640, plate.y + 50), fit_size(amount, 88, plate.width - 40),
         (255, 225, 120))
    if note:
        text(surface, party.note, (640, plate.y + 100), fit_size(party.note, 24,
                                                                  plate.width - 40),
             (255, 225, 120), shadow=False)
    hint = _("Space or click: show the total") if party.counting else \
        _("Space or click: continue")
    text(surface, hint, (640, plate.bottom - 18),
         fit_size(hint, readable_size(hint), plate.width - 40, readable_size(hint), bold=False),
         (220, 210, 240), shadow=False, bold=False)
