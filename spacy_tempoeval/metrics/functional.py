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
from typing import Any, Dict, Hashable, List, Mapping, Sequence, Tuple, Union

from ..errors import Errors
from ..yearset import YearSet, YearsLike, coerce_years

NAN = math.nan
Relevance = Union[Sequence[Hashable], Mapping[Hashable, float]]


# -- helpers -------------------------------------------------------------------------------------------------
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
        raise ValueError(Errors.E020.format(value=k))
    return k


def _years_list(dfts: Sequence[YearsLike]) -> List[YearSet]:
    if dfts is None:
        return []
    return [coerce_years(d) for d in dfts]


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
        union = len(q) + len(d) - inter
        out.append(scale * inter / union if union else 0.0)
    return out


def dcg(gains: Sequence[float], *, exponential: bool = False) -> float:
    """``Σ_i g_i / log2(i + 1)`` (ranks from 1); with ``exponential`` the gain is ``2**g - 1``."""
    total = 0.0
    for i, g in enumerate(gains, start=1):
        total += ((2.0 ** g - 1.0) if exponential else g) / math.log2(i + 1)
    return total


def ndcg_from_gains(gains: Sequence[float], k: int, ideal_pool: Sequence[float] | None = None, *,
                    exponential: bool = False) -> float:
    """NDCG@k of ranked ``gains``; the ideal DCG sorts ``ideal_pool`` (default: all of ``gains``). NaN if
    0."""
    k = check_k(k)
    pool = list(gains if ideal_pool is None else ideal_pool)
    idcg = dcg(sorted(pool, reverse=True)[:k], exponential=exponential)
    if idcg <= 0:
        return NAN
    return min(1.0, dcg(list(gains)[:k], exponential=exponential) / idcg)


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


# -- retrieval, focus-time mode ------------------------------------------------------------------------------
def temporal_precision_at_k(qft: YearsLike, dfts: Sequence[YearsLike], k: int) -> float:
    """|{d in top-k : QFT ∩ DFT_d ≠ ∅}| / k. NaN when the QFT is empty."""
    k = check_k(k)
    q = coerce_years(qft)
    if not q:
        return NAN
    return sum(relevance_flags(q, list(dfts or [])[:k])) / k


def temporal_recall_at_k(qft: YearsLike, dfts: Sequence[YearsLike], k: int, *,
                         total_relevant: int | None = None) -> float:
    """Relevant documents in the top k / relevant documents in the whole list (or ``total_relevant``).

    NaN when the QFT is empty or nothing is relevant.
    """
    k = check_k(k)
    q = coerce_years(qft)
    if not q:
        return NAN
    flags = relevance_flags(q, dfts)
    total = sum(flags) if total_relevant is None else int(total_relevant)
    if total <= 0:
        return NAN
    return min(1.0, sum(flags[:k]) / total)


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
    for i, d in enumerate(_years_list(dfts)[:k], start=1):
        if q.intersects(d):
            return 1.0 / i
    return 0.0


