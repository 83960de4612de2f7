"""Hand-computed examples and properties of the pure metric functions (spacy_tempoeval.metrics.functional)."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacy_tempoeval.metrics import functional as F
from spacy_tempoeval.yearset import YearSet

LOG3 = math.log2(3)


# -- retrieval, focus-time
def test_precision_documented_example():
    assert F.temporal_precision_at_k({2020, 2021}, [{2020}, {2019}], 2) == 0.5


def test_precision_fewer_docs_than_k_keeps_division_by_k():
    assert F.temporal_precision_at_k({2020}, [{2020}, {2020}], 5) == pytest.approx(0.4)


def test_precision_counts_any_overlap_with_large_sets():
    qft = YearSet.range(1801, 1900)
    assert F.temporal_precision_at_k(qft, [YearSet.range(1900, 2000), {1750}, YearSet.range(1, 1801)], 3) == \
        pytest.approx(2 / 3)


@pytest.mark.parametrize("bad_k", [0, -1, 2.0, True, "3", None])
def test_k_must_be_positive_int(bad_k):
    with pytest.raises(ValueError, match=r"\[E020\]"):
        F.temporal_precision_at_k({2020}, [{2020}], bad_k)


def test_empty_qft_is_nan_not_zero():
    for fn in (F.temporal_precision_at_k, F.temporal_recall_at_k, F.temporal_ndcg_at_k, F.temporal_map_at_k,
               F.temporal_year_precision_at_k, F.temporal_year_recall_at_k, F.temporal_diversity_at_k):
        assert math.isnan(fn(set(), [{2020}], 1)), fn.__name__
    assert math.isnan(F.temporal_mrr(set(), [{2020}]))


def test_recall_over_relevant_in_list_or_given_total():
    dfts = [{1999}, {2000}, {2000, 2001}, {1990}]
    assert F.temporal_recall_at_k({2000}, dfts, 2) == 0.5
    assert F.temporal_recall_at_k({2000}, dfts, 2, total_relevant=4) == 0.25
    assert math.isnan(F.temporal_recall_at_k({2000}, [{1999}], 1))


def test_ndcg_documented_example_and_rankings():
    assert F.temporal_ndcg_at_k({2020, 2021}, [{2020, 2021}, {2019}], 2) == 1.0
    assert F.temporal_ndcg_at_k({2020, 2021}, [{2019}, {2020, 2021}], 2) == pytest.approx(1 / LOG3)
    # graded: Jaccard 1/2 and 1 -> gains 2 and 4
    expected = (2 + 4 / LOG3) / (4 + 2 / LOG3)
    assert F.temporal_ndcg_at_k({2020, 2021}, [{2020}, {2020, 2021}], 2) == pytest.approx(expected)


def test_ndcg_ideal_uses_whole_list_or_pool():
    # the only relevant document sits at rank 2; NDCG@1 is 0, not undefined
    assert F.temporal_ndcg_at_k({2020}, [{2019}, {2020}], 1) == 0.0
    pool = [{2020}, {2020}]
    assert F.temporal_ndcg_at_k({2020}, [{2020}], 2, pool=pool) == pytest.approx(4 / (4 + 4 / LOG3))
    assert math.isnan(F.temporal_ndcg_at_k({2020}, [{1990}], 3))


def test_ndcg_exponential_gain_option():
    value = F.temporal_ndcg_at_k({2020, 2021}, [{2020}, {2020, 2021}], 2, exponential_gain=True)
    assert value == pytest.approx((3 + 15 / LOG3) / (15 + 3 / LOG3))


def test_mrr_and_cutoff():
    dfts = [{1999}, {1998}, {2000}]
    assert F.temporal_mrr({2000}, dfts) == pytest.approx(1 / 3)
    assert F.temporal_mrr({2000}, dfts, 2) == 0.0


def test_map_divides_by_all_relevant_documents():
    dfts = [{2000}, {1}, {2000}, {2000}]
    assert F.temporal_map_at_k({2000}, dfts, 3) == pytest.approx((1 + 2 / 3) / 3)
    assert F.temporal_map_at_k({2000}, dfts, 4) == pytest.approx((1 + 2 / 3 + 3 / 4) / 3)


def test_year_precision_and_recall():
    qft, dfts = YearSet.range(2019, 2021), [{2020, 2022}, {2025}]
    assert F.temporal_year_precision_at_k(qft, dfts, 2) == pytest.approx(1 / 3)
    assert F.temporal_year_recall_at_k(qft, dfts, 2) == pytest.approx(1 / 3)
    assert F.temporal_year_precision_at_k(qft, dfts, 1) == pytest.approx(1 / 2)
    assert math.isnan(F.temporal_year_precision_at_k(qft, [set()], 1))


def test_diversity_years_and_decades():
    qft = YearSet.range(1990, 2009)
    assert F.temporal_diversity_at_k(qft, [{1995}], 2) == pytest.approx(1 / 20)
    assert F.temporal_diversity_at_k(qft, [{1995}], 2, granularity="decade") == 0.5
    assert F.temporal_diversity_at_k(qft, [{1995}, {2001}], 2, granularity="decade") == 1.0
    with pytest.raises(ValueError, match=r"\[E151\]"):
        F.temporal_diversity_at_k(qft, [], 1, granularity="century")


# -- retrieval, gold
def test_gold_mode_functions():
    assert F.gold_recall_at_k(["d3", "d1"], ["d1", "d7"], 2) == 0.5
    assert F.gold_precision_at_k(["d3", "d1"], ["d1", "d7"], 4) == 0.25
    assert F.gold_mrr(["d3", "d1"], ["d1"]) == 0.5
    assert F.gold_map_at_k(["d1", "x", "d7"], ["d1", "d7"], 3) == pytest.approx((1 + 2 / 3) / 2)
    graded = F.gold_ndcg_at_k(["a", "b", "c"], {"a": 1, "c": 3}, 3)
    assert graded == pytest.approx((1 + 3 / 2) / (3 + 1 / LOG3))
    assert math.isnan(F.gold_recall_at_k(["a"], [], 1))


def test_gold_repeated_ids_count_once():
    assert F.gold_map_at_k(["a", "a"], ["a", "b"], 2) == pytest.approx(0.5)
    assert F.gold_ndcg_at_k(["a", "a"], ["a"], 2) == 1.0


# -- generation
def test_faithfulness_documented_examples():
    assert F.temporal_faithfulness({2008, 2009}, [{2008}, {2009}]) == 1.0
    assert F.temporal_faithfulness({2007, 2010}, [{2008, 2009}]) == 0.0
    assert F.temporal_faithfulness({2007, 2008}, [{2008}]) == 0.5
    assert math.isnan(F.temporal_faithfulness(set(), [{2008}]))


def test_answer_recall_and_precision():
    qft = YearSet.range(2019, 2021)
    assert F.answer_temporal_recall(qft, {2020, 2021}) == pytest.approx(2 / 3)
    assert F.answer_temporal_precision(qft, {2020, 2022}) == 0.5
    assert math.isnan(F.answer_temporal_recall(set(), {2020}))
    assert math.isnan(F.answer_temporal_precision(qft, set()))
    assert F.answer_temporal_recall(qft, set()) == 0.0


# -- reasoning
def test_consistency():
    assert F.temporal_consistency([{2008}, {2008}, {2008, 2009}]) == pytest.approx(2 / 3)
    assert F.temporal_consistency([{2008}, set()]) == 0.0
    assert math.isnan(F.temporal_consistency([set(), set()]))
    assert math.isnan(F.temporal_consistency([{2008}]))


def test_event_ordering_tau_and_missing_events():
    assert F.event_ordering_tau(["a", "c", "b"], ["a", "b", "c"]) == pytest.approx(1 / 3)
    assert F.event_ordering_tau(["c", "b", "a"], ["a", "b", "c"]) == -1.0
    assert F.event_ordering_tau(["a", "b"], ["a", "b", "c"]) == pytest.approx(1 / 3)
    assert F.event_ordering_tau(["a", "b", "z"], ["a", "b", "c"], missing="ignore") == 1.0
    assert F.event_ordering_tau([], ["a", "b"]) == 0.0
    assert math.isnan(F.event_ordering_tau(["a"], ["a"]))
    with pytest.raises(ValueError, match=r"\[E154\]"):
        F.event_ordering_tau(["a", "a"], ["a", "b"])


def test_duration_accuracy_never_above_one():
    assert F.duration_accuracy(["P4Y"], ["4 years"]) == 1.0
    assert F.duration_accuracy([365], ["P1Y"]) == 1.0
    assert F.duration_accuracy(["P3Y", "P10Y"], ["P3Y"]) == 0.5
    assert F.duration_accuracy(["P4Y", "P4Y", "P4Y"], ["P4Y"]) == pytest.approx(1 / 3)
    assert F.duration_accuracy([], ["P4Y"]) == 0.0
    assert F.duration_accuracy(["P5Y"], ["P4Y"], tolerance=0.25) == 1.0
    assert F.duration_accuracy(["P5Y"], ["P4Y"]) == 0.0
    assert math.isnan(F.duration_accuracy(["P4Y"], []))
    with pytest.raises(ValueError, match=r"\[E156\]"):
        F.duration_accuracy(["four-ish years"], ["P4Y"])


def test_duration_parsing():
    assert F.duration_in_days("P1Y6M") == pytest.approx(365.25 + 6 * 30.436875)
    assert F.duration_in_days("PT36H") == pytest.approx(1.5)
    assert F.duration_in_days("2 weeks") == 14.0


# -- composite
def test_tempo_score_methods():
    comps = {"precision": 0.8, "recall": 0.6, "faithfulness": 1.0, "coherence": 0.9}
    assert F.tempo_score(comps) == pytest.approx(0.825)
    assert F.tempo_score(comps, {"faithfulness": 2}) == pytest.approx((0.8 + 0.6 + 2 + 0.9) / 5)
    assert F.tempo_score({"precision": 0.5, "recall": 1.0}, method="harmonic") == pytest.approx(2 / 3)
    assert F.tempo_score({"precision": 0.5, "recall": 1.0}, method="f_score") == pytest.approx(2 / 3)
    assert F.tempo_score({"precision": 0.5, "recall": 1.0}, method="f_score", beta=2) == \
        pytest.approx(5 * 0.5 / (4 * 0.5 + 1))


def test_tempo_score_harmonic_keeps_zeros_and_is_continuous_in_weights():
    comps = {"precision": 0.0, "recall": 0.8}
    assert F.tempo_score(comps, method="harmonic") < 1e-5
    without = F.tempo_score(comps, {"precision": 0.0}, method="harmonic")
    assert without == pytest.approx(0.8)
    nearly = F.tempo_score(comps, {"precision": 1e-12}, method="harmonic")
    assert abs(nearly - without) < 1e-3


def test_tempo_score_skips_nan_and_validates():
    assert F.tempo_score({"precision": float("nan"), "recall": 0.4}) == pytest.approx(0.4)
    assert math.isnan(F.tempo_score({"precision": float("nan")}))
    with pytest.raises(ValueError, match=r"\[E036\]"):
        F.tempo_score({"precision": 0.5}, {"precision": -1})
    with pytest.raises(ValueError, match=r"\[E153\]"):
        F.tempo_score({"precision": 1.5})


# -- properties
years = st.integers(min_value=1990, max_value=2010)
yearsets = st.sets(years, max_size=6)
ranked = st.lists(yearsets, max_size=8)
ks = st.integers(min_value=1, max_value=10)
BOUNDED = (F.temporal_precision_at_k, F.temporal_recall_at_k, F.temporal_ndcg_at_k, F.temporal_map_at_k,
           F.temporal_year_precision_at_k, F.temporal_year_recall_at_k, F.temporal_diversity_at_k)


@settings(max_examples=150, deadline=None)
@given(yearsets, ranked, ks)
def test_property_bounds(qft, dfts, k):
    for fn in BOUNDED:
        value = fn(qft, dfts, k)
        assert math.isnan(value) or 0.0 <= value <= 1.0, fn.__name__
    value = F.temporal_mrr(qft, dfts, k)
    assert math.isnan(value) or 0.0 <= value <= 1.0


@settings(max_examples=150, deadline=None)
@given(st.sets(years, min_size=1, max_size=6), ranked, ks)
def test_property_perfect_ranking_gives_ndcg_one(qft, dfts, k):
    q = YearSet(qft)
    ideal = sorted(dfts, key=lambda d: -q.jaccard(d) if (q or d) else 0)
    value = F.temporal_ndcg_at_k(qft, ideal, k)
    assert math.isnan(value) or value == pytest.approx(1.0)


@settings(max_examples=150, deadline=None)
@given(st.sets(years, min_size=1, max_size=6), ranked, ks)
def test_property_irrelevant_doc_at_end_never_raises_precision(qft, dfts, k):
    before = F.temporal_precision_at_k(qft, dfts, k)
    after = F.temporal_precision_at_k(qft, [*dfts, {1500}], k)
    assert after <= before


@settings(max_examples=100, deadline=None)
@given(st.sets(years, min_size=1, max_size=6), ranked, ks)
def test_property_recall_grows_with_k(qft, dfts, k):
    a, b = F.temporal_recall_at_k(qft, dfts, k), F.temporal_recall_at_k(qft, dfts, k + 1)
    assert (math.isnan(a) and math.isnan(b)) or a <= b


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(st.sampled_from(F.TEMPO_COMPONENTS), st.floats(0, 1), min_size=1),
       st.sampled_from(["weighted_mean", "harmonic", "f_score"]))
def test_property_tempo_score_in_unit_interval(components, method):
    value = F.tempo_score(components, method=method)
    assert 0.0 <= value <= 1.0 + 1e-12
