"""``spacy-tempoeval extract``: focus years and temporal spans of a text, or of each text of a file."""

# typer evaluates these annotations at run time, and the package supports Python 3.9: keep Optional[...]
# ruff: noqa: UP045

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Dict, Iterable, Iterator, List, Optional, Tuple

import typer
from rich.table import Table

from ..bulk.formats import doc_to_record, dumps_record
from ..bulk.pipeline import RecordContext, load_pipeline, record_context
from ..bulk.readers import check_input, detect_format, read_records
from ..bulk.records import BadLine, ReaderConfig
from ._common import (
    CONFIG_HELP,
    MODEL_HELP,
    ExitCode,
    err_console,
    fail,
    format_years,
    handle_errors,
    out_console,
    pipeline_spec,
)

FORMATS = ("auto", "table", "jsonl")


def _items_from_texts(texts: List[str], ref: Optional[str]) -> Iterator[Tuple[str, RecordContext]]:
    for i, text in enumerate(texts, 1):
        yield text, (i, i, ref)


def _items_from_file(path: Path, config: ReaderConfig, strict: bool, bad: List[BadLine]
                     ) -> Iterator[Tuple[str, RecordContext]]:
    for rec in read_records(path, config, strict=strict):
        if isinstance(rec, BadLine):
            err_console.print(f"[yellow]skipped[/] {rec.message}", soft_wrap=True)
            bad.append(rec)
            continue
        yield rec.text, (rec.id, rec.line, rec.reference_date)


def extract_records(nlp: Any, items: Iterable[Tuple[str, RecordContext]], *, batch_size: int = 64
                    ) -> Iterator[Dict[str, Any]]:
    """Run (text, context) items through ``nlp`` and yield one output record per text (with its text).

    nlp (Language): A pipeline containing ``temporal_focus``.
    items (Iterable[Tuple[str, RecordContext]]): Texts with their (id, line, reference date).
    YIELDS (dict): ``{"id", "line", "text", "reference_date", "focus_years", "spans"}``.
    """
    with record_context(nlp):
        for doc, _ in nlp.pipe(items, as_tuples=True, batch_size=batch_size):
            record = doc_to_record(doc)
            yield {"id": record["id"], "line": record["line"], "text": doc.text,
                   **{k: v for k, v in record.items() if k not in ("id", "line")}}


def _table(records: List[Dict[str, Any]]) -> Table:
    table = Table(title="Focus years", show_lines=len(records) > 1)
    table.add_column("id", style="dim", no_wrap=True)
    table.add_column("text", overflow="fold", ratio=3)
    table.add_column("focus years", style="bold cyan", ratio=1)
    table.add_column("temporal spans", ratio=2)
    for r in records:
        text = r["text"] if len(r["text"]) <= 300 else r["text"][:297] + "..."
        spans = "\n".join(
            f"[green]{s['text']!s}[/] → {s['value'] or '—'} "
            f"[dim]({s['label']}: {format_years(s['years'])})[/]"
            for s in r["spans"]
        ) or "[dim]none[/]"
        table.add_row(str(r["id"]), text, format_years(r["focus_years"]), spans)
    return table


def extract_command(
    inputs: List[str] = typer.Argument(..., show_default=False,
                                       help="Texts, or a JSONL / plain-text file ('-' reads stdin lines)."),
    output_format: str = typer.Option("auto", "--format", "-f",
                                      help="table, jsonl, or auto (table on a terminal, JSONL when piped)."),
    text: bool = typer.Option(False, "--text", "-t",
                              help="Treat every argument as a text, even if a file has that name."),
    reference_date: Optional[str] = typer.Option(None, "--reference-date", "-r",
                                                 help="ISO date anchoring relative dates ('last year')."),
    input_format: str = typer.Option("auto", "--input-format", help="For a file: auto, jsonl or text."),
    text_field: str = typer.Option("text", help="JSONL field with the text."),
    id_field: str = typer.Option("id", help="JSONL field with the record id (default: the line number)."),
    date_field: Optional[str] = typer.Option(None, help="JSONL field with each record's reference date."),
    strict: bool = typer.Option(False, "--strict", help="Stop at the first malformed line (exit code 3)."),
    model: Optional[str] = typer.Option(None, "--model", "-m", help=MODEL_HELP),
    config: Optional[str] = typer.Option(None, "--config", "-c", help=CONFIG_HELP),
    verbose: bool = typer.Option(False, "--verbose", "-v", help="Show tracebacks on errors."),
) -> None:
    """Print the focus years and temporal spans of texts.

    Examples: spacy-tempoeval extract "What happened between 2019 and 2021?";
    spacy-tempoeval extract corpus.jsonl --date-field dct --format jsonl > years.jsonl
    """
    handle_errors(_extract)(inputs, output_format, text, reference_date, input_format, text_field, id_field,
                            date_field, strict, model, config)


def _extract(inputs: List[str], output_format: str, text: bool, reference_date: Optional[str],
             input_format: str, text_field: str, id_field: str, date_field: Optional[str], strict: bool,
             model: Optional[str], config: Optional[str]) -> None:
    if output_format not in FORMATS:
        raise fail(f"Unknown --format {output_format!r}; use one of {', '.join(FORMATS)}.", ExitCode.USAGE)
    if input_format not in ("auto", "jsonl", "text"):
        raise fail(f"Unknown --input-format {input_format!r}; use auto, jsonl or text.", ExitCode.USAGE)
    spec = pipeline_spec(model, config)
    bad: List[BadLine] = []
    is_file = not text and len(inputs) == 1 and (inputs[0] == "-" or Path(inputs[0]).is_file())
    if is_file:
        path = Path("/dev/stdin") if inputs[0] == "-" else check_input(inputs[0])
        fmt = input_format
        if fmt == "auto":
            fmt = "text" if inputs[0] == "-" else detect_format(path)
        reader = ReaderConfig(format=fmt, text_field=text_field, id_field=id_field, date_field=date_field,
                              reference_date=reference_date)
        items: Iterable[Tuple[str, RecordContext]] = _items_from_file(path, reader, strict, bad)
    else:
        reader = ReaderConfig(format="text", reference_date=reference_date)  # validates --reference-date
        items = _items_from_texts(inputs, reader.reference_date)
    nlp = load_pipeline(spec)
    as_table = output_format == "table" or (output_format == "auto" and sys.stdout.isatty())
    if as_table:
        records = list(extract_records(nlp, items))
        out_console.print(_table(records))
    else:
        for record in extract_records(nlp, items):
            sys.stdout.write(dumps_record(record) + "\n")
        sys.stdout.flush()
    if bad:
        err_console.print(f"[yellow]{len(bad)} malformed line(s) skipped[/] (use --strict to stop on them).")
