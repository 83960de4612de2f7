"""Tweets: a past "the weekend", bare hours after a day, "next thurs", "7ish", weekdays with their day (x19-).

Issue 19, branch h19x (rule prefix ``x19-``): tweet TIMEX3s of the ninth tweet probe round and the leftovers of the
earlier ones under ``convention="timeml"``: a past "the weekend", a bare hour after a day ("tmrw at 3"), "next
thurs" said on a Wednesday, "the other day", "7ish", a weekday that agrees with its day of the month ("fri the
4th"), "wed morn", "this past wknd", "st patty's day", "sat at 10", "yest", a rating "10/10". Sentences are written
for these tests; none comes from a gold corpus or the probe files. Read on Wednesday 2014-08-13 (ISO week 33)
unless a test says otherwise."""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

from spacy_tempoeval.normalize.resolve import resolve_point

REF = dt.date(2014, 8, 13)  # a Wednesday, ISO week 33

found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    # a bare "the weekend" follows the tense like a weekday (was the nearest, the coming one, whatever the tense)
    ("we went camping over the weekend", {"the weekend": ("DATE", "2014-W32-WE")}),
    ("the weekend was a blur", {"the weekend": ("DATE", "2014-W32-WE")}),
    ("what r u doing over the weekend", {"the weekend": ("DATE", "2014-W33-WE")}),
    ("we went out this weekend", {"this weekend": ("DATE", "2014-W33-WE")}),
    ("spent the wknd at the lake", {"the wknd": ("DATE", "2014-W32-WE")}),
    ("hit the pool this past wknd", {"this past wknd": ("DATE", "2014-W32-WE")}),
])
def test_a_past_weekend(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a bare hour 1-6 after a day is read in the afternoon (was 03:00)
    ("see u tmrw at 3", {"tmrw at 3": ("TIME", "2014-08-14T15:00")}),
    ("lunch today at 1?", {"today at 1": ("TIME", "2014-08-13T13:00")}),
    ("call me tomorrow at 4:30", {"tomorrow at 4:30": ("TIME", "2014-08-14T16:30")}),
    # other hours, an am/pm, a morning keep their hour
    ("meet tomorrow at 10", {"tomorrow at 10": ("TIME", "2014-08-14T10:00")}),
    ("flight tmrw at 6am", {"tmrw at 6am": ("TIME", "2014-08-14T06:00")}),
    ("up since 5 this morning", {"5 this morning": ("TIME", "2014-08-13T05:00")}),
    ("tonight at 8", {"tonight at 8": ("TIME", "2014-08-13T20:00")}),
    ("ferry sunday at 06:40", {"sunday at 06:40": ("TIME", "2014-08-10T06:40")}),  # a 24-hour clock
])
def test_a_bare_hour_after_a_day(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,ref,expected", [
    # 'next <weekday>' is never tomorrow: said on a Wednesday 'next thurs' is the Thursday of next week
    ("next thurs is my last exam", REF, {"next thurs": ("DATE", "2014-08-21")}),
    ("clocks go back next sunday", dt.date(2014, 8, 16), {"next sunday": ("DATE", "2014-08-24")}),
    # two days ahead or more it is the coming one (snips-pate's 'next friday' said on a Monday)
    ("book it for next friday", dt.date(2014, 8, 11), {"next friday": ("DATE", "2014-08-15")}),
    ("next fri lets run", dt.date(2014, 8, 15), {"next fri": ("DATE", "2014-08-22")}),
    # 'this coming thursday' is not 'next': still the first one ahead
    ("this coming thursday", REF, {"this coming thursday": ("DATE", "2014-08-14")}),
])
def test_next_weekday_is_never_tomorrow(timeml, text, ref, expected):
    assert found(timeml, text, ref) == expected


def test_next_weekday_value_form():
    assert resolve_point(">>XXXX-WXX-4", REF, "past") == "2014-08-21"
    assert resolve_point(">>XXXX-WXX-5", REF, "past") == "2014-08-15"
    assert resolve_point(">XXXX-WXX-4", REF, "past") == "2014-08-14"


@pytest.mark.parametrize("text,expected", [
    ("the other day i saw ur mom lol", {"the other day": ("DATE", "PAST_REF")}),
    ("ran into him the other week", {"the other week": ("DATE", "PAST_REF")}),
    ("gym every other day", {"every other day": ("SET", "P2D")}),
    ("the other days were fine", {}),
])
def test_the_other_day(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("dinner at 7ish?", {"7ish": ("TIME", "2014-08-13T19:00")}),
    ("pick u up at 8ish tonight", {"8ish tonight": ("TIME", "2014-08-13T20:00")}),
    ("brunch @ 11ish tmrw", {"11ish tmrw": ("TIME", "2014-08-14T11:00")}),
    ("size 7ish shoes", {}),
])
def test_an_hour_ish(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,ref,expected", [
    # the weekday agrees with the date: the nearest such day of a month that falls on it (was that day of the
    # nearest month, whatever its weekday)
    ("tix for the show fri the 4th", dt.date(2014, 3, 19), {"fri the 4th": ("DATE", "2014-04-04")}),
    ("moving out mon the 1st", dt.date(2013, 5, 31), {"mon the 1st": ("DATE", "2013-07-01")}),
    ("Friday the 13th was scary", dt.date(2013, 12, 11), {"Friday the 13th": ("DATE", "2013-09-13")}),
    ("ugly sweater party fri the 20th", dt.date(2013, 12, 11), {"fri the 20th": ("DATE", "2013-12-20")}),
])
def test_a_weekday_agrees_with_its_day_of_the_month(timeml, text, ref, expected):
    assert found(timeml, text, ref) == expected


def test_day_of_month_on_a_weekday_value_form():
    assert resolve_point("XXXX-XX-04-W5", dt.date(2014, 3, 19), "future") == "2014-04-04"
    assert resolve_point("XXXX-XX-04-W5", dt.date(2014, 3, 19), "past") == "2013-10-04"
    assert resolve_point("XXXX-XX-31-W7", dt.date(2014, 3, 19), "future") == "2014-08-31"


@pytest.mark.parametrize("text,ref,expected", [
    ("meeting moved to wed morn", REF, {"wed morn": ("TIME", "2014-08-13TMO")}),
    ("st patty's day was two days ago", dt.date(2014, 3, 19),
     {"st patty's day": ("DATE", "2014-03-17"), "two days ago": ("DATE", "2014-03-17")}),
    ("graduation is sat at 10", REF, {"sat at 10": ("TIME", "2014-08-16T10:00")}),
    ("game is sun @ 2, be there", REF, {"sun @ 2": ("TIME", "2014-08-17T14:00")}),
    ("she sat at 10 tables", REF, {}),
    ("i sat at 3 and waited", REF, {}),
    ("yest was so long", REF, {"yest": ("DATE", "2014-08-12")}),
    ("10/10 would eat there again", REF, {}),
    ("we fly out on 10/10", REF, {"10/10": ("DATE", "2014-10-10")}),
])
def test_ninth_round_tweet_phrases(timeml, text, ref, expected):
    assert found(timeml, text, ref) == expected
