"""Bulk preprocessing on a Dask cluster: the same pipeline mapped over partitions of the input.

    from distributed import Client
    from spacy_tempoeval.bulk.dask import preprocess_dask
    with Client("tcp://scheduler:8786") as client:
        summary = preprocess_dask("corpus.jsonl", "out/", client=client, output_format="jsonl")

The input is split into partitions of about ``partition_bytes`` on line boundaries (the split depends only
on the file, never on the cluster). Each partition is one task: the worker reads its byte range itself
(workers need the input and the output directory on a shared file system), runs it through the pipeline,
which it loads once per worker from the ``PipelineSpec`` (package, path or config), and writes
``part-NNNNN.jsonl|.spacy`` and ``part-NNNNN.errors.jsonl`` atomically. The records are the same as a
single-machine run's: concatenating the parts in order gives ``preprocess``'s output byte for byte
(``merge_partitioned`` does that).

Output directory: ``_run.json`` (what the run is: input fingerprint, settings, partitions, and the date it started,
"today" for every part even when resumed on a later day; written first),
the part files, and ``_SUCCESS.json`` (counters; written last, so its presence means the output is
complete). A killed run is continued with ``resume=True``: finished parts are kept, the others are redone.

Dask is an optional extra (``pip install 'spacy-tempoeval[dask]'``); this module imports it only when used.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, Tuple, Union

from ..errors import Errors, OutputError, ProcessingError, TempoEvalError
from ..pipeline.loading import PipelineSpec, load_pipeline
from ..util.atomic import atomic_write_text, remove_stale_temporaries
from ..util.paths import check_distinct_paths
from .checkpoint import checked_run_date
from .checkpoint import today as _today  # a name of its own: tests move the clock here
from .dask_connect import connect, local_cluster, require_distributed  # noqa: F401 (re-exported)
from .formats import SUFFIXES, detect_output_format, merge_shards, write_bad_lines, write_shard
from .input_lines import BadLine, ReaderConfig, parse_line
from .lock import lock_path, output_lock
from .readers import Partition, check_input, detect_format, fingerprint, iter_lines, split_lines
from .record_context import reads_today, record_context

PathLike = Union[str, Path]

RUN_NAME = "_run.json"
SUCCESS_NAME = "_SUCCESS.json"
DEFAULT_PARTITION_BYTES = 16 * 1024 * 1024
_LOCAL_PIPELINES: Dict[PipelineSpec, Any] = {}



@dataclass(frozen=True)
class PartitionTask:
    """Everything a worker needs to process one partition (plain, picklable values)."""

    input_path: str
    partition: Partition
    reader: ReaderConfig
    pipeline: PipelineSpec
    fmt: str
    output_dir: str
    batch_size: int = 256
    strict: bool = False
    run_date: str | None = None  # "today" of the whole run (ISO), kept in _run.json: the same on every resume

    @property
    def data_path(self) -> Path:
        """RETURNS (Path): The part's data file."""
        return Path(self.output_dir) / f"part-{self.partition.index:05d}{SUFFIXES[self.fmt]}"

    @property
    def errors_path(self) -> Path:
        """RETURNS (Path): The part's malformed-lines file."""
        return Path(self.output_dir) / f"part-{self.partition.index:05d}.errors.jsonl"


def worker_pipeline(spec: PipelineSpec) -> Tuple[Any, bool]:
    """The pipeline of ``spec`` on this worker, loaded on first use and then reused.

    RETURNS (Tuple[Language, bool]): The pipeline, and whether this call loaded it.
    """
    holder: Any = None
    try:
        from distributed import get_worker

        holder = get_worker()
    except (ImportError, ValueError):
        pass
    cache = _LOCAL_PIPELINES if holder is None else getattr(holder, "_tempoeval_pipelines", None)
    if cache is None:
        cache = {}
        holder._tempoeval_pipelines = cache
    if spec in cache:
        return cache[spec], False
    cache[spec] = load_pipeline(spec)
    return cache[spec], True


