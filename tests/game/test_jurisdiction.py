"""A market's rules of play (issue 58): the profiles shipped (default, uk, de, social) and a
shipper's file are read with the RGS's flag names, a bad one is refused in one line naming the
file, the field and the value; and each flag's effect on the play screen, headless with the
injected clock (the real window's: tests/e2e/test_market_window.py). Each test fails without its
flag's effect: a control still there, a key still working, a round started too soon."""
import pygame
import pytest

from helpers import (client, every_rule, finish_round, frames, key, recording,
                     rounds_bought, rules_of_play)
from game.round import jurisdiction
from game.round.jurisdiction import DEFAULT, FLAGS, JurisdictionError, load, read
from game.round.services import Services
from game.window.app import App
from game.window.scenes.slot import SlotScene

BUYING = "santas-wonderland"          # a game with a feature buy
ANTE = "sweet-bonanza-xmas"           # a game with an extra bet


@pytest.fixture
def under(tmp_path, clock):
    """under(profile, game) -> (app, its slot screen) played under that market's rules."""
    made = []

    def make(profile, game_id=BUYING):
        rules = profile if isinstance(profile, jurisdiction.Jurisdiction) else load(profile)
        app = App(data_dir=tmp_path / f"d{len(made)}",
                  services=Services(clock=clock, jurisdiction=rules))
        made.append(app)
        slot = app.push(SlotScene(app, game_id))
        app.step(0)
        return app, slot
    yield make
    for app in made:
        if not app.storage.closed:
            app.storage.close()


flags = rules_of_play


def test_the_shipped_profiles_use_the_rgs_flag_names_and_say_each_rule():
    assert set(jurisdiction.named()) >= {"default", "uk", "de", "social"}
    for name in jurisdiction.named():
        profile = load(name)
        assert set(FLAGS) <= set(profile.flags)
        raised = [flag for flag, value in profile.flags.items()
                  if value and value != DEFAULT.flags[flag]]
        assert sorted(profile.why) == sorted(raised), f"{name}: a flag without its rule"
    uk, de = load("uk"), load("de")
    assert uk["minimumRoundDuration"] == 2500 and uk["disabledAutoplay"]
    assert uk["displayNetPosition"] and uk["displaySessionTimer"] and uk["disabledSlamstop"]
    assert de["minimumRoundDuration"] == 5000 and de["maximumTotalBet"] == 100


@pytest.mark.parametrize("body, said", [
    ("flags:\n  disabledAutopilot: true\n", "flags.disabledAutopilot: not a flag"),
    ("flags:\n  disabledAutoplay: maybe\n", "flags.disabledAutoplay: must be true or false "
                                            "(got 'maybe')"),
    ("flags:\n  minimumRoundDuration: -5\n", "flags.minimumRoundDuration: must be a whole "
                                             "number, 0 or more (got -5)"),
    ("flags: [1, 2]\n", "flags: must be a mapping"),
    ("flags: {\n", "not YAML"),
])
def test_a_bad_profile_is_one_line_naming_file_field_and_value(tmp_path, body, said):
    path = tmp_path / "rules.yaml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(JurisdictionError) as raised:
        read(path)
    assert str(raised.value).startswith(f"{path}: ") and said in str(raised.value)
    assert "\n" not in str(raised.value)


@pytest.mark.slow
def test_the_command_line_refuses_a_bad_profile_and_plays_nothing(tmp_path):
    path = tmp_path / "rules.yaml"
    path.write_text("flags:\n  disabledTurbo: 1\n", encoding="utf-8")
    done = client(tmp_path / "d", "--jurisdiction", str(path), "--autoplay", "3")
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"error: {path}: flags.disabledTurbo: must be true or false (got 1)"]
    assert not (tmp_path / "d" / "slots.sqlite3").exists()      # refused before the books
    unknown = client(tmp_path / "d", "--jurisdiction", "mars", "--autoplay", "3")
    assert unknown.returncode == 2 and "neither a profile" in unknown.stderr
    path.write_text("flags:\n  disabledAutopilot: true\n", encoding="utf-8")   # no such flag
    named = client(tmp_path / "d", "--jurisdiction", str(path), "--autoplay", "3")
    assert named.returncode == 2 and len(named.stderr.strip().splitlines()) == 1
    assert f"{path}: flags.disabledAutopilot: not a flag" in named.stderr
    assert not (tmp_path / "d" / "slots.sqlite3").exists()


def test_a_file_beside_the_data_folder_is_the_shippers_choice(tmp_path, clock):
    (tmp_path / jurisdiction.BESIDE).write_text("flags:\n  disabledAutoplay: true\n",
                                                encoding="utf-8")
    app = App(data_dir=tmp_path / "data", services=Services(clock=clock))
    try:
        assert app.rules["disabledAutoplay"] and not app.rules["disabledTurbo"]
    finally:
        app.storage.close()


