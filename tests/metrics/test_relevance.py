"""The relevance core: the scalar and the numpy use of each formula agree bit for bit (issue 18, item 4)."""

import random

import numpy as np

from spacy_tempoeval.metrics import batch, fast, functional
from spacy_tempoeval.metrics.relevance import jaccard_gain, precision_from_hits
from spacy_tempoeval.yearset import coerce_years


def test_jaccard_gain_scalar_and_array_agree():
    rng = random.Random(18)
    rows = []
    for _ in range(2000):
        q, d = rng.randint(1, 500), rng.randint(1, 500)
        rows.append((rng.randint(1, min(q, d)), q, d, rng.choice([1.0, 4.0, 2.5])))
    inter, q, d, scale = (np.array(c) for c in zip(*rows))
    arrays = [jaccard_gain(inter[scale == s], q[scale == s], d[scale == s], s) for s in (1.0, 4.0, 2.5)]
    scalars = [np.array([jaccard_gain(i, a, b, s) for i, a, b, t in rows if t == s]) for s in (1.0, 4.0, 2.5)]
    for got, want in zip(arrays, scalars):
        assert got.tobytes() == want.tobytes()


def test_precision_from_hits_scalar_and_array_agree():
    hits = np.arange(0, 11)
    scalars = np.array([precision_from_hits(int(h), 10) for h in hits])
    assert precision_from_hits(hits, 10).tobytes() == scalars.tobytes()


def _random_sets(rng, n):
    out = []
    for _ in range(n):
        start = rng.randint(1900, 2030)
        out.append(set(range(start, start + rng.randint(0, 6))) | {rng.randint(1900, 2030)})
    return out


def test_every_gain_path_agrees_with_the_core():
    rng = random.Random(4)
    for _ in range(50):
        qft = _random_sets(rng, 1)[0]
        dfts = _random_sets(rng, 30)
        want = functional.jaccard_relevance(qft, dfts)
        query = fast.Query(qft)
        assert fast.jaccard_gains(query, dfts) == want
        sparse = fast.set_gains(frozenset(qft), dfts)
        assert [sparse.get(i, 0.0) for i in range(len(dfts))] == want
        ys = fast.yearset_gains(query, [coerce_years(d) for d in dfts])
        assert [ys.get(i, 0.0) for i in range(len(dfts))] == want
        run = batch.pack_run([coerce_years(qft)], [[coerce_years(d) for d in dfts]])
        assert batch.jaccard_gains(run)[0].tolist() == want


def test_one_discount_table_for_the_per_call_and_the_batch_paths():
    # numpy's log2 and math.log2 differ in the last bit at rank 1620 (and 3241): one table, one formula
    from spacy_tempoeval.metrics.relevance import discounts

    want = np.array(discounts(4000)[:4000])
    assert batch._discounts(4000).tobytes() == want.tobytes()
    assert functional.discounts is discounts


def _same(a, b):
    return a == b or (a != a and b != b)


def _crowded_lists(rng, n_lists, n_docs):
    """Lists where many documents share a year with the query (more than k), of varied sizes."""
    out = []
    for _ in range(n_lists):
        start = rng.randint(1990, 2000)
        qft = set(range(start, start + rng.randint(0, 12)))
        dfts = []
        for _ in range(n_docs):
            a = rng.randint(1985, 2010)
            dfts.append(set(range(a, a + rng.choice([0, 0, 1, 3, 9, 40]))) if rng.random() > 0.1 else set())
        out.append((qft, dfts))
    return out


def test_ndcg_gains_below_rank_k_are_computed_only_where_they_can_enter_the_ideal():
    rng = random.Random(22)
    computed = pruned = 0
    for qft, dfts in _crowded_lists(rng, 300, 60):
        for k in (1, 3, 10):
            every = fast.set_gains(frozenset(qft), dfts)
            some = fast.set_gains(frozenset(qft), dfts, k=k)
            assert all(every[i] == g for i, g in some.items())
            assert all(i in some for i in every if i < k)
            got = functional.ndcg_from_sparse_gains(some, k)
            assert _same(got, functional.ndcg_from_sparse_gains(every, k))
            assert _same(got, functional.temporal_ndcg_at_k(qft, dfts, k))
            computed += len(some)
            pruned += len(every) - len(some)
    assert pruned > computed  # most relevant documents below rank k never had their gain computed


def test_ndcg_per_call_on_crowded_lists_equals_the_definition():
    from spacy_tempoeval.metrics import TemporalNDCG

    rng = random.Random(7)
    metric = TemporalNDCG(use_focus_time=True)
    for qft, dfts in _crowded_lists(rng, 200, 40):
        for k in (1, 5, 10):
            got = float(metric.compute(qft=qft, dfts=dfts, k=k))
            assert _same(got, functional.temporal_ndcg_at_k(qft, dfts, k))
            if qft:
                top = metric.compute(qft=qft, dfts=dfts, k=k).details["relevance"]
                assert top == functional.jaccard_relevance(qft, dfts)[:k]
