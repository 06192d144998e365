"""A game's presentation as the client uses it: its look.yaml (in the game's folder,
engine/games/<id>/), with defaults for what a game leaves out, so a new game needs only the
parts it has. No code in the client names a game: what differs between games is read here.

Its words are messages of the catalogs (build/catalogs.py extracts them from the look files):
each is translated where it is asked for, before its template is filled, so a change of
language shows at once. The title stays as it is (a game's name is not translated).
"""
import string
from collections.abc import Mapping
from fractions import Fraction
from functools import cache, cached_property
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from babel.lists import format_list

from engine.config import Roles
from engine.errors import ConfigError
from game.round.odds import top_prize_words
from game.window.celebration import read_tiers
from engine.games import config_path, look as read_look, roles
from game.words.i18n import N_, _, cldr_locale, number

if TYPE_CHECKING:
    from engine import events as ev
    from engine.games.base import Game

THEME_KEYS = ("top", "bottom", "frame", "board", "accent", "text", "backing")
# how a grid event is shown, by its reason: the engine's own reasons; a game's look adds its
# features' (land, fall, or a Change style: rain, grow, flip, wipe, stamp)
GRID_STYLES = {"spin": "land", "free_spin": "land", "tumble": "fall", "drop": "fall"}
MULTIPLIER_STYLES = ("step", "sum")
Box = tuple[int, int, int, int]         # [x, y, width, height] on the 1280x720 screen
DEFAULT_BOARD = (300, 60, 680, 560)     # where the grid goes when a look leaves it out
DEFAULT_THEME = {"top": (18, 14, 48), "bottom": (70, 28, 80), "frame": (255, 215, 120),
                 "board": (10, 10, 30, 150), "accent": (255, 200, 90),
                 "text": (255, 246, 230), "deco": "stars"}


SMALL_PLAQUE = (1010, 146, 240, 80)     # where a small feature's plaque goes if a look says not
Default = TypeVar("Default", bound=Box | None)  # a layout rectangle's default: a Box, or None


class Plaque(NamedTuple):
    """A feature's plaque as its look fills it for one event (game/window/ui/plaques.py draws
    it)."""
    heading: str
    figure: str = ""          # what was won, in large figures ("10 FREE SPINS")
    line: str = ""            # what happens next
    picture: str = ""         # sprites/<id>/plaques/<picture>.png
    small: bool = False       # an in-round feature's: small, by the board


