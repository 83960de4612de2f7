"""TimeML extents and values under ``convention="timeml"`` (issue 19, items 2-3): signals left out, modifiers and
articles taken in, ranges as two TIMEX3s, sets, parts of day, weekends, "June last year".

Sentences are written for these tests (the issue's own examples); none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(1990, 8, 13)  # a Monday


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(settings=TaggerSettings(convention="timeml"))


@pytest.fixture(scope="module")
def rag() -> TemporalTagger:
    return TemporalTagger()


def spans(tagger: TemporalTagger, text: str) -> List[Tuple[str, str, str]]:
    return [(t.text, t.label, t.value) for t in tagger.tag(text, REF)]


@pytest.mark.parametrize("text,expected", [
    ("It has been independent since 1901.", "1901"),
    ("Prices fell in the past three months.", "the past three months"),
    ("They met in March.", "March"),
    ("He stayed for the past twenty years.", "the past twenty years"),
    ("It was cut off for nearly two years.", "nearly two years"),
    ("She testified for more than four hours.", "more than four hours"),
    ("Profits rose in the first nine months.", "the first nine months"),
    ("Profit fell in the third quarter.", "the third quarter"),
    ("It wasn't until twenty years after the launch.", "twenty years"),
    ("Earlier Sunday, police came.", "Earlier Sunday"),
])
def test_timeml_extent_leaves_out_signals_and_takes_in_modifiers(timeml, text, expected):
    assert [s[0] for s in spans(timeml, text)] == [expected]


def test_timeml_extent_keeps_modifier_of_a_quantity_that_is_also_a_signal(timeml):
    assert spans(timeml, "The tour will last over a week.")[0][0] == "over a week"
    assert spans(timeml, "It rained over the weekend.")[0][0] == "the weekend"


def test_timeml_extent_article_of_another_noun_stays_out(timeml):
    assert spans(timeml, "the eight-year war ended")[0][0] == "eight-year"


def test_timeml_range_is_two_timexes(timeml):
    assert spans(timeml, "from 2019 to 2021") == [("2019", "DATE", "2019"), ("2021", "DATE", "2021")]
    assert [s[:1] + s[2:] for s in spans(timeml, "between 1985 and 1987")] == [("1985", "1985"), ("1987", "1987")]


def test_timeml_range_keeps_the_year_set(timeml):
    years = set()
    for t in timeml.tag("from 2019 to 2021", REF):
        years |= set(t.years)
    assert years == {2019, 2021}


def test_rag_convention_keeps_the_operator_word(rag):
    assert spans(rag, "It has been independent since 1901.")[0][0] == "since 1901"


@pytest.mark.parametrize("text,value", [
    ("They meet every day.", "P1D"),
    ("They meet every Saturday.", "XXXX-WXX-6"),
    ("A weekly radio address.", "P1W"),
    ("Rallies held daily.", "P1D"),
    ("Waiting lists grow each year.", "P1Y"),
    ("Net sales every month.", "P1M"),
    ("I run every morning.", "TMO"),
    ("Pills every other day.", "P2D"),
])
def test_timeml_sets(timeml, text, value):
    (found,) = spans(timeml, text)
    assert found[1:] == ("SET", value)


@pytest.mark.parametrize("text,value", [
    ("He left Saturday night.", "1990-08-11TNI"),
    ("She was killed Friday evening.", "1990-08-10TEV"),
    ("Lawyers said so this morning.", "1990-08-13TMO"),
    ("CBS reported it last night.", "1990-08-12TNI"),
    ("We talked yesterday morning.", "1990-08-12TMO"),
    ("We meet tomorrow evening.", "1990-08-14TEV"),
])
def test_timeml_parts_of_day(timeml, text, value):
    (found,) = spans(timeml, text)
    assert found[1:] == ("TIME", value)


@pytest.mark.parametrize("text,span,value", [
    ("Officials spoke over the weekend.", "the weekend", "1990-W32-WE"),
    ("Officials spoke last weekend.", "last weekend", "1990-W32-WE"),
    ("We go next weekend.", "next weekend", "1990-W34-WE"),
    ("In June last year the leaders met.", "June last year", "1989-06"),
    ("In January this year the leaders met.", "January this year", "1990-01"),
])
def test_timeml_weekends_and_months_of_relative_years(timeml, text, span, value):
    (found,) = spans(timeml, text)
    assert (found[0], found[2]) == (span, value)
