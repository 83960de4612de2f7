"""TIMEX3 values of news under ``convention="timeml"``, round 3 of issue 19: one case per phenomenon fixed.

Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt
from typing import Dict

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

WEDNESDAY = dt.date(1989, 11, 1)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(settings=TaggerSettings(convention="timeml"))


def values(tagger: TemporalTagger, text: str, ref: dt.date = WEDNESDAY) -> Dict[str, str]:
    return {t.text: t.value for t in tagger.tag(text, ref)}


@pytest.mark.parametrize("text,phrase,expected", [
    # two quarters back and two ahead: a tie, which goes to the past (days would say 183 back, 182 ahead)
    ("Profit in the second quarter rose 5%.", "the second quarter", "1989-Q2"),
    # six months back and six ahead, likewise
    ("Output peaks in May.", "May", "1989-05"),
])
def test_a_quarter_or_month_as_far_back_as_ahead_is_the_one_before(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected
