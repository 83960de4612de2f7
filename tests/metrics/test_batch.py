"""The vectorized batch path agrees with the pure functions on random runs (ragged lists, BCE years, multi-
interval and empty sets, k beyond the list length)."""

import math
import random
import re

import numpy as np
import pytest

from spacy_tempoeval.metrics import batch as B
from spacy_tempoeval.metrics import functional as F
from spacy_tempoeval.yearset import YearSet

PAIRS = [
    (B.precision_at_k, F.temporal_precision_at_k),
    (B.recall_at_k, F.temporal_recall_at_k),
    (B.ndcg_at_k, F.temporal_ndcg_at_k),
    (B.mrr_at_k, F.temporal_mrr),
    (B.map_at_k, F.temporal_map_at_k),
    (B.year_precision_at_k, F.temporal_year_precision_at_k),
    (B.year_recall_at_k, F.temporal_year_recall_at_k),
]


def random_set(rng):
    if rng.random() < 0.1:
        return YearSet()
    intervals = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        a = rng.randint(-60, 2030) or 1
        b = a + rng.choice([0, 0, 1, 5, 30, 100])
        if a < 0 <= b:
            b = -1
        intervals.append((a, b))
    return YearSet.from_intervals(intervals)


@pytest.fixture(scope="module")
def run_data():
    rng = random.Random(7)
    qfts = [random_set(rng) for _ in range(300)]
    dfts = [[random_set(rng) for _ in range(rng.randint(0, 14))] for _ in range(300)]
    return qfts, dfts, B.pack_run(qfts, dfts)


@pytest.mark.parametrize("k", [1, 3, 10, 20])
@pytest.mark.parametrize("batch_fn,pure_fn", PAIRS, ids=[p[1].__name__ for p in PAIRS])
def test_batch_equals_functional(run_data, batch_fn, pure_fn, k):
    qfts, dfts, run = run_data
    got = batch_fn(run, k)
    expected = np.array([pure_fn(q, d, k) for q, d in zip(qfts, dfts)])
    assert got.shape == (len(qfts),)
    np.testing.assert_allclose(got, expected, rtol=1e-12, atol=1e-12, equal_nan=True)


def test_overlap_matrix_matches_yearset(run_data):
    qfts, dfts, run = run_data
    for n in range(0, 300, 17):
        for d, dft in enumerate(dfts[n]):
            assert run.overlap[n, d] == qfts[n].overlap(dft)
        assert (run.overlap[n, len(dfts[n]):] == 0).all()


def test_ndcg_options():
    run = B.pack_run([{2020, 2021}], [[{2019}, {2020}, {2020, 2021}]])
    assert B.ndcg_at_k(run, 2, exponential_gain=True)[0] == pytest.approx(
        F.temporal_ndcg_at_k({2020, 2021}, [{2019}, {2020}, {2020, 2021}], 2, exponential_gain=True))
    top_k = B.ndcg_at_k(run, 2, ideal="top_k")[0]
    assert top_k == pytest.approx((2 / math.log2(3)) / 2)


def test_answer_recall_batch():
    got = B.answer_recall([YearSet.range(2019, 2021), set()], [{2020, 2021}, {2020}])
    assert got[0] == pytest.approx(2 / 3) and math.isnan(got[1])


def test_pack_run_checks_lengths():
    with pytest.raises(ValueError, match=r"\[E152\]"):
        B.pack_run([{1}], [])


# -- packing: the marshal-table reader and its fallback ------------------------------------------------------
def _iter_flat(sets):
    from spacy_tempoeval.metrics import packing as P

    return P._flatten_iter(P.interval_tuples(sets))


