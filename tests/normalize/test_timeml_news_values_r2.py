"""TIMEX3 values of news under ``convention="timeml"``, round 2 of issue 19: the fiscal quarter of the reference
year, a month without a year dated by the past tense of its clause.

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

FRIDAY = dt.date(1989, 10, 27)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(settings=TaggerSettings(convention="timeml"))


def values(tagger: TemporalTagger, text: str, ref: dt.date = FRIDAY) -> Dict[str, str]:
    return {t.text: t.value for t in tagger.tag(text, ref)}


@pytest.mark.parametrize("text,phrase,expected", [
    ("Delta earned a record in the fiscal first quarter.", "the fiscal first quarter", "1989-Q1"),
    ("Net income rose 12% in the fiscal-second quarter.", "the fiscal-second quarter", "1989-Q2"),
    ("The fiscal fourth quarter will be weaker, the company said.", "The fiscal fourth quarter", "1989-Q4"),
])
def test_a_fiscal_quarter_without_a_year_is_that_quarter_of_the_reference_year(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected
