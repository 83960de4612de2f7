"""Temporal RAG metrics as pure functions over year sets and document ids (no classes, no spaCy).

Year-set arguments accept anything ``coerce_years`` accepts (``YearSet``, a set/list of ints, None). Every
function returns a float; NaN means "not applicable" (the metric classes attach the reason). Conventions:

- ``k`` must be a positive int ([E020]). With fewer than ``k`` documents the ``/k`` of the definition is kept,
  so a list of 2 relevant documents has Precision@5 = 0.4: missing results are not relevant results.
- A document is *temporally relevant* when its DFT shares at least one year with the QFT.
- An empty QFT makes every query-based metric NaN; an empty AFT makes faithfulness and answer precision NaN.
- Where a denominator counts relevant documents (recall, MAP, NDCG's ideal DCG) and there are none, the result
  is NaN: the query cannot distinguish a good ranking from a bad one.
"""

from __future__ import annotations

import math
from operator import mul
from typing import Any, Dict, Hashable, List, Literal, Mapping, Sequence, Tuple, Union, overload

from ..errors import ConfigError, Errors, InputError, InputTypeError
from ..yearset import YearSet, YearsLike, coerce_years
from ..yearset import coerce_years_list as _years_list
from .relevance import discounts, jaccard_gain, precision_from_hits

NAN = math.nan
Relevance = Union[Sequence[Hashable], Mapping[Hashable, float]]


# -- helpers -------------------------------------------------------------------------------------------------
@overload
def check_k(k: Any, *, allow_none: Literal[False] = ...) -> int: ...


@overload
def check_k(k: Any, *, allow_none: bool) -> int | None: ...


def check_k(k: Any, *, allow_none: bool = False) -> int | None:
    """Validate a cutoff: a positive int (bools and floats are rejected) -> [E020]."""
    if k is None and allow_none:
        return None
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        try:
            import numpy as np

            if isinstance(k, np.integer) and k >= 1:
                return int(k)
        except ImportError:  # pragma: no cover
            pass
        raise ConfigError(Errors.E020.format(value=k))
    return k


def relevance_flags(qft: YearsLike, dfts: Sequence[YearsLike]) -> List[bool]:
    """Binary temporal relevance of each document: True when its DFT overlaps the QFT."""
    q = coerce_years(qft)
    return [q.intersects(d) for d in _years_list(dfts)]


def jaccard_relevance(qft: YearsLike, dfts: Sequence[YearsLike], scale: float = 4.0) -> List[float]:
    """Graded relevance ``scale * |QFT ∩ DFT| / |QFT ∪ DFT|`` of each document (0 for an empty DFT)."""
    q = coerce_years(qft)
    out = []
    for d in _years_list(dfts):
        inter = q.overlap(d)
        out.append(jaccard_gain(inter, len(q), len(d), scale) if inter else 0.0)
    return out


def dcg(gains: Sequence[float], *, exponential: bool = False) -> float:
    """``Σ_i g_i / log2(i + 1)`` (ranks from 1); with ``exponential`` the gain is ``2**g - 1``."""
    disc = discounts(len(gains))
    if exponential:
        return sum(map(mul, [2.0 ** g - 1.0 for g in gains], disc))
    return sum(map(mul, gains, disc))


def ndcg_from_gains(gains: Sequence[float], k: int, ideal_pool: Sequence[float] | None = None, *,
                    exponential: bool = False) -> float:
    """NDCG@k of ranked ``gains``; the ideal DCG sorts ``ideal_pool`` (default: all of ``gains``). NaN if
    0."""
    if type(k) is not int or k < 1:
        k = check_k(k)
    ideal = sorted(gains if ideal_pool is None else ideal_pool, reverse=True)[:k]
    top = list(gains[:k])
    if exponential:
        ideal = [2.0 ** g - 1.0 for g in ideal]
        top = [2.0 ** g - 1.0 for g in top]
    disc = discounts(k)
    idcg = sum(map(mul, ideal, disc))
    if idcg <= 0:
        return NAN
    return min(1.0, sum(map(mul, top, disc)) / idcg)


