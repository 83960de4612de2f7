"""Retrieval metrics: how well a ranked list of documents covers the time a query is about.

Focus-time mode (default) reads the query's focus time and each document's focus time::

    TemporalPrecision(use_focus_time=True).compute(qft={2020, 2021}, dfts=[{2020}, {2019}], k=2)  # 0.5
    TemporalPrecision().compute(query=doc, retrieved_docs=[doc1, doc2], k=2)  # processed Docs
    TemporalPrecision().compute(query="...", retrieved_docs=["...", "..."], k=2)  # strings, default pipeline

Gold mode, for the metrics that have one, starts as soon as ``retrieved_ids`` or ``gold_ids`` is passed::

    TemporalRecall().compute(retrieved_ids=["d3", "d1"], gold_ids=["d1", "d7"], k=2)  # 0.5

Each class is the whole metric: its inputs, its formula over relevance (``from_relevance``, shared by the
focus-time, batch-checked and LLM modes), its gold function, its vectorized path (``batch``) and its LLM mode.
Year sets passed directly (``qft=``, ``dfts=``) take the per-call path of ``fast``: only the documents the
metric needs are read and they are never converted.
"""

from __future__ import annotations

import math
from itertools import repeat
from typing import Any, Callable, Dict, List, Sequence, Tuple

from ..errors import ConfigTypeError, Errors
from ..yearset import YearSet
from . import functional as F
from .adapters import keywords_for, resolve_roles
from .base import BaseMetric, MetricScore
from .fast import (
    INT_COLLECTIONS,
    SET_TYPES,
    NeedsResolving,
    Query,
    all_years,
    as_int_set,
    check_documents,
    check_no_shared_year,
    doc_gains,
    doc_type,
    doc_years,
    flags_top_k,
    jaccard_gains,
    set_gains,
    span_hits,
    yearset_gains,
    yearset_hits,
)
from .registry import register_metric
from .relevance import precision_from_hits

EMPTY_QFT = "the query has no focus time (empty QFT), so temporal relevance is undefined"
NO_RELEVANT = "no retrieved document is temporally relevant (no DFT overlaps the QFT)"
NO_GOLD = "no gold ids were given, so relevance is undefined"
BATCH_MODULE = "spacy_tempoeval.metrics.batch"
_ISDISJOINT = set.isdisjoint
_new_score = float.__new__


def _no_formula(relevance: Sequence[Any], k: int, **options: Any) -> float:
    """``RetrievalMetric.from_relevance`` of a subclass that defines none."""
    raise NotImplementedError("a RetrievalMetric subclass defines from_relevance(relevance, k, **options)")


