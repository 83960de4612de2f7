"""Evaluate a whole RAG run: every record, every metric, one tagging pass over the distinct texts.

    import spacy_tempoeval
    result = spacy_tempoeval.evaluate("run.jsonl", metrics=["temporal_precision", "temporal_ndcg"], k=[1, 5, 10])
    result.aggregates["temporal_precision@5"]   # {"mean": ..., "count": ..., "n_not_applicable": ..., "n_failed": ...}
    result.focus_times[0]["qft"]                # the years each record's texts were given
    result.reference_date                       # the date texts without their own reference date were anchored to
    result.to_csv("scores.csv"); result.to_pandas()

The runner knows no metric by name: it plans the texts to tag from what each metric declares (``inputs``,
``optional_inputs``: roles and record fields), scores ranked-list metrics once per k, uses a metric's vectorized
``batch`` path when it has one (sharing one packed run between metrics), its gold mode for records with gold ids,
its LLM mode when a judge is given, and computes composite metrics from the other metrics' columns. A record
that lacks a metric's inputs gets NaN with the reason. See ``records`` for the record fields.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import inspect
import logging
import os
import sys
import types
from collections.abc import Mapping
from typing import Any, Callable, Dict, Iterable, Iterator, List, Sequence, Tuple, Union

from ..errors import ConfigError, Errors, InputError, InputTypeError, OutputWriteError
from ..metrics.base import BaseMetric
from ..metrics.registry import get_metric
from . import parts as _parts
from .chunk import ChunkRun
from .collector import fewer_collections
from .dataset import iter_records, source_of, validated
from .focus import default_reference_date, focus_times  # noqa: F401 (re-exported)
from .judged import DOCUMENT_FIELDS, TEXT_SOURCES, judged_scores, llm_usage, usage_snapshot  # noqa: F401 (re-exported)
from .options import check_keywords, progress_bars
from .result import EvaluationResult
from .spill import check_rows_to
from .stream import TagCache, Tagger, numbered_chunks, slim, trim

log = logging.getLogger(__name__)

DEFAULT_METRICS = ("temporal_precision", "temporal_recall", "temporal_ndcg", "temporal_mrr", "temporal_map",
                   "temporal_year_precision", "temporal_year_recall", "temporal_faithfulness",
                   "answer_temporal_recall", "answer_temporal_precision")
MetricSpec = Union[str, type, BaseMetric]


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
            raise InputTypeError(Errors.E150.format(where="evaluate(metrics=...) item", expected="a metric name, "
                                               "class or instance", value=spec, type=type(spec).__name__))
    return out


def _check_ks(k: Union[int, Iterable[int]]) -> List[int]:
    from ..metrics.functional import check_k

    iterable = hasattr(k, "__iter__") and not isinstance(k, (str, bytes))
    ks: List[Any] = list(k) if iterable else [k]  # type: ignore[arg-type]  # check_k rejects 1.5, nan, inf, None, "5" with [E020]
    if not ks:
        raise ConfigError(Errors.E020.format(value=k))
    return sorted({check_k(x) or 0 for x in ks})  # check_k never returns None here (allow_none=False)


def _pipeline_of(nlp: Any, lang: str | None) -> Any:
    """The pipeline ``evaluate`` tags with: ``nlp``, checked against ``lang``, or the shared one of ``lang``."""
    if nlp is None:  # spaCy is imported only if a text needs a Doc
        from ..core import default_pipeline

        return default_pipeline(lang or "en")
    if lang is None:
        return nlp
    from ..pipeline.loading import check_lang

    check_lang(nlp, lang, "the pipeline given as nlp=")
    return nlp


def evaluate(dataset: Union[str, os.PathLike, Iterable[Mapping[str, Any]], None] = None,
             metrics: Sequence[MetricSpec] | None = None, k: Union[int, Sequence[int]] = (1, 5, 10),
             nlp: Any = None, *, llm: Any = None, mode: str = "auto", corpus: Mapping[Any, str] | None = None,
             reference_date: Any = None, batch_size: int = 256, max_concurrency: int = 8,
             focus_roles: Iterable[str] = (), fields: Any = "auto",
             progress: Callable[[str, int, int], Any] | None = None, data: Any = None,
             k_values: Sequence[int] | None = None, lang: str | None = None, show_progress: bool = False,
             max_workers: int | None = None, split: str | None = None, as_of: Any = None, n_process: int | str = 1,
             rows_to: Union[str, os.PathLike, None] = None, dask: Any = None, **unknown: Any) -> EvaluationResult:
    """Score every record of a RAG run with every metric.

    dataset (str | Path | Iterable[dict] | DataFrame | Dataset): Records: a file (JSONL, a JSON array, CSV or
        Parquet, by extension), a list (or iterable) of dicts, a pandas ``DataFrame``, a Hugging Face
        ``datasets.Dataset`` (or a ``DatasetDict`` with ``split``), a ragas ``EvaluationDataset`` or list of
        ``SingleTurnSample``, a deepeval ``EvaluationDataset`` or list of ``LLMTestCase``, or a dict of columns
        (fields: see ``dataset``; NaN / None count as missing); ``data=`` is tempoeval's name for it.
    metrics (Optional[Sequence[str | type | BaseMetric]]): Names ("temporal_precision"), classes or instances
        (plug-in metrics included); default ``DEFAULT_METRICS`` (the retrieval and generation focus-time metrics).
    k (int | Sequence[int]): Cutoffs for the ranked-list metrics; each gives a column ``name@k``. ``k_values=``
        is tempoeval's name for it.
    nlp (Optional[Language]): Pipeline with ``temporal_focus`` for the texts; the shared default of ``lang``
        when None (``core.default_pipeline``: spaCy is imported only if a text needs a Doc).
    llm (Any): A judge; given to the metrics that have an LLM mode (they are then scored by the judge).
    mode (str): "auto" (gold mode for records with ``gold_ids``), "focus_time" or "gold".
    corpus (Optional[Mapping]): id -> text, to tag documents given only by ``retrieved_ids``.
    reference_date (str | date | None): Reference date for records without their own; by default the
        pipeline's, with "today" resolved once at the start (``result.reference_date`` records it).
    batch_size (int): ``nlp.pipe`` batch size.
    max_concurrency (int): Concurrent judge calls in LLM mode.
    focus_roles (Iterable[str]): Roles to tag even if no metric reads them (``--report`` shows qft, dfts, aft).
    fields (str | Mapping[str, str]): Field names of the records: "auto" (recognises ragas, deepeval and
        continuous-eval names), "ragas", "deepeval", "continuous-eval", "native", or {their field: ours}.
    progress (Optional[Callable[[str, int, int], Any]]): Called as ``progress(stage, done, total)``: stage
        "tagging" counts the distinct texts tagged, "judging" the records whose LLM-mode metrics are all
        scored (called from the judge's event-loop thread). The command line draws its progress bar with it.
    lang (Optional[str]): The language of the texts ("es", "de", "xx" for the language-neutral fallback): the
        shared pipeline of that language (``core.default_pipeline(lang)``, the one ``extract_qft(...,
        lang=lang)`` uses) when ``nlp`` is None; with ``nlp``, the language it must have ([E121]). Default:
        English.
    show_progress (bool): Progress bars (tqdm, on stderr) for the tagging and the judging, as the command line
        draws them; combined with ``progress`` when both are given.
    max_workers (Optional[int]): tempoeval's name for ``max_concurrency``.
    split (Optional[str]): The split to evaluate when ``dataset`` is a ``datasets.DatasetDict`` ([E197] naming
        the splits when it has several and none is given).
    as_of (Optional[Sequence[str | date] | str]): Reference dates to replay the run under (a list, or one
        comma-separated string): per date, the records whose texts depend on the date (relative expressions,
        read from the tagger's provenance; see ``evaluate.as_of``) are re-tagged and re-scored as
        ``reference_date=<date>`` would score them; the others keep their scores. ``result.as_of`` holds the
        per-date results, their means and the records that change. [E260] / [E261] for a bad date or list.
    n_process (int | str): Processes that tag the texts (-1: one per core; "auto": one per core, at most
        ``stream.AUTO_MAX_PROCESSES``, started only when the run has ``parts.CHUNK_SIZE`` records or more, the
        command line's default); the scores are the same (``result.processes`` says how many tagged). The run is
        streamed (``parts.CHUNK_SIZE`` records at a time, each distinct text tagged once): a file or iterator
        is never held whole, and ``result.records`` keeps each record's id, query and answer.
    rows_to (Optional[str | Path]): A JSONL file the per-record results are written to as each chunk is
        scored (``EvaluationResult.write_jsonl``'s lines: the row, its reasons, the query, the answer and the
        focus times); the result then reads its rows back from it, and a run stopped half-way leaves the lines of
        the chunks it finished. Without it, a streamed run (a file or an iterator) longer than 16,384 records writes
        them to a temporary spill file (``TMPDIR``, removed with the result): memory stays flat in the number
        of records, results included. The aggregates, ``by_kind`` and the NaN reasons are counted as the run
        goes (``evaluate.tally``). With ``as_of`` the records are kept in memory and the file is written at the
        end. [E286] naming the file when it cannot be written (disk full, no such directory), [E288] for a
        value that is not a path.
    dask (Optional[distributed.Client | str]): Tag on a Dask cluster instead of local processes, for runs that
        outgrow one machine: a connected ``distributed.Client`` (left open), a scheduler address
        ("tcp://scheduler:8786") or "local" (a ``LocalCluster`` of ``n_process`` workers when it is above 1, else
        one per core); the pipeline is sent to each worker once (see ``evaluate.dask_workers``), and this process
        reads, plans, scores and writes. The scores are the same; ``result.processes`` counts the workers.
        [E289] for another value, [E070] without the ``dask`` extra, [E071] when the scheduler cannot be
        reached or a part fails on the cluster.
    RETURNS (EvaluationResult): Per-record rows, aggregates, the focus times and the reference date used;
        ``time_kinds`` (the kind of each query's time) and ``by_kind()``; ``as_of`` with ``as_of=``.
    RAISES (ConfigTypeError): [E190] for an unknown keyword argument, naming the closest valid one.
    RAISES (ConfigError): [E255] for an ``n_process`` that is not an int >= 1, -1 or "auto".
    """
    check_keywords(unknown, EVALUATE_KEYWORDS)
    check_rows_to(rows_to)
    with fewer_collections(), _cluster(dask, n_process) as client:
        return _evaluate_checked(dataset, metrics, k, nlp, llm, mode, corpus, reference_date, batch_size,
                                 max_concurrency, focus_roles, fields, progress, data, k_values, lang,
                                 show_progress, max_workers, split, as_of, n_process, rows_to, client)


def _cluster(dask: Any, n_process: Any) -> Any:
    """The Dask client of ``evaluate(dask=...)`` as a context manager (``bulk.dask_connect.connect``), or one
    that gives None."""
    if dask is None:
        return contextlib.nullcontext()
    from ..bulk.dask_connect import connect
    from .stream import auto_processes

    return connect(dask, n_process if type(n_process) is int and n_process > 1 else auto_processes())


def _evaluate_checked(dataset: Any, metrics: Any, k: Any, nlp: Any, llm: Any, mode: str, corpus: Any,
                      reference_date: Any, batch_size: int, max_concurrency: int, focus_roles: Iterable[str],
                      fields: Any, progress: Any, data: Any, k_values: Any, lang: str | None, show_progress: bool,
                      max_workers: int | None, split: str | None, as_of: Any, n_process: Any,
                      rows_to: Any, client: Any = None) -> EvaluationResult:
    """``evaluate`` once its keywords are checked."""
    if max_workers is not None:
        max_concurrency = max_workers
    replay_dates = None
    if as_of is not None:
        from .as_of import check_dates

        replay_dates = check_dates(as_of)  # [E260] / [E261] before any work
    run = functools.partial(_evaluate, metrics=metrics, k=k_values if k_values is not None else k, nlp=nlp, llm=llm,
                            mode=mode, corpus=corpus, batch_size=batch_size, max_concurrency=max_concurrency,
                            focus_roles=focus_roles, lang=lang, n_process=n_process, dask=client)
    seen: Dict[Any, Any] | None = None if replay_dates is None else {}  # each text's expressions, for as_of
    with progress_bars(show_progress, progress) as progress:
        result = run(dataset if dataset is not None else data, reference_date=reference_date, fields=fields,
                     progress=progress, split=split, seen=seen, keep_records=replay_dates is not None,
                     rows_to=rows_to)
    if replay_dates is not None:
        from .as_of import replay

        result.as_of = replay(result, replay_dates, lambda recs, date: run(recs, reference_date=date,
                                                                            fields="native", progress=None),
                              nlp=_pipeline_of(nlp, lang), corpus=corpus, batch_size=batch_size, seen=seen)
    if len(result) == 0:  # said, not left to a summary of None values
        import warnings

        from ..errors import TempoEvalWarning, Warnings

        source = dataset if dataset is not None else data
        name = repr(os.fspath(source)) if isinstance(source, (str, os.PathLike)) else f"({type(source).__name__})"
        warnings.warn(Warnings.W026.format(dataset=name), TempoEvalWarning, stacklevel=4)  # evaluate's caller
    return result


async def aevaluate(*args: Any, **kwargs: Any) -> EvaluationResult:
    """``evaluate`` for async code: the same arguments and result, run in a worker thread so that the
    caller's event loop goes on (the judge runs its calls on its own loop there). Unknown keywords raise
    [E190] at once, before any work.

    EXAMPLE:
        >>> result = await spacy_tempoeval.aevaluate(records, metrics=["temporal_precision"], k=[1, 5])
    """
    check_keywords({k: v for k, v in kwargs.items() if k not in EVALUATE_KEYWORDS}, EVALUATE_KEYWORDS,
                   where="aevaluate")
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(None, functools.partial(evaluate, *args, **kwargs))


def _evaluate(dataset: Any, *, metrics: Sequence[MetricSpec] | None, k: Any, nlp: Any, llm: Any, mode: str,
              corpus: Mapping[Any, str] | None, reference_date: Any, batch_size: int, max_concurrency: int,
              focus_roles: Iterable[str], fields: Any, progress: Callable[[str, int, int], Any] | None,
              lang: str | None, split: str | None = None, n_process: int | str = 1,
              seen: Dict[Any, Any] | None = None, keep_records: bool = False,
              rows_to: Any = None, dask: Any = None) -> EvaluationResult:
    """The run behind ``evaluate`` (its arguments checked, ``data`` / ``k_values`` resolved). The records are
    read, tagged and scored ``parts.CHUNK_SIZE`` at a time (a run with LLM-mode metrics in one piece: its judge
    session spans the run); the texts tagged stay in a bounded cache, so a text met again is not re-tagged.
    ``seen`` (for ``as_of``) receives every tagged text's expressions; ``keep_records`` keeps every record whole
    in the result (``as_of`` re-scores some of them), even from a file or an iterator, and writes ``rows_to`` at
    the end; else ``rows_to`` (and a streamed run longer than ``parts.SPILL_AFTER_CHUNKS`` chunks) spills the
    results as they come."""
    _check_mode(mode)
    ks = _check_ks(k)
    nlp = _pipeline_of(nlp, lang)
    metric_objs = make_metrics(metrics)
    _give_judge(metric_objs, llm)
    composites = [m for m in metric_objs if m.metric_type == "composite" and not m.uses_llm]
    llm_metrics = [m for m in metric_objs if m.uses_llm and m not in composites]
    ref = default_reference_date(nlp, reference_date)
    streamed = isinstance(dataset, (str, os.PathLike, Iterator))
    keep_whole = keep_records or not streamed
    size = _parts.CHUNK_SIZE if not llm_metrics else sys.maxsize
    out = _parts.RunParts(rows_to=None if keep_records else rows_to, spill=streamed and not keep_records)
    try:
        with Tagger(nlp, n_process=n_process, batch_size=batch_size, dask=dask) as tagger:  # [E255] before any work
            cache = TagCache()
            kinds_found: Dict[Any, Any] = {}  # query -> the kind of its time, across chunks

            def begin(start: int, records: List[Dict[str, Any]]) -> ChunkRun:
                trim(kinds_found, cache.max_items)  # bounded: a query dropped is read again from its Doc
                if len(records) >= size:
                    tagger.widen()  # n_process="auto": a run of at least one whole chunk
                tagging = None if progress is None else out.tagging_progress(progress)
                return ChunkRun(records, start, ks, nlp, metric_objs, composites, mode=mode, corpus=corpus,
                                ref=ref, batch_size=batch_size, max_concurrency=max_concurrency,
                                focus_roles=focus_roles, progress=progress, tagging=tagging, cache=cache,
                                tagger=tagger, seen=seen, kinds_found=kinds_found)

            _score_one_ahead(numbered_chunks(_load_checked(dataset, fields, split), size), begin, out, keep_whole)
    except BaseException:
        out.abort()  # a temporary spill file goes; rows_to keeps the chunks done
        raise
    if out.dated.get("documents_undated") and out.dated.get("documents_dated"):
        log.info("%d of %d documents have no date of their own and were read against their record's date",
                 out.dated["documents_undated"], out.dated["documents_undated"] + out.dated["documents_dated"])
    result = out.result(ref)
    result.processes = tagger.processes_used
    if keep_records and rows_to is not None:
        write_rows(result, rows_to)
    return result


def _score_one_ahead(chunks: Iterator[Tuple[int, List[Dict[str, Any]]]], begin: Callable[..., ChunkRun],
                     out: _parts.RunParts, keep_whole: bool) -> None:
    """Score every chunk into ``out``, one chunk ahead: chunk n+1 is read and handed to the tagger
    (``begin(start, records)``) before chunk n is scored, so that worker processes tag it meanwhile. A chunk is
    planned only once the one before it is collected (its texts are then in the cache), and a run stopped while
    reading (a bad record, Ctrl-C) stops after the chunk before is scored (and written), as without the look-ahead."""
    def score(run: ChunkRun) -> None:  # the result keeps each record whole, or its id, query and answer
        out.add(run.score(), run.records if keep_whole else [slim(r) for r in run.records])

    previous: ChunkRun | None = None
    while True:
        try:
            item = next(chunks, None)
        except BaseException:  # a bad record, Ctrl-C: the chunks read before it are still scored and written
            if previous is not None:
                score(previous)
            raise
        if previous is not None:
            previous.collect()
        current = None if item is None else begin(*item)
        if previous is not None:
            score(previous)
        if current is None:
            return
        previous = current


def write_rows(result: EvaluationResult, path: Any) -> None:
    """``result.write_jsonl`` to ``path`` ([E286] naming it when it cannot be written)."""
    try:
        with open(path, "w", encoding="utf8") as handle:
            result.write_jsonl(handle)
    except OSError as exc:
        raise OutputWriteError(Errors.E286.format(path=path, reason=exc.strerror or exc)) from exc


def _check_mode(mode: Any) -> None:
    if mode not in ("auto", "focus_time", "gold"):
        raise InputError(Errors.E151.format(where="evaluate(mode=...)", expected="'auto', 'focus_time' or "
                                            "'gold'", value=mode, type=type(mode).__name__))


def _load_checked(dataset: Any, fields: Any, split: str | None = None) -> Iterator[Dict[str, Any]]:
    """The records of ``dataset``, each validated as it is read ([E021] naming the record and the field)."""
    if dataset is None:
        raise InputTypeError(Errors.E150.format(where="evaluate(dataset=...)", expected="records or a JSONL path",
                                                value=None, type="NoneType"))
    return validated(iter_records(dataset, fields, split=split), source_of(dataset))


def _give_judge(metric_objs: Sequence[BaseMetric], llm: Any) -> None:
    """Hand the judge to every metric that has an LLM mode (they are then scored by it)."""
    if llm is None:
        return
    for m in metric_objs:
        if type(m).supports_llm():
            m.llm = llm


EVALUATE_KEYWORDS = frozenset(name for name, p in inspect.signature(evaluate).parameters.items()
                              if p.kind is not inspect.Parameter.VAR_KEYWORD)


class _CallableModule(types.ModuleType):
    """``spacy_tempoeval.evaluate`` is this package and, as in tempoeval, the function itself."""

    def __call__(self, *args: Any, **kwargs: Any) -> EvaluationResult:
        return evaluate(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule

__all__ = ["evaluate", "aevaluate", "EvaluationResult", "DEFAULT_METRICS", "make_metrics", "focus_times"]