def process_partition(task: PartitionTask) -> Dict[str, Any]:
    """Run one partition through the pipeline and write its part files (the task each worker runs).

    RETURNS (dict): Counters: index, docs, bad, blank, lines, seconds, worker, loaded (pipeline loaded here).
    RAISES (LineError): On a malformed line when ``task.strict``.
    """
    started = time.perf_counter()
    nlp, loaded = worker_pipeline(task.pipeline)
    part = task.partition
    bad: List[BadLine] = []
    counts = {"blank": 0, "lines": 0}

    def items() -> Iterator[Tuple[str, Tuple[Any, int, str | None]]]:
        with open(task.input_path, "rb") as f:
            for line, raw, _ in iter_lines(f, start_offset=part.start, first_line=part.first_line,
                                           end_offset=part.end):
                counts["lines"] += 1
                parsed = parse_line(raw, line, task.reader, task.input_path, nlp.max_length)
                if parsed is None:
                    counts["blank"] += 1
                elif isinstance(parsed, BadLine):
                    if task.strict:
                        raise parsed.to_error(task.input_path)
                    bad.append(parsed)
                else:
                    yield parsed.text, (parsed.id, parsed.line, parsed.reference_date)

    with record_context(nlp, None, task.run_date if reads_today(nlp) else None):
        docs = [doc for doc, _ in nlp.pipe(items(), as_tuples=True, batch_size=task.batch_size)]
    write_bad_lines(task.errors_path, bad)
    write_shard(task.data_path, docs, task.fmt)
    worker = getattr(_current_worker(), "address", "local")
    return {"index": part.index, "docs": len(docs), "bad": len(bad), **counts,
            "seconds": time.perf_counter() - started, "worker": worker, "loaded": loaded}


def _current_worker() -> Any:
    try:
        from distributed import get_worker

        return get_worker()
    except (ImportError, ValueError):
        return None


@dataclass
class DaskSummary:
    """What a Dask run did.

    output_dir (Path): The partitioned output directory.
    parts (int): Number of partitions; ``parts_done_now`` of them were processed by this call.
    docs, bad, blank, lines (int): Counters over all parts.
    seconds (float): Wall-clock time of this call.
    workers (List[str]): Addresses of the workers that processed parts in this call.
    pipeline_loads (int): How many times a worker loaded the pipeline in this call (at most one per worker).
    """

    output_dir: Path
    parts: int
    parts_done_now: int
    docs: int
    bad: int
    blank: int
    lines: int
    seconds: float
    workers: List[str] = field(default_factory=list)
    pipeline_loads: int = 0

    @property
    def docs_per_second(self) -> float:
        """RETURNS (float): Documents per wall-clock second of this call (NaN when nothing ran)."""
        return self.docs / self.seconds if self.seconds > 0 and self.parts_done_now else float("nan")

    def to_dict(self) -> Dict[str, Any]:
        """RETURNS (dict): JSON-able summary."""
        data = asdict(self)
        data["output_dir"] = str(self.output_dir)
        return data


def _prepare_output_dir(out: Path, identity: Dict[str, Any], *, resume: bool, overwrite: bool) -> str:
    """Check or start the output directory; RETURNS (str): the run's date (ISO), the one ``_run.json`` keeps,
    so that a resume on a later day anchors "today" to the day the run started, as ``preprocess`` does."""
    run_file = out / RUN_NAME
    if out.exists() and not out.is_dir():
        raise OutputError(Errors.E064.format(path=out) + " (a Dask run writes a directory)")
    if run_file.is_file() and resume and not overwrite:
        found = json.loads(run_file.read_text(encoding="utf-8"))
        run_date = found.pop("run_date", None) if isinstance(found, dict) else None
        if found != identity:
            raise OutputError(Errors.E065.format(
                path=out, reason="the input, settings or partitions changed since the interrupted run; "
                                 "pass --overwrite to start over"))
        if (out / SUCCESS_NAME).is_file():
            raise OutputError(Errors.E065.format(path=out, reason="it is already complete; pass "
                                                                     "--overwrite to redo it"))
        remove_stale_temporaries(out)
        return checked_run_date(run_date, run_file.parent, str(run_file), _today)
    if out.is_dir() and any(out.iterdir()):
        if not overwrite:
            raise OutputError(Errors.E064.format(path=out))
        shutil.rmtree(out)
    out.mkdir(parents=True, exist_ok=True)
    run_date = _today()
    atomic_write_text(run_file, json.dumps({**identity, "run_date": run_date}, indent=1, sort_keys=True))
    return run_date


