"""LLM modes of the metrics, registered into ``spacy_tempoeval.metrics.base.LLM_MODES`` by class name.

``BaseMetric._acompute_llm`` imports this package lazily the first time a metric runs in LLM mode. Importing
it does not import litellm (the judge does that on its first call). It also re-exports the LLM-only metric
classes, so ``from spacy_tempoeval.metrics import LLMBasedFaithfulness`` works, and registers their names with
``get_metric``.
"""

from __future__ import annotations

from ..llm_faithfulness import LLMBasedFaithfulness
from ..llm_judgments import (
    AnswerTemporalAlignment,
    CrossPeriodReasoning,
    TemporalCoherence,
    TemporalCoverage,
    TemporalHallucination,
)
from ..registry import register_metric
from . import answer, claims, reasoning, retrieval, statements  # noqa: F401  (they register the LLM modes)

LLM_ONLY_METRICS = [LLMBasedFaithfulness, TemporalHallucination, TemporalCoherence, AnswerTemporalAlignment,
                    TemporalCoverage, CrossPeriodReasoning]
for _cls in LLM_ONLY_METRICS:
    register_metric(_cls.name, _cls)

__all__ = [cls.__name__ for cls in LLM_ONLY_METRICS] + ["LLM_ONLY_METRICS"]
