from fractions import Fraction

import pytest

from engine.money import Tally, exact, format_minor, pay_str, win_amount


@pytest.mark.parametrize("text,value", [("0.25", Fraction(1, 4)), (0.1, Fraction(1, 10)),
                                        ("10", Fraction(10)), (3, Fraction(3))])
def test_exact_reads_decimals_without_float_error(text, value):
    assert exact(text) == value


def test_win_amount_is_floor_of_exact_product():
    assert win_amount(200, Fraction(1, 4)) == 50
    assert win_amount(20, Fraction(37, 100)) == 7      # 7.4 -> 7
    assert win_amount(30, Fraction(1, 3), 7) == 70
    assert win_amount(1, Fraction(999, 1000)) == 0


def test_pay_str_is_the_contract_decimal():
    assert pay_str(Fraction(10)) == "10"
    assert pay_str(Fraction(1, 4)) == "0.25"
    assert pay_str(Fraction(3, 2)) == "1.5"


def test_format_minor():
    assert format_minor(123456789, "RM") == "RM1,234,567.89"
    assert format_minor(5) == "0.05"
    assert format_minor(-250, "$") == "-$2.50"


def test_tally_cuts_the_win_that_reaches_the_cap():
    t = Tally(1000)
    assert t.add(600) == 600 and not t.capped
    assert t.add(600) == 400 and t.capped and t.total == 1000
    assert t.add(5) == 0 and t.total == 1000


def test_tally_reaching_the_cap_exactly_is_capped():
    t = Tally(100)
    assert t.add(100) == 100 and t.capped
