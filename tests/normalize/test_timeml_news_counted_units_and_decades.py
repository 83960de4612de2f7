"""News values: recent and counted units, decades, "the week of" a day, "soon" / "quarterly" (round 3).

TIMEX3 values of news under ``convention="timeml"``, round 3 of issue 19: one case per phenomenon fixed.

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import values_on

WEDNESDAY = dt.date(1989, 11, 1)


values = values_on(WEDNESDAY)


@pytest.mark.parametrize("text,phrase,expected", [
    # two quarters back and two ahead: a tie, which goes to the past (days would say 183 back, 182 ahead)
    ("Profit in the second quarter rose 5%.", "the second quarter", "1989-Q2"),
    # six months back and six ahead, likewise
    ("Output peaks in May.", "May", "1989-05"),
])
def test_a_quarter_or_month_as_far_back_as_ahead_is_the_one_before(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


@pytest.mark.parametrize("text,phrase,expected", [
    ("Sales have slowed in recent years.", "recent years", "PXY"),
    ("Officials met twice in recent weeks.", "recent weeks", "PXW"),
])
def test_recent_units_are_an_unspecified_stretch_of_that_unit(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


@pytest.mark.parametrize("text,phrase,expected", [
    ("Prices will stay flat for a couple of years.", "a couple of years", "P2Y"),
    ("Over the next couple of months the plant will close.", "the next couple of months", "P2M"),
])
def test_a_couple_of_units_is_two(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


@pytest.mark.parametrize("text,phrase,expected", [
    ("The refugees lived in camps for 2 1/2 years.", "2 1/2 years", "P2Y6M"),
    ("She spent 5 1/2 hours in Nairobi.", "5 1/2 hours", "PT5H30M"),
    ("A minute and a half later, the pilot called.", "A minute and a half", "PT1M30S"),
    ("The strike lasted a year and a half.", "a year and a half", "P1Y6M"),
])
def test_a_number_of_units_and_a_half_carries_the_half_in_the_next_unit(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


@pytest.mark.parametrize("text,phrase,expected", [
    ("Unemployment is at its lowest level in two decades.", "two decades", "P20Y"),
    ("Attacks had become routine over the past decade.", "the past decade", "P10Y"),
    ("The dispute has gone on for decades.", "decades", "PXY"),
])
def test_decades_are_counted_in_years(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


def test_decades_keep_their_unit_under_rag(rag):
    assert "P2DE" in values(rag, "The war lasted two decades.").values()


def test_the_week_of_a_day_is_that_days_week(timeml):
    got = values(timeml, "The case may be heard the week of March 6.", dt.date(2000, 2, 24))
    assert got["the week of March 6"] == "2000-W10"


@pytest.mark.parametrize("text", [
    "Institutions were likely to buy its stock as soon as trading opened.",
    "He was probably killed soon after being captured.",
    "Magna cut its quarterly dividend in half.",
])
def test_soon_as_a_signal_and_quarterly_before_a_noun_are_no_timex(timeml, text):
    assert values(timeml, text) == {}


@pytest.mark.parametrize("text,phrase,expected", [
    ("The reserve will be adjusted quarterly.", "quarterly", "P1Q"),
])
def test_soon_and_quarterly_stay_where_they_name_a_time(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


def test_is_to_with_a_verb_is_a_plan_for_the_day_after(timeml):
    text = "The stock was suspended in London and is to resume trading in Paris Tuesday."
    assert values(timeml, text, dt.date(1989, 10, 27))["Tuesday"] == "1989-10-31"


def test_a_month_day_six_months_back_and_ahead_is_the_one_before(timeml):
    text = "The index is within 70 points of its record high set on Aug. 6."
    assert values(timeml, text, dt.date(1998, 2, 6))["Aug. 6"] == "1997-08-06"


def test_every_quarter_is_a_set_of_one_quarter(timeml):
    assert values(timeml, "Unisys must pay about $100 million in interest every quarter.")["every quarter"] == "P1Q"


@pytest.mark.parametrize("text,phrase,expected", [
    # a time zone after "a.m." starts no sentence: "will leave" is in the clause of the day (the day after), not
    # only the "said" after it
    ("He will leave at 4 a.m. EDT Thursday, officials said.", "4 a.m. EDT Thursday", "2000-04-06T04:00"),
    ("The ship will sail at 10 p.m. GMT Thursday, its owners said.", "10 p.m. GMT Thursday", "2000-04-06T22:00"),
])
def test_a_time_zone_after_a_dot_does_not_end_the_clause(timeml, text, phrase, expected):
    assert values(timeml, text, dt.date(2000, 4, 5))[phrase] == expected


def test_a_capital_after_a_dot_still_ends_the_clause(timeml):
    # the future of the first sentence does not reach the weekday of the second, which "said" points back
    assert values(timeml, "Trading will resume soon. Officials said Tuesday that prices fell.",
                  dt.date(2000, 4, 5))["Tuesday"] == "2000-04-04"
