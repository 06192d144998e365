"""The client's shape: a scene opens another as a typed object, `app.push(Scene(app, ...))`,
made with what it shows (never found by a name at run time, where mypy cannot follow it), and
hands values over instead of writing another's fields; scenes import the ones they open where
they open them, so their modules' imports form no cycle."""
import pytest
import ast
import importlib
from pathlib import Path

from game.window.app import App
from game.window.scenes import Scene
from game.window.scenes.slot import SlotScene

ROOT = Path(__file__).resolve().parents[2]
SCENE_DIR = ROOT / "game" / "window" / "scenes"
CLIENT_FILES = sorted((ROOT / "game").rglob("*.py")) + [ROOT / "build" / "screenshots.py"]


def imported(path: Path, top_only=False) -> set:
    """The modules `path` imports (`top_only`: at module level, when it is loaded)."""
    tree = ast.parse(path.read_text())
    names = set()
    for node in (tree.body if top_only else ast.walk(tree)):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
    return names


def test_scenes_modules_import_no_cycle():
    """A scene opens another by importing it where it opens it: loading the scenes' modules
    never loops back (and the slot screen's modules load only when a game is opened)."""
    graph = {f"game.window.scenes.{p.stem}": {n for n in imported(p, top_only=True)
                                       if n.startswith("game.window.scenes.")}
             for p in SCENE_DIR.glob("*.py") if p.stem != "__init__"}

    def reach(start, seen):
        for nxt in graph.get(start, ()):
            assert nxt not in seen, f"the scenes' imports loop: {' -> '.join([*seen, nxt])}"
            reach(nxt, [*seen, nxt])
    for module in graph:
        reach(module, [module])
    assert "game.window.scenes.slot" not in imported(SCENE_DIR / "lobby.py", top_only=True)


