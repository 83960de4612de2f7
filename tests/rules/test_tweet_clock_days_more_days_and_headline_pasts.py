"""Issue 19, branch h19t (rule prefix ``t20-``): the tenth tweet probe round's misses and the known tweet leftovers
under ``convention="timeml"``: a clock time before another time's later day ("11 pm, so 6 am tmrw"), "tonight" /
"this morning" keeping their day, "3:45 today" in the afternoon, "N more days" with digits, "the next wk", "14th
December Friday" as one DATE, a subject-less past at a clause start ("Survived COS this Tue"), a far "since" and
"nite nite". Sentences are written for these tests; none comes from a gold corpus or the probe files.
Read on Saturday 2014-08-16 (ISO week 33) unless a test says otherwise."""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2014, 8, 16)  # a Saturday, ISO week 33

found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    # a clock time before another time that owns a later day keeps the reference date (was tomorrow's)
    ("gym at 10 pm, so 7 am tmrw is rough", {"10 pm": ("TIME", "2014-08-16T22:00"),
                                             "7 am tmrw": ("TIME", "2014-08-17T07:00")}),
    ("bus leaves 11 pm, arriving 9 am tmrw", {"11 pm": ("TIME", "2014-08-16T23:00"),
                                              "9 am tmrw": ("TIME", "2014-08-17T09:00")}),
    # a list or range of times still shares the day written after its last time
    ("open at 9 am, 1 pm and 4 pm tomorrow", {"9 am": ("TIME", "2014-08-17T09:00"),
                                              "1 pm": ("TIME", "2014-08-17T13:00"),
                                              "4 pm tomorrow": ("TIME", "2014-08-17T16:00")}),
    ("shop open from 9 am to 5 pm on monday", {"9 am": ("TIME", "2014-08-18T09:00"),
                                               "5 pm on monday": ("TIME", "2014-08-18T17:00")}),
])
def test_a_time_before_another_times_day(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "tonight", "this morning" name the reference date's part of the day (were the later day's)
    ("drinks tonight, hike next sun", {"tonight": ("TIME", "2014-08-16TNI"), "next sun": ("DATE", "2014-08-24")}),
    ("coffee this morning, brunch on monday", {"this morning": ("TIME", "2014-08-16TMO"),
                                               "monday": ("DATE", "2014-08-18")}),
    # a part of the day without its own day word still takes the day named next to it
    ("on monday in the morning", {"monday": ("DATE", "2014-08-18"), "the morning": ("TIME", "2014-08-18TMO")}),
])
def test_a_time_that_names_its_own_day(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an hour 1-6 with its minutes before a day is read in the afternoon, as after "at" (was 02:15, 04:30)
    ("dentist 2:15 today", {"2:15 today": ("TIME", "2014-08-16T14:15")}),
    ("call me 4:30 tmrw", {"4:30 tmrw": ("TIME", "2014-08-17T16:30")}),
    # a 24-hour clock with its zero, an hour past 6 keep their hour
    ("ferry 05:30 tmrw", {"05:30 tmrw": ("TIME", "2014-08-17T05:30")}),
    ("yoga 9:15 tmrw", {"9:15 tmrw": ("TIME", "2014-08-17T09:15")}),
])
def test_a_clock_before_a_day(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # digits + "more" + days / weeks / hours: a countdown of unstated length (the tweets gold's PXD, PXW, PTXH)
    ("5 more days til vacay", {"5 more days": ("DURATION", "PXD")}),
    ("only 2 more wks of this job", {"2 more wks": ("DURATION", "PXW")}),
    ("3 more hrs on this bus", {"3 more hrs": ("DURATION", "PTXH")}),
    # one more day, and the spelled news form, keep their number
    ("just 1 more day", {"1 more day": ("DURATION", "P1D")}),
    ("the strike lasted two more weeks", {"two more weeks": ("DURATION", "P2W")}),
])
def test_more_units_with_digits(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("busy the next wk, sorry", {"the next wk": ("DURATION", "P1W")}),
    ("see u next wk", {"next wk": ("DATE", "2014-W34")}),  # without the article: the week after this one
])
def test_the_next_wk(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a day and month with the weekday after them: one DATE (were two)
    ("gig on 23rd August Saturday", {"23rd August Saturday": ("DATE", "2014-08-23")}),
    ("movers come August 25th Monday", {"August 25th Monday": ("DATE", "2014-08-25")}),
])
def test_a_date_with_its_weekday_after_it(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # an '-ed' word opening a clause with an object after it is a past (its subject left out): the Tuesday before
    ("Passed my road test this Tue", {"this Tue": ("DATE", "2014-08-12")}),
    # before a preposition it is still a participle, no cue: the coming Tuesday (as before)
    ("Scheduled for this Tue", {"this Tue": ("DATE", "2014-08-19")}),
])
def test_a_past_without_subject(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "since" dates the expression it heads, not a later one ("til tues" was the Tuesday before)
    ("power out since friday and they cant fix it til tues", {"friday": ("DATE", "2014-08-15"),
                                                              "tues": ("DATE", "2014-08-19")}),
    ("searching since the Aug. 10 flood", {"Aug. 10": ("DATE", "2014-08-10")}),
])
def test_since_heads_its_own_date(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("night night everyone", {}),  # good night: no time (each "night" was a TIME)
    ("ok, nite nite", {}),
    ("sat nite was fun", {"sat nite": ("TIME", "2014-08-16TNI")}),  # a night after its day is still one
])
def test_no_time_in_good_nights(timeml, text, expected):
    assert found(timeml, text) == expected
