"""Tweets: a bare hour after a meal or church, "can't wait for the wknd", a participle after "haven't" (t22-).

Issue 19, the eleventh tweet round's leftovers under ``convention="timeml"`` (rule prefix ``t22-``). Sentences are
written for these tests; none comes from a gold corpus or the probe files. Read on Tuesday 2015-10-13 (ISO week
42) unless a test says otherwise.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2015, 10, 13)  # a Tuesday, ISO week 42
SUNDAY = dt.date(2015, 10, 18)

found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    # church, mass, brunch, lunch: 1 to 6 in the afternoon, 7 to 12 as written
    ("church at 11 then lunch w grandma", {"11": ("TIME", "2015-10-13T11:00")}),
    ("brunch at 10!! who's in", {"10": ("TIME", "2015-10-13T10:00")}),
    ("lunch at 1 with the team", {"1": ("TIME", "2015-10-13T13:00")}),
    ("mass @ 9, dont be late", {"9": ("TIME", "2015-10-13T09:00")}),
    # dinner, supper: the afternoon or evening
    ("dinner at 7 and then a movie", {"7": ("TIME", "2015-10-13T19:00")}),
    ("supper at 5.", {"5": ("TIME", "2015-10-13T17:00")}),
])
def test_a_bare_hour_after_a_meal_or_church_is_a_time(timeml, text, expected):
    assert found(timeml, text) == expected


def test_a_bare_hour_after_church_takes_the_weekday_before_it(timeml):
    # read on a Thursday: the nearest Sunday is the one ahead
    assert found(timeml, "sunday mass @ 10!", dt.date(2015, 10, 15)) == {"sunday": ("DATE", "2015-10-18"),
                                                                        "10": ("TIME", "2015-10-18T10:00")}


@pytest.mark.parametrize("text,expected", [
    ("meeting at 8", {}),  # no meal or church before it
    ("breakfast at 6", {}),  # not listed: its hours are the morning's
    ("he finished at 11 in the race", {}),
    ("church at 11 people showed up", {}),  # a count: a word follows the number
    ("dinner at 7-8 maybe", {}),  # a range is left
    ("lunch at 11:30", {"11:30": ("TIME", "2015-10-13T11:30")}),  # minutes: the clock rule
    ("dinner at 7 tonight", {"7 tonight": ("TIME", "2015-10-13T19:00")}),  # joined to "tonight"
    ("brunch at 11 tomorrow?", {"11 tomorrow": ("TIME", "2015-10-14T11:00")}),  # joined to "tomorrow"
])
def test_a_bare_hour_after_other_words_or_before_a_day_is_left_to_other_rules(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "can't wait" looks forward: on a Tuesday the coming weekend (week 42), not the one before (week 41)
    ("cant wait for the wknd", {"the wknd": ("DATE", "2015-W42-WE")}),
    ("Can't wait for the weekend!!", {"the weekend": ("DATE", "2015-W42-WE")}),
    ("can’t wait for the wknd 🙌", {"the wknd": ("DATE", "2015-W42-WE")}),
])
def test_cant_wait_points_to_the_coming_weekend(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("loved the wknd", {"the wknd": ("DATE", "2015-W41-WE")}),  # a past form
    ("couldnt wait for the wknd to end", {"the wknd": ("DATE", "2015-W41-WE")}),  # no cue: the nearer one
])
def test_without_cant_wait_the_weekend_follows_the_tense(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    # said on a Sunday: the Wednesday ahead (was the one before, from the participle)
    ("midterm weds and i havent studied", {"weds": ("DATE", "2015-10-21")}),
    ("quiz weds and she hasn't started the essay", {"weds": ("DATE", "2015-10-21")}),
    ("exam weds and i have not opened my notes", {"weds": ("DATE", "2015-10-21")}),  # "not", as before
])
def test_a_participle_after_havent_is_no_past_cue(timeml, text, expected):
    assert found(timeml, text, SUNDAY) == expected


@pytest.mark.parametrize("text,expected", [
    ("i finished the essay weds", {"weds": ("DATE", "2015-10-14")}),
    ("exam weds and i have started the essay", {"weds": ("DATE", "2015-10-14")}),  # no negation
    ("she hasn't called since weds", {"weds": ("DATE", "2015-10-14")}),  # "since" points back
])
def test_a_past_form_without_havent_stays_past(timeml, text, expected):
    assert found(timeml, text, SUNDAY) == expected


@pytest.mark.parametrize("ref,expected", [
    (dt.date(2015, 10, 12), "2015-10-16"),  # said on a Monday: this week's (snips-pate's "next friday")
    (dt.date(2015, 10, 13), "2015-10-16"),  # on a Tuesday: this week's too
    (dt.date(2015, 10, 15), "2015-10-23"),  # on a Thursday: never tomorrow, next week's
])
def test_next_friday_is_the_first_after_tomorrow(timeml, ref, expected):
    assert found(timeml, "next friday is homecoming", ref) == {"next friday": ("DATE", expected)}
