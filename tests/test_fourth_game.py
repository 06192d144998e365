"""A fourth game added by its folder alone (tests/fixtures/games/tiny_tumble, named in
SLOTS_GAME_DIRS): it is listed, simulated, and played headless in the client (lobby, spin,
paytable, help), with no other file touched; its own mechanics (a summed multiplier of a source
no other game has, a status event of a type no other game has) are shown as its look.yaml
says, with no line of the client changed (issue 36, 4)."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from engine import games  # noqa: E402
from engine.tools.simulate import simulate  # noqa: E402

FIXTURES = Path(__file__).parent / "fixtures" / "games"
TINY = "tiny-tumble"


@pytest.fixture
def fourth(monkeypatch):
    from game.window.look import look_of
    monkeypatch.setenv(games.EXTRA, str(FIXTURES))
    for cached in (games.load_game, games.look, games.roles, look_of):
        cached.cache_clear()
    yield
    monkeypatch.delenv(games.EXTRA)
    for cached in (games.load_game, games.look, games.roles, look_of):
        cached.cache_clear()


@pytest.mark.slow
def test_it_is_listed_and_simulated(fourth, contract):
    assert TINY in games.available_games()
    assert games.available_games()[-1] == TINY          # its look puts it last in the lobby
    game = games.load_game(TINY)
    assert (game.name, game.rows, game.cols) == ("Tiny Tumble", 4, 4)
    report = simulate(TINY, 3000, seed=4, workers=2)
    assert report["rounds"] == 3000 and 0 < report["rtp"] and report["hit_rate"] > 0
    from engine.rng import FairRng
    from engine.round import run
    for nonce in range(30):
        assert contract(run(game, 20, FairRng("tiny", "c", nonce)), f"nonce {nonce}") == []


@pytest.mark.slow
def test_it_is_played_in_the_client(fourth, tmp_path):
    from game.window.app import App
    from game.window.scenes.lobby import LobbyScene
    from game.window.scenes.info import InfoScene
    app = App(data_dir=tmp_path / "data")
    try:
        lobby = app.push(LobbyScene(app))
        assert TINY in lobby.games and len(lobby.cards) == len(lobby.games)
        assert all(0 <= card.left and card.right <= 1280 for card in lobby.cards)
        app.step(1 / 60)
        lobby.open(lobby.games.index(TINY))
        while app.top is not None and app.top.__class__.__name__ != "SlotScene":
            app.pop()                                    # the intro
        slot = app.top
        assert slot.game.id == TINY
        balance = app.balance
        assert slot.start_round("base")
        slot.anim.speed = "turbo"
        for _ in range(3000):
            app.step(1 / 30)
            if not slot.in_round:
                break
        assert not slot.in_round and app.storage.open_rounds() == []
        end = slot.session.events[-1]
        assert app.balance == balance - slot.session.cost() + end["total_win"]
        slot.info(0)
        info = app.top
        assert isinstance(info, InfoScene) and len(info.pages) >= 2
        for page in range(len(info.pages)):
            info.page = page
            app.step(1 / 60)                            # the paytable and every help page draw
        assert "5 or more of a symbol anywhere pay" in info.pages[1][1][0]
    finally:
        app.storage.close()


def test_its_own_mechanics_are_shown_from_its_look(fourth, tmp_path):
    """The lanterns' multiplier is summed on the board (its look: multipliers: {lanterns:
    sum}) and the lucky symbol fills a panel of its own (status: lucky), in the left column
    with the look's words, though the client names neither."""
    from engine.rng import FairRng
    from engine.round import run
    from game.window.app import App
    from game.window.scenes.slot import SlotScene
    from game.window.board.animator import SummedMultiplier
    from helpers import recording
    from game.window.ui import hud
    game = games.load_game(TINY)
    events = next(e for e in (run(game, 20, FairRng("tiny", "c", n)) for n in range(400))
                  if any(x.get("source") == "lanterns" for x in e))
    lanterns = next(e for e in events if e.get("source") == "lanterns")
    app = App(data_dir=tmp_path / "data")
    try:
        slot = app.push(SlotScene(app, TINY))
        anim = slot.anim
        for event in events[:events.index(lanterns) + 1]:
            anim.feed(event)
        assert isinstance(anim.queue[-1], SummedMultiplier)
        anim.fast_forward()
        assert anim.progress.multiplier == lanterns["value"] and anim.progress.multiplier_sum
        lucky = events[1]
        assert lucky["type"] == "lucky" and anim.progress.status == {"lucky": lucky}
        boxes = [box for kind, box, _ in slot.panels.boxes(slot.snapshot()) if kind == "status"]
        assert len(boxes) == 1 and hud.LEFT.contains(boxes[0])
        with recording() as drawn:
            slot.draw(app.screen)
        assert f"LUCKY {lucky['symbol'].upper()}" in [d.message for d in drawn]
    finally:
        app.storage.close()


