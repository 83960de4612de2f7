"""Dates as tweets write them (issue 19, round 2 on tweets): a range of days with one month ("10-12 October",
"2-4 July 2013", "April 8-12") is two TIMEX3s, the bare end taking the month (and year) of the other, as TimeML
annotates a range; and a day before "May" with an ordinal suffix ("from 16th May") is a date, where a bare number
before lower-case "may" stays the verb; an abbreviated month alone after a preposition ("in Jun") is a date.
Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2013, 6, 28)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(settings=TaggerSettings(convention="timeml"))


def found(tagger: TemporalTagger, text: str) -> List[Tuple[str, str, str]]:
    return [(t.text, t.value, t.label) for t in tagger.tag(text, REF)]


@pytest.mark.parametrize("text,expected", [
    ("Join the workshop (2-4 July 2013) at the studio!",
     [("2", "2013-07-02", "DATE"), ("4 July 2013", "2013-07-04", "DATE")]),
    ("The fair runs 10-12 October at the hall.",
     [("10", "2013-10-10", "DATE"), ("12 October", "2013-10-12", "DATE")]),
    ("Trip dates: 14 - 24 August 2014, seats are limited",
     [("14", "2014-08-14", "DATE"), ("24 August 2014", "2014-08-24", "DATE")]),
    ("Open studio days, August 8-12 http://example.com",
     [("August 8", "2013-08-08", "DATE"), ("12", "2013-08-12", "DATE")]),
])
def test_a_range_of_days_with_one_month_is_two_timexes(timeml, text, expected):
    assert found(timeml, text) == expected


def test_a_score_before_the_verb_may_is_no_range(timeml):
    assert found(timeml, "They won 3-1 may be the headline") == []


@pytest.mark.parametrize("text,phrase,value", [
    ("New phone on sale from 16th May: preorder today", "16th May", "2013-05-16"),
    ("Away from home from 17th May to 17th June", "17th May", "2013-05-17"),
    ("We fly out on 16 May with the team", "16 May", "2013-05-16"),
])
def test_a_day_before_may_is_a_date(timeml, text, phrase, value):
    assert (phrase, value, "DATE") in found(timeml, text)


def test_a_number_before_the_verb_may_is_no_date(timeml):
    assert found(timeml, "Only the 16 may enter the hall") == []


@pytest.mark.parametrize("text,phrase,value", [
    ("Need to study hard for the exam in Jun", "Jun", "2013-06"),
    ("The renovation will finish by Dec. they say", "Dec.", "2013-12"),
])
def test_an_abbreviated_month_after_a_preposition_is_a_date(timeml, text, phrase, value):
    assert (phrase, value, "DATE") in found(timeml, text)


def test_an_abbreviated_month_with_its_day_stays_one_date(timeml):
    assert found(timeml, "Forms are due by Dec. 10 at the office") == [("Dec. 10", "2013-12-10", "DATE")]


def test_jan_after_a_preposition_is_a_name(timeml):
    assert found(timeml, "Got a lovely letter from Jan and Piet") == []
