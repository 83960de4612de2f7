"""LLM modes of the ranked-list metrics: the judge rates each document, our code computes the metric.

    TemporalPrecision(llm=judge).compute(query="When did X happen?", retrieved_docs=[...],
                                         temporal_focus="specific_time", k=5)

Binary metrics (Precision@K, Recall@K, MRR, MAP@K) use ``temporal_relevance`` (verdict 0/1 per document);
NDCG@K uses ``temporal_relevance_graded`` (0-4 per document). A document's prompt depends only on the query,
the document (and the temporal focus), never on its rank or on K, so scoring K = 5, 10 and 20 or several
metrics over one list asks the model once per document (the judge's cache answers the rest).

Which documents are judged: Precision@K and MRR the top K; Recall@K, MAP@K and NDCG@K the whole retrieved list
(their denominators, the relevant documents and the ideal ranking, need it), the same conventions as the
focus-time mode.
"""

from __future__ import annotations

from typing import Any, Dict, List, Tuple

from .. import functional as F
from ..base import MetricScore, register_llm_mode
from ._common import (
    base_details,
    check_kwargs,
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
    check_kwargs(metric, kwargs, ALLOWED)
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


async def _judge_binary(metric: Any, kwargs: Dict[str, Any], *, whole_list: bool, need_relevant: bool
                        ) -> Tuple[int, List[bool], Dict[str, Any], MetricScore | None]:
    """Judge the documents with the binary prompt and read the 0/1 verdicts into ``details["relevant"]``.

    RETURNS (tuple): (k, relevance flags, details, a NaN score to return instead or None). The NaN score is
        set when a judgment failed, or, with ``need_relevant``, when no judged document is relevant.
    """
    k, _, results, details = await _judge_documents(metric, kwargs, graded=False, whole_list=whole_list)
    failed = failure(results, "document", details)
    if failed is not None:
        return k, [], details, failed
    flags = [bool(r.data["verdict"]) for r in results]
    details["relevant"] = flags
    if need_relevant and not any(flags):
        return k, flags, details, MetricScore.not_applicable(
            "the judge found no retrieved document temporally relevant", **details)
    return k, flags, details, None


@register_llm_mode("TemporalPrecision")
async def temporal_precision_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """Precision@K = judged-relevant documents in the top K / K (missing documents count as not relevant)."""
    k, flags, details, early = await _judge_binary(metric, kwargs, whole_list=False, need_relevant=False)
    if early is not None:
        return early
    return MetricScore(sum(flags) / k, None, details)


@register_llm_mode("TemporalRecall")
async def temporal_recall_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """Recall@K = judged-relevant documents in the top K / judged-relevant documents in the whole list."""
    k, flags, details, early = await _judge_binary(metric, kwargs, whole_list=True, need_relevant=True)
    if early is not None:
        return early
    return MetricScore(min(1.0, sum(flags[:k]) / sum(flags)), None, details)


@register_llm_mode("TemporalMRR")
async def temporal_mrr_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """MRR = 1 / rank of the first judged-relevant document in the top K (0.0 when none is)."""
    _, flags, details, early = await _judge_binary(metric, kwargs, whole_list=False, need_relevant=False)
    if early is not None:
        return early
    rank = next((i for i, flag in enumerate(flags, start=1) if flag), None)
    return MetricScore(1.0 / rank if rank else 0.0, None, details)


@register_llm_mode("TemporalMAP")
async def temporal_map_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """MAP@K = Σ_{relevant i ≤ K} P@i / judged-relevant documents in the whole list."""
    k, flags, details, early = await _judge_binary(metric, kwargs, whole_list=True, need_relevant=True)
    if early is not None:
        return early
    return MetricScore(F.average_precision(flags, k, sum(flags)), None, details)


@register_llm_mode("TemporalNDCG")
async def temporal_ndcg_llm(metric: Any, **kwargs: Any) -> MetricScore:
    """NDCG@K over the judge's 0-4 grades; the ideal DCG sorts the grades of the whole retrieved list."""
    kwargs.pop("temporal_focus", None)  # the graded prompt has no slot for it; accepted for uniform calls
    k, _, results, details = await _judge_documents(metric, kwargs, graded=True, whole_list=True)
    failed = failure(results, "document", details)
    if failed is not None:
        return failed
    grades = [float(r.data["relevance_score"]) for r in results]
    details["relevance"] = grades
    exponential = bool(getattr(metric, "options", {}).get("exponential_gain", False))
    value = F.ndcg_from_gains(grades, k, exponential=exponential) if grades else float("nan")
    if value != value:  # NaN
        return MetricScore.not_applicable("the judge graded every retrieved document 0 (no ideal gain)",
                                          **details)
    return MetricScore(value, None, details)


__all__ = ["temporal_precision_llm", "temporal_recall_llm", "temporal_mrr_llm", "temporal_map_llm",
           "temporal_ndcg_llm"]
