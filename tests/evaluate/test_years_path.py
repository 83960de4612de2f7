"""``evaluate``'s per-record path for unranked metrics (``BaseMetric.years_fn``): the values and reasons that
``compute`` gives, without its argument checks."""

from __future__ import annotations

import math
import random

import pytest

import spacy_tempoeval.evaluate.chunk as E
from spacy_tempoeval import evaluate
from spacy_tempoeval.metrics import AnswerTemporalPrecision, AnswerTemporalRecall, TemporalFaithfulness
from spacy_tempoeval.metrics.base import BaseMetric
from spacy_tempoeval.yearset import YearSet


def _years(rng: random.Random) -> YearSet:
    if rng.random() < 0.2:
        return YearSet()
    first = rng.randint(1990, 2020)
    return YearSet(range(first, first + rng.randint(1, 4)))


@pytest.mark.parametrize("metric", [TemporalFaithfulness(), AnswerTemporalRecall(), AnswerTemporalPrecision()],
                         ids=lambda m: m.name)
def test_years_fn_gives_computes_values_and_reasons(metric):
    rng = random.Random(3)
    fn = metric.years_fn()
    assert fn is not None
    for _ in range(300):
        roles = {"qft": _years(rng), "aft": _years(rng), "dfts": [_years(rng) for _ in range(rng.randrange(4))]}
        kwargs = {r: roles[r] for r in metric.inputs}
        fast, slow = fn(**kwargs), metric.compute(**kwargs)
        if math.isnan(float(slow)):
            assert math.isnan(float(fast)) and fast.reason == slow.reason
        else:
            assert float(fast) == float(slow) and not hasattr(fast, "reason")


def test_options_and_the_expression_unit_keep_compute():
    assert TemporalFaithfulness(unit="expression").years_fn() is None
    assert AnswerTemporalRecall(extra=1).years_fn() is None
    assert BaseMetric().years_fn() is None


def test_evaluate_rows_are_the_same_with_and_without_the_years_path(monkeypatch):
    # and without the shortcut of records whose focus times are all given (evaluate.chunk._focus_scores)
    rng = random.Random(5)
    records = [{"id": i, "qft": sorted(_years(rng)), "aft": sorted(_years(rng)),
                "dfts": [sorted(_years(rng)) for _ in range(3)]} for i in range(60)]
    for rec in records[::7]:
        del rec["aft"]  # n/a with its reason, through the general path
    for rec in records[::5]:
        rec.update(retrieved_ids=["a", "b", "c"], gold_ids=["b"])  # gold mode for the ranked metrics
    fast = evaluate(records, k=[1, 3]).to_dicts()
    calls = []
    original = BaseMetric.compute

    def counted(self, **kwargs):
        calls.append(self.name)
        return original(self, **kwargs)

    monkeypatch.setattr(BaseMetric, "compute", counted)
    monkeypatch.setattr(BaseMetric, "years_fn", lambda self: None)
    for cls in (TemporalFaithfulness, AnswerTemporalRecall, AnswerTemporalPrecision):
        monkeypatch.setattr(cls, "years_fn", lambda self: None)
    monkeypatch.setattr(E, "_reads_focus_times_only", lambda *args: False)  # _inputs plans every record
    slow = evaluate(records, k=[1, 3]).to_dicts()
    assert calls  # the slow path did run through compute
    assert fast == slow
