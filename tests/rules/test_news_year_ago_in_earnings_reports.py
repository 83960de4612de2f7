"""Issue 19, branch h19m (prefix ``m17-``): TIMEX3 values of year-ago expressions in news under
``convention="timeml"`` (``normalize/quarter_context.py``). Once an earnings report turns from the quarter to the
nine or six months or the half, "a year earlier" / "a year ago" / "year-earlier" is the year a year back (TimeBank
6 of 8), and the next quarter mentioned turns it back to quarters; "the 1988 period" in a report on a quarter is
that quarter of 1988 (TimeBank 2 of 2); outside a quarter report, "a year ago" / "a year earlier" after a month or
a day of the same sentence is that month or day a year back. Sentences are written for these tests; none comes
from a gold corpus or the probe file."""

from __future__ import annotations

import datetime as dt
from typing import Dict

import pytest

from spacy_tempoeval.normalize.quarter_context import year_ago_quarters
from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.rules.files import builtin_rules
from spacy_tempoeval.tagger import TemporalTagger

OCTOBER = dt.date(2014, 10, 22)  # a Wednesday in the fourth quarter: reports on the third
AUGUST = dt.date(2014, 8, 6)
FEBRUARY = dt.date(2014, 2, 11)


@pytest.fixture(scope="module")
def en() -> TemporalTagger:
    return TemporalTagger(builtin_rules("en"), TaggerSettings(convention="timeml"))


@pytest.fixture(scope="module")
def rag() -> TemporalTagger:
    return TemporalTagger(builtin_rules("en"), TaggerSettings())


def found(tagger: TemporalTagger, text: str, ref: dt.date = OCTOBER) -> Dict[str, tuple]:
    return {t.text: (t.label, t.value) for t in tagger.tag(text, ref)}


@pytest.mark.parametrize("text,phrase,value", [
    ("Third-quarter net climbed 6 percent. For the nine months, net slid to $2 billion from $2.2 billion a year "
     "earlier.", "a year earlier", "2013"),
    ("The brewer's third-quarter volume rose. In the first nine months, volume fell 2 percent from a year ago.",
     "a year ago", "2013"),
    ("Third-quarter loss widened. For the nine months, the loss was $40 million, compared with year-ago profit of "
     "$3 million.", "year-ago", "2013"),
])
def test_year_ago_after_the_nine_months_is_the_year(en, text, phrase, value):
    assert found(en, text)[phrase] == ("DATE", value)


def test_year_ago_after_the_six_months_is_the_year(en):
    text = "Second-quarter revenue was flat. Revenue for the six months rose 3 percent from a year earlier."
    assert found(en, text, AUGUST)["a year earlier"] == ("DATE", "2013")


def test_a_quarter_after_the_nine_months_turns_the_report_back_to_quarters(en):
    text = "For the nine months, sales fell 2 percent. Third-quarter sales, however, rose from a year earlier."
    assert found(en, text)["a year earlier"] == ("DATE", "2013-Q3")


def test_year_ago_in_a_quarter_report_is_still_the_quarter(en):
    text = "Third-quarter profit fell to $80 million from $95 million a year ago."
    assert found(en, text)["a year ago"] == ("DATE", "2013-Q3")


@pytest.mark.parametrize("text,phrase,value", [
    ("Third-quarter margins improved. In the 2013 period, the miner wrote down two mines.", "the 2013 period",
     "2013-Q3"),
    ("The lender's third-quarter profit doubled. In the 2014 period, it set aside less for bad loans.",
     "the 2014 period", "2014-Q3"),
])
def test_the_year_period_in_a_quarter_report_is_that_quarter(en, text, phrase, value):
    assert found(en, text)[phrase] == ("DATE", value)


def test_the_year_period_without_a_quarter_is_the_year(en):
    assert found(en, "In the 2013 period, the miner wrote down two mines.")["the 2013 period"] == ("DATE", "2013")


@pytest.mark.parametrize("text,phrase,value,ref", [
    ("Retail sales rose 4 percent in September from a year earlier.", "a year earlier", "2013-09", OCTOBER),
    ("Exports fell to $12 billion in September, from $13 billion a year ago.", "a year ago", "2013-09", OCTOBER),
    ("The gauge closed at 2,010 on Oct. 20, up from 1,750 a year earlier.", "a year earlier", "2013-10-20",
     OCTOBER),
    # written in February about December: "a year earlier" counts from the month, not the reference date
    ("In December, orders were 5 percent higher than a year earlier.", "a year earlier", "2012-12", FEBRUARY),
])
def test_a_year_back_after_a_month_or_day_of_its_sentence(en, text, phrase, value, ref):
    assert found(en, text, ref)[phrase] == ("DATE", value)


@pytest.mark.parametrize("text,phrase,value", [
    # the month is in the sentence before: the year
    ("Retail sales rose in September. A year earlier, they had fallen.", "A year earlier", "2013"),
    # no month or day told of
    ("Retail sales rose 4 percent from a year earlier.", "a year earlier", "2013"),
    # "two years ago" is no year-ago phrase of a comparison
    ("Sales peaked in September, two years ago.", "two years ago", "2012"),
])
def test_a_year_back_stays_the_year_otherwise(en, text, phrase, value):
    assert found(en, text)[phrase] == ("DATE", value)


def test_the_rag_convention_is_unchanged(rag):
    got = found(rag, "Retail sales rose 4 percent in September from a year earlier.")
    assert got["a year earlier"][1] == "2013"


def test_without_the_text_the_month_step_is_skipped(en):
    text = "Retail sales rose 4 percent in September from a year earlier."
    timexes = list(en.tag(text, OCTOBER))
    # the tagger's own output already carries the month; without the text the step leaves a year value alone
    year = [t._replace(value="2013") if t.text == "a year earlier" else t for t in timexes]
    assert [t.value for t in year_ago_quarters(year)] == ["2014-09", "2013"]
    assert [t.value for t in year_ago_quarters(year, text)] == ["2014-09", "2013-09"]


@pytest.mark.parametrize("text,phrase,value", [
    ("Imports fell 3 percent in September from the same month last year.", "the same month last year", "2013-09"),
    ("Third-quarter deliveries rose from the same quarter of last year.", "the same quarter of last year",
     "2013-Q3"),
    ("In August, the gauge rose from the same month a year earlier.", "the same month a year earlier", "2013-08"),
    ("In September, spending rose from the same month of 2012.", "the same month of 2012", "2012-09"),
])
def test_the_same_month_last_year_is_one_timex_a_year_back(en, text, phrase, value):
    got = found(en, text)
    assert got[phrase] == ("DATE", value)
    assert "last year" not in got and "the same month" not in got


def test_the_same_month_last_year_without_a_month_is_the_year(en, rag):
    text = "Orders rose from the same month last year."
    assert found(en, text)["the same month last year"] == ("DATE", "2013")
    assert found(rag, text)["the same month last year"][1] == "2013"


def test_a_year_back_counted_from_the_month_takes_the_months_years(en):
    text = "In December, orders were 5 percent higher than a year earlier."
    t = next(t for t in en.tag(text, FEBRUARY) if t.text == "a year earlier")
    assert t.value == "2012-12"
    assert [list(iv) for iv in t.years.intervals] == [[2012, 2012]]
