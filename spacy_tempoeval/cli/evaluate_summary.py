"""What ``spacy-tempoeval evaluate`` prints around its results: the summary table (with why records were not
scored), notes on misleading columns, the metric list, and how documents were dated."""

from __future__ import annotations

import math
from typing import Any, Dict, List

import typer
from rich.table import Table

from ._console import err_console, esc


def summary_table(result: Any, title: str) -> Table:
    """The per-metric summary: mean, records scored, records where the metric does not apply (and records whose
    judgment failed, when any did)."""
    table = Table(title=title)
    table.add_column("metric")
    table.add_column("mean", justify="right", style="bold")
    table.add_column("scored", justify="right")
    table.add_column("n/a", justify="right", style="dim")
    failures = any(result.aggregates[col].get("n_failed") for col in result.columns)
    if failures:  # judgments that could not be made: never shown as n/a, never hidden behind the mean
        table.add_column("failed", justify="right", style="bold red")
    why = na_reasons(result)
    if why:
        table.add_column("why n/a (most records)", style="dim", overflow="fold")
    for col, mode, agg in result.summary_aggregates():  # one row per mode when a column mixes gold ids and focus time
        mean = agg["mean"]
        shown = f"{mean:.3f}" if mean is not None and not math.isnan(mean) else "n/a"
        cells = [esc(f"{col} [{mode}]" if mode else col), shown, str(agg["count"]), str(agg["n_not_applicable"])]
        cells += [str(agg.get("n_failed", 0))] if failures else []
        table.add_row(*cells, *([esc(why.get(col, ""))] if why else []))
    return table


def na_reasons(result: Any) -> Dict[str, str]:
    """Column -> the most frequent reason its records were not scored, with its count ("3× the query has no
    focus time"), for the columns scored on fewer records than the run has."""
    out: Dict[str, str] = {}
    for col in result.columns:
        if not result.aggregates[col]["n_not_applicable"] + result.aggregates[col].get("n_failed", 0):
            continue
        counts = result.tally.reasons[col]  # counted as the run was scored (evaluate.tally)
        if counts:
            reason, n = counts.most_common(1)[0]
            more = f" (+{len(counts) - 1} other reasons)" if len(counts) > 1 else ""
            out[col] = f"{n}× {reason}{more}"
    return out


def print_notes(result: Any) -> None:
    """Notes on columns the summary alone would mislead about (a recall@K whose K covers every list)."""
    from ..evaluate.notes import column_notes

    for col, note in column_notes(result).items():
        err_console.print(f"[yellow]![/] {esc(col)}: {esc(note)}", soft_wrap=True)


def list_metrics(names: List[str]) -> None:
    """``--list-metrics``: each metric's name, which way is better and what it measures (its docstring's first
    line), tab-separated."""
    from ..metrics.registry import get_metric

    for name in names:
        cls = get_metric(name)
        better = "lower is better" if getattr(cls, "lower_is_better", False) else "higher is better"
        paragraph = " ".join((cls.__doc__ or "").strip().split("\n\n")[0].split())
        line = paragraph if len(paragraph) <= 160 else paragraph[:159] + "…"
        typer.echo(f"{name}\t{better}\t{line}")  # plain text: tab-separated, never wrapped


def describe_document_dates(counts: Dict[str, int]) -> str:
    """``{"dated": 9, "undated": 1}`` -> "9 read against their own date, 1 against the record's date"."""
    return (f"{counts['dated']:,} read against their own date, {counts['undated']:,} against the record's "
            f"date (they have none)")


__all__ = ["describe_document_dates", "list_metrics", "na_reasons", "print_notes", "summary_table"]