def test_no_autoplay_where_the_market_forbids_it(under):
    app, slot = under("uk")
    assert slot.controls.auto_button not in slot.controls.buttons
    slot.toggle_autoplay()
    slot.start_autoplay()
    assert app.top is slot and slot.session.autoplay is None and not slot.in_round


def test_no_quick_or_turbo_speed_where_the_market_forbids_them(under, tmp_path):
    app, slot = under("uk")
    assert slot.controls.speed_button not in slot.controls.buttons
    slot.cycle_speed()
    assert slot.anim.speed == "normal"
    app.set("speed", "turbo")                    # kept from a market that allowed it
    again = app.push(SlotScene(app, BUYING))
    assert again.anim.speed == "normal"
    _, quick_only = under(flags(disabledSuperTurbo=True))
    quick_only.cycle_speed()
    quick_only.cycle_speed()
    assert quick_only.anim.speed == "normal"     # normal -> quick -> normal, never turbo


def test_no_slam_stop_where_the_market_forbids_it(under, clock):
    def stopped_early(profile) -> bool:
        app, slot = under(profile)
        slot.spin_or_stop()
        frames(app, 0.05)
        step = slot.anim.current
        slot.spin_or_stop()                      # a press during the fall
        key(pygame.K_SPACE)
        app.step(0)
        return slot.anim.current is not step
    assert stopped_early("default")
    assert not stopped_early("uk")


def test_space_and_enter_start_no_round_where_the_market_says_so(under):
    app, slot = under(flags(disabledSpacebar=True))
    for code in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
        key(code)
        frames(app, 0.1)
    assert not slot.in_round and rounds_bought(app.storage.folder) == 0
    slot.controls.spin_button.action()           # the button itself still plays
    assert slot.in_round


def test_no_feature_buy_where_the_market_forbids_it(under):
    app, slot = under("uk")
    bought = slot.look.roles.mode("feature_buy")
    assert bought is not None and slot.controls.buy_button is None
    slot.buy()
    assert app.top is slot
    assert not slot.start_round(bought) and not slot.in_round


def test_no_ante_and_no_bet_over_the_limit_under_germanys_rules(under):
    app, slot = under("de", ANTE)
    assert slot.controls.ante_button is None
    slot.toggle_ante()
    assert slot.session.mode == "base"
    assert slot.session.bet <= 100
    for _ in range(30):
        slot.change_bet(1)
    assert slot.session.bet <= 100 < slot.game.bets.high
    slot.choose_bet(slot.game.bets.high)
    assert slot.session.bet <= 100


def test_a_round_lasts_the_markets_least_time_however_fast_the_presses(under, clock):
    app, slot = under("uk")
    assert slot.start_round("base")
    finish_round(app, slot)                       # shown to its end in turbo: well under 2.5 s
    began = slot.market.began
    clock.now = began + 1.0
    assert not slot.start_round("base"), "a round started 1 s after the last one's press"
    clock.now = began + 2.5
    assert slot.start_round("base")


def test_full_screen_stays_off_where_the_market_forbids_it(under):
    app, _slot = under(flags(disabledFullscreen=True))
    key(pygame.K_F11)
    app.step(0)
    assert not app.display.fullscreen


def test_the_net_position_and_the_session_time_stay_on_the_play_screen(under, clock):
    app, slot = under("uk")
    slot.start_round("base")
    finish_round(app, slot)
    clock.now += 3723
    with recording() as seen:
        app.step(0)
    said = [d.message for d in seen]
    net = app.balance - app.play.start_balance
    sign = "+" if net > 0 else "-" if net < 0 else ""
    assert f"NET {sign}{slot.show(abs(net))}" in said
    assert any(line.startswith("SESSION 1:02:") for line in said), said
    _, plain = under("default")
    with recording() as seen:
        plain.app.step(0)
    assert not any(d.message.startswith(("NET ", "SESSION ")) for d in seen)


def test_the_readmes_table_is_the_profiles_shipped():
    """The README's table of profiles says what the profile files say (a flag raised in a file
    and not in the table, or the other way, fails)."""
    from pathlib import Path
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    names = ["default", "uk", "de", "social"]
    assert "| flag | " + " | ".join(names) + " |" in readme
    for flag in [*FLAGS, *jurisdiction.OWN]:
        cells = []
        for name in names:
            value = load(name)[flag]
            cells.append(("yes" if value else "") if isinstance(value, bool)
                         else (str(value) if value else ""))
        assert f"| `{flag}` | " + " | ".join(cells) + " |" in readme, flag


