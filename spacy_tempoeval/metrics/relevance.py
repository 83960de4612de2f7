"""The relevance core of the ranked-list metrics: each formula written once.

Every path computes the same definitions from the same counts: the per-call paths (``functional``, ``fast``,
``retrieval``) with Python numbers, the batch path (``batch``) with numpy arrays. The functions here are pure
arithmetic on counts, so they take either (``tests/metrics/test_relevance.py`` checks that the scalar and the
array results agree bit for bit on random inputs).

* A document is *temporally relevant* when ``|QFT ∩ DFT| > 0``.
* Its graded gain is ``scale * |QFT ∩ DFT| / |QFT ∪ DFT|`` (``jaccard_gain``); callers give 0.0 for a document
  sharing no year (which is also what the formula gives when the union is non-empty).
* Precision@k is ``relevant documents among the first k / k`` (``precision_from_hits``): missing documents count
  as not relevant.
* NDCG's discount at rank i (from 1) is ``1 / log2(i + 1)`` (``discounts``): the per-call, batch and LLM paths
  all read this one table (the batch path as a numpy array of the same floats).
"""

from __future__ import annotations

import math
from typing import Any, List

_DISCOUNTS: List[float] = []


def discounts(n: int) -> List[float]:
    """``[1 / log2(i + 1) for i in 1..n]`` (at least ``n`` items: the shared table, grown on demand; slice it
    or zip it with the gains)."""
    while len(_DISCOUNTS) < n:
        _DISCOUNTS.append(1.0 / math.log2(len(_DISCOUNTS) + 2))
    return _DISCOUNTS


def gain_bound(q_size: int, d_size: int, scale: float = 4.0) -> float:
    """An upper bound of ``jaccard_gain`` from the sizes alone: ``scale * min / max`` (as floats too: the
    rounded product and quotient are monotone, so no gain of these sizes exceeds it). 0.0 for an empty set."""
    if q_size <= 0 or d_size <= 0:
        return 0.0
    return scale * q_size / d_size if q_size < d_size else scale * d_size / q_size


def jaccard_gain(inter: Any, q_size: Any, d_size: Any, scale: float = 4.0) -> Any:
    """``scale * |Q ∩ D| / |Q ∪ D|`` from the counts ``|Q ∩ D|``, ``|Q|`` and ``|D|`` (ints or numpy arrays).

    Call it only where ``inter`` is non-zero (the union is then non-zero too); the evaluation order
    ``(scale * inter) / (q_size + d_size - inter)`` is the one every path used, so values are unchanged.
    """
    return scale * inter / (q_size + d_size - inter)


def precision_from_hits(hits: Any, k: int) -> Any:
    """Precision@k from the number of relevant documents among the first k (int or numpy array)."""
    return hits / k


__all__ = ["jaccard_gain", "precision_from_hits", "discounts", "gain_bound"]