def test_marshal_reader_equals_iterating_the_tuples(run_data):
    from spacy_tempoeval.metrics import packing as P

    _, dfts, _ = run_data
    sets = [d for docs in dfts for d in docs]
    tuples = P.interval_tuples(sets)
    fast = P._flatten_marshal(tuples)
    assert fast is not None  # the common case really takes the marshal path
    for got, want in zip(fast, P._flatten_iter(tuples)):
        np.testing.assert_array_equal(got, want)
        assert got.dtype == np.int64 and got.flags.c_contiguous
    ptr, starts, ends = fast
    for i in range(0, len(sets), 37):
        assert list(zip(starts[ptr[i]:ptr[i + 1]], ends[ptr[i]:ptr[i + 1]])) == list(sets[i]._iv)


@pytest.mark.parametrize("sets", [
    [YearSet.range(10**12, 10**12 + 3), YearSet([1999])],  # ordinals beyond int32: marshal writes longs
    [YearSet(), YearSet()],
    [YearSet.from_intervals([(-500, -400), (1990, 1999)])],
])
def test_reader_falls_back_or_agrees_on_unusual_sets(sets):
    from spacy_tempoeval.metrics import packing as P

    for got, want in zip(P.read_sets(sets), _iter_flat(sets)):
        np.testing.assert_array_equal(got, want)


def test_reader_rejects_a_big_ordinal_table_and_falls_back():
    from spacy_tempoeval.metrics import packing as P

    tuples = P.interval_tuples([YearSet.range(2**31, 2**31 + 1)])
    assert P._flatten_marshal(tuples) is None
    ptr, starts, ends = P.flatten(tuples)
    assert ptr.tolist() == [0, 1] and starts.tolist() == [2**31] and ends.tolist() == [2**31 + 1]


def test_reader_coerces_builtin_sets_lists_and_none():
    from spacy_tempoeval.metrics import packing as P

    mixed = [YearSet.range(2000, 2002), {2001, 2005}, [1990, 1991], None]
    ptr, starts, ends = P.read_sets(P.Concat([mixed[:2], mixed[2:]]))
    assert ptr.tolist() == [0, 1, 3, 4, 4]
    assert list(zip(starts.tolist(), ends.tolist())) == [(2000, 2002), (2001, 2001), (2005, 2005), (1990, 1991)]


def test_big_ordinals_score_like_the_pure_functions():
    q = YearSet.range(10**12, 10**12 + 9)
    docs = [YearSet.range(10**12 + 5, 10**12 + 20), YearSet([1999]), YearSet.range(10**12 - 3, 10**12)]
    run = B.pack_run([q], [docs])
    for batch_fn, pure_fn in PAIRS:
        assert batch_fn(run, 2)[0] == pytest.approx(pure_fn(q, docs, 2), nan_ok=True)


# -- depth: reading only the top k ---------------------------------------------------------------------------
TOP_K_PAIRS = [
    (B.precision_at_k, F.temporal_precision_at_k),
    (B.mrr_at_k, F.temporal_mrr),
    (B.year_precision_at_k, F.temporal_year_precision_at_k),
    (B.year_recall_at_k, F.temporal_year_recall_at_k),
]


@pytest.mark.parametrize("k", [1, 4, 10])
@pytest.mark.parametrize("batch_fn,pure_fn", TOP_K_PAIRS, ids=[p[1].__name__ for p in TOP_K_PAIRS])
def test_depth_packing_gives_the_top_k_metrics_unchanged(run_data, batch_fn, pure_fn, k):
    qfts, dfts, full = run_data
    run = B.pack_run(qfts, dfts, depth=10)
    assert run.truncated and int(run.n_docs.max()) == 10
    expected = np.array([pure_fn(q, d, k) for q, d in zip(qfts, dfts)])
    np.testing.assert_allclose(batch_fn(run, k), expected, rtol=1e-12, atol=1e-12, equal_nan=True)
    np.testing.assert_array_equal(batch_fn(run, k), batch_fn(full, k))


