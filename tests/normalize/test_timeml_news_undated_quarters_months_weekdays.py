"""TIMEX3 values of news under ``convention="timeml"``, round 2 of issue 19: the fiscal quarter of the reference
year, a month without a year dated by the past tense of its clause.

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt

import pytest
from timeml_news import values_on

FRIDAY = dt.date(1989, 10, 27)


values = values_on(FRIDAY)


@pytest.mark.parametrize("text,phrase,expected", [
    ("Delta earned a record in the fiscal first quarter.", "the fiscal first quarter", "1989-Q1"),
    ("Net income rose 12% in the fiscal-second quarter.", "the fiscal-second quarter", "1989-Q2"),
    ("The fiscal fourth quarter will be weaker, the company said.", "The fiscal fourth quarter", "1989-Q4"),
])
def test_a_fiscal_quarter_without_a_year_is_that_quarter_of_the_reference_year(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


@pytest.mark.parametrize("text,phrase,expected", [
    # the nearest March is five months ahead, but the clause is in the past: the March before
    ("In March, the company received a subpoena from regulators.", "March", "1989-03"),
    ("He stepped down as chairman and chief executive in March.", "March", "1989-03"),
    ("The retailer switched to a calendar year in December.", "December", "1988-12"),
    ("The shares have fallen since August, when they traded at $40.", "August", "1989-08"),
])
def test_a_month_without_a_year_in_a_past_clause_is_the_one_before(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


@pytest.mark.parametrize("text,phrase,expected", [
    # passive or infinitive after "is"/"to", a plan or an arrangement, a payment or effective date: the date
    # after, as without a cue
    ("The sale is expected to close in March.", "March", "1990-03"),
    ("Protesters planned a large rally in March.", "March", "1990-03"),
    ("We rented the cabin for March.", "March", "1990-03"),
    ("The board declared a dividend payable Dec. 15 to holders of record.", "Dec. 15", "1989-12-15"),
    ("The board named a new chief, effective Feb. 1.", "Feb. 1", "1990-02-01"),
    # a regular past form that opens its clause has no subject: a participle, not a past cue
    ("Staffed from March to June.", "March", "1990-03"),
])
def test_plans_passives_and_payment_dates_are_no_past_cue(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


@pytest.mark.parametrize("text,ref,phrase,expected", [
    # the nearest Thursday is three days ahead; a possessive makes it the one before
    ("The offer is a 24% premium over Thursday's closing price.", dt.date(1989, 10, 30), "Thursday", "1989-10-26"),
    # the possessive wins over the future of the clause around it
    ("Lawyers will look for ways around Wednesday’s ruling.", dt.date(2000, 1, 7), "Wednesday", "2000-01-05"),
    # the reference day itself is not in the past of a possessive: "Friday's edition" of a Friday paper
    ("Friday's edition of the paper ran the letter.", FRIDAY, "Friday", "1989-10-27"),
])
def test_a_possessive_weekday_is_on_or_before_the_reference_day(timeml, text, ref, phrase, expected):
    assert values(timeml, text, ref)[phrase] == expected


def test_a_contraction_before_a_weekday_is_no_possessive(timeml):
    assert values(timeml, "It's Monday.")["Monday"] == "1989-10-30"
