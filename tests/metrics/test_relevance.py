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
