"""Claim-based LLM modes: Temporal Faithfulness, Temporal Hallucination and Temporal Coherence.

Two judgments per answer, both cached:
    1. ``temporal_claims``: the judge lists the answer's temporal claims (skipped when ``claims=[...]`` is
       given); our code numbers them C1..Cn.
    2. ``temporal_claim_verification`` (faithfulness, hallucination) or ``temporal_coherence``: the judge
       gives one verdict per claim id. A reply with a missing, duplicated or invented id is unusable (NaN),
       so a context cannot add "claims" of its own or drop the ones it dislikes.

The scores are computed here from the verdict labels, never read from a number the model writes:
    faithfulness  = (SUPPORTED + 0.5 × PARTIALLY_SUPPORTED) / claims
    hallucination = (NOT_SUPPORTED + CONTRADICTED) / claims          (lower is better)
    coherence     = CONSISTENT / claims
Faithfulness and hallucination send the same prompts, so running both costs one pair of calls per answer.
"""

from __future__ import annotations

from typing import Any, Dict, List, Tuple

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

CLAIMS_PROMPT = "temporal_claims"
VERIFY_PROMPT = "temporal_claim_verification"
COHERENCE_PROMPT = "temporal_coherence"
NO_CLAIMS = "the answer makes no temporal claim, so there is nothing to check"
VERDICT_WEIGHTS = {"SUPPORTED": 1.0, "PARTIALLY_SUPPORTED": 0.5, "NOT_SUPPORTED": 0.0, "CONTRADICTED": 0.0}


async def answer_claims(metric: Any, judge: Any, kwargs: Dict[str, Any]
                        ) -> Tuple[List[str] | None, List[Any], MetricScore | None, Dict[str, Any]]:
    """The answer's temporal claims (given, or extracted by the judge).

    RETURNS (tuple): (claims or None, judge results so far, a NaN score if extraction failed, details).
    """
    details = base_details(judge)
    given = kwargs.get("claims")
    if given is not None:
        claims = [str(c) for c in text_list(metric, given, "claims")]
        details["claims_source"] = "given"
        return claims, [], None, details
    answer = require(metric, kwargs, "answer")
    result = await judge.ajudge(CLAIMS_PROMPT, answer=answer)
    details["claims_source"] = "judge"
    details["judgments"] = [judgment_record(result, step="claims")]
    if not result.ok:
        details["usage"] = usage_of([result])
        return None, [result], failure([result], "claim extraction", details), details
    return [c["claim"] for c in result.data["claims"]], [result], None, details


def _claim_rows(claims: List[str], verdicts: List[Dict[str, Any]]) -> List[Dict[str, Any]]:
    return [{"id": v["id"], "claim": claim, **{key: val for key, val in v.items() if key != "id"}}
            for claim, v in zip(claims, verdicts)]


async def _verified(metric: Any, kwargs: Dict[str, Any], prompt: str
                    ) -> Tuple[List[Dict[str, Any]] | None, MetricScore | None, Dict[str, Any]]:
    judge = get_judge(metric)
    claims, results, failed, details = await answer_claims(metric, judge, kwargs)
    if failed is not None:
        return None, failed, details
    if not claims:
        details["usage"] = usage_of(results)
        return None, MetricScore.not_applicable(NO_CLAIMS, **details, claims=[]), details
    if prompt == VERIFY_PROMPT:
        contexts = text_list(metric, require(metric, kwargs, "contexts", "retrieved_docs"), "contexts")
        result = await judge.ajudge(prompt, claims=claims, contexts=contexts)
    else:
        result = await judge.ajudge(prompt, claims=claims, answer=require(metric, kwargs, "answer"))
    results.append(result)
    details.setdefault("judgments", []).append(judgment_record(result, step="verdicts"))
    details["usage"] = usage_of(results)
    failed = failure([result], "claim verdict", details)
    if failed is not None:
        return None, failed, details
    rows = _claim_rows(claims, result.data["verdicts"])
    details["claims"] = rows
    return rows, None, details


def _counts(rows: List[Dict[str, Any]]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for row in rows:
        counts[row["verdict"]] = counts.get(row["verdict"], 0) + 1
    return counts


VERIFY_ARGS = {"answer", "claims", "contexts", "retrieved_docs", "query", "qft", "aft", "dfts"}


@register_llm_task("temporal_faithfulness", prompts=(CLAIMS_PROMPT, VERIFY_PROMPT),
                   inputs=VERIFY_ARGS,
                   score="(SUPPORTED + 0.5 × PARTIALLY_SUPPORTED) / claims")
async def temporal_faithfulness_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """(SUPPORTED + 0.5 × PARTIALLY_SUPPORTED) / claims, from the judge's per-claim verdicts."""
    rows, failed, details = await _verified(metric, kwargs, VERIFY_PROMPT)
    if failed is not None:
        return failed
    assert rows is not None  # _verified gives the rows whenever it gives no failure
    details["counts"] = _counts(rows)
    value = sum(VERDICT_WEIGHTS[row["verdict"]] for row in rows) / len(rows)
    return MetricScore(value, None, details)


@register_llm_task("temporal_hallucination", prompts=(CLAIMS_PROMPT, VERIFY_PROMPT),
                   inputs=VERIFY_ARGS,
                   score="(NOT_SUPPORTED + CONTRADICTED) / claims (lower is better)")
async def temporal_hallucination_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """(NOT_SUPPORTED + CONTRADICTED) / claims: the share of temporal claims the contexts do not back."""
    rows, failed, details = await _verified(metric, kwargs, VERIFY_PROMPT)
    if failed is not None:
        return failed
    assert rows is not None  # _verified gives the rows whenever it gives no failure
    counts = _counts(rows)
    details["counts"] = counts
    unbacked = ("NOT_SUPPORTED", "CONTRADICTED")
    details["hallucinated"] = [row["id"] for row in rows if row["verdict"] in unbacked]
    return MetricScore(len(details["hallucinated"]) / len(rows), None, details)


@register_llm_task("temporal_coherence", prompts=(CLAIMS_PROMPT, COHERENCE_PROMPT),
                   inputs={"answer", "claims", "query", "contexts", "retrieved_docs"},
                   score="CONSISTENT / claims")
async def temporal_coherence_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """CONSISTENT / claims: the share of the answer's temporal claims that fit with all the others."""
    rows, failed, details = await _verified(metric, kwargs, COHERENCE_PROMPT)
    if failed is not None:
        return failed
    assert rows is not None  # _verified gives the rows whenever it gives no failure
    details["counts"] = _counts(rows)
    consistent = sum(1 for row in rows if row["verdict"] == "CONSISTENT")
    return MetricScore(consistent / len(rows), None, details)


__all__ = ["answer_claims", "temporal_faithfulness_llm", "temporal_hallucination_llm",
           "temporal_coherence_llm", "VERDICT_WEIGHTS"]
