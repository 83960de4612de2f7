"""Tweets: lower-case "wed" / "mon" with a part of day, "half an hr", "2+ hrs ago", "2 wks from sat" (w18-).

Issue 19, branch h19w (rule prefix ``w18-``): tweet TIMEX3s of the seventh tweet probe round under
``convention="timeml"``: a lower-case "wed" / "mon" with its part of the day or after a clock time, the tweet
spellings "half an hr" and "an hr and a half", "2+ hrs ago", a lower-case "jan" / "mar" after "since", "till",
..., "2 wks from sat", and a bare hour right before "tmrw". Sentences are written for these tests; none comes from
a gold corpus or the probe files. Read on Wednesday 2014-08-13 (ISO week 33)."""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2014, 8, 13)


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


@pytest.mark.parametrize("text,expected", [
    # a lower-case 'wed' / 'mon' before a part of the day (was 'night' alone, the text's day)
    ("pub quiz wed night, who's in", {"wed night": ("TIME", "2014-08-13TNI")}),
    ("see u mon morning for the standup", {"mon morning": ("TIME", "2014-08-18TMO")}),
    ("they got wed in vegas", {}),
    # a clock time before a lower-case 'wed' / 'mon' (was the clock time alone, on the text's day)
    ("see u 9pm mon for the finale", {"9pm mon": ("TIME", "2014-08-18T21:00")}),
    ("dentist 11 am wed ugh", {"11 am wed": ("TIME", "2014-08-13T11:00")}),
    # the tweet spellings of half an hour and an hour and a half (were 'an hr', PT1H)
    ("waited half an hr for a table", {"half an hr": ("DURATION", "PT30M")}),
    ("the movie was 2 hrs and a half smh", {"2 hrs and a half": ("DURATION", "PT2H30M")}),
    ("an hour & a half on the phone w my mom", {"an hour & a half": ("DURATION", "PT1H30M")}),
    # 'N+ units ago' is one DATE, as 'N units ago' (was the DURATION 'N+ hrs' without 'ago')
    ("she texted 3+ hrs ago and nothing since", {"3+ hrs ago": ("DATE", "2014-08-13")}),
    ("moved out 5+ yrs ago", {"5+ yrs ago": ("DATE", "2009")}),
    # a lower-case 'jan' / 'mar' after a preposition of time is the month; a capitalised 'Jan' is a name
    ("been vegan since jan", {"jan": ("DATE", "2014-01")}),
    ("been saving up since mar", {"mar": ("DATE", "2014-03")}),
    ("got a card from Jan today", {"today": ("DATE", "2014-08-13")}),
    # 'N units from' a lower-case weekday abbreviation is one DATE (was a DURATION, and the weekday apart)
    ("the wedding is 2 wks from sat", {"2 wks from sat": ("DATE", "2014-08-30")}),
    ("a week from fri we leave for lisbon", {"a week from fri": ("DATE", "2014-08-22")}),
    ("2 days from sun exposure my skin peeled", {"2 days": ("DURATION", "P2D")}),
    # a bare hour before a tweet spelling of tomorrow is its clock time (read as written, as '5 tomorrow')
    ("meet at 9 tmrw outside the gym", {"9 tmrw": ("TIME", "2014-08-14T09:00")}),
])
def test_seventh_round_tweet_phrases(timeml, text, expected):
    assert found(timeml, text) == expected
