"""``spacy-tempoeval preprocess``: a corpus through the pipeline into JSONL or a DocBin, resumably."""

# typer evaluates these annotations at run time, and the package supports Python 3.9: keep Optional[...]
# ruff: noqa: UP045

from __future__ import annotations

import contextlib
import math
from typing import TYPE_CHECKING, Any, Iterator, List, Optional

import typer
from rich.progress import (
    BarColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from ..bulk.input_lines import DEFAULT_MAX_CHARS, ReaderConfig
from ..bulk.readers import check_input, detect_format
from ..errors import ConfigError, Errors

if TYPE_CHECKING:  # the run's modules import spaCy: loaded when the command runs
    from ..bulk.preprocess import PreprocessSummary
    from ..bulk.preprocess import Progress as RunProgress

from ._console import (
    CONFIG_HELP,
    DATE_FIELD_HELP,
    LANG_HELP,
    MODEL_HELP,
    RULES_HELP,
    VERBOSE_HELP,
    ExitCode,
    err_console,
    esc,
    exit_code_for,
    fail,
    handle_errors,
    pipeline_spec,
)

DEFAULT_MAX_SECONDS = 60.0  # per record: ordinary texts of 1M characters take a few seconds


class DocsPerSecondColumn(ProgressColumn):
    """Documents done and documents per second."""

    def render(self, task: Task) -> Text:
        docs = task.fields.get("docs", 0)
        elapsed = task.fields.get("elapsed", 0.0)
        rate = f"{docs / elapsed:,.0f} docs/s" if elapsed > 0 else "… docs/s"
        return Text(f"{docs:,} docs · {rate}", style="progress.data.speed")


@contextlib.contextmanager
def progress_bar(enabled: bool, description: str) -> Iterator[Any]:
    """A rich progress bar on stderr over input bytes, with docs/s and an ETA; yields the update callback."""
    if not enabled:
        yield None
        return
    columns = [TextColumn("[bold]{task.description}"), BarColumn(), TextColumn("{task.percentage:>5.1f}%"),
               DocsPerSecondColumn(), TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn()]
    bar = Progress(*columns, console=err_console, transient=False)
    tasks: list = []  # started on the first report: a run with nothing to do shows no empty bar

    def update(p: RunProgress) -> None:
        if not tasks:
            bar.start()
            tasks.append(bar.add_task(description, total=None, docs=0, elapsed=0.0))
        bar.update(tasks[0], total=max(p.total, 1), completed=p.offset, docs=p.docs, elapsed=p.elapsed)

    try:
        yield update
    finally:
        if tasks:
            bar.stop()


def print_summary(summary: PreprocessSummary) -> None:
    """The end-of-run report on stderr."""
    if summary.extra.get("already_complete"):
        err_console.print(f"[bold green]✔[/] {summary.output} is already complete (no checkpoint left): nothing "
                          "to resume. Pass --overwrite to redo it.", soft_wrap=True)
        if summary.bad:
            err_console.print(f"[yellow]![/] the run that completed it skipped {summary.bad:,} line(s), listed in "
                              f"[bold]{esc(summary.errors_path)}[/] (exit code {int(ExitCode.SKIPPED)})",
                              soft_wrap=True)
        return
    rate = summary.docs_per_second
    rate_txt = f"{rate:,.1f} docs/s" if not math.isnan(rate) else "n/a"
    err_console.print(
        f"[bold green]✔[/] {summary.docs:,} docs → [bold]{esc(summary.output)}[/] in {summary.seconds:.1f}s "
        f"({rate_txt}); {summary.lines:,} lines read"
        + (f", resumed {summary.attempts - 1}x" if summary.attempts > 1 else ""), soft_wrap=True)
    if summary.bad:
        err_console.print(f"[yellow]![/] {summary.bad:,} malformed line(s) skipped (or too slow to tag), listed in "
                          f"[bold]{esc(summary.errors_path)}[/] (exit code {int(ExitCode.SKIPPED)})", soft_wrap=True)
    if summary.blank:
        err_console.print(f"[dim]{summary.blank:,} blank line(s) ignored[/]")


def preprocess_command(
    input_path: str = typer.Argument(..., metavar="INPUT",
                                     help="Corpus: JSONL (one object a line) or one text a line."),
    output_path: str = typer.Argument(..., metavar="OUTPUT",
                                      help="Output: FILE.jsonl or FILE.spacy (a directory with --dask)."),
    output_format: Optional[str] = typer.Option(None, "--format", help="jsonl or docbin (default: from the "
                                                                        "OUTPUT suffix)."),
    input_format: str = typer.Option("auto", "--input-format", help="auto, jsonl or text."),
    text_field: str = typer.Option("text", help="JSONL field with the text."),
    id_field: str = typer.Option("id", help="JSONL field with the record id (default: the line number)."),
    date_field: Optional[str] = typer.Option("auto", help=DATE_FIELD_HELP),
    reference_date: Optional[str] = typer.Option(None, "--reference-date", "-r",
                                                 help="Reference date (ISO) for records without their own."),
    max_chars: int = typer.Option(DEFAULT_MAX_CHARS, "--max-chars",
                                  help="Longer texts are listed in the errors file, not processed (also capped "
                                       "by the pipeline's nlp.max_length)."),
    max_seconds_per_doc: float = typer.Option(DEFAULT_MAX_SECONDS, "--max-seconds-per-doc",
                                              help="Seconds one record may take to tag; a slower one is listed "
                                                   "in the errors file ([E175]) and the run goes on (0: no "
                                                   "bound)."),
    max_seconds: float = typer.Option(0, "--max-seconds",
                                      help="Seconds the run may take (0: no bound): it stops at the first "
                                           "checkpoint after that, keeps what is done and exits with code 10; "
                                           "run the same command with --resume to continue."),
    n_process: int = typer.Option(1, "--n-process", "-n", help="Worker processes (nlp.pipe n_process)."),
    batch_size: int = typer.Option(256, "--batch-size", "-b", help="Texts per nlp.pipe batch."),
    checkpoint_every: int = typer.Option(1000, "--checkpoint-every",
                                         help="Input lines per checkpoint (a resumed run continues after "
                                              "the last one)."),
    resume: bool = typer.Option(False, "--resume", help="Continue an interrupted run from its checkpoint."),
    overwrite: bool = typer.Option(False, "--overwrite", help="Replace an existing output or checkpoint."),
    strict: bool = typer.Option(False, "--strict", help="Stop at the first malformed line (exit code 3)."),
    errors_path: Optional[str] = typer.Option(None, "--errors", help="Where to list malformed lines "
                                                                     "(default: OUTPUT_STEM.errors.jsonl)."),
    model: Optional[str] = typer.Option(None, "--model", "-m", help=MODEL_HELP),
    config: Optional[str] = typer.Option(None, "--config", "-c", help=CONFIG_HELP),
    lang: Optional[str] = typer.Option(None, "--lang", help=LANG_HELP),
    rules: Optional[List[str]] = typer.Option(None, "--rules", help=RULES_HELP),
    dask: Optional[str] = typer.Option(None, "--dask", metavar="SCHEDULER",
                                       help="Run on a Dask cluster: a scheduler address (tcp://host:8786), "
                                            "or 'local' for a LocalCluster of --n-process workers."),
    partition_mb: float = typer.Option(16.0, "--partition-mb", help="With --dask: input megabytes per "
                                                                    "partition."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help=VERBOSE_HELP),
) -> None:
    """Run a corpus through the pipeline; write focus years and spans as JSONL or a spaCy DocBin.

    Work is checkpointed every --checkpoint-every lines: after Ctrl-C or a crash, run the same command with
    --resume. Malformed lines are skipped and listed in the errors file (or stop the run with --strict).
    """
    handle_errors(_preprocess)(
        input_path, output_path, output_format=output_format, input_format=input_format,
        text_field=text_field, id_field=id_field, date_field=date_field, reference_date=reference_date,
        max_chars=max_chars, max_seconds_per_doc=max_seconds_per_doc, max_seconds=max_seconds, n_process=n_process,
        batch_size=batch_size,
        checkpoint_every=checkpoint_every,
        resume=resume, overwrite=overwrite, strict=strict, errors_path=errors_path, model=model, config=config,
        lang=lang, dask=dask, partition_mb=partition_mb, quiet=quiet, rules=rules)


def _preprocess(input_path: str, output_path: str, *, output_format: Optional[str], input_format: str,
                text_field: str, id_field: str, date_field: Optional[str], reference_date: Optional[str],
                max_chars: int, max_seconds_per_doc: float, n_process: int, batch_size: int, checkpoint_every: int,
                resume: bool, overwrite: bool,
                strict: bool, errors_path: Optional[str], model: Optional[str], config: Optional[str],
                dask: Optional[str], partition_mb: float, quiet: bool, lang: Optional[str] = None,
                rules: Optional[List[str]] = None, max_seconds: float = 0) -> None:
    if input_format not in ("auto", "jsonl", "text"):
        raise ConfigError(Errors.E145.format(option="--input-format", value=input_format,
                                             reason="use auto, jsonl or text"))
    spec = pipeline_spec(model, config, lang, rules)
    src = check_input(input_path)
    reader = ReaderConfig(format=detect_format(src) if input_format == "auto" else input_format,
                          text_field=text_field, id_field=id_field, date_field=date_field,
                          reference_date=reference_date, max_chars=max_chars)
    if max_seconds < 0 or (max_seconds and dask is not None):
        raise ConfigError(Errors.E145.format(option="--max-seconds", value=max_seconds,
                                             reason="a number of seconds (0: no bound), not with --dask"))
    if dask is not None:
        from ._dask import run_dask

        run_dask(src, output_path, reader=reader, spec=spec, output_format=output_format, address=dask,
                 n_workers=max(1, n_process), batch_size=batch_size, partition_mb=partition_mb, resume=resume,
                 overwrite=overwrite, strict=strict, quiet=quiet)
        return
    from ..bulk.preprocess import preprocess

    try:
        with progress_bar(not quiet, "preprocess") as update:
            summary = preprocess(src, output_path, pipeline=spec, reader=reader, output_format=output_format,
                                 n_process=n_process, batch_size=batch_size,
                                 checkpoint_every=checkpoint_every, strict=strict, resume=resume,
                                 overwrite=overwrite, errors_path=errors_path,
                                 progress=update, max_seconds_per_doc=max_seconds_per_doc or None,
                                 max_seconds=max_seconds or None)
    except KeyboardInterrupt as stop:  # Ctrl-C, or SIGTERM (exit 143)
        raise fail(f"Interrupted. Completed batches are checkpointed in {output_path}.partial; run the same "
                   "command with --resume to continue.", exit_code_for(stop)) from None
    print_summary(summary)
    exit_if_skipped(summary.bad)


def exit_if_skipped(bad: int) -> None:
    """Exit code 11 (``ExitCode.SKIPPED``) after a run that completed but skipped ``bad`` lines (listed in its
    errors file): the outputs are written, and the exit code says they lack those lines."""
    if bad:
        raise typer.Exit(int(ExitCode.SKIPPED))
