"""Bulk preprocessing on one machine: a corpus through the pipeline into JSONL or a DocBin, resumably.

``preprocess(input, output)`` streams the input once through ``nlp.pipe`` (``n_process`` workers,
``batch_size`` texts a batch) and checkpoints every ``checkpoint_every`` input lines (see ``checkpoint``).
Killed or interrupted, it is re-run with ``resume=True`` and continues after the last completed batch; the
final output is the same, byte for byte, as an uninterrupted run's. Malformed lines are skipped, counted and
written to an errors file, or with ``strict=True`` stop the run with a ``LineError`` naming the line.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Dict, Iterator, List, Tuple, Union

from ..errors import ConfigError, Errors, OutputError, RunTimeLimitError
from ..pipeline.loading import PipelineSpec, check_pipeline, load_pipeline
from ..util.atomic import atomic_concat, atomic_write_bytes, remove_stale_temporaries
from ..util.paths import check_distinct_paths, check_writable
from .checkpoint import RunState, WorkDir, checked_run_date, default_errors_path
from .checkpoint import today as _today  # a name of its own: tests move the clock here
from .formats import bad_lines_bytes, detect_output_format, merge_shards, serialize_shard
from .input_lines import BadLine, LineError, ReaderConfig, parse_line
from .lock import lock_path, output_lock
from .readers import check_input, detect_format, fingerprint, iter_lines

if TYPE_CHECKING:  # spaCy (through record_context and pool) is imported when a run starts, not with the package
    from spacy.language import Language
    from spacy.tokens import Doc

    from .record_context import RecordContext

PathLike = Union[str, Path]

WARMUP_TEXT = "On March 3, 1998, last year, in the 1990s and from 2019 to 2021, next week at noon."


@dataclass
class Progress:
    """A progress report: passed to the ``progress`` callback during a run.

    docs (int): Documents done in this attempt.
    offset (int): Input bytes consumed (over all attempts).
    total (int): Input size in bytes.
    elapsed (float): Seconds since this attempt started.
    """

    docs: int
    offset: int
    total: int
    elapsed: float


@dataclass
class PreprocessSummary:
    """What a finished run did (counters cover all attempts of a resumed run).

    output (Path): The output file.
    errors_path (Path): The file listing malformed lines (written even when empty).
    docs (int): Documents written.
    bad (int): Malformed lines skipped.
    blank (int): Blank JSONL lines skipped.
    lines (int): Input lines read.
    seconds (float): Processing time over all attempts.
    docs_this_attempt (int): Documents processed by this call (less than ``docs`` after a resume).
    attempts (int): 1 + the number of resumes.
    """

    output: Path
    errors_path: Path
    docs: int
    bad: int
    blank: int
    lines: int
    seconds: float
    docs_this_attempt: int
    attempts: int
    extra: Dict[str, Any] = field(default_factory=dict)

    @property
    def docs_per_second(self) -> float:
        """RETURNS (float): Throughput over all attempts (NaN when no time was spent)."""
        return self.docs / self.seconds if self.seconds > 0 else float("nan")

    def to_dict(self) -> Dict[str, Any]:
        """RETURNS (dict): JSON-able summary."""
        return {
            "output": str(self.output), "errors_path": str(self.errors_path),
            "docs": self.docs, "bad": self.bad,
            "blank": self.blank, "lines": self.lines, "seconds": round(self.seconds, 3),
            "docs_per_second": round(self.docs_per_second, 1) if self.seconds > 0 else None,
            "docs_this_attempt": self.docs_this_attempt, "attempts": self.attempts,
        }


@dataclass
class _Shard:
    index: int
    first_line: int
    last_line: int = 0
    end_offset: int = 0
    good: int = 0
    blank: int = 0
    bad: List[BadLine] = field(default_factory=list)
    closed: bool = False


class _Producer:
    """Reads lines from a byte offset, keeps per-shard bookkeeping and yields (text, context) for nlp.pipe."""

    def __init__(self, path: Path, config: ReaderConfig, state: RunState, checkpoint_every: int,
                 strict: bool, max_chars: int | None = None) -> None:
        self.path, self.config, self.strict, self.max_chars = path, config, strict, max_chars
        self.start_line = state.lines_done + 1
        self.start_offset = state.offset
        self.first_shard = state.shards
        self.every = checkpoint_every
        self.shards: Dict[int, _Shard] = {}

    def shard_of(self, line: int) -> int:
        return self.first_shard + (line - self.start_line) // self.every

    def __iter__(self) -> Iterator[Tuple[str, RecordContext]]:
        with open(self.path, "rb") as f:
            shard: _Shard | None = None
            for line, raw, end in iter_lines(f, start_offset=self.start_offset, first_line=self.start_line):
                index = self.shard_of(line)
                if shard is None or shard.index != index:
                    if shard is not None:
                        shard.closed = True
                    shard = self.shards[index] = _Shard(index, first_line=line)
                shard.last_line, shard.end_offset = line, end
                parsed = parse_line(raw, line, self.config, str(self.path), self.max_chars)
                if parsed is None:
                    shard.blank += 1
                elif isinstance(parsed, BadLine):
                    if self.strict:
                        raise parsed.to_error(str(self.path))
                    shard.bad.append(parsed)
                else:
                    shard.good += 1
                    yield parsed.text, (parsed.id, parsed.line, parsed.reference_date)
            if shard is not None:
                shard.closed = True

    def iter_shards(self) -> Iterator[Tuple[_Shard, List[Tuple[str, RecordContext]]]]:
        """Whole shards, in order, each with its records (shards without records included)."""
        items: List[Tuple[str, RecordContext]] = []
        current = self.first_shard
        for text, context in self:
            index = self.shard_of(context[1])
            while current < index:
                yield self.shards[current], items
                items, current = [], current + 1
            items.append((text, context))
        for index in sorted(k for k in self.shards if k >= current):
            yield self.shards[index], items if index == current else []
            items = []


def run_identity(input_path: Path, config: ReaderConfig, spec: PipelineSpec | None, fmt: str,
                 nlp: Language | None) -> Dict[str, Any]:
    """Everything that determines a run's output: resuming requires the same identity."""
    pipeline: Dict[str, Any] = spec.to_dict() if spec is not None else {"model": None, "config": None}
    if nlp is not None:
        pipeline["components"] = list(nlp.pipe_names)
    return {"input": fingerprint(input_path), "reader": config.to_dict(), "pipeline": pipeline, "format": fmt}


