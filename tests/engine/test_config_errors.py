"""Each class of broken YAML gives one clear message naming the file, the key and the value."""
from pathlib import Path

import pytest

from engine.errors import ConfigError
from engine.games import available_games, load_game
from variants import variant_path

GAME = "sweet-bonanza-xmas"


def broken(tmp_path, change, game=GAME):
    path = variant_path(game, tmp_path, change, name="broken.yaml")
    with pytest.raises(ConfigError) as info:
        load_game(game, path)
    return str(info.value)


def test_every_bundled_config_loads():
    for game_id in available_games():
        assert load_game(game_id).id == game_id


def test_paytable_row_with_a_missing_tier(tmp_path):
    msg = broken(tmp_path, lambda c: c["paytable"]["pays"]["heart"].pop())
    assert msg.startswith("broken.yaml: paytable.pays.heart: needs one pay per tier (3)")
    assert "['10', '25']" in msg


def test_negative_weight(tmp_path):
    msg = broken(tmp_path, lambda c: c["reels"]["base"].__setitem__("plum", -5))
    assert msg == "broken.yaml: reels.base.plum: must be at least 0 (got -5)"


def test_unknown_symbol_in_a_reel(tmp_path):
    msg = broken(tmp_path, lambda c: c["reels"]["free_spins"].__setitem__("cherry", 10))
    assert msg == "broken.yaml: reels.free_spins.cherry: names an unknown symbol (got 'cherry')"


def test_cap_of_zero(tmp_path):
    msg = broken(tmp_path, lambda c: c.__setitem__("max_win", 0))
    assert msg == "broken.yaml: max_win: must be at least 1 (got 0)"


def test_missing_key(tmp_path):
    msg = broken(tmp_path, lambda c: c["scatter"].pop("free_spins"))
    assert msg == "broken.yaml: scatter.free_spins: is missing"


def test_pay_that_is_not_a_number(tmp_path):
    msg = broken(tmp_path, lambda c: c["paytable"]["pays"]["plum"].__setitem__(0, "lots"))
    assert msg == "broken.yaml: paytable.pays.plum[0]: must be a decimal number (got 'lots')"


def test_default_bet_off_the_ladder(tmp_path):
    msg = broken(tmp_path, lambda c: c["bets"].__setitem__("default", 33))
    assert msg == "broken.yaml: bets.default: is not one of the offered bets (got 33)"


def test_baubles_outside_free_spins(tmp_path):
    msg = broken(tmp_path, lambda c: c["reels"]["base"].__setitem__("bauble", 3))
    assert "reels.base: baubles land only in free spins" in msg


def test_mode_naming_an_unknown_reel_set(tmp_path):
    msg = broken(tmp_path, lambda c: c["modes"]["ante"].__setitem__("reels", "gold"))
    assert msg.startswith("broken.yaml: modes.ante.reels: must be one of")


def test_tiers_with_a_gap(tmp_path):
    msg = broken(tmp_path,
                 lambda c: c["paytable"].__setitem__("tiers", [[8, 9], [11, 11], [12, 30]]))
    assert "paytable.tiers[1]: must start right after the previous tier (10)" in msg


def test_invalid_yaml_syntax_names_the_line(tmp_path):
    path = tmp_path / "syntax.yaml"
    path.write_text("id: x\nname: [unclosed\n")
    with pytest.raises(ConfigError, match=r"syntax.yaml: is not valid YAML at line \d+"):
        load_game(GAME, str(path))


def test_missing_file(tmp_path):
    with pytest.raises(ConfigError, match="cannot be read"):
        load_game(GAME, str(tmp_path / "nope.yaml"))


def test_not_a_mapping(tmp_path):
    path = tmp_path / "list.yaml"
    path.write_text("- 1\n- 2\n")
    with pytest.raises(ConfigError, match="must hold a mapping"):
        load_game(GAME, str(path))


# --- issue 19: configs that were accepted broken, hung or crashed the loader -------------------

def test_a_weight_table_the_rng_cannot_draw_from_is_refused(tmp_path):
    msg = broken(tmp_path, lambda c: c["reels"]["base"].__setitem__("plum", 8589934592))
    assert msg.startswith("broken.yaml: reels.base: weights must total at most 4,294,967,296")
    msg = broken(tmp_path, lambda c: c["baubles"].__setitem__(100, 10**30))
    assert msg.startswith("broken.yaml: baubles: weights must total at most")


