"""``spacy-tempoeval evaluate``: score a RAG run with temporal metrics; summary, per-record files, report.

Focus-time mode is the default and needs no network and no API key; ``--llm MODEL`` switches the metrics
that have an LLM mode to an LLM judge (LiteLLM model string).
"""

# typer evaluates these annotations at run time, and the package supports Python 3.9: keep Optional[...]
# ruff: noqa: UP045

from __future__ import annotations

import contextlib
import json
import warnings
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional

import typer

from ..errors import (
    ConfigError,
    Errors,
    JudgmentsFailedWarning,
    LLMError,
    TempoEvalWarning,
)
from ._console import (
    CONFIG_HELP,
    LANG_HELP,
    MODEL_HELP,
    RULES_HELP,
    VERBOSE_HELP,
    err_console,
    esc,
    handle_errors,
    out_console,
    pipeline_spec,
)
from ._gc import built_objects_frozen
from .evaluate_input import CountedRecords, load_dataset, mode_label, parse_n_process, throughput
from .evaluate_judge import JudgeOptions, make_judge
from .evaluate_summary import describe_document_dates, print_notes, summary_table
from .evaluate_summary import list_metrics as print_metric_list
from .evaluate_time import check_as_of, print_time_tables

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
                raise ConfigError(Errors.E020.format(value=part) + f" (in -k {value!r})")
            ks.append(int(part))
    return sorted(set(ks))


RESULT_SUFFIXES = (".json", ".jsonl", ".csv")


def write_results(result: Any, path: Path) -> List[Path]:
    """Per-record results to ``.json`` (usage, aggregates, rows with NaN reasons and judge verdicts),
    ``.jsonl`` (one line per record, see ``EvaluationResult.write_jsonl``; the run's own ``rows_to`` file is
    already written) or ``.csv``, atomically, each encoded as it is written. An LLM run's CSV gets a sidecar
    ``STEM.llm_usage.json`` (calls, cache hits, reused, failures, tokens, cost), so that the CSV stays one plain
    table. RETURNS (List[Path]): the files written."""
    from ..util.atomic import atomic_open, atomic_write_text

    suffix = path.suffix.lower()
    if suffix == ".json":
        with atomic_open(path, "w") as handle:  # encoded as it is written: the text is never held whole
            result.write_json(handle, indent=1)
        return [path]
    if suffix == ".jsonl":
        if result.stored is None or Path(result.stored.path).resolve() != path.resolve():
            with atomic_open(path, "w") as handle:
                result.write_jsonl(handle)
        return [path]
    if suffix == ".csv":
        with atomic_open(path, "w") as handle:
            result.write_csv(handle)
        if result.llm_usage is None:
            return [path]
        sidecar = usage_sidecar(path)
        atomic_write_text(sidecar, json.dumps({"results": path.name, "reference_date": result.reference_date,
                                               "llm_usage": result.llm_usage}, indent=1) + "\n")
        return [path, sidecar]
    raise ConfigError(Errors.E145.format(option="-o", value=str(path), reason="use a .json, .jsonl or .csv file name"))


def usage_sidecar(path: Path) -> Path:
    """``scores.csv`` -> ``scores.llm_usage.json`` (where an LLM run's CSV keeps its usage totals)."""
    return path.with_name(f"{path.stem}.llm_usage.json")


def parse_fields(value: str) -> Any:
    """``--fields``: a library name ("ragas", ...) or ``their=ours,their2=ours2``; [E091] (ConfigError: exit 2)."""
    from ..io.records_mapping import resolve_mapping

    spec: Any = value.strip()
    if "=" in spec:
        pairs = [p.strip() for p in spec.split(",") if p.strip()]
        bad = [p for p in pairs if p.count("=") != 1 or not all(x.strip() for x in p.split("="))]
        if bad:
            raise ConfigError(Errors.E091.format(reason=f"--fields {value!r}: write THEIR=OURS pairs separated "
                                                        f"by commas, e.g. question_text=query,docs=retrieved_docs"))
        spec = {a.strip(): b.strip() for a, b in (p.split("=") for p in pairs)}
    if spec != "auto":
        resolve_mapping(spec)  # [E091] on an unknown library name or target field
    return spec


