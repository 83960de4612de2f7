"""lead17- rules (issue 19): 'the week/month/year before last' one TIMEX3 two units back (it was untagged, and
'the year before last' was 'the year before', a year back); 'the mid-90s' takes its article as 'the 90s' and
'the mid-1990s' do (it was 'mid-90s')."""

from __future__ import annotations

import pytest
import spacy

REFERENCE = "2014-12-10"


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"convention": "timeml"})
    return nlp


def _timexes(nlp, text):
    doc = nlp.make_doc(text)
    doc._.reference_date = REFERENCE
    doc = nlp(doc)
    return [(span.text, span._.timex) for span in doc.spans["temporal"]]


@pytest.mark.parametrize("text,expected", [
    ("the week before last", [("the week before last", "2014-W48")]),
    ("the month before last", [("the month before last", "2014-10")]),
    ("sales peaked the year before last.", [("the year before last", "2012")]),
    ("from the year before", [("the year before", "2013")]),  # unchanged
    ("the mid-90s", [("the mid-90s", "199")]),
    ("in the late 80s", [("the late 80s", "198")]),
    ("late 80s", [("late 80s", "198")]),  # no article, none taken
    ("the 90s", [("the 90s", "199")]),
])
def test_lead17(nlp, text, expected):
    assert _timexes(nlp, text) == expected


def test_before_last_year_is_not_before_last(nlp):
    # "the year before last year's vote": "last year" is its own expression
    assert ("the year before last", "2012") not in _timexes(nlp, "the year before last year's vote")
