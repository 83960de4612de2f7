"""Vectorized focus-time retrieval metrics over many queries at once (numpy).

A run of N queries with their ranked documents is read once (``pack_run``) into flat arrays of ordinal year
intervals (see ``packing``): per document its number of intervals, and all starts and ends end to end.
Because the intervals inside one year set are disjoint, ``|Q ∩ D|`` is the sum over interval pairs of
``max(0, min(end) - max(start) + 1)``; numpy computes it for every interval of every document at once and
sums it per document, which gives the (N, D) overlap matrix every ranked-list metric derives from. The
year-coverage metrics take the intervals of each query's top k documents, sort them by start and measure
their union (and its intersection with the QFT) with a running maximum: no per-year bitmap.
Results equal the pure functions in ``functional`` (tests check this) and NaN marks the same undefined
cases.

    run = pack_run(qfts, dfts_per_query)          # qfts: [YearSet], dfts_per_query: [[YearSet, ...], ...]
    precision_at_k(run, 10)                        # -> np.ndarray of shape (N,)

Only the top ``depth`` documents of each list are read with ``pack_run(..., depth=k)``, which is enough for
every metric that looks at the top k alone (precision, MRR, year precision/recall, NDCG with
``ideal="top_k"``, MAP with ``relevant="top_k"``). Recall, and NDCG and MAP with their default whole-list
denominators, need the whole list and raise [E155] on a run packed with a depth that cut some list short.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Sequence, Tuple

import numpy as np

from ..errors import Errors, InputError
from ..yearset import YearsLike
from .functional import check_k
from .packing import Concat, read_sets
from .relevance import discounts, jaccard_gain, precision_from_hits

_PAD = np.int64(1) << 40  # padding interval (+PAD, -PAD) never overlaps anything
_CHUNK_CELLS = 4_000_000  # bound on the size of temporary (rows x intervals) arrays


@dataclass
class PackedRun:
    """N queries and their ranked DFTs as flat interval arrays (ordinals, see ``yearset``).

    q_start, q_end (np.ndarray): (N, Mq) query intervals, padded with (+PAD, -PAD). q_count (np.ndarray): (N,)
        intervals per query. q_size (np.ndarray): (N,) |QFT|.
    n_docs (np.ndarray): (N,) documents packed per query. doc_ptr (np.ndarray): (N + 1,) offsets of each
        query's documents in the flat document order. iv_ptr (np.ndarray): (n_documents + 1,) offsets of each
        document's intervals in ``starts``/``ends``. starts, ends (np.ndarray): all document intervals.
    truncated (bool): True when ``pack_run(depth=...)`` left out documents of some list.
    """

    q_start: np.ndarray
    q_end: np.ndarray
    q_count: np.ndarray
    q_size: np.ndarray
    n_docs: np.ndarray
    doc_ptr: np.ndarray
    iv_ptr: np.ndarray
    starts: np.ndarray
    ends: np.ndarray
    truncated: bool = False
    _cache: Dict[str, np.ndarray] = field(default_factory=dict, repr=False)

    @property
    def n_queries(self) -> int:
        return int(self.q_size.shape[0])

    @property
    def width(self) -> int:
        """Columns of the (N, D) matrices: the longest packed list (at least 1)."""
        return max(1, int(self.n_docs.max()) if self.n_queries else 1)

    @property
    def overlap(self) -> np.ndarray:
        """(N, D) int matrix of ``|QFT ∩ DFT_d|`` (0 for padding), computed once."""
        if "overlap" not in self._cache:
            self._cache["overlap"] = self.as_matrix(_segment_sums(self.iv_ptr, _interval_overlaps(self)))
        return self._cache["overlap"]

    @property
    def d_size(self) -> np.ndarray:
        """(N, D) int matrix of ``|DFT_d|`` (0 for padding), computed once."""
        if "d_size" not in self._cache:
            self._cache["d_size"] = self.as_matrix(_segment_sums(self.iv_ptr, self.ends - self.starts + 1))
        return self._cache["d_size"]

    @property
    def relevant(self) -> np.ndarray:
        """(N, D) bool matrix: the DFT shares a year with the QFT."""
        if "relevant" not in self._cache:
            self._cache["relevant"] = self.overlap > 0
        return self._cache["relevant"]

    def as_matrix(self, per_doc: np.ndarray) -> np.ndarray:
        """Lay one value per packed document out as an (N, D) matrix, zeros after each list's end."""
        n, width = self.n_queries, self.width
        if per_doc.shape[0] == n * width:  # rectangular run
            return per_doc.reshape(n, width)
        out = np.zeros((n, width), dtype=per_doc.dtype)
        rows = np.repeat(np.arange(n), self.n_docs)
        cols = np.arange(per_doc.shape[0]) - np.repeat(self.doc_ptr[:-1], self.n_docs)
        out[rows, cols] = per_doc
        return out

    def require_whole_lists(self, metric: str) -> None:
        """Raise [E155] when ``metric`` needs each whole list but ``pack_run(depth=...)`` cut some short."""
        if self.truncated:
            raise InputError(Errors.E155.format(
                where=f"batch.{metric}", expected="a run packed with every retrieved document (this metric "
                "reads the whole list; pack_run(..., depth=None))", value="a run packed with a depth",
                type="PackedRun"))


