"""LLM mode of ``LLMBasedFaithfulness``: statement-by-statement attribution, or one whole-answer verdict.

The score is computed here: the mean of the per-statement 0/1 attributions (ids S1..Sn must match the
statements we sent), or 1.0/0.0 from the whole-answer boolean.
"""

from __future__ import annotations

import json
from typing import Any, List

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

CONTEXT_KEYS = ("retrieved_context", "retrieved_contexts", "contexts", "retrieved_docs")
NO_STATEMENTS = "the answer makes no statement, so there is nothing to attribute"


def _contexts(metric: Any, kwargs: Any) -> List[Any]:
    value = require(metric, kwargs, *CONTEXT_KEYS)
    return [value] if isinstance(value, str) else text_list(metric, value, "retrieved_context")


@register_llm_task("llm_based_faithfulness", prompts=("statements", "statement_attribution", "answer_faithfulness"),
                   inputs={"question", "answer", "statements", *CONTEXT_KEYS},
                   score="mean of the per-statement 0/1 attributions, or 1.0 / 0.0 from the whole-answer verdict")
async def llm_based_faithfulness_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """Statement attribution mean (``classify_by_statement``) or the whole-answer boolean as 1.0 / 0.0."""
    judge = get_judge(metric)
    question = kwargs.get("question")
    answer = require(metric, kwargs, "answer")
    contexts = _contexts(metric, kwargs)
    details = base_details(judge, {"classify_by_statement": metric.classify_by_statement, "judgments": []})
    if not metric.classify_by_statement:
        result = await judge.ajudge("answer_faithfulness", question=question, contexts=contexts,
                                    answer=answer)
        details["judgments"].append(judgment_record(result))
        details["usage"] = usage_of([result])
        failed = failure([result], "whole-answer", details)
        if failed is not None:
            return failed
        faithful = bool(result.data["faithful"])
        details.update(LLM_based_faithfulness=faithful,
                       LLM_based_faithfulness_reasoning=result.data["reasoning"])
        return MetricScore(1.0 if faithful else 0.0, None, details)
    results = []
    statements = kwargs.get("statements")
    if statements is None:
        found = await judge.ajudge("statements", question=question, answer=answer)
        results.append(found)
        details["judgments"].append(judgment_record(found, step="statements"))
        failed = failure([found], "statement extraction", {**details, "usage": usage_of(results)})
        if failed is not None:
            return failed
        statements = found.data["statements"]
    statements = [str(s) for s in text_list(metric, statements, "statements")]
    if not statements:
        details["usage"] = usage_of(results)
        return MetricScore.not_applicable(NO_STATEMENTS, **details)
    rated = await judge.ajudge("statement_attribution", question=question, statements=statements,
                               contexts=contexts)
    results.append(rated)
    details["judgments"].append(judgment_record(rated, step="attribution"))
    details["usage"] = usage_of(results)
    failed = failure([rated], "attribution", details)
    if failed is not None:
        return failed
    classification = [{f"statement_{i}": s, "reason": c.get("reason") or "",
                       "Attributed": int(c["attributed"])}
                      for i, (s, c) in enumerate(zip(statements, rated.data["classification"]), start=1)]
    value = sum(c["Attributed"] for c in classification) / len(classification)
    details.update(classification=classification, LLM_based_faithfulness=value,
                   LLM_based_faithfulness_reasoning=json.dumps({"classification": classification},
                                                               ensure_ascii=False))
    return MetricScore(value, None, details)


__all__ = ["llm_based_faithfulness_llm"]
