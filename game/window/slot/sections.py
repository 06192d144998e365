"""The slot screen's sections, its controls apart (controls.py): the board (the world behind
it, its frame, lit while a feature with a look of its own plays, the key art, the animator's
board and the pays of its wins), the meter bar, the side panels and the overlays."""
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.window import assets
from game.window.board.animator import Animator
from game.window.board.view import BoardView
from game.window.board.warm import warm_round
from game.window.look import Look
from game.window.board import labels
from game.window.effects import brightness_levels, glow_levels, glow_ring, light_rays, soft_dot
from game.window.slot import PRESSES, Section
from game.window.slot.state import SlotState
from game.window.ui import hud, idle, plaques, promos, tally, theme
from game.window.ui.keyart import JUMP, KeyArt, picture, poses
from game.window.ui.scenery import Scenery
from game.window.ui.theme import Theme, panel
from game.words.i18n import forget, on_change

# the look's promos as filled for a game: (its picture's path, words, figure) each
# (Look.promo_plaques); as shown: (the plaque made, its place, (words, figure))
Promoted = Sequence[tuple[str, str, str]]
Promo = tuple[pygame.Surface, pygame.Rect, tuple[str, str]]


class BoardSection(Section):
    def __init__(self, look: Look, view: BoardView, anim: Animator,
                 symbols: Sequence[str] = ()) -> None:
        """`look`: the game's (game/window/look.py); `view`: its board's geometry; `anim`: the
        animator that draws the board as far as the round has been shown; `symbols`: the
        game's, whose sparks are made now (game/window/board/warm.py)."""
        self.look, self.view, self.anim = look, view, anim
        theme, game_id = look.theme, look.game_id
        self.scenery = Scenery(look.scenery, theme)
        box = look.key_art
        fit = (box[2], box[3] - JUMP) if box else None
        self.key_art = KeyArt(picture(game_id, "key_art.png", fit) if box else None,
                              box or (0, 0, 1, 1), theme["frame"],
                              poses(game_id, fit) if box else None)
        self.frame = picture(game_id, "frame.png", (2000, 2000))
        grid = view.grid_rect()
        if self.frame is None:           # no frame drawn: a plain panel of the theme's colours
            self.frame = panel(grid.inflate(24, 24).size, theme["board"], 22, theme["frame"])
        backing = theme.get("backing")
        self.backing = panel(grid.inflate(8, 8).size, backing, 18) if backing else None
        warm_round(view, look, symbols)   # a round's glows, made now rather than mid-round
        # feature -> its frame's glow (its brightness levels), made when it first starts
        self.frame_glows: dict[str | None, tuple[pygame.Surface, ...]] = {}
        self.features_seen = 0

    @property
    def rect(self) -> pygame.Rect:
        """The look's board: the grid, its frame and the pays over it."""
        return pygame.Rect(self.look.board)

    def react(self, reaction: str) -> None:
        """The key art reacts: "trigger" (a feature starts), "cheer" (a big win)."""
        self.key_art.react(reaction)

    def release(self) -> None:
        """The game is left: its world, key art, frame, lit frames and the board's pictures go
        now, not when the screen is collected (a cycle keeps it until the collector runs: the
        next game was loaded beside them, tens of MB of the visit's peak)."""
        self.scenery.release()
        self.key_art.release()
        self.view.release()
        self.frame = self.backing = None
        self.frame_glows.clear()

    def update(self, dt: float, state: SlotState) -> None:
        """The world moves on; the look follows the innermost feature in play, and the key art
        reacts to a big feature's start."""
        self.scenery.update(dt)
        self.key_art.update(dt)
        features = state.features
        self.scenery.set_feature(next((f for f in reversed(features)
                                       if f in self.scenery.looks), None))
        look = self.scenery.looks.get(self.scenery.feature)
        if look and look["frame"] and self.scenery.feature not in self.frame_glows:
            self.frame_glows[self.scenery.feature] = brightness_levels(
                glow_ring(self.view.grid_rect().inflate(32, 32).size, look["frame"]), 6)
        if len(features) > self.features_seen and self.look.big(features[-1]):
            self.key_art.react("trigger")
        self.features_seen = len(features)

    def draw_backing(self, surface: pygame.Surface) -> None:
        """The look's backing under the frame (theme `backing`): a pale frame over bright
        scenery let it show through the cells (issue 37, 5)."""
        if self.backing is not None:
            surface.blit(self.backing, self.backing.get_rect(center=self.view.grid_rect().center))

    def draw(self, surface: pygame.Surface, state: SlotState) -> None:
        self.scenery.draw(surface)
        self.draw_backing(surface)
        grid = self.view.grid_rect()
        glow = self.scenery.frame_glow()
        if glow and self.scenery.feature in self.frame_glows:
            levels = self.frame_glows[self.scenery.feature]
            ring = levels[int(glow[1] * (len(levels) - 1))]
            surface.blit(ring, ring.get_rect(center=grid.center),
                         special_flags=pygame.BLEND_RGB_ADD)
        if self.frame is not None:          # (None once the game is left)
            surface.blit(self.frame, self.frame.get_rect(center=grid.center))
        self.key_art.draw(surface)
        self.anim.draw(surface)
        if resting(state):                   # now and then a symbol glints or breathes
            idle.draw_board(surface, self.view, self.anim.board.cells, state.clock)
        labels.draw_pays(surface, self.view, state.labels, state.show, state.label_age)