def _pad_rows(lens: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> Tuple[np.ndarray, np.ndarray]:
    """Scatter flat intervals (``lens`` per row) into padded (rows, max(lens)) start/end arrays."""
    n = len(lens)
    width = max(1, int(lens.max()) if n else 1)
    start = np.full((n, width), _PAD, dtype=np.int64)
    end = np.full((n, width), -_PAD, dtype=np.int64)
    rows = np.repeat(np.arange(n), lens)
    cols = np.arange(len(starts)) - np.repeat(np.cumsum(lens) - lens, lens)
    start[rows, cols], end[rows, cols] = starts, ends
    return start, end


def _ptr(lens: np.ndarray) -> np.ndarray:
    out = np.zeros(len(lens) + 1, dtype=np.int64)
    np.cumsum(lens, out=out[1:])
    return out


def pack_run(qfts: Sequence[YearsLike], dfts: Sequence[Sequence[YearsLike]], *,
             depth: int | None = None) -> PackedRun:
    """Read N query focus times and their ranked document focus times into flat interval arrays.

    qfts (Sequence[YearSet | set]): One QFT per query.
    dfts (Sequence[Sequence[YearSet | set]]): Per query, the DFTs of its retrieved documents in rank order.
    depth (Optional[int]): Read only the top ``depth`` documents of each list (enough for the metrics that
        look at the top k alone, with ``depth >= k``); None reads every document.
    RETURNS (PackedRun): The packed run.
    """
    if len(qfts) != len(dfts):
        raise InputError(Errors.E152.format(where="pack_run(dfts=...)", expected=f"one DFT list per QFT ({len(qfts)})",
                                            value=f"{len(dfts)} lists", type="list"))
    n = len(qfts)
    n_docs = np.fromiter(map(len, dfts), dtype=np.int64, count=n)
    truncated = False
    if depth is not None:
        depth = check_k(depth)
        if n and int(n_docs.max()) > depth:
            truncated = True
            dfts = [docs[:depth] for docs in dfts]
            np.minimum(n_docs, depth, out=n_docs)
    q_ptr, q_starts, q_ends = read_sets(qfts)
    q_count = np.diff(q_ptr)
    q_start, q_end = _pad_rows(q_count, q_starts, q_ends)
    q_size = _segment_sums(q_ptr, q_ends - q_starts + 1)
    iv_ptr, starts, ends = read_sets(Concat(dfts))
    return PackedRun(q_start, q_end, q_count, q_size, n_docs, _ptr(n_docs), iv_ptr, starts, ends, truncated)


def _segment_sums(ptr: np.ndarray, values: np.ndarray) -> np.ndarray:
    """Sums of ``values[ptr[i]:ptr[i + 1]]`` (0 for an empty segment), as differences of one cumsum."""
    total = np.zeros(values.shape[0] + 1, dtype=np.int64)
    np.cumsum(values, out=total[1:])
    return total[ptr[1:]] - total[ptr[:-1]]


def _doc_sizes(run: PackedRun, doc: np.ndarray) -> np.ndarray:
    """``|DFT|`` of the packed documents ``doc`` (flat indices), one interval slot at a time."""
    lo, hi = run.iv_ptr[doc], run.iv_ptr[doc + 1]
    size = np.zeros(len(doc), dtype=np.int64)
    active = np.flatnonzero(hi > lo)
    slot = 0
    while active.size:
        idx = lo[active] + slot
        size[active] += run.ends[idx] - run.starts[idx] + 1
        slot += 1
        active = active[hi[active] > lo[active] + slot]
    return size


def _interval_overlaps(run: PackedRun) -> np.ndarray:
    """``|QFT ∩ interval|`` for every document interval (the QFT of the interval's query)."""
    iv_per_query = run.iv_ptr[run.doc_ptr[1:]] - run.iv_ptr[run.doc_ptr[:-1]]
    inter = np.zeros(run.starts.shape[0], dtype=np.int64)
    for j in range(run.q_start.shape[1]):
        rows = run.q_count > j
        if j == 0 or 2 * int(np.count_nonzero(rows)) >= run.n_queries:  # dense column: every interval
            qs = np.repeat(run.q_start[:, j], iv_per_query)
            qe = np.repeat(run.q_end[:, j], iv_per_query)
            part = np.minimum(qe, run.ends) - np.maximum(qs, run.starts) + 1
            np.maximum(part, 0, out=part)
            inter += part
        else:  # sparse column: only the intervals of the queries that have a (j+1)-th interval
            idx = np.flatnonzero(np.repeat(rows, iv_per_query))
            qs = np.repeat(run.q_start[rows, j], iv_per_query[rows])
            qe = np.repeat(run.q_end[rows, j], iv_per_query[rows])
            part = np.minimum(qe, run.ends[idx]) - np.maximum(qs, run.starts[idx]) + 1
            inter[idx] += np.maximum(part, 0)
    return inter


def overlap_matrix(run: PackedRun) -> np.ndarray:
    """(N, D) matrix of ``|QFT_n ∩ DFT_{n,d}|`` (the same as ``run.overlap``)."""
    return run.overlap


def _nan_where(values: np.ndarray, undefined: np.ndarray) -> np.ndarray:
    values = values.astype(np.float64, copy=False)
    values[undefined] = np.nan
    return values


def _discounts(k: int) -> np.ndarray:
    """The first k discounts of ``relevance.discounts`` (the same floats as the per-call path)."""
    return np.array(discounts(k)[:k], dtype=np.float64)


def _topk(matrix: np.ndarray, k: int) -> np.ndarray:
    """The first k columns, padded with zeros when fewer documents exist (keeps the /k semantics)."""
    if matrix.shape[1] >= k:
        return matrix[:, :k]
    pad = np.zeros((matrix.shape[0], k - matrix.shape[1]), dtype=matrix.dtype)
    return np.concatenate([matrix, pad], axis=1)


def _n_relevant(run: PackedRun) -> np.ndarray:
    if "n_relevant" not in run._cache:
        run._cache["n_relevant"] = np.count_nonzero(run.relevant, axis=1)
    return run._cache["n_relevant"]


def precision_at_k(run: PackedRun, k: int) -> np.ndarray:
    """Temporal Precision@k per query (NaN for an empty QFT)."""
    k = check_k(k)
    hits = np.count_nonzero(run.relevant[:, :k], axis=1)
    return _nan_where(precision_from_hits(hits, k), run.q_size == 0)


def recall_at_k(run: PackedRun, k: int) -> np.ndarray:
    """Temporal Recall@k per query over the relevant documents of each whole list (NaN if none)."""
    k = check_k(k)
    run.require_whole_lists("recall_at_k")
    total = _n_relevant(run)
    hits = np.count_nonzero(run.relevant[:, :k], axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return _nan_where(hits / np.maximum(total, 1), (run.q_size == 0) | (total == 0))


def jaccard_gains(run: PackedRun, scale: float = 4.0, *, columns: int | None = None) -> np.ndarray:
    """(N, D) graded relevance ``scale * Jaccard(QFT, DFT)`` (0 for padding and empty DFTs).

    Only the temporally relevant documents have a non-zero gain, so the sizes ``|DFT|`` are read for those
    alone. columns (Optional[int]): Only the first ``columns`` documents of each list.
    """
    ov = run.overlap[:, :columns]
    rows, cols = np.nonzero(ov)
    inter = ov[rows, cols]
    if "d_size" in run._cache:
        size = run._cache["d_size"][rows, cols]
    else:
        size = _doc_sizes(run, run.doc_ptr[rows] + cols)
    out = np.zeros(ov.shape, dtype=np.float64)
    out[rows, cols] = jaccard_gain(inter, run.q_size[rows], size, scale)
    return out


def _check_choice(where: str, value: Any, choices: Tuple[str, str]) -> None:
    """[E151] unless ``value`` is one of the two ``choices`` of an option."""
    if value not in choices:
        raise InputError(Errors.E151.format(where=where, expected=f"{choices[0]!r} or {choices[1]!r}",
                                            value=value, type=type(value).__name__))


def ndcg_at_k(run: PackedRun, k: int, *, exponential_gain: bool = False,
              ideal: str = "retrieved") -> np.ndarray:
    """Temporal NDCG@k per query (linear gain, ideal DCG over each whole retrieved list).

    ideal (str): "retrieved" (default, as ``functional.temporal_ndcg_at_k``) or "top_k" (ideal ordering of the
        top k only, the convention of some toolkits).
    """
    k = check_k(k)
    _check_choice("ndcg_at_k(ideal=...)", ideal, ("retrieved", "top_k"))
    if ideal == "retrieved":
        run.require_whole_lists("ndcg_at_k")
    gains = jaccard_gains(run, columns=None if ideal == "retrieved" else k)
    if exponential_gain:
        gains = np.exp2(gains) - 1.0  # monotone: the ideal ordering is the same
    disc = _discounts(k)
    top = _topk(gains, k)
    dcg = top @ disc
    pool = top if ideal == "top_k" else gains
    if pool.shape[1] > k:  # only the k largest gains of each row enter the ideal DCG
        pool = np.partition(pool, pool.shape[1] - k, axis=1)[:, -k:]
    idcg = _topk(-np.sort(-pool, axis=1), k) @ disc
    with np.errstate(invalid="ignore", divide="ignore"):
        out = np.minimum(1.0, dcg / np.where(idcg > 0, idcg, 1.0))
    return _nan_where(out, (run.q_size == 0) | (idcg <= 0))


def mrr_at_k(run: PackedRun, k: int | None = None) -> np.ndarray:
    """Reciprocal rank of the first relevant document within the top k (0 when none; NaN for an empty QFT)."""
    rel = run.relevant
    if k is not None:
        rel = rel[:, : check_k(k)]
    elif run.truncated:
        run.require_whole_lists("mrr_at_k(k=None)")
    first = rel.argmax(axis=1)
    rr = np.where(rel.any(axis=1), 1.0 / (first + 1), 0.0)
    return _nan_where(rr, run.q_size == 0)


def map_at_k(run: PackedRun, k: int, *, relevant: str = "all") -> np.ndarray:
    """Average precision@k over the number of relevant documents in each whole list (NaN if none).

    relevant (str): "all" (default, as ``functional.temporal_map_at_k``) or "top_k" (divide by the relevant
        documents inside the top k only, the convention of some toolkits; kept for comparisons).
    """
    k = check_k(k)
    _check_choice("map_at_k(relevant=...)", relevant, ("all", "top_k"))
    if relevant == "all":
        run.require_whole_lists("map_at_k")
    top = _topk(run.relevant[:, :k], k)
    total = _n_relevant(run) if relevant == "all" else np.count_nonzero(top, axis=1)
    hits = np.cumsum(top, axis=1)
    ap = (np.where(top, hits, 0) / np.arange(1, k + 1)).sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return _nan_where(np.minimum(1.0, ap / np.maximum(total, 1)), (run.q_size == 0) | (total == 0))


# -- year coverage of the top k ------------------------------------------------------------------------------
def _union_size(start: np.ndarray, end: np.ndarray) -> np.ndarray:
    """Per row, the number of years covered by intervals sorted by start (padding (+PAD, -PAD) adds 0)."""
    before = np.empty_like(end)
    before[:, 0] = -_PAD
    np.maximum.accumulate(end[:, :-1], axis=1, out=before[:, 1:])
    new = end - np.maximum(start, before + 1) + 1
    np.maximum(new, 0, out=new)
    return new.sum(axis=1)


def _top_intervals(run: PackedRun, k: int, rows: slice) -> Tuple[np.ndarray, np.ndarray]:
    """The intervals of the top k documents of ``rows``, padded and sorted by start per row."""
    first = run.doc_ptr[rows.start:rows.stop]
    last = first + np.minimum(run.n_docs[rows], k)
    lo, hi = run.iv_ptr[first], run.iv_ptr[last]
    count = hi - lo
    n = len(count)
    width = max(1, int(count.max()) if n else 1)
    total = int(count.sum())
    offsets = np.cumsum(count) - count
    idx = np.arange(total) + np.repeat(lo - offsets, count)
    rows_of = np.repeat(np.arange(n), count)
    cols = np.arange(total) - np.repeat(offsets, count)
    start = np.full((n, width), _PAD, dtype=np.int64)
    end = np.full((n, width), -_PAD, dtype=np.int64)
    start[rows_of, cols], end[rows_of, cols] = run.starts[idx], run.ends[idx]
    if width > 1:
        order = np.argsort(start, axis=1)
        start = np.take_along_axis(start, order, axis=1)
        end = np.take_along_axis(end, order, axis=1)
    return start, end


def _year_coverage(run: PackedRun, k: int) -> Tuple[np.ndarray, np.ndarray]:
    """Per query: |∪DFT_top-k ∩ QFT| and |∪DFT_top-k|, by an interval sweep (no per-year arrays)."""
    key = f"coverage@{k}"
    if key in run._cache:
        return run._cache[key][0], run._cache[key][1]
    n = run.n_queries
    covered = np.zeros(n, dtype=np.int64)
    union = np.zeros(n, dtype=np.int64)
    first = run.doc_ptr[:-1]
    per_row = max(1, int((run.iv_ptr[first + np.minimum(run.n_docs, k)] - run.iv_ptr[first]).max()) if n else 1)
    step = max(1, _CHUNK_CELLS // (per_row * max(1, run.q_start.shape[1])))
    for a in range(0, n, step):
        rows = slice(a, min(n, a + step))
        start, end = _top_intervals(run, k, rows)
        union[rows] = _union_size(start, end)
        for j in range(run.q_start.shape[1]):  # the QFT's intervals are disjoint: sum per interval
            has = run.q_count[rows] > j
            if not has.any():
                break
            qs, qe = run.q_start[rows, j][has, None], run.q_end[rows, j][has, None]
            part = covered[rows]  # a view: writing into it writes into ``covered``
            part[has] += _union_size(np.maximum(start[has], qs), np.minimum(end[has], qe))
    run._cache[key] = np.stack([covered, union])
    return covered, union


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
    if len(qfts) != len(afts):
        raise InputError(Errors.E152.format(where="answer_recall(afts=...)", expected=f"one AFT per QFT ({len(qfts)})",
                                            value=f"{len(afts)} AFTs", type="list"))
    run = pack_run(qfts, [(a,) for a in afts])
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

WHOLE_LIST_METRICS = frozenset({"temporal_recall", "temporal_ndcg", "temporal_map"})
"""Of those, the ones whose default definition reads each whole retrieved list (not only its top k)."""

__all__ = ["PackedRun", "pack_run", "overlap_matrix", "jaccard_gains", "precision_at_k", "recall_at_k",
           "ndcg_at_k", "mrr_at_k", "map_at_k", "year_precision_at_k", "year_recall_at_k", "answer_recall",
           "BATCH_METRICS", "WHOLE_LIST_METRICS"]