@pytest.mark.slow
def test_its_roles_are_asked_for_never_spelt(fourth, tmp_path):
    """Its trigger (gong), wild (joker), extra bet (boost) and buy (bonus_buy) are ids no
    shipped game uses: the client shows each from the roles its look.yaml gives them (issue
    47, 2): the extra bet's button switches to boost, the buy's button buys bonus_buy's gong
    spins (their screens shown), a joker left by a win is drawn with the word WILD, a gong
    rings as it lands."""
    from engine.rng import FairRng
    from engine.round import run
    from game.window.app import App
    from game.window.scenes.slot import SlotScene
    from game.window.board.animator import Explode, Trigger
    app = App(data_dir=tmp_path / "data")
    try:
        slot = app.push(SlotScene(app, TINY))
        assert slot.controls.buy_button is not None and slot.controls.ante_button is not None
        balance = app.balance
        slot.controls.ante_button.action()
        assert slot.session.mode == "boost"
        slot.controls.ante_button.action()
        assert slot.session.mode == "base"
        assert slot.snapshot().buy_price == 50 * slot.session.bet
        slot.controls.buy_button.action()                # asks first: the confirm's yes
        app.top.yes()
        app.step(1 / 30)
        assert slot.session.events[0]["mode"] == "bonus_buy"
        slot.anim.pace("turbo")
        seen = set()
        for _ in range(6000):
            app.step(1 / 30)
            seen.add(type(slot.anim.current).__name__)
            if not slot.in_round:
                break
        assert not slot.in_round and {"Trigger", "Banner"} <= seen
        end = slot.session.events[-1]
        assert app.balance == balance - 50 * slot.session.bet + end["total_win"]
        # a joker a win leaves is the game's wild: drawn as one, with the word
        game = games.load_game(TINY)
        events = next(e for e in (run(game, 20, FairRng("tiny", "c", n)) for n in range(400))
                      if any(x.get("wilds") for x in e))
        burst = next(e for e in events if e.get("wilds"))
        anim = slot.anim
        for event in events[:events.index(burst)]:
            anim.feed(event)
        anim.fast_forward()
        anim.feed(burst)
        while not isinstance(anim.current, Explode):
            anim.update(0.01)
        anim.finish_current()
        r, c = burst["wilds"][0]
        assert anim.board.cells[r][c] == "joker"
        assert slot.view.wilds == {"joker"}         # drawn with the word WILD on it
        heard = []
        anim.stage.cue.play = lambda cue, step=None: heard.append(cue)
        landed = next(e for e in events if e["type"] == "grid" and "trigger" in e)
        assert landed["trigger"] == {"symbol": "gong", "count": 3}
        anim.fast_forward()
        gongs = sum(row.count("gong") for row in landed["cells"])
        anim.feed(landed)
        while anim.busy:
            anim.update(0.05)
        assert heard.count("ring") == gongs and not isinstance(anim.current, Trigger)
    finally:
        app.storage.close()


# --- a game whose trigger is not named "scatter" (issue 57, 3) ---------------------------------
LOLLIPOP = "lollipop-bonanza"


@pytest.fixture
def lollipop(monkeypatch, tmp_path):
    """Sweet Bonanza Xmas's math as another game whose scatter is the symbol `lollipop` and
    whose bauble is `orb`: its game.yaml says so by the symbols' kinds alone (no rules, look or
    client line names them)."""
    import re
    from game.window.look import look_of
    source = Path(games.HERE) / "sweet_bonanza_xmas"
    folder = tmp_path / "games" / "lollipop_bonanza"
    folder.mkdir(parents=True)
    text = (source / "game.yaml").read_text(encoding="utf-8")
    text = text.replace("id: sweet-bonanza-xmas", f"id: {LOLLIPOP}")
    text = text.replace("{id: scatter,", "{id: lollipop,").replace("{id: bauble,", "{id: orb,")
    text = re.sub(r"(?m)^(\s+)scatter: (\d+)", r"\1lollipop: \2", text)     # the reels' weights
    text = re.sub(r"(?m)^(\s+)bauble: (\d+)", r"\1orb: \2", text)
    (folder / "game.yaml").write_text(text, encoding="utf-8")
    (folder / "rules.py").write_text(
        "from engine.games.sweet_bonanza_xmas.rules import SweetBonanzaXmas as GAME_CLASS\n"
        "__all__ = ['GAME_CLASS']\n")
    monkeypatch.setenv(games.EXTRA, str(folder.parent))
    for cached in (games.load_game, games.look, games.roles, look_of):
        cached.cache_clear()
    yield games.load_game(LOLLIPOP)
    monkeypatch.delenv(games.EXTRA)
    for cached in (games.load_game, games.look, games.roles, look_of):
        cached.cache_clear()