def test_folded_bauble_weights_must_fit_too(tmp_path):
    msg = broken(tmp_path, lambda c: c["baubles"].__setitem__(100, 5_000_000))
    assert "reels.free_spins: with the bauble values' weights folded in" in msg


def test_a_paying_symbol_without_a_paytable_row(tmp_path):
    msg = broken(tmp_path, lambda c: c["paytable"]["pays"].pop("plum"))
    assert msg == ("broken.yaml: paytable.pays: needs a row for every paying symbol; missing "
                   "(got ['plum'])")


def test_absurd_cap_and_spin_counts(tmp_path):
    assert "max_win: must be at most 1000000" in broken(
        tmp_path, lambda c: c.__setitem__("max_win", 10**30))
    assert "scatter.free_spins: must be at most 1000" in broken(
        tmp_path, lambda c: c["scatter"].__setitem__("free_spins", 10**9))
    assert "free_spins.options.storm.spins: must be at most 1000" in broken(
        tmp_path, lambda c: c["free_spins"]["options"]["storm"].__setitem__("spins", 10**9),
        game="midnight-princess")


def test_a_file_naming_another_game(tmp_path):
    msg = broken(tmp_path, lambda c: c.__setitem__("id", "midnight-princess"))
    assert msg == ("broken.yaml: id: names another game (this file is read as "
                   "sweet-bonanza-xmas) (got 'midnight-princess')")


def test_an_unknown_or_misspelt_key(tmp_path):
    msg = broken(tmp_path, lambda c: c["scatter"].__setitem__("retriger_spins", 5))
    assert msg == "broken.yaml: scatter.retriger_spins: is not a setting this game reads"
    msg = broken(tmp_path, lambda c: c.__setitem__("colour", "red"), game="santas-wonderland")
    assert msg == "broken.yaml: colour: is not a setting this game reads"


def write(tmp_path, text):
    path = tmp_path / "raw.yaml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return str(path)


def test_a_key_written_twice(tmp_path):
    from engine.games import config_path
    v = load_game(GAME).version
    text = config_path(GAME).read_text().replace(f"version: {v}\n",
                                                 f"version: {v}\nversion: {v + 1}\n")
    with pytest.raises(ConfigError, match=r"raw.yaml: is not valid YAML at line 8, .*: "
                                          r"has the key 'version' twice"):
        load_game(GAME, write(tmp_path, text))


@pytest.mark.parametrize("text", [
    "a: &x [1, 2]\nb: *x\n",
    # the billion laughs: nine levels of ten aliases each
    "l0: &l0 [lol]\n" + "".join(f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 10)}]\n"
                                for i in range(1, 9)),
    "a: &a [*a]\n",
])
def test_aliases_are_refused_before_they_expand(tmp_path, text):
    with pytest.raises(ConfigError, match=r"raw.yaml: is not valid YAML at line \d+, .*"
                                          r"aliases are not allowed"):
        load_game(GAME, write(tmp_path, text))


def test_a_config_that_is_not_utf8(tmp_path):
    with pytest.raises(ConfigError, match=r"raw.yaml: is not UTF-8 text \(byte 0xff at offset 4"):
        load_game(GAME, write(tmp_path, b"id: \xff\n"))


def test_libyaml_reads_every_shipped_file_as_the_strict_pure_loader_does():
    """The fast path (libyaml, where PyYAML has it) and the pure loader that names an alias
    must read the same values: they stand for each other."""
    import yaml
    from engine.config import _StrictLoader, parse_yaml
    from engine.games import HERE
    files = sorted(HERE.glob("*/*.yaml")) + sorted(HERE.glob("*/versions/*.yaml"))
    assert len(files) >= 9
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert parse_yaml(text) == yaml.load(text, Loader=_StrictLoader), path


def test_a_look_with_a_key_written_twice_is_refused(tmp_path):
    from engine.games import _read_look
    path = tmp_path / "look.yaml"
    path.write_text("order: 1\norder: 2\n")
    with pytest.raises(ConfigError, match=r"look.yaml: .*has the key 'order' twice"):
        _read_look(path)


