"""Tweets: a weekday with its part of the day, weekday SETs, tweet spellings of days and weeks (g16-).

Issue 19, branch h19g (rule prefix ``g16-``): tweet TIMEX3s of the third tweet probe round under
``convention="timeml"``: a weekday with a tweet spelling of its part of the day ("sun nite"), SETs of a weekday's
part of the day ("every sat morning", "mon mornings"), "nxt wknd" / "dis wknd", "a whole wk" / "all wk", "day after
tmrw", "3x a day", "2k14", "atm", "can't come soon enough", "end of oct", "end of the wk", "@ 1230", a weekday with
its month/day ("fri 8/22"), a month/day as a subject ("8/22 is"), "nightly", "st paddy's day", a bare clock before
"tonight" read in the evening. Sentences are written for these tests; none comes from a gold corpus or the probe
files. Read on Wednesday 2014-08-13 (ISO week 33)."""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2014, 8, 13)


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    ("that party sat nite tho", {"sat nite": ("TIME", "2014-08-16TNI")}),
    ("sat arvo bbq at mine?", {"sat arvo": ("TIME", "2014-08-16TAF")}),
    ("sun nite was a blur", {"sun nite": ("TIME", "2014-08-10TNI")}),
    ("mon mornin traffic was insane", {"mon mornin": ("TIME", "2014-08-11TMO")}),
])
def test_a_weekday_with_a_tweet_spelling_of_its_day_part_is_one_time(timeml, text, expected):
    """'sat nite' was 'nite' alone on the reference day: a lower-case 'sat' / 'sun' before 'nite', 'arvo',
    'mornin' is the weekday."""
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("yoga every sat morning", {"every sat morning": ("SET", "XXXX-WXX-6TMO")}),
    ("quiz every Thursday night at the pub", {"every Thursday night": ("SET", "XXXX-WXX-4TNI")}),
    ("fri evenings are for pizza", {"fri evenings": ("SET", "XXXX-WXX-5TEV")}),
    ("Sunday afternoons with grandma", {"Sunday afternoons": ("SET", "XXXX-WXX-7TAF")}),
])
def test_a_weekday_part_of_the_day_that_recurs_is_one_set(timeml, text, expected):
    assert found(timeml, text) == expected


def test_sun_before_a_plural_day_part_stays_the_sun(timeml):
    assert "sun mornings" not in found(timeml, "the sun mornings here are harsh")


@pytest.mark.parametrize("text,expected", [
    ("nxt wknd road trip", {"nxt wknd": ("DATE", "2014-W34-WE")}),
    ("dis weekend is gonna be lit", {"dis weekend": ("DATE", "2014-W33-WE")}),
    ("spent the whole week in bed", {"the whole week": ("DURATION", "P1W")}),
    ("an entire yr of saving", {"an entire yr": ("DURATION", "P1Y")}),
    ("raining all wk smh", {"all wk": ("DURATION", "P1W")}),
    ("day after 2morrow we fly", {"day after 2morrow": ("DATE", "2014-08-15")}),
    ("the day before yday i was sick", {"the day before yday": ("DATE", "2014-08-11")}),
    ("brush 3x a day", {"3x a day": ("SET", "P1D")}),
    ("2k14 has been wild", {"2k14": ("DATE", "2014")}),
    ("so tired atm", {"atm": ("DATE", "PRESENT_REF")}),
    ("nightly runs by the river", {"nightly": ("SET", "TNI")}),
    ("by the end of sept im done", {"the end of sept": ("DATE", "2014-09")}),
    ("start of the wk was slow", {"start of the wk": ("DATE", "2014-W33")}),
    ("drinks on st paddy's day", {"st paddy's day": ("DATE", "2014-03-17")}),  # the nearest one
])
def test_tweet_spellings_of_days_weeks_and_sets(timeml, text, expected):
    assert found(timeml, text) == expected


@pytest.mark.parametrize("text", ["the atm is broken again", "an ATM ate my card", "atm fees are a scam",
                                  "need an atm near the station"])
def test_an_atm_machine_is_no_time(timeml, text):
    assert found(timeml, text) == {}


@pytest.mark.parametrize("text,expected", [
    ("xmas cant come soon enough", {"xmas": ("DATE", "2014-12-25")}),
    ("this week cant end fast enough", {"this week": ("DATE", "2014-W33")}),
])
def test_soon_enough_names_no_time(timeml, text, expected):
    """'can't come soon enough' says the writer is impatient: 'soon' is no FUTURE_REF there."""
    assert found(timeml, text) == expected


def test_soon_alone_is_still_the_future(timeml):
    assert found(timeml, "new album coming soon") == {"soon": ("DATE", "FUTURE_REF")}


@pytest.mark.parametrize("text,expected", [
    ("dinner @ 745?", {"745": ("TIME", "2014-08-13T07:45")}),
    ("meet @ 1130 at the mall", {"1130": ("TIME", "2014-08-13T11:30")}),
])
def test_an_at_sign_before_four_digits_is_a_clock_time_without_the_sign(timeml, text, expected):
    """'@' is a tweet's 'at': the number after it is a clock time (as 'at 1130'), and the sign stays out of the
    TIMEX3 as 'at' does."""
    assert found(timeml, text) == expected


def test_an_at_sign_before_a_year_is_not_a_clock(timeml):
    assert found(timeml, "throwback @ 1999") == {"1999": ("DATE", "1999")}


@pytest.mark.parametrize("text,expected", [
    ("exam fri 8/22 pray for me", {"fri 8/22": ("DATE", "2014-08-22")}),
    ("moving day: Saturday, 9/6", {"Saturday, 9/6": ("DATE", "2014-09-06")}),
    ("8/22 is my last day off", {"8/22": ("DATE", "2014-08-22")}),
    ("12/25 cant come soon enough", {"12/25": ("DATE", "2014-12-25")}),
])
def test_a_month_and_day_with_a_weekday_or_as_a_subject_is_a_date(timeml, text, expected):
    found_ = found(timeml, text)
    assert {k: v for k, v in found_.items() if k in expected} == expected


@pytest.mark.parametrize("text", ["1/2 is gone already", "3/4 was eaten"])
def test_a_fraction_before_a_verb_stays_a_number(timeml, text):
    assert found(timeml, text) == {}


@pytest.mark.parametrize("text,expected", [
    ("call me at quarter to 9 tonight", {"quarter to 9 tonight": ("TIME", "2014-08-13T20:45")}),
    ("see u 7:45 tonight", {"7:45 tonight": ("TIME", "2014-08-13T19:45")}),
    ("flight at 5am tonight", {"5am tonight": ("TIME", "2014-08-13T05:00")}),
    ("7:45 this morning was rough", {"7:45 this morning": ("TIME", "2014-08-13T07:45")}),
])
def test_a_bare_clock_before_tonight_is_in_the_evening(timeml, text, expected):
    """'7:45 tonight' was 07:45; a clock with its own am/pm, or before a morning, keeps its hour."""
    assert found(timeml, text) == expected
