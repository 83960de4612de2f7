"""The per-call path of the ranked-list metrics equals the functional definitions and the batch path, whatever
the input form (builtin sets, frozensets, lists, YearSets, tempoeval-style objects with ``.years``, processed
Docs), on random inputs."""

import math

import pytest
import spacy
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_tempoeval.metrics import TemporalMAP, TemporalMRR, TemporalNDCG, TemporalPrecision, TemporalRecall
from spacy_tempoeval.metrics import batch as B
from spacy_tempoeval.metrics import functional as F
from spacy_tempoeval.pipeline.extensions import write_results
from spacy_tempoeval.yearset import YearSet

NLP = spacy.blank("en")


class FocusTimeLike:
    """tempoeval's FocusTime shape: a dataclass-like object with a ``.years`` set."""

    def __init__(self, years):
        self.years = set(years)


def processed(years):
    doc = NLP.make_doc("x")
    write_results(doc, [], YearSet(years))
    return doc


FORMS = {
    "set": set, "frozenset": frozenset, "list": list, "yearset": YearSet, "focus_time": FocusTimeLike,
    "doc": processed,
}
years = st.sets(st.integers(1990, 2010) | st.integers(-50, -1), max_size=6)
run = st.tuples(years, st.lists(years, max_size=14), st.integers(1, 12))


def same(a, b):
    return (math.isnan(a) and math.isnan(b)) or a == pytest.approx(b, abs=1e-12)


@settings(max_examples=150, deadline=None)
@given(run, st.sampled_from(sorted(FORMS)), st.sampled_from(sorted(FORMS)))
def test_per_call_equals_functional_and_batch(case, q_form, d_form):
    qft, dfts, k = case
    q, d = FORMS[q_form](qft), [FORMS[d_form](x) for x in dfts]
    packed = B.pack_run([YearSet(qft)], [[YearSet(x) for x in dfts]])
    expected = {
        TemporalPrecision: (F.temporal_precision_at_k(qft, dfts, k), B.precision_at_k(packed, k)[0]),
        TemporalNDCG: (F.temporal_ndcg_at_k(qft, dfts, k), B.ndcg_at_k(packed, k)[0]),
        TemporalRecall: (F.temporal_recall_at_k(qft, dfts, k), B.recall_at_k(packed, k)[0]),
        TemporalMRR: (F.temporal_mrr(qft, dfts, k), B.mrr_at_k(packed, k)[0]),
        TemporalMAP: (F.temporal_map_at_k(qft, dfts, k), B.map_at_k(packed, k)[0]),
    }
    for cls, (functional, batch) in expected.items():
        if d_form == "doc" and q_form != "doc":
            score = cls().compute(qft=q, retrieved_docs=d, k=k)
        elif q_form == "doc" and d_form == "doc":
            score = cls().compute(query=q, retrieved_docs=d, k=k)
        elif q_form == "doc":
            score = cls().compute(query=q, dfts=d, k=k)
        else:
            score = cls(use_focus_time=True).compute(qft=q, dfts=d, k=k)
        assert same(score, functional), (cls.__name__, q_form, d_form)
        assert same(score, batch), (cls.__name__, q_form, d_form)
        assert score.applicable == (score.reason is None)


def test_fast_path_details_are_built_on_demand_and_match():
    q, d = {2020, 2021}, [{2020}, {1999}, {2021, 2022}]
    score = TemporalNDCG().compute(qft=q, dfts=d, k=2)
    assert score.details["relevant"] == [True, False] and score.details["n_retrieved"] == 3
    assert score.details["relevance"] == [pytest.approx(4 / 2), 0.0]
    precision = TemporalPrecision().compute(qft=q, dfts=d, k=3)
    assert precision == pytest.approx(2 / 3) and precision.details["relevant"] == [True, False, True]


def test_top_k_metrics_read_only_the_top_k():
    d = [{2020}, {2019}] + [5] * 50  # not year sets: reading any of them would raise [E010]
    with pytest.raises(TypeError, match=r"\[E010\]"):
        TemporalRecall().compute(qft={2020}, dfts=d, k=2)  # a whole-list metric reads them
    assert TemporalPrecision().compute(qft={2020}, dfts=d, k=2) == 0.5
    assert TemporalMRR().compute(qft={2019}, dfts=d, k=2) == 0.5
