"""Query-answer LLM modes: temporal alignment, coverage of a cross-period query, cross-period reasoning.

    alignment   = 1 / 0.5 / 0 for ALIGNED / PARTIALLY_ALIGNED / MISALIGNED or NO_TEMPORAL_ANSWER
    coverage    = (COVERED + 0.5 × PARTIALLY_COVERED) / periods of the query (the judge lists the periods
                  with ``query_periods``, numbered P1..Pn by us, unless ``periods=[...]`` is given; then it
                  rates each id with ``period_coverage``). ``AnswerTemporalRecall``'s LLM mode is this
                  coverage over the answer; ``TemporalCoverage`` can also rate the retrieved documents
                  (``target="contexts"``).
    cross-period reasoning = the share of four yes/no criteria met (see ``cross_period_reasoning.v1.jinja``).
"""

from __future__ import annotations

from typing import Any, Dict

from ...errors import Errors, InputError
from ..base import MetricScore
from ..llm_tasks import register_llm_task
from ._judging import (
    base_details,
    failure,
    get_judge,
    judgment_record,
    require,
    text_list,
    usage_of,
)

ALIGNMENT_SCORES = {"ALIGNED": 1.0, "PARTIALLY_ALIGNED": 0.5, "MISALIGNED": 0.0, "NO_TEMPORAL_ANSWER": 0.0}
COVERAGE_SCORES = {"COVERED": 1.0, "PARTIALLY_COVERED": 0.5, "NOT_COVERED": 0.0}
CROSS_PERIOD_CRITERIA = ("addresses_each_period", "compares_periods", "comparison_supported",
                         "periods_kept_apart")


@register_llm_task("answer_temporal_alignment", prompts=("temporal_alignment",),
                   inputs={"query", "answer", "qft", "aft"},
                   score="1 / 0.5 / 0 for ALIGNED / PARTIALLY_ALIGNED / MISALIGNED or NO_TEMPORAL_ANSWER")
async def answer_temporal_alignment_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """Whether the answer talks about the time the query asks about (1 / 0.5 / 0 from the judge's label)."""
    judge = get_judge(metric)
    result = await judge.ajudge("temporal_alignment", query=require(metric, kwargs, "query"),
                                answer=require(metric, kwargs, "answer"))
    details = base_details(judge, {"judgments": [judgment_record(result)], "usage": usage_of([result])})
    failed = failure([result], "alignment", details)
    if failed is not None:
        return failed
    label = result.data["alignment"]
    details.update(alignment=label, query_time=result.data.get("query_time"),
                   answer_time=result.data.get("answer_time"), reason=result.data.get("reason"))
    return MetricScore(ALIGNMENT_SCORES[label], None, details)


def _coverage_text(metric: Any, kwargs: Dict[str, Any], target: str) -> Any:
    if target == "answer":
        return require(metric, kwargs, "answer")
    if target == "contexts":
        docs = text_list(metric, require(metric, kwargs, "contexts", "retrieved_docs"), "contexts")
        return "\n\n".join(getattr(d, "text", d) for d in docs)
    raise InputError(Errors.E085.format(metric=type(metric).__name__, field="target",
                                            reason=f"must be 'answer' or 'contexts', got {target!r}"))


async def period_coverage(metric: Any, kwargs: Dict[str, Any], target: str) -> MetricScore:
    """Coverage of the query's periods by the answer or the contexts (see the module docstring)."""
    judge = get_judge(metric)
    query = require(metric, kwargs, "query")
    text = _coverage_text(metric, kwargs, target)
    details = base_details(judge, {"target": target, "judgments": []})
    results = []
    periods = kwargs.get("periods")
    if periods is None:
        found = await judge.ajudge("query_periods", query=query)
        results.append(found)
        details["judgments"].append(judgment_record(found, step="periods"))
        failed = failure([found], "period extraction", {**details, "usage": usage_of(results)})
        if failed is not None:
            return failed
        periods = [p["period"] for p in found.data["periods"]]
    periods = [str(p) for p in text_list(metric, periods, "periods")]
    if not periods:
        details["usage"] = usage_of(results)
        return MetricScore.not_applicable("the query names no time period to cover", **details, periods=[])
    rated = await judge.ajudge("period_coverage", query=query, periods=periods, text=text)
    results.append(rated)
    details["judgments"].append(judgment_record(rated, step="coverage"))
    details["usage"] = usage_of(results)
    failed = failure([rated], "coverage", details)
    if failed is not None:
        return failed
    rows = [{"id": r["id"], "period": p, **{k: v for k, v in r.items() if k != "id"}}
            for p, r in zip(periods, rated.data["coverage"])]
    details["periods"] = rows
    value = sum(COVERAGE_SCORES[row["coverage"]] for row in rows) / len(rows)
    return MetricScore(value, None, details)


@register_llm_task("temporal_coverage", prompts=("query_periods", "period_coverage"),
                   inputs={"query", "answer", "contexts", "retrieved_docs", "periods", "target"},
                   score="(COVERED + 0.5 × PARTIALLY_COVERED) / periods of the query")
async def temporal_coverage_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """Coverage of a (cross-period) query's periods by the answer (default) or by the retrieved contexts."""
    target = kwargs.pop("target", None) or getattr(metric, "options", {}).get("target", "answer")
    return await period_coverage(metric, kwargs, target)


@register_llm_task("answer_temporal_recall", prompts=("query_periods", "period_coverage"),
                   inputs={"query", "answer", "periods", "qft", "aft"},
                   score="(COVERED + 0.5 × PARTIALLY_COVERED) / periods of the query, over the answer")
async def answer_temporal_recall_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """LLM mode of Answer Temporal Recall: how much of the time the query asks about the answer covers."""
    return await period_coverage(metric, kwargs, "answer")


@register_llm_task("cross_period_reasoning", prompts=("cross_period_reasoning",),
                   inputs={"query", "answer", "contexts", "retrieved_docs"},
                   score="share of the four yes/no cross-period criteria met")
async def cross_period_reasoning_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """The share of the four cross-period criteria the judge finds met (each a yes/no field)."""
    judge = get_judge(metric)
    contexts = kwargs.get("contexts", kwargs.get("retrieved_docs")) or []
    result = await judge.ajudge("cross_period_reasoning", query=require(metric, kwargs, "query"),
                                answer=require(metric, kwargs, "answer"),
                                contexts=text_list(metric, contexts, "contexts"))
    details = base_details(judge, {"judgments": [judgment_record(result)], "usage": usage_of([result])})
    failed = failure([result], "cross-period", details)
    if failed is not None:
        return failed
    criteria = {name: bool(result.data[name]) for name in CROSS_PERIOD_CRITERIA}
    details.update(criteria=criteria, periods=result.data.get("periods"), reason=result.data.get("reason"))
    return MetricScore(sum(criteria.values()) / len(criteria), None, details)


__all__ = ["answer_temporal_alignment_llm", "period_coverage", "temporal_coverage_llm",
           "answer_temporal_recall_llm", "cross_period_reasoning_llm", "ALIGNMENT_SCORES", "COVERAGE_SCORES"]
