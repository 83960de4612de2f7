"""displaCy views of the temporal spans: value, years and rule in the labels (issue 11)."""

from __future__ import annotations

import re

import pytest
import spacy
from spacy import displacy

from spacy_tempoeval.display import LABEL_COLORS, render_temporal, span_label, temporal_spans_data
from spacy_tempoeval.errors import TempoEvalError


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    return nlp


def _labels(html: str) -> list:
    return [" ".join(m.split()) for m in re.findall(r"(?:DATE|DURATION|TIME|SET) [^<]*", html)]


def test_plain_displacy_shows_the_timex_value(nlp):
    html = displacy.render(nlp("Between 2019 and 2021, sales doubled."), style="span",
                           options={"spans_key": "temporal"}, jupyter=False)
    assert "2019/2021" in html and "DATE" in html


def test_render_temporal_labels_value_years_and_rule(nlp):
    doc = nlp("Between 2019 and 2021, sales doubled; in the 1990s they fell.")
    html = render_temporal(doc, jupyter=False)
    spans = list(doc.spans["temporal"])
    assert _labels(html) == [span_label(s) for s in spans]
    assert _labels(html)[1] == f"DATE 199 · 1990–1999 · rule {spans[1].id_}"
    assert LABEL_COLORS["DATE"] in html


def test_render_temporal_options(nlp):
    docs = [nlp("In 1999 it began."), nlp("Nothing dated here.")]
    html = render_temporal(docs, years=False, rule=False, page=True, jupyter=False,
                           options={"colors": {"DATE": "#123456"}})
    assert html.startswith("<!DOCTYPE html>") and "Nothing dated here" in html
    assert _labels(html) == ["DATE 1999"] and "#123456" in html


def test_spans_data_for_a_custom_key_and_an_untagged_doc(nlp):
    doc = nlp("From 2010 to 2012.")
    doc.spans["mine"] = doc.spans["temporal"]
    data = temporal_spans_data(doc, spans_key="mine")
    assert [(s["start_token"], s["end_token"]) for s in data["spans"]] == [(s.start, s.end) for s in doc.spans["mine"]]
    with pytest.raises(TempoEvalError, match=r"\[E090\].*'temporal'"):
        temporal_spans_data(spacy.blank("en")("In 1999."))
