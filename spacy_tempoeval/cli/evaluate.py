"""``spacy-tempoeval evaluate``: score a RAG run with temporal metrics; summary, per-record files, report.

Focus-time mode is the default and needs no network and no API key; ``--llm MODEL`` switches the metrics
that have an LLM mode to an LLM judge (LiteLLM model string).
"""

# typer evaluates these annotations at run time, and the package supports Python 3.9: keep Optional[...]
# ruff: noqa: UP045

from __future__ import annotations

import math
import warnings
from pathlib import Path
from typing import Any, Dict, List, Optional

import typer
from rich.table import Table

from ..errors import Errors, JudgmentsFailedWarning, LLMError, TempoEvalWarning
from ._console import (
    CONFIG_HELP,
    MODEL_HELP,
    VERBOSE_HELP,
    ExitCode,
    err_console,
    esc,
    fail,
    handle_errors,
    out_console,
    pipeline_spec,
)

MODES = ("auto", "focus_time", "gold")


def parse_ks(values: List[str]) -> List[int]:
    """``["1,5", "10"]`` -> ``[1, 5, 10]``; raises a usage error on anything but positive integers."""
    ks: List[int] = []
    for value in values:
        for part in value.split(","):
            part = part.strip()
            if not part:
                continue
            if not part.isdigit() or int(part) < 1:
                message = Errors.E020.format(value=part) + f" (in -k {value!r})"
                raise fail(message, ExitCode.USAGE)
            ks.append(int(part))
    return sorted(set(ks))


def summary_table(result: Any, title: str) -> Table:
    """The per-metric summary: mean, records scored, records where the metric does not apply."""
    table = Table(title=title)
    table.add_column("metric")
    table.add_column("mean", justify="right", style="bold")
    table.add_column("scored", justify="right")
    table.add_column("n/a", justify="right", style="dim")
    for col in result.columns:
        agg = result.aggregates[col]
        mean = agg["mean"]
        shown = f"{mean:.3f}" if mean is not None and not math.isnan(mean) else "n/a"
        table.add_row(col, shown, str(agg["count"]), str(agg["n_not_applicable"]))
    return table


def write_results(result: Any, path: Path) -> None:
    """Per-record results to ``.json`` (aggregates + rows with NaN reasons) or ``.csv``, atomically."""
    from ..util.atomic import atomic_write_text

    suffix = path.suffix.lower()
    if suffix == ".json":
        atomic_write_text(path, result.to_json(indent=1))
    elif suffix == ".csv":
        atomic_write_text(path, result.to_csv())
    else:
        raise fail(f"Unknown results format for {path}: use a .json or .csv file name.", ExitCode.USAGE)


def _make_judge(model: str) -> Any:
    try:
        from ..llm import LLMJudge
    except ImportError as err:
        raise fail(f"LLM mode is not available: {err}", ExitCode.DEPENDENCY) from None
    return LLMJudge(model=model)


def evaluate_command(
    dataset: str = typer.Argument(..., help="RAG run as JSONL: query, retrieved_docs (texts or {id, text}), "
                                            "answer, optional gold_ids and reference_date."),
    metric: Optional[List[str]] = typer.Option(None, "--metric", "-M",
                                               help="Metric to compute (repeatable; default: the focus-time "
                                                    "retrieval and generation metrics)."),
    k: Optional[List[str]] = typer.Option(None, "--k", "-k", help="Cutoffs for ranked-list metrics, e.g. "
                                                                  "-k 1,5,10 (default: 1, 5, 10)."),
    llm: Optional[str] = typer.Option(None, "--llm", help="Score with an LLM judge (LiteLLM model string, "
                                                          "e.g. gpt-4o-mini) instead of focus times."),
    mode: str = typer.Option("auto", "--mode", help="auto (gold ids when a record has them), focus_time or "
                                                     "gold."),
    reference_date: Optional[str] = typer.Option(None, "--reference-date", "-r",
                                                 help="Reference date (ISO) for records without their own."),
    output: Optional[List[Path]] = typer.Option(None, "--output", "-o",
                                                help="Write per-record results: FILE.json or FILE.csv "
                                                     "(repeatable)."),
    report: Optional[Path] = typer.Option(None, "--report", help="Write a self-contained HTML report."),
    model: Optional[str] = typer.Option(None, "--model", "-m", help=MODEL_HELP),
    config: Optional[str] = typer.Option(None, "--config", "-c", help=CONFIG_HELP),
    list_metrics: bool = typer.Option(False, "--list-metrics", help="List the metric names and exit."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help=VERBOSE_HELP),
) -> None:
    """Score a RAG run with temporal metrics (focus-time mode: no network, no API key).

    Example: spacy-tempoeval evaluate examples/rag_run.jsonl -k 1,3 -o scores.csv --report report.html
    """
    handle_errors(_evaluate)(dataset, metric or None, k or [], llm, mode, reference_date, output or [],
                             report, model, config, list_metrics)