def temporal_map_at_k(qft: YearsLike, dfts: Sequence[YearsLike], k: int, *,
                      total_relevant: int | None = None) -> float:
    """Average precision@k divided by the number of relevant documents in the whole list (or
    ``total_relevant``),
    not by the relevant ones that happen to be in the top k. NaN when the QFT is empty or nothing is relevant.
    """
    k = check_k(k)
    q = coerce_years(qft)
    if not q:
        return NAN
    flags = relevance_flags(q, dfts)
    total = sum(flags) if total_relevant is None else int(total_relevant)
    return average_precision(flags, k, total)


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
    ``granularity="decade"``: distinct decades of ∪DFT_top-k ∩ QFT over the decades of the QFT, which
    rewards a
    top k that spreads over the period a long query spans. NaN when the QFT is empty.
    """
    if granularity not in ("year", "decade"):
        raise ValueError(Errors.E035.format(where="granularity", expected="'year' or 'decade'",
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
        raise TypeError(Errors.E035.format(where="gold_ids", expected="a list of ids or an {id: grade} dict",
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


# -- reasoning -----------------------------------------------------------------------------------------------
def temporal_consistency(afts: Sequence[YearsLike]) -> float:
    """Mean pairwise agreement of the years of several sampled answers to one query.

    Agreement of two answers is the Jaccard of their year sets; two answers that both mention no year agree
    (1.0), one with years and one without disagree (0.0). NaN with fewer than two answers or when no answer
    mentions a year.
    """
    sets = _years_list(afts)
    if len(sets) < 2 or not any(sets):
        return NAN
    total, pairs = 0.0, 0
    for i in range(len(sets)):
        for j in range(i + 1, len(sets)):
            a, b = sets[i], sets[j]
            total += 1.0 if not a and not b else a.jaccard(b)
            pairs += 1
    return total / pairs


def _positions(order: Sequence[Hashable], what: str) -> Dict[Hashable, int]:
    if isinstance(order, (str, bytes)):
        raise TypeError(Errors.E035.format(where=what, expected="a list of event ids", value=order,
                                           type=type(order).__name__))
    pos: Dict[Hashable, int] = {}
    for i, event in enumerate(order or []):
        if event in pos:
            raise ValueError(Errors.E035.format(where=f"{what}[{i}]", expected="a unique event id",
                                                value=event, type="duplicate"))
        pos[event] = i
    return pos


def event_ordering_tau(predicted: Sequence[Hashable], gold: Sequence[Hashable], *,
                       missing: str = "penalize") -> float:
    """Kendall tau in [-1, 1] between a predicted and a gold order of events.

    missing="penalize" (default): every pair of gold events is counted; a pair involving an event the
        prediction lacks is neither concordant nor discordant but stays in the denominator, so missing events
        pull tau towards 0 (an empty prediction scores 0.0). Predicted events absent from gold are ignored.
    missing="ignore": only events present in both orders count.
    NaN when fewer than two gold events (or, with "ignore", shared events) are left.
    """
    if missing not in ("penalize", "ignore"):
        raise ValueError(Errors.E035.format(where="missing", expected="'penalize' or 'ignore'",
                                            value=missing, type=type(missing).__name__))
    pred_pos = _positions(predicted, "predicted")
    gold_order = list(_positions(gold, "gold"))
    events = [e for e in gold_order if e in pred_pos] if missing == "ignore" else gold_order
    n = len(events)
    if n < 2:
        return NAN
    score = 0
    for i in range(n):
        a = pred_pos.get(events[i])
        if a is None:
            continue
        for j in range(i + 1, n):
            b = pred_pos.get(events[j])
            if b is not None:
                score += 1 if a < b else -1  # gold has events[i] before events[j]
    return score / (n * (n - 1) / 2)


_DURATION_DAYS = {"Y": 365.25, "M": 30.436875, "W": 7.0, "D": 1.0}
_TIME_DAYS = {"H": 1 / 24, "M": 1 / 1440, "S": 1 / 86400}


def duration_in_days(value: Union[int, float, str]) -> float:
    """A duration as days: a number (already in days), an ISO 8601 duration ("P3Y", "P1Y6M", "PT12H") or a
    plain "<number> <unit>" ("4 years", "18 months", "2 weeks", "10 days", "36 hours").

    Years are 365.25 days and months 30.44 days. Raises [E035] on anything else.
    """
    if isinstance(value, bool):
        raise TypeError(Errors.E035.format(where="duration", expected="a number of days or an ISO 8601 "
                                           "duration", value=value, type="bool"))
    if isinstance(value, (int, float)):
        if value < 0 or math.isnan(value):
            raise ValueError(Errors.E035.format(where="duration", expected="a non-negative number",
                                                value=value, type=type(value).__name__))
        return float(value)
    import re

    text = str(value).strip().lower()
    plain = re.fullmatch(r"(\d+(?:\.\d+)?)\s*(year|yr|month|week|day|hour)s?", text)
    if plain:
        unit = {"year": "Y", "yr": "Y", "month": "M", "week": "W", "day": "D"}.get(plain.group(2))
        return float(plain.group(1)) * (_DURATION_DAYS[unit] if unit else _TIME_DAYS["H"])
    m = re.fullmatch(r"P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?"
                     r"(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?",
                     str(value).strip().upper())
    if not m or not any(m.groups()):
        raise ValueError(Errors.E035.format(where="duration", expected="a number of days or an ISO 8601 "
                                            "duration such as 'P3Y'", value=value, type=type(value).__name__))
    units = [*_DURATION_DAYS.values(), *_TIME_DAYS.values()]
    return sum(float(g) * u for g, u in zip(m.groups(), units) if g)


def duration_accuracy(predicted: Sequence[Union[int, float, str]], gold: Sequence[Union[int, float, str]], *,
                      tolerance: float = 0.1, abs_tolerance_days: float = 0.0) -> float:
    """Share of durations that match one to one within a tolerance, in [0, 1].

    A predicted duration p matches a gold duration g when |p - g| <= max(tolerance * g, abs_tolerance_days).
    Each duration is used at most once (a maximum matching, found greedily, which is optimal for
    intervals), and
    the count is divided by max(|predicted|, |gold|), so extra and missing durations both cost and the score
    never exceeds 1. NaN when there is no gold duration.
    """
    if not (tolerance >= 0 and abs_tolerance_days >= 0):
        raise ValueError(Errors.E035.format(where="tolerance", expected="non-negative numbers",
                                            value=(tolerance, abs_tolerance_days), type="tuple"))
    gold_days = [duration_in_days(g) for g in (gold or [])]
    if not gold_days:
        return NAN
    pred_days = sorted(duration_in_days(p) for p in (predicted or []))
    windows = sorted((g - max(tolerance * g, abs_tolerance_days), g + max(tolerance * g, abs_tolerance_days))
                     for g in gold_days)
    windows.sort(key=lambda w: w[1])
    used = [False] * len(pred_days)
    matched = 0
    for lo, hi in windows:  # earliest-ending window takes the smallest free point inside it
        for i, p in enumerate(pred_days):
            if not used[i] and lo <= p <= hi:
                used[i] = True
                matched += 1
                break
    return matched / max(len(pred_days), len(gold_days))


# -- composite -----------------------------------------------------------------------------------------------
TEMPO_COMPONENTS = ("precision", "recall", "faithfulness", "coherence")
HARMONIC_FLOOR = 1e-6
PRECISION_LIKE = ("precision", "faithfulness")


def _check_weights(weights: Mapping[str, float]) -> Dict[str, float]:
    out = {}
    for name, w in weights.items():
        if isinstance(w, bool) or not isinstance(w, (int, float)) or not math.isfinite(w) or w < 0:
            reason = f"weight {name!r} must be a finite number >= 0, got {w!r}"
            raise ValueError(Errors.E036.format(metric="TempoScore", reason=reason))
        out[name] = float(w)
    return out


def tempo_score(components: Mapping[str, float], weights: Mapping[str, float] | None = None, *,
                method: str = "weighted_mean", beta: float = 1.0) -> float:
    """Combine component scores in [0, 1] (precision, recall, faithfulness, coherence, or any names).

    NaN components are skipped and the remaining weights renormalized; NaN when nothing is left (or the left
    weights sum to 0). Weights default to 1 each. Methods, all continuous in the weights:

    "weighted_mean": Σ w_i x_i / Σ w_i.
    "harmonic": Σ w_i / Σ (w_i / max(x_i, 1e-6)). A zero is never dropped: a component at 0 with weight w
        caps the score at 1e-6 · Σw / w; the floor is what keeps the score continuous as a weight goes to 0.
    "f_score": van Rijsbergen's F: P is the weighted mean of the precision-like components (precision,
        faithfulness), R that of the others (recall, coherence, ...), and F = (W_P + β²W_R) / (W_P/P +
        β²W_R/R)
        with W_P, W_R the summed weights of each side (the same 1e-6 floor). With equal side weights and β = 1
        this is the F1 of P and R; a side whose weights go to 0 fades out continuously.
    """
    weights = _check_weights(weights or {})
    unknown = set(weights) - set(components)
    if unknown:
        raise ValueError(Errors.E036.format(metric="TempoScore",
                                            reason=f"weights for unknown components {sorted(unknown)}"))
    items: List[Tuple[str, float, float]] = []
    for name, x in components.items():
        x = float(x)
        if math.isnan(x):
            continue
        if not 0.0 <= x <= 1.0:
            raise ValueError(Errors.E035.format(where=f"TempoScore component {name!r}", expected="in [0, 1]",
                                                value=x, type="float"))
        items.append((name, x, weights.get(name, 1.0)))
    if method == "weighted_mean":
        return _weighted_mean(items)
    if method == "harmonic":
        wsum = sum(w for _, _, w in items)
        if wsum <= 0:
            return NAN
        return wsum / sum(w / max(x, HARMONIC_FLOOR) for _, x, w in items)
    if method == "f_score":
        if not (isinstance(beta, (int, float)) and beta > 0):
            raise ValueError(Errors.E036.format(metric="TempoScore",
                                                reason=f"beta must be > 0, got {beta!r}"))
        p_side = [it for it in items if it[0] in PRECISION_LIKE]
        r_side = [it for it in items if it[0] not in PRECISION_LIKE]
        wp, wr = sum(w for _, _, w in p_side), beta * beta * sum(w for _, _, w in r_side)
        if wp + wr <= 0:
            return NAN
        denom = sum(w / max(_weighted_mean(side), HARMONIC_FLOOR)
                    for side, w in ((p_side, wp), (r_side, wr)) if w > 0)
        return (wp + wr) / denom
    raise ValueError(Errors.E035.format(where="TempoScore method", expected="'weighted_mean', 'harmonic' or "
                                        "'f_score'", value=method, type=type(method).__name__))


def _weighted_mean(items: Sequence[Tuple[str, float, float]]) -> float:
    wsum = sum(w for _, _, w in items)
    if wsum <= 0:
        return NAN
    return sum(x * w for _, x, w in items) / wsum


__all__ = [
    "check_k", "relevance_flags", "jaccard_relevance", "dcg", "ndcg_from_gains", "average_precision",
    "temporal_precision_at_k", "temporal_recall_at_k", "temporal_ndcg_at_k", "temporal_mrr",
    "temporal_map_at_k", "temporal_year_precision_at_k", "temporal_year_recall_at_k",
    "temporal_diversity_at_k",
    "gold_precision_at_k", "gold_recall_at_k", "gold_ndcg_at_k", "gold_mrr", "gold_map_at_k",
    "temporal_faithfulness", "answer_temporal_recall", "answer_temporal_precision", "temporal_consistency",
    "event_ordering_tau", "duration_in_days", "duration_accuracy", "tempo_score", "TEMPO_COMPONENTS",
]
