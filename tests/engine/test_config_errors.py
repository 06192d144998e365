"""Each class of broken YAML gives one clear message naming the file, the key and the value."""
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
    msg = broken(tmp_path, lambda c: c["paytable"].__setitem__("tiers", [[8, 9], [11, 11], [12, 30]]))
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