def _evaluate(dataset: str, metrics: Optional[List[str]], k_values: List[str], llm: Optional[str], mode: str,
              reference_date: Optional[str], outputs: List[Path], report: Optional[Path],
              model: Optional[str], config: Optional[str], list_metrics: bool) -> None:
    from ..metrics.registry import metric_names

    if list_metrics:
        for name in metric_names():
            out_console.print(esc(name))
        return
    if mode not in MODES:
        raise fail(f"Unknown --mode {mode!r}; use one of {', '.join(MODES)}.", ExitCode.USAGE)
    for path in outputs:
        if path.suffix.lower() not in (".json", ".csv"):
            raise fail(f"Unknown results format for {path}: use a .json or .csv file name.", ExitCode.USAGE)
    ks = parse_ks(k_values) or [1, 5, 10]
    spec = pipeline_spec(model, config)
    from ..evaluate import evaluate
    from ..evaluate.dataset import load_records, validate
    from ..pipeline.loading import load_pipeline

    records = load_records(dataset)
    if not records:
        raise fail(Errors.E037.format(path=dataset, reason="it has no records"), ExitCode.BAD_INPUT)
    for i, rec in enumerate(records):
        validate(i, rec)
    nlp = load_pipeline(spec)
    judge = _make_judge(llm) if llm else None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", TempoEvalWarning)
        result = evaluate(records, metrics=metrics, k=ks, nlp=nlp, llm=judge, mode=mode,
                          reference_date=reference_date, focus_roles=("qft", "dfts", "aft") if report else ())
    failed = [w.message for w in caught if isinstance(w.message, JudgmentsFailedWarning)]
    for w in caught:
        if not isinstance(w.message, JudgmentsFailedWarning):
            err_console.print(f"[yellow]![/] {w.message}", soft_wrap=True)
    settings: Dict[str, Any] = {"mode": f"LLM judge ({llm})" if llm else "focus time",
                                "k": ", ".join(map(str, ks)), "reference date": result.reference_date or "none"}
    title = f"{Path(dataset).name}: {len(records)} records, {settings['mode']}"
    out_console.print(summary_table(result, esc(title)))
    for path in outputs:
        write_results(result, path)
        err_console.print(f"[green]✔[/] per-record results → [bold]{esc(path)}[/]")
    if report is not None:
        from ..report import write_report

        write_report(report, result, records, result.focus_times, source=str(dataset), settings=settings)
        err_console.print(f"[green]✔[/] HTML report → [bold]{esc(report)}[/]")
    if failed:  # the results are written (with every reason), but the run failed
        by_reason: Dict[str, List[Any]] = {}
        for w in failed:  # one line per distinct cause (a missing key fails every metric the same way)
            by_reason.setdefault(w.reason, []).append(w)
        messages = [Errors.E087.format(metric=", ".join(w.metric for w in ws), n=sum(w.n for w in ws), reason=r)
                    for r, ws in by_reason.items()]
        for message in messages[:-1]:
            err_console.print(f"[bold red]✘[/] {message}", soft_wrap=True)
        raise LLMError(messages[-1])  # exit code 8, from the class