class RetrievalMetric(BaseMetric):
    """Shared plumbing of the ranked-list metrics.

    k (int): The default cutoff (overridable per call with ``k=``).
    """

    name = "retrieval"
    metric_type = "retrieval"
    inputs: Tuple[str | Tuple[str, ...], ...] = ("qft", "dfts")
    ranked = True
    llm_task: str | None = "ranked_relevance"
    llm_inputs: Tuple[str, ...] = ("query", "retrieved_docs")
    #: the LLM mode asks for 0-4 grades instead of 0/1 verdicts
    graded: bool = False
    gold_fn: Any = None
    #: extra keyword arguments of the focus-time / gold computations
    focus_options: frozenset = frozenset()
    gold_options: frozenset = frozenset()

    def __init__(self, *, k: int = 10, use_focus_time: bool | None = None, llm: Any = None,
                 use_llm: bool = False, **options: Any) -> None:
        unknown = sorted(set(options) - set(self.focus_options) - set(self.gold_options))
        if unknown:
            allowed = sorted({"k", *self.focus_options, *self.gold_options})
            raise ConfigTypeError(Errors.E033.format(metric=type(self).__name__, keys=unknown, allowed=allowed))
        super().__init__(use_focus_time=use_focus_time, llm=llm, use_llm=use_llm, **options)
        self.k = F.check_k(k)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        keys = set(keywords_for(["qft", "dfts"])) | {"k"} | set(cls.focus_options)
        if cls.gold_fn is not None:
            keys |= {"retrieved_ids", "gold_ids"} | set(cls.gold_options)
        cls.accepts = frozenset(keys)
        cls.gold_inputs = ("retrieved_ids", "gold_ids") if cls.gold_fn is not None else ()

    # -- the formula ------------------------------------------------------------------------------------------
    #: the metric from per-document relevance (0/1 flags, or 0-4 gains when ``graded``) in rank order,
    #: ``(relevance, k, **options) -> float``: a staticmethod of each metric
    from_relevance: Callable[..., float] = staticmethod(_no_formula)

    def relevance_options(self) -> Dict[str, Any]:
        """Options of ``from_relevance`` taken from the constructor (e.g. NDCG's ``exponential_gain``)."""
        return {}

    def _focus(self, query: Query, dfts: Sequence[Any], k: int, options: Dict[str, Any]
               ) -> Tuple[float, Dict[str, Any]]:
        """Value and details from a prepared query and the ranked documents (default: binary relevance)."""
        flags = flags_top_k(query, dfts, len(dfts) if self.whole_list else k)
        value = self.from_relevance(flags, k, **options)
        return value, {"relevant": flags[:k]}

    # -- entry points -----------------------------------------------------------------------------------------
    def compute(self, *, qft: Any = None, dfts: Any = None, k: Any = None, **kwargs: Any) -> MetricScore:
        """Compute the metric. Year sets given as ``qft=`` and ``dfts=`` (and ``k=``) take the per-call fast
        path; texts, Docs, ids, per-call options and the LLM mode take the general one.

        qft (Any): The query's years (set, YearSet, an object with ``.years``); or ``query=`` (str or Doc).
        dfts (Any): The ranked documents' years; or ``retrieved_docs=`` / ``contexts=`` (str or Doc).
        k (Optional[int]): The cutoff (default: the metric's ``k``).
        RETURNS (MetricScore): The score; NaN with a reason when not applicable.
        """
        if kwargs or qft is None or dfts is None or self.llm is not None or self.use_llm:
            return self._other(qft, dfts, k, kwargs)
        if k is None:
            k = self.k
        elif type(k) is not int or k < 1:
            k = F.check_k(k)
        try:
            return self._fast(qft, dfts, k)
        except (NeedsResolving, TypeError):  # texts or Docs to tag, or a bad input the general path names
            return self._general(qft, dfts, k, kwargs)

    def _other(self, qft: Any, dfts: Any, k: Any, kwargs: Dict[str, Any]) -> MetricScore:
        """Everything but year sets in focus-time mode: the LLM mode, processed Docs, texts, ids, options."""
        if self.uses_llm:
            return self._general(qft, dfts, k, kwargs)
        if kwargs and qft is None and dfts is None and len(kwargs) == 2 and "query" in kwargs \
                and ("retrieved_docs" in kwargs or "contexts" in kwargs):
            qft, docs = kwargs["query"], kwargs.get("retrieved_docs", kwargs.get("contexts"))
            try:  # processed Docs read without the adapters (texts raise NeedsResolving)
                return self._fast(qft, docs, self.k if k is None else F.check_k(k))
            except (NeedsResolving, TypeError):
                return self._general(None, None, k, kwargs)
        if kwargs or qft is None or dfts is None:
            return self._general(qft, dfts, k, kwargs)
        return self._fast(qft, dfts, self.k if k is None else F.check_k(k))  # use_focus_time=True, a judge set

    def _general(self, qft: Any, dfts: Any, k: Any, kwargs: Dict[str, Any]) -> MetricScore:
        given = {key: v for key, v in (("qft", qft), ("dfts", dfts), ("k", k)) if v is not None}
        return BaseMetric.compute(self, **given, **kwargs)

    def _fast(self, qft: Any, dfts: Any, k: int) -> MetricScore:
        """The per-call path from year sets (subclasses add shortcuts for builtin sets)."""
        return self._score(qft, dfts, {"k": k})

    def _compute(self, **kwargs: Any) -> MetricScore:
        if self.gold_fn is not None and ("retrieved_ids" in kwargs or "gold_ids" in kwargs):
            return self._compute_gold(**kwargs)
        roles = resolve_roles(type(self).__name__, kwargs, ["qft", "dfts"])
        for key in ("qft", "dfts", "query", "retrieved_docs", "contexts", "reference_date", "nlp"):
            kwargs.pop(key, None)
        return self._score(roles["qft"], roles["dfts"], kwargs)

    def _score(self, qft: Any, dfts: Any, kwargs: Dict[str, Any]) -> MetricScore:
        k = kwargs.pop("k", None)
        k = self.k if k is None else F.check_k(k)
        query = Query(qft)
        docs = check_documents(dfts, f"{type(self).__name__}: argument 'dfts'")
        options = self._options(kwargs)
        if not query:
            value, details = math.nan, {}  # type: Tuple[float, Dict[str, Any]]
        else:
            value, details = self._focus(query, docs, k, options)
            if not value > 0:  # 0 or NaN: no document shares a year, which a set of strings would also give
                check_no_shared_year(docs, type(self).__name__)
        details.update(k=k, mode="focus_time", n_retrieved=len(docs))
        if value != value:  # NaN
            return MetricScore(value, self.explain_nan(qft=query.as_yearset(), dfts=docs, k=k), details)
        return MetricScore(value, None, details)

    def _options(self, kwargs: Dict[str, Any]) -> Dict[str, Any]:
        """Constructor options of the focus-time computation, overridden by per-call values."""
        options = {key: v for key, v in self.options.items() if key in self.focus_options}
        options.update({key: v for key, v in kwargs.items() if key in self.focus_options and v is not None})
        return options

    def _compute_gold(self, **kwargs: Any) -> MetricScore:
        k = kwargs.get("k")
        k = self.k if k is None else F.check_k(k)
        retrieved, gold = kwargs.get("retrieved_ids"), kwargs.get("gold_ids")
        extra = {key: v for key, v in self.options.items() if key in self.gold_options}
        extra.update({key: kwargs[key] for key in self.gold_options if kwargs.get(key) is not None})
        value = type(self).gold_fn(retrieved or [], gold, k, **extra)
        details = {"k": k, "mode": "gold", "n_retrieved": len(retrieved or [])}
        return MetricScore(value, NO_GOLD if math.isnan(value) else None, details)

    def explain_nan(self, **inputs: Any) -> str:
        """Why the score is NaN for these inputs (``qft``, ``dfts``, ``k``)."""
        return EMPTY_QFT if not inputs.get("qft") else NO_RELEVANT


