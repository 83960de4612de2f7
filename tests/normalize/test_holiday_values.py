"""Holidays wired into the tagger (issue 20): ``{year}-HOL:<lang>:<id>`` and ``NTH`` values resolved."""

from __future__ import annotations

import datetime as dt

import pytest

from spacy_tempoeval.normalize.holiday_values import is_holiday, resolve_holiday

REF = dt.date(2013, 2, 12)


@pytest.mark.parametrize("raw,direction,expected", [
    ("XXXX-HOL:en:thanksgiving", "future", "2013-11-28"),
    ("2019-HOL:en:thanksgiving", "future", "2019-11-28"),
    ("XXXX-HOL:en:easter", "future", "2013-03-31"),
    ("2019-HOL:en:easter_monday", "past", "2019-04-22"),
    ("XXXX-HOL:en:black_friday", "future", "2013-11-29"),
    ("XXXX-HOL:en:christmas", "past", "2012-12-25"),
    ("XXXX-HOL:en:christmas", "future", "2013-12-25"),
    ("<XXXX-HOL:en:christmas", "future", "2012-12-25"),
    ("=XXXX-HOL:en:christmas", "past", "2013-12-25"),
    ("XXXX-HOL:en:diwali", "future", "2013-11-03"),
    ("XXXX-HOL:es:holy_week_es", "future", "2013-03-24/2013-03-31"),
    ("XXXX-HOL:de:easter_monday", "future", "2013-04-01"),
    ("XXXX-NTH:-1:1:03", "future", "2013-03-25"),  # the last Monday of March
    ("XXXX-NTH:1:5:03", "future", "2013-03-01"),   # the first Friday of March
    ("2014-NTH:2:2:03", "future", "2014-03-11"),   # the second Tuesday of March 2014
    ("XXXX-NTH:-1:5:01", "past", "2013-01-25"),    # the last Friday of January, looking back
])
def test_holiday_values_resolve_to_the_day_of_the_right_year(raw, direction, expected):
    assert is_holiday(raw)
    assert resolve_holiday(raw, REF, direction) == expected


def test_without_a_reference_a_fixed_holiday_keeps_its_day():
    assert resolve_holiday("XXXX-HOL:en:christmas", None, "future") == "XXXX-12-25"
    assert resolve_holiday("XXXX-HOL:en:thanksgiving", None, "future") == "XXXX-XX-XX"


def test_a_calendar_year_outside_the_table_has_no_day():
    assert resolve_holiday("1968-HOL:en:vesak", REF, "future") == "XXXX-XX-XX"


def test_unknown_ids_and_other_values_are_not_holidays():
    assert resolve_holiday("XXXX-HOL:en:no_such_feast", REF, "future") is None
    assert not is_holiday("XXXX-12-25")
