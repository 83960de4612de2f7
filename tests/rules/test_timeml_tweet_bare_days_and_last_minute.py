"""Tweets: abbreviated months after "and", bare days and hours, "last minute", hours with "h" (round 9).

English TIMEX3 extents and values under ``convention="timeml"``, round 9 of issue 19 (branch w19tx): tweets.
Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2014, 8, 10)


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    ("Off to camps in July and Aug. and then exams.", {"July": ("DATE", "2014-07"), "Aug.": ("DATE", "2014-08")}),
    ("Sales were weak in Jul and Aug this year.",
     {"Jul": ("DATE", "2014-07"), "Aug": ("DATE", "2014-08"), "this year": ("DATE", "2014")}),
])
def test_an_abbreviated_month_after_a_month_and_and_is_a_month(timeml, text, expected):
    """'July and Aug.': the abbreviation is a month as after a preposition ('in Aug.'); it was untagged."""
    assert found(timeml, text) == expected


def test_an_abbreviated_month_before_a_day_stays_the_dates(timeml):
    assert found(timeml, "Meet me on July and Aug. 7 maybe") == {"July": ("DATE", "2014-07"),
                                                                "Aug. 7": ("DATE", "2014-08-07")}


@pytest.mark.parametrize("text,phrase", [
    ("Family day at the zoo with the kids", "day"),
    ("Sports day relays were intense", "day"),
    ("Who calls a lawyer on their wedding day?!", "day"),
    ("Team building day for our company", "day"),
    ("Day off in the city, finally", "Day"),
    ("SNUFFYS DAY OFF", "DAY"),
])
def test_day_after_what_fills_it_is_a_one_day_duration(timeml, text, phrase):
    """The tweets gold tags the 'day' of 'family day', 'wedding day', 'day off' as P1D (16 of 16); it was
    untagged."""
    assert found(timeml, text) == {phrase: ("DURATION", "P1D")}


@pytest.mark.parametrize("text", [
    "Kansas Day is a state holiday",
    "a family day trip to the coast",
    "an eight-hour working day",
])
def test_a_holiday_name_or_a_compound_noun_keeps_its_day(timeml, text):
    assert all(span != "day" and span != "Day" for span in found(timeml, text))


@pytest.mark.parametrize("text,expected", [
    ("Hate school days like this", {"days": ("DURATION", "PXD")}),
    ("I did not eat for days", {"days": ("DURATION", "PXD")}),
    ("It is wee hours here but I am awake", {"hours": ("DURATION", "PTXH")}),
    ("We queued for hours at the gate", {"hours": ("DURATION", "PTXH")}),
])
def test_bare_days_and_hours_after_what_fills_them_are_vague_durations(timeml, text, expected):
    """'school days', 'office hours', 'for days': the unit alone is a vague DURATION (tweets gold); untagged before."""
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text", ["They fought for days of harsh fighting", "better working hours and pay",
                                  "in the early hours of Thursday"])
def test_other_bare_days_and_hours_are_left_as_they_were(timeml, text):
    assert not any(span in ("days", "hours") for span in found(timeml, text))


@pytest.mark.parametrize("text,phrase", [
    ("He always waits until the absolute last minute ...", "last minute"),
    ("Grab our Last Minute deals today", "Last Minute"),
])
def test_last_minute_is_a_time_of_the_day_before(timeml, text, phrase):
    """The tweets gold writes 'last minute' as the day before the tweet, hour unknown (4 of 4); it was untagged."""
    assert found(timeml, text)[phrase] == ("TIME", "2014-08-09TXX")


@pytest.mark.parametrize("text", ["the last-minute talks failed", "he scored in the last minute of the game"])
def test_the_adjective_last_minute_stays_untagged(timeml, text):
    assert not any("minute" in span for span in found(timeml, text))


def test_office_hours_before_a_clock_range_leave_hours_untagged(timeml):
    assert found(timeml, "Office hours from 9 to 11 am.") == {"9": ("TIME", "2014-08-10T09:00"),
                                                             "11 am": ("TIME", "2014-08-10T11:00")}


def test_an_hour_with_h_at_a_sentence_end_is_a_time(timeml):
    """'start at 22h.' was not found: clock_h refused any full stop after the 'h' (as in Spanish, 'a las 22h.')."""
    assert found(timeml, "Quiet hours start at 22h.") == {"22h": ("TIME", "2014-08-10T22:00")}