@register_metric
class TemporalPrecision(RetrievalMetric):
    """Temporal Precision@K = |{d in top-K : QFT ∩ DFT_d ≠ ∅}| / K (gold mode: |top-K ∩ gold| / K).

    Fewer than K documents keep the /K: missing results count as not relevant.
    """

    name = "temporal_precision"
    batch = f"{BATCH_MODULE}:precision_at_k"
    gold_fn = staticmethod(F.gold_precision_at_k)
    from_relevance = staticmethod(F.precision_from_flags)

    def _focus(self, query: Query, dfts: Sequence[Any], k: int, options: Dict[str, Any]
               ) -> Tuple[float, Dict[str, Any]]:
        flags = flags_top_k(query, dfts, k)  # the top k only
        return precision_from_hits(sum(flags), k), {"relevant": flags}

    def compute(self, *, qft: Any = None, dfts: Any = None, k: Any = None, **kwargs: Any) -> MetricScore:
        """``RetrievalMetric.compute`` with the most common call, builtin sets of ints, handled first: the
        whole cost is then about k ``isdisjoint`` calls (see ``benchmarks/README.md``)."""
        if k is None:
            k = self.k
        if type(k) is int and k > 0 and type(dfts) is list and qft and not kwargs and self.llm is None \
                and not self.use_llm:
            kind = type(qft)
            if (kind is set or kind is frozenset) and all_years(qft):
                top = dfts[:k]
                try:
                    hits = len(top) - sum(map(_ISDISJOINT, top, repeat(qft)))
                except TypeError:  # a document that is not a builtin set: the general path reads it
                    pass
                else:
                    if not hits:
                        check_no_shared_year(top, type(self).__name__)
                    return MetricScore.lazy(precision_from_hits(hits, k), None, _set_details, qft, top, k, len(dfts))
            elif kind is YearSet:
                top = dfts[:k]
                found = span_hits(qft, top)
                if found is not None:
                    return MetricScore.lazy(precision_from_hits(found, k), None, _yearset_details, qft, top, k,
                                            len(dfts))
        return RetrievalMetric.compute(self, qft=qft, dfts=dfts, k=k, **kwargs)

    def _fast(self, qft: Any, dfts: Any, k: int) -> MetricScore:
        if type(dfts) in (list, tuple) and qft:
            top = list(dfts[:k])
            kind = type(qft)
            if kind is list or kind is tuple:
                int_set = as_int_set(qft)
                if int_set is not None:
                    qft, kind = int_set, frozenset
            if kind in SET_TYPES and all_years(qft) and INT_COLLECTIONS.issuperset(map(type, top)):
                hits = len(top) - sum(map(qft.isdisjoint, top))  # sets, frozensets, lists, tuples of ints
                if not hits:
                    check_no_shared_year(top, type(self).__name__)
                return MetricScore.lazy(precision_from_hits(hits, k), None, _set_details, qft, top, k, len(dfts))
            if kind is YearSet or kind is doc_type():
                query = Query(qft)
                if not query:
                    return self._score(qft, dfts, {"k": k})
                hits = yearset_hits(query, top)
                if hits is None and all(type(d) is doc_type() for d in top):
                    hits = yearset_hits(query, [doc_years(d) for d in top])
                if hits is not None:
                    return MetricScore.lazy(precision_from_hits(hits, k), None, _flag_details, query, top, k, len(dfts))
        return self._score(qft, dfts, {"k": k})


