"""Temporal RAG metrics that read focus times (QFT, DFT, AFT) from year sets, processed Docs or strings.

Everything is exported lazily: ``import spacy_tempoeval.metrics`` imports neither spaCy pipelines nor litellm.

    from spacy_tempoeval.metrics import TemporalPrecision, get_metric
    TemporalPrecision(use_focus_time=True).compute(qft={2020, 2021}, dfts=[{2020}, {2019}], k=2)  # 0.5
    get_metric("temporal_ndcg")  # -> TemporalNDCG

Plain functions over year sets live in ``spacy_tempoeval.metrics.functional``.
"""

from __future__ import annotations

import importlib
from typing import Any

from .base import LLM_MODES, BaseMetric, MetricScore, register_llm_mode
from .registry import get_metric, metric_names, register_metric

_EXPORTS = {
    "TemporalPrecision": "retrieval",
    "TemporalRecall": "retrieval",
    "TemporalNDCG": "retrieval",
    "TemporalMRR": "retrieval",
    "TemporalMAP": "retrieval",
    "TemporalYearPrecision": "retrieval",
    "TemporalYearRecall": "retrieval",
    "TemporalDiversity": "retrieval",
    "TemporalFaithfulness": "generation",
    "AnswerTemporalRecall": "generation",
    "AnswerTemporalPrecision": "generation",
    "TemporalConsistency": "reasoning",
    "EventOrdering": "reasoning",
    "DurationAccuracy": "reasoning",
    "TempoScore": "composite",
    "run_sync": "_async",
    # --- LLM engineer: add exports of LLM-only metrics here as "ClassName": "module" (relative to this
    # --- package, e.g. "LLMBasedFaithfulness": "llm_modes.faithfulness"). Names not listed here are still
    # --- looked up in spacy_tempoeval.metrics.llm_modes by __getattr__ below.
    "LLMBasedFaithfulness": "llm_faithfulness",
    "TemporalHallucination": "llm_judgments",
    "TemporalCoherence": "llm_judgments",
    "AnswerTemporalAlignment": "llm_judgments",
    "TemporalCoverage": "llm_judgments",
    "CrossPeriodReasoning": "llm_judgments",
}

_LLM_PACKAGE = "spacy_tempoeval.metrics.llm_modes"


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        module = importlib.import_module(f"{__name__}.{_EXPORTS[name]}")
        value = getattr(module, name)
        globals()[name] = value
        return value
    if not name.startswith("_"):
        try:
            llm_modes = importlib.import_module(_LLM_PACKAGE)
        except ModuleNotFoundError as exc:
            if exc.name != _LLM_PACKAGE:
                raise
        else:
            if hasattr(llm_modes, name):
                return getattr(llm_modes, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BaseMetric", "MetricScore", "LLM_MODES", "register_llm_mode", "get_metric", "metric_names",
           "register_metric", *_EXPORTS]
