"""TempoScore: one number from precision, recall, faithfulness and coherence.

    TempoScore().compute(precision=0.8, recall=0.6, faithfulness=1.0, coherence=0.9)
    TempoScore(method="harmonic", weights={"faithfulness": 2}).compute(scores={...})
    TempoScore().compute(temporal_precision=0.8, temporal_recall=0.6)["tempo_harmonic"]   # tempoeval's names

Components are scores in [0, 1] (MetricScores or floats); NaN ones are skipped and counted in the details.
The result is a float (the score of ``method``) that also reads like tempoeval's result dict: ``score[
"tempo_weighted"]``, ``["tempo_harmonic"]``, ``["tempo_f_score"]``, ``["retrieval_f1"]``, ``["generation_f1"]``
(our formulas: NaN components skipped, zeros kept in the harmonic mean).
"""

from __future__ import annotations

import math
from typing import Any, Dict, Iterator, Mapping, Tuple

from ..errors import Errors, InputError, MissingInputError
from . import functional as F
from .base import BaseMetric, MetricScore
from .registry import register_metric

METHODS = ("weighted_mean", "harmonic", "f_score")
TEMPOEVAL_NAMES = {"temporal_precision": "precision", "temporal_recall": "recall",
                   "temporal_faithfulness": "faithfulness", "temporal_coherence": "coherence"}
"""tempoeval's component keywords -> ours."""
VARIANTS = {"tempo_weighted": "weighted_mean", "tempo_harmonic": "harmonic", "tempo_f_score": "f_score"}


class TempoScoreResult(MetricScore):
    """A TempoScore: a float (the configured method's value) that is also a read-only mapping with the keys of
    tempoeval's result dict (``tempo_weighted``, ``tempo_harmonic``, ``tempo_f_score``, ``retrieval_f1``,
    ``generation_f1``)."""

    def __getitem__(self, key: str) -> float:
        return self.details["variants"][key]

    def keys(self) -> Any:
        return self.details["variants"].keys()

    def items(self) -> Any:
        return self.details["variants"].items()

    def get(self, key: str, default: Any = None) -> Any:
        return self.details["variants"].get(key, default)

    def __iter__(self) -> Iterator[str]:
        return iter(self.details["variants"])

    def __reduce__(self):
        return (TempoScoreResult, (float(self), self.reason, self.details))


@register_metric
class TempoScore(BaseMetric):
    """A weighted combination of temporal precision, recall, faithfulness and coherence.

    weights (Optional[Dict[str, float]]): Non-negative weight per component (default 1 each); tempoeval's
        names ("temporal_precision") are accepted too.
    method (str): "weighted_mean", "harmonic" (zeros are not dropped) or "f_score" (van Rijsbergen F of the
        precision-like and recall-like sides); see ``functional.tempo_score``.
    beta (float): Recall's relative importance in "f_score".
    """

    name = "tempo_score"
    metric_type = "composite"
    accepts = frozenset({*F.TEMPO_COMPONENTS, *TEMPOEVAL_NAMES, "scores", "weights", "method"})
    #: component -> the metric (and, when ranked, the largest k) whose ``evaluate`` column feeds it
    sources: Dict[str, Tuple[str, bool]] = {"precision": ("temporal_precision", True),
                                            "recall": ("temporal_recall", True),
                                            "faithfulness": ("temporal_faithfulness", False),
                                            "coherence": ("temporal_consistency", False)}

    def __init__(self, *, weights: Mapping[str, float] | None = None, method: str = "weighted_mean",
                 beta: float = 1.0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        if method not in METHODS:
            raise InputError(Errors.E151.format(where="TempoScore method", expected=f"one of {METHODS}",
                                                value=method, type=type(method).__name__))
        self.weights = _ours(weights or {})
        self.method = method
        self.beta = beta

    def _compute(self, **kwargs: Any) -> MetricScore:
        components: Dict[str, float] = _ours(kwargs.get("scores") or {})
        for name in (*F.TEMPO_COMPONENTS, *TEMPOEVAL_NAMES):
            if kwargs.get(name) is not None:
                components[TEMPOEVAL_NAMES.get(name, name)] = kwargs[name]
        if not components:
            raise MissingInputError(Errors.E031.format(metric="TempoScore", needed="component scores: precision=, "
                                               "recall=, faithfulness=, coherence= (or temporal_precision=, "
                                               "...) or scores={...}"))
        weights = _ours(kwargs.get("weights") or self.weights)
        method = kwargs.get("method") or self.method
        value = F.tempo_score(components, weights, method=method, beta=self.beta)
        variants = {key: F.tempo_score(components, weights, method=m, beta=self.beta)
                    for key, m in VARIANTS.items()}
        for key, side in (("retrieval_f1", ("precision", "recall")), ("generation_f1", ("faithfulness",
                                                                                         "coherence"))):
            part = {n: components[n] for n in side if n in components}
            variants[key] = F.tempo_score(part, method="f_score") if len(part) == 2 else math.nan
        skipped = sorted(n for n, x in components.items() if math.isnan(float(x)))
        details = {"method": method, "components": {n: float(x) for n, x in components.items()},
                   "weights": {n: float(weights.get(n, 1.0)) for n in components}, "skipped": skipped,
                   "variants": variants}
        reason = "every component is not applicable (or has weight 0)" if math.isnan(value) else None
        return TempoScoreResult(value, reason, details)

    def compute_single(self, method: str = "f_score", scores: Mapping[str, float] | None = None,
                       **kwargs: Any) -> float:
        """tempoeval's ``compute_single``: one variant ("weighted", "harmonic" or "f_score") as a float."""
        key = {"weighted": "tempo_weighted", "harmonic": "tempo_harmonic"}.get(method, "tempo_f_score")
        result = self.compute(scores=scores, **kwargs)
        return result[key] if isinstance(result, TempoScoreResult) else float(result)

    def score_record(self, row: Mapping[str, Any], ks: Tuple[int, ...]) -> MetricScore:
        """The TempoScore of one ``evaluate`` row, from the columns of its component metrics (largest k)."""
        components = {}
        for component, (metric, ranked) in self.sources.items():
            column = f"{metric}@{max(ks)}" if ranked else metric
            if row.get(column) is not None:
                components[component] = row[column]
        if not components:
            return MetricScore.not_applicable("no component metric (" + ", ".join(
                metric for metric, _ in self.sources.values()) + ") was computed for this record")
        return self.compute(scores=components)


def _ours(mapping: Mapping[str, Any]) -> Dict[str, Any]:
    return {TEMPOEVAL_NAMES.get(name, name): value for name, value in mapping.items()}


__all__ = ["TempoScore", "TempoScoreResult", "METHODS", "TEMPOEVAL_NAMES"]