def _prepare_workdir(work: WorkDir, output: Path, identity: Dict[str, Any], *, resume: bool,
                     overwrite: bool) -> RunState:
    if resume and work.exists():
        return work.resume(identity)
    if not overwrite:
        if work.exists():
            raise OutputError(Errors.E064.format(path=work.path))
        if output.exists():
            raise OutputError(Errors.E064.format(path=output))
    return work.start(identity)


def _already_complete(output: Path, errors_out: Path) -> PreprocessSummary:
    """The summary of ``--resume`` on an output that is complete (no checkpoint left): nothing to do. ``bad`` is
    the number of records listed in its errors file, so that the resume reports what the run that completed it
    skipped (a run killed after its output was in place must not turn exit code 11 into 0)."""
    return PreprocessSummary(output=output, errors_path=errors_out, docs=0, bad=_listed_errors(errors_out),
                             blank=0, lines=0, seconds=0.0, docs_this_attempt=0, attempts=0,
                             extra={"already_complete": True})


def _listed_errors(errors_out: Path) -> int:
    """The number of records an errors file lists (its non-blank lines); 0 when there is none."""
    try:
        with open(errors_out, "rb") as f:
            return sum(1 for line in f if line.strip())
    except FileNotFoundError:
        return 0


def preprocess(input_path: PathLike, output_path: PathLike, *, nlp: Language | None = None,
               pipeline: PipelineSpec | None = None, reader: ReaderConfig | None = None,
               output_format: str | None = None, n_process: int = 1, batch_size: int = 256,
               checkpoint_every: int = 1000, strict: bool = False, resume: bool = False,
               overwrite: bool = False,
               errors_path: PathLike | None = None,
               progress: Callable[[Progress], None] | None = None,
               max_seconds_per_doc: float | None = None, max_seconds: float | None = None) -> PreprocessSummary:
    """Run a corpus through a ``temporal_focus`` pipeline and write the results, resumably.

    input_path (PathLike): JSONL (one object a line) or plain text (one text a line).
    output_path (PathLike): ``.jsonl`` (ids, focus years, spans) or ``.spacy`` (DocBin with user data).
    nlp (Optional[Language]): The pipeline; else loaded from ``pipeline`` (default: blank English +
        temporal_focus).
    pipeline (Optional[PipelineSpec]): Model or config to load when ``nlp`` is None.
    reader (Optional[ReaderConfig]): Input format and fields; the format is detected when None.
    output_format (Optional[str]): "jsonl" or "docbin"; from the output suffix when None.
    n_process (int): Worker processes; above 1, whole shards go to a process pool (see ``pool``).
    batch_size (int): Texts per ``nlp.pipe`` batch.
    checkpoint_every (int): Input lines per checkpointed shard.
    strict (bool): Stop with ``LineError`` at the first malformed line instead of skipping it.
    resume (bool): Continue an interrupted run from its checkpoint (starts fresh if there is none).
    overwrite (bool): Replace an existing output or checkpoint.
    errors_path (Optional[PathLike]): Where malformed lines go; ``OUTPUT_STEM.errors.jsonl`` by default.
    progress (Optional[Callable[[Progress], None]]): Called every batch and at each checkpoint.
    max_seconds_per_doc (Optional[float]): Seconds ``temporal_focus`` may spend on one record; a record that
        takes longer is listed in the errors file ([E175]) and the run goes on. None: no bound.
    max_seconds (Optional[float]): Seconds this call may run: at the first checkpoint after that, the run stops
        with [E281] (``RunTimeLimitError``), its completed shards kept; ``resume=True`` continues it (each call
        completes at least one shard). None: no bound. A lower ``checkpoint_every`` stops it sooner.
    RETURNS (PreprocessSummary): Counters and timings.
    RAISES (TempoEvalError): [E064] output exists, [E065] cannot resume, [E066]/[E067] bad pipeline,
        [E068] bad input, [E069] unknown output format, [E072] another run holds the output, [E075] an output
        cannot be written; ``LineError`` [E060]-[E063] in strict mode. ``resume=True`` on a complete output
        (no checkpoint left) does nothing and returns a summary with ``extra["already_complete"]``.
    """
    for name, value in (("max_seconds_per_doc", max_seconds_per_doc), ("max_seconds", max_seconds)):
        if value is not None and not value > 0:
            raise ConfigError(Errors.E077.format(where="preprocess()", value=value, name=name,
                                                 reason="a number of seconds > 0, or None"))
    deadline = None if max_seconds is None else (time.monotonic() + max_seconds, max_seconds)
    if n_process == 0 or n_process < -1 or batch_size < 1 or checkpoint_every < 1:
        raise ConfigError(Errors.E077.format(
            where="preprocess()", value=(n_process, batch_size, checkpoint_every),
            name="n_process, batch_size, checkpoint_every",
            reason="n_process must be >= 1 (or -1 for all cores); batch_size and checkpoint_every >= 1"))
    src = check_input(input_path)
    output = Path(output_path)
    fmt = detect_output_format(output, output_format)
    config = reader or ReaderConfig(format=detect_format(src))
    errors_out = Path(errors_path) if errors_path is not None else default_errors_path(output)
    work = WorkDir(output, fmt)
    check_distinct_paths([("input", src)], [("output", output), ("errors file", errors_out),
                                            ("lock file", lock_path(output))],
                         [("checkpoint directory", work.path)])
    for path in (output, errors_out):
        check_writable(path)
    with output_lock(output):  # before anything else: a second run on this output is refused at once
        if nlp is None:
            nlp = load_pipeline(pipeline)
        else:
            check_pipeline(nlp)
        if resume and not work.exists() and output.exists() and not overwrite:
            work.remove()  # a directory without state: left by a kill while it was being removed after the merge
            return _already_complete(output, errors_out)
        state = _prepare_workdir(work, output, run_identity(src, config, pipeline, fmt, nlp),
                                 resume=resume, overwrite=overwrite)
        try:
            return _run(src, output, work, state, config, nlp, errors_out, fmt=fmt, n_process=n_process,
                        batch_size=batch_size, checkpoint_every=checkpoint_every, strict=strict,
                        progress=progress, max_seconds_per_doc=max_seconds_per_doc, deadline=deadline)
        except LineError:
            # --strict stopped at a malformed line: the input has to change, so the checkpoint could never be
            # resumed; remove it so that a plain re-run is not blocked
            work.remove()
            raise