class Skip(Section):
    """A press no section above took skips what can be skipped: a click anywhere a big win's
    count-up or the board's step, above the controls (but under the spin button's own place,
    controls.py SpinPress: a click there spins or stops); a key they did not take, the board's
    step, below them."""

    def __init__(self, anim: Animator, takes: tuple[int, ...], slam: bool = True) -> None:
        """`anim`: the board's animator; `takes`: clicks or keys; `slam`: whether a press may
        finish the board's step at once (a market without slam stop:
        game/window/slot/market.py)."""
        self.anim, self.takes, self.slam = anim, takes, slam

    def handle(self, event: pygame.event.Event, state: SlotState | None) -> bool:
        if event.type == pygame.KEYDOWN:
            if self.anim.skippable and self.slam:
                self.anim.finish_current()
            return True
        if state is None:                # (only presses come here: each with its state)
            return False
        if event.button == 1 and state.celebration:
            state.celebration.skip()
            return True
        if event.button == 1 and self.anim.skippable and self.slam:
            self.anim.finish_current()
            return True
        return False


def resting(state: SlotState) -> bool:
    """Nothing plays and nothing is over the board: its idle life may show."""
    return not (state.in_round or state.busy or state.labels or state.banner or state.total
                or state.choice or state.celebration)


class MeterBar(Section):
    """The bar at the bottom: credit, bet and win (the bet and credit buttons over them are
    the controls')."""

    def __init__(self, theme: Theme) -> None:
        self.bar = hud.bar_image(theme)          # made once

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(hud.BAR)

    def draw(self, surface: pygame.Surface, state: SlotState) -> None:
        hud.draw_bar(surface, self.bar, state)


