"""Evaluate a whole RAG run: every record, every metric, one ``nlp.pipe`` pass over the distinct texts.

    from spacy_tempoeval import evaluate
    result = evaluate("run.jsonl", metrics=["temporal_precision", "temporal_ndcg", "temporal_faithfulness"],
                      k=[1, 5, 10])
    result.aggregates["temporal_precision@5"]   # {"mean": ..., "count": ..., "n_not_applicable": ...}
    result.to_csv("scores.csv"); result.to_pandas()

See ``records`` for the record fields and ``EvaluationResult`` for the output.
"""

from __future__ import annotations

import asyncio
import math
import os
from typing import Any, Dict, Iterable, List, Mapping, Sequence, Tuple, Union

from ..errors import Errors
from ..metrics import batch as B
from ..metrics.base import BaseMetric, MetricScore, as_score
from ..metrics.registry import get_metric, snake_case
from ..metrics.retrieval import EMPTY_QFT, RetrievalMetric
from .records import doc_ids, doc_texts, fail, load_records, parse_years, validate
from .result import EvaluationResult

DEFAULT_METRICS = ("temporal_precision", "temporal_recall", "temporal_ndcg", "temporal_mrr", "temporal_map",
                   "temporal_year_precision", "temporal_year_recall", "temporal_faithfulness",
                   "answer_temporal_recall", "answer_temporal_precision")
MetricSpec = Union[str, type, BaseMetric]

# which focus-time roles each non-retrieval metric reads (retrieval metrics read qft and dfts)
ROLES_OF = {"temporal_faithfulness": ("aft", "dfts"), "answer_temporal_recall": ("qft", "aft"),
            "answer_temporal_precision": ("qft", "aft"), "temporal_consistency": ("afts",)}


def make_metrics(metrics: Sequence[MetricSpec] | None) -> List[BaseMetric]:
    """Metric instances from names ("temporal_precision"), classes or instances (default: DEFAULT_METRICS)."""
    out = []
    for spec in metrics if metrics is not None else DEFAULT_METRICS:
        if isinstance(spec, BaseMetric):
            out.append(spec)
        elif isinstance(spec, type) and issubclass(spec, BaseMetric):
            out.append(spec())
        elif isinstance(spec, str):
            out.append(get_metric(spec)())
        else:
            raise TypeError(Errors.E035.format(where="evaluate(metrics=...) item", expected="a metric name, "
                                               "class or instance", value=spec, type=type(spec).__name__))
    return out


def _check_ks(k: Union[int, Iterable[int]]) -> List[int]:
    from ..metrics.functional import check_k

    iterable = hasattr(k, "__iter__") and not isinstance(k, (str, bytes))
    ks = list(k) if iterable else [k]  # check_k rejects 1.5, nan, inf, None, "5" with [E020]
    if not ks:
        raise ValueError(Errors.E020.format(value=k))
    return sorted({check_k(x) for x in ks})


def _needed_roles(metrics: Sequence[BaseMetric]) -> set:
    roles = set()
    for m in metrics:
        roles.update(("qft", "dfts") if isinstance(m, RetrievalMetric) else ROLES_OF.get(m.name, ()))
    return roles