def _run(src: Path, output: Path, work: WorkDir, state: RunState, config: ReaderConfig, nlp: Language,
         errors_out: Path, *, fmt: str, n_process: int, batch_size: int, checkpoint_every: int, strict: bool,
         progress: Callable[[Progress], None] | None, max_seconds_per_doc: float | None = None,
         deadline: Tuple[float, float] | None = None) -> PreprocessSummary:
    producer = _Producer(src, config, state, checkpoint_every, strict, max_chars=nlp.max_length)
    writer = _ShardWriter(work, state, producer, fmt, src.stat().st_size, progress, deadline)
    from .pool import pool_shards
    from .record_context import record_context

    run_date = _run_date(work, state, nlp)
    with record_context(nlp, max_seconds_per_doc, run_date):  # before the workers are made: they get it too
        if n_process != 1:
            # load lazily built state (rules, date parser data) once, before the workers are forked
            nlp(WARMUP_TEXT)
            workers = n_process if n_process > 0 else (os.cpu_count() or 1)
            for shard, payload, n_docs, stopped in pool_shards(nlp, producer.iter_shards(), fmt=fmt,
                                                               n_process=workers, batch_size=batch_size):
                writer.flush(shard, [], payload, n_docs, stopped)
            return _finish(work, state, output, errors_out, fmt, writer.done_now)
        return _run_here(nlp, producer, writer, batch_size, (work, state, output, errors_out, fmt))