def _names_to_classes(tree) -> dict:
    """name -> the class it is imported as, for every `from game... import Name` in a file."""
    found = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game"):
            module = importlib.import_module(node.module)
            for alias in node.names:
                value = getattr(module, alias.name, None)
                if isinstance(value, type):
                    found[alias.asname or alias.name] = value
    return found


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_no_scene_is_opened_by_a_string():
    """Issue 47, 3: the scene stack takes Scene objects only, and every push in the client is
    given one made there by its class (or a name bound to one), never a name to look up."""
    assert not hasattr(App, "open"), "scenes are pushed as objects, not opened by a name"
    pushes = 0
    for path in CLIENT_FILES:
        tree = ast.parse(path.read_text())
        classes = _names_to_classes(tree)
        made = {target.id: node.value for node in ast.walk(tree) if isinstance(node, ast.Assign)
                for target in node.targets if isinstance(target, ast.Name)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if node.func.attr == "import_module" or (isinstance(node.func.value, ast.Name)
                                                     and node.func.value.id == "importlib"):
                raise AssertionError(f"{where}: a module found by its name")
            first = node.args[0] if node.args else None
            if node.func.attr == "open" and isinstance(first, ast.Constant) \
                    and isinstance(first.value, str) and first.value.isidentifier():
                raise AssertionError(f"{where}: a scene opened by the string {first.value!r}")
            if node.func.attr != "push" or len(node.args) != 1 or path.name == "app.py":
                continue                     # (the stack's own replace() passes one on)
            given = node.args[0]
            if isinstance(given, ast.Name):
                given = made.get(given.id, given)
            assert isinstance(given, ast.Call) and isinstance(given.func, ast.Name), \
                f"{where}: push is given a scene made here by its class"
            cls = classes.get(given.func.id)
            assert cls is not None and issubclass(cls, Scene), \
                f"{where}: {given.func.id} is not a Scene class"
            pushes += 1
    assert pushes >= 20              # the lobby, the slot screen's pages, history, the mains


def test_the_paytable_is_given_what_it_shows(app):
    """InfoScene gets the game, the bet and mode, the money writer and the symbol pictures, not
    the whole slot scene (issue 47, 3)."""
    slot = app.push(SlotScene(app, "santas-wonderland"))
    slot.session.change_bet(+1)
    slot.info("help")
    info = app.top
    assert not hasattr(info, "slot")
    assert info.shown.bet == slot.session.bet and info.shown.game is slot.game
    assert info.shown.view is slot.view and info.page == info.first_help


def test_the_bet_menu_hands_its_pick_back(app):
    slot = app.push(SlotScene(app, "santas-wonderland"))
    slot.open_bet_menu()
    menu = app.top
    assert not hasattr(menu, "slot")
    step = slot.game.bets.steps[3]
    menu.choose(step)
    assert slot.session.bet == step
    slot.session.start("base")                 # during a round a pick does not stand
    menu.choose(slot.game.bets.steps[5])
    assert slot.session.bet == step


# --- the client names no game and no game's mechanic (issue 36, 4) -----------------------------

CLIENT = ROOT / "game"
# words of the games and their mechanics, beyond the names their looks give (below)
MECHANICS = {"bauble", "princess", "trinity", "riches", "lollipop", "lantern", "lucky",
             "santa", "bonanza", "xmas", "wonderland", "midnight"}
GENERIC = {"spin", "free spin", "free spins", "tumble", "drop",    # the engine's own reasons
           "level", "refresh"}      # and plain words a look uses too (a multiplier source)


def _plain(text: str) -> str:
    """Lower case, every run of other characters one space, padded: phrases match whole."""
    return " " + " ".join("".join(c if c.isalnum() else " " for c in
                                  text.lower().replace("'s", "s")).split()) + " "


def forbidden() -> set:
    """Every phrase that names a game or one of its mechanics: the games' ids and titles, the
    features, grid reasons, multiplier sources and status events their looks name, and
    MECHANICS (with plurals), the fourth game's fixture's as well."""
    from engine import games
    from game.window.look import Look

    def read() -> set:
        found = set(MECHANICS)
        for game_id in games.available_games():
            look = Look(game_id)
            found |= {game_id, look.title, *look.features, *look.multipliers, *look.status,
                      *look.grid}
        return found
    found = with_the_fourth_game(read)
    phrases = {_plain(name).strip() for name in found} - GENERIC
    return phrases | {p + "s" for p in phrases if " " not in p}


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_the_client_names_no_game_and_no_mechanic():
    phrases = forbidden()
    assert {"santas wonderland", "tiny tumble", "princess", "baubles", "lanterns", "lucky",
            "girl power"} <= phrases
    found = []
    for path in sorted(CLIENT.rglob("*.py")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            plain = _plain(line)                  # once a line, not once a phrase
            named = sorted(p for p in phrases if f" {p} " in plain)
            if named:
                found.append(f"{path.relative_to(ROOT)}:{number}: {named}")
    assert not found, "the client names a game or a mechanic (its look.yaml should):\n" + \
        "\n".join(found)


# --- the client spells no game's symbol id or mode id (issue 47, 2) ------------------------------

# Role names (engine/config.py SYMBOL_ROLES, MODE_ROLES: trigger, substitute, extra_bet,
# feature_buy) are the client's words; a game's ids (scatter, wild, ante, buy...) are the game's,
# and the client gets them by asking its roles (Look.roles). Not a game's: the plain round every
# game must offer (engine/games/base.py refuses a game without it).
ENGINE_IDS = {"base"}
# (file, literal): a literal that is an id only by coincidence, and why
COINCIDENT = {("game/books/kept.py", "ante"): "the key an entry kept the extra bet under before "
                                              "modes had roles, read so an earlier save's stays "
                                              "on"}


def with_the_fourth_game(read):
    """`read()` with the fourth game's fixture among the games."""
    import os
    from engine import games
    before = os.environ.get(games.EXTRA)
    os.environ[games.EXTRA] = str(ROOT / "tests" / "fixtures" / "games")
    try:
        return read()
    finally:
        if before is None:
            os.environ.pop(games.EXTRA)
        else:
            os.environ[games.EXTRA] = before
        games.look.cache_clear()


def games_ids() -> set:
    """Every symbol id and mode id of every game found, the fourth game's fixture's too."""
    from engine import games
    def read() -> set:
        found: set = set()
        for game_id in games.available_games():
            game = games.load_game(game_id)
            found |= set(game.symbols) | set(game.modes)
        return found
    return with_the_fourth_game(read) - ENGINE_IDS


def spelt(root: Path, ids: set) -> list:
    """["file:line: 'id'"] for each string literal under `root` (f-strings' pieces too) that is
    one of `ids`; a picture of the client's own art (("ui", name)) is named by its file."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text())
        own_art = {id(e) for node in ast.walk(tree) if isinstance(node, ast.Tuple)
                   and node.elts and isinstance(node.elts[0], ast.Constant)
                   and node.elts[0].value == "ui" for e in node.elts}
        name = path.relative_to(root.parent).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and node.value in ids and id(node) not in own_art \
                    and (name, node.value) not in COINCIDENT:
                found.append((name, node.lineno, f"{name}:{node.lineno}: {node.value!r}"))
    return [said for *_, said in sorted(found)]


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_the_client_spells_no_game_s_symbol_or_mode_id():
    ids = games_ids()
    assert {"scatter", "wild", "ante", "buy", "bauble", "gong", "joker", "boost",
            "bonus_buy"} <= ids and not ids & ENGINE_IDS
    found = spelt(CLIENT, ids)
    assert not found, "the client spells a game's ids (ask its roles, Look.roles):\n" + \
        "\n".join(found)


def test_an_id_spelt_in_the_client_is_found(tmp_path):
    client = tmp_path / "game"
    client.mkdir()
    (client / "board.py").write_text('def is_wild(symbol):\n    return symbol == "wild"\n'
                                     'LABEL = f"{1}buy"\nART = ("ui", "wild")\n')
    (client / "books").mkdir()
    (client / "books" / "kept.py").write_text('KEY = "ante"\n')
    assert spelt(client, {"wild", "buy", "ante"}) == ["game/board.py:2: 'wild'",
                                                      "game/board.py:3: 'buy'"]
    (client / "board.py").write_text('MODE = "buy"\n')
    assert spelt(client, {"wild", "buy"}) == ["game/board.py:1: 'buy'"]


# --- sections, owners, sizes (issue 36, 2 and 3) -------------------------------------------------

# another engineer is reworking game/books/storage.py (issue 36, 5): its class is the one left over
LONG_ALLOWED: set = set()                 # none: every class within the guide


@pytest.mark.slow          # a scan of the whole tree (issue 54: the fast lane's minute)
def test_no_class_in_the_client_is_over_300_lines():
    long = []
    for path in sorted(CLIENT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            name = f"{path.relative_to(ROOT).as_posix()}:{getattr(node, 'name', '')}"
            if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno >= 300 \
                    and name not in LONG_ALLOWED:
                long.append(f"{name} ({node.end_lineno - node.lineno + 1} lines)")
    assert not long


def test_the_hud_and_the_sections_never_take_the_scene():
    """They read the screen's state (game/window/slot/state.py), the look and the view."""
    window = ROOT / "game" / "window"
    for path in [window / "ui" / "hud.py", window / "board" / "labels.py",
                 *sorted((window / "slot").glob("*.py"))]:
        if path.name == "state.py":          # the one place the state is made from the scene
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef):
                names = [a.arg for a in node.args.args]
                assert "scene" not in names and "slot" not in names, (path.name, node.name)


def test_no_step_calls_a_private_of_another_object():
    """The steps write the board and the overlay through their methods and tell the round's
    progress through its public ones (BaubleSum.end called anim._multiplier)."""
    source = (ROOT / "game" / "window" / "board" / "steps.py").read_text()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and \
                not node.attr.startswith("__"):
            base = node.value
            assert isinstance(base, ast.Name) and base.id == "self", \
                f"line {node.lineno}: .{node.attr} of another object"


def test_the_animator_is_configured_by_its_constructor(app):
    """Nothing of the animator is assigned after it is made: its settings are arguments."""
    slot = app.push(SlotScene(app, "santas-wonderland"))
    anim = slot.anim
    assert anim.speed == app.settings["speed"]
    assert anim.progress.steps == app.audio.mix.steps("ring")
    assert anim.progress.meters == slot.game.resting_meters()
    source = (ROOT / "game" / "window" / "scenes" / "slot.py").read_text()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for part in ast.walk(target):
                    assert not (isinstance(part, ast.Attribute) and isinstance(part.value,
                                ast.Attribute) and part.value.attr == "anim"), \
                        f"slot.py line {node.lineno} writes the animator's {part.attr}"
