"""As-of replay: evaluate(..., as_of=[...]) re-scores only the date-dependent records, and each date's result is
what evaluate(..., reference_date=date) gives."""

import json

import pytest

from spacy_tempoeval import evaluate
from spacy_tempoeval.core import get_default_nlp
from spacy_tempoeval.errors import ConfigError

DOCS_2019 = [{"text": "Record sales in 2019.", "reference_date": "2020-01-05"},
             {"text": "The 2021 results.", "reference_date": "2022-02-01"}]
RECORDS = [
    {"id": "explicit", "query": "What happened in 2019?", "retrieved_docs": DOCS_2019},
    {"id": "relative", "query": "What happened last year?", "retrieved_docs": DOCS_2019},
    {"id": "own-date", "query": "What happened last year?", "reference_date": "2022-06-01",
     "retrieved_docs": DOCS_2019},
    {"id": "period", "query": "Policies of the Obama presidency", "retrieved_docs": [
        {"text": "Obama signed the act in 2010.", "reference_date": "2010-05-01"},
        {"text": "In 2016 Obama left.", "reference_date": "2017-01-20"}]},
    {"id": "old-period", "query": "What happened during the Korean War?", "retrieved_docs": ["In 1951, war."]},
    {"id": "relative-doc", "query": "What happened in 2021?", "retrieved_docs": ["Last year sales grew."]},
]
METRICS = ["temporal_precision", "stale_context", "temporal_ndcg"]
DATES = ["2020-06-01", "2022-06-01", "2012-06-01"]


@pytest.fixture(scope="module")
def nlp():
    return get_default_nlp()


@pytest.fixture(scope="module")
def result(nlp):
    return evaluate(RECORDS, metrics=METRICS, k=[1, 2], nlp=nlp, reference_date="2024-06-01", as_of=DATES)


def test_only_date_dependent_records_are_retagged(result):
    # the record with its own reference_date keeps it; the Korean War ended before every date considered
    assert result.as_of.retagged == [1, 3, 5]
    assert result.as_of.dates == DATES


def test_each_date_is_what_a_full_run_at_that_date_gives(result, nlp):
    for date in DATES:
        full = evaluate(RECORDS, metrics=METRICS, k=[1, 2], nlp=nlp, reference_date=date)
        replayed = result.as_of.results[date]
        assert replayed.to_json() == full.to_json()
        assert [f.get("qft") for f in replayed.focus_times] == [f.get("qft") for f in full.focus_times]


def test_table_and_changed_records(result):
    table = result.as_of.table()
    assert set(table) == set(result.columns)
    assert list(table["temporal_precision@1"]) == DATES
    changed = {c["id"]: c for c in result.as_of.changed}
    assert set(changed) <= {"relative", "period", "relative-doc"}
    assert changed["relative"]["qft"] == {"2020-06-01": [[2019, 2019]], "2022-06-01": [[2021, 2021]],
                                          "2012-06-01": [[2011, 2011]]}
    assert changed["relative"]["scores"]["temporal_precision@1"] == {"2020-06-01": 1.0, "2022-06-01": 0.0,
                                                                     "2012-06-01": 0.0}
    assert changed["period"]["qft"]["2012-06-01"] == [[2009, 2012]]


def test_as_of_in_json(result):
    data = json.loads(result.to_json())
    assert data["as_of"]["dates"] == DATES and data["as_of"]["retagged"] == [1, 3, 5]
    assert data["as_of"]["means"]["temporal_precision@1"]["2020-06-01"] == \
        result.as_of.results["2020-06-01"].aggregates["temporal_precision@1"]["mean"]


def test_comma_separated_string(nlp):
    res = evaluate(RECORDS[:2], metrics=["temporal_precision"], k=[1], nlp=nlp, reference_date="2024-06-01",
                   as_of="2020-06-01, 2022-06-01")
    assert res.as_of.dates == ["2020-06-01", "2022-06-01"]


@pytest.mark.parametrize("as_of, match", [
    (["2020-01-01", "2021-13-45"], r"\[E260\].*item 1 is '2021-13-45'"),
    ("2020-01-01,yesterday", r"\[E260\].*item 1 is 'yesterday'"),
    ([], r"\[E261\]"),
    (42, r"\[E261\].*42"),
])
def test_bad_dates_are_coded_errors_naming_the_value(as_of, match, nlp):
    with pytest.raises(ConfigError, match=match):
        evaluate(RECORDS[:1], metrics=["temporal_precision"], nlp=nlp, as_of=as_of)


def test_base_date_latest_reads_dependence_from_the_runs_own_tagging(nlp, monkeypatch):
    from spacy_tempoeval.evaluate import as_of

    def no_second_pass(*args, **kwargs):
        raise AssertionError("texts tagged a second time to read their provenance")

    monkeypatch.setattr(as_of, "text_times", no_second_pass)
    res = evaluate(RECORDS, metrics=METRICS, k=[1], nlp=nlp, reference_date="2024-06-01", as_of=["2012-06-01"])
    assert res.as_of.retagged == [1, 3, 5]


def test_replay_to_a_later_date_than_the_run(nlp):
    # the run's date (2010) is before a replay date: the Obama presidency (from 2009) is still going on in 2010
    # and grows by 2012, so its record is replayed too (read once more as of the latest date)
    dates = ["2012-06-01", "2020-06-01"]
    res = evaluate(RECORDS, metrics=METRICS, k=[1, 2], nlp=nlp, reference_date="2010-06-01", as_of=dates)
    assert 3 in res.as_of.retagged
    for date in dates:
        full = evaluate(RECORDS, metrics=METRICS, k=[1, 2], nlp=nlp, reference_date=date)
        assert res.as_of.results[date].to_json() == full.to_json()
