"""Reading a game's YAML with validation that names the file, the key and the bad value.

`Node` wraps a parsed YAML value with where it came from; its accessors check types and ranges
and raise ConfigError. Game modules read their own sections through it, so every message a
person sees has the same form: `file: key.path: problem (got value)`.
"""
import builtins
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType

import yaml

from engine.errors import ConfigError
from engine.money import exact
from engine.paytable import Paytable
from engine.rng import WeightTable

_MISSING = object()
WEIGHT_LIMIT = 1 << 32      # the RNG draws 32-bit words: a table's total must fit in one
CAP_LIMIT = 1_000_000       # x the bet: far above any real game, far below an overflow


class _NoDuplicateKeys:
    """A key written twice is refused (the second silently won)."""

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)   # type: ignore[attr-defined]
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"has the key {key!r} twice", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep)   # type: ignore[misc]


class _StrictLoader(_NoDuplicateKeys, yaml.SafeLoader):
    """Safe YAML without aliases (an alias bomb or a recursive alias would hang or explode
    the loader) and without a key written twice. Pure Python: it names an alias where it is."""

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise yaml.constructor.ConstructorError(
                None, None, f"uses the alias *{event.anchor}: aliases are not allowed",
                event.start_mark)
        return super().compose_node(parent, index)


# libyaml's parser, where PyYAML was built with it, reads a file some ten times faster (the
# looks and the games' math are most of a launch); its aliases come back as one node met
# twice, and a file that has one is read again by the strict loader above for the message.
_FastLoader = (type("_FastLoader", (_NoDuplicateKeys, yaml.CSafeLoader), {})
               if getattr(yaml, "__with_libyaml__", False) else None)


def _aliased(node) -> bool:
    """Whether a composed document holds one node twice (an alias) or within itself."""
    seen: set = set()
    todo = [node]
    while todo:
        item = todo.pop()
        if id(item) in seen:
            return True
        seen.add(id(item))
        if isinstance(item, yaml.MappingNode):
            todo.extend(part for pair in item.value for part in pair)
        elif isinstance(item, yaml.SequenceNode):
            todo.extend(item.value)
    return False


def parse_yaml(text: str, strict: bool = True):
    """YAML text to Python values, safely: no aliases and no key twice when `strict`.
    Raises yaml.YAMLError with the place of the problem."""
    if _FastLoader is None:
        return yaml.load(text, Loader=_StrictLoader if strict else yaml.SafeLoader)
    loader = _FastLoader(text) if strict else yaml.CSafeLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        if strict and _aliased(node):
            return yaml.load(text, Loader=_StrictLoader)    # raises, naming the alias
        return loader.construct_document(node)
    finally:
        loader.dispose()


def _join(path: str, key) -> str:
    if isinstance(key, int) and not isinstance(key, bool):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


