"""``preprocess --dask``: the command-line side of the Dask path (progress per partition, summary)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Dict

import typer
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from ..bulk.dask_connect import connect
from ..bulk.input_lines import ReaderConfig
from ..errors import ConfigError, Errors
from ..pipeline.loading import PipelineSpec
from ._console import ExitCode, err_console, esc


def run_dask(src: Path, output_dir: str, *, reader: ReaderConfig, spec: PipelineSpec,
             output_format: str | None, address: str, n_workers: int, batch_size: int, partition_mb: float,
             resume: bool, overwrite: bool, strict: bool, quiet: bool) -> None:
    """Run ``preprocess_dask`` with a progress bar over partitions and print the summary."""
    from ..bulk.dask import preprocess_dask

    if partition_mb <= 0:
        raise ConfigError(Errors.E145.format(option="--partition-mb", value=partition_mb, reason="must be > 0"))
    fmt = output_format or "jsonl"
    if fmt not in ("jsonl", "docbin"):
        raise ConfigError(Errors.E145.format(option="--format", value=fmt, reason="use jsonl or docbin"))
    columns = [TextColumn("[bold]dask"), BarColumn(), MofNCompleteColumn(), TextColumn("parts"),
               TextColumn("{task.fields[docs]:,} docs"), TimeElapsedColumn(), TextColumn("ETA"),
               TimeRemainingColumn()]
    with connect(address, n_workers) as client, Progress(*columns, console=err_console,
                                                          disable=quiet) as bar:
        task = bar.add_task("dask", total=None, docs=0)
        done: Dict[str, int] = {"docs": 0}

        def on_part(result: Dict[str, Any], total: int) -> None:
            done["docs"] += result["docs"]
            bar.update(task, total=total, advance=1, docs=done["docs"])

        summary = preprocess_dask(src, output_dir, client=client, pipeline=spec, reader=reader,
                                  output_format=fmt, partition_bytes=int(partition_mb * 1024 * 1024),
                                  batch_size=batch_size, strict=strict, resume=resume, overwrite=overwrite,
                                  on_part_done=on_part)
    rate = summary.docs_per_second
    err_console.print(
        f"[bold green]✔[/] {summary.docs:,} docs in {summary.parts} parts → [bold]{esc(summary.output_dir)}[/] "
        f"({summary.parts_done_now} processed now on {len(summary.workers)} worker(s), "
        f"{'n/a' if math.isnan(rate) else f'{rate:,.1f} docs/s'})", soft_wrap=True)
    if summary.bad:
        err_console.print(f"[yellow]![/] {summary.bad:,} malformed line(s) skipped, listed in the "
                          f"part-*.errors.jsonl files (exit code {int(ExitCode.SKIPPED)})", soft_wrap=True)
        raise typer.Exit(int(ExitCode.SKIPPED))
