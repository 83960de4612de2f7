"""Extents: "months ago", "soon" in a past story, "over three years", ages, SETs, month ends (round 4).

TIMEX3 extents under ``convention="timeml"``, round 4 of issue 19: groups of extent errors left on the
TempEval-3 training data, the tweets and WikiWars ("months ago" cut to "months", "soon" in a past narrative,
"over three years"), one test per phenomenon.

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import REF, spans, values


@pytest.mark.parametrize("text,phrase,expected", [
    ("The plant, which only months ago was losing money, is now profitable.", "months ago", "PAST_REF"),
    ("The general resigned and died weeks later of his wound.", "weeks later", "FUTURE_REF"),
    ("A few days later, the company announced lower earnings.", "A few days later", "FUTURE_REF"),
    ("The troops had landed several months earlier.", "several months earlier", "PAST_REF"),
])
def test_an_unspecified_number_of_units_ago_or_later_is_one_timex(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


@pytest.mark.parametrize("text", [
    "The army soon intervened to assist its ally.",
    "He was soon released and appeared in court the next morning.",
    "The island soon became a focal point for both sides.",
])
def test_soon_in_a_past_narrative_is_no_timex(timeml, text):
    assert "soon" not in spans(timeml, text)


@pytest.mark.parametrize("text", [
    "The company soon will begin selling boxes for less.",
    "Prosecutors may soon seek an indictment.",
    "Rising costs may soon need a new budget.",
])
def test_soon_about_the_future_stays_a_timex(timeml, text):
    assert values(timeml, text).get("soon") == "FUTURE_REF"


@pytest.mark.parametrize("text,phrase", [
    ("The current system has evolved over several years.", "several years"),
    ("The remaining funds can be used over three years for acquisitions.", "three years"),
    ("The fire was lit in under 10 minutes.", "10 minutes"),
])
def test_over_before_a_count_is_the_preposition_of_a_span(timeml, text, phrase):
    found = {t.text: t for t in timeml.tag(text, REF)}
    assert phrase in found and found[phrase].mod is None


@pytest.mark.parametrize("text,phrase", [
    ("The inspection is likely to last over a week.", "over a week"),
    ("Just over an hour later, he was declared dead.", "over an hour"),
])
def test_over_before_one_unit_stays_more_than(timeml, text, phrase):
    found = {t.text: t for t in timeml.tag(text, REF)}
    assert phrase in found and found[phrase].mod == "MORE_THAN"


@pytest.mark.parametrize("text", [
    "She will go to Miami to bring the six-year-old boy home.",
    "He arrived with his wife and their 6-month-old son.",
    "The average serviceman was nineteen years old.",
])
def test_an_age_in_words_or_a_childs_age_in_months_is_no_timex(timeml, text):
    assert spans(timeml, text) == []


def test_the_age_of_a_thing_in_months_is_one_timex_with_old(timeml):
    assert values(timeml, "Extremists oppose the IRA's 8-month-old truce.").get("8-month-old") == "P8M"


@pytest.mark.parametrize("text,phrase,expected", [
    ("Two new flights would leave on Monday and Tuesday nights.", "Tuesday nights", "XXXX-WXX-2TNI"),
    ("Monday mornings should be kept for planning.", "Monday mornings", "XXXX-WXX-1TMO"),
    ("One child goes missing every 40 seconds.", "every 40 seconds", "PT40S"),
    ("The committee meets every two weeks.", "every two weeks", "P2W"),
    ("My friends get prettier every single day.", "every single day", "P1D"),
])
def test_sets_with_a_count_or_a_plural_part_of_day_are_one_timex(timeml, text, phrase, expected):
    found = {t.text: t for t in timeml.tag(text, REF)}
    assert phrase in found and (found[phrase].label, found[phrase].value) == ("SET", expected)


def test_a_weekday_with_its_day_of_the_month_is_one_timex(timeml):
    assert values(timeml, "Friday the 13th... how do you like me now", dt.date(2014, 6, 13)).get(
        "Friday the 13th") == "2014-06-13"


@pytest.mark.parametrize("text,phrase", [
    ("The goal is to put 40,000 troops in the region by the end of the month.", "the end of the month"),
    ("The store will close both outlets by end of the month.", "end of the month"),
])
def test_the_end_of_the_month_is_one_timex(timeml, text, phrase):
    found = {t.text: t for t in timeml.tag(text, REF)}
    assert phrase in found and (found[phrase].value, found[phrase].mod) == ("1989-10", "END")


@pytest.mark.parametrize("text,expected", [
    ("He is to appear before a magistrate judge in Manhattan at midday, officials said.", "1989-10-27T12:00"),
    ("Reserve me seating midday at the Bear Hotel.", "1989-10-27TMD"),
])
def test_midday_is_a_timex_noon_after_at_else_the_part_of_day_md(timeml, text, expected):
    assert values(timeml, text).get("midday") == expected


def test_the_next_morning_is_one_timex_the_morning_after(timeml):
    assert values(timeml, "He appeared in court the next morning.").get("the next morning") == "1989-10-28TMO"


def test_a_vague_quantity_before_before_keeps_its_quantity_word(timeml):
    found = values(timeml, "He said so in an interview several months before he took office.")
    assert found.get("several months") == "PXM"


def test_a_decimal_number_of_hours_is_one_timex(timeml):
    assert values(timeml, "MADE IT AFTER 2.5 HRS OF TREKKING UP").get("2.5 HRS") == "PT2H30M"


@pytest.mark.parametrize("text,phrase", [
    (":: Day 2 of ramadhan : black pepper chicken rice", "Day 2"),
    ("Red dress for cny day 1 hope everyone had a great time", "day 1"),
])
def test_day_and_its_number_is_one_timex(timeml, text, phrase):
    assert values(timeml, text).get(phrase) == "P1D"


def test_day_and_its_number_before_a_colon_is_one_timex_but_not_a_clock(timeml):
    assert values(timeml, "RNR Day 1: Death railway from Thailand to Burma").get("Day 1") == "P1D"
    assert "day 1" not in values(timeml, "The meeting on day 1:30 was cancelled")


def test_last_before_a_count_without_an_article_belongs_to_the_timex(timeml):
    assert values(timeml, "Last two days to get extra $10 off at our store").get("Last two days") == "P2D"


def test_this_month_with_its_year_is_one_timex(timeml):
    assert values(timeml, "Join the photographer this August 2013 for a workshop.").get("this August 2013") == "2013-08"


def test_the_month_of_april_is_one_timex(timeml):
    found = values(timeml, "A special class for the month of April: circuit training.")
    assert found.get("the month of April", "").endswith("-04")


def test_past_before_a_clock_time_stays_out(timeml):
    found = spans(timeml, "The meeting ran until past 10 p.m. on Tuesday.")
    assert found and not any(text.lower().startswith("past") for text in found)