def focus_times(records: Sequence[Mapping[str, Any]], roles: set, *, nlp: Any = None,
                corpus: Mapping[Any, str] | None = None, reference_date: Any = None,
                batch_size: int = 256) -> List[Dict[str, Any]]:
    """Per record, role -> YearSet (or list of YearSets): given years are parsed, texts tagged once each.

    Each distinct (text, reference date) goes through the pipeline once, in one ``nlp.pipe`` pass.
    """
    out: List[Dict[str, Any]] = [{} for _ in records]
    wanted: Dict[Tuple[str, Any], int] = {}
    slots: List[Tuple[int, str, int | None, Tuple[str, Any]]] = []

    def want(text: str, ref: Any, i: int, role: str, j: int | None) -> None:
        key = (text, ref)
        wanted.setdefault(key, len(wanted))
        slots.append((i, role, j, key))

    for i, rec in enumerate(records):
        ref = rec.get("reference_date", reference_date)
        if "qft" in roles:
            if rec.get("qft") is not None:
                out[i]["qft"] = parse_years(rec["qft"], i, rec, "qft")
            elif rec.get("query") is not None:
                want(rec["query"], ref, i, "qft", None)
        if "dfts" in roles:
            if rec.get("dfts") is not None:
                dfts = rec["dfts"]
                if not isinstance(dfts, (list, tuple)):
                    raise fail(i, rec, "dfts", f"must be a list of year lists, got {type(dfts).__name__}")
                out[i]["dfts"] = [parse_years(d, i, rec, f"dfts[{j}]") for j, d in enumerate(dfts)]
            else:
                texts = doc_texts(i, rec, corpus)
                if texts is not None:
                    out[i]["dfts"] = [None] * len(texts)
                    for j, text in enumerate(texts):
                        want(text, ref, i, "dfts", j)
        if "aft" in roles:
            if rec.get("aft") is not None:
                out[i]["aft"] = parse_years(rec["aft"], i, rec, "aft")
            elif rec.get("answer") is not None:
                want(rec["answer"], ref, i, "aft", None)
        if "afts" in roles:
            if rec.get("afts") is not None:
                out[i]["afts"] = [parse_years(a, i, rec, f"afts[{j}]") for j, a in enumerate(rec["afts"])]
            elif rec.get("answers") is not None:
                out[i]["afts"] = [None] * len(rec["answers"])
                for j, text in enumerate(rec["answers"]):
                    want(text, ref, i, "afts", j)
    if wanted:
        from ..core import focus_years_many

        keys = list(wanted)
        refs = [ref for _, ref in keys]
        years = focus_years_many([t for t, _ in keys], refs if any(r is not None for r in refs) else None,
                                 nlp=nlp, batch_size=batch_size)
        for i, role, j, key in slots:
            ys = years[wanted[key]]
            if j is None:
                out[i][role] = ys
            else:
                out[i][role][j] = ys
    return out


def _gold_mode(rec: Mapping[str, Any], mode: str) -> bool:
    return mode == "gold" or (mode == "auto" and rec.get("gold_ids") is not None)


def _packed(runs: Dict[Any, Any], batch_idx: List[int], ft: List[Dict[str, Any]]) -> B.PackedRun:
    """The packed run of these records, read once per ``evaluate`` call and shared by the batch metrics.

    ``runs["depth"]`` is the largest k when no requested metric reads whole lists (then only the top k
    documents of each list are read), else None.
    """
    key = tuple(batch_idx)
    if key not in runs:
        runs[key] = B.pack_run([ft[i]["qft"] for i in batch_idx], [ft[i]["dfts"] for i in batch_idx],
                               depth=runs.get("depth"))
    return runs[key]


def _pack_depth(metrics: Sequence[BaseMetric], ks: List[int]) -> int | None:
    """How many documents per list the batch metrics need: max(ks), or None (all) for whole-list metrics."""
    for m in metrics:
        if isinstance(m, RetrievalMetric) and m.name in B.WHOLE_LIST_METRICS:
            return None
    return max(ks)


