"""Metric classes: MetricScore, sync/async entry points, LLM-mode dispatch, input adapters (years, Docs,
strings), the name registry and the light import."""

import asyncio
import math
import pickle
import re
import subprocess
import sys

import pytest
import spacy
from spacy.language import Language

from spacy_tempoeval.metrics import (
    AnswerTemporalPrecision,
    AnswerTemporalRecall,
    DurationAccuracy,
    EventOrdering,
    MetricScore,
    TemporalConsistency,
    TemporalDiversity,
    TemporalFaithfulness,
    TemporalMAP,
    TemporalMRR,
    TemporalNDCG,
    TemporalPrecision,
    TemporalRecall,
    TemporalYearPrecision,
    TemporalYearRecall,
    TempoScore,
    get_metric,
    metric_names,
)
from spacy_tempoeval.pipeline.extensions import write_results
from spacy_tempoeval.util.event_loop import run_sync
from spacy_tempoeval.yearset import YearSet

YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
DURATION = re.compile(r"\bfor (\d+) years\b")


@Language.component("test_regex_years")
def regex_years(doc):
    """A stand-in for temporal_focus: explicit four-digit years and "for N years" durations."""
    records, years = [], []
    for m in YEAR.finditer(doc.text):
        y = int(m.group(1))
        years.append(y)
        records.append([m.start(), m.end(), "DATE", str(y), None, "test", [[y, y]]])
    for m in DURATION.finditer(doc.text):
        records.append([m.start(), m.end(), "DURATION", f"P{m.group(1)}Y", None, "test", []])
    write_results(doc, records, YearSet(years))
    return doc


@pytest.fixture(scope="module")
def nlp():
    pipeline = spacy.blank("en")
    pipeline.add_pipe("test_regex_years")
    return pipeline


# -- MetricScore --------------------------------------------------------------------------------------------
def test_metric_score_is_a_float_with_reason_and_details():
    s = MetricScore(1.0, None, {"k": 2})
    assert str(s) == "1.0" and s + 1 == 2.0 and s.applicable and s.details == {"k": 2}
    na = MetricScore.not_applicable("empty QFT", qft=[])
    assert math.isnan(na) and not na.applicable and na.reason == "empty QFT" and na.details == {"qft": []}
    assert na.to_dict()["value"] is None
    again = pickle.loads(pickle.dumps(na))
    assert again.reason == "empty QFT" and math.isnan(again)


# -- documented calls ---------------------------------------------------------------------------------------
def test_documented_calls_work_as_written():
    assert TemporalFaithfulness().compute(aft={2008, 2009}, dfts=[{2008}, {2009}]) == 1.0
    assert TemporalPrecision(use_focus_time=True).compute(qft={2020, 2021}, dfts=[{2020}, {2019}], k=2) == 0.5
    ndcg = TemporalNDCG(use_focus_time=True)
    assert ndcg.compute(qft={2020, 2021}, dfts=[{2020, 2021}, {2019}], k=2) == 1.0
    qft, aft = YearSet.range(2019, 2021), YearSet([2020, 2021])
    assert AnswerTemporalRecall().compute(qft=qft, aft=aft) == pytest.approx(0.667, abs=1e-3)


def test_acompute_matches_compute():
    metric = TemporalPrecision()
    value = asyncio.run(metric.acompute(qft={2020, 2021}, dfts=[{2020}, {2019}], k=2))
    assert value == metric.compute(qft={2020, 2021}, dfts=[{2020}, {2019}], k=2) == 0.5


def test_every_class_computes_from_year_sets():
    q, d = {2000, 2001}, [{2000}, {1990}, {2001, 2002}]
    assert TemporalRecall().compute(qft=q, dfts=d, k=1) == 0.5
    assert TemporalMRR().compute(qft={2001}, dfts=d) == pytest.approx(1 / 3)
    assert TemporalMAP().compute(qft=q, dfts=d, k=3) == pytest.approx((1 + 2 / 3) / 2)
    assert TemporalYearPrecision().compute(qft=q, dfts=d, k=3) == pytest.approx(2 / 4)
    assert TemporalYearRecall().compute(qft=q, dfts=d, k=1) == 0.5
    assert TemporalDiversity(granularity="decade").compute(qft=YearSet.range(1990, 2009), dfts=d, k=1) == 0.5
    assert AnswerTemporalPrecision().compute(qft=q, aft={2000, 2005}) == 0.5
    assert TemporalConsistency().compute(afts=[{2000}, {2000}]) == 1.0
    assert EventOrdering().compute(predicted_order=["a", "c", "b"], gold_order=["a", "b", "c"]) == \
        pytest.approx(1 / 3)
    assert EventOrdering(normalized=True).compute(predicted_order=["b", "a"], gold_order=["a", "b"]) == 0.0
    assert DurationAccuracy().compute(predicted_durations=["P4Y"], gold_durations={"WWI": "4 years"}) == 1.0
    assert TempoScore().compute(precision=0.5, recall=1.0) == 0.75


