"""What E035 used to say for every bad input, split into codes that say what was wrong (issue 18)."""

from __future__ import annotations

import pytest

from spacy_tempoeval.errors import InputTypeError, TempoEvalError
from spacy_tempoeval.metrics import TemporalFaithfulness, TemporalNDCG, TemporalPrecision
from spacy_tempoeval.metrics import batch as B
from spacy_tempoeval.metrics import functional as F


def _code(fn, *args, **kwargs) -> str:
    with pytest.raises(TempoEvalError) as exc:
        fn(*args, **kwargs)
    return exc.value.code


def test_each_kind_of_bad_input_has_its_own_code():
    assert _code(F.duration_accuracy, [True], ["P4Y"]) == "E150"  # the wrong type
    assert _code(F.temporal_diversity_at_k, {1990}, [], 1, granularity="century") == "E151"  # not a choice
    assert _code(B.pack_run, [{1}], []) == "E152"  # counts differ
    assert _code(F.tempo_score, {"precision": 1.5}) == "E153"  # out of range
    assert _code(F.event_ordering_tau, ["a", "a"], ["a", "b"]) == "E154"  # given twice
    assert _code(F.duration_accuracy, ["four-ish years"], ["P4Y"]) == "E156"  # not in that form


def test_a_truncated_run_says_it_needs_the_whole_list():
    run = B.pack_run([{1}], [[{1}, {2}, {3}]], depth=1)
    with pytest.raises(TempoEvalError) as exc:
        B.recall_at_k(run, 1)
    assert exc.value.code == "E155" and "whole list" in str(exc.value)


@pytest.mark.parametrize("cls", [TemporalNDCG, TemporalPrecision, TemporalFaithfulness])
@pytest.mark.parametrize("kw, docs", [("dfts", {"d1": {2019}, "d2": {2020}}), ("retrieved_docs", {"d1": "In 2019."})])
def test_a_dict_of_documents_is_a_coded_error_not_its_keys(cls, kw, docs):
    """A dict of id -> document was read as its keys (each id a text with no year): NDCG gave NaN, P@k 0.0."""
    metric = cls(k=2) if cls is not TemporalFaithfulness else cls()
    role = {"aft": {2019}} if cls is TemporalFaithfulness else {"qft": {2019}}
    with pytest.raises(InputTypeError, match=r"\[E150\].*'" + kw + r"' must be a list, one entry per document.*"
                                             r"list\(d\.values\(\)\)"):
        metric.compute(**role, **{kw: docs})