def _retrieval_scores(metric: RetrievalMetric, ks: List[int], records: Sequence[Mapping[str, Any]],
                      ft: List[Dict[str, Any]], mode: str,
                      runs: Dict[Any, Any] | None = None) -> Dict[int, List[MetricScore]]:
    """Scores of one ranked-list metric for every k and record (vectorized where possible).

    runs (Optional[dict]): Packed runs shared between metrics (see ``_packed``); a fresh one when None.
    """
    n = len(records)
    scores: Dict[int, List[MetricScore | None]] = {k: [None] * n for k in ks}
    fast = B.BATCH_METRICS.get(metric.name) if type(metric).__module__.endswith("metrics.retrieval") else None
    if metric.options or getattr(metric, "granularity", "year") != "year":
        fast = None
    batch_idx = []
    for i, rec in enumerate(records):
        if metric.gold_fn is not None and _gold_mode(rec, mode):
            ids = doc_ids(rec)
            for k in ks:
                scores[k][i] = metric.compute(retrieved_ids=ids or [], gold_ids=rec.get("gold_ids"), k=k)
        elif "qft" not in ft[i] or "dfts" not in ft[i]:
            missing = "query" if "qft" not in ft[i] else "retrieved documents (or dfts)"
            for k in ks:
                scores[k][i] = MetricScore.not_applicable(f"the record has no {missing}")
        elif fast is not None:
            batch_idx.append(i)
        else:
            for k in ks:
                scores[k][i] = metric.compute(qft=ft[i]["qft"], dfts=ft[i]["dfts"], k=k)
    if batch_idx:
        run = _packed(runs if runs is not None else {}, batch_idx, ft)
        for k in ks:
            values = fast(run, k)
            for i, v in zip(batch_idx, values.tolist()):
                reason = None
                if math.isnan(v):
                    q, d = ft[i]["qft"], ft[i]["dfts"]
                    reason = EMPTY_QFT if not q else metric._nan_reason(q, d, k)
                scores[k][i] = MetricScore(v, reason, {"k": k, "mode": "focus_time"})
    return scores  # type: ignore[return-value]


def _kwargs_for(metric: BaseMetric, rec: Mapping[str, Any], ft: Dict[str, Any]) -> Dict[str, Any]:
    available = {**{k: rec.get(k) for k in ("gold_order", "predicted_order", "gold_durations",
                                             "predicted_durations")}, **ft}
    if "aft" not in metric.accepts:  # e.g. DurationAccuracy reads the answer's text itself
        available["answer"] = rec.get("answer")
    return {k: v for k, v in available.items() if v is not None and k in metric.accepts}


def _one(metric: BaseMetric, rec: Mapping[str, Any], ft: Dict[str, Any], nlp: Any) -> MetricScore:
    kwargs = _kwargs_for(metric, rec, ft)
    if "nlp" in metric.accepts and nlp is not None:
        kwargs["nlp"] = nlp
    try:
        return metric.compute(**kwargs)
    except TypeError as exc:
        if str(exc).startswith("[E031]"):  # the record lacks this metric's inputs: not applicable
            return MetricScore.not_applicable(f"the record lacks the inputs: {exc}")
        raise


def _tempo(metric: BaseMetric, row: Mapping[str, Any], k_max: int) -> MetricScore:
    sources = {"precision": f"temporal_precision@{k_max}", "recall": f"temporal_recall@{k_max}",
               "faithfulness": "temporal_faithfulness", "coherence": "temporal_consistency"}
    components = {c: row[col] for c, col in sources.items() if row.get(col) is not None}
    if not components:
        return MetricScore.not_applicable("no component metric (precision, recall, faithfulness, "
                                          "consistency) was computed for this record")
    return metric.compute(scores=components)


async def _llm_all(metric: BaseMetric, calls: List[Dict[str, Any]], limit: int) -> List[MetricScore]:
    sem = asyncio.Semaphore(limit)

    async def one(kwargs: Dict[str, Any]) -> MetricScore:
        async with sem:
            return as_score(await metric.acompute(**kwargs))

    return list(await asyncio.gather(*(one(c) for c in calls)))


def _llm_calls(metric: BaseMetric, records: Sequence[Mapping[str, Any]], corpus: Any, k: int | None):
    """Per record, the text inputs an LLM mode reads: query + ranked documents (+ k) for ranked-list metrics,
    answer + contexts for faithfulness, query + answer otherwise."""
    calls = []
    for i, rec in enumerate(records):
        texts = doc_texts(i, rec, corpus)
        if isinstance(metric, RetrievalMetric):
            call = {"query": rec.get("query"), "retrieved_docs": texts, "k": k}
        elif metric.name == "temporal_faithfulness":
            call = {"answer": rec.get("answer"), "contexts": texts}
        else:
            call = {"query": rec.get("query"), "answer": rec.get("answer")}
        calls.append({key: value for key, value in call.items() if value is not None})
    return calls


