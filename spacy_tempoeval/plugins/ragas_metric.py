"""The focus-time metrics as a ragas metric (``SingleTurnMetric``), for ``ragas.evaluate`` and
``metric.single_turn_ascore``; no LLM and no embeddings are needed.

    from ragas import EvaluationDataset, evaluate
    from spacy_tempoeval.plugins.ragas_metric import TemporalRagasMetric

    result = evaluate(dataset, metrics=[TemporalRagasMetric(metric="temporal_precision", k=3),
                                        TemporalRagasMetric(metric="temporal_faithfulness")])

A sample's ``user_input`` is the query, ``retrieved_contexts`` the ranked documents and ``response`` the answer
(the columns each metric requires are declared, so ragas checks the dataset first). A sample where the metric is
not defined scores NaN, as ragas scores a failed row. Needs ``pip install "spacy-tempoeval[ragas]"``.
"""

from __future__ import annotations

import typing as t
from dataclasses import dataclass, field

from ..errors import ConfigError, Errors
from .common import check_metric, require, score_sample

require("ragas", "ragas", "ragas")

from ragas.metrics.base import MetricType, SingleTurnMetric  # noqa: E402  (after the check naming the extra)

COLUMNS = {"temporal_faithfulness": {"response", "retrieved_contexts"},
           "answer_temporal_recall": {"user_input", "response"},
           "answer_temporal_precision": {"user_input", "response"}}
"""The sample fields each metric reads (the ranked-list metrics: ``user_input`` and ``retrieved_contexts``)."""


def _columns(metric: str) -> t.Dict[MetricType, t.Set[str]]:
    return {MetricType.SINGLE_TURN: set(COLUMNS.get(metric, {"user_input", "retrieved_contexts"}))}


@dataclass
class TemporalRagasMetric(SingleTurnMetric):
    """A spacy-tempoeval focus-time metric as a ragas metric (options by keyword: ragas' dataclass fields come
    first).

    metric (str): One of ``plugins.common.FOCUS_TIME_METRICS``; also the ragas column name unless ``name``.
    k (int): Cutoff of the ranked-list metrics.
    nlp, reference_date, lang: As for ``spacy_tempoeval.evaluate``.
    """

    metric: str = "temporal_precision"
    name: str = ""
    k: int = 5
    nlp: t.Any = None
    reference_date: t.Any = None
    lang: str | None = None
    _required_columns: t.Dict[MetricType, t.Set[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self._required_columns:  # a positional argument lands in ragas' own first field
            raise ConfigError(Errors.E273.format(where="TemporalRagasMetric", metric=repr(self.metric),
                                                 reason="pass the options by keyword: "
                                                        "TemporalRagasMetric(metric=\"temporal_precision\", k=3)"))
        check_metric(self.metric)
        self.name = self.name or self.metric
        self._required_columns = _columns(self.metric)

    def init(self, run_config: t.Any) -> None:
        """Nothing to set up (no model)."""

    async def _single_turn_ascore(self, sample: t.Any, callbacks: t.Any = None) -> float:
        return score_sample(self.metric, query=sample.user_input, contexts=sample.retrieved_contexts,
                            answer=sample.response, k=self.k, nlp=self.nlp, reference_date=self.reference_date,
                            lang=self.lang).value

    async def _ascore(self, row: t.Dict[str, t.Any], callbacks: t.Any = None) -> float:
        from ragas import SingleTurnSample

        return await self._single_turn_ascore(SingleTurnSample(**row), callbacks)


__all__ = ["TemporalRagasMetric"]