def plan_partitions(input_path: PathLike, output_dir: PathLike, *, pipeline: PipelineSpec | None = None,
                    reader: ReaderConfig | None = None, output_format: str = "jsonl",
                    partition_bytes: int = DEFAULT_PARTITION_BYTES, batch_size: int = 256,
                    strict: bool = False) -> List[PartitionTask]:
    """The tasks of a partitioned run (no Dask needed: useful to inspect or to run elsewhere)."""
    src = check_input(input_path)
    fmt = detect_output_format(f"x{SUFFIXES.get(output_format, '')}", output_format)
    reader = reader or ReaderConfig(format=detect_format(src))
    spec = pipeline or PipelineSpec()
    out = str(Path(output_dir).resolve())
    return [PartitionTask(str(src.resolve()), p, reader, spec, fmt, out, batch_size, strict)
            for p in split_lines(src, partition_bytes)]


def preprocess_dask(input_path: PathLike, output_dir: PathLike, *, client: Any = None,
                    address: str | None = None, pipeline: PipelineSpec | None = None,
                    reader: ReaderConfig | None = None, output_format: str = "jsonl",
                    partition_bytes: int = DEFAULT_PARTITION_BYTES, batch_size: int = 256,
                    strict: bool = False, resume: bool = False, overwrite: bool = False,
                    on_part_done: Callable[[Dict[str, Any], int], None] | None = None) -> DaskSummary:
    """Preprocess a corpus on a Dask cluster into a directory of partitioned outputs.

    input_path (PathLike): JSONL or one text a line (readable by every worker at the same path).
    output_dir (PathLike): Directory for the parts (writable by every worker at the same path).
    client (Optional[distributed.Client]): A connected client; else one is made for ``address``.
    address (Optional[str]): Scheduler address, used when ``client`` is None.
    pipeline (Optional[PipelineSpec]): Model/config each worker loads once (default pipeline when None).
    reader (Optional[ReaderConfig]): Input format and fields (format detected when None).
    output_format (str): "jsonl" or "docbin".
    partition_bytes (int): Approximate input bytes per partition (one task each).
    batch_size (int): ``nlp.pipe`` batch size on the workers.
    strict (bool): Fail the run on the first malformed line (``LineError``) instead of skipping it.
    resume (bool): Keep the finished parts of an interrupted run and process only the others.
    overwrite (bool): Replace an existing output directory.
    on_part_done (Optional[Callable[[dict, int], None]]): Called with each part's counters and the number
        of parts to do, as parts finish.
    RETURNS (DaskSummary): Counters over all parts.
    RAISES (TempoEvalError): [E070] without dask, [E064]/[E065] output conflicts, [E071] a failed task,
        [E072] another run holds the output directory.
    """
    distributed = require_distributed()
    started = time.perf_counter()
    out = Path(output_dir)
    check_distinct_paths([("input", input_path)], [("lock file", lock_path(out))], [("output directory", out)])
    tasks = plan_partitions(input_path, out, pipeline=pipeline, reader=reader, output_format=output_format,
                            partition_bytes=partition_bytes, batch_size=batch_size, strict=strict)
    first = tasks[0]
    identity = {"input": fingerprint(first.input_path), "reader": first.reader.to_dict(),
                "pipeline": first.pipeline.to_dict(), "format": first.fmt,
                "partitions": [[t.partition.start, t.partition.end, t.partition.first_line] for t in tasks]}
    with output_lock(out):  # a second run on this directory is refused at once ([E072])
        run_date = _prepare_output_dir(out, identity, resume=resume, overwrite=overwrite)
        tasks = [replace(t, run_date=run_date) for t in tasks]
        return _run(out, tasks, client, address, distributed, on_part_done, started)