@pytest.mark.parametrize("lang", ["en", pytest.param("de", marks=pytest.mark.slow)])
def test_each_modes_rtp_on_the_paytable_and_help_where_the_market_asks(under, lang):
    """displayRTP: the paytable's foot and the help's cost page say each mode's return as the
    committed PAR sheet measured it (Santa's Wonderland: base and feature buy), nothing
    outside its box; without the flag, not a word of it."""
    from game.words import i18n
    from helpers import drawn_by_scene, problems
    from game.window.scenes.info import InfoScene
    i18n.use(lang)
    try:
        for rules, shown in ((flags(displayRTP=True), True), (DEFAULT, False)):
            app, slot = under(rules)
            said = []
            slot.info(0)
            info = app.top
            assert isinstance(info, InfoScene)
            for page in range(len(info.pages)):
                info.page = page
                said += [d.message for texts in drawn_by_scene(app).values() for d in texts]
                assert problems(app, f"page {page}") == []
            joined = " ".join(said)
            assert ("RTP" in joined) is shown, joined[:300]
            if shown:
                assert "96" in joined.split("RTP")[1][:60]
    finally:
        i18n.use("en")


def test_a_profile_baked_into_a_build_rules_unless_the_shipper_says_otherwise(tmp_path):
    """build/make.py --jurisdiction bakes a profile (game/round/jurisdictions/baked.yaml in
    the program); a file beside the data folder comes before it, --jurisdiction before both."""
    baked = tmp_path / "baked.yaml"
    baked.write_text("name: uk-baked\nflags:\n  disabledAutoplay: true\n", encoding="utf-8")
    data = tmp_path / "folder" / "data"
    assert load(None, data, baked=baked).name == "uk-baked"
    assert load(None, data, baked=tmp_path / "none.yaml").name == "default"
    (data.parent).mkdir(parents=True)
    (data.parent / jurisdiction.BESIDE).write_text("flags:\n  disabledTurbo: true\n",
                                                   encoding="utf-8")
    beside = load(None, data, baked=baked)
    assert beside["disabledTurbo"] and not beside["disabledAutoplay"]
    assert load("de", data, baked=baked).name == "de"
    assert "baked" not in jurisdiction.named()


def test_the_books_record_the_rules_each_round_was_played_under(under, tmp_path):
    """Each round's row says which market's profile it was played under (schema 5)."""
    app, slot = under("uk")
    assert slot.start_round("base")          # recorded as the round opens, with its debit
    _, plain = under("default")
    assert plain.start_round("base")
    rules = [row[0] for row in (app.storage.db.execute("SELECT rules FROM rounds ORDER BY id"),
                                plain.app.storage.db.execute("SELECT rules FROM rounds"))
             for row in row.fetchall()]
    assert rules == ["uk", "default"]


def test_a_file_from_before_the_rules_column_gains_it_and_keeps_its_rounds(tmp_path):
    """A file of schema 4 (each round's currency, no rules yet) is migrated in its one
    transaction keeping every round readable (its rounds' rules read NULL: not known); its
    next round records the rules it is played under."""
    import sqlite3
    from helpers import deal
    from game.books.storage import SCHEMA, Storage
    folder = tmp_path / "old"
    store = Storage(folder)
    deal(store, "santas-wonderland", 1, finish=True)
    store.close()
    db = sqlite3.connect(folder / "slots.sqlite3")       # as schema 4 left it: no rules column
    db.execute("ALTER TABLE rounds DROP COLUMN rules")
    db.execute("PRAGMA user_version=4")
    db.commit()
    db.close()
    store = Storage(folder)
    try:
        assert store.notice == ""                           # a plain upgrade: nothing to say
        assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA == 5
        old = store.round(1)
        assert old["status"] == "done" and old["rules"] is None and old["events"]
        deal(store, "santas-wonderland", 2, finish=True)
        assert store.round(2)["rules"] == "default"
    finally:
        store.close()


@pytest.mark.slow
def test_no_celebration_of_a_win_that_does_not_exceed_the_stake_under_uk_rules(tmp_path, clock):
    """RTS 14: a round that returns no more than it cost is not cheered (no win sound, no
    heartbeat or halo on its symbols; a big win's count-up never comes under its cost either);
    a win over the stake is, and every win is cheered where the market does not say so. The
    same seeded rounds under each profile (Santa's Wonderland at its default bet of 2.00:
    'quiet-6' pays 1.20, 'quiet-1' 5.30)."""
    def cheers(profile: str, seed: str) -> tuple[int, int, int]:
        app = App(data_dir=tmp_path / f"{profile}-{seed}", services=Services(
            clock=clock, jurisdiction=load(profile), seeds=lambda session: seed))
        try:
            app.settings["client_seed"] = "t"
            slot = app.push(SlotScene(app, BUYING))
            app.step(0)
            clock.now += 10                     # past any least round time
            assert slot.start_round("base")
            finish_round(app, slot)
            cost, win = app.storage.db.execute(
                "SELECT cost, total_win FROM rounds").fetchone()
            return slot.anim.cheers, cost, win
        finally:
            app.storage.close()
    quiet, cost, win = cheers("uk", "quiet-6")
    assert 0 < win <= cost and quiet == 0
    assert cheers("default", "quiet-6")[0] > 0          # the same round, cheered elsewhere
    cheered, cost, win = cheers("uk", "quiet-1")
    assert win > cost and cheered > 0


