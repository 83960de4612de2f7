"""LLM modes of the ranked-list metrics: the judge rates each document, our code computes the metric.

    TemporalPrecision(llm=judge).compute(query="When did X happen?", retrieved_docs=[...],
                                         temporal_focus="specific_time", k=5)

Binary metrics (Precision@K, Recall@K, MRR, MAP@K) use ``temporal_relevance`` (verdict 0/1 per document);
NDCG@K (``graded = True``) uses ``temporal_relevance_graded`` (0-4 per document). The verdicts go through the
metric's own ``from_relevance``, the formula of its focus-time mode: the formula is written once. A
document's prompt depends only on the query, the document (and the temporal focus), never on its rank or on K,
so scoring K = 5, 10 and 20 or several metrics over one list asks the model once per document (the judge's
cache answers the rest).

Which documents are judged: Precision@K and MRR the top K; Recall@K, MAP@K and NDCG@K the whole retrieved list
(their denominators, the relevant documents and the ideal ranking, need it), the same conventions as the
focus-time mode.
"""

from __future__ import annotations

import math
from typing import Any, Dict, List, Tuple

from .. import functional as F
from ..base import MetricScore
from ..llm_tasks import register_llm_task
from ._judging import (
    base_details,
    failure,
    get_judge,
    judge_all,
    judgment_record,
    require,
    text_list,
    usage_of,
)

BINARY_PROMPT = "temporal_relevance"
GRADED_PROMPT = "temporal_relevance_graded"
ALLOWED = {"query", "retrieved_docs", "contexts", "temporal_focus", "k"}


async def _judge_documents(metric: Any, kwargs: Dict[str, Any], *, graded: bool, whole_list: bool
                           ) -> Tuple[int, List[Any], List[Any], Dict[str, Any]]:
    judge = get_judge(metric)
    k = F.check_k(kwargs.get("k") or getattr(metric, "k", 10))
    query = require(metric, kwargs, "query")
    docs = text_list(metric, require(metric, kwargs, "retrieved_docs", "contexts"), "retrieved_docs")
    judged = docs if whole_list else docs[:k]
    prompt = GRADED_PROMPT if graded else BINARY_PROMPT
    extra = {} if graded else {"temporal_focus": kwargs.get("temporal_focus") or "unspecified"}
    results = await judge_all(judge, prompt, [{"query": query, "document": d, **extra} for d in judged])
    details = base_details(judge, {"k": k, "n_retrieved": len(docs), "n_judged": len(judged)})
    details["judgments"] = [judgment_record(r, rank=i) for i, r in enumerate(results, start=1)]
    details["usage"] = usage_of(results)
    return k, docs, results, details


@register_llm_task("ranked_relevance", prompts=(BINARY_PROMPT, GRADED_PROMPT),
                   inputs=ALLOWED,
                   score="the metric's own from_relevance over the judge's per-document 0/1 (or 0-4) ratings")
async def ranked_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """The LLM mode of every ranked-list metric: the judge rates each document (0/1 or 0-4), then the metric's
    own formula (``metric.from_relevance``, the one its focus-time mode uses) turns the ratings into the score.

    Precision@K and MRR judge the top K; Recall@K, MAP@K and NDCG@K the whole list (their denominators need it).
    """
    graded = bool(getattr(metric, "graded", False))
    if graded:
        kwargs.pop("temporal_focus", None)  # the graded prompt has no slot for it; accepted for uniform calls
    k, _, results, details = await _judge_documents(metric, kwargs, graded=graded,
                                                    whole_list=bool(metric.whole_list))
    failed = failure(results, "document", details)
    if failed is not None:
        return failed
    if graded:
        relevance = [float(r.data["relevance_score"]) for r in results]
        details["relevance"] = relevance
    else:
        relevance = [bool(r.data["verdict"]) for r in results]
        details["relevant"] = relevance
    value = metric.from_relevance(relevance, k, **metric.relevance_options())
    if math.isnan(value):
        why = ("the judge graded every retrieved document 0 (no ideal gain)" if graded
               else "the judge found no retrieved document temporally relevant")
        return MetricScore.not_applicable(why, **details)
    return MetricScore(value, None, details)


__all__ = ["ranked_llm"]
