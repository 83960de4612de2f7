"""Issue 25, item 13: relative expressions past the year 9999 give no year instead of wrapping to year 1000."""

from __future__ import annotations

import datetime as dt

import pytest
import spacy

from spacy_tempoeval import extract_qft
from spacy_tempoeval.normalize.resolve import shift

FORWARD = ["the next decade", "next century", "next year", "next quarter", "next month", "the coming decade",
           "in the next 10 years", "in two years", "next week", "tomorrow", "ten years from now"]


@pytest.fixture(scope="module")
def nlp():
    pipeline = spacy.blank("en")
    pipeline.add_pipe("temporal_focus")
    return pipeline


@pytest.mark.parametrize("ref", ["9995-06-01", "9999-12-31", "9990-01-01"])
@pytest.mark.parametrize("text", FORWARD)
def test_no_year_wraps_past_9999(nlp, ref, text):
    doc = nlp.make_doc(f"It happens {text}.")
    doc._.reference_date = ref
    years = nlp(doc)._.focus_years
    assert all(int(ref[:4]) - 1 <= y <= 9999 for y in years), (text, ref, years)


def test_the_next_decade_and_century_at_the_end_of_the_calendar():
    assert extract_qft("the next decade", reference_date="9995-06-01") == set()  # was {1000}
    assert extract_qft("next century", reference_date="9995-06-01") == set()  # was 1000..1009
    assert extract_qft("the next decade", reference_date="9985-06-01") == set(range(9990, 10000))
    assert extract_qft("next year", reference_date="9998-06-01") == {9999}


@pytest.mark.parametrize("n,unit", [(1, "Y"), (1, "DE"), (1, "CE"), (8, "Q"), (30, "M")])
def test_shift_names_no_year_past_the_calendar(n, unit):
    assert shift(dt.date(9999, 6, 1), n, unit) == "XXXX"