class Node:
    """A YAML value plus its file and key path. Every node of one file shares `read`, the
    paths a game has looked at, so a key no game reads is found and refused (`unread`)."""

    def __init__(self, value, file, path="", read=None):
        self.value, self.file, self.path = value, file, path
        self.read = set() if read is None else read

    def fail(self, problem, value=...):
        raise ConfigError(self.file, self.path or "(top level)", problem, value)

    def _child_path(self, key):
        return _join(self.path, key)

    def has(self, key) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def __getitem__(self, key) -> "Node":
        mapping = self.mapping_value()
        if key not in mapping:
            raise ConfigError(self.file, self._child_path(key), "is missing")
        path = self._child_path(key)
        self.read.add(path)
        return Node(mapping[key], self.file, path, self.read)

    def get(self, key, default=_MISSING) -> "Node":
        if self.has(key):
            return self[key]
        if default is _MISSING:
            return self[key]
        return Node(default, self.file, self._child_path(key), self.read)

    def mapping_value(self) -> dict:
        if not isinstance(self.value, dict):
            self.fail("must be a mapping", self.value)
        return self.value

    def items(self):
        for key in self.mapping_value():
            yield key, self[key]

    def list(self, min_len=0) -> list:
        if not isinstance(self.value, list):
            self.fail("must be a list", self.value)
        if len(self.value) < min_len:
            self.fail(f"needs at least {min_len} entries", self.value)
        nodes = [Node(v, self.file, self._child_path(i), self.read)
                 for i, v in enumerate(self.value)]
        self.read.update(n.path for n in nodes)
        return nodes

    def str(self, choices=None) -> str:
        if not isinstance(self.value, str) or not self.value:
            self.fail("must be a non-empty string", self.value)
        if choices is not None and self.value not in choices:
            self.fail(f"must be one of {sorted(choices)}", self.value)
        return self.value

    def bool(self) -> bool:
        if not isinstance(self.value, bool):
            self.fail("must be true or false", self.value)
        return self.value

    def int(self, low=None, high=None) -> int:
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            self.fail("must be a whole number", self.value)
        self._range(self.value, low, high)
        return self.value

    def fraction(self, low=None, high=None) -> Fraction:
        """An exact decimal (string or number); floats go through their shortest repr."""
        if isinstance(self.value, bool):
            self.fail("must be a number", self.value)
        try:
            value = exact(self.value)
        except (ValueError, ArithmeticError, TypeError):
            self.fail("must be a decimal number", self.value)
        self._range(value, low, high)
        return value

    def unread(self) -> builtins.list:           # (`list` here is the method above)
        """Paths of the keys below this node that nothing read: misspelt or unknown settings."""
        found, stack = [], [(self.path, self.value)]
        while stack:
            path, value = stack.pop()
            children = value.items() if isinstance(value, dict) else \
                enumerate(value) if isinstance(value, list) else ()
            for key, child in children:
                child_path = _join(path, key)
                if child_path not in self.read:
                    found.append(child_path)
                else:
                    stack.append((child_path, child))
        return sorted(found)

    def _range(self, value, low, high):
        if low is not None and value < low:
            self.fail(f"must be at least {low}", self.value)
        if high is not None and value > high:
            self.fail(f"must be at most {high}", self.value)


def read_yaml(path) -> Node:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise ConfigError(path, "", f"cannot be read: {err.strerror}") from None
    except UnicodeDecodeError as err:
        raise ConfigError(path, "", f"is not UTF-8 text (byte {err.object[err.start]:#04x} at "
                                    f"offset {err.start})") from None
    try:
        data = parse_yaml(text)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "somewhere"
        problem = getattr(err, "problem", None) or str(err)
        raise ConfigError(path, "", f"is not valid YAML at {where}: {problem}") from None
    if not isinstance(data, dict):
        raise ConfigError(path, "", "must hold a mapping of settings", data)
    return Node(data, shown_name(path))


def shown_name(path: Path) -> str:
    """How an error names a config: its file name, with its game's folder where the name
    alone says nothing (every game's math is a game.yaml, each kept version a versions/vN)."""
    if path.name in ("game.yaml", "look.yaml"):
        return f"{path.parent.name}/{path.name}"
    if path.parent.name == "versions":
        return f"{path.parent.parent.name}/versions/{path.name}"
    return path.name


# Shared sections: every game's YAML uses these shapes.

def read_grid(node: Node) -> tuple[int, int]:
    return node["rows"].int(1, 16), node["cols"].int(1, 16)


def read_symbols(node: Node) -> dict:
    """symbols: a list of {id, name, kind}; ids unique, lowercase words."""
    symbols = {}
    for item in node.list(min_len=1):
        sid = item["id"].str()
        if not sid.replace("_", "").isalnum() or sid.lower() != sid:
            item["id"].fail("must be a lowercase word", sid)
        if sid in symbols:
            item["id"].fail("is defined twice", sid)
        symbols[sid] = {"name": item["name"].str(), "kind": item["kind"].str()}
    return symbols