def _bought(game, rounds=12):
    from engine.rng import FairRng
    from engine.round import run
    return [run(game, game.bets.default, FairRng("lolly", "c", n), "buy") for n in range(rounds)]


def test_a_trigger_not_named_scatter_passes_the_contract(lollipop):
    """Its lollipops are counted, paid where they land and left on the screen as Sweet Bonanza
    Xmas's scatters are (the same rounds, the symbol renamed): the rules and the round driver
    read the trigger from its kind, and the contract lets its wins stay unexploded, told the
    symbol or reading it from the grids' `trigger`. Spelt "scatter", it would not."""
    from engine.contract import check
    assert lollipop.trigger_symbol == "lollipop" and "scatter" not in lollipop.symbols
    assert lollipop.roles.symbol("multiplier") == lollipop.bauble == "orb"      # its baubles
    sweet = games.load_game("sweet-bonanza-xmas")
    streams = _bought(lollipop)
    for n, (events, theirs) in enumerate(zip(streams, _bought(sweet))):
        renamed = [{**e, "game": LOLLIPOP} if e["type"] == "round_start" else e
                   for e in _renamed(theirs)]
        assert events == renamed, f"round {n}"
        assert check(events, f"round {n}", trigger=lollipop.trigger_symbol) == []
        assert check(events, f"round {n}") == []            # the stream names its trigger
    paid = [e for s in streams for e in s if e["type"] == "win" and e["symbol"] == "lollipop"]
    assert paid, "no lollipop paid in these rounds"


@pytest.fixture
def ringing(monkeypatch, tmp_path):
    """Tiny Tumble whose gongs (its trigger, by their kind) also pay where they land, before
    the landed screen's wins explode, and stay on it, as a scatter does."""
    from game.window.look import look_of
    folder = tmp_path / "games" / "ringing_gongs"
    folder.mkdir(parents=True)
    tiny = FIXTURES / "tiny_tumble"
    (folder / "game.yaml").write_text((tiny / "game.yaml").read_text(encoding="utf-8").replace(
        f"id: {TINY}", "id: ringing-gongs"), encoding="utf-8")
    (folder / "rules.py").write_text((tiny / "rules.py").read_text(encoding="utf-8") + """

class RingingGongs(TinyTumble):
    def tumbles(self, cells, bet, tally, draw, bells):
        spots = grid.positions_of(cells, {self.trigger_symbol})
        if len(spots) >= self.GONGS:
            yield ev.win(self.trigger_symbol, spots, "1", tally.add(bet), tally)
        yield from super().tumbles(cells, bet, tally, draw, bells)


GAME_CLASS = RingingGongs
""", encoding="utf-8")
    monkeypatch.setenv(games.EXTRA, str(folder.parent))
    for cached in (games.load_game, games.look, games.roles, look_of):
        cached.cache_clear()
    yield games.load_game("ringing-gongs")
    monkeypatch.delenv(games.EXTRA)
    for cached in (games.load_game, games.look, games.roles, look_of):
        cached.cache_clear()


def test_a_paying_trigger_not_named_scatter_passes_the_contract(ringing):
    """Its gongs' win comes before an explode that leaves them: the contract takes that of the
    game's trigger, the symbol it is told or its grids name, where the literal "scatter" took
    it as a win its explode had to hold."""
    from engine.contract import check
    from engine.rng import FairRng
    from engine.round import run
    assert ringing.trigger_symbol == "gong"
    streams = [run(ringing, 20, FairRng("gongs", "c", n), "boost") for n in range(300)]
    left = [s for s in streams if any(
        e["type"] == "win" and e["symbol"] == "gong" and s[i + 1]["type"] == "win"
        for i, e in enumerate(s))]
    assert left, "no gong win before the screen's other wins"
    for n, events in enumerate(streams):
        assert check(events, f"round {n}") == []
        assert check(events, f"round {n}", trigger="gong") == []
    assert all("an explode must hold every cell of the wins before it" in " ".join(
        check(events, "spelt", trigger="scatter")) for events in left)


def _renamed(events):
    import json
    return json.loads(json.dumps(events).replace('"scatter"', '"lollipop"'))


