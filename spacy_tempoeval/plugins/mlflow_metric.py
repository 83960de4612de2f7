"""The focus-time metrics for MLflow: an ``EvaluationMetric`` for ``mlflow.evaluate`` / ``mlflow.models.evaluate``
(``mlflow_metric``) and a scorer for ``mlflow.genai.evaluate`` (``mlflow_scorer``, MLflow 3).

    from spacy_tempoeval.plugins.mlflow_metric import mlflow_metric, mlflow_scorer
    mlflow.models.evaluate(data=df, predictions="answer", extra_metrics=[mlflow_metric("temporal_faithfulness")],
                           evaluator_config={"col_mapping": {"inputs": "question", "context": "contexts"}})
    mlflow.genai.evaluate(data=rows, scorers=[mlflow_scorer("answer_temporal_recall")])

The metric reads the predictions (the answer) and the columns its formula needs: ``inputs`` (the query) and
``context`` (a list of documents, or a text) for the ranked-list metrics, ``inputs`` for the answer metrics,
``context`` for faithfulness; the scorer reads ``inputs["query"]`` (or ``question``), ``outputs`` (the answer,
or a dict with ``answer``/``response``) and ``inputs["contexts"]`` (or ``expectations["contexts"]``). Records
where the metric is not defined get NaN and are left out of the mean. Needs ``pip install "spacy-tempoeval[mlflow]"``.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Dict, List, Mapping

from .common import check_metric, require, score_sample

require("MLflow", "mlflow", "mlflow")


def _contexts(value: Any) -> List[Any] | None:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    if isinstance(value, str):
        return [value]
    return list(value)


def _mean(values: List[float]) -> float:
    ok = [v for v in values if not math.isnan(v)]
    return sum(ok) / len(ok) if ok else math.nan


def _eval_fn(metric: str, score: Callable[[Any, Any, Any], float]) -> Callable[..., Any]:
    """An ``eval_fn`` whose parameters are exactly the columns ``metric`` reads (MLflow maps every parameter of
    the function to a column, so an unused one would have to be mapped too)."""
    from mlflow.metrics import MetricValue

    def value(scores: List[float]) -> Any:
        n = sum(1 for s in scores if not math.isnan(s))
        return MetricValue(scores=scores, aggregate_results={"mean": _mean(scores), "n_scored": n})

    def answer_only(predictions: Any, inputs: Any) -> Any:
        return value([score(q, None, a) for q, a in zip(inputs, predictions)])

    def contexts_only(predictions: Any, context: Any) -> Any:
        return value([score(None, c, a) for c, a in zip(context, predictions)])

    def ranked(predictions: Any, inputs: Any, context: Any) -> Any:
        return value([score(q, c, a) for q, c, a in zip(inputs, context, predictions)])

    if metric == "temporal_faithfulness":
        return contexts_only
    return answer_only if metric.startswith("answer_") else ranked


def mlflow_metric(metric: str = "temporal_faithfulness", *, k: int = 5, nlp: Any = None,
                  reference_date: Any = None, lang: str | None = None) -> Any:
    """An MLflow ``EvaluationMetric`` (``mlflow.metrics.make_metric``) named ``metric``: per-row scores and
    the mean over the rows where it is defined (``aggregate_results["mean"]``, with ``"n_scored"``). It reads
    the ``predictions`` (the answer) and, as the metric needs them, ``inputs`` (the query) and ``context``."""
    from mlflow.metrics import make_metric

    check_metric(metric)

    def score(query: Any, contexts: Any, answer: Any) -> float:
        return score_sample(metric, query=query, contexts=_contexts(contexts), answer=answer, k=k, nlp=nlp,
                            reference_date=reference_date, lang=lang).value

    return make_metric(eval_fn=_eval_fn(metric, score), greater_is_better=True, name=metric)


def _answer(outputs: Any) -> Any:
    if isinstance(outputs, Mapping):
        return outputs.get("answer") or outputs.get("response")
    return outputs


def mlflow_scorer(metric: str = "answer_temporal_recall", *, k: int = 5, nlp: Any = None,
                  reference_date: Any = None, lang: str | None = None) -> Any:
    """An MLflow 3 scorer (``mlflow.genai.scorers.scorer``) returning the metric's value (None with the reason
    as a ``Feedback`` where it is not defined)."""
    from mlflow.entities import Feedback
    from mlflow.genai.scorers import scorer

    check_metric(metric)

    def score(inputs: Dict[str, Any] | None = None, outputs: Any = None,
              expectations: Dict[str, Any] | None = None) -> Any:
        inputs, expectations = inputs or {}, expectations or {}
        contexts = inputs.get("contexts", expectations.get("contexts"))
        result = score_sample(metric, query=inputs.get("query", inputs.get("question")),
                              contexts=_contexts(contexts), answer=_answer(outputs), k=k, nlp=nlp,
                              reference_date=reference_date, lang=lang)
        if not result.applicable:
            return Feedback(name=metric, value=None, rationale=f"not defined: {result.reason}")
        return Feedback(name=metric, value=result.value, rationale=f"{metric} (focus time)")

    return scorer(score, name=metric)


__all__ = ["mlflow_metric", "mlflow_scorer"]