def read_paytable(node: Node, known: set, cells: int) -> Paytable:
    """paytable: {tiers: [[low, high], ...], pays: {symbol: [pay per tier]}}."""
    tiers: list = []
    for t in node["tiers"].list(min_len=1):
        pair = t.list()
        if len(pair) != 2:
            t.fail("must be [low, high]", t.value)
        low, high = pair[0].int(1, cells), pair[1].int(1, cells)
        if high < low:
            t.fail("has high below low", t.value)
        if tiers and low != tiers[-1][1] + 1:
            t.fail(f"must start right after the previous tier ({tiers[-1][1] + 1})", t.value)
        tiers.append((low, high))
    if tiers[-1][1] != cells:
        node["tiers"].fail(f"the last tier must end at {cells}, the grid size", tiers[-1][1])
    pays = {}
    for symbol, row in node["pays"].items():
        if symbol not in known:
            row.fail("names an unknown symbol", symbol)
        entries = row.list()
        if len(entries) != len(tiers):
            row.fail(f"needs one pay per tier ({len(tiers)})", row.value)
        pays[symbol] = [e.fraction(low=0) for e in entries]
    missing = sorted(set(known) - set(pays))
    if missing:
        node["pays"].fail("needs a row for every paying symbol; missing", missing)
    return Paytable(tiers, pays)


def read_weights(node: Node, known: set) -> WeightTable:
    """A {symbol: weight} mapping; weights are whole numbers >= 0 with a positive total."""
    items, weights = [], []
    for symbol, w in node.items():
        if symbol not in known:
            w.fail("names an unknown symbol", symbol)
        items.append(symbol)
        weights.append(w.int(low=0))
    check_total(node, weights)
    return WeightTable(items, weights)


def check_total(node: Node, weights) -> None:
    """A weight table the RNG can draw from: a positive total that fits a 32-bit word."""
    total = sum(weights)
    if not weights or total <= 0:
        node.fail("needs at least one positive weight", node.value)
    if total > WEIGHT_LIMIT:
        node.fail(f"weights must total at most {WEIGHT_LIMIT:,} (the RNG draws 32-bit words)",
                  total)


def read_reels(node: Node, known: set, cols: int) -> list:
    """One weight table per column: a single mapping for all, or a list with one per column."""
    if isinstance(node.value, list):
        tables = [read_weights(n, known) for n in node.list()]
        if len(tables) != cols:
            node.fail(f"needs one weight table per column ({cols})", len(tables))
        return tables
    table = read_weights(node, known)
    return [table] * cols


def read_rules(node: Node, known: dict) -> dict:
    """rules: {flag: true/false}, the switches a rule fix is released behind.

    A fix that would deal an earlier version's rounds differently is a flag whose default is
    the old behaviour, so every kept version replays as it was dealt and a new version opts in.
    """
    rules = dict(known)
    if node.value is None:
        return rules
    for flag, value in node.items():
        if flag not in known:
            value.fail(f"is not a rule this game knows (it knows {', '.join(sorted(known))})",
                       flag)
        rules[flag] = value.bool()
    return rules


# The roles a game gives its symbols and modes, as math-sdk's special_symbols: what the rules
# count, the contract checks and a client shows each as, so none of them spells a game's ids.
# Role names are never a game's ids: a client's literal of one is a role, not a symbol.
# Each is declared once, by the game: a symbol's role by its `kind` in game.yaml's `symbols`
# (the versioned math: the kind the rules and the round driver read), the kind of each role
# below, a game having at most one trigger; a mode's by its rules (Game.MODE_ROLES: which of its
# modes the rules play as the bought feature, which as the ante), read back as Game.roles.
SYMBOL_ROLES = {
    "trigger": "lands to start the feature: rings as it lands, pulses as it starts it",
    "substitute": "stands in for others (a wild): marked as such, and left by a run's burst",
    "multiplier": "lands with a value (x25) that multiplies wins: its picture carries the value",
}
# role -> game.yaml's kind
KIND_OF_ROLE = {"trigger": "scatter", "substitute": "wild", "multiplier": "multiplier"}