def _run(out: Path, tasks: List[PartitionTask], client: Any, address: str | None, distributed: Any,
         on_part_done: Callable[[Dict[str, Any], int], None] | None, started: float) -> DaskSummary:
    todo = [t for t in tasks if not (t.data_path.is_file() and t.errors_path.is_file())]
    results: List[Dict[str, Any]] = []
    with _client(client, address) as c:
        if todo:
            futures = c.map(process_partition, todo, pure=False)
            try:
                for future in distributed.as_completed(futures):
                    result = future.result()
                    results.append(result)
                    if on_part_done is not None:
                        on_part_done(result, len(todo))
            except (TempoEvalError, KeyboardInterrupt):
                c.cancel(futures)
                raise
            except Exception as err:  # a worker died, a task raised something unexpected, ...
                c.cancel(futures)
                raise ProcessingError(Errors.E071.format(reason=f"{type(err).__name__}: {err}")) from err
    return _finish(out, tasks, todo, results, time.perf_counter() - started)


@contextlib.contextmanager
def _client(client: Any, address: str | None) -> Iterator[Any]:
    if client is None and address is None:
        raise ProcessingError(Errors.E071.format(reason="pass a distributed.Client or a scheduler address"))
    with connect(client if client is not None else address) as c:  # [E289] / [E071] naming the address
        yield c


def _finish(out: Path, tasks: List[PartitionTask], todo: List[PartitionTask], results: List[Dict[str, Any]],
            seconds: float) -> DaskSummary:
    totals = {"docs": 0, "bad": 0, "blank": 0, "lines": 0}
    for t in tasks:  # counters of all parts, including those done by an earlier attempt
        totals["bad"] += _count_lines(t.errors_path)
    for r in results:
        for key in ("docs", "blank", "lines"):
            totals[key] += r[key]
    summary = DaskSummary(output_dir=out, parts=len(tasks), parts_done_now=len(todo), seconds=seconds,
                          workers=sorted({r["worker"] for r in results}),
                          pipeline_loads=sum(1 for r in results if r["loaded"]), **totals)
    atomic_write_text(out / SUCCESS_NAME, json.dumps(summary.to_dict(), indent=1, sort_keys=True))
    return summary


def _count_lines(path: Path) -> int:
    with open(path, "rb") as f:
        return sum(1 for _ in f)


def part_paths(output_dir: PathLike) -> Tuple[List[Path], List[Path]]:
    """The data and errors files of a completed partitioned output, in order.

    RAISES (TempoEvalError): [E065] when the output is not complete (no ``_SUCCESS.json``).
    """
    out = Path(output_dir)
    if not (out / SUCCESS_NAME).is_file():
        reason = f"the partitioned output is not complete (no {SUCCESS_NAME}); finish it with --resume"
        raise OutputError(Errors.E065.format(path=out, reason=reason))
    data = sorted(p for p in out.glob("part-*") if not p.name.endswith(".errors.jsonl"))
    errors = sorted(out.glob("part-*.errors.jsonl"))
    return data, errors


def merge_partitioned(output_dir: PathLike, target: PathLike, output_format: str | None = None) -> Path:
    """Merge a completed partitioned output into one file (the same bytes as a single-machine run's output).

    RETURNS (Path): ``target``.
    """
    data, _ = part_paths(output_dir)
    fmt = detect_output_format(target, output_format)
    merge_shards(target, data, fmt)
    return Path(target)