def test_the_window_rings_the_symbol_the_engine_counts(lollipop, tmp_path):
    """The client's trigger is the engine's, from the one declaration: a landed screen the
    engine has not marked rings once for each lollipop on it, the symbol no look names."""
    from game.window.app import App
    from game.window.look import look_of
    from game.window.scenes.slot import SlotScene
    assert look_of(LOLLIPOP).roles.symbol("trigger") == lollipop.trigger_symbol == "lollipop"
    for game_id in games.available_games():
        game = games.load_game(game_id)
        assert look_of(game_id).roles.symbol("trigger") == game.trigger_symbol, game_id
        assert look_of(game_id).roles.symbols("substitute") == tuple(game.symbol_ids("wild"))
    events = _bought(lollipop, 1)[0]
    landed = dict(next(e for e in events if e["type"] == "grid"))
    landed.pop("trigger")                       # the client's own role, not the event's field
    lollipops = sum(row.count("lollipop") for row in landed["cells"])
    assert lollipops >= 4
    app = App(data_dir=tmp_path / "data")
    try:
        slot = app.push(SlotScene(app, LOLLIPOP))
        anim = slot.anim
        heard = []
        anim.stage.cue.play = lambda cue, step=None: heard.append(cue)
        anim.feed(events[0])
        anim.feed(landed)
        while anim.busy:
            anim.update(0.05)
        assert heard.count("ring") == lollipops
    finally:
        app.storage.close()


def test_a_trigger_not_named_scatter_is_read_from_the_game(lollipop):
    """The contract reads the trigger from the game the stream names (its declared roles),
    not only from the grids the driver marks: a stream whose marks are gone still passes, and
    a mark naming another symbol is one problem. The spec's checker, which spells `scatter`,
    is handed the stream in the spec's words (spec_words): passes there, not as played."""
    from engine.contract import check, declared_trigger, spec_words
    streams = _bought(lollipop)
    assert declared_trigger(streams[0]) == "lollipop"
    paying = 0
    for n, events in enumerate(streams):
        unmarked = [{k: v for k, v in e.items() if k != "trigger"} for e in events]
        assert check(unmarked, f"round {n}") == []
        assert check(spec_words(events), f"round {n}", trigger="scatter") == []
        paying += bool(check(events, f"round {n}", trigger="scatter"))
    assert paying, "no round where a lollipop paid"
    sweet = _bought(games.load_game("sweet-bonanza-xmas"), 1)[0]
    assert spec_words(sweet) is sweet
    marked = next(i for i, e in enumerate(streams[0]) if e.get("trigger"))
    wrong = [dict(e) for e in streams[0]]
    wrong[marked]["trigger"] = {"symbol": "heart", "count": 4}
    assert check(wrong, "wrong") == [f"wrong: event {marked}: grid.trigger names 'heart', not "
                                     "the game's trigger 'lollipop'"]


@pytest.mark.slow
def test_a_trigger_not_named_scatter_is_played_end_to_end(lollipop, contract, tmp_path):
    """Its folder holds only game.yaml and rules.py: listed, its modes' roles read from its
    rules (no look gives them), its free spins bought in the client by the buy button, played
    to their end with the lollipops rung, the round passing the contract (the spec's checker's
    too, in the spec's words) and paid into the balance."""
    from game.window.app import App
    from game.window.look import look_of
    from game.window.scenes.slot import SlotScene
    assert LOLLIPOP in games.available_games()
    roles = look_of(LOLLIPOP).roles
    assert (roles.symbol("trigger"), roles.mode("feature_buy"), roles.mode("extra_bet")) == \
        ("lollipop", "buy", "ante")
    app = App(data_dir=tmp_path / "data")
    try:
        slot = app.push(SlotScene(app, LOLLIPOP))
        assert slot.controls.buy_button is not None and slot.controls.ante_button is not None
        heard = []
        slot.anim.stage.cue.play = lambda cue, step=None: heard.append(cue)
        balance = app.balance
        slot.controls.buy_button.action()
        app.top.yes()
        app.step(1 / 30)
        slot.anim.pace("turbo")
        for _ in range(20000):
            app.step(1 / 30)
            if not slot.in_round:
                break
        events = slot.session.events
        assert not slot.in_round and events[0]["mode"] == "buy"
        assert any(e["type"] == "feature" and e["phase"] == "start" for e in events)
        assert contract(events, "bought") == []
        assert "ring" in heard
        assert app.balance == balance - 100 * slot.session.bet + events[-1]["total_win"]
    finally:
        app.storage.close()
