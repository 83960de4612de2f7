"""TIMEX3 values and extents of news under ``convention="timeml"`` (issue 19, item 3): a bare weekday takes the
tense of its clause, unspecified quantities of units are one TIMEX3 with their unit, adverbs that order events
are no TIMEX3.

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import values_on

FRIDAY = dt.date(1989, 10, 27)


values = values_on(FRIDAY)


@pytest.mark.parametrize("text,phrase,expected", [
    # the nearest Monday is three days ahead, but the clause is in the past: the Monday before
    ("Paribas said Monday that it intends to raise its stake.", "Monday", "1989-10-23"),
    ("The company told customers Monday about the bugs.", "Monday", "1989-10-23"),
    ("The stock fell sharply Thursday amid concerns over the audit.", "Thursday", "1989-10-26"),
    # the nearest Tuesday is three days back, but the clause is about the future: the Tuesday after
    ("The shares will resume trading in Paris Tuesday.", "Tuesday", "1989-10-31"),
])
def test_a_bare_weekday_takes_the_tense_of_its_clause(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


def test_a_weekday_without_a_cue_is_the_nearest(timeml):
    assert values(timeml, "Trading resumes Monday.")["Monday"] == "1989-10-30"


@pytest.mark.parametrize("text,phrase,expected", [
    ("The talks could take several months.", "several months", "PXM"),
    ("Prices have risen over the past few weeks.", "the past few weeks", "PXW"),
    ("The plant will stay closed for the next few years.", "the next few years", "PXY"),
    ("The strike lasted months.", "months", "PXM"),
])
def test_an_unspecified_number_of_units_is_one_timex_with_its_unit(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


def test_recent_with_its_unit_is_one_timex(timeml, rag):
    text = "Kidnappings have become common in recent years."
    assert values(timeml, text) == {"recent years": "PXY"}  # round 3: TimeBank's PXY, not PAST_REF
    # the years do not change with the extent
    assert [t.years for t in rag.tag(text, FRIDAY)] == [t.years for t in rag.tag("in recent times", FRIDAY)]


@pytest.mark.parametrize("word", ["previously", "eventually", "shortly", "formerly"])
def test_adverbs_that_order_events_are_no_timex_under_timeml(timeml, rag, word):
    text = f"The plant was {word} sold to a rival."
    assert values(timeml, text) == {}
    assert word in values(rag, text)  # the rag convention keeps them


@pytest.mark.parametrize("text,phrase,expected,mod", [
    ("Shipments should resume by the end of April.", "the end of April", "1990-04", "END"),
    ("The plant opens at the start of 1991.", "the start of 1991", "1991", "START"),
    ("Talks resumed in the middle of October.", "the middle of October", "1989-10", "MID"),
])
def test_a_part_of_a_date_is_in_its_timex_with_mod(timeml, text, phrase, expected, mod):
    found = {t.text: (t.value, t.mod) for t in timeml.tag(text, dt.date(1990, 2, 1))}
    assert found[phrase] == (expected, mod)


def test_a_part_of_a_date_keeps_its_years(timeml):
    text = "Shipments should resume by the end of 1991."
    assert [t.years for t in timeml.tag(text, FRIDAY)] == [t.years for t in timeml.tag("In 1991.", FRIDAY)]


@pytest.mark.parametrize("text,phrase", [
    ("Net rose 5% in the third quarter from $3 million in the year-ago quarter.", "the year-ago quarter"),
    ("Sales in the third quarter climbed; in the year-earlier period they fell.", "the year-earlier period"),
    ("Third-quarter net fell, compared with the comparable year-ago quarter.", "the comparable year-ago quarter"),
])
def test_a_year_ago_period_is_one_timex_with_its_head_noun(timeml, text, phrase):
    assert values(timeml, text)[phrase] == "1988-Q3"


def test_a_weekday_with_its_date_is_one_timex(timeml):
    text = "The Times said in an editorial on Saturday, April 25: the court took a detour."
    assert values(timeml, text, dt.date(1998, 4, 24)) == {"Saturday, April 25": "1998-04-25"}


@pytest.mark.parametrize("text,phrase,expected", [
    ("It wasn't until twenty years after the first astronauts were chosen that a woman flew.", "twenty years", "P20Y"),
    ("The move comes barely a month after the airline suspended flights.", "a month", "P1M"),
])
def test_a_shift_forward_from_no_time_of_the_text_is_a_duration(timeml, text, phrase, expected):
    found = {t.text: (t.value, t.label, t.years) for t in timeml.tag(text, FRIDAY)}
    value, label, years = found[phrase]
    assert (value, label) == (expected, "DURATION")
    assert not years  # no years, as before


def test_a_shift_forward_from_a_time_of_the_text_stays_a_date(timeml):
    found = values(timeml, "In 1980 the plant opened. Two years later it closed.")
    assert found["Two years later"] == "1982"
