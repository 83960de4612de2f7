"""LLM modes of the gold-referenced reasoning metrics: event ordering and duration accuracy.

Event ordering: ``gold_order`` lists event descriptions earliest first. They are shown to the judge sorted
alphabetically (so the prompt does not give the gold order away), numbered E1..En; the judge gives the
position the ANSWER assigns each (null if the answer does not place it). Our code computes Kendall tau
against the gold order: concordant pairs +1, discordant -1, ties 0; pairs with an unplaced event count 0 and
stay in the denominator with ``missing="penalize"`` (the metric's default) or are dropped with
``missing="ignore"``.

Duration accuracy: with ``gold_durations={"the war": "6 years", ...}`` the judge reads, per event (D1..Dn),
the duration the answer states; with a plain list it lists every duration the answer states and the matching
of ``functional.duration_accuracy`` pairs them with the gold ones. A duration matches within the metric's
relative ``tolerance`` (or ``abs_tolerance_days``).
"""

from __future__ import annotations

import math
from typing import Any, List, Mapping, Sequence

from ...errors import Errors, InputError
from .. import functional as F
from ..base import MetricScore
from ..llm_tasks import register_llm_task
from ._judging import base_details, failure, get_judge, judgment_record, require, usage_of

UNIT_DAYS = {"years": 365.25, "months": 30.436875, "weeks": 7.0, "days": 1.0, "hours": 1 / 24,
             "minutes": 1 / 1440}


def tau_with_ties(positions: Sequence[int | None], *, missing: str = "penalize") -> float:
    """Kendall tau of predicted ``positions`` (index = gold rank) against the gold order; NaN if < 2 pairs.

    positions (Sequence[Optional[int]]): The answer's position for each gold event in gold order; None when
        the answer does not place it. Equal positions are ties (0).
    missing (str): "penalize" keeps pairs with an unplaced event in the denominator; "ignore" drops them.
    RETURNS (float): tau in [-1, 1].
    """
    events = list(range(len(positions)))
    if missing == "ignore":
        events = [i for i in events if positions[i] is not None]
    n = len(events)
    if n < 2:
        return math.nan
    score = 0
    for x in range(n):
        a = positions[events[x]]
        for y in range(x + 1, n):
            b = positions[events[y]]
            if a is not None and b is not None and a != b:
                score += 1 if a < b else -1
    return score / (n * (n - 1) / 2)


def _gold_events(metric: Any, gold: Any) -> List[str]:
    if isinstance(gold, (str, bytes)) or not isinstance(gold, (list, tuple)) or not gold:
        raise InputError(Errors.E085.format(metric=type(metric).__name__, field="gold_order",
                                                reason="must be a non-empty list of event descriptions, "
                                                       "earliest first"))
    events = [str(e) for e in gold]
    if len(set(events)) != len(events):
        raise InputError(Errors.E085.format(metric=type(metric).__name__, field="gold_order",
                                                reason="lists an event twice"))
    return events


@register_llm_task("event_ordering", prompts=("event_ordering",),
                   inputs={"answer", "gold_order", "query", "missing"},
                   score="Kendall tau between the answer's order of the gold events and the gold order")
async def event_ordering_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """Kendall tau between the order the answer gives the gold events and the gold order."""
    judge = get_judge(metric)
    gold = _gold_events(metric, require(metric, kwargs, "gold_order"))
    shown = sorted(range(len(gold)), key=lambda i: (gold[i].lower(), i))  # neutral order for the prompt
    missing = kwargs.get("missing") or getattr(metric, "missing", "penalize")
    if missing not in ("penalize", "ignore"):  # as ``EventOrdering`` without a judge does, before any judgment
        raise InputError(Errors.E151.format(where="missing", expected="'penalize' or 'ignore'", value=missing,
                                            type=type(missing).__name__))
    result = await judge.ajudge("event_ordering", events=[gold[i] for i in shown],
                                answer=require(metric, kwargs, "answer"))
    details = base_details(judge, {"judgments": [judgment_record(result)], "usage": usage_of([result])})
    failed = failure([result], "event ordering", details)
    if failed is not None:
        return failed
    positions: List[int | None] = [None] * len(gold)
    for gold_index, item in zip(shown, result.data["events"]):
        positions[gold_index] = item["position"]
    tau = tau_with_ties(positions, missing=missing)
    details.update(events=[{"event": e, "gold_rank": i + 1, "answer_position": positions[i]}
                           for i, e in enumerate(gold)], missing=missing,
                   tau=None if math.isnan(tau) else tau)
    if math.isnan(tau):
        return MetricScore.not_applicable("fewer than two events to order", **details)
    return MetricScore((tau + 1) / 2 if getattr(metric, "normalized", False) else tau, None, details)


