"""Reasoning metrics that need no LLM: consistency across sampled answers, event ordering, duration accuracy.

    TemporalConsistency().compute(afts=[{2008}, {2008}, {2008, 2009}])
    EventOrdering().compute(predicted_order=["a", "c", "b"], gold_order=["a", "b", "c"])     # tau = 1/3
    DurationAccuracy().compute(predicted_durations=["P4Y"], gold_durations=["4 years"])      # 1.0
"""

from __future__ import annotations

import math
from typing import Any, List, Mapping

from ..errors import Errors, InputTypeError, MissingInputError
from . import functional as F
from .adapters import _is_doc, keywords_for, resolve_roles
from .base import BaseMetric, MetricScore
from .registry import register_metric


@register_metric
class TemporalConsistency(BaseMetric):
    """Mean pairwise Jaccard agreement of the years of several answers sampled for one query.

    Inputs: ``afts=[years, ...]`` or ``answers=[str or Doc, ...]``. Two answers without years agree; NaN with
    fewer than two answers or when none mentions a year.
    """

    name = "temporal_consistency"
    metric_type = "reasoning"
    inputs = ("afts",)
    accepts = keywords_for(["afts"])

    def _compute(self, **kwargs: Any) -> MetricScore:
        afts = resolve_roles(type(self).__name__, kwargs, ["afts"])["afts"]
        value = F.temporal_consistency(afts)
        reason = None
        if math.isnan(value):
            reason = ("fewer than two answers to compare" if len(afts) < 2
                      else "no answer mentions a year (all AFTs empty)")
        return MetricScore(value, reason, {"n_answers": len(afts), "afts": [a.intervals for a in afts]})


@register_metric
class EventOrdering(BaseMetric):
    """Kendall tau between a predicted and a gold order of events (lists of event ids, earliest first).

    missing (str): "penalize" (default): pairs involving a gold event the prediction lacks stay in the
        denominator and count 0, pulling tau towards 0; "ignore": only events in both orders count.
    normalized (bool): Return (tau + 1) / 2 in [0, 1] instead of tau in [-1, 1] (for composites).
    """

    name = "event_ordering"
    metric_type = "reasoning"
    inputs = ("gold_order",)
    optional_inputs = ("predicted_order",)
    llm_task = "event_ordering"
    llm_inputs = ("answer", "gold_order")
    accepts = frozenset({"predicted_order", "gold_order", "missing"})
    llm_only = frozenset({"answer", "query", "temporal_focus"})

    def __init__(self, *, missing: str = "penalize", normalized: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        F.event_ordering_tau([], [], missing=missing)  # validates early
        self.missing = missing
        self.normalized = normalized

    def _compute(self, **kwargs: Any) -> MetricScore:
        predicted, gold = kwargs.get("predicted_order"), kwargs.get("gold_order")
        if gold is None:
            needed = "'gold_order' (and 'predicted_order')"
            raise MissingInputError(Errors.E031.format(metric="EventOrdering", needed=needed))
        missing = kwargs.get("missing") or self.missing
        tau = F.event_ordering_tau(predicted or [], gold, missing=missing)
        shared = [e for e in gold if e in set(predicted or [])]
        details = {"tau": None if math.isnan(tau) else tau, "missing": missing, "n_gold": len(gold),
                   "n_shared": len(shared)}
        if math.isnan(tau):
            return MetricScore.not_applicable("fewer than two events to order", **details)
        return MetricScore((tau + 1) / 2 if self.normalized else tau, None, details)


@register_metric
class DurationAccuracy(BaseMetric):
    """Rule-mode duration accuracy: predicted durations matched one to one to gold durations within a
    tolerance
    (relative ``tolerance``, default 10%, or ``abs_tolerance_days``), over max(|predicted|, |gold|); never
    > 1.

    Inputs: ``gold_durations`` (list, or a dict whose values are used) of numbers of days, ISO 8601 durations
    ("P4Y") or "<n> <unit>" strings; and ``predicted_durations`` in the same forms, or ``answer=`` (a str or a
    processed Doc) whose DURATION expressions tagged by temporal_focus are used.
    """

    name = "duration_accuracy"
    metric_type = "reasoning"
    inputs = ("gold_durations", ("predicted_durations", "answer"))
    llm_task = "duration_accuracy"
    llm_inputs = ("answer", "gold_durations")
    accepts = frozenset({"predicted_durations", "gold_durations", "answer", "tolerance", "abs_tolerance_days",
                         "nlp"})

    def __init__(self, *, tolerance: float = 0.1, abs_tolerance_days: float = 0.0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.tolerance = tolerance
        self.abs_tolerance_days = abs_tolerance_days

    def _compute(self, **kwargs: Any) -> MetricScore:
        gold = kwargs.get("gold_durations")
        if gold is None:
            raise MissingInputError(Errors.E031.format(metric="DurationAccuracy", needed="'gold_durations'"))
        if isinstance(gold, Mapping):
            gold = list(gold.values())
        predicted = kwargs.get("predicted_durations")
        if predicted is None:
            if kwargs.get("answer") is None:
                raise MissingInputError(Errors.E031.format(metric="DurationAccuracy",
                                                   needed="'predicted_durations' or 'answer'"))
            predicted = answer_durations(kwargs["answer"], nlp=kwargs.get("nlp"))
        tolerance = kwargs.get("tolerance", self.tolerance)
        abs_days = kwargs.get("abs_tolerance_days", self.abs_tolerance_days)
        value = F.duration_accuracy(predicted, gold, tolerance=tolerance, abs_tolerance_days=abs_days)
        details = {"predicted": list(predicted), "gold": list(gold)}
        return MetricScore(value, "no gold duration to check" if math.isnan(value) else None, details)


def answer_durations(answer: Any, *, nlp: Any | None = None) -> List[str]:
    """The ISO 8601 values of the DURATION expressions temporal_focus found in an answer (str or Doc)."""
    if isinstance(answer, str):
        from ..core import get_default_nlp

        answer = (nlp or get_default_nlp())(answer)
    elif not _is_doc(answer):
        raise InputTypeError(Errors.E150.format(where="DurationAccuracy: argument 'answer'", expected="a str or a Doc",
                                           value=answer, type=type(answer).__name__))
    from .adapters import doc_focus_years

    doc_focus_years(answer, "DurationAccuracy: argument 'answer'")  # raises [E030] if never processed
    out = []
    for timex in answer._.timexes:
        value = timex.get("value") or ""
        if timex.get("label") == "DURATION" and value.startswith("P"):
            try:
                F.duration_in_days(value)
            except ValueError:
                continue  # "PXY" (unspecified amount) cannot be compared
            out.append(value)
    return out


REASONING_METRICS = [TemporalConsistency, EventOrdering, DurationAccuracy]

__all__ = ["TemporalConsistency", "EventOrdering", "DurationAccuracy", "answer_durations",
           "REASONING_METRICS"]
