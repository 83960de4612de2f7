"""The focus-time metrics as a deepeval ``BaseMetric``, so that ``assert_test`` and ``evaluate`` with a threshold work.

    from deepeval import assert_test
    from deepeval.test_case import LLMTestCase
    from spacy_tempoeval.plugins.deepeval_metric import TemporalMetric

    case = LLMTestCase(input="What happened in 1989?", actual_output="The Berlin Wall fell in 1989.",
                       retrieval_context=["The Berlin Wall fell in 1989.", "Germany reunified in 1990."])
    assert_test(case, [TemporalMetric("temporal_precision", threshold=0.5, k=2)])

The test case's ``input`` is the query, ``retrieval_context`` (else ``context``) the ranked documents and
``actual_output`` the answer. A metric that is not defined for the case (no year in the query, ...) fails the
test with the reason (deepeval has no "not applicable"); needs ``pip install "spacy-tempoeval[deepeval]"``.
"""

from __future__ import annotations

import math
from typing import Any

from .common import require, score_sample

require("deepeval", "deepeval", "deepeval")

from deepeval.metrics import BaseMetric  # noqa: E402  (after the check that names the extra)


class TemporalMetric(BaseMetric):
    """A spacy-tempoeval focus-time metric as a deepeval metric (no LLM, no network).

    metric (str): One of ``plugins.common.FOCUS_TIME_METRICS`` ("temporal_precision", ...).
    threshold (float): The test passes when the score is at least this.
    k (int): Cutoff of the ranked-list metrics.
    nlp, reference_date, lang: As for ``spacy_tempoeval.evaluate``.
    """

    def __init__(self, metric: str = "temporal_precision", threshold: float = 0.5, *, k: int = 5, nlp: Any = None,
                 reference_date: Any = None, lang: str | None = None) -> None:
        from .common import check_metric

        self.metric = check_metric(metric)
        self.threshold = threshold
        self.k, self.nlp, self.reference_date, self.lang = k, nlp, reference_date, lang
        self.include_reason = True
        self.strict_mode = False
        self.async_mode = False
        self.evaluation_model = None
        self.score: float | None = None
        self.reason: str | None = None
        self.success: bool | None = None
        self.error: str | None = None

    def measure(self, test_case: Any, *args: Any, **kwargs: Any) -> float:
        """Score ``test_case``; sets ``score``, ``success`` and ``reason``. RETURNS (float): the score (NaN when
        the metric is not defined for the case)."""
        contexts = getattr(test_case, "retrieval_context", None) or getattr(test_case, "context", None)
        result = score_sample(self.metric, query=test_case.input, contexts=contexts,
                              answer=getattr(test_case, "actual_output", None), k=self.k, nlp=self.nlp,
                              reference_date=self.reference_date, lang=self.lang)
        self.score = result.value
        self.success = result.applicable and result.value >= self.threshold
        if result.applicable:
            self.reason = f"{self.metric} = {result.value:.3f} (threshold {self.threshold:g})"
        else:
            self.reason = f"{self.metric} is not defined for this test case: {result.reason}"
        return self.score

    async def a_measure(self, test_case: Any, *args: Any, **kwargs: Any) -> float:
        """``measure`` (the focus-time metrics do not wait on a model)."""
        return self.measure(test_case, *args, **kwargs)

    def is_successful(self) -> bool:
        """True when the last score was defined and at least the threshold."""
        return bool(self.success) and self.score is not None and not math.isnan(self.score)

    @property
    def __name__(self) -> str:  # deepeval names metrics in its reports by this
        return f"spacy-tempoeval {self.metric}"


__all__ = ["TemporalMetric"]
