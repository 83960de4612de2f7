"""Vectorized focus-time retrieval metrics over many queries at once (numpy).

A run of N queries with up to D retrieved documents each is packed once (``pack_run``) into padded arrays of
ordinal year intervals. Because the intervals inside one year set are disjoint, ``|Q ∩ D|`` is the sum over
interval pairs of ``max(0, min(end) - max(start) + 1)``, which numpy computes for all N x D pairs in a few
array operations. Every ranked-list metric then derives from that overlap matrix; the year-coverage metrics
use per-query year bitmaps of the top k. Results equal the pure functions in ``functional`` (tests check
this) and NaN marks the same undefined cases.

    run = pack_run(qfts, dfts_per_query)          # qfts: [YearSet], dfts_per_query: [[YearSet, ...], ...]
    precision_at_k(run, 10)                        # -> np.ndarray of shape (N,)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import chain
from typing import Dict, Sequence, Tuple

import numpy as np

from ..yearset import EMPTY, YearsLike, coerce_years
from .functional import check_k

_PAD = np.int64(1) << 40  # padding interval (+PAD, -PAD) never overlaps anything
_CHUNK_CELLS = 4_000_000  # bound on the size of temporary arrays


@dataclass
class PackedRun:
    """N queries and their ranked DFTs as padded interval arrays (ordinals, see ``yearset``).

    q_start, q_end (np.ndarray): (N, Mq) query intervals. q_size (np.ndarray): (N,) |QFT|.
    d_start, d_end (np.ndarray): (N, D, Md) document intervals. d_size (np.ndarray): (N, D) |DFT| (0 for
        padding). n_docs (np.ndarray): (N,) documents actually retrieved per query.
    """

    q_start: np.ndarray
    q_end: np.ndarray
    q_size: np.ndarray
    d_start: np.ndarray
    d_end: np.ndarray
    d_size: np.ndarray
    n_docs: np.ndarray
    _overlap: np.ndarray | None = field(default=None, repr=False)

    @property
    def n_queries(self) -> int:
        return int(self.q_size.shape[0])

    @property
    def overlap(self) -> np.ndarray:
        """(N, D) int matrix of ``|QFT ∩ DFT_d|``, computed once."""
        if self._overlap is None:
            self._overlap = overlap_matrix(self)
        return self._overlap


def _flat_intervals(sets: Sequence[YearsLike]) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Interval counts per set and the flat start/end ordinals of all intervals, without a per-year loop."""
    try:
        ivs = [s._iv for s in sets]  # YearSets: read the interval tuples directly
    except AttributeError:
        ivs = [coerce_years(s)._iv for s in sets]
    lens = np.fromiter(map(len, ivs), dtype=np.int64, count=len(ivs))
    total = int(lens.sum())
    flat = np.fromiter(chain.from_iterable(chain.from_iterable(ivs)), dtype=np.int64, count=2 * total)
    return lens, flat[0::2], flat[1::2]