class Look:
    def __init__(self, game_id: str):
        data = read_look(game_id)
        self.game_id = game_id
        self.title = str(data.get("title", game_id.replace("-", " ").title()))
        self.theme = self._theme(data.get("theme", {}))
        self.theme["title"] = self.title
        self._tagline = [str(line) for line in data.get("tagline", [])]
        self.card_symbols = [str(s) for s in data.get("card_symbols", [])][:3]
        self._buy_title = str(data.get("buy_title", N_("BUY FEATURE")))
        self.mark_colours = {str(k): tuple(v) for k, v in data.get("mark_colours", {}).items()}
        self.features = {str(k): dict(v or {}) for k, v in data.get("features", {}).items()}
        self.help = list(data.get("help", []))
        # how a list among the game's help values is said, an item at a time: templates of the
        # item's fields, the first whose fields the item has taken; and the words for the ids
        # those values hold (a mark's colour, a feature, an option): the engine hands values,
        # the words are the look's (said_values)
        self.help_items = {str(k): [str(t) for t in (v if isinstance(v, list) else [v])]
                           for k, v in (data.get("help_items") or {}).items()}
        self.names = {str(k): str(v) for k, v in (data.get("names") or {}).items()}
        # mode -> what playing it costs and buys, a template of the game's help values
        self.modes = {str(k): str(v) for k, v in data.get("modes", {}).items()}
        self.big_wins = read_tiers(data.get("big_wins"))     # (x bet, title), ascending
        self.grid = {**GRID_STYLES, **{str(k): str(v) for k, v in data.get("grid", {}).items()}}
        # how far short of a grid event's trigger count a falling grid still waits (its
        # anticipation): 1 by default, one short
        self.one_short = data.get("one_short", 1)
        if isinstance(self.one_short, bool) or not isinstance(self.one_short, int) \
                or self.one_short < 1:
            raise ConfigError(config_path(game_id).with_name("look.yaml"), "one_short",
                              "must be a whole number, 1 or more", self.one_short)
        self.scenery = dict(data.get("scenery") or {})
        self.scenery.setdefault("folder", ["sprites", game_id, "scene"])
        layout = data.get("layout") or {}
        self.board = self._rect(layout, "board", DEFAULT_BOARD)
        self.key_art = self._rect(layout, "key_art", None)
        self.marks_box = self._rect(layout, "marks", None)
        self.meters_box = self._rect(layout, "meters", None)   # the meters' column, if not left
        # the tally of a big feature under way (its spins left or level, multiplier and win so
        # far, large, in the game's frame: game/window/ui/tally.py), if the look gives it a place
        self.tally_box: Box | None = self._rect(layout, "feature_panel", None)
        self.small_plaque = self._rect(layout, "small_plaque", SMALL_PLAQUE)
        # where it goes while a big feature's tally is beside the board (never over the tally)
        self.small_plaque_tallied = self._rect(layout, "small_plaque_in_feature",
                                               self.small_plaque)
        self.buy_box = self._rect(layout, "buy_badge", None)    # the buy's badge, if not top right
        # the plaques beside the board while no meter is there: [{picture, words, figure}],
        # templates of the game's help values, in the layout's `promos` area
        self.promos_box: Box | None = self._rect(layout, "promos", None)
        self.promos = [{str(k): str(v) for k, v in promo.items()}
                       for promo in data.get("promos") or []]
        choice = data.get("choice", {})
        self._choice_title = str(choice.get("title", N_("CHOOSE")))
        self.choice_words = {str(k): str(v) for k, v in choice.get("options", {}).items()}
        # option -> its line under its name (what it plays: "4 FREE SPINS")
        self.choice_lines = {str(k): str(v) for k, v in choice.get("lines", {}).items()}
        # multiplier source -> how it is shown: "step" (it grows, the default) or "sum" (values
        # on the board fly to the win and add up)
        self.multipliers = {str(k): str(v) for k, v in (data.get("multipliers") or {}).items()}
        for source, style in self.multipliers.items():
            if style not in MULTIPLIER_STYLES:
                raise ConfigError(config_path(game_id).with_name("look.yaml"),
                                  f"multipliers.{source}",
                                  f"must be one of {', '.join(MULTIPLIER_STYLES)}", style)
        # event type -> the panel its latest event fills in the left column: the picture of
        # the symbol its field `symbol` names, and `words` (a template of the event's fields)
        self.status = {str(k): {"symbol": str(v.get("symbol", "")),
                                "words": str(v.get("words", ""))}
                       for k, v in (data.get("status") or {}).items()}
        # pictures the board draws (under sprites/<id>/): `win` behind a winning cell
        # (`win_tint`: tinted in its win's colour), `mark` / `mark_won` a spin-feature mark's
        # tile ({colour}: the mark's); a look without them gets plain lit tiles
        art = data.get("board_art") or {}
        self.board_art: dict[str, str | bool] = {key: str(art[key]) for key in
                                                 ("win", "mark", "mark_won") if key in art}
        self.board_art["win_tint"] = bool(art.get("win_tint"))

    @cached_property
    def roles(self) -> Roles:
        """Which of its symbols and modes is its trigger, its wild, its valued symbol, its
        ante, its buy: the game's (Game.roles: its symbols' kinds in game.yaml, its rules'
        MODE_ROLES, the one declaration its rules play by), never its look's: the client asks
        for a role, never an id. Read when first asked (the slot screen, a mode's words): the
        lobby's cards need none."""
        return roles(self.game_id)

    @property
    def valued(self) -> str:
        """The picture a valued symbol (x25: shared/spec/events.md) is drawn on, its value on
        it: its symbol of the multiplier role's (a game without one never lands a value)."""
        return self.roles.symbol("multiplier") or "valued"

    def _rect(self, layout: Mapping[str, Any], key: str, default: Default) -> Box | Default:
        """A rectangle of the layout: [x, y, width, height] on the 1280x720 screen."""
        value = layout.get(key)
        if value is None:
            return default
        if not (isinstance(value, list) and len(value) == 4
                and all(isinstance(v, int) for v in value) and value[2] > 0 and value[3] > 0
                and value[0] >= 0 and value[1] >= 0 and value[0] + value[2] <= 1280
                and value[1] + value[3] <= 720):
            raise ConfigError(config_path(self.game_id).with_name("look.yaml"), f"layout.{key}",
                              "must be [x, y, width, height] inside the 1280x720 screen", value)
        return tuple(value)

    @property
    def tagline(self) -> list[str]:
        return [_(line) for line in self._tagline]

    @property
    def buy_title(self) -> str:
        return _(self._buy_title)

    @property
    def choice_title(self) -> str:
        return _(self._choice_title)

    def grid_style(self, reason: str) -> str:
        return self.grid.get(reason, "stamp")

    # the theme's colours (tuples) and its deco (a word): Any, read by key
    def _theme(self, given: Mapping[str, Any]) -> dict[str, Any]:
        theme = dict(DEFAULT_THEME)
        for key, value in given.items():
            if key in THEME_KEYS:
                if not (isinstance(value, list) and len(value) in (3, 4)
                        and all(isinstance(v, int) and 0 <= v <= 255 for v in value)):
                    raise ConfigError(config_path(self.game_id).with_name("look.yaml"),
                                      f"theme.{key}", "must be [r, g, b] or [r, g, b, a], "
                                                      "each 0 to 255", value)
                theme[key] = tuple(value)
            elif key == "deco":
                theme[key] = str(value)
        return theme

    def multiplier_style(self, source: str) -> str:
        return self.multipliers.get(source, "step")

    def status_words(self, event: Mapping[str, Any]) -> str:
        """The words of a status event's panel, from its look's template."""
        return _(self.status[event["type"]]["words"]).format(**_fields(event))

    # --- features ---------------------------------------------------------------------------

    def big(self, name: str) -> bool:
        """A big feature: its total is announced at its end and it may stop autoplay."""
        return bool(self.features.get(name, {}).get("big"))

    def fresh(self, name: str) -> bool:
        """It starts without the base game's multiplier and spin counter on show."""
        return bool(self.features.get(name, {}).get("fresh"))

    def stop_features(self) -> dict[str, str]:
        """name -> how a sentence calls it, for the features that may stop autoplay."""
        return {name: _(str(spec.get("called", name.replace("_", " "))))
                for name, spec in self.features.items() if spec.get("big")}

    def banner(self, event: "ev.FeatureEvent") -> tuple[str, str]:
        """(title, subtitle) of a feature's start banner, from its templates and the event."""
        spec, fields = self.features.get(event["name"], {}), _fields(event)
        return (self.title_of(event["name"]).format(**fields),
                _(str(spec.get("subtitle", ""))).format(**fields))

    def plaque(self, event: "ev.FeatureEvent") -> Plaque:
        """A feature's start plaque: its look's `plaque` templates (heading, figure, line,
        picture) filled from the event, its banner's title and subtitle where it has none."""
        spec = self.features.get(event["name"], {})
        art, fields = dict(spec.get("plaque") or {}), _fields(event)
        title, subtitle = self.banner(event)

        def fill(key: str, default: str = "") -> str:
            try:
                return _(str(art.get(key, default))).format(**fields)
            except KeyError:            # an event without the field: the rest says enough
                return ""
        return Plaque(fill("heading") or title, fill("figure"), fill("line") or subtitle,
                      fill("picture", event["name"]), bool(spec.get("small")))

    def total(self, event: "ev.FeatureEvent") -> tuple[str, int]:
        """(title, amount) of a big feature's total screen."""
        return _("{feature} COMPLETE").format(feature=self.title_of(event['name'])), event["win"]

    def total_picture(self, title: str) -> str:
        """The plaque picture of the feature whose total screen is titled `title` ("" if
        none): its total shows on its own art."""
        for name, spec in self.features.items():
            if f"{self.title_of(name)} COMPLETE" == title:
                return str((spec.get("plaque") or {}).get("picture", name))
        return ""

    def total_detail(self, event: "ev.FeatureEvent") -> str:
        """How the feature went, from its `total` template and its end event's fields."""
        spec, fields = self.features.get(event["name"], {}), _fields(event)
        try:
            return _(str(spec.get("total", ""))).format(**fields)
        except KeyError:          # an event without the field: the amount says enough
            return ""

    def meter_title(self, name: str, **values: object) -> str:
        """A meter's name: its feature's title (the feature it fills: its own, or the one
        whose name ends with it: a meter "x" fills the feature "y_x"), else its name in
        capitals; its fields filled from `values`, and any the meter has no value for left
        out ("LEVEL {level}" -> "LEVEL 2", or "LEVEL"): no raw placeholder is ever drawn."""
        if name in self.features:
            title = self.title_of(name)
        else:
            owner = next((f for f in self.features if f.endswith("_" + name)), None)
            title = self.title_of(owner) if owner else name.replace("_", " ").upper()
        return " ".join(title.format_map(Blank(values)).split())

    def title_of(self, name: str) -> str:
        return _(str(self.features.get(name, {}).get("title", name.replace("_", " ").upper())))

    # --- help ---------------------------------------------------------------------------------

    def mode_words(self, mode: str, values: Mapping[str, object]) -> str | None:
        """The look's line for a mode, filled from the game's values; None if it has none."""
        return _(self.modes[mode]).format(**values) if mode in self.modes else None

    def help_pictures(self) -> dict[str, list[str]]:
        """page title -> the feature pictures (sprites/<id>/features/) its look names for it."""
        return {str(page["title"]): [str(p) for p in page["pictures"]]
                for page in self.help if "pictures" in page}

    def promo_plaques(self, game: "Game") -> list[tuple[str, str, str]]:
        """[(picture, words, figure)]: the look's promos filled from the game's values."""
        if not self.promos or not self.promos_box:
            return []
        values = self.said_values(game)
        return [(p.get("picture", ""), _(p.get("words", "")).format(**values),
                 _(p.get("figure", "")).format(**values)) for p in self.promos]

    def help_pages(self, game: "Game", values: Mapping[str, object] | None = None
                   ) -> list[tuple[str, list[str], list[str]]]:
        """[(title, [lines], [symbols])]: the help templates filled from the game's config (the
        title as a message: translated where drawn, named pictures are found by it)."""
        values = {**self.said_values(game), **(values or {})}
        return [(str(page["title"]), [_(str(line)).format(**values) for line in page["lines"]],
                 [str(s) for s in page.get("symbols", [])]) for page in self.help]

    def said_values(self, game: "Game") -> dict[str, str]:
        """The game's help values (Game.help_values: numbers, ids, lists) as the player's
        language says them: a number as the locale writes it, an id by the look's `names`, a
        list an item at a time by its `help_items` and joined as the language joins a list
        (CLDR's); and the top prize's figure, odds and line in the client's words."""
        said = {key: self._said(key, value) for key, value in game.help_values().items()}
        odds = top_prize_words(game)
        reached = _(", reached {odds}").format(odds=odds) if odds else ""
        cap = number(game.cap_multiple)
        return {**said, "cap": cap, "cap_odds": odds or "", "cap_line": _(
            "The maximum win is {cap}x the total bet{reached}; a round that reaches it ends at "
            "once and pays the cap.").format(cap=cap, reached=reached)}

    def _said(self, key: str, value: object) -> str:
        if isinstance(value, (list, tuple)):
            items = [self._item(key, item) for item in value]
            return format_list(items, locale=cldr_locale()) if items else ""
        return self._value(value)

    def _item(self, key: str, item: object) -> str:
        """One item of a listed value, by the first of its templates whose fields it has (an
        item with no template: its values, as they are)."""
        fields = {str(k): self._value(v) for k, v in
                  (item.items() if isinstance(item, dict) else [("value", item)])}
        for template in self.help_items.get(key, []):
            if {name for _t, name, _s, _c in string.Formatter().parse(template)
                    if name} <= set(fields):
                return _(template).format(**fields)
        return " ".join(fields.values())

    def _value(self, value: object) -> str:
        if isinstance(value, bool) or value is None:
            return str(value)
        if isinstance(value, (int, float, Fraction)):
            return number(value)
        value = str(value)
        return _(self.names[value]) if value in self.names else value


def _fields(event: Mapping[str, Any]) -> dict[str, Any]:
    """An event's fields for a template, each also under its name in capitals, upper-cased."""
    return {**event, **{k.upper(): str(v).upper() for k, v in event.items()}}


@cache
def look_of(game_id: str) -> Look:
    return Look(game_id)


class Blank(dict):
    """A title's fields, those it has no value for left out ("LEVEL {level}" -> "LEVEL")."""
    def __missing__(self, key: str) -> str:
        return ""
