"""Tweets: "next Sat 8/3", "thru Sun 1/19", "due the 18th this year", tee times, and four tense cues (t24-).

Issue 19, the thirteenth tweet round's misses under ``convention="timeml"`` (rule prefix ``t24-``): a weekday with its
month/day after "next" / "this" or "thru" is one DATE; "the Nth" after "due" before "this year" is the day; a bare
clock after "tee off" is read in the afternoon (EVENING_EVENTS); English TENSE_PRESENT ("says", "reopen(s)") stops the
left scan for a past cue; "reopen(s)" leans a date ahead (TENSE_FUTURE_BEFORE); TENSE_COORDINATED_SUBJECTS ("and i
started") keeps a second predicate's cue from deciding; a TENSE_FUTURE_PAIRS_BEFORE pair ("pushed to") is read across
the clock time of the day it moves to ("pushed to 4:30pm tues"). Sentences are written for these tests; none comes
from a gold corpus or the probe files. Read on Wednesday 2016-10-12 (ISO week 41).
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2016, 10, 12)  # a Wednesday, ISO week 41

found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    ("Join us next Fri 10/21 at the shop", {"next Fri 10/21": ("DATE", "2016-10-21")}),
    ("this sat 10/15!! be there", {"this sat 10/15": ("DATE", "2016-10-15")}),
    ("coats 40% off thru Sun 1/22", {"Sun 1/22": ("DATE", "2017-01-22")}),
])
def test_a_weekday_with_its_month_and_day_after_next_this_or_thru_is_one_date(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("open thru sun", {"sun": ("DATE", "2016-10-16")}),
    ("thru sun and rain", {}),
    ("see u next fri", {"next fri": ("DATE", "2016-10-14")}),  # x19-: the first Friday after the day
])
def test_a_weekday_without_a_month_and_day_is_read_as_before(timeml, text, expected):
    assert found(timeml, text) == expected


def test_the_day_of_the_month_after_due_before_this_month(timeml):
    assert found(timeml, "rent is due the 25th this month") == {
        "the 25th": ("DATE", "2016-10-25"), "this month": ("DATE", "2016-10")}


@pytest.mark.parametrize("text,expected", [
    ("we tee off at 1:50", {"1:50": ("TIME", "2016-10-12T13:50")}),
    ("tee time 7:40", {"7:40": ("TIME", "2016-10-12T07:40")}),  # past 6: the morning, as written
])
def test_a_bare_clock_after_tee_off_is_read_in_the_afternoon_up_to_six(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a present verb right before the date is its own predicate: the past "broke" further left does not decide
    ("heater broke and the super says friday", {"friday": ("DATE", "2016-10-14")}),
    ("pool reopens monday", {"monday": ("DATE", "2016-10-17")}),
    # controls: a nearer past verb, a past form
    ("he says he fixed it friday", {"friday": ("DATE", "2016-10-07")}),
    ("pool reopened monday", {"monday": ("DATE", "2016-10-10")}),
])
def test_a_present_verb_before_a_weekday(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("report due thurs and i wrote nothing", {"thurs": ("DATE", "2016-10-13")}),
    ("we met thurs and i loved it", {"thurs": ("DATE", "2016-10-06")}),  # no lean word before the day
])
def test_a_cue_after_and_and_a_subject_is_another_predicates(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("practice got pushed to 4:30pm tues", {"4:30pm tues": ("TIME", "2016-10-18T16:30")}),
    ("practice was at 4:30pm tues", {"4:30pm tues": ("TIME", "2016-10-11T16:30")}),  # no pair: the past
])
def test_a_new_date_pair_is_read_across_the_days_clock_time(timeml, text, expected):
    assert found(timeml, text) == expected
