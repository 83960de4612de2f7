"""TIMEX3 values of English news under ``convention="timeml"``, round 6 of issue 19: "the current fiscal year"
(one TIMEX3, the reference year), "each July" (a SET of the month), and tense cues that date a weekday ahead
("plans to ... on Thursday", "postponed until Tuesday morning"), one test per phenomenon.

Sentences are written for these tests; none comes from the gold corpora. The reference date is a Friday
(27 Oct 1989, ``timeml_news.REF``).
"""

from __future__ import annotations

import pytest
from timeml_news import REF, spans, timeml_tagger, values

from spacy_tempoeval.tagger import TemporalTagger


@pytest.fixture(scope="module")
def timeml() -> TemporalTagger:
    return timeml_tagger()


@pytest.mark.parametrize("text,phrase,expected", [
    ("The maker of valves expects sales in the current fiscal year to be flat.", "the current fiscal year", "1989"),
    ("Sales rose 12% in the latest fiscal year.", "the latest fiscal year", "1988"),
    ("The unit should turn a profit this fiscal year.", "this fiscal year", "1989"),
    ("The cuts will take effect next fiscal year.", "next fiscal year", "1990"),
])
def test_a_relative_fiscal_year_is_one_timex_with_the_year(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


def test_current_before_fiscal_year_is_not_present_ref(timeml):
    assert "current" not in spans(timeml, "Earnings in the current fiscal year will fall.")


@pytest.mark.parametrize("text,phrase,expected", [
    ("Marchers parade each July through the old town.", "each July", "XXXX-07"),
    ("The council meets every May to set the budget.", "every May", "XXXX-05"),
])
def test_each_month_is_a_set(timeml, text, phrase, expected):
    tagged = {t.text: t for t in timeml.tag(text, REF)}
    assert phrase in tagged and tagged[phrase].value == expected and tagged[phrase].label == "SET"


@pytest.mark.parametrize("text,phrase,expected", [
    # Friday 27 Oct 1989: the Thursday and Tuesday ahead, not the ones just past
    ("Officials said they did not plan to close the plant on Thursday morning.", "Thursday morning",
     "1989-11-02TMO"),
    ("The company plans to report its results on Thursday.", "Thursday", "1989-11-02"),
    ("The board postponed until Tuesday any vote on the bid.", "Tuesday", "1989-10-31"),
    ("Regulators delayed until Tuesday morning a ruling on the merger.", "Tuesday morning", "1989-10-31TMO"),
])
def test_a_plan_or_a_postponement_dates_the_weekday_ahead(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected


@pytest.mark.parametrize("text,phrase,expected", [
    # a noun 'plan' is no future cue: the past verb dates the day back
    ("The thrift announced the plan Monday.", "Monday", "1989-10-23"),
    ("The agency said Monday it would review the plan.", "Monday", "1989-10-23"),
])
def test_plan_as_a_noun_is_no_future_cue(timeml, text, phrase, expected):
    assert values(timeml, text).get(phrase) == expected

