"""``spacy-tempoeval validate-metrics``: perturb a RAG run and show, per metric, how often it detects the failure
it is meant to catch and how often invariant rewrites leave it unchanged (docs/validation.md)."""

# typer evaluates these annotations at run time, and the package supports Python 3.9: keep Optional[...]
# ruff: noqa: UP045

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, List, Optional

import typer

from ..errors import ConfigError, Errors, ThresholdError
from ._console import (
    CONFIG_HELP,
    LANG_HELP,
    MODEL_HELP,
    RULES_HELP,
    err_console,
    esc,
    handle_errors,
    out_console,
    pipeline_spec,
)


def _rate(value: Any) -> str:
    return "—" if value is None or (isinstance(value, float) and math.isnan(value)) else f"{value:.0%}"


SHORT = {"answer_years_shifted": "years", "answer_period_replaced": "period", "fabricated_date_added": "fabricated",
         "other_era_on_top": "other era", "ranking_reversed": "reversed"}


def print_table(report: Any) -> None:
    """The report as a table: per metric, lowered/trials by failure kind, the pooled detection rate and the
    share of invariant rewrites that left it unchanged; then the perturbations (what each does, what it
    targets)."""
    from rich.table import Table

    kinds = [p["name"] for p in report.perturbations if p["kind"] == "lower"]
    table = Table(title=f"Metric validation: {report.n_records} records, seed {report.seed}, k {report.k} "
                        "(lowered/trials)")
    table.add_column("metric", no_wrap=True)
    for head in (*[SHORT.get(n, n) for n in kinds], "detection", "invariant"):
        table.add_column(head, justify="right")
    for row in report.table():
        cells = [row["metric"]]
        for kind in kinds:
            t = row["detection"].get(kind)
            cells.append("" if t is None else f"{t['hits']}/{t['trials']}")
        cells.append(_rate(row["detection_rate"]))
        cells.append(_rate(row["invariance_rate"]))
        table.add_row(*map(esc, cells))
    out_console.print(table)
    for p in report.perturbations:
        targets = ", ".join(p["targets"]) if p["targets"] else "every metric (must not change)"
        out_console.print(f"  {esc(SHORT.get(p['name'], p['name']))}: {esc(p['name'])} ({p['kind']}, "
                          f"{p['records']} records): {esc(p['description'])}; targets {esc(targets)}",
                          soft_wrap=True)


def validate_command(
    run: str = typer.Argument(..., help="RAG run (JSONL, JSON, CSV or Parquet) with query, retrieved_docs and "
                                        "answer."),
    metric: Optional[List[str]] = typer.Option(None, "--metric", "-M", help="Metric to validate (repeatable; "
                                               "default: the focus-time retrieval and generation metrics)."),
    k: int = typer.Option(3, "--k", "-k", min=1, help="Cutoff of the ranked-list metrics, and how many other-era "
                                                      "documents go on top."),
    seed: int = typer.Option(0, "--seed", help="Seed of every random choice of the perturbations."),
    reference_date: Optional[str] = typer.Option(None, "--reference-date", "-r",
                                                 help="Reference date (ISO) for records without their own."),
    min_detection: Optional[float] = typer.Option(None, "--min-detection", metavar="SHARE",
                                                  help="Exit with code 9 when a metric detects one of its "
                                                       "failure kinds in fewer than SHARE of its trials, e.g. 0.9."),
    fields: str = typer.Option("auto", "--fields", help="Field names of the records: auto, ragas, deepeval, "
                                                        "continuous-eval, native, or THEIR=OURS pairs."),
    as_json: bool = typer.Option(False, "--json", help="Print the full report as JSON (with the failed cases)."),
    output: Optional[Path] = typer.Option(None, "--output", "-o", help="Also write the JSON report to this file."),
    model: Optional[str] = typer.Option(None, "--model", "-m", help=MODEL_HELP),
    config: Optional[str] = typer.Option(None, "--config", "-c", help=CONFIG_HELP),
    lang: Optional[str] = typer.Option(None, "--lang", help=LANG_HELP),
    rules: Optional[List[str]] = typer.Option(None, "--rules", help=RULES_HELP),
) -> None:
    """Prove that each metric catches its failure kind: perturb a run (years shifted, a period replaced, a
    fabricated date, other-era documents on top, the ranking reversed; paraphrases and year rewrites that must
    change nothing), re-tag with the same pipeline and report detection and invariance rates.
    Example: spacy-tempoeval validate-metrics examples/history_run.jsonl --min-detection 0.9
    """
    handle_errors(_validate)(run, metric or None, k, seed, reference_date, min_detection, as_json, output,
                             model, config, lang, rules, fields)


def _validate(run: str, metrics: Optional[List[str]], k: int, seed: int, reference_date: Optional[str],
              min_detection: Optional[float], as_json: bool, output: Optional[Path], model: Optional[str],
              config: Optional[str], lang: Optional[str], rules: Optional[List[str]], fields: str = "auto") -> None:
    if min_detection is not None and not 0.0 <= min_detection <= 1.0:
        raise ConfigError(Errors.E271.format(value=min_detection))
    from ..pipeline.loading import load_pipeline
    from ..util.atomic import atomic_write_text
    from ..validation import validate_metrics
    from .evaluate import parse_fields

    field_spec = parse_fields(fields)  # [E091] (exit 2) before any work
    if output is not None:  # [E170] (the report never replaces the run), [E075]: before the run is re-tagged
        from ..util.paths import check_outputs

        check_outputs([("run", run)], [("-o", output)])
    nlp = load_pipeline(pipeline_spec(model, config, lang, rules))
    report = validate_metrics(run, nlp, metrics=metrics, k=k, seed=seed, reference_date=reference_date,
                              fields=field_spec)
    if output is not None:
        atomic_write_text(output, report.to_json() + "\n")
    if as_json:
        typer.echo(report.to_json())
    else:
        print_table(report)
    for col in report.untested():
        err_console.print(f"[yellow]![/] {esc(col)}: no record where a targeted perturbation could lower it; "
                          "nothing was shown for it.", soft_wrap=True)
    failing = report.failing(min_detection) if min_detection is not None else []
    if failing:
        listed = "; ".join(f"{c} under {p}: {r:.0%}" for c, p, r in failing)
        raise ThresholdError(Errors.E274.format(min_detection=min_detection, failing=listed))
