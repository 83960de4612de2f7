"""Spelled-out years after a month or a season, and quarters of a report (v21-).

English TIMEX3 values under ``convention="timeml"`` (issue 19, rule prefix ``v21-``): "January nineteen
ninety-seven" and "the winter of nineteen ninety-four" (broadcast transcripts) are one date each; "the first two
quarters of 1990" is a half of the year; "the quarter a year ago" and "the 1988 quarter" in a report on a quarter
are that quarter of the year named or a year back.
Sentences are written for these tests; none comes from the gold corpora or the news probe.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict, Tuple

import pytest

from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2014, 10, 29)  # a Wednesday


def found(tagger: TemporalTagger, text: str, ref: dt.date = REF) -> Dict[str, Tuple[str, str]]:
    return {t.text: (t.label, t.value) for t in tagger.tag(text, ref)}


# -- a month or a season with its year in words ----------------------------------------------------------------------

@pytest.mark.parametrize("text,phrase,value", [
    ("January nineteen ninety-seven. A second bomb went off in Atlanta.", "January nineteen ninety-seven", "1997-01"),
    ("Prices last fell this low in March of nineteen eighty-six.", "March of nineteen eighty-six", "1986-03"),
    ("The talks broke down in June twenty twelve.", "June twenty twelve", "2012-06"),
    ("Oil sank to the level we saw in the winter of nineteen ninety-four.", "the winter of nineteen ninety-four",
     "1994-WI"),
    ("The band toured Europe in the summer of nineteen eighty-nine.", "the summer of nineteen eighty-nine",
     "1989-SU"),
])
def test_a_month_or_season_with_a_spelled_year_is_one_date_of_that_year(timeml, text, phrase, value):
    assert found(timeml, text)[phrase] == ("DATE", value)


def test_a_month_before_a_spelled_count_stays_the_month_alone(timeml):
    got = found(timeml, "In March nineteen ninety people signed the letter.")
    assert "March nineteen ninety" not in got
    assert got["March"][0] == "DATE"


def test_a_spelled_year_without_a_month_is_the_year(timeml):
    assert found(timeml, "The station opened in nineteen ninety-six.")["nineteen ninety-six"] == ("DATE", "1996")


# -- "the first two quarters of 1990" ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text,phrase,value", [
    ("The slump may last through the first two quarters of 2015.", "the first two quarters of 2015", "2015-H1"),
    ("Sales recovered in the last two quarters of 2013.", "last two quarters of 2013", "2013-H2"),  # TimeML: no "the"
    ("Orders rose in the first two quarters of fiscal 2014.", "the first two quarters of fiscal 2014", "2014-H1"),
])
def test_two_quarters_of_a_year_are_its_half(timeml, text, phrase, value):
    assert found(timeml, text)[phrase] == ("DATE", value)


def test_two_quarters_without_a_year_stay_a_duration(timeml):
    assert found(timeml, "Sales rose in the first two quarters.")["the first two quarters"] == ("DURATION", "P2Q")


# -- quarters of a report ----------------------------------------------------------------------------------------------

def test_the_quarter_a_year_ago_is_the_reported_quarter_a_year_back(timeml):
    text = ("The utility posted a third-quarter loss of $12 million. For the quarter a year ago, it earned "
            "$3 million.")
    got = found(timeml, text)
    assert got["the quarter a year ago"] == ("DATE", "2013-Q3")
    assert "the quarter" not in got and "a year ago" not in got


def test_the_same_quarter_a_year_earlier_follows_the_report(timeml):
    text = "Net income rose in the second quarter from $4 million in the same quarter a year earlier."
    assert found(timeml, text)["the same quarter a year earlier"] == ("DATE", "2013-Q2")


def test_the_quarter_a_year_ago_without_a_report_counts_from_the_reference_date(timeml):
    # no quarter named before it: the quarter before the reference date's (2014-Q3), a year back
    assert found(timeml, "For the quarter a year ago, it earned $3 million.")["the quarter a year ago"] == \
        ("DATE", "2013-Q3")


def test_the_quarter_alone_is_still_the_reported_quarter(timeml):
    got = found(timeml, "Third-quarter sales fell 4%. In the quarter, the company sold two plants.")
    assert got["the quarter"] == ("DATE", "2014-Q3")


def test_the_year_quarter_in_a_report_is_that_quarter_of_the_year(timeml):
    text = "The company said its third-quarter earnings will fall. It earned $376,000 in the 2013 quarter."
    assert found(timeml, text)["the 2013 quarter"] == ("DATE", "2013-Q3")


def test_the_year_quarter_outside_a_report_keeps_the_year(timeml):
    assert found(timeml, "It earned $376,000 in the 2013 quarter.")["the 2013 quarter"] == ("DATE", "2013")
