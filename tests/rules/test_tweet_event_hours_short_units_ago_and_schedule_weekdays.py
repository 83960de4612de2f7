"""Tweets: a bare clock time after an event read in the afternoon, "N wks ago" at the day, a lower-case weekday
after a schedule verb, "is the 29th", "april fools", "every nite", "tomolo" (t21-).

Issue 19, branch h19t4 (rule prefix ``t21-``): tweet TIMEX3s of the eleventh tweet probe round and the leftovers of
the tenth under ``convention="timeml"``. Sentences are written for these tests; none comes from a gold corpus or
the probe files. Read on Wednesday 2014-08-13 (ISO week 33) unless a test says otherwise.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2014, 8, 13)  # a Wednesday, ISO week 33

found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    # a clock time written bare right after a game, a show or a party: the afternoon or evening (was the morning)
    ("bears kick off at 3:25 lets goooo", {"3:25": ("TIME", "2014-08-13T15:25")}),
    ("kickoff at 7:30, grab the wings", {"7:30": ("TIME", "2014-08-13T19:30")}),
    ("the concert at 8:15 was loud", {"8:15": ("TIME", "2014-08-13T20:15")}),
    ("soccer game fri at 7 under the lights", {"fri at 7": ("TIME", "2014-08-15T19:00")}),
    ("the finale will premiere sun at 9", {"sun at 9": ("TIME", "2014-08-17T21:00")}),
    # an appointment or a meeting: only the hours 1 to 6 (as "tmrw at 3")
    ("doctor at 2:40 then work", {"2:40": ("TIME", "2014-08-13T14:40")}),
    ("meeting at 3:30 ugh", {"3:30": ("TIME", "2014-08-13T15:30")}),
])
def test_a_bare_clock_time_after_an_event_is_read_in_the_afternoon(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("woke up at 6:30 for no reason", {"6:30": ("TIME", "2014-08-13T06:30")}),  # no event before it
    ("game at 7am??", {"7am": ("TIME", "2014-08-13T07:00")}),  # its own half of the day
    ("game at 07:30", {"07:30": ("TIME", "2014-08-13T07:30")}),  # a 24-hour clock with its zero
    ("kickoff at 11:30", {"11:30": ("TIME", "2014-08-13T11:30")}),  # past the events' last hour (9)
    ("meeting at 8:45", {"8:45": ("TIME", "2014-08-13T08:45")}),  # past a meeting's last hour (6)
    ("the game, then at 4:15 a nap", {"4:15": ("TIME", "2014-08-13T04:15")}),  # other words between
])
def test_a_clock_time_not_right_after_an_event_keeps_its_hour(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # units written short ("wks", "yrs") are read at the day, as the tweets gold writes "N years ago"
    ("got my cast off 2 wks ago", {"2 wks ago": ("DATE", "2014-07-30")}),
    ("a wk ago i was in rome", {"a wk ago": ("DATE", "2014-08-06")}),
    ("started this blog 5 yrs ago", {"5 yrs ago": ("DATE", "2009-08-13")}),
    ("moved 3 mths ago", {"3 mths ago": ("DATE", "2014-05-13")}),
])
def test_short_units_ago_are_the_day(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # written in full, news keeps the week or the year (TimeBank, AQUAINT)
    ("he resigned two weeks ago", {"two weeks ago": ("DATE", "2014-W31")}),
    ("the plant closed five years ago", {"five years ago": ("DATE", "2009")}),
])
def test_full_units_ago_keep_their_unit(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("school starts mon, send coffee", {"mon": ("DATE", "2014-08-18")}),
    ("the sale ends sat!", {"sat": ("DATE", "2014-08-16")}),
    ("rent due sun", {"sun": ("DATE", "2014-08-17")}),
])
def test_a_lower_case_weekday_after_a_schedule_verb(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text", [
    "the day starts sun up",  # the sun
    "it ends, sun is out",
    "we sat by the pool",
])
def test_no_weekday_where_sat_or_sun_is_no_day(timeml, text):
    assert not any(label == "DATE" for label, _ in found(timeml, text).values())


@pytest.mark.parametrize("text,expected", [
    ("bbq is the 23rd, bring chairs", {"the 23rd": ("DATE", "2014-08-23")}),
    ("my interview was the 4th.", {"the 4th": ("DATE", "2014-08-04")}),
])
def test_a_day_of_the_month_after_is_or_was(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text", ["this is the 5th!", "he was the 3rd.", "who is the 4th?", "they were the 2nd."])
def test_no_day_of_the_month_after_a_pronoun_and_is(timeml, text):
    assert found(timeml, text) == {}


@pytest.mark.parametrize("text,expected", [
    ("april fools was the worst", {"april fools": ("DATE", "2015-04-01")}),
    ("no april fool's pranks pls", {"april fool's": ("DATE", "2015-04-01")}),
    ("happy april fools day", {"april fools day": ("DATE", "2015-04-01")}),
    ("see u in april", {"april": ("DATE", "2015-04")}),  # the month alone stays the month
])
def test_april_fools_without_day_is_the_holiday(timeml, text, expected):
    assert found(timeml, text, dt.date(2015, 3, 20)) == expected


@pytest.mark.parametrize("text,expected", [
    ("i cry every nite lol", {"every nite": ("SET", "TNI")}),
    ("every nite at 9 i check my phone", {"every nite": ("SET", "TNI")}),
    ("same dream each nite", {"each nite": ("SET", "TNI")}),
])
def test_every_nite_is_every_night(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("see u tomolo", {"tomolo": ("DATE", "2014-08-14")}),
    ("tmolo got exam sia", {"tmolo": ("DATE", "2014-08-14")}),
    ("meet tomolo at 3", {"tomolo at 3": ("TIME", "2014-08-14T15:00")}),
    ("tmolo night can?", {"tmolo night": ("TIME", "2014-08-14TNI")}),
    ("day after tomolo is my bday", {"day after tomolo": ("DATE", "2014-08-15")}),
    ("bus at 9 tomolo", {"9 tomolo": ("TIME", "2014-08-14T09:00")}),
])
def test_tomolo_is_tomorrow(timeml, text, expected):
    assert found(timeml, text) == expected


def test_tomo_prefix_words_are_not_tomorrow(timeml):
    assert found(timeml, "tomology is not a word") == {}
