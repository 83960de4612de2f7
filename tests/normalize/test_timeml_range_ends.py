"""Clock-time intervals under ``convention="timeml"``: two TIMEX3s that read each other (issue 19 item 3: "the
am/pm of a range's end carried to its start"), and "3 to 6 pm" is a range, not 5:57 pm."""

from __future__ import annotations

import datetime as dt

import pytest

REF = dt.date(2013, 2, 12)


def found(tagger, text):
    return [(t.text, t.value) for t in tagger.tag(text, REF)]


@pytest.mark.parametrize("text,expected", [
    ("The workshop runs from 3:30 to 6 PM.", [("3:30", "2013-02-12T15:30"), ("6 PM", "2013-02-12T18:00")]),
    ("Open 3:30-6 PM.", [("3:30", "2013-02-12T15:30"), ("6 PM", "2013-02-12T18:00")]),
    ("Office hours from 9 to 11 am.", [("9", "2013-02-12T09:00"), ("11 am", "2013-02-12T11:00")]),
    ("Call between 2 and 4 pm.", [("2", "2013-02-12T14:00"), ("4 pm", "2013-02-12T16:00")]),
    ("It runs from 3 to 6 pm.", [("3", "2013-02-12T15:00"), ("6 pm", "2013-02-12T18:00")]),
    ("From 10 to 2 pm.", [("10", "2013-02-12T10:00"), ("2 pm", "2013-02-12T14:00")]),
])
def test_a_clock_interval_is_two_timex3s_whose_start_reads_the_end(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("It runs from 3 to 6 pm.", [("from 3 to 6 pm", "2013-02-12T15:00/2013-02-12T18:00")]),
    ("From 10 to 2 pm.", [("From 10 to 2 pm", "2013-02-12T10:00/2013-02-12T14:00")]),
])
def test_from_n_to_h_pm_is_a_range_under_rag_too(rag, text, expected):
    assert found(rag, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Leave at 10 to 6pm.", [("10 to 6pm", "2013-02-12T17:50")]),
    ("Pick me up at a quarter to 6pm.", [("a quarter to 6pm", "2013-02-12T17:45")]),
])
def test_minutes_to_an_hour_still_read_as_a_clock_time(timeml, text, expected):
    assert found(timeml, text) == expected


def test_years_and_lists_are_left_alone(timeml):
    assert found(timeml, "Sales rose in 2019 and 2021.") == [("2019", "2019"), ("2021", "2021")]
    assert found(timeml, "Trains leave at 5 and 7 pm.") == [("7 pm", "2013-02-12T19:00")]


@pytest.mark.parametrize("text,phrase,value", [
    ("They met on the third day of October.", "the third day of October", "2012-10-03"),
    ("It was signed on the 21st day of March, 2014.", "the 21st day of March, 2014", "2014-03-21"),
    # l17-: "was": "is the week of the 8th" read on Feb. 12 is the March 8 ahead (TENSE_FUTURE_BEFORE)
    ("The hearing was the week of the 8th.", "the week of the 8th", "2013-W06"),
])
def test_the_nth_day_of_a_month_and_the_week_of_a_bare_day(timeml, text, phrase, value):
    assert dict(found(timeml, text))[phrase] == value


def test_the_nth_day_of_something_else_is_no_date(timeml, rag):
    assert found(timeml, "On the third day of the trial he spoke.") == []
    assert found(rag, "The week of the 8th was busy.") == [("The week of the 8th", "2013-02-08")]