def _fill(lens: np.ndarray, starts: np.ndarray, ends: np.ndarray,
          shape: Tuple[int, ...]) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Scatter flat intervals into padded (*shape, width) arrays; sizes per set."""
    n = len(lens)
    width = max(1, int(lens.max()) if n else 1)
    start = np.full((n, width), _PAD, dtype=np.int64)
    end = np.full((n, width), -_PAD, dtype=np.int64)
    rows = np.repeat(np.arange(n), lens)
    cols = np.arange(len(starts)) - np.repeat(np.cumsum(lens) - lens, lens)
    start[rows, cols], end[rows, cols] = starts, ends
    size = np.bincount(rows, weights=ends - starts + 1, minlength=n).astype(np.int64)
    return start.reshape(*shape, width), end.reshape(*shape, width), size.reshape(shape)


def pack_run(qfts: Sequence[YearsLike], dfts: Sequence[Sequence[YearsLike]]) -> PackedRun:
    """Pack N query focus times and their ranked document focus times.

    qfts (Sequence[YearSet | set]): One QFT per query.
    dfts (Sequence[Sequence[YearSet | set]]): Per query, the DFTs of its retrieved documents in rank order.
    RETURNS (PackedRun): The padded arrays.
    """
    if len(qfts) != len(dfts):
        raise ValueError(f"[E035] pack_run: got {len(qfts)} QFTs but {len(dfts)} DFT lists.")
    n = len(qfts)
    q_start, q_end, q_size = _fill(*_flat_intervals(qfts), (n,))
    n_docs = np.fromiter(map(len, dfts), dtype=np.int64, count=n)
    width_d = max(1, int(n_docs.max()) if n else 1)
    if (n_docs == width_d).all():  # rectangular run: no re-padding needed
        flat_sets = [d for docs in dfts for d in docs]
        d_start, d_end, d_size = _fill(*_flat_intervals(flat_sets), (n, width_d))
    else:
        padded = [list(docs) + [EMPTY] * (width_d - len(docs)) for docs in dfts]
        d_start, d_end, d_size = _fill(*_flat_intervals([d for docs in padded for d in docs]), (n, width_d))
    return PackedRun(q_start, q_end, q_size, d_start, d_end, d_size, n_docs)


def overlap_matrix(run: PackedRun) -> np.ndarray:
    """(N, D) matrix of ``|QFT_n ∩ DFT_{n,d}|`` from the packed intervals (chunked to bound memory)."""
    n, d, md = run.d_start.shape
    mq = run.q_start.shape[1]
    out = np.zeros((n, d), dtype=np.int64)
    step = max(1, _CHUNK_CELLS // max(1, d * md * mq))
    for lo in range(0, n, step):
        hi = min(n, lo + step)
        qs = run.q_start[lo:hi, None, None, :]  # (c, 1, 1, mq)
        qe = run.q_end[lo:hi, None, None, :]
        ds = run.d_start[lo:hi, :, :, None]  # (c, d, md, 1)
        de = run.d_end[lo:hi, :, :, None]
        inter = np.minimum(qe, de) - np.maximum(qs, ds) + 1
        np.maximum(inter, 0, out=inter)
        out[lo:hi] = inter.sum(axis=(2, 3))
    return out


def _nan_where(values: np.ndarray, undefined: np.ndarray) -> np.ndarray:
    values = values.astype(np.float64, copy=False)
    values[undefined] = np.nan
    return values


def _discounts(k: int) -> np.ndarray:
    return 1.0 / np.log2(np.arange(2, k + 2, dtype=np.float64))


def _topk(matrix: np.ndarray, k: int) -> np.ndarray:
    """The first k columns, padded with zeros when fewer documents exist (keeps the /k semantics)."""
    if matrix.shape[1] >= k:
        return matrix[:, :k]
    pad = np.zeros((matrix.shape[0], k - matrix.shape[1]), dtype=matrix.dtype)
    return np.concatenate([matrix, pad], axis=1)


def precision_at_k(run: PackedRun, k: int) -> np.ndarray:
    """Temporal Precision@k per query (NaN for an empty QFT)."""
    k = check_k(k)
    rel = _topk(run.overlap > 0, k)
    return _nan_where(rel.sum(axis=1) / k, run.q_size == 0)


def recall_at_k(run: PackedRun, k: int) -> np.ndarray:
    """Temporal Recall@k per query over the relevant documents of each whole list (NaN if none)."""
    k = check_k(k)
    rel = run.overlap > 0
    total = rel.sum(axis=1)
    hits = _topk(rel, k).sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return _nan_where(hits / np.maximum(total, 1), (run.q_size == 0) | (total == 0))


def jaccard_gains(run: PackedRun, scale: float = 4.0) -> np.ndarray:
    """(N, D) graded relevance ``scale * Jaccard(QFT, DFT)`` (0 for padding and empty DFTs)."""
    ov = run.overlap
    union = run.q_size[:, None] + run.d_size - ov
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(union > 0, scale * ov / np.maximum(union, 1), 0.0)


def ndcg_at_k(run: PackedRun, k: int, *, exponential_gain: bool = False,
              ideal: str = "retrieved") -> np.ndarray:
    """Temporal NDCG@k per query (linear gain, ideal DCG over each whole retrieved list).

    ideal (str): "retrieved" (default, as ``functional.temporal_ndcg_at_k``) or "top_k" (ideal ordering of the
        top k only, the convention of some toolkits).
    """
    k = check_k(k)
    gains = jaccard_gains(run)
    if exponential_gain:
        gains = np.exp2(gains) - 1.0
    disc = _discounts(k)
    dcg = _topk(gains, k) @ disc
    pool = _topk(gains, k) if ideal == "top_k" else gains
    ideal_gains = -np.sort(-pool, axis=1)
    idcg = _topk(ideal_gains, k) @ disc
    with np.errstate(invalid="ignore", divide="ignore"):
        out = np.minimum(1.0, dcg / np.where(idcg > 0, idcg, 1.0))
    return _nan_where(out, (run.q_size == 0) | (idcg <= 0))


def mrr_at_k(run: PackedRun, k: int | None = None) -> np.ndarray:
    """Reciprocal rank of the first relevant document within the top k (0 when none; NaN for an empty QFT)."""
    rel = run.overlap > 0
    if k is not None:
        rel = rel[:, : check_k(k)]
    first = rel.argmax(axis=1)
    rr = np.where(rel.any(axis=1), 1.0 / (first + 1), 0.0)
    return _nan_where(rr, run.q_size == 0)


def map_at_k(run: PackedRun, k: int, *, relevant: str = "all") -> np.ndarray:
    """Average precision@k over the number of relevant documents in each whole list (NaN if none).

    relevant (str): "all" (default, as ``functional.temporal_map_at_k``) or "top_k" (divide by the relevant
        documents inside the top k only, the convention of some toolkits; kept for comparisons).
    """
    k = check_k(k)
    rel = run.overlap > 0
    top = _topk(rel, k).astype(np.float64)
    total = rel.sum(axis=1) if relevant == "all" else top.sum(axis=1).astype(np.int64)
    prec = np.cumsum(top, axis=1) / np.arange(1, k + 1)
    ap = (prec * top).sum(axis=1)
    return _nan_where(np.minimum(1.0, ap / np.maximum(total, 1)), (run.q_size == 0) | (total == 0))


def _year_coverage(run: PackedRun, k: int) -> Tuple[np.ndarray, np.ndarray]:
    """Per query: |∪DFT_top-k ∩ QFT| and |∪DFT_top-k|, from year bitmaps over the run's year span."""
    kk = min(k, run.d_start.shape[1])
    ds, de = run.d_start[:, :kk].reshape(run.n_queries, -1), run.d_end[:, :kk].reshape(run.n_queries, -1)
    valid_d = ds <= de
    valid_q = run.q_start <= run.q_end
    if not valid_d.any():
        return np.zeros(run.n_queries, np.int64), np.zeros(run.n_queries, np.int64)
    lo = int(ds[valid_d].min())
    hi = int(de[valid_d].max())
    width = hi - lo + 2
    covered = np.zeros(run.n_queries, np.int64)
    union = np.zeros(run.n_queries, np.int64)
    step = max(1, _CHUNK_CELLS // width)
    for a in range(0, run.n_queries, step):
        b = min(run.n_queries, a + step)
        dmask = _bitmap(ds[a:b], de[a:b], valid_d[a:b], lo, width)
        qmask = _bitmap(np.clip(run.q_start[a:b], lo, hi + 1), np.clip(run.q_end[a:b], lo - 1, hi),
                        valid_q[a:b] & (run.q_end[a:b] >= lo) & (run.q_start[a:b] <= hi), lo, width)
        union[a:b] = dmask.sum(axis=1)
        covered[a:b] = (dmask & qmask).sum(axis=1)
    return covered, union


def _bitmap(start: np.ndarray, end: np.ndarray, valid: np.ndarray, lo: int, width: int) -> np.ndarray:
    """(n, width-1) bool year masks from (n, m) intervals via a difference array."""
    n = start.shape[0]
    diff = np.zeros((n, width), dtype=np.int32)
    rows = np.broadcast_to(np.arange(n)[:, None], start.shape)[valid]
    np.add.at(diff, (rows, start[valid] - lo), 1)
    np.add.at(diff, (rows, end[valid] - lo + 1), -1)
    return np.cumsum(diff, axis=1)[:, :-1] > 0


def year_precision_at_k(run: PackedRun, k: int) -> np.ndarray:
    """|∪DFT_top-k ∩ QFT| / |∪DFT_top-k| per query (NaN for an empty QFT or no year in the top k)."""
    covered, union = _year_coverage(run, check_k(k))
    with np.errstate(invalid="ignore", divide="ignore"):
        return _nan_where(covered / np.maximum(union, 1), (run.q_size == 0) | (union == 0))


def year_recall_at_k(run: PackedRun, k: int) -> np.ndarray:
    """|∪DFT_top-k ∩ QFT| / |QFT| per query (NaN for an empty QFT)."""
    covered, _ = _year_coverage(run, check_k(k))
    return _nan_where(covered / np.maximum(run.q_size, 1), run.q_size == 0)


def answer_recall(qfts: Sequence[YearsLike], afts: Sequence[YearsLike]) -> np.ndarray:
    """Answer Temporal Recall |AFT ∩ QFT| / |QFT| for many (query, answer) pairs."""
    run = pack_run(qfts, [[a] for a in afts])
    return _nan_where(run.overlap[:, 0] / np.maximum(run.q_size, 1), run.q_size == 0)


BATCH_METRICS: Dict[str, object] = {
    "temporal_precision": precision_at_k,
    "temporal_recall": recall_at_k,
    "temporal_ndcg": ndcg_at_k,
    "temporal_mrr": mrr_at_k,
    "temporal_map": map_at_k,
    "temporal_year_precision": year_precision_at_k,
    "temporal_year_recall": year_recall_at_k,
}
"""Registry names of the metrics with a vectorized focus-time path (``evaluate`` uses these)."""

__all__ = ["PackedRun", "pack_run", "overlap_matrix", "jaccard_gains", "precision_at_k", "recall_at_k",
           "ndcg_at_k", "mrr_at_k", "map_at_k", "year_precision_at_k", "year_recall_at_k", "answer_recall",
           "BATCH_METRICS"]
