"""Tweets (issue 19, round 2): bare plural "weekends" are every weekend, a SET (TimeML: XXXX-WE), while "this
weekend" stays the date of one; a hashtag of a day's name ("#Friday") labels the tweet's topic and is no TIMEX3.
Sentences are written for these tests; none comes from the gold corpora.
"""

from __future__ import annotations

import datetime as dt
from typing import List, Tuple

import pytest

from spacy_tempoeval.normalize.timexes import TaggerSettings
from spacy_tempoeval.tagger import TemporalTagger

REF = dt.date(2014, 12, 5)


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return TemporalTagger(settings=TaggerSettings(convention="timeml"))


def found(tagger: TemporalTagger, text: str) -> List[Tuple[str, str, str]]:
    return [(t.text, t.value, t.label) for t in tagger.tag(text, REF)]


@pytest.mark.parametrize("text", [
    "Fresh flowers make our weekends brighter.",
    "Lazy weekends at the beach with the family!",
])
def test_bare_plural_weekends_are_a_set(timeml, text):
    assert found(timeml, text) == [("weekends", "XXXX-WE", "SET")]


def test_this_weekend_stays_a_date(timeml):
    assert found(timeml, "Movie marathon this weekend!") == [("this weekend", "2014-W49-WE", "DATE")]


@pytest.mark.parametrize("text", [
    "Happy #Friday everyone!! Team lunch at the office",
    "Stuck in traffic, #Mondays are the worst",
    "Shops get busy as we enter the #Christmas season",
])
def test_a_hashtag_of_a_day_is_no_timex(timeml, text):
    assert found(timeml, text) == []


def test_the_same_day_without_its_hashtag_is_tagged(timeml):
    assert found(timeml, "See you on Friday!") == [("Friday", "2014-12-05", "DATE")]
