"""Helpers for tests and CI: assert that a run meets its thresholds, and say which records pull it down.

    from spacy_tempoeval.testing import assert_temporal_scores

    def test_retrieval_quality():
        result = spacy_tempoeval.evaluate("runs/nightly.jsonl", metrics=["temporal_precision"], k=[5],
                                          focus_roles=("qft", "dfts", "aft"))
        assert_temporal_scores(result, {"temporal_precision@5": 0.8})

A failing assertion lists every metric under its threshold with its worst records and why they scored low
(documents sharing no year with the query, by rank; answer years no retrieved document supports; the reason a
record was not scored). ``focus_roles=("qft", "dfts", "aft")`` keeps the focus times those reasons read.
"""

from __future__ import annotations

from typing import Any, Mapping

from .evaluate.gates import check_thresholds, describe_failures


def assert_temporal_scores(result: Any, thresholds: Mapping[str, float], *, worst: int = 5) -> None:
    """Assert that every column's mean in ``result`` is at least its threshold.

    result (EvaluationResult): The run.
    thresholds (Mapping[str, float]): Column ("temporal_precision@5") -> minimum mean.
    worst (int): How many of the lowest-scoring records to show per failed column.
    RAISES (AssertionError): The failed columns, each with its worst records and why; (ConfigError) [E192]
        for a column the run does not have.
    """
    __tracebackhide__ = True  # pytest shows the message, not this frame
    failures = check_thresholds(result, thresholds)
    if failures:
        raise AssertionError("temporal scores under their thresholds:\n" +  # invariant: a test assertion
                             describe_failures(result, failures, worst))


__all__ = ["assert_temporal_scores"]