def ndcg_from_sparse_gains(gains: Mapping[int, float], k: int) -> float:
    """``ndcg_from_gains`` of a list given as {rank index (from 0): gain} for its non-zero gains only, the ideal
    order sorting all of them (linear gain). NaN when there is no gain."""
    disc = discounts(k)
    ideal = sorted(gains.values(), reverse=True)[:k]
    idcg = sum(map(mul, ideal, disc))
    if idcg <= 0:
        return NAN
    return min(1.0, sum([g * disc[i] for i, g in gains.items() if i < k]) / idcg)


def average_precision(flags: Sequence[bool], k: int, n_relevant: int) -> float:
    """``Σ_{i≤k, rel_i} P@i / n_relevant``; NaN when ``n_relevant`` is 0."""
    if n_relevant <= 0:
        return NAN
    hits = 0
    total = 0.0
    for i, rel in enumerate(list(flags)[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return min(1.0, total / n_relevant)


# -- ranked-list formulas over relevance (shared by the focus-time, gold and LLM modes) -----------------------
def precision_from_flags(flags: Sequence[bool], k: int) -> float:
    """Relevant documents among the first k flags / k (missing documents count as not relevant)."""
    return precision_from_hits(sum(flags[:k]), k)


def recall_from_flags(flags: Sequence[bool], k: int, total_relevant: int | None = None) -> float:
    """Relevant documents in the top k / relevant documents of the whole list (or ``total_relevant``); NaN if 0."""
    total = sum(flags) if total_relevant is None else int(total_relevant)
    if total <= 0:
        return NAN
    return min(1.0, sum(flags[:k]) / total)


def mrr_from_flags(flags: Sequence[bool], k: int | None = None) -> float:
    """1 / rank of the first relevant flag within the top k (0.0 when none is)."""
    for i, rel in enumerate(flags[:k], start=1):
        if rel:
            return 1.0 / i
    return 0.0


def map_from_flags(flags: Sequence[bool], k: int, total_relevant: int | None = None) -> float:
    """Average precision@k over the relevant documents of the whole list (or ``total_relevant``); NaN if 0."""
    return average_precision(flags, k, sum(flags) if total_relevant is None else int(total_relevant))


# -- retrieval, focus-time mode ------------------------------------------------------------------------------
def temporal_precision_at_k(qft: YearsLike, dfts: Sequence[YearsLike], k: int) -> float:
    """|{d in top-k : QFT ∩ DFT_d ≠ ∅}| / k. NaN when the QFT is empty."""
    k = check_k(k)
    q = coerce_years(qft)
    if not q:
        return NAN
    return precision_from_flags(relevance_flags(q, list(dfts or [])[:k]), k)


def temporal_recall_at_k(qft: YearsLike, dfts: Sequence[YearsLike], k: int, *,
                         total_relevant: int | None = None) -> float:
    """Relevant documents in the top k / relevant documents in the whole list (or ``total_relevant``).

    NaN when the QFT is empty or nothing is relevant.
    """
    k = check_k(k)
    q = coerce_years(qft)
    if not q:
        return NAN
    return recall_from_flags(relevance_flags(q, dfts), k, total_relevant)


def temporal_ndcg_at_k(qft: YearsLike, dfts: Sequence[YearsLike], k: int, *,
                       pool: Sequence[YearsLike] | None = None, exponential_gain: bool = False) -> float:
    """NDCG@k with rel(d) = 4 · Jaccard(QFT, DFT_d), linear gain, DCG = Σ rel / log2(i+1).

    The ideal DCG sorts the relevances of the whole retrieved list (not only its top k), or of ``pool`` (the
    DFTs of a judged pool) when given. NaN when the QFT is empty or no document overlaps it.
    """
    k = check_k(k)
    q = coerce_years(qft)
    if not q:
        return NAN
    gains = jaccard_relevance(q, dfts)
    ideal = None if pool is None else jaccard_relevance(q, pool)
    return ndcg_from_gains(gains, k, ideal, exponential=exponential_gain)


def temporal_mrr(qft: YearsLike, dfts: Sequence[YearsLike], k: int | None = None) -> float:
    """1 / rank of the first temporally relevant document within the top k (0 if none). NaN if QFT empty."""
    k = check_k(k, allow_none=True)
    q = coerce_years(qft)
    if not q:
        return NAN
    return mrr_from_flags(relevance_flags(q, _years_list(dfts)[:k]))


def temporal_map_at_k(qft: YearsLike, dfts: Sequence[YearsLike], k: int, *,
                      total_relevant: int | None = None) -> float:
    """Average precision@k divided by the number of relevant documents in the whole list (or
    ``total_relevant``), not by the relevant ones that happen to be in the top k. NaN when the QFT is empty or
    nothing is relevant.
    """
    k = check_k(k)
    q = coerce_years(qft)
    if not q:
        return NAN
    return map_from_flags(relevance_flags(q, dfts), k, total_relevant)


def _top_k_union(dfts: Sequence[YearsLike], k: int) -> YearSet:
    return YearSet.union_all(list(dfts or [])[:k])


def temporal_year_precision_at_k(qft: YearsLike, dfts: Sequence[YearsLike], k: int) -> float:
    """|∪DFT_top-k ∩ QFT| / |∪DFT_top-k|. NaN when the QFT is empty or the top k mention no year."""
    k = check_k(k)
    q = coerce_years(qft)
    union = _top_k_union(dfts, k)
    if not q or not union:
        return NAN
    return union.overlap(q) / len(union)


def temporal_year_recall_at_k(qft: YearsLike, dfts: Sequence[YearsLike], k: int) -> float:
    """|∪DFT_top-k ∩ QFT| / |QFT|. NaN when the QFT is empty."""
    k = check_k(k)
    q = coerce_years(qft)
    if not q:
        return NAN
    return _top_k_union(dfts, k).overlap(q) / len(q)


def temporal_diversity_at_k(qft: YearsLike, dfts: Sequence[YearsLike], k: int, *,
                            granularity: str = "year") -> float:
    """Share of the query's scope covered by the top k, counted in distinct years or decades.

    ``granularity="year"``: |∪DFT_top-k ∩ QFT| / |QFT| (equal to Year Recall@k);
    ``granularity="decade"``: distinct decades of ∪DFT_top-k ∩ QFT over the decades of the QFT, which rewards
    a top k that spreads over the period a long query spans. NaN when the QFT is empty.
    """
    if granularity not in ("year", "decade"):
        raise InputError(Errors.E151.format(where="granularity", expected="'year' or 'decade'",
                                            value=granularity, type=type(granularity).__name__))
    k = check_k(k)
    q = coerce_years(qft)
    if not q:
        return NAN
    covered = _top_k_union(dfts, k) & q
    if granularity == "year":
        return len(covered) / len(q)
    return len(covered.decades()) / len(q.decades())


# -- retrieval, gold mode (document ids) ---------------------------------------------------------------------
def _gold_grades(gold: Relevance) -> Dict[Hashable, float]:
    if gold is None:
        return {}
    if isinstance(gold, Mapping):
        return {key: float(v) for key, v in gold.items() if float(v) > 0}
    if isinstance(gold, (str, bytes)):
        raise InputTypeError(Errors.E150.format(where="gold_ids", expected="a list of ids or an {id: grade} dict",
                                           value=gold, type=type(gold).__name__))
    return {key: 1.0 for key in gold}


def _first_occurrences(ids: Sequence[Hashable]) -> List[Tuple[Hashable, bool]]:
    """Each id in order, with whether it is its first occurrence (so repeated ids can count once)."""
    seen: set = set()
    marked = []
    for i in list(ids or []):
        marked.append((i, i not in seen))
        seen.add(i)
    return marked


def gold_precision_at_k(retrieved_ids: Sequence[Hashable], gold_ids: Relevance, k: int) -> float:
    """|top-k ids ∩ gold ids| / k. NaN when there are no gold ids."""
    k = check_k(k)
    gold = _gold_grades(gold_ids)
    if not gold:
        return NAN
    return sum(1 for i in list(retrieved_ids or [])[:k] if i in gold) / k


def gold_recall_at_k(retrieved_ids: Sequence[Hashable], gold_ids: Relevance, k: int) -> float:
    """|top-k ids ∩ gold ids| / |gold ids|. NaN when there are no gold ids."""
    k = check_k(k)
    gold = _gold_grades(gold_ids)
    if not gold:
        return NAN
    return len(set(list(retrieved_ids or [])[:k]) & set(gold)) / len(gold)


def gold_ndcg_at_k(retrieved_ids: Sequence[Hashable], gold_ids: Relevance, k: int, *,
                   exponential_gain: bool = False) -> float:
    """NDCG@k with binary (list) or graded ({id: grade}) gold relevance; the ideal DCG sorts all gold grades
    (the judged pool). Repeated ids count once. NaN when there are no gold ids.
    """
    k = check_k(k)
    gold = _gold_grades(gold_ids)
    if not gold:
        return NAN
    gains = [gold.get(i, 0.0) if first else 0.0 for i, first in _first_occurrences(retrieved_ids)]
    return ndcg_from_gains(gains, k, list(gold.values()), exponential=exponential_gain)


def gold_mrr(retrieved_ids: Sequence[Hashable], gold_ids: Relevance, k: int | None = None) -> float:
    """1 / rank of the first gold id within the top k (0 if none). NaN when there are no gold ids."""
    k = check_k(k, allow_none=True)
    gold = _gold_grades(gold_ids)
    if not gold:
        return NAN
    for rank, i in enumerate(list(retrieved_ids or [])[:k], start=1):
        if i in gold:
            return 1.0 / rank
    return 0.0


def gold_map_at_k(retrieved_ids: Sequence[Hashable], gold_ids: Relevance, k: int) -> float:
    """Average precision@k over |gold ids| (repeated ids count once). NaN when there are no gold ids."""
    k = check_k(k)
    gold = _gold_grades(gold_ids)
    if not gold:
        return NAN
    flags = [first and i in gold for i, first in _first_occurrences(retrieved_ids)]
    return average_precision(flags, k, len(gold))


# -- generation ----------------------------------------------------------------------------------------------
def temporal_faithfulness(aft: YearsLike, dfts: Sequence[YearsLike]) -> float:
    """|AFT ∩ ∪_i DFT_i| / |AFT|: the share of the answer's years the contexts support. NaN if AFT empty."""
    a = coerce_years(aft)
    if not a:
        return NAN
    return YearSet.union_all(dfts or []).overlap(a) / len(a)


def answer_temporal_recall(qft: YearsLike, aft: YearsLike) -> float:
    """|AFT ∩ QFT| / |QFT|. NaN when the QFT is empty."""
    q = coerce_years(qft)
    if not q:
        return NAN
    return q.overlap(aft) / len(q)


def answer_temporal_precision(qft: YearsLike, aft: YearsLike) -> float:
    """|AFT ∩ QFT| / |AFT|. NaN when the AFT is empty, or the QFT is (no year of the answer can be judged)."""
    q, a = coerce_years(qft), coerce_years(aft)
    if not a or not q:
        return NAN
    return a.overlap(q) / len(a)


# -- reasoning and composite: in reasoning_math.py, re-exported here ----------------------------------
from .reasoning_math import (  # noqa: E402
    TEMPO_COMPONENTS,
    duration_accuracy,
    duration_in_days,
    event_ordering_tau,
    tempo_score,
    temporal_consistency,
)

__all__ = [
    "check_k", "relevance_flags", "precision_from_flags", "recall_from_flags", "mrr_from_flags",
    "map_from_flags", "jaccard_relevance", "dcg", "ndcg_from_gains", "ndcg_from_sparse_gains", "discounts",
    "average_precision",
    "temporal_precision_at_k", "temporal_recall_at_k", "temporal_ndcg_at_k", "temporal_mrr",
    "temporal_map_at_k", "temporal_year_precision_at_k", "temporal_year_recall_at_k",
    "temporal_diversity_at_k",
    "gold_precision_at_k", "gold_recall_at_k", "gold_ndcg_at_k", "gold_mrr", "gold_map_at_k",
    "temporal_faithfulness", "answer_temporal_recall", "answer_temporal_precision", "temporal_consistency",
    "event_ordering_tau", "duration_in_days", "duration_accuracy", "tempo_score", "TEMPO_COMPONENTS",
]
