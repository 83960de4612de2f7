"""Dates as tweets write them (issue 19, round 2 on tweets): a range of days with one month ("10-12 October",
"2-4 July 2013", "April 8-12") is two TIMEX3s, the bare end taking the month (and year) of the other, as TimeML
annotates a range; and a day before "May" with an ordinal suffix ("from 16th May") is a date, where a bare number
before lower-case "may" stays the verb. Sentences are written for these tests; none comes from the gold corpora.
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


@pytest.mark.parametrize("text,phrase,value", [
    ("New phone on sale from 16th May: preorder today", "16th May", "2013-05-16"),
    ("Away from home from 17th May to 17th June", "17th May", "2013-05-17"),
    ("We fly out on 16 May with the team", "16 May", "2013-05-16"),
])
def test_a_day_before_may_is_a_date(timeml, text, phrase, value):
    assert (phrase, value, "DATE") in found(timeml, text)


def test_a_number_before_the_verb_may_is_no_date(timeml):
    assert found(timeml, "Only the 16 may enter the hall") == []