def test_depth_packing_top_k_variants_match_the_full_run(run_data):
    qfts, dfts, full = run_data
    run = B.pack_run(qfts, dfts, depth=5)
    for k in (1, 5):
        np.testing.assert_allclose(B.ndcg_at_k(run, k, ideal="top_k", exponential_gain=True),
                                   B.ndcg_at_k(full, k, ideal="top_k", exponential_gain=True), equal_nan=True)
        np.testing.assert_allclose(B.map_at_k(run, k, relevant="top_k"), B.map_at_k(full, k, relevant="top_k"),
                                   equal_nan=True)


@pytest.mark.parametrize("call", [
    lambda run: B.recall_at_k(run, 3),
    lambda run: B.ndcg_at_k(run, 3),
    lambda run: B.map_at_k(run, 3),
    lambda run: B.mrr_at_k(run, None),
])
def test_whole_list_metrics_refuse_a_truncated_run(run_data, call):
    qfts, dfts, _ = run_data
    with pytest.raises(ValueError, match=r"\[E155\].*whole list"):
        call(B.pack_run(qfts, dfts, depth=3))


def test_depth_that_cuts_nothing_keeps_whole_list_metrics():
    qfts = [YearSet.range(2000, 2005), YearSet([1990])]
    dfts = [[YearSet([2001]), YearSet([1800])], [YearSet([1990])]]
    run = B.pack_run(qfts, dfts, depth=2)
    assert not run.truncated
    np.testing.assert_allclose(B.recall_at_k(run, 1), [1.0, 1.0])


def test_bad_options_and_lengths_are_reported(run_data):
    _, _, run = run_data
    with pytest.raises(ValueError, match=r"\[E151\]"):
        B.ndcg_at_k(run, 3, ideal="pool")
    with pytest.raises(ValueError, match=r"\[E151\]"):
        B.map_at_k(run, 3, relevant="some")
    with pytest.raises(ValueError, match=r"\[E152\]"):
        B.answer_recall([{1}], [])
    with pytest.raises(ValueError, match=r"\[E020\]"):
        B.pack_run([{1}], [[{1}]], depth=0)


def test_empty_runs():
    run = B.pack_run([], [])
    assert B.precision_at_k(run, 3).shape == (0,) and B.year_recall_at_k(run, 3).shape == (0,)
    run = B.pack_run([YearSet([2000]), YearSet()], [[], []])
    np.testing.assert_array_equal(B.precision_at_k(run, 2), [0.0, np.nan])
    np.testing.assert_array_equal(B.year_precision_at_k(run, 2), [np.nan, np.nan])
    assert np.isnan(B.recall_at_k(run, 2)).all()


def test_dense_multi_interval_queries_and_chunked_coverage(monkeypatch):
    rng = random.Random(11)
    qfts = [YearSet.from_intervals([(1900 + rng.randint(0, 50), 1960), (1980, 1985 + rng.randint(0, 30))])
            for _ in range(40)]
    dfts = [[random_set(rng) for _ in range(rng.randint(0, 8))] for _ in range(40)]
    monkeypatch.setattr(B, "_CHUNK_CELLS", 10)  # forces one row per chunk in the coverage sweep
    run = B.pack_run(qfts, dfts)
    for batch_fn, pure_fn in PAIRS:
        expected = np.array([pure_fn(q, d, 5) for q, d in zip(qfts, dfts)])
        np.testing.assert_allclose(batch_fn(run, 5), expected, rtol=1e-12, atol=1e-12, equal_nan=True)


@pytest.mark.parametrize("call, where", [
    (lambda run: B.ndcg_at_k(run, 2, ideal="whole"), "ndcg_at_k(ideal=...)"),
    (lambda run: B.map_at_k(run, 2, relevant="some"), "map_at_k(relevant=...)"),
])
def test_an_option_outside_its_choices_is_named(call, where):
    run = B.pack_run([{2020}], [[{2019}, {2020}]])
    with pytest.raises(Exception, match=r"\[E151\] " + re.escape(where)):
        call(run)