def test_gold_mode_when_ids_are_given():
    assert TemporalRecall().compute(retrieved_ids=["d3", "d1"], gold_ids=["d1", "d7"], k=2) == 0.5
    score = TemporalNDCG().compute(retrieved_ids=["a", "b"], gold_ids={"a": 2}, k=2)
    assert score == 1.0 and score.details["mode"] == "gold"
    na = TemporalPrecision().compute(retrieved_ids=["a"], gold_ids=[], k=1)
    assert not na.applicable and "gold" in na.reason


def test_constructor_options_are_used_and_checked():
    expo = TemporalNDCG(exponential_gain=True).compute(qft={2020, 2021}, dfts=[{2020}, {2020, 2021}], k=2)
    assert expo == pytest.approx((3 + 15 / math.log2(3)) / (15 + 3 / math.log2(3)))
    with pytest.raises(TypeError, match=r"\[E033\].*exponential"):
        TemporalPrecision(exponential_gain=True)


def test_not_applicable_carries_reason():
    score = TemporalPrecision().compute(qft=set(), dfts=[{2020}], k=1)
    assert not score.applicable and "QFT" in score.reason
    score = TemporalFaithfulness().compute(aft=set(), dfts=[{2020}])
    assert not score.applicable and "no year" in score.reason
    score = TemporalNDCG().compute(qft={2020}, dfts=[{1990}], k=1)
    assert not score.applicable and "relevant" in score.reason


def test_details_hold_per_document_relevance():
    score = TemporalNDCG().compute(qft={2020, 2021}, dfts=[{2020}, {1999}], k=2)
    assert score.details["relevant"] == [True, False]
    assert score.details["relevance"] == [2.0, 0.0]
    faith = TemporalFaithfulness().compute(aft={2007, 2008}, contexts=[{2008}])
    assert faith.details["unsupported"] == [(2007, 2007)]


# -- errors -------------------------------------------------------------------------------------------------
def test_bad_inputs_raise_coded_errors():
    with pytest.raises(ValueError, match=r"\[E020\]"):
        TemporalPrecision().compute(qft={2020}, dfts=[{2020}], k=0)
    with pytest.raises(ValueError, match=r"\[E020\]"):
        TemporalPrecision(k=-3)
    with pytest.raises(TypeError, match=r"\[E033\].*kk"):
        TemporalPrecision().compute(qft={2020}, dfts=[{2020}], kk=2)
    with pytest.raises(TypeError, match=r"\[E031\]"):
        TemporalPrecision().compute(qft={2020}, k=1)
    with pytest.raises(TypeError, match=r"\[E154\].*only one"):
        TemporalFaithfulness().compute(aft={1}, retrieved_docs=[{1}], contexts=[{1}])
    with pytest.raises(TypeError, match=r"dfts\[1\].*\[E010\]"):
        TemporalPrecision().compute(qft={2020}, dfts=[{2020}, 2020], k=2)  # not a year set, in the top k
    with pytest.raises(TypeError, match=r"dfts\[1\].*\[E010\]"):
        TemporalYearRecall().compute(qft={2020}, dfts=[{2020}, {"2020"}], k=2)  # converted: members checked
    # top-k metrics read the top k only: a bad document below the cutoff is never looked at
    assert TemporalPrecision().compute(qft={2020}, dfts=[{2020}, 2020], k=1) == 1.0
    with pytest.raises(TypeError, match=r"\[E150\].*one per document"):
        TemporalPrecision().compute(qft={2020}, dfts={2020, 2021}, k=1)


def test_doc_never_processed_gives_e030(nlp):
    doc = nlp.make_doc("In 2008, Lehman Brothers collapsed.")
    with pytest.raises(ValueError, match=r"\[E030\].*retrieved_docs\[0\]"):
        TemporalPrecision().compute(qft={2008}, retrieved_docs=[doc], k=1)


