"""Years given as strings or floats in plain sets are errors on the per-call fast paths too, not a silent 0.0 /
NaN. Before: ``TemporalPrecision().compute(qft={"2019"}, dfts=[{2019}], k=2)`` gave 0.0 and NDCG NaN (the same
QFT as a list raised [E010]); ``dfts=[{"2019"}, {"2020"}]`` (years read from JSON as text) gave 0.0 / NaN from
every ranked metric."""

from __future__ import annotations

import pytest

from spacy_tempoeval.errors import InputError, InputTypeError
from spacy_tempoeval.metrics import TemporalMAP, TemporalMRR, TemporalNDCG, TemporalPrecision, TemporalRecall

RANKED = [TemporalPrecision, TemporalRecall, TemporalNDCG, TemporalMRR, TemporalMAP]


@pytest.mark.parametrize("metric", RANKED)
@pytest.mark.parametrize("qft", [{"2019"}, {2019.5}, frozenset({2019.0}), {True}])
def test_a_qft_set_of_non_years_is_e010(metric, qft):
    with pytest.raises(InputTypeError, match=r"\[E010\]"):
        metric(use_focus_time=True).compute(qft=qft, dfts=[{2019}, {2020}], k=2)


@pytest.mark.parametrize("metric", RANKED)
def test_a_qft_with_year_0_is_e019(metric):
    with pytest.raises(InputError, match=r"\[E019\]"):
        metric(use_focus_time=True).compute(qft={0, 2019}, dfts=[{2019}], k=1)


@pytest.mark.parametrize("metric", RANKED)
@pytest.mark.parametrize("dfts", [[{"2019"}, {"2020"}], [["2019"], ["2021"]], [set(), {2019.5}], [{0}]])
def test_documents_of_non_years_are_an_error_naming_the_document(metric, dfts):
    with pytest.raises((InputTypeError, InputError), match=r"dfts\[\d\]: \[E01[09]\]"):
        metric(use_focus_time=True).compute(qft={2019}, dfts=dfts, k=2)


@pytest.mark.parametrize("metric", RANKED)
def test_real_years_that_share_nothing_stay_a_real_zero_or_nan(metric):
    score = metric(use_focus_time=True).compute(qft={2019}, dfts=[{2020}, [2021, 2022], frozenset({1990})], k=2)
    assert score == 0.0 or score.reason  # a real 0.0, or NaN with its reason: not an error
