"""evaluate reads the kinds of its queries' time from the tagger's provenance without making a Doc (issue 22:
the Doc path cost about a fifth of a run's tagging), and the kinds and scores are those the Doc path gives."""

import pytest
import spacy

from spacy_tempoeval.evaluate import evaluate
from spacy_tempoeval.evaluate.kinds import QueryKinds

RECORDS = [
    {"id": "a", "query": "What happened after World War II?", "reference_date": "2020-01-01",
     "retrieved_docs": ["Europe was rebuilt in 1948.", "Prices rose last year."], "answer": "In 1948."},
    {"id": "b", "query": "How did prices change last year?", "reference_date": "2020-01-01",
     "retrieved_docs": ["Prices rose last year.", "Nothing here."], "answer": "They rose in 2019."},
    {"id": "c", "query": "Tell me about the 1990s.", "reference_date": "2020-01-01",
     "retrieved_docs": ["The 1990s were calm."], "answer": "Calm, in 1995."},
    {"id": "d", "query": "Tell me about cats.", "reference_date": "2020-01-01",
     "retrieved_docs": ["Cats sleep."], "answer": "They sleep."},
]


@pytest.fixture(scope="module")
def nlp():
    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus", config={"default_reference_date": ""})
    return nlp


def test_no_doc_is_made_for_the_queries(nlp, monkeypatch):
    made = []
    real = nlp.make_doc
    monkeypatch.setattr(nlp, "make_doc", lambda text: made.append(text) or real(text))
    result = evaluate(RECORDS, metrics=["temporal_precision", "answer_temporal_recall"], k=1, nlp=nlp)
    assert made == []  # before: every query went through nlp.pipe for its kind
    assert result.time_kinds == ["composed", "relative", "explicit", "none"]


def test_kinds_read_without_a_doc_equal_the_doc_path(nlp):
    light = QueryKinds(RECORDS, None, nlp)
    heavy = QueryKinds(RECORDS, None, nlp)
    pipe = nlp.get_pipe("temporal_focus")
    for rec in RECORDS:
        key = (rec["query"], rec["reference_date"])
        years, expressions = pipe.expressions_of(*key)
        light.see(key, expressions)
        doc = nlp.make_doc(key[0])
        doc._.reference_date = key[1]
        doc = nlp(doc)
        heavy.see(key, doc)
        assert years == doc._.focus_years
        assert expressions == [{k: t[k] for k in ("label", "value", "mod", "rule", "years")} for t in doc._.timexes]
    assert light.result() == heavy.result()