def check_metric_modes(metrics: Optional[List[str]], llm: Optional[str]) -> None:
    """Before any work: LLM-only metrics without ``--llm`` are a usage error [E140]; a composite metric whose
    components are not selected gets a note on stderr (it would be n/a on every record)."""
    from ..metrics.registry import get_metric

    if not metrics:
        return
    classes = {name: get_metric(name) for name in metrics}  # [E032] on an unknown name (usage, exit 2)
    llm_only = [name for name, cls in classes.items() if getattr(cls, "requires_llm", False)]
    if llm_only and llm is None:
        raise ConfigError(Errors.E140.format(metrics=", ".join(llm_only)))
    for name, cls in classes.items():
        sources = getattr(cls, "sources", None)
        if getattr(cls, "metric_type", None) != "composite" or not isinstance(sources, dict):
            continue
        components = [metric for metric, _ in sources.values()]
        missing = [c for c in components if c not in classes]
        if missing:
            have = [c for c in components if c in classes]
            also = (f"it combines only {', '.join(have)}" if have
                    else "so it is n/a for every record")
            flags = " ".join(f"-M {c}" for c in missing)
            err_console.print(f"[yellow]![/] {esc(name)}: its component(s) {esc(', '.join(missing))} were not "
                              f"selected, {also}; add {esc(flags)} to include them.", soft_wrap=True)