# -- adapters: Docs and strings -----------------------------------------------------------------------------
def test_processed_docs_are_read(nlp):
    query = nlp("What happened from 2008 to 2009?")
    docs = [nlp("In 2008, Lehman Brothers collapsed."), nlp("The 2009 stimulus package helped recovery.")]
    answer = nlp("The crisis occurred in 2008 and continued into 2009.")
    assert TemporalFaithfulness().compute(answer=answer, contexts=docs) == 1.0
    assert TemporalPrecision().compute(query=query, retrieved_docs=docs, k=2) == 1.0
    assert AnswerTemporalRecall().compute(query=query, answer=answer) == 1.0


def test_strings_go_through_the_pipeline(nlp):
    score = TemporalFaithfulness().compute(
        answer="The crisis started in 2007 and ended in 2010.",
        contexts=["In 2008, Lehman Brothers collapsed.", "The 2009 stimulus package helped recovery."],
        nlp=nlp)
    assert score == 0.0
    mixed = TemporalPrecision().compute(query="Events of 2008", retrieved_docs=[{2008}, "A 1990 story"],
                                        k=2, nlp=nlp)
    assert mixed == 0.5


def test_duration_accuracy_reads_answer_durations(nlp):
    metric = DurationAccuracy()
    assert metric.compute(answer="The war lasted for 4 years.", gold_durations=["P4Y"], nlp=nlp) == 1.0
    assert metric.compute(answer=nlp("It lasted for 6 years."), gold_durations=["P4Y"]) == 0.0


def test_consistency_from_answer_strings(nlp):
    score = TemporalConsistency().compute(answers=["It was 2008.", "In 2008.", "2008 or 2009"], nlp=nlp)
    assert score == pytest.approx((1 + 0.5 + 0.5) / 3)


# -- LLM mode dispatch --------------------------------------------------------------------------------------
class FakeJudge:
    pass


def test_llm_mode_dispatches_to_the_class_llm_mode_and_compute_runs_it():
    calls = []

    async def toy_llm(metric, **kwargs):
        calls.append((metric.llm, kwargs))
        return 0.25

    class ToyMetric(TemporalPrecision):
        llm_mode = toy_llm  # a function, or a "module:function" string

    judge = FakeJudge()
    metric = ToyMetric()
    metric.llm = judge
    assert metric.uses_llm
    assert metric.compute(query="q", retrieved_docs=["d"], k=1) == 0.25
    assert asyncio.run(metric.acompute(query="q", retrieved_docs=["d"], k=1)) == 0.25
    assert calls[0][0] is judge and calls[0][1]["k"] == 1
    forced = ToyMetric(use_focus_time=True, llm=judge)
    assert not forced.uses_llm and forced.compute(qft={1}, dfts=[{1}], k=1) == 1.0


def test_metric_without_llm_mode_raises_not_implemented():
    class OrderingWithoutLLM(EventOrdering):  # a metric that declares no LLM mode
        llm_task = None

    metric = OrderingWithoutLLM(llm=FakeJudge())
    with pytest.raises(NotImplementedError, match=r"\[E034\] OrderingWithoutLLM"):
        metric.compute(answer="...", gold_order=["a", "b"])


def test_run_sync_inside_a_running_loop():
    async def inner():
        await asyncio.sleep(0)
        return 42

    async def outer():  # as in Jupyter: a loop is already running in this thread
        return run_sync(inner())

    assert asyncio.run(outer()) == 42
    assert run_sync(inner()) == 42

    async def boom():
        raise KeyError("x")

    with pytest.raises(KeyError):
        run_sync(boom())


# -- registry and import weight -----------------------------------------------------------------------------
def test_get_metric_accepts_snake_camel_and_dashes():
    assert get_metric("temporal_precision") is TemporalPrecision
    assert get_metric("TemporalNDCG") is TemporalNDCG
    assert get_metric("answer-temporal-recall") is AnswerTemporalRecall
    assert len(metric_names()) >= 15
    for name in metric_names():
        assert get_metric(name)().name == name
    with pytest.raises(KeyError, match=r"\[E032\].*temporal_precison"):
        get_metric("temporal_precison")


def test_importing_metrics_is_light():
    code = ("import sys, spacy_tempoeval.metrics as m; m.TemporalPrecision; m.TempoScore; "
            "print('litellm' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"
