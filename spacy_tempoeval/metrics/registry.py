"""Metric names -> metric classes, for the command line and ``evaluate(metrics=["temporal_precision", ...])``.

Names are snake_case ("temporal_precision"); CamelCase class names ("TemporalPrecision") and dashes
("temporal-precision") are accepted too. Classes are imported only when looked up, so the registry is cheap.
Other modules (the LLM metrics) add theirs with ``register_metric(name, "module.path:ClassName")``.
"""

from __future__ import annotations

import importlib
import re
from typing import Dict, List, Type, Union

from ..errors import Errors

_PKG = "spacy_tempoeval.metrics"

METRICS: Dict[str, str] = {
    "temporal_precision": f"{_PKG}.retrieval:TemporalPrecision",
    "temporal_recall": f"{_PKG}.retrieval:TemporalRecall",
    "temporal_ndcg": f"{_PKG}.retrieval:TemporalNDCG",
    "temporal_mrr": f"{_PKG}.retrieval:TemporalMRR",
    "temporal_map": f"{_PKG}.retrieval:TemporalMAP",
    "temporal_year_precision": f"{_PKG}.retrieval:TemporalYearPrecision",
    "temporal_year_recall": f"{_PKG}.retrieval:TemporalYearRecall",
    "temporal_diversity": f"{_PKG}.retrieval:TemporalDiversity",
    "temporal_faithfulness": f"{_PKG}.generation:TemporalFaithfulness",
    "answer_temporal_recall": f"{_PKG}.generation:AnswerTemporalRecall",
    "answer_temporal_precision": f"{_PKG}.generation:AnswerTemporalPrecision",
    "temporal_consistency": f"{_PKG}.reasoning:TemporalConsistency",
    "event_ordering": f"{_PKG}.reasoning:EventOrdering",
    "duration_accuracy": f"{_PKG}.reasoning:DurationAccuracy",
    "tempo_score": f"{_PKG}.composite:TempoScore",
    # LLM-only metrics (spacy_tempoeval.metrics.llm_*; their computation lives in metrics.llm_modes)
    "llm_based_faithfulness": f"{_PKG}.llm_faithfulness:LLMBasedFaithfulness",
    "temporal_hallucination": f"{_PKG}.llm_judgments:TemporalHallucination",
    "temporal_coherence": f"{_PKG}.llm_judgments:TemporalCoherence",
    "answer_temporal_alignment": f"{_PKG}.llm_judgments:AnswerTemporalAlignment",
    "temporal_coverage": f"{_PKG}.llm_judgments:TemporalCoverage",
    "cross_period_reasoning": f"{_PKG}.llm_judgments:CrossPeriodReasoning",
}


def snake_case(name: str) -> str:
    """"TemporalNDCG" -> "temporal_ndcg", "LLMBasedFaithfulness" -> "llm_based_faithfulness"."""
    name = name.strip().replace("-", "_")
    name = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name)
    name = re.sub(r"(?<=[A-Z])(?=[A-Z][a-z])", "_", name)  # "LLMBased" -> "LLM_Based"
    return name.lower()


def register_metric(name: str, target: Union[str, type]) -> None:
    """Register a metric class (or a "module:ClassName" string, imported lazily) under a snake_case name."""
    if isinstance(target, type):
        target = f"{target.__module__}:{target.__qualname__}"
    METRICS[snake_case(name)] = target


def metric_names() -> List[str]:
    """All registered metric names, sorted."""
    return sorted(METRICS)


def get_metric(name: str) -> Type:
    """The metric class registered under ``name`` (snake_case, CamelCase or dashed).

    name (str): E.g. "temporal_precision" or "TemporalPrecision".
    RETURNS (Type[BaseMetric]): The class; instantiate it with its options, e.g. ``get_metric(name)(k=5)``.
    """
    if not isinstance(name, str):
        raise TypeError(Errors.E032.format(name=name, known=", ".join(metric_names())))
    key = snake_case(name)
    if key not in METRICS:
        raise KeyError(Errors.E032.format(name=name, known=", ".join(metric_names())))
    module, _, cls = METRICS[key].partition(":")
    return getattr(importlib.import_module(module), cls)


__all__ = ["METRICS", "get_metric", "register_metric", "metric_names", "snake_case"]