@contextlib.contextmanager
def run_progress(enabled: bool, judge: Any) -> Iterator[Any]:
    """Progress bars on stderr: the distinct texts tagged, then (LLM mode) the records judged, with the
    judgments made so far and an ETA. Yields ``evaluate``'s ``progress`` callback, or None when disabled
    (stderr is not a terminal, or ``--quiet``)."""
    if not enabled:
        yield None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    columns = [TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
               TextColumn("{task.fields[what]}"), TextColumn("ETA"), TimeRemainingColumn()]
    with Progress(*columns, console=err_console, transient=True) as bar:
        tasks: Dict[str, Any] = {}

        def update(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(stage, total=max(total, 1), what="")
            what = "texts" if stage == "tagging" else "records"
            if stage == "judging" and judge is not None:
                u = judge.usage.to_dict()
                what = (f"records · {u['calls']:,} calls, {u['cache_hits']:,} cached, {u['reused']:,} reused, "
                        f"{u['failures']:,} failed")
            bar.update(tasks[stage], completed=done, total=max(total, 1), what=what)

        yield update


def evaluate_command(
    dataset: Optional[str] = typer.Argument(None, show_default=False,
                                            help="RAG run as JSONL, a JSON array, CSV or Parquet: query, "
                                                 "retrieved_docs (texts or {id, text, reference_date}) or "
                                                 "retrieved_ids, answer, optional gold_ids and "
                                                 "reference_date."),
    metric: Optional[List[str]] = typer.Option(None, "--metric", "-M",
                                               help="Metric to compute (repeatable; default: the focus-time "
                                                    "retrieval and generation metrics)."),
    k: Optional[List[str]] = typer.Option(None, "--k", "-k", help="Cutoffs for ranked-list metrics, e.g. "
                                                                  "-k 1,5,10 (default: 1, 5, 10)."),
    llm: Optional[str] = typer.Option(None, "--llm", help="Score with an LLM judge (LiteLLM model string, "
                                                          "e.g. gpt-4o-mini or ollama/llama3) instead of "
                                                          "focus times."),
    api_base: Optional[str] = typer.Option(None, "--api-base", help="LLM server URL, e.g. "
                                                                    "http://localhost:11434 (Ollama) or "
                                                                    "http://localhost:8000/v1 (vLLM)."),
    api_key_env: Optional[str] = typer.Option(None, "--api-key-env", metavar="NAME",
                                              help="Read the API key from this environment variable (never "
                                                   "printed). Without it LiteLLM reads its own "
                                                   "(OPENAI_API_KEY, ...)."),
    concurrency: Optional[int] = typer.Option(None, "--concurrency", min=1,
                                              help="LLM calls in flight at once (default 8)."),
    timeout: Optional[float] = typer.Option(None, "--timeout", min=0.001,
                                            help="Seconds allowed for one LLM call (default 60)."),
    retries: Optional[int] = typer.Option(None, "--retries", min=0,
                                          help="Retries of a call after a rate limit, timeout or server error "
                                               "(default 3)."),
    cache: Optional[Path] = typer.Option(None, "--cache", help="SQLite file of cached judge replies (default: "
                                                               "$SPACY_TEMPOEVAL_LLM_CACHE or "
                                                               "~/.cache/spacy_tempoeval/llm_cache.sqlite)."),
    no_cache: bool = typer.Option(False, "--no-cache", help="Do not read or write the judge cache."),
    llm_option: Optional[List[str]] = typer.Option(None, "--llm-option", metavar="KEY=VALUE",
                                                   help="An option passed to every LiteLLM call (repeatable; "
                                                        "VALUE read as JSON when it parses), e.g. "
                                                        "--llm-option max_tokens=512 --llm-option num_ctx=8192."),
    mode: str = typer.Option("auto", "--mode", help="auto (gold ids when a record has them), focus_time or "
                                                     "gold."),
    reference_date: Optional[str] = typer.Option(None, "--reference-date", "-r",
                                                 help="Reference date (ISO) for records without their own."),
    data_format: Optional[str] = typer.Option(None, "--format", help="Dataset format: jsonl, json (an array), "
                                                                       "csv or parquet (default: by the file "
                                                                       "extension; JSONL otherwise)."),
    fields: str = typer.Option("auto", "--fields", help="Field names of the records: auto, ragas, deepeval, "
                                                        "continuous-eval, native, or THEIR=OURS pairs "
                                                        "(question_text=query,docs=retrieved_docs)."),
    output: Optional[List[Path]] = typer.Option(None, "--output", "-o",
                                                help="Write per-record results: FILE.json, FILE.csv or "
                                                     "FILE.jsonl (one line per record, written as the run "
                                                     "goes: a stopped run keeps the records done) "
                                                     "(repeatable)."),
    report: Optional[Path] = typer.Option(None, "--report", help="Write a self-contained HTML report."),
    model: Optional[str] = typer.Option(None, "--model", "-m", help=MODEL_HELP),
    config: Optional[str] = typer.Option(None, "--config", "-c", help=CONFIG_HELP),
    lang: Optional[str] = typer.Option(None, "--lang", help=LANG_HELP),
    rules: Optional[List[str]] = typer.Option(None, "--rules", help=RULES_HELP),
    list_metrics: bool = typer.Option(False, "--list-metrics", help="List the metric names and exit."),
    fail_under: Optional[List[str]] = typer.Option(None, "--fail-under", metavar="METRIC=VALUE",
                                                   help="Quality gate (repeatable): exit with code 9 when the "
                                                        "metric's mean is under VALUE (or nothing was scored), "
                                                        "after writing the outputs, listing the worst records "
                                                        "and why, e.g. --fail-under temporal_precision@5=0.8."),
    max_failure_rate: Optional[float] = typer.Option(None, "--max-failure-rate", metavar="RATE",
                                                     help="With --llm: exit with code 8 when more than RATE "
                                                          "(0-1) of a metric's judgments failed, after writing "
                                                          "the outputs (a run where all failed always exits 8)."),
    by_kind: bool = typer.Option(False, "--by-kind", help="Also print every metric broken down by the kind of "
                                 "the query's time (explicit, relative, named, composed, none); the JSON output "
                                 "always has it."),
    as_of: Optional[str] = typer.Option(None, "--as-of", metavar="DATES",
                                        help="Replay the run under other reference dates, e.g. "
                                             "2020-01-01,2022-01-01: only the records whose texts depend on the "
                                             "date are re-scored; prints the means per date and the records "
                                             "that change (JSON output: \"as_of\"; report: a chart)."),
    n_process: str = typer.Option("auto", "--n-process", "-n", metavar="N|auto",
                                  help="Processes that tag the texts: a number, -1 for one per core, or auto (one "
                                       "per core, at most 4, for runs of 2,048 records or more; else 1); the "
                                       "scores are the same."),
    dask: Optional[str] = typer.Option(None, "--dask", metavar="SCHEDULER",
                                       help="Tag on a Dask cluster: its scheduler's address (tcp://host:8786) or "
                                            "'local' (a LocalCluster of --n-process workers, one per core by "
                                            "default); needs the dask extra."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar."),
    verbose: bool = typer.Option(False, "--verbose", "-v", help=VERBOSE_HELP),
) -> None:
    """Score a RAG run with temporal metrics (focus-time mode: no network, no API key).

    Example: spacy-tempoeval evaluate examples/rag_run.jsonl -k 1,3 -o scores.csv --report report.html
    """
    judge_options = JudgeOptions(api_base, api_key_env, concurrency, timeout, retries, cache, no_cache,
                                 llm_option or None)
    handle_errors(_evaluate)(dataset, metric or None, k or [], llm, mode, reference_date, output or [],
                             report, model, config, list_metrics, judge_options, fields, quiet, lang, rules,
                             fail_under or [], data_format, max_failure_rate, by_kind, as_of, n_process, dask)


def _evaluate(dataset: Optional[str], metrics: Optional[List[str]], k_values: List[str], llm: Optional[str], mode: str,
              reference_date: Optional[str], outputs: List[Path], report: Optional[Path],
              model: Optional[str], config: Optional[str], list_metrics: bool, judge_options: JudgeOptions,
              fields: str, quiet: bool, lang: Optional[str] = None, rules: Optional[List[str]] = None,
              fail_under: Optional[List[str]] = None, data_format: Optional[str] = None,
              max_failure_rate: Optional[float] = None, by_kind: bool = False,
              as_of: Optional[str] = None, n_process: Any = 1, dask: Optional[str] = None) -> None:
    import time

    from ..evaluate.gates import parse_thresholds
    from ..metrics.registry import metric_names

    if list_metrics:
        print_metric_list(metric_names())
        return
    if dataset is None:
        raise ConfigError(Errors.E145.format(option="DATASET", value=None, reason="give the RAG run to score "
                                             "(a JSONL, JSON, CSV or Parquet file)"))
    _check_options(mode, outputs, llm, judge_options)
    _check_paths(dataset, outputs, report, llm, judge_options)
    ks = parse_ks(k_values) or [1, 5, 10]
    thresholds = parse_thresholds(fail_under or [])  # [E191] before any work
    _check_failure_rate_option(max_failure_rate, llm)
    check_as_of(as_of)  # [E260] / [E261] before any work
    field_spec = parse_fields(fields)
    check_metric_modes(metrics, llm)
    spec = pipeline_spec(model, config, lang, rules)
    from ..evaluate import evaluate
    from ..evaluate.dataset import Mapped
    from ..pipeline.loading import load_pipeline_lazily

    # streamed unless the report or --as-of needs them all; a streamed result keeps each record's id, query and answer
    records: Any = (load_dataset(dataset, field_spec, data_format) if report is not None or as_of
                    else CountedRecords(dataset, field_spec, data_format))
    nlp = load_pipeline_lazily(spec)  # spaCy is imported only if a text needs a Doc
    with warnings.catch_warnings(record=True) as opening:  # a damaged cache: one "!" line, not a Python warning
        warnings.simplefilter("always", TempoEvalWarning)
        judge = make_judge(llm, judge_options) if llm else None
    _print_warnings(opening)
    show_progress = not quiet and err_console.is_terminal
    started = time.perf_counter()
    with warnings.catch_warnings(record=True) as caught, run_progress(show_progress, judge) as progress, \
            built_objects_frozen():
        warnings.simplefilter("always", TempoEvalWarning)
        result = evaluate(records if isinstance(records, list) else Mapped(records, (dataset, data_format)),
                          metrics=metrics, k=ks, nlp=nlp, llm=judge, mode=mode,
                          reference_date=reference_date,
                          focus_roles=("qft", "dfts", "aft") if report or thresholds else (),
                          fields="native", progress=progress, n_process=parse_n_process(n_process),
                          max_concurrency=judge.max_concurrency if judge is not None else 8, as_of=as_of,
                          rows_to=next((p for p in outputs if p.suffix.lower() == ".jsonl"), None), dask=dask)
    if isinstance(records, CountedRecords):
        records.check_not_empty()  # [E037] alone, not after the API's [W026] saying the same
    failed = _print_warnings(caught)
    err_console.print(throughput(len(result), time.perf_counter() - started, result.processes, dask=dask is not None),
                      soft_wrap=True,
                      highlight=False)
    settings: Dict[str, Any] = {"mode": mode_label(mode, llm, records),
                                "k": ", ".join(map(str, ks)), "reference date": result.reference_date or "none"}
    if result.document_dates is not None:
        settings["document dates"] = describe_document_dates(result.document_dates)
        err_console.print(f"documents: {esc(settings['document dates'])}", soft_wrap=True)
    if result.llm_usage is not None:
        from ..llm.cost import describe_usage

        settings["LLM usage"] = describe_usage(result.llm_usage)
    title = f"{Path(dataset).name}: {len(result)} records, {settings['mode']}"
    out_console.print(summary_table(result, esc(title)))
    print_notes(result)
    print_time_tables(result, by_kind)
    if result.llm_usage is not None:  # calls, cache hits, failures, tokens and cost: every LLM run
        err_console.print(f"[bold]LLM judge[/] {esc(result.llm_usage['model'])}: {esc(settings['LLM usage'])}",
                          soft_wrap=True)
    _write_outputs(result, outputs, report, records, dataset, settings)
    _raise_if_judgments_failed(failed)  # the results are written (with every reason), but the run failed
    _raise_if_too_many_failed(result, max_failure_rate)
    _gate(result, thresholds)


def _check_failure_rate_option(rate: Optional[float], llm: Optional[str]) -> None:
    """[E145] / [E141] (exit 2) before any work: a rate outside 0-1, or the option without --llm."""
    if rate is None:
        return
    if not 0.0 <= rate <= 1.0:
        raise ConfigError(Errors.E145.format(option="--max-failure-rate", value=rate,
                                             reason="give a share from 0 to 1"))
    if llm is None:
        raise ConfigError(Errors.E141.format(options="--max-failure-rate"))


def _raise_if_too_many_failed(result: Any, limit: Optional[float]) -> None:
    """[E176] (LLMError, exit 8) when a metric's share of failed judgments is over ``--max-failure-rate``."""
    if limit is None:
        return
    over = {col: rate for col, rate in result.failure_rates().items() if rate > limit}
    if over:
        failures = ", ".join(f"{col} {rate:.0%} ({result.aggregates[col]['n_failed']} of "
                             f"{result.aggregates[col]['n_failed'] + result.aggregates[col]['count']})"
                             for col, rate in over.items())
        raise LLMError(Errors.E176.format(failures=failures, limit=limit))


def _gate(result: Any, thresholds: Dict[str, float]) -> None:
    """``--fail-under``: [E193] (ThresholdError, exit 9) when a mean is under its threshold, after printing
    each failed metric's worst records and why; [E192] (exit 2) for a column the run does not have."""
    from ..errors import ThresholdError
    from ..evaluate.gates import check_thresholds, describe_failures

    if not thresholds:
        return
    failures = check_thresholds(result, thresholds)
    if not failures:
        err_console.print(f"[green]✔[/] quality gate passed: {esc(', '.join(thresholds))}", soft_wrap=True)
        return
    err_console.print(esc(describe_failures(result, failures)), soft_wrap=True, highlight=False)
    raise ThresholdError(Errors.E193.format(failures="; ".join(f.describe() for f in failures)))


def _check_options(mode: str, outputs: List[Path], llm: Optional[str], judge_options: JudgeOptions) -> None:
    """Usage errors found before any work: [E145] an unknown mode or results format, [E141] judge options
    without --llm."""
    if mode not in MODES:
        raise ConfigError(Errors.E145.format(option="--mode", value=mode, reason=f"use one of {', '.join(MODES)}"))
    for path in outputs:
        if path.suffix.lower() not in RESULT_SUFFIXES:
            raise ConfigError(Errors.E145.format(option="-o", value=str(path),
                                                 reason="use a .json, .jsonl or .csv file name"))
    if llm is None and judge_options.given():
        raise ConfigError(Errors.E141.format(options=", ".join(judge_options.given())))


def _check_paths(dataset: str, outputs: List[Path], report: Optional[Path], llm: Optional[str],
                 judge_options: JudgeOptions) -> None:
    """[E170] (exit 4) before anything is read or written: an -o, --report or --cache path that is the dataset
    or another of them (after resolving symlinks and relative paths); [E075] (exit 7) one that cannot be written
    (a directory, under a file, in a read-only directory)."""
    from ..util.paths import check_outputs

    written: List[Any] = []
    for path in outputs:
        written.append(("-o", path))
        if llm and path.suffix.lower() == ".csv":
            written.append(("usage sidecar", usage_sidecar(path)))
    if report is not None:
        written.append(("--report", report))
    if llm and judge_options.cache is not None and not judge_options.no_cache:
        written.append(("--cache", judge_options.cache))
    check_outputs([("dataset", dataset)] if dataset != "-" else [], written)  # now, not after the whole run


def _print_warnings(caught: List[Any]) -> List[JudgmentsFailedWarning]:
    """Print the run's warnings on stderr; return the failed-judgment ones, which fail the run at the end."""
    failed = [w.message for w in caught if isinstance(w.message, JudgmentsFailedWarning)]
    for w in caught:
        if not isinstance(w.message, JudgmentsFailedWarning):
            err_console.print(f"[yellow]![/] {esc(w.message)}", soft_wrap=True)
    return failed


def _write_outputs(result: Any, outputs: List[Path], report: Optional[Path], records: List[Dict[str, Any]],
                   dataset: str, settings: Dict[str, Any]) -> None:
    for path in outputs:
        for written in write_results(result, path):
            err_console.print(f"[green]✔[/] per-record results → [bold]{esc(written)}[/]")
    if report is not None:
        from ..report import write_report

        write_report(report, result, records, result.focus_times, source=str(dataset), settings=settings)
        err_console.print(f"[green]✔[/] HTML report → [bold]{esc(report)}[/]")


def _raise_if_judgments_failed(failed: List[JudgmentsFailedWarning]) -> None:
    """[E087] (LLMError, exit 8) when every judgment of some metric failed: one line per distinct cause (a
    missing key fails every metric the same way)."""
    if not failed:
        return
    by_reason: Dict[str, List[Any]] = {}
    for w in failed:
        by_reason.setdefault(w.reason, []).append(w)
    messages = [Errors.E087.format(metric=", ".join(w.metric for w in ws), n=sum(w.n for w in ws), reason=r)
                for r, ws in by_reason.items()]
    for message in messages[:-1]:
        err_console.print(f"[bold red]✘[/] {esc(message)}", soft_wrap=True)
    raise LLMError(messages[-1])  # exit code 8, from the class
