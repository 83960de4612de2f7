"""TIMEX3 values and extents of news under ``convention="timeml"`` (issue 19, item 3): a bare weekday takes the
tense of its clause, unspecified quantities of units are one TIMEX3 with their unit, adverbs that order events
are no TIMEX3.

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


@pytest.fixture(scope="module")
def rag() -> TemporalTagger:
    return TemporalTagger()


def values(tagger: TemporalTagger, text: str, ref: dt.date = FRIDAY) -> Dict[str, str]:
    return {t.text: t.value for t in tagger.tag(text, ref)}


@pytest.mark.parametrize("text,phrase,expected", [
    # the nearest Monday is three days ahead, but the clause is in the past: the Monday before
    ("Paribas said Monday that it intends to raise its stake.", "Monday", "1989-10-23"),
    ("The company told customers Monday about the bugs.", "Monday", "1989-10-23"),
    ("The stock fell sharply Thursday amid concerns over the audit.", "Thursday", "1989-10-26"),
    # the nearest Tuesday is three days back, but the clause is about the future: the Tuesday after
    ("The shares will resume trading in Paris Tuesday.", "Tuesday", "1989-10-31"),
])
def test_a_bare_weekday_takes_the_tense_of_its_clause(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


def test_a_weekday_without_a_cue_is_the_nearest(timeml):
    assert values(timeml, "Trading resumes Monday.")["Monday"] == "1989-10-30"


@pytest.mark.parametrize("text,phrase,expected", [
    ("The talks could take several months.", "several months", "PXM"),
    ("Prices have risen over the past few weeks.", "the past few weeks", "PXW"),
    ("The plant will stay closed for the next few years.", "the next few years", "PXY"),
    ("The strike lasted months.", "months", "PXM"),
])
def test_an_unspecified_number_of_units_is_one_timex_with_its_unit(timeml, text, phrase, expected):
    assert values(timeml, text)[phrase] == expected


def test_recent_with_its_unit_is_one_timex(timeml, rag):
    text = "Kidnappings have become common in recent years."
    assert values(timeml, text) == {"recent years": "PAST_REF"}
    # the years do not change with the extent: the value is the one "recent" had
    assert [t.years for t in rag.tag(text, FRIDAY)] == [t.years for t in rag.tag("in recent times", FRIDAY)]


@pytest.mark.parametrize("word", ["previously", "eventually", "shortly", "formerly"])
def test_adverbs_that_order_events_are_no_timex_under_timeml(timeml, rag, word):
    text = f"The plant was {word} sold to a rival."
    assert values(timeml, text) == {}
    assert word in values(rag, text)  # the rag convention keeps them