def _run_date(work: WorkDir, state: RunState, nlp: Language) -> str | None:
    """The date "today" means for the whole run (``default_reference_date="today"``): the day the run started,
    kept in its checkpoint, so that ``--resume`` on a later day and a run across midnight anchor every record
    to one date. None when no component of ``nlp`` reads today's date."""
    from .record_context import reads_today

    if not reads_today(nlp):
        return None
    if not state.extra.get("run_date"):
        state.extra["run_date"] = _today()
        work.save(state)
    return checked_run_date(state.extra["run_date"], work.output, f"checkpoint {work.state_path}", _today)


def _run_here(nlp: Language, producer: _Producer, writer: _ShardWriter, batch_size: int,
              finish: Tuple[WorkDir, RunState, Path, Path, str]) -> PreprocessSummary:
    """The single-process run: ``nlp.pipe`` in this process, shards flushed as they complete."""
    state = finish[1]
    pending: List[Doc] = []
    current = state.shards
    stream = nlp.pipe(producer, as_tuples=True, batch_size=batch_size)
    for i, (doc, context) in enumerate(stream, 1):
        index = producer.shard_of(context[1])
        while current < index:
            writer.flush(producer.shards[current], pending)
            pending, current = [], current + 1
        pending.append(doc)
        if i % batch_size == 0:
            writer.report(len(pending))
    for index in sorted(producer.shards):
        writer.flush(producer.shards[index], pending if index == current else [])
        pending = []
    return _finish(*finish, writer.done_now)