class SidePanels(Section):
    """The left column (the logo, the feature meters, the multiplier, status panels, marks);
    the fairness figures are the fair-play page's (issue 37, 1). The
    meters roll toward their values here, and a new multiplier flashes."""

    def __init__(self, look: Look, view: BoardView,
                 promoted: Promoted | Callable[[], Promoted] = ()) -> None:
        """`promoted`: the look's promos as filled for the game (Look.promo_plaques), or what
        fills them (called again when the player's language changes)."""
        self.look, self.view = look, view
        self.fill: Callable[[], Promoted]
        if callable(promoted):
            self.fill = promoted
        else:
            fixed = promoted
            self.fill = lambda: fixed
        promoted = self.fill()
        self.logo = picture(look.game_id, "logo.png", hud.LOGO.size)
        self.shine = idle.shimmer_frames(self.logo)     # the logo's shine, made once
        places = promos.boxes(look.promos_box, len(promoted)) \
            if promoted and look.promos_box else []
        self.promos = [(promos.compose(look.game_id, art, box.size), box, (words, figure))
                       for (art, words, figure), box in zip(promoted, places)]
        self.counters: dict[str, float] = {}     # meters as shown, rolling toward their values
        self.last_multiplier: int | None = None
        self.multiplier_flash = 0.0
        # ("reached", meter) -> s since; "spin" -> (the spin before, s since)
        self.moments: dict[tuple[str, str] | str, Any] = {}
        self.last_spin: int | None = None
        self.tally_seen: list[str | None] = [None] * 3      # each tally well's figure
        self.tally_ages: list[float | None] = [None] * 3    # and how long it has stood
        on_change(self.respeak)      # Settings changed the language: the promos' words too

    @property
    def rect(self) -> pygame.Rect:
        """The column left of the board (the promos and a tally may stand elsewhere: drawn,
        never pressed)."""
        return pygame.Rect(hud.LEFT)

    def respeak(self, _language: str) -> None:
        """The promos' words in the player's language now (their art stays)."""
        self.promos = [(art, box, (words, figure)) for (art, box, _said), (_p, words, figure)
                       in zip(self.promos, self.fill())]

    def update(self, dt: float, state: SlotState) -> None:
        for name, meter in state.meters:
            now = self.counters.get(name, 0.0)
            goal = meter["value"]
            step = max(1.0, abs(goal - now) * 8 * dt)
            self.counters[name] = goal if abs(goal - now) <= step else now + step * (
                1 if goal > now else -1)
            self.count_moment(("reached", name), bool(meter.get("target"))
                              and self.counters[name] >= meter["target"], dt)
        spin = state.spin_counter[0] if state.spin_counter else None
        if spin != self.last_spin:               # a spin used: its counter flips
            self.moments["spin"] = (self.last_spin, 0.0)
            self.last_spin = spin
        elif "spin" in self.moments:
            before, age = self.moments["spin"]
            self.moments["spin"] = (before, age + dt)
        if state.multiplier != self.last_multiplier:
            self.last_multiplier, self.multiplier_flash = state.multiplier, 1.0
        self.multiplier_flash = max(0.0, self.multiplier_flash - dt * 3)
        figures: list = [None] * 3
        if self.tallied(state):
            figures = [figure for _label, figure in tally.rows(state, self.title(state))]
        for i, figure in enumerate(figures):     # a figure changed: it is stamped in
            age = self.tally_ages[i]
            if figure != self.tally_seen[i]:
                self.tally_seen[i] = figure
                self.tally_ages[i] = 0.0 if figure else None
            elif age is not None:
                self.tally_ages[i] = age + dt

    def release(self) -> None:
        """The game is left: the logo's shine and the promos' art go, and with them the
        promos' words (no change of language words them again)."""
        self.shine, self.promos = (), []
        forget(self.respeak)

    def count_moment(self, key: tuple[str, str], now: bool, dt: float) -> None:
        """A moment that starts when `now` turns true and ages while it stays so."""
        if not now:
            self.moments.pop(key, None)
        else:
            self.moments[key] = self.moments[key] + dt if key in self.moments else 0.0

    def boxes(self, state: SlotState) -> list[tuple[str, pygame.Rect, Any]]:
        return hud.meter_boxes(state, self.look.marks_box, self.look.meters_box,
                               self.tallied(state))

    def tally_place(self, state: SlotState) -> pygame.Rect | None:
        """Where the tally stands: the look's place for it while a big feature plays, else
        None (no tally shown)."""
        box = self.look.tally_box
        return pygame.Rect(box) if box is not None and state.feature_win is not None else None

    def tallied(self, state: SlotState) -> bool:
        """A big feature plays and the look gives its tally a place."""
        return self.tally_place(state) is not None

    def promos_shown(self, state: SlotState) -> list[Promo]:
        """The promos, unless a meter, a multiplier or a small plaque is where they are, or a
        feature's spins or levels play (as the buy leaves then: the offer is the base game's)."""
        box = self.look.promos_box
        if not self.promos or box is None or state.spin_counter or state.level:
            return []
        area, tally = pygame.Rect(box), self.tally_place(state)
        taken = [meter for _, meter, _ in self.boxes(state)] + ([tally] if tally else [])
        if state.banner and state.banner[0].small:
            taken.append(pygame.Rect(self.look.small_plaque_tallied if tally
                                     else self.look.small_plaque))
        return [] if any(area.colliderect(place) for place in taken) else self.promos

    def draw(self, surface: pygame.Surface, state: SlotState) -> None:
        hud.draw_logo(surface, self.logo, self.look.theme)
        idle.draw_shimmer(surface, self.shine, hud.LOGO, state.clock)
        promos.draw(surface, self.promos_shown(state))
        for kind, box, value in self.boxes(state):
            hud.draw_meter(surface, kind, box, value, state, self.look, self.view,
                           self.counters, self.multiplier_flash, self.moments)
        place, shown = self.tally_place(state), self.tally_shown(state)
        if place is not None and shown is not None:
            tally.draw(surface, place, self.look.game_id, shown,
                       self.look.theme["frame"], self.tally_ages)

    def tally_shown(self, state: SlotState) -> list[tuple[str, str]] | None:
        """The tally's wells as drawn, (label, figure) each, or None while none is: one reader
        for the frame and the window's report of it (SlotScene.on_screen)."""
        return tally.rows(state, self.title(state)) if self.tallied(state) else None

    def title(self, state: SlotState) -> str:
        """The name of the outermost big feature in play (the tally's, where it has no spins
        or levels to count)."""
        return next((self.look.title_of(name) for name in state.features
                     if self.look.big(name)), "")