def symbol_roles(symbols: Mapping[str, Mapping[str, str]]) -> Mapping[str, tuple[str, ...]]:
    """role -> the ids of the symbols whose game.yaml `kind` is that role's (read_symbols's
    {id: {name, kind}}), in the YAML's order; a role no symbol has is left out."""
    found = {role: tuple(sid for sid, info in symbols.items() if info["kind"] == kind)
             for role, kind in KIND_OF_ROLE.items()}
    return MappingProxyType({role: ids for role, ids in found.items() if ids})


def read_trigger(node: Node, symbols: Mapping[str, Mapping[str, str]]) -> str | None:
    """The game's trigger symbol (its one symbol of kind scatter), or None where it has none
    (its trigger, if any, is a cleared grid: engine/round.py counts the empty cells)."""
    found = symbol_roles(symbols).get("trigger", ())
    if len(found) > 1:
        node.fail(f"has more than one symbol of kind {KIND_OF_ROLE['trigger']} (its trigger)",
                  list(found))
    return found[0] if found else None


MODE_ROLES = {
    "extra_bet": "costs more than the bet to play a round (an ante): a switch, not a round",
    "feature_buy": "a round bought at a price that starts the feature",
}


@dataclass(frozen=True)
class Roles:
    """role -> the game's ids in it. A role a game has not is empty (no symbols, no mode)."""
    symbol_ids: Mapping[str, tuple[str, ...]] = field(
        default_factory=lambda: MappingProxyType({}))
    mode_ids: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def symbols(self, role: str) -> tuple[str, ...]:
        return self.symbol_ids.get(_known(role, SYMBOL_ROLES), ())

    def symbol(self, role: str) -> str | None:
        """The first symbol of `role` (the one a client puts where the role's is meant)."""
        found = self.symbols(role)
        return found[0] if found else None

    def mode(self, role: str) -> str | None:
        return self.mode_ids.get(_known(role, MODE_ROLES))

    def role_of_mode(self, mode: str) -> str | None:
        return next((role for role, named in self.mode_ids.items() if named == mode), None)


NO_ROLES = Roles()        # a game that gives none


def _known(role: str, roles: dict) -> str:
    if role not in roles:       # a client's typo, not a game's: a programming error
        raise KeyError(f"no role {role!r} (roles: {', '.join(roles)})")
    return role


def read_roles(declared: Mapping[str, str], rules_file: str, node: Node,
               symbols: Mapping[str, Mapping[str, str]]) -> Roles:
    """The game's roles: its symbols' from their kinds (`symbol_roles`), its modes' from its
    rules' MODE_ROLES {role: mode id}, each a mode role and each id one of the modes its config
    (`node`, its `modes`) offers, and never the plain round."""
    modes = {str(name) for name, _ in node.items()}
    for role, mode in declared.items():
        if role not in MODE_ROLES:
            raise ConfigError(rules_file, "MODE_ROLES", "names no mode role (roles: "
                                                        f"{', '.join(MODE_ROLES)})", role)
        if mode == "base":
            raise ConfigError(rules_file, f"MODE_ROLES.{role}", "is every game's plain round, "
                                                                "not a role", mode)
        if mode not in modes:
            node.fail(f"has no mode {mode!r}, which its rules play as its {role}",
                      sorted(modes))
    return Roles(symbol_roles(symbols), MappingProxyType(dict(declared)))


def read_cap(node: Node) -> int:
    return node.int(low=1, high=CAP_LIMIT)


def read_number_weights(node: Node, low: int, high: int, what: str) -> WeightTable:
    """A {whole number: weight} mapping (bauble values, scatter counts, wild counts...)."""
    items, weights = [], []
    for key, w in node.items():
        if isinstance(key, bool) or not isinstance(key, int) or not low <= key <= high:
            w.fail(f"{what} must be whole numbers from {low} to {high}", key)
        items.append(key)
        weights.append(w.int(low=0))
    check_total(node, weights)
    return WeightTable(items, weights)