def _set_details(qft: Any, top: List[Any], k: int, n: int) -> Dict[str, Any]:
    return {"relevant": [not qft.isdisjoint(d) for d in top], "k": k, "mode": "focus_time", "n_retrieved": n}


def _flag_details(query: Query, top: List[Any], k: int, n: int) -> Dict[str, Any]:
    return {"relevant": flags_top_k(query, top, k), "k": k, "mode": "focus_time", "n_retrieved": n}


def _yearset_details(qft: YearSet, top: List[Any], k: int, n: int) -> Dict[str, Any]:
    return _flag_details(Query(qft), top, k, n)


def _gain_details(gains: Dict[int, float], k: int, n: int) -> Dict[str, Any]:
    top = [gains.get(i, 0.0) for i in range(min(k, n))]
    return {"relevant": [g > 0 for g in top], "relevance": top, "k": k, "mode": "focus_time", "n_retrieved": n}


@register_metric
class TemporalRecall(RetrievalMetric):
    """Temporal Recall@K: relevant documents in the top K over all relevant documents.

    Focus-time mode counts the relevant documents of the whole retrieved (judged) list, or uses
    ``total_relevant=`` when given; gold mode is |top-K ids ∩ gold ids| / |gold ids|.
    """

    name = "temporal_recall"
    whole_list = True
    batch = f"{BATCH_MODULE}:recall_at_k"
    gold_fn = staticmethod(F.gold_recall_at_k)
    focus_options = frozenset({"total_relevant"})
    from_relevance = staticmethod(F.recall_from_flags)