class _ShardWriter:
    """Writes each finished shard (docs and bad lines) atomically, then records it in the run's state."""

    def __init__(self, work: WorkDir, state: RunState, producer: _Producer, fmt: str, total_bytes: int,
                 progress: Callable[[Progress], None] | None, deadline: Tuple[float, float] | None = None) -> None:
        self.work, self.state, self.producer, self.fmt = work, state, producer, fmt
        self.total, self.progress = total_bytes, progress
        self.deadline = deadline  # (time.monotonic() to stop at, the bound in seconds), or None
        self.started = time.perf_counter()
        self.seconds_before = state.seconds
        self.done_now = 0

    def flush(self, shard: _Shard, docs: List[Doc], payload: bytes | None = None, n_docs: int = 0,
              stopped: List[Any] | None = None) -> None:
        state, work = self.state, self.work
        if payload is None:
            from .record_context import timed_out

            docs, stopped = timed_out(docs, self.producer.config.text_field)
        stopped = stopped or []
        n = len(docs) if payload is None else n_docs
        if n + len(stopped) != shard.good:  # pragma: no cover - would be a bug in the bookkeeping
            raise RuntimeError(f"shard {shard.index}: {n} docs for {shard.good} records")  # invariant: a bug
        path = str(self.producer.path)
        bad = sorted([*shard.bad, *(BadLine(line, f"{path}, line {line}: {error}", raw, field)
                                    for line, error, raw, field in stopped)], key=lambda b: b.line)
        errors_payload = bad_lines_bytes(bad)
        atomic_write_bytes(work.errors_path(shard.index), errors_payload)
        if payload is None:
            payload = serialize_shard(docs, self.fmt)
        atomic_write_bytes(work.shard_path(shard.index), payload)
        work.record_files(state, shard.index, payload, errors_payload)
        state.shards, state.lines_done, state.offset = shard.index + 1, shard.last_line, shard.end_offset
        state.docs += n
        state.bad += len(bad)
        state.blank += shard.blank
        state.seconds = self.seconds_before + time.perf_counter() - self.started
        work.save(state)
        self.done_now += n
        del self.producer.shards[shard.index]
        self.report(0)
        self.check_deadline()

    def check_deadline(self) -> None:
        """Stop the run with [E281] when its time bound has passed and input is left (called after a checkpoint,
        so everything done so far is kept and ``--resume`` goes on from here)."""
        if self.deadline is None or self.state.offset >= self.total or time.monotonic() < self.deadline[0]:
            return
        state = self.state
        raise RunTimeLimitError(Errors.E281.format(seconds=self.deadline[1], docs=state.docs,
                                                   lines=state.lines_done, partial=self.work.path))

    def report(self, pending: int) -> None:
        """Call the progress callback (docs written or waiting in the current shard)."""
        if self.progress is not None:
            self.progress(Progress(self.done_now + pending, self.state.offset, self.total,
                                   time.perf_counter() - self.started))


def _finish(work: WorkDir, state: RunState, output: Path, errors_out: Path, fmt: str,
            done_now: int) -> PreprocessSummary:
    shards = work.shard_paths(state.shards)
    merge_shards(output, shards, fmt)  # the output first: no errors file beside an output that failed
    atomic_concat(errors_out, work.error_paths(state.shards))
    remove_stale_temporaries(output.parent, output.name)
    work.remove()
    return PreprocessSummary(output=output, errors_path=errors_out, docs=state.docs, bad=state.bad,
                             blank=state.blank, lines=state.lines_done, seconds=state.seconds,
                             docs_this_attempt=done_now, attempts=state.attempts)