class Notices(Section):
    """The notices' one place (issue 49, 4): a toast above the bar, over the board's foot and
    under any plaque, that leaves on its own after a few seconds or at the player's next
    action (game/round/session.py), and shows only while the play screen is on top; and a replay's
    badge, all through the replay."""

    def __init__(self, theme: Theme) -> None:
        self.theme = theme

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(hud.TOAST)

    def draw(self, surface: pygame.Surface, state: SlotState) -> None:
        if state.replay_of:
            hud.draw_replay_badge(surface, state.replay_of, self.theme)
        hud.draw_toast(surface, state.message, state.message_age, self.theme,
                       state.money)


class Overlays(Section):
    """What shows over the board: a feature's plaque, its total, the player's choice (picked
    with a click: `choose`), a big win counting up and its coins."""

    takes = PRESSES
    lets_through = (pygame.K_ESCAPE,)    # the lobby, after the round, while the player chooses

    def __init__(self, look: Look, view: BoardView, choose: Callable[[str], None]) -> None:
        self.look, self.view, self.choose = look, view, choose
        plaques.warm(look)

    @property
    def rect(self) -> pygame.Rect:
        """The board, which its plaques stand over (the choice, over the whole screen, is
        modal: it gets the pointer wherever it is)."""
        return pygame.Rect(self.look.board)

    CHOICE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3)

    def is_modal(self, state: SlotState | None) -> bool:
        """While the player chooses (over the whole screen, dimmed): nothing below gets a
        click or a key, but Esc."""
        return state is not None and bool(state.choice)

    def handle(self, event: pygame.event.Event, state: SlotState | None) -> bool:
        """While the player chooses, a click on an option or its key (1, 2, 3) picks it."""
        if state is None or not state.choice:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button != 1:
                return False
            for option, rect in hud.choice_rects(state.choice):
                if rect.collidepoint(event.pos):
                    self.choose(option)
            return True
        if event.key in self.CHOICE_KEYS:
            index = self.CHOICE_KEYS.index(event.key)
            if index < len(state.choice):
                self.choose(state.choice[index])
        return event.key != pygame.K_ESCAPE

    def draw(self, surface: pygame.Surface, state: SlotState) -> None:
        theme = self.look.theme
        if state.banner:
            tallied = state.feature_win is not None and self.look.tally_box is not None
            plaques.draw(surface, self.look, self.view.grid_rect().center,
                         self.look.small_plaque_tallied if tallied else self.look.small_plaque,
                         *state.banner)
            if state.holding:                # autoplay stopped here: the player starts it
                hud.draw_press_to_start(surface, theme, self.view.grid_rect())
        if state.total:
            plaques.draw_total(surface, self.look, state.show, *state.total)
        if state.choice:
            hud.draw_choice(surface, self.look, self.view, state.choice)
        if state.celebration and not state.busy:
            hud.draw_big_win(surface, state.celebration, state.shower, theme, state.show)
        elif state.shower is not None:              # the last coins of one, falling away
            state.shower.draw(surface)


def release_art(game_id: str) -> None:
    """A game is left: its pictures (game/window/assets.py) and the glows made for its board and its
    world are let go; they are made again, at the sizes then asked, if it is entered again."""
    assets.release(game_id)
    plaques.composed.cache_clear()
    glow_levels.cache_clear()
    soft_dot.cache_clear()
    light_rays.cache_clear()
    theme.clear_panels()           # its plates (the board's backing is the size of the board)
