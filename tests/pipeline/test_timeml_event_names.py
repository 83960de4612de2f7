"""Names of events and periods under ``convention="timeml"`` (issue 19): TimeML annotates no event name as a
TIMEX3, so "World War II" or "the Clinton administration" get no span, but their years still count in the
focus years; the ``rag`` convention shows them as spans. Sentences are written for these tests."""

from __future__ import annotations

import functools

import pytest
import spacy

from spacy_tempoeval.yearset import YearSet

TEXT = "The Clinton administration pushed for a deal, the largest since World War II, in 1999."


@functools.cache
def _nlp(convention: str):
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": "1999-11-18", "convention": convention})
    return nlp


@pytest.mark.parametrize("convention", ["timeml", "rag"])
def test_event_names_count_for_the_years_under_both_conventions(convention):
    years = _nlp(convention)(TEXT)._.focus_years
    assert years.intersects(YearSet([1944])) and years.intersects(YearSet([1999]))


def test_event_names_are_no_timex3_under_timeml():
    doc = _nlp("timeml")(TEXT)
    assert [t["text"] for t in doc._.timexes] == ["1999"]
    assert [s.text for s in doc.spans["temporal"]] == ["1999"]


def test_event_names_are_spans_under_rag():
    texts = [t["text"] for t in _nlp("rag")(TEXT)._.timexes]
    assert "The Clinton administration" in texts and "1999" in texts


def test_the_year_an_event_name_spells_is_a_timex3_under_timeml():
    doc = _nlp("timeml")("Markets never recovered after the 1987 crash, the worst since the War of 1812.")
    assert [(t["text"], t["value"]) for t in doc._.timexes] == [("1987", "1987"), ("1812", "1812")]
    assert [s.text for s in doc.spans["temporal"]] == ["1987", "1812"]
