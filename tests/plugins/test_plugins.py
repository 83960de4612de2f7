"""Issue 24, item 5: the deepeval, ragas and MLflow plug-ins, tested against the real libraries where they are
installed (``pip install -e ".[dev,deepeval,ragas,mlflow]"``; skipped with the reason otherwise). No network: the
focus-time metrics need no model, and the libraries' telemetry is switched off before they are imported."""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
import math
import os
import subprocess
import sys

import pytest

from spacy_tempoeval.errors import ConfigError, DependencyError

os.environ.setdefault("DEEPEVAL_TELEMETRY_OPT_OUT", "YES")
os.environ.setdefault("DEEPEVAL_UPDATE_WARNING_OPT_OUT", "YES")
os.environ.setdefault("RAGAS_DO_NOT_TRACK", "true")
os.environ.setdefault("MLFLOW_ENABLE_ASYNC_LOGGING", "false")

QUERY = "What happened to the Berlin Wall in 1989?"
DOCS = ["The Berlin Wall fell in 1989.", "Germany was reunified in 1990.", "The wall was built in 1961."]
ANSWER = "The Berlin Wall fell in 1989."


def installed(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def _needs(name: str, extra: str):
    return pytest.mark.skipif(not installed(name), reason=f"{name} is not installed here; run these tests in a venv "
                                                          f"with pip install -e \".[dev,{extra}]\" (docs/plugins.md)")


def test_importing_the_package_and_common_imports_no_plugin_library():
    code = ("import sys, spacy_tempoeval, spacy_tempoeval.plugins, spacy_tempoeval.plugins.common; "
            "print(sorted(m for m in ('deepeval', 'ragas', 'mlflow') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("module,package,extra", [("deepeval_metric", "deepeval", "deepeval"),
                                                  ("ragas_metric", "ragas", "ragas"),
                                                  ("mlflow_metric", "mlflow", "mlflow")])
def test_a_missing_library_names_its_extra(module, package, extra):
    if installed(package):
        pytest.skip(f"{package} is installed here; the missing-library message is checked where it is not")
    with pytest.raises(DependencyError, match=rf"E272.*spacy-tempoeval\[{extra}\]"):
        importlib.import_module(f"spacy_tempoeval.plugins.{module}")


def test_score_sample_matches_evaluate_and_rejects_unknown_metrics():
    from spacy_tempoeval.plugins.common import score_sample

    assert score_sample("temporal_precision", query=QUERY, contexts=DOCS, k=3).value == pytest.approx(1 / 3)
    assert score_sample("temporal_faithfulness", query=None, contexts=DOCS, answer=ANSWER).value == 1.0
    none = score_sample("answer_temporal_recall", query="Who wrote Hamlet?", answer="Shakespeare.")
    assert math.isnan(none.value) and "focus time" in none.reason
    with pytest.raises(ConfigError, match="E273"):
        score_sample("temporal_hallucination", query=QUERY)


@_needs("deepeval", "deepeval")
def test_deepeval_metric_with_assert_test_and_threshold():
    from deepeval import assert_test
    from deepeval.metrics import BaseMetric
    from deepeval.test_case import LLMTestCase

    from spacy_tempoeval.plugins.deepeval_metric import TemporalMetric

    case = LLMTestCase(input=QUERY, actual_output=ANSWER, retrieval_context=DOCS)
    metric = TemporalMetric("temporal_precision", threshold=0.3, k=3)
    assert isinstance(metric, BaseMetric)
    assert metric.measure(case) == pytest.approx(1 / 3) and metric.is_successful()
    assert_test(case, [TemporalMetric("temporal_precision", threshold=0.3, k=3)])
    with pytest.raises(AssertionError, match="temporal_precision"):
        assert_test(case, [TemporalMetric("temporal_precision", threshold=0.5, k=3)])
    undefined = TemporalMetric("answer_temporal_recall", threshold=0.0)
    undefined.measure(LLMTestCase(input="Who wrote Hamlet?", actual_output="Shakespeare."))
    assert not undefined.is_successful() and "not defined" in undefined.reason


@_needs("ragas", "ragas")
def test_ragas_metric_in_ragas_evaluate():
    from ragas import EvaluationDataset, SingleTurnSample, evaluate

    from spacy_tempoeval.plugins.ragas_metric import TemporalRagasMetric

    samples = [SingleTurnSample(user_input=QUERY, response=ANSWER, retrieved_contexts=DOCS),
               SingleTurnSample(user_input="Who wrote Hamlet?", response="Shakespeare.",
                                retrieved_contexts=["Hamlet is a play."])]
    metrics = [TemporalRagasMetric(metric="temporal_precision", k=3),
               TemporalRagasMetric(metric="answer_temporal_recall")]
    frame = evaluate(EvaluationDataset(samples=samples), metrics=metrics, show_progress=False).to_pandas()
    assert frame["temporal_precision"][0] == pytest.approx(1 / 3) and frame["answer_temporal_recall"][0] == 1.0
    assert math.isnan(frame["temporal_precision"][1])  # no year in the query: NaN, as ragas marks a failed row
    faith = TemporalRagasMetric(metric="temporal_faithfulness")
    assert asyncio.run(faith.single_turn_ascore(samples[0])) == 1.0
    with pytest.raises(ConfigError, match="E273"):
        TemporalRagasMetric("temporal_precision")  # positional: would land in ragas' own first field


@_needs("mlflow", "mlflow")
def test_mlflow_metric_in_models_evaluate_and_scorer(tmp_path, monkeypatch):
    import mlflow
    import pandas as pd

    from spacy_tempoeval.plugins.mlflow_metric import mlflow_metric, mlflow_scorer

    monkeypatch.chdir(tmp_path)  # MLflow writes its artifacts under ./mlruns of the working directory
    monkeypatch.setenv("MLFLOW_TRACKING_URI", f"sqlite:///{tmp_path / 'mlflow.db'}")
    mlflow.set_tracking_uri(f"sqlite:///{tmp_path / 'mlflow.db'}")
    frame = pd.DataFrame({"question": [QUERY, "Who wrote Hamlet?"],
                          "answer": ["The Berlin Wall fell in 1989 and again in 1950.", "Shakespeare."],
                          "contexts": [DOCS, ["Hamlet is a play."]]})
    with mlflow.start_run():
        result = mlflow.models.evaluate(data=frame, predictions="answer",
                                        extra_metrics=[mlflow_metric("temporal_faithfulness"),
                                                       mlflow_metric("temporal_precision", k=3),
                                                       mlflow_metric("answer_temporal_recall")],
                                        evaluator_config={"col_mapping": {"inputs": "question",
                                                                          "context": "contexts"}})
    assert result.metrics["temporal_faithfulness/mean"] == 0.5  # 1950 is in no document
    assert result.metrics["temporal_precision/mean"] == pytest.approx(1 / 3)
    assert result.metrics["answer_temporal_recall/n_scored"] == 1
    scorer = mlflow_scorer("answer_temporal_recall")
    assert scorer(inputs={"query": QUERY}, outputs=ANSWER).value == 1.0
    undefined = scorer(inputs={"query": "Who wrote Hamlet?"}, outputs="Shakespeare.")
    assert undefined.value is None and "not defined" in undefined.rationale