@pytest.mark.parametrize("declared, message", [
    ({"trigger": "scatter"}, r"test_config_errors.py: MODE_ROLES: names no mode role "
                             r"\(roles: extra_bet, feature_buy\) \(got 'trigger'\)"),
    ({"extra_bet": "base"}, r"test_config_errors.py: MODE_ROLES.extra_bet: is every game's "
                            r"plain round, not a role"),
    ({"feature_buy": "bought"}, r"game.yaml: modes: has no mode 'bought', which its rules "
                                r"play as its feature_buy \(got \['ante', 'base', 'buy'\]\)"),
])
def test_a_mode_role_naming_no_mode_of_the_game_is_refused(declared, message):
    """A game's rules give its modes roles (Game.MODE_ROLES, read by engine/config.py
    read_roles), each a mode role and each id one of its config's modes, refused with the file
    (the rules that declare them: here, this one), the field and the value (issue 57, 3)."""
    from engine.games import config_path, load_game
    from engine.games.sweet_bonanza_xmas.rules import SweetBonanzaXmas
    from engine.config import read_yaml

    class Misdeclared(SweetBonanzaXmas):
        MODE_ROLES = declared
    load_game("sweet-bonanza-xmas")
    with pytest.raises(ConfigError, match=message):
        Misdeclared(read_yaml(config_path("sweet-bonanza-xmas")))


def test_a_look_that_gives_roles_is_refused(tmp_path, monkeypatch):
    """A game's roles are declared once, by the game (issue 57, 3): a look.yaml that gives
    them again, which could name another symbol or mode than the rules play, is refused."""
    from engine import games
    tiny = Path(__file__).parents[1] / "fixtures" / "games" / "tiny_tumble"
    folder = tmp_path / "tiny_tumble"
    folder.mkdir()
    for name in ("game.yaml", "rules.py"):
        (folder / name).write_text((tiny / name).read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "look.yaml").write_text((tiny / "look.yaml").read_text(encoding="utf-8")
                                      + "roles: {modes: {feature_buy: boost}}\n")
    monkeypatch.setenv(games.EXTRA, str(tmp_path))
    games.look.cache_clear()
    try:
        with pytest.raises(ConfigError, match=r"tiny_tumble/look.yaml: roles: are the game's, "
                                              r"not its look's"):
            games.look("tiny-tumble")
    finally:
        games.look.cache_clear()


def test_every_game_s_roles_are_its_own_ids():
    from engine.games import available_games, load_game, roles
    for game_id in available_games():
        game, given = load_game(game_id), roles(game_id)
        assert set(given.symbol_ids.values()) <= {(s,) for s in game.symbols}
        assert set(given.mode_ids.values()) <= set(game.modes) - {"base"}
    sweet = roles("sweet-bonanza-xmas")
    assert (sweet.symbol("trigger"), sweet.mode("extra_bet"), sweet.mode("feature_buy")) == \
        ("scatter", "ante", "buy")
    assert sweet.role_of_mode("buy") == "feature_buy" and sweet.symbols("substitute") == ()
    with pytest.raises(KeyError):
        sweet.symbol("wild")            # a client's typo: no such role


def test_a_game_has_one_trigger_by_its_kind(tmp_path):
    """A symbol's role is its kind in game.yaml, read by the rules: two of kind scatter are
    refused (the round driver counts one), a princess game given one is refused (its trigger
    is the cleared grid), and a scatter game with none is refused, as is one whose baubles
    (its rules read them by their kind, multiplier) have none."""
    from engine.games import config_path, load_game
    cases = [("sweet-bonanza-xmas", "{id: heart,      name: Frosted heart,     kind: ordinary}",
              "{id: heart,      name: Frosted heart,     kind: scatter}",
              r"symbols: has more than one symbol of kind scatter \(its trigger\)"),
             ("sweet-bonanza-xmas", "kind: scatter}", "kind: candy}",
              r"symbols: needs a symbol of kind scatter"),
             ("sweet-bonanza-xmas", "kind: multiplier}", "kind: candy}",
              r"symbols: needs a symbol of kind multiplier"),
             ("midnight-princess", "{id: topaz,    name: Topaz,           kind: gem}",
              "{id: topaz,    name: Topaz,           kind: scatter}",
              r"symbols: has no scatter: clearing the grid is its trigger")]
    for n, (game_id, was, now, message) in enumerate(cases):
        text = config_path(game_id).read_text(encoding="utf-8")
        assert was in text
        path = tmp_path / f"{n}.yaml"
        path.write_text(text.replace(was, now), encoding="utf-8")
        with pytest.raises(ConfigError, match=message):
            load_game(game_id, path)
