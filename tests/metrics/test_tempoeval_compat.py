"""Code written against tempoeval runs with one import changed: each test uses tempoeval's own call shape."""

import math
import warnings

import pytest

import spacy_tempoeval
from spacy_tempoeval.core import extract_aft, extract_dft, extract_qft
from spacy_tempoeval.metrics import (
    ALL_METRICS,
    NO_LLM_METRICS,
    AnswerTemporalRecall,
    TemporalDiversity,
    TemporalFaithfulness,
    TemporalHallucination,
    TemporalNDCG,
    TemporalPrecision,
    TempoScore,
)
from spacy_tempoeval.yearset import YearSet


class FocusTime:
    """The shape of ``tempoeval.core.FocusTime``: a dataclass with a ``years`` set and optional weights."""

    def __init__(self, years=None, weights=None):
        self.years = set(years or ())
        self.weights = weights

    @classmethod
    def from_years(cls, years):
        return cls(years=set(years))


def test_focus_time_objects_are_accepted_as_year_sets():
    qft = FocusTime.from_years([2020, 2021])
    dfts = [FocusTime.from_years([2020]), FocusTime.from_years([2019]), FocusTime.from_years([2021])]
    assert TemporalPrecision(use_focus_time=True).compute(qft=qft, dfts=dfts, k=3) == pytest.approx(2 / 3)
    assert TemporalNDCG(use_focus_time=True).compute(qft=qft, dfts=dfts, k=3) > 0
    assert TemporalFaithfulness().compute(aft=FocusTime.from_years([2020]), dfts=dfts) == 1.0
    assert AnswerTemporalRecall().compute(qft=qft, aft=FocusTime.from_years([2021])) == 0.5


def test_yearset_has_the_read_only_focus_time_interface():
    qft = extract_qft("What happened from 2019 to 2021?")
    assert qft.years == {2019, 2020, 2021} and isinstance(qft.years, frozenset) and qft.weights is None
    assert YearSet.from_years([2020, 2021]) == {2020, 2021} and YearSet.from_range(2019, 2021) == qft
    assert qft.overlap(YearSet.from_years([2021, 2022])) == 1 and len(qft & {2021, 2022}) == 1
    assert qft.covers({2021}) and not qft.covers({1990}) and qft.covers({2021}, threshold=0.3)
    assert qft.jaccard({2019, 2020, 2021, 2022}) == 0.75
    with pytest.raises(AttributeError):
        qft.years = {1}  # read-only


def test_extractors_take_tempoeval_keywords():
    assert extract_dft("Prices rose last year.", publication_date="1998-02-27") == {1997}
    assert extract_qft("What happened in 2008?", use_llm=False) == {2008}
    with pytest.warns(UserWarning, match=r"\[W003\]"):
        assert extract_aft("It began in 2020.", llm=object()) == {2020}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        extract_dft("In 2008, Lehman Brothers collapsed.", use_llm=False)


def test_metric_metadata_and_collections():
    assert TemporalPrecision.metric_type == "retrieval" and TemporalFaithfulness.metric_type == "generation"
    assert TemporalHallucination.lower_is_better and not TemporalPrecision.lower_is_better
    assert TemporalHallucination.requires_llm and TemporalPrecision not in [m for m in ALL_METRICS if m.requires_llm]
    assert TemporalPrecision in ALL_METRICS and TemporalHallucination not in NO_LLM_METRICS
    for cls in NO_LLM_METRICS:  # tempoeval users instantiate these in a loop
        assert cls().name == cls.name


def test_metrics_accept_use_llm_and_llm_keywords():
    assert TemporalPrecision(use_llm=False).compute(qft={2020}, dfts=[{2020}], k=1) == 1.0
    assert TemporalFaithfulness(llm=None).compute(aft={2020}, dfts=[{2020}]) == 1.0


def test_temporal_diversity_total_scope_and_no_query():
    dfts = [{2019}, {2020}, {2020, 2021}, {1990}]
    assert TemporalDiversity().compute(dfts=dfts, total_scope=10, k=3) == pytest.approx(3 / 10)
    assert TemporalDiversity(total_scope=4).compute(dfts=dfts, k=4) == 1.0
    unscoped = TemporalDiversity().compute(dfts=dfts, k=3)
    assert math.isnan(unscoped) and "total_scope" in unscoped.reason
    assert TemporalDiversity().compute(qft={2019, 2020, 2021, 2022}, dfts=dfts, k=3) == 0.75
    with pytest.raises(ValueError, match=r"\[E153\].*total_scope"):
        TemporalDiversity().compute(dfts=dfts, total_scope=0, k=3)


def test_tempo_score_takes_tempoeval_names_and_offers_its_result_shape():
    score = TempoScore().compute(temporal_precision=0.8, temporal_recall=0.6, temporal_faithfulness=1.0,
                                 temporal_coherence=0.9)
    assert score == pytest.approx((0.8 + 0.6 + 1.0 + 0.9) / 4)  # ours: a float (weighted mean by default)
    assert set(score) == {"tempo_weighted", "tempo_harmonic", "tempo_f_score", "retrieval_f1", "generation_f1"}
    assert score["tempo_weighted"] == pytest.approx(float(score))
    assert score["retrieval_f1"] == pytest.approx(2 * 0.8 * 0.6 / 1.4)
    assert score["tempo_harmonic"] < score["tempo_weighted"]
    same = TempoScore().compute(scores={"temporal_precision": 0.8, "temporal_recall": 0.6,
                                        "temporal_faithfulness": 1.0, "temporal_coherence": 0.9})
    assert float(same) == float(score)
    assert TempoScore().compute_single("harmonic", temporal_precision=0.5, temporal_recall=0.5) == \
        pytest.approx(0.5)
    assert TempoScore(weights={"temporal_precision": 3}).compute(precision=1.0, recall=0.0) == 0.75


def test_package_evaluate_is_callable_like_tempoeval_evaluate():
    records = [{"id": "a", "qft": [2020], "dfts": [[2020], [1999]], "aft": [2020]}]
    result = spacy_tempoeval.evaluate(data=records, k_values=[1, 2], show_progress=False)
    assert result.rows[0]["temporal_precision@1"] == 1.0 and result.rows[0]["temporal_precision@2"] == 0.5
    assert spacy_tempoeval.evaluate.evaluate is not None  # still the package too