@pytest.mark.slow
@pytest.mark.parametrize("profile", jurisdiction.named())
def test_a_key_or_button_held_down_starts_one_round_never_a_stream(under, clock, profile):
    """Space held down for 20 s (its key repeat: a KEYDOWN every 0.1 s) starts one round, the
    spin button held down as long (its duplicate presses) one more, under every profile: a new
    round needs a fresh press however long the rounds and the market's least time."""
    app, slot = under(profile)
    spin = slot.controls.spin_button.rect.center
    for down, up in ((pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=""),
                      pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode="")),
                     (pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=spin),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=spin))):
        before = rounds_bought(app.storage.folder)
        for _ in range(200):
            pygame.event.post(down)
            clock.now += 0.1
            app.step(0.1)
        assert rounds_bought(app.storage.folder) == before + 1, (profile, down)
        pygame.event.post(up)
        finish_round(app, slot)                  # a feature's rounds may still be showing
        clock.now += 30
        frames(app, 0.5, 0.1)
        assert rounds_bought(app.storage.folder) == before + 1, (profile, up)


def kept(app) -> dict:
    """The settings as chosen ("RM", as files before currencies name it, is MYR), but the
    client seed (each press a new one)."""
    from game.words import i18n
    return {**app.settings, "currency": i18n.currency_code(app.settings["currency"]),
            "client_seed": None}


@pytest.mark.slow     # every Settings row round: the currency's 22 each make a game screen
@pytest.mark.parametrize("lang", ["en", "ms", "zh_Hans", "de", "en_XA"])
def test_the_help_and_settings_say_the_rules_that_apply_and_none_can_be_changed(under, lang):
    """The help has a page of the market's rules, each rule raised said as it means for the
    player (the least round time in the language's figures, the highest bet in its money),
    inside its panel in every language; Settings opens the same lines, and pressing every
    button of Settings changes none of them (the rules are the shipper's). Without a rule
    raised, no such page."""
    from helpers import problems
    from game.words import i18n
    from game.window.scenes.info import InfoScene
    from game.window.scenes.rules import RulesScene, SAID
    from game.window.scenes.settings import SettingsScene
    i18n.use(lang)
    try:
        for rules, raised in ((load("uk"), [f for f in SAID if load("uk")[f]]),
                              (every_rule(), list(SAID)), (DEFAULT, [])):
            app, slot = under(rules)
            slot.info(0)
            info = app.top
            assert isinstance(info, InfoScene)
            title = i18n._("Rules of play: {market}").format(market=rules.name.upper())
            pages = [p for p in info.pages if isinstance(p, tuple) and p[0] == title]
            assert bool(pages) == bool(raised), (rules.name, lang)
            if not raised:
                continue
            said = [line for page in pages for line in page[1]]
            assert len(said) == len(raised) + 1          # and that Settings cannot change them
            for flag, line in zip(raised, said):
                words = i18n._(SAID[flag])
                if flag == "minimumRoundDuration":
                    assert line == words.format(seconds=i18n.number(2.5)), line
                elif flag == "maximumTotalBet":
                    assert line == words.format(amount=slot.show(100)), line
                else:
                    assert line == words
            for page in pages:
                info.page = info.pages.index(page)
                assert problems(app, f"{rules.name} rules page") == []
            app.pop()
            settings = app.push(SettingsScene(app))
            before = dict(app.rules.flags)
            for button in list(settings.buttons):
                if button is not settings.close and button is not settings.rules_button:
                    first = kept(app)            # each row round to where it was (the
                    button.press()               # currency's through its 22)
                    for _ in range(40):
                        if kept(app) == first:
                            break
                        button.press()
                    assert kept(app) == first, button.label
            assert app.top is settings and dict(app.rules.flags) == before
            settings.rules_button.press()
            panel = app.top
            assert isinstance(panel, RulesScene) and panel.on_screen()["rules"] == said
            assert panel.buttons == [panel.close]         # it tells; nothing to switch
            assert problems(app, f"{rules.name} rules panel") == []
    finally:
        i18n.use("en")
