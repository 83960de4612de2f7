"""One chunk of an ``evaluate`` run: its texts tagged, then every metric scored on its records.

    run = ChunkRun(records, 0, [1, 5, 10], nlp, metrics, [], mode="auto", corpus=None, ref=None, ...)
    run.collect()          # the years of its texts (tagged in workers with n_process, or here)
    part = run.score()     # {"table": ..., "focus_times": ..., ...} for ``parts.RunParts.add``

A metric is scored per record through its declared inputs (``_inputs``), per k for the ranked ones, through its
vectorized ``batch`` path where it has one (one packed run shared by the batch metrics), its gold mode for
records with gold ids, or the judge's scores in LLM mode.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Callable, Dict, Iterable, List, Sequence, Tuple, Union, cast

from ..metrics.base import ROLES, BaseMetric, MetricScore
from ..metrics.registry import snake_case
from .dataset import doc_ids
from .focus import needed_roles, start_focus_times
from .judged import TEXT_SOURCES, judged_scores, llm_usage, usage_snapshot

ROLE_NAMES = {"qft": "query (or qft)", "dfts": "retrieved documents (or dfts)", "aft": "answer (or aft)",
              "afts": "sampled answers (or afts)"}

def _alternatives(entry: Union[str, Tuple[str, ...]]) -> Tuple[str, ...]:
    return (entry,) if isinstance(entry, str) else tuple(entry)


def _inputs(metric: BaseMetric, rec: Mapping[str, Any], ft: Mapping[str, Any], nlp: Any,
            ref: Any = None) -> Tuple[Dict[str, Any], str | None]:
    """The keyword arguments a metric declares for one record, or the name of a required input it lacks.
    A metric that reads a text field itself (e.g. the answer's expressions) also gets the pipeline and the
    record's reference date."""
    def value(name: str) -> Any:
        return ft.get(name) if name in ROLES else rec.get(name)

    kwargs: Dict[str, Any] = {}
    for entry in metric.inputs:
        names = _alternatives(entry)
        present = [n for n in names if value(n) is not None]
        if not present:
            return {}, " or ".join(ROLE_NAMES.get(n, repr(n)) for n in names)
        kwargs[present[0]] = value(present[0])
    for entry in metric.optional_inputs:
        for name in _alternatives(entry):
            if value(name) is not None:
                kwargs[name] = value(name)
                break
    if nlp is not None and "nlp" in metric.accepts:
        kwargs["nlp"] = nlp
    if "reference_date" in metric.accepts and any(isinstance(kwargs.get(f), str) for f in TEXT_SOURCES):
        own = rec.get("answer_reference_date") if "answer" in kwargs and "query" not in kwargs else None
        date = own if own is not None else rec.get("reference_date", ref)
        if date is not None:
            kwargs["reference_date"] = date
    return kwargs, None


_ROLE_SET = frozenset(ROLES)


def _reads_focus_times_only(metric: BaseMetric, batch: Any, years: Any) -> bool:
    """Whether the metric reads focus times only (qft and dfts for the batch path, e.g. aft and dfts for the
    years path): a record that has them all then goes to that path without ``_inputs``' general planning."""
    if metric.optional_inputs or not all(type(entry) is str for entry in metric.inputs):
        return False
    return ((batch is not None and set(metric.inputs) <= {"qft", "dfts"})
            or (years is not None and set(metric.inputs) <= _ROLE_SET))


def _gold_mode(metric: BaseMetric, rec: Mapping[str, Any], mode: str) -> bool:
    return bool(metric.gold_inputs) and (mode == "gold" or (mode == "auto" and rec.get("gold_ids") is not None))


def _focus_scores(metric: BaseMetric, ks: List[int], records: Sequence[Mapping[str, Any]],
                  ft: List[Dict[str, Any]], mode: str, runs: Dict[Any, Any], nlp: Any,
                  ref: Any = None) -> Dict[int | None, List[float]]:
    """Scores of one metric in focus-time / gold mode, per k (None for metrics without a cutoff) and record:
    MetricScores, or plain floats for the applicable scores of the batch path (``_Columns.put`` reads both)."""
    cutoffs: List[int | None] = list(ks) if metric.ranked else [None]
    n = len(records)
    scores: Dict[int | None, List[Any]] = {kk: [None] * n for kk in cutoffs}
    batch = metric.batch_fn() if metric.ranked else None
    years = None if metric.ranked else metric.years_fn()
    roles_only = _reads_focus_times_only(metric, batch, years)
    inputs = cast(Tuple[str, ...], tuple(metric.inputs))  # read only when ``roles_only``: roles, all str
    gold = bool(metric.gold_inputs) and mode != "focus_time"  # else no record is scored in gold mode
    batch_idx: List[int] = []
    ready = _has_roles(ft, inputs) if roles_only else []  # the records the shortcut scores
    if ready and gold:
        ready = [i for i in ready if not _gold_mode(metric, records[i], mode)]
    if ready and years is not None:
        _years_scores(years, inputs, ready, ft, scores[None])
    for i in _others(ready, n):
        per_k = _record_scores(metric, records[i], ft[i], mode, nlp, ref, cutoffs, batch is not None)
        if per_k is None:
            batch_idx.append(i)  # scored below, all records at once
            continue
        for kk, score in per_k.items():
            scores[kk][i] = score
    if years is None and ready:  # then the batch path (``_reads_focus_times_only``), in record order
        batch_idx = sorted(ready + batch_idx) if batch_idx else ready
    if batch_idx:
        _batch_scores(metric, batch, _packed(runs, batch_idx, ft), batch_idx, ft, cutoffs, scores)
    return scores


def _years_scores(years: Callable[..., Any], inputs: Tuple[str, ...], ready: List[int], ft: List[Dict[str, Any]],
                  column: List[Any]) -> None:
    """The years path's score of each record of ``ready`` (its roles given by keyword) into ``column``."""
    if len(inputs) == 2:
        a, b = inputs
        for i in ready:
            f = ft[i]
            column[i] = years(**{a: f[a], b: f[b]})
    else:
        for i in ready:
            column[i] = years(**{name: ft[i][name] for name in inputs})


def _others(ready: List[int], n: int) -> Iterable[int]:
    """The records of ``range(n)`` not in ``ready`` (sorted), in order."""
    if not ready:
        return range(n)
    shortcut = set(ready)
    return [i for i in range(n) if i not in shortcut]


def _has_roles(ft: List[Dict[str, Any]], inputs: Tuple[str, ...]) -> List[int]:
    """The records whose focus times include every role of ``inputs``."""
    if len(inputs) == 2:
        a, b = inputs
        return [i for i, f in enumerate(ft) if f.get(a) is not None and f.get(b) is not None]
    return [i for i, f in enumerate(ft) if all(f.get(name) is not None for name in inputs)]


def _record_scores(metric: BaseMetric, rec: Mapping[str, Any], given: Mapping[str, Any], mode: str, nlp: Any,
                   ref: Any, cutoffs: List[int | None], batched: bool) -> Dict[int | None, Any] | None:
    """One record's scores per k through ``compute`` (gold ids, texts, missing inputs ...), or None when it goes
    to the metric's batch path (``batched``: the metric has one)."""
    if _gold_mode(metric, rec, mode):
        ids = doc_ids(rec) or []
        return {kk: metric.compute(retrieved_ids=ids, gold_ids=rec.get("gold_ids"), k=kk) for kk in cutoffs}
    kwargs, missing = _inputs(metric, rec, given, nlp, ref)
    if missing is None and batched and set(kwargs) <= {"qft", "dfts", "nlp"}:
        return None
    if missing is not None:
        return {kk: MetricScore.not_applicable(f"the record has no {missing}") for kk in cutoffs}
    return {kk: metric.compute(**kwargs, **({} if kk is None else {"k": kk})) for kk in cutoffs}


def _batch_scores(metric: BaseMetric, batch: Any, run: Any, batch_idx: List[int], ft: List[Dict[str, Any]],
                  cutoffs: List[int | None], scores: Dict[int | None, List[Any]]) -> None:
    """Fill ``scores`` for the records of ``batch_idx`` from the metric's vectorized path over the packed run."""
    for kk in cutoffs:
        column = scores[kk]
        values = batch(run, kk).tolist()
        # plain floats: the table keeps only the value of an applicable score
        if len(batch_idx) == len(column) == len(values):  # every record, in order
            column[:] = values
        else:
            for i, v in zip(batch_idx, values):
                column[i] = v
        details = {"k": kk, "mode": "focus_time"}  # copied if ever read
        for n in [n for n, v in enumerate(values) if v != v]:  # NaN: a score that says why
            i = batch_idx[n]
            column[i] = MetricScore.lazy(values[n], metric.explain_nan(qft=ft[i]["qft"], dfts=ft[i]["dfts"], k=kk),
                                         dict, details)


def _packed(runs: Dict[Any, Any], batch_idx: List[int], ft: List[Dict[str, Any]]) -> Any:
    """The packed run of these records, read once per ``evaluate`` call and shared by the batch metrics.

    ``runs["depth"]`` is the largest k when no batch metric reads whole lists (then only the top k documents
    of each list are read), else None.
    """
    from ..metrics import batch as B

    key = tuple(batch_idx)
    if key not in runs:
        runs[key] = B.pack_run([ft[i]["qft"] for i in batch_idx], [ft[i]["dfts"] for i in batch_idx],
                               depth=runs.get("depth"))
    return runs[key]


class ChunkRun:
    """One chunk of records on its way through a run, in three steps: ``ChunkRun(...)`` plans the texts to tag
    and hands those not cached to the tagger (worker processes start on them at once with ``n_process``);
    ``collect()`` waits for their years (this process tags the parts no worker has started, and the queries
    whose kind it reads); ``score()`` computes every metric. ``evaluate`` plans the next chunk between the
    ``collect`` and the ``score`` of this one, so the workers tag while this process scores.

    records (List[dict]): The chunk's records (checked). start (int): The run index of its first record.
    Other arguments: as ``evaluate._evaluate`` resolved them; ``tagging`` is the chunk's ``(done, total)``
    progress callback, ``cache`` / ``tagger`` the run's ``stream.TagCache`` / ``stream.Tagger``, ``seen`` the
    ``as_of`` expressions and ``kinds_found`` the query kinds met in earlier chunks.
    """

    def __init__(self, records: List[Dict[str, Any]], start: int, ks: List[int], nlp: Any,
                 metric_objs: List[BaseMetric], composites: List[BaseMetric], *, mode: str,
                 corpus: Mapping[Any, str] | None, ref: Any, batch_size: int, max_concurrency: int,
                 focus_roles: Iterable[str], progress: Callable[[str, int, int], Any] | None,
                 tagging: Callable[[int, int], Any] | None, cache: Any, tagger: Any,
                 seen: Dict[Any, Any] | None = None, kinds_found: Dict[Any, Any] | None = None) -> None:
        from .kinds import QueryKinds

        self.records, self.start, self.ks, self.nlp, self.ref = records, start, ks, nlp, ref
        self.metric_objs, self.composites, self.mode, self.corpus = metric_objs, composites, mode, corpus
        self.batch_size, self.max_concurrency, self.progress = batch_size, max_concurrency, progress
        self.ft_metrics = [m for m in metric_objs if not m.uses_llm and m not in composites]
        self.dated: Dict[str, int] = {}
        # the kinds are read from the query Docs of the tagging pass
        self.kinds = QueryKinds(records, ref, nlp, keep=seen, found=kinds_found)
        self._finish = start_focus_times(records, needed_roles(self.ft_metrics) | set(focus_roles), nlp=nlp,
                                         corpus=corpus, reference_date=ref, batch_size=batch_size,
                                         progress=tagging, counts=self.dated, cache=cache, tagger=tagger,
                                         start=start, on_text=self.kinds.see, wants=self.kinds.wants)
        self.ft: List[Dict[str, Any]] | None = None

    def collect(self) -> None:
        """Wait for the years of the chunk's texts (tagging here what no worker has started)."""
        if self.ft is None:
            self.ft = self._finish()

    def score(self) -> Dict[str, Any]:
        """Every metric on the chunk's records (``collect`` first): the part ``parts.RunParts.add`` takes."""
        self.collect()
        records, ks, ft, mode, ref = self.records, self.ks, self.ft, self.mode, self.ref
        assert ft is not None  # collected above
        table = _Columns(records, self.start)
        whole = any(m.ranked and m.whole_list and m.batch_fn() is not None for m in self.ft_metrics)
        runs: Dict[Any, Any] = {"depth": None if whole else max(ks)}
        llm_metrics = [m for m in self.metric_objs if m.uses_llm and m not in self.composites]
        judges = {id(m.llm): m.llm for m in llm_metrics if m.llm is not None}
        before = {key: usage_snapshot(judge) for key, judge in judges.items()}
        llm_scores = judged_scores(llm_metrics, judges, ks, records, self.corpus, self.max_concurrency,
                                   self.progress)
        gold_capable: List[str] = []  # columns a record's gold ids may score (the only ones a mode splits)
        for m in self.metric_objs:
            if m in self.composites:
                continue
            name = snake_case(m.name)
            by_k = llm_scores[id(m)] if m.uses_llm else _focus_scores(m, ks, records, ft, mode, runs, self.nlp,
                                                                      ref)
            for kk, scores in by_k.items():
                table.put(name if kk is None else f"{name}@{kk}", scores, keep_details=m.uses_llm)
                if m.gold_inputs and not m.uses_llm:
                    gold_capable.append(name if kk is None else f"{name}@{kk}")
        for m in self.composites:
            table.put(snake_case(m.name), [m.score_record(row, tuple(ks)) for row in table.rows])
        return {"table": table, "focus_times": ft, "dated": self.dated, "llm_usage": llm_usage(judges, before),
                "modes": _record_modes(self.ft_metrics, records, mode), "mode_columns": gold_capable,
                "time_kinds": self.kinds.result(batch_size=self.batch_size)}


def _record_modes(metrics: Sequence[BaseMetric], records: Sequence[Mapping[str, Any]], mode: str) -> List[str]:
    """Per record, which mode scored its gold-capable metrics: "gold_ids" or "focus_time"."""
    gold = [m for m in metrics if m.gold_inputs]
    if not gold or mode == "focus_time":
        return ["focus_time"] * len(records)
    if mode == "gold":
        return ["gold_ids"] * len(records)
    return ["gold_ids" if rec.get("gold_ids") is not None else "focus_time" for rec in records]  # ``_gold_mode``


class _Columns:
    """The result table being built: one row per record, one column per metric (and k), reasons and details."""

    def __init__(self, records: Sequence[Mapping[str, Any]], start: int = 0) -> None:
        self.rows: List[Dict[str, Any]] = [{"index": i, "id": rec.get("id", i)}
                                           for i, rec in enumerate(records, start)]
        self.reasons: List[Dict[str, str]] = [{} for _ in records]
        self.details: List[Dict[str, Any]] = [{} for _ in records]
        self.columns: List[str] = []

    def put(self, col: str, scores: Sequence[float], keep_details: bool = False) -> None:
        """One column: ``scores`` are MetricScores, or plain floats where a score is applicable and has
        nothing more to say (the batch path)."""
        self.columns.append(col)
        scores = scores if type(scores) is list else list(scores)
        values = list(map(float, scores))
        for row, value in zip(self.rows, values):
            row[col] = value
        reasons = self.reasons
        for n in [n for n, value in enumerate(values) if value != value]:  # NaN: the score says why
            reasons[n][col] = getattr(scores[n], "reason", None) or "not applicable"
        if keep_details:
            for more, s in zip(self.details, scores):
                if getattr(s, "details", None):
                    more[col] = s.details  # type: ignore[attr-defined]  # a MetricScore here

__all__ = ["ChunkRun", "ROLE_NAMES"]
