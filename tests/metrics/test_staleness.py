"""stale_context: the worked examples of its docstring and docs/metrics-time.md, checked."""

import math

import pytest

from spacy_tempoeval.errors import InputError
from spacy_tempoeval.metrics.registry import get_metric, metric_names
from spacy_tempoeval.metrics.staleness import StaleContext, stale_share


def test_registered_and_lower_is_better():
    assert "stale_context" in metric_names()
    assert get_metric("stale_context") is StaleContext
    assert StaleContext.lower_is_better and StaleContext.ranked


@pytest.mark.parametrize("last, years, k, expected", [
    (2023, [2021, 2023, None], 3, 0.5),      # docs/metrics-time.md example 1: 2021 stale, 2023 not, undated out
    (2021, [2020, 2022], 1, 1.0),            # example 2 at K=1: 2020 was written before 2021 ended
    (2021, [2020, 2022], 2, 0.5),            # example 2 at K=2
    (1999, [1995, 2001, 1999, 1990], 4, 0.5),  # same year is not stale: 1995 and 1990 are
    (2023, [None, 2020], 1, math.nan),       # the top 1 has no date
])
def test_stale_share_examples(last, years, k, expected):
    value, reason, details = stale_share(last, years, k)
    if math.isnan(expected):
        assert math.isnan(value) and "has a date" in reason
    else:
        assert value == expected and reason is None
        assert details["n_dated"] + details["n_undated"] == min(k, len(years))


def test_no_focus_time_and_no_documents_are_nan_with_reason():
    value, reason, _ = stale_share(None, [2001], 5)
    assert math.isnan(value) and "no focus time" in reason
    value, reason, _ = stale_share(2001, [], 5)
    assert math.isnan(value) and "no documents" in reason


def test_compute_from_dates_and_from_document_objects():
    m = StaleContext()
    assert m.compute(qft={2023}, document_dates=["2021-05-01", "2023-06-01", None], k=3).value == 0.5
    docs = [{"text": "a", "reference_date": "2020-01-10"}, {"text": "b", "metadata": {"published": "2022-03-01"}}]
    assert m.compute(qft=range(2019, 2022), retrieved_docs=docs, k=1).value == 1.0
    assert m.compute(qft=range(2019, 2022), retrieved_docs=docs, k=2).value == 0.5
    score = m.compute(qft={2023}, retrieved_docs=["plain text, no date"], k=1)
    assert not score.applicable and "has a date" in score.reason


def test_bad_document_date_is_a_coded_error_naming_the_position():
    with pytest.raises(InputError, match=r"\[E262\] stale_context: document_dates\[1\] is 'yesterday'"):
        StaleContext().compute(qft={2020}, document_dates=["2019", "yesterday"], k=2)


def test_in_evaluate_one_column_per_k_and_reasons():
    from spacy_tempoeval import evaluate

    records = [{"id": "a", "qft": [2023], "retrieved_docs": [{"text": "x", "reference_date": "2021-05-01"},
                                                              {"text": "y", "reference_date": "2023-06-01"}]},
               {"id": "b", "qft": [2023], "retrieved_docs": ["no date"]}]
    result = evaluate(records, metrics=["stale_context"], k=[1, 2])
    assert [r["stale_context@1"] for r in result.rows][0] == 1.0
    assert result.rows[0]["stale_context@2"] == 0.5
    assert math.isnan(result.rows[1]["stale_context@2"])
    assert "has a date" in result.reasons[1]["stale_context@2"]
    assert result.aggregates["stale_context@2"]["count"] == 1
