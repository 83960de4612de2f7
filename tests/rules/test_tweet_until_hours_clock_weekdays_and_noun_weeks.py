"""Tweets: a bare hour after "till", "til" / "thru" before a date, a weekday after a clock, "finals week" (t23-).

Issue 19, the twelfth tweet round's misses under ``convention="timeml"`` (rule prefix ``t23-``). Sentences are
written for these tests; none comes from a gold corpus or the probe files. Read on Monday 2016-03-07 (ISO week 10)
unless a test says otherwise.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2016, 3, 7)  # a Monday, ISO week 10
AUTUMN = dt.date(2016, 9, 25)  # a Sunday in autumn

found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    # 1 to 6 in the afternoon, 7 to 12 as written (X19_BARE_HOUR); the extent leaves "till" out
    ("gym till 5 lol", {"5": ("TIME", "2016-03-07T17:00")}),
    ("my shift is until 3.", {"3": ("TIME", "2016-03-07T15:00")}),
    ("library til 6 then food", {"6": ("TIME", "2016-03-07T18:00")}),
    ("open til 9!", {"9": ("TIME", "2016-03-07T09:00")}),
])
def test_a_bare_hour_after_till_ending_its_clause_is_a_time(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("wait till 5 people show up", {}),  # a count before a noun
    ("read pages 1 till 5.", {}),  # a range of numbers
    ("battery until 5%", {}),
    ("gym till 5:30", {"5:30": ("TIME", "2016-03-07T05:30")}),  # minutes: the clock rule's
    ("gym till 5pm", {"5pm": ("TIME", "2016-03-07T17:00")}),
])
def test_a_number_after_till_that_is_no_bare_hour_is_left_to_other_rules(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "weds" names Wednesday in a pair too (the pair's value could not name it, and the pair was dropped)
    ("midterms mon and weds, wish me luck", {"mon": ("DATE", "2016-03-07"), "weds": ("DATE", "2016-03-09")}),
    ("quiz tues & weds", {"tues": ("DATE", "2016-03-08"), "weds": ("DATE", "2016-03-09")}),
])
def test_weds_in_a_weekday_pair(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("off work til the 12th", {"the 12th": ("DATE", "2016-03-12")}),
    ("no practice thru the 20th.", {"the 20th": ("DATE", "2016-03-20")}),
    ("no classes til apr", {"apr": ("DATE", "2016-04")}),
    ("spring sale thru oct", {"spring": ("DATE", "2016-SP"), "oct": ("DATE", "2016-10")}),
])
def test_til_and_thru_before_a_day_of_the_month_or_a_month(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("appt got moved to 9:30 wed", {"9:30 wed": ("TIME", "2016-03-09T09:30")}),
    ("dinner 7pm wed!", {"7pm wed": ("TIME", "2016-03-09T19:00")}),
])
def test_a_lower_case_weekday_after_a_clock_time_is_its_day(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("woke at 7:15 sun shining", {"7:15": ("TIME", "2016-03-07T07:15")}),  # 'sun' goes on: the star
    ("at 9:30 we sat down", {"9:30": ("TIME", "2016-03-07T09:30")}),
])
def test_sun_or_sat_after_a_clock_that_goes_on_is_no_day(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("new term starts the 14th ugh", {"the 14th": ("DATE", "2016-03-14")}),
    ("rent due the 1st!", {"the 1st": ("DATE", "2016-04-01")}),
    ("the style starts the 20th century", {"the 20th century": ("DATE", "19")}),
])
def test_a_day_of_the_month_after_a_schedule_verb(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("finals week is killing me", {"week": ("DURATION", "P1W")}),
    ("spirit week starts mon", {"week": ("DURATION", "P1W"), "mon": ("DATE", "2016-03-07")}),
    ("finals this week", {"this week": ("DATE", "2016-W10")}),
    ("exam weekend!!", {"weekend": ("DATE", "2016-W09-WE")}),
])
def test_week_after_a_noun_that_fills_it_is_a_duration(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("fall is finally here 🍂", {"fall": ("DATE", "2016-FA")}),
    ("Fall is coming, get the sweaters out", {"Fall": ("DATE", "2016-FA")}),
    ("the fall is coming for that team", {}),
    ("his fall is near", {}),
    ("i fall asleep in class", {}),
])
def test_fall_before_is_here_is_the_season(timeml, text, expected):
    assert found(timeml, text, AUTUMN) == expected


@pytest.mark.parametrize("text,expected", [
    # read on a Monday: a show that airs or premieres on Sunday is the Sunday ahead
    ("the finale airs sunday, no spoilers", {"sunday": ("DATE", "2016-03-13")}),
    ("new season premieres saturday 9pm", {"saturday 9pm": ("TIME", "2016-03-12T21:00")}),
    ("the finale aired sunday", {"sunday": ("DATE", "2016-03-06")}),  # a past verb still decides
])
def test_a_show_that_airs_on_a_weekday_is_ahead(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("drinks at 5:30 w coworkers", {"5:30": ("TIME", "2016-03-07T17:30")}),
    ("happy hour at 4:45!", {"4:45": ("TIME", "2016-03-07T16:45")}),
    ("drinks at 11:30 lol", {"11:30": ("TIME", "2016-03-07T11:30")}),  # past the event's last hour
])
def test_a_clock_time_after_drinks_is_read_in_the_afternoon(timeml, text, expected):
    assert found(timeml, text) == expected


def test_snow_day_is_a_day_long_duration(timeml):
    assert found(timeml, "snow day tmrw pls") == {"day": ("DURATION", "P1D"), "tmrw": ("DATE", "2016-03-08")}
