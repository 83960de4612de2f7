"""The LLM-judged scores of a run: every LLM-mode metric on every record, in one judge session per judge (one
judgment per query and document, shared by the metrics and cutoffs that need it), and the judges' usage."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any, Callable, Dict, List, Mapping, Sequence

from ..metrics.base import BaseMetric, MetricScore, as_score
from ..metrics.registry import snake_case
from .dataset import doc_texts

TEXT_SOURCES = {"query": "query", "question": "query", "answer": "answer", "answers": "answers"}
DOCUMENT_FIELDS = ("retrieved_docs", "contexts", "retrieved_context")


def _llm_call(metric: BaseMetric, i: int, rec: Mapping[str, Any], corpus: Any) -> Dict[str, Any]:
    """The text inputs the metric's LLM mode declares (``llm_inputs``), read from one record."""
    call: Dict[str, Any] = {}
    for name in metric.llm_inputs:
        if name in DOCUMENT_FIELDS:
            call[name] = doc_texts(i, rec, corpus)
        else:
            call[name] = rec.get(TEXT_SOURCES.get(name, name))
    return {key: value for key, value in call.items() if value is not None}


class _Progress:
    """Reports one stage of the run to ``evaluate(progress=...)`` as ``progress(stage, done, total)``."""

    def __init__(self, callback: Callable[[str, int, int], Any] | None, stage: str, total: int) -> None:
        self.callback, self.stage, self.total, self.done = callback, stage, total, 0
        self.advance(0)

    def advance(self, n: int = 1) -> None:
        self.done += n
        if self.callback is not None:
            self.callback(self.stage, self.done, self.total)


async def _llm_all(metrics: List[BaseMetric], ks: List[int], calls: List[List[Dict[str, Any]]], limit: int,
                   progress: _Progress) -> List[List[List[MetricScore]]]:
    """Per record, per LLM metric, the scores at every cutoff. A record's metrics and cutoffs run together, so
    the judge's session makes one judgment per (query, document) for all of them (the others wait for it and
    reuse its outcome); ``progress`` counts finished records."""
    sem = asyncio.Semaphore(limit)

    async def one(metric: BaseMetric, kwargs: Dict[str, Any]) -> MetricScore:
        async with sem:
            return as_score(await metric.acompute(**kwargs))

    def cutoffs(metric: BaseMetric) -> List[int | None]:
        return list(ks) if metric.ranked else [None]

    async def by_metric(metric: BaseMetric, call: Dict[str, Any]) -> List[MetricScore]:
        return list(await asyncio.gather(*(one(metric, call if kk is None else dict(call, k=kk))
                                           for kk in cutoffs(metric))))

    async def record(i: int) -> List[List[MetricScore]]:
        scores = list(await asyncio.gather(*(by_metric(m, calls[j][i]) for j, m in enumerate(metrics))))
        progress.advance()
        return scores

    return list(await asyncio.gather(*(record(i) for i in range(len(calls[0]) if calls else 0))))


def _llm_scores(metrics: List[BaseMetric], ks: List[int], records: Sequence[Mapping[str, Any]], corpus: Any,
                limit: int, progress: _Progress) -> Dict[int, Dict[int | None, List[MetricScore]]]:
    """id(metric) -> k (None without a cutoff) -> per-record scores, for all the LLM-mode metrics at once."""
    from ..llm.failures import warn_if_all_failed
    from ..util.event_loop import run_sync

    calls = [[_llm_call(m, i, rec, corpus) for i, rec in enumerate(records)] for m in metrics]
    per_record = run_sync(_llm_all(metrics, ks, calls, limit, progress))
    out: Dict[int, Dict[int | None, List[MetricScore]]] = {}
    for j, m in enumerate(metrics):
        cutoffs: List[int | None] = list(ks) if m.ranked else [None]
        out[id(m)] = {kk: [scores[j][c] for scores in per_record] for c, kk in enumerate(cutoffs)}
        warn_if_all_failed(snake_case(m.name), next(iter(out[id(m)].values())))  # [W002], once per metric
    return out


def _session(llm: Any) -> Any:
    """The judge's ``session()`` (judgments shared within the run), or a no-op for judges without one."""
    session = getattr(llm, "session", None)
    return session() if callable(session) else contextlib.nullcontext()


def usage_snapshot(llm: Any) -> Dict[str, Any] | None:
    usage = getattr(llm, "usage", None)
    to_dict = getattr(usage, "to_dict", None)
    return to_dict() if callable(to_dict) else None


def judged_scores(llm_metrics: List[BaseMetric], judges: Dict[int, Any], ks: List[int],
                   records: Sequence[Mapping[str, Any]], corpus: Mapping[Any, str] | None, max_concurrency: int,
                   progress: Callable[[str, int, int], Any] | None) -> Dict[int, Dict[int | None, List[MetricScore]]]:
    """The LLM-mode scores, in one judge session per judge (one judgment per query and document)."""
    if not llm_metrics:
        return {}
    for judge in judges.values():
        check = getattr(judge, "check_provider", None)
        if callable(check):
            check()  # [E195] at once for a model string without a provider, not one failure per record
    with contextlib.ExitStack() as sessions:
        for judge in judges.values():
            sessions.enter_context(_session(judge))
        return _llm_scores(llm_metrics, ks, records, corpus, max_concurrency,
                           _Progress(progress, "judging", len(records)))


def llm_usage(judges: Dict[int, Any], before: Dict[int, Dict[str, Any] | None]) -> Dict[str, Any] | None:
    """Calls, cache hits, reused judgments, failures, tokens and cost of this run's judges (None: no judge)."""
    if not judges:
        return None
    from ..llm.cost import usage_since

    out: Dict[str, Any] = {}
    for key, judge in judges.items():
        after, start = usage_snapshot(judge), before.get(key)
        if after is None or start is None:
            continue
        delta = usage_since(start, after)
        for name, value in delta.items():
            if name == "cost":
                known = value is not None or out.get("cost") is not None
                out["cost"] = (out.get("cost") or 0.0) + (value or 0.0) if known else None
            else:
                out[name] = out.get(name, 0) + value
    if not out:
        return None
    models = sorted({str(getattr(j, "model", "?")) for j in judges.values()})
    return {"model": ", ".join(models), **out}


__all__ = ["judged_scores", "llm_usage", "usage_snapshot", "TEXT_SOURCES", "DOCUMENT_FIELDS"]
