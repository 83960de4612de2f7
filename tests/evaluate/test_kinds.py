"""Scores by kind of time: each query's kind read from the tagger's provenance, result.by_kind(), to_pandas."""

import json
import math

import pytest

from spacy_tempoeval import evaluate
from spacy_tempoeval.core import focus_years_many, get_default_nlp
from spacy_tempoeval.evaluate.kinds import KINDS, text_times

QUERIES = {
    "What happened in 2019?": "explicit",
    "What happened in March 2020?": "explicit",
    "What changed between 2001 and 2003?": "explicit",
    "Music of the 1990s": "explicit",
    "What happened last year?": "relative",
    "What did the company do 3 years ago?": "relative",
    "Sales since 2015": "relative",
    "What happened in March?": "relative",
    "Who is the current president?": "relative",
    "What happened during the Great Depression?": "named",
    "Policies of the Obama presidency": "named",
    "Who won the election after World War II?": "composed",
    "What happened before 2010?": "composed",
    "Tell me about cats": "none",
}


@pytest.fixture(scope="module")
def nlp():
    return get_default_nlp()


def test_kind_of_each_query_from_provenance(nlp):
    found = text_times([(q, "2024-06-01") for q in QUERIES], nlp=nlp)
    assert {q: t.kind for q, t in zip(QUERIES, found)} == QUERIES


def test_texts_not_flagged_date_dependent_keep_their_years_under_another_date(nlp):
    """Soundness of the as-of shortcut: a text whose provenance says "does not depend on the date" must give
    the same years under any reference date (the flagged ones may or may not change)."""
    texts = list(QUERIES) + ["The Korean War", "After the Iraq War", "During the COVID pandemic",
                             "In 2019, what happened two years later?", "Christmas 2019", "in '98",
                             "The recent pandemic", "Next Friday", "the 20th century", "over the past five years"]
    flags = text_times([(t, "2030-09-15") for t in texts], nlp=nlp, earliest_year=2001)
    early = focus_years_many(texts, ["2001-03-01"] * len(texts), nlp=nlp)
    late = focus_years_many(texts, ["2030-09-15"] * len(texts), nlp=nlp)
    changed = {t for t, a, b in zip(texts, early, late) if a != b}
    assert changed, "the sample must hold date-dependent texts"
    assert changed <= {t for t, f in zip(texts, flags) if f.depends_on_date}


RECORDS = [
    {"id": "e1", "query": "What happened in 2019?", "dfts": [[2019], [2018]]},
    {"id": "e2", "query": "What happened in 2020?", "dfts": [[2018], [2017]]},
    {"id": "r1", "query": "What happened last year?", "dfts": [[2023], [2010]]},
    {"id": "n1", "query": "What happened during the Great Depression?", "dfts": [[1930], [1950]]},
    {"id": "x1", "query": "Tell me about cats", "dfts": [[2001]]},
    {"id": "u1", "qft": [2001], "dfts": [[2001]]},
]


@pytest.fixture(scope="module")
def result(nlp):
    return evaluate(RECORDS, metrics=["temporal_precision"], k=[1], nlp=nlp, reference_date="2024-06-01")


def test_every_record_gets_a_kind(result):
    assert result.time_kinds == ["explicit", "explicit", "relative", "named", "none", "unknown"]


def test_by_kind_means_and_counts(result):
    table = result.by_kind()["temporal_precision@1"]
    assert list(table) == [k for k in KINDS if k in table]  # in the documented order
    assert table["explicit"] == {"mean": 0.5, "count": 2, "n_not_applicable": 0, "n_records": 2}
    assert table["relative"]["mean"] == 1.0 and table["named"]["mean"] == 1.0
    assert table["none"]["mean"] is None and table["none"]["n_not_applicable"] == 1
    assert table["unknown"] == {"mean": 1.0, "count": 1, "n_not_applicable": 0, "n_records": 1}


def test_by_kind_in_json_rows_and_pandas(result):
    data = json.loads(result.to_json())
    assert data["by_kind"]["temporal_precision@1"]["explicit"]["count"] == 2
    assert [r["time_kind"] for r in data["rows"]] == result.time_kinds
    frame = result.to_pandas()
    assert list(frame["time_kind"]) == result.time_kinds


def test_by_kind_is_mode_aware(nlp):
    records = [{"id": "g", "query": "What happened in 2019?", "retrieved_ids": ["a", "b"], "gold_ids": ["a"],
                "dfts": [[2019], [2018]]},
               {"id": "f", "query": "What happened in 2019?", "dfts": [[2018], [2019]]}]
    res = evaluate(records, metrics=["temporal_precision"], k=[1], nlp=nlp)
    table = res.by_kind()
    assert set(table) == {"temporal_precision@1 [focus_time]", "temporal_precision@1 [gold_ids]"}
    assert table["temporal_precision@1 [gold_ids]"]["explicit"]["mean"] == 1.0
    assert table["temporal_precision@1 [focus_time]"]["explicit"]["mean"] == 0.0
    assert not any(math.isnan(v["mean"]) for t in table.values() for v in t.values())


def test_user_rules_added_later_get_their_kind():
    import spacy

    nlp = spacy.blank("en")
    nlp.add_pipe("temporal_focus")
    assert text_times([("the Zorg era", None)], nlp=nlp)[0].kind == "none"
    nlp.get_pipe("temporal_focus").add_rules([
        {"id": "period_zorg", "phrases": ["Zorg era"], "start": 1990, "end": 1995},
        {"id": "zorg_rel", "label": "DATE", "pattern": "zorg time", "value": "REF-1Y"},
        {"id": "zorg_fixed", "label": "DATE", "pattern": "zorg day", "value": "1994-05-05"}])
    found = text_times([("the Zorg era", None), ("zorg time", None), ("zorg day", None)], nlp=nlp,
                       earliest_year=2000)
    assert [(t.kind, t.depends_on_date) for t in found] == [("named", False), ("relative", True),
                                                            ("explicit", False)]
