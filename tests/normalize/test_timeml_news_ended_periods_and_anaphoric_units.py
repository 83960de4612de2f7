"""News values: "the year ended" a date, future modals, "the following" / "previous" units (round 4).

TIMEX3 values of news under ``convention="timeml"``, round 4 of issue 19: one case per phenomenon fixed.

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict, List

import pytest

from spacy_tempoeval.normalize.timexes import Timex
from spacy_tempoeval.tagger import TemporalTagger

WEDNESDAY = dt.date(1989, 11, 1)


def found(tagger: TemporalTagger, text: str, ref: dt.date = WEDNESDAY) -> Dict[str, Timex]:
    return {t.text: t for t in tagger.tag(text, ref)}


def values(tagger: TemporalTagger, text: str, ref: dt.date = WEDNESDAY) -> Dict[str, str]:
    return {text: t.value for text, t in found(tagger, text, ref).items()}


@pytest.mark.parametrize("text,phrase", [
    ("The utility had revenue of $76 million for the year ended March 31.", "the year"),
    ("It expects net income in the year ending June 30, 1990, to fall.", "the year"),
    ("In the fiscal year ended Jan. 31, the company reported sales of $1 billion.", "the fiscal year"),
])
def test_the_year_ended_a_date_is_the_year_long_stretch(timeml, text, phrase):
    t = found(timeml, text)[phrase]
    assert (t.value, t.label) == ("P1Y", "DURATION")
    assert 1989 in t.years  # the focus years do not change


def test_the_week_ended_a_date_is_a_week_long_stretch(timeml):
    t = found(timeml, "Volume rose 12% in the week ended Friday.")["the week"]
    assert (t.value, t.label) == ("P1W", "DURATION")


@pytest.mark.parametrize("text,phrase,expected", [
    ("For the year, sales rose 13%.", "the year", "1989"),
    ("Sales for the full year were $6.6 billion.", "the full year", "1989"),
])
def test_the_year_without_an_end_date_stays_the_year(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


def test_the_year_ended_keeps_the_year_under_rag(rag):
    spans: List[Timex] = rag.tag("Revenue was $76 million for the year ended March 31.", WEDNESDAY)
    assert all(t.value != "P1Y" for t in spans)


NEWS_WITH_AN_OLD_YEAR = ("The three countries, invited to join the alliance in Madrid in July 1997, will formally "
                         "join on March 12. The minister will then travel to Washington on March 15.")


@pytest.mark.parametrize("phrase,expected", [("March 12", "1999-03-12"), ("March 15", "1999-03-15")])
def test_a_date_a_future_modal_points_to_is_ahead_even_when_the_text_reads_as_a_narrative(timeml, phrase, expected):
    # one explicit year, far from the reference date and no deictic word: read as a narrative, whose dates
    # without a year would take 1997; "will" says they lie after the reference date
    assert values(timeml, NEWS_WITH_AN_OLD_YEAR, dt.date(1999, 2, 27))[phrase] == expected


def test_a_future_modal_date_is_ahead_under_rag_too(rag):
    t = found(rag, NEWS_WITH_AN_OLD_YEAR, dt.date(1999, 2, 27))["March 12"]
    assert t.value == "1999-03-12" and t.years.min == 1999


def test_would_in_a_story_keeps_the_story_year(timeml):
    text = ("In 1962 the crisis began. In October the president said he would speak on October 22. "
            "In 1963 the treaty was signed.")
    assert values(timeml, text, dt.date(2010, 5, 1))["October 22"] == "1962-10-22"


@pytest.mark.parametrize("text,phrase,ref,expected", [
    # "supposed" is no past cue, "supposed to" a plan: the May ahead (written in March)
    ("The talks are supposed to conclude by May, officials said.", "May", dt.date(1998, 3, 22), "1998-05"),
    # "since" points back: the Oct. 23 before (written in July, when the nearest is the one ahead)
    ("Police have been looking for him since the Oct. 23 shooting.", "Oct. 23", dt.date(1998, 7, 1), "1997-10-23"),
])
def test_supposed_to_points_ahead_and_since_points_back(timeml, text, phrase, ref, expected):
    assert values(timeml, text, ref)[phrase] == expected


@pytest.mark.parametrize("text,phrase,expected", [
    # a date without a year is the last date mentioned: the month after it, not a duration P1M
    ("In March, the company received a bid. The following month, it put itself up for sale.",
     "The following month", "1989-04"),
    ("The strike began Friday. The next day, the mills closed.", "The next day", "1989-10-28"),
    # no date before it: from the reference date
    ("He slept until the next day.", "the next day", "1989-11-02"),
])
def test_the_following_unit_counts_from_the_last_date_mentioned(timeml, text, phrase, expected):
    t = found(timeml, text)[phrase]
    assert (t.value, t.label) == (expected, "DATE")


def test_the_following_unit_does_not_become_the_story_time(timeml):
    text = "Plants will be closed over the next year or so. For the year, sales rose 13%."
    got = values(timeml, text)
    assert got["the next year or so"] == "1990"
    assert got["the year"] == "1989"


def test_the_following_unit_keeps_the_rag_anchoring(rag):
    # rag: without an explicit year, anchoring="auto" reads as "reference" (tests/normalize/test_discourse.py)
    t = found(rag, "In March, the company received a bid. The following month, it put itself up for sale.",
              WEDNESDAY)["The following month"]
    assert t.value != "1989-04"


def test_the_previous_weekday_is_before_the_day_last_mentioned(timeml):
    text = ("London shares closed sharply lower Friday. They were hit by overnight losses in New York. "
            "The index fell 4.5% from the previous Friday.")
    got = values(timeml, text, dt.date(1989, 10, 30))
    assert got["Friday"] == "1989-10-27"
    # the Friday before that Friday; "overnight", dated only by the reference date, is no day the text told of
    assert got["previous Friday"] == "1989-10-20"


def test_last_weekday_still_counts_from_the_reference_date(timeml):
    text = "Shares closed lower Friday. The index fell 4.5% from last Friday's level."
    assert values(timeml, text, dt.date(1989, 10, 30))["last Friday"] == "1989-10-27"


@pytest.mark.parametrize("text,phrase", [
    ("Hate groups have grown over the past year.", "the past year"),
    ("Regulators opened an investigation of the company in the past year.", "the past year"),
])
def test_the_past_year_is_the_year_before(timeml, text, phrase):
    t = found(timeml, text)[phrase]
    assert (t.value, t.label) == ("1988", "DATE")


def test_the_past_n_years_stay_a_duration(timeml):
    assert values(timeml, "Profit rose over the past two years.")["the past two years"] == "P2Y"


def test_the_past_year_keeps_its_rag_years(rag):
    t = found(rag, "Hate groups have grown over the past year.", WEDNESDAY)
    (only,) = t.values()
    assert set(only.years) >= {1988, 1989}


def test_a_year_earlier_counts_from_the_last_date_not_an_older_year(timeml):
    # news, not a narrative: the shares closed yesterday
    text = ("The shares closed yesterday at $24. Net was below the 1987 level. In this year's third quarter, "
            "net was $10.5 million, compared with $10.3 million a year earlier.")
    assert values(timeml, text, dt.date(1989, 10, 26))["a year earlier"] == "1988-Q3"


def test_a_year_earlier_after_an_explicit_year_alone_still_counts_from_it(timeml):
    text = "The plant opened in 1975. A year earlier, the site had been sold."
    assert values(timeml, text, dt.date(1989, 10, 26))["A year earlier"] == "1974"


def test_a_year_earlier_in_a_report_on_last_years_quarter_is_that_quarter_a_year_before(timeml):
    # written in February 2013 on the fourth quarter of 2012: a year earlier is 2011's fourth quarter
    t = found(timeml, "Sales in the fourth quarter rose 10 percent from a year earlier.",
              dt.date(2013, 2, 14))["a year earlier"]
    assert t.value == "2011-Q4" and 2011 in t.years and 2012 not in t.years


def test_a_year_earlier_in_a_report_on_this_years_quarter_is_unchanged(timeml):
    t = found(timeml, "Third-quarter profit rose to $5 million from $4 million a year earlier.")["a year earlier"]
    assert t.value == "1988-Q3"


def test_the_year_of_a_report_on_last_years_fourth_quarter_is_that_year(timeml):
    text = "Fourth-quarter profit rose 10 percent. For the year, profit rose 5 percent."
    t = found(timeml, text, dt.date(2013, 1, 10))["the year"]
    assert t.value == "2012" and set(t.years) == {2012}
    # a report on this year's quarter keeps the reference year
    assert values(timeml, "Third-quarter profit rose. For the year, profit rose 5%.")["the year"] == "1989"


@pytest.mark.parametrize("text,phrase,expected", [
    ("The trial begins Monday.", "Monday", "2013-02-18"),
    ("The session resumes Tuesday in Brussels.", "Tuesday", "2013-02-19"),
])
def test_a_scheduled_present_points_ahead(timeml, text, phrase, expected):
    # written on Thursday Feb. 14, 2013: the Monday (Tuesday) ahead, though the one before is nearer
    assert values(timeml, text, dt.date(2013, 2, 14))[phrase] == expected