def evaluate(dataset: Union[str, os.PathLike, Iterable[Mapping[str, Any]]],
             metrics: Sequence[MetricSpec] | None = None, k: Union[int, Sequence[int]] = (1, 5, 10),
             nlp: Any = None, *, llm: Any = None, mode: str = "auto", corpus: Mapping[Any, str] | None = None,
             reference_date: Any = None, batch_size: int = 256, max_concurrency: int = 8) -> EvaluationResult:
    """Score every record of a RAG run with every metric.

    dataset (str | Path | Iterable[dict]): Records, or a JSONL file of records (fields: see ``records``).
    metrics (Optional[Sequence[str | type | BaseMetric]]): Names ("temporal_precision"), classes or instances;
        default ``DEFAULT_METRICS`` (the retrieval and generation focus-time metrics).
    k (int | Sequence[int]): Cutoffs for the ranked-list metrics; each gives a column ``name@k``.
    nlp (Optional[Language]): Pipeline with ``temporal_focus`` for the texts; the shared default when None.
    llm (Any): A judge; given to the metrics that have an LLM mode (they are then scored by the judge).
    mode (str): "auto" (gold mode for records with ``gold_ids``), "focus_time" or "gold".
    corpus (Optional[Mapping]): id -> text, to tag documents given only by ``retrieved_ids``.
    reference_date (str | date | None): Default reference date for records without their own.
    batch_size (int): ``nlp.pipe`` batch size.
    max_concurrency (int): Concurrent judge calls in LLM mode.
    RETURNS (EvaluationResult): Per-record rows and aggregates (mean, count, n_not_applicable).
    """
    if mode not in ("auto", "focus_time", "gold"):
        raise ValueError(Errors.E035.format(where="evaluate(mode=...)", expected="'auto', 'focus_time' or "
                                            "'gold'", value=mode, type=type(mode).__name__))
    ks = _check_ks(k)
    records = load_records(dataset)
    for i, rec in enumerate(records):
        validate(i, rec)
    metric_objs = make_metrics(metrics)
    llm_metrics = set()
    if llm is not None:
        for m in metric_objs:
            if type(m).supports_llm():
                m.llm = llm
                llm_metrics.add(id(m))
    ft_metrics = [m for m in metric_objs if id(m) not in llm_metrics]
    ft = focus_times(records, _needed_roles(ft_metrics), nlp=nlp, corpus=corpus,
                     reference_date=reference_date, batch_size=batch_size)
    rows: List[Dict[str, Any]] = [{"index": i, "id": rec.get("id", i)} for i, rec in enumerate(records)]
    reasons: List[Dict[str, str]] = [{} for _ in records]
    columns: List[str] = []
    runs: Dict[Any, Any] = {"depth": _pack_depth(ft_metrics, ks)}

    def put(col: str, scores: Sequence[MetricScore]) -> None:
        columns.append(col)
        for row, why, s in zip(rows, reasons, scores):
            row[col] = float(s)
            if not s.applicable:
                why[col] = s.reason or "not applicable"

    for m in metric_objs:
        name = snake_case(m.name)
        if id(m) in llm_metrics:
            warned = False
            for kk in ks if isinstance(m, RetrievalMetric) else [None]:
                from ..llm.failures import warn_if_all_failed
                from ..metrics._async import run_sync

                calls = _llm_calls(m, records, corpus, kk)
                scores = run_sync(_llm_all(m, calls, max_concurrency))
                warned = warned or warn_if_all_failed(name, scores)  # [W002], once per metric
                put(name if kk is None else f"{name}@{kk}", scores)
        elif isinstance(m, RetrievalMetric):
            by_k = _retrieval_scores(m, ks, records, ft, mode, runs)
            for kk in ks:
                put(f"{name}@{kk}", by_k[kk])
        elif name != "tempo_score":
            put(name, [_one(m, rec, ft[i], nlp) for i, rec in enumerate(records)])
    for m in metric_objs:
        if snake_case(m.name) == "tempo_score" and id(m) not in llm_metrics:
            put("tempo_score", [_tempo(m, row, ks[-1]) for row in rows])
    return EvaluationResult(rows, reasons, columns)


__all__ = ["evaluate", "EvaluationResult", "DEFAULT_METRICS", "make_metrics", "focus_times"]