@register_metric
class TemporalNDCG(RetrievalMetric):
    """Temporal NDCG@K = DCG@K / IDCG@K with DCG@K = Σ_{i≤K} rel(d_i) / log2(i + 1).

    Focus-time mode: rel(d) = 4 · Jaccard(QFT, DFT_d). The ideal DCG sorts the relevances of the whole
    retrieved list by default, or of a judged pool given as ``pool=[dft, ...]``. Gold mode: ``gold_ids`` as a
    list (binary) or an ``{id: grade}`` dict; the ideal DCG sorts all gold grades. ``exponential_gain=True``
    uses 2**rel - 1 instead of rel (the convention of some toolkits).
    """

    name = "temporal_ndcg"
    whole_list = True
    graded = True
    batch = f"{BATCH_MODULE}:ndcg_at_k"
    gold_fn = staticmethod(F.gold_ndcg_at_k)
    focus_options = frozenset({"pool", "exponential_gain"})
    gold_options = frozenset({"exponential_gain"})

    @staticmethod
    def from_relevance(relevance: Sequence[float], k: int, *, pool: Sequence[float] | None = None,
                       exponential_gain: bool = False) -> float:
        """NDCG@k of graded relevance (0-4); the ideal order sorts ``pool`` (default: the whole list)."""
        return F.ndcg_from_gains(relevance, k, pool, exponential=exponential_gain)

    def relevance_options(self) -> Dict[str, Any]:
        return {"exponential_gain": bool(self.options.get("exponential_gain", False))}

    def _focus(self, query: Query, dfts: Sequence[Any], k: int, options: Dict[str, Any]
               ) -> Tuple[float, Dict[str, Any]]:
        gains = jaccard_gains(query, dfts)
        pool = options.get("pool")
        if pool is not None:
            pool = jaccard_gains(query, resolve_roles(type(self).__name__, {"dfts": pool}, ["dfts"])["dfts"])
        value = self.from_relevance(gains, k, pool=pool,
                                    exponential_gain=bool(options.get("exponential_gain", False)))
        top = gains[:k]
        return value, {"relevant": [g > 0 for g in top], "relevance": top}

    def _fast(self, qft: Any, dfts: Any, k: int) -> MetricScore:
        if type(dfts) is list and qft and not self.options:
            kind = type(qft)
            int_set = as_int_set(qft)
            if int_set is not None:
                gains = set_gains(int_set, dfts, k=k)
            elif kind is YearSet or kind is doc_type():
                query = Query(qft)
                gains = yearset_gains(query, dfts)
                if gains is None:
                    gains = doc_gains(query, dfts)
            else:
                gains = None
            if gains is not None:
                if not gains and int_set is not None:
                    check_no_shared_year(dfts, type(self).__name__)
                value = F.ndcg_from_sparse_gains(gains, k)
                return MetricScore.lazy(value, None if gains else NO_RELEVANT, _gain_details, gains, k,
                                        len(dfts))
        return self._score(qft, dfts, {"k": k})


@register_metric
class TemporalMRR(RetrievalMetric):
    """Temporal MRR: 1 / rank of the first temporally relevant document within the top K (0 when none).

    Averaging over queries (``evaluate`` does it) gives the mean reciprocal rank.
    """

    name = "temporal_mrr"
    batch = f"{BATCH_MODULE}:mrr_at_k"
    gold_fn = staticmethod(F.gold_mrr)
    from_relevance = staticmethod(F.mrr_from_flags)


@register_metric
class TemporalMAP(RetrievalMetric):
    """Temporal MAP@K: average precision over the top K divided by the number of relevant documents (of the
    whole list, or ``total_relevant=``), not by the relevant ones that happen to be in the top K.
    """

    name = "temporal_map"
    whole_list = True
    batch = f"{BATCH_MODULE}:map_at_k"
    gold_fn = staticmethod(F.gold_map_at_k)
    focus_options = frozenset({"total_relevant"})
    from_relevance = staticmethod(F.map_from_flags)


RETRIEVAL_METRICS = [TemporalPrecision, TemporalRecall, TemporalNDCG, TemporalMRR, TemporalMAP]
"""The ranked-list metrics of this module; the year-coverage ones are in ``metrics.coverage``."""

__all__ = [cls.__name__ for cls in RETRIEVAL_METRICS] + ["RetrievalMetric", "RETRIEVAL_METRICS"]
