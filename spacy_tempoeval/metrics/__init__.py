"""Temporal RAG metrics that read focus times (QFT, DFT, AFT) from year sets, processed Docs or strings.

Every metric class is registered once (``registry``); its class name is looked up lazily here, so
``import spacy_tempoeval.metrics`` imports neither spaCy pipelines nor litellm.

    from spacy_tempoeval.metrics import TemporalPrecision, get_metric, ALL_METRICS
    TemporalPrecision(use_focus_time=True).compute(qft={2020, 2021}, dfts=[{2020}, {2019}], k=2)  # 0.5
    get_metric("temporal_ndcg")  # -> TemporalNDCG

``ALL_METRICS`` and ``NO_LLM_METRICS`` (the metrics that need no judge) are lists of classes, as in tempoeval,
built from the registry (plug-in metrics included); ``all_metrics()`` gives name -> class. Plain functions
over year sets live in ``spacy_tempoeval.metrics.functional``.
"""

from __future__ import annotations

from typing import Any

from .base import BaseMetric as BaseMetric
from .base import MetricScore as MetricScore
from .registry import all_metrics, class_named
from .registry import get_metric as get_metric
from .registry import metric_names as metric_names
from .registry import register_metric as register_metric

_BASE_ALL = ["BaseMetric", "MetricScore", "get_metric", "metric_names",
             "register_metric", "all_metrics", "ALL_METRICS", "NO_LLM_METRICS", "run_sync"]


def __getattr__(name: str) -> Any:
    if name == "__all__":  # star imports get every registered metric class, plug-ins included
        return _BASE_ALL + sorted(cls.__name__ for cls in all_metrics().values())
    if name == "run_sync":
        from ..util.event_loop import run_sync

        return run_sync
    if name == "ALL_METRICS":
        return list(all_metrics().values())
    if name == "NO_LLM_METRICS":
        return list(all_metrics(lambda cls: not cls.requires_llm).values())
    if name[:1].isupper():
        cls = class_named(name)
        if cls is not None:
            globals()[name] = cls
            return cls
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

