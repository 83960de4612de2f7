"""Everyday time below a day (issue 20): ``normalize.clock`` and ``normalize.refdate.parse_reference_time``."""

from __future__ import annotations

import datetime as dt

import pytest

from spacy_tempoeval.errors import ReferenceDateError
from spacy_tempoeval.normalize.clock import resolve_now, roll_clock
from spacy_tempoeval.normalize.refdate import format_reference_time, parse_reference_date, parse_reference_time

NOW = dt.datetime(2013, 2, 12, 4, 30)


@pytest.mark.parametrize("raw,expected", [
    ("NOW+PT2H", "2013-02-12T06:30"),          # in 2 hours
    ("NOW+PT20H", "2013-02-13T00:30"),         # across midnight
    ("NOW-PT45M", "2013-02-12T03:45"),         # 45 minutes ago
    ("NOW-PT2H/NOW", "2013-02-12T02:30/2013-02-12T04:30"),   # the past 2 hours
    ("NOW/NOW+PT24H", "2013-02-12T04:30/2013-02-13T04:30"),  # within 24 hours
])
def test_now_values_count_from_the_reference_clock_time(raw, expected):
    assert resolve_now(raw, NOW) == expected


@pytest.mark.parametrize("raw,expected", [("NOW+PT2H", "PT2H"), ("NOW-PT30M", "PT30M"), ("NOW-PT2H/NOW", "PT2H")])
def test_a_date_alone_keeps_the_duration_as_before(raw, expected):
    assert resolve_now(raw, None) == expected


def test_a_zone_of_the_reference_does_not_leak_into_the_value():
    tz = dt.timezone(dt.timedelta(hours=1))
    assert resolve_now("NOW+PT1H", NOW.replace(tzinfo=tz)) == "2013-02-12T05:30"


@pytest.mark.parametrize("value,direction,expected", [
    ("2013-02-12T03:00", "future", "2013-02-13T03:00"),  # "at 3am" from 04:30 is tomorrow
    ("2013-02-12T05:00", "future", "2013-02-12T05:00"),
    ("2013-02-12T05:00", "past", "2013-02-11T05:00"),
    ("2013-02-12T03:00", "nearest", "2013-02-12T03:00"),
    ("2013-02-15T03:00", "future", "2013-02-15T03:00"),  # another day: not a bare time of the reference day
    ("2013-02-12", "future", "2013-02-12"),
])
def test_bare_clock_times_roll_under_prefer(value, direction, expected):
    assert roll_clock(value, NOW, direction) == expected


def test_no_reference_clock_time_rolls_nothing():
    assert roll_clock("2013-02-12T03:00", None, "future") == "2013-02-12T03:00"


@pytest.mark.parametrize("value,expected", [
    ("2013-02-12T04:30", "2013-02-12T04:30"),
    ("2013-02-12 04:30:59", "2013-02-12T04:30"),
    ("2013-02-12T04:30Z", "2013-02-12T04:30+00:00"),
    ("2013-02-12T04:30+01:00", "2013-02-12T04:30+01:00"),
    (dt.datetime(2013, 2, 12, 4, 30, 15), "2013-02-12T04:30"),
])
def test_a_reference_date_time_keeps_its_clock_time_and_zone(value, expected):
    assert format_reference_time(parse_reference_time(value)) == expected
    assert parse_reference_date(value) == dt.date(2013, 2, 12)


@pytest.mark.parametrize("value", ["2013-02-12", dt.date(2013, 2, 12), None, ""])
def test_a_date_alone_has_no_clock_time(value):
    assert parse_reference_time(value) is None


def test_a_bad_clock_time_is_a_coded_error():
    with pytest.raises(ReferenceDateError, match=r"\[E001\].*25:00"):
        parse_reference_time("2013-02-12T25:00")
