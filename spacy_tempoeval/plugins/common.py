"""What every plug-in shares: one sample (query, retrieved contexts, answer) scored by a focus-time metric through
``evaluate``, and the check that the plug-in's library is installed."""

from __future__ import annotations

import importlib
import math
from dataclasses import dataclass
from typing import Any, Dict, Sequence

from ..errors import ConfigError, DependencyError, Errors

FOCUS_TIME_METRICS = ("temporal_precision", "temporal_recall", "temporal_ndcg", "temporal_mrr", "temporal_map",
                      "temporal_year_precision", "temporal_year_recall", "temporal_faithfulness",
                      "answer_temporal_recall", "answer_temporal_precision")
"""The metrics the plug-ins offer (``evaluate``'s default focus-time set: no LLM, no network)."""


def require(plugin: str, package: str, extra: str) -> Any:
    """``importlib.import_module(package)``, or a DependencyError [E272] naming the extra to install."""
    try:
        return importlib.import_module(package)
    except ImportError as err:
        raise DependencyError(Errors.E272.format(plugin=plugin, package=package, reason=err, extra=extra)) from None


def check_metric(metric: str) -> str:
    """``metric`` when it is one of ``FOCUS_TIME_METRICS``; [E273] (ConfigError) otherwise."""
    if metric not in FOCUS_TIME_METRICS:
        raise ConfigError(Errors.E273.format(where="plug-in", metric=repr(metric),
                                             reason=f"choose one of {', '.join(FOCUS_TIME_METRICS)}"))
    return metric


@dataclass
class SampleScore:
    """A plug-in's score of one sample: ``value`` (NaN when the metric is not defined) and ``reason``."""

    value: float
    reason: str | None

    @property
    def applicable(self) -> bool:
        return not math.isnan(self.value)


def score_sample(metric: str, *, query: str | None, contexts: Sequence[Any] | None = None,
                 answer: str | None = None, k: int = 5, nlp: Any = None, reference_date: Any = None,
                 lang: str | None = None) -> SampleScore:
    """Score one sample with a focus-time metric, as ``evaluate`` would score it as one record.

    metric (str): One of ``FOCUS_TIME_METRICS``.
    query, contexts, answer: The sample's texts (contexts: texts or {"text": ..., "date": ...} objects, ranked).
    k (int): Cutoff of the ranked-list metrics.
    nlp, reference_date, lang: As for ``evaluate``.
    RETURNS (SampleScore): The value (NaN with the reason when it is not defined).
    """
    from ..evaluate import evaluate

    # a record needs a query or its years: metrics that do not read the query (faithfulness) get empty ones
    record: Dict[str, Any] = {"query": query} if query else {"qft": []}
    if contexts:
        record["retrieved_docs"] = list(contexts)
    if answer:
        record["answer"] = answer
    result = evaluate([record], metrics=[check_metric(metric)], k=[k], nlp=nlp, mode="focus_time",
                      reference_date=reference_date, lang=lang, fields="native")
    column = result.columns[0]
    value = result.rows[0].get(column)
    value = math.nan if value is None else float(value)
    return SampleScore(value, result.reasons[0].get(column))


__all__ = ["FOCUS_TIME_METRICS", "SampleScore", "score_sample", "require", "check_metric"]
