"""Tweets (issue 19, round 2): "a long day", "a rainy day", "made my day" name a stretch of one day, the TIMEX3
"day" alone with the DURATION P1D (TimeML, as the tweets gold annotates it); "the whole day" is one TIMEX3.
Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2014, 10, 23)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(settings=TaggerSettings(convention="timeml"))


def found(tagger: TemporalTagger, text: str) -> List[Tuple[str, str, str]]:
    return [(t.text, t.value, t.label) for t in tagger.tag(text, REF)]


@pytest.mark.parametrize("text", [
    "So glad to be home after a very long day at the office.",
    "Hot soup on a rainy day is the best!",
    "Your message made my day :)",
    "Busy day, no time to eat.",
])
def test_a_day_after_its_adjective_is_a_duration(timeml, text):
    assert found(timeml, text) == [("day", "P1D", "DURATION")]


def test_the_whole_day_is_one_duration(timeml):
    assert found(timeml, "I had the whole day to pack my bags") == [("the whole day", "P1D", "DURATION")]


@pytest.mark.parametrize("text", ["We talked all day long", "A good day's work pays"])
def test_other_uses_of_day_are_not_this_duration(timeml, text):
    assert found(timeml, text) == []
