"""Retrieval metrics: how well a ranked list of documents covers the time a query is about.

Focus-time mode (default) reads the query's focus time and each document's focus time::

    TemporalPrecision(use_focus_time=True).compute(qft={2020, 2021}, dfts=[{2020}, {2019}], k=2)  # 0.5
    TemporalPrecision().compute(query=doc, retrieved_docs=[doc1, doc2], k=2)  # processed Docs
    TemporalPrecision().compute(query="...", retrieved_docs=["...", "..."], k=2)  # strings, default pipeline

Gold mode, for the metrics that have one, starts as soon as ``retrieved_ids`` or ``gold_ids`` is passed::

    TemporalRecall().compute(retrieved_ids=["d3", "d1"], gold_ids=["d1", "d7"], k=2)  # 0.5

``k`` defaults to the metric's ``k`` (10 unless given to the constructor). See ``functional`` for the
formulas.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Dict, List

from ..errors import Errors
from ..yearset import YearSet
from . import functional as F
from .adapters import keywords_for, resolve_roles
from .base import BaseMetric, MetricScore

EMPTY_QFT = "the query has no focus time (empty QFT), so temporal relevance is undefined"
NO_RELEVANT = "no retrieved document is temporally relevant (no DFT overlaps the QFT)"
NO_GOLD = "no gold ids were given, so relevance is undefined"


class RetrievalMetric(BaseMetric):
    """Shared plumbing of the ranked-list metrics.

    k (int): The default cutoff (overridable per call with ``k=``).
    """

    name = "retrieval"
    focus_fn: Callable[..., float]
    gold_fn: Callable[..., float] | None = None
    #: extra keyword arguments passed through to the focus-time function
    focus_options: frozenset = frozenset()
    gold_options: frozenset = frozenset()

    def __init__(self, *, k: int = 10, use_focus_time: bool | None = None, llm: Any = None,
                 use_llm: bool = False, **options: Any) -> None:
        unknown = sorted(set(options) - set(self.focus_options) - set(self.gold_options))
        if unknown:
            allowed = sorted({"k", *self.focus_options, *self.gold_options})
            raise TypeError(Errors.E033.format(metric=type(self).__name__, keys=unknown, allowed=allowed))
        super().__init__(use_focus_time=use_focus_time, llm=llm, use_llm=use_llm, **options)
        self.k = F.check_k(k)

    @classmethod
    def _accepts(cls) -> frozenset:
        keys = set(keywords_for(["qft", "dfts"])) | {"k"} | set(cls.focus_options)
        if cls.gold_fn is not None:
            keys |= {"retrieved_ids", "gold_ids"} | set(cls.gold_options)
        return frozenset(keys)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.accepts = cls._accepts()

    def _compute(self, **kwargs: Any) -> MetricScore:
        k = kwargs.pop("k", None)
        k = F.check_k(self.k if k is None else k)
        if self.gold_fn is not None and ("retrieved_ids" in kwargs or "gold_ids" in kwargs):
            return self._compute_gold(k, **kwargs)
        roles = resolve_roles(type(self).__name__, kwargs, ["qft", "dfts"])
        qft, dfts = roles["qft"], roles["dfts"]
        extra = self._default_options()
        extra.update({key: kwargs[key] for key in self.focus_options if kwargs.get(key) is not None})
        if "pool" in extra:
            extra["pool"] = resolve_roles(type(self).__name__, {"dfts": extra["pool"]}, ["dfts"])["dfts"]
        value = type(self).focus_fn(qft, dfts, k, **extra)
        details = self._details(qft, dfts, k)
        reason = None
        if math.isnan(value):
            reason = EMPTY_QFT if not qft else self._nan_reason(qft, dfts, k)
        return MetricScore(value, reason, details)

    def _default_options(self) -> Dict[str, Any]:
        """Constructor options that the focus-time function takes (per-call values override them)."""
        return {key: v for key, v in self.options.items() if key in self.focus_options}

    def _compute_gold(self, k: int, **kwargs: Any) -> MetricScore:
        retrieved, gold = kwargs.get("retrieved_ids"), kwargs.get("gold_ids")
        extra = {key: v for key, v in self.options.items() if key in self.gold_options}
        extra.update({key: kwargs[key] for key in self.gold_options if kwargs.get(key) is not None})
        value = type(self).gold_fn(retrieved or [], gold, k, **extra)
        details = {"k": k, "mode": "gold", "n_retrieved": len(retrieved or [])}
        return MetricScore(value, NO_GOLD if math.isnan(value) else None, details)

    def _details(self, qft: YearSet, dfts: List[YearSet], k: int) -> Dict[str, Any]:
        return {"k": k, "mode": "focus_time", "n_retrieved": len(dfts),
                "relevant": [qft.intersects(d) for d in dfts[:k]]}

    def _nan_reason(self, qft: YearSet, dfts: List[YearSet], k: int) -> str:
        return NO_RELEVANT


class TemporalPrecision(RetrievalMetric):
    """Temporal Precision@K = |{d in top-K : QFT ∩ DFT_d ≠ ∅}| / K (gold mode: |top-K ∩ gold| / K).

    Fewer than K documents keep the /K: missing results count as not relevant.
    """

    name = "temporal_precision"
    focus_fn = staticmethod(F.temporal_precision_at_k)
    gold_fn = staticmethod(F.gold_precision_at_k)


class TemporalRecall(RetrievalMetric):
    """Temporal Recall@K: relevant documents in the top K over all relevant documents.

    Focus-time mode counts the relevant documents of the whole retrieved (judged) list, or uses
    ``total_relevant=`` when given; gold mode is |top-K ids ∩ gold ids| / |gold ids|.
    """

    name = "temporal_recall"
    focus_fn = staticmethod(F.temporal_recall_at_k)
    gold_fn = staticmethod(F.gold_recall_at_k)
    focus_options = frozenset({"total_relevant"})


class TemporalNDCG(RetrievalMetric):
    """Temporal NDCG@K = DCG@K / IDCG@K with DCG@K = Σ_{i≤K} rel(d_i) / log2(i + 1).

    Focus-time mode: rel(d) = 4 · Jaccard(QFT, DFT_d). The ideal DCG sorts the relevances of the whole
    retrieved
    list by default, or of a judged pool given as ``pool=[dft, ...]``. Gold mode: ``gold_ids`` as a list
    (binary) or an ``{id: grade}`` dict; the ideal DCG sorts all gold grades. ``exponential_gain=True`` uses
    2**rel - 1 instead of rel (the convention of some toolkits).
    """

    name = "temporal_ndcg"
    focus_fn = staticmethod(F.temporal_ndcg_at_k)
    gold_fn = staticmethod(F.gold_ndcg_at_k)
    focus_options = frozenset({"pool", "exponential_gain"})
    gold_options = frozenset({"exponential_gain"})

    def _details(self, qft: YearSet, dfts: List[YearSet], k: int) -> Dict[str, Any]:
        details = super()._details(qft, dfts, k)
        details["relevance"] = F.jaccard_relevance(qft, dfts[:k])
        return details


class TemporalMRR(RetrievalMetric):
    """Temporal MRR: 1 / rank of the first temporally relevant document within the top K (0 when none).

    Averaging over queries (``evaluate`` does it) gives the mean reciprocal rank.
    """

    name = "temporal_mrr"
    focus_fn = staticmethod(F.temporal_mrr)
    gold_fn = staticmethod(F.gold_mrr)


class TemporalMAP(RetrievalMetric):
    """Temporal MAP@K: average precision over the top K divided by the number of relevant documents (of the
    whole list, or ``total_relevant=``), not by the relevant ones that happen to be in the top K.
    """

    name = "temporal_map"
    focus_fn = staticmethod(F.temporal_map_at_k)
    gold_fn = staticmethod(F.gold_map_at_k)
    focus_options = frozenset({"total_relevant"})


class TemporalYearPrecision(RetrievalMetric):
    """Temporal Year Precision@K = |∪DFT_top-K ∩ QFT| / |∪DFT_top-K|: how much of the time the top K is about
    is the time the query asks about.
    """

    name = "temporal_year_precision"
    focus_fn = staticmethod(F.temporal_year_precision_at_k)

    def _nan_reason(self, qft: YearSet, dfts: List[YearSet], k: int) -> str:
        return "the top-k documents mention no year (empty union of DFTs)"


class TemporalYearRecall(RetrievalMetric):
    """Temporal Year Recall@K = |∪DFT_top-K ∩ QFT| / |QFT|: how much of the query's time the top K covers."""

    name = "temporal_year_recall"
    focus_fn = staticmethod(F.temporal_year_recall_at_k)


class TemporalDiversity(RetrievalMetric):
    """Temporal Diversity@K: distinct years (``granularity="year"``) or decades (``"decade"``) of the query's
    scope that the top K covers, over the size of that scope.
    """

    name = "temporal_diversity"
    focus_fn = staticmethod(F.temporal_diversity_at_k)

    focus_options = frozenset({"granularity"})

    def __init__(self, *, granularity: str = "year", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        F.temporal_diversity_at_k({1}, [], 1, granularity=granularity)  # validates early
        self.granularity = granularity

    def _default_options(self) -> Dict[str, Any]:
        return {**super()._default_options(), "granularity": self.granularity}


RETRIEVAL_METRICS = [TemporalPrecision, TemporalRecall, TemporalNDCG, TemporalMRR, TemporalMAP,
                     TemporalYearPrecision, TemporalYearRecall, TemporalDiversity]

__all__ = [cls.__name__ for cls in RETRIEVAL_METRICS] + ["RetrievalMetric", "RETRIEVAL_METRICS"]
