"""The vectorized batch path agrees with the pure functions on random runs (ragged lists, BCE years, multi-
interval and empty sets, k beyond the list length)."""

import math
import random

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
    with pytest.raises(ValueError, match=r"\[E035\]"):
        B.pack_run([{1}], [])
