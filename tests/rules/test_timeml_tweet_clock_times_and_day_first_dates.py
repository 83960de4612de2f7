"""Tweets: a day glued to its month, "twelve noon", clock seconds, day-first dates, "every min" (round 6).

English TIMEX3 extents and values under ``convention="timeml"``, round 6 of issue 19 (branch s19tx): groups of
errors left on the tweets (and a month range of WikiWars). Sentences are written for these tests; none comes from
the gold corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import found_on

REF = dt.date(2014, 8, 10)


found = found_on(REF)  # text -> (label, value) of each expression, read on REF


def test_a_day_glued_to_its_month_then_the_year_is_one_date(timeml):
    assert found(timeml, "exam on 26nov 2015... wish me luck") == {"26nov 2015": ("DATE", "2015-11-26")}


def test_twelve_noon_is_one_time_with_its_number(timeml):
    assert found(timeml, "new collection out later at 12 noon!") == {"12 noon": ("TIME", "2014-08-10T12:00")}


@pytest.mark.parametrize("text,phrase,value", [
    ("finished the race in 1:35:10, a new record", "1:35:10", "2014-08-10T01:35:10"),
    ("the bell rang at 10:30:15 pm sharp", "10:30:15 pm", "2014-08-10T22:30:15"),
])
def test_a_clock_time_with_seconds_is_one_time(timeml, text, phrase, value):
    assert found(timeml, text).get(phrase) == ("TIME", value)


@pytest.mark.parametrize("text,phrase,value", [
    ("AN HOUR THIRTY MINUTES ON THE PHONE", "AN HOUR THIRTY MINUTES", "PT1H30M"),
    ("waited 2 hours and 15 minutes for a cab", "2 hours and 15 minutes", "PT2H15M"),
    ("it took 1 hr 20 mins to get there", "1 hr 20 mins", "PT1H20M"),
])
def test_hours_and_minutes_are_one_duration(timeml, text, phrase, value):
    assert found(timeml, text) == {phrase: ("DURATION", value)}


def test_the_whole_morning_is_one_timex_with_its_article(timeml):
    assert found(timeml, "The whole morning the printer kept jamming") == {
        "The whole morning": ("TIME", "2014-08-10TMO")}


def test_a_dotted_day_month_two_digit_year_is_day_first(timeml):
    assert found(timeml, "A trip down to the museum 27.03.15 http://t.co/x") == {"27.03.15": ("DATE", "2015-03-27")}


def test_half_a_day_is_no_date(timeml):
    assert found(timeml, "he was on 1/2 day leave today").get("1/2 day") == ("DURATION", "P0.5D")


@pytest.mark.parametrize("text,first", [
    ("From April to September 1957 the army held the line.", "April"),
    ("Sales rose between January and March 1998.", "January"),
])
def test_the_first_month_of_a_range_takes_the_year_at_its_end(timeml, text, first):
    year = [v for k, (_, v) in found(timeml, text).items() if k != first][0][:4]
    assert found(timeml, text)[first] == ("DATE", f"{year}-{'04' if first == 'April' else '01'}")


def test_every_min_is_a_set(timeml):
    assert found(timeml, "Every min with her is an adventure") == {"Every min": ("SET", "PT1M")}


def test_last_nights_without_its_apostrophe_is_last_night(timeml):
    assert found(timeml, "photos from last nights game") == {"last nights": ("TIME", "2014-08-09TNI")}


@pytest.mark.parametrize("text,phrase", [
    ("today last day to sign up for the run", "last day"),
    ("That was my last day of holiday job", "last day"),
    ("Sad first day already got homework", "first day"),
])
def test_a_first_or_last_day_in_a_tweet_is_the_day_of_the_tweet(timeml, text, phrase):
    assert found(timeml, text).get(phrase) == ("DATE", "2014-08-10")


@pytest.mark.parametrize("text", ["On his first day in office he signed it.",
                                  "On the final day of the battle the rain came."])
def test_a_first_or_last_day_of_another_story_is_left_alone(timeml, text):
    assert not {"first day", "final day", "the final day"} & set(found(timeml, text))


@pytest.mark.parametrize("text,phrase,value", [
    ("Registration closes 15.08.2014 at the counter", "15.08.2014", "2014-08-15"),
    ("Registration closes 15-08-2014 at the counter", "15-08-2014", "2014-08-15"),
    ("see you guys on 23/8!", "23/8", "2014-08-23"),
])
def test_a_numeric_date_that_can_only_be_day_first_is_read_so(timeml, text, phrase, value):
    assert found(timeml, text).get(phrase) == ("DATE", value)


def test_an_ambiguous_dashed_date_stays_month_first(timeml):
    assert found(timeml, "Registration closes 04-05-2014 online").get("04-05-2014") == ("DATE", "2014-04-05")


@pytest.mark.parametrize("text", ["A second group of students joined.", "They planned a second attack.",
                                  "Set up a second instagram account!", "He won for a second time."])
def test_a_second_before_a_noun_is_the_ordinal(timeml, text):
    assert found(timeml, text) == {}


@pytest.mark.parametrize("text", ["wait a second", "in a second I will call", "it took a second or two"])
def test_a_second_as_a_duration_stays(timeml, text):
    assert found(timeml, text).get("a second") == ("DURATION", "PT1S")


@pytest.mark.parametrize("text,phrase,day", [
    ("Voting closes this Fri night, 2359!!", "this Fri night", "this Fri"),
    ("Party at mine this Friday night", "this Friday night", "this Fri"),
    ("See you Sat night!", "Sat night", "see you on Sat"),  # r10-: "see" points ahead (TENSE_FUTURE)
])
def test_a_weekday_with_this_or_abbreviated_takes_its_part_of_day(timeml, text, phrase, day):
    date = list(found(timeml, day).values())[0][1]  # the day the weekday alone resolves to
    assert found(timeml, text) == {phrase: ("TIME", date + "TNI")}


def test_christmas_with_its_part_of_day_is_one_time(timeml):
    assert found(timeml, "Healthy lifestyle on a Xmas evening.") == {
        "Xmas evening": ("TIME", found(timeml, "Xmas")["Xmas"][1] + "TEV")}


def test_a_christmas_tree_is_no_timex(timeml):
    assert found(timeml, "Selfie inside a Christmas tree at the mall") == {}


@pytest.mark.parametrize("text,first,second", [
    ("I spend what 10-12 hours locked up in my room", ("10", "PT10H"), ("12 hours", "PT12H")),
    ("delivery takes 2-3 days here", ("2", "P2D"), ("3 days", "P3D")),
])
def test_a_range_of_counts_before_a_unit_is_its_two_durations(timeml, text, first, second):
    assert found(timeml, text) == {first[0]: ("DURATION", first[1]), second[0]: ("DURATION", second[1])}


@pytest.mark.parametrize("text,phrase,label", [
    ("Going to school on a sunday :(", "a sunday", "DATE"),
    ("Watching drama on a Sunday evening at home", "a Sunday evening", "TIME"),
])
def test_on_a_weekday_takes_its_article(timeml, text, phrase, label):
    assert [(k, v[0]) for k, v in found(timeml, text).items()] == [(phrase, label)]


def test_every_abbreviated_weekday_is_a_set(timeml):
    assert found(timeml, "a bit stupid every mon got parade").get("every mon") == ("SET", "XXXX-WXX-1")


@pytest.mark.parametrize("text,phrase,expected", [
    ("waited half an hour for the bus", "half an hour", ("DURATION", "PT30M")),
    ("took 1/2 hr to get there", "1/2 hr", ("DURATION", "PT30M")),
    ("ytd night was fun", "ytd night", ("TIME", "2014-08-09TNI")),
    ("see you all 15aug at the park", "15aug", ("DATE", "2014-08-15")),
    ("I run everyday.", "everyday", ("SET", "P1D")),
])
def test_more_tweet_forms(timeml, text, phrase, expected):
    assert found(timeml, text).get(phrase) == expected


def test_everyday_before_a_noun_is_the_adjective(timeml):
    assert found(timeml, "Such risk taking is an everyday matter for him") == {}
