"""TempoScore: one number from precision, recall, faithfulness and coherence.

    TempoScore().compute(precision=0.8, recall=0.6, faithfulness=1.0, coherence=0.9)
    TempoScore(method="harmonic", weights={"faithfulness": 2}).compute(scores={...})

Components are scores in [0, 1] (MetricScores or floats); NaN ones are skipped and counted in the details.
"""

from __future__ import annotations

import math
from typing import Any, Dict, Mapping

from . import functional as F
from .base import BaseMetric, MetricScore

METHODS = ("weighted_mean", "harmonic", "f_score")


class TempoScore(BaseMetric):
    """A weighted combination of temporal precision, recall, faithfulness and coherence.

    weights (Optional[Dict[str, float]]): Non-negative weight per component (default 1 each).
    method (str): "weighted_mean", "harmonic" (zeros are not dropped) or "f_score" (van Rijsbergen F of the
        precision-like and recall-like sides); see ``functional.tempo_score``.
    beta (float): Recall's relative importance in "f_score".
    """

    name = "tempo_score"
    accepts = frozenset({*F.TEMPO_COMPONENTS, "scores", "weights", "method"})

    def __init__(self, *, weights: Mapping[str, float] | None = None, method: str = "weighted_mean",
                 beta: float = 1.0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        if method not in METHODS:
            raise ValueError(f"[E035] TempoScore method must be one of {METHODS}, got {method!r}.")
        self.weights = dict(weights or {})
        self.method = method
        self.beta = beta

    def _compute(self, **kwargs: Any) -> MetricScore:
        components: Dict[str, float] = dict(kwargs.get("scores") or {})
        for name in F.TEMPO_COMPONENTS:
            if kwargs.get(name) is not None:
                components[name] = kwargs[name]
        if not components:
            raise TypeError("[E031] TempoScore needs component scores: precision=, recall=, faithfulness=, "
                            "coherence= or scores={...}.")
        weights = kwargs.get("weights") or self.weights
        method = kwargs.get("method") or self.method
        value = F.tempo_score(components, weights, method=method, beta=self.beta)
        skipped = sorted(n for n, x in components.items() if math.isnan(float(x)))
        details = {"method": method, "components": {n: float(x) for n, x in components.items()},
                   "weights": {n: float(weights.get(n, 1.0)) for n in components}, "skipped": skipped}
        reason = "every component is not applicable (or has weight 0)" if math.isnan(value) else None
        return MetricScore(value, reason, details)


__all__ = ["TempoScore", "METHODS"]