def _matches(predicted_days: float, gold_days: float, tolerance: float, abs_days: float) -> bool:
    return abs(predicted_days - gold_days) <= max(tolerance * gold_days, abs_days)


async def _durations_by_event(metric: Any, judge: Any, gold: Mapping[str, Any], answer: Any,
                              tolerance: float, abs_days: float) -> MetricScore:
    events = [str(e) for e in gold]
    gold_days = [F.duration_in_days(v) for v in gold.values()]
    result = await judge.ajudge("duration_extraction", items=events, answer=answer)
    details = base_details(judge, {"judgments": [judgment_record(result)], "usage": usage_of([result])})
    failed = failure([result], "duration", details)
    if failed is not None:
        return failed
    rows = []
    for event, days, item in zip(events, gold_days, result.data["durations"]):
        stated = bool(item["stated"]) and item.get("value") is not None and item.get("unit") is not None
        predicted = item["value"] * UNIT_DAYS[item["unit"]] if stated else None
        rows.append({"event": event, "gold_days": days, "answer_days": predicted, "quote": item.get("quote"),
                     "match": predicted is not None and _matches(predicted, days, tolerance, abs_days)})
    details["durations"] = rows
    return MetricScore(sum(row["match"] for row in rows) / len(rows), None, details)


async def _durations_listed(metric: Any, judge: Any, gold: Sequence[Any], answer: Any, tolerance: float,
                            abs_days: float) -> MetricScore:
    result = await judge.ajudge("answer_durations", answer=answer)
    details = base_details(judge, {"judgments": [judgment_record(result)], "usage": usage_of([result])})
    failed = failure([result], "duration", details)
    if failed is not None:
        return failed
    predicted = [d["value"] * UNIT_DAYS[d["unit"]] for d in result.data["durations"]]
    details.update(predicted_days=predicted, gold=list(gold))
    value = F.duration_accuracy(predicted, list(gold), tolerance=tolerance, abs_tolerance_days=abs_days)
    if math.isnan(value):
        return MetricScore.not_applicable("no gold duration to check", **details)
    return MetricScore(value, None, details)


@register_llm_task("duration_accuracy", prompts=("duration_extraction", "answer_durations"),
                   inputs={"answer", "gold_durations", "tolerance", "abs_tolerance_days", "query"},
                   score="share of gold durations the answer states within tolerance")
async def duration_accuracy_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """Share of gold durations the answer states within tolerance (the judge only reads the answer)."""
    judge = get_judge(metric)
    gold = require(metric, kwargs, "gold_durations")
    answer = require(metric, kwargs, "answer")
    tolerance = kwargs.get("tolerance", getattr(metric, "tolerance", 0.1))
    abs_days = kwargs.get("abs_tolerance_days", getattr(metric, "abs_tolerance_days", 0.0))
    if isinstance(gold, Mapping):
        if not gold:
            return MetricScore.not_applicable("no gold duration to check", **base_details(judge))
        return await _durations_by_event(metric, judge, gold, answer, tolerance, abs_days)
    if isinstance(gold, (str, bytes)) or not isinstance(gold, (list, tuple)):
        raise InputError(Errors.E085.format(metric=type(metric).__name__, field="gold_durations",
                                                reason="must be a list of durations or an {event: duration} "
                                                       "dict"))
    return await _durations_listed(metric, judge, gold, answer, tolerance, abs_days)


__all__ = ["tau_with_ties", "event_ordering_llm", "duration_accuracy_llm", "UNIT_DAYS"]
